/**
 * Shapes of the data that only the Taiwanese club sheet (Hé Fēn) has: base points, the dealer-streak
 * die, the winning-minimum ladder and the instant payments (paid when they happen, never hand points).
 */
import type { RulesetDef, Wind } from '../types.ts';

/** A party of an instant payment, seen from the table. */
export type InstantParty =
  | 'dealer' // the dealer (East)
  | 'holder' // the player holding the bouquet / the concealed kong / the instant win
  | 'each-other' // each of the other three players, one payment each
  | 'offender' // the player who made the false mahjong
  | 'first-discarder'; // the player who discarded the first of the four copies

/** The table settings that switch groups of instant payments on or off (for the whole table). */
export type InstantSetting = 'diceInstant' | 'bouquetInstant' | 'kongInstant';

/** What the four-discarded penalty depends on. */
export interface AmountByTile {
  honour: number;
  suited: number;
}

/** One row of the "instant payments" table. */
export interface InstantPaymentDef {
  /** Stable, kebab-case; keys `tables.instant.rows.<id>` in the translations. */
  id: string;
  /** 'payment' = a claim paid at once; 'penalty' = a fault. */
  kind: 'payment' | 'penalty';
  from: InstantParty;
  to: InstantParty;
  /**
   * Paid by each paying player (or to each receiving player): one number, one by tile kind, or
   * null for a row without a payment (its consequence is in the translation).
   */
  amount: number | AmountByTile | null;
  /** The table setting that switches this row; absent = always applies. */
  setting?: InstantSetting;
  /** The hand ends at once. */
  endsHand?: boolean;
  /** The player can no longer win, collect flower payments or declare kongs. */
  barsPlayer?: boolean;
}

/** Dealer-streak die face → points added to the dealer's next win. */
export interface DealerStreakRow {
  die: number;
  points: number;
}

export interface TaiwanClubRuleset extends RulesetDef {
  id: 'taiwan-club';
  unit: 'points';
  handSize: 17;
  /** Points every win starts from (the `base` item). */
  basePoints: number;
  /** Players at the table: a self-drawn win is paid by each of the others. */
  players: number;
  /** The dealer-streak die: face → points. */
  dealerStreak: DealerStreakRow[];
  /** The common winning-minimum ladder (the default of the `minimum` setting). */
  minimumLadder: Record<Wind, number>;
  instantPayments: InstantPaymentDef[];
}
