/**
 * Hong Kong scoring, worked by hand from hong-kong.md (seeds 002 = `vmc`, 004 = `hk-classic`):
 * full expected results, each combination rule / Decision its own test, both presets on the same
 * hands where their values differ, and payments under each setting. Expected numbers are literals.
 */
import { valuesOnly } from './engine-helpers.ts';
import { describe, expect, it } from 'vitest';
import type { HandInput, ScoreResult } from '../../src/core/api.ts';
import { engine } from '../../src/engine/hong-kong/index.ts';
import { createScorer } from '../../src/engine/score.ts';
import { ruleset } from '../../src/rules/hong-kong/index.ts';
import { effectiveItems, resolveSettings } from '../../src/rules/presets.ts';
import { detectors } from '../../src/rules/hong-kong/detectors.ts';
import { conflicts } from '../../src/rules/hong-kong/conflicts.ts';

const scorer = createScorer([engine]);
type Hand = Omit<HandInput, 'ruleset'> & { settings?: Record<string, unknown> };
// Values and payments (`how`, `excluded`: why.test.ts; `paymentsBySeat`: seats.test.ts).
const score = (h: Hand): ScoreResult => valuesOnly(scorer.score({ ruleset: 'hong-kong', ...h }));
const vmc = (h: Hand) => score({ preset: 'vmc', ...h });
const classic = (h: Hand) => score({ preset: 'hk-classic', ...h });

/** Items of a successful result (fails the test otherwise). */
function items(r: ScoreResult) {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.items;
}
function faan(r: ScoreResult) {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.faan;
}
const code = (r: ScoreResult) => (r.ok ? 'ok' : r.error.code);

// A concealed all-chows hand: 234m 567m 345p 678s 99m, seat south (no own flower / wind).
const CHOWS: Hand = { hand: '23456799m345p678s', winTile: '5p', win: 'discard', seatWind: 'south' };

describe('full results and payments', () => {
  it('vmc, discard, half gun, half spicy: 3 faan → discarder 16, the others 8 each', () => {
    expect(vmc(CHOWS)).toEqual({
      ok: true,
      ruleset: 'hong-kong',
      preset: 'vmc',
      items: [
        { id: 'all-chows', value: 1 },
        { id: 'concealed-hand', value: 1 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 3,
      limit: null,
      payments: [
        { from: 'discarder', amount: 16 },
        { from: 'others', amount: 8, count: 2 },
      ],
      total: 32,
      reading: '234m 567m 345p 678s 99m',
    });
  });

  it('the id is echoed back', () => {
    expect(score({ id: 'h-1', ...CHOWS }).id).toBe('h-1');
  });

  it('vmc, self-drawn, half gun: 4 faan → each pays two shares of 16', () => {
    const r = vmc({ ...CHOWS, win: 'self-drawn' });
    expect(items(r)).toEqual([
      { id: 'all-chows', value: 1 },
      { id: 'concealed-hand', value: 1 },
      { id: 'self-drawn', value: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(r).toMatchObject({ faan: 4, limit: null, payments: [{ from: 'each', amount: 32, count: 3 }], total: 96 });
  });

  it('full gun, discard: the discarder alone pays four shares', () => {
    expect(vmc({ ...CHOWS, settings: { gun: 'full' } })).toMatchObject({
      faan: 3,
      payments: [{ from: 'discarder', amount: 32 }],
      total: 32,
    });
  });

  it('full gun, self-drawn: each pays a double share', () => {
    expect(vmc({ ...CHOWS, win: 'self-drawn', settings: { gun: 'full' } })).toMatchObject({
      faan: 4,
      payments: [{ from: 'each', amount: 32, count: 3 }],
      total: 96,
    });
  });

  it('half spicy vs full spicy on the same 5-faan self-draw (24 vs 32 a share)', () => {
    // all-chows, concealed, self-drawn, last tile, own flower (south = 2f)
    const hand: Hand = { ...CHOWS, win: 'self-drawn', bonusTiles: '2f', flags: ['last-tile'] };
    const expected = [
      { id: 'all-chows', value: 1 },
      { id: 'concealed-hand', value: 1 },
      { id: 'self-drawn', value: 1 },
      { id: 'last-tile', value: 1 },
      { id: 'own-flower', value: 1 },
    ];
    const half = vmc(hand);
    expect(items(half)).toEqual(expected);
    expect(half).toMatchObject({ faan: 5, payments: [{ from: 'each', amount: 48, count: 3 }], total: 144 });
    const full = classic(hand);
    expect(items(full)).toEqual(expected);
    expect(full).toMatchObject({ faan: 5, payments: [{ from: 'each', amount: 64, count: 3 }], total: 192 });
    // the curve is a setting: full spicy under vmc pays as hk-classic
    expect(vmc({ ...hand, settings: { curve: 'full-spicy' } })).toMatchObject({ total: 192 });
    // faan-laak 4-7-10: 4–6 faan → 16 a share
    expect(vmc({ ...hand, settings: { curve: 'faan-laak-4-7-10' } })).toMatchObject({
      payments: [{ from: 'each', amount: 32, count: 3 }],
      total: 96,
    });
  });

  it('half spicy vs full spicy on the same discard: 11 faan → 192 vs 2048 a share', () => {
    const hand: Hand = { hand: '123m11122233344z', winTile: '3m', win: 'discard' };
    expect(vmc(hand)).toMatchObject({
      faan: 11,
      payments: [
        { from: 'discarder', amount: 384 },
        { from: 'others', amount: 192, count: 2 },
      ],
      total: 768,
    });
    expect(classic(hand)).toMatchObject({
      faan: 11,
      payments: [
        { from: 'discarder', amount: 4096 },
        { from: 'others', amount: 2048, count: 2 },
      ],
      total: 8192,
    });
    // full gun under hk-classic: the discarder pays all four shares
    expect(classic({ ...hand, settings: { gun: 'full' } })).toMatchObject({
      payments: [{ from: 'discarder', amount: 8192 }],
      total: 8192,
    });
  });

  it('two players: the opponent pays what one loser pays on a self-draw, on every win', () => {
    // Two players sit at East and West: the winner is West (South is not at the table: invalid-input).
    expect(vmc({ ...CHOWS, settings: { players: 2 } })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'seatWind' } });
    expect(vmc({ ...CHOWS, seatWind: 'west', settings: { players: 2 } })).toMatchObject({
      faan: 3,
      payments: [{ from: 'opponent', amount: 16 }],
      total: 16,
    });
    expect(vmc({ ...CHOWS, seatWind: 'west', win: 'self-drawn', settings: { players: 2 } })).toMatchObject({
      faan: 4,
      payments: [{ from: 'opponent', amount: 32 }],
      total: 32,
    });
  });

  it('stake 0.25 (二五雞): from the 3-faan minimum every payment is whole (2 a share)', () => {
    expect(vmc({ ...CHOWS, settings: { stake: 0.25 } })).toMatchObject({
      payments: [
        { from: 'discarder', amount: 4 },
        { from: 'others', amount: 2, count: 2 },
      ],
      total: 8,
    });
  });

  it('dealer double (optional setting): the dealer pays double on a non-dealer self-draw', () => {
    expect(vmc({ ...CHOWS, win: 'self-drawn', settings: { dealerDouble: true } })).toMatchObject({
      faan: 4,
      payments: [
        { from: 'dealer', amount: 64 },
        { from: 'non-dealer', amount: 32 },
      ],
      total: 128,
    });
    // the dealer wins: every payment doubles
    expect(vmc({ ...CHOWS, seatWind: 'east', win: 'self-drawn', settings: { dealerDouble: true } })).toMatchObject({
      payments: [{ from: 'each', amount: 64, count: 3 }],
      total: 192,
    });
    // the dealer (east) discarded
    expect(vmc({ ...CHOWS, discarder: 'east', settings: { dealerDouble: true } })).toMatchObject({
      payments: [
        { from: 'discarder', amount: 32 },
        { from: 'others', amount: 8, count: 2 },
      ],
      total: 48,
    });
    // off by default
    expect(vmc({ ...CHOWS, discarder: 'east' })).toMatchObject({ total: 32 });
  });

  it("the spec's worked check: 2 faan off a discard → 8 / 4 / 4; 1 faan self-drawn → 4 each", () => {
    // open all chows + no flowers = 2 faan
    const two: Hand = {
      hand: '567p234789s77z',
      melds: [{ kind: 'chi', tiles: '123m' }],
      winTile: '7z',
      win: 'discard',
      settings: { minFaan: 0 },
    };
    expect(vmc(two)).toMatchObject({
      faan: 2,
      payments: [
        { from: 'discarder', amount: 8 },
        { from: 'others', amount: 4, count: 2 },
      ],
      total: 16,
    });
    // self-drawn only: a pung breaks all chows, a flower not one's own
    const one: Hand = {
      hand: '567p234789s77z',
      melds: [{ kind: 'pon', tiles: '222m' }],
      winTile: '7z',
      win: 'self-drawn',
      bonusTiles: '2f',
      settings: { minFaan: 0 },
    };
    expect(items(vmc(one))).toEqual([{ id: 'self-drawn', value: 1 }]);
    expect(vmc(one)).toMatchObject({ faan: 1, payments: [{ from: 'each', amount: 4, count: 3 }], total: 12 });
  });

  it('robbing the kong: the player who added to the kong pays as the discarder', () => {
    const r = vmc({ hand: '23499m345p678789s', winTile: '4p', win: 'discard', flags: ['robbing-kong'] });
    expect(items(r)).toEqual([
      { id: 'all-chows', value: 1 },
      { id: 'concealed-hand', value: 1 },
      { id: 'robbing-the-kong', value: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(r).toMatchObject({
      faan: 4,
      payments: [
        { from: 'discarder', amount: 32 },
        { from: 'others', amount: 16, count: 2 },
      ],
      total: 64,
    });
    expect(vmc({ hand: '23499m345p678789s', winTile: '4p', win: 'discard', flags: ['robbing-kong'], settings: { gun: 'full' } }))
      .toMatchObject({ payments: [{ from: 'discarder', amount: 64 }], total: 64 });
  });

  it('a limit hand pays the last row: 13 faan half spicy → 384 a share', () => {
    const r = vmc({ hand: '119m19p19s1234567z', winTile: '9s', win: 'discard' });
    expect(r).toMatchObject({
      items: [{ id: 'thirteen-orphans', value: 13 }],
      faan: 13,
      limit: 'limit',
      payments: [
        { from: 'discarder', amount: 768 },
        { from: 'others', amount: 384, count: 2 },
      ],
      total: 1536,
    });
  });
});

describe('minimum faan', () => {
  const open: Hand = { hand: '567p234789s77z', melds: [{ kind: 'chi', tiles: '123m' }], winTile: '7z', win: 'discard' };

  it('below the minimum (3): below-minimum with items, faan and reading, no payments', () => {
    const r = vmc(open);
    expect(r).toEqual({
      ok: false,
      error: { code: 'below-minimum', message: expect.any(String) },
      items: [
        { id: 'all-chows', value: 1 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 2,
      reading: '567p 234s 789s 77z [123m]',
    });
    expect(r).not.toHaveProperty('payments');
  });

  it('minFaan 0 lets it win; minFaan 2 too; limit below minFaan is invalid-setting', () => {
    expect(faan(vmc({ ...open, settings: { minFaan: 0 } }))).toBe(2);
    expect(faan(vmc({ ...open, settings: { minFaan: 2 } }))).toBe(2);
    expect(code(vmc({ ...open, settings: { minFaan: 5, limit: 4 } }))).toBe('invalid-setting');
  });
});

describe('combination rules of the data (hong-kong.md)', () => {
  const KONG: Hand = {
    hand: '123p456p789s99m',
    melds: [{ kind: 'kan-closed', tiles: '8888m' }],
    winTile: '3p',
    win: 'self-drawn',
    flags: ['kong-replacement'],
  };

  it('vmc: kong replacement is 2 in total and includes Self-drawn; hk-classic: 1 + Self-drawn 1', () => {
    const a = vmc(KONG);
    expect(items(a)).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'kong-replacement', value: 2 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(a).toMatchObject({ faan: 4, reading: '123p 456p 789s 99m [8888m]' });
    const b = classic(KONG);
    expect(items(b)).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'self-drawn', value: 1 },
      { id: 'kong-replacement', value: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(faan(b)).toBe(4);
  });

  const DOUBLE: Hand = {
    hand: '456p789s99m',
    melds: [
      { kind: 'kan-closed', tiles: '8888m' },
      { kind: 'kan-added', tiles: '2222p' },
    ],
    winTile: '9m',
    win: 'self-drawn',
  };

  it('vmc: double kong is 9 in total (includes Self-drawn); with kong-replacement too = the double only', () => {
    const expected = [
      { id: 'double-kong-replacement', value: 9 },
      { id: 'no-flowers', value: 1 },
    ];
    expect(items(vmc({ ...DOUBLE, flags: ['double-kong-replacement'] }))).toEqual(expected);
    expect(items(vmc({ ...DOUBLE, flags: ['kong-replacement', 'double-kong-replacement'] }))).toEqual(expected);
  });

  it('hk-classic: double kong is 1 + Self-drawn 1, not also kong replacement', () => {
    const expected = [
      { id: 'self-drawn', value: 1 },
      { id: 'double-kong-replacement', value: 1 },
      { id: 'no-flowers', value: 1 },
    ];
    const hand = { ...DOUBLE, flags: ['kong-replacement', 'double-kong-replacement'] } as Hand;
    expect(items(classic(hand))).toEqual(expected);
    expect(faan(classic({ ...hand, settings: { minFaan: 0 } }))).toBe(3);
  });

  const FLOWER: Hand = {
    hand: '23456788m345p678s',
    winTile: '8s',
    win: 'self-drawn',
    bonusTiles: '1f',
    flags: ['flower-replacement'],
  };

  it('flower replacement: vmc only a self-draw; hk-classic 1 + Self-drawn 1; never a kong replacement', () => {
    expect(items(vmc(FLOWER))).toEqual([
      { id: 'all-chows', value: 1 },
      { id: 'concealed-hand', value: 1 },
      { id: 'self-drawn', value: 1 },
      { id: 'own-flower', value: 1 },
    ]);
    expect(items(classic(FLOWER))).toEqual([
      { id: 'all-chows', value: 1 },
      { id: 'concealed-hand', value: 1 },
      { id: 'self-drawn', value: 1 },
      { id: 'flower-replacement', value: 1 },
      { id: 'own-flower', value: 1 },
    ]);
  });

  it('Small Dragons (5) includes its dragon pungs', () => {
    const r = vmc({ hand: '123456m55566677z', winTile: '4m', win: 'discard' });
    expect(items(r)).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'half-flush', value: 3 },
      { id: 'small-dragons', value: 5 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(faan(r)).toBe(10);
  });

  it('Big Dragons (8) includes its dragon pungs', () => {
    const r = vmc({ hand: '123m99p666777z', melds: [{ kind: 'pon', tiles: '555z' }], winTile: '9p', win: 'discard' });
    expect(items(r)).toEqual([
      { id: 'big-dragons', value: 8 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('Small Winds (6) replaces the seat and round wind faan (both presets)', () => {
    const hand: Hand = { hand: '123m11122233344z', winTile: '3m', win: 'discard', seatWind: 'east', roundWind: 'east' };
    const expected = [
      { id: 'concealed-hand', value: 1 },
      { id: 'half-flush', value: 3 },
      { id: 'small-winds', value: 6 },
      { id: 'no-flowers', value: 1 },
    ];
    expect(items(vmc(hand))).toEqual(expected);
    expect(items(classic(hand))).toEqual(expected);
  });

  it('Full Flush (7) replaces Half Flush', () => {
    const r = vmc({ hand: '12233445556789p', winTile: '9p', win: 'discard' });
    expect(items(r)).toEqual([
      { id: 'all-chows', value: 1 },
      { id: 'concealed-hand', value: 1 },
      { id: 'full-flush', value: 7 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('Half Flush: one suit and honours', () => {
    const r = vmc({ hand: '12345678999m222z', winTile: '2z', win: 'discard', seatWind: 'west' });
    expect(items(r)).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'half-flush', value: 3 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('vmc: Four Concealed Pungs (8) replaces All Pungs and Concealed Hand; hk-classic: limit', () => {
    const hand: Hand = { hand: '22299m555p777888s', winTile: '9m', win: 'discard' };
    expect(vmc(hand)).toMatchObject({
      items: [
        { id: 'four-concealed-pungs', value: 8 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 9,
      limit: null,
    });
    expect(classic(hand)).toMatchObject({ items: [{ id: 'four-concealed-pungs', value: 13 }], faan: 13, limit: 'limit' });
  });

  it('Four Concealed Pungs as each preset words it: a self-draw completing a pung', () => {
    const hand: Hand = { hand: '22299m555p777888s', winTile: '8s', win: 'self-drawn' };
    // vmc: the winning tile must complete the pair, even self-drawn
    expect(items(vmc(hand))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'self-drawn', value: 1 },
      { id: 'all-pungs', value: 3 },
      { id: 'no-flowers', value: 1 },
    ]);
    // hk-classic: any self-draw
    expect(items(classic(hand))).toEqual([{ id: 'four-concealed-pungs', value: 13 }]);
  });

  it('Four Concealed Pungs: a discard completing a pung is not concealed (neither preset)', () => {
    const hand: Hand = { hand: '22299m555p777888s', winTile: '8s', win: 'discard' };
    const expected = [
      { id: 'concealed-hand', value: 1 },
      { id: 'all-pungs', value: 3 },
      { id: 'no-flowers', value: 1 },
    ];
    expect(items(vmc(hand))).toEqual(expected);
    expect(items(classic(hand))).toEqual(expected);
  });

  it('Four Concealed Pungs: concealed kongs count, exposed ones do not', () => {
    const closed: Hand = { hand: '22299m555p777s', melds: [{ kind: 'kan-closed', tiles: '8888s' }], winTile: '9m', win: 'discard' };
    expect(items(vmc(closed))).toEqual([
      { id: 'four-concealed-pungs', value: 8 },
      { id: 'no-flowers', value: 1 },
    ]);
    const open: Hand = { ...closed, melds: [{ kind: 'kan-open', tiles: '8888s' }] };
    expect(items(vmc(open))).toEqual([
      { id: 'all-pungs', value: 3 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('Mixed Terminals: vmc 4 including All Pungs; hk-classic 1 + All Pungs 3', () => {
    const hand: Hand = { hand: '999p11199s222z', melds: [{ kind: 'pon', tiles: '111m' }], winTile: '2z', win: 'discard' };
    expect(items(vmc(hand))).toEqual([
      { id: 'mixed-terminals', value: 4 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(items(classic(hand))).toEqual([
      { id: 'all-pungs', value: 3 },
      { id: 'mixed-terminals', value: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(faan(vmc(hand))).toBe(5);
    expect(faan(classic(hand))).toBe(5);
  });

  it('vmc: Four Concealed Pungs with Mixed Terminals counts All Pungs once (8 + 1, not 8 + 4)', () => {
    // Four Concealed Pungs (8) replaces All Pungs; Mixed Terminals' "4 in total" holds All Pungs' 3,
    // so beside Four Concealed Pungs it keeps only its own 1 (as in hk-classic: 1 + All Pungs).
    const r = vmc({ hand: '111999m111p99s222z', winTile: '9s', win: 'discard', bonusTiles: '2f' });
    expect(r).toMatchObject({
      items: [
        { id: 'mixed-terminals', value: 1 },
        { id: 'four-concealed-pungs', value: 8 },
      ],
      faan: 9,
      limit: null,
    });
  });

  it('All Honours: vmc 10 + every matching extra (All Pungs inside); hk-classic limit', () => {
    const hand: Hand = {
      hand: '33344455566z',
      melds: [{ kind: 'pon', tiles: '222z' }],
      winTile: '6z',
      win: 'discard',
      seatWind: 'south',
    };
    expect(vmc(hand)).toMatchObject({
      items: [
        { id: 'dragon-pung', value: 1, count: 1 },
        { id: 'seat-wind', value: 1, count: 1 },
        { id: 'all-honours', value: 10 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 13,
      limit: 'limit',
    });
    expect(classic(hand)).toMatchObject({ items: [{ id: 'all-honours', value: 13 }], faan: 13, limit: 'limit' });
    // without the seat wind: 12 in vmc, under the limit
    expect(vmc({ ...hand, seatWind: 'east' })).toMatchObject({ faan: 12, limit: null });
  });

  it('Last Tile combines with Self-drawn', () => {
    const r = vmc({ hand: '123456m789p34555s', winTile: '3s', win: 'self-drawn', flags: ['last-tile'] });
    expect(items(r)).toEqual([
      { id: 'all-chows', value: 1 },
      { id: 'concealed-hand', value: 1 },
      { id: 'self-drawn', value: 1 },
      { id: 'last-tile', value: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('All Four Flowers (2) replaces the own flower; an own season still adds', () => {
    const hand: Hand = { hand: '12399m456p789s555z', winTile: '9m', win: 'discard', seatWind: 'east' };
    expect(items(vmc({ ...hand, bonusTiles: '1234f' }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'dragon-pung', value: 1, count: 1 },
      { id: 'all-four-flowers', value: 2 },
    ]);
    expect(items(vmc({ ...hand, bonusTiles: '12345f' }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'dragon-pung', value: 1, count: 1 },
      { id: 'own-season', value: 1 },
      { id: 'all-four-flowers', value: 2 },
    ]);
    expect(items(vmc({ ...hand, bonusTiles: '5678f', seatWind: 'north' }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'dragon-pung', value: 1, count: 1 },
      { id: 'all-four-seasons', value: 2 },
    ]);
  });

  it('own flower and own season follow the seat (bonus tile n = seat n)', () => {
    const hand: Hand = { hand: '12399m456p789s555z', winTile: '9m', win: 'discard', seatWind: 'west' };
    expect(items(vmc({ ...hand, bonusTiles: '37f' }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'dragon-pung', value: 1, count: 1 },
      { id: 'own-flower', value: 1 },
      { id: 'own-season', value: 1 },
    ]);
    // someone else's flowers score nothing (and there is no No Flowers either)
    expect(items(vmc({ ...hand, bonusTiles: '14f', settings: { minFaan: 0 } }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'dragon-pung', value: 1, count: 1 },
    ]);
  });

  it('seat and round wind: a double wind scores both; each alone', () => {
    const hand: Hand = { hand: '12399m456p789s111z', winTile: '9m', win: 'discard' };
    expect(items(vmc({ ...hand, seatWind: 'east', roundWind: 'east' }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'seat-wind', value: 1, count: 1 },
      { id: 'round-wind', value: 1, count: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(items(vmc({ ...hand, seatWind: 'east', roundWind: 'south' }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'seat-wind', value: 1, count: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
    expect(items(vmc({ ...hand, seatWind: 'south', roundWind: 'east' }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'round-wind', value: 1, count: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('dragon pungs count one each', () => {
    expect(items(vmc({ hand: '12399m456p666777z', winTile: '4p', win: 'discard' }))).toEqual([
      { id: 'concealed-hand', value: 1 },
      { id: 'dragon-pung', value: 2, count: 2 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('All Chows: open chows allowed, an honour pair too', () => {
    const r = vmc({ hand: '567p234789s77z', melds: [{ kind: 'chi', tiles: '123m' }], winTile: '7z', win: 'discard', settings: { minFaan: 0 } });
    expect(items(r)).toEqual([
      { id: 'all-chows', value: 1 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('Concealed Hand counts on a discard, and with a concealed kong; not with an exposed meld', () => {
    expect(items(vmc(CHOWS)).map((i) => i.id)).toContain('concealed-hand');
    expect(items(vmc(KONG)).map((i) => i.id)).toContain('concealed-hand');
    const exposed = vmc({ ...KONG, melds: [{ kind: 'kan-open', tiles: '8888m' }] });
    expect(items(exposed).map((i) => i.id)).not.toContain('concealed-hand');
  });

  it('Heavenly, Earthly, Human: limit hands with nothing else', () => {
    const h = vmc({ hand: '123456m789p34555s', winTile: '3s', win: 'self-drawn', seatWind: 'east', flags: ['heavenly'] });
    expect(h).toMatchObject({ items: [{ id: 'heavenly-hand', value: 13 }], faan: 13, limit: 'limit' });
    const e = classic({ hand: '12399m456p234789s', winTile: '5p', win: 'discard', seatWind: 'south', discarder: 'east', flags: ['earthly'] });
    expect(e).toMatchObject({ items: [{ id: 'earthly-hand', value: 13 }], faan: 13, limit: 'limit' });
  });

  it('Human Hand: vmc limit; hk-classic the flag is accepted and scores nothing', () => {
    const hand: Hand = { hand: '23455m678p345678s', winTile: '8p', win: 'discard', seatWind: 'west', discarder: 'south', flags: ['human'] };
    expect(vmc(hand)).toMatchObject({ items: [{ id: 'human-hand', value: 13 }], faan: 13, limit: 'limit' });
    expect(classic(hand)).toMatchObject({
      items: [
        { id: 'all-chows', value: 1 },
        { id: 'concealed-hand', value: 1 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 3,
      limit: null,
    });
  });

  it('Thirteen Orphans and Heavenly together: both limit items, at the limit, nothing else', () => {
    const r = vmc({ hand: '119m19p19s1234567z', winTile: '9s', win: 'self-drawn', seatWind: 'east', flags: ['heavenly'] });
    expect(r).toMatchObject({
      items: [
        { id: 'thirteen-orphans', value: 13 },
        { id: 'heavenly-hand', value: 13 },
      ],
      faan: 13,
      limit: 'limit',
      reading: '11m 9m 19p 19s 1234567z',
    });
  });

  it('Nine Gates by composition: the winning tile need not be the extra tile', () => {
    expect(vmc({ hand: '11112345678999m', winTile: '9m', win: 'discard' })).toMatchObject({
      items: [{ id: 'nine-gates', value: 13 }],
      faan: 13,
      limit: 'limit',
    });
    expect(classic({ hand: '11123455678999m', winTile: '5m', win: 'self-drawn' })).toMatchObject({
      items: [{ id: 'nine-gates', value: 13 }],
    });
    // not with a declared meld: a plain full flush
    const open = vmc({ hand: '11123455678m', melds: [{ kind: 'pon', tiles: '999m' }], winTile: '5m', win: 'discard' });
    expect(items(open).map((i) => i.id)).toEqual(['full-flush', 'no-flowers']);
  });

  it('limit hands: All Terminals, Big Winds, Four Kongs take no extras', () => {
    expect(vmc({ hand: '999m111p11999s', melds: [{ kind: 'pon', tiles: '111m' }], winTile: '9m', win: 'discard' })).toMatchObject({
      items: [{ id: 'all-terminals', value: 13 }],
      faan: 13,
    });
    expect(
      vmc({ hand: '99m222333444z', melds: [{ kind: 'pon', tiles: '111z' }], winTile: '9m', win: 'discard', bonusTiles: '1f' }),
    ).toMatchObject({ items: [{ id: 'big-winds', value: 13 }], faan: 13 });
    expect(
      vmc({
        hand: '99m',
        melds: [
          { kind: 'kan-open', tiles: '2222m' },
          { kind: 'kan-added', tiles: '5555p' },
          { kind: 'kan-closed', tiles: '7777s' },
          { kind: 'kan-open', tiles: '3333s' },
        ],
        winTile: '9m',
        win: 'self-drawn',
        flags: ['kong-replacement'],
      }),
    ).toMatchObject({ items: [{ id: 'four-kongs', value: 13 }], faan: 13, limit: 'limit' });
  });

  it('several limit items: every applying one at the limit (hk-classic); vmc lists only its limit items', () => {
    const hand: Hand = { hand: '11122233344455z', winTile: '5z', win: 'self-drawn' };
    expect(classic(hand)).toMatchObject({
      items: [
        { id: 'four-concealed-pungs', value: 13 },
        { id: 'all-honours', value: 13 },
        { id: 'big-winds', value: 13 },
      ],
      faan: 13,
      limit: 'limit',
    });
    expect(vmc(hand)).toMatchObject({ items: [{ id: 'big-winds', value: 13 }], faan: 13, limit: 'limit' });
  });

  it('limit capping: a sum at or over the limit is the limit, items keep their own values', () => {
    // full flush 7 + all pungs 3 + concealed 1 + self-drawn 1 + no flowers 1 = 13 (pung completed by the draw)
    const r = vmc({ hand: '11133355577799p', winTile: '7p', win: 'self-drawn' });
    expect(r).toMatchObject({
      items: [
        { id: 'concealed-hand', value: 1 },
        { id: 'self-drawn', value: 1 },
        { id: 'all-pungs', value: 3 },
        { id: 'full-flush', value: 7 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 13,
      limit: 'limit',
    });
    // 4CP 8 + full flush 7 + no flowers 1 = 16 → 13
    expect(vmc({ hand: '11133355577799p', winTile: '9p', win: 'discard' })).toMatchObject({
      items: [
        { id: 'full-flush', value: 7 },
        { id: 'four-concealed-pungs', value: 8 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 13,
      limit: 'limit',
    });
    // a lower limit setting caps lower
    expect(vmc({ hand: '11133355577799p', winTile: '9p', win: 'discard', settings: { limit: 10 } })).toMatchObject({
      faan: 10,
      limit: 'limit',
    });
  });

  it('several readings: the highest faan wins', () => {
    // 111m 222m 333m 999p 55s (Four Concealed Pungs) rather than 123m ×3
    const r = vmc({ hand: '111222333m999p55s', winTile: '5s', win: 'discard' });
    expect(r).toMatchObject({
      items: [
        { id: 'four-concealed-pungs', value: 8 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 9,
      reading: '111m 222m 333m 999p 55s',
    });
  });
  it('several readings: a later reading with more faan beats the first one', () => {
    // 111s 234s 555s 666s 44s … (9) vs 123s 456s 456s 456s 11s: all chows (10)
    expect(vmc({ hand: '11123444555666s', winTile: '4s', win: 'discard' })).toMatchObject({
      items: [
        { id: 'all-chows', value: 1 },
        { id: 'concealed-hand', value: 1 },
        { id: 'full-flush', value: 7 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 10,
      reading: '123s 456s 456s 456s 11s',
    });
  });

  it('several readings at the same (capped) faan: the higher uncapped sum wins', () => {
    // limit 9: 111m 234m 345m 345m 22m is 9, 111m 222m 333m 444m 55m is 12 → both 9 faan
    expect(vmc({ hand: '11122233344455m', winTile: '4m', win: 'discard', settings: { limit: 9 } })).toMatchObject({
      items: [
        { id: 'concealed-hand', value: 1 },
        { id: 'all-pungs', value: 3 },
        { id: 'full-flush', value: 7 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 9,
      limit: 'limit',
      reading: '111m 222m 333m 444m 55m',
    });
  });
});

describe('Seven Pairs (only where the preset has it)', () => {
  const PAIRS: Hand = { hand: '1133m5577p226699s', winTile: '9s', win: 'discard' };

  it('vmc: seven pairs is not a winning hand; hk-classic: 4, never Concealed Hand', () => {
    expect(code(vmc(PAIRS))).toBe('not-a-winning-hand');
    expect(classic(PAIRS)).toMatchObject({
      items: [
        { id: 'seven-pairs', value: 4 },
        { id: 'no-flowers', value: 1 },
      ],
      faan: 5,
      reading: '11m 33m 55p 77p 22s 66s 99s',
    });
  });

  it('four identical tiles are not two pairs', () => {
    expect(code(classic({ hand: '1111m3355p779922s', winTile: '9s', win: 'discard' }))).toBe('not-a-winning-hand');
  });

  it('with Full Flush, self-drawn: 4 + 7 + 1 + 1', () => {
    expect(items(classic({ hand: '11224455779933m', winTile: '9m', win: 'self-drawn', bonusTiles: '3f' }))).toEqual([
      { id: 'self-drawn', value: 1 },
      { id: 'full-flush', value: 7 },
      { id: 'seven-pairs', value: 4 },
    ]);
  });

  it('with Mixed Terminals: 1, no All Pungs', () => {
    expect(items(classic({ hand: '1199m1199p11s1122z', winTile: '2z', win: 'discard' }))).toEqual([
      { id: 'mixed-terminals', value: 1 },
      { id: 'seven-pairs', value: 4 },
      { id: 'no-flowers', value: 1 },
    ]);
  });

  it('with All Honours: the limit', () => {
    expect(classic({ hand: '11223344556677z', winTile: '7z', win: 'discard' })).toMatchObject({
      items: [{ id: 'all-honours', value: 13 }],
      faan: 13,
      limit: 'limit',
    });
  });

  it('a hand that also reads as chows takes the better reading', () => {
    // 112233m 556677m 99m: chows (full flush 7 + all chows 1 + concealed 1 + no flowers 1 = 10)
    // or seven pairs (4 + full flush 7 + no flowers 1 = 12)
    const r = classic({ hand: '11223355667799m', winTile: '9m', win: 'discard' });
    expect(r).toMatchObject({ faan: 12, reading: '11m 22m 33m 55m 66m 77m 99m' });
    expect(vmc({ hand: '11223355667799m', winTile: '9m', win: 'discard' })).toMatchObject({ faan: 10 });
  });
});

describe('Chicken Hand (hk-classic)', () => {
  const CHICKEN: Hand = {
    hand: '123m456789p11s',
    melds: [{ kind: 'pon', tiles: '888s' }],
    winTile: '1s',
    win: 'discard',
    bonusTiles: '2f',
    settings: { minFaan: 0 },
  };

  it('a 4 sets + pair hand worth 0, flowers included, is Chicken Hand (0 faan)', () => {
    expect(classic(CHICKEN)).toEqual({
      ok: true,
      ruleset: 'hong-kong',
      preset: 'hk-classic',
      items: [{ id: 'chicken-hand', value: 0 }],
      faan: 0,
      limit: null,
      payments: [
        { from: 'discarder', amount: 2 },
        { from: 'others', amount: 1, count: 2 },
      ],
      total: 4,
      reading: '123m 456p 789p 11s [888s]',
    });
  });

  it('an own flower makes it not a chicken hand', () => {
    expect(items(classic({ ...CHICKEN, bonusTiles: '1f' }))).toEqual([{ id: 'own-flower', value: 1 }]);
  });

  it('vmc has no such item: 0 faan, no items', () => {
    expect(vmc(CHICKEN)).toMatchObject({ items: [], faan: 0 });
  });

  it('under the default minimum it is below-minimum, carrying the item', () => {
    expect(classic({ ...CHICKEN, settings: {} })).toMatchObject({
      ok: false,
      error: { code: 'below-minimum' },
      items: [{ id: 'chicken-hand', value: 0 }],
      faan: 0,
    });
  });
});

describe('flowers setting', () => {
  it('flowers off: no flower items at all', () => {
    expect(items(vmc({ ...CHOWS, settings: { flowers: false, minFaan: 0 } }))).toEqual([
      { id: 'all-chows', value: 1 },
      { id: 'concealed-hand', value: 1 },
    ]);
  });

  it('flowers off with bonus tiles: invalid-setting', () => {
    expect(code(vmc({ ...CHOWS, bonusTiles: '1f', settings: { flowers: false } }))).toBe('invalid-setting');
    expect(code(classic({ ...CHOWS, bonusTiles: '1f', settings: { flowers: false } }))).toBe('invalid-setting');
  });

  it('a bonus tile given twice: too-many-copies', () => {
    expect(code(vmc({ ...CHOWS, bonusTiles: '11f' }))).toBe('too-many-copies');
  });
});

describe('input checks', () => {
  it('malformed melds: wrong size is wrong-tile-count, wrong shape is invalid-notation', () => {
    const base: Hand = { hand: '567p234789s77z', winTile: '7z', win: 'discard' };
    expect(code(vmc({ ...base, melds: [{ kind: 'chi', tiles: '135m' }] }))).toBe('invalid-notation');
    expect(code(vmc({ ...base, melds: [{ kind: 'chi', tiles: '123z' }] }))).toBe('invalid-notation');
    expect(code(vmc({ ...base, melds: [{ kind: 'pon', tiles: '112m' }] }))).toBe('invalid-notation');
    expect(code(vmc({ ...base, melds: [{ kind: 'pon', tiles: '11m' }] }))).toBe('wrong-tile-count');
    expect(code(vmc({ ...base, melds: [{ kind: 'kan-open', tiles: '111m' }] }))).toBe('wrong-tile-count');
  });

  it('red fives are plain fives', () => {
    const red = vmc({ ...CHOWS, hand: '234067m99m345p678s', winTile: '0m' });
    expect(red).toEqual({ ...vmc({ ...CHOWS, hand: '234567m99m345p678s', winTile: '5m' }) });
    expect(vmc({ ...CHOWS, hand: '23406799m340p678s', winTile: '0p' })).toMatchObject({ faan: 3, reading: '234m 567m 345p 678s 99m' });
  });

  it('flags HK does not know are unknown-flag', () => {
    for (const f of ['riichi', 'ippatsu', 'ding-ding', 'first-4-discards', 'dealer-first-discard'])
      expect(code(vmc({ ...CHOWS, flags: [f] as never }))).toBe('unknown-flag');
  });

  it('unknown preset / setting', () => {
    expect(code(score({ ...CHOWS, preset: 'nope' }))).toBe('unknown-preset');
    expect(code(vmc({ ...CHOWS, settings: { gun: 'double' } }))).toBe('invalid-setting');
    expect(code(vmc({ ...CHOWS, settings: { spicy: true } }))).toBe('invalid-setting');
  });
});

describe('conflicting flags (hong-kong.md)', () => {
  const selfDraw: Hand = { hand: '123p456p789s99m', melds: [{ kind: 'kan-closed', tiles: '8888m' }], winTile: '3p', win: 'self-drawn' };
  const discard: Hand = { ...selfDraw, win: 'discard' };
  const twoKongs: Hand = {
    hand: '456p789s99m',
    melds: [
      { kind: 'kan-closed', tiles: '8888m' },
      { kind: 'kan-closed', tiles: '2222p' },
    ],
    winTile: '9m',
    win: 'self-drawn',
  };
  const plainSelf: Hand = { ...CHOWS, win: 'self-drawn', seatWind: 'east' };
  const plainDiscard: Hand = { ...CHOWS, seatWind: 'south' };

  const cases: [string, Hand][] = [
    ['robbing-kong on a self-draw', { ...plainSelf, flags: ['robbing-kong'] }],
    ['kong-replacement on a discard', { ...discard, flags: ['kong-replacement'] }],
    ['double-kong-replacement on a discard', { ...twoKongs, win: 'discard', flags: ['double-kong-replacement'] }],
    ['flower-replacement on a discard', { ...plainDiscard, bonusTiles: '1f', flags: ['flower-replacement'] }],
    ['last-tile on a discard', { ...plainDiscard, flags: ['last-tile'] }],
    ['heavenly on a discard', { ...plainDiscard, seatWind: 'east', flags: ['heavenly'] }],
    ['earthly on a self-draw', { ...plainSelf, seatWind: 'south', flags: ['earthly'] }],
    ['human on a self-draw', { ...plainSelf, seatWind: 'south', flags: ['human'] }],
    ['kong-replacement without a declared kong', { ...plainSelf, flags: ['kong-replacement'] }],
    ['double-kong-replacement with one kong', { ...selfDraw, flags: ['double-kong-replacement'] }],
    ['flower-replacement without a bonus tile', { ...plainSelf, flags: ['flower-replacement'] }],
    ['heavenly for a non-dealer', { ...plainSelf, seatWind: 'south', flags: ['heavenly'] }],
    ['earthly for the dealer', { ...plainDiscard, seatWind: 'east', flags: ['earthly'] }],
    ['human for the dealer', { ...plainDiscard, seatWind: 'east', flags: ['human'] }],
    ['kong and flower replacement together', { ...selfDraw, bonusTiles: '1f', flags: ['kong-replacement', 'flower-replacement'] }],
    ['heavenly with a meld', { ...selfDraw, seatWind: 'east', flags: ['heavenly'] }],
    ['earthly with a meld', { ...discard, seatWind: 'south', flags: ['earthly'] }],
    ['human with a meld', { ...discard, seatWind: 'south', flags: ['human'] }],
    ['heavenly with kong-replacement', { ...selfDraw, seatWind: 'east', flags: ['heavenly', 'kong-replacement'] }],
    ['heavenly with double-kong-replacement', { ...twoKongs, seatWind: 'east', flags: ['heavenly', 'double-kong-replacement'] }],
    ['heavenly with last-tile', { ...plainSelf, flags: ['heavenly', 'last-tile'] }],
    ['earthly with robbing-kong', { ...plainDiscard, flags: ['earthly', 'robbing-kong'] }],
    ['human with robbing-kong', { ...plainDiscard, flags: ['human', 'robbing-kong'] }],
    ['earthly with human', { ...plainDiscard, flags: ['earthly', 'human'] }],
    ['heavenly with earthly', { ...plainSelf, flags: ['heavenly', 'earthly'] }],
  ];
  for (const [name, hand] of cases) {
    it(name, () => {
      expect(code(vmc(hand))).toBe('conflicting-flags');
      expect(code(classic(hand))).toBe('conflicting-flags');
    });
  }

  it('no conflict: kong-replacement with double-kong-replacement (= the double only)', () => {
    expect(code(vmc({ ...twoKongs, flags: ['kong-replacement', 'double-kong-replacement'] }))).toBe('ok');
  });

  it('no conflict: robbing-kong, earthly and human on a discard; last-tile, replacements on a self-draw', () => {
    expect(code(vmc({ ...plainDiscard, flags: ['robbing-kong'] }))).toBe('ok');
    expect(code(vmc({ ...plainDiscard, flags: ['earthly'] }))).toBe('ok');
    expect(code(vmc({ ...plainDiscard, flags: ['human'] }))).toBe('ok');
    expect(code(vmc({ ...plainSelf, flags: ['last-tile'] }))).toBe('ok');
    expect(code(vmc({ ...plainSelf, flags: ['heavenly'] }))).toBe('ok');
    expect(code(vmc({ ...selfDraw, flags: ['kong-replacement'] }))).toBe('ok');
    expect(code(vmc({ ...plainSelf, bonusTiles: '1f', flags: ['flower-replacement'] }))).toBe('ok');
  });
});

describe('engine wiring', () => {
  it('has exactly one detector per item id', () => {
    expect(Object.keys(detectors).sort()).toEqual(ruleset.items.map((i) => i.id).sort());
  });

  it('reads seven pairs only where the preset has the item; thirteen orphans in both', () => {
    const shapes = (preset: string) => engine.shapes(effectiveItems(ruleset, preset), resolveSettings(ruleset, preset));
    expect(shapes('vmc')).toEqual(['thirteen-orphans']);
    expect(shapes('hk-classic')).toEqual(['seven-pairs', 'thirteen-orphans']);
  });

  it('conflict rules have distinct ids', () => {
    const ids = conflicts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
