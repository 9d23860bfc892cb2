/**
 * Riichi-specific rule data: fu rules, limit tiers, payments and the reference tables' axes.
 * Shapes only; the values live in `scoring.ts`. The payment functions of
 * `src/engine/payments/riichi.ts` read every number from here.
 */
import type { LimitTierId, RulesetDef } from '../../core/ruleset.ts';

/** A number fixed by the rules, or the value of a setting (e.g. open pinfu fu = setting `openPinfuFu`). */
export type FuAmount = number | { setting: string };

/** Fu of one pung by how it is held and what it holds; a kong multiplies it. */
export interface SetFu {
  open: { simple: number; terminalOrHonour: number };
  closed: { simple: number; terminalOrHonour: number };
  /** A kong is worth this many times the same pung. */
  kongMultiplier: number;
}

/** A hand whose fu is fixed instead of counted (seven pairs, pinfu tsumo, open pinfu-shape ron). */
export interface FixedFuHand {
  id: 'chiitoitsu' | 'pinfu-tsumo' | 'open-pinfu-ron';
  fu: FuAmount;
  /** How the hand is won for this fixed value ('any' = either). */
  win: 'self-drawn' | 'discard' | 'any';
  /** Yaku every such hand necessarily has (their closed values give the smallest han it can have). */
  impliedYaku: string[];
  /** True when the hand is closed, so a self-draw also scores menzen tsumo. */
  closed: boolean;
  /**
   * Its fu parts (score-api.md, "Fu parts"): `alone`, the whole value is the one part `id`; else the
   * base fu and the rest as the part `id` (not listed when the rest is 0).
   */
  part: { id: string; alone?: boolean };
}

export interface RiichiFuRules {
  /** Every hand starts with this (futei). */
  base: number;
  /** A closed hand won on a discard (menzen ron). */
  closedRon: number;
  /** A self-draw, except with pinfu. */
  selfDraw: number;
  sets: SetFu;
  pair: {
    /** A dragon, seat-wind or round-wind pair. */
    valued: number;
    /** A pair that is both seat and round wind: a setting (2 or 4). */
    doubleWind: FuAmount;
  };
  /** Single-tile waits; a two-sided wait adds nothing. */
  wait: { edge: number; closed: number; single: number; twoSided: number };
  /** Totals are rounded up to a multiple of this (except the fixed-fu hands). */
  roundTo: number;
  fixed: FixedFuHand[];
  /** Every id a fu part can have (`score-api.md`, "Fu parts"), in counting order: each has a name in every locale. */
  partIds: readonly string[];
}

/** One limit tier: reached by han (a range) and, for mangan, also by base points. */
export interface LimitTier {
  id: LimitTierId;
  /** Base points paid at this tier (before the ron / tsumo multipliers). */
  base: number;
  /** The tier applies from this many han … (absent: reached by yakuman patterns or kazoe only) */
  minHan?: number;
  /** … to this many (inclusive); absent = no upper bound from han alone (kazoe decides from its minHan). */
  maxHan?: number;
  /** Also reached when the computed base points are at least this (mangan: base ≥ 2000). */
  minBase?: number;
}

export interface RiichiLimits {
  /** base points = fu × 2^(han + baseExponent). */
  baseExponent: number;
  /** Ordered lowest first. The yakuman tier is the value of one yakuman pattern. */
  tiers: LimitTier[];
  /** Kiriage mangan: these han/fu pairs pay the tier when the setting is on. */
  kiriage: { setting: string; hands: { han: number; fu: number }[]; tier: LimitTierId };
  /** Counted (kazoe) han from this number on pay the tier the setting names ('sanbaiman' | 'yakuman'). */
  kazoe: { minHan: number; setting: string };
  /** Several yakuman patterns add up when this setting is on; otherwise the hand pays one. */
  multipleYakumanSetting: string;
}

export interface RiichiPayments {
  /** Base points × this, paid by the discarder. */
  ron: { dealerWinner: number; nonDealerWinner: number };
  /** Base points × this, paid by each player of that kind. */
  selfDraw: {
    dealerWinner: { each: number };
    nonDealerWinner: { dealer: number; nonDealer: number };
  };
  /** Every single payment is rounded up to a multiple of this. */
  roundTo: number;
  /** Counter (honba) bonus per counter: on a ron from the discarder, on a self-draw from each payer. */
  honba: { ron: number; selfDrawEach: number };
  /** One riichi stick; every stick on the table goes to the winner. */
  riichiStick: number;
  /** Number of players paying on a self-draw (everyone but the winner). */
  otherPlayers: number;
}

/** The axes of the han × fu payment table on the reference page. */
export interface RiichiTableAxes {
  /** Fu columns, left to right. */
  fu: number[];
  /** Han rows counted with fu; higher han are shown as their limit tiers. */
  han: number[];
}

/** Rules of how items combine that are not relations between two items. */
export interface RiichiCombination {
  /** A win needs at least one yaku; items with condition `not-a-yaku` (dora) do not count. */
  needsYaku: true;
  /** Yakuman patterns are scored apart: with one, ordinary han (and dora) do not count. */
  yakumanScoredApart: true;
}

export interface RiichiRuleset extends RulesetDef {
  id: 'riichi';
  fu: RiichiFuRules;
  limits: RiichiLimits;
  payments: RiichiPayments;
  tableAxes: RiichiTableAxes;
  combination: RiichiCombination;
}
