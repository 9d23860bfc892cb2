/**
 * The venue file `npm run venue -- new` writes: every field, every setting (its value in the preset,
 * what it takes) and every item (its id, its name in the venue's first language, its value in the
 * preset) as commented-out lines to uncomment and change. A line left commented keeps the preset's
 * value, so a later correction of the preset still reaches the venue; a line uncommented unchanged
 * changes nothing (the value written is the preset's own, in the venue file's syntax). Pure: text out.
 *
 * Also `itemTable`, what `npm run venue -- items` prints.
 */
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/config.ts';
import { formatContext, translate } from '../i18n/translate.ts';
import { formatSettingValue, formatValue, valueToString } from '../i18n/format.ts';
import { getRuleset, rulesets } from '../rules/index.ts';
import { effectiveItem, findPreset, resolveSettings } from '../rules/presets.ts';
import { GUIDE_PARTS, type Amount, type ItemDef, type ItemValue, type RulesetDef, type SettingDef } from '../core/ruleset.ts';
import type { SettingValue } from '../core/api.ts';
import { guideSections, sectionsWithItems } from './layout.ts';
import { displayFor } from './display.ts';
import { parse } from 'yaml';
import { itemOverride, printDefaults, PRINT_LIMITS, sameValue, twoPlayerRule } from './validate.ts';

export interface TemplateOptions {
  slug: string;
  ruleset: string;
  preset: string;
  /** The guide's languages, the main one first (default: English). */
  languages?: readonly string[];
  /** The venue's name (default: from the slug, "koi-pond-club" → "Koi Pond Club"). */
  name?: string;
  /** Its name in Chinese or Japanese characters, in the ruleset's native-name language (default: none, a commented line). */
  nativeName?: string;
  /** The rules version (default: today). */
  date?: string;
}

/** Where the comments start: the values stay readable, the comments in one column. */
const COMMENT_COLUMN = 36;

function line(text: string, comment?: string): string {
  if (!comment) return text;
  return `${text.padEnd(Math.max(COMMENT_COLUMN, text.length + 2))}# ${comment}`;
}

/** A text as a YAML scalar: plain where YAML reads it back as the same text, else in double quotes. */
export function yamlText(s: string): string {
  const plain =
    /^[\p{L}\p{N}][\p{L}\p{N} .,'’&()!?/+-]*$/u.test(s) &&
    !/:\s|\s#|^[-?]/.test(s) &&
    !/^(?:yes|no|on|off|true|false|null|~|[-+]?[\d._]+(?:e[-+]?\d+)?)$/i.test(s) &&
    !/^\d{4}-\d\d-\d\d/.test(s);
  return plain ? s : JSON.stringify(s);
}

/** "koi-pond-club" → "Koi Pond Club". */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

function amountYaml(a: Amount): string {
  if (typeof a === 'number') return String(a);
  return a.open === null ? String(a.closed) : `{ closed: ${a.closed}, open: ${a.open} }`;
}

/** An item's value as a venue file writes it (`2`, `{ closed: 3, open: 2 }`, `limit`, `yakuman`, a tier mapping). */
function valueYaml(v: ItemValue): string | undefined {
  switch (v.kind) {
    case 'fixed':
      return amountYaml(v.amount);
    case 'tiers':
      return `{ ${v.tiers.map((t) => `${t.id}: ${amountYaml(t.amount)}`).join(', ')} }`;
    case 'limit':
      return v.tier ? undefined : 'limit';
    case 'yakuman':
      return v.times === 2 ? 'double-yakuman' : 'yakuman';
  }
}

/**
 * What a venue file writes to keep an item as the preset has it: its value (when writing it back
 * gives exactly the preset's value), or `on` / `off`.
 */
export function itemLine(rs: RulesetDef, item: ItemDef, presetId: string): { value: string; settable: boolean } {
  const e = effectiveItem(rs, item, presetId);
  if (item.enabledBy) return { value: e ? 'on' : 'off', settable: false };
  if (!e) return { value: 'off', settable: true };
  if (item.valueBySetting) return { value: 'on', settable: true };
  const yaml = valueYaml(e.value);
  if (yaml !== undefined) {
    const r = itemOverride(rs, item.id, parse(yaml) as unknown, presetId);
    if ('override' in r && r.override.value && sameValue(r.override.value, e.value)) return { value: yaml, settable: true };
  }
  return { value: 'on', settable: true };
}

/** A setting's value as a venue file writes it. */
function settingYaml(v: SettingValue): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return `[${v.join(', ')}]`;
  if (typeof v === 'object') return `{ ${Object.entries(v).map(([k, n]) => `${k}: ${n}`).join(', ')} }`;
  return typeof v === 'string' ? yamlText(v) : String(v);
}

/** What a setting takes, in a few words. */
export function settingTakes(def: SettingDef, rs: RulesetDef): string {
  switch (def.type) {
    case 'boolean':
      return 'yes | no';
    case 'integer':
      return `a whole number from ${def.min}${def.max !== undefined ? ` to ${def.max}` : ''}`;
    case 'number':
      return `a number ${def.exclusiveMin ? 'above' : 'from'} ${def.min}`;
    case 'enum': {
      const aliases = (def.aliases ?? []).map((a) => `${typeof a.value === 'boolean' ? (a.value ? 'yes' : 'no') : a.value} = ${a.means}`);
      return `${def.options.join(' | ')}${aliases.length ? ` (${aliases.join(', ')})` : ''}`;
    }
    case 'round-ladder':
      return `a whole number from ${def.min}, or one per round: { east: …, south: …, west: …, north: … }`;
    case 'curve':
      return `${def.options.join(' | ')}, or [multipliers, one per ${rs.unit} from 0]`;
  }
}

/**
 * Texts of a locale's namespace, read plainly (a missing key gives the fallback). With a preset, items
 * take the names that preset gives them (its own words, as its guide and sheet print them).
 */
function namer(locale: Locale, rs: RulesetDef, presetId?: string) {
  const t = translate(locale);
  const own = presetId ? displayFor(rs, presetId, locale, resolveSettings(rs, presetId)) : undefined;
  return {
    item: (id: string) => (own ? own.name(id) : t(`${rs.id}:items.${id}.name`)),
    setting: (id: string) => t(`${rs.id}:settings.${id}.name`),
    preset: (id: string) => t(`${rs.id}:presets.${id}.name`),
    ctx: formatContext(locale, rs),
  };
}

/** The value of an item in words, in a language (`2 han, closed only`; an item off: "off; on: 4 faan"). */
function valueWords(rs: RulesetDef, item: ItemDef, presetId: string, locale: Locale): string {
  const n = namer(locale, rs);
  const settings = resolveSettings(rs, presetId);
  const ctx = { ...n.ctx, limitAmount: rs.roles.limit ? (settings[rs.roles.limit] as number) : undefined };
  const e = effectiveItem(rs, item, presetId);
  const words = (v: ItemValue | null) => valueToString(formatValue(item.id, v, ctx)).replace(/\s+/g, ' ');
  return e ? words(e.value) : `${words(null)}; on: ${words(item.value)}`;
}

/** The venue file `npm run venue -- new` writes. Throws on an unknown ruleset, preset or language. */
export function venueTemplate(o: TemplateOptions): string {
  const rs = rulesets.find((r) => r.id === o.ruleset);
  if (!rs) throw new Error(`unknown ruleset "${o.ruleset}": one of ${rulesets.map((r) => r.id).join(', ')}`);
  if (!findPreset(rs, o.preset)) throw new Error(`unknown preset "${o.preset}" of ${rs.id}: one of ${rs.presets.map((p) => p.id).join(', ')}`);
  const languages = (o.languages?.length ? o.languages : ['en']) as Locale[];
  for (const l of languages) if (!(LOCALES as readonly string[]).includes(l)) throw new Error(`unknown language "${l}": one of ${LOCALES.join(', ')}`);
  const main = languages[0];
  const n = namer(main, rs, o.preset);
  const settings = resolveSettings(rs, o.preset);
  const date = o.date ?? new Date().toISOString().slice(0, 10);
  const file = `content/venues/${o.slug}.yaml`;
  const perLanguage = `{ ${languages.map((l) => `${l}: …`).join(', ')} }`;
  const out: string[] = [];
  const add = (...lines: string[]) => out.push(...lines);

  add(
    `# ${o.name ?? nameFromSlug(o.slug)} — the venue file of the Hé Fēn rule guides (${file}).`,
    `# Written by: npm run venue -- new ${o.slug} --ruleset ${rs.id} --preset ${o.preset} --languages ${languages.join(',')}`,
    '#',
    '# A line that starts with # is a comment and changes nothing. To change a setting or an item, delete',
    '# the # (and the space after it) in front of its line, keep the indent, and change the value.',
    `# A line left as a comment keeps the value of ${o.preset}: a later correction of the preset reaches this venue too.`,
    '# Yes / no: write on or off (yes / no and true / false work too). Texts with a colon: in quotes.',
    `# Check the file:           npm run venue -- check ${file}`,
    `# See its guide and sheet:  npm run venue -- preview ${o.slug}`,
    `# Items and their values:   npm run venue -- items ${rs.id} --preset ${o.preset}`,
    '# Every field: README.md, "How to add a venue".',
    '',
    line(`name: ${yamlText(o.name ?? nameFromSlug(o.slug))}`, `the venue's name, or one per language: ${perLanguage}`),
    o.nativeName
      ? line(`nativeName: ${yamlText(o.nativeName)}`, `the name in Chinese or Japanese characters (${rs.nativeLang}), or { <language tag>: … }`)
      : line('# nativeName: …', "the name in Chinese or Japanese characters, if it has one"),
    `ruleset: ${rs.id}`,
    line(`preset: ${o.preset}`, `${n.preset(o.preset)} (the presets of ${rs.id}: ${rs.presets.map((p) => p.id).join(', ')})`),
    line(`rulesVersion: ${date}`, 'the date of this version of the house rules (YYYY-MM-DD)'),
    line(`languages: [${languages.join(', ')}]`, `the guide's languages, the main one first (${LOCALES.join(', ')})`),
    '',
    `# Settings of ${rs.id}: the value in ${o.preset}, then what the setting takes.`,
    'settings:',
  );
  for (const def of rs.settings) add(line(`  # ${def.id}: ${settingYaml(settings[def.id])}`, `${n.setting(def.id)} — ${settingTakes(def, rs)}`));

  const itemWords = [
    'on',
    'off',
    'a number',
    ...(rs.roles.limit ? ['limit'] : []),
    ...(rs.unit === 'han' ? ['yakuman', 'double-yakuman'] : []),
    '{ closed: …, open: … }',
  ];
  add(
    '',
    `# Items of ${rs.id}, section by section as the guide shows them, with their value in ${o.preset}`,
    `# (names in ${LOCALE_INFO[main].nativeName}). An item takes ${itemWords.join(' | ')}; a tiered item an amount per tier.`,
    'items:',
  );
  const sections = guideSections(rs);
  const t = translate(main);
  for (const { section, items } of sectionsWithItems(rs, rs.items.map((i) => i.id), o.preset)) {
    if (items.length === 0) continue;
    add(`  # ── ${section.category ? t(`${rs.id}:categories.${section.category}.name`) : t(`ui:venue.sections.${section.id}`)} ──`);
    for (const id of items) addItem(rs.items.find((i) => i.id === id)!);
  }
  function addItem(item: ItemDef) {
    const { value, settable } = itemLine(rs!, item, o.preset);
    const words = `${n.item(item.id)} — ${valueWords(rs!, item, o.preset, main)}`;
    if (!settable && item.enabledBy) add(`  #   (${item.id}: ${words}; switched on by the setting ${item.enabledBy.setting}, not here)`);
    else if (item.valueBySetting) add(line(`  # ${item.id}: ${value}`, `${words}; its value is the setting ${item.valueBySetting.setting}'s, on / off here`));
    else add(line(`  # ${item.id}: ${value}`, words));
  }

  add('', '# Optional fields: delete the # to use one.');
  const two = twoPlayerRule(rs);
  if (two) add(line('# twoPlayer: no', `yes: two-player games are played, with the ruleset's two-player rule`));
  add(
    line('# places:', 'move an item on the guide and the A4 sheet'),
    line(`#   ${rs.items[0].id}: { section: ${sections[sections.length - 1].id}, order: 5 }`, `sections: ${sections.map((s) => s.id).join(', ')}`),
    // The venue's own words (display only, never scored): README "A venue or preset in its own words".
    line('# names:', 'the venue\'s own name of an item on its guide, sheet and calculator: one text, or one per language'),
    `#   ${rs.items[0].id}: ${perLanguage}`,
    line('# itemNotes:', 'notes under an item: a text, a list, or one per language'),
    `#   ${rs.items[0].id}: ${perLanguage}`,
    line('# sections:', `sections of the venue's own, each after a part of the guide: ${GUIDE_PARTS.join(', ')}`),
    `#   - after: ${GUIDE_PARTS[1]}`,
    `#     title: ${perLanguage}`,
    `#     text: ${perLanguage}`,
  );
  if (rs.settlement) {
    const p = rs.settlement.players;
    add(
      line('# settlement:', 'how the final scores are settled: on the guide and sheet, not scored'),
      line(`#   uma: [15, 5, -5, -15]`, `thousand points, first place to last (${p} numbers adding up to 0)`),
      line('#   oka: 20', `thousand points to first place = (returnPoints − startingPoints) × ${p} / 1000`),
      line('#   startingPoints: 25000', 'the points each player starts with'),
      line('#   returnPoints: 30000', 'the points each score is measured from'),
    );
  }
  add(
    line('# scoringOnly: yes', '"for scoring only — strictly no gambling" on the guide and sheet'),
    line('# example: no', 'yes: the guide says the venue is invented'),
    line('# address: …', `one text, or one per language: ${perLanguage}`),
    line('# contact: …', 'e-mail, phone (+62 812 3456 7890), web (www.…): tappable on the guide'),
    line('# notes:', 'per language: a text, or a list of paragraphs (in quotes if they have a colon)'),
  );
  for (const l of languages) add(`#   ${l}:`, `#     - "…"`);
  const sheet = printDefaults(rs);
  add(
    line(
      `# print: { descriptions: ${sheet.descriptions ? 'yes' : 'no'}, columns: ${sheet.columns}, fontSize: ${sheet.fontSize} }`,
      `the A4 sheet: ${PRINT_LIMITS.columns.min}–${PRINT_LIMITS.columns.max} columns, ${PRINT_LIMITS.fontSize.min}–${PRINT_LIMITS.fontSize.max} pt`,
    ),
  );
  return out.join('\n') + '\n';
}

export interface ItemRow {
  id: string;
  name: string;
  /** The value in words, per preset (or in the one preset asked for). */
  values: Record<string, string>;
  /** What a venue file writes to keep it as each preset has it. */
  yaml: Record<string, string>;
  /** Switched by a setting rather than in items: (aka-dora → redFives). */
  setting?: string;
}

/** The items of a ruleset for `npm run venue -- items`: id, name, value per preset. */
export function itemTable(rulesetId: string, presets?: readonly string[], locale: Locale = 'en' as Locale): { rs: RulesetDef; presets: string[]; rows: ItemRow[] } {
  const rs = getRuleset(rulesetId as RulesetDef['id']);
  const ids = presets?.length ? [...presets] : rs.presets.map((p) => p.id);
  // One preset asked for: its own names; several: the catalogue's.
  const n = namer(locale, rs, ids.length === 1 ? ids[0] : undefined);
  const rows = rs.items.map((item) => ({
    id: item.id,
    name: n.item(item.id),
    values: Object.fromEntries(ids.map((p) => [p, valueWords(rs, item, p, locale)])),
    yaml: Object.fromEntries(ids.map((p) => [p, itemLine(rs, item, p).value])),
    setting: item.enabledBy?.setting,
  }));
  return { rs, presets: ids, rows };
}

/** The settings of a ruleset for `npm run venue -- items`: id, name, value per preset, what it takes. */
export function settingTable(rulesetId: string, presets?: readonly string[], locale: Locale = 'en' as Locale) {
  const rs = getRuleset(rulesetId as RulesetDef['id']);
  const ids = presets?.length ? [...presets] : rs.presets.map((p) => p.id);
  const n = namer(locale, rs);
  return rs.settings.map((def) => ({
    id: def.id,
    name: n.setting(def.id),
    takes: settingTakes(def, rs),
    values: Object.fromEntries(ids.map((p) => [p, formatSettingValue(def, resolveSettings(rs, p)[def.id], n.ctx)])),
    yaml: Object.fromEntries(ids.map((p) => [p, settingYaml(resolveSettings(rs, p)[def.id])])),
  }));
}
