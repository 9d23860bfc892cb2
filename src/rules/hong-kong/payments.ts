/**
 * Hong Kong payments as data (hong-kong.md, "Payments"): the curves (Chinese Wikipedia, Cantonese
 * mahjong payment), the customary stakes, half gun / full gun, the two-player rule and the optional
 * table settings. `src/engine/payments/hong-kong.ts` computes from these; no page types a number.
 */
import type { HongKongPayments } from './types.ts';

export const payments: HongKongPayments = {
  curves: [
    {
      id: 'half-spicy',
      native: '半辣上',
      kind: 'table',
      // doubles to 4 faan, then alternates ×1.5 and ×4/3
      multipliers: [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384],
    },
    {
      id: 'full-spicy',
      native: '全辣 / 辣辣上',
      kind: 'table',
      // doubles every faan
      multipliers: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192],
    },
    {
      id: 'faan-laak-4-7-10',
      kind: 'tiers',
      tiers: [
        { from: 0, multiplier: 1 },
        { from: 1, multiplier: 2 },
        { from: 2, multiplier: 4 },
        { from: 3, multiplier: 8 },
        { from: 4, multiplier: 16 },
        { from: 7, multiplier: 32 },
        { from: 10, multiplier: 64 },
      ],
    },
  ],
  stakes: [
    { id: 'two-five-chicken', native: '二五雞', amount: 0.25 },
    { id: 'five-one', native: '五一', amount: 0.5 },
    { id: 'one-two-dollar', native: '一二蚊', amount: 1 },
  ],
  guns: [
    {
      id: 'half',
      native: '半銃',
      // discarder a double share ("full"), each of the other two a single share ("half")
      discard: [
        { from: 'discarder', shares: 2 },
        { from: 'others', shares: 1 },
      ],
      selfDrawn: [{ from: 'each', shares: 2 }],
    },
    {
      id: 'full',
      native: '全銃',
      // the discarder alone pays what all three would have paid under half gun
      discard: [{ from: 'discarder', shares: 4 }],
      selfDrawn: [{ from: 'each', shares: 2 }],
    },
  ],
  twoPlayer: {
    players: 2,
    // on every win the opponent pays what one loser pays on a self-draw
    discard: [{ from: 'opponent', shares: 2 }],
    selfDrawn: [{ from: 'opponent', shares: 2 }],
    dealerSeats: ['east', 'west'],
  },
  robbingKongPayer: 'discarder',
  optional: {
    dealerDouble: { setting: 'dealerDouble', multiplier: 2 },
    baau: { setting: 'baau' },
    falseWinPenalty: { setting: 'falseWinPenalty', win: 'self-drawn' },
  },
};
