/**
 * Bounds of the hand input (`score-api.md`, "Bounds"): one table of data read by the input check,
 * the rule-data validation and the calculator, so a bound is written once.
 */
export interface IntegerBound {
  min: number;
  max: number;
}

export const BOUNDS = {
  honba: { min: 0, max: Number.MAX_SAFE_INTEGER },
  riichiSticks: { min: 0, max: Number.MAX_SAFE_INTEGER },
  /** The dealer-streak die: 0 (no streak) or a face of the ruleset's die (taiwan-club: 1–6). */
  dealerStreak: { min: 0, max: 6 },
  /**
   * Every payment a result or a venue's sheet gives (a share × the stake × the curve): a whole number
   * of points, at most the largest safe integer, so that every total is finite and exact.
   */
  payment: { min: 0, max: Number.MAX_SAFE_INTEGER },
} as const satisfies Record<string, IntegerBound>;
