/**
 * Hong Kong payments, by hand from hong-kong.md "Payments" (curves of the Chinese Wikipedia page on
 * Cantonese mahjong payment, half gun / full gun, the two-player rule, the worked check).
 */
import { describe, expect, it } from 'vitest';
import {
  curveTable,
  falseWinPenalty,
  multiplier,
  paymentTable,
  payoutTable,
  settle,
  share,
} from '../../src/engine/payments/hong-kong.ts';

const HALF_SPICY = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384];
const FULL_SPICY = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192];
const FAAN_LAAK = [1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 64];

describe('curves, 0–13 faan', () => {
  it('half spicy 半辣上', () => {
    for (let f = 0; f <= 13; f++) expect(multiplier(f, 'half-spicy'), `${f} faan`).toBe(HALF_SPICY[f]);
  });
  it('full spicy 全辣', () => {
    for (let f = 0; f <= 13; f++) expect(multiplier(f, 'full-spicy'), `${f} faan`).toBe(FULL_SPICY[f]);
  });
  it('faan-laak 4-7-10', () => {
    for (let f = 0; f <= 13; f++) expect(multiplier(f, 'faan-laak-4-7-10'), `${f} faan`).toBe(FAAN_LAAK[f]);
  });
  it('the curve table of the reference page lists 0…13 for every curve', () => {
    const rows = curveTable();
    expect(rows.map((r) => r.faan)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(rows.map((r) => r.multipliers['half-spicy'])).toEqual(HALF_SPICY);
    expect(rows.map((r) => r.multipliers['full-spicy'])).toEqual(FULL_SPICY);
    expect(rows.map((r) => r.multipliers['faan-laak-4-7-10'])).toEqual(FAAN_LAAK);
  });
  it('an unknown curve name is an error', () => {
    expect(() => multiplier(3, 'extra-spicy')).toThrow(/extra-spicy/);
  });
});

describe('share = stake × curve[min(faan, limit)]', () => {
  it('defaults (vmc): stake 1, half spicy', () => {
    expect(share(0)).toBe(1);
    expect(share(3)).toBe(8);
    expect(share(7)).toBe(48);
    expect(share(13)).toBe(384);
  });
  it('stakes 二五雞 0.25 and 五一 0.5 stay fractions', () => {
    expect(share(0, { stake: 0.25 })).toBe(0.25);
    expect(share(3, { stake: 0.25 })).toBe(2);
    expect(share(1, { stake: 0.5 })).toBe(1);
    expect(share(5, { stake: 0.5 })).toBe(12);
  });
  it('full spicy', () => {
    expect(share(5, { curve: 'full-spicy' })).toBe(32);
    expect(share(13, { curve: 'full-spicy' })).toBe(8192);
  });
  it('a venue curve as a list of multipliers', () => {
    expect(share(2, { curve: [1, 3, 5, 7] })).toBe(5);
    expect(share(9, { curve: [1, 3, 5, 7] })).toBe(7);
  });
  it('capped at the limit: 15 faan pays the 13 row', () => {
    expect(share(15)).toBe(384);
    expect(share(15, { curve: 'full-spicy' })).toBe(8192);
    expect(share(15, { curve: 'faan-laak-4-7-10' })).toBe(64);
  });
  it('a lower limit caps earlier: limit 10, 12 faan pays the 10 row', () => {
    expect(share(12, { limit: 10 })).toBe(128);
  });
});

describe('settle: half gun 半銃 (the default)', () => {
  it("worked check: 2 faan off C's discard → C pays 8, the two others 4 each", () => {
    const r = settle({ faan: 2, win: 'discard' });
    expect(r.payments).toEqual([
      { from: 'discarder', amount: 8 },
      { from: 'others', amount: 4, count: 2 },
    ]);
    expect(r.total).toBe(16);
  });
  it('worked check: 1 faan self-drawn → each loser pays 4', () => {
    const r = settle({ faan: 1, win: 'self-drawn' });
    expect(r.payments).toEqual([{ from: 'each', amount: 4, count: 3 }]);
    expect(r.total).toBe(12);
  });
  it('3 faan under hk-classic settings (full spicy): discard 16 + 8 + 8, self-draw 16 each', () => {
    const settings = { curve: 'full-spicy' };
    expect(settle({ faan: 3, win: 'discard', settings }).payments).toEqual([
      { from: 'discarder', amount: 16 },
      { from: 'others', amount: 8, count: 2 },
    ]);
    expect(settle({ faan: 3, win: 'self-drawn', settings })).toEqual({
      payments: [{ from: 'each', amount: 16, count: 3 }],
      total: 48,
    });
  });
  it('limit capping: 15 faan pays the 13 row', () => {
    expect(settle({ faan: 15, win: 'discard' })).toEqual(settle({ faan: 13, win: 'discard' }));
    expect(settle({ faan: 15, win: 'discard' }).payments).toEqual([
      { from: 'discarder', amount: 768 },
      { from: 'others', amount: 384, count: 2 },
    ]);
    expect(settle({ faan: 15, win: 'self-drawn' }).total).toBe(2304);
  });
  it('stake 0.25: 3 faan off a discard → 4 and 2 each', () => {
    const r = settle({ faan: 3, win: 'discard', settings: { stake: 0.25 } });
    expect(r.payments).toEqual([
      { from: 'discarder', amount: 4 },
      { from: 'others', amount: 2, count: 2 },
    ]);
    expect(r.total).toBe(8);
  });
});

describe('settle: full gun 全銃', () => {
  const settings = { gun: 'full' };
  it('2 faan off a discard → the discarder alone pays 16 (what all three pay under half gun)', () => {
    const r = settle({ faan: 2, win: 'discard', settings });
    expect(r.payments).toEqual([{ from: 'discarder', amount: 16 }]);
    expect(r.total).toBe(16);
  });
  it('1 faan self-drawn → each pays 4, as under half gun', () => {
    expect(settle({ faan: 1, win: 'self-drawn', settings })).toEqual({ payments: [{ from: 'each', amount: 4, count: 3 }], total: 12 });
  });
  it('13 faan off a discard, full spicy → 32768', () => {
    expect(settle({ faan: 13, win: 'discard', settings: { ...settings, curve: 'full-spicy' } }).total).toBe(32768);
  });
});

describe('settle: two players', () => {
  const settings = { players: 2 };
  it('the opponent pays two shares on a discard', () => {
    expect(settle({ faan: 2, win: 'discard', settings })).toEqual({ payments: [{ from: 'opponent', amount: 8 }], total: 8 });
  });
  it('and two shares on a self-draw', () => {
    expect(settle({ faan: 2, win: 'self-drawn', settings })).toEqual({ payments: [{ from: 'opponent', amount: 8 }], total: 8 });
  });
  it('whatever the gun', () => {
    expect(settle({ faan: 3, win: 'discard', settings: { players: 2, gun: 'full' } }).total).toBe(16);
  });
});

describe('optional table settings (off by default)', () => {
  it('dealer double is ignored unless switched on', () => {
    expect(settle({ faan: 2, win: 'discard', dealer: 'winner' }).total).toBe(16);
  });
  it('dealer double: the dealer receives double', () => {
    const r = settle({ faan: 2, win: 'discard', dealer: 'winner', settings: { dealerDouble: true } });
    expect(r.payments).toEqual([
      { from: 'discarder', amount: 16 },
      { from: 'others', amount: 8, count: 2 },
    ]);
    expect(r.total).toBe(32);
  });
  it('dealer double: the dealer pays double on a self-draw', () => {
    const r = settle({ faan: 1, win: 'self-drawn', dealer: 'other', settings: { dealerDouble: true } });
    expect(r.payments).toEqual([
      { from: 'dealer', amount: 8 },
      { from: 'non-dealer', amount: 4, count: 2 },
    ]);
    expect(r.total).toBe(16);
  });
  it('dealer double: a discarding dealer pays double, the others single', () => {
    const r = settle({ faan: 2, win: 'discard', dealer: 'discarder', settings: { dealerDouble: true } });
    expect(r.payments).toEqual([
      { from: 'discarder', amount: 16 },
      { from: 'others', amount: 4, count: 2 },
    ]);
    expect(r.total).toBe(24);
  });
  it('false win penalty: off by default; on, each opponent receives the limit self-draw', () => {
    expect(falseWinPenalty()).toBeNull();
    expect(falseWinPenalty({ falseWinPenalty: true })).toEqual({ toEach: 768, total: 2304 });
    expect(falseWinPenalty({ falseWinPenalty: true, curve: 'full-spicy' })).toEqual({ toEach: 16384, total: 49152 });
  });
});

describe('tables for the reference page', () => {
  it('payment table: faan 0…limit with the settings’ gun', () => {
    const rows = paymentTable();
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({
      faan: 0,
      share: 1,
      discard: { payments: [{ from: 'discarder', amount: 2 }, { from: 'others', amount: 1, count: 2 }], total: 4 },
      selfDrawn: { payments: [{ from: 'each', amount: 2, count: 3 }], total: 6 },
    });
    expect(rows[13].share).toBe(384);
    expect(rows[13].discard.total).toBe(1536);
    expect(rows[13].selfDrawn.total).toBe(2304);
    expect(paymentTable({ limit: 8 })).toHaveLength(9);
  });
  it('payout table: discard / self-draw under half and full gun', () => {
    const rows = payoutTable();
    expect(rows).toHaveLength(14);
    const r3 = rows[3];
    expect(r3.share).toBe(8);
    expect(r3.byGun.half.discard.payments).toEqual([
      { from: 'discarder', amount: 16 },
      { from: 'others', amount: 8, count: 2 },
    ]);
    expect(r3.byGun.half.selfDrawn.payments).toEqual([{ from: 'each', amount: 16, count: 3 }]);
    expect(r3.byGun.full.discard.payments).toEqual([{ from: 'discarder', amount: 32 }]);
    expect(r3.byGun.full.selfDrawn.payments).toEqual([{ from: 'each', amount: 16, count: 3 }]);
    const full = payoutTable({ curve: 'full-spicy' });
    expect(full[10].share).toBe(1024);
    expect(full[10].byGun.full.discard.total).toBe(4096);
  });
});

/**
 * The whole grid of hong-kong.md "Payments": every curve × gun × discard / self-draw, 0–13 faan, stake 1.
 * Expected lines by hand from the spec's words: one share = curve[faan]; half gun — a discard: the
 * discarder 2 shares, each of the other two 1; a self-draw: each of the three 2. Full gun — a discard:
 * the discarder alone 4 shares; a self-draw: each of the three 2.
 */
describe('settle: every curve × gun × discard / self-draw, 0–13 faan', () => {
  const curves = { 'half-spicy': HALF_SPICY, 'full-spicy': FULL_SPICY, 'faan-laak-4-7-10': FAAN_LAAK } as const;
  for (const [curve, table] of Object.entries(curves)) {
    it(`${curve}`, () => {
      for (let faan = 0; faan <= 13; faan++) {
        const one = table[faan];
        const at = (gun: string, win: 'discard' | 'self-drawn') => settle({ faan, win, settings: { curve, gun, stake: 1 } });
        expect(at('half', 'discard'), `${faan} half discard`).toEqual({
          payments: [{ from: 'discarder', amount: 2 * one }, { from: 'others', amount: one, count: 2 }],
          total: 4 * one,
        });
        expect(at('half', 'self-drawn'), `${faan} half self-drawn`).toEqual({
          payments: [{ from: 'each', amount: 2 * one, count: 3 }],
          total: 6 * one,
        });
        expect(at('full', 'discard'), `${faan} full discard`).toEqual({
          payments: [{ from: 'discarder', amount: 4 * one }],
          total: 4 * one,
        });
        expect(at('full', 'self-drawn'), `${faan} full self-drawn`).toEqual({
          payments: [{ from: 'each', amount: 2 * one, count: 3 }],
          total: 6 * one,
        });
      }
    });
  }
});
