/** Small list helpers of the scoring hot path. */

/**
 * The first `n` entries of `list`, as a new array of exactly that length. Up to four entries it is
 * an array literal, which the compiler builds inline; `slice` is a builtin call that costs more
 * than the copy for the short lists of a hand (its found items, readings, indicator tiles).
 */
export function firstOf<T>(list: readonly T[], n: number): T[] {
  switch (n) {
    case 0:
      return [];
    case 1:
      return [list[0]];
    case 2:
      return [list[0], list[1]];
    case 3:
      return [list[0], list[1], list[2]];
    case 4:
      return [list[0], list[1], list[2], list[3]];
    default:
      return list.slice(0, n);
  }
}
