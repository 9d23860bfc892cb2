/**
 * Riichi fu rules, limit tiers and payments as data (seed 001 + riichi.md; the standard EMA / WRC
 * values where the seed is silent). Every number the payment functions and tables use is here.
 */
import type {
  RiichiCombination,
  RiichiFuRules,
  RiichiLimits,
  RiichiPayments,
  RiichiTableAxes,
} from './types.ts';

export const fu: RiichiFuRules = {
  base: 20,
  closedRon: 10,
  selfDraw: 2,
  sets: {
    open: { simple: 2, terminalOrHonour: 4 },
    closed: { simple: 4, terminalOrHonour: 8 },
    kongMultiplier: 4,
  },
  pair: { valued: 2, doubleWind: { setting: 'doubleWindPairFu' } },
  wait: { edge: 2, closed: 2, single: 2, twoSided: 0 },
  roundTo: 10,
  fixed: [
    { id: 'chiitoitsu', fu: 25, win: 'any', impliedYaku: ['chiitoitsu'], closed: true, part: { id: 'chiitoitsu', alone: true } },
    { id: 'pinfu-tsumo', fu: 20, win: 'self-drawn', impliedYaku: ['pinfu'], closed: true, part: { id: 'pinfu-tsumo' } },
    { id: 'open-pinfu-ron', fu: { setting: 'openPinfuFu' }, win: 'discard', impliedYaku: [], closed: false, part: { id: 'open-pinfu' } },
  ],
  partIds: [
    'base',
    'closed-ron',
    'self-draw',
    ...(['open', 'closed'] as const).flatMap((o) => (['pung', 'kan'] as const).flatMap((k) => (['simple', 'terminal'] as const).map((t) => `${o}-${k}-${t}`))),
    'pair-dragon',
    'pair-seat-wind',
    'pair-round-wind',
    'pair-double-wind',
    'wait-edge',
    'wait-closed',
    'wait-single',
    'open-pinfu',
    'chiitoitsu',
  ],
};

export const limits: RiichiLimits = {
  baseExponent: 2,
  tiers: [
    { id: 'mangan', base: 2000, minHan: 5, maxHan: 5, minBase: 2000 },
    { id: 'haneman', base: 3000, minHan: 6, maxHan: 7 },
    { id: 'baiman', base: 4000, minHan: 8, maxHan: 10 },
    { id: 'sanbaiman', base: 6000, minHan: 11 },
    { id: 'yakuman', base: 8000 },
  ],
  kiriage: {
    setting: 'kiriage',
    hands: [
      { han: 4, fu: 30 },
      { han: 3, fu: 60 },
    ],
    tier: 'mangan',
  },
  kazoe: { minHan: 13, setting: 'kazoe' },
  multipleYakumanSetting: 'multipleYakuman',
};

export const payments: RiichiPayments = {
  ron: { dealerWinner: 6, nonDealerWinner: 4 },
  selfDraw: {
    dealerWinner: { each: 2 },
    nonDealerWinner: { dealer: 2, nonDealer: 1 },
  },
  roundTo: 100,
  honba: { ron: 300, selfDrawEach: 100 },
  riichiStick: 1000,
  otherPlayers: 3,
};

export const tableAxes: RiichiTableAxes = {
  fu: [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110],
  han: [1, 2, 3, 4],
};

export const combination: RiichiCombination = {
  needsYaku: true,
  yakumanScoredApart: true,
};
