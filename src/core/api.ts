/**
 * The scoring contract of `shared/spec/score-api.md`: one input shape and one result shape for every
 * ruleset. Types only — the calculator, the pages, the tests and the command line share them.
 */

/** The rulesets of the contract (`ruleset` in a hand). */
export type RulesetId = 'riichi' | 'hong-kong' | 'taiwan-club';
export const RULESET_IDS: readonly RulesetId[] = ['riichi', 'hong-kong', 'taiwan-club'];

export type Wind = 'east' | 'south' | 'west' | 'north';
export const WINDS: readonly Wind[] = ['east', 'south', 'west', 'north'];

/** A setting's value (`settings` in a hand). */
export type SettingValue = boolean | number | string | Record<string, number> | number[];

export type MeldKind = 'chi' | 'pon' | 'kan-open' | 'kan-added' | 'kan-closed';

export interface MeldInput {
  kind: MeldKind;
  /** mpsz, e.g. "123m", "555z". */
  tiles: string;
}

export type WinKind = 'self-drawn' | 'discard';

export type Flag =
  | 'riichi'
  | 'double-riichi'
  | 'ippatsu'
  | 'kong-replacement'
  | 'double-kong-replacement'
  | 'flower-replacement'
  | 'robbing-kong'
  | 'last-tile'
  | 'heavenly'
  | 'earthly'
  | 'human'
  | 'ding-ding'
  | 'first-4-discards'
  | 'first-7-discards'
  | 'first-10-discards'
  | 'dealer-first-discard';

/** A hand and its situation, without the ruleset: what an item's worked example carries. */
export interface HandExample {
  /** The concealed tiles in mpsz, including the winning tile. */
  hand: string;
  melds?: MeldInput[];
  winTile: string;
  win: WinKind;
  seatWind?: Wind;
  roundWind?: Wind;
  dealer?: boolean;
  discarder?: Wind;
  bonusTiles?: string;
  flags?: Flag[];
  doraIndicators?: string;
  uraDoraIndicators?: string;
  honba?: number;
  riichiSticks?: number;
  dealerStreak?: number;
  round?: Wind;
  /**
   * The seat liable under the preset's liability rule (riichi pao, Hong Kong 包), where it plays one
   * (`score-api.md`, "Payments by seat, liability"): never the winner.
   */
  liable?: Wind;
  /** A preset the example is meant for, where the item only exists (or differs) in that preset. */
  preset?: string;
  settings?: Record<string, SettingValue>;
}

/** One hand to score (`score-api.md`, "Hand input"). */
export interface HandInput extends HandExample {
  id?: unknown;
  ruleset: RulesetId;
}

export type ErrorCode =
  | 'unknown-ruleset'
  | 'unknown-preset'
  | 'invalid-setting'
  | 'invalid-input'
  | 'invalid-notation'
  | 'unknown-flag'
  | 'wrong-tile-count'
  | 'too-many-copies'
  | 'win-tile-not-in-hand'
  | 'conflicting-flags'
  | 'not-waiting'
  | 'not-a-winning-hand'
  | 'no-yaku'
  | 'below-minimum';

/** The order in which checks run: the first failing one names the code. */
export const ERROR_CODES: readonly ErrorCode[] = [
  'unknown-ruleset',
  'unknown-preset',
  'invalid-setting',
  'invalid-input',
  'invalid-notation',
  'unknown-flag',
  'wrong-tile-count',
  'too-many-copies',
  'win-tile-not-in-hand',
  'conflicting-flags',
  'not-waiting',
  'not-a-winning-hand',
  'no-yaku',
  'below-minimum',
];

export interface ScoredItem {
  id: string;
  value: number;
  /** For tiered items: which tier scored. */
  tier?: string;
  /** For items counted several times (dora, flowers, dragon pungs): how many. */
  count?: number;
  /**
   * How the item counts (`score-api.md`, "Why each item counts"): at a limit (a limit hand, a
   * yakuman, a riichi item worth a named tier), in a tier, or several times.
   */
  how?: { limit: true } | { tier: string } | { count: number };
}

/** Why an item that held for the scored reading does not count (`score-api.md`, "Why each item counts, or does not"). */
export interface ExcludedItem {
  id: string;
  /** The item that makes it not count. */
  by: string;
  relation: 'replaces' | 'includes' | 'not-with' | 'once';
}

/**
 * Who pays a payment line. `liable`: the seat of the input's `liable`, paying under the preset's
 * liability rule (riichi pao, Hong Kong 包) what the rule puts on him.
 */
export type Payer = 'discarder' | 'dealer' | 'non-dealer' | 'each' | 'others' | 'opponent' | 'liable';
/** Every payer of a payment line (each has its words: `ui:calc.payer.<payer>`, `ui:example.result.payer.<payer>`). */
export const PAYERS: readonly Payer[] = ['discarder', 'dealer', 'non-dealer', 'each', 'others', 'opponent', 'liable'];

/**
 * One line of a settlement: what each player of the kind `from` pays. `count` is how many players
 * pay that amount when the line stands for more than one (`each`, `others`, `non-dealer`), so the
 * payments add up to the total as Σ amount × (count ?? 1), plus riichi sticks.
 */
export interface Payment {
  from: Payer;
  amount: number;
  count?: number;
}

/**
 * One part of a riichi hand's fu (`score-api.md`, "Fu parts"): its id, its fu, and the tiles it
 * belongs to (mpsz: a set's tiles, the pair, or the winning tile of a wait part; a red five is `0`).
 */
export interface FuPart {
  id: string;
  fu: number;
  tiles?: string;
}

export interface ScoreSuccess {
  id?: unknown;
  ok: true;
  ruleset: RulesetId;
  preset: string;
  items: ScoredItem[];
  han?: number;
  fu?: number;
  /** Riichi: the parts of `fu` before rounding, in the order counted (absent on a yakuman). */
  fuParts?: FuPart[];
  faan?: number;
  points?: number;
  /** Items that held for the scored reading but do not count, and why (absent when there is none). */
  excluded?: ExcludedItem[];
  limit: string | null;
  payments: Payment[];
  total: number;
  /**
   * Riichi, when the hand's `honba` is above 0: the points the counters add, in `payments` and
   * `total` (each payer's share is in its payment line). Absent otherwise.
   */
  honbaPoints?: number;
  /**
   * Riichi, when the hand's `riichiSticks` is above 0: the points of the riichi sticks on the table,
   * which the winner takes: in `total`, in no payment line. Absent otherwise.
   */
  riichiStickPoints?: number;
  /**
   * What each seat pays (negative) or receives (the winner), sticks and counters included: the seats
   * of the game (two for a two-player game). Absent when the seats cannot be told (a win on a discard
   * without `discarder`).
   */
  paymentsBySeat?: Partial<Record<Wind, number>>;
  reading: string;
}

/**
 * What the flags of a `conflicting-flags` error cannot go with, when it is not (only) another flag
 * (`score-api.md`, "Errors that name their cause"): the winner's seat (dealer or not, the discarder's
 * seat), the way of winning, the declared melds, or the hand (its tiles, bonus tiles or reading).
 */
export type ConflictWith = 'seat' | 'win' | 'melds' | 'hand';
export const CONFLICT_WITH: readonly ConflictWith[] = ['seat', 'win', 'melds', 'hand'];

/**
 * What would make a conflicting hand possible (the words of a conflict without its English message:
 * the calculator's `ui:conflict.<need>`). `not-together`: remove one of the flags; `riichi`: declare
 * riichi or double riichi; `dealer` / `non-dealer`: the winner's seat; `dealer-discarder`: the dealer
 * (east) discarded; `self-drawn` / `discard`: the way of winning; `no-discarder`: a self-draw names no
 * discarder; `closed`: no open meld; `no-melds`: no meld at all; `kong` / `two-kongs`: declared kongs;
 * `bonus-tile`: a flower or season; `robbed-tile`: a robbed kong tile is the fourth copy of its tile, so
 * the winner holds no other; `other-reading`: no reading of the tiles allows the flag.
 */
export type ConflictNeed =
  | 'not-together'
  | 'riichi'
  | 'dealer'
  | 'non-dealer'
  | 'dealer-discarder'
  | 'self-drawn'
  | 'discard'
  | 'no-discarder'
  | 'closed'
  | 'no-melds'
  | 'kong'
  | 'two-kongs'
  | 'bonus-tile'
  | 'robbed-tile'
  | 'other-reading';
export const CONFLICT_NEEDS: readonly ConflictNeed[] = [
  'not-together',
  'riichi',
  'dealer',
  'non-dealer',
  'dealer-discarder',
  'self-drawn',
  'discard',
  'no-discarder',
  'closed',
  'no-melds',
  'kong',
  'two-kongs',
  'bonus-tile',
  'robbed-tile',
  'other-reading',
];

/** A result's error. */
export interface ScoreError {
  code: ErrorCode;
  /** English. */
  message: string;
  position?: number;
  /** The input field the problem is in (`hand`, `melds[1].tiles`, `winTile`, `flags[0]` …), where known. */
  field?: string;
  /** `conflicting-flags`: the flags involved, as the conflict table names them (none for a discarder on a self-draw). */
  flags?: string[];
  /** `conflicting-flags`: what else is involved, when it is not (only) another flag. */
  with?: ConflictWith;
  /** `conflicting-flags`: what would make the hand possible (the localized message's words). */
  need?: ConflictNeed;
  /** `conflicting-flags`: the id of the rule of the ruleset's conflict table. */
  rule?: string;
}

export interface ScoreFailure {
  id?: unknown;
  ok: false;
  error: ScoreError;
  items?: ScoredItem[];
  han?: number;
  fu?: number;
  fuParts?: FuPart[];
  faan?: number;
  points?: number;
  excluded?: ExcludedItem[];
  reading?: string;
}

export type ScoreResult = ScoreSuccess | ScoreFailure;

/** One tile a waiting hand completes on, scored both ways (`score-api.md`, "Waits"). */
export interface Wait {
  /** mpsz, a plain five for a five. */
  tile: string;
  discard: ScoreResult;
  selfDrawn: ScoreResult;
}

/** A hand one tile short, given without `winTile`: its waits (`score-api.md`, "Waits"). */
export interface WaitsResult {
  id?: unknown;
  ok: true;
  ruleset?: string;
  preset?: string;
  waits: Wait[];
}

/** A hand of the winning count with `discards: true`: the discards that leave it waiting. */
export interface DiscardsResult {
  id?: unknown;
  ok: true;
  discards: { tile: string; waits: string[] }[];
}

/** Every answer of the contract: a scored hand, its waits, its discards, or a failure. */
export type ScoreAnswer = ScoreResult | WaitsResult | DiscardsResult;
