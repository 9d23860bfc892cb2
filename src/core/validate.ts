/**
 * Validation: an untrusted input object → a `NormalizedHand`, or the first failing check in the order
 * of `score-api.md`: invalid-input, invalid-notation, unknown-flag, wrong-tile-count, too-many-copies,
 * win-tile-not-in-hand, conflicting-flags. (unknown-ruleset / unknown-preset / invalid-setting are the
 * caller's, before this; not-a-winning-hand and later come after.)
 *
 * Everything ruleset-specific arrives as data in `ValidateOptions`: the hand size, the known flags,
 * the conflict rules.
 */
import { IN_BROWSER } from './browser.ts';
import type { MeldKind, WinKind, Wind } from './api.ts';
import { firstOf } from './lists.ts';
import { engineError, type EngineError } from './errors.ts';
import { firstConflict, type ConflictRule } from './conflicts.ts';
import { checkedInput, emptyCheckedInput, InputError, isOneOf, show, type CheckedInput } from './input.ts';
import { isSpaceCode, parseTiles, type ParsedTile } from './parse.ts';
import {
  emptyCounts,
  isSuited,
  numberOf,
  suitIndex,
  tileToString,
  tilesToString,
  type BonusTile,
  type Counts,
  type Tile,
  type TileKind,
} from './tiles.ts';

/** The set a meld forms. */
export type SetKind = 'chow' | 'pung' | 'kong';

export interface NormalizedMeld {
  /** As declared (`chi`, `pon`, `kan-open`, `kan-added`, `kan-closed`). */
  meld: MeldKind;
  kind: SetKind;
  /** Lowest tile kind of the set. */
  first: TileKind;
  /** The tiles in kind order, red fives marked. */
  tiles: Tile[];
  /** The tile kinds, in kind order (a red five is its plain five). */
  kinds: TileKind[];
  /** Exposed: every declared meld except a concealed kong. */
  open: boolean;
}

/** A validated hand: tiles as kinds, fields with their defaults, nothing ruleset-specific decided. */
export interface NormalizedHand {
  handSize: 14 | 17;
  /**
   * The concealed tiles as given: the input's mpsz text, winning tile included (valid: it passed
   * validation). `concealedTilesOf` reads it as tiles, red fives marked, where a message needs them.
   */
  concealedText: string;
  /** Counts of the concealed tiles, winning tile included. */
  concealed: Counts;
  melds: NormalizedMeld[];
  /** Counts over the concealed tiles and every meld. */
  all: Counts;
  /** Red fives in the concealed tiles and the melds. */
  redFives: number;
  /** The winning tile; -1 in a hand checked without one (`validateWithoutWinTile`). */
  winTile: TileKind;
  /** The winning tile was given as a red five (`0m`). */
  winTileRed: boolean;
  win: WinKind;
  selfDrawn: boolean;
  seatWind: Wind;
  roundWind: Wind;
  dealer: boolean;
  discarder: Wind | null;
  /** Bonus tile numbers 1–8, in the order given. */
  bonus: BonusTile[];
  flags: ReadonlySet<string>;
  /** The same flags as a list, in the order given (a loop over it costs no Set iteration). */
  flagList: readonly string[];
  doraIndicators: Tile[];
  uraDoraIndicators: Tile[];
  honba: number;
  riichiSticks: number;
  dealerStreak: number;
  round: Wind;
  /** Number of declared kongs. */
  kongs: number;
  /** No declared melds except concealed kongs. */
  closed: boolean;
}

export interface ValidateOptions {
  /** Tiles in a winning hand before kongs (RulesetDef.handSize). */
  handSize: 14 | 17;
  /** Every flag the ruleset knows (from the ruleset's data); any other flag is `unknown-flag`. */
  knownFlags: readonly string[];
  /** The ruleset's flag-conflict rules, checked in order; the first that holds is reported. */
  conflicts?: readonly ConflictRule[];
  /**
   * Whether the ruleset uses dora indicators (riichi). When false, non-empty `doraIndicators` /
   * `uraDoraIndicators` are `invalid-input`. Default false.
   */
  indicators?: boolean;
  /** Whether the ruleset has bonus tiles. When false, non-empty `bonusTiles` is `invalid-input`. Default true. */
  bonusTiles?: boolean;
  /**
   * The red fives in play, per suit (characters, dots, bamboo), where the ruleset and its settings
   * play them: more red fives of a suit in the hand, the melds and the indicators together is
   * `too-many-copies`. Absent: no red five is played, and a `0m` is a plain five.
   */
  redFives?: readonly [number, number, number];
  /** The seats at the table where not all four play (two-player Hong Kong: East and West): any other winner or discarder is `invalid-input`. */
  seats?: readonly Wind[];
}

export type ValidationResult = { ok: true; hand: NormalizedHand } | { ok: false; error: EngineError };

/** The set a meld of this kind forms (a switch: no keyed lookup by a varying name on the hot path). */
function meldSet(kind: MeldKind): SetKind {
  return kind === 'chi' ? 'chow' : kind === 'pon' ? 'pung' : 'kong';
}

/** Tiles in a meld of this kind: three for a chow or pung, four for a kong. */
function meldSize(kind: MeldKind): number {
  return kind === 'chi' || kind === 'pon' ? 3 : 4;
}

function fail(error: EngineError): ValidationResult {
  return { ok: false, error };
}

function anyAbove4(c: Counts): boolean {
  for (let k = 0; k < c.length; k++) if (c[k] > 4) return true;
  return false;
}

/** Parse a field, keeping only ordinary tiles (no bonus tiles). */
function parseKinds(text: string, field: string, what: string): { ok: true; tiles: (Tile & { position: number })[] } | { ok: false; error: EngineError } {
  const r = parseTiles(text, field);
  if (!r.ok) return r;
  const tiles: (Tile & { position: number })[] = [];
  for (const t of r.tiles) {
    if (t.type === 'bonus') {
      return {
        ok: false,
        error: engineError(
          'invalid-notation',
          `${field}: bonus tile "${t.bonus}f" cannot be ${what}${field === 'hand' ? ' (give bonus tiles in bonusTiles)' : ''} (position ${t.position})`,
          { field, position: t.position },
        ),
      };
    }
    tiles.push({ kind: t.kind, red: t.red, position: t.position });
  }
  return { ok: true, tiles };
}

/** The set a meld's tiles form, or an error message when they do not form its kind. */
function meldShape(kind: MeldKind, kinds: TileKind[]): { first: TileKind } | string {
  const sorted = [...kinds].sort((a, b) => a - b);
  const first = sorted[0];
  if (kind === 'chi') {
    if (!isSuited(first)) return 'a chow must be three suited tiles in sequence, not honours';
    if (
      suitIndex(sorted[2]) !== suitIndex(first) ||
      sorted[1] !== first + 1 ||
      sorted[2] !== first + 2 ||
      numberOf(first) > 7
    ) {
      return 'a chow must be three consecutive numbers of one suit';
    }
    return { first };
  }
  if (sorted.some((k) => k !== first)) {
    return `a ${kind === 'pon' ? 'pung' : 'kong'} must be ${kind === 'pon' ? 'three' : 'four'} identical tiles`;
  }
  return { first };
}

const INDICATOR_FIELDS = ['doraIndicators', 'uraDoraIndicators'] as const;

/** Empty or only spaces (the usual empty field costs no `trim`). */
function blank(text: string): boolean {
  return text === '' || text.trim() === '';
}

/** The checked fields of the hand being validated (validation is synchronous; nothing keeps it). */
const inputScratch: CheckedInput = emptyCheckedInput();

/** The seats of a hand that must be at the table (`ValidateOptions.seats`), in the order they are checked. */
const SEAT_FIELDS = ['seatWind', 'discarder'] as const;

/**
 * The `invalid-input` checks of `validateHand` (field types, then fields this ruleset does not
 * have): the first problem, or null with the checked fields in `inputScratch`. Both paths start here.
 */
function checkFields(raw: unknown, options: ValidateOptions): EngineError | null {
  // 1. invalid-input
  const input = checkedInput(raw, inputScratch);
  if (input instanceof InputError) return input.error;
  const usesIndicators = options.indicators ?? false;
  const usesBonus = options.bonusTiles ?? true;
  if (!usesIndicators) {
    for (let i = 0; i < INDICATOR_FIELDS.length; i++) {
      const f = INDICATOR_FIELDS[i];
      if (!blank(input[f])) {
        return engineError('invalid-input', `${f}: this ruleset has no dora indicators`, { field: f });
      }
    }
  }
  if (!usesBonus && !blank(input.bonusTiles)) {
    return engineError('invalid-input', 'bonusTiles: this ruleset has no bonus tiles', { field: 'bonusTiles' });
  }
  const seats = options.seats;
  if (seats)
    for (const f of SEAT_FIELDS) {
      const w = input[f];
      if (w !== null && !seats.includes(w)) return engineError('invalid-input', `${f}: ${w} is not at the table (${seats.join(', ')})`, { field: f });
    }
  return null;
}

/*
 * The fast path is for the command line's batches (a million hands a run); the calculator asks for a
 * few dozen hands a tap, so the browser's copy goes the careful way only and leaves the fast path's
 * code out (1 KB gzip of the calculator page's budget; `IN_BROWSER`, core/browser.ts). Both give the
 * same result, byte for byte (tests/engine/validate-paths.test.ts).
 */

/**
 * Validate an untrusted input object (one JSON hand of `score-api.md`) against a ruleset's data.
 */
export function validateHand(raw: unknown, options: ValidateOptions): ValidationResult {
  const problem = checkFields(raw, options);
  if (problem) return fail(problem);
  // 2. invalid-notation: hand, melds, winTile, bonusTiles, indicators
  // The common case (plain text, every check passing) takes a path that builds no message and no
  // intermediate objects; anything unusual goes the careful way, which names the first problem.
  // Red fives counted per suit (riichi's redFives): the careful way checks them. The browser's copy
  // of the engine goes the careful way only (`IN_BROWSER`).
  return (IN_BROWSER || options.redFives ? null : plainHand(inputScratch, options)) ?? fromNotation(inputScratch, options);
}

/**
 * `validateHand` without the fast path: every hand goes the careful way (`fromNotation`). The
 * reference the fast path must match byte for byte (tests/engine/validate-paths.test.ts); not
 * used when scoring.
 */
export function validateHandSlow(raw: unknown, options: ValidateOptions): ValidationResult {
  const problem = checkFields(raw, options);
  if (problem) return fail(problem);
  return fromNotation(inputScratch, options);
}

// ---------------------------------------------------------------------------------------------
// The fast path: a hand that passes every check
//
// It must give exactly what `fromNotation` gives (`validateHandSlow`), byte for byte as JSON:
// tests/engine/validate-paths.test.ts compares the two on seeded random and mutated inputs. The
// browser takes the careful path only (IN_BROWSER): the fast path's tables are marked pure, so that
// the calculator's bundle leaves them out with the code that reads them.

/** Shared read-only tiles (a `Tile` is a value: kind + red mark), so the hot path makes none. */
const PLAIN_TILES: readonly Tile[] = /* @__PURE__ */ Array.from({ length: 34 }, (_, kind) => Object.freeze({ kind, red: false }));
const RED_TILES: readonly Tile[] = /* @__PURE__ */ Array.from({ length: 34 }, (_, kind) => Object.freeze({ kind, red: true }));
const tileOf = (kind: TileKind, red: number): Tile => (red ? RED_TILES[kind] : PLAIN_TILES[kind]);

/** Scratch space of `scan`: the tiles of every field of one hand, one after the other. */
const SCAN_MAX = 64;
const scanKind = /* @__PURE__ */ new Uint8Array(SCAN_MAX);
const scanRed = /* @__PURE__ */ new Uint8Array(SCAN_MAX);
const meldStart = /* @__PURE__ */ new Uint8Array(9);
/**
 * The ordinary tiles of mpsz `text` (as `parseTiles` reads them) into the scratch arrays from `at`:
 * the new end, or -1 when the text is not plain (a notation error, a bonus tile, more tiles than the
 * scratch holds) — the careful path then reports.
 */
function scan(text: string, at: number): number {
  let n = at;
  // The digits waiting for their suit letter: where they start (-1: none waits), how many, and the
  // first one. A lone digit (the usual "1m2m…") is written from `digit`; a longer run ("123m") is
  // read again when its letter comes. Letters and digits are tested first: spaces are rare.
  let run = -1;
  let digits = 0;
  let digit = 0;
  const len = text.length;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (digits++ === 0) {
        run = i;
        digit = c - 48;
      }
      continue;
    }
    let base: number;
    if (c === 109) base = 0;
    else if (c === 112) base = 9;
    else if (c === 115) base = 18;
    else if (c === 122) base = 27;
    else if (isSpaceCode(c)) continue;
    else return -1;
    if (digits === 0 || n + digits > SCAN_MAX) return -1;
    if (digits === 1) {
      if (!scanTile(n, base, digit)) return -1;
      n++;
    } else {
      for (let j = run; j < i; j++) {
        const d = text.charCodeAt(j) - 48;
        // Only spaces lie between the digits of a run.
        if (d < 0 || d > 9) continue;
        if (!scanTile(n, base, d)) return -1;
        n++;
      }
    }
    digits = 0;
  }
  return digits > 0 ? -1 : n;
}

/** Writes the tile of digit `d` in the suit starting at kind `base` at `n` of the scan; false for an honour digit out of 1–7. */
function scanTile(n: number, base: number, d: number): boolean {
  if (base === 27) {
    if (d < 1 || d > 7) return false;
    scanKind[n] = 26 + d;
    scanRed[n] = 0;
  } else {
    scanKind[n] = base + (d === 0 ? 4 : d - 1);
    scanRed[n] = d === 0 ? 1 : 0;
  }
  return true;
}

/** Whether the scanned tiles [at, at + size) form the set of a meld of `kind` (`meldShape` without messages). */
function meldFits(kind: MeldKind, at: number, size: number): boolean {
  if (kind === 'chi') {
    const a = scanKind[at];
    const b = scanKind[at + 1];
    const c = scanKind[at + 2];
    const lo = Math.min(a, b, c);
    const hi = Math.max(a, b, c);
    const mid = a + b + c - lo - hi;
    return lo < 27 && mid === lo + 1 && hi === lo + 2 && lo % 9 <= 6;
  }
  const first = scanKind[at];
  for (let i = 1; i < size; i++) if (scanKind[at + i] !== first) return false;
  return true;
}

/** The melds of a hand that declares none (shared, read-only). */
const NO_MELDS: readonly NormalizedMeld[] = /* @__PURE__ */ Object.freeze([]);
/** The tiles of an empty field (shared and read-only: a hand's tile lists are never changed). */
const NO_TILES: readonly Tile[] = /* @__PURE__ */ Object.freeze([]);
/** No bonus tiles (shared, read-only). */
const NO_BONUS: readonly BonusTile[] = /* @__PURE__ */ Object.freeze([]);

/** A list of exactly the `n` tiles of `list` (an empty field shares `NO_TILES`). */
function exactTiles(list: Tile[], n: number): Tile[] {
  return n === 0 ? (NO_TILES as Tile[]) : firstOf(list, n);
}

/** Scratch for a meld's tiles (sorted) or a field's tiles (up to `SCAN_MAX`). */
const meldScratch: Tile[] = [];

/** A meld's tiles as `fromNotation` orders them: a chow by kind, a pung / kong red fives first (stable). */
function meldTiles(chi: boolean, at: number, size: number): Tile[] {
  const tiles = meldScratch;
  for (let i = 0; i < size; i++) {
    const t = tileOf(scanKind[at + i], scanRed[at + i]);
    tiles[i] = t;
    // Insertion sort keeps equal tiles in input order, as Array.prototype.sort does.
    let j = i;
    if (chi) {
      while (j > 0 && tiles[j - 1].kind > t.kind) {
        tiles[j] = tiles[j - 1];
        j--;
      }
    } else if (t.red) {
      while (j > 0 && !tiles[j - 1].red) {
        tiles[j] = tiles[j - 1];
        j--;
      }
    }
    tiles[j] = t;
  }
  return exactTiles(tiles, size);
}

/** The scanned tiles [from, to) as a list of exactly that many tiles. */
function scannedTiles(from: number, to: number): Tile[] {
  const n = to - from;
  for (let i = 0; i < n; i++) meldScratch[i] = tileOf(scanKind[from + i], scanRed[from + i]);
  return exactTiles(meldScratch, n);
}

/**
 * The bonus tiles of plain `bonusTiles` text (digits 1–8 before an `f`, spaces anywhere, none given
 * twice) in the order given, as `fromNotation` lists them; null for anything else (the careful path
 * then names the problem).
 */
function plainBonus(text: string): BonusTile[] | null {
  if (text === '') return NO_BONUS as BonusTile[];
  const out: BonusTile[] = [];
  let seen = 0;
  let run = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (run < 0) run = i;
      continue;
    }
    if (isSpaceCode(c)) continue;
    if (c !== 102 || run < 0) return null;
    for (let j = run; j < i; j++) {
      const d = text.charCodeAt(j) - 48;
      // Only spaces lie between the digits of a run.
      if (d < 0 || d > 9) continue;
      if (d < 1 || d > 8 || seen & (1 << d)) return null;
      seen |= 1 << d;
      out.push(d as BonusTile);
    }
    run = -1;
  }
  return run < 0 ? out : null;
}

/**
 * The normalized hand when the input passes every check with plain text (the result `fromNotation`
 * gives then), or null: the caller then runs `fromNotation`, which names the first problem.
 */
function plainHand(input: CheckedInput, options: ValidateOptions): ValidationResult | null {
  const handEnd = scan(input.hand, 0);
  if (handEnd < 0) return null;
  const melds = input.melds;
  const meldCount = melds.length;
  if (meldCount > 8) return null;
  let end = handEnd;
  let kongs = 0;
  for (let i = 0; i < meldCount; i++) {
    const m = melds[i];
    const at = end;
    end = scan(m.tiles, at);
    if (end < 0) return null;
    const size = end - at;
    if (size !== meldSize(m.kind) || !meldFits(m.kind, at, size)) return null;
    if (size === 4) kongs++;
    meldStart[i] = at;
  }
  meldStart[meldCount] = end;
  const winAt = end;
  end = scan(input.winTile, winAt);
  if (end !== winAt + 1) return null;
  const bonus = plainBonus(input.bonusTiles);
  if (bonus === null) return null;
  const doraAt = end;
  end = scan(input.doraIndicators, doraAt);
  if (end < 0) return null;
  const uraAt = end;
  end = scan(input.uraDoraIndicators, uraAt);
  if (end < 0) return null;
  const flags = input.flags;
  for (let i = 0; i < flags.length; i++) if (!isOneOf(flags[i], options.knownFlags)) return null;
  // Hand and meld tiles fill [0, winAt).
  if (winAt !== options.handSize + kongs) return null;

  const concealed = emptyCounts();
  let redFives = 0;
  let over = false;
  for (let i = 0; i < handEnd; i++) {
    const k = scanKind[i];
    if (++concealed[k] > 4) over = true;
    redFives += scanRed[i];
  }
  // Without declared melds the counts of all tiles are those of the concealed tiles: one array
  // serves both (a hand's counts are only read; decomposition borrows them as scratch and restores them).
  let all = concealed;
  if (meldCount > 0) {
    all = concealed.slice();
    for (let i = handEnd; i < winAt; i++) {
      if (++all[scanKind[i]] > 4) over = true;
      redFives += scanRed[i];
    }
  }
  if (over) return null;
  // Indicators count towards the four copies too.
  for (let i = doraAt; i < end; i++) {
    const k = scanKind[i];
    let n = all[k] + 1;
    for (let j = doraAt; j < i; j++) if (scanKind[j] === k) n++;
    if (n > 4) return null;
  }
  const w = scanKind[winAt];
  const wRed = scanRed[winAt];
  let inHand = false;
  for (let i = 0; i < handEnd && !inHand; i++) if (scanKind[i] === w && (!wRed || scanRed[i])) inHand = true;
  if (!inHand) return null;

  const normMelds: NormalizedMeld[] = meldCount === 0 ? (NO_MELDS as NormalizedMeld[]) : new Array(meldCount);
  let closed = true;
  for (let i = 0; i < meldCount; i++) {
    const meld = melds[i].kind;
    const at = meldStart[i];
    const size = meldStart[i + 1] - at;
    const tiles = meldTiles(meld === 'chi', at, size);
    const kinds: TileKind[] =
      size === 3 ? [tiles[0].kind, tiles[1].kind, tiles[2].kind] : [tiles[0].kind, tiles[1].kind, tiles[2].kind, tiles[3].kind];
    const open = meld !== 'kan-closed';
    if (open) closed = false;
    normMelds[i] = { meld, kind: meldSet(meld), first: tiles[0].kind, tiles, kinds, open };
  }
  const doraIndicators = scannedTiles(doraAt, uraAt);
  const uraDoraIndicators = scannedTiles(uraAt, end);

  const normalized: NormalizedHand = {
    handSize: options.handSize,
    concealedText: input.hand,
    concealed,
    melds: normMelds,
    all,
    redFives,
    winTile: w,
    winTileRed: wRed === 1,
    win: input.win,
    selfDrawn: input.win === 'self-drawn',
    seatWind: input.seatWind,
    roundWind: input.roundWind,
    dealer: input.dealer,
    discarder: input.discarder,
    bonus,
    flags: flagSet(flags),
    flagList: flags,
    doraIndicators,
    uraDoraIndicators,
    honba: input.honba,
    riichiSticks: input.riichiSticks,
    dealerStreak: input.dealerStreak,
    round: input.round,
    kongs,
    closed,
  };
  const conflict = firstConflict(normalized, options.conflicts ?? NO_CONFLICTS);
  if (conflict) return fail(conflict);
  return { ok: true, hand: normalized };
}

const NO_CONFLICTS: readonly ConflictRule[] = Object.freeze([]);

/** The flags of a hand that gives none (shared: a hand's flags are read-only). */
const NO_FLAGS: ReadonlySet<string> = new Set<string>();

/**
 * The set of one flag, per flag (shared, read-only: a hand's flags are only read). Keys are flags
 * the ruleset knows, so the map stays as small as the rulesets' flag lists.
 */
const ONE_FLAG = new Map<string, ReadonlySet<string>>();

/** `new Set(flags)` without the iterator protocol (flags are already checked distinct, known strings). */
function flagSet(flags: readonly string[]): ReadonlySet<string> {
  if (flags.length === 0) return NO_FLAGS;
  if (flags.length === 1) {
    let one = ONE_FLAG.get(flags[0]);
    if (!one) ONE_FLAG.set(flags[0], (one = new Set(flags)));
    return one;
  }
  const set = new Set<string>();
  for (let i = 0; i < flags.length; i++) set.add(flags[i]);
  return set;
}

function fromNotation(input: CheckedInput, options: ValidateOptions, waiting = false): ValidationResult {
  const hand = parseKinds(input.hand, 'hand', 'part of the hand');
  if (!hand.ok) return fail(hand.error);

  const melds: { field: string; meld: MeldKind; tiles: (Tile & { position: number })[] }[] = [];
  for (let i = 0; i < input.melds.length; i++) {
    const m = input.melds[i];
    const field = `melds[${i}].tiles`;
    const r = parseKinds(m.tiles, field, 'in a meld');
    if (!r.ok) return fail(r.error);
    // The wrong number of tiles is wrong-tile-count (checked later); only a meld of the right size
    // can fail to form its kind.
    if (r.tiles.length === meldSize(m.kind)) {
      const shape = meldShape(
        m.kind,
        r.tiles.map((t) => t.kind),
      );
      if (typeof shape === 'string') {
        return fail(
          engineError('invalid-notation', `${field}: "${m.tiles.trim()}" is not a ${m.kind}: ${shape}`, { field }),
        );
      }
    }
    melds.push({ field, meld: m.kind, tiles: r.tiles });
  }

  // Without a winning tile (`waiting`), there is none to read.
  let w: (Tile & { position: number }) | null = null;
  if (!waiting) {
    const win = parseKinds(input.winTile, 'winTile', 'the winning tile');
    if (!win.ok) return fail(win.error);
    if (win.tiles.length !== 1) {
      const position = win.tiles.length > 1 ? win.tiles[1].position : undefined;
      return fail(
        engineError(
          'invalid-notation',
          `winTile: expected exactly one tile, got ${win.tiles.length}${position === undefined ? '' : ` (position ${position})`}`,
          { field: 'winTile', position },
        ),
      );
    }
    w = win.tiles[0];
  }

  const bonusParsed = parseTiles(input.bonusTiles, 'bonusTiles');
  if (!bonusParsed.ok) return fail(bonusParsed.error);
  const bonus: { bonus: BonusTile; position: number }[] = [];
  for (const t of bonusParsed.tiles) {
    if (t.type !== 'bonus') {
      return fail(
        engineError(
          'invalid-notation',
          `bonusTiles: "${tileToString(t.kind, t.red)}" is not a bonus tile (1f–8f) (position ${t.position})`,
          { field: 'bonusTiles', position: t.position },
        ),
      );
    }
    bonus.push(t as Extract<ParsedTile, { type: 'bonus' }>);
  }

  const dora = parseKinds(input.doraIndicators, 'doraIndicators', 'a dora indicator');
  if (!dora.ok) return fail(dora.error);
  const ura = parseKinds(input.uraDoraIndicators, 'uraDoraIndicators', 'a dora indicator');
  if (!ura.ok) return fail(ura.error);

  // 3. unknown-flag
  for (let i = 0; i < input.flags.length; i++) {
    const f = input.flags[i];
    if (!options.knownFlags.includes(f)) {
      return fail(engineError('unknown-flag', `flags[${i}]: ${show(f)} is not a flag of this ruleset; its flags: ${options.knownFlags.join(', ')}`, { field: `flags[${i}]` }));
    }
  }

  // 4. wrong-tile-count: each meld's size, then the whole hand
  for (const m of melds) {
    const want = meldSize(m.meld);
    if (m.tiles.length !== want) {
      return fail(
        engineError('wrong-tile-count', `${m.field}: a ${m.meld} has ${want} tiles, got ${m.tiles.length}`, {
          field: m.field,
        }),
      );
    }
  }
  const kongs = melds.filter((m) => meldSize(m.meld) === 4).length;
  const meldTiles = melds.reduce((n, m) => n + m.tiles.length, 0);
  const total = hand.tiles.length + meldTiles;
  const want = options.handSize + kongs;
  // Without a winning tile, a waiting hand's count (one short) is right too.
  if (total !== want && !(waiting && total === want - 1)) {
    return fail(
      engineError(
        'wrong-tile-count',
        `the hand has ${total} tiles (${hand.tiles.length} concealed + ${meldTiles} in melds): a winning hand has ${want}` +
          (kongs ? ` (${options.handSize} + ${kongs} for kong${kongs > 1 ? 's' : ''})` : '') +
          `, a waiting hand ${want - 1}`,
        { field: 'hand' },
      ),
    );
  }

  // 5. too-many-copies: hand, melds, indicators in that order; then bonus tiles given twice
  const concealed = emptyCounts();
  for (const t of hand.tiles) concealed[t.kind]++;
  const all = concealed.slice();
  for (const m of melds) for (const t of m.tiles) all[t.kind]++;
  let over = false;
  if (dora.tiles.length + ura.tiles.length > 0) {
    const withIndicators = all.slice();
    for (const t of dora.tiles) withIndicators[t.kind]++;
    for (const t of ura.tiles) withIndicators[t.kind]++;
    over = anyAbove4(withIndicators);
  } else {
    over = anyAbove4(all);
  }
  // Then red fives in play, per suit (riichi's count): one more of a suit is a copy too many.
  const reds = options.redFives;
  if (over || reds) {
    // Name the first tile, in input order, that is a fifth copy; else the first red five too many.
    const sources: { field: string; tiles: (Tile & { position: number })[] }[] = [
      { field: 'hand', tiles: hand.tiles },
      ...melds.map((m) => ({ field: m.field, tiles: m.tiles })),
      { field: 'doraIndicators', tiles: dora.tiles },
      { field: 'uraDoraIndicators', tiles: ura.tiles },
    ];
    const seen = emptyCounts();
    for (const red of [false, true]) {
      for (const src of sources) {
        for (const t of src.tiles) {
          const suit = suitIndex(t.kind) as 0 | 1 | 2;
          if (red ? reds && t.red && ++seen[suit] > reds[suit] : ++seen[t.kind] > 4) {
            return fail(
              engineError(
                'too-many-copies',
                `${src.field}: ${red ? `one red five ${tileToString(t.kind, true)} too many (${reds![suit]} in play)` : `a fifth ${tileToString(t.kind)} (there are only four of each tile; indicators and red fives count)`} (position ${t.position})`,
                { field: src.field, position: t.position },
              ),
            );
          }
        }
      }
      seen.fill(0);
    }
  }
  let bonusSeen = 0;
  for (const b of bonus) {
    const bit = 1 << b.bonus;
    if (bonusSeen & bit) {
      return fail(
        engineError('too-many-copies', `bonusTiles: "${b.bonus}f" is given twice (position ${b.position})`, {
          field: 'bonusTiles',
          position: b.position,
        }),
      );
    }
    bonusSeen |= bit;
  }

  // 6. win-tile-not-in-hand (a red winning tile must be a red five of the hand)
  if (w !== null && !hand.tiles.some((t) => t.kind === w.kind && (!w.red || t.red))) {
    return fail(
      engineError(
        'win-tile-not-in-hand',
        `winTile: ${tileToString(w.kind, w.red)} is not among the concealed tiles "${tilesToString(hand.tiles)}" (the hand includes the winning tile)`,
        { field: 'winTile' },
      ),
    );
  }

  // Build the normalized hand.
  const plain = (t: Tile & { position: number }): Tile => ({ kind: t.kind, red: t.red });
  const normMelds: NormalizedMeld[] = melds.map((m) => {
    const tiles = m.tiles.map(plain);
    if (m.meld === 'chi') tiles.sort((a, b) => a.kind - b.kind);
    else tiles.sort((a, b) => Number(b.red) - Number(a.red));
    return {
      meld: m.meld,
      kind: meldSet(m.meld),
      first: tiles[0].kind,
      tiles,
      kinds: tiles.map((t) => t.kind),
      open: m.meld !== 'kan-closed',
    };
  });
  let redFives = 0;
  for (const t of hand.tiles) if (t.red) redFives++;
  for (const m of melds) for (const t of m.tiles) if (t.red) redFives++;
  const normalized: NormalizedHand = {
    handSize: options.handSize,
    concealedText: input.hand,
    concealed,
    melds: normMelds,
    all,
    redFives,
    // Without a winning tile: -1, no tile (a conflict rule that reads the winning tile does not hold).
    winTile: w ? w.kind : -1,
    winTileRed: w ? w.red : false,
    win: input.win,
    selfDrawn: input.win === 'self-drawn',
    seatWind: input.seatWind,
    roundWind: input.roundWind,
    dealer: input.dealer,
    discarder: input.discarder,
    bonus: bonus.map((b) => b.bonus),
    flags: new Set(input.flags),
    flagList: input.flags,
    doraIndicators: dora.tiles.map(plain),
    uraDoraIndicators: ura.tiles.map(plain),
    honba: input.honba,
    riichiSticks: input.riichiSticks,
    dealerStreak: input.dealerStreak,
    round: input.round,
    kongs,
    closed: normMelds.every((m) => !m.open),
  };

  // 7. conflicting-flags; without a winning tile, those that hold whichever way the hand is won
  // (won on a discard, or self-drawn with no discarder): they are the hand's, not one way's.
  const rules = options.conflicts ?? NO_CONFLICTS;
  const conflict = firstConflict(waiting ? { ...normalized, win: 'discard', selfDrawn: false } : normalized, rules);
  if (conflict && (!waiting || firstConflict({ ...normalized, win: 'self-drawn', selfDrawn: true, discarder: null }, rules))) return fail(conflict);
  return { ok: true, hand: normalized };
}

/**
 * A hand given without `winTile` (score-api.md, "Waits" and "Discards that leave a hand waiting"):
 * the checks of `validateHand` that need neither the winning tile nor the way of winning, in the
 * same order — the fields (`win` is ignored: both ways are scored), the notation, unknown flags,
 * the count (a waiting hand's, one tile short, or a winning hand's), too many copies — then the flag
 * conflicts that hold both ways. The hand (its `winTile` a stand-in: read none of it), or the first problem.
 */
export function validateWithoutWinTile(
  raw: Record<string, unknown>,
  options: ValidateOptions,
): ValidationResult {
  const problem = checkFields({ ...raw, winTile: '', win: 'self-drawn' }, options);
  return problem ? fail(problem) : fromNotation(inputScratch, options, true);
}

// The conflict table's types and helpers live in conflicts.ts; validation runs its first stage.
export { firstConflict, hasAllFlags, hasAnyFlag, hasFlag, type ConflictRule } from './conflicts.ts';

/** The tiles of a validated hand, concealed and in its declared sets (a kong's four). */
export function tileTotal(hand: NormalizedHand): number {
  let n = 0;
  for (const c of hand.all) n += c;
  return n;
}

/** The concealed tiles of a validated hand, as given (red fives marked). */
export function concealedTilesOf(hand: NormalizedHand): Tile[] {
  const r = parseTiles(hand.concealedText, 'hand');
  const out: Tile[] = [];
  if (r.ok) for (const t of r.tiles) if (t.type === 'tile') out.push({ kind: t.kind, red: t.red });
  return out;
}

/** Counts of the concealed tiles without one copy of the winning tile (the waiting hand). */
export function waitingCounts(hand: NormalizedHand): Counts {
  const c = hand.concealed.slice();
  c[hand.winTile]--;
  return c;
}
