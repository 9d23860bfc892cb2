/**
 * The inputs of the golden test (`golden.ts`, `golden.test.ts`, `npm run golden`): a deterministic,
 * seeded generator of raw hand inputs (the `score-api.md` input shape, and shapes that break it),
 * plus every item's worked example as the reference pages score it.
 *
 * The generator reads only the rule data's lists — a ruleset's flags, presets, settings and item
 * examples, the venues' slugs — never the engine, so a change of the engine cannot change the inputs
 * (only the results). Every list it reads is sorted first, so moving or reordering rule data changes
 * nothing either; `golden.json` keeps a hash of the inputs, which tells the two cases apart.
 *
 * Per ruleset it mixes: winning hands built from random sets and a pair under a "theme" (a suit, the
 * honours, the terminals, a triple chow …) with declared melds (chi, pon, open / added / concealed
 * kongs); the special shapes (seven pairs, thirteen orphans, nine gates, and for the 17-tile sheet
 * niko niko, 13 orphans with a set and 16 orphans); worked examples under every preset and venue with
 * a change of situation; random and nearly winning tiles; waiting hands; and inputs broken in one
 * way each (every error code of the contract). Flags come from the ruleset's own `flags` list, either
 * with the situation they need (a self-draw, the dealer, a kong …) or at random.
 *
 * No `Math.random`: one mulberry32 stream per ruleset, from `GOLDEN_SEED`.
 */
import { rulesets } from '../../src/rules/index.ts';
import type { RulesetDef, SettingDef } from '../../src/core/ruleset.ts';
import type { RulesetId, Wind } from '../../src/core/api.ts';

/** The seed of every generated stream (each ruleset derives its own from it). */
export const GOLDEN_SEED = 20261201;
/** The rulesets, in the order of the golden file (fixed here: not read from the rule data). */
export const GOLDEN_RULESETS: readonly RulesetId[] = ['riichi', 'hong-kong', 'taiwan-club'];
/** Generated hands per ruleset. */
export const HANDS_PER_RULESET = 50_000;

// ---------------------------------------------------------------------------------------------
// Random numbers

/** mulberry32: the benchmark's small seeded PRNG (32-bit state), uniform in [0, 1). */
export { prng as mulberry32 } from '../../scripts/bench-hands.ts';
import { prng as mulberry32 } from '../../scripts/bench-hands.ts';

export class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** An integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }
  /** Fisher–Yates, in place. */
  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
    return list;
  }
  /** `k` distinct entries of `list`, in random order. */
  sample<T>(list: readonly T[], k: number): T[] {
    return this.shuffle(list.slice()).slice(0, Math.min(k, list.length));
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [v, w] of entries) {
      r -= w;
      if (r < 0) return v;
    }
    return entries[entries.length - 1][0];
  }
}

/** A seed for one stream: the golden seed mixed with a name (FNV-1a), so streams do not overlap. */
export function seedOf(name: string, seed = GOLDEN_SEED): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Tiles (kinds 0–33: 1m–9m, 1p–9p, 1s–9s, 1z–7z)

const WINDS: readonly Wind[] = ['east', 'south', 'west', 'north'];
const LETTERS = 'mpsz';
const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);
const num = (k: number): number => (k % 9) + 1;
const suitOf = (k: number): number => (k < 27 ? Math.floor(k / 9) : 3);
const ALL = range(0, 34);
const SUITED = range(0, 27);
const HONOURS = range(27, 34);
const WIND_KINDS = range(27, 31);
const DRAGONS = range(31, 34);
const TERMINALS = SUITED.filter((k) => num(k) === 1 || num(k) === 9);
const SIMPLES = SUITED.filter((k) => num(k) >= 2 && num(k) <= 8);
const ORPHANS = [...TERMINALS, ...HONOURS];
/** 2s 3s 4s 6s 8s and the green dragon. */
const GREEN = [19, 20, 21, 23, 25, 32];
const suitKinds = (s: number): number[] => range(s * 9, s * 9 + 9);
/** Kinds that can start a chow, in the given suits, with the first number in [lo, hi]. */
const chowStarts = (suits: readonly number[], lo = 1, hi = 7): number[] =>
  suits.flatMap((s) => range(s * 9 + lo - 1, s * 9 + hi));
const CHOWS = chowStarts([0, 1, 2]);
const SUIT_KINDS = [0, 1, 2].map(suitKinds);
const SUIT_CHOWS = [0, 1, 2].map((s) => chowStarts([s]));
const SUIT_AND_HONOURS = [0, 1, 2].map((s) => [...suitKinds(s), ...HONOURS]);

/** A tile as written: its kind and whether it is written as a red five (`0`). */
interface Tile {
  k: number;
  red: boolean;
}

const digit = (t: Tile): string => (t.red ? '0' : t.k < 27 ? String(num(t.k)) : String(t.k - 26));
const letter = (k: number): string => LETTERS[suitOf(k)];
export const tileText = (k: number, red = false): string => digit({ k, red }) + letter(k);

/** Runs of one suit written together, in the order given: "123m45p6m". */
function grouped(tiles: readonly Tile[], sep = ''): string {
  let out = '';
  let run = '';
  let cur = '';
  for (const t of tiles) {
    const l = letter(t.k);
    if (l !== cur && run) {
      out += (out ? sep : '') + run + cur;
      run = '';
    }
    cur = l;
    run += digit(t);
  }
  if (run) out += (out ? sep : '') + run + cur;
  return out;
}

const sortedTiles = (tiles: readonly Tile[]): Tile[] =>
  tiles.slice().sort((a, b) => a.k - b.k || Number(b.red) - Number(a.red));

/** mpsz text of some tiles, in one of the notations the contract accepts (mostly the usual one). */
function write(g: Rng, tiles: readonly Tile[], plain = false): string {
  const style = plain ? 'sorted' : g.weighted([['sorted', 72], ['as-is', 10], ['single', 9], ['spaced', 9]] as const);
  if (style === 'sorted') return grouped(sortedTiles(tiles));
  if (style === 'as-is') return grouped(tiles);
  if (style === 'single') return tiles.map((t) => digit(t) + letter(t.k)).join('');
  const text = grouped(sortedTiles(tiles), ' ');
  return g.chance(0.3) ? ` ${text.replace(/(\d)(\d)/, '$1 $2')} ` : text;
}

const plainTiles = (kinds: readonly number[]): Tile[] => kinds.map((k) => ({ k, red: false }));

// ---------------------------------------------------------------------------------------------
// The ruleset's data as the generator reads it (sorted, so reordering the data changes nothing)

interface VenueRef {
  slug: string;
  ruleset: string;
  settings: Record<string, unknown>;
}

interface RulesetView {
  rs: RulesetDef;
  id: RulesetId;
  flags: string[];
  /** The ruleset's presets, then its venues' slugs. */
  presets: string[];
  /** Presets of the other rulesets and their venues (unknown-preset here). */
  foreignPresets: string[];
  /** Flags of the other rulesets that this one does not know. */
  foreignFlags: string[];
  /** Setting ids of the other rulesets that this one does not have. */
  foreignSettings: string[];
  settings: SettingDef[];
  examples: { id: string; example: Record<string, unknown> }[];
  sets: number;
  /** Venues and settings that play red fives (riichi). */
  redVenues: string[];
}

const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function viewOf(rs: RulesetDef, venues: readonly VenueRef[]): RulesetView {
  const others = rulesets.filter((r) => r.id !== rs.id);
  const own = new Set(rs.flags);
  const ownSettings = new Set(rs.settings.map((s) => s.id));
  const mine = venues.filter((v) => v.ruleset === rs.id).sort((a, b) => byString(a.slug, b.slug));
  return {
    rs,
    id: rs.id,
    flags: [...rs.flags].sort(byString),
    presets: [...rs.presets.map((p) => p.id).sort(byString), ...mine.map((v) => v.slug)],
    foreignPresets: [
      ...others.flatMap((r) => r.presets.map((p) => p.id)),
      ...venues.filter((v) => v.ruleset !== rs.id).map((v) => v.slug),
    ].sort(byString),
    foreignFlags: [...new Set(others.flatMap((r) => r.flags))].filter((f) => !own.has(f)).sort(byString),
    foreignSettings: [...new Set(others.flatMap((r) => r.settings.map((s) => s.id)))].filter((s) => !ownSettings.has(s)).sort(byString),
    settings: [...rs.settings].sort((a, b) => byString(a.id, b.id)),
    examples: rs.items
      .map((i) => ({ id: i.id, example: i.example as unknown as Record<string, unknown> }))
      .sort((a, b) => byString(a.id, b.id)),
    sets: (rs.handSize - 2) / 3,
    redVenues: mine.filter((v) => Number(v.settings.redFives) > 0).map((v) => v.slug),
  };
}

// ---------------------------------------------------------------------------------------------
// What a flag needs of the situation (from the rulesets' conflict tables and the contract)

interface Needs {
  win?: 'self-drawn' | 'discard';
  dealer?: boolean;
  noMelds?: boolean;
  closed?: boolean;
  kongs?: number;
  bonus?: boolean;
  also?: string;
  discarder?: Wind;
}

const NEEDS: Record<RulesetId, Record<string, Needs>> = {
  riichi: {
    riichi: { closed: true },
    'double-riichi': { closed: true },
    ippatsu: { closed: true, also: 'riichi' },
    'kong-replacement': { win: 'self-drawn', kongs: 1 },
    'robbing-kong': { win: 'discard' },
    heavenly: { dealer: true, win: 'self-drawn', noMelds: true },
    earthly: { dealer: false, win: 'self-drawn', noMelds: true },
    human: { dealer: false, win: 'discard', noMelds: true },
  },
  'hong-kong': {
    'kong-replacement': { win: 'self-drawn', kongs: 1 },
    'double-kong-replacement': { win: 'self-drawn', kongs: 2 },
    'flower-replacement': { win: 'self-drawn', bonus: true },
    'robbing-kong': { win: 'discard' },
    'last-tile': { win: 'self-drawn' },
    heavenly: { dealer: true, win: 'self-drawn', noMelds: true },
    earthly: { dealer: false, win: 'discard', noMelds: true, discarder: 'east' },
    human: { dealer: false, win: 'discard', noMelds: true },
  },
  'taiwan-club': {
    'kong-replacement': { win: 'self-drawn', kongs: 1 },
    'flower-replacement': { win: 'self-drawn', bonus: true },
    'robbing-kong': { win: 'discard' },
    'last-tile': { win: 'self-drawn' },
    heavenly: { dealer: true, win: 'self-drawn', noMelds: true },
    'dealer-first-discard': { dealer: false, win: 'discard', noMelds: true },
  },
};

/** The flags of a hand and what they need together (later needs win over earlier ones). */
function chooseFlags(g: Rng, v: RulesetView): { flags: string[]; needs: Needs } {
  const mode = g.weighted([['none', 46], ['coherent', 38], ['random', 16]] as const);
  if (mode === 'none') return { flags: [], needs: {} };
  // Random flags, with no care for what they need: mostly conflicting-flags.
  if (mode === 'random') return { flags: g.sample(v.flags, g.between(1, 3)), needs: {} };
  const flags = g.sample(v.flags, g.chance(0.72) ? 1 : 2);
  const needs: Needs = {};
  for (const f of [...flags]) {
    const n = NEEDS[v.id][f];
    if (!n) continue;
    if (n.also && !flags.includes(n.also) && v.flags.includes(n.also)) flags.unshift(n.also);
    Object.assign(needs, n, { kongs: Math.max(needs.kongs ?? 0, n.kongs ?? 0) });
  }
  return { flags, needs };
}

// ---------------------------------------------------------------------------------------------
// Winning shapes

type SetType = 'chow' | 'pung' | 'kong';
interface HandSet {
  type: SetType;
  first: number;
}

interface Theme {
  /** Kinds for pungs. */
  pool: number[];
  /** Kinds that may start a chow. */
  chows: number[];
  chowP: number;
  pairPool?: number[];
  forced?: HandSet[];
  kongP?: number;
}

const chow = (first: number): HandSet => ({ type: 'chow', first });
const pung = (first: number): HandSet => ({ type: 'pung', first });

function pickTheme(g: Rng, v: RulesetView): Theme {
  const s = g.int(3);
  const others = [0, 1, 2].filter((x) => x !== s);
  const name = g.weighted([
    ['any', 26],
    ['flush', 7],
    ['half-flush', 8],
    ['two-suits', 5],
    ['simples', 6],
    ['outside', 5],
    ['terminal-honour', 4],
    ['terminals', 2],
    ['honours', 3],
    ['green', 2],
    ['all-pungs', 5],
    ['all-chows', 5],
    ['dragons', 4],
    ['winds', 4],
    ['triple-chow', 3],
    ['triple-pung', 2],
    ['straight', 3],
    ['twins', 4],
    ['consecutive-pungs', 2],
    ['step-up', 2],
    ['kongs', 3],
  ] as const);
  const any: Theme = { pool: ALL, chows: CHOWS, chowP: 0.55 };
  switch (name) {
    case 'any':
      return any;
    case 'flush':
      return { pool: SUIT_KINDS[s], chows: SUIT_CHOWS[s], chowP: 0.55 };
    case 'half-flush':
      return { pool: SUIT_AND_HONOURS[s], chows: SUIT_CHOWS[s], chowP: 0.45 };
    case 'two-suits':
      return { pool: [...suitKinds(s), ...suitKinds(others[0])], chows: chowStarts([s, others[0]]), chowP: 0.55 };
    case 'simples':
      return { pool: SIMPLES, chows: chowStarts([0, 1, 2], 2, 6), chowP: 0.6 };
    case 'outside':
      return { pool: ORPHANS, chows: [...chowStarts([0, 1, 2], 1, 1), ...chowStarts([0, 1, 2], 7, 7)], chowP: 0.5 };
    case 'terminal-honour':
      return { pool: ORPHANS, chows: [], chowP: 0 };
    case 'terminals':
      return { pool: TERMINALS, chows: [], chowP: 0 };
    case 'honours':
      return { pool: HONOURS, chows: [], chowP: 0 };
    case 'green':
      return { pool: GREEN, chows: [19], chowP: 0.35 };
    case 'all-pungs':
      return { ...any, chowP: 0 };
    case 'all-chows':
      return { ...any, chowP: 1, pairPool: g.chance(0.5) ? SUITED : ALL };
    case 'dragons': {
      const n = g.between(2, 3);
      const ds = g.sample(DRAGONS, 3);
      return { ...any, forced: ds.slice(0, n).map(pung), pairPool: n === 2 ? [ds[2]] : undefined };
    }
    case 'winds': {
      const n = g.between(3, 4);
      const ws = g.sample(WIND_KINDS, 4);
      return { ...any, forced: ws.slice(0, n).map(pung), pairPool: n === 3 ? [ws[3]] : undefined };
    }
    case 'triple-chow': {
      const n = g.between(1, 7);
      return { ...any, forced: [0, 1, 2].map((x) => chow(x * 9 + n - 1)) };
    }
    case 'triple-pung': {
      const n = g.between(1, 9);
      return { ...any, forced: [0, 1, 2].map((x) => pung(x * 9 + n - 1)) };
    }
    case 'straight':
      return { ...any, forced: [0, 3, 6].map((n) => chow(s * 9 + n)), pool: g.chance(0.5) ? suitKinds(s) : ALL };
    case 'twins': {
      const a = g.pick(CHOWS);
      const kind = g.weighted([['same', 3], ['other-suit', 2], ['two-pairs', 1]] as const);
      if (kind === 'same') return { ...any, forced: [chow(a), chow(a)] };
      if (kind === 'other-suit') return { ...any, forced: [chow(a), chow(((suitOf(a) + 1) % 3) * 9 + (a % 9))] };
      const b = g.pick(CHOWS);
      return { ...any, forced: [chow(a), chow(a), chow(b), chow(b)] };
    }
    case 'consecutive-pungs': {
      // Three to five pungs in a row; five of them (17 tiles) with a pair of the next number now and then.
      const len = g.between(3, v.sets);
      const n = g.between(0, 9 - len);
      const pairNext = len === 5 && n + 5 <= 8 && g.chance(0.5) ? [s * 9 + n + 5] : undefined;
      return { ...any, forced: range(0, len).map((i) => pung(s * 9 + n + i)), pairPool: pairNext };
    }
    case 'step-up': {
      // Chows of consecutive first numbers in any suits: three, or (17 tiles) five with the pair after them.
      const len = v.sets === 5 && g.chance(0.5) ? 5 : 3;
      const n = g.between(0, 7 - len);
      const oneSuit = len === 5 && g.chance(0.4);
      const suits = range(0, len).map((i) => (oneSuit ? s : len === 3 ? [0, 1, 2][(s + i) % 3] : g.int(3)));
      const pair = len === 5 && n + 5 <= 8 && g.chance(0.7) ? [(oneSuit ? s : g.int(3)) * 9 + n + 5] : undefined;
      return { ...any, forced: suits.map((x, i) => chow(x * 9 + n + i)), pairPool: pair };
    }
    case 'kongs':
      return { ...any, chowP: 0.3, kongP: 0.6 };
  }
}

interface Built {
  sets: HandSet[];
  pair: number;
  counts: number[];
}

const setKinds = (s: HandSet): number[] =>
  s.type === 'chow' ? [s.first, s.first + 1, s.first + 2] : s.type === 'pung' ? [s.first, s.first, s.first] : [s.first, s.first, s.first, s.first];

function fits(counts: number[], kinds: readonly number[]): boolean {
  for (let i = 0; i < kinds.length; i++) {
    let n = 0;
    for (let j = 0; j < kinds.length; j++) if (kinds[j] === kinds[i]) n++;
    if (counts[kinds[i]] + n > 4) return false;
  }
  return true;
}

function take(counts: number[], kinds: readonly number[]): void {
  for (const k of kinds) counts[k]++;
}

/** Sets and a pair (at most four copies of a tile); null when the theme cannot fill them. */
function buildStandard(g: Rng, v: RulesetView, theme: Theme, kongs: { p: number; min: number; none: boolean }): Built | null {
  const counts = new Array<number>(34).fill(0);
  const sets: HandSet[] = [];
  for (const f of theme.forced ?? []) {
    if (sets.length < v.sets && fits(counts, setKinds(f))) {
      take(counts, setKinds(f));
      sets.push({ ...f });
    }
  }
  for (let tries = 0; sets.length < v.sets && tries < 80; tries++) {
    const s = theme.chows.length > 0 && g.chance(theme.chowP) ? chow(g.pick(theme.chows)) : pung(g.pick(theme.pool));
    if (!fits(counts, setKinds(s))) continue;
    take(counts, setKinds(s));
    sets.push(s);
  }
  if (sets.length < v.sets) return null;
  const pairPool = theme.pairPool ?? theme.pool;
  let pair = -1;
  for (let tries = 0; pair < 0 && tries < 20; tries++) {
    const k = g.pick(pairPool);
    if (counts[k] <= 2) pair = k;
  }
  if (pair < 0) return null;
  counts[pair] += 2;
  if (!kongs.none) {
    const pungs = g.shuffle(sets.filter((s) => s.type === 'pung'));
    let made = 0;
    for (const s of pungs) {
      if (counts[s.first] >= 4) continue;
      if (made < kongs.min || g.chance(theme.kongP ?? kongs.p)) {
        s.type = 'kong';
        counts[s.first]++;
        made++;
      }
    }
  }
  g.shuffle(sets);
  return { sets, pair, counts };
}

// ---------------------------------------------------------------------------------------------
// A hand input

type Input = Record<string, unknown>;
type MeldKind = 'chi' | 'pon' | 'kan-open' | 'kan-added' | 'kan-closed';

interface Situation {
  preset?: string;
  settings?: Record<string, unknown>;
  flags: string[];
  needs: Needs;
  redFives: boolean;
}

/** The fields of an input, in the order `inputOf` writes them. */
const FIELD_ORDER = [
  'id',
  'ruleset',
  'preset',
  'settings',
  'hand',
  'melds',
  'winTile',
  'win',
  'seatWind',
  'roundWind',
  'dealer',
  'discarder',
  'bonusTiles',
  'flags',
  'doraIndicators',
  'uraDoraIndicators',
  'honba',
  'riichiSticks',
  'dealerStreak',
  'round',
  'liable',
  'discards',
];

/** The fields of an input in one order, leaving out those not given. */
function inputOf(fields: Input): Input {
  const out: Input = {};
  for (const k of FIELD_ORDER) if (fields[k] !== undefined) out[k] = fields[k];
  return out;
}

/**
 * A worked example as an input: the fields in `inputOf`'s order and any other field it has after
 * them, by name — the same input whatever order the rule data writes the example's fields in.
 */
function exampleOf(fields: Input): Input {
  const out = inputOf(fields);
  for (const k of Object.keys(fields).sort(byString)) if (!(k in out) && fields[k] !== undefined) out[k] = fields[k];
  return out;
}

/** An enum setting whose options have the aliases true and false (riichi redFives: 3 and 0). */
function switchLike(s: SettingDef): boolean {
  return s.type === 'enum' && (s.aliases ?? []).some((a) => typeof a.value === 'boolean');
}

/** A valid value of a setting (some settings by id: values that keep most hands scorable). */
function settingValue(g: Rng, s: SettingDef): unknown {
  switch (s.type) {
    case 'boolean':
      return g.chance(0.5);
    case 'integer':
      if (s.id === 'minFaan') return g.pick([0, 0, 0, 1, 2, 3, 4, 5]);
      if (s.id === 'limit') return g.pick([5, 6, 8, 10, 13, 13, 16]);
      return s.min + g.int(10);
    case 'number':
      return g.pick([0.25, 0.5, 1, 2, 5, 10]);
    case 'enum':
      // A count with true / false aliases (riichi redFives, once a yes / no setting): drawn as the
      // yes / no it was, so the golden inputs stayed those recorded before the count.
      if (switchLike(s)) return g.chance(0.5);
      return g.pick([...s.options].sort((a, b) => byString(String(a), String(b))));
    case 'round-ladder':
      if (g.chance(0.4)) return g.pick([0, 0, 5, 10, 16, 20, 30]);
      return Object.fromEntries(g.sample(WINDS, g.between(1, 4)).map((w) => [w, g.pick([0, 0, 8, 12, 16, 20, 24, 30])]));
    case 'curve':
      if (g.chance(0.8)) return g.pick([...s.options].sort(byString));
      return range(0, g.between(3, 14)).map((i) => g.pick([1, 1.5, 2]) * 2 ** Math.min(i, 6));
  }
}

function chooseSituation(g: Rng, v: RulesetView): Situation {
  const preset = g.chance(0.18) ? undefined : g.pick(v.presets);
  let settings: Record<string, unknown> | undefined;
  if (g.chance(0.32)) {
    settings = {};
    for (const s of g.sample(v.settings, g.weighted([[1, 5], [2, 3], [3, 1]] as const))) settings[s.id] = settingValue(g, s);
    if (typeof settings.minFaan === 'number' && typeof settings.limit === 'number' && settings.limit < settings.minFaan && g.chance(0.8)) {
      settings.limit = settings.minFaan;
    }
  }
  // Lower minimums, so that more hands are scored to the end (the minimum itself is tested too).
  if (v.id === 'hong-kong' && g.chance(0.3)) settings = { ...settings, minFaan: g.pick([0, 0, 1]) };
  if (v.id === 'taiwan-club' && g.chance(0.3)) settings = { ...settings, minimum: g.pick([0, 0, 8, 12]) };
  const { flags, needs } = chooseFlags(g, v);
  const redFives =
    v.id === 'riichi' && ((preset !== undefined && v.redVenues.includes(preset)) || settings?.redFives === true) ? true : false;
  return { preset, settings, flags, needs, redFives };
}

/** Which copies of fives are written red: at most one per suit (sometimes more, outside riichi's rules). */
function markRed(g: Rng, tiles: Tile[], redFives: boolean, rulesetId: RulesetId): void {
  const p = redFives ? 0.55 : rulesetId === 'riichi' ? 0.04 : 0.03;
  for (const s of [0, 1, 2]) {
    const fives = tiles.filter((t) => t.k === s * 9 + 4);
    if (fives.length > 0 && g.chance(p)) {
      fives[0].red = true;
      if (fives.length > 1 && g.chance(0.03)) fives[1].red = true;
    }
  }
}

interface Assembled {
  input: Input;
  /** Kinds of the concealed tiles (winning tile included) and of the melds, for the mutations. */
  concealed: Tile[];
  melds: { kind: MeldKind; tiles: Tile[] }[];
  counts: number[];
}

/** A winning hand of the standard shape, or null (the theme could not fill it). */
function standardHand(g: Rng, v: RulesetView, sit: Situation): Assembled | null {
  const needs = sit.needs;
  const noKongs = needs.noMelds === true;
  const built = buildStandard(g, v, pickTheme(g, v), { p: 0.1, min: needs.kongs ?? 0, none: noKongs });
  if (!built) return null;
  const melds: { kind: MeldKind; tiles: Tile[] }[] = [];
  const concealed: Tile[] = [];
  const open = needs.noMelds || needs.closed ? 0 : g.weighted([[0, 48], [1, 16], [2, 14], [3, 9], [4, 6], [v.sets, 7]] as const);
  let declared = 0;
  for (const s of built.sets) {
    const tiles = plainTiles(setKinds(s));
    if (s.type === 'kong') {
      const kind: MeldKind = needs.closed ? 'kan-closed' : g.weighted([['kan-open', 35], ['kan-added', 30], ['kan-closed', 35]] as const);
      melds.push({ kind, tiles });
    } else if (declared < open) {
      declared++;
      melds.push({ kind: s.type === 'chow' ? 'chi' : 'pon', tiles });
    } else concealed.push(...tiles);
  }
  concealed.push(...plainTiles([built.pair, built.pair]));
  markRed(g, [...concealed, ...melds.flatMap((m) => m.tiles)], sit.redFives, v.id);
  return assemble(g, v, sit, concealed, melds, built.counts);
}

/** A special shape of the ruleset (no melds). */
function specialHand(g: Rng, v: RulesetView, sit: Situation): Assembled | null {
  const counts = new Array<number>(34).fill(0);
  let kinds: number[];
  const shape =
    v.id === 'taiwan-club'
      ? g.weighted([['niko-niko', 4], ['thirteen-orphans-17', 3], ['sixteen-orphans', 4]] as const)
      : g.weighted([['seven-pairs', 6], ['thirteen-orphans', 3], ['nine-gates', 2]] as const);
  switch (shape) {
    case 'seven-pairs':
    case 'niko-niko': {
      const pool = g.weighted([
        [ALL, 5],
        [[...suitKinds(g.int(3)), ...HONOURS], 2],
        [suitKinds(g.int(3)), 1],
        [ORPHANS, 1],
        [SIMPLES, 1],
        [HONOURS.concat(TERMINALS.slice(0, 2)), 1],
      ] as const);
      const pairs = g.sample(pool, 7);
      if (pairs.length < 7) return null;
      // Now and then four of a kind as two pairs.
      if (g.chance(0.08)) pairs[6] = pairs[0];
      kinds = pairs.flatMap((k) => [k, k]);
      if (shape === 'niko-niko') {
        const rest = ALL.filter((k) => !pairs.includes(k));
        const p = g.pick(rest);
        kinds.push(p, p, p);
      }
      break;
    }
    case 'thirteen-orphans':
    case 'thirteen-orphans-17': {
      kinds = [...ORPHANS, g.pick(ORPHANS)];
      if (shape === 'thirteen-orphans-17') {
        const set = g.chance(0.6) ? chow(g.pick(chowStarts([0, 1, 2]))) : pung(g.pick(SIMPLES));
        kinds.push(...setKinds(set));
      }
      break;
    }
    case 'nine-gates': {
      const s = g.int(3);
      kinds = [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, g.between(1, 9)].map((n) => s * 9 + n - 1);
      break;
    }
    case 'sixteen-orphans': {
      const triples = [
        [1, 4, 7],
        [1, 4, 8],
        [1, 4, 9],
        [1, 5, 8],
        [1, 5, 9],
        [1, 6, 9],
        [2, 5, 8],
        [2, 5, 9],
        [2, 6, 9],
        [3, 6, 9],
      ];
      const same = g.chance(0.25) ? g.pick(triples) : null;
      kinds = [0, 1, 2].flatMap((s) => (same ?? g.pick(triples)).map((n) => s * 9 + n - 1));
      kinds.push(...HONOURS);
      kinds.push(g.pick(kinds));
      break;
    }
  }
  for (const k of kinds) counts[k]++;
  if (counts.some((n) => n > 4)) return null;
  const concealed = plainTiles(kinds);
  markRed(g, concealed, sit.redFives, v.id);
  return assemble(g, v, { ...sit, needs: { ...sit.needs, noMelds: true } }, concealed, [], counts);
}

/** The input of concealed tiles and melds in a situation: winning tile, winds, flags, extras. */
function assemble(g: Rng, v: RulesetView, sit: Situation, concealed: Tile[], melds: { kind: MeldKind; tiles: Tile[] }[], counts: number[]): Assembled {
  const needs = sit.needs;
  const winAt = g.int(concealed.length);
  const win = needs.win ?? (g.chance(0.5) ? 'self-drawn' : 'discard');
  let seatWind: Wind = g.pick(WINDS);
  if (needs.dealer === true) seatWind = 'east';
  if (needs.dealer === false && seatWind === 'east') seatWind = g.pick(WINDS.slice(1));
  const roundWind = v.id === 'riichi' && g.chance(0.7) ? g.pick(WINDS.slice(0, 2)) : g.pick(WINDS);
  const fields: Input = { ruleset: v.id, preset: sit.preset, settings: sit.settings };
  fields.hand = write(g, g.shuffle(concealed.slice()));
  if (melds.length > 0) {
    fields.melds = melds.map((m) => ({ kind: m.kind, tiles: write(g, m.kind === 'chi' && g.chance(0.2) ? g.shuffle(m.tiles.slice()) : m.tiles) }));
  }
  const w = concealed[winAt];
  fields.winTile = tileText(w.k, w.red);
  fields.win = win;
  if (g.chance(0.9) || seatWind !== 'east') fields.seatWind = seatWind;
  if (g.chance(0.85)) fields.roundWind = roundWind;
  if (needs.dealer === undefined && g.chance(0.1)) fields.dealer = g.chance(0.5);
  if (needs.discarder && win === 'discard') fields.discarder = needs.discarder;
  else if (win === 'discard' && g.chance(v.id === 'taiwan-club' ? 0.6 : 0.45)) fields.discarder = g.pick(WINDS.filter((x) => x !== seatWind));
  else if (win === 'self-drawn' && g.chance(0.02)) fields.discarder = g.pick(WINDS.filter((x) => x !== seatWind));
  const flowers = sit.settings?.flowers !== false || g.chance(0.1);
  if (v.id !== 'riichi' && (needs.bonus || (flowers && g.chance(0.45)))) {
    const bonus = g.weighted([
      [g.sample([1, 2, 3, 4, 5, 6, 7, 8], g.between(1, 3)), 10],
      [[1, 2, 3, 4], 1],
      [[5, 6, 7, 8], 1],
      [g.sample([1, 2, 3, 4, 5, 6, 7, 8], g.between(4, 8)), 2],
    ] as const);
    const sorted = [...bonus].sort((a, b) => a - b);
    fields.bonusTiles = g.chance(0.85) ? `${sorted.join('')}f` : sorted.map((n) => `${n}f`).join('');
  }
  if (sit.flags.length > 0) fields.flags = sit.flags.slice();
  if (v.id === 'riichi') {
    const indicators = (n: number): string | undefined => {
      const out: Tile[] = [];
      for (let i = 0; i < n; i++) {
        const k = g.pick(ALL);
        if (counts[k] >= 4) continue;
        counts[k]++;
        out.push({ k, red: false });
      }
      return out.length ? write(g, out, true) : undefined;
    };
    if (g.chance(0.6)) fields.doraIndicators = indicators(g.weighted([[1, 6], [2, 2], [3, 1]] as const));
    if (sit.flags.some((f) => f.includes('riichi')) && g.chance(0.5)) fields.uraDoraIndicators = indicators(g.between(1, 2));
    if (g.chance(0.3)) fields.honba = g.between(0, 5);
    if (g.chance(0.3)) fields.riichiSticks = g.between(0, 3);
  }
  if (v.id === 'taiwan-club') {
    if (seatWind === 'east' ? g.chance(0.4) : g.chance(0.05)) fields.dealerStreak = g.between(0, 6);
    if (g.chance(0.15)) fields.round = g.pick(WINDS);
  }
  if (v.id !== 'taiwan-club' && g.chance(0.02)) fields.liable = g.pick(WINDS.filter((x) => x !== seatWind));
  return { input: inputOf(fields), concealed, melds, counts };
}

// ---------------------------------------------------------------------------------------------
// Hands that do not score: random tiles, worked examples changed, waiting hands, broken inputs

function randomTiles(g: Rng, v: RulesetView, sit: Situation): Assembled {
  const counts = new Array<number>(34).fill(0);
  const pool = g.chance(0.3) ? [...suitKinds(g.int(3)), ...HONOURS] : ALL;
  const tiles: Tile[] = [];
  while (tiles.length < v.rs.handSize) {
    const k = g.pick(pool);
    if (counts[k] >= 4) continue;
    counts[k]++;
    tiles.push({ k, red: false });
  }
  return assemble(g, v, { ...sit, needs: { ...sit.needs, noMelds: true } }, tiles, [], counts);
}

/** A worked example of the ruleset, under any preset or venue, its situation sometimes changed. */
function exampleHand(g: Rng, v: RulesetView): Input {
  const x = g.pick(v.examples);
  const input: Input = { ...structuredClone(x.example), ruleset: v.id };
  if (g.chance(0.75)) input.preset = g.pick(v.presets);
  const change = g.weighted([
    ['none', 30],
    ['win', 10],
    ['seat', 10],
    ['flag', 14],
    ['drop-flags', 4],
    ['settings', 12],
    ['bonus', 6],
    ['extras', 8],
  ] as const);
  switch (change) {
    case 'win':
      input.win = input.win === 'discard' ? 'self-drawn' : 'discard';
      if (input.win === 'self-drawn') delete input.discarder;
      break;
    case 'seat':
      input.seatWind = g.pick(WINDS);
      input.roundWind = g.pick(WINDS);
      delete input.dealer;
      if (input.discarder === input.seatWind) delete input.discarder;
      break;
    case 'flag': {
      const flags = Array.isArray(input.flags) ? (input.flags as string[]).slice() : [];
      const f = g.pick(v.flags);
      if (!flags.includes(f)) flags.push(f);
      input.flags = flags;
      break;
    }
    case 'drop-flags':
      delete input.flags;
      break;
    case 'settings': {
      const s = g.pick(v.settings);
      input.settings = { ...(input.settings as object | undefined), [s.id]: settingValue(g, s) };
      break;
    }
    case 'bonus':
      if (v.id !== 'riichi') input.bonusTiles = `${g.sample([1, 2, 3, 4, 5, 6, 7, 8], g.between(1, 4)).sort((a, b) => a - b).join('')}f`;
      break;
    case 'extras':
      if (v.id === 'riichi') {
        input.honba = g.between(0, 4);
        input.riichiSticks = g.between(0, 2);
      } else if (v.id === 'taiwan-club') {
        input.dealerStreak = g.between(1, 6);
        input.seatWind = 'east';
        delete input.dealer;
        if (input.discarder === 'east') delete input.discarder;
      }
      break;
    case 'none':
      break;
  }
  return exampleOf(input);
}

/**
 * A copy of a base input for a mutation: a shallow one (mutations replace fields, they never change
 * the base's nested objects in place).
 */
const clone = (a: Assembled): Input => ({ ...a.input });

/** The concealed tiles without one copy of the winning tile, written again. */
function withoutWinTile(g: Rng, a: Assembled): string {
  const w = a.input.winTile as string;
  const tiles = a.concealed.slice();
  const at = tiles.findIndex((t) => tileText(t.k, t.red) === w);
  tiles.splice(at < 0 ? 0 : at, 1);
  return write(g, tiles);
}

/** Tiles of the concealed part other than the winning tile's kind. */
function nonWinTiles(a: Assembled): Tile[] {
  const w = a.input.winTile as string;
  return a.concealed.filter((t) => tileText(t.k) !== w.replace('0', '5'));
}

type Mutation = (g: Rng, v: RulesetView, a: Assembled) => unknown;

const BAD_NOTATION = ['123x', '1m2', '0z', '8z', 'm123', '12 3', '1f', '123m4', '99', 'z', '1m,2m', '１m', '1M', '5f6m', '1m-2m'];

const MUTATIONS: readonly (readonly [string, number, Mutation])[] = [
  ['not-an-object', 2, (g, _v, a) => g.pick<unknown>([null, 42, 'riichi', [], true, [a.input], 0, ''])],
  ['ruleset', 3, (g, _v, a) => {
    const i = clone(a);
    const r = g.pick<unknown>(['mahjong', 'Riichi', '', null, 7, 'hongkong', 'taiwan', 'riichi ', undefined, ['riichi']]);
    if (r === undefined) delete i.ruleset;
    else i.ruleset = r;
    return i;
  }],
  ['preset', 4, (g, v, a) => inputOf({ ...clone(a), preset: g.pick<unknown>([...v.foreignPresets, 'ema-2030', '', 'VMC', 5, true, {}, 'default']) })],
  ['setting-unknown', 2, (g, v, a) => {
    const i = clone(a);
    return inputOf({ ...i, settings: { ...(i.settings as object | undefined), [g.pick([...v.foreignSettings, 'foo', 'MinFaan', ''])]: g.pick<unknown>([1, true, 'x']) } });
  }],
  ['setting-value', 6, (g, v, a) => {
    const i = clone(a);
    const s = g.pick(v.settings);
    const bad: Record<SettingDef['type'], unknown[]> = {
      boolean: ['yes', 1, 0, null, 'true', []],
      integer: [-1, 1.5, '3', null, true, s.type === 'integer' ? s.min - 1 : -1, Infinity],
      number: [0, -1, '1', NaN, Infinity, null, []],
      enum: ['other', 3, true, null, ['x']],
      'round-ladder': [-1, 2.5, { east: -1 }, { up: 3 }, { east: '20' }, 'twenty', [20], null],
      curve: ['mild', [], [1, -2], [0], ['1'], 3, null],
    };
    return inputOf({ ...i, settings: { ...(i.settings as object | undefined), [s.id]: g.pick(bad[switchLike(s) ? 'boolean' : s.type]) } });
  }],
  ['settings-type', 1, (g, _v, a) => inputOf({ ...clone(a), settings: g.pick<unknown>(['fast', 3, [], [1, 2], true]) })],
  ['settings-cross', 2, (g, v, a) => {
    const i = clone(a);
    if (v.id === 'hong-kong') {
      if (g.chance(0.5)) return inputOf({ ...i, settings: { minFaan: g.between(6, 10), limit: g.between(1, 5) } });
      return inputOf({ ...i, settings: { flowers: false }, bonusTiles: i.bonusTiles ?? '3f' });
    }
    return inputOf({ ...i, settings: { [g.pick(v.settings).id]: settingValue(g, g.pick(v.settings)), [g.pick(v.foreignSettings)]: g.pick([1, true]) } });
  }],
  ['missing-field', 3, (g, _v, a) => {
    const i = clone(a);
    delete i[g.pick(['hand', 'winTile', 'win'])];
    return i;
  }],
  ['wrong-type', 10, (g, v, a) => {
    const i = clone(a);
    const seat = (i.seatWind as Wind | undefined) ?? 'east';
    const field = g.pick([
      'hand', 'winTile', 'win', 'seatWind', 'roundWind', 'dealer', 'discarder', 'melds', 'meld', 'flags', 'bonusTiles',
      'doraIndicators', 'uraDoraIndicators', 'honba', 'riichiSticks', 'dealerStreak', 'round', 'id',
    ]);
    const values: Record<string, unknown[]> = {
      hand: [123, ['1m', '2m'], {}, true, null],
      winTile: [5, ['1m'], true],
      win: ['tsumo', 'ron', true, 1, 'SELF-DRAWN', ''],
      seatWind: ['up', 1, 'East', 'e', ''],
      roundWind: ['centre', 2, 'South'],
      dealer: ['yes', 1, 0, 'true'],
      discarder: [seat, 'x', 3, 'East', true],
      melds: ['123m', {}, 5, true],
      meld: [
        [{ kind: 'kong', tiles: '1111m' }],
        [{ kind: 'pon' }],
        [{ kind: 'pon', tiles: 111 }],
        [1],
        ['pon:111m'],
        [null],
        [{ tiles: '123m' }],
      ],
      flags: ['riichi', [1], [true], {}, [null], 'dup'],
      bonusTiles: [5, ['1f'], true],
      doraIndicators: [5, ['1m'], true],
      uraDoraIndicators: [7, {}],
      honba: [-1, 1.5, '2', NaN, 1e20, true, Infinity],
      riichiSticks: [-1, 0.5, '1', -0],
      dealerStreak: [7, -1, 2.5, '3', 100],
      round: ['up', 1, 'North'],
      id: [{ x: 1 }, [1, 2], 1.5, true, 'x'.repeat(300), 2 ** 60],
    };
    let value = g.pick(values[field]);
    if (field === 'flags' && value === 'dup') {
      const f = g.pick(v.flags);
      value = [f, f];
    }
    if (field === 'meld') i.melds = value;
    else i[field] = value;
    return i;
  }],
  ['foreign-field', 2, (g, v, a) => {
    const i = clone(a);
    if (v.id === 'riichi') i.bonusTiles = g.pick(['1f', '15f', '8f']);
    else i[g.pick(['doraIndicators', 'uraDoraIndicators'])] = g.pick(['1m', '5z', '19p']);
    return inputOf(i);
  }],
  ['notation', 9, (g, _v, a) => {
    const i = clone(a);
    const where = g.pick(['hand', 'hand', 'winTile', 'meld', 'bonusTiles', 'doraIndicators']);
    const bad = g.pick(BAD_NOTATION);
    if (where === 'hand') {
      const h = i.hand as string;
      const at = g.int(h.length + 1);
      i.hand = g.chance(0.5) ? h.slice(0, at) + bad + h.slice(at) : g.chance(0.5) ? h.slice(0, -1) : bad;
    } else if (where === 'winTile') i.winTile = g.pick(['10m', '5f', '', 'x', '1m2m', '0z', '8z', 'm', '1', ' ']);
    else if (where === 'meld') {
      const melds = Array.isArray(i.melds) ? (i.melds as Input[]) : [];
      const m = g.pick([
        { kind: 'chi', tiles: '124m' },
        { kind: 'chi', tiles: '123z' },
        { kind: 'chi', tiles: '891m' },
        { kind: 'pon', tiles: '123m' },
        { kind: 'pon', tiles: '112m' },
        { kind: 'kan-open', tiles: '1112m' },
        { kind: 'kan-closed', tiles: '5550m' },
        { kind: 'chi', tiles: '1m2p3s' },
        { kind: 'pon', tiles: '1x1' },
        { kind: 'chi', tiles: '12f' },
      ]);
      i.melds = g.chance(0.5) && melds.length > 0 ? melds.map((x, n) => (n === 0 ? m : x)) : [...melds, m];
    } else if (where === 'bonusTiles') i.bonusTiles = g.pick(['9f', '1m', 'f', '0f', '1f2', '12x']);
    else i.doraIndicators = g.pick(['abc', '0z', '9f', '1m2', '5f']);
    return inputOf(i);
  }],
  ['unknown-flag', 5, (g, v, a) => {
    const i = clone(a);
    const flags = Array.isArray(i.flags) ? (i.flags as string[]).slice() : [];
    flags.splice(g.int(flags.length + 1), 0, g.pick([...v.foreignFlags, 'tsumo', 'Riichi', '', 'riichi ', 'ron', 'haitei']));
    return inputOf({ ...i, flags });
  }],
  ['tile-count', 8, (g, _v, a) => {
    const i = clone(a);
    const way = g.pick(['add', 'add', 'remove-two', 'remove-one', 'short-meld', 'long-meld', 'extra-meld', 'kong-as-pon']);
    if (way === 'add') {
      const extra: Tile[] = [];
      for (let n = g.between(1, 3); n > 0; n--) extra.push({ k: g.pick(ALL), red: false });
      i.hand = write(g, [...a.concealed, ...extra]);
    } else if (way === 'remove-two' || way === 'remove-one') {
      const keep = a.concealed.slice();
      const others = nonWinTiles(a);
      for (let n = way === 'remove-two' ? 2 : 1; n > 0 && others.length > 0; n--) {
        const t = others.splice(g.int(others.length), 1)[0];
        keep.splice(keep.indexOf(t), 1);
      }
      i.hand = write(g, keep);
    } else if (way === 'short-meld') i.melds = [...((i.melds as Input[] | undefined) ?? []), { kind: g.pick(['chi', 'pon']), tiles: g.pick(['12m', '11p', '5s']) }];
    else if (way === 'long-meld') i.melds = [...((i.melds as Input[] | undefined) ?? []), { kind: 'pon', tiles: g.pick(['11111z', '2222p']) }];
    else if (way === 'extra-meld') i.melds = [...((i.melds as Input[] | undefined) ?? []), { kind: 'chi', tiles: tileText(g.pick(chowStarts([0, 1, 2]))).replace(/^(\d)/, (d) => `${d}${+d + 1}${+d + 2}`) }];
    else i.melds = [...((i.melds as Input[] | undefined) ?? []), { kind: g.pick(['kan-open', 'kan-closed']), tiles: `${g.between(1, 7)}${g.pick(['m', 'p', 's', 'z'])}`.repeat(3) }];
    return inputOf(i);
  }],
  ['too-many-copies', 6, (g, v, a) => {
    const i = clone(a);
    const way = g.pick(['hand', 'hand', 'meld', 'dora', 'red']);
    if (way === 'hand') {
      const k = g.pick(ALL);
      const have = a.counts[k];
      const tiles = a.concealed.slice();
      const others = nonWinTiles(a).filter((t) => t.k !== k);
      for (let n = 5 - have; n > 0 && others.length > 0; n--) {
        const t = others.splice(g.int(others.length), 1)[0];
        tiles[tiles.indexOf(t)] = { k, red: false };
      }
      i.hand = write(g, tiles);
    } else if (way === 'meld') {
      const k = a.concealed[0].k;
      i.melds = [...((i.melds as Input[] | undefined) ?? []), { kind: 'kan-closed', tiles: tileText(k).repeat(4) }];
    } else if (way === 'dora' && v.id === 'riichi') {
      const k = a.concealed[g.int(a.concealed.length)].k;
      i.doraIndicators = tileText(k).repeat(Math.max(1, 5 - a.counts[k]));
    } else {
      const s = g.int(3);
      const tiles = a.concealed.slice();
      const others = nonWinTiles(a);
      for (let n = 2; n > 0 && others.length > 0; n--) {
        const t = others.splice(g.int(others.length), 1)[0];
        tiles[tiles.indexOf(t)] = { k: s * 9 + 4, red: true };
      }
      i.hand = write(g, tiles);
      if (v.id === 'riichi' && g.chance(0.7)) i.settings = { ...(i.settings as object | undefined), redFives: true };
    }
    return inputOf(i);
  }],
  ['win-tile-not-in-hand', 5, (g, _v, a) => {
    const i = clone(a);
    const inHand = new Set(a.concealed.map((t) => t.k));
    const way = g.pick(['absent', 'in-meld', 'red']);
    if (way === 'in-meld' && a.melds.length > 0) i.winTile = tileText(g.pick(a.melds).tiles[0].k);
    else if (way === 'red') {
      const five = a.concealed.find((t) => t.k % 9 === 4 && t.k < 27 && !t.red);
      i.winTile = five ? tileText(five.k, true) : g.pick(['0m', '0p', '0s']);
    } else i.winTile = tileText(g.pick(ALL.filter((k) => !inHand.has(k))));
    return i;
  }],
  ['conflicting-flags', 7, (g, v, a) => {
    const i = clone(a);
    i.flags = g.sample(v.flags, g.between(2, 4));
    if (g.chance(0.4)) i.win = i.win === 'discard' ? 'self-drawn' : 'discard';
    if (g.chance(0.3)) i.seatWind = g.pick(WINDS);
    if (i.discarder !== undefined && (i.discarder === i.seatWind || i.win === 'self-drawn')) delete i.discarder;
    return inputOf(i);
  }],
  ['not-winning', 8, (g, _v, a) => {
    const i = clone(a);
    const tiles = a.concealed.slice();
    const others = nonWinTiles(a);
    if (others.length === 0) return i;
    for (let n = g.chance(0.8) ? 1 : 2; n > 0 && others.length > 0; n--) {
      const t = others.splice(g.int(others.length), 1)[0];
      let k = g.pick(ALL);
      for (let tries = 0; (k === t.k || a.counts[k] >= 4) && tries < 10; tries++) k = g.pick(ALL);
      tiles[tiles.indexOf(t)] = { k, red: false };
    }
    i.hand = write(g, tiles);
    return i;
  }],
  ['waiting', 4, (g, _v, a) => {
    const i = clone(a);
    i.hand = withoutWinTile(g, a);
    if (g.chance(0.75)) delete i.winTile;
    return inputOf(i);
  }],
  ['discards', 2, (g, _v, a) => {
    const i = clone(a);
    delete i.winTile;
    if (g.chance(0.8)) i.discards = true;
    return inputOf(i);
  }],
  ['bounds', 3, (g, v, a) => {
    const i = clone(a);
    const way = g.pick(['long-hand', 'long-id', 'many-melds', 'many-flags', 'big-counters', 'long-field']);
    if (way === 'long-hand') i.hand = `${i.hand as string}${' '.repeat(g.pick([100, 130, 200]))}`;
    else if (way === 'long-id') i.id = 'x'.repeat(g.pick([256, 257, 1000]));
    else if (way === 'many-melds') i.melds = Array.from({ length: g.pick([8, 9, 12]) }, () => ({ kind: 'chi', tiles: '123m' }));
    else if (way === 'many-flags') i.flags = Array.from({ length: g.pick([32, 33, 40]) }, (_, n) => v.flags[n % v.flags.length] + (n >= v.flags.length ? `-${n}` : ''));
    else if (way === 'big-counters') Object.assign(i, g.pick([{ honba: 99 }, { honba: 100 }, { riichiSticks: 99 }, { riichiSticks: 100 }, { dealerStreak: 6 }]));
    else i.bonusTiles = '1f'.repeat(g.pick([64, 65, 100]));
    return inputOf(i);
  }],
];

const MUTATION_WEIGHTS = MUTATIONS.map(([, w, f]) => [f, w] as const);

// ---------------------------------------------------------------------------------------------
// The generated list

/** A valid base hand: a standard winning hand most of the time, a special shape otherwise. */
function baseHand(g: Rng, v: RulesetView, sit: Situation, specialP: number): Assembled {
  for (;;) {
    const a = g.chance(specialP) ? specialHand(g, v, sit) : standardHand(g, v, sit);
    if (a) return a;
  }
}

/**
 * `n` raw inputs for a ruleset, always the same for the same seed, rule data and venues. Every
 * `id` the inputs carry is part of the input (echoed back in results).
 */
export function generateHands(rulesetId: RulesetId, venues: readonly VenueRef[], n = HANDS_PER_RULESET, seed = GOLDEN_SEED): unknown[] {
  const rs = rulesets.find((r) => r.id === rulesetId);
  if (!rs) throw new Error(`no ruleset ${rulesetId}`);
  const v = viewOf(rs, venues);
  const g = new Rng(seedOf(rulesetId, seed));
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const kind = g.weighted([
      ['standard', 40],
      ['special', 7],
      ['example', 9],
      ['random', 3],
      ['mutated', 41],
    ] as const);
    let input: unknown;
    if (kind === 'example') input = exampleHand(g, v);
    else {
      const sit = chooseSituation(g, v);
      if (kind === 'random') input = randomTiles(g, v, sit).input;
      else if (kind === 'special') input = baseHand(g, v, sit, 1).input;
      else if (kind === 'standard') input = baseHand(g, v, sit, 0).input;
      else {
        const base = baseHand(g, v, sit, 0.15);
        input = g.weighted(MUTATION_WEIGHTS)(g, v, base);
      }
    }
    if (input !== null && typeof input === 'object' && !Array.isArray(input) && g.chance(0.12)) {
      const o = input as Input;
      if (!('id' in o)) input = inputOf({ ...o, id: g.chance(0.5) ? `h${i}` : i });
    }
    out.push(input);
  }
  return out;
}

/**
 * Every item's worked example, scored as the reference pages score it (`scoreExample` in
 * src/lib/examples.ts: the example, the ruleset, and the example's own preset or else the ruleset's
 * default one). Rulesets in `RULESET_IDS` order, items by id.
 */
export function exampleInputs(): { label: string; input: unknown }[] {
  const out: { label: string; input: unknown }[] = [];
  for (const id of GOLDEN_RULESETS) {
    const rs = rulesets.find((r) => r.id === id)!;
    for (const item of [...rs.items].sort((a, b) => byString(a.id, b.id))) {
      const example = item.example;
      const input = exampleOf({ ...structuredClone(example), ruleset: rs.id, preset: example.preset ?? rs.defaultPreset });
      out.push({ label: `${rs.id} › ${item.id}`, input });
    }
  }
  return out;
}

export type { VenueRef };
