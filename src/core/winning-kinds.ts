/**
 * The winning kinds of a waiting hand, and whether concealed tiles are complete: the Taiwanese sheet
 * counts a hand's winning kinds (its one-winning-tile items). Its own module, apart from the readings
 * (`waits.ts`), so that only the pages whose engine uses it ship it (each calculator page loads one
 * ruleset's engine; what the three share is one chunk, with every part any of them uses).
 */
import {
  groupComplete,
  isStandardComplete,
  nikoNiko,
  setsNeeded,
  sevenPairs,
  sixteenOrphans,
  thirteenOrphans,
  thirteenOrphans17,
} from './decompose.ts';
import { TERMINAL_HONOUR_KINDS, countTotal, type Counts, type TileKind } from './tiles.ts';
import type { MeldLike, Reading, SpecialShape } from './waits.ts';

/** True when `c` (concealed tiles, complete) forms a standard hand or one of `shapes`. */
export function isComplete(c: Counts, meldCount: number, handSize: number, shapes: readonly SpecialShape[]): boolean {
  if (isStandardComplete(c, setsNeeded(handSize, meldCount))) return true;
  if (meldCount > 0 || shapes.length === 0) return false;
  return isSpecialComplete(c, shapes);
}

/** True when `c` (closed concealed tiles, complete) forms one of `shapes`. */
function isSpecialComplete(c: Counts, shapes: readonly SpecialShape[]): boolean {
  for (const s of shapes) {
    switch (s) {
      case 'seven-pairs':
      case 'seven-pairs-fours':
        if (sevenPairs(c, s === 'seven-pairs-fours')) return true;
        break;
      case 'thirteen-orphans':
        if (thirteenOrphans(c) !== null) return true;
        break;
      case 'niko-niko':
        if (nikoNiko(c)) return true;
        break;
      case 'thirteen-orphans-17':
        if (thirteenOrphans17(c).length > 0) return true;
        break;
      case 'sixteen-orphans':
        if (sixteenOrphans(c)) return true;
        break;
    }
  }
  return false;
}

/**
 * The tile kinds that complete a waiting hand (the concealed tiles without the winning tile), in any
 * standard reading or one of `shapes`, leaving out a kind whose four copies are already all in the
 * hand (concealed tiles and melds); the first `max` of them, in kind order.
 */
export function winningKinds(
  handMinusWinTile: Counts,
  melds: readonly Pick<MeldLike, 'kinds'>[],
  handSize: number,
  shapes: readonly SpecialShape[] = [],
  /** Stop once this many kinds are found (a caller that only tells one kind from several asks for 2). */
  max = 34,
): TileKind[] {
  const c = handMinusWinTile.slice();
  const held = handMinusWinTile.slice();
  for (const m of melds) for (const k of m.kinds) held[k]++;
  const out: TileKind[] = [];
  const sets = setsNeeded(handSize, melds.length);
  // The special shapes are closed hands only (as in `isComplete`), and only those one tile away are tried.
  const reachable = melds.length === 0 && shapes.length > 0 ? oneTileFrom(c, shapes) : NO_SHAPES;
  const special = reachable.length > 0;
  // Sets never cross groups (the three suits, the honours): the tile completes a standard reading
  // when its own group then splits (with the pair where its count is 2 over a multiple of three)
  // and every other group splits as it is. The other groups are tested once, not per tile.
  const groups = countTotal(c) + 1 === sets * 3 + 2 ? completableGroups(c) : 0;
  const othersSplit = groups === 0 ? 0 : splittingOthers(c, groups);
  for (let k = 0; k < 34; k++) {
    if (held[k] >= 4) continue;
    const g = k < 27 ? (k / 9) | 0 : 3;
    // A standard reading can only use a kind that is already held or has a held neighbour within
    // two in its suit (alone it would be a single tile in no set and no pair).
    const standard = (othersSplit & (1 << g)) !== 0 && (c[k] > 0 || (k < 27 && hasNeighbour(c, k)));
    if (!standard && !special) continue;
    c[k]++;
    if ((standard && groupComplete(c, g, groupTotal(c, g) % 3 === 2)) || (special && isSpecialComplete(c, reachable))) out.push(k);
    c[k]--;
    if (out.length >= max) break;
  }
  return out;
}

/** The tiles of group `g` (0–2 a suit, 3 the honours). */
function groupTotal(c: Counts, g: number): number {
  const lo = g * 9;
  const end = g === 3 ? 34 : lo + 9;
  let n = 0;
  for (let k = lo; k < end; k++) n += c[k];
  return n;
}

/**
 * Of the groups in `groups` (bits), those whose every other group splits as it is: into sets, or
 * sets and the pair where its count is 2 over a multiple of three.
 */
function splittingOthers(c: Counts, groups: number): number {
  let splitting = 0;
  for (let h = 0; h < 4; h++) {
    const r = groupTotal(c, h) % 3;
    if (r !== 1 && groupComplete(c, h, r === 2)) splitting |= 1 << h;
  }
  let out = 0;
  for (let g = 0; g < 4; g++) {
    if ((groups & (1 << g)) === 0) continue;
    const others = 0b1111 & ~(1 << g);
    if ((splitting & others) === others) out |= 1 << g;
  }
  return out;
}

const NO_SHAPES: readonly SpecialShape[] = Object.freeze([]);

/**
 * The shapes of `shapes` that one more tile could complete from the waiting tiles `c`, by a test that
 * never leaves out one that could: the orphans shapes need all but one of their distinct
 * terminal / honour kinds (sixteen orphans: of the seven honours), niko niko at most one single tile.
 */
function oneTileFrom(c: Counts, shapes: readonly SpecialShape[]): readonly SpecialShape[] {
  let orphans = 0;
  for (let i = 0; i < TERMINAL_HONOUR_KINDS.length; i++) if (c[TERMINAL_HONOUR_KINDS[i]] > 0) orphans++;
  let honours = 0;
  for (let k = 27; k < 34; k++) if (c[k] > 0) honours++;
  let singles = 0;
  for (let k = 0; k < 34; k++) if (c[k] === 1) singles++;
  let out: SpecialShape[] | null = null;
  for (const s of shapes) {
    const possible =
      s === 'thirteen-orphans' || s === 'thirteen-orphans-17'
        ? orphans >= TERMINAL_HONOUR_KINDS.length - 1
        : s === 'sixteen-orphans'
          ? honours >= 6
          : s === 'niko-niko'
            ? singles <= 1
            : true;
    if (possible) (out ??= []).push(s);
  }
  return out ?? NO_SHAPES;
}

/**
 * The groups (bit 0–2 the suits m, p, s; bit 3 the honours) where one more tile can leave counts a
 * standard reading can have: sets are taken within a group, so in a complete hand every group's
 * count is a multiple of three, but the pair's group, which has two over.
 */
function completableGroups(c: Counts): number {
  const r = [0, 0, 0, 0];
  for (let k = 0; k < 34; k++) r[k < 27 ? (k / 9) | 0 : 3] += c[k];
  let bits = 0;
  for (let g = 0; g < 4; g++) {
    let twos = 0;
    let ok = true;
    for (let h = 0; h < 4 && ok; h++) {
      const x = (h === g ? r[h] + 1 : r[h]) % 3;
      if (x === 1) ok = false;
      else if (x === 2) twos++;
    }
    if (ok && twos === 1) bits |= 1 << g;
  }
  return bits;
}

/** Whether a suited kind has a held kind of its suit at distance 1 or 2. */
function hasNeighbour(c: Counts, k: TileKind): boolean {
  const n = k % 9;
  return (n >= 1 && c[k - 1] > 0) || (n >= 2 && c[k - 2] > 0) || (n <= 7 && c[k + 1] > 0) || (n <= 6 && c[k + 2] > 0);
}

/**
 * Whether a standard reading of the hand already shows a second kind that completes it, besides the
 * winning tile's (which the waiting hand holds at most three of): a two-sided chow's other side
 * (23 won on 1 also wins on 4), or a pair-to-pung wait's other pair — unless all four copies of
 * that kind are in the hand (`all`: concealed tiles and melds). When it does, `winningKinds(…, 2)`
 * has two kinds without the search; when it does not, only the search can tell.
 */
export function readingShowsSecondKind(readings: readonly Reading[], all: Counts): boolean {
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i];
    if (r.shape !== 'standard') continue;
    let other = -1;
    if (r.wait === 'two-sided') {
      // A two-sided wait is never 12 or 89 (those are edge waits): both sides lie in the suit.
      const first = r.sets[r.winSet].first;
      other = r.winTile === first ? first + 3 : first - 1;
    } else if (r.wait === 'pair-to-pung' && r.pair !== null) {
      other = r.pair;
    }
    if (other >= 0 && all[other] < 4) return true;
  }
  return false;
}
