/**
 * Tiles: 34 compact kinds in Tenhou order, counts arrays, and mpsz text.
 *
 *   0–8   1m–9m (characters)      9–17  1p–9p (dots)      18–26  1s–9s (bamboo)
 *   27–30 1z–4z East South West North                      31–33  5z–7z White Green Red
 *
 * A red five is an ordinary five kind plus a `red` mark (`0m` / `0p` / `0s`). Bonus tiles
 * (`1f`–`8f`: flowers 1–4, seasons 5–8) are not kinds: they are numbers 1–8 kept apart.
 * Ruleset-independent: no scoring values here.
 */
import type { Wind } from './api.ts';

/** A tile kind, 0–33. */
export type TileKind = number;
/**
 * How many of each kind: always 34 small integers, in a plain array made by `emptyCounts` (or a
 * copy of one). Not a typed array: V8 makes a small array several times faster than a typed
 * array, and reads both alike. Code that changes counts must stay inside the 34 kinds (a write past
 * the end would grow the array, where a typed array ignored it).
 */
export type Counts = number[];
/** A bonus tile number, 1–8 (1–4 flowers, 5–8 seasons). */
export type BonusTile = number;

export const KIND_COUNT = 34;
export type SuitLetter = 'm' | 'p' | 's' | 'z';
export const SUIT_LETTERS: readonly SuitLetter[] = ['m', 'p', 's', 'z'];

export const EAST = 27;
export const SOUTH = 28;
export const WEST = 29;
export const NORTH = 30;
export const WHITE = 31;
export const GREEN = 32;
export const RED = 33;

/** A concrete tile: its kind and, for a five, whether it is a red five. */
export interface Tile {
  kind: TileKind;
  red: boolean;
}

/** 0 = m, 1 = p, 2 = s, 3 = z. */
export function suitIndex(k: TileKind): 0 | 1 | 2 | 3 {
  return (k < 9 ? 0 : k < 18 ? 1 : k < 27 ? 2 : 3) as 0 | 1 | 2 | 3;
}

export function suitOf(k: TileKind): SuitLetter {
  return SUIT_LETTERS[suitIndex(k)];
}

/** The number on the tile: 1–9 for suits, 1–7 for honours (mpsz numbering). */
export function numberOf(k: TileKind): number {
  return k < 27 ? (k % 9) + 1 : k - 26;
}

/** The kind of `n` in `suit` (honours: 1–7), or -1 when out of range. */
export function kindOf(suit: SuitLetter | 0 | 1 | 2 | 3, n: number): TileKind {
  const s = typeof suit === 'number' ? suit : SUIT_LETTERS.indexOf(suit);
  if (!Number.isInteger(n) || s < 0) return -1;
  if (s === 3) return n >= 1 && n <= 7 ? 27 + n - 1 : -1;
  return n >= 1 && n <= 9 ? s * 9 + n - 1 : -1;
}

export function isSuited(k: TileKind): boolean {
  return k < 27;
}
export function isHonour(k: TileKind): boolean {
  return k >= 27;
}
/** A suited 1 or 9. */
export function isTerminal(k: TileKind): boolean {
  return k < 27 && (k % 9 === 0 || k % 9 === 8);
}
/** A terminal or an honour (yaochuuhai). */
export function isTerminalOrHonour(k: TileKind): boolean {
  return k >= 27 || k % 9 === 0 || k % 9 === 8;
}
/** A suited 2–8. */
export function isSimple(k: TileKind): boolean {
  return k < 27 && k % 9 !== 0 && k % 9 !== 8;
}
export function isWind(k: TileKind): boolean {
  return k >= EAST && k <= NORTH;
}
export function isDragon(k: TileKind): boolean {
  return k >= WHITE && k <= RED;
}
export function isFive(k: TileKind): boolean {
  return k < 27 && k % 9 === 4;
}

/** The 13 terminal and honour kinds, in kind order. */
export const TERMINAL_HONOUR_KINDS: readonly TileKind[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/**
 * The tile an indicator points at (riichi dora): the next number within a suit (9 → 1), the next wind
 * (North → East), the next dragon (Red → White).
 */
export function nextKind(k: TileKind): TileKind {
  if (k < 27) return k % 9 === 8 ? k - 8 : k + 1;
  if (k <= NORTH) return k === NORTH ? EAST : k + 1;
  return k === RED ? WHITE : k + 1;
}

export const WIND_KINDS: Readonly<Record<Wind, TileKind>> = { east: EAST, south: SOUTH, west: WEST, north: NORTH };

/** The wind tile of a seat or round. */
export function windKind(w: Wind): TileKind {
  // A switch rather than `WIND_KINDS[w]`: no keyed lookup by a varying name on the hot path.
  switch (w) {
    case 'east':
      return EAST;
    case 'south':
      return SOUTH;
    case 'west':
      return WEST;
    case 'north':
      return NORTH;
  }
  return WIND_KINDS[w];
}

/** Seat number of a wind: east 1 … north 4. */
export function seatNumber(w: Wind): 1 | 2 | 3 | 4 {
  return (WIND_KINDS[w] - EAST + 1) as 1 | 2 | 3 | 4;
}

// ---------------------------------------------------------------------------------------------
// Bonus tiles

export function isFlower(b: BonusTile): boolean {
  return b >= 1 && b <= 4;
}
export function isSeason(b: BonusTile): boolean {
  return b >= 5 && b <= 8;
}
/** The seat a bonus tile belongs to: ((n − 1) mod 4) + 1, East = 1. */
export function bonusSeat(b: BonusTile): 1 | 2 | 3 | 4 {
  return ((((b - 1) % 4) + 4) % 4 + 1) as 1 | 2 | 3 | 4;
}
/** True when bonus tile `b` is the own flower / season of `seat`. */
export function isOwnBonus(b: BonusTile, seat: Wind): boolean {
  return bonusSeat(b) === seatNumber(seat);
}

// ---------------------------------------------------------------------------------------------
// Text

/** `1m` … `7z`; a red five prints as `0m` / `0p` / `0s`. */
export function tileToString(k: TileKind, red = false): string {
  return `${red && isFive(k) ? 0 : numberOf(k)}${suitOf(k)}`;
}

/**
 * Compact mpsz for a list of tiles, in the given order, sharing suit letters between neighbours:
 * [0,1,2,9] → "123m1p". Pass `sort` to print in kind order; `reds: false` prints a red five as a
 * plain one (where red fives are not played).
 */
export function tilesToString(tiles: readonly (TileKind | Tile)[], sort = false, reds = true): string {
  let list = tiles;
  if (sort) {
    const copy = tiles.map((t) => (typeof t === 'number' ? { kind: t, red: false } : t));
    copy.sort((a, b) => a.kind - b.kind || Number(b.red) - Number(a.red));
    list = copy;
  }
  let out = '';
  let suit = '';
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    const kind = typeof t === 'number' ? t : t.kind;
    const s = suitOf(kind);
    if (suit !== '' && s !== suit) out += suit;
    suit = s;
    out += reds && typeof t !== 'number' && t.red && isFive(kind) ? '0' : numberOf(kind);
  }
  return out + suit;
}

/** `copiesToString` without red fives, per count (1–4) and kind, made on first use. */
const COPIES_TEXT: (string | undefined)[][] = [[], [], [], [], []];

/** `size` copies of one kind in mpsz, the first `red` of them red fives: "055m" (`tilesToString` of those tiles). */
export function copiesToString(kind: TileKind, size: number, red = 0): string {
  if (size < 1) return '';
  const reds = isFive(kind) ? Math.min(red, size) : 0;
  const row = reds === 0 ? COPIES_TEXT[size] : undefined;
  const known = row?.[kind];
  if (known !== undefined) return known;
  const text = '0'.repeat(reds) + String(numberOf(kind)).repeat(size - reds) + suitOf(kind);
  if (row) row[kind] = text;
  return text;
}

// ---------------------------------------------------------------------------------------------
// Counts

/** 34 zeros written out: an array literal has packed small-integer elements, which its copies keep. */
// prettier-ignore
const ZERO_COUNTS: readonly number[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0,
];

export function emptyCounts(): Counts {
  return ZERO_COUNTS.slice();
}

export function countsOf(tiles: Iterable<TileKind | Tile>): Counts {
  const c = emptyCounts();
  for (const t of tiles) c[typeof t === 'number' ? t : t.kind]++;
  return c;
}

/** The kinds of a counts array, each repeated by its count, in kind order. */
export function kindsOf(c: Counts): TileKind[] {
  const out: TileKind[] = [];
  for (let k = 0; k < KIND_COUNT; k++) for (let i = 0; i < c[k]; i++) out.push(k);
  return out;
}

export function countTotal(c: Counts): number {
  let n = 0;
  for (let k = 0; k < KIND_COUNT; k++) n += c[k];
  return n;
}

/** mpsz in kind order: "123m55z". */
export function countsToString(c: Counts): string {
  return tilesToString(kindsOf(c));
}
