/**
 * The calculator before the win (`src/components/calc/answer.ts`, `errors.ts`, `state.ts`): what it
 * asks the engine for a hand one tile short (its waits, each scored both ways), a full hand that does
 * not win (the discards that leave it waiting), a hand of another size (its count in words); what a
 * tapped wait and a tapped discard do to the hand; what each seat pays; and a conflict of conditions
 * shown beside every control it names (`error.flags`, `error.with` — constructed here, as the contract
 * has them). Expected waits and values are worked out by hand from the rules.
 */
import { describe, expect, it } from 'vitest';
// The renderer Astro renders the island with at build time (a dependency of @astrojs/preact).
import { renderToString } from 'preact-render-to-string';
import { h } from 'preact';
import type { ScoreFailure } from '../../src/core/api.ts';
import { createScorer } from '../../src/engine/score.ts';
import { engine as riichi } from '../../src/engine/riichi/index.ts';
import { engine as hongKong } from '../../src/engine/hong-kong/index.ts';
import { engine as taiwanClub } from '../../src/engine/taiwan-club/index.ts';
import { emptyState, fromQuery, type CalcState } from '../../src/lib/calc-state.ts';
import { outcomeOf } from '../../src/components/calc/answer.ts';
import { conflictOf, countText, fieldErrorOf } from '../../src/components/calc/errors.ts';
import { calcReducer, handStage, initialModel, type HandRules } from '../../src/components/calc/state.ts';
import { calcStrings } from '../../src/components/calc/strings.ts';
import { makeTranslate } from '../../src/components/calc/translate.ts';
import { HandEditor } from '../../src/components/calc/HandEditor.tsx';
import { SituationOptions, tableSeats } from '../../src/components/calc/OptionsForm.tsx';
import type { Ui } from '../../src/components/calc/fields.tsx';
import type { RulesetEngine } from '../../src/engine/ruleset-engine.ts';
import { LOCALE_INFO, type Locale } from '../../src/i18n/config.ts';

const R14: HandRules = { handSize: 14, redFives: 0 };
const R17: HandRules = { handSize: 17, redFives: 0 };
const state = (q: string): CalcState => fromQuery(q, riichi.ruleset.settings);
const ask = (engine: RulesetEngine, s: CalcState, rules = R14) => outcomeOf(createScorer([engine]), s, engine.ruleset, s.preset || engine.ruleset.defaultPreset, rules);

describe('a hand one tile short: its waits', () => {
  // 2345678m 345p 678s: the seven-tile run waits on 2m (22 345 678), 5m (234 55 678) and 8m (234 567
  // 88) — each a single wait; 1m, 4m, 7m, 3m, 6m, 9m leave the eight characters without a pair. Seat
  // South (EMA 2025): on a discard, tanyao 1 han, fu 20 + 10 closed ron + 2 single wait = 32 → 40:
  // 40 × 2^3 = 320, × 4 = 1,280 → 1,300; self-drawn, tanyao + menzen tsumo 2 han, fu 20 + 2 + 2 = 24
  // → 30: 480, the dealer 960 → 1,000 and each non-dealer 480 → 500: 2,000.
  const s = state('hand=2345678m345p678s&seat=south');

  it('lists each tile that completes it, in tile order, scored on a discard and self-drawn', () => {
    const o = ask(riichi, s);
    expect(o.result).toBeNull();
    expect(o.waits?.map((w) => w.tile)).toEqual(['2m', '5m', '8m']);
    for (const w of o.waits!) {
      expect(w.discard.ok && [w.discard.han, w.discard.fu, w.discard.total]).toEqual([1, 40, 1300]);
      expect(w.selfDrawn.ok && [w.selfDrawn.han, w.selfDrawn.fu, w.selfDrawn.total]).toEqual([2, 30, 2000]);
    }
  });

  it('a liable seat chosen before the win does not turn a wait into a refusal: both ways keep their values', () => {
    // Daisangen waiting on 1z / 2z (111z 22z or 11z 222z with the three dragon pungs), EMA 2016 (pao,
    // §3.3.9), South winning, West liable: on a discard without its discarder the engine refuses
    // `liable`; the waits are the hand's values (a yakuman, 32,000 for a non-dealer), who pays comes later.
    const pao = state('preset=ema-2016&hand=11z22z&meld=pon:555z&meld=pon:666z&meld=pon:777z&seat=south&liable=west');
    const o = ask(riichi, pao);
    expect(o.waits?.map((w) => w.tile)).toEqual(['1z', '2z']);
    for (const w of o.waits!) expect([w.discard.ok && w.discard.total, w.selfDrawn.ok && w.selfDrawn.total]).toEqual([32_000, 32_000]);
  });

  it('a chosen winning tile left over from a full hand does not hide the waits', () => {
    expect(ask(riichi, { ...s, winTile: '8m' }).waits?.map((w) => w.tile)).toEqual(['2m', '5m', '8m']);
  });

  it('a tapped wait joins the hand as its winning tile; the hand then scores as that wait said', () => {
    const m = calcReducer(initialModel(s), { type: 'wait', code: '5m' });
    expect(m.calc.hand).toBe('23455678m345p678s');
    expect(m.calc.winTile).toBe('5m');
    const o = ask(riichi, m.calc);
    expect(o.result?.ok && [o.result.han, o.result.fu, o.result.total]).toEqual([1, 40, 1300]);
    // Undo: the waiting hand again.
    expect(calcReducer(m, { type: 'undo' }).calc).toEqual(s);
  });

  it('says "not waiting" with the count when no tile completes it', () => {
    const t = tr('en');
    const o = ask(riichi, state('hand=2468m2468p2468s1z'));
    expect(o.result?.ok).toBe(false);
    const r = o.result as ScoreFailure;
    expect(r.error.code).toBe('not-waiting');
    const err = fieldErrorOf(r, { t, num: String, intl: 'en', stage: handStage(state('hand=2468m2468p2468s1z'), R14) });
    expect([err.at, err.message]).toEqual(['hand', '13 tiles — not waiting: no tile completes the hand.']);
  });

  it('the Taiwanese sheet: 16 tiles wait (789s 234s 6m + 555z, 123m, 456p waits on 6m alone)', () => {
    // Won on 6m from West by the dealer with the streak die on 3 (the calculator test's hand): base 5 +
    // no flowers 1 + dragon pung 2 + mixed dragon run 5 + one winning tile 2 + dealer 1 + streak 7 = 23.
    const tw = fromQuery('hand=789s234s6m&meld=pon:555z&meld=chi:123m&meld=chi:456p&from=west&streak=3', taiwanClub.ruleset.settings);
    const o = ask(taiwanClub, tw, R17);
    expect(o.waits?.map((w) => w.tile)).toEqual(['6m']);
    const d = o.waits![0].discard;
    expect(d.ok && [d.points, d.total, d.paymentsBySeat]).toEqual([23, 23, { east: 23, south: 0, west: -23, north: 0 }]);
  });
});

describe('a full hand that does not win: the discards that leave it waiting', () => {
  // 2345678m 345p 9p 678s: discarding 9p leaves the hand above (2m, 5m, 8m); discarding 2m, 5m or 8m
  // leaves four sets and a single 9p (waits on 9p). Any other discard leaves two loose tiles.
  const s = state('hand=2345678m3459p678s&seat=south');

  it('lists them in tile order, each with its waits', () => {
    const o = ask(riichi, s);
    expect(o.result?.ok === false && o.result.error.code).toBe('not-a-winning-hand');
    expect(o.discards).toEqual([
      { tile: '2m', waits: ['9p'] },
      { tile: '5m', waits: ['9p'] },
      { tile: '8m', waits: ['9p'] },
      { tile: '9p', waits: ['2m', '5m', '8m'] },
    ]);
  });

  it('a tapped discard leaves the hand (a plain five before a red one), one short with no winning tile chosen', () => {
    let m = calcReducer(initialModel({ ...s, winTile: '9p' }), { type: 'discard', code: '9p' });
    expect([m.calc.hand, m.calc.winTile]).toEqual(['2345678m345p678s', '']);
    expect(ask(riichi, m.calc).waits?.map((w) => w.tile)).toEqual(['2m', '5m', '8m']);
    m = calcReducer(initialModel(state('hand=2340m5m')), { type: 'discard', code: '5m' });
    expect(m.calc.hand).toBe('2340m');
    m = calcReducer(initialModel(state('hand=2340m')), { type: 'discard', code: '5m' });
    expect(m.calc.hand).toBe('234m');
  });

  it('asks for none when the hand wins', () => {
    expect(ask(riichi, state('hand=234m567p22s345678s')).discards).toBeUndefined();
  });
});

describe('a hand of another size says so with its count', () => {
  const words = (q: string, locale: Locale = 'en') => {
    const s = state(q);
    return countText({ t: tr(locale), num: (n) => new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(n), intl: LOCALE_INFO[locale].intl, stage: handStage(s, R14) });
  };
  it('in words for a few, in figures for more, in every locale', () => {
    expect(words('hand=2345678m345p67s')).toBe('12 tiles — two short');
    expect(words('hand=2345678m345p678s99p')).toBe('15 tiles — one too many');
    expect(words('hand=1m')).toBe('1 tile — 13 short');
    expect(words('hand=2345678m345p67s', 'hi')).toBe('12 टाइलें — दो कम');
    expect(words('hand=2345678m345p678s99p', 'id')).toBe('15 ubin — kelebihan satu');
  });
  it('is what the hand shows for wrong-tile-count', () => {
    const s = state('hand=2345678m345p67s');
    const o = ask(riichi, s);
    const err = fieldErrorOf(o.result as ScoreFailure, { t: tr('en'), num: String, intl: 'en', stage: handStage(s, R14) });
    expect([err.at, err.code, err.message]).toEqual(['hand', 'wrong-tile-count', '12 tiles — two short']);
  });
  // Nothing typed: a fresh calculator, a tile tapped as a declared set (Green dragon: a pung of 6z), or
  // "Add a set" alone. The hand has no tile to be won on, and the engine stops at the winning tile's
  // notation ("expected exactly one tile, got 0"); the reader is told the count, at the hand — not
  // "Winning tile: the tiles cannot be read", with the empty winning tile marked.
  it.each([
    ['en', '3 tiles — 11 short', '0 tiles — 14 short'],
    ['hi', '3 टाइलें — 11 कम', '0 टाइल — 14 कम'],
    ['id', '3 ubin — kurang 11', '0 ubin — kurang 14'],
  ] as [Locale, string, string][])('%s: a declared set and no hand, or an empty set, is a count too (%s)', (locale, pung, empty) => {
    const fresh = initialModel({ ...emptyState(), seatWind: 'south' });
    const tapped = calcReducer(calcReducer(fresh, { type: 'target', target: 'meld' }), { type: 'tap', code: '6z', rules: R14 });
    const added = calcReducer(fresh, { type: 'addMeld' });
    expect(tapped.calc.melds).toEqual([{ kind: 'pon', tiles: '666z' }]);
    expect(added.calc.melds).toEqual([{ kind: 'pon', tiles: '' }]);
    for (const [m, text] of [[tapped, pung], [added, empty]] as const) {
      const o = ask(riichi, m.calc);
      expect(o.result).toMatchObject({ ok: false, error: { code: 'invalid-notation', field: 'winTile' } });
      const err = fieldErrorOf(o.result as ScoreFailure, { t: tr(locale), num: String, intl: LOCALE_INFO[locale].intl, stage: handStage(m.calc, R14) });
      expect([err.at, err.message]).toEqual(['hand', text]);
    }
  });
  it('a winning tile typed wrong is still named at its field', () => {
    const s = state('hand=123m&tile=12m');
    const o = ask(riichi, s);
    const err = fieldErrorOf(o.result as ScoreFailure, { t: tr('en'), num: String, intl: 'en', stage: handStage(s, R14) });
    expect([err.at, err.code, err.position, err.message]).toEqual(['winTile', 'invalid-notation', 1, undefined]);
  });
});

describe('a setting out of the bounds payments set', () => {
  it('a stake of 0.3 is named at the settings, in words (not "a field of the hand has the wrong value")', () => {
    // hk-classic from 3 faan: full spicy 8 units × 2 shares × 0.3 = 4.8 on a discard — not a whole number.
    const s = fromQuery('hand=12399m456p234789s&tile=5p&win=self-drawn&preset=hk-classic&s.stake=0.3', hongKong.ruleset.settings);
    const o = ask(hongKong, s);
    expect(o.result).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'settings.stake' } });
    for (const locale of ['en', 'hi', 'id'] as const) {
      const t = tr(locale, hongKong.ruleset);
      const err = fieldErrorOf(o.result as ScoreFailure, { t, num: String, intl: 'en', stage: handStage(s, R14), settingName: (id) => t(`hong-kong:settings.${id}.name`) });
      expect(err.at).toBe('settings');
      expect(err.message).toMatch(/^\S.*: .*1, 2/);
      expect(err.message).not.toMatch(/settings\.|stake|hong-kong:/);
    }
    const en = tr('en', hongKong.ruleset);
    expect(fieldErrorOf(o.result as ScoreFailure, { t: en, num: String, intl: 'en', stage: handStage(s, R14), settingName: (id) => en(`hong-kong:settings.${id}.name`) }).message).toBe(
      'Base value: with this value a payment would not be a whole number of points (or would be too large to count exactly). Choose a value that gives whole payments, such as 1, 2 or 5.',
    );
  });
});

describe('a declared set whose tiles do not make its kind', () => {
  // 234m declared as a chow, then its kind changed to pung, then to open kong (the tapped tiles stay).
  const expected = {
    en: 'These tiles do not make a set of this kind: a chow is three consecutive numbers of one suit, a pung three identical tiles, a kong four. Change the tiles or the kind of set.',
    hi: 'ये टाइलें इस प्रकार का सेट नहीं बनातीं: क्रम एक ही सूट की लगातार तीन संख्याएँ होता है, तिकड़ी तीन एक जैसी टाइलें, कॉन्ग चार। टाइलें या सेट का प्रकार बदलें।',
    id: 'Ubin ini tidak membentuk set jenis ini: Chow adalah tiga angka berurutan dari satu suit, Pung tiga ubin yang sama, Kong empat. Ubah ubinnya atau jenis setnya.',
  };
  it.each([
    ['pon', 'invalid-notation'],
    ['kan-open', 'wrong-tile-count'],
  ] as const)('changed to %s: said at the set, not as a notation error or the hand\'s count', (kind, code) => {
    const s = state(`hand=567p22s345s888m&meld=${kind}:234m&tile=8m`);
    const o = ask(riichi, s);
    expect(o.result).toMatchObject({ ok: false, error: { code, field: 'melds[0].tiles' } });
    for (const locale of ['en', 'hi', 'id'] as const) {
      const err = fieldErrorOf(o.result as ScoreFailure, { t: tr(locale), num: String, intl: LOCALE_INFO[locale].intl, stage: handStage(s, R14) });
      expect([err.at, err.message]).toEqual(['meld-0', expected[locale]]);
    }
  });
  it('a typed set that is not mpsz keeps the notation message', () => {
    const s = state('hand=567p22s345s888m&meld=pon:2x4m&tile=8m');
    const o = ask(riichi, s);
    const err = fieldErrorOf(o.result as ScoreFailure, { t: tr('en'), num: String, intl: 'en', stage: handStage(s, R14) });
    expect([err.at, err.message]).toEqual(['meld-0', undefined]);
  });
});

describe('a seat that is not at a two-player table', () => {
  it('a discarder left at North after switching to two players is named at the discarder, with the seats that play', () => {
    const s = fromQuery('hand=123456789p23455s&tile=5s&seat=west&from=north&s.players=2', hongKong.ruleset.settings);
    const o = ask(hongKong, s);
    expect(o.result).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'discarder' } });
    const expected = { en: 'At this table only East and West play: choose one of them.', hi: 'इस मेज़ पर केवल पूर्व और पश्चिम खेलते हैं: इनमें से कोई एक चुनें।', id: 'Di meja ini hanya Timur dan Barat yang bermain: pilih salah satunya.' };
    for (const locale of ['en', 'hi', 'id'] as const) {
      const err = fieldErrorOf(o.result as ScoreFailure, { t: tr(locale, hongKong.ruleset), num: String, intl: LOCALE_INFO[locale].intl, stage: handStage(s, R14), seats: ['east', 'west'] });
      expect([err.at, err.message]).toEqual(['discarder', expected[locale]]);
    }
  });
});

describe('payments by seat', () => {
  it('riichi: the discarder pays, the others nothing (seat South, from West)', () => {
    const o = ask(riichi, state('hand=23455678m345p678s&tile=5m&seat=south&from=west'));
    expect(o.result?.ok && o.result.paymentsBySeat).toEqual({ east: 0, south: 1300, west: -1300, north: 0 });
  });
  it('two-player Hong Kong: its two seats, East and West (the opponent pays two shares on every win)', () => {
    // 234m 456p 678s 345s 99m self-drawn by West (VMC): all chows 1 + concealed 1 + self-drawn 1 + no
    // flowers 1 = 4 faan; half spicy, 16 a share; the opponent pays two: 32.
    const s = fromQuery('hand=234m456p678s345s99m&win=self-drawn&seat=west&s.players=2', hongKong.ruleset.settings);
    const o = ask(hongKong, s);
    expect(o.result?.ok && o.result.paymentsBySeat).toEqual({ east: -32, west: 32 });
    expect(tableSeats(hongKong, { players: 2 })).toEqual(['east', 'west']);
    expect(tableSeats(hongKong, { players: 4 })).toEqual(['east', 'south', 'west', 'north']);
    expect(tableSeats(riichi, {})).toEqual(['east', 'south', 'west', 'north']);
  });
});

describe('red fives', () => {
  it('more red fives of a suit than the count allows are refused (two of dots with 4, one with 3)', () => {
    const code = (q: string) => {
      const r = ask(riichi, state(q)).result;
      return r && (r.ok ? 'ok' : r.error.code);
    };
    expect(code('hand=234m406p22s345678s&s.redFives=3')).toBe('ok');
    expect(code('hand=234m00p22s345678s5p&s.redFives=3')).toBe('too-many-copies');
    expect(code('hand=234m00p22s345678s5p&s.redFives=4&tile=5p')).not.toBe('too-many-copies');
    expect(code('hand=234m000p22s345678s&s.redFives=4')).toBe('too-many-copies');
  });
});

// ── A conflict of conditions, beside every control it names ──────────────────────────────────────

/** The page's strings and `t`, as the island gets them. */
function tr(locale: Locale, rs = riichi.ruleset) {
  return makeTranslate(calcStrings(locale, rs), LOCALE_INFO[locale].intl);
}
const conflict = (flags: string[], side?: string): ScoreFailure => ({
  ok: false,
  error: { code: 'conflicting-flags', message: '…', field: 'flags', ...(flags.length ? { flags } : {}), ...(side ? { with: side } : {}) } as ScoreFailure['error'],
});

describe('a conflict that names its cause', () => {
  const w = (locale: Locale = 'en') => ({ t: tr(locale), num: String, intl: LOCALE_INFO[locale].intl, stage: handStage(emptyState(), R14) });

  it('names the controls: each flag, and the seat, the way of winning, the sets or the hand', () => {
    expect(fieldErrorOf(conflict(['riichi'], 'melds'), w()).controls).toEqual(['flag-riichi', 'melds']);
    expect(fieldErrorOf(conflict(['heavenly'], 'seat'), w()).controls).toEqual(['flag-heavenly', 'seatWind', 'dealer']);
    expect(fieldErrorOf(conflict(['robbing-kong'], 'win'), w()).controls).toEqual(['flag-robbing-kong', 'win']);
    expect(fieldErrorOf(conflict(['riichi', 'double-riichi']), w()).controls).toEqual(['flag-riichi', 'flag-double-riichi']);
    // An engine that names nothing: the conditions' box, as before.
    const plain = fieldErrorOf(conflict([]), w());
    expect([plain.at, plain.controls, plain.message]).toEqual(['flags', undefined, undefined]);
    expect(conflictOf({ code: 'conflicting-flags', message: '', flags: ['riichi'], with: 'moon' } as never)).toEqual({ flags: ['riichi'] });
  });

  it('says it in words, naming the conditions', () => {
    expect(fieldErrorOf(conflict(['riichi'], 'melds'), w()).message).toBe('Not possible with these declared sets: riichi declared.');
    expect(fieldErrorOf(conflict(['riichi', 'double-riichi']), w()).message).toBe('These conditions cannot hold together: riichi declared and double riichi.');
    expect(fieldErrorOf(conflict(['riichi', 'double-riichi']), w('id')).message).toMatch(/^Kondisi ini tidak bisa berlaku bersamaan: .+ dan .+\.$/);
    expect(fieldErrorOf(conflict(['robbing-kong'], 'win'), w('hi')).message).toMatch(/^जीत के इस तरीके से यह संभव नहीं: .+।$/);
  });

  /** The island's options and hand, rendered with a result's error. */
  function rendered(err: ScoreFailure, calc: CalcState) {
    const t = tr('en');
    const num = String;
    const ui: Ui = { t, num, fmt: { t, num, ns: 'riichi', unit: 'han', unitFor: () => 'han' }, err: fieldErrorOf(err, w()) };
    const dispatch = () => {};
    return renderToString(
      h('div', null, [
        h(HandEditor, { ui, model: initialModel(calc), dispatch, rules: R14, bonusTiles: false, indicators: true }),
        h(SituationOptions, { ui, calc, engine: riichi, dispatch, rules: R14, bonus: false }),
      ]),
    );
  }
  /** The attributes of the element with `id` (or the first matching `sel`). */
  const attrs = (html: string, re: RegExp) => re.exec(html)?.[0] ?? '';

  it('riichi with an open set: beside the riichi checkbox and the declared sets, each marked invalid and described by it', () => {
    const html = rendered(conflict(['riichi'], 'melds'), state('hand=234m567p22s345s&meld=chi:678s&flags=riichi&tile=2s'));
    const msg = 'Not possible with these declared sets: riichi declared.';
    const box = attrs(html, /<input[^>]*value="riichi"[^>]*>/);
    expect(box).toContain('aria-invalid="true"');
    expect(box).toContain('aria-describedby="calc-flag-riichi-err"');
    expect(html).toContain(`<p class="calc-error" id="calc-flag-riichi-err" data-error-at="flag-riichi">${msg}</p>`);
    const melds = attrs(html, /<fieldset class="calc-melds"[^>]*>/);
    expect(melds).toContain('aria-invalid="true"');
    expect(melds).toContain('aria-describedby="calc-melds-err"');
    expect(html).toContain(`id="calc-melds-err" data-error-at="melds">${msg}</p>`);
    // Nothing else is marked: not another flag, not the hand, not the conditions' box as a whole.
    expect(attrs(html, /<input[^>]*value="ippatsu"[^>]*>/)).not.toContain('aria-invalid');
    expect(attrs(html, /<input[^>]*id="calc-hand"[^>]*>/)).not.toContain('aria-invalid');
    expect(attrs(html, /<fieldset class="calc-flags"[^>]*>/)).not.toContain('aria-invalid');
    expect(html.match(/class="calc-error"/g)?.length).toBe(2);
  });

  it('a condition’s checkbox label starts with a capital; the same words inside a sentence do not', () => {
    const html = rendered(conflict(['riichi'], 'melds'), state('hand=234m567p22s345s&meld=chi:678s&flags=riichi&tile=2s'));
    expect(html).toMatch(/<input[^>]*value="riichi"[^>]*>Riichi declared<\/label>/);
    expect(html).toMatch(/<input[^>]*value="robbing-kong"[^>]*>Robbing a kong<\/label>/);
    expect(html).toContain('Not possible with these declared sets: riichi declared.');
  });

  it('heavenly for a non-dealer: beside the flag, the seat wind and the dealer checkbox; a win conflict beside the way of winning', () => {
    let html = rendered(conflict(['heavenly'], 'seat'), state('hand=234m567p22s345678s&seat=south&win=self-drawn&flags=heavenly'));
    expect(attrs(html, /<select[^>]*id="calc-seatWind"[^>]*>/)).toContain('aria-describedby="calc-seatWind-err"');
    expect(html).toContain('id="calc-seatWind-err"');
    expect(html).toContain('id="calc-dealer-err"');
    expect(html).toContain('id="calc-flag-heavenly-err"');
    html = rendered(conflict(['robbing-kong'], 'win'), state('hand=234m567p22s345678s&win=self-drawn&flags=robbing-kong'));
    expect(attrs(html, /<div class="calc-field" role="radiogroup"[^>]*>/)).toContain('aria-invalid="true"');
    expect(html).toContain('id="calc-win-err"');
    html = rendered(conflict(['last-tile'], 'hand'), state('hand=234m567p22s345678s&flags=last-tile'));
    expect(attrs(html, /<input[^>]*id="calc-hand"[^>]*>/)).toContain('calc-hand-err');
    expect(html).toContain('id="calc-hand-err"');
  });
});
