/**
 * Hong Kong-specific rule data: payment curves, stakes, who pays (gun), the two-player rule and
 * the optional table settings. Shapes only; the values live in `payments.ts`. The payment functions
 * of `src/engine/payments/hong-kong.ts` read every number from here.
 */
import type { Payer, Wind } from '../../core/api.ts';
import type { RulesetDef } from '../../core/ruleset.ts';

export type CurveId = 'half-spicy' | 'full-spicy' | 'faan-laak-4-7-10';

/** One step of a tiered (faan-laak) curve: from `from` faan on, one share is `multiplier` stakes. */
export interface CurveTier {
  from: number;
  multiplier: number;
}

/** A payment curve: how many stakes one share is worth at each faan count. */
export type CurveDef =
  /** One multiplier per faan, index = faan (0 first); a faan beyond the list uses its last entry. */
  | { id: CurveId; native?: string; kind: 'table'; multipliers: number[] }
  /** Steps, lowest `from` first (the first from 0): the highest step reached applies. */
  | { id: CurveId; native?: string; kind: 'tiers'; tiers: CurveTier[] };

/** A customary stake (底): the single share at 0 faan. */
export interface StakeDef {
  /** Keys `tables.stakes.<id>` in the translations. */
  id: string;
  native: string;
  amount: number;
}

/** One payer's part of a settlement: how many shares it pays. */
export interface ShareRule {
  from: Payer;
  shares: number;
}

/** A settlement: who pays how many shares on a discard and on a self-draw. */
export interface Settlement {
  discard: ShareRule[];
  selfDrawn: ShareRule[];
}

export type GunId = 'half' | 'full';

/** 半銃 / 全銃: who pays on a four-player table. */
export interface GunDef extends Settlement {
  id: GunId;
  native: string;
}

/** The two-player game: the opponent pays on every win; the dealer seat alternates. */
export interface TwoPlayerRule extends Settlement {
  /** The value of the `players` setting that selects this rule. */
  players: number;
  /** Seats the dealer alternates between. */
  dealerSeats: Wind[];
}

/** The optional table settings (booleans, off by default), as data. */
export interface OptionalRules {
  /** Dealer pays / receives double: the dealer's payments are multiplied by this. */
  dealerDouble: { setting: string; multiplier: number };
  /** 包: the player who fed the winning self-draw pays for every loser. */
  baau: { setting: string };
  /** A false win pays each opponent what that opponent would pay on a self-drawn hand of the limit. */
  falseWinPenalty: { setting: string; win: 'self-drawn' };
}

export interface HongKongPayments {
  curves: CurveDef[];
  stakes: StakeDef[];
  guns: GunDef[];
  twoPlayer: TwoPlayerRule;
  /** Robbing the kong: the player who added to the kong pays as this payer. */
  robbingKongPayer: Payer;
  optional: OptionalRules;
}

export interface HongKongRuleset extends RulesetDef {
  id: 'hong-kong';
  payments: HongKongPayments;
}
