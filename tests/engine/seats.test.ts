/**
 * Payments by seat (score-api.md, "Payments by seat, liability"): each seat's points, negative for a
 * payer and the total for the winner, sticks and counters included; summing to 0 apart from the riichi
 * sticks on the table. Hands worked by hand (riichi: baiman 16,000 / 24,000, 300 per honba on a ron,
 * 100 from each payer per honba on a tsumo, 1,000 per stick), then properties over the golden hands.
 */
import { describe, expect, it } from 'vitest';
import type { HandInput, ScoreResult, ScoreSuccess } from '../../src/core/api.ts';
import { RULESET_IDS } from '../../src/core/api.ts';
import { engines } from '../../src/engine/engines.ts';
import { createScorer } from '../../src/engine/score.ts';
import { generateHands } from './golden-hands.ts';

const scorer = createScorer(engines);
function success(r: ScoreResult): ScoreSuccess {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}
// Riichi, chinitsu + riichi + pinfu: 8 han, baiman (16,000 for a non-dealer, 24,000 for the dealer).
const BAIMAN: HandInput = { ruleset: 'riichi', hand: '234m345m456m678m99m', winTile: '8m', win: 'discard', flags: ['riichi'] };

describe('payments by seat, worked by hand', () => {
  it('riichi: South wins on West’s discard, 2 honba and 1 stick on the table — West pays 16,000 + 600, South receives 17,600', () => {
    const r = success(scorer.score({ ...BAIMAN, seatWind: 'south', discarder: 'west', honba: 2, riichiSticks: 1 }));
    expect(r.paymentsBySeat).toEqual({ east: 0, south: 17600, west: -16600, north: 0 });
  });

  it('riichi: South self-draws with 1 honba — the dealer (East) pays 8,100, West and North 4,100 each', () => {
    const r = success(scorer.score({ ...BAIMAN, win: 'self-drawn', seatWind: 'south', honba: 1 }));
    expect(r.paymentsBySeat).toEqual({ east: -8100, south: 16300, west: -4100, north: -4100 });
  });

  it('riichi: the dealer self-draws — 8,000 from each of the three', () => {
    const r = success(scorer.score({ ...BAIMAN, win: 'self-drawn' }));
    expect(r.paymentsBySeat).toEqual({ east: 24000, south: -8000, west: -8000, north: -8000 });
  });

  it('a win on a discard without `discarder`: no payments by seat (the payments by role stay)', () => {
    const r = success(scorer.score({ ...BAIMAN, seatWind: 'south' }));
    expect(r.paymentsBySeat).toBeUndefined();
    expect(r.payments).toEqual([{ from: 'discarder', amount: 16000 }]);
  });

  it('Hong Kong, half gun: North wins on East’s discard — East pays the full share, South and West half each', () => {
    const r = success(scorer.score({ ruleset: 'hong-kong', hand: '11122233344455m', winTile: '5m', win: 'discard', seatWind: 'north', discarder: 'east' }));
    const full = r.payments.find((p) => p.from === 'discarder')!.amount;
    expect(r.payments).toEqual([
      { from: 'discarder', amount: full },
      { from: 'others', amount: full / 2, count: 2 },
    ]);
    expect(r.paymentsBySeat).toEqual({ east: -full, south: -full / 2, west: -full / 2, north: 2 * full });
  });

  it('Hong Kong, two players: the two seats that play (East and West), the loser paying what a self-draw pays', () => {
    const r = success(scorer.score({ ruleset: 'hong-kong', hand: '11122233344455m', winTile: '5m', win: 'self-drawn', seatWind: 'west', settings: { players: 2 } }));
    expect(Object.keys(r.paymentsBySeat!)).toEqual(['east', 'west']);
    expect(r.paymentsBySeat!.west).toBe(r.total);
    expect(r.paymentsBySeat!.east).toBe(-r.total);
  });

  it('Hong Kong, two players: a winner or discarder not at East or West is refused, naming the field (North discarding paid as East)', () => {
    const two = { ruleset: 'hong-kong', hand: '11122233344455m', winTile: '5m', settings: { players: 2 } };
    expect(scorer.score({ ...two, win: 'discard', seatWind: 'west', discarder: 'north' })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'discarder' } });
    expect(scorer.score({ ...two, win: 'self-drawn', seatWind: 'south' })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'seatWind' } });
    const r = success(scorer.score({ ...two, win: 'discard', seatWind: 'west', discarder: 'east' }));
    expect(r.paymentsBySeat).toEqual({ east: -r.total, west: r.total });
    // Four players: every seat plays.
    expect(scorer.score({ ...two, settings: {}, win: 'discard', seatWind: 'west', discarder: 'north' }).ok).toBe(true);
  });
});

describe.each(RULESET_IDS)('%s: payments by seat over the golden hands', (rulesetId) => {
  const inputs = generateHands(rulesetId, [], 4000) as HandInput[];
  const pairs = inputs.map((h) => [h, scorer.score(h)] as const).filter(([, r]) => r.ok) as (readonly [HandInput, ScoreSuccess])[];

  it('the winner receives the total, every other seat pays or nothing, and the seats sum to the sticks on the table', () => {
    let withSeats = 0;
    for (const [h, r] of pairs) {
      const seats = r.paymentsBySeat;
      if (!seats) {
        // Only a win on a discard with no (or a wrong) discarder, a dealer that cannot be placed, or a
        // two-player winner outside its two seats goes without.
        continue;
      }
      withSeats++;
      const winner = h.seatWind ?? 'east';
      expect(seats[winner], JSON.stringify(h)).toBe(r.total);
      for (const [w, v] of Object.entries(seats)) if (w !== winner) expect(v, JSON.stringify(h)).toBeLessThanOrEqual(0);
      const sum = Object.values(seats).reduce((a, b) => a + b, 0);
      // (+ 0: a generated riichiSticks may be -0.)
      const sticks = (rulesetId === 'riichi' ? (h.riichiSticks ?? 0) * 1000 : 0) + 0;
      expect(sum + 0, JSON.stringify({ h, r })).toBe(sticks);
      const paid = r.payments.reduce((a, p) => a + p.amount * (p.count ?? 1), 0);
      expect(-Object.entries(seats).filter(([w]) => w !== winner).reduce((a, [, v]) => a + v, 0) + 0).toBe(paid);
    }
    expect(withSeats, 'most wins have their seats').toBeGreaterThan(pairs.length / 3);
  });
});
