/**
 * Venue validation: a venue object (as read from `content/venues/<slug>.yaml`) in, a list of
 * { file, field, reason } out — every problem of the file at once, in the organiser's words: what is
 * wrong and what would be right (the allowed values, "did you mean …?"). An unknown ruleset, preset,
 * setting or item, a value a setting does not accept, a minimum above the limit, a date that does not
 * exist, a number outside the bounds of `score-api.md`, a text missing in one of the venue's
 * languages, a slug the site's addresses already use … Pure (no file access), so tests feed it bad
 * venues; `src/venues/source.ts` reads the files and adds the line and column of each problem, and
 * the build (`src/content.config.ts`), `npm run venue -- check` and the tests all go through it.
 * `normalizeVenue` then turns a valid object into a `Venue`.
 *
 * Yes / no fields take one vocabulary everywhere: `on` / `off`, `yes` / `no`, `true` / `false`.
 */
import notoSubsets from '@fontsource/noto-sans/unicode.json' with { type: 'json' };
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/config.ts';
import { codePointName } from '../core/parse.ts';
import { isHanLike, parseUnicodeRange, SCRIPT_FONTS } from '../i18n/script-fonts.ts';
import { resources } from '../i18n/resources.ts';
import { rulesets as allRulesets } from '../rules/index.ts';
import { effectiveItem, findPreset, minimumAboveLimit, resolveSettings, settingLeavingOut, withPreset } from '../rules/presets.ts';
import { GUIDE_PARTS, TWO_PLAYER_PLACES, type Amount, type GuidePart, type ItemOverride, type ItemValue, type RulesetDef, type ItemPlace, type SettingDef, type TwoPlayerPlace } from '../core/ruleset.ts';
import type { SettingValue } from '../core/api.ts';
import { WINDS } from '../core/api.ts';
import { BOUNDS } from '../core/bounds.ts';
import { isRecord } from '../core/input.ts';
import { MAX_AMOUNT, validateRuleset } from '../rules/validate.ts';
import { firstBadPayment, largestTotal, limitPastCurve, paymentRowCount, paySettings } from '../engine/payments/hong-kong.ts';
import type { HongKongRuleset } from '../rules/hong-kong/types.ts';
import { guideSections } from './layout.ts';
import { didYouMean } from './suggest.ts';
import type { Settlement, Venue, VenueDisplay, VenueInput, VenueIssue, VenuePrintOptions } from './types.ts';

export const DEFAULT_PRINT: VenuePrintOptions = { descriptions: true, columns: 2, fontSize: 10 };
/** The A4 sheet's layout where a venue file does not choose: the ruleset's (`guide.print`), else DEFAULT_PRINT. */
export function printDefaults(rs: RulesetDef): VenuePrintOptions {
  return { ...DEFAULT_PRINT, ...rs.guide.print };
}
/** Bounds of the print options: body text below 10 pt, as printed, is not readable at a table. */
export const PRINT_LIMITS = { columns: { min: 1, max: 3 }, fontSize: { min: 10, max: 14 } } as const;

/**
 * Bounds of the settlement block (riichi uma and oka): points in whole hundreds, uma and oka in whole
 * thousands of points.
 */
export const SETTLEMENT_LIMITS = {
  points: { min: 1_000, max: 1_000_000, step: 100 },
  uma: { min: -1_000, max: 1_000 },
  oka: { min: 0, max: 1_000 },
} as const;

/** The most rows a venue's payment table may have (minimum … limit): it is printed on the A4 sheet. */
export const MAX_PAYMENT_ROWS = 200;

export const KNOWN_FIELDS = [
  'name',
  'nativeName',
  'ruleset',
  'preset',
  'rulesVersion',
  'languages',
  'settings',
  'twoPlayer',
  'items',
  'places',
  'settlement',
  'names',
  'rows',
  'itemNotes',
  'sections',
  'twoPlayerPlace',
  'scoringOnly',
  'example',
  'address',
  'contact',
  'notes',
  'print',
  'formerSlugs',
] as const;

/** The words a yes / no field takes (any case): one vocabulary for settings, items and the file's own switches. */
export const SWITCH_WORDS = { on: ['on', 'yes', 'true'], off: ['off', 'no', 'false'] } as const;

/**
 * Path segments of the site's addresses that a venue's slug may not take (besides the ruleset and
 * preset ids and the locale codes): the guide, sheet and PDF addresses, and the site's own folders.
 */
export const RESERVED_SEGMENTS = [
  'venues',
  'v',
  'pdf',
  'print',
  'calculator',
  'about',
  'glossary',
  'index',
  'assets',
  '_astro',
  'fonts',
  'favicon',
  'new',
] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The id of the venue's preset while it is checked inside a copy of its ruleset. */
const CANDIDATE = '(venue)';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface ValidateOptions {
  rulesets?: readonly RulesetDef[];
  locales?: readonly string[];
  /** Check the slug given by the file name (default true). */
  checkSlug?: boolean;
}

/** A list of venue problems, one line each, grouped by file (what the build and `npm run venue -- check` print). */
export class VenueDataError extends Error {
  readonly issues: VenueIssue[];
  constructor(issues: VenueIssue[]) {
    super(formatVenueIssues(issues));
    this.name = 'VenueDataError';
    this.issues = issues;
  }
}

/** `content/venues/<slug>.yaml, line 12, column 3 — items.chiitoitu: there is no item …` (without the file: `line 12, column 3 — …`). */
export function formatVenueIssue(i: VenueIssue, opts: { file?: boolean } = {}): string {
  const withFile = opts.file !== false;
  const at = i.line === undefined ? [] : [`line ${i.line}${i.column === undefined ? '' : `, column ${i.column}`}`];
  const where = (withFile ? [i.file, ...at] : at).join(', ');
  return `${where ? `${where} — ` : ''}${i.field}: ${i.reason}`;
}

/** Issues in reading order: by file, then the file's own problems, then by line and column. */
export function sortIssues(issues: readonly VenueIssue[]): VenueIssue[] {
  const files = [...new Set(issues.map((i) => i.file))];
  return issues
    .map((issue, k) => ({ issue, k }))
    .sort(
      (a, b) =>
        files.indexOf(a.issue.file) - files.indexOf(b.issue.file) ||
        (a.issue.line ?? 0) - (b.issue.line ?? 0) ||
        (a.issue.column ?? 0) - (b.issue.column ?? 0) ||
        a.k - b.k,
    )
    .map((x) => x.issue);
}

/** Every problem, one line each under a heading that counts them. */
export function formatVenueIssues(issues: readonly VenueIssue[]): string {
  const files = new Set(issues.map((i) => i.file)).size;
  const head = `The venue files have ${issues.length} problem${issues.length === 1 ? '' : 's'}${files > 1 ? ` in ${files} files` : ''}:`;
  return [head, ...sortIssues(issues).map((i) => `  ${formatVenueIssue(i)}`)].join('\n');
}

/** A YAML mapping: a JSON object (`isRecord`) that is not a date (YAML reads 2026-11-02 as one). */
function isMapping(v: unknown): v is Record<string, unknown> {
  return isRecord(v) && !(v instanceof Date);
}

/** `content/venues/demo-mahjong-club.yaml` → `demo-mahjong-club`. */
export function slugOf(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(/\.ya?ml$/i, '');
}

/** A yes / no of the venue file's vocabulary (`on`, `yes`, `true`, `off`, `no`, `false`, any case), or undefined. */
export function switchOf(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return undefined;
  const w = v.trim().toLowerCase();
  if ((SWITCH_WORDS.on as readonly string[]).includes(w)) return true;
  if ((SWITCH_WORDS.off as readonly string[]).includes(w)) return false;
  return undefined;
}

const SWITCH_HELP = 'write on or off (yes / no and true / false work too)';

/** An ISO date string from a YAML value (a `Date` where a parser made one), or null when it is not a real date. */
export function isoDate(v: unknown): string | null {
  if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString().slice(0, 10);
  if (typeof v !== 'string') return null;
  const m = DATE.exec(v.trim());
  if (!m) return null;
  const d = new Date(`${m[0]}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== m[0]) return null;
  return m[0];
}

/** Why a value is not a date of the house rules, in words, with the right form. */
function dateProblem(v: unknown): string {
  const text = v instanceof Date ? 'that' : typeof v === 'string' ? v.trim() : describeValue(v);
  const m = typeof v === 'string' ? DATE.exec(v.trim()) : null;
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month < 1 || month > 12) return `${text} is not a date: there is no month ${month}. Write the date as YYYY-MM-DD (year, month, day), e.g. 2026-09-13`;
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${text} is not a date: ${MONTHS[month - 1]} ${year} has ${days} days. Write an existing date as YYYY-MM-DD, e.g. ${m[1]}-${m[2]}-${String(Math.min(Math.max(day, 1), days)).padStart(2, '0')}`;
  }
  // 13/09/2026, 13.9.2026: day first, as most of the world writes it.
  const dmy = typeof v === 'string' ? /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(v.trim()) : null;
  if (dmy) {
    const iso = `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
    return `${text}: write the date as YYYY-MM-DD (year, month, day)${isoDate(iso) ? `, here ${iso}` : ''}`;
  }
  // 2026-9-3, 2026/09/13: year first, without the zeros or with slashes.
  const ymd = typeof v === 'string' ? /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})$/.exec(v.trim()) : null;
  if (ymd) {
    const iso = `${ymd[1]}-${ymd[2].padStart(2, '0')}-${ymd[3].padStart(2, '0')}`;
    if (isoDate(iso)) return `${text}: write the date as YYYY-MM-DD, with two digits for the month and the day: here ${iso}`;
  }
  return `${text} is not a date: write the date of this version of the house rules as YYYY-MM-DD, e.g. 2026-09-13`;
}

/** The earliest date of a version of house rules taken as meant: before it, a year is a typo (0026, 1926). */
const EARLIEST_RULES_DATE = '1980-01-01';

/**
 * Why a date of the house rules lies before 1980 or more than a year after today (0026 or 2062 for
 * 2026: printed on every sheet as the rules' date; rules agreed now may take effect within the year),
 * or null. Today is the clock's: a date that passes once passes on every later build.
 */
export function rulesDateProblem(iso: string, now = new Date()): string | null {
  const today = now.toISOString().slice(0, 10);
  const yearOn = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
  const what = iso < EARLIEST_RULES_DATE ? `is before ${EARLIEST_RULES_DATE.slice(0, 4)}` : iso > yearOn ? `is more than a year after today (${today})` : null;
  if (!what) return null;
  const typo = iso < EARLIEST_RULES_DATE ? ' — the year looks mistyped' : '';
  const likely = likelyYear(iso, yearOn, today);
  return `${iso} ${what}: the date of this version of the house rules is the day they were agreed or take effect, and every sheet prints it${typo}. Write that date as YYYY-MM-DD, ${likely ? `perhaps ${likely} (the year mistyped)` : `e.g. ${today}`}`;
}

/**
 * The date the organiser most likely meant by a date out of range: the same day with the year's
 * digits swapped (2062 for 2026), one digit mistyped (0026 for 2026) or its century (1926), the one within range
 * nearest to today — or null when no such year is in range.
 */
function likelyYear(iso: string, latest: string, today: string): string | null {
  const year = iso.slice(0, 4);
  const rest = iso.slice(4);
  const years = new Set<string>();
  for (let i = 0; i < 3; i++) years.add(year.slice(0, i) + year[i + 1] + year[i] + year.slice(i + 2));
  for (let i = 0; i < 4; i++) for (const d of '0123456789') years.add(year.slice(0, i) + d + year.slice(i + 1));
  // The century mistyped (1926 for 2026).
  for (const c of ['19', '20']) years.add(c + year.slice(2));
  const away = (d: string) => Math.abs(Date.parse(d) - Date.parse(today));
  const dates = [...years]
    .map((y) => y + rest)
    .filter((d) => d !== iso && d >= EARLIEST_RULES_DATE && d <= latest && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d)
    .sort((a, b) => away(a) - away(b));
  return dates[0] ?? null;
}

/** Whether the settings make every game a two-player one (Hong Kong: `players: 2`, the value its two-player rule names). */
function playsTwoOnly(rs: RulesetDef, settings: Record<string, SettingValue>): boolean {
  const rule = twoPlayerRule(rs);
  return rule !== undefined && Number(settings.players) === rule.players;
}

/** A ruleset's two-player rule, where its data has one (Hong Kong: `payments.twoPlayer`). */
export function twoPlayerRule(rs: RulesetDef): { players: number } | undefined {
  const p = (rs as unknown as { payments?: { twoPlayer?: { players: number } } }).payments;
  return p?.twoPlayer;
}

function describeValue(v: unknown): string {
  if (typeof v === 'string') return `"${v}"`;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v > 0 ? '.inf (infinity)' : v < 0 ? '-.inf' : '.nan';
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (isMapping(v)) return `a mapping (${Object.keys(v).map((k) => `${k}: …`).join(', ')})`;
  return JSON.stringify(v);
}

/** "a, b or c" (or, given `and`, "a, b and c"). */
export function orList(words: readonly (string | number)[], conjunction: 'or' | 'and' = 'or'): string {
  const w = words.map(String);
  return w.length <= 1 ? (w[0] ?? '') : `${w.slice(0, -1).join(', ')} ${conjunction} ${w[w.length - 1]}`;
}

/** " Did you mean "x"?" or nothing. */
function suggestion(word: unknown, candidates: readonly string[], aliases: readonly { text: string; id: string }[] = [], label?: (id: string) => string): string {
  if (typeof word !== 'string') return '';
  const s = didYouMean(word, candidates, aliases);
  const name = s && label ? label(s) : undefined;
  return s ? ` Did you mean "${s}"${name && name.toLowerCase() !== s.toLowerCase() ? ` (${name})` : ''}?` : '';
}

/** An item's name in a language (the venue's first; English where that has none). */
function itemName(rs: RulesetDef, id: string, locale: Locale = 'en' as Locale): string {
  return nameIn(rs, 'items', id, locale);
}

/** A setting's name in a language (its id where the translations have none). */
function settingName(rs: RulesetDef, id: string, locale: Locale = 'en' as Locale): string {
  return nameIn(rs, 'settings', id, locale);
}

/** The values a setting takes, as a venue writes them ("mangan, yakuman or off"), or "…" for a number. */
function settingValues(rs: RulesetDef, id: string): string {
  const def = rs.settings.find((d) => d.id === id);
  if (def?.type === 'enum' || def?.type === 'curve') return orList(def.options.map(String));
  if (def?.type === 'boolean') return 'yes or no';
  return '…';
}

/** The name of an item or a setting in the ruleset's translations, or its id. */
function nameIn(rs: RulesetDef, group: 'items' | 'settings', id: string, locale: Locale): string {
  const tree = (resources[locale] ?? resources['en' as Locale])?.[rs.id as 'riichi'] as Record<string, unknown> | undefined;
  const names = tree?.[group] as Record<string, { name?: string }> | undefined;
  return names?.[id]?.name ?? id;
}

/** Other spellings of each item an organiser may write: its name in every language, its romaji. */
function itemAliases(rs: RulesetDef): { text: string; id: string }[] {
  const out: { text: string; id: string }[] = [];
  for (const item of rs.items) {
    for (const l of LOCALES) out.push({ text: itemName(rs, item.id, l), id: item.id });
    if (item.romaji) out.push({ text: item.romaji, id: item.id });
  }
  return out;
}

/** A text that was read as `key: value` (an unquoted colon), as the organiser wrote it. */
function colonText(v: unknown): string | undefined {
  if (!isMapping(v)) return undefined;
  const entries = Object.entries(v);
  if (entries.length !== 1) return undefined;
  const [k, x] = entries[0];
  if (x !== null && typeof x !== 'string' && typeof x !== 'number' && typeof x !== 'boolean') return undefined;
  return x === null ? `${k}:` : `${k}: ${String(x)}`;
}

const colonHint = (text: string) =>
  `was read as a field "${text.slice(0, text.indexOf(':'))}" followed by a colon: a colon followed by a space starts a field. Put the whole text in quotes: "${text.replace(/"/g, "'")}"`;

/** A number written with thousands separators (25,000 — YAML reads a text): how to write it. */
function separatorHint(v: unknown): string {
  if (typeof v !== 'string') return '';
  if (/^[+-]?\d{1,3}([,.' ]\d{3})+$/.test(v.trim())) return ` — write it without separators: ${v.trim().replace(/[,.' ]/g, '')}`;
  // "2" in quotes: YAML reads a quoted number as a text.
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(v.trim())) return ` — it is in quotes, which makes it a text: write it without them: ${v.trim()}`;
  // "2 han", "3 faan", "2 per set": the unit is the ruleset's, and "each" the item's own.
  const lead = /^(\d+)\s+\p{L}/u.exec(v.trim());
  if (lead) return ` — write the number alone: ${lead[1]} (the unit and what it counts are the item's own)`;
  return '';
}

/** Why a whole number is not one the file may give: finite, whole and safe (score-api.md, "Bounds"). */
function wholeProblem(v: unknown, min: number, max: number = Number.MAX_SAFE_INTEGER, unit = ''): string | null {
  const range = `${max < Number.MAX_SAFE_INTEGER ? `from ${fmt(min)} to ${fmt(max)}` : `of at least ${fmt(min)}`}${unit ? ` ${unit}` : ''}`;
  if (typeof v !== 'number') return `${describeValue(v)} is not a number: write a whole number ${range}${separatorHint(v)}`;
  if (!Number.isFinite(v)) return `${describeValue(v)} is not a number a sheet can print: write a whole number ${range}`;
  if (!Number.isInteger(v)) return `${v} is not a whole number: write a whole number ${range}`;
  if (v < min) return `${fmt(v)} is too small: write a whole number ${range}`;
  if (v > max || !Number.isSafeInteger(v))
    return `${fmt(v)} is too large: write a whole number ${range}${max >= Number.MAX_SAFE_INTEGER ? ` and at most ${fmt(Number.MAX_SAFE_INTEGER)} (every number on a sheet is exact)` : ''}`;
  return null;
}

const fmt = (n: number) => (Number.isFinite(n) && Math.abs(n) < 1e21 ? n.toLocaleString('en') : describeValue(n));

/**
 * A setting's value with an alias of an option replaced by the option (`redFives: true` → 3): what a
 * venue keeps (the engine reads both, so a hand's `settings` may give either).
 */
export function canonicalSetting(def: SettingDef, value: SettingValue): SettingValue {
  if (def.type !== 'enum' || !def.aliases) return value;
  const alias = def.aliases.find((a) => a.value === value);
  return alias ? alias.means : value;
}

/** A setting's value as the venue file may write it: yes / no words for a yes / no (or a count with yes / no aliases). */
export function venueSettingValue(def: SettingDef, x: unknown): unknown {
  if (def.type === 'boolean') return switchOf(x) ?? x;
  if (def.type === 'enum' && def.aliases?.some((a) => typeof a.value === 'boolean') && typeof x === 'string') return switchOf(x) ?? x;
  return x;
}

/** What is wrong with a value of a setting in a venue file (null: nothing), in the organiser's words. */
function settingProblem(def: SettingDef, x: unknown, rs: RulesetDef): string | null {
  switch (def.type) {
    case 'boolean':
      return typeof x === 'boolean' ? null : `${describeValue(x)} is not a yes / no: ${SWITCH_HELP}`;
    case 'integer':
      return wholeProblem(x, def.min, def.max);
    case 'number':
      if (typeof x !== 'number') return `${describeValue(x)} is not a number: write a number above ${def.min}${separatorHint(x)}`;
      if (!Number.isFinite(x)) return `${describeValue(x)} is not a number a sheet can print: write a number above ${def.min}`;
      if (def.exclusiveMin ? x <= def.min : x < def.min) return `${x} is too small: write a number ${def.exclusiveMin ? 'above' : 'from'} ${def.min}`;
      return null;
    case 'enum': {
      if (def.options.includes(x as string | number) || (def.aliases ?? []).some((a) => a.value === x)) return null;
      const aliases = (def.aliases ?? []).map((a) => `${typeof a.value === 'boolean' ? (a.value ? 'yes' : 'no') : a.value} means ${a.means}`);
      return `${describeValue(x)} is not one of the values of this setting: write ${orList(def.options)}${aliases.length ? ` (${aliases.join(', ')})` : ''}.${suggestion(x, def.options.map(String))}`;
    }
    case 'round-ladder': {
      const one = (n: unknown) => wholeProblem(n, def.min);
      if (!isMapping(x)) {
        const p = one(x);
        return p ? `${p}, or one per round: { east: …, south: …, west: …, north: … }` : null;
      }
      for (const [k, n] of Object.entries(x)) {
        if (!(WINDS as readonly string[]).includes(k)) return `unknown round "${k}": the rounds are ${orList(WINDS)}.${suggestion(k, WINDS)}`;
        const p = one(n);
        if (p) return `round ${k}: ${p}`;
      }
      // A round left out would play the catalogue's value, and the sheet would print the others only.
      const missing = WINDS.filter((w) => !Object.hasOwn(x, w));
      if (missing.length)
        return `every round needs its value: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing — write { ${WINDS.map((w) => `${w}: ${Object.hasOwn(x, w) ? String(x[w]) : '…'}`).join(', ')} }, or one number for all rounds`;
      return null;
    }
    case 'curve':
      if (typeof x === 'string')
        return def.options.includes(x)
          ? null
          : `unknown curve "${x}": write ${orList(def.options)}, or a list of multipliers, one per ${rs.unit} from 0.${suggestion(x, def.options)}`;
      if (Array.isArray(x) && x.length > 0) {
        const bad = x.findIndex((n) => typeof n !== 'number' || !Number.isFinite(n) || n <= 0);
        return bad < 0 ? null : `multiplier ${bad + 1} (${describeValue(x[bad])}) must be a number above 0`;
      }
      return `write ${orList(def.options)}, or a list of multipliers, one per ${rs.unit} from 0`;
  }
}

/** Two item values are the same, whatever the order of their fields. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (isMapping(v))
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/**
 * One item change as a preset override, or the reason it is not one. A plain number for an item that
 * only exists concealed (`{ closed, open: null }`, e.g. chiitoitsu) is its concealed value: the item
 * stays concealed-only.
 */
/** A setting's value as a venue file writes it (yes / no for a switch). */
const yesNo = (v: SettingValue | undefined): string => (v === true ? 'yes' : v === false ? 'no' : String(v));

export function itemOverride(
  rs: RulesetDef,
  itemId: string,
  change: unknown,
  presetId: string,
  settings?: Readonly<Record<string, SettingValue>>,
): { override: ItemOverride } | { reason: string } {
  const item = rs.items.find((i) => i.id === itemId);
  if (!item) return { reason: unknownItemReason(rs, itemId, presetId) };
  /** A line for an item a setting leaves out here: it would count nowhere (it was dropped without a word). */
  const notPlayed = ({ setting, value }: { setting: string; value: SettingValue }) => ({
    reason: `${itemName(rs, itemId)} is not played here: the setting ${setting} (${yesNo(settings?.[setting])} here) leaves it out. To play it, set settings: ${setting}: ${yesNo(value)}; else delete this line`,
  });
  const sw = switchOf(change);
  if (sw !== undefined) {
    const by = item.enabledBy;
    if (by) {
      // With the venue's settings known: whether the setting has it as asked already.
      const on = settings ? [by.value, ...(by.orValues ?? [])].includes(settings[by.setting]) : undefined;
      return {
        reason:
          on === sw
            ? `${itemName(rs, itemId)} is ${sw ? 'on' : 'off'} already: the setting ${by.setting} (${yesNo(settings![by.setting])} here) switches it — delete this line`
            : `${itemName(rs, itemId)} is switched ${sw ? 'on' : 'off'} by the setting ${by.setting}: set settings: ${by.setting}: … instead`,
      };
    }
    // Switched on where its `onlyWhen` setting leaves it out.
    const out = sw && settings ? settingLeavingOut(item, settings) : null;
    return out ? notPlayed(out) : { override: { off: !sw } };
  }
  // A value for an item a setting leaves out here (`enabledBy`, `onlyWhen`): it would count nowhere, and
  // the sheet would say "as published" over a line the organiser wrote (it was dropped without a word).
  const out = settings ? settingLeavingOut(item, settings) : null;
  if (out) return notPlayed(out);
  if (item.valueBySetting)
    return {
      reason: `the value of ${itemName(rs, itemId)} is chosen by the setting ${item.valueBySetting.setting}: set settings: ${item.valueBySetting.setting}: ${settingValues(rs, item.valueBySetting.setting)} instead (or switch it on / off)`,
    };
  const effective = effectiveItem(rs, item, presetId) ?? item;
  const base = effective.value;
  const each = base.kind === 'fixed' || base.kind === 'tiers' ? base.each : undefined;
  const fixed = (amount: Amount): ItemValue => (each ? { kind: 'fixed', amount, each } : { kind: 'fixed', amount });
  // Concealed hands only: by its value (riichi's { closed: 1, open: null }) or by what it is (Hong Kong's
  // Seven Pairs, always concealed: an open value printed beside "the hand is always closed").
  const closedByValue = base.kind === 'fixed' && typeof base.amount === 'object' && base.amount.open === null;
  const closedOnly = closedByValue || (effective.conditions ?? []).some((c) => c === 'closed-only' || c === 'always-concealed');
  const help = `write on, off, a number${base.kind === 'tiers' ? ' per tier' : ''}${rs.roles.limit ? ', limit' : ''}${rs.unit === 'han' ? ', yakuman, double-yakuman' : ''} or { closed: …, open: … }`;
  const max = MAX_AMOUNT[rs.unit];
  const number = (n: unknown, what: string): string | null => {
    if (typeof n !== 'number') return `${what} ${describeValue(n)} is not a number: ${help}${separatorHint(n)}`;
    if (!Number.isFinite(n)) return `${what} ${describeValue(n)} is not a number a sheet can print: ${help}`;
    if (!Number.isInteger(n)) return `${what} ${n} is not a whole number: ${rs.unit} are counted whole — write ${Math.floor(n)} or ${Math.ceil(n)}`;
    if (n < 0 || n > max) return `${what} ${n} is out of range: write a whole number from 0 to ${max} ${rs.unit}`;
    return null;
  };
  let value: ItemValue;
  if (typeof change === 'number') {
    if (base.kind === 'tiers')
      return { reason: `${itemName(rs, itemId)} has tiers: give an amount per tier, e.g. { ${base.tiers.map((t) => `${t.id}: …`).join(', ')} }` };
    const bad = number(change, 'the value');
    if (bad) return { reason: bad };
    value = fixed(closedByValue ? { closed: change, open: null } : change);
  } else if (change === 'limit') {
    if (!rs.roles.limit) return { reason: `${rs.id} has no limit: "limit" is not a value here; ${help}` };
    value = { kind: 'limit' };
  } else if (change === 'yakuman' || change === 'double-yakuman') {
    if (rs.unit !== 'han') return { reason: `"${change}" exists only in riichi; ${help}` };
    value = { kind: 'yakuman', times: change === 'yakuman' ? 1 : 2 };
  } else if (isMapping(change)) {
    const keys = Object.keys(change);
    const isAmount = keys.length > 0 && keys.every((k) => k === 'closed' || k === 'open');
    if (base.kind === 'tiers' && !isAmount) {
      const tierIds = base.tiers.map((t) => t.id);
      const unknown = keys.filter((k) => !tierIds.includes(k));
      if (unknown.length) return { reason: `unknown tier "${unknown[0]}": the tiers of ${itemName(rs, itemId)} are ${orList(tierIds)}.${suggestion(unknown[0], tierIds)}` };
      const amounts = change as Record<string, unknown>;
      for (const [k, n] of Object.entries(amounts)) {
        const one = isMapping(n) ? [n.closed, n.open ?? 0] : [n];
        for (const x of one) {
          const bad = number(x, `tier ${k}:`);
          if (bad) return { reason: bad };
        }
      }
      value = { ...base, tiers: base.tiers.map((t) => (t.id in amounts ? { ...t, amount: amounts[t.id] as Amount } : t)) };
    } else if (isAmount) {
      if (!('closed' in change)) return { reason: 'a closed / open value needs closed: { closed: 2, open: 1 } (open: null = concealed hands only)' };
      const open = 'open' in change ? change.open : null;
      if (closedOnly && open !== null)
        return {
          reason: `${itemName(rs, itemId)} is scored only on a concealed hand, so it has no open value: write { closed: ${typeof change.closed === 'number' ? change.closed : '…'} } or just the number`,
        };
      const bad = number(change.closed, 'closed:') ?? (open === null ? null : number(open, 'open:'));
      if (bad) return { reason: bad };
      value = fixed({ closed: change.closed as number, open: open as number | null });
    } else {
      return { reason: `${describeValue(change)} is not a value of an item: ${help}` };
    }
  } else {
    const text = colonText(change);
    const quoted = separatorHint(change);
    return {
      reason: text
        ? colonHint(text)
        : `${describeValue(change)} is not a value of an item: ${help}${quoted || `.${suggestion(change, ['on', 'off', 'limit', 'yakuman', 'double-yakuman'])}`}`,
    };
  }
  // A value switches the item on (it may be off in the base preset, e.g. Seven Pairs under vmc).
  return { override: { value, off: false } };
}

function unknownItemReason(rs: RulesetDef, id: string, presetId?: string): string {
  const ids = rs.items.map((i) => i.id);
  // A word that begins several ids (sanshoku: sanshoku-doujun, sanshoku-doukou) names them all.
  const starting = ids.filter((i) => i.startsWith(`${id}-`));
  const hint =
    starting.length >= 1 && starting.length <= 4 && id.length >= 3
      ? ` Did you mean ${orList(starting.map((s) => `"${s}" (${itemName(rs, s)})`))}?`
      : suggestion(id, ids, itemAliases(rs), (s) => itemName(rs, s));
  const command = `npm run venue -- items ${rs.id}${presetId && findPreset(rs, presetId) ? ` --preset ${presetId}` : ''}`;
  return `there is no item "${id}" in ${rs.id}.${hint}${hint ? ` Every item: ${command}` : ` The items of ${rs.id}: ${ids.join(', ')} (with their names and values: ${command})`}`;
}

/** Validate a localized text or notes field against the venue's languages. */
function checkLocalized(
  add: (field: string, reason: string) => void,
  field: string,
  v: unknown,
  languages: readonly string[],
  locales: readonly string[],
  allowList: boolean,
): void {
  const what = allowList ? 'a text, or a list of texts (one per paragraph)' : 'a text';
  const one = (f: string, x: unknown, shownIn: readonly string[]) => {
    if (typeof x === 'string') {
      if (x.trim() === '') add(f, `is empty: write ${what}`);
      else {
        const problem = characterProblem(x, shownIn);
        if (problem) add(f, problem);
      }
      return;
    }
    const text = colonText(x);
    if (text) add(f, colonHint(text));
    else if (x === null || x === undefined) add(f, `is empty: write ${what} after the colon, or delete the line (a text that starts with # must be in quotes: # starts a comment)`);
    else if (typeof x === 'number' || typeof x === 'boolean') add(f, `${describeValue(x)} was read as a ${typeof x === 'number' ? 'number' : 'yes / no'}, not a text: put it in quotes`);
    else add(f, `must be ${what}, not ${describeValue(x)}`);
  };
  const oneOrList = (f: string, x: unknown, shownIn: readonly string[]) => {
    if (allowList && Array.isArray(x)) {
      if (x.length === 0) add(f, `is an empty list: write ${what}`);
      x.forEach((s, k) => one(`${f}[${k}]`, s, shownIn));
    } else one(f, x, shownIn);
  };
  if (!isMapping(v) || colonText(v) !== undefined && !Object.keys(v).some((k) => locales.includes(k))) {
    // One text for every language: shown on the pages of each.
    oneOrList(field, v, languages);
    return;
  }
  for (const [k, x] of Object.entries(v)) {
    if (!locales.includes(k))
      add(
        `${field}.${k}`,
        // `{ hi: 12 MG Road, Pune, en: … }`: the comma ended the text, and "Pune" was read as a key with no value.
        x === null && !/^[a-z]{2,3}(-[a-z0-9]+)*$/i.test(k)
          ? `"${k}" was read as a language with no text: a comma inside { … } ends a text. Put the text that holds the comma in quotes ("…, ${k}")`
          : `"${k}" is not a language of the site: write one of ${orList(locales)}, or one text for every language.${suggestion(k, locales)}`,
      );
    else if (!languages.includes(k))
      add(`${field}.${k}`, `"${k}" is not one of the venue's languages (${languages.join(', ')}): add it to languages, or remove this text`);
    else oneOrList(`${field}.${k}`, x, [k]);
  }
  // One text for every language prints the same words on every language's pages: fine for an address
  // or a contact, not for notes, names or sections, whose "or one text" ran English onto the Hindi sheet.
  const sameForAll = field === 'address' || field === 'contact' || field === 'name';
  for (const l of languages)
    if (!(l in v))
      add(
        `${field}.${l}`,
        `the guide is also published in ${l} (languages), but ${field} has no ${l} text: add ${l}: …${
          sameForAll ? ', or write one text for every language' : ` in ${languageName(l)} (one text for every language would print the same words on the ${l} pages)`
        }`,
      );
}

/** A language's name in English (the venue check's language): `hi` → Hindi, `id` → Indonesian. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(LOCALE_INFO[code as Locale]?.tag ?? code) ?? code;
  } catch {
    return code;
  }
}

/** What else a slug names — a ruleset, a preset, a language, a word of the site's addresses — in words, or null. */
function takenName(slug: string, rulesets: readonly RulesetDef[], locales: readonly string[]): { what: string; because?: string } | null {
  if (rulesets.some((r) => r.id === slug)) return { what: 'the id of a ruleset', because: "the venue's pages and PDFs would take the ruleset's addresses" };
  const owner = rulesets.find((r) => r.presets.some((p) => p.id === slug));
  if (owner) return { what: `the id of a preset of ${owner.id}`, because: "the venue's calculator and the scorer would take that preset's rules instead of the venue's" };
  if (locales.includes(slug)) return { what: `the code of a language of the site (${locales.join(', ')})` };
  if ((RESERVED_SEGMENTS as readonly string[]).includes(slug)) return { what: `a word the site's addresses use (${RESERVED_SEGMENTS.join(', ')})` };
  return null;
}

/** What is wrong with a venue's slug (its file name), or null. */
export function slugProblem(slug: string, rulesets: readonly RulesetDef[], locales: readonly string[]): string | null {
  if (!SLUG.test(slug)) {
    const kebab = slug
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    return `"${slug}" cannot be a venue's address: a venue file's name is lowercase letters, digits and hyphens${kebab ? ` (e.g. ${kebab}.yaml)` : ''}`;
  }
  const taken = takenName(slug, rulesets, locales);
  if (taken) return `"${slug}" is ${taken.what}${taken.because ? `: ${taken.because}. Rename` : ': rename'} the file, e.g. ${slug}-club.yaml`;
  return null;
}

/** Every problem of one venue object. `file` names it in the messages (its name gives the slug). */
export function validateVenue(raw: unknown, file: string, opts: ValidateOptions = {}): VenueIssue[] {
  const rulesets = opts.rulesets ?? allRulesets;
  const locales = opts.locales ?? LOCALES;
  const issues: VenueIssue[] = [];
  const add = (field: string, reason: string) => issues.push({ file, field, reason });

  const slug = slugOf(file);
  if (opts.checkSlug !== false) {
    const p = slugProblem(slug, rulesets, locales);
    if (p) add('(file name)', p);
  }

  if (!isMapping(raw)) {
    add('(file)', `must be a list of fields, one per line: name: …, ruleset: …, preset: …, rulesVersion: …, languages: […] (npm run venue -- new ${SLUG.test(slug) ? slug : 'my-club'} --ruleset … --preset … writes one)`);
    return issues;
  }
  const v = raw as Record<string, unknown>;
  const rsOfFile = rulesets.find((r) => r.id === v.ruleset);
  for (const k of Object.keys(v)) {
    if ((KNOWN_FIELDS as readonly string[]).includes(k)) continue;
    if (rsOfFile?.settings.some((s) => s.id === k)) add(k, `"${k}" is a setting of ${rsOfFile.id}: move the line under settings:, indented by two spaces`);
    else if (rsOfFile?.items.some((i) => i.id === k)) add(k, `"${k}" is an item of ${rsOfFile.id}: move the line under items:, indented by two spaces`);
    else add(k, `unknown field "${k}".${suggestion(k, KNOWN_FIELDS)} The fields of a venue file: ${KNOWN_FIELDS.join(', ')}`);
  }

  // Languages first: the localized texts are checked against them.
  let languages: string[] = [];
  const exampleLanguages = `e.g. languages: [${locales.slice(0, 2).join(', ')}]`;
  if (v.languages === undefined || v.languages === null) add('languages', `is missing: list the guide's languages, the main one first, ${exampleLanguages}. The site's languages: ${locales.join(', ')}`);
  else if (typeof v.languages === 'string') {
    const words = v.languages.split(/[\s,;\-]+/).filter(Boolean);
    add('languages', `must be a list, ${words.every((w) => locales.includes(w)) ? `e.g. languages: [${words.join(', ')}]` : exampleLanguages}${v.languages.trim().startsWith('-') ? ' (a list item needs a space after its dash: - en)' : ''}`);
    // The other fields are checked against the languages meant, not against none ("not one of the venue's languages ()").
    languages = [...new Set(words.filter((w) => locales.includes(w)))];
  } else if (!Array.isArray(v.languages) || v.languages.length === 0) add('languages', `must list at least one language, ${exampleLanguages}. The site's languages: ${locales.join(', ')}`);
  else {
    v.languages.forEach((l, k) => {
      if (typeof l !== 'string' || !locales.includes(l)) {
        add(`languages[${k}]`, `${describeValue(l)} is not a language of the site: write ${orList(locales)}.${suggestion(l, locales)}`);
        // "EN": said once here; the texts under en: are checked as the venue's.
        const meant = typeof l === 'string' ? l.trim().toLowerCase() : '';
        if (locales.includes(meant) && !languages.includes(meant)) languages.push(meant);
      } else if (languages.includes(l)) add(`languages[${k}]`, `"${l}" is listed twice`);
      else languages.push(l);
    });
  }

  if (v.name === undefined || v.name === null) add('name', "is missing: the venue's name, e.g. name: Koi Pond Riichi Club (or one per language: { en: …, hi: … })");
  else checkLocalized(add, 'name', v.name, languages, locales, false);
  if (v.nativeName !== undefined) {
    const bad = nativeNameProblem(v.nativeName);
    if (bad) add('nativeName', bad);
  }
  for (const f of ['address', 'contact'] as const)
    if (v[f] !== undefined) checkLocalized(add, f, v[f], languages, locales, false);
  if (v.notes !== undefined && v.notes !== null) checkLocalized(add, 'notes', v.notes, languages, locales, true);

  if (v.rulesVersion === undefined || v.rulesVersion === null) add('rulesVersion', 'is missing: the date of this version of the house rules, as YYYY-MM-DD (e.g. rulesVersion: 2026-09-13)');
  else if (!isoDate(v.rulesVersion)) add('rulesVersion', dateProblem(v.rulesVersion));
  else {
    const late = rulesDateProblem(isoDate(v.rulesVersion)!);
    if (late) add('rulesVersion', late);
  }

  for (const f of ['twoPlayer', 'scoringOnly', 'example'] as const)
    if (v[f] !== undefined && switchOf(v[f]) === undefined) add(f, `${describeValue(v[f])} is not a yes / no: ${SWITCH_HELP}`);

  if (v.formerSlugs !== undefined) {
    if (!Array.isArray(v.formerSlugs)) add('formerSlugs', 'must be a list of the slugs the venue had before (formerSlugs: [old-slug])');
    else {
      const seen: string[] = [];
      v.formerSlugs.forEach((s, k) => {
        const field = `formerSlugs[${k}]`;
        const taken = typeof s === 'string' ? takenName(s, rulesets, locales) : null;
        if (typeof s !== 'string' || !SLUG.test(s)) add(field, `${describeValue(s)} must be a kebab-case slug (a-z, 0-9, -): the old file name, which was the venue's address`);
        else if (opts.checkSlug !== false && s === slug) add(field, `"${s}" is the venue's current slug (its file name): list only the slugs it had before`);
        else if (taken)
          // A link or hand naming it means that, not this venue (a former slug "vmc" scored the VMC preset's hands under the venue's rules).
          add(field, `"${s}" is ${taken.what}, so it cannot also be this venue's former address: leave it out of formerSlugs`);
        else if (seen.includes(s)) add(field, `"${s}" is listed twice`);
        else seen.push(s);
      });
    }
  }

  if (v.print !== undefined && v.print !== null) {
    if (!isMapping(v.print)) add('print', 'must be a mapping: print: { descriptions: yes, columns: 2, fontSize: 10 }');
    else {
      for (const [k, x] of Object.entries(v.print)) {
        if (k === 'descriptions') {
          if (switchOf(x) === undefined) add('print.descriptions', `${describeValue(x)} is not a yes / no: ${SWITCH_HELP}`);
        } else if (k === 'columns') {
          const { min, max } = PRINT_LIMITS.columns;
          const p = wholeProblem(x, min, max);
          if (p) add('print.columns', `${p} (the columns of the sheet's item lists)`);
        } else if (k === 'fontSize') {
          const { min, max } = PRINT_LIMITS.fontSize;
          if (typeof x === 'number' && Number.isFinite(x) && x < min)
            add('print.fontSize', `${x} pt is too small to read at a table: set print.fontSize: ${min} (${min}–${max} pt); to fit the sheet, set print.descriptions: false, more print.columns or shorter notes`);
          else if (typeof x !== 'number' || !Number.isFinite(x) || x > max)
            add('print.fontSize', `${describeValue(x)}: write a size from ${min} to ${max} pt (below ${min} pt is not readable at a table)`);
        } else add(`print.${k}`, `unknown print option "${k}": the options are descriptions, columns and fontSize.${suggestion(k, ['descriptions', 'columns', 'fontSize'])}`);
      }
    }
  }

  // The rule data: ruleset, preset, settings, items.
  const rulesetIds = rulesets.map((r) => r.id);
  if (v.ruleset === undefined || v.ruleset === null) {
    add('ruleset', `is missing: write ${orList(rulesetIds)} (settings, items and places are checked once it is known)`);
    return issues;
  }
  const rs = rulesets.find((r) => r.id === v.ruleset);
  if (!rs) {
    add('ruleset', `unknown ruleset ${describeValue(v.ruleset)}: write ${orList(rulesetIds)}.${suggestion(v.ruleset, rulesetIds)} (settings, items and places are checked once it is known)`);
    return issues;
  }
  const presetIds = rs.presets.map((p) => p.id);
  if (typeof v.preset !== 'string' || !findPreset(rs, v.preset)) {
    const elsewhere = typeof v.preset === 'string' ? rulesets.find((r) => r.id !== rs.id && findPreset(r, v.preset as string)) : undefined;
    add(
      'preset',
      v.preset === undefined || v.preset === null
        ? `is missing: the published rules the venue starts from, one of ${orList(presetIds)}`
        : elsewhere
          ? `"${v.preset}" is a preset of ${elsewhere.id}, not of ${rs.id}: write ${orList(presetIds)} (or ruleset: ${elsewhere.id})`
          : `unknown preset ${describeValue(v.preset)} of ${rs.id}: write ${orList(presetIds)}.${suggestion(v.preset, presetIds)}`,
    );
    return issues;
  }
  const presetId = v.preset;

  const given: Record<string, SettingValue> = {};
  const settingIds = rs.settings.map((s) => s.id);
  if (v.settings !== undefined && v.settings !== null && !isMapping(v.settings))
    add('settings', `must be a list of setting: value lines (the settings of ${rs.id}: ${settingIds.join(', ')})`);
  else {
    for (const [k, raw] of Object.entries((v.settings ?? {}) as Record<string, unknown>)) {
      const def = rs.settings.find((s) => s.id === k);
      if (!def) {
        const item = rs.items.some((i) => i.id === k);
        const other = rulesets.find((r) => r.id !== rs.id && r.settings.some((x) => x.id === k));
        add(
          `settings.${k}`,
          item
            ? `"${k}" is an item, not a setting: move it under items:`
            : (KNOWN_FIELDS as readonly string[]).includes(k)
              ? `"${k}" is a field of the venue file, not a setting: move it out of settings:, to the start of its line (no indentation)`
              : `unknown setting "${k}" of ${rs.id}${other ? ` (it is a setting of ${other.id})` : ''}.${suggestion(k, settingIds)} The settings of ${rs.id}: ${settingIds.join(', ')}`,
        );
        continue;
      }
      const x = venueSettingValue(def, raw);
      const bad = settingProblem(def, x, rs);
      if (bad) add(`settings.${k}`, bad);
      else given[k] = canonicalSetting(def, x as SettingValue);
    }
  }
  const settings = resolveSettings(rs, presetId, given);
  const min = rs.roles.minimum;
  const max = rs.roles.limit;
  const above = minimumAboveLimit(rs, settings);
  if (above) add(`settings.${above.minimum in given || !(above.limit in given) ? above.minimum : above.limit}`, `the minimum (${above.min}) is above the limit (${above.max}): no hand could ever win. Lower ${above.minimum} or raise ${above.limit}`);
  const rangeOk = !above;
  const curveSetting = rs.roles.curve;
  const curve = curveSetting ? settings[curveSetting] : undefined;
  let curveOk = true;
  // A limit past the curve's end (the engine refuses it too: its settingBounds): every score between would pay the same.
  const least = min && typeof settings[min] === 'number' ? (settings[min] as number) : 0;
  const past = curveSetting && rangeOk && (typeof curve === 'string' || curveSetting in given) ? limitPastCurve(paySettings(settings, undefined, rs as HongKongRuleset), rs as HongKongRuleset, least) : null;
  if (past && Array.isArray(curve)) {
    add(`settings.${curveSetting}`, `a venue's own curve needs one multiplier for each ${rs.unit} from 0 to the limit (${past.limit + 1} values), got ${curve.length}`);
    curveOk = false;
  } else if (past) {
    const unit = rs.unit;
    add(
      max && max in given ? `settings.${max}` : `settings.${curveSetting}`,
      `the curve ${String(curve)} gives multipliers up to ${past.end} ${unit}, and its sources go no further: with a limit of ${past.limit}, every win of ${past.end} to ${past.limit} ${unit} would pay the same. ` +
        `${past.lower ? `Lower the limit to ${past.end} or less, or write` : `The minimum (${least}) is above ${past.end}: write`} your own curve: a list of ${past.limit + 1} multipliers, one per ${unit} from 0 to ${past.limit}`,
    );
    curveOk = false;
  }
  if (curveSetting && Array.isArray(curve) && curveSetting in given) {
    const unit = rs.unit;
    const down = curve.findIndex((n, k) => k > 0 && n < curve[k - 1]);
    if (down > 0) {
      add(`settings.${curveSetting}`, `the multipliers must never go down as the score rises: ${curve[down]} at ${down} ${unit} is less than ${curve[down - 1]} at ${down - 1} ${unit} (the list starts at 0 ${unit})`);
      curveOk = false;
    }
    // Multipliers past the limit would never be paid: a list written for a higher limit, or a limit set too low.
    const top = max && typeof settings[max] === 'number' ? (settings[max] as number) : null;
    if (top !== null && rangeOk && !past && curve.length > top + 1) {
      const extra = curve.length - (top + 1);
      add(
        `settings.${curveSetting}`,
        `has ${curve.length} multipliers, one per ${unit} from 0 to ${curve.length - 1}, but the limit is ${top}: the last ${extra === 1 ? 'one' : extra} would never be paid. Remove ${extra === 1 ? 'it' : 'them'}, or raise the limit to ${curve.length - 1}`,
      );
      curveOk = false;
    }
  }
  const onlyTwo = playsTwoOnly(rs, settings);
  const two = switchOf(v.twoPlayer) ?? onlyTwo;
  if (two && !twoPlayerRule(rs)) add('twoPlayer', `${rs.id} has no two-player rule: leave the field out (or write no)`);
  // Every game two-player, yet the two-player rule not played: the sheet would print two-player payments with no rule for them.
  if (onlyTwo && switchOf(v.twoPlayer) === false)
    add(
      'twoPlayer',
      `no, though settings: players: ${settings.players} makes every game a two-player game, paid by the two-player rule: write twoPlayer: yes (or leave it out), or players: ${rs.settings.find((d) => d.id === 'players')?.default ?? 4}`,
    );
  // Every payment the guide and the sheet print is a whole number (score-api.md, "Bounds").
  if (rangeOk && curveOk && curveSetting && issues.every((i) => !i.field.startsWith('settings.'))) {
    const p = paymentProblem(rs, settings, given, two ? twoPlayerRule(rs) : undefined);
    if (p) add(p.field, p.reason);
  }

  const overrides: Record<string, ItemOverride> = {};
  if (v.items !== undefined && v.items !== null && !isMapping(v.items))
    add('items', `must be item: value lines under items: (item: on, item: off, item: 2 …)${Array.isArray(v.items) ? ', not a list: drop the dash before each item' : ''}`);
  else {
    for (const [id, change] of Object.entries((v.items ?? {}) as Record<string, unknown>)) {
      const setting = rs.items.some((i) => i.id === id) ? undefined : rs.settings.find((s) => s.id === id || s.words?.includes(id.toLowerCase()));
      if (setting?.id === id) {
        add(`items.${id}`, `"${id}" is a setting, not an item: move it under settings:`);
        continue;
      }
      if (setting) {
        // kuitan: off — the setting openTanyao, not "did you mean tanyao" (tanyao: off drops the yaku from every hand).
        const sw = setting.type === 'boolean' ? switchOf(change) : undefined;
        const line = `${setting.id}: ${sw === undefined ? '…' : sw ? 'yes' : 'no'}`;
        add(`items.${id}`, `"${id}" is the setting ${setting.id} (${settingName(rs, setting.id)}), not an item: write it under settings: as ${line}`);
        continue;
      }
      const r = itemOverride(rs, id, change, presetId, settings);
      if ('reason' in r) add(`items.${id}`, r.reason);
      else overrides[id] = r.override;
    }
  }

  if (v.places !== undefined && v.places !== null && !isMapping(v.places))
    add('places', `must be item: { section, order, sheet } lines, one per item${Array.isArray(v.places) ? ', not a list: drop the dash before each item' : ''}`);
  else {
    const sections = guideSections(rs).map((s) => s.id);
    for (const [id, place] of Object.entries((v.places ?? {}) as Record<string, unknown>)) {
      if (!rs.items.some((i) => i.id === id)) add(`places.${id}`, unknownItemReason(rs, id, presetId));
      else if (!isMapping(place)) add(`places.${id}`, `must be a mapping: { section: …, order: …, sheet: … } (sections of ${rs.id}: ${sections.join(', ')})`);
      else
        for (const [k, x] of Object.entries(place)) {
          if (k === 'section') {
            if (typeof x !== 'string' || !sections.includes(x))
              add(`places.${id}.section`, `unknown section ${describeValue(x)}: the sections of ${rs.id} are ${sections.join(', ')}.${suggestion(x, sections)}`);
          } else if (k === 'order') {
            if (typeof x !== 'number' || !Number.isFinite(x)) add(`places.${id}.order`, `${describeValue(x)} is not a number: write a number (smallest first in its section)`);
          } else if (k === 'sheet') {
            if (typeof x !== 'number' || !Number.isFinite(x) || x < 0)
              add(`places.${id}.sheet`, `${describeValue(x)} is not a sheet priority: write a number from 0 (1 = the items looked up most come first on the A4 sheet, smallest first)`);
          } else add(`places.${id}.${k}`, `unknown field "${k}": a place has section, order and sheet.${suggestion(k, ['section', 'order', 'sheet'])}`);
        }
    }
  }

  if (v.settlement !== undefined && v.settlement !== null) checkSettlement(add, rs, v.settlement);
  checkDisplay(add, rs, v, languages, locales, presetId);

  // Values are checked by the ruleset's own validation, on a copy of the ruleset holding the venue's preset.
  const candidate = withPreset(rs, { id: CANDIDATE, base: presetId, settings: given, overrides });
  for (const i of validateRuleset(candidate)) {
    const prefix = `preset ${CANDIDATE} `;
    if (i.field.startsWith(prefix)) {
      const path = i.field.slice(prefix.length);
      const given = overrides[i.item]?.value;
      const amount = given?.kind === 'fixed' ? given.amount : undefined;
      if (path === 'value.amount.open' && amount !== undefined && typeof amount === 'object' && amount.open !== null)
        // The rule data's words ("an open value above the closed value") with the file's numbers and a fix.
        add(
          `items.${i.item}`,
          `the open value (${amount.open}) is above the closed value (${amount.closed}): an item never counts more with declared sets than concealed. Swap the two numbers, or make them equal`,
        );
      else add(`items.${i.item}`, `${VALUE_WORDS[path] ?? path} ${i.reason}`);
    }
  }
  if (issues.every((i) => !i.field.startsWith('settings.') && !i.field.startsWith('items.'))) aboveLimit(add, rs, presetId, settings, overrides);
  return issues;
}

/** The amounts an item value prints (its closed and open values, each tier's), not counting repeats (`each`). */
function printedAmounts(value: ItemValue): number[] {
  const of = (a: Amount) => (typeof a === 'number' ? [a] : [a.closed, ...(a.open === null ? [] : [a.open])]);
  if (value.kind === 'fixed') return of(value.amount);
  if (value.kind === 'tiers') return value.tiers.flatMap((t) => of(t.amount));
  return [];
}

/**
 * Items worth more than the venue's limit: no hand is paid more than the limit, yet the guide and the
 * sheet would print the item's own number ("All Chows 9 faan" under a limit of 8). A value the venue
 * wrote is refused at the item; one it keeps from its preset (under a limit it lowered) at the limit,
 * naming the items — in both, the fix is the item as a limit hand, a smaller number, or a higher limit.
 */
function aboveLimit(
  add: (field: string, reason: string) => void,
  rs: RulesetDef,
  presetId: string,
  settings: Record<string, SettingValue>,
  overrides: Record<string, ItemOverride>,
): void {
  const limitId = rs.roles.limit;
  const limit = limitId ? settings[limitId] : undefined;
  if (!limitId || typeof limit !== 'number') return;
  const unit = rs.unit;
  const kept: { id: string; top: number }[] = [];
  for (const item of rs.items) {
    const own = overrides[item.id];
    if (own?.off) continue;
    const value = own?.value ?? effectiveItem(rs, item, presetId, settings)?.value;
    if (!value || (value.kind !== 'fixed' && value.kind !== 'tiers') || value.each) continue;
    const top = Math.max(...printedAmounts(value));
    if (top <= limit) continue;
    if (own?.value)
      add(
        `items.${item.id}`,
        `${top} ${unit} is above the limit (${limit} ${unit}): no hand is paid more than the limit, and the sheet would print ${top}. Write limit (a limit hand: it scores the limit by itself) or a number up to ${limit}`,
      );
    else kept.push({ id: item.id, top });
  }
  if (kept.length === 0) return;
  const names = kept.map((k) => `${itemName(rs, k.id)} (${k.top} ${unit})`);
  const highest = Math.max(...kept.map((k) => k.top));
  add(
    `settings.${limitId}`,
    `a limit of ${limit} ${unit} is below the value of ${orList(names, 'and')} in the preset ${presetId}: no hand is paid more than the limit, and the sheet would print ${kept.length > 1 ? 'those values' : 'that value'}. ` +
      `Raise the limit to ${highest}, or under items: write ${kept.map((k) => `${k.id}: limit`).join(', ')} (a limit hand) or a number up to ${limit}`,
  );
}

/**
 * A name given in `names:` that another item has on the venue's pages (its own name, or one given in
 * `names:` too), in any of the venue's languages: the guide and sheet would show two items of one name
 * ("All Pungs 1 faan" and "All Pungs 3 faan"). Said at the item whose name is given.
 */
function sameItemNames(add: (field: string, reason: string) => void, rs: RulesetDef, names: unknown, languages: readonly string[]): void {
  if (!isMapping(names)) return;
  const given = (id: string, lang: string): string | undefined => {
    const x = names[id];
    return typeof x === 'string' ? x : isMapping(x) && typeof x[lang] === 'string' ? (x[lang] as string) : undefined;
  };
  const key = (n: string) => nameKey(n).toLowerCase();
  for (const lang of languages) {
    const shown = new Map<string, string>();
    for (const item of rs.items) shown.set(item.id, given(item.id, lang) ?? itemName(rs, item.id, lang as Locale));
    for (const id of Object.keys(names)) {
      const mine = given(id, lang);
      if (mine === undefined || !rs.items.some((i) => i.id === id)) continue;
      const other = rs.items.find((i) => i.id !== id && key(shown.get(i.id) ?? '') === key(mine));
      if (other)
        add(
          `names.${id}`,
          `"${mine.trim()}" is already the name ${given(other.id, lang) !== undefined ? 'this file gives to' : 'of'} ${other.id}${languages.length > 1 ? ` (${lang})` : ''}: the guide and sheet would show two items of one name. Give ${id} a name of its own`,
        );
    }
  }
}

/** The parts of an item's value as the rule data names them, in the words of a venue file. */
const VALUE_WORDS: Record<string, string> = {
  'value.amount': 'the value:',
  'value.amount.closed': 'the value (closed):',
  'value.amount.open': 'the open value:',
};

const ROW_FIELDS = ['name', 'desc', 'native', 'tile'];
const SECTION_FIELDS = ['id', 'after', 'title', 'text'];
const TILE = /^[1-9][mps]$|^[1-7]z$/;

/** A kebab-case id from a text ("Table manners" → table-manners), for a venue section without an id. */
function idOf(text: string, k: number): string {
  const id = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return id || `section-${k + 1}`;
}

/**
 * The venue's own words and layout: `names` (item: its name), `rows` (item: the rows it is printed
 * as), `itemNotes` (item: notes under it), `sections` (texts of its own after a part of the guide) and
 * `twoPlayerPlace`. Display only: the scoring never changes.
 */
function checkDisplay(
  add: (field: string, reason: string) => void,
  rs: RulesetDef,
  v: Record<string, unknown>,
  languages: readonly string[],
  locales: readonly string[],
  presetId: string,
): void {
  const isItem = (id: string) => rs.items.some((i) => i.id === id);
  const perItem = (field: 'names' | 'rows' | 'itemNotes', shape: string, each: (id: string, x: unknown) => void) => {
    const x = v[field];
    if (x === undefined || x === null) return;
    if (!isMapping(x)) return add(field, `must be item: ${shape} lines, one per item${Array.isArray(x) ? ', not a list: drop the dash before each item' : ''}`);
    for (const [id, y] of Object.entries(x)) {
      if (!isItem(id)) add(`${field}.${id}`, unknownItemReason(rs, id, presetId));
      else each(id, y);
    }
  };
  perItem('names', 'name (one text, or one per language)', (id, x) => checkLocalized(add, `names.${id}`, x, languages, locales, false));
  // An item given its own rows is shown as those rows, each with its name: a name given as well was shown nowhere.
  if (isMapping(v.names) && isMapping(v.rows))
    for (const id of Object.keys(v.names))
      if (isItem(id) && id in v.rows)
        add(`names.${id}`, `rows: gives ${itemName(rs, id)} its own lines, each with its own name, so this name would be shown nowhere: put it in the rows' names, or remove this line`);
  sameItemNames(add, rs, v.names, languages);
  perItem('itemNotes', 'note (a text or a list, or one per language)', (id, x) => checkLocalized(add, `itemNotes.${id}`, x, languages, locales, true));
  perItem('rows', '[{ name, desc, native, tile }, …]', (id, x) => {
    const field = `rows.${id}`;
    if (!Array.isArray(x) || x.length < 2)
      return add(field, `must list the rows ${itemName(rs, id)} is printed as, at least two: - { name: …, native: …, tile: 7z } (each row shows the item's value once)`);
    x.forEach((r, k) => {
      const f = `${field}[${k}]`;
      if (!isMapping(r)) return add(f, 'must be { name: …, desc: …, native: …, tile: … } (name is required)');
      if (r.name === undefined || r.name === null) add(`${f}.name`, "is missing: the row's name (one text, or one per language)");
      else checkLocalized(add, `${f}.name`, r.name, languages, locales, false);
      if (r.desc !== undefined) checkLocalized(add, `${f}.desc`, r.desc, languages, locales, false);
      if (r.native !== undefined && (typeof r.native !== 'string' || r.native.trim() === '')) add(`${f}.native`, 'must be a text (the row\'s name in Chinese or Japanese characters)');
      if (r.tile !== undefined && (typeof r.tile !== 'string' || !TILE.test(r.tile)))
        add(`${f}.tile`, `${describeValue(r.tile)} is not one tile: write it in mpsz, e.g. 7z (red dragon), 6z (green), 5z (white), 1z (East)`);
      for (const key of Object.keys(r))
        if (!ROW_FIELDS.includes(key)) add(`${f}.${key}`, `unknown field "${key}": a row has ${orList(ROW_FIELDS)}.${suggestion(key, ROW_FIELDS)}`);
    });
  });
  const sections = v.sections;
  if (sections !== undefined && sections !== null) {
    if (!Array.isArray(sections)) add('sections', `must be a list of sections: - { after: ${GUIDE_PARTS[0]}, title: …, text: … }`);
    else {
      const ids = new Set<string>();
      const taken = new Set([...guideSections(rs).map((s) => s.id), ...(findPreset(rs, presetId)?.display?.sections ?? []).map((s) => s.id)]);
      sections.forEach((s, k) => {
        const f = `sections[${k}]`;
        if (!isMapping(s)) return add(f, `must be { after: …, title: …, text: … } (after: one of ${orList(GUIDE_PARTS)})`);
        if (s.after === undefined || s.after === null) add(`${f}.after`, `is missing: the part of the guide the section follows, one of ${orList(GUIDE_PARTS)}`);
        else if (typeof s.after !== 'string' || !(GUIDE_PARTS as readonly string[]).includes(s.after))
          add(`${f}.after`, `unknown section ${describeValue(s.after)} to follow: write ${orList(GUIDE_PARTS)}.${suggestion(s.after, GUIDE_PARTS)}`);
        if (s.title === undefined || s.title === null) add(`${f}.title`, "is missing: the section's heading (one text, or one per language)");
        else checkLocalized(add, `${f}.title`, s.title, languages, locales, false);
        if (s.text === undefined || s.text === null) add(`${f}.text`, 'is missing: the section\'s text (a text or a list of paragraphs, or one per language)');
        else checkLocalized(add, `${f}.text`, s.text, languages, locales, true);
        if (s.id !== undefined && (typeof s.id !== 'string' || !SLUG.test(s.id)))
          add(`${f}.id`, `${describeValue(s.id)} must be lowercase letters, digits and hyphens (e.g. id: dealer)`);
        const id = typeof s.id === 'string' ? s.id : typeof s.title === 'string' ? idOf(s.title, k) : `section-${k + 1}`;
        if (ids.has(id)) add(`${f}.id`, `"${id}" names two sections: give each its own id`);
        else if (s.id !== undefined && taken.has(id) && !(findPreset(rs, presetId)?.display?.sections ?? []).some((x) => x.id === id))
          add(`${f}.id`, `"${id}" is already a section of the ${rs.id} guide: give the section another id`);
        ids.add(id);
        for (const key of Object.keys(s))
          if (!SECTION_FIELDS.includes(key)) add(`${f}.${key}`, `unknown field "${key}": a section has ${orList(SECTION_FIELDS)}.${suggestion(key, SECTION_FIELDS)}`);
      });
    }
  }
  const place = v.twoPlayerPlace;
  if (place !== undefined && (typeof place !== 'string' || !(TWO_PLAYER_PLACES as readonly string[]).includes(place)))
    add('twoPlayerPlace', `${describeValue(place)} is not a place of the two-player rule: write ${orList(TWO_PLAYER_PLACES)} (payments: beside the payments; end: its own section at the end).${suggestion(place, TWO_PLAYER_PLACES)}`);
}

/** The venue's own words and layout, per language (a valid file: `checkDisplay` found nothing). */
function normalizeDisplay(raw: VenueInput, languages: Locale[]): VenueDisplay {
  const text = (x: unknown) => perLocale(x, languages, String);
  const paragraphs = (x: unknown) => perLocale(x, languages, (y) => (Array.isArray(y) ? y.map(String) : [String(y)]));
  const map = <T>(x: Record<string, unknown> | undefined, f: (y: unknown) => T): Record<string, T> =>
    Object.fromEntries(Object.entries(x ?? {}).map(([k, y]) => [k, f(y)]));
  const rows = map(raw.rows as Record<string, unknown> | undefined, (list) =>
    (list as Record<string, unknown>[]).map((r, k) => ({
      id: `row-${k + 1}`,
      name: text(r.name),
      desc: r.desc === undefined ? undefined : text(r.desc),
      native: r.native as string | undefined,
      tile: r.tile as string | undefined,
    })),
  );
  return {
    names: map(raw.names as Record<string, unknown> | undefined, text),
    rows,
    notes: map(raw.itemNotes as Record<string, unknown> | undefined, paragraphs),
    sections: ((raw.sections ?? []) as Record<string, unknown>[]).map((s, k) => ({
      id: typeof s.id === 'string' ? s.id : typeof s.title === 'string' ? idOf(s.title, k) : `section-${k + 1}`,
      after: s.after as GuidePart,
      title: text(s.title),
      text: paragraphs(s.text),
    })),
    twoPlayerPlace: raw.twoPlayerPlace as TwoPlayerPlace | undefined,
  };
}

/** What is wrong with a venue's `nativeName` (a text, or one `<language tag>: text`), or null. */
function nativeNameProblem(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? 'must be a text' : nativeTextProblem(v);
  if (!isMapping(v) || Object.keys(v).length !== 1)
    return 'must be a text, or one language tag with its text (e.g. nativeName: { ja: 雀荘こいのぼり })';
  const [[tag, text]] = Object.entries(v);
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0];
  } catch {
    canonical = undefined;
  }
  if (canonical === undefined || !/^[a-z]{2,3}(-|$)/i.test(tag)) return `"${tag}" is not a language tag (e.g. zh-Hant, ja, zh-Hans)`;
  if (canonical !== tag) return `write the language tag as "${canonical}"`;
  if (typeof text !== 'string' || text.trim() === '') return `${tag}: must be a text`;
  const problem = nativeTextProblem(text);
  return problem ? `${tag}: ${problem}` : null;
}

/**
 * What is wrong with the text of a native name. A name with letters no Han font draws and no Chinese or
 * Japanese character at all (मुंबई क्लब, Клуб) is a name in another language: it belongs under `name:`,
 * which is per language — "write it in Latin, Chinese or Japanese characters" told a Hindi name nothing.
 */
function nativeTextProblem(text: string): string | null {
  const problem = characterProblem(text, []);
  if (problem && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text))
    return `is the venue's name in Chinese or Japanese characters, printed beside its name; "${text}" has none. A name in another language goes under name:, one per language (name: { en: …, hi: … })`;
  return problem;
}

/**
 * Characters a printed or shown text must not hold, though a venue file can carry them (YAML's
 * "\a", "\u202E", a paste from elsewhere): control characters (all but tab and line breaks) and
 * the bidirectional overrides, embeddings and isolates, which reorder what follows them on the page
 * (a name could read otherwise than it is written), with the direction marks (U+200E, U+200F: the
 * pages are left to right); and the invisible characters a paste carries along — the zero-width
 * space, the word joiner and the invisible operators (U+200B, U+2060–U+2064), a byte-order mark
 * inside a text (U+FEFF), the Mongolian vowel separator and the Hangul fillers (which show as blanks):
 * a name holding one looks right and is not what a reader types (search, a copied name). The joiners
 * of Indic scripts (U+200C, U+200D) are text and stay, and so does the soft hyphen (U+00AD), a
 * hyphenation hint.
 */
const HIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0\uFFFE\uFFFF]/;

/**
 * What the site's fonts draw on the pages a venue's text is shown on (`SCRIPT_FONTS`, as the font step
 * ships them): the Noto Sans subsets of Latin on every page, those of a script with a family of its own
 * (Devanagari …) on its locales' pages only, and the Chinese and Japanese characters the venue's texts
 * are cut from (`isHanLike`: kana, bopomofo and full-width forms too), on every page. A letter, mark,
 * digit, punctuation mark or symbol outside them (☎, ★, →, ✓ …) would print from no font of the site,
 * and the sheet's check would fail on text "printed smaller".
 */
/** What a font draws: letters, marks, digits, punctuation and symbols — not the invisible ones (a variation selector, a joiner), nor spaces. */
const DRAWN_CLASSES = /(?![\p{Default_Ignorable_Code_Point}])[\p{L}\p{M}\p{Nd}\p{P}\p{S}]/u;
const NOTO_RANGES = notoSubsets as Record<string, string>;
function drawnIn(locales: readonly string[]): { has: (cp: number) => boolean; names: string; either: string } {
  const scripts = Object.entries(SCRIPT_FONTS).filter(
    ([iso, f]) => (f.subsets || f.letters) && (iso === 'Latn' || (f.family !== undefined && locales.length > 0 && locales.every((l) => LOCALE_INFO[l as Locale]?.script === iso))),
  );
  const ranges = scripts.flatMap(([, f]) => [...(f.subsets ?? []), ...(f.letters ?? [])].flatMap((sub) => parseUnicodeRange(NOTO_RANGES[sub] ?? '')));
  const words = new Intl.DisplayNames(['en'], { type: 'script' });
  const list = scripts.map(([iso]) => words.of(iso) ?? iso).join(', ');
  return {
    has: (cp) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi),
    names: `${list}, Chinese and Japanese characters`,
    either: `${list}, Chinese or Japanese characters`,
  };
}
const DRAWN = new Map<string, ReturnType<typeof drawnIn>>();
function drawn(locales: readonly string[]): ReturnType<typeof drawnIn> {
  const key = locales.join();
  let d = DRAWN.get(key);
  if (!d) DRAWN.set(key, (d = drawnIn(locales)));
  return d;
}
/** Emoji shown as pictures (☕, 🀄, and an emoji character followed by U+FE0F, ❤️): no font of the site draws them. */
const EMOJI = /\p{Emoji_Presentation}|\p{Emoji}\uFE0F/u;
const EMOJI_ALL = new RegExp(EMOJI.source, 'gu');

/** Up to eight characters, each in quotes with its code (`"☎" (U+260E), "★" (U+2605) …`), and how many more. */
function quotedList(chars: readonly string[]): string {
  const shown = chars.slice(0, 8).map((ch) => `"${ch}" (${codePointName(ch.codePointAt(0)!)})`);
  return orList(chars.length > 8 ? [...shown, `${chars.length - 8} more`] : shown, 'and');
}

/**
 * Why `text` holds a character the pages must not show, or one no font of the site draws where the
 * text is shown (`locales`: the languages of its pages; none: a native name), naming it and where; or null.
 */
export function characterProblem(text: string, locales: readonly string[]): string | null {
  const m = HIDDEN.exec(text);
  if (!m) return undrawnCharacter(text, locales);
  const code = codePointName(m[0].codePointAt(0)!);
  const kind = /[\u202A-\u202E\u2066-\u2069]/.test(m[0])
    ? 'a direction override, which reorders the text after it on the page'
    : /[\u0000-\u001F\u007F-\u009F\uFFFE\uFFFF]/.test(m[0])
      ? 'an invisible control character'
      : /[\u200E\u200F]/.test(m[0])
        ? 'an invisible direction mark'
        : 'an invisible character (of a copied text, most often)';
  const before = text.slice(Math.max(0, m.index - 20), m.index);
  // A character written as a code can be seen in the file; one pasted as it is cannot.
  const how = `in a text in quotes it may be written as a code after a backslash, such as \\a or \\u${code.slice(2)}; else it cannot be seen: delete the character${before ? 's on either side of it' : ' at its start'} and type ${before ? 'them' : 'it'} again`;
  return `holds ${kind} (${code}${before ? ` after "${before}"` : ' at its start'}): remove it (${how})`;
}

/** A letter no font of the site draws on the pages of `locales`, or an emoji, in `text`: why it cannot print, or null. */
function undrawnCharacter(text: string, locales: readonly string[]): string | null {
  const emoji = [...new Set(Array.from(text.matchAll(EMOJI_ALL), (m) => m[0].replace('\uFE0F', '')))];
  if (emoji.length)
    return `holds the emoji ${quotedList(emoji)}: the site's fonts draw no emoji, so the printed sheet would set ${emoji.length > 1 ? 'them' : 'it'} in another font, at another size. Remove ${emoji.length > 1 ? 'them' : 'it'}, or write a word instead`;
  const { has, names } = drawn(locales);
  const all = [...new Set(Array.from(text).filter((ch) => DRAWN_CLASSES.test(ch) && !isHanLike(ch.codePointAt(0)!) && !has(ch.codePointAt(0)!)))];
  if (all.length === 0) return null;
  // Symbols each to be removed, so every one is named; letters are of a script to write otherwise: the first names it.
  const symbols = all.filter((ch) => !/[\p{L}\p{M}]/u.test(ch));
  const undrawn = symbols.length ? symbols : all.slice(0, 1);
  // The pages that cannot draw them: one text for several languages is shown on each one's pages, and
  // a letter the Hindi pages draw is missing on the others only (not "on every one of its languages").
  const missing = locales.filter((l) => undrawn.some((ch) => !drawn([l]).has(ch.codePointAt(0)!)));
  const pages = missing.length === 1 ? `its ${missing[0]} pages` : `its pages in ${missing.join(', ')}`;
  const where =
    missing.length === 0
      ? ''
      : locales.length === 1
        ? ` on ${pages}`
        : missing.length === locales.length
          ? ` on the pages of every one of its languages (${locales.join(', ')}), where this one text is shown`
          : ` on ${pages}, where this one text for ${locales.join(', ')} is shown too`;
  const there = missing.length ? drawn(missing) : { names, either: drawn(locales).either };
  // One text for several languages: a letter one of them draws belongs in that language's own text.
  const own = locales.length > 1 ? locales.find((l) => undrawn.every((ch) => drawn([l]).has(ch.codePointAt(0)!))) : undefined;
  const what = symbols.length ? 'character' : 'letter';
  const held = undrawn.length === 1 ? `"${undrawn[0]}" (${codePointName(undrawn[0].codePointAt(0)!)}), a ${what}` : `${quotedList(undrawn)}, ${what}s`;
  const fix = own
    ? `Give each language its own text (${own}: …, and the others in ${there.either})`
    : what === 'letter'
      ? `Write the text in ${there.either}`
      : `Remove ${undrawn.length > 1 ? 'them' : 'it'}, or write words instead`;
  return `holds ${held} the site has no font for${where} (it draws ${there.names}${missing.length ? ' there' : ''}): the printed sheet could not show ${undrawn.length > 1 ? 'them' : 'it'}. ${fix}`;
}

/** A valid `nativeName` with its language: a plain text is in the ruleset's native-name language. */
function nativeNameOf(v: VenueInput['nativeName'], rulesetLang: string): Venue['nativeName'] {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return { text: v, lang: rulesetLang };
  const [[lang, text]] = Object.entries(v);
  return { text, lang };
}

/**
 * The first payment of the venue's payment table (minimum … limit, discard and self-draw, and the
 * two-player game where it is played) that is not a whole number a sheet can print, as an issue on
 * the setting that makes it so (the stake, else the curve, else the limit).
 */
function paymentProblem(
  rs: RulesetDef,
  settings: Record<string, SettingValue>,
  given: Record<string, SettingValue>,
  two: { players: number } | undefined,
): { field: string; reason: string } | null {
  const hk = rs as HongKongRuleset;
  const { minimum, limit, curve } = rs.roles;
  const lo = minimum && typeof settings[minimum] === 'number' ? (settings[minimum] as number) : 0;
  const hi = limit && typeof settings[limit] === 'number' ? (settings[limit] as number) : lo;
  const stakeId = rs.settings.find((s) => s.type === 'number')?.id;
  const field = stakeId && stakeId in given ? `settings.${stakeId}` : curve && curve in given ? `settings.${curve}` : `settings.${limit ?? stakeId}`;
  // Rows as printed: a run of faan that pay alike is one (the venue's guide and sheet, `alikeRuns`).
  const rows = paymentRowCount(paySettings(settings, undefined, hk), lo, hk);
  if (rows > MAX_PAYMENT_ROWS)
    return { field: `settings.${limit}`, reason: `the payment table from the minimum (${lo}) to the limit (${hi}) would have ${rows} rows, more than a sheet can print (${MAX_PAYMENT_ROWS}): lower the limit, or raise the minimum` };
  const { max } = BOUNDS.payment;
  const unit = rs.unit;
  const variants: Record<string, SettingValue>[] = [settings];
  if (two) variants.push({ ...settings, players: two.players });
  for (const s of variants) {
    const bad = firstBadPayment(paySettings(s, undefined, hk), hk, lo);
    if (!bad) continue;
    const { amount } = bad;
    const stake = stakeId ? `with a stake of ${fmt(settings[stakeId] as number)}` : 'with these settings';
    const what = Number.isFinite(amount) ? fmt(amount) : 'infinitely large';
    let fix: string;
    if (!Number.isInteger(amount) && Number.isFinite(amount) && amount <= max) {
      // The smallest stake that makes every payment whole (and in bounds), said as a number: "choose a
      // stake that gives whole payments (1, 2, 5 …)" was told to a venue whose stake was 1 already.
      const whole = stakeId ? wholeStake(variants, stakeId, hk, lo) : null;
      const own = curve !== undefined && Array.isArray(settings[curve]);
      fix = whole
        ? `set ${stakeId}: ${fmt(whole)} (the smallest stake that makes every payment a whole number)${own ? ', or whole multipliers in your curve' : ''}`
        : own
          ? 'write whole multipliers in your curve'
          : 'choose a stake that makes every payment a whole number';
    }
    else if (field === `settings.${stakeId}`) {
      // The largest stake these settings allow: payments grow with the stake.
      const top = largestTotal(paySettings({ ...s, [stakeId!]: 1 }, undefined, hk), hk);
      fix = `every payment must be a whole number up to ${fmt(max)}: the largest stake these settings allow is ${fmt(Math.floor(max / top))}`;
    } else fix = `every payment must be a whole number up to ${fmt(max)}: lower the ${field === `settings.${curve}` ? 'multipliers' : 'limit'}`;
    return { field, reason: `${stake}, a payment at ${bad.faan} ${unit} on a ${bad.win === 'discard' ? 'discard' : 'self-draw'}${s === settings ? '' : ' (two players)'} would be ${what}: ${fix}` };
  }
  return null;
}

/** The smallest whole stake up to 1,000 at which every payment of every variant is a whole number in bounds, or null. */
function wholeStake(variants: readonly Record<string, SettingValue>[], stakeId: string, hk: HongKongRuleset, lo: number): number | null {
  for (let stake = 1; stake <= 1000; stake++)
    if (variants.every((s) => !firstBadPayment(paySettings({ ...s, [stakeId]: stake }, undefined, hk), hk, lo))) return stake;
  return null;
}

/**
 * Numbers of the settlement written in points where thousands are meant (20000 for an uma of 20): in
 * thousands when every one is a whole number of thousands and one is past `max`, else null.
 */
function inThousands(values: readonly number[], max: number): number[] | null {
  return values.every((n) => Number.isInteger(n / 1000)) && values.some((n) => Math.abs(n) > max) ? values.map((n) => n / 1000) : null;
}

/** The riichi settlement block: uma, oka, starting and return points (shown on the guide and sheet, not scored). */
function checkSettlement(add: (field: string, reason: string) => void, rs: RulesetDef, s: unknown): void {
  const rule = rs.settlement;
  if (!rule) {
    add('settlement', `${rs.id} has no settlement block (uma and oka are riichi's): leave the field out`);
    return;
  }
  const fields = ['uma', 'oka', 'startingPoints', 'returnPoints'];
  if (!isMapping(s)) {
    add('settlement', 'must be a mapping: settlement: { uma: [15, 5, -5, -15], oka: 20, startingPoints: 25000, returnPoints: 30000 }');
    return;
  }
  for (const k of Object.keys(s)) {
    if (k === 'redFives') add('settlement.redFives', 'red fives are a setting (they are scored): write it under settings: redFives: 0, 3 or 4');
    else if (!fields.includes(k)) add(`settlement.${k}`, `unknown field "${k}": the settlement has ${orList(fields)}.${suggestion(k, fields)}`);
  }
  const { points, uma, oka } = SETTLEMENT_LIMITS;
  const pointsOk: Record<string, number> = {};
  for (const k of ['startingPoints', 'returnPoints'] as const) {
    if (s[k] === undefined) continue;
    const p = wholeProblem(s[k], points.min, points.max, 'points');
    if (p) add(`settlement.${k}`, p);
    else if ((s[k] as number) % points.step !== 0) add(`settlement.${k}`, `${fmt(s[k] as number)} is not a whole number of hundreds: points are counted in hundreds (e.g. 25,000)`);
    else pointsOk[k] = s[k] as number;
  }
  if (pointsOk.startingPoints !== undefined && pointsOk.returnPoints !== undefined && pointsOk.returnPoints < pointsOk.startingPoints)
    add('settlement.returnPoints', `the return points (${fmt(pointsOk.returnPoints)}) are below the starting points (${fmt(pointsOk.startingPoints)}): the return points are what each score is measured from, at least the starting points`);
  if (s.oka !== undefined) {
    const p = wholeProblem(s.oka, oka.min, oka.max);
    const inPoints = typeof s.oka === 'number' ? inThousands([s.oka], oka.max) : null;
    if (inPoints) add('settlement.oka', `${fmt(s.oka as number)}: the oka is written in thousands of points — write ${inPoints[0]}`);
    else if (p) add('settlement.oka', `${p} (thousands of points)`);
    else if (pointsOk.startingPoints !== undefined && pointsOk.returnPoints !== undefined) {
      const want = ((pointsOk.returnPoints - pointsOk.startingPoints) * rule.players) / 1000;
      if (s.oka !== want)
        add(
          'settlement.oka',
          `${s.oka} does not match the points: the oka is (return − starting points) × ${rule.players} = (${fmt(pointsOk.returnPoints)} − ${fmt(pointsOk.startingPoints)}) × ${rule.players} = ${fmt(want * 1000)} points, oka: ${want}. Correct the oka or the points (or leave the oka out: it is worked out)`,
        );
    }
  }
  if (s.uma !== undefined) {
    const list = umaList(s.uma);
    if (!list) add('settlement.uma', `must be a list of ${rule.players} numbers, first place to last, in thousands of points: uma: [15, 5, -5, -15] (or "+15/+5/-5/-15")`);
    else if (list.length !== rule.players) add('settlement.uma', `has ${list.length} number${list.length === 1 ? '' : 's'}: write one per place, ${rule.players} in all, first place to last (e.g. [15, 5, -5, -15])`);
    else {
      const bad = list.map((n) => wholeProblem(n, uma.min, uma.max)).findIndex((p) => p !== null);
      const sum = list.reduce((a, b) => a + b, 0);
      // Written in points (20000, not 20): every place, in thousands — said once, for the whole list.
      const inPoints = inThousands(list, uma.max);
      if (inPoints) add('settlement.uma', `${list.join(' / ')}: the uma is written in thousands of points — write [${inPoints.join(', ')}]`);
      else if (bad >= 0) add('settlement.uma', `place ${bad + 1}: ${wholeProblem(list[bad], uma.min, uma.max)} (thousands of points)`);
      else if (list.some((n, k) => k > 0 && n > list[k - 1])) add('settlement.uma', `${list.join(' / ')}: the uma goes from first place to last, never up (e.g. 15 / 5 / -5 / -15)`);
      else if (sum !== 0) add('settlement.uma', `${list.map((n) => (n > 0 ? `+${n}` : String(n))).join(' / ')} adds up to ${sum > 0 ? `+${sum}` : sum}: what the first places receive, the last places pay, so the uma adds up to 0`);
    }
  }
  if (Object.keys(s).length === 0) add('settlement', 'is empty: give uma, oka, startingPoints or returnPoints, or leave the block out');
}

/** Uma as a list of numbers: a YAML list, or the usual "+15/+5/−5/−15". */
function umaList(v: unknown): number[] | null {
  if (Array.isArray(v)) return v.every((n) => typeof n === 'number') ? (v as number[]) : null;
  if (typeof v !== 'string') return null;
  const parts = v.split('/').map((p) => p.trim().replace(/^[−–]/, '-').replace(/^\+/, ''));
  if (parts.some((p) => !/^-?\d+(\.\d+)?$/.test(p))) return null;
  return parts.map(Number);
}

/** The settlement as the guide shows it: oka worked out from the points where it is not given. */
function normalizeSettlement(s: unknown, rs: RulesetDef): Settlement | undefined {
  if (!isMapping(s) || !rs.settlement) return undefined;
  const out: Settlement = {};
  if (s.uma !== undefined) out.uma = umaList(s.uma) ?? undefined;
  if (typeof s.startingPoints === 'number') out.startingPoints = s.startingPoints;
  if (typeof s.returnPoints === 'number') out.returnPoints = s.returnPoints;
  if (typeof s.oka === 'number') out.oka = s.oka;
  else if (out.startingPoints !== undefined && out.returnPoints !== undefined)
    out.oka = ((out.returnPoints - out.startingPoints) * rs.settlement.players) / 1000;
  return out;
}

function perLocale<T>(v: unknown, languages: Locale[], conv: (x: unknown) => T): Partial<Record<Locale, T>> {
  const out: Partial<Record<Locale, T>> = {};
  for (const l of languages) {
    const x = isMapping(v) ? v[l] : v;
    if (x !== undefined) out[l] = conv(x);
  }
  return out;
}

/** A valid venue object as a `Venue` (call `validateVenue` first: this one does not check). */
export function normalizeVenue(raw: VenueInput, file: string, opts: ValidateOptions = {}): Venue {
  const rulesets = opts.rulesets ?? allRulesets;
  const rs = rulesets.find((r) => r.id === raw.ruleset)!;
  const languages = raw.languages as Locale[];
  const overrides: Record<string, ItemOverride> = {};
  for (const [id, change] of Object.entries(raw.items ?? {})) {
    const r = itemOverride(rs, id, change, raw.preset);
    if ('override' in r) overrides[id] = r.override;
  }
  const settings: Record<string, SettingValue> = {};
  for (const [k, x] of Object.entries(raw.settings ?? {})) {
    const def = rs.settings.find((s) => s.id === k);
    settings[k] = def ? canonicalSetting(def, venueSettingValue(def, x) as SettingValue) : x;
  }
  const names = perLocale(raw.name, languages, String);
  const name = Object.fromEntries(
    LOCALES.map((l) => [l, names[l] ?? names[languages[0]] ?? String(raw.name)]),
  ) as Record<Locale, string>;
  const defaults = printDefaults(rs);
  const print = { ...defaults, ...(raw.print ?? {}) };
  print.descriptions = switchOf(print.descriptions) ?? defaults.descriptions;
  return {
    slug: slugOf(file),
    file,
    name,
    nativeName: nativeNameOf(raw.nativeName, rs.nativeLang),
    ruleset: rs.id,
    preset: raw.preset,
    rulesVersion: isoDate(raw.rulesVersion)!,
    languages,
    settings,
    // Left out, it is what the settings say: a venue whose every game is two-player plays the two-player rule.
    twoPlayer: switchOf(raw.twoPlayer) ?? playsTwoOnly(rs, resolveSettings(rs, raw.preset, settings)),
    overrides,
    places: structuredClone((raw.places ?? {}) as Record<string, ItemPlace>),
    settlement: normalizeSettlement(raw.settlement, rs),
    display: normalizeDisplay(raw, languages),
    scoringOnly: switchOf(raw.scoringOnly) ?? true,
    example: switchOf(raw.example) ?? false,
    address: raw.address === undefined || raw.address === null ? undefined : perLocale(raw.address, languages, String),
    contact: raw.contact === undefined || raw.contact === null ? undefined : perLocale(raw.contact, languages, String),
    notes: raw.notes === undefined || raw.notes === null ? {} : perLocale(raw.notes, languages, (x) => (Array.isArray(x) ? x.map(String) : [String(x)])),
    print,
    formerSlugs: [...((raw.formerSlugs as string[] | undefined) ?? [])],
  };
}

/**
 * The addresses of a set of venues: a former slug may be neither another venue's current slug (its
 * pages would clash) nor another venue's former slug (an old address leads to one venue only).
 */
export function checkSlugs(files: { file: string; data: unknown }[]): VenueIssue[] {
  const issues: VenueIssue[] = [...sameNames(files)];
  const current = new Map(files.map((f) => [slugOf(f.file), f.file]));
  const former = new Map<string, string>();
  for (const f of files) {
    const list = isMapping(f.data) && Array.isArray(f.data.formerSlugs) ? f.data.formerSlugs : [];
    list.forEach((s, k) => {
      if (typeof s !== 'string') return;
      const field = `formerSlugs[${k}]`;
      const owner = current.get(s);
      if (owner && owner !== f.file) issues.push({ file: f.file, field, reason: `"${s}" is the slug of ${owner}: a former address cannot be another venue's current one` });
      else if (former.has(s) && former.get(s) !== f.file)
        issues.push({ file: f.file, field, reason: `"${s}" is already a former slug of ${former.get(s)}: an old address can lead to one venue only` });
      else former.set(s, f.file);
    });
  }
  return issues;
}

/** A name as a reader tells it from another: its spaces aside (compared without letter case). */
const nameKey = (n: string): string => n.trim().replace(/\s+/g, ' ');

/**
 * Two venues of one name (in any of their languages, letter case and spaces aside): on the venue list,
 * in search and in the calculator's list of rules they could not be told apart, and their guides would
 * share a title. Said at each later file, naming the first.
 */
function sameNames(files: { file: string; data: unknown }[]): VenueIssue[] {
  const issues: VenueIssue[] = [];
  const first = new Map<string, string>();
  for (const f of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const name = isMapping(f.data) ? f.data.name : undefined;
    const names = typeof name === 'string' ? [name] : isMapping(name) ? Object.values(name).filter((n): n is string => typeof n === 'string') : [];
    for (const n of new Set(names.map(nameKey))) {
      if (!n) continue;
      const key = n.toLowerCase();
      const owner = first.get(key);
      if (owner === undefined) first.set(key, f.file);
      // Two files of one slug are said already (`crossFileIssues`): one venue, not two of one name.
      else if (owner !== f.file && slugOf(owner).toLowerCase() !== slugOf(f.file).toLowerCase())
        issues.push({
          file: f.file,
          field: 'name',
          reason: `"${n}" is also the name of ${owner}: on the venue list and in search the two could not be told apart. Give this venue a name of its own (add its town or street, say)`,
        });
    }
  }
  return issues;
}

/**
 * Problems between files: two files for one slug (`x.yaml` and `x.yml`, or names differing in case
 * only), each named at both files.
 */
export function crossFileIssues(files: readonly string[]): VenueIssue[] {
  const issues: VenueIssue[] = [];
  const bySlug = new Map<string, string[]>();
  for (const f of files) {
    const key = slugOf(f).toLowerCase();
    bySlug.set(key, [...(bySlug.get(key) ?? []), f]);
  }
  for (const [slug, list] of bySlug) {
    if (list.length < 2) continue;
    for (const f of list)
      issues.push({
        file: f,
        field: '(file name)',
        reason: `${list.length} files give the venue "${slug}" (${list.join(', ')}): a venue is one file. Keep one and delete the other${list.length > 2 ? 's' : ''}`,
      });
  }
  return issues;
}

/** Validate and normalize a set of venue files; throw one error listing every problem. */
export function loadVenues(files: { file: string; data: unknown }[], opts: ValidateOptions = {}): Venue[] {
  const issues = [...crossFileIssues(files.map((f) => f.file)), ...files.flatMap((f) => validateVenue(f.data, f.file, opts)), ...checkSlugs(files)];
  if (issues.length) throw new VenueDataError(issues);
  return files
    .map((f) => normalizeVenue(f.data as VenueInput, f.file, opts))
    .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
}
