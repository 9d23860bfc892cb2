/**
 * Liability (`liable`, score-api.md "Payments by seat, liability"): riichi pao as the EMA 2016
 * rulebook's clause 3.3.9 states it, Hong Kong 包 where a table plays it (`baau`), and every refusal
 * of a `liable` that cannot apply. The expected amounts are written by hand from the clause: a
 * yakuman is 8,000 base points — a non-dealer's worth 32,000 (16,000 from the dealer and 8,000 from
 * each other player on a tsumo, all from the discarder on a ron), a dealer's 48,000; each counter
 * adds 300 on a ron (the discarder's) and 100 from each payer on a tsumo.
 */
import { describe, expect, it } from 'vitest';
import type { HandInput, ScoreResult, ScoreSuccess, Wind } from '../../src/core/api.ts';
import { scorer } from '../../src/engine/engines.ts';
import { liableSeats } from '../../src/engine/liability.ts';
import { liabilityOf } from '../../src/rules/presets.ts';
import { ruleset as hongKong } from '../../src/rules/hong-kong/index.ts';
import { ruleset as taiwan } from '../../src/rules/taiwan-club/index.ts';
import riichi from '../../src/rules/riichi/index.ts';
import { generateHands } from './golden-hands.ts';

const s = scorer();
/** Any input: the hand fields of the contract, or values a caller may wrongly send. */
const score = (input: Omit<Partial<HandInput>, 'liable' | 'win'> & Record<string, unknown>): ScoreResult => s.score(input);

function ok(r: ScoreResult): ScoreSuccess {
  if (!r.ok) throw new Error(`expected a success, got ${r.error.code}: ${r.error.message}`);
  return r;
}

/** The sum of a result's seats, which must be the riichi sticks on the table. */
const seatSum = (r: ScoreSuccess) => Object.values(r.paymentsBySeat ?? {}).reduce((a, b) => a + b, 0);

/** A non-dealer's open Daisangen (South): the three dragon pungs claimed, 123m and the pair of 9p. */
const DAISANGEN = {
  ruleset: 'riichi' as const,
  preset: 'ema-2016',
  hand: '123m99p',
  melds: [
    { kind: 'pon' as const, tiles: '555z' },
    { kind: 'pon' as const, tiles: '666z' },
    { kind: 'pon' as const, tiles: '777z' },
  ],
  winTile: '9p',
  seatWind: 'south' as Wind,
};

/** An open Daisuushii: the four wind pungs claimed, won on the pair of 9m. */
const DAISUUSHII = {
  ruleset: 'riichi' as const,
  preset: 'ema-2016',
  hand: '99m',
  melds: ['111z', '222z', '333z', '444z'].map((tiles) => ({ kind: 'pon' as const, tiles })),
  winTile: '9m',
  seatWind: 'south' as Wind,
};

describe('riichi pao (EMA 2016, 3.3.9)', () => {
  it('a tsumo: the liable player pays the full value of the hand, the others nothing', () => {
    const r = ok(score({ ...DAISANGEN, win: 'self-drawn', liable: 'west' }));
    expect(r.items.map((i) => i.id)).toEqual(['daisangen']);
    expect(r.payments).toEqual([{ from: 'liable', amount: 32000 }]);
    expect(r.total).toBe(32000);
    expect(r.paymentsBySeat).toEqual({ east: 0, south: 32000, west: -32000, north: 0 });
  });

  it('a tsumo with counters and sticks: the liable player pays every counter too; the sticks go to the winner', () => {
    const r = ok(score({ ...DAISANGEN, win: 'self-drawn', liable: 'west', honba: 2, riichiSticks: 1 }));
    // 32,000 + 2 counters × 100 from each of the three payers (who pay nothing: the liable player pays it all).
    expect(r.payments).toEqual([{ from: 'liable', amount: 32600 }]);
    expect(r.total).toBe(33600);
    expect(r.paymentsBySeat).toEqual({ east: 0, south: 33600, west: -32600, north: 0 });
    expect(seatSum(r)).toBe(1000);
  });

  it('a ron on another player: liable and discarder share the hand equally; only the discarder pays the counters', () => {
    const r = ok(score({ ...DAISANGEN, win: 'discard', discarder: 'north', liable: 'west', honba: 1 }));
    expect(r.payments).toEqual([
      { from: 'discarder', amount: 16300 },
      { from: 'liable', amount: 16000 },
    ]);
    expect(r.total).toBe(32300);
    expect(r.paymentsBySeat).toEqual({ east: 0, south: 32300, west: -16000, north: -16300 });
  });

  it('a ron on the liable player himself: he pays it all, as on any ron', () => {
    const r = ok(score({ ...DAISANGEN, win: 'discard', discarder: 'west', liable: 'west', honba: 1 }));
    expect(r.payments).toEqual([{ from: 'discarder', amount: 32300 }]);
    expect(r.paymentsBySeat).toEqual({ east: 0, south: 32300, west: -32300, north: 0 });
  });

  it('the dealer: 48,000 from the liable player on a tsumo, 24,000 each on a ron', () => {
    const dealer = { ...DAISANGEN, seatWind: 'east' as Wind };
    const t = ok(score({ ...dealer, win: 'self-drawn', liable: 'north' }));
    expect(t.payments).toEqual([{ from: 'liable', amount: 48000 }]);
    expect(t.paymentsBySeat).toEqual({ east: 48000, south: 0, west: 0, north: -48000 });
    const r = ok(score({ ...dealer, win: 'discard', discarder: 'south', liable: 'north' }));
    expect(r.payments).toEqual([
      { from: 'discarder', amount: 24000 },
      { from: 'liable', amount: 24000 },
    ]);
    expect(r.paymentsBySeat).toEqual({ east: 48000, south: -24000, west: 0, north: -24000 });
  });

  it('Daisuushii carries pao too; a double yakuman (a house setting) is the hand\'s full value', () => {
    const r = ok(score({ ...DAISUUSHII, win: 'self-drawn', liable: 'east' }));
    expect(r.payments).toEqual([{ from: 'liable', amount: 32000 }]);
    expect(r.paymentsBySeat).toEqual({ east: -32000, south: 32000, west: 0, north: 0 });
    const d = ok(score({ ...DAISUUSHII, settings: { doubleYakuman: true }, win: 'discard', discarder: 'north', liable: 'east' }));
    expect(d.payments).toEqual([
      { from: 'discarder', amount: 32000 },
      { from: 'liable', amount: 32000 },
    ]);
  });

  it('the last set may be a claimed or added kong', () => {
    const melds = [DAISANGEN.melds[0], DAISANGEN.melds[1], { kind: 'kan-open' as const, tiles: '7777z' }];
    expect(ok(score({ ...DAISANGEN, melds, win: 'self-drawn', liable: 'west' })).payments).toEqual([{ from: 'liable', amount: 32000 }]);
    const added = [DAISANGEN.melds[0], DAISANGEN.melds[1], { kind: 'kan-added' as const, tiles: '7777z' }];
    expect(ok(score({ ...DAISANGEN, melds: added, win: 'self-drawn', liable: 'west' })).payments).toEqual([{ from: 'liable', amount: 32000 }]);
  });

  it('without `liable` (or with null) nothing changes', () => {
    const plain = ok(score({ ...DAISANGEN, win: 'self-drawn' }));
    expect(plain.payments).toEqual([
      { from: 'dealer', amount: 16000 },
      { from: 'non-dealer', amount: 8000, count: 2 },
    ]);
    expect(score({ ...DAISANGEN, win: 'self-drawn', liable: null })).toEqual(plain);
  });
});

/** An `invalid-input` on `liable`, its message matching. */
function refused(r: ScoreResult, message: RegExp) {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error).toMatchObject({ code: 'invalid-input', field: 'liable' });
  expect(r.error.message).toMatch(/^liable: /);
  expect(r.error.message).toMatch(message);
}

describe('`liable` is refused where no liability applies', () => {
  it('presets without a rule: EMA 2025 and WRC 2025 (clause not found), the Taiwanese sheet (none)', () => {
    refused(score({ ...DAISANGEN, preset: 'ema-2025', win: 'self-drawn', liable: 'west' }), /liability clause \(ema-2025\) was not found/);
    refused(score({ ...DAISANGEN, preset: undefined, win: 'self-drawn', liable: 'west' }), /ema-2025/);
    refused(score({ ...DAISANGEN, preset: 'wrc-2025', win: 'self-drawn', liable: 'west' }), /liability clause \(wrc-2025\) was not found/);
    refused(
      score({ ruleset: 'taiwan-club', hand: '123m456m789m123p456p55s', melds: [], winTile: '5s', win: 'self-drawn', liable: 'west', seatWind: 'south' }),
      /has no liability rule/,
    );
  });

  it('Hong Kong without 包 (baau off, as in both presets)', () => {
    refused(score({ ruleset: 'hong-kong', preset: 'vmc', hand: '123m456p789s234s55z', winTile: '5z', win: 'self-drawn', seatWind: 'south', liable: 'east' }), /does not play baau \(包\): "baau" is off/);
  });

  it('the winner, or something that is not a wind', () => {
    const own = score({ ...DAISANGEN, win: 'self-drawn', liable: 'south' });
    expect(own).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'liable' } });
    expect(!own.ok && own.error.message).toMatch(/cannot be liable for his own hand/);
    expect(score({ ...DAISANGEN, win: 'self-drawn', liable: 'up' })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'liable' } });
    expect(score({ ...DAISANGEN, win: 'self-drawn', liable: 3 })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'liable' } });
  });

  it('a hand pao does not cover: no Daisangen or Daisuushii, or one of its sets not melded', () => {
    refused(score({ ruleset: 'riichi', preset: 'ema-2016', hand: '234m567p22s345678s', winTile: '8s', win: 'self-drawn', seatWind: 'south', liable: 'west' }), /no liability applies to this hand/);
    // The first dragon pung concealed: nobody fed the last melded one to a player with two melded.
    refused(score({ ...DAISANGEN, hand: '555z123m99p', melds: DAISANGEN.melds.slice(1), win: 'self-drawn', liable: 'west' }), /no liability applies/);
    // A concealed kong is declared but not melded.
    const closed = [DAISANGEN.melds[0], DAISANGEN.melds[1], { kind: 'kan-closed' as const, tiles: '7777z' }];
    refused(score({ ...DAISANGEN, melds: closed, win: 'self-drawn', liable: 'west' }), /no liability applies/);
    // A hand without a yaku: `liable` is the first problem (invalid-input comes before no-yaku).
    const noYaku = { ruleset: 'riichi' as const, preset: 'ema-2016', hand: '567p22s345s789s', melds: [{ kind: 'chi' as const, tiles: '123m' }], winTile: '9s', win: 'discard' as const, discarder: 'north' as Wind, seatWind: 'south' as Wind };
    expect(score(noYaku)).toMatchObject({ ok: false, error: { code: 'no-yaku' } });
    refused(score({ ...noYaku, liable: 'west' }), /no liability applies/);
  });

  it('a ron without `discarder`: the split depends on whether the liable player discarded', () => {
    refused(score({ ...DAISANGEN, win: 'discard', liable: 'west' }), /on a discard needs "discarder"/);
  });

  it('Hong Kong 包 on a win on a discard: the discarder pays as usual', () => {
    refused(
      score({ ruleset: 'hong-kong', preset: 'hk-classic', settings: { baau: true }, hand: '123m456p789s234s55z', winTile: '5z', win: 'discard', discarder: 'west', seatWind: 'south', liable: 'east' }),
      /applies to a self-drawn win only/,
    );
  });

  it('Hong Kong 包 in a two-player game: the one opponent pays already', () => {
    refused(
      score({ ruleset: 'hong-kong', preset: 'hk-classic', settings: { baau: true, players: 2 }, hand: '123m456p789s234s55z', winTile: '5z', win: 'self-drawn', seatWind: 'east', liable: 'west' }),
      /one player pays it already/,
    );
  });

  it("in score-api.md's order: another field's invalid-input first, then `liable`, then the checks of the tiles", () => {
    // A bad `win` is named before `liable` (the field order of the input checks).
    expect(score({ ...DAISANGEN, win: 'sideways', liable: 'south' })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'win' } });
    // Bad notation with a `liable` no rule takes: invalid-input (liable) comes first.
    refused(score({ ...DAISANGEN, preset: 'ema-2025', hand: '123x', win: 'self-drawn', liable: 'west' }), /not found/);
    // Bad notation with a `liable` the preset's rule may take: the notation is the problem.
    expect(score({ ...DAISANGEN, hand: '123x', win: 'self-drawn', liable: 'west' })).toMatchObject({ ok: false, error: { code: 'invalid-notation' } });
  });
});

describe('Hong Kong 包 (a table with baau on)', () => {
  // hk-classic, full spicy: 4 faan (All Chows, Closed Hand, Self-Drawn, No Flowers) is a share of 16;
  // each loser pays two shares (32) on a self-draw, so the liable player pays 3 × 32.
  const HAND = { ruleset: 'hong-kong' as const, preset: 'hk-classic', settings: { baau: true }, hand: '123m456p789s234s55z', winTile: '5z', win: 'self-drawn' as const, seatWind: 'south' as Wind };

  it('the liable player pays what the three losers would pay', () => {
    const plain = ok(score({ ...HAND }));
    expect(plain.faan).toBe(4);
    expect(plain.payments).toEqual([{ from: 'each', amount: 32, count: 3 }]);
    const r = ok(score({ ...HAND, liable: 'east' }));
    expect(r.payments).toEqual([{ from: 'liable', amount: 96 }]);
    expect(r.total).toBe(96);
    expect(r.paymentsBySeat).toEqual({ east: -96, south: 96, west: 0, north: 0 });
  });

  it('with the dealer double on, the dealer\'s double share is in what the liable player pays', () => {
    const r = ok(score({ ...HAND, settings: { baau: true, dealerDouble: true }, liable: 'north' }));
    // East (the dealer) would pay 64, West and North 32 each: North pays 128.
    expect(r.payments).toEqual([{ from: 'liable', amount: 128 }]);
    expect(r.paymentsBySeat).toEqual({ east: 0, south: 128, west: 0, north: -128 });
  });

  it('a venue playing it (a preset derived from hk-classic with baau on)', () => {
    const venue = scorer([{ id: 'baau-club', ruleset: 'hong-kong', base: 'hk-classic', settings: { baau: true } }]);
    const r = venue.score({ ...HAND, preset: 'baau-club', settings: undefined, liable: 'west' });
    expect(r).toMatchObject({ ok: true, payments: [{ from: 'liable', amount: 96 }], paymentsBySeat: { east: 0, south: 96, west: -96, north: 0 } });
  });

  it('on generated self-drawn wins: the total is unchanged and one seat pays it', () => {
    const hands = generateHands('hong-kong', [], 3000, 7).filter(
      (x): x is Record<string, unknown> => typeof x === 'object' && x !== null && (x as { win?: unknown }).win === 'self-drawn' && !('liable' in x),
    );
    let checked = 0;
    for (const h of hands) {
      const input = { ...h, ruleset: 'hong-kong', settings: { ...(h.settings as object | undefined), baau: true, players: 4 } };
      const plain = s.score(input);
      if (!plain.ok) continue;
      for (const liable of ['east', 'south', 'west', 'north'] as const) {
        if (liable === ((h.seatWind as Wind | undefined) ?? 'east')) continue;
        const r = ok(s.score({ ...input, liable }));
        expect(r.total).toBe(plain.total);
        expect(r.items).toEqual(plain.items);
        expect(r.payments).toEqual([{ from: 'liable', amount: plain.total }]);
        if (r.paymentsBySeat) {
          expect(r.paymentsBySeat[liable]).toBe(-plain.total);
          expect(seatSum(r)).toBe(0);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('what a calculator asks: the preset\'s rule and the seats that can be liable', () => {
  it('liabilityOf names the rule, or why there is none', () => {
    expect(liabilityOf(riichi, 'ema-2016')).toMatchObject({ rule: { id: 'pao', basis: { kind: 'rulebook', ref: { source: 'ema-2016', section: '3.3.9' } } } });
    expect(liabilityOf(riichi, 'ema-2025')).toEqual({ none: 'not-found', source: 'ema-2025' });
    expect(liabilityOf(riichi, 'wrc-2025')).toEqual({ none: 'not-found', source: 'wrc-2025' });
    expect(liabilityOf(hongKong, 'vmc')).toMatchObject({ none: 'off', setting: 'baau' });
    expect(liabilityOf(hongKong, 'hk-classic', { ...hongKong.presets[1].settings, baau: true })).toMatchObject({ rule: { id: 'baau' } });
    expect(liabilityOf(taiwan)).toEqual({ none: 'no-rule' });
  });

  it('liableSeats: every other seat, none where the rule cannot apply', () => {
    const pao = liabilityOf(riichi, 'ema-2016');
    expect(liableSeats(pao, { seatWind: 'south', win: 'self-drawn' })).toEqual(['east', 'west', 'north']);
    expect(liableSeats(pao, { seatWind: 'south', win: 'discard' })).toEqual(['east', 'west', 'north']);
    const baau = liabilityOf(hongKong, 'hk-classic', { ...hongKong.presets[1].settings, baau: true });
    expect(liableSeats(baau, { seatWind: 'east', win: 'self-drawn' })).toEqual(['south', 'west', 'north']);
    expect(liableSeats(baau, { seatWind: 'east', win: 'discard' })).toEqual([]);
    expect(liableSeats(liabilityOf(riichi, 'ema-2025'), { seatWind: 'east', win: 'self-drawn' })).toEqual([]);
  });

  it('every preset of every ruleset answers, and a rulebook rule cites a section', () => {
    for (const rs of [riichi, hongKong, taiwan])
      for (const p of rs.presets) {
        const of = liabilityOf(rs, p.id);
        if ('rule' in of && of.rule.basis.kind === 'rulebook') expect(of.rule.basis.ref.section).toMatch(/^\d+(\.\d+)*$/);
      }
  });
});
