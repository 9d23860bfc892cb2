/**
 * Decomposition of concealed tiles: every reading as sets (chow / pung) + one pair, and the special
 * shapes as separate pure shape checks a ruleset opts into. Works on counts arrays only; the hot
 * path allocates nothing until a complete reading is found.
 */
import { TERMINAL_HONOUR_KINDS, countTotal, type Counts, type TileKind } from './tiles.ts';

export interface ConcealedSet {
  kind: 'chow' | 'pung';
  /** Lowest tile kind of the set. */
  first: TileKind;
}

/** One standard reading of the concealed tiles: `sets` (in kind order, pungs before chows of the same first tile) + a pair. */
export interface Decomposition {
  pair: TileKind;
  sets: ConcealedSet[];
}

/**
 * Concealed sets needed beside the declared melds: (handSize − 2) / 3 − melds. Hand sizes are
 * 3n + 2 (14, 17); the `| 0` keeps the result a small integer for the compiler (a plain division is
 * a float, and so is every index computed from it).
 */
export function setsNeeded(handSize: number, meldCount: number): number {
  return ((handSize - 2) / 3 | 0) - meldCount;
}

// Set codes on the internal stack: pung = kind, chow = CHOW + first kind.
const CHOW = 34;

/** Can `k` chows start at `i` (suited, number ≤ 7, enough of the next two kinds)? */
function canChows(c: Counts, i: number, k: number): boolean {
  return i < 27 && i % 9 <= 6 && c[i + 1] >= k && c[i + 2] >= k;
}

/** The tile count of the last `pairSuit` call that got past its per-suit checks. */
let pairSuitTotal = 0;

/**
 * Per-suit count check: a complete standard hand has, per suit, a count ≡ 0 (mod 3), except the
 * pair's suit ≡ 2; each honour kind 0, 2 or 3 (4 is not a set + pair of honours without a kong).
 * Returns the suit index that must hold the pair (0–3), or -1 when no pair placement can work.
 */
function pairSuit(c: Counts): number {
  let pairSuitIdx = -1;
  let total = 0;
  for (let s = 0; s < 3; s++) {
    let n = 0;
    const base = s * 9;
    for (let j = 0; j < 9; j++) n += c[base + j];
    total += n;
    const r = n % 3;
    if (r === 1) return -1;
    if (r === 2) {
      if (pairSuitIdx !== -1) return -1;
      pairSuitIdx = s;
    }
  }
  let honourPairs = 0;
  for (let k = 27; k < 34; k++) {
    const n = c[k];
    if (n === 1 || n === 4) return -1;
    if (n === 2) honourPairs++;
    total += n;
  }
  pairSuitTotal = total;
  if (honourPairs > 1) return -1;
  if (honourPairs === 1) return pairSuitIdx === -1 ? 3 : -1;
  return pairSuitIdx;
}

/**
 * True when the tiles of the kinds [i, end) split into sets (first solution only); the kinds past
 * `end` are not looked at (one group — a suit, or the honours — or every kind from `i`: end 34).
 */
function splitsWithin(c: Counts, i: number, end: number): boolean {
  while (i < end && c[i] === 0) i++;
  if (i === end) return true;
  const n = c[i];
  if (n >= 3) {
    const k = n - 3;
    if (k === 0 || canChows(c, i, k)) {
      c[i] -= 3 + k;
      if (k > 0) {
        c[i + 1] -= k;
        c[i + 2] -= k;
      }
      const good = splitsWithin(c, i + 1, end);
      c[i] += 3 + k;
      if (k > 0) {
        c[i + 1] += k;
        c[i + 2] += k;
      }
      if (good) return true;
    }
  }
  if (canChows(c, i, n)) {
    c[i] -= n;
    c[i + 1] -= n;
    c[i + 2] -= n;
    const good = splitsWithin(c, i + 1, end);
    c[i] += n;
    c[i + 1] += n;
    c[i + 2] += n;
    if (good) return true;
  }
  return false;
}

/**
 * True when the tiles of group `g` of `c` (0–2 the suits m, p, s; 3 the honours) split into sets,
 * with one pair besides when `withPair`. Sets never cross groups, so a standard hand is complete
 * exactly when every group is: one with the pair, the others sets only. `c` is restored.
 */
export function groupComplete(c: Counts, g: number, withPair: boolean): boolean {
  const lo = g * 9;
  const end = g === 3 ? 34 : lo + 9;
  if (!withPair) return splitsWithin(c, lo, end);
  for (let p = lo; p < end; p++) {
    if (c[p] < 2) continue;
    c[p] -= 2;
    const good = splitsWithin(c, lo, end);
    c[p] += 2;
    if (good) return true;
  }
  return false;
}

/**
 * True when `c` (the concealed tiles) is `sets` sets + one pair. Does not allocate. `c` is restored
 * before returning (it is used as scratch space).
 */
export function isStandardComplete(c: Counts, sets: number): boolean {
  if (sets < 0 || countTotal(c) !== sets * 3 + 2) return false;
  const s = pairSuit(c);
  if (s < 0) return false;
  const lo = s * 9;
  const hi = s === 3 ? 34 : lo + 9;
  for (let p = lo; p < hi; p++) {
    if (c[p] < 2) continue;
    c[p] -= 2;
    const good = splitsWithin(c, 0, 34);
    c[p] += 2;
    if (good) return true;
  }
  return false;
}

/** Scratch stack of set codes for the search (grown when a caller asks for more sets). */
let stack: number[] = new Array(16).fill(0);

/**
 * Appends each reading of `c` (pair `pair` already taken out) from kind `i` on as a record
 * `[pair, code × sets]` to `out` (set codes: pung = kind, chow = CHOW + first kind). Returns the new
 * length of `out`.
 */
function collect(c: Counts, i: number, depth: number, pair: TileKind, out: number[], end: number): number {
  while (i < 34 && c[i] === 0) i++;
  if (i === 34) {
    out[end++] = pair;
    for (let d = 0; d < depth; d++) out[end++] = stack[d];
    return end;
  }
  const n = c[i];
  // Either one pung here plus (n − 3) chows from here, or n chows from here: each multiset of sets
  // is produced exactly once.
  if (n >= 3) {
    const k = n - 3;
    if (k === 0 || canChows(c, i, k)) {
      c[i] -= 3 + k;
      // Only with chows: a pung of an 8, 9 or honour has no next two kinds to touch.
      if (k > 0) {
        c[i + 1] -= k;
        c[i + 2] -= k;
      }
      stack[depth] = i;
      for (let j = 1; j <= k; j++) stack[depth + j] = CHOW + i;
      end = collect(c, i + 1, depth + 1 + k, pair, out, end);
      c[i] += 3 + k;
      if (k > 0) {
        c[i + 1] += k;
        c[i + 2] += k;
      }
    }
  }
  if (canChows(c, i, n)) {
    c[i] -= n;
    c[i + 1] -= n;
    c[i + 2] -= n;
    for (let j = 0; j < n; j++) stack[depth + j] = CHOW + i;
    end = collect(c, i + 1, depth + n, pair, out, end);
    c[i] += n;
    c[i + 1] += n;
    c[i + 2] += n;
  }
  return end;
}

/** The set code of a chow starting at kind `first` in the records of `decomposeCodes` (a pung's code is its kind). */
export const CHOW_CODE = CHOW;

/**
 * `decompose` without objects: every reading of `c` as `sets` sets + one pair, written to `out` as
 * records of `1 + sets` numbers (the pair, then the set codes: a pung is its kind, a chow
 * `CHOW_CODE` + its first kind), in the order `decompose` lists them. Returns the number of
 * readings. `out` is overwritten from index 0; `c` is used as scratch space and restored.
 */
export function decomposeCodes(c: Counts, sets: number, out: number[]): number {
  if (sets < 0) return 0;
  const s = pairSuit(c);
  if (s < 0 || pairSuitTotal !== sets * 3 + 2) return 0;
  if (stack.length < sets + 4) stack = new Array(sets + 4).fill(0);
  const lo = s * 9;
  const hi = s === 3 ? 34 : lo + 9;
  let end = 0;
  for (let p = lo; p < hi; p++) {
    if (c[p] < 2) continue;
    c[p] -= 2;
    end = collect(c, 0, 0, p, out, end);
    c[p] += 2;
  }
  return (end / (1 + sets)) | 0;
}

/**
 * Every distinct reading of the concealed tiles `c` as `sets` sets (chow / pung) + one pair, pairs in
 * kind order. Empty when there is none. `c` is used as scratch space and restored.
 */
export function decompose(c: Counts, sets: number): Decomposition[] {
  const codes: number[] = [];
  const n = decomposeCodes(c, sets, codes);
  const out: Decomposition[] = [];
  for (let r = 0, at = 0; r < n; r++) {
    const pair = codes[at++];
    const list: ConcealedSet[] = new Array(sets);
    for (let d = 0; d < sets; d++) {
      const code = codes[at++];
      list[d] = code >= CHOW ? { kind: 'chow', first: code - CHOW } : { kind: 'pung', first: code };
    }
    out.push({ pair, sets: list });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Special shapes (pure shape checks on the concealed tiles; the hand must have no declared melds)

/**
 * Seven pairs (14 tiles). With `allowFour`, four identical tiles count as two pairs; otherwise the
 * seven pairs must be distinct. Returns the pair kinds (a four appears twice), or null.
 */
export function sevenPairs(c: Counts, allowFour: boolean): TileKind[] | null {
  // Check before building the list: most hands are not seven pairs.
  let total = 0;
  for (let k = 0; k < 34; k++) {
    const n = c[k];
    if (n === 0) continue;
    if (n !== 2 && !(n === 4 && allowFour)) return null;
    total += n;
  }
  if (total !== 14) return null;
  const pairs: TileKind[] = [];
  for (let k = 0; k < 34; k++) {
    const n = c[k];
    if (n === 0) continue;
    if (n === 2) pairs.push(k);
    else if (n === 4 && allowFour) pairs.push(k, k);
    else return null;
  }
  return pairs;
}

/** Thirteen orphans (14 tiles): one of each terminal and honour kind plus a pair of one. Returns the pair kind, or null. */
export function thirteenOrphans(c: Counts): TileKind | null {
  // The shape first (most hands fail at the first kind), then the tile count.
  let pair = -1;
  for (let i = 0; i < TERMINAL_HONOUR_KINDS.length; i++) {
    const k = TERMINAL_HONOUR_KINDS[i];
    if (c[k] === 2 && pair === -1) pair = k;
    else if (c[k] !== 1) return null;
  }
  if (pair === -1 || countTotal(c) !== 14) return null;
  return pair;
}

export interface NikoNikoShape {
  /** The seven pair kinds; a four kept as two pairs appears twice. */
  pairs: TileKind[];
  pung: TileKind;
  /** Kinds held four times (as two pairs). */
  fours: TileKind[];
}

/** Niko Niko (17 tiles): seven pairs + one pung; four identical tiles may be two pairs. */
export function nikoNiko(c: Counts): NikoNikoShape | null {
  if (countTotal(c) !== 17) return null;
  const pairs: TileKind[] = [];
  const fours: TileKind[] = [];
  let pung = -1;
  for (let k = 0; k < 34; k++) {
    const n = c[k];
    if (n === 0) continue;
    if (n === 2) pairs.push(k);
    else if (n === 4) {
      pairs.push(k, k);
      fours.push(k);
    } else if (n === 3 && pung === -1) pung = k;
    else return null;
  }
  return pung === -1 || pairs.length !== 7 ? null : { pairs, pung, fours };
}

export interface ThirteenOrphans17Shape {
  /** The terminal / honour kind held as the pair. */
  pair: TileKind;
  /** The one extra set. */
  set: ConcealedSet;
}

/**
 * Taiwanese 13 Orphans (17 tiles): one of each of the 13 terminal / honour kinds, one of them
 * doubled into a pair (14 tiles, as in thirteen orphans), plus one extra pung or chow. Every way to read the tiles so (usually one).
 */
export function thirteenOrphans17(c: Counts): ThirteenOrphans17Shape[] {
  const out: ThirteenOrphans17Shape[] = [];
  if (countTotal(c) !== 17) return out;
  for (const k of TERMINAL_HONOUR_KINDS) if (c[k] < 1) return out;
  const rest = c.slice();
  for (const k of TERMINAL_HONOUR_KINDS) rest[k]--;
  for (const p of TERMINAL_HONOUR_KINDS) {
    // The pair is the single of its kind plus one more copy (as in 14-tile thirteen orphans).
    if (rest[p] < 1) continue;
    rest[p] -= 1;
    // Three tiles remain: a pung or a chow.
    let first = 0;
    while (first < 34 && rest[first] === 0) first++;
    if (rest[first] === 3) out.push({ pair: p, set: { kind: 'pung', first } });
    else if (rest[first] === 1 && canChows(rest, first, 1)) out.push({ pair: p, set: { kind: 'chow', first } });
    rest[p] += 1;
  }
  return out;
}

export interface SixteenOrphansShape {
  /** The kind held twice. */
  pair: TileKind;
  /** The three numbers held in each suit (m, p, s), ascending. */
  numbers: [number[], number[], number[]];
}

/**
 * 16 Orphans (17 tiles): in each suit three numbers pairwise differing by 3 or more, all seven
 * honours, and one more tile pairing any of those 16.
 */
export function sixteenOrphans(c: Counts): SixteenOrphansShape | null {
  if (countTotal(c) !== 17) return null;
  let pair = -1;
  for (let k = 0; k < 34; k++) {
    if (c[k] === 2 && pair === -1) pair = k;
    else if (c[k] > 1) return null;
  }
  if (pair === -1) return null;
  for (let k = 27; k < 34; k++) if (c[k] === 0) return null;
  const numbers: [number[], number[], number[]] = [[], [], []];
  for (let s = 0; s < 3; s++) {
    for (let j = 0; j < 9; j++) if (c[s * 9 + j] > 0) numbers[s].push(j + 1);
    const ns = numbers[s];
    if (ns.length !== 3 || ns[1] - ns[0] < 3 || ns[2] - ns[1] < 3) return null;
  }
  return { pair, numbers };
}
