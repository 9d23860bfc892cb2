/** Settlement of the Hé Fēn club sheet: hand payments, instant payments, dealer streak, minimum. */
import { describe, expect, it } from 'vitest';
import { resolveSettings, withPreset } from '../../src/rules/presets.ts';
import { ruleset as taiwanRuleset } from '../../src/rules/taiwan-club/index.ts';
import {
  dealerStreakPoints,
  handPayments,
  instantPayments,
  minimumFor,
  settleInstant,
} from '../../src/engine/payments/taiwan-club.ts';

describe('who pays the hand', () => {
  it('on a discard the discarder pays the hand total', () => {
    expect(handPayments(37, 'discard')).toEqual({ payments: [{ from: 'discarder', amount: 37 }], total: 37 });
  });
  it('on a self-draw each of the three others pays the hand total', () => {
    expect(handPayments(25, 'self-drawn')).toEqual({ payments: [{ from: 'each', amount: 25, count: 3 }], total: 75 });
  });
  it('rejects negative points and unknown win kinds', () => {
    expect(() => handPayments(-1, 'discard')).toThrow(RangeError);
    expect(() => handPayments(20, 'tsumo' as never)).toThrow(RangeError);
  });
});

describe('dealer streak', () => {
  it('die 1–6 → 3, 5, 7, 9, 11, 13; no die → 0', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => dealerStreakPoints(d))).toEqual([3, 5, 7, 9, 11, 13]);
    expect(dealerStreakPoints(0)).toBe(0);
    expect(dealerStreakPoints(undefined)).toBe(0);
    expect(() => dealerStreakPoints(7)).toThrow(RangeError);
  });
});

describe('a ladder given for some rounds (score-api.md: "any subset") changes those rounds of the preset\'s', () => {
  // A club's own ladder, 16 / 18 / 20 / 22 (lower than the sheet's 20 / 22 / 24 / 26), or one number.
  const club = withPreset(taiwanRuleset, { id: 'club', base: 'hefen-club', settings: { minimum: { east: 16, south: 18, west: 20, north: 22 } } });
  const flat = withPreset(taiwanRuleset, { id: 'flat', base: 'hefen-club', settings: { minimum: 15 } });
  it('the rounds not given keep the preset\'s value, not the catalogue\'s', () => {
    expect(resolveSettings(club, 'club', { minimum: { south: 30 } }).minimum).toEqual({ east: 16, south: 30, west: 20, north: 22 });
    expect(resolveSettings(flat, 'flat', { minimum: { north: 30 } }).minimum).toEqual({ east: 15, south: 15, west: 15, north: 30 });
  });
  it('one number replaces every round', () => {
    expect(resolveSettings(club, 'club', { minimum: 12 }).minimum).toBe(12);
  });
  it('the engine plays it so: a west-round hand of 21 points wins at the club with only south overridden', () => {
    const settings = resolveSettings(club, 'club', { minimum: { south: 30 } });
    expect(minimumFor('west', settings, club as never)).toBe(20);
  });
});

describe('winning minimum', () => {
  it('defaults to the ladder East 20, South 22, West 24, North 26', () => {
    expect(minimumFor('east')).toBe(20);
    expect(minimumFor('south')).toBe(22);
    expect(minimumFor('west')).toBe(24);
    expect(minimumFor('north')).toBe(26);
  });
  it('one number for every round, or a subset by round', () => {
    expect(minimumFor('north', { minimum: 15 })).toBe(15);
    expect(minimumFor('south', { minimum: { south: 30 } })).toBe(30);
    expect(minimumFor('west', { minimum: { south: 30 } })).toBe(24);
  });
});

describe('instant payments', () => {
  it('dice triples: each other player pays the dealer 5 (1-1-1 … 5-5-5) or 10 (6-6-6)', () => {
    expect(settleInstant('dice-triple')).toEqual({
      event: 'dice-triple', kind: 'payment', from: 'each-other', to: 'dealer', amount: 5, count: 3, total: 15, endsHand: false,
    });
    expect(settleInstant('dice-six-triple')).toMatchObject({ from: 'each-other', to: 'dealer', amount: 10, total: 30 });
  });
  it('bouquets: 5 mixed, 10 one colour, 10 pure seven, from each player to the holder', () => {
    expect(settleInstant('bouquet-mixed')).toMatchObject({ from: 'each-other', to: 'holder', amount: 5, total: 15 });
    expect(settleInstant('bouquet-one-colour')).toMatchObject({ amount: 10, total: 30 });
    expect(settleInstant('bouquet-seven')).toMatchObject({ amount: 10, total: 30 });
  });
  it('seven / eight flowers instant win: 20 / 40 from each player', () => {
    expect(settleInstant('seven-flowers-win')).toMatchObject({ from: 'each-other', to: 'holder', amount: 20, total: 60 });
    expect(settleInstant('eight-flowers-win')).toMatchObject({ amount: 40, total: 120 });
  });
  it('concealed kong: 5 from each on declaration; never shown: the holder pays 10 to each', () => {
    expect(settleInstant('concealed-kong-declared')).toMatchObject({ from: 'each-other', to: 'holder', amount: 5, total: 15 });
    expect(settleInstant('concealed-kong-unshown')).toMatchObject({ from: 'holder', to: 'each-other', amount: 10, total: 30 });
  });
  it('false mahjong: 25 to each player, the hand ends', () => {
    expect(settleInstant('false-mahjong')).toMatchObject({
      kind: 'penalty', from: 'offender', to: 'each-other', amount: 25, total: 75, endsHand: true,
    });
  });
  it('four copies discarded in one go-around: 5 each for an honour, 10 for a suited tile', () => {
    expect(settleInstant('four-discarded', undefined, { tile: 'honour' })).toMatchObject({ from: 'first-discarder', amount: 5, total: 15 });
    expect(settleInstant('four-discarded', undefined, { tile: 'suited' })).toMatchObject({ amount: 10, total: 30 });
    expect(() => settleInstant('four-discarded')).toThrow(RangeError);
  });
  it('a wrong tile count carries no payment', () => {
    expect(settleInstant('wrong-tile-count')).toBeNull();
  });
  it('the dice, bouquet and kong switches turn their rows off for the table', () => {
    expect(settleInstant('dice-triple', { diceInstant: false })).toBeNull();
    expect(settleInstant('dice-six-triple', { diceInstant: false })).toBeNull();
    expect(settleInstant('bouquet-mixed', { bouquetInstant: false })).toBeNull();
    expect(settleInstant('bouquet-seven', { bouquetInstant: false })).toBeNull();
    expect(settleInstant('concealed-kong-declared', { kongInstant: false })).toBeNull();
    expect(settleInstant('concealed-kong-unshown', { kongInstant: false })).toBeNull();
    // other rows do not depend on the switches
    expect(settleInstant('false-mahjong', { diceInstant: false, bouquetInstant: false, kongInstant: false })).toMatchObject({ amount: 25 });
    expect(settleInstant('seven-flowers-win', { bouquetInstant: false })).toMatchObject({ amount: 20 });
    // a switch only affects its own rows
    expect(settleInstant('dice-triple', { kongInstant: false })).toMatchObject({ amount: 5 });
  });
  it('rejects an unknown event and lists every row', () => {
    expect(() => settleInstant('nope')).toThrow(RangeError);
    expect(instantPayments()).toHaveLength(12);
  });
});
