/**
 * Readings: every decomposition of a complete hand × every way the winning tile completes it, with
 * the wait kind (the winning kinds of a waiting hand are `winning-kinds.ts`'s). Ruleset-independent:
 * which readings a ruleset accepts (special shapes) is a parameter, and nothing here is worth any points.
 */
import type { MeldKind } from './api.ts';
import { engineError, type EngineError } from './errors.ts';
import { firstOf } from './lists.ts';
import {
  CHOW_CODE,
  decomposeCodes,
  nikoNiko,
  setsNeeded,
  sevenPairs,
  sixteenOrphans,
  thirteenOrphans,
  thirteenOrphans17,
} from './decompose.ts';
import {
  TERMINAL_HONOUR_KINDS,
  isTerminalOrHonour,
  numberOf,
  tilesToString,
  type Counts,
  type TileKind,
} from './tiles.ts';
import { concealedTilesOf, type NormalizedHand, type NormalizedMeld, type SetKind } from './validate.ts';

/**
 * How the winning tile completed the hand in one reading:
 * - `two-sided` (ryanmen): 23 waiting on 1 or 4;
 * - `edge` (penchan): 12 waiting on 3, 89 waiting on 7;
 * - `closed` (kanchan): 13 waiting on 2;
 * - `single` (tanki): the pair (or, in a special shape, the one missing tile);
 * - `pair-to-pung` (shanpon): one of two pairs became a pung;
 * - `thirteen-sided` / `sixteen-sided`: thirteen or sixteen orphans whose distinct tiles were all there.
 */
export type WaitKind = 'two-sided' | 'edge' | 'closed' | 'single' | 'pair-to-pung' | 'thirteen-sided' | 'sixteen-sided';

export type ShapeId = 'standard' | 'seven-pairs' | 'thirteen-orphans' | 'niko-niko' | 'thirteen-orphans-17' | 'sixteen-orphans';

/**
 * The special shapes a ruleset may opt into. `seven-pairs` needs seven distinct pairs;
 * `seven-pairs-fours` also reads four identical tiles as two pairs (both give shape `seven-pairs`).
 */
export type SpecialShape =
  | 'seven-pairs'
  | 'seven-pairs-fours'
  | 'thirteen-orphans'
  | 'niko-niko'
  | 'thirteen-orphans-17'
  | 'sixteen-orphans';

export interface ReadingSet {
  kind: SetKind;
  /** Lowest tile kind. */
  first: TileKind;
  /** A declared, exposed meld (every declared meld except a concealed kong). */
  open: boolean;
  /**
   * Formed without claiming a discard: sets of the concealed hand and concealed kongs. A pung
   * completed by a discarded winning tile is not concealed; a chow completed by a discard stays
   * concealed here (it never matters for chows; the hand-level `closed` is on NormalizedHand).
   */
  concealed: boolean;
  /** The declared meld kind, or null for a set of the concealed hand. */
  meld: MeldKind | null;
}

/**
 * One reading × one placement of the winning tile. Readings of one decomposition share their set
 * objects: treat them as read-only.
 */
export interface Reading {
  shape: ShapeId;
  /** Concealed sets in kind order, then the declared melds in the order given. */
  sets: ReadingSet[];
  /** The pair (standard, thirteen orphans, 16 orphans, Taiwanese 13 orphans); null for seven pairs / Niko Niko. */
  pair: TileKind | null;
  /** Every pair of the reading: [pair] for the standard shape; seven for seven pairs / Niko Niko (a four twice). */
  pairs: TileKind[];
  wait: WaitKind;
  /** Index in `sets` of the set that took the winning tile; -1 when the pair (or a lone tile of a special shape) took it. */
  winSet: number;
  winTile: TileKind;
  /** Printable, e.g. "234m 567p 345s 22s [678s]": declared melds in brackets (computed on first use). */
  readonly text: string;
}

/** What readings need of a declared meld (a `NormalizedMeld` has it). */
export type MeldLike = Pick<NormalizedMeld, 'meld' | 'kind' | 'first' | 'open' | 'kinds'>;

/**
 * A Reading whose `text` is printed on first use (no string work while searching readings): by
 * `print` when one is given, otherwise as a standard reading of its sets and pair.
 */
class LazyReading implements Reading {
  shape: ShapeId;
  sets: ReadingSet[];
  pair: TileKind | null;
  pairs: TileKind[];
  wait: WaitKind;
  winSet: number;
  winTile: TileKind;
  #print: (() => string) | null;
  #text: string | null = null;
  constructor(
    shape: ShapeId,
    sets: ReadingSet[],
    pair: TileKind | null,
    pairs: TileKind[],
    wait: WaitKind,
    winSet: number,
    winTile: TileKind,
    print: (() => string) | null,
  ) {
    this.shape = shape;
    this.sets = sets;
    this.pair = pair;
    this.pairs = pairs;
    this.wait = wait;
    this.winSet = winSet;
    this.winTile = winTile;
    this.#print = print;
  }
  get text(): string {
    if (this.#text === null) {
      this.#text = this.#print ? this.#print() : standardText(this.sets, this.pair as TileKind);
      this.#print = null;
    }
    return this.#text;
  }
  toJSON(): Omit<Reading, never> {
    const { shape, sets, pair, pairs, wait, winSet, winTile, text } = this;
    return { shape, sets, pair, pairs, wait, winSet, winTile, text };
  }
}

function makeReading(
  shape: ShapeId,
  sets: ReadingSet[],
  pair: TileKind | null,
  pairs: TileKind[],
  wait: WaitKind,
  winSet: number,
  winTile: TileKind,
  print: (() => string) | null,
): Reading {
  return new LazyReading(shape, sets, pair, pairs, wait, winSet, winTile, print);
}

// ---------------------------------------------------------------------------------------------
// Text

function setTiles(kind: SetKind, first: TileKind): TileKind[] {
  if (kind === 'chow') return [first, first + 1, first + 2];
  return kind === 'pung' ? [first, first, first] : [first, first, first, first];
}

function setText(s: ReadingSet): string {
  const t = tilesToString(setTiles(s.kind, s.first));
  return s.meld ? `[${t}]` : t;
}

/**
 * Printed sets, filled on first use: per set kind and first tile, the concealed set followed by a
 * space and the declared meld in brackets after a space (the texts `setText` gives).
 */
const CONCEALED_TEXT: (string | undefined)[] = new Array(3 * 34).fill(undefined);
const DECLARED_TEXT: (string | undefined)[] = new Array(3 * 34).fill(undefined);
const PAIR_TEXT: (string | undefined)[] = new Array(34).fill(undefined);

/** Where a set's printed text is kept in `CONCEALED_TEXT` / `DECLARED_TEXT` (by kind, then first tile). */
function textSlot(s: ReadingSet): number {
  return (s.kind === 'chow' ? 0 : s.kind === 'pung' ? 34 : 68) + s.first;
}

/** Concealed sets, the pair, then the declared melds in brackets, separated by spaces. */
function standardText(sets: readonly ReadingSet[], pair: TileKind): string {
  let out = '';
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i];
    if (!s.meld) out += CONCEALED_TEXT[textSlot(s)] ??= `${setText(s)} `;
  }
  out += PAIR_TEXT[pair] ??= tilesToString([pair, pair]);
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i];
    if (s.meld) out += DECLARED_TEXT[textSlot(s)] ??= ` ${setText(s)}`;
  }
  return out;
}

/** Lone tiles grouped by suit: [0, 8, 9, 27] → "19m 1p 1z". */
function groupedText(kinds: TileKind[]): string {
  const sorted = [...kinds].sort((a, b) => a - b);
  const parts: string[] = [];
  let run: TileKind[] = [];
  for (const k of sorted) {
    if (run.length && Math.floor(run[0] / 9) !== Math.floor(k / 9)) {
      parts.push(tilesToString(run));
      run = [];
    }
    run.push(k);
  }
  if (run.length) parts.push(tilesToString(run));
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Standard readings

/** The wait of a chow `first` completed by `w`. */
function chowWait(first: TileKind, w: TileKind): WaitKind {
  if (w === first + 1) return 'closed';
  const n = numberOf(first);
  if (w === first) return n === 7 ? 'edge' : 'two-sided';
  return n === 1 ? 'edge' : 'two-sided';
}

/**
 * Every reading set is made here, so all have one shape (and the code reading sets reads one kind
 * of object). Shared sets are not frozen, for the same reason: a frozen object has a shape of its own.
 */
function readingSet(kind: SetKind, first: TileKind, open: boolean, concealed: boolean, meld: MeldKind | null): ReadingSet {
  return { kind, first, open, concealed, meld };
}

function meldSets(melds: readonly MeldLike[]): ReadingSet[] {
  const out: ReadingSet[] = new Array(melds.length);
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i];
    out[i] = readingSet(m.kind, m.first, m.open, !m.open, m.meld);
  }
  return out;
}

function concealedSet(kind: 'chow' | 'pung', first: TileKind, concealed: boolean): ReadingSet {
  return readingSet(kind, first, false, concealed, null);
}

/**
 * The sets of the concealed hand by set code (`decomposeCodes`): shared read-only objects, so a
 * reading costs no set objects. A pung completed by a discard has its own (not concealed).
 */
const CONCEALED_SETS: readonly ReadingSet[] = Array.from({ length: CHOW_CODE + 34 }, (_, code) =>
  code >= CHOW_CODE ? concealedSet('chow', code - CHOW_CODE, true) : concealedSet('pung', code, true),
);
const DISCARD_PUNGS: readonly ReadingSet[] = Array.from({ length: 34 }, (_, k) => concealedSet('pung', k, false));
/** `[k]`: the `pairs` of a reading with one pair (shared, read-only). */
const ONE_PAIR: readonly TileKind[][] = Array.from({ length: 34 }, (_, k) => Object.freeze([k]) as TileKind[]);

/** Scratch records of `decomposeCodes`, and scratch readings of `standardReadings`. */
const codes: number[] = [];
const readingScratch: Reading[] = [];

/**
 * Every standard reading × placement of the winning tile `w`. `concealed` includes the winning
 * tile; `selfDrawn` decides whether a pung completed by it stays concealed.
 */
export function standardReadings(
  concealed: Counts,
  melds: readonly MeldLike[],
  w: TileKind,
  selfDrawn: boolean,
  handSize: number,
): Reading[] {
  const need = setsNeeded(handSize, melds.length);
  const count = decomposeCodes(concealed, need, codes);
  if (count === 0) return [];
  // Gathered in a scratch list, returned as a copy of exactly their number.
  const out = readingScratch;
  let n = 0;
  const declared = melds.length ? meldSets(melds) : null;
  const size = need + melds.length;
  for (let r = 0, at = 0; r < count; r++, at += 1 + need) {
    const pair = codes[at];
    const sets: ReadingSet[] = new Array(size);
    for (let j = 0; j < need; j++) sets[j] = CONCEALED_SETS[codes[at + 1 + j]];
    if (declared) for (let j = 0; j < declared.length; j++) sets[need + j] = declared[j];
    const pairs = ONE_PAIR[pair];
    if (pair === w) out[n++] = makeReading('standard', sets, pair, pairs, 'single', -1, w, null);
    for (let j = 0; j < need; j++) {
      const code = codes[at + 1 + j];
      // An identical set earlier in the list gives the same placement.
      if (j > 0 && codes[at + j] === code) continue;
      if (code < CHOW_CODE) {
        if (code !== w) continue;
        let own = sets;
        if (!selfDrawn) {
          // Only this placement's pung loses its concealment: copy the list with that one set changed.
          own = sets.slice();
          own[j] = DISCARD_PUNGS[code];
        }
        out[n++] = makeReading('standard', own, pair, pairs, 'pair-to-pung', j, w, null);
      } else {
        const first = code - CHOW_CODE;
        if (w >= first && w <= first + 2) out[n++] = makeReading('standard', sets, pair, pairs, chowWait(first, w), j, w, null);
      }
    }
  }
  return firstOf(out, n);
}

// ---------------------------------------------------------------------------------------------
// Special readings

/** Readings of the special shapes in `shapes` (only for a hand without declared melds). */
export function specialReadings(
  concealed: Counts,
  meldCount: number,
  w: TileKind,
  selfDrawn: boolean,
  shapes: readonly SpecialShape[],
): Reading[] {
  const out: Reading[] = [];
  if (meldCount === 0) addSpecialReadings(concealed, w, selfDrawn, shapes, out);
  return out;
}

/** One bit per special shape (a shapes list read as a mask). */
const SHAPE_BIT: Readonly<Record<SpecialShape, number>> = {
  'seven-pairs': 1,
  'seven-pairs-fours': 2,
  'thirteen-orphans': 4,
  'niko-niko': 8,
  'thirteen-orphans-17': 16,
  'sixteen-orphans': 32,
};
/** The shapes list read last, a copy of its entries then, and its mask (a batch of hands shares one list). */
let lastShapes: readonly SpecialShape[] | null = null;
let lastShapesSeen: SpecialShape[] = [];
let lastShapeBits = 0;

/** The mask of a shapes list (the last list's mask again while its entries are unchanged). */
function shapeBits(shapes: readonly SpecialShape[]): number {
  if (shapes === lastShapes && shapes.length === lastShapesSeen.length) {
    let same = true;
    for (let i = 0; i < shapes.length && same; i++) same = shapes[i] === lastShapesSeen[i];
    if (same) return lastShapeBits;
  }
  let bits = 0;
  for (let i = 0; i < shapes.length; i++) bits |= SHAPE_BIT[shapes[i]];
  lastShapes = shapes;
  lastShapesSeen = shapes.slice();
  lastShapeBits = bits;
  return bits;
}

/** `specialReadings` of a hand without declared melds, appended to `out`. */
function addSpecialReadings(
  concealed: Counts,
  w: TileKind,
  selfDrawn: boolean,
  shapes: readonly SpecialShape[],
  out: Reading[],
): void {
  if (shapes.length === 0) return;
  const has = shapeBits(shapes);
  const fours = (has & SHAPE_BIT['seven-pairs-fours']) !== 0;
  if (fours || (has & SHAPE_BIT['seven-pairs']) !== 0) {
    const pairs = sevenPairs(concealed, fours);
    if (pairs) {
      out.push(
        makeReading('seven-pairs', [], null, pairs, 'single', -1, w, () =>
          pairs.map((k) => tilesToString([k, k])).join(' '),
        ),
      );
    }
  }

  if (has & SHAPE_BIT['thirteen-orphans']) {
    const pair = thirteenOrphans(concealed);
    if (pair !== null) {
      // Thirteen-sided when the winning tile made the pair of thirteen distinct tiles already there.
      const wait: WaitKind = pair === w ? 'thirteen-sided' : 'single';
      out.push(
        makeReading('thirteen-orphans', [], pair, [pair], wait, -1, w, () =>
          `${tilesToString([pair, pair])} ${groupedText(TERMINAL_HONOUR_KINDS.filter((k) => k !== pair))}`,
        ),
      );
    }
  }

  if (has & SHAPE_BIT['niko-niko']) {
    const shape = nikoNiko(concealed);
    if (shape) {
      const took = shape.pung === w;
      const sets: ReadingSet[] = [readingSet('pung', shape.pung, false, !(took && !selfDrawn), null)];
      out.push(
        makeReading('niko-niko', sets, null, shape.pairs, took ? 'pair-to-pung' : 'single', took ? 0 : -1, w, () =>
          [...shape.pairs.map((k) => tilesToString([k, k])), tilesToString([shape.pung, shape.pung, shape.pung])].join(' '),
        ),
      );
    }
  }

  if (has & SHAPE_BIT['thirteen-orphans-17']) {
    for (const shape of thirteenOrphans17(concealed)) {
      const setKinds = setTiles(shape.set.kind, shape.set.first);
      const print = (): string =>
        `${tilesToString([shape.pair, shape.pair])} ${groupedText(
          TERMINAL_HONOUR_KINDS.filter((k) => k !== shape.pair),
        )} ${tilesToString(setKinds)}`;
      const make = (wait: WaitKind, winSet: number): Reading => {
        const set = readingSet(shape.set.kind, shape.set.first, false, !(winSet === 0 && shape.set.kind === 'pung' && !selfDrawn), null);
        return makeReading('thirteen-orphans-17', [set], shape.pair, [shape.pair], wait, winSet, w, print);
      };
      if (setKinds.includes(w)) {
        out.push(make(shape.set.kind === 'pung' ? 'pair-to-pung' : chowWait(shape.set.first, w), 0));
      }
      if (isTerminalOrHonour(w)) {
        // The winning tile completed the orphans part: thirteen-sided when it became the pair of
        // thirteen distinct tiles, single when it was the one kind missing.
        out.push(make(shape.pair === w ? 'thirteen-sided' : 'single', -1));
      }
    }
  }

  if (has & SHAPE_BIT['sixteen-orphans']) {
    const shape = sixteenOrphans(concealed);
    if (shape) {
      const singles: TileKind[] = [];
      for (let k = 0; k < 34; k++) if (concealed[k] > 0 && k !== shape.pair) singles.push(k);
      // Sixteen-sided when the winning tile made the pair of sixteen distinct tiles already there.
      const wait: WaitKind = shape.pair === w ? 'sixteen-sided' : 'single';
      out.push(
        makeReading('sixteen-orphans', [], shape.pair, [shape.pair], wait, -1, w, () =>
          `${tilesToString([shape.pair, shape.pair])} ${groupedText(singles)}`,
        ),
      );
    }
  }
}

/** Every reading (standard and the opted-in special shapes) of a validated hand. Empty = not a winning hand. */
export function handReadings(hand: NormalizedHand, shapes: readonly SpecialShape[] = []): Reading[] {
  const out = standardReadings(hand.concealed, hand.melds, hand.winTile, hand.selfDrawn, hand.handSize);
  if (hand.melds.length === 0) addSpecialReadings(hand.concealed, hand.winTile, hand.selfDrawn, shapes, out);
  return out;
}

/**
 * The readings of a validated hand, or the `not-a-winning-hand` error (the next check of the
 * score-api order after validation) when there is none.
 */
export function readHand(
  hand: NormalizedHand,
  shapes: readonly SpecialShape[] = [],
): { ok: true; readings: Reading[] } | { ok: false; error: EngineError } {
  const readings = handReadings(hand, shapes);
  if (readings.length > 0) return { ok: true, readings };
  return { ok: false, error: notWinningHand(hand, shapes) };
}

/** The `not-a-winning-hand` error of a hand without readings. */
export function notWinningHand(hand: NormalizedHand, shapes: readonly SpecialShape[]): EngineError {
  const melds = hand.melds.length ? ` with ${hand.melds.length} declared meld${hand.melds.length > 1 ? 's' : ''}` : '';
  return engineError(
    'not-a-winning-hand',
    `the tiles ${tilesToString(concealedTilesOf(hand), true)}${melds} do not form a winning hand (sets and a pair${shapes.length ? ` or ${shapes.join(', ')}` : ''})`,
    { field: 'hand' },
  );
}
