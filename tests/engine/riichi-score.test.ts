/**
 * Riichi scoring, worked by hand from riichi.md / seed 001 and the published EMA / WRC score tables:
 * full expected results, each combination rule its own test. Expected numbers are literals.
 *
 * Conventions of the result (decided here, see the engine's header):
 * - a yakuman item shows 13 han × its multiple (26 for a double yakuman) and `han` is 13 × the
 *   multiple the hand pays (several yakuman add up only with `multipleYakuman`);
 * - renhou as mangan shows 5 han (the first han of the mangan tier);
 * - `payments` has one entry per payer: a non-dealer's self-draw is the dealer then the two
 *   non-dealers, a dealer's self-draw three `each` entries; they add up to `total` minus the sticks.
 */
import { valuesOnly } from './engine-helpers.ts';
import { describe, expect, it } from 'vitest';
import type { HandInput, ScoreResult, ScoreSuccess } from '../../src/core/api.ts';
import { engine } from '../../src/engine/riichi/index.ts';
import { createScorer } from '../../src/engine/score.ts';
import { conflicts } from '../../src/rules/riichi/conflicts.ts';
import { detectors } from '../../src/rules/riichi/detectors.ts';
import { ruleset } from '../../src/rules/riichi/index.ts';

const scorer = createScorer([engine]);
type Hand = Omit<HandInput, 'ruleset'>;
// Values and payments (`how`, `excluded`: why.test.ts; `paymentsBySeat`: seats.test.ts).
const score = (h: Hand): ScoreResult => valuesOnly(scorer.score({ ruleset: 'riichi', ...h }));

function success(r: ScoreResult): ScoreSuccess {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}
const ids = (r: ScoreResult) => success(r).items.map((i) => i.id);
const code = (r: ScoreResult) => (r.ok ? 'ok' : r.error.code);
const total = (r: ScoreResult) => success(r).total;

/** 234m 567p 345s 678s 22s: all simples, all chows; 8s completes 67s (two-sided). */
const PINFU = { hand: '234m567p22s345678s', winTile: '8s' };
const SOUTH = { seatWind: 'south', dealer: false } as const;
const PINFU_READING = '234m 567p 345s 678s 22s';

describe('worked hands with full results (published tables)', () => {
  // riichi 1 + pinfu 1 + tanyao 1 + dora 1 (indicator 3m → 4m) = 4 han;
  // fu: 20 + closed ron 10 = 30 (pinfu: no wait fu).
  const FOUR_THIRTY: Hand = { ...PINFU, ...SOUTH, win: 'discard', flags: ['riichi'], doraIndicators: '3m' };
  const fourThirtyItems = [
    { id: 'riichi', value: 1 },
    { id: 'pinfu', value: 1 },
    { id: 'tanyao', value: 1 },
    { id: 'dora', value: 1, count: 1 },
  ];

  it('4 han 30 fu, non-dealer ron under ema-2016: 7,700', () => {
    expect(score({ ...FOUR_THIRTY, preset: 'ema-2016' })).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2016',
      items: fourThirtyItems,
      han: 4,
      fu: 30,
      fuParts: [{ id: 'base', fu: 20 }, { id: 'closed-ron', fu: 10 }],
      limit: null,
      payments: [{ from: 'discarder', amount: 7700 }],
      total: 7700,
      reading: PINFU_READING,
    });
  });

  it('4 han 30 fu, non-dealer ron under ema-2025 (kiriage mangan): 8,000', () => {
    expect(score({ ...FOUR_THIRTY, preset: 'ema-2025' })).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2025',
      items: fourThirtyItems,
      han: 4,
      fu: 30,
      fuParts: [{ id: 'base', fu: 20 }, { id: 'closed-ron', fu: 10 }],
      limit: 'mangan',
      payments: [{ from: 'discarder', amount: 8000 }],
      total: 8000,
      reading: PINFU_READING,
    });
  });

  it('4 han 30 fu, dealer ron under ema-2016: 11,600', () => {
    const r = success(score({ ...FOUR_THIRTY, seatWind: 'east', dealer: true, preset: 'ema-2016' }));
    expect(r.payments).toEqual([{ from: 'discarder', amount: 11600 }]);
    expect(r.total).toBe(11600);
  });

  it('non-dealer tsumo, 4 han 20 fu (pinfu tsumo): 1,300 / 2,600 — dealer once, each non-dealer', () => {
    // riichi + menzen tsumo + pinfu + tanyao = 4 han; pinfu tsumo is a fixed 20 fu.
    expect(score({ ...PINFU, ...SOUTH, win: 'self-drawn', flags: ['riichi'], preset: 'ema-2016' })).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2016',
      items: [
        { id: 'riichi', value: 1 },
        { id: 'menzen-tsumo', value: 1 },
        { id: 'pinfu', value: 1 },
        { id: 'tanyao', value: 1 },
      ],
      han: 4,
      fu: 20,
      fuParts: [{ id: 'base', fu: 20 }],
      limit: null,
      payments: [
        { from: 'dealer', amount: 2600 },
        { from: 'non-dealer', amount: 1300, count: 2 },
      ],
      total: 5200,
      reading: PINFU_READING,
    });
  });

  it('dealer tsumo, 4 han 20 fu: 2,600 from each of the three', () => {
    const r = success(score({ ...PINFU, seatWind: 'east', win: 'self-drawn', flags: ['riichi'] }));
    expect(r.han).toBe(4);
    expect(r.fu).toBe(20);
    expect(r.payments).toEqual([
      { from: 'each', amount: 2600, count: 3 },
    ]);
    expect(r.total).toBe(7800);
  });

  it('honba and riichi sticks: ron +300 per counter from the discarder, sticks to the winner', () => {
    const r = success(score({ ...FOUR_THIRTY, preset: 'ema-2016', honba: 2, riichiSticks: 3 }));
    expect(r.payments).toEqual([{ from: 'discarder', amount: 8300 }]);
    expect(r.total).toBe(11300);
  });

  it('honba on a self-draw: +100 from each payer', () => {
    const nd = success(score({ ...PINFU, ...SOUTH, win: 'self-drawn', flags: ['riichi'], honba: 2, riichiSticks: 1 }));
    expect(nd.payments).toEqual([
      { from: 'dealer', amount: 2800 },
      { from: 'non-dealer', amount: 1500, count: 2 },
    ]);
    expect(nd.total).toBe(6800);
    const d = success(score({ ...PINFU, seatWind: 'east', win: 'self-drawn', flags: ['riichi'], honba: 1 }));
    expect(d.payments).toEqual([
      { from: 'each', amount: 2700, count: 3 },
    ]);
    expect(d.total).toBe(8100);
  });

  it('3 han 60 fu: 7,700 under ema-2016, kiriage mangan 8,000 under ema-2025', () => {
    // 111m 999p 777z concealed (8 each), 46s waiting on 5s (closed wait 2), ron 10: 56 → 60 fu.
    // sanankou 2 + yakuhai (red dragon) 1 = 3 han.
    const h: Hand = { hand: '111m999p777z456s22s', winTile: '5s', win: 'discard', ...SOUTH };
    const old = success(score({ ...h, preset: 'ema-2016' }));
    expect(old).toMatchObject({
      items: [
        { id: 'sanankou', value: 2 },
        { id: 'yakuhai-dragon', value: 1, count: 1 },
      ],
      han: 3,
      fu: 60,
      limit: null,
      total: 7700,
      reading: '111m 999p 456s 777z 22s',
    });
    expect(success(score({ ...h, preset: 'ema-2025' }))).toMatchObject({ han: 3, fu: 60, limit: 'mangan', total: 8000 });
  });

  it('limits by han: haneman (7 han), dealer ron 18,000', () => {
    // chinitsu 6 + iipeikou 1: 234m 234m 567m 888m 99m, 7m completes 56m; fu 20 + 10 + 888m 4 = 34 → 40.
    expect(score({ hand: '22334456788899m', winTile: '7m', win: 'discard' })).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2025',
      items: [
        { id: 'chinitsu', value: 6 },
        { id: 'iipeikou', value: 1 },
      ],
      han: 7,
      fu: 40,
      fuParts: [{ id: 'base', fu: 20 }, { id: 'closed-ron', fu: 10 }, { id: 'closed-pung-simple', fu: 4, tiles: '888m' }],
      limit: 'haneman',
      payments: [{ from: 'discarder', amount: 18000 }],
      total: 18000,
      reading: '234m 234m 567m 888m 99m',
    });
  });

  it('13 counted han: sanbaiman under ema-2025, a (counted) yakuman under wrc-2025', () => {
    // 123m 123m 456m 789m 99m, tsumo on 6m (two-sided): riichi 1 + ippatsu 1 + tsumo 1 + pinfu 1 +
    // iipeikou 1 + ittsu 2 + chinitsu 6 = 13 han, pinfu tsumo 20 fu.
    const h: Hand = { hand: '11223345678999m', winTile: '6m', win: 'self-drawn', ...SOUTH, flags: ['riichi', 'ippatsu'] };
    const ema = success(score({ ...h, preset: 'ema-2025' }));
    expect(ema.han).toBe(13);
    expect(ema.fu).toBe(20);
    expect(ema.limit).toBe('sanbaiman');
    expect(ema.payments).toEqual([
      { from: 'dealer', amount: 12000 },
      { from: 'non-dealer', amount: 6000, count: 2 },
    ]);
    expect(ema.total).toBe(24000);
    const wrc = success(score({ ...h, preset: 'wrc-2025' }));
    expect(wrc.han).toBe(13);
    expect(wrc.limit).toBe('yakuman');
    expect(wrc.total).toBe(32000);
    // Still the ordinary items, not a yakuman pattern.
    expect(wrc.items.map((i) => i.id)).toEqual(['chinitsu', 'ittsu', 'riichi', 'ippatsu', 'menzen-tsumo', 'pinfu', 'iipeikou']);
  });
});

describe('yakuman (non-dealer unless said; 32,000 for one yakuman)', () => {
  const yakuman = (h: Hand, id: string, fu: number, extra: Partial<ScoreSuccess> = {}) => {
    expect(score({ ...SOUTH, ...h })).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2025',
      items: [{ id, value: 13 }],
      han: 13,
      fu,
      limit: 'yakuman',
      payments: [{ from: 'discarder', amount: 32000 }],
      total: 32000,
      ...extra,
    });
  };

  it('kokushi musou', () => {
    // fu (not used by a yakuman): 20 + 10 + single 2 + red dragon pair 2 = 34 → 40.
    yakuman({ hand: '19m19p19s12345677z', winTile: '1m', win: 'discard' }, 'kokushi-musou', 40, {
      reading: '77z 19m 19p 19s 123456z',
    });
  });
  it('suuankou (self-drawn shanpon)', () => {
    expect(score({ ...SOUTH, hand: '111m555p999s222z33p', winTile: '5p', win: 'self-drawn' })).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2025',
      items: [{ id: 'suuankou', value: 13 }],
      han: 13,
      fu: 50,
      limit: 'yakuman',
      payments: [
        { from: 'dealer', amount: 16000 },
        { from: 'non-dealer', amount: 8000, count: 2 },
      ],
      total: 32000,
      reading: '111m 555p 999s 222z 33p',
    });
  });
  it('daisangen', () => {
    yakuman({ hand: '555z666z777z123m99p', winTile: '3m', win: 'discard' }, 'daisangen', 60, {
      reading: '123m 555z 666z 777z 99p',
    });
  });
  it('daisuushii', () => {
    yakuman(
      { hand: '333z444z99m', melds: [{ kind: 'pon', tiles: '111z' }, { kind: 'pon', tiles: '222z' }], winTile: '9m', win: 'discard' },
      'daisuushii',
      50,
      { reading: '333z 444z 99m [111z] [222z]' },
    );
  });
  it('shousuushii', () => {
    yakuman({ hand: '111z222z333z44z123m', winTile: '3m', win: 'discard' }, 'shousuushii', 60, {
      reading: '123m 111z 222z 333z 44z',
    });
  });
  it('tsuuiisou', () => {
    yakuman({ hand: '222z555z666z77z', melds: [{ kind: 'pon', tiles: '111z' }], winTile: '7z', win: 'discard' }, 'tsuuiisou', 60, {
      reading: '222z 555z 666z 77z [111z]',
    });
  });
  it('tsuuiisou as seven pairs', () => {
    expect(success(score({ ...SOUTH, hand: '11223344556677z', winTile: '7z', win: 'discard' })).items).toEqual([
      { id: 'tsuuiisou', value: 13 },
    ]);
  });
  it('chinroutou', () => {
    yakuman({ hand: '999m111p999p11s', melds: [{ kind: 'pon', tiles: '111m' }], winTile: '1s', win: 'discard' }, 'chinroutou', 50, {
      reading: '999m 111p 999p 11s [111m]',
    });
  });
  it('ryuuiisou', () => {
    yakuman({ hand: '223344666888s66z', winTile: '4s', win: 'discard' }, 'ryuuiisou', 40, { reading: '234s 234s 666s 888s 66z' });
  });
  it('chuuren poutou', () => {
    yakuman({ hand: '11123455678999m', winTile: '1m', win: 'discard' }, 'chuuren-poutou', 50, { reading: '111m 234m 678m 999m 55m' });
  });
  it('suukantsu', () => {
    yakuman(
      {
        hand: '77p',
        melds: [
          { kind: 'kan-open', tiles: '1111m' },
          { kind: 'kan-closed', tiles: '5555p' },
          { kind: 'kan-added', tiles: '9999s' },
          { kind: 'kan-open', tiles: '2222z' },
        ],
        winTile: '7p',
        win: 'discard',
      },
      'suukantsu',
      // 20 + open terminal kong 16 + closed simple kong 16 + open terminal kong 16 + open honour kong 16 + single 2 = 86 → 90
      90,
      { reading: '77p [1111m] [5555p] [9999s] [2222z]' },
    );
  });
  it('tenhou: the dealer, 16,000 from each', () => {
    expect(score({ ...PINFU, win: 'self-drawn', seatWind: 'east', flags: ['heavenly'] })).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2025',
      items: [{ id: 'tenhou', value: 13 }],
      han: 13,
      fu: 20,
      limit: 'yakuman',
      payments: [
        { from: 'each', amount: 16000, count: 3 },
      ],
      total: 48000,
      reading: PINFU_READING,
    });
  });
  it('chiihou', () => {
    const r = success(score({ ...PINFU, ...SOUTH, win: 'self-drawn', flags: ['earthly'] }));
    expect(r.items).toEqual([{ id: 'chiihou', value: 13 }]);
    expect(r.payments).toEqual([
      { from: 'dealer', amount: 16000 },
      { from: 'non-dealer', amount: 8000, count: 2 },
    ]);
    expect(r.total).toBe(32000);
  });

  it('ordinary han and dora do not add to a yakuman', () => {
    const r = success(score({ ...SOUTH, hand: '555z666z777z123m99p', winTile: '3m', win: 'discard', doraIndicators: '4z' }));
    expect(r.items).toEqual([{ id: 'daisangen', value: 13 }]);
    expect(r.total).toBe(32000);
  });

  // daisangen + tsuuiisou: 555z 666z 777z concealed, 111z open, 22z pair.
  const TWO: Hand = { ...SOUTH, hand: '555z666z777z22z', melds: [{ kind: 'pon', tiles: '111z' }], winTile: '2z', win: 'discard' };
  it('several yakuman: one yakuman under EMA (not cumulative)', () => {
    const r = success(score({ ...TWO, preset: 'ema-2025' }));
    expect(r.items).toEqual([
      { id: 'daisangen', value: 13 },
      { id: 'tsuuiisou', value: 13 },
    ]);
    expect(r.han).toBe(13);
    expect(r.total).toBe(32000);
  });
  it('several yakuman add up under wrc-2025 (multipleYakuman)', () => {
    const r = success(score({ ...TWO, preset: 'wrc-2025' }));
    expect(r.han).toBe(26);
    expect(r.limit).toBe('yakuman');
    expect(r.total).toBe(64000);
  });

  it('double yakuman only with doubleYakuman: suuankou tanki', () => {
    const h: Hand = { ...SOUTH, hand: '111m555p999s222z33p', winTile: '3p', win: 'discard' };
    expect(success(score(h)).items).toEqual([{ id: 'suuankou', value: 13 }]);
    expect(total(score(h))).toBe(32000);
    const d = success(score({ ...h, settings: { doubleYakuman: true } }));
    expect(d.items).toEqual([{ id: 'suuankou-tanki', value: 26 }]);
    expect(d.han).toBe(26);
    expect(d.total).toBe(64000);
  });
  it('double yakuman only with doubleYakuman: 13-wait kokushi, 9-wait chuuren, daisuushii', () => {
    const kokushi: Hand = { ...SOUTH, hand: '19m19p19s12345677z', winTile: '7z', win: 'discard' };
    expect(success(score(kokushi)).items).toEqual([{ id: 'kokushi-musou', value: 13 }]);
    expect(success(score({ ...kokushi, settings: { doubleYakuman: true } })).items).toEqual([{ id: 'kokushi-13-wait', value: 26 }]);
    expect(total(score({ ...kokushi, settings: { doubleYakuman: true } }))).toBe(64000);
    // A single wait kokushi stays single even with the setting.
    expect(
      success(score({ ...kokushi, winTile: '1m', settings: { doubleYakuman: true } })).items,
    ).toEqual([{ id: 'kokushi-musou', value: 13 }]);

    const chuuren: Hand = { ...SOUTH, hand: '11123455678999m', winTile: '5m', win: 'discard' };
    expect(success(score(chuuren)).items).toEqual([{ id: 'chuuren-poutou', value: 13 }]);
    expect(success(score({ ...chuuren, settings: { doubleYakuman: true } })).items).toEqual([{ id: 'chuuren-9-wait', value: 26 }]);
    expect(success(score({ ...chuuren, winTile: '1m', settings: { doubleYakuman: true } })).items).toEqual([
      { id: 'chuuren-poutou', value: 13 },
    ]);

    const dsh: Hand = { ...SOUTH, hand: '333z444z99m', melds: [{ kind: 'pon', tiles: '111z' }, { kind: 'pon', tiles: '222z' }], winTile: '9m', win: 'discard' };
    expect(success(score({ ...dsh, settings: { doubleYakuman: true } })).items).toEqual([{ id: 'daisuushii', value: 26 }]);
    expect(total(score({ ...dsh, settings: { doubleYakuman: true } }))).toBe(64000);
  });

  it('suuankou needs the fourth pung concealed: a shanpon ron is sanankou + toitoi', () => {
    // 555p completed by the discard counts as open (2 fu): 20 + 10 + 8 + 2 + 8 + 8 = 56 → 60; 5 han = mangan.
    expect(score({ ...SOUTH, hand: '111m555p999s222z33p', winTile: '5p', win: 'discard' })).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2025',
      items: [
        { id: 'sanankou', value: 2 },
        { id: 'toitoi', value: 2 },
        { id: 'yakuhai-seat-wind', value: 1 },
      ],
      han: 5,
      fu: 60,
      fuParts: [{ id: 'base', fu: 20 }, { id: 'closed-ron', fu: 10 }, { id: 'closed-pung-terminal', fu: 8, tiles: '111m' }, { id: 'open-pung-simple', fu: 2, tiles: '555p' }, { id: 'closed-pung-terminal', fu: 8, tiles: '999s' }, { id: 'closed-pung-terminal', fu: 8, tiles: '222z' }],
      limit: 'mangan',
      payments: [{ from: 'discarder', amount: 8000 }],
      total: 8000,
      reading: '111m 555p 999s 222z 33p',
    });
  });
});

describe('fu', () => {
  it('closed kanchan ron: 20 + 10 + 2 = 32 → 40', () => {
    // 234m 567p 345s 789s 22s, 8s completes 79s.
    const r = success(score({ ...SOUTH, hand: '234m567p345s789s22s', winTile: '8s', win: 'discard', flags: ['riichi'] }));
    expect(r.items).toEqual([{ id: 'riichi', value: 1 }]);
    expect(r.fu).toBe(40);
    expect(r.total).toBe(1300);
  });

  it('shanpon: a pung completed by a discard is open (2), by a self-draw concealed (4)', () => {
    const h = { ...SOUTH, hand: '234m567p888p345s55s', winTile: '8p', flags: ['riichi' as const] };
    // ron: 20 + 10 + 2 = 32 → 40; riichi + tanyao 2 han → 2,600
    const ron = success(score({ ...h, win: 'discard' }));
    expect(ron.fu).toBe(40);
    expect(ron.han).toBe(2);
    expect(ron.total).toBe(2600);
    // tsumo: 20 + 2 + 4 = 26 → 30; riichi + tsumo + tanyao 3 han → 1,000 / 2,000
    const tsumo = success(score({ ...h, win: 'self-drawn' }));
    expect(tsumo.fu).toBe(30);
    expect(tsumo.han).toBe(3);
    expect(tsumo.payments).toEqual([
      { from: 'dealer', amount: 2000 },
      { from: 'non-dealer', amount: 1000, count: 2 },
    ]);
  });

  const OPEN_PINFU: Hand = {
    ...SOUTH,
    hand: '234m567p22s678s',
    melds: [{ kind: 'chi', tiles: '345s' }],
    winTile: '8s',
    win: 'discard',
  };
  it('open pinfu shape on a discard: 30 fu by default', () => {
    expect(score(OPEN_PINFU)).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2025',
      items: [{ id: 'tanyao', value: 1 }],
      han: 1,
      fu: 30,
      fuParts: [{ id: 'base', fu: 20 }, { id: 'open-pinfu', fu: 10 }],
      limit: null,
      payments: [{ from: 'discarder', amount: 1000 }],
      total: 1000,
      reading: '234m 567p 678s 22s [345s]',
    });
  });
  it('open pinfu shape on a discard: 20 fu with openPinfuFu 20 (1 han 20 fu = 700)', () => {
    const r = success(score({ ...OPEN_PINFU, settings: { openPinfuFu: 20 } }));
    expect(r.fu).toBe(20);
    expect(r.total).toBe(700);
  });
  it('open pinfu shape self-drawn: 20 + 2 = 22 → 30 (the fixed value is for a discard)', () => {
    const r = success(score({ ...OPEN_PINFU, win: 'self-drawn', settings: { openPinfuFu: 20 } }));
    expect(r.fu).toBe(30);
  });

  it('double-wind pair: 4 fu under ema-2016, 2 fu under ema-2025', () => {
    // Dealer in the east round, 11z pair: 999m closed 8, ron 10, 3s completes 45s (two-sided).
    const h: Hand = { hand: '999m234p567p345s11z', winTile: '3s', win: 'discard', seatWind: 'east', roundWind: 'east', flags: ['riichi'] };
    const old = success(score({ ...h, preset: 'ema-2016' }));
    expect(old.fu).toBe(50); // 20 + 10 + 8 + 4 = 42 → 50
    expect(old.total).toBe(2400); // 1 han 50 fu dealer ron
    const cur = success(score({ ...h, preset: 'ema-2025' }));
    expect(cur.fu).toBe(40); // 20 + 10 + 8 + 2 = 40
    expect(cur.total).toBe(2000);
    // The setting decides, whatever the preset.
    expect(success(score({ ...h, preset: 'ema-2025', settings: { doubleWindPairFu: 4 } })).fu).toBe(50);
  });

  it('a single valued pair: 2 fu (seat wind only)', () => {
    // 11z pair, seat east (dealer), round south: 20 + 10 + 8 + 2 = 40
    const r = success(score({ hand: '999m234p567p345s11z', winTile: '3s', win: 'discard', roundWind: 'south', flags: ['riichi'] }));
    expect(r.fu).toBe(40);
  });

  it('a tile readable two-sided or edge: the better reading (pinfu) counts', () => {
    // 123m 345m 678p 234s 99s + 3m: two-sided in 345m → riichi + pinfu 2 han 30 fu = 2,000;
    // edge in 123m → riichi 1 han 40 fu = 1,300.
    const r = success(score({ ...SOUTH, hand: '123m345m678p234s99s', winTile: '3m', win: 'discard', flags: ['riichi'] }));
    expect(r.items).toEqual([
      { id: 'riichi', value: 1 },
      { id: 'pinfu', value: 1 },
    ]);
    expect(r.fu).toBe(30);
    expect(r.total).toBe(2000);
    expect(r.reading).toBe('123m 345m 678p 234s 99s');
  });

  it('a tile readable two-sided or edge: the edge wait wins when its 2 fu raise the total', () => {
    // [777z] open 4, 222s closed 4, 55z pair 2: two-sided 20 + 10 = 30 fu... open hand: 20 + 4 + 4 + 2 = 30;
    // 3m as the edge of 123m: + 2 = 32 → 40. yakuhai 1 han: 1,000 vs 1,300.
    const r = success(
      score({ ...SOUTH, hand: '123m345m222s55z', melds: [{ kind: 'pon', tiles: '777z' }], winTile: '3m', win: 'discard' }),
    );
    expect(r.items).toEqual([{ id: 'yakuhai-dragon', value: 1, count: 1 }]);
    expect(r.fu).toBe(40);
    expect(r.total).toBe(1300);
  });

  it('chiitoitsu: a fixed 25 fu, ron and tsumo', () => {
    const h: Hand = { ...SOUTH, hand: '1133m2288p5577s66z', winTile: '6z', flags: ['riichi'], win: 'self-drawn' };
    expect(score(h)).toEqual({
      ok: true,
      ruleset: 'riichi',
      preset: 'ema-2025',
      items: [
        { id: 'chiitoitsu', value: 2 },
        { id: 'riichi', value: 1 },
        { id: 'menzen-tsumo', value: 1 },
      ],
      han: 4,
      fu: 25,
      fuParts: [{ id: 'chiitoitsu', fu: 25 }],
      limit: null,
      payments: [
        { from: 'dealer', amount: 3200 },
        { from: 'non-dealer', amount: 1600, count: 2 },
      ],
      total: 6400,
      reading: '11m 33m 22p 88p 55s 77s 66z',
    });
    // ron: 2 han 25 fu = 1,600
    const ron = success(score({ ...h, win: 'discard', flags: [] }));
    expect(ron.fu).toBe(25);
    expect(ron.total).toBe(1600);
  });

  it('seven pairs must be distinct: four of a kind is not two pairs', () => {
    expect(code(score({ ...SOUTH, hand: '1111m2233p5577s66z', winTile: '6z', win: 'discard' }))).toBe('not-a-winning-hand');
  });

  it('ryanpeikou or chiitoitsu: the better reading', () => {
    // Standard: ryanpeikou 3 + pinfu 1 = 4 han 30 fu; seven pairs: 2 han 25 fu.
    const r = success(score({ ...SOUTH, hand: '223344m556677p99s', winTile: '4m', win: 'discard', preset: 'ema-2016' }));
    expect(r.items).toEqual([
      { id: 'ryanpeikou', value: 3 },
      { id: 'pinfu', value: 1 },
    ]);
    expect(r.fu).toBe(30);
    expect(r.total).toBe(7700);
  });
});

describe('no yaku, dora', () => {
  it('no-yaku: an open hand with only dora carries the items, han, fu and reading', () => {
    expect(
      score({ ...SOUTH, hand: '456p789s22s345s', melds: [{ kind: 'chi', tiles: '123m' }], winTile: '5s', win: 'discard', doraIndicators: '3p' }),
    ).toEqual({
      ok: false,
      error: { code: 'no-yaku', message: expect.stringContaining('no yaku') },
      items: [{ id: 'dora', value: 1, count: 1 }],
      han: 1,
      fu: 30,
      fuParts: [{ id: 'base', fu: 20 }, { id: 'open-pinfu', fu: 10 }],
      reading: '456p 345s 789s 22s [123m]',
    });
  });
  it('no-yaku: a closed ron without riichi and without pinfu', () => {
    // 4s completes 35s (closed wait): 20 + 10 + 2 = 32 → 40.
    expect(score({ ...SOUTH, hand: '123m456p789s22s345s', winTile: '4s', win: 'discard' })).toEqual({
      ok: false,
      error: { code: 'no-yaku', message: expect.any(String) },
      items: [],
      han: 0,
      fu: 40,
      fuParts: [{ id: 'base', fu: 20 }, { id: 'closed-ron', fu: 10 }, { id: 'wait-closed', fu: 2, tiles: '4s' }],
      reading: '123m 456p 345s 789s 22s',
    });
  });

  it('dora from indicators wrap around: 9 → 1, North → East, Red → White', () => {
    const h: Hand = { ...SOUTH, hand: '111m234p567p11z555z', winTile: '1z', win: 'discard', roundWind: 'south' };
    const dora = (ind: string) => success(score({ ...h, doraIndicators: ind })).items.find((i) => i.id === 'dora');
    expect(dora('9m')).toEqual({ id: 'dora', value: 3, count: 3 });
    expect(dora('4z')).toEqual({ id: 'dora', value: 2, count: 2 });
    expect(dora('7z')).toEqual({ id: 'dora', value: 3, count: 3 });
    // Two indicators each count.
    expect(dora('9m4z')).toEqual({ id: 'dora', value: 5, count: 5 });
    expect(dora('1m')).toBeUndefined();
  });

  it('ura dora counts only with riichi or double riichi', () => {
    const h: Hand = { ...PINFU, ...SOUTH, win: 'discard', uraDoraIndicators: '1s' };
    expect(ids(score(h))).toEqual(['pinfu', 'tanyao']);
    expect(success(score({ ...h, flags: ['riichi'] })).items).toContainEqual({ id: 'ura-dora', value: 2, count: 2 });
    expect(success(score({ ...h, flags: ['double-riichi'] })).items).toContainEqual({ id: 'ura-dora', value: 2, count: 2 });
  });

  it('red fives count only with the redFives setting (concealed and in melds)', () => {
    const h: Hand = { ...SOUTH, hand: '234m067p22s678s', melds: [{ kind: 'chi', tiles: '340s' }], winTile: '8s', win: 'discard' };
    expect(ids(score(h))).toEqual(['tanyao']);
    const r = success(score({ ...h, settings: { redFives: 3 } }));
    expect(r.items).toEqual([
      { id: 'tanyao', value: 1 },
      { id: 'aka-dora', value: 2, count: 2 },
    ]);
    expect(r.han).toBe(3);
  });

  describe('the number of red fives (score-api.md, "Red fives": 0, 3 or 4; true = 3, false = 0)', () => {
    const WIN = { ...SOUTH, winTile: '1z', win: 'self-drawn' } as const;
    const err = (r: ScoreResult) => (r.ok ? null : r.error);
    it('three red fives: one of each suit; a second of a suit is too-many-copies, naming it', () => {
      for (const redFives of [3, true] as const) {
        const e = err(score({ ...WIN, hand: '000m000p000s123m11z', settings: { redFives } }));
        expect(e?.code).toBe('too-many-copies');
        expect(e?.field).toBe('hand');
        expect(e?.position).toBe(1);
        expect(e?.message).toBe('hand: one red five 0m too many (1 in play) (position 1)');
      }
      const r = success(score({ ...WIN, hand: '055m055p055s123m11z', settings: { redFives: 3 } }));
      expect(r.items).toContainEqual({ id: 'aka-dora', value: 3, count: 3 });
    });
    it('four red fives: one 5m, two 5p, one 5s', () => {
      const r = success(score({ ...WIN, hand: '055m005p055s123m11z', settings: { redFives: 4 } }));
      expect(r.items).toContainEqual({ id: 'aka-dora', value: 4, count: 4 });
      expect(code(score({ ...WIN, hand: '005m055p055s123m11z', settings: { redFives: 4 } }))).toBe('too-many-copies');
      expect(code(score({ ...WIN, hand: '055m000p055s123m11z', settings: { redFives: 4 } }))).toBe('too-many-copies');
      // Under three, the second red 5p is one too many.
      expect(code(score({ ...WIN, hand: '055m005p055s123m11z', settings: { redFives: 3 } }))).toBe('too-many-copies');
    });
    it('melds and dora indicators count too', () => {
      const open: Hand = { ...SOUTH, hand: '055p055s123m11z', melds: [{ kind: 'pon', tiles: '055m' }], winTile: '1z', win: 'self-drawn' };
      expect(code(score({ ...open, settings: { redFives: 3 } }))).toBe('ok');
      const e = err(score({ ...open, melds: [{ kind: 'pon', tiles: '005m' }], settings: { redFives: 3 } }));
      expect(e).toMatchObject({ code: 'too-many-copies', field: 'melds[0].tiles' });
      expect(err(score({ ...WIN, hand: '055m055p055s123m11z', doraIndicators: '0p', settings: { redFives: 3 } }))).toMatchObject({
        code: 'too-many-copies',
        field: 'doraIndicators',
      });
    });
    it('without red fives (0, false, the presets) a 0m is a plain five: any number of them, no aka dora', () => {
      for (const settings of [{}, { redFives: 0 }, { redFives: false }] as Record<string, number | boolean>[]) {
        const r = success(score({ ...WIN, hand: '000m000p000s123m11z', settings }));
        expect(r.items.map((i) => i.id)).not.toContain('aka-dora');
      }
    });
    it('another count is invalid-setting', () => {
      expect(code(score({ ...WIN, hand: '055m055p055s123m11z', settings: { redFives: 2 } }))).toBe('invalid-setting');
      expect(code(score({ ...WIN, hand: '055m055p055s123m11z', settings: { redFives: 'yes' } }))).toBe('invalid-setting');
    });
  });

  it('dora alone is not a yaku, even many of them', () => {
    const r = score({ ...SOUTH, hand: '456p789s22s345s', melds: [{ kind: 'chi', tiles: '123m' }], winTile: '5s', win: 'discard', doraIndicators: '1s4s' });
    expect(code(r)).toBe('no-yaku');
  });
});

describe('situational yaku and combination rules', () => {
  it('last tile: haitei on a self-draw, houtei on a discard', () => {
    const h = { ...PINFU, ...SOUTH, flags: ['last-tile' as const] };
    expect(ids(score({ ...h, win: 'self-drawn' }))).toEqual(['menzen-tsumo', 'pinfu', 'tanyao', 'haitei']);
    expect(ids(score({ ...h, win: 'discard' }))).toEqual(['pinfu', 'tanyao', 'houtei']);
  });

  it('rinshan kaihou and haitei cannot both hold: the replacement tile is not the last wall tile (conflicting-flags)', () => {
    const r = score({ ...SOUTH, hand: '234m567p22s678s', melds: [{ kind: 'kan-open', tiles: '8888p' }], winTile: '8s', win: 'self-drawn', flags: ['kong-replacement', 'last-tile'] });
    expect(r).toMatchObject({ ok: false, error: { code: 'conflicting-flags', flags: ['kong-replacement', 'last-tile'] } });
    expect(r.ok || r.error.with).toBeUndefined();
  });

  it('chankan on a discard', () => {
    expect(ids(score({ ...PINFU, ...SOUTH, win: 'discard', flags: ['robbing-kong'] }))).toEqual(['pinfu', 'tanyao', 'chankan']);
  });

  it('double riichi replaces riichi; ippatsu with either', () => {
    expect(ids(score({ ...PINFU, ...SOUTH, win: 'discard', flags: ['double-riichi', 'ippatsu'] }))).toEqual([
      'double-riichi',
      'ippatsu',
      'pinfu',
      'tanyao',
    ]);
  });

  it('riichi with a concealed kong is allowed (the hand stays closed)', () => {
    const r = success(
      score({ ...SOUTH, hand: '234m567p22s678s', melds: [{ kind: 'kan-closed', tiles: '8888p' }], winTile: '8s', win: 'discard', flags: ['riichi'] }),
    );
    // riichi + tanyao; 20 + 10 + closed simple kong 16 = 46 → 50
    expect(r.items).toEqual([
      { id: 'riichi', value: 1 },
      { id: 'tanyao', value: 1 },
    ]);
    expect(r.fu).toBe(50);
  });

  it('open values: chinitsu 5, ittsu 1 open', () => {
    // [123m] 456m 789m 555m 11m
    const r = success(score({ ...SOUTH, hand: '11455556789m', melds: [{ kind: 'chi', tiles: '123m' }], winTile: '9m', win: 'discard' }));
    expect(r.items).toEqual([
      { id: 'chinitsu', value: 5 },
      { id: 'ittsu', value: 1 },
    ]);
  });

  it('pinfu needs a valueless pair: a seat-wind pair is 2 fu and no pinfu', () => {
    // 234m 567p 345s 678s 22z (seat south): riichi only, 20 + 10 + 2 = 32 → 40.
    const r = success(score({ ...SOUTH, hand: '234m567p345678s22z', winTile: '8s', win: 'discard', flags: ['riichi'] }));
    expect(r.items).toEqual([{ id: 'riichi', value: 1 }]);
    expect(r.fu).toBe(40);
    // A guest-wind pair (west for a south seat in the east round) is valueless: pinfu.
    expect(ids(score({ ...SOUTH, hand: '234m567p345678s33z', winTile: '8s', win: 'discard', flags: ['riichi'] }))).toEqual(['riichi', 'pinfu']);
  });

  it('sanshoku doujun: 2 closed, 1 open', () => {
    const open = success(
      score({ ...SOUTH, hand: '123p123s456s99m', melds: [{ kind: 'chi', tiles: '123m' }], winTile: '6s', win: 'discard' }),
    );
    expect(open.items).toEqual([{ id: 'sanshoku-doujun', value: 1 }]);
    expect(ids(score({ ...SOUTH, hand: '123m123p123456s99m', winTile: '6s', win: 'discard' }))).toEqual(['sanshoku-doujun', 'pinfu']);
  });

  it('junchan replaces chanta (chinitsu replacing honitsu: the haneman case above)', () => {
    expect(ids(score({ ...SOUTH, hand: '123m789p789s111s99m', winTile: '3m', win: 'discard' }))).toEqual(['junchan']);
  });

  it('honroutou with toitoi; no chanta', () => {
    expect(
      ids(score({ ...SOUTH, hand: '999p111s99s', melds: [{ kind: 'pon', tiles: '111m' }, { kind: 'pon', tiles: '777z' }], winTile: '9s', win: 'discard' })),
    ).toEqual(['toitoi', 'honroutou', 'yakuhai-dragon']);
  });

  it('a double-wind pung counts seat and round wind', () => {
    const r = success(score({ hand: '111z234m567p789s55p', winTile: '5p', win: 'discard', seatWind: 'east', roundWind: 'east' }));
    expect(r.items).toEqual([
      { id: 'yakuhai-seat-wind', value: 1 },
      { id: 'yakuhai-round-wind', value: 1 },
    ]);
  });

  describe('renhou (the renhou setting; combines with nothing)', () => {
    const RENHOU: Hand = { ...PINFU, ...SOUTH, win: 'discard', discarder: 'east', flags: ['human'], doraIndicators: '3m' };
    it('mangan, alone (dora and other yaku not added)', () => {
      expect(score(RENHOU)).toEqual({
        ok: true,
        ruleset: 'riichi',
        preset: 'ema-2025',
        items: [{ id: 'renhou', value: 5 }],
        han: 5,
        fu: 30,
        fuParts: [{ id: 'base', fu: 20 }, { id: 'closed-ron', fu: 10 }],
        limit: 'mangan',
        payments: [{ from: 'discarder', amount: 8000 }],
        total: 8000,
        reading: PINFU_READING,
      });
    });
    it('the hand without renhou when it is worth more (chinitsu + iipeikou = haneman)', () => {
      const r = success(score({ ...SOUTH, hand: '22334456788899m', winTile: '7m', win: 'discard', flags: ['human'] }));
      expect(r.items.map((i) => i.id)).toEqual(['chinitsu', 'iipeikou']);
      expect(r.total).toBe(12000);
    });
    it('yakuman with renhou: "yakuman"', () => {
      const r = success(score({ ...RENHOU, settings: { renhou: 'yakuman' } }));
      expect(r.items).toEqual([{ id: 'renhou', value: 13 }]);
      expect(r.total).toBe(32000);
    });
    it('nothing with renhou: "off"', () => {
      expect(ids(score({ ...RENHOU, settings: { renhou: 'off' } }))).toEqual(['pinfu', 'tanyao', 'dora']);
    });
    it('renhou as yakuman does not add to another yakuman even under wrc-2025', () => {
      const r = success(
        score({ ...SOUTH, hand: '555z666z777z123m99p', winTile: '3m', win: 'discard', flags: ['human'], preset: 'wrc-2025', settings: { renhou: 'yakuman' } }),
      );
      expect(r.han).toBe(13);
      expect(r.total).toBe(32000);
    });
  });
});

describe('conflicting flags (score-api.md)', () => {
  const closedKong = [{ kind: 'kan-closed' as const, tiles: '8888p' }];
  const KONG: Hand = { ...SOUTH, hand: '234m567p22s678s', melds: closedKong, winTile: '8s', win: 'self-drawn' };
  const OPEN: Hand = { ...SOUTH, hand: '234m567p22s678s', melds: [{ kind: 'chi', tiles: '345s' }], winTile: '8s', win: 'discard' };
  // [conflict rule id, a hand where it is the first rule that holds]
  const cases: [string, Hand][] = [
    ['riichi-with-open-meld', { ...OPEN, flags: ['riichi'] }],
    ['double-riichi-with-open-meld', { ...OPEN, flags: ['double-riichi'] }],
    ['riichi-with-double-riichi', { ...PINFU, ...SOUTH, win: 'discard', flags: ['riichi', 'double-riichi'] }],
    ['ippatsu-without-riichi', { ...PINFU, ...SOUTH, win: 'discard', flags: ['ippatsu'] }],
    ['kong-replacement-on-discard', { ...KONG, win: 'discard', flags: ['kong-replacement'] }],
    ['kong-replacement-without-kong', { ...PINFU, ...SOUTH, win: 'self-drawn', flags: ['kong-replacement'] }],
    ['robbing-kong-on-self-draw', { ...PINFU, ...SOUTH, win: 'self-drawn', flags: ['robbing-kong'] }],
    ['kong-replacement-with-robbing-kong', { ...KONG, flags: ['robbing-kong', 'kong-replacement'] }],
    ['heavenly-non-dealer', { ...PINFU, ...SOUTH, win: 'self-drawn', flags: ['heavenly'] }],
    ['heavenly-on-discard', { ...PINFU, seatWind: 'east', win: 'discard', flags: ['heavenly'] }],
    ['heavenly-with-melds', { ...KONG, seatWind: 'east', dealer: true, flags: ['heavenly'] }],
    ['earthly-dealer', { ...PINFU, seatWind: 'east', win: 'self-drawn', flags: ['earthly'] }],
    ['earthly-on-discard', { ...PINFU, ...SOUTH, win: 'discard', flags: ['earthly'] }],
    ['earthly-with-melds', { ...KONG, flags: ['earthly'] }],
    ['human-dealer', { ...PINFU, seatWind: 'east', win: 'discard', flags: ['human'] }],
    ['human-on-self-draw', { ...PINFU, ...SOUTH, win: 'self-drawn', flags: ['human'] }],
    ['human-with-melds', { ...KONG, win: 'discard', flags: ['human'] }],
  ];
  for (const [id, h] of cases) {
    it(`${id}: ${JSON.stringify(h.flags)}${h.win === 'discard' ? ' on a discard' : ' self-drawn'}`, () => {
      const r = score(h);
      expect(code(r)).toBe('conflicting-flags');
      if (!r.ok) expect(r.error.rule).toBe(id);
    });
  }
  it('each case names a rule of the table (tests/engine/conflicts.test.ts triggers every rule)', () => {
    for (const [id] of cases) expect(conflicts.map((c) => c.id)).toContain(id);
  });
  it('a riichi flag with a closed kong is no conflict', () => {
    expect(code(score({ ...KONG, flags: ['riichi'] }))).toBe('ok');
  });
  it('flags of other rulesets are unknown-flag', () => {
    expect(code(score({ ...PINFU, win: 'discard', flags: ['flower-replacement'] }))).toBe('unknown-flag');
  });
  it('an unknown flag is named, with the flags the ruleset has (score-api.md lists riichi, ippatsu, …)', () => {
    const r = score({ ...PINFU, win: 'discard', flags: ['riichi', 'richi' as never] });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'unknown-flag', field: 'flags[1]' });
    const message = r.ok ? '' : r.error.message;
    expect(message).toMatch(/^flags\[1\]: "richi" is not a flag of this ruleset; its flags: /);
    for (const f of ['riichi', 'double-riichi', 'ippatsu', 'robbing-kong', 'last-tile', 'heavenly', 'earthly', 'human']) expect(message.split('; its flags: ')[1].split(', ')).toContain(f);
  });
});

describe('every item has a detector', () => {
  it('one detector per item id, no more', () => {
    expect(Object.keys(detectors).sort()).toEqual(ruleset.items.map((i) => i.id).sort());
  });
});
