/**
 * Ruleset-specific parts of a reference page: which extra sections it has, and the numbers its prose
 * interpolates (`{{fuRound}}`, `{{date}}` …) — every one read from the rule data, formatted for the locale.
 */
import { formatDate, formatNumber, type Locale } from '../i18n/index.ts';
import type { RulesetDef } from '../core/ruleset.ts';

export type ExtraSection = 'limits' | 'payments' | 'instant';

export function tableSections(rs: RulesetDef): ExtraSection[] {
  const out: ExtraSection[] = ['limits', 'payments'];
  if ('instantPayments' in rs) out.push('instant');
  return out;
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
