/**
 * Ruleset-specific parts of a reference page: which extra sections it has, and the numbers its prose
 * interpolates (`{{fuRound}}`, `{{date}}` …) — every one read from the rule data, formatted for the locale.
 */
import { formatDate, formatNumber, type Locale } from '../i18n/index.ts';
import type { RulesetDef } from '../core/ruleset.ts';
import { hasKey, translate } from '../i18n/translate.ts';

export type ExtraSection = 'limits' | 'payments' | 'instant';

export function tableSections(rs: RulesetDef): ExtraSection[] {
  const out: ExtraSection[] = ['limits', 'payments'];
  if ('instantPayments' in rs) out.push('instant');
  return out;
}

/**
 * The ui key of the heading of the `limits` section: "Minimums and limits" only where the ruleset has
 * both (Hong Kong); the Taiwanese sheet has a winning minimum and no limit, riichi limit tiers only.
 */
export function limitsHeadingKey(rs: RulesetDef): string {
  if (rs.roles.minimum && rs.roles.limit) return 'ui:ref.limits';
  return rs.roles.minimum ? 'ui:ref.minimum' : 'ui:ref.limitsOnly';
}

/** One statement of a prose block: what the source says and, marked apart, how this site reads it. */
export interface ProsePart {
  key: string;
  /** `…reading`: this site's reading of a point the source leaves open (shown after a "How we read this" label). */
  reading: boolean;
}

/**
 * Group the flattened keys of a prose block (`translate.ts` `prose`) by statement: a statement is one
 * string, or an object of `source` (what the source says) and `reading` (our reading of it).
 */
export function proseGroups(keys: readonly string[], block: string): ProsePart[][] {
  const groups = new Map<string, ProsePart[]>();
  for (const key of keys) {
    const rest = key.slice(key.indexOf(`${block}.`) + block.length + 1);
    const head = rest.split('.')[0];
    const list = groups.get(head) ?? [];
    list.push({ key, reading: key.endsWith('.reading') });
    groups.set(head, list);
  }
  return [...groups.values()];
}

/**
 * A source's title, publisher or edition in the page's language: the ruleset's resources may give one
 * (`sources.<id>.title` …); otherwise the rule data's original.
 */
export function sourceField(locale: Locale, rs: RulesetDef, id: string, field: 'title' | 'publisher' | 'edition'): string | undefined {
  const s = rs.sources.find((x) => x.id === id);
  if (!s) return undefined;
  if (hasKey(locale, rs.id, `sources.${id}.${field}`)) return translate(locale)(`${rs.id}:sources.${id}.${field}`);
  return s[field];
}

/** The latest date any of the ruleset's sources was checked (ISO). */
export function lastChecked(rs: RulesetDef): string {
  return rs.sources.map((s) => s.checked).sort().at(-1) ?? '';
}

/**
 * Interpolation values for the ruleset's prose (howScored, combination, scope, tables notes). A key a
 * string does not use is ignored by i18next, so every ruleset gets every value it has data for.
 */
export function proseVars(rs: RulesetDef, locale: Locale): Record<string, string> {
  const n = (x: unknown) => (typeof x === 'number' ? formatNumber(locale, x) : undefined);
  const vars: Record<string, string | undefined> = {
    date: lastChecked(rs) ? formatDate(locale, lastChecked(rs)) : undefined,
    handSize: n(rs.handSize),
  };
  for (const [name, value] of Object.entries(rs.proseNumbers)) vars[name] = n(value);
  for (const s of rs.settings) {
    // Scalar defaults are available as {{setting.<id>}}-style flat names: {{minFaan}}, {{limit}} …
    if (typeof s.default === 'number' && vars[s.id] === undefined) vars[s.id] = n(s.default);
  }
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as Record<string, string>;
}
