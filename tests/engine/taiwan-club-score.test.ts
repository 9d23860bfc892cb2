/**
 * Worked cases for the Hé Fēn Taiwanese club sheet, written by hand from shared/spec/taiwan-club.md and
 * the Hindi seed 000. Every Decision / "More decisions" bullet is its own test. Expected numbers are
 * literals (added up by hand in the comments), never read from the rule data.
 *
 * Defaults of the input: seat East, round East (so the winner is the dealer unless seatWind says
 * otherwise). Most cases use seat South to keep the dealer item out.
 */
import { valuesOnly } from './engine-helpers.ts';
import { describe, expect, it } from 'vitest';
import type { HandExample, ScoreFailure, ScoreResult, ScoreSuccess } from '../../src/core/api.ts';
import { createScorer } from '../../src/engine/score.ts';
import { engine } from '../../src/engine/taiwan-club/index.ts';
import { conflicts } from '../../src/rules/taiwan-club/conflicts.ts';

const scorer = createScorer([engine]);

type Hand = HandExample & { id?: unknown };

function score(h: Hand): ScoreResult {
  // Values and payments (`how`, `excluded`: why.test.ts; `paymentsBySeat`: seats.test.ts).
  return valuesOnly(scorer.score({ ruleset: 'taiwan-club', ...h }));
}

function win(h: Hand): ScoreSuccess {
  const r = score(h);
  if (!r.ok) throw new Error(`expected a win, got ${JSON.stringify(r)}`);
  return r;
}

/** A win or a below-minimum result: both carry items, points and reading. */
function scored(h: Hand): ScoreSuccess | ScoreFailure {
  const r = score(h);
  if (!r.ok && r.error.code !== 'below-minimum') throw new Error(`expected a scored hand, got ${JSON.stringify(r)}`);
  return r;
}

function fail(h: Hand): ScoreFailure {
  const r = score(h);
  if (r.ok) throw new Error(`expected a failure, got ${JSON.stringify(r)}`);
  return r;
}

/** id → value of the scored items. */
function values(r: { items?: { id: string; value: number }[] }): Record<string, number> {
  return Object.fromEntries((r.items ?? []).map((i) => [i.id, i.value]));
}

function item(r: { items?: { id: string; value: number; tier?: string; count?: number }[] }, id: string) {
  return (r.items ?? []).find((i) => i.id === id);
}

const SOUTH = { seatWind: 'south' as const };
/** A non-dealer win on a discard by West (not the dealer). */
const OFF_WEST = { seatWind: 'south' as const, win: 'discard' as const, discarder: 'west' as const };

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('worked cases: full results', () => {
  it('the seed example 111 222 333 444 555 + 66: consecutive pungs 80 (replacing 60)', () => {
    // Dealer (East), self-drawn. Pungs 1m–5m + pair 6m:
    // no flowers/winds/dragons 5, consecutive pungs five + pair 80, five concealed pungs in a closed hand 100,
    // one suit only 90, five pungs 25, one-tile-wait shape (single on 6m; other tiles also win) 2,
    // base 5, dealer 1, closed self-drawn 15 = 323; each of three pays 323.
    const r = win({ id: 'seed', hand: '11122233344455566m', winTile: '6m', win: 'self-drawn' });
    expect(r).toEqual({
      id: 'seed',
      ok: true,
      ruleset: 'taiwan-club',
      preset: 'hefen-club',
      items: [
        { id: 'no-flowers-no-honours', value: 5 },
        { id: 'consecutive-pungs', value: 80, tier: 'five-pair' },
        { id: 'concealed-pungs', value: 100, tier: 'five-closed' },
        { id: 'full-flush', value: 90 },
        { id: 'all-pungs', value: 25 },
        { id: 'one-tile-wait-shape', value: 2 },
        { id: 'base', value: 5 },
        { id: 'dealer', value: 1 },
        { id: 'closed-self-drawn', value: 15 },
      ],
      points: 323,
      limit: null,
      payments: [{ from: 'each', amount: 323, count: 3 }],
      total: 969,
      reading: '111m 222m 333m 444m 555m 66m',
    });
  });

  it('a Chicken Hand off a discard: 20 + base 5 + fully closed 5 + no flowers 1; the discarder pays', () => {
    const r = win({ hand: '234m888m567p789p345s66z', winTile: '5p', ...OFF_WEST });
    expect(r.items).toEqual([
      { id: 'no-flowers', value: 1 },
      { id: 'base', value: 5 },
      { id: 'fully-closed', value: 5 },
      { id: 'chicken-hand', value: 20 },
    ]);
    expect(r.points).toBe(31);
    expect(r.payments).toEqual([{ from: 'discarder', amount: 31 }]);
    expect(r.total).toBe(31);
    expect(r.reading).toBe('234m 888m 567p 789p 345s 66z');
  });

  it('a 16 Orphans with the special-hand extras: flowers, flower replacement, last tile, Ding Ding', () => {
    // 1-5-9 in every suit + all honours, pair of East. Seat South, self-drawn, bonus 2f (own flower).
    // flower 1 + own flower 1 + Ding Ding 5 + base 5 + self-drawn 1 (no closed-hand points) + flower
    // replacement 5 + last tile 20 + 16 Orphans 50 + 1 and 9 in every suit 10 + same pattern 5 = 103.
    // A non-dealer self-draw: no dealer item and no streak although the die shows 3.
    const r = win({
      hand: '159m159p159s11234567z',
      winTile: '1z',
      win: 'self-drawn',
      ...SOUTH,
      bonusTiles: '2f',
      flags: ['flower-replacement', 'last-tile', 'ding-ding'],
      dealerStreak: 3,
    });
    expect(r.items).toEqual([
      { id: 'flower', value: 1, count: 1 },
      { id: 'own-flower', value: 1, count: 1 },
      { id: 'ding-ding', value: 5 },
      { id: 'base', value: 5 },
      { id: 'self-drawn', value: 1 },
      { id: 'flower-replacement', value: 5 },
      { id: 'last-tile', value: 20 },
      { id: 'sixteen-orphans', value: 50 },
      { id: 'sixteen-orphans-terminals', value: 10 },
      { id: 'sixteen-orphans-same-pattern', value: 5 },
    ]);
    expect(r.points).toBe(103);
    expect(r.payments).toEqual([{ from: 'each', amount: 103, count: 3 }]);
    expect(r.total).toBe(309);
    expect(r.reading).toBe('11z 159m 159p 159s 234567z');
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('flowers', () => {
  it('each bonus tile 1; each of the seat +1 more (flowers 1–4 and seasons 5–8 by number in colour)', () => {
    // Seat South = 2: 2f and 6f are its own; 3f is not.
    const r = win({ hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', ...SOUTH, bonusTiles: '26f3f' });
    expect(item(r, 'flower')).toEqual({ id: 'flower', value: 3, count: 3 });
    expect(item(r, 'own-flower')).toEqual({ id: 'own-flower', value: 2, count: 2 });
    expect(item(r, 'no-flowers')).toBeUndefined();
    // East: 1f and 5f are East's own.
    const e = win({ hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', bonusTiles: '15f' });
    expect(item(e, 'own-flower')).toEqual({ id: 'own-flower', value: 2, count: 2 });
  });

  it('"No flowers" is one item, counted once (1)', () => {
    const r = win({ hand: '123m678m345p678s444s11z', winTile: '1z', win: 'self-drawn', ...SOUTH });
    expect(r.items.filter((i) => i.id === 'no-flowers')).toEqual([{ id: 'no-flowers', value: 1 }]);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('winds', () => {
  it('a pung of the seat and round wind: 1 + 1 + 1 = 3', () => {
    const r = win({ hand: '111z123m456m789p234s55s', winTile: '5s', win: 'self-drawn' });
    expect(values(r)).toMatchObject({ 'wind-pung': 1, 'seat-wind-pung': 1, 'round-wind-pung': 1 });
  });

  it('a wind that is neither seat nor round: 1', () => {
    const r = win({ hand: '444z123m456m789p234s55s', winTile: '5s', win: 'self-drawn', ...SOUTH });
    expect(values(r)['wind-pung']).toBe(1);
    expect(item(r, 'seat-wind-pung')).toBeUndefined();
    expect(item(r, 'round-wind-pung')).toBeUndefined();
  });

  it('tier boundaries: one pung + a wind pair scores no tier', () => {
    const r = win({ hand: '111z22z123m456m789p234s', winTile: '2z', win: 'self-drawn' });
    expect(item(r, 'three-four-winds')).toBeUndefined();
  });

  it('Small Three Winds 15: two pungs + a pair of a third; per-pung points add', () => {
    const r = win({ hand: '111z222z33z123m456m789p', winTile: '3z', win: 'self-drawn' });
    expect(item(r, 'three-four-winds')).toEqual({ id: 'three-four-winds', value: 15, tier: 'small-three-winds' });
    expect(values(r)).toMatchObject({ 'wind-pung': 2, 'seat-wind-pung': 1, 'round-wind-pung': 1 });
  });

  it('Big Three Winds 30', () => {
    const r = win({ hand: '111z222z333z123m456m55p', winTile: '5p', win: 'self-drawn' });
    expect(item(r, 'three-four-winds')).toEqual({ id: 'three-four-winds', value: 30, tier: 'big-three-winds' });
    expect(values(r)['wind-pung']).toBe(3);
  });

  it('Small Four Winds 50 (only the highest tier)', () => {
    const r = win({ hand: '111z222z333z44z123m456m', winTile: '4z', win: 'self-drawn' });
    expect(r.items.filter((i) => i.id === 'three-four-winds')).toEqual([
      { id: 'three-four-winds', value: 50, tier: 'small-four-winds' },
    ]);
  });

  it('Big Four Winds 60; the four per-pung points and seat/round still add', () => {
    // 4 + 1 + 1 + 60 + four concealed 30 + Elephant Eyes 2 + one tile 2 + no flowers 1 + base 5 + dealer 1 + closed self-drawn 15 = 122
    const r = win({ hand: '111z222z333z444z123m55p', winTile: '5p', win: 'self-drawn' });
    expect(item(r, 'three-four-winds')).toEqual({ id: 'three-four-winds', value: 60, tier: 'big-four-winds' });
    expect(values(r)).toMatchObject({ 'wind-pung': 4, 'seat-wind-pung': 1, 'round-wind-pung': 1 });
    expect(r.points).toBe(122);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('dragons and all honours', () => {
  it('each dragon pung 2; one pung + a pair of another dragon is not Small Dragons', () => {
    const r = win({ hand: '555z66z123m456m789p234s', winTile: '6z', win: 'self-drawn' });
    expect(item(r, 'dragon-pung')).toEqual({ id: 'dragon-pung', value: 2, count: 1 });
    expect(item(r, 'small-dragons')).toBeUndefined();
  });

  it('Small Dragons 20 with the per-pung points', () => {
    const r = win({ hand: '555z666z77z123m456m789p', winTile: '7z', win: 'self-drawn' });
    expect(values(r)).toMatchObject({ 'dragon-pung': 4, 'small-dragons': 20 });
  });

  it('Big Dragons 40 replaces Small Dragons; per-pung points add', () => {
    const r = win({ hand: '555z666z777z123m456m44p', winTile: '4p', win: 'self-drawn' });
    expect(values(r)).toMatchObject({ 'dragon-pung': 6, 'big-dragons': 40 });
    expect(item(r, 'small-dragons')).toBeUndefined();
  });

  it('All Honours 140: the wind and dragon patterns inside it add separately (and the outside hand 20)', () => {
    // 111z 222z 333z 555z 666z + 77z: winds 3 + seat 1 + round 1 + Big Three Winds 30, dragons 4 + Small
    // Dragons 20, All Honours 140, five concealed pungs closed 100, outside hand 20, five pungs 25,
    // one tile 2, no flowers 1, base 5, dealer 1, closed self-drawn 15 = 368
    const r = win({ hand: '111z222z333z555z666z77z', winTile: '7z', win: 'self-drawn' });
    expect(values(r)).toEqual({
      'no-flowers': 1,
      'wind-pung': 3,
      'seat-wind-pung': 1,
      'round-wind-pung': 1,
      'three-four-winds': 30,
      'dragon-pung': 4,
      'small-dragons': 20,
      'all-honours': 140,
      'concealed-pungs': 100,
      'outside-hand': 20,
      'all-pungs': 25,
      'one-winning-tile': 2,
      base: 5,
      dealer: 1,
      'closed-self-drawn': 15,
    });
    expect(r.points).toBe(368);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('missing tiles', () => {
  it('no winds and no dragons 1 (with a flower)', () => {
    const r = win({ hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', ...SOUTH, bonusTiles: '3f' });
    expect(values(r)['no-honours']).toBe(1);
    expect(item(r, 'no-flowers')).toBeUndefined();
    expect(item(r, 'no-flowers-no-honours')).toBeUndefined();
  });

  it('no flowers, winds or dragons 5 replaces both 1-point items', () => {
    const r = win({ hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', ...SOUTH });
    expect(values(r)['no-flowers-no-honours']).toBe(5);
    expect(item(r, 'no-flowers')).toBeUndefined();
    expect(item(r, 'no-honours')).toBeUndefined();
  });

  it('every tile 2–8: 5 (a 1 or an honour spoils it)', () => {
    expect(values(win({ hand: '234m678m345p678s444s88p', winTile: '8p', win: 'self-drawn' }))['all-simples']).toBe(5);
    expect(item(win({ hand: '123m678m345p678s444s88p', winTile: '8p', win: 'self-drawn' }), 'all-simples')).toBeUndefined();
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('kongs', () => {
  const rest = { hand: '111m999p345p678s22s', winTile: '2s', win: 'self-drawn' as const };

  it('an exposed kong claimed onto a concealed pung (kan-open): 1, and it counts as a concealed pung', () => {
    const r = win({ ...rest, melds: [{ kind: 'kan-open', tiles: '4444s' }] });
    expect(item(r, 'exposed-kong')).toEqual({ id: 'exposed-kong', value: 1, count: 1 });
    expect(item(r, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 15, tier: 'three' });
    // An exposed meld: not a closed hand, so self-drawn 1.
    expect(values(r)['self-drawn']).toBe(1);
    expect(item(r, 'closed-self-drawn')).toBeUndefined();
  });

  it('a kong promoted from an exposed pung (kan-added): 1, NOT a concealed pung', () => {
    const r = win({ ...rest, melds: [{ kind: 'kan-added', tiles: '4444s' }] });
    expect(item(r, 'exposed-kong')).toEqual({ id: 'exposed-kong', value: 1, count: 1 });
    expect(item(r, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 5, tier: 'two' });
  });

  it('a concealed kong: 2, a concealed pung, and the hand stays closed', () => {
    // no flowers/honours 5 + concealed kong 2 + three concealed 15 + EE 2 + one tile 2 + base 5 + dealer 1 + closed self-drawn 15 = 47
    const r = win({ ...rest, melds: [{ kind: 'kan-closed', tiles: '4444s' }] });
    expect(item(r, 'concealed-kong')).toEqual({ id: 'concealed-kong', value: 2, count: 1 });
    expect(item(r, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 15, tier: 'three' });
    expect(values(r)['closed-self-drawn']).toBe(15);
    expect(r.points).toBe(47);
  });

  it('robbing a kong: 10, and the player who added to the kong pays as the discarder', () => {
    const r = win({ hand: '123m678m345p567s99p444s', winTile: '3p', ...OFF_WEST, flags: ['robbing-kong'] });
    expect(values(r)['robbing-kong']).toBe(10);
    expect(r.payments).toEqual([{ from: 'discarder', amount: r.points }]);
    expect(r.total).toBe(r.points);
  });

  it('kong replacement 30 ADDS to closed self-drawn 15', () => {
    const r = win({
      hand: '123m678m345p567s99p',
      melds: [{ kind: 'kan-closed', tiles: '4444s' }],
      winTile: '9p',
      win: 'self-drawn',
      ...SOUTH,
      flags: ['kong-replacement'],
    });
    expect(values(r)).toMatchObject({ 'kong-replacement': 30, 'closed-self-drawn': 15 });
  });

  it('kong replacement 30 ADDS to all-exposed self-drawn 10', () => {
    const r = win({
      hand: '99p',
      melds: [
        { kind: 'chi', tiles: '123m' },
        { kind: 'chi', tiles: '678m' },
        { kind: 'chi', tiles: '345p' },
        { kind: 'chi', tiles: '678s' },
        { kind: 'kan-added', tiles: '4444s' },
      ],
      winTile: '9p',
      win: 'self-drawn',
      ...SOUTH,
      flags: ['kong-replacement'],
    });
    // no flowers/honours 5 + exposed kong 1 + 30 + Sister Sheungs 3 + one tile 2 + base 5 + all exposed self-drawn 10 = 56
    expect(values(r)).toEqual({
      'no-flowers-no-honours': 5,
      'exposed-kong': 1,
      'kong-replacement': 30,
      'sister-sheungs': 3,
      'one-winning-tile': 2,
      base: 5,
      'all-exposed-self-drawn': 10,
    });
    expect(r.points).toBe(56);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('consecutive pungs', () => {
  const at = (hand: string, winTile: string) => win({ hand, winTile, win: 'self-drawn', ...SOUTH });

  it('two 5', () => {
    expect(item(at('111m222m345p678p789s99s', '9s'), 'consecutive-pungs')).toEqual({
      id: 'consecutive-pungs', value: 5, tier: 'two',
    });
  });
  it('three 15', () => {
    expect(item(at('111m222m333m456p789p55s', '5s'), 'consecutive-pungs')).toEqual({
      id: 'consecutive-pungs', value: 15, tier: 'three',
    });
  });
  it('four 30', () => {
    expect(item(at('111m222m333m444m567p99p', '9p'), 'consecutive-pungs')).toEqual({
      id: 'consecutive-pungs', value: 30, tier: 'four',
    });
  });
  it('five 60 (the pair is not the next number)', () => {
    expect(item(at('111222333444555m99p', '9p'), 'consecutive-pungs')).toEqual({
      id: 'consecutive-pungs', value: 60, tier: 'five',
    });
  });
  it('five + pair of the next number 80', () => {
    expect(item(at('11122233344455566m', '6m'), 'consecutive-pungs')).toEqual({
      id: 'consecutive-pungs', value: 80, tier: 'five-pair',
    });
  });
  it('two separate runs in one suit score separately (5 + 5)', () => {
    expect(item(at('111m222m444m555m789s99p', '9p'), 'consecutive-pungs')).toEqual({
      id: 'consecutive-pungs', value: 10, tier: 'two', count: 2,
    });
  });
  it('runs in two suits score separately; pungs of different suits never join', () => {
    expect(item(at('111m222m555p666p789s99p', '9p'), 'consecutive-pungs')).toEqual({
      id: 'consecutive-pungs', value: 10, tier: 'two', count: 2,
    });
    expect(item(at('111m222p345s678s789m99p', '9p'), 'consecutive-pungs')).toBeUndefined();
  });
  it('kongs count as pungs', () => {
    const r = win({ hand: '111m345p678p789s99s', melds: [{ kind: 'kan-closed', tiles: '2222m' }], winTile: '9s', win: 'self-drawn', ...SOUTH });
    expect(item(r, 'consecutive-pungs')).toEqual({ id: 'consecutive-pungs', value: 5, tier: 'two' });
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('Brother Sheungs, Sister Sheungs, Sister Pongs', () => {
  const at = (hand: string, winTile: string) => win({ hand, winTile, win: 'self-drawn', ...SOUTH });

  it('Brother two 5, three 15, four 30', () => {
    expect(item(at('123m123m456p789s555z88p', '8p'), 'brother-sheungs')).toEqual({ id: 'brother-sheungs', value: 5, tier: 'two' });
    expect(item(at('111m222m333m456p789s55s', '5s'), 'brother-sheungs')).toEqual({ id: 'brother-sheungs', value: 15, tier: 'three' });
    expect(item(at('123m123m123m123m456p55p', '5p'), 'brother-sheungs')).toEqual({ id: 'brother-sheungs', value: 30, tier: 'four' });
  });

  it('Sister two (two suits) 3, three (all three suits) 10', () => {
    expect(item(at('123m123p456s789s555z88p', '8p'), 'sister-sheungs')).toEqual({ id: 'sister-sheungs', value: 3, tier: 'two' });
    expect(item(at('123m123p123s789s555z88p', '8p'), 'sister-sheungs')).toEqual({ id: 'sister-sheungs', value: 10, tier: 'three' });
  });

  it('Sister four 25 and five 40 (a suit repeats; all three suits covered)', () => {
    expect(item(at('123m123m123p123s555z88p', '8p'), 'sister-sheungs')).toEqual({ id: 'sister-sheungs', value: 25, tier: 'four' });
    expect(item(at('123m123m123p123p123s99s', '9s'), 'sister-sheungs')).toEqual({ id: 'sister-sheungs', value: 40, tier: 'five' });
  });

  it('Decision: Brother and Sister are independent (123m 123m 123p: Brother 5 + Sister 3)', () => {
    const r = at('123m123m123p789s555z88p', '8p');
    expect(item(r, 'brother-sheungs')).toEqual({ id: 'brother-sheungs', value: 5, tier: 'two' });
    expect(item(r, 'sister-sheungs')).toEqual({ id: 'sister-sheungs', value: 3, tier: 'two' });
  });

  it('Sister groups split to maximise points: 123m 123m 123p 123p = 3 + 3 (and two Brother groups)', () => {
    const r = at('123m123m123p123p456s99s', '9s');
    expect(item(r, 'sister-sheungs')).toEqual({ id: 'sister-sheungs', value: 6, tier: 'two', count: 2 });
    expect(item(r, 'brother-sheungs')).toEqual({ id: 'brother-sheungs', value: 10, tier: 'two', count: 2 });
  });

  it('independent groups: 123 in two suits and 456 in two suits = 3 + 3', () => {
    const r = at('123m123p456m456p555z99s', '9s');
    expect(item(r, 'sister-sheungs')).toEqual({ id: 'sister-sheungs', value: 6, tier: 'two', count: 2 });
  });

  it('Sister Pongs two 5, three 15', () => {
    expect(item(at('444m444p123s678s789m55z', '5z'), 'sister-pongs')).toEqual({ id: 'sister-pongs', value: 5, tier: 'two' });
    expect(item(at('444m444p444s123m567p99s', '9s'), 'sister-pongs')).toEqual({ id: 'sister-pongs', value: 15, tier: 'three' });
  });

  it('Sister Pongs: each number is its own group (222 and 777 in two suits: 5 + 5)', () => {
    expect(item(at('222m222p777m777p555z11s', '1s'), 'sister-pongs')).toEqual({ id: 'sister-pongs', value: 10, tier: 'two', count: 2 });
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('concealed pungs', () => {
  it('tiers 2 → 5, 3 → 15, 4 → 30', () => {
    const at = (hand: string, winTile: string) => item(win({ hand, winTile, win: 'self-drawn', ...SOUTH }), 'concealed-pungs');
    expect(at('111m222m345p678p789s99s', '9s')).toEqual({ id: 'concealed-pungs', value: 5, tier: 'two' });
    expect(at('111m234m444p567p777s99s', '9s')).toEqual({ id: 'concealed-pungs', value: 15, tier: 'three' });
    expect(at('111m222m444m555m789s99p', '9p')).toEqual({ id: 'concealed-pungs', value: 30, tier: 'four' });
    expect(at('123m234m444p567p789s99s', '9s')).toBeUndefined();
  });

  it('five concealed pungs in a closed hand 100', () => {
    const r = win({ hand: '111m333m555p777p999s22s', winTile: '2s', win: 'self-drawn', ...SOUTH });
    expect(item(r, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 100, tier: 'five-closed' });
  });

  it('five with an exposed (kan-open) kong: 80', () => {
    const r = win({ hand: '111m333m555p777p22s', melds: [{ kind: 'kan-open', tiles: '9999s' }], winTile: '2s', win: 'self-drawn', ...SOUTH });
    expect(item(r, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 80, tier: 'five' });
  });

  it('a claimed pung (pon) is not concealed', () => {
    const r = win({ hand: '111m333m555p777p22s', melds: [{ kind: 'pon', tiles: '999s' }], winTile: '2s', win: 'self-drawn', ...SOUTH });
    expect(item(r, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 30, tier: 'four' });
  });

  it('a pung completed by a discarded winning tile is not concealed; the pair wait keeps all five', () => {
    const onPung = win({ hand: '111m333m555p777p999s22s', winTile: '9s', ...OFF_WEST });
    expect(item(onPung, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 30, tier: 'four' });
    const onPair = win({ hand: '111m333m555p777p999s22s', winTile: '2s', ...OFF_WEST });
    expect(item(onPair, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 100, tier: 'five-closed' });
  });

  it('the winning tile is placed where it scores best: 1m completing the chow keeps 111m concealed', () => {
    const r = win({ hand: '111m123m444p777s555z99s', winTile: '1m', ...OFF_WEST });
    expect(item(r, 'concealed-pungs')).toEqual({ id: 'concealed-pungs', value: 30, tier: 'four' });
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('dragon run', () => {
  it('pure: closed 20, with an exposed chow 15', () => {
    const closed = win({ hand: '123m456m789m234p567s99s', winTile: '9s', win: 'self-drawn', ...SOUTH });
    expect(item(closed, 'dragon-run')).toEqual({ id: 'dragon-run', value: 20, tier: 'pure' });
    const open = win({ hand: '123m456m234p567s99s', melds: [{ kind: 'chi', tiles: '789m' }], winTile: '9s', win: 'self-drawn', ...SOUTH });
    expect(item(open, 'dragon-run')).toEqual({ id: 'dragon-run', value: 15, tier: 'pure' });
  });

  it('mixed (one in each suit): closed 10, open 5', () => {
    const closed = win({ hand: '123m456p789s234m555z88p', winTile: '8p', win: 'self-drawn', ...SOUTH });
    expect(item(closed, 'dragon-run')).toEqual({ id: 'dragon-run', value: 10, tier: 'mixed' });
    const open = score({ hand: '123m456p234m555z88p', melds: [{ kind: 'chi', tiles: '789s' }], winTile: '8p', win: 'self-drawn', ...SOUTH });
    expect(item(open as ScoreFailure, 'dragon-run')).toEqual({ id: 'dragon-run', value: 5, tier: 'mixed' });
  });

  it('one item, its best tier: pure beats mixed', () => {
    const r = win({ hand: '123m456m789m456p789s99s', winTile: '9s', win: 'self-drawn', ...SOUTH });
    expect(r.items.filter((i) => i.id === 'dragon-run')).toEqual([{ id: 'dragon-run', value: 20, tier: 'pure' }]);
  });

  it('123 456 789 in only two suits is not a run', () => {
    const r = win({ hand: '123m456m789p234s555z88p', winTile: '8p', win: 'self-drawn', ...SOUTH });
    expect(item(r, 'dragon-run')).toBeUndefined();
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('terminals', () => {
  const at = (hand: string, winTile: string) => win({ hand, winTile, win: 'self-drawn', ...SOUTH });

  it('111 + 999 pungs: one suit 5, two suits 20', () => {
    expect(item(at('111m999m456p234s678s55p', '5p'), 'terminal-pungs')).toEqual({ id: 'terminal-pungs', value: 5, tier: 'one-suit' });
    expect(item(at('111m999m111p999p456s22s', '2s'), 'terminal-pungs')).toEqual({ id: 'terminal-pungs', value: 20, tier: 'two-suits' });
    // 111 of one suit and 999 of another: nothing
    expect(item(at('111m999p456p234s678s55p', '5p'), 'terminal-pungs')).toBeUndefined();
  });

  it('123 + 789 chows: one pair 5; two pairs in two suits 15; two pairs in one suit 20', () => {
    expect(item(at('123m789m456p345s678s55p', '5p'), 'terminal-chows')).toEqual({ id: 'terminal-chows', value: 5, tier: 'one-pair' });
    expect(item(at('123m789m123p789p456s22s', '2s'), 'terminal-chows')).toEqual({ id: 'terminal-chows', value: 15, tier: 'two-pairs-two-suits' });
    expect(item(at('123m123m789m789m456p22s', '2s'), 'terminal-chows')).toEqual({ id: 'terminal-chows', value: 20, tier: 'two-pairs-one-suit' });
  });

  it('outside hand 20: every set and the pair hold a 1, 9 or honour, with an honour', () => {
    const r = at('123m789p111s999s555z11z', '1z');
    expect(values(r)['outside-hand']).toBe(20);
    expect(item(r, 'pure-outside-hand')).toBeUndefined();
  });

  it('pure outside hand 40 replaces 20: no honour, chows need not share a suit', () => {
    const r = at('123m789m111p999p123s99s', '9s');
    expect(values(r)['pure-outside-hand']).toBe(40);
    expect(item(r, 'outside-hand')).toBeUndefined();
  });

  it('a set without a terminal or honour spoils both', () => {
    const r = at('123m789m111p999p234s99s', '9s');
    expect(item(r, 'pure-outside-hand')).toBeUndefined();
    expect(item(r, 'outside-hand')).toBeUndefined();
  });

  it('the terminal items add to each other and to the dragon run (a set counts for several)', () => {
    // 123m and 789m count for the pure dragon run and for the terminal chow pairs (m and p: 15)
    expect(values(at('123m456m789m123p789p99s', '9s'))).toMatchObject({ 'dragon-run': 20, 'terminal-chows': 15 });
    // every set counts for the pure outside hand and the chows for the chow pairs
    expect(values(at('123m789m123p789p111s99s', '9s'))).toMatchObject({ 'terminal-chows': 15, 'pure-outside-hand': 40 });
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('suits', () => {
  const at = (hand: string, winTile: string, extra: Partial<Hand> = {}) =>
    win({ hand, winTile, win: 'self-drawn', ...SOUTH, ...extra });

  it('two suits, no honours 5 (with a flower); no flowers either 15 replacing 5', () => {
    const withFlower = at('123m456m567m234p789p99p', '9p', { bonusTiles: '3f' });
    expect(values(withFlower)['two-suits']).toBe(5);
    const noFlower = at('123m456m567m234p789p99p', '9p');
    expect(values(noFlower)['two-suits-no-flowers']).toBe(15);
    expect(item(noFlower, 'two-suits')).toBeUndefined();
  });

  it('one suit plus honours 30; one suit only 90', () => {
    expect(values(at('123m345m678m999m111z22z', '2z'))['half-flush']).toBe(30);
    const full = at('123m345m678m999m456m11m', '1m');
    expect(values(full)['full-flush']).toBe(90);
    expect(item(full, 'half-flush')).toBeUndefined();
  });

  it('all three suits with winds and dragons 10 (one honour kind missing spoils it)', () => {
    expect(values(at('123m456p789s111z555z99m', '9m'))['all-types']).toBe(10);
    expect(item(at('123m456p789s111z222z99m', '9m'), 'all-types')).toBeUndefined();
  });

  it('gem hands 20 each, adding to one suit plus honours', () => {
    expect(values(at('123s456s789s666z234s55s', '5s'))).toMatchObject({ 'half-flush': 30, jade: 20 });
    expect(values(at('123m456m789m777z234m55m', '5m'))).toMatchObject({ 'half-flush': 30, ruby: 20 });
    expect(values(at('123p456p789p555z234p55p', '5p'))).toMatchObject({ 'half-flush': 30, diamond: 20 });
    expect(values(at('123m456m789m555z234m55m', '5m'))).toMatchObject({ 'half-flush': 30, sapphire: 20 });
  });

  it('Decision: a gem needs a tile of its dragon; a wind (or another dragon) spoils it', () => {
    const noDragon = at('123s456s789s333s678s55s', '5s');
    expect(item(noDragon, 'jade')).toBeUndefined();
    const wind = at('123s456s789s111z234s55s', '5s');
    expect(item(wind, 'jade')).toBeUndefined();
    const windToo = at('123s456s789s666z111z55s', '5s');
    expect(item(windToo, 'jade')).toBeUndefined();
    const otherDragon = at('123s456s789s666z234s77z', '7z');
    expect(item(otherDragon, 'jade')).toBeUndefined();
    // the dragon only in the pair still counts
    expect(values(at('123s456s789s333s678s66z', '6z')).jade).toBe(20);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('hand shape', () => {
  const at = (hand: string, winTile: string, extra: Partial<Hand> = {}) =>
    win({ hand, winTile, win: 'self-drawn', ...SOUTH, ...extra });

  it('every set a chow 5 (honour pair); no flowers/winds/dragons 15 replacing 5', () => {
    expect(values(at('123m456p789s234m567p11z', '1z'))['all-chows']).toBe(5);
    const pure = at('123m456p789s234m567p88s', '8s');
    expect(values(pure)['all-chows-no-honours']).toBe(15);
    expect(item(pure, 'all-chows')).toBeUndefined();
  });

  it('Decision: a bonus tile spoils the 15 (5 stays)', () => {
    const r = at('123m456p789s234m567p88s', '8s', { bonusTiles: '3f' });
    expect(values(r)['all-chows']).toBe(5);
    expect(item(r, 'all-chows-no-honours')).toBeUndefined();
  });

  it('five pungs + pair 25', () => {
    expect(values(at('111m999m444p777s555z22p', '2p'))['all-pungs']).toBe(25);
  });

  it('Step Up: three 5, four still 5, five 20, five + next pair 30 any suit, 90 all one suit', () => {
    expect(item(at('123m234p345s789m555z88p', '8p'), 'step-up')).toEqual({ id: 'step-up', value: 5, tier: 'three' });
    expect(item(at('123m234p345s456m789s88p', '8p'), 'step-up')).toEqual({ id: 'step-up', value: 5, tier: 'three' });
    expect(item(at('123m234p345s456m567p99s', '9s'), 'step-up')).toEqual({ id: 'step-up', value: 20, tier: 'five' });
    expect(item(at('123m234p345s456m567p66s', '6s'), 'step-up')).toEqual({ id: 'step-up', value: 30, tier: 'five-pair' });
    expect(item(at('123m234m345m456m567m66m', '6m'), 'step-up')).toEqual({ id: 'step-up', value: 90, tier: 'five-pair-one-suit' });
    // two stepped chows only
    expect(item(at('123m234p456s789m555z88p', '8p'), 'step-up')).toBeUndefined();
  });

  it('Four-in-N-Ways: two sets 5, three sets (the pair counts) 15, four sets 20', () => {
    expect(item(at('333m345m678p234s999s55p', '5p'), 'four-in-n-ways')).toEqual({ id: 'four-in-n-ways', value: 5, tier: 'two' });
    // 3m: pair 33 + 234 + 345
    expect(item(at('33m234m345m678p999s555z', '5z'), 'four-in-n-ways')).toEqual({ id: 'four-in-n-ways', value: 15, tier: 'three' });
    // 3m: 123 234 345 345
    expect(item(at('123m234m345m345m555z99p', '9p'), 'four-in-n-ways')).toEqual({ id: 'four-in-n-ways', value: 20, tier: 'four' });
  });

  it('Four-in-N-Ways: several tiles score separately; a declared kong does not count', () => {
    // 1m, 2m, 3m each in four chows
    expect(item(at('123m123m123m123m456p55p', '5p'), 'four-in-n-ways')).toEqual({
      id: 'four-in-n-ways', value: 60, tier: 'four', count: 3,
    });
    const kong = win({ hand: '123m678m345p567s99p', melds: [{ kind: 'kan-closed', tiles: '4444s' }], winTile: '9p', win: 'self-drawn', ...SOUTH });
    expect(item(kong, 'four-in-n-ways')).toBeUndefined();
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('pair, waits and Ding Ding', () => {
  it('Elephant Eyes: a pair of 2, 5 or 8 scores 2', () => {
    for (const [hand, w] of [['123m456p789s345m567p22s', '2s'], ['123m456p789s345m567p55s', '5s'], ['123m456p789s345m567p88s', '8s']]) {
      expect(values(win({ hand, winTile: w, win: 'self-drawn', ...SOUTH }))['elephant-eyes']).toBe(2);
    }
    expect(item(win({ hand: '123m456p789s345m567p99s', winTile: '9s', win: 'self-drawn', ...SOUTH }), 'elephant-eyes')).toBeUndefined();
  });

  it('two-pair wait 2 when the winning tile completes a pung', () => {
    const r = win({ hand: '123m456p789s234m555z88p', winTile: '5z', win: 'self-drawn', ...SOUTH });
    expect(values(r)['two-pair-wait']).toBe(2);
    expect(item(r, 'one-winning-tile')).toBeUndefined();
    expect(item(r, 'one-tile-wait-shape')).toBeUndefined();
  });

  it('Decision: no two-pair wait in a five-pung hand', () => {
    const r = win({ hand: '111m999m444p777s555z22p', winTile: '5z', win: 'self-drawn', ...SOUTH });
    expect(values(r)['all-pungs']).toBe(25);
    expect(item(r, 'two-pair-wait')).toBeUndefined();
  });

  it('truly one winning tile 2 (a closed wait with no other tile)', () => {
    const r = win({ hand: '123m567m456p789s99p555z', winTile: '2m', ...OFF_WEST });
    expect(values(r)['one-winning-tile']).toBe(2);
    expect(item(r, 'one-tile-wait-shape')).toBeUndefined();
  });

  it('one-tile-wait shape 2 when other tiles also win (1234m: 1m or 4m; the 1m made the pair)', () => {
    const r = win({ hand: '11234m456p678p789s555z', winTile: '1m', win: 'self-drawn', ...SOUTH });
    expect(values(r)['one-tile-wait-shape']).toBe(2);
    expect(item(r, 'one-winning-tile')).toBeUndefined();
  });

  it('a two-sided wait scores no wait item', () => {
    const r = win({ hand: '234m888m567p789p345s66z', winTile: '5p', ...OFF_WEST });
    for (const id of ['two-pair-wait', 'one-winning-tile', 'one-tile-wait-shape']) expect(item(r, id)).toBeUndefined();
  });

  it('Decision: the winning kinds leave out a tile whose four copies are already in the hand', () => {
    // 5678s waits on 5s (pair) or 8s (567 + 88). With a claimed 888s the fourth 8s is in 678s: 8s
    // cannot come, so 5s is truly the only winning tile.
    const dead = win({
      hand: '123m456m789p55678s', melds: [{ kind: 'pon', tiles: '888s' }], winTile: '5s', win: 'self-drawn', ...SOUTH,
    });
    expect(values(dead)['one-winning-tile']).toBe(2);
    expect(item(dead, 'one-tile-wait-shape')).toBeUndefined();
    // With the 8s live, the same single wait is only the one-tile-wait shape.
    const live = scored({
      hand: '123m456m789p55678s', melds: [{ kind: 'pon', tiles: '222p' }], winTile: '5s', win: 'self-drawn', ...SOUTH,
    });
    expect(values(live)['one-tile-wait-shape']).toBe(2);
    expect(item(live, 'one-winning-tile')).toBeUndefined();
  });

  it('Ding Ding 5', () => {
    const r = win({ hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', ...SOUTH, flags: ['ding-ding'] });
    expect(values(r)['ding-ding']).toBe(5);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('the winning moment', () => {
  const PLAIN = { hand: '123m678m345p678s444s99p', winTile: '9p' };

  it('base 5 on every win', () => {
    expect(values(win({ ...PLAIN, ...OFF_WEST })).base).toBe(5);
  });

  it('Decision: closed self-drawn 15 replaces fully closed 5 and self-drawn 1', () => {
    const r = win({ ...PLAIN, win: 'self-drawn', ...SOUTH });
    expect(values(r)['closed-self-drawn']).toBe(15);
    expect(item(r, 'fully-closed')).toBeUndefined();
    expect(item(r, 'self-drawn')).toBeUndefined();
  });

  it('a closed hand won on a discard: fully closed 5; a concealed kong keeps the hand closed', () => {
    expect(values(win({ ...PLAIN, ...OFF_WEST }))['fully-closed']).toBe(5);
    const kong = scored({ hand: '123m678m345p567s99p', melds: [{ kind: 'kan-closed', tiles: '4444s' }], winTile: '9p', ...OFF_WEST });
    expect(values(kong)['fully-closed']).toBe(5);
  });

  it('an exposed meld, self-drawn: self-drawn 1 only', () => {
    const r = win({ hand: '111m999m345p678s99p', melds: [{ kind: 'pon', tiles: '444s' }], winTile: '3p', win: 'self-drawn', ...SOUTH });
    expect(values(r)['self-drawn']).toBe(1);
    expect(item(r, 'fully-closed')).toBeUndefined();
    expect(item(r, 'closed-self-drawn')).toBeUndefined();
  });

  const EXPOSED = [
    { kind: 'chi' as const, tiles: '123m' },
    { kind: 'chi' as const, tiles: '678m' },
    { kind: 'chi' as const, tiles: '345p' },
    { kind: 'chi' as const, tiles: '678s' },
    { kind: 'pon' as const, tiles: '444s' },
  ];

  it('all sets exposed, on a discard 15', () => {
    const r = win({ hand: '99p', melds: EXPOSED, winTile: '9p', ...OFF_WEST });
    expect(values(r)['all-exposed-discard']).toBe(15);
  });

  it('all sets exposed, self-drawn 10 replacing self-drawn 1', () => {
    const r = win({ hand: '99p', melds: EXPOSED, winTile: '9p', win: 'self-drawn', ...SOUTH });
    expect(values(r)['all-exposed-self-drawn']).toBe(10);
    expect(item(r, 'self-drawn')).toBeUndefined();
  });

  it('a concealed kong among five melds is not "all exposed"', () => {
    const melds = [...EXPOSED.slice(0, 4), { kind: 'kan-closed' as const, tiles: '4444s' }];
    const r = scored({ hand: '99p', melds, winTile: '9p', ...OFF_WEST });
    expect(item(r, 'all-exposed-discard')).toBeUndefined();
    expect(values(r)['concealed-kong']).toBe(2);
  });

  it('flower replacement 5 ADDS to closed self-drawn 15', () => {
    const r = win({ ...PLAIN, win: 'self-drawn', ...SOUTH, bonusTiles: '2f', flags: ['flower-replacement'] });
    expect(values(r)).toMatchObject({ 'flower-replacement': 5, 'closed-self-drawn': 15 });
  });

  it('last tile of the wall 20', () => {
    expect(values(win({ ...PLAIN, win: 'self-drawn', ...SOUTH, flags: ['last-tile'] }))['last-tile']).toBe(20);
  });

  it('first 10 / 7 / 4 discards: 10 / 50 / 80', () => {
    const at = (f: 'first-10-discards' | 'first-7-discards' | 'first-4-discards') =>
      item(win({ ...PLAIN, win: 'self-drawn', ...SOUTH, flags: [f] }), 'early-win');
    expect(at('first-10-discards')).toEqual({ id: 'early-win', value: 10, tier: 'first-10-discards' });
    expect(at('first-7-discards')).toEqual({ id: 'early-win', value: 50, tier: 'first-7-discards' });
    expect(at('first-4-discards')).toEqual({ id: 'early-win', value: 80, tier: 'first-4-discards' });
  });

  it('Decision: the timing flags are tiers of one item, added to everything else; two of them are one win described twice (conflicting-flags)', () => {
    const r = win({ ...PLAIN, win: 'self-drawn', ...SOUTH, flags: ['first-4-discards'] });
    expect(r.items.filter((i) => i.id === 'early-win')).toEqual([{ id: 'early-win', value: 80, tier: 'first-4-discards' }]);
    expect(values(r)['closed-self-drawn']).toBe(15);
    const two = fail({ ...PLAIN, win: 'self-drawn', ...SOUTH, flags: ['first-10-discards', 'first-4-discards'] });
    expect(two.error).toMatchObject({ code: 'conflicting-flags', flags: ['first-4-discards', 'first-10-discards'] });
    expect(two.error.with).toBeUndefined();
  });

  it('heavenly 100 (the dealer, self-drawn with the dealt hand)', () => {
    const r = win({ ...PLAIN, win: 'self-drawn', flags: ['heavenly'] });
    expect(item(r, 'early-win')).toEqual({ id: 'early-win', value: 100, tier: 'heavenly' });
    expect(values(r)).toMatchObject({ dealer: 1, 'closed-self-drawn': 15 });
    expect(fail({ ...PLAIN, win: 'self-drawn', flags: ['heavenly', 'first-4-discards'] }).error).toMatchObject({ code: 'conflicting-flags', flags: ['heavenly', 'first-4-discards'] });
  });

  it("a win on the dealer's first discard 90; the dealer discarded it, so the dealer item counts", () => {
    const r = win({ ...PLAIN, win: 'discard', ...SOUTH, flags: ['dealer-first-discard'] });
    expect(item(r, 'early-win')).toEqual({ id: 'early-win', value: 90, tier: 'dealer-first-discard' });
    expect(values(r).dealer).toBe(1);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('the dealer and the dealer streak', () => {
  const PLAIN = { hand: '123m678m345p678s444s99p', winTile: '9p' };

  it('the dealer wins: dealer 1 and the streak (die 6 → 13) are items of the total', () => {
    // no flowers/honours 5 + Sister 3 + one tile 2 + base 5 + dealer 1 + closed self-drawn 15 + streak 13 = 44
    const r = win({ ...PLAIN, win: 'self-drawn', dealerStreak: 6 });
    expect(values(r)).toMatchObject({ dealer: 1, 'dealer-streak': 13 });
    expect(item(r, 'dealer-streak')).toEqual({ id: 'dealer-streak', value: 13, tier: 'die-6' });
    expect(r.points).toBe(44);
    expect(r.payments).toEqual([{ from: 'each', amount: 44, count: 3 }]);
  });

  it('the dealer (discarder East) discards the winning tile: dealer 1 + streak, and the dealer pays them with the rest', () => {
    // 5 + 3 + 2 + base 5 + dealer 1 + fully closed 5 + streak (die 4) 9 = 30
    const r = win({ ...PLAIN, win: 'discard', seatWind: 'south', discarder: 'east', dealerStreak: 4 });
    expect(values(r)).toMatchObject({ dealer: 1, 'dealer-streak': 9 });
    expect(r.points).toBe(30);
    expect(r.payments).toEqual([{ from: 'discarder', amount: 30 }]);
  });

  it('every die face: 1 → 3, 2 → 5, 3 → 7, 4 → 9, 5 → 11, 6 → 13; no die → no item', () => {
    const at = (dealerStreak: number) => item(win({ ...PLAIN, win: 'self-drawn', dealerStreak }), 'dealer-streak');
    expect([1, 2, 3, 4, 5, 6].map((d) => at(d)?.value)).toEqual([3, 5, 7, 9, 11, 13]);
    expect(at(3)).toEqual({ id: 'dealer-streak', value: 7, tier: 'die-3' });
    expect(at(0)).toBeUndefined();
  });

  it('the flag dealer-first-discard makes the discarder the dealer (streak applies)', () => {
    const r = win({ ...PLAIN, win: 'discard', ...SOUTH, flags: ['dealer-first-discard'], dealerStreak: 2 });
    expect(item(r, 'dealer-streak')).toEqual({ id: 'dealer-streak', value: 5, tier: 'die-2' });
  });

  it('a non-dealer self-draw gets neither the dealer item nor the streak', () => {
    const r = win({ ...PLAIN, win: 'self-drawn', ...SOUTH, dealerStreak: 4 });
    expect(item(r, 'dealer')).toBeUndefined();
    expect(item(r, 'dealer-streak')).toBeUndefined();
  });

  it('a non-dealer wins off another non-dealer: neither', () => {
    const r = win({ ...PLAIN, win: 'discard', seatWind: 'south', discarder: 'north', dealerStreak: 4 });
    expect(item(r, 'dealer')).toBeUndefined();
    expect(item(r, 'dealer-streak')).toBeUndefined();
  });

  it('`dealer: true` makes the winner the dealer whatever the seat', () => {
    const r = win({ ...PLAIN, win: 'self-drawn', seatWind: 'south', dealer: true, dealerStreak: 1 });
    expect(values(r)).toMatchObject({ dealer: 1, 'dealer-streak': 3 });
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('special hands', () => {
  it('Niko Niko 40 (+ Elephant Eyes once, with several 2/5/8 pairs); no closed-hand points; self-drawn 1', () => {
    // 22m 55m 88m: Elephant Eyes counted once
    const r = win({ hand: '22m55m88m77p99p11s44s666z', winTile: '9p', win: 'self-drawn', ...SOUTH });
    expect(r.items).toEqual([
      { id: 'no-flowers', value: 1 },
      { id: 'base', value: 5 },
      { id: 'self-drawn', value: 1 },
      { id: 'niko-niko', value: 40, tier: 'plain' },
      { id: 'niko-niko-elephant-eyes', value: 2 },
    ]);
    expect(r.points).toBe(49);
    expect(r.reading).toBe('22m 55m 88m 77p 99p 11s 44s 666z');
  });

  it('Decision: a four kept as two pairs 50, two such fours 75 (replacing 40)', () => {
    const one = win({ hand: '1111m33m55m77p99p22s666z', winTile: '6z', win: 'self-drawn', ...SOUTH });
    expect(r(one)).toEqual([{ id: 'niko-niko', value: 50, tier: 'one-four' }]);
    const two = win({ hand: '1111m3333m55m77p99p666z', winTile: '6z', win: 'self-drawn', ...SOUTH });
    expect(r(two)).toEqual([{ id: 'niko-niko', value: 75, tier: 'two-fours' }]);
    function r(x: ScoreSuccess) {
      return x.items.filter((i) => i.id === 'niko-niko');
    }
  });

  it('(spec silent) three fours kept as pairs score the highest tier, 75', () => {
    const r = win({ hand: '1111m3333m5555m77p666z', winTile: '6z', win: 'self-drawn', ...SOUTH });
    expect(item(r, 'niko-niko')).toEqual({ id: 'niko-niko', value: 75, tier: 'two-fours' });
  });

  it('three consecutive pairs in one suit +5 once; a four counts as pairs of its number', () => {
    const r = win({ hand: '2222m33m44m77p99p11s666z', winTile: '6z', win: 'self-drawn', ...SOUTH });
    expect(values(r)).toMatchObject({ 'niko-niko': 50, 'niko-niko-consecutive-pairs': 5, 'niko-niko-elephant-eyes': 2 });
  });

  it('Niko Niko: no two-pair wait, no wait items; Ding Ding cannot be declared with it (conflicting-flags, with the hand)', () => {
    // won on the pung tile (a pair became the pung)
    const r = win({ hand: '22m55m88m77p99p11s44s666z', winTile: '6z', ...OFF_WEST });
    for (const id of ['ding-ding', 'two-pair-wait', 'one-winning-tile', 'one-tile-wait-shape', 'fully-closed'])
      expect(item(r, id)).toBeUndefined();
    expect(values(r)).toMatchObject({ 'niko-niko': 40, base: 5 });
    // the same tiles with Ding Ding declared: they read as nothing but Niko Niko
    const dd = fail({ hand: '22m55m88m77p99p11s44s666z', winTile: '6z', ...OFF_WEST, flags: ['ding-ding'] });
    expect(dd.error).toMatchObject({ code: 'conflicting-flags', flags: ['ding-ding'], with: 'hand' });
  });

  it('Ding Ding on tiles that also read as five sets and a pair: that reading is scored, with Ding Ding', () => {
    // 22 33 44m 55 66 77p 99s + 888s: Niko Niko, or 234m 234m 567p 567p 888s + 99s
    const plain = win({ hand: '223344m556677p888s99s', winTile: '9s', win: 'self-drawn', ...SOUTH });
    expect(item(plain, 'niko-niko')).toBeDefined();
    const dd = win({ hand: '223344m556677p888s99s', winTile: '9s', win: 'self-drawn', ...SOUTH, flags: ['ding-ding'] });
    expect(item(dd, 'niko-niko')).toBeUndefined();
    expect(values(dd)['ding-ding']).toBe(5);
    expect(dd.reading).toBe('234m 234m 567p 567p 888s 99s');
  });

  it('13 Orphans 90 with an extra chow, and with an extra pung; nothing from the other sections', () => {
    const chow = win({ hand: '119m19p19s1234567z456p', winTile: '5p', win: 'self-drawn', ...SOUTH });
    expect(chow.items).toEqual([
      { id: 'no-flowers', value: 1 },
      { id: 'base', value: 5 },
      { id: 'self-drawn', value: 1 },
      { id: 'thirteen-orphans', value: 90 },
    ]);
    // an extra dragon pung: no dragon pung points, no wind/dragon tiers
    const pung = win({ hand: '119m19p19s1234567z555z', winTile: '9m', win: 'self-drawn', ...SOUTH });
    expect(values(pung)).toEqual({ 'no-flowers': 1, base: 5, 'self-drawn': 1, 'thirteen-orphans': 90 });
  });

  it('16 Orphans 50; +10 every suit with its 1 and 9; +5 the same numbers in all suits; +2 a 2/5/8 pair', () => {
    expect(values(win({ hand: '147m258p369s11234567z', winTile: '1z', win: 'self-drawn', ...SOUTH }))).toEqual({
      'no-flowers': 1, base: 5, 'self-drawn': 1, 'sixteen-orphans': 50,
    });
    // 2-5-8 everywhere, pair 88s, robbed kong off the dealer (die 1): robbing 10, dealer 1, streak 3.
    // Won on the 5p (a robbed tile is the fourth copy: not one of the pair, whose other 8s the hand holds).
    const r = win({ hand: '258m258p2588s1234567z', winTile: '5p', win: 'discard', ...SOUTH, discarder: 'east', flags: ['robbing-kong'], dealerStreak: 1 });
    expect(values(r)).toEqual({
      'no-flowers': 1,
      'robbing-kong': 10,
      base: 5,
      dealer: 1,
      'dealer-streak': 3,
      'sixteen-orphans': 50,
      'sixteen-orphans-same-pattern': 5,
      'sixteen-orphans-elephant-eyes': 2,
    });
    expect(r.points).toBe(77);
    expect(r.payments).toEqual([{ from: 'discarder', amount: 77 }]);
  });

  it('special hands score the timing items', () => {
    const r = win({ hand: '147m147p147s11234567z', winTile: '3z', win: 'self-drawn', ...SOUTH, flags: ['first-7-discards'] });
    expect(item(r, 'early-win')).toEqual({ id: 'early-win', value: 50, tier: 'first-7-discards' });
  });

  it('special hands need no melds: 13 Orphans with its extra set declared is not a winning hand', () => {
    const r = fail({ hand: '119m19p19s1234567z', melds: [{ kind: 'pon', tiles: '555p' }], winTile: '1m', win: 'self-drawn', ...SOUTH });
    expect(r.error.code).toBe('not-a-winning-hand');
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('Chicken Hand (setting `chicken`, on by default)', () => {
  const BASE = { hand: '234m888m567p789p345s66z', winTile: '5p', ...OFF_WEST };

  it('off by the table setting: no Chicken Hand (and here the hand falls below the minimum)', () => {
    const r = fail({ ...BASE, settings: { chicken: false } });
    expect(r.error.code).toBe('below-minimum');
    expect(item(r, 'chicken-hand')).toBeUndefined();
    expect(r.points).toBe(11);
  });

  it('flowers, robbing a kong, Ding Ding, the winning moment, waits and the streak do not block it and still add', () => {
    const r = win({ ...BASE, bonusTiles: '2f', flags: ['robbing-kong', 'ding-ding'] });
    expect(values(r)).toEqual({
      flower: 1, 'own-flower': 1, 'robbing-kong': 10, 'ding-ding': 5, base: 5, 'fully-closed': 5, 'chicken-hand': 20,
    });
    const w = win({ ...BASE, winTile: '6z', discarder: 'east', dealerStreak: 5 });
    expect(values(w)).toEqual({
      'no-flowers': 1, 'one-winning-tile': 2, base: 5, dealer: 1, 'fully-closed': 5, 'dealer-streak': 11, 'chicken-hand': 20,
    });
    const s = win({ ...BASE, win: 'self-drawn', discarder: undefined });
    expect(values(s)).toEqual({ 'no-flowers': 1, base: 5, 'closed-self-drawn': 15, 'chicken-hand': 20 });
  });

  it('a kong replacement does not block it, but the kong itself (Kongs section) does', () => {
    const r = win({
      hand: '234m567p789p345s66z', melds: [{ kind: 'kan-closed', tiles: '8888m' }], winTile: '5p', win: 'self-drawn', ...SOUTH,
      flags: ['kong-replacement'],
    });
    expect(values(r)['kong-replacement']).toBe(30);
    expect(item(r, 'chicken-hand')).toBeUndefined();
  });

  const blocked: [string, Hand, string][] = [
    ['winds', { ...BASE, hand: '234m444z567p789p345s66z' }, 'wind-pung'],
    ['dragons', { ...BASE, hand: '234m777z567p789p345s66z' }, 'dragon-pung'],
    ['missing tiles', { ...BASE, hand: '234m888m567p789p345s22p' }, 'no-flowers-no-honours'],
    ['kongs', { ...BASE, hand: '234m567p789p345s66z', melds: [{ kind: 'kan-added', tiles: '8888m' }] }, 'exposed-kong'],
    ['consecutive pungs', { ...BASE, hand: '777m888m567p789p345s66z' }, 'consecutive-pungs'],
    ['sheungs / pongs', { ...BASE, hand: '345m888m567p789p345s66z' }, 'sister-sheungs'],
    ['concealed pungs', { ...BASE, hand: '222m888m567p789p345s66z' }, 'concealed-pungs'],
    ['dragon run', { ...BASE, hand: '123m888m456p789s567p66z' }, 'dragon-run'],
    ['terminals', { ...BASE, hand: '123m789m567p888p345s66z' }, 'terminal-chows'],
    ['suits', { ...BASE, hand: '234m888m567m789m345m66z', winTile: '5m' }, 'half-flush'],
    ['hand shape', { ...BASE, hand: '234m678m567p789p345s66z' }, 'all-chows'],
  ];
  for (const [section, hand, blocker] of blocked) {
    it(`Decision: blocked by an item of ${section} (${blocker})`, () => {
      const r = score(hand);
      expect(item(r as ScoreSuccess, blocker)).toBeDefined();
      expect(item(r as ScoreSuccess, 'chicken-hand')).toBeUndefined();
    });
  }

  it('never on a special reading', () => {
    const r = win({ hand: '147m258p369s11234567z', winTile: '1z', ...OFF_WEST });
    expect(item(r, 'chicken-hand')).toBeUndefined();
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('competing readings: the highest total wins and is named', () => {
  it('111222333m as three pungs (consecutive 15 + concealed 15) beats 123m ×3 (Brother 15)', () => {
    const r = win({ hand: '111m222m333m456p789p55s', winTile: '5s', win: 'self-drawn', ...SOUTH });
    // no flowers/honours 5 + consecutive 15 + concealed three 15 + EE 2 + one tile 2 + base 5 + closed self-drawn 15 = 59
    expect(r.reading).toBe('111m 222m 333m 456p 789p 55s');
    expect(r.points).toBe(59);
    expect(item(r, 'brother-sheungs')).toBeUndefined();
  });

  it('111222333m as 123m ×3 (Brother 15 + mixed dragon run 10 + all chows 15) beats the pungs', () => {
    const r = win({ hand: '111m222m333m456p789s55s', winTile: '5s', win: 'self-drawn', ...SOUTH });
    // 5 + Brother three 15 + dragon run 10 + all chows no honours 15 + EE 2 + one tile 2 + base 5 + 15 = 69 (pungs: 59)
    expect(r.reading).toBe('123m 123m 123m 456p 789s 55s');
    expect(r.points).toBe(69);
    expect(item(r, 'consecutive-pungs')).toBeUndefined();
    expect(item(r, 'brother-sheungs')).toEqual({ id: 'brother-sheungs', value: 15, tier: 'three' });
  });

  it('Niko Niko (54) beats the standard reading 123m 123m 456p 456p 888s 77s', () => {
    const r = win({ hand: '112233m445566p77s888s', winTile: '8s', win: 'self-drawn', ...SOUTH });
    expect(r.reading).toBe('11m 22m 33m 44p 55p 66p 77s 888s');
    expect(r.points).toBe(54);
    expect(values(r)).toEqual({
      'no-flowers': 1, base: 5, 'self-drawn': 1, 'niko-niko': 40, 'niko-niko-consecutive-pairs': 5, 'niko-niko-elephant-eyes': 2,
    });
  });

  it('a one-suit standard reading (full flush 90) beats the Niko Niko reading of the same tiles', () => {
    const r = win({ hand: '11223344556677m888m', winTile: '8m', win: 'self-drawn', ...SOUTH });
    expect(item(r, 'niko-niko')).toBeUndefined();
    expect(values(r)['full-flush']).toBe(90);
    expect(r.points).toBe(127);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('winning minimum (setting `minimum`, the round from `round`, default roundWind)', () => {
  // non-dealer, off a non-dealer: no flowers/honours 5 + Sister 3 + one tile 2 + base 5 + fully closed 5 = 20
  const TWENTY = { hand: '123m678m345p678s444s99p', winTile: '9p', win: 'discard' as const, seatWind: 'south' as const, discarder: 'north' as const };

  it('East round 20: a 20-point hand wins', () => {
    const r = win(TWENTY);
    expect(r.points).toBe(20);
    expect(r.payments).toEqual([{ from: 'discarder', amount: 20 }]);
  });

  it('South round 22: the same hand is below-minimum, carrying items, points and reading, no payments', () => {
    const r = fail({ ...TWENTY, round: 'south' });
    expect(r.error.code).toBe('below-minimum');
    expect(r.points).toBe(20);
    expect(r.items).toEqual([
      { id: 'no-flowers-no-honours', value: 5 },
      { id: 'sister-sheungs', value: 3, tier: 'two' },
      { id: 'one-winning-tile', value: 2 },
      { id: 'base', value: 5 },
      { id: 'fully-closed', value: 5 },
    ]);
    expect(r.reading).toBe('123m 678m 345p 444s 678s 99p');
    expect('payments' in r).toBe(false);
  });

  it('the round defaults to roundWind', () => {
    expect(fail({ ...TWENTY, roundWind: 'south' }).error.code).toBe('below-minimum');
    // … and `round` overrides it
    expect(win({ ...TWENTY, roundWind: 'south', round: 'east' }).points).toBe(20);
  });

  it('West 24 and North 26', () => {
    // the dealer discarding adds dealer 1 + streak die 2 (5): 26
    expect(win({ ...TWENTY, discarder: 'east', dealerStreak: 2, round: 'west' }).points).toBe(26);
    expect(win({ ...TWENTY, discarder: 'east', dealerStreak: 2, round: 'north' }).points).toBe(26);
    expect(fail({ ...TWENTY, discarder: 'east', dealerStreak: 1, round: 'north' }).points).toBe(24);
  });

  it('Decision: the streak counts towards the minimum (21 below West 24, 26 with die 2)', () => {
    expect(fail({ ...TWENTY, discarder: 'east', round: 'west' }).points).toBe(21);
    expect(win({ ...TWENTY, discarder: 'east', round: 'west', dealerStreak: 2 }).points).toBe(26);
  });

  it('one number for every round', () => {
    expect(fail({ ...TWENTY, settings: { minimum: 21 } }).error.code).toBe('below-minimum');
    expect(win({ ...TWENTY, round: 'north', settings: { minimum: 20 } }).points).toBe(20);
  });

  it('a number per round (missing rounds keep the ladder)', () => {
    expect(win({ ...TWENTY, round: 'south', settings: { minimum: { south: 20 } } }).points).toBe(20);
    expect(fail({ ...TWENTY, round: 'west', settings: { minimum: { south: 20 } } }).error.code).toBe('below-minimum');
  });

  it('a bad minimum is invalid-setting', () => {
    expect(fail({ ...TWENTY, settings: { minimum: -1 } }).error.code).toBe('invalid-setting');
    expect(fail({ ...TWENTY, settings: { minimum: { spring: 3 } } }).error.code).toBe('invalid-setting');
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('who pays the hand', () => {
  const PLAIN = { hand: '123m678m345p678s444s99p', winTile: '9p' };

  it('a discard: the discarder pays the hand total', () => {
    const r = win({ ...PLAIN, ...OFF_WEST });
    expect(r.payments).toEqual([{ from: 'discarder', amount: 20 }]);
    expect(r.total).toBe(20);
  });

  it('a self-draw: each of the three others pays the hand total', () => {
    // 5 + 3 + 2 + base 5 + closed self-drawn 15 = 30; 3 × 30
    const r = win({ ...PLAIN, win: 'self-drawn', ...SOUTH });
    expect(r.points).toBe(30);
    expect(r.payments).toEqual([{ from: 'each', amount: 30, count: 3 }]);
    expect(r.total).toBe(90);
  });

  it('no hand limit; instant payments are not hand items', () => {
    const r = win({ ...PLAIN, win: 'self-drawn', ...SOUTH });
    expect(r.limit).toBeNull();
    for (const id of ['dice-triple', 'concealed-kong-declared', 'bouquet-mixed']) expect(item(r, id)).toBeUndefined();
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('flags: unknown and conflicting', () => {
  const PLAIN = { hand: '123m678m345p678s444s99p', winTile: '9p' };
  const KONG = { hand: '123m678m345p567s99p', melds: [{ kind: 'kan-closed' as const, tiles: '4444s' }], winTile: '9p' };

  it('flags the sheet does not know are unknown-flag', () => {
    for (const f of ['earthly', 'human', 'double-kong-replacement', 'riichi', 'double-riichi', 'ippatsu', 'no-such-flag']) {
      expect(fail({ ...PLAIN, win: 'self-drawn', flags: [f as never] }).error.code, f).toBe('unknown-flag');
    }
  });

  const cases: [string, Hand][] = [
    ['robbing-kong on a self-draw', { ...PLAIN, win: 'self-drawn', flags: ['robbing-kong'] }],
    ['kong-replacement on a discard', { ...KONG, ...OFF_WEST, flags: ['kong-replacement'] }],
    ['flower-replacement on a discard', { ...PLAIN, ...OFF_WEST, bonusTiles: '1f', flags: ['flower-replacement'] }],
    ['last-tile on a discard', { ...PLAIN, ...OFF_WEST, flags: ['last-tile'] }],
    ['heavenly on a discard', { ...PLAIN, win: 'discard', discarder: 'west', flags: ['heavenly'] }],
    ['dealer-first-discard on a self-draw', { ...PLAIN, win: 'self-drawn', ...SOUTH, flags: ['dealer-first-discard'] }],
    ['dealer-first-discard by the dealer', { ...PLAIN, win: 'discard', discarder: 'south', flags: ['dealer-first-discard'] }],
    ['a discarder on a self-draw', { ...PLAIN, win: 'self-drawn', ...SOUTH, discarder: 'west' }],
    ['kong-replacement without a declared kong', { ...PLAIN, win: 'self-drawn', flags: ['kong-replacement'] }],
    ['flower-replacement without a bonus tile', { ...PLAIN, win: 'self-drawn', flags: ['flower-replacement'] }],
    ['kong and flower replacement together', { ...KONG, win: 'self-drawn', bonusTiles: '1f', flags: ['kong-replacement', 'flower-replacement'] }],
    ['heavenly with dealer-first-discard', { ...PLAIN, win: 'self-drawn', flags: ['heavenly', 'dealer-first-discard'] }],
    ['heavenly for a non-dealer', { ...PLAIN, win: 'self-drawn', ...SOUTH, flags: ['heavenly'] }],
    ['heavenly with a meld', { ...KONG, win: 'self-drawn', flags: ['heavenly'] }],
    ['dealer-first-discard with a meld', { hand: '111m999m345p678s99p', melds: [{ kind: 'pon', tiles: '444s' }], winTile: '3p', win: 'discard', ...SOUTH, flags: ['dealer-first-discard'] }],
    ['heavenly with kong-replacement', { ...KONG, win: 'self-drawn', flags: ['heavenly', 'kong-replacement'] }],
    ['dealer-first-discard with robbing-kong', { ...PLAIN, win: 'discard', ...SOUTH, flags: ['dealer-first-discard', 'robbing-kong'] }],
    ['heavenly with last-tile', { ...PLAIN, win: 'self-drawn', flags: ['heavenly', 'last-tile'] }],
    ['heavenly with ding-ding', { ...PLAIN, win: 'self-drawn', flags: ['heavenly', 'ding-ding'] }],
    ['dealer-first-discard with ding-ding', { ...PLAIN, win: 'discard', ...SOUTH, flags: ['dealer-first-discard', 'ding-ding'] }],
  ];
  for (const [name, hand] of cases) {
    it(`conflicting-flags: ${name}`, () => {
      expect(fail(hand).error.code).toBe('conflicting-flags');
    });
  }

  it('each case is refused by the rule its name describes (tests/engine/conflicts.test.ts triggers every rule)', () => {
    const rules = new Set<string>();
    for (const [, hand] of cases) rules.add(fail(hand).error.rule!);
    expect(rules.size).toBe(cases.length);
    for (const id of rules) expect(conflicts.map((c) => c.id)).toContain(id);
  });

  it('a conflict comes after wrong-tile-count and before not-a-winning-hand', () => {
    expect(fail({ hand: '123m', winTile: '1m', win: 'self-drawn', flags: ['robbing-kong'] }).error.code).toBe('wrong-tile-count');
    expect(fail({ hand: '123m678m345p678s444s19p', winTile: '9p', win: 'self-drawn', flags: ['robbing-kong'] }).error.code).toBe('conflicting-flags');
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────────
describe('17-tile hands and malformed input', () => {
  it('five sets + a pair with declared melds', () => {
    const r = scored({
      hand: '345p678s99p',
      melds: [
        { kind: 'chi', tiles: '123m' },
        { kind: 'pon', tiles: '444s' },
        { kind: 'kan-added', tiles: '6666m' },
      ],
      winTile: '9p',
      ...OFF_WEST,
    });
    expect(r.reading).toBe('345p 678s 99p [123m] [444s] [6666m]');
  });

  it('14 tiles is a wrong tile count; a malformed meld is invalid-notation; a bonus tile twice too-many-copies', () => {
    expect(fail({ hand: '123m456m789m123p55p', winTile: '5p', win: 'self-drawn' }).error.code).toBe('wrong-tile-count');
    expect(fail({ hand: '123m678m345p678s99p', melds: [{ kind: 'pon', tiles: '445s' }], winTile: '9p', win: 'self-drawn' }).error.code).toBe('invalid-notation');
    expect(fail({ hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', bonusTiles: '11f' }).error.code).toBe('too-many-copies');
  });

  it('red fives are plain fives', () => {
    const plain = win({ hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', ...SOUTH });
    const red = win({ hand: '123m678m340p678s444s99p', winTile: '9p', win: 'self-drawn', ...SOUTH });
    expect(red.items).toEqual(plain.items);
  });

  it('tiles that form no hand: not-a-winning-hand', () => {
    expect(fail({ hand: '123m678m345p678s444s19p', winTile: '9p', win: 'self-drawn' }).error.code).toBe('not-a-winning-hand');
  });
});
