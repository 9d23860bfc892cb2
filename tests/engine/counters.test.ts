/**
 * What the counters (honba) and the riichi sticks on the table add to a riichi result, said apart:
 * `honbaPoints` (in the payments and the total) and `riichiStickPoints` (in the total only), each
 * present only when the hand has counters or sticks. The amounts are written by hand from riichi.md:
 * a counter adds 300 on a ron (the discarder's) and 100 from each payer on a self-draw; a riichi stick
 * is 1,000 and goes to the winner. The hand: riichi, pinfu, tanyao and one dora, 4 han 30 fu — under
 * EMA 2025 (kiriage mangan) a non-dealer's 8,000.
 */
import { describe, expect, it } from 'vitest';
import type { HandInput, ScoreResult, ScoreSuccess } from '../../src/core/api.ts';
import { scorer } from '../../src/engine/engines.ts';
import { generateHands } from './golden-hands.ts';

const s = scorer();

function ok(r: ScoreResult): ScoreSuccess {
  if (!r.ok) throw new Error(`expected a success, got ${r.error.code}: ${r.error.message}`);
  return r;
}

const HAND: HandInput = {
  ruleset: 'riichi',
  preset: 'ema-2025',
  hand: '234m567p22s345678s',
  winTile: '8s',
  win: 'discard',
  seatWind: 'south',
  discarder: 'east',
  flags: ['riichi'],
  doraIndicators: '1m',
};

describe('counters and riichi sticks, said apart from the hand', () => {
  it('a ron with 2 counters and 1 stick: the discarder pays 8,000 + 600, the winner receives 9,600', () => {
    const r = ok(s.score({ ...HAND, honba: 2, riichiSticks: 1 }));
    expect(r.payments).toEqual([{ from: 'discarder', amount: 8600 }]);
    expect(r.total).toBe(9600);
    expect(r.honbaPoints).toBe(600);
    expect(r.riichiStickPoints).toBe(1000);
  });

  it('a non-dealer self-draw with 1 counter: 100 from each of the three payers', () => {
    const r = ok(s.score({ ...HAND, win: 'self-drawn', discarder: undefined, honba: 1 }));
    // Mangan tsumo for a non-dealer: 4,000 from the dealer, 2,000 from each other player.
    expect(r.payments).toEqual([
      { from: 'dealer', amount: 4100 },
      { from: 'non-dealer', amount: 2100, count: 2 },
    ]);
    expect(r.honbaPoints).toBe(300);
    expect(r.total).toBe(8300);
    expect('riichiStickPoints' in r && r.riichiStickPoints !== undefined).toBe(false);
  });

  it('sticks only: in the total, in no payment line', () => {
    const r = ok(s.score({ ...HAND, riichiSticks: 3 }));
    expect(r.payments).toEqual([{ from: 'discarder', amount: 8000 }]);
    expect(r.riichiStickPoints).toBe(3000);
    expect(r.total).toBe(11000);
    expect(JSON.parse(JSON.stringify(r))).not.toHaveProperty('honbaPoints');
  });

  it('neither: the result has neither key (the usual result is unchanged)', () => {
    const r = ok(s.score(HAND));
    const json = JSON.parse(JSON.stringify(r));
    expect(json).not.toHaveProperty('honbaPoints');
    expect(json).not.toHaveProperty('riichiStickPoints');
    expect(r.total).toBe(8000);
  });

  it('every generated riichi success: the keys are there exactly when the hand has counters or sticks, and the sums hold', () => {
    let withCounters = 0;
    for (const input of generateHands('riichi', [], 20_000, 7)) {
      const r = s.score(input);
      if (!r.ok) continue;
      const i = input as Partial<HandInput>;
      const honba = typeof i.honba === 'number' ? i.honba : 0;
      const sticks = typeof i.riichiSticks === 'number' ? i.riichiSticks : 0;
      expect(r.honbaPoints !== undefined).toBe(honba > 0);
      expect(r.riichiStickPoints !== undefined).toBe(sticks > 0);
      if (r.riichiStickPoints !== undefined) expect(r.riichiStickPoints).toBe(sticks * 1000);
      // The payment lines hold the counters; the sticks come on top.
      const paid = r.payments.reduce((a, p) => a + p.amount * (p.count ?? 1), 0);
      expect(paid + (r.riichiStickPoints ?? 0)).toBe(r.total);
      if (r.honbaPoints !== undefined) {
        withCounters++;
        // 300 a counter in all, on a ron or a self-draw (100 from each of three payers).
        expect(r.honbaPoints).toBe(honba * 300);
      }
    }
    expect(withCounters).toBeGreaterThan(100);
  });
});
