/**
 * Validation of the rule data. The TypeScript types catch most mistakes in an editor, but the build
 * does not type-check, and a wrong number on a printed sheet is an argument at a real table: every
 * ruleset is checked at load time, and any problem fails the build naming file, item, field and reason.
 */
import { GUIDE_PARTS, TWO_PLAYER_PLACES, type Amount, type GuideSectionDef, type ItemDef, type ItemValue, type PresetDef, type RulesetDef, type SettingDef, type Unit } from '../core/ruleset.ts';
import { didYouMean } from '../core/suggest.ts';
import { type SettingValue, WINDS } from '../core/api.ts';
import { isOneOf, isRecord, MELD_KINDS, WIN_KINDS } from '../core/input.ts';

export interface RuleIssue {
  file: string;
  /** The item, setting, preset or source id the problem is in (or the ruleset id). */
  item: string;
  field: string;
  reason: string;
}

export class RuleDataError extends Error {
  readonly issues: RuleIssue[];
  constructor(issues: RuleIssue[]) {
    super(
      `Invalid rule data (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n` +
        issues.map(formatIssue).join('\n'),
    );
    this.name = 'RuleDataError';
    this.issues = issues;
  }
}

export function formatIssue(i: RuleIssue): string {
  return `  ${i.file} › ${i.item} › ${i.field}: ${i.reason}`;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Setting ids are the camelCase names of `score-api.md` (minFaan, doubleWindPairFu). */
const SETTING_ID = /^[a-z][a-zA-Z0-9]*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MPSZ = /^(?:\s*[0-9]+\s*[mpszf])+\s*$/;

/** The largest value one item may carry in each unit: a typo such as 130 for 13 is caught here. */
/** The largest value an item may have, by unit: han, faan and points are whole numbers from 0 up to it. */
export const MAX_AMOUNT: Record<Unit, number> = { han: 13, faan: 13, points: 200 };

/** True when `value` is a legal value of `setting`. */
export function settingAccepts(setting: SettingDef, value: unknown): string | null {
  switch (setting.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'must be a whole number';
      // Past 2^53 − 1 a number is no longer exact (9007199254740993 reads as …992).
      if (!Number.isSafeInteger(value)) return `must be a whole number up to ${Number.MAX_SAFE_INTEGER}`;
      if (value < setting.min) return `must be at least ${setting.min}`;
      if (setting.max !== undefined && value > setting.max) return `must be at most ${setting.max}`;
      return null;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (setting.exclusiveMin ? value <= setting.min : value < setting.min)
        return `must be ${setting.exclusiveMin ? 'more than' : 'at least'} ${setting.min}`;
      return null;
    case 'enum':
      return setting.options.includes(value as string | number) || setting.aliases?.some((a) => a.value === value)
        ? null
        : `must be one of ${setting.options.map((o) => JSON.stringify(o)).join(', ')}`;
    case 'round-ladder': {
      const one = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= setting.min;
      if (one(value)) return null;
      if (!isRecord(value)) return `must be a whole number from ${setting.min} to ${Number.MAX_SAFE_INTEGER}, or one per round`;
      for (const [k, n] of Object.entries(value)) {
        if (!(WINDS as readonly string[]).includes(k)) return `unknown round "${k}"`;
        if (!one(n)) return `round "${k}" must be a whole number from ${setting.min} to ${Number.MAX_SAFE_INTEGER}`;
      }
      return null;
    }
    case 'curve':
      if (typeof value === 'string')
        return setting.options.includes(value)
          ? null
          : `must be one of ${setting.options.map((o) => JSON.stringify(o)).join(', ')} or a list of multipliers`;
      if (Array.isArray(value) && value.length > 0 && value.every((n) => typeof n === 'number' && n > 0))
        return null;
      return 'must be a named curve or a non-empty list of positive multipliers';
  }
}

export function validateRuleset(rs: RulesetDef): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const file = rs.file || `src/rules/${rs.id}`;
  const add = (item: string, field: string, reason: string, where = file) =>
    issues.push({ file: where, item, field, reason });

  if (!isRecord(rs)) {
    add('(ruleset)', '(root)', 'is not an object');
    return issues;
  }
  if (!ID.test(rs.id ?? '')) add(String(rs.id), 'id', 'must be a kebab-case id');
  if (!(['han', 'faan', 'points'] as unknown[]).includes(rs.unit)) add(rs.id, 'unit', `unknown unit "${rs.unit}"`);

  const uniq = (kind: string, ids: string[], pattern = ID) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (!pattern.test(id ?? ''))
        add(String(id), 'id', `${kind} id must be ${pattern === ID ? 'kebab-case' : 'camelCase'}`);
      if (seen.has(id)) add(id, 'id', `duplicated ${kind} id`);
      seen.add(id);
    }
    return seen;
  };
  const categories = uniq('category', (rs.categories ?? []).map((c) => c.id));
  const items = uniq('item', (rs.items ?? []).map((i) => i.id));
  const settings = new Map<string, SettingDef>();
  uniq('setting', (rs.settings ?? []).map((s) => s.id), SETTING_ID);
  for (const s of rs.settings ?? []) settings.set(s.id, s);
  const sources = uniq('source', (rs.sources ?? []).map((s) => s.id));
  const presets = uniq('preset', (rs.presets ?? []).map((p) => p.id));

  for (const s of rs.sources ?? []) {
    if (!s.publisher) add(s.id, 'publisher', 'is required');
    if (!s.title) add(s.id, 'title', 'is required');
    if (!DATE.test(s.checked ?? '')) add(s.id, 'checked', 'must be an ISO date (YYYY-MM-DD)');
    if (s.url !== undefined && !/^https?:\/\//.test(s.url)) add(s.id, 'url', 'must be an http(s) address');
  }

  // Roles name settings of the kind the shared code reads them as.
  const ROLE_TYPES: Record<string, readonly string[]> = {
    minimum: ['integer', 'round-ladder'],
    limit: ['integer'],
    curve: ['curve'],
    bonusTiles: ['boolean'],
  };
  for (const [role, id] of Object.entries(rs.roles ?? {})) {
    if (id === undefined) continue;
    const s = settings.get(id);
    if (!ROLE_TYPES[role]) add(rs.id, `roles.${role}`, `unknown role (known: ${Object.keys(ROLE_TYPES).join(', ')})`);
    else if (!s) add(rs.id, `roles.${role}`, `names unknown setting "${id}"`);
    else if (!ROLE_TYPES[role].includes(s.type)) add(rs.id, `roles.${role}`, `setting "${id}" is of type ${s.type}; the ${role} must be ${ROLE_TYPES[role].join(' or ')}`);
  }
  if (rs.settlement !== undefined) {
    const { players, redFives } = rs.settlement;
    if (!Number.isInteger(players) || players < 2) add(rs.id, 'settlement.players', 'must be a whole number of players, at least 2');
    if (redFives !== undefined && !settings.has(redFives)) add(rs.id, 'settlement.redFives', `names unknown setting "${redFives}"`);
  }
  for (const field of ['keySettings', 'summarySettings'] as const)
    for (const entry of rs.guide?.[field] ?? []) {
      const ids = typeof entry === 'string' ? [entry] : entry;
      if (!Array.isArray(ids) || ids.length === 0) add(rs.id, `guide.${field}`, 'an entry must be a setting id or a non-empty list of them');
      else for (const id of ids) if (!settings.has(id)) add(rs.id, `guide.${field}`, `names unknown setting "${id}"`);
    }
  const INPUTS = ['bonusTiles', 'doraIndicators', 'uraDoraIndicators', 'honba', 'riichiSticks', 'dealerStreak', 'round'];
  for (const field of rs.inputs ?? []) if (!INPUTS.includes(field)) add(rs.id, 'inputs', `unknown input field "${field}" (known: ${INPUTS.join(', ')})`);
  for (const [name, value] of Object.entries(rs.proseNumbers ?? {}))
    if (typeof value !== 'number' || !Number.isFinite(value)) add(rs.id, `proseNumbers.${name}`, 'must be a finite number');
  if (typeof rs.nativeLang !== 'string' || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(rs.nativeLang))
    add(rs.id, 'nativeLang', 'must be a BCP 47 language tag (ja, zh-Hant …)');

  for (const s of rs.settings ?? []) {
    const bad = settingAccepts(s, s.default);
    if (bad) add(s.id, 'default', bad);
    if (s.type === 'enum')
      for (const a of s.aliases ?? []) if (!s.options.includes(a.means)) add(s.id, 'aliases', `${JSON.stringify(a.value)} means ${JSON.stringify(a.means)}, which is not an option`);
    if (s.inertWhen) {
      const other = settings.get(s.inertWhen.setting);
      if (!other || other === s) add(s.id, 'inertWhen.setting', `unknown setting "${s.inertWhen.setting}"`);
      else {
        const bad = settingAccepts(other, s.inertWhen.value);
        if (bad) add(s.id, 'inertWhen.value', bad);
      }
    }
  }

  const max = MAX_AMOUNT[rs.unit] ?? 0;
  const checkAmount = (where: string, field: string, a: Amount, f: string) => {
    const one = (n: unknown, sub: string) => {
      if (typeof n !== 'number' || !Number.isFinite(n)) add(where, sub, 'must be a number', f);
      else if (!Number.isInteger(n)) add(where, sub, `${n} is not a whole number (${rs.unit} are counted whole)`, f);
      else if (n < 0 || n > max) add(where, sub, `${n} is out of range 0–${max} ${rs.unit}`, f);
    };
    if (typeof a === 'number') one(a, field);
    else if (isRecord(a)) {
      one(a.closed, `${field}.closed`);
      if (a.open !== null) {
        one(a.open, `${field}.open`);
        if (typeof a.open === 'number' && typeof a.closed === 'number' && a.open > a.closed)
          add(where, `${field}.open`, 'an open value above the closed value', f);
      }
    } else add(where, field, 'must be a number or { closed, open }', f);
  };
  const checkValue = (where: string, field: string, v: ItemValue, f: string) => {
    if (!isRecord(v)) return add(where, field, 'must be an object with a kind', f);
    switch (v.kind) {
      case 'fixed':
        checkAmount(where, `${field}.amount`, v.amount, f);
        break;
      case 'tiers': {
        if (!Array.isArray(v.tiers) || v.tiers.length === 0) {
          add(where, `${field}.tiers`, 'must list at least one tier', f);
          break;
        }
        const seen = new Set<string>();
        v.tiers.forEach((t, k) => {
          if (!ID.test(t.id ?? '')) add(where, `${field}.tiers[${k}].id`, 'must be a kebab-case id', f);
          if (seen.has(t.id)) add(where, `${field}.tiers[${k}].id`, `duplicated tier "${t.id}"`, f);
          seen.add(t.id);
          checkAmount(where, `${field}.tiers[${k}].amount`, t.amount, f);
        });
        break;
      }
      case 'limit':
        if (rs.unit === 'points') add(where, field, 'a limit value needs a ruleset with a limit', f);
        break;
      case 'yakuman':
        if (rs.unit !== 'han') add(where, field, 'yakuman exists only in riichi', f);
        if (v.times !== 1 && v.times !== 2) add(where, `${field}.times`, 'must be 1 or 2', f);
        break;
      default:
        add(where, `${field}.kind`, `unknown value kind "${(v as { kind: unknown }).kind}"`, f);
    }
  };
  const checkRelations = (where: string, obj: Partial<Pick<ItemDef, 'replaces' | 'includes' | 'notWith'>>, f: string, prefix = '') => {
    for (const rel of ['replaces', 'includes', 'notWith'] as const) {
      const list = obj[rel];
      if (list === undefined) continue;
      if (!Array.isArray(list)) {
        add(where, prefix + rel, 'must be a list of item ids', f);
        continue;
      }
      for (const other of list) {
        if (other === where) add(where, prefix + rel, 'names the item itself', f);
        else if (!items.has(other)) add(where, prefix + rel, `names unknown item "${other}"`, f);
      }
    }
  };

  // Venue guide sections: each category's items go to the one section that collects it.
  const sections: GuideSectionDef[] = rs.guideSections ?? (rs.categories ?? []).map((c) => ({ id: c.id, category: c.id }));
  const sectionIds = uniq('guide section', sections.map((s) => s.id));
  const collectedBy = new Map<string, string>();
  for (const s of sections)
    for (const c of [...(s.category ? [s.category] : []), ...(s.collects ?? [])]) {
      if (!categories.has(c)) add(s.id, 'guideSections', `names unknown category "${c}"`);
      else if (collectedBy.has(c)) add(s.id, 'guideSections', `category "${c}" is already collected by section "${collectedBy.get(c)}"`);
      else collectedBy.set(c, s.id);
    }
  const sectionList = [...sectionIds].join(', ');
  const checkPlace = (where: string, field: string, place: unknown, f: string) => {
    if (place === undefined) return;
    if (!isRecord(place)) return add(where, field, 'must be { section, order }', f);
    if (place.section !== undefined && !sectionIds.has(place.section as string))
      add(where, `${field}.section`, `unknown guide section "${String(place.section)}"; sections: ${sectionList}`, f);
    if (place.order !== undefined && (typeof place.order !== 'number' || !Number.isFinite(place.order)))
      add(where, `${field}.order`, 'must be a number', f);
    if (place.sheet !== undefined && (typeof place.sheet !== 'number' || !Number.isFinite(place.sheet)))
      add(where, `${field}.sheet`, 'must be a number (the sheet priority: smallest first)', f);
  };
  for (const s of sections)
    if (s.sheet !== undefined && (typeof s.sheet !== 'number' || !Number.isFinite(s.sheet)))
      add(s.id, 'guideSections.sheet', 'must be a number (the sheet priority of the section: smallest first)');

  for (const item of rs.items ?? []) {
    const f = item.file ?? file;
    if (!categories.has(item.category)) add(item.id, 'category', `unknown category "${item.category}" (the categories of ${rs.id}: ${[...categories].join(', ')})`, f);
    checkPlace(item.id, 'place', item.place, f);
    if (categories.has(item.category) && !item.place?.section && !collectedBy.has(item.category))
      add(
        item.id,
        'place.section',
        `no venue-guide section collects category "${item.category}": give the item place: { section: … } (${sectionList}), or add the category to a section's collects in guideSections (${file})`,
        f,
      );
    checkValue(item.id, 'value', item.value, f);
    checkRelations(item.id, item, f);
    if (item.valueBySetting) {
      const s = settings.get(item.valueBySetting.setting);
      if (!s) add(item.id, 'valueBySetting.setting', `unknown setting "${item.valueBySetting.setting}"`, f);
      for (const [k, v] of Object.entries(item.valueBySetting.cases ?? {})) {
        if (s && s.type === 'enum' && !s.options.map(String).includes(k))
          add(item.id, `valueBySetting.cases.${k}`, `"${k}" is not a value of setting "${s.id}"`, f);
        if (s && s.type === 'boolean' && k !== 'true' && k !== 'false')
          add(item.id, `valueBySetting.cases.${k}`, 'a boolean setting has cases "true" and "false"', f);
        if (v !== null) checkValue(item.id, `valueBySetting.cases.${k}`, v, f);
      }
    }
    if (item.enabledBy) {
      const s = settings.get(item.enabledBy.setting);
      if (!s) add(item.id, 'enabledBy.setting', `unknown setting "${item.enabledBy.setting}"`, f);
      else {
        const bad = settingAccepts(s, item.enabledBy.value);
        if (bad) add(item.id, 'enabledBy.value', bad, f);
        (item.enabledBy.orValues ?? []).forEach((v, k) => {
          const b = settingAccepts(s, v);
          if (b) add(item.id, `enabledBy.orValues[${k}]`, b, f);
        });
      }
    }
    if (item.onlyWhen) {
      const s = settings.get(item.onlyWhen.setting);
      if (!s) add(item.id, 'onlyWhen.setting', `unknown setting "${item.onlyWhen.setting}"`, f);
      else {
        const bad = settingAccepts(s, item.onlyWhen.value);
        if (bad) add(item.id, 'onlyWhen.value', bad, f);
      }
    }
    if (!item.source) add(item.id, 'source', `is required: { source: …, ref: … } with a source of ${rs.id}: ${[...sources].join(', ')}`, f);
    else if (!sources.has(item.source.source))
      add(item.id, 'source', `names unknown source "${item.source.source}" (the sources of ${rs.id}: ${[...sources].join(', ')})`, f);
    const ex = item.example;
    if (!isRecord(ex)) add(item.id, 'example', 'is required', f);
    else {
      if (typeof ex.hand !== 'string' || !MPSZ.test(ex.hand)) add(item.id, 'example.hand', 'must be mpsz tiles', f);
      if (typeof ex.winTile !== 'string' || !/^\s*[0-9][mpsz]\s*$/.test(ex.winTile))
        add(item.id, 'example.winTile', 'must be one mpsz tile', f);
      if (typeof ex.win !== 'string' || !isOneOf(ex.win, WIN_KINDS)) add(item.id, 'example.win', 'must be "self-drawn" or "discard"', f);
      for (const [k, m] of (ex.melds ?? []).entries()) {
        if (typeof m.kind !== 'string' || !isOneOf(m.kind, MELD_KINDS)) add(item.id, `example.melds[${k}].kind`, `unknown meld kind "${m.kind}"`, f);
        if (typeof m.tiles !== 'string' || !MPSZ.test(m.tiles)) add(item.id, `example.melds[${k}].tiles`, 'must be mpsz tiles', f);
      }
      if (ex.preset !== undefined && !presets.has(ex.preset))
        add(item.id, 'example.preset', `unknown preset "${ex.preset}"`, f);
      if (ex.items !== undefined && !isRecord(ex.items)) add(item.id, 'example.items', "must map item ids to 'on' or 'off'", f);
      else
        for (const [id, sw] of Object.entries(ex.items ?? {})) {
          const other = (rs.items ?? []).find((i) => i.id === id);
          if (!other) add(item.id, `example.items.${id}`, `names unknown item "${id}"`, f);
          else if (sw !== 'on' && sw !== 'off') add(item.id, `example.items.${id}`, `must be 'on' or 'off', got ${JSON.stringify(sw)}`, f);
          else if (other.enabledBy)
            add(item.id, `example.items.${id}`, `switched by the setting "${other.enabledBy.setting}": give the example settings: { ${other.enabledBy.setting}: … } instead`, f);
        }
    }
  }

  const checkPreset = (p: PresetDef) => {
    for (const [k, v] of Object.entries(p.settings ?? {})) {
      const s = settings.get(k);
      if (!s) add(p.id, `settings.${k}`, 'unknown setting');
      else {
        const bad = settingAccepts(s, v as SettingValue);
        if (bad) add(p.id, `settings.${k}`, bad);
      }
    }
    for (const [id, o] of Object.entries(p.overrides ?? {})) {
      if (!items.has(id)) {
        add(p.id, `overrides.${id}`, `names unknown item "${id}"`);
        continue;
      }
      if (o.value) checkValue(id, `preset ${p.id} value`, o.value, file);
      checkPlace(id, `preset ${p.id} place`, o.place, file);
      checkRelations(id, o, file, `preset ${p.id} `);
    }
    for (const s of p.sources ?? []) if (!sources.has(s)) add(p.id, 'sources', `names unknown source "${s}"`);
    if (p.display !== undefined) checkDisplay(p);
  };

  // A preset's own words and layout (display only): every id it names must exist.
  const itemIds = [...items];
  const hint = (word: string, candidates: readonly string[]) => {
    const s = didYouMean(word, candidates);
    return s ? ` Did you mean "${s}"?` : '';
  };
  const unknownItem = (id: string, what: string) =>
    `names unknown item "${id}".${hint(id, itemIds)} Fix: write the id of a catalogue item of ${rs.id} (${what})`;
  const checkDisplay = (p: PresetDef) => {
    const f = p.file ?? file;
    const d = p.display!;
    const at = (field: string, reason: string) => add(p.id, `display.${field}`, reason, f);
    if (!isRecord(d as unknown)) return at('', 'must be { names, rows, notes, sections, twoPlayer }');
    (d.names ?? []).forEach((id, k) => {
      if (!items.has(id)) at(`names[${k}]`, unknownItem(id, 'its own name is presets.<preset>.names.<item id> in every locale'));
    });
    for (const [id, rows] of Object.entries(d.rows ?? {})) {
      if (!items.has(id)) {
        at(`rows.${id}`, unknownItem(id, 'a row split prints one catalogue item as several rows'));
        continue;
      }
      if (!Array.isArray(rows) || rows.length < 2) at(`rows.${id}`, 'must list at least two rows ({ id, native?, tile? }): one row is the item itself');
      else {
        const seen = new Set<string>();
        rows.forEach((r, k) => {
          if (typeof r?.id !== 'string' || !ID.test(r.id)) at(`rows.${id}[${k}].id`, 'must be a kebab-case id');
          else if (seen.has(r.id)) at(`rows.${id}[${k}].id`, `duplicated row id "${r.id}"`);
          else seen.add(r.id);
          if (r?.tile !== undefined && !/^[1-9][mps]$|^[1-7]z$/.test(r.tile)) at(`rows.${id}[${k}].tile`, `"${String(r.tile)}" is not one mpsz tile (e.g. 7z)`);
        });
      }
    }
    for (const [id, notes] of Object.entries(d.notes ?? {})) {
      if (!items.has(id)) {
        at(`notes.${id}`, unknownItem(id, 'notes stand under an item'));
        continue;
      }
      const seen = new Set<string>();
      (Array.isArray(notes) ? notes : []).forEach((n, k) => {
        if (typeof n?.id !== 'string' || !ID.test(n.id)) at(`notes.${id}[${k}].id`, 'must be a kebab-case id');
        else if (seen.has(n.id)) at(`notes.${id}[${k}].id`, `duplicated note id "${n.id}"`);
        else seen.add(n.id);
        if (n?.example !== undefined) {
          if (!isRecord(n.example.other as unknown) || Object.keys(n.example.other).length === 0)
            at(`notes.${id}[${k}].example.other`, 'must give the reading the note sets aside as item overrides, e.g. { "small-winds": { replaces: [] } }');
          else
            for (const [other, o] of Object.entries(n.example.other)) {
              if (!items.has(other)) at(`notes.${id}[${k}].example.other.${other}`, unknownItem(other, 'the other reading changes a catalogue item'));
              else checkRelations(other, o, f, `preset ${p.id} note ${n.id} `);
            }
        }
      });
      if (!Array.isArray(notes)) at(`notes.${id}`, 'must be a list of { id, reading? }');
    }
    const own = new Set<string>();
    (d.sections ?? []).forEach((s, k) => {
      const field = `sections[${k}]`;
      if (typeof s?.id !== 'string' || !ID.test(s.id)) at(`${field}.id`, 'must be a kebab-case id');
      else if (own.has(s.id) || sectionIds.has(s.id)) at(`${field}.id`, `"${s.id}" is already a section of the guide: give the section another id`);
      else own.add(s.id);
      if (!(GUIDE_PARTS as readonly string[]).includes(s?.after))
        at(`${field}.after`, `unknown section "${String(s?.after)}" to follow.${hint(String(s?.after), GUIDE_PARTS)} Fix: after: one of ${GUIDE_PARTS.join(', ')}`);
      if (!Array.isArray(s?.paragraphs) || s.paragraphs.length === 0) at(`${field}.paragraphs`, 'must list at least one paragraph ({ id, when? })');
      else
        s.paragraphs.forEach((q, j) => {
          if (typeof q?.id !== 'string' || !ID.test(q.id) || q.id === 'title') at(`${field}.paragraphs[${j}].id`, 'must be a kebab-case id other than "title"');
          if (q?.when) {
            const def = settings.get(q.when.setting);
            if (!def) at(`${field}.paragraphs[${j}].when.setting`, `unknown setting "${q.when.setting}".${hint(q.when.setting, [...settings.keys()])}`);
            else {
              const bad = settingAccepts(def, q.when.value);
              if (bad) at(`${field}.paragraphs[${j}].when.value`, bad);
            }
          }
        });
    });
    if (d.twoPlayer !== undefined && !(TWO_PLAYER_PLACES as readonly string[]).includes(d.twoPlayer))
      at('twoPlayer', `unknown place "${String(d.twoPlayer)}" of the two-player rule. Fix: one of ${TWO_PLAYER_PLACES.join(', ')}`);
  };
  (rs.presets ?? []).forEach(checkPreset);
  if (!presets.has(rs.defaultPreset)) add(rs.id, 'defaultPreset', `unknown preset "${rs.defaultPreset}"`);

  // Liability rules (score-api.md, "Payments by seat, liability") and the presets that name them.
  const rules = uniq('liability rule', (rs.liability ?? []).map((r) => r.id));
  for (const r of rs.liability ?? []) {
    const at = (field: string, reason: string) => add(r.id, `liability.${field}`, reason);
    if (r.enabledBy) {
      const def = settings.get(r.enabledBy.setting);
      if (!def) at('enabledBy.setting', `unknown setting "${r.enabledBy.setting}".${hint(r.enabledBy.setting, [...settings.keys()])}`);
      else {
        const bad = settingAccepts(def, r.enabledBy.value);
        if (bad) at('enabledBy.value', bad);
      }
    }
    (r.hands ?? []).forEach((h, k) => {
      if (!items.has(h.item)) at(`hands[${k}].item`, `unknown item "${h.item}".${hint(h.item, [...items])}`);
      if (!/^([1-9]+[mps]|[1-7]+z)+$/.test(h.sets ?? '')) at(`hands[${k}].sets`, 'must be mpsz tile kinds (e.g. 567z), one per set');
    });
    if (r.discard?.kind === 'shared' && !(r.discard.liableShare > 0 && r.discard.liableShare < 1))
      at('discard.liableShare', 'must be a share strictly between 0 and 1');
    const b = r.basis;
    if (b?.kind === 'rulebook') {
      if (!sources.has(b.ref?.source)) at('basis.ref.source', `unknown source "${b.ref?.source}"`);
      if (!b.ref?.section) at('basis.ref.section', 'the clause is cited by its section: never leave it out (or invent one)');
    } else if (b?.kind === 'table-setting') {
      if (!settings.has(b.setting)) at('basis.setting', `unknown setting "${b.setting}"`);
    } else at('basis', 'must be a rulebook clause or a table setting');
  }
  for (const p of rs.presets ?? []) {
    const l = p.liability;
    if (!l) continue;
    if ('rule' in l) {
      if (!rules.has(l.rule)) add(p.id, 'liability.rule', `unknown liability rule "${l.rule}" (known: ${[...rules].join(', ') || 'none'})`, p.file ?? file);
    } else if (!sources.has(l.source)) add(p.id, 'liability.source', `unknown source "${l.source}"`, p.file ?? file);
  }
  return issues;
}

/** Validate every ruleset; throw one error listing every problem. */
export function assertValidRulesets(all: RulesetDef[]): void {
  const issues = all.flatMap(validateRuleset);
  const ids = new Set<string>();
  for (const rs of all) {
    if (ids.has(rs.id)) issues.push({ file: rs.file, item: rs.id, field: 'id', reason: 'duplicated ruleset id' });
    ids.add(rs.id);
  }
  if (issues.length) throw new RuleDataError(issues);
}
