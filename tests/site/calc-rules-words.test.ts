/**
 * What the calculator says of the rules a hand is scored under, in every locale (`errors.ts`, as the
 * island uses it): a hand carrying flowers and seasons under rules that play none (Hong Kong
 * `flowers: no`) is told so at the bonus tiles' field, not as "a setting". The results are the engine's.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreFailure } from '../../src/core/api.ts';
import { createScorer } from '../../src/engine/score.ts';
import { engine as hongKong } from '../../src/engine/hong-kong/index.ts';
import { emptyState } from '../../src/lib/calc-state.ts';
import { fieldErrorOf, type ErrorWords } from '../../src/components/calc/errors.ts';
import { handStage } from '../../src/components/calc/state.ts';
import { calcStrings } from '../../src/components/calc/strings.ts';
import { makeTranslate } from '../../src/components/calc/translate.ts';
import type { RulesetEngine } from '../../src/engine/ruleset-engine.ts';
import { LOCALE_INFO, type Locale } from '../../src/i18n/config.ts';

const score = createScorer([hongKong]).score;

/** The words the island has for a locale and ruleset, and its number formatting. */
function words(locale: Locale, engine: RulesetEngine) {
  const rs = engine.ruleset;
  const t = makeTranslate(calcStrings(locale, rs), LOCALE_INFO[locale].intl);
  const num = (n: number) => new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(n);
  const w: ErrorWords = { t, num, intl: LOCALE_INFO[locale].intl, stage: handStage(emptyState(), { handSize: rs.handSize, redFives: 0 }) };
  return { t, w };
}

describe('flowers and seasons under rules that play none', () => {
  const HAND = { ruleset: 'hong-kong', hand: '123m456p789s234m55z', winTile: '5z', win: 'self-drawn', bonusTiles: '1f', settings: { flowers: false } };
  it.each([
    ['en', 'Flowers and seasons are not in play under these rules: remove the bonus tiles.'],
    ['hi', 'इन नियमों में फूल और मौसम नहीं खेले जाते: बोनस टाइलें हटाएँ।'],
    ['id', 'Bunga dan musim tidak dimainkan dengan aturan ini: hapus ubin bonusnya.'],
  ] as [Locale, string][])('%s: at the bonus tiles, naming them', (locale, message) => {
    const r = score(HAND) as ScoreFailure;
    expect(r.error.code).toBe('invalid-setting');
    const { w } = words(locale, hongKong);
    const e = fieldErrorOf(r, { ...w, bonusOff: true });
    expect([e.at, e.message]).toEqual(['bonusTiles', message]);
    // Without the bonus tiles it is not that: the code's own sentence, at the settings.
    expect(fieldErrorOf(r, w).at).toBe('settings');
  });
});
