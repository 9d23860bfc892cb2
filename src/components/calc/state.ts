/**
 * The calculator's state as a reducer: the hand (`CalcState`, the part the address keeps,
 * `src/lib/calc-state.ts`), what a tapped tile goes to, and the undo / redo history. Every edit is an
 * action; `calcReducer` is pure (no DOM), so the tests drive it as the island does.
 *
 * **The winning tile.** It is a tile of the hand the user chose, or the last tile of the hand when
 * none is chosen (`winTile: ''`, as a link or a typed hand has it). A tile edit never moves it
 * silently:
 * - a tile added from the tile set that fills the hand (the 14th, or 17th; each kong one more)
 *   becomes the winning tile when none is chosen;
 * - removing or adding any tile while the hand is full and no tile is chosen first fixes the winning
 *   tile to the one the result was using (the last), so a re-sorted hand keeps it;
 * - removing the winning tile itself (its outlined tile) clears it.
 * Typing in the hand's text is free text: the winning tile then stays as it was (chosen, or the last).
 */
import type { MeldKind, SettingValue } from '../../core/api.ts';
import {
  addTile,
  emptyState,
  lastTile,
  meldFromTile,
  meldSize,
  removeTile,
  tilesOf,
  type CalcState,
} from '../../lib/calc-state.ts';

/** Where a tapped tile goes. */
export type Target = 'hand' | 'meld' | 'bonus' | 'dora' | 'ura';

/** The text fields of tiles a tile button can remove a tile from. */
export type TileFieldKey = 'hand' | 'winTile' | 'bonusTiles' | 'doraIndicators' | 'uraDoraIndicators';

/** What the ruleset says of the hand: its size with the winning tile (14, 17) and its red fives. */
export interface HandRules {
  handSize: number;
  /** Red fives in play (riichi `redFives`: 0, 3 or 4); 0 where the ruleset has none. */
  redFives: number;
}

export interface CalcModel {
  /** The hand and situation, as the address keeps them. */
  calc: CalcState;
  /** Where a tapped tile goes. */
  target: Target;
  /** The kind of set a tapped tile makes when `target` is `meld`. */
  meldKind: MeldKind;
  /** Earlier states, oldest first (undo). */
  past: CalcState[];
  /** States undone, the next first (redo). */
  future: CalcState[];
  /** The group of the last recorded edit (a burst of typing in one field is one step) and its time. */
  lastGroup?: string;
  lastAt?: number;
}

export type CalcAction =
  /** The state read from the address on load: no history. */
  | { type: 'load'; calc: CalcState }
  /** The state read from the address after back / forward: an edit like any other. */
  | { type: 'navigate'; calc: CalcState }
  /** Fields set directly (typed text, a choice); `group` joins a burst of edits of one field. */
  | { type: 'set'; patch: Partial<CalcState>; group?: string; at?: number }
  | { type: 'target'; target: Target }
  | { type: 'meldKind'; kind: MeldKind }
  /** A tile of the tile set tapped: it goes to the target (a kind of set makes a whole set). */
  | { type: 'tap'; code: string; rules: HandRules }
  /** A wait of a hand one tile short tapped (a plain five for a five): it joins the hand as its winning tile. */
  | { type: 'wait'; code: string }
  /**
   * A discard that leaves a full hand waiting tapped (a plain five for a five): one copy of that kind
   * leaves the hand — a plain copy before a red one, as the engine's discards are counted — and no
   * winning tile stays chosen (the hand is one short: its waits are shown).
   */
  | { type: 'discard'; code: string }
  /** A tile of a field's tiles tapped: it is removed (its index in the field's tiles). */
  | { type: 'remove'; field: TileFieldKey; index: number; rules: HandRules }
  | { type: 'addMeld' }
  | { type: 'setMeld'; index: number; patch: Partial<CalcState['melds'][number]>; at?: number }
  | { type: 'removeMeld'; index: number }
  /** A setting changed: equal to the preset's value (`base`) it is dropped from the overrides. */
  | { type: 'setting'; id: string; value: SettingValue; base: SettingValue | undefined }
  | { type: 'flag'; flag: string; on: boolean }
  /** The hand and its tiles emptied (situation and rules kept). */
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' };

/** At most this many steps are kept to undo. */
export const HISTORY = 100;
/** Edits of one group closer than this (ms) are one step (a word typed is one undo). */
export const GROUP_MS = 1000;

export function initialModel(calc: CalcState = emptyState()): CalcModel {
  return { calc, target: 'hand', meldKind: 'pon', past: [], future: [] };
}

// ── Counting tiles ─────────────────────────────────────────────────────────────────────────

/** A tile's kind for counting copies: a red five is a five (`0m` → `5m`). */
export const kindOf = (code: string): string => (code[0] === '0' ? `5${code[1]}` : code);

/** How many kongs the declared sets hold (each makes the hand one tile longer). */
export function kongCount(s: CalcState): number {
  return s.melds.filter((m) => meldSize(m.kind) === 4).length;
}

/** The hand's full size: the ruleset's size with the winning tile, one more per kong. */
export function fullSize(s: CalcState, rules: HandRules): number {
  return rules.handSize + kongCount(s);
}

/** Where the hand stands against its full size: one short (`waiting`), `full`, or `short` / `over` by `by` tiles. */
export function handStage(s: CalcState, rules: HandRules): { n: number; full: number; stage: 'waiting' | 'full' | 'short' | 'over'; by: number } {
  const n = handCount(s);
  const full = fullSize(s, rules);
  const stage = n === full - 1 ? 'waiting' : n === full ? 'full' : n < full ? 'short' : 'over';
  return { n, full, stage, by: Math.abs(full - n) };
}

/** The tiles of the hand: concealed and declared. */
export function handCount(s: CalcState): number {
  return (tilesOf(s.hand)?.length ?? 0) + s.melds.reduce((n, m) => n + (tilesOf(m.tiles)?.length ?? 0), 0);
}

/** Copies in use of each tile kind (`5m`; red fives under their five) and of each red five (`0m`): hand, sets, indicators, flowers. */
export function copiesInUse(s: CalcState): Map<string, number> {
  const out = new Map<string, number>();
  const add = (code: string) => out.set(code, (out.get(code) ?? 0) + 1);
  const fields = [s.hand, ...s.melds.map((m) => m.tiles), s.doraIndicators, s.uraDoraIndicators, s.bonusTiles];
  for (const text of fields)
    for (const c of tilesOf(text) ?? []) {
      add(kindOf(c));
      if (c[0] === '0') add(c);
    }
  return out;
}

/** Red fives of a suit in play: one each with 3, two of dots with 4 (`score-api.md`, "Red fives"). */
export function redsAllowed(suit: string, redFives: number): number {
  if (redFives <= 0) return 0;
  return redFives === 4 && suit === 'p' ? 2 : 1;
}

/** Why the tile set cannot add a tile now: all its copies are in use, or the hand is full. */
export type TileBlock = 'used' | 'full' | null;

/**
 * Whether a tap on `code` can go to the target: each kind has four copies (a flower one), a red five
 * as many as the red fives in play, counted over the hand, the sets and the indicators; the hand (and
 * a declared set) cannot go past its full size. A set needs every tile it takes.
 */
export function tileBlock(m: Pick<CalcModel, 'calc' | 'target' | 'meldKind'>, code: string, rules: HandRules, used = copiesInUse(m.calc)): TileBlock {
  const s = m.calc;
  const copies = (c: string) => (c[1] === 'f' ? 1 : c[0] === '0' ? redsAllowed(c[1], rules.redFives) : 4);
  const free = (tiles: string[]) => {
    const need = new Map<string, number>();
    for (const c of tiles) {
      need.set(kindOf(c), (need.get(kindOf(c)) ?? 0) + 1);
      if (c[0] === '0') need.set(c, (need.get(c) ?? 0) + 1);
    }
    for (const [c, n] of need) if ((used.get(c) ?? 0) + n > copies(c)) return false;
    return true;
  };
  if (m.target === 'meld') {
    const tiles = tilesOf(meldFromTile(m.meldKind, code) ?? '');
    if (!tiles) return null; // no set of that kind starts here (the palette says so its own way)
    // A kong makes the full size one longer: it adds three tiles' worth, as a pung does.
    if (handCount(s) + 3 > fullSize(s, rules)) return 'full';
    return free(tiles) ? null : 'used';
  }
  if (m.target === 'hand' && handCount(s) >= fullSize(s, rules)) return 'full';
  return free([code]) ? null : 'used';
}

// ── The winning tile ───────────────────────────────────────────────────────────────────────

/** The winning tile the result uses: the chosen one, else the last tile of the hand. */
export function winningTile(s: CalcState): string {
  return s.winTile.trim() ? (tilesOf(s.winTile)?.[0] ?? '') : lastTile(s.hand);
}

/** The index among the hand's tiles drawn as the winning tile (the last copy of it), or -1. */
export function winIndex(s: CalcState): number {
  const win = winningTile(s);
  return win ? (tilesOf(s.hand) ?? []).lastIndexOf(win) : -1;
}

/** Before a tile edit of the hand: a full hand's implied winning tile becomes the chosen one. */
function fixWin(s: CalcState, rules: HandRules): CalcState {
  if (s.winTile.trim() || handCount(s) < fullSize(s, rules)) return s;
  const win = lastTile(s.hand);
  return win ? { ...s, winTile: win } : s;
}

/** Whether a key press is undo (`undo`), redo (`redo`) or neither: Ctrl / ⌘ + Z, Shift + Ctrl / ⌘ + Z, Ctrl + Y. */
export function undoKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const k = e.key.toLowerCase();
  if (k === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (k === 'y' && e.ctrlKey && !e.shiftKey) return 'redo';
  return null;
}

// ── The reducer ────────────────────────────────────────────────────────────────────────────

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A recorded edit: the state before goes on the undo list (unless a burst of one group goes on). */
function edit(m: CalcModel, calc: CalcState, group?: string, at?: number): CalcModel {
  if (same(calc, m.calc)) return m;
  const joined = group !== undefined && group === m.lastGroup && at !== undefined && m.lastAt !== undefined && at - m.lastAt < GROUP_MS;
  const past = joined ? m.past : [...m.past, m.calc].slice(-HISTORY);
  return { ...m, calc, past, future: [], lastGroup: group, lastAt: at };
}

function tap(m: CalcModel, code: string, rules: HandRules): CalcModel {
  if (tileBlock(m, code, rules)) return m;
  const s = m.calc;
  switch (m.target) {
    case 'hand': {
      const fixed = fixWin(s, rules);
      const next = { ...fixed, hand: addTile(fixed.hand, code) };
      // The tile that fills the hand is the one it was won on, unless one is chosen.
      if (!next.winTile.trim() && handCount(next) === fullSize(next, rules)) next.winTile = code;
      return edit(m, next);
    }
    case 'meld': {
      const tiles = meldFromTile(m.meldKind, code);
      if (!tiles) return m;
      return edit(m, { ...fixWin(s, rules), melds: [...s.melds, { kind: m.meldKind, tiles }] });
    }
    case 'bonus':
      return edit(m, { ...s, bonusTiles: addTile(s.bonusTiles, code) });
    case 'dora':
      return edit(m, { ...s, doraIndicators: addTile(s.doraIndicators, code, false) });
    case 'ura':
      return edit(m, { ...s, uraDoraIndicators: addTile(s.uraDoraIndicators, code, false) });
  }
}

function remove(m: CalcModel, field: TileFieldKey, index: number, rules: HandRules): CalcModel {
  const s = m.calc;
  if (field !== 'hand') return edit(m, { ...s, [field]: removeTile(s[field], index) });
  const isWin = index === winIndex(s);
  const fixed = isWin ? s : fixWin(s, rules);
  return edit(m, { ...fixed, hand: removeTile(s.hand, index), winTile: isWin ? '' : fixed.winTile });
}

/** The hand without one copy of kind `code`: a plain copy first, else a red five of that kind. */
function discard(m: CalcModel, code: string): CalcModel {
  const s = m.calc;
  const tiles = tilesOf(s.hand) ?? [];
  let at = tiles.indexOf(code);
  if (at < 0) at = tiles.findIndex((c) => kindOf(c) === code);
  if (at < 0) return m;
  return edit(m, { ...s, hand: removeTile(s.hand, at), winTile: '' });
}

export function calcReducer(m: CalcModel, a: CalcAction): CalcModel {
  const s = m.calc;
  switch (a.type) {
    case 'load':
      return initialModel(a.calc);
    case 'navigate':
      return edit(m, a.calc);
    case 'set':
      return edit(m, { ...s, ...a.patch }, a.group, a.at);
    case 'target':
      return { ...m, target: a.target };
    case 'meldKind':
      return { ...m, meldKind: a.kind };
    case 'tap':
      return tap(m, a.code, a.rules);
    case 'remove':
      return remove(m, a.field, a.index, a.rules);
    case 'wait':
      return edit(m, { ...s, hand: addTile(s.hand, a.code), winTile: a.code });
    case 'discard':
      return discard(m, a.code);
    case 'addMeld':
      return edit(m, { ...s, melds: [...s.melds, { kind: m.meldKind, tiles: '' }] });
    case 'setMeld':
      return edit(m, { ...s, melds: s.melds.map((x, j) => (j === a.index ? { ...x, ...a.patch } : x)) }, a.patch.tiles !== undefined ? `meld-${a.index}` : undefined, a.at);
    case 'removeMeld':
      return edit(m, { ...s, melds: s.melds.filter((_, j) => j !== a.index) });
    case 'setting': {
      const settings = { ...s.settings };
      if (same(a.value, a.base)) delete settings[a.id];
      else settings[a.id] = a.value;
      return edit(m, { ...s, settings });
    }
    case 'flag':
      return edit(m, { ...s, flags: a.on ? [...s.flags.filter((f) => f !== a.flag), a.flag] : s.flags.filter((f) => f !== a.flag) });
    case 'clear':
      return edit(m, { ...s, hand: '', melds: [], winTile: '', bonusTiles: '', doraIndicators: '', uraDoraIndicators: '', flags: [] });
    case 'undo': {
      if (!m.past.length) return m;
      return { ...m, calc: m.past[m.past.length - 1], past: m.past.slice(0, -1), future: [m.calc, ...m.future], lastGroup: undefined };
    }
    case 'redo': {
      if (!m.future.length) return m;
      return { ...m, calc: m.future[0], past: [...m.past, m.calc], future: m.future.slice(1), lastGroup: undefined };
    }
  }
}
