/**
 * Venue validation: a venue object (as read from `content/venues/<slug>.yaml`) in, a list of
 * { file, field, reason } out — an unknown ruleset, preset, setting or item, a value a setting does
 * not accept, a minimum above the limit, an unknown curve, a missing translation of the venue's own
 * texts … Pure (no file access), so tests feed it bad venues; the content collection and the pages
 * call it so a bad venue fails the build. `normalizeVenue` then turns a valid object into a `Venue`.
 */
import { LOCALES, type Locale } from '../i18n/config.ts';
import { rulesets as allRulesets } from '../rules/index.ts';
import { effectiveItem, findPreset, resolveSettings, withPreset, switchOverrides } from '../rules/presets.ts';
import type { ItemOverride, ItemValue, RulesetDef, ItemPlace } from '../core/ruleset.ts';
import type { SettingValue } from '../core/api.ts';
import { settingAccepts, validateRuleset } from '../rules/validate.ts';
import { guideSections } from './layout.ts';
import type { Venue, VenueInput, VenueIssue, VenueItemChange, VenuePrintOptions } from './types.ts';

export const DEFAULT_PRINT: VenuePrintOptions = { descriptions: true, columns: 2, fontSize: 10 };
/** Bounds of the print options: body text below 10 pt, as printed, is not readable at a table. */
export const PRINT_LIMITS = { columns: { min: 1, max: 3 }, fontSize: { min: 10, max: 14 } } as const;

const KNOWN_FIELDS = [
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
  'scoringOnly',
  'example',
  'address',
  'contact',
  'notes',
  'print',
  'formerSlugs',
] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The id of the venue's preset while it is checked inside a copy of its ruleset. */
const CANDIDATE = '(venue)';

export interface ValidateOptions {
  rulesets?: readonly RulesetDef[];
  locales?: readonly string[];
  /** Check the slug given by the file name (default true; the content schema does not see the file). */
  checkSlug?: boolean;
}

export class VenueDataError extends Error {
  readonly issues: VenueIssue[];
  constructor(issues: VenueIssue[]) {
    super(
      `Invalid venue data (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n` +
        issues.map(formatVenueIssue).join('\n'),
    );
    this.name = 'VenueDataError';
    this.issues = issues;
  }
}

export function formatVenueIssue(i: VenueIssue): string {
  return `  ${i.file} › ${i.field}: ${i.reason}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** `content/venues/demo-mahjong-club.yaml` → `demo-mahjong-club`. */
export function slugOf(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(/\.ya?ml$/i, '');
}

/** An ISO date string from a YAML value (YAML parsers may give a Date for an unquoted date). */
export function isoDate(v: unknown): string | null {
  if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString().slice(0, 10);
  if (typeof v !== 'string') return null;
  const m = DATE.exec(v.trim());
  if (!m) return null;
  const d = new Date(`${m[0]}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== m[0]) return null;
  return m[0];
}

/** A ruleset's two-player rule, where its data has one (Hong Kong: `payments.twoPlayer`). */
export function twoPlayerRule(rs: RulesetDef): { players: number } | undefined {
  const p = (rs as unknown as { payments?: { twoPlayer?: { players: number } } }).payments;
  return p?.twoPlayer;
}

function describeValue(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : JSON.stringify(v);
}

/**
 * One item change as a preset override, or the reason it is not one. `base` is the item as the base
 * preset has it (null = off there; the catalogue value is then the starting point).
 */
export function itemOverride(
  rs: RulesetDef,
  itemId: string,
  change: unknown,
  presetId: string,
): { override: ItemOverride } | { reason: string } {
  const item = rs.items.find((i) => i.id === itemId);
  if (!item) return { reason: `unknown item "${itemId}": not an item of ${rs.id}` };
  if (change === true || change === 'on' || change === false || change === 'off') {
    const on = change === true || change === 'on';
    if (item.enabledBy)
      return {
        reason: `this item is switched ${on ? 'on' : 'off'} by the setting "${item.enabledBy.setting}": set settings.${item.enabledBy.setting} instead`,
      };
    return { override: switchOverrides({ [itemId]: on ? 'on' : 'off' })[itemId] };
  }
  if (item.valueBySetting)
    return {
      reason: `its value is chosen by the setting "${item.valueBySetting.setting}": set settings.${item.valueBySetting.setting} instead`,
    };
  const base = (effectiveItem(rs, item, presetId) ?? item).value;
  const each = base.kind === 'fixed' || base.kind === 'tiers' ? base.each : undefined;
  const fixed = (amount: number | { closed: number; open: number | null }): ItemValue =>
    each ? { kind: 'fixed', amount, each } : { kind: 'fixed', amount };
  let value: ItemValue;
  if (typeof change === 'number') {
    if (base.kind === 'tiers')
      return { reason: `a tiered item: give an amount per tier (${base.tiers.map((t) => t.id).join(', ')})` };
    value = fixed(change);
  } else if (change === 'limit') {
    if (!rs.roles.limit) return { reason: `${rs.id} has no limit: "limit" is not a value here` };
    value = { kind: 'limit' };
  } else if (change === 'yakuman' || change === 'double-yakuman') {
    if (rs.unit !== 'han') return { reason: `"${change}" exists only in riichi` };
    value = { kind: 'yakuman', times: change === 'yakuman' ? 1 : 2 };
  } else if (isRecord(change)) {
    const keys = Object.keys(change);
    const isAmount = keys.length > 0 && keys.every((k) => k === 'closed' || k === 'open');
    if (base.kind === 'tiers' && !isAmount) {
      const tierIds = base.tiers.map((t) => t.id);
      const unknown = keys.filter((k) => !tierIds.includes(k));
      if (unknown.length) return { reason: `unknown tier "${unknown[0]}"; tiers: ${tierIds.join(', ')}` };
      const amounts = change as Record<string, number | { closed: number; open: number | null }>;
      value = { ...base, tiers: base.tiers.map((t) => (t.id in amounts ? { ...t, amount: amounts[t.id] } : t)) };
    } else if (isAmount) {
      if (!('closed' in change)) return { reason: 'a closed / open value needs "closed"' };
      const open = 'open' in change ? change.open : null;
      value = fixed({ closed: change.closed as number, open: open as number | null });
    } else {
      return { reason: `unknown value ${describeValue(change)}: use on, off, a number, { closed, open }${base.kind === 'tiers' ? ' or an amount per tier' : ''}` };
    }
  } else {
    return {
      reason: `unknown value ${describeValue(change)}: use on, off, a number, limit, { closed, open } or an amount per tier`,
    };
  }
  // A value switches the item on (it may be off in the base preset, e.g. Seven Pairs under vmc).
  return { override: { value, off: false } };
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
  const okText = (x: unknown) =>
    (typeof x === 'string' && x.trim() !== '') ||
    (allowList && Array.isArray(x) && x.length > 0 && x.every((s) => typeof s === 'string' && s.trim() !== ''));
  const what = allowList ? 'a text or a list of texts' : 'a text';
  if (typeof v === 'string' || Array.isArray(v)) {
    if (!okText(v)) add(field, `must be ${what} (not empty), or one per language`);
    return;
  }
  if (!isRecord(v)) {
    add(field, `must be ${what}, or one per language (${languages.join(', ')})`);
    return;
  }
  for (const [k, x] of Object.entries(v)) {
    if (!locales.includes(k)) add(`${field}.${k}`, `unknown language "${k}"; known: ${locales.join(', ')}`);
    else if (!languages.includes(k)) add(`${field}.${k}`, `"${k}" is not one of the venue's languages (${languages.join(', ')})`);
    else if (!okText(x)) add(`${field}.${k}`, `must be ${what} (not empty)`);
  }
  for (const l of languages)
    if (!(l in v)) add(`${field}.${l}`, `missing the ${l} text: the guide is published in ${l}`);
}

/** Every problem of one venue object. `file` names it in the messages (its name gives the slug). */
export function validateVenue(raw: unknown, file: string, opts: ValidateOptions = {}): VenueIssue[] {
  const rulesets = opts.rulesets ?? allRulesets;
  const locales = opts.locales ?? LOCALES;
  const issues: VenueIssue[] = [];
  const add = (field: string, reason: string) => issues.push({ file, field, reason });

  const slug = slugOf(file);
  if (opts.checkSlug === false) {
    /* the caller checks the file name */
  } else if (!SLUG.test(slug)) add('(file name)', `"${slug}" must be a kebab-case slug (a-z, 0-9, -): it is the venue's address`);
  else if (rulesets.some((r) => r.id === slug))
    add('(file name)', `"${slug}" is a ruleset id; a venue needs its own slug (PDF and page names would clash)`);

  if (!isRecord(raw)) {
    add('(root)', 'must be a YAML mapping of fields');
    return issues;
  }
  const v = raw as Record<string, unknown>;
  for (const k of Object.keys(v))
    if (!(KNOWN_FIELDS as readonly string[]).includes(k)) add(k, `unknown field; known: ${KNOWN_FIELDS.join(', ')}`);

  // Languages first: the localized texts are checked against them.
  let languages: string[] = [];
  if (!Array.isArray(v.languages) || v.languages.length === 0) add('languages', `must list at least one of ${locales.join(', ')}`);
  else {
    v.languages.forEach((l, k) => {
      if (typeof l !== 'string' || !locales.includes(l)) add(`languages[${k}]`, `unknown language ${describeValue(l)}; known: ${locales.join(', ')}`);
      else if (languages.includes(l)) add(`languages[${k}]`, `"${l}" is listed twice`);
      else languages.push(l);
    });
  }

  if (v.name === undefined) add('name', 'is required');
  else checkLocalized(add, 'name', v.name, languages, locales, false);
  if (v.nativeName !== undefined) {
    const bad = nativeNameProblem(v.nativeName);
    if (bad) add('nativeName', bad);
  }
  for (const f of ['address', 'contact'] as const)
    if (v[f] !== undefined) checkLocalized(add, f, v[f], languages, locales, false);
  if (v.notes !== undefined) checkLocalized(add, 'notes', v.notes, languages, locales, true);

  if (v.rulesVersion === undefined) add('rulesVersion', 'is required: the date of this version of the house rules (YYYY-MM-DD)');
  else if (!isoDate(v.rulesVersion)) add('rulesVersion', `${describeValue(v.rulesVersion)} is not a date (YYYY-MM-DD)`);

  for (const f of ['twoPlayer', 'scoringOnly', 'example'] as const)
    if (v[f] !== undefined && typeof v[f] !== 'boolean') add(f, 'must be true or false');

  if (v.formerSlugs !== undefined) {
    if (!Array.isArray(v.formerSlugs)) add('formerSlugs', 'must be a list of the slugs the venue had before (formerSlugs: [old-slug])');
    else {
      const seen: string[] = [];
      v.formerSlugs.forEach((s, k) => {
        const field = `formerSlugs[${k}]`;
        if (typeof s !== 'string' || !SLUG.test(s)) add(field, `${describeValue(s)} must be a kebab-case slug (a-z, 0-9, -): the old file name, which was the venue's address`);
        else if (opts.checkSlug !== false && s === slug) add(field, `"${s}" is the venue's current slug (its file name): list only the slugs it had before`);
        else if (seen.includes(s)) add(field, `"${s}" is listed twice`);
        else seen.push(s);
      });
    }
  }

  if (v.print !== undefined) {
    if (!isRecord(v.print)) add('print', 'must be a mapping (descriptions, columns, fontSize)');
    else {
      for (const [k, x] of Object.entries(v.print)) {
        if (k === 'descriptions') {
          if (typeof x !== 'boolean') add('print.descriptions', 'must be true or false');
        } else if (k === 'columns') {
          const { min, max } = PRINT_LIMITS.columns;
          if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max) add('print.columns', `must be a whole number from ${min} to ${max}`);
        } else if (k === 'fontSize') {
          const { min, max } = PRINT_LIMITS.fontSize;
          if (typeof x === 'number' && x < min)
            add('print.fontSize', `${x} pt is too small to read at a table: set print.fontSize: ${min} (${min}–${max} pt); to fit the sheet, set print.descriptions: false, more print.columns or shorter notes`);
          else if (typeof x !== 'number' || !Number.isFinite(x) || x > max) add('print.fontSize', `must be from ${min} to ${max} pt`);
        } else add(`print.${k}`, 'unknown print option; known: descriptions, columns, fontSize');
      }
    }
  }

  // The rule data: ruleset, preset, settings, items.
  if (typeof v.ruleset !== 'string') {
    add('ruleset', `is required: one of ${rulesets.map((r) => r.id).join(', ')}`);
    return issues;
  }
  const rs = rulesets.find((r) => r.id === v.ruleset);
  if (!rs) {
    add('ruleset', `unknown ruleset "${v.ruleset}"; known: ${rulesets.map((r) => r.id).join(', ')}`);
    return issues;
  }
  if (typeof v.preset !== 'string' || !findPreset(rs, v.preset)) {
    add(
      'preset',
      `${v.preset === undefined ? 'is required' : `unknown preset ${describeValue(v.preset)} for ${rs.id}`}; known: ${rs.presets.map((p) => p.id).join(', ')}`,
    );
    return issues;
  }
  const presetId = v.preset;

  const given: Record<string, SettingValue> = {};
  if (v.settings !== undefined && !isRecord(v.settings)) add('settings', 'must be a mapping of setting ids to values');
  else {
    for (const [k, x] of Object.entries((v.settings ?? {}) as Record<string, unknown>)) {
      const def = rs.settings.find((s) => s.id === k);
      if (!def) {
        add(`settings.${k}`, `unknown setting "${k}" for ${rs.id}; known: ${rs.settings.map((s) => s.id).join(', ')}`);
        continue;
      }
      if (def.type === 'curve' && typeof x === 'string' && !def.options.includes(x)) {
        add(`settings.${k}`, `unknown curve "${x}"; known: ${def.options.join(', ')} (or a list of multipliers, one per ${rs.unit} from 0)`);
        continue;
      }
      const bad = settingAccepts(def, x);
      if (bad) add(`settings.${k}`, `${describeValue(x)}: ${bad}`);
      else given[k] = x as SettingValue;
    }
  }
  const settings = resolveSettings(rs, presetId, given);
  const min = rs.roles.minimum;
  const max = rs.roles.limit;
  if (min && max && typeof settings[min] === 'number' && typeof settings[max] === 'number' && settings[min] > settings[max]) {
    const field = min in given || !(max in given) ? `settings.${min}` : `settings.${max}`;
    add(field, `the minimum (${settings[min]}) is above the limit (${settings[max]}): no hand could ever win`);
  }
  const curveSetting = rs.roles.curve;
  const curve = curveSetting ? settings[curveSetting] : undefined;
  if (curveSetting && Array.isArray(curve) && curveSetting in given) {
    const top = max && typeof settings[max] === 'number' ? (settings[max] as number) : curve.length - 1;
    if (curve.length < top + 1)
      add(`settings.${curveSetting}`, `a venue's own curve needs one multiplier for each ${rs.unit} from 0 to the limit (${top + 1} values), got ${curve.length}`);
    if (curve.some((n, k) => k > 0 && n < curve[k - 1]))
      add(`settings.${curveSetting}`, 'the multipliers must never go down as the score rises');
  }
  if (v.twoPlayer === true && !twoPlayerRule(rs)) add('twoPlayer', `${rs.id} has no two-player rule`);

  const overrides: Record<string, ItemOverride> = {};
  if (v.items !== undefined && !isRecord(v.items)) add('items', 'must be a mapping of item ids to on, off or a value');
  else {
    for (const [id, change] of Object.entries((v.items ?? {}) as Record<string, VenueItemChange>)) {
      const r = itemOverride(rs, id, change, presetId);
      if ('reason' in r) add(`items.${id}`, r.reason);
      else overrides[id] = r.override;
    }
  }

  if (v.places !== undefined && !isRecord(v.places)) add('places', 'must be a mapping of item ids to { section, order }');
  else {
    const sections = guideSections(rs).map((s) => s.id);
    for (const [id, place] of Object.entries((v.places ?? {}) as Record<string, unknown>)) {
      if (!rs.items.some((i) => i.id === id)) add(`places.${id}`, `unknown item "${id}": not an item of ${rs.id}`);
      else if (!isRecord(place)) add(`places.${id}`, 'must be a mapping: { section, order }');
      else
        for (const [k, x] of Object.entries(place)) {
          if (k === 'section') {
            if (typeof x !== 'string' || !sections.includes(x)) add(`places.${id}.section`, `unknown section ${describeValue(x)}; sections of ${rs.id}: ${sections.join(', ')}`);
          } else if (k === 'order') {
            if (typeof x !== 'number' || !Number.isFinite(x)) add(`places.${id}.order`, 'must be a number (smallest first in its section)');
          } else add(`places.${id}.${k}`, 'unknown field; known: section, order');
        }
    }
  }

  // Values are checked by the ruleset's own validation, on a copy of the ruleset holding the venue's preset.
  const candidate = withPreset(rs, { id: CANDIDATE, base: presetId, settings: given, overrides });
  for (const i of validateRuleset(candidate)) {
    const prefix = `preset ${CANDIDATE} `;
    if (i.field.startsWith(prefix)) add(`items.${i.item}`, `${i.field.slice(prefix.length)} ${i.reason}`);
  }
  return issues;
}

/** What is wrong with a venue's `nativeName` (a text, or one `<language tag>: text`), or null. */
function nativeNameProblem(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? 'must be a text' : null;
  if (!isRecord(v) || Object.keys(v).length !== 1)
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
  return null;
}

/** A valid `nativeName` with its language: a plain text is in the ruleset's native-name language. */
function nativeNameOf(v: VenueInput['nativeName'], rulesetLang: string): Venue['nativeName'] {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return { text: v, lang: rulesetLang };
  const [[lang, text]] = Object.entries(v);
  return { text, lang };
}

function perLocale<T>(v: unknown, languages: Locale[], conv: (x: unknown) => T): Partial<Record<Locale, T>> {
  const out: Partial<Record<Locale, T>> = {};
  for (const l of languages) {
    const x = isRecord(v) ? v[l] : v;
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
  const names = perLocale(raw.name, languages, String);
  const name = Object.fromEntries(
    LOCALES.map((l) => [l, names[l] ?? names[languages[0]] ?? String(raw.name)]),
  ) as Record<Locale, string>;
  return {
    slug: slugOf(file),
    file,
    name,
    nativeName: nativeNameOf(raw.nativeName, rs.nativeLang),
    ruleset: rs.id,
    preset: raw.preset,
    rulesVersion: isoDate(raw.rulesVersion)!,
    languages,
    settings: { ...(raw.settings ?? {}) },
    twoPlayer: raw.twoPlayer ?? false,
    overrides,
    places: structuredClone((raw.places ?? {}) as Record<string, ItemPlace>),
    scoringOnly: raw.scoringOnly ?? true,
    example: raw.example ?? false,
    address: raw.address === undefined ? undefined : perLocale(raw.address, languages, String),
    contact: raw.contact === undefined ? undefined : perLocale(raw.contact, languages, String),
    notes: raw.notes === undefined ? {} : perLocale(raw.notes, languages, (x) => (Array.isArray(x) ? x.map(String) : [String(x)])),
    print: { ...DEFAULT_PRINT, ...(raw.print ?? {}) },
    formerSlugs: [...(raw.formerSlugs ?? [])],
  };
}

/**
 * The addresses of a set of venues: a former slug may be neither another venue's current slug (its
 * pages would clash) nor another venue's former slug (an old address leads to one venue only).
 */
export function checkSlugs(files: { file: string; data: unknown }[]): VenueIssue[] {
  const issues: VenueIssue[] = [];
  const current = new Map(files.map((f) => [slugOf(f.file), f.file]));
  const former = new Map<string, string>();
  for (const f of files) {
    const list = isRecord(f.data) && Array.isArray(f.data.formerSlugs) ? f.data.formerSlugs : [];
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

/** Validate and normalize a set of venue files; throw one error listing every problem. */
export function loadVenues(files: { file: string; data: unknown }[], opts: ValidateOptions = {}): Venue[] {
  const issues = [...files.flatMap((f) => validateVenue(f.data, f.file, opts)), ...checkSlugs(files)];
  if (issues.length) throw new VenueDataError(issues);
  return files
    .map((f) => normalizeVenue(f.data as VenueInput, f.file, opts))
    .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
}
