/**
 * The calculator's state and its URL: everything the calculator shows is a function of one plain
 * `CalcState`, which lives in the query string (`?hand=234m567p22s345678s&tile=8s&flags=riichi`), so a
 * link reproduces the hand and the browser's back / forward buttons walk through its edits.
 *
 * Pure (no DOM, no Astro, no i18next): the island (browser), the reference pages ("open in calculator"
 * links of the worked examples, at build time) and the tests share it.
 */
import type { HandInput, MeldInput, MeldKind, WinKind, SettingValue, Wind } from '../core/api.ts';
import type { OptionalInput, RulesetDef, SettingDef, ItemExample, ItemSwitch } from '../core/ruleset.ts';
import type { ExtraPreset } from '../engine/score.ts';
import { mergeOverrides, switchOverrides } from '../rules/presets.ts';
import { splitTiles } from './tile-svg.ts';

export const CALC_WINDS: readonly Wind[] = ['east', 'south', 'west', 'north'];
export const MELD_KINDS: readonly MeldKind[] = ['chi', 'pon', 'kan-open', 'kan-added', 'kan-closed'];

export interface CalcState {
  /** A preset of the ruleset or a venue slug; '' = the page's own preset. */
  preset: string;
  /** Setting overrides on top of the preset. */
  settings: Record<string, SettingValue>;
  /** Items switched on or off on top of the preset (a worked example of an item no preset plays). */
  items: Record<string, ItemSwitch>;
  /** Concealed tiles, the winning tile included (mpsz, as typed). */
  hand: string;
  melds: MeldInput[];
  /** The winning tile; '' = the last tile of `hand`. */
  winTile: string;
  win: WinKind;
  seatWind: Wind;
  roundWind: Wind;
  /** undefined = the seat is East. */
  dealer?: boolean;
  discarder?: Wind;
  /** The seat liable under the rules' liability rule (riichi pao, Hong Kong 包); undefined = no one. */
  liable?: Wind;
  bonusTiles: string;
  flags: string[];
  doraIndicators: string;
  uraDoraIndicators: string;
  honba: number;
  riichiSticks: number;
  dealerStreak: number;
  /** Taiwanese sheet: the round for the winning minimum; undefined = the round wind. */
  round?: Wind;
}

export function emptyState(): CalcState {
  return {
    preset: '',
    settings: {},
    items: {},
    hand: '',
    melds: [],
    winTile: '',
    win: 'discard',
    seatWind: 'east',
    roundWind: 'east',
    bonusTiles: '',
    flags: [],
    doraIndicators: '',
    uraDoraIndicators: '',
    honba: 0,
    riichiSticks: 0,
    dealerStreak: 0,
  };
}

// ── Tiles ──────────────────────────────────────────────────────────────────────────────────

/** The tile codes of mpsz text (`406m` → 4m 0m 6m), or null when the text cannot be read. */
export function tilesOf(mpsz: string): string[] | null {
  try {
    return splitTiles(mpsz);
  } catch {
    return null;
  }
}

const SUIT_ORDER = 'mpszf';
const rank = (c: string) => SUIT_ORDER.indexOf(c[1]) * 20 + (c[0] === '0' ? 5.5 : Number(c[0]));

/** Tile codes as compact mpsz: runs of one suit share the letter (`2m 3m 4m 5p` → `234m5p`). */
export function compact(codes: readonly string[]): string {
  let out = '';
  for (let i = 0; i < codes.length; i++) {
    out += codes[i][0];
    if (i === codes.length - 1 || codes[i + 1][1] !== codes[i][1]) out += codes[i][1];
  }
  return out;
}

/** Tile codes in table order (characters, dots, bamboo, honours, bonus; a red five after its five). */
export function sortTiles(codes: readonly string[]): string[] {
  return [...codes].sort((a, b) => rank(a) - rank(b));
}

/** `mpsz` with one more tile, sorted; unreadable text gets the tile appended as typed. */
export function addTile(mpsz: string, code: string, sort = true): string {
  const tiles = tilesOf(mpsz);
  if (!tiles) return `${mpsz}${code}`;
  const next = [...tiles, code];
  return compact(sort ? sortTiles(next) : next);
}

/** `mpsz` without its tile at `index` (the order `tilesOf` gives). */
export function removeTile(mpsz: string, index: number): string {
  const tiles = tilesOf(mpsz);
  if (!tiles) return mpsz;
  tiles.splice(index, 1);
  return compact(tiles);
}

/** A declared set of `kind` made from one tapped tile: a chow starts there (or ends at 8 / 9). */
export function meldFromTile(kind: MeldKind, code: string): string | null {
  const suit = code[1];
  if (suit === 'f') return null;
  const red = code[0] === '0';
  const n = red ? 5 : Number(code[0]);
  if (kind === 'chi') {
    if (suit === 'z') return null;
    const first = Math.min(n, 7);
    const nums = [first, first + 1, first + 2].map((x) => (red && x === 5 ? 0 : x));
    return `${nums.join('')}${suit}`;
  }
  const size = kind === 'pon' ? 3 : 4;
  return `${red ? '0' : n}${String(n).repeat(size - 1)}${suit}`;
}

export const meldSize = (kind: MeldKind): number => (kind === 'chi' || kind === 'pon' ? 3 : 4);

// ── To the engine ──────────────────────────────────────────────────────────────────────────

/** The last tile of `hand` (the implied winning tile), or ''. */
export function lastTile(hand: string): string {
  const t = tilesOf(hand);
  return t && t.length ? t[t.length - 1] : '';
}

/** Whether the state holds no hand yet (nothing to score). */
export function isBlank(s: CalcState): boolean {
  return s.hand.trim() === '' && s.melds.length === 0;
}

/**
 * The engine input (`score-api.md`) of a state. Only what the ruleset uses is sent: indicators and
 * counters for riichi, the streak and round for the Taiwanese sheet, bonus tiles where they exist.
 */
export function toInput(s: CalcState, rs: Pick<RulesetDef, 'id' | 'inputs'>, opts: { defaultPreset: string }): HandInput {
  const input: HandInput = {
    ruleset: rs.id,
    preset: s.preset || opts.defaultPreset,
    hand: s.hand,
    melds: s.melds.map((m) => ({ kind: m.kind, tiles: m.tiles })),
    winTile: s.winTile.trim() || lastTile(s.hand),
    win: s.win,
    seatWind: s.seatWind,
    roundWind: s.roundWind,
    flags: [...s.flags] as HandInput['flags'],
  };
  if (Object.keys(s.settings).length) input.settings = { ...s.settings };
  if (s.dealer !== undefined) input.dealer = s.dealer;
  if (s.win === 'discard' && s.discarder) input.discarder = s.discarder;
  if (s.liable) input.liable = s.liable;
  const reads = (field: OptionalInput) => rs.inputs.includes(field);
  if (reads('bonusTiles') && s.bonusTiles.trim()) input.bonusTiles = s.bonusTiles;
  if (reads('doraIndicators') && s.doraIndicators.trim()) input.doraIndicators = s.doraIndicators;
  if (reads('uraDoraIndicators') && s.uraDoraIndicators.trim()) input.uraDoraIndicators = s.uraDoraIndicators;
  if (reads('honba') && s.honba) input.honba = s.honba;
  if (reads('riichiSticks') && s.riichiSticks) input.riichiSticks = s.riichiSticks;
  if (reads('dealerStreak') && s.dealerStreak) input.dealerStreak = s.dealerStreak;
  if (reads('round') && s.round) input.round = s.round;
  return input;
}

/** The preset the engine scores item switches with: `SWITCHED_PRESET`, from `switchedPreset`. */
export const SWITCHED_PRESET = '(switched)';

/**
 * Items switched on / off on top of a preset (a ruleset's, or a venue's among `extraPresets`), as one
 * more engine preset — the composition a venue's `items:` gets: the calculator scores a state's
 * `items` with it, the reference pages a worked example's.
 */
export function switchedPreset(
  ruleset: string,
  presetId: string,
  items: Readonly<Record<string, ItemSwitch>>,
  extraPresets: readonly ExtraPreset[] = [],
): ExtraPreset {
  const venue = extraPresets.find((p) => p.id === presetId && p.ruleset === ruleset);
  const overrides = mergeOverrides(venue?.overrides ?? {}, switchOverrides(items));
  return { id: SWITCHED_PRESET, ruleset, base: venue ? venue.base : presetId, settings: { ...venue?.settings }, overrides };
}

/** A worked example as a calculator state (its preset: the example's own, or the one given). */
export function fromExample(ex: ItemExample, preset = ''): CalcState {
  const s = emptyState();
  return {
    ...s,
    preset: ex.preset ?? preset,
    settings: { ...(ex.settings ?? {}) },
    items: { ...(ex.items ?? {}) },
    hand: ex.hand,
    melds: (ex.melds ?? []).map((m) => ({ kind: m.kind, tiles: m.tiles })),
    winTile: ex.winTile,
    win: ex.win,
    seatWind: ex.seatWind ?? s.seatWind,
    roundWind: ex.roundWind ?? s.roundWind,
    dealer: ex.dealer,
    discarder: ex.discarder,
    bonusTiles: ex.bonusTiles ?? '',
    flags: [...(ex.flags ?? [])],
    doraIndicators: ex.doraIndicators ?? '',
    uraDoraIndicators: ex.uraDoraIndicators ?? '',
    honba: ex.honba ?? 0,
    riichiSticks: ex.riichiSticks ?? 0,
    dealerStreak: ex.dealerStreak ?? 0,
    round: ex.round,
  };
}

// ── The query string ───────────────────────────────────────────────────────────────────────

/** A setting value as query text: booleans 1 / 0, a ladder `east:16,south:18`, a curve `1,2,4`. */
export function settingToText(v: SettingValue): string {
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (Array.isArray(v)) return v.join(',');
  if (typeof v === 'object') return Object.entries(v).map(([k, n]) => `${k}:${n}`).join(',');
  return String(v);
}

/** Query text back to a setting value, typed by the setting's definition (unknown settings stay text). */
export function settingFromText(def: SettingDef | undefined, text: string): SettingValue {
  const num = (x: string) => (x.trim() !== '' && Number.isFinite(Number(x)) ? Number(x) : x);
  if (!def) return text;
  switch (def.type) {
    case 'boolean':
      return text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : text;
    case 'integer':
    case 'number':
      return num(text);
    case 'enum': {
      const option = def.options.find((o) => String(o) === text);
      if (option !== undefined) return option;
      // An alias of an option (riichi `s.redFives=true`): the option it means.
      return def.aliases?.find((a) => String(a.value) === text)?.means ?? text;
    }
    case 'curve':
      return text.includes(',') ? text.split(',').map((x) => num(x) as number) : text;
    case 'round-ladder': {
      if (!text.includes(':')) return num(text);
      const out: Record<string, number> = {};
      for (const part of text.split(',')) {
        const [k, n] = part.split(':');
        out[k] = num(n ?? '') as number;
      }
      return out;
    }
  }
}

const W = (x: string | null): Wind | undefined => (CALC_WINDS.includes(x as Wind) ? (x as Wind) : undefined);
const int = (x: string | null): number => {
  const n = Number(x);
  return x !== null && Number.isInteger(n) ? n : 0;
};

/**
 * The query string of a state (no `?`), leaving out what equals the defaults, so a fresh calculator
 * has a bare address and a link stays short. Keys: preset, s.<setting>, i.<item> (on / off), hand,
 * tile, meld (repeated, `kind:tiles`), win, seat, round, dealer, from, liable, bonus, flags, dora, ura, honba,
 * sticks, streak, game.
 */
export function toQuery(s: CalcState): string {
  const q = new URLSearchParams();
  if (s.preset) q.set('preset', s.preset);
  for (const [k, v] of Object.entries(s.settings)) q.set(`s.${k}`, settingToText(v));
  for (const [k, v] of Object.entries(s.items)) q.set(`i.${k}`, v);
  if (s.hand) q.set('hand', s.hand);
  if (s.winTile) q.set('tile', s.winTile);
  for (const m of s.melds) q.append('meld', `${m.kind}:${m.tiles}`);
  if (s.win !== 'discard') q.set('win', s.win);
  if (s.seatWind !== 'east') q.set('seat', s.seatWind);
  if (s.roundWind !== 'east') q.set('round', s.roundWind);
  if (s.dealer !== undefined) q.set('dealer', s.dealer ? '1' : '0');
  if (s.discarder) q.set('from', s.discarder);
  if (s.liable) q.set('liable', s.liable);
  if (s.bonusTiles) q.set('bonus', s.bonusTiles);
  if (s.flags.length) q.set('flags', s.flags.join(','));
  if (s.doraIndicators) q.set('dora', s.doraIndicators);
  if (s.uraDoraIndicators) q.set('ura', s.uraDoraIndicators);
  if (s.honba) q.set('honba', String(s.honba));
  if (s.riichiSticks) q.set('sticks', String(s.riichiSticks));
  if (s.dealerStreak) q.set('streak', String(s.dealerStreak));
  if (s.round) q.set('game', s.round);
  // Keep the mpsz readable: URLSearchParams encodes ':' and ',' although a query may hold them.
  return q.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/** A state from a query string (with or without `?`); what is missing or unreadable takes its default. */
export function fromQuery(search: string, settingDefs: readonly SettingDef[] = []): CalcState {
  const q = new URLSearchParams(search);
  const s = emptyState();
  s.preset = q.get('preset') ?? '';
  for (const [k, v] of q) {
    if (k.startsWith('i.')) {
      if (v === 'on' || v === 'off') s.items[k.slice(2)] = v;
      continue;
    }
    if (!k.startsWith('s.')) continue;
    const id = k.slice(2);
    s.settings[id] = settingFromText(
      settingDefs.find((d) => d.id === id),
      v,
    );
  }
  s.hand = q.get('hand') ?? '';
  s.winTile = q.get('tile') ?? '';
  for (const m of q.getAll('meld')) {
    const at = m.indexOf(':');
    const kind = m.slice(0, at) as MeldKind;
    s.melds.push({ kind: MELD_KINDS.includes(kind) ? kind : 'chi', tiles: at < 0 ? m : m.slice(at + 1) });
  }
  s.win = q.get('win') === 'self-drawn' ? 'self-drawn' : 'discard';
  s.seatWind = W(q.get('seat')) ?? 'east';
  s.roundWind = W(q.get('round')) ?? 'east';
  const d = q.get('dealer');
  if (d === '1' || d === '0') s.dealer = d === '1';
  s.discarder = W(q.get('from'));
  s.liable = W(q.get('liable'));
  s.bonusTiles = q.get('bonus') ?? '';
  s.flags = (q.get('flags') ?? '').split(',').filter(Boolean);
  s.doraIndicators = q.get('dora') ?? '';
  s.uraDoraIndicators = q.get('ura') ?? '';
  s.honba = int(q.get('honba'));
  s.riichiSticks = int(q.get('sticks'));
  s.dealerStreak = int(q.get('streak'));
  s.round = W(q.get('game'));
  return s;
}

/** The calculator page of a ruleset below a locale: `riichi/calculator/`. */
export function calculatorPage(rulesetId: string): string {
  return `${rulesetId}/calculator/`;
}
