/**
 * Bounds of the hand input (`score-api.md`, "Bounds"): one table of data read by the input check,
 * the scorer's setting checks, the command line, the rule-data validation and the calculator, so a
 * bound is written once. Anything outside a bound is `invalid-input` naming the field; no check of
 * a bound costs more than one pass over the value it bounds.
 */
export interface IntegerBound {
  min: number;
  max: number;
}

export const BOUNDS = {
  /** `id`: a string of at most this many characters, or a safe integer; echoed exactly. */
  id: { maxLength: 256 },
  /** `hand` and each tile field (`winTile`, `bonusTiles`, the indicators, `melds[i].tiles`): characters. */
  tileText: { maxLength: 128 },
  /** Declared melds. */
  melds: { maxItems: 8 },
  /** Situational flags (each a string, none given twice). */
  flags: { maxItems: 32 },
  /**
   * Nesting of a JSON hand: the shapes need 3 (hand → melds → meld, hand → settings → minimum);
   * a line nested deeper than this is refused before it is parsed.
   */
  depth: { max: 8 },
  /** One line of `score --jsonl` input, in bytes of UTF-8 (a hand is a few hundred). */
  line: { maxBytes: 1 << 20 },
  honba: { min: 0, max: 99 },
  riichiSticks: { min: 0, max: 99 },
  /** The dealer-streak die: 0 (no streak) or a face of the ruleset's die (taiwan-club: 1–6). */
  dealerStreak: { min: 0, max: 6 },
  /**
   * Every payment a result or a venue's sheet gives (a share × the stake × the curve): a whole number
   * of points, at most the largest safe integer, so that every total is finite and exact.
   */
  payment: { min: 0, max: Number.MAX_SAFE_INTEGER },
  /**
   * Settings with a bound beyond their own type (rule data): Hong Kong `stake`, a finite number
   * above `min`; every payment it makes (the largest: stake × the curve's multiplier at the limit ×
   * the most shares a payer pays × the dealer double) is within `payment`.
   */
  settings: {
    stake: { min: 0 },
  },
} as const;

/**
 * Whether `id` is within its bound: a string of at most `BOUNDS.id.maxLength` characters or a safe
 * integer. Characters are Unicode's (code points): an emoji is one, though JavaScript counts two units.
 */
export function idInBounds(id: unknown): boolean {
  if (typeof id !== 'string') return Number.isSafeInteger(id);
  const max = BOUNDS.id.maxLength;
  // Each character is one or two units: only a string between the two needs counting.
  if (id.length <= max) return true;
  if (id.length > 2 * max) return false;
  return characters(id) <= max;
}

/** The Unicode characters (code points) of `s`: a surrogate pair counts once. */
export function characters(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}
