/**
 * First stage of validation: an untrusted JSON value → the hand fields with their JS types checked
 * (`invalid-input`), defaults filled in. Tile text is not parsed here (that is `validate.ts`).
 *
 * `ruleset`, `preset`, `settings` and `id` belong to the caller (unknown-ruleset / unknown-preset /
 * invalid-setting are checked before this stage) and are not looked at. Unknown keys are ignored.
 * An optional field given as `null` counts as absent.
 */
import { BOUNDS } from './bounds.ts';
import type { MeldKind, WinKind, Wind } from './api.ts';
import { engineError, type EngineError } from './errors.ts';

export const MELD_KINDS: readonly MeldKind[] = ['chi', 'pon', 'kan-open', 'kan-added', 'kan-closed'];
export const WIN_KINDS: readonly WinKind[] = ['self-drawn', 'discard'];
const WIND_NAMES: readonly Wind[] = ['east', 'south', 'west', 'north'];

/** The hand fields after the type checks, defaults applied; tile fields still mpsz text. */
export interface CheckedInput {
  hand: string;
  /** The input's own meld entries (checked, read-only: not copied). */
  melds: readonly { readonly kind: MeldKind; readonly tiles: string }[];
  winTile: string;
  win: WinKind;
  seatWind: Wind;
  roundWind: Wind;
  dealer: boolean;
  discarder: Wind | null;
  bonusTiles: string;
  /** The input's own flag list (checked distinct strings, read-only: not copied). */
  flags: readonly string[];
  doraIndicators: string;
  uraDoraIndicators: string;
  honba: number;
  riichiSticks: number;
  dealerStreak: number;
  round: Wind;
  /** The seat liable under the preset's liability rule, or null (whether a rule applies is the scorer's check). */
  liable: Wind | null;
}

export type CheckedInputResult = { ok: true; input: CheckedInput } | { ok: false; error: EngineError };

/** Whether `v` is a JSON object (not null, not an array): the input, its settings, a meld. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A short preview of an input value for a message: JSON text for the usual shallow values, cut at
 * 40 characters. It looks at most two levels and eight entries deep, so no value, however deep or
 * large, makes it recurse far or run long.
 */
export function show(v: unknown): string {
  const s = preview(v, 2);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}

const PREVIEW_ENTRIES = 8;

function preview(v: unknown, depth: number): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 41 ? v.slice(0, 41) : v);
  if (typeof v !== 'object' || v === null) return String(v);
  if (depth === 0) return Array.isArray(v) ? '[…]' : '{…}';
  const parts: string[] = [];
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && i < PREVIEW_ENTRIES; i++) parts.push(v[i] === undefined ? 'null' : preview(v[i], depth - 1));
    if (v.length > PREVIEW_ENTRIES) parts.push('…');
    return `[${parts.join(',')}]`;
  }
  for (const k in v) {
    if (!Object.hasOwn(v, k)) continue;
    if (parts.length === PREVIEW_ENTRIES) {
      parts.push('…');
      break;
    }
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) parts.push(`${JSON.stringify(k.length > 41 ? k.slice(0, 41) : k)}:${preview(x, depth - 1)}`);
  }
  return `{${parts.join(',')}}`;
}

/** The first `invalid-input` problem of a hand (thrown inside `readFields`, returned by `checkedInput`). */
export class InputError {
  readonly error: EngineError;
  constructor(error: EngineError) {
    this.error = error;
  }
}

function invalid(field: string, message: string): never {
  throw new InputError(engineError('invalid-input', `${field}: ${message}`, { field }));
}

/** Absent: undefined or null. */
function absent(v: unknown): v is undefined | null {
  return v === undefined || v === null;
}

function str(v: unknown, key: string, required: boolean): string {
  if (absent(v)) {
    if (required) invalid(key, 'is required (mpsz text)');
    return '';
  }
  if (typeof v !== 'string') invalid(key, `expected mpsz text (a string), got ${show(v)}`);
  if (v.length > BOUNDS.tileText.maxLength) tooLong(key, v);
  return v;
}

function tooLong(key: string, v: string): never {
  invalid(key, `at most ${BOUNDS.tileText.maxLength} characters of mpsz text, got ${v.length}`);
}

/** Whether `v` is one of `values` (a loop the compiler inlines, not a call of `includes`). */
export function isOneOf(v: string, values: readonly string[]): boolean {
  for (let i = 0; i < values.length; i++) if (values[i] === v) return true;
  return false;
}

/**
 * Other names players give what the contract names otherwise: Hong Kong's words for the meld kinds (a
 * kong, whose kind the contract tells apart), riichi's for the ways of winning.
 */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  pung: ['pon'],
  pong: ['pon'],
  chow: ['chi'],
  kong: ['kan-open', 'kan-added', 'kan-closed'],
  kan: ['kan-open', 'kan-added', 'kan-closed'],
  tsumo: ['self-drawn'],
  'self-draw': ['self-drawn'],
  ron: ['discard'],
};

/**
 * Why `v` is none of `values`: the values, what was given, and — for text that is one of them but
 * for its case or spaces ("Discard"), or another name of one or several ("pung", "tsumo", "kong") —
 * the ones it means.
 */
function expectedOneOf(values: readonly string[], v: unknown): string {
  let hint = '';
  if (typeof v === 'string' && v.length <= 40) {
    const w = v.trim().toLowerCase();
    const meant = values.includes(w) ? [w] : (Object.hasOwn(OTHER_NAMES, w) ? OTHER_NAMES[w] : []).filter((x) => values.includes(x));
    if (meant.length === 1) hint = ` (did you mean "${meant[0]}"?)`;
    else if (meant.length > 1) hint = ` (a ${w} is ${meant.slice(0, -1).join(', ')} or ${meant[meant.length - 1]})`;
  }
  return `expected one of ${values.map((x) => `"${x}"`).join(', ')}, got ${show(v)}${hint}`;
}

function oneOf<T extends string>(v: unknown, key: string, values: readonly T[]): T | undefined {
  if (absent(v)) return undefined;
  if (typeof v !== 'string' || !isOneOf(v, values)) invalid(key, expectedOneOf(values, v));
  return v as T;
}

function integer(v: unknown, key: string, min: number, max: number, fallback: number): number {
  if (absent(v)) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    invalid(key, `expected an integer ${min}–${max}, got ${show(v)}`);
  }
  return v;
}

const NO_MELDS: CheckedInput['melds'] = Object.freeze([]);
const NO_FLAGS: readonly string[] = Object.freeze([]);

/**
 * Check the JS types and values of the hand fields of `raw`, in a fixed field order, and return the
 * first problem as `invalid-input`.
 */
export function checkInput(raw: unknown): CheckedInputResult {
  const r = checkedInput(raw, emptyCheckedInput());
  return r instanceof InputError ? { ok: false, error: r.error } : { ok: true, input: r };
}

/** A checked input with every field at its empty value (for `checkedInput` to fill). */
export function emptyCheckedInput(): CheckedInput {
  return {
    hand: '',
    melds: NO_MELDS,
    winTile: '',
    win: 'discard',
    seatWind: 'east',
    roundWind: 'east',
    dealer: false,
    discarder: null,
    bonusTiles: '',
    flags: NO_FLAGS,
    doraIndicators: '',
    uraDoraIndicators: '',
    honba: 0,
    riichiSticks: 0,
    dealerStreak: 0,
    round: 'east',
    liable: null,
  };
}

/**
 * `checkInput` without a result wrapper: the checked fields written into `into` (every field; the
 * validator passes one scratch object that it reads at once), or an `InputError` holding the problem.
 */
export function checkedInput(raw: unknown, into: CheckedInput): CheckedInput | InputError {
  try {
    return readFields(raw, into);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
}

function readFields(raw: unknown, out: CheckedInput): CheckedInput {
  if (!isRecord(raw)) invalid('input', `expected a JSON object, got ${show(raw)}`);
  const o = raw as Partial<Record<keyof CheckedInput, unknown>>;

  const hand = str(o.hand, 'hand', true);
  const winTile = str(o.winTile, 'winTile', true);
  if (absent(o.win)) invalid('win', 'is required ("self-drawn" or "discard")');
  const win = oneOf(o.win, 'win', WIN_KINDS)!;
  const seatWind = oneOf(o.seatWind, 'seatWind', WIND_NAMES) ?? 'east';
  const roundWind = oneOf(o.roundWind, 'roundWind', WIND_NAMES) ?? 'east';

  let dealer = seatWind === 'east';
  if (!absent(o.dealer)) {
    if (typeof o.dealer !== 'boolean') invalid('dealer', `expected true or false, got ${show(o.dealer)}`);
    dealer = o.dealer;
  }

  // Optional fields are mostly absent: `undefined` is tested before any call.
  const discarder = o.discarder === undefined ? null : (oneOf(o.discarder, 'discarder', WIND_NAMES) ?? null);
  if (discarder !== null && discarder === seatWind) {
    invalid('discarder', `the winner (seat ${seatWind}) cannot have discarded the winning tile`);
  }

  let melds: CheckedInput['melds'] = NO_MELDS;
  const rawMelds = o.melds;
  if (!absent(rawMelds)) {
    if (!Array.isArray(rawMelds)) invalid('melds', `expected an array of { kind, tiles }, got ${show(rawMelds)}`);
    if (rawMelds.length > BOUNDS.melds.maxItems) invalid('melds', `at most ${BOUNDS.melds.maxItems} melds, got ${rawMelds.length}`);
    for (let i = 0; i < rawMelds.length; i++) {
      const m: unknown = rawMelds[i];
      if (!isRecord(m)) invalid(`melds[${i}]`, `expected { "kind": …, "tiles": "…" }, got ${show(m)}`);
      const kind = m.kind;
      const tiles = m.tiles;
      if (typeof kind !== 'string' || !isOneOf(kind, MELD_KINDS)) {
        invalid(`melds[${i}].kind`, expectedOneOf(MELD_KINDS, kind));
      }
      if (typeof tiles !== 'string') invalid(`melds[${i}].tiles`, `expected mpsz text (a string), got ${show(tiles)}`);
      if (tiles.length > BOUNDS.tileText.maxLength) tooLong(`melds[${i}].tiles`, tiles);
    }
    // Every entry checked: later stages only read them, so the input's list is used as it is.
    if (rawMelds.length > 0) melds = rawMelds as CheckedInput['melds'];
  }

  const bonusTiles = o.bonusTiles === undefined ? '' : str(o.bonusTiles, 'bonusTiles', false);

  let flags: readonly string[] = NO_FLAGS;
  const rawFlags = o.flags;
  if (!absent(rawFlags)) {
    if (!Array.isArray(rawFlags)) invalid('flags', `expected an array of strings, got ${show(rawFlags)}`);
    // The count first: the pairwise test for a flag given twice then compares at most 32 × 31 / 2 pairs.
    if (rawFlags.length > BOUNDS.flags.maxItems) invalid('flags', `at most ${BOUNDS.flags.maxItems} flags, got ${rawFlags.length}`);
    for (let i = 0; i < rawFlags.length; i++) {
      const f: unknown = rawFlags[i];
      if (typeof f !== 'string') invalid(`flags[${i}]`, `expected a string, got ${show(f)}`);
      for (let j = 0; j < i; j++) if (rawFlags[j] === f) invalid(`flags[${i}]`, `${show(f)} is given twice`);
    }
    // Every entry checked (distinct strings): read as they are, not copied.
    if (rawFlags.length > 0) flags = rawFlags as string[];
  }

  const doraIndicators = o.doraIndicators === undefined ? '' : str(o.doraIndicators, 'doraIndicators', false);
  const uraDoraIndicators = o.uraDoraIndicators === undefined ? '' : str(o.uraDoraIndicators, 'uraDoraIndicators', false);
  const honba = o.honba === undefined ? 0 : integer(o.honba, 'honba', BOUNDS.honba.min, BOUNDS.honba.max, 0);
  const riichiSticks = o.riichiSticks === undefined ? 0 : integer(o.riichiSticks, 'riichiSticks', BOUNDS.riichiSticks.min, BOUNDS.riichiSticks.max, 0);
  const dealerStreak = o.dealerStreak === undefined ? 0 : integer(o.dealerStreak, 'dealerStreak', BOUNDS.dealerStreak.min, BOUNDS.dealerStreak.max, 0);
  const round = o.round === undefined ? roundWind : (oneOf(o.round, 'round', WIND_NAMES) ?? roundWind);
  const liable = o.liable === undefined ? null : (oneOf(o.liable, 'liable', WIND_NAMES) ?? null);
  if (liable !== null && liable === seatWind) {
    invalid('liable', `the winner (seat ${seatWind}) cannot be liable for his own hand`);
  }

  out.hand = hand;
  out.melds = melds;
  out.winTile = winTile;
  out.win = win;
  out.seatWind = seatWind;
  out.roundWind = roundWind;
  out.dealer = dealer;
  out.discarder = discarder;
  out.bonusTiles = bonusTiles;
  out.flags = flags;
  out.doraIndicators = doraIndicators;
  out.uraDoraIndicators = uraDoraIndicators;
  out.honba = honba;
  out.riichiSticks = riichiSticks;
  out.dealerStreak = dealerStreak;
  out.round = round;
  out.liable = liable;
  return out;
}
