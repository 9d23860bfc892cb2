/**
 * Every riichi item's worked example, scored through the engine under its preset (the example's, or
 * the default) and its settings: the result must list the item with its value there.
 *
 * Values shown in a result: a fixed item its amount for the hand (closed / open) × its count; a
 * yakuman pattern 13 han × its multiple (26 for a double yakuman); a limit item (renhou as mangan)
 * the first han of its tier (5).
 */
import { describe, expect, it } from 'vitest';
import type { ScoreResult, SettingValue } from '../../src/core/api.ts';
import { engine } from '../../src/engine/riichi/index.ts';
import { createScorer } from '../../src/engine/score.ts';
import { effectiveItem, resolveSettings } from '../../src/rules/presets.ts';
import { ruleset } from '../../src/rules/riichi/index.ts';

const scorer = createScorer([engine]);

/** Literal han the result shows per kind of value (see the header). */
const YAKUMAN_HAN = 13;
const MANGAN_HAN = 5;

function expectedValue(id: string, preset: string, settings: Record<string, SettingValue>, open: boolean, count: number): number {
  const all = resolveSettings(ruleset, preset, settings);
  const def = effectiveItem(ruleset, ruleset.items.find((i) => i.id === id)!, preset, all);
  if (!def) throw new Error(`${id} is off in ${preset}`);
  const v = def.value;
  switch (v.kind) {
    case 'yakuman':
      return YAKUMAN_HAN * v.times;
    case 'limit':
      if (v.tier !== 'mangan') throw new Error(`unexpected limit tier of ${id}`);
      return MANGAN_HAN;
    case 'fixed': {
      const a = typeof v.amount === 'number' ? v.amount : open ? v.amount.open : v.amount.closed;
      if (a === null) throw new Error(`${id} has no value for this hand`);
      return a * count;
    }
    default:
      throw new Error(`unexpected value of ${id}`);
  }
}

describe('riichi: every item example scores its item with its value', () => {
  for (const item of ruleset.items) {
    const { preset = ruleset.defaultPreset, settings = {}, ...hand } = item.example;
    it(`${item.id} (${preset}${Object.keys(settings).length ? ` ${JSON.stringify(settings)}` : ''})`, () => {
      const r: ScoreResult = scorer.score({ ruleset: 'riichi', preset, settings, ...hand });
      if (!r.ok) expect.fail(`${item.id}: ${r.error.code} ${r.error.message}`);
      const got = r.items.find((i) => i.id === item.id);
      expect(got, `${item.id} in ${JSON.stringify(r.items)}`).toBeDefined();
      const open = (hand.melds ?? []).some((m) => m.kind !== 'kan-closed');
      expect(got!.value).toBe(expectedValue(item.id, preset, settings, open, got!.count ?? 1));
    });
  }
});
