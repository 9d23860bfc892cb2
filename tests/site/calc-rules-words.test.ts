/**
 * What the calculator says of the rules a hand is scored under, in every locale (`errors.ts`, as the
 * island uses it): a hand below the winning minimum names the minimum that applies — the setting's,
 * or its round's on the Taiwanese ladder — and a hand carrying flowers and seasons under rules that
 * play none (Hong Kong `flowers: no`) is told so at the bonus tiles' field, not as "a setting". The
 * results are the engine's; the minimums are written by hand from taiwan-club.md and hong-kong.md.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreFailure, Wind } from '../../src/core/api.ts';
import { createScorer } from '../../src/engine/score.ts';
import { engine as hongKong } from '../../src/engine/hong-kong/index.ts';
import { engine as taiwanClub } from '../../src/engine/taiwan-club/index.ts';
import { emptyState } from '../../src/lib/calc-state.ts';
import { aboveLimitOf, boundWords, fieldErrorOf, minimumOf, type ErrorWords } from '../../src/components/calc/errors.ts';
import { handStage } from '../../src/components/calc/state.ts';
import { calcStrings } from '../../src/components/calc/strings.ts';
import { makeTranslate } from '../../src/components/calc/translate.ts';
import { resolveSettings } from '../../src/rules/presets.ts';
import type { RulesetEngine } from '../../src/engine/ruleset-engine.ts';
import type { FormatContext } from '../../src/i18n/format.ts';
import { LOCALE_INFO, type Locale } from '../../src/i18n/config.ts';

const score = createScorer([hongKong, taiwanClub]).score;

/** The words the island has for a locale and ruleset, and its number formatting. */
function words(locale: Locale, engine: RulesetEngine) {
  const rs = engine.ruleset;
  const t = makeTranslate(calcStrings(locale, rs), LOCALE_INFO[locale].intl);
  const num = (n: number) => new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(n);
  const fmt: FormatContext = { t, num, ns: rs.id, unit: t(`${rs.id}:meta.unitShort`), unitFor: (n: number) => t(`${rs.id}:meta.unitShort`, { count: n }) };
  const w: ErrorWords = { t, num, intl: LOCALE_INFO[locale].intl, stage: handStage(emptyState(), { handSize: rs.handSize, redFives: 0 }) };
  return { t, fmt, w };
}

// taiwan-club.md: 234s 789s 66m + pung 555z, chows 123m and 456p, on a discard of 6m by West, South's
// seat: base 5 + no flowers 1 + dragon pung 2 + mixed dragon run 5 + one winning tile 2 = 15 points.
const TAIWAN = {
  ruleset: 'taiwan-club',
  hand: '234s789s66m',
  melds: [
    { kind: 'pon', tiles: '555z' },
    { kind: 'chi', tiles: '123m' },
    { kind: 'chi', tiles: '456p' },
  ],
  winTile: '6m',
  win: 'discard',
  seatWind: 'south',
  discarder: 'west',
};

describe('below the winning minimum: the minimum that applies, named', () => {
  it('the Taiwanese ladder: the round’s minimum (east 20, south 22: taiwan-club.md), with the round', () => {
    const { fmt } = words('en', taiwanClub);
    const ladder = resolveSettings(taiwanClub.ruleset, 'hefen-club');
    expect(minimumOf(taiwanClub.ruleset, ladder, 'east', fmt)).toEqual({ value: '20 pts', round: 'East' });
    expect(minimumOf(taiwanClub.ruleset, ladder, 'south', fmt)).toEqual({ value: '22 pts', round: 'South' });
    // A venue's flat minimum (Golden Koi: 12) has no round to name.
    expect(minimumOf(taiwanClub.ruleset, { ...ladder, minimum: 12 }, 'south', fmt)).toEqual({ value: '12 pts' });
  });

  const cases: [Locale, Record<string, unknown>, Wind, string][] = [
    ['en', {}, 'east', 'The hand scores less than the winning minimum of the East round, 20 pts.'],
    ['en', { minimum: 16 }, 'east', 'The hand scores less than the winning minimum of 16 pts.'],
    ['hi', {}, 'south', 'हाथ का स्कोर दक्षिण दौर के जीत के न्यूनतम 22 अंक से कम है।'],
    ['hi', { minimum: 16 }, 'east', 'हाथ का स्कोर जीत के न्यूनतम 16 अंक से कम है।'],
    ['id', {}, 'west', 'Skor tangan di bawah minimum menang ronde Barat, 24 poin.'],
  ];
  it.each(cases)('%s, settings %j, %s round: %s', (locale, settings, round, message) => {
    const r = score({ ...TAIWAN, settings, round }) as ScoreFailure;
    expect(r.ok).toBe(false);
    expect(r.error.code).toBe('below-minimum');
    const { fmt, w } = words(locale, taiwanClub);
    const all = { ...resolveSettings(taiwanClub.ruleset, 'hefen-club'), ...settings };
    expect(fieldErrorOf(r, { ...w, minimum: minimumOf(taiwanClub.ruleset, all, round, fmt) }).message).toBe(message);
  });

  it('Hong Kong: the minimum faan (3 in both presets)', () => {
    // Dragon pung 1 + no flowers 1 = 2 faan < 3.
    const r = score({ ruleset: 'hong-kong', hand: '234m99m', melds: [{ kind: 'pon', tiles: '777z' }, { kind: 'chi', tiles: '456p' }, { kind: 'chi', tiles: '678s' }], winTile: '9m', win: 'discard', seatWind: 'south', discarder: 'west' }) as ScoreFailure;
    expect(r.error.code).toBe('below-minimum');
    const { fmt, w } = words('en', hongKong);
    const minimum = minimumOf(hongKong.ruleset, resolveSettings(hongKong.ruleset, 'vmc'), 'east', fmt);
    expect(fieldErrorOf(r, { ...w, minimum }).message).toBe('The hand scores less than the winning minimum of 3 faan.');
  });
});

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

describe('a limit past the end of the payment curve', () => {
  // hong-kong.md, "Payments": the curves are given from 0 to 13 faan ("13 = the limit row"); a limit of
  // 20 would pay every win from 13 to 20 faan the same. The calculator says so, in the page's language.
  const HAND = { ruleset: 'hong-kong', hand: '123m456p789s234m55z', winTile: '5z', win: 'self-drawn', settings: { limit: 20 } };
  it.each([
    ['en', 'Limit: the payment curve gives amounts up to 13 faan only, so every win from 13 to 20 faan would pay the same. Choose a limit of 13 or less.'],
    ['hi', 'सीमा: भुगतान वक्र में राशियाँ केवल 13 फ़ान तक दी गई हैं, इसलिए 13 से 20 फ़ान तक की हर जीत का भुगतान एक जैसा होगा। 13 या उससे कम की सीमा चुनें।'],
    ['id', 'Limit: kurva pembayaran hanya memberi nilai sampai 13 faan, jadi setiap kemenangan dari 13 sampai 20 faan akan dibayar sama. Pilih limit 13 atau kurang.'],
  ] as [Locale, string][])('%s: at the settings, naming the curve’s end', (locale, message) => {
    const r = score(HAND) as ScoreFailure;
    expect(r.error).toMatchObject({ code: 'invalid-input', field: 'settings.limit' });
    const { w, fmt } = words(locale, hongKong);
    const settings = resolveSettings(hongKong.ruleset, 'vmc', { limit: 20 });
    const e = fieldErrorOf(r, {
      ...w,
      settingName: (id) => w.t(`hong-kong:settings.${id}.name`),
      settingBound: (id) => boundWords(hongKong, settings, fmt.unit, id),
    });
    expect([e.at, e.message]).toEqual(['settings', message]);
    // A stake of 0 with that limit is refused for the stake, before the bounds: not in the limit's words.
    const zero = score({ ...HAND, settings: { limit: 20, stake: 0 } }) as ScoreFailure;
    expect(zero.error).toMatchObject({ code: 'invalid-input', field: 'settings.stake' });
    const z = fieldErrorOf(zero, { ...w, settingName: (id) => w.t(`hong-kong:settings.${id}.name`), settingBound: (id) => boundWords(hongKong, resolveSettings(hongKong.ruleset, 'vmc', { limit: 20, stake: 0 }), fmt.unit, id) });
    expect(z.message).not.toContain(w.t('hong-kong:settings.limit.name') + ':');
  });
});

describe('a setting the rules do not take, named', () => {
  // hong-kong.md: VMC plays a minimum of 3 faan and a limit of 13. A link (or the form) with a minimum of
  // 20 leaves no hand able to win; a value a setting does not take, or a name the rules do not have (a
  // link's typo), is told at the settings with the setting named — never "a setting" unnamed.
  const HAND = { ruleset: 'hong-kong', preset: 'vmc', hand: '123m456p789s234m55z', winTile: '5z', win: 'self-drawn' };
  const wordsOf = (locale: Locale, given: Record<string, unknown>) => {
    const { w, fmt } = words(locale, hongKong);
    const settingName = (id: string) => w.t(`hong-kong:settings.${id}.name`);
    const settings = resolveSettings(hongKong.ruleset, 'vmc', given as never);
    return { ...w, settingName, settingIds: hongKong.ruleset.settings.map((d) => d.id), aboveLimit: aboveLimitOf(hongKong.ruleset, settings, settingName, fmt.num) };
  };
  it.each([
    ['en', 'Minimum faan (20) is above Limit (13): no hand could win. Lower the minimum or raise the limit.'],
    ['hi', 'न्यूनतम फ़ान (20) सीमा (13) से ऊपर है: कोई भी हाथ नहीं जीत सकता। न्यूनतम घटाएँ या सीमा बढ़ाएँ।'],
    ['id', 'Faan minimum (20) lebih tinggi dari Limit (13): tidak ada tangan yang bisa menang. Turunkan minimum atau naikkan limit.'],
  ] as [Locale, string][])('%s: a minimum above the limit', (locale, message) => {
    const r = score({ ...HAND, settings: { minFaan: 20 } }) as ScoreFailure;
    expect(r.error).toMatchObject({ code: 'invalid-setting', field: 'settings.minFaan' });
    const e = fieldErrorOf(r, wordsOf(locale, { minFaan: 20 }));
    expect([e.at, e.message]).toEqual(['settings', message]);
  });
  it.each([
    ['en', 'Flowers and seasons: these rules do not take this value. Choose another, or use the values of the chosen rules.', 'The link carries a setting these rules do not have (“flower”). Use the values of the chosen rules to clear it.'],
    ['hi', 'फूल और मौसम: ये नियम यह मान नहीं लेते। कोई दूसरा मान चुनें, या चुने गए नियमों के मान वापस लाएँ।', 'लिंक में एक ऐसी सेटिंग है जो इन नियमों में नहीं है (“flower”)। उसे हटाने के लिए चुने गए नियमों के मान वापस लाएँ।'],
    ['id', 'Bunga dan musim: aturan ini tidak menerima nilai ini. Pilih nilai lain, atau pakai nilai dari aturan yang dipilih.', 'Tautan ini membawa pengaturan yang tidak ada dalam aturan ini (“flower”). Pakai nilai dari aturan yang dipilih untuk menghapusnya.'],
  ] as [Locale, string, string][])('%s: a value the setting does not take, a setting the rules do not have', (locale, value, unknown) => {
    const bad = score({ ...HAND, settings: { flowers: 'maybe' } }) as ScoreFailure;
    expect(bad.error).toMatchObject({ code: 'invalid-setting', field: 'settings.flowers' });
    expect(fieldErrorOf(bad, wordsOf(locale, {}))).toMatchObject({ at: 'settings', message: value });
    const typo = score({ ...HAND, settings: { flower: true } }) as ScoreFailure;
    expect(typo.error).toMatchObject({ code: 'invalid-setting', field: 'settings.flower' });
    expect(fieldErrorOf(typo, wordsOf(locale, {}))).toMatchObject({ at: 'settings', message: unknown });
  });
});
