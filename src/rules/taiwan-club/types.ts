/**
 * Shapes of the data that only the Taiwanese club sheet (Hé Fēn) has: base points, the dealer-streak
 * die, the winning-minimum ladder and the instant payments (paid when they happen, never hand points).
 */
import type { MeldKind, Wind } from '../../core/api.ts';
import type { RulesetDef } from '../../core/ruleset.ts';

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

/**
 * What a special hand (Niko Niko, 13 Orphans, 16 Orphans) scores: the items of its own category plus
 * the listed items; nothing else (no closed-hand points, no wait items, no other section).
 */
export interface SpecialHandRule {
  /** The category of the special hands' own items. */
  category: string;
  /** Items of other categories a special hand still scores. */
  alsoScores: string[];
  /** Which item is read by which special shape of the engine (item id → shape id). */
  shapes: Record<string, 'niko-niko' | 'thirteen-orphans-17' | 'sixteen-orphans'>;
}

/**
 * When the Chicken Hand applies: a standard reading in which no found item of a blocking category
 * scores (items listed in `notBlocking` never block).
 */
export interface ChickenRule {
  blockingCategories: string[];
  /** Items of a blocking category that do not block (they belong to the winning moment). */
  notBlocking: string[];
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
  /**
   * The item that scores the die's points: on a venue's guide and sheet the dealer-streak table is
   * titled with that item's name there (a venue or preset may name it in its own words).
   */
  dealerStreakItem: string;
  /** The common winning-minimum ladder (the default of the `minimum` setting). */
  minimumLadder: Record<Wind, number>;
  instantPayments: InstantPaymentDef[];
  /** Declared melds that count as concealed pungs (a concealed kong, a kong claimed onto a concealed pung). */
  concealedPungMelds: MeldKind[];
  specialHands: SpecialHandRule;
  chicken: ChickenRule;
}
