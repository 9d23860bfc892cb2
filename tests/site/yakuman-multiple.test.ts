/**
 * How many yakuman the calculator says a riichi hand pays (`yakumanMultiple` in src/i18n/format.ts,
 * used by the result line, the waits and the comparison panel): as many as the rules pay, not the
 * number of yakuman items that held. riichi.md / the settings table: several yakuman add up only
 * where `multipleYakuman` is on (WRC 2025); under EMA 2016 and EMA 2025 the largest one counts.
 */
import { describe, expect, it } from 'vitest';
import { engine as riichi } from '../../src/engine/riichi/index.ts';
import { createScorer } from '../../src/engine/score.ts';
import { fromQuery, toInput } from '../../src/lib/calc-state.ts';
import { composeRules } from '../../src/components/calc/compose.ts';
import { yakumanMultiple } from '../../src/i18n/format.ts';

const scorer = createScorer([riichi]);
/** Daisangen and tsuuiisou at once: three dragon pungs, a pung of East, a pair of South; self-drawn by South. */
const BOTH = 'hand=111z22z&tile=1z&meld=pon:555z&meld=pon:666z&meld=pon:777z&win=self-drawn&seat=south';
/** Daisangen alone: 234m 99p and the three dragon pungs, on a discard. */
const ONE = 'hand=234m99p&tile=4m&meld=pon:555z&meld=pon:666z&meld=pon:777z&seat=south';

function multiple(query: string, preset: string): { times: number; items: string[]; total: number } {
  const s = fromQuery(`${query}&preset=${preset}`, riichi.ruleset.settings);
  const rules = composeRules(riichi.ruleset, s, riichi.ruleset.defaultPreset, []);
  const r = scorer.score(toInput(s, riichi.ruleset, { defaultPreset: riichi.ruleset.defaultPreset }));
  if (!r.ok) throw new Error(`${query} under ${preset}: ${r.error.code}`);
  return { times: yakumanMultiple(r, rules.valueOf), items: r.items.map((i) => i.id).sort(), total: r.total };
}

describe('the yakuman a hand pays, as the calculator words it', () => {
  it.each([
    // Non-dealer yakuman self-drawn: 8,000 + 8,000 + 16,000 = 32,000; double: 64,000.
    ['ema-2016', 1, 32_000],
    ['ema-2025', 1, 32_000],
    ['wrc-2025', 2, 64_000],
  ])('daisangen + tsuuiisou under %s: %i yakuman (%i)', (preset, times, total) => {
    const m = multiple(BOTH, preset);
    expect(m.items).toEqual(['daisangen', 'tsuuiisou']);
    expect(m.times).toBe(times);
    expect(m.total).toBe(total);
  });
  it('daisangen alone is one yakuman everywhere', () => {
    for (const preset of ['ema-2016', 'ema-2025', 'wrc-2025']) expect(multiple(ONE, preset).times).toBe(1);
  });
});
