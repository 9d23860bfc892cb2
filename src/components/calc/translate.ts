/**
 * The calculator's `t` in the browser: a lookup in the plain object of strings the page resolved at
 * build time (`calcStrings`), with i18next's `{{name}}` interpolation and `_one` / `_other` plural
 * keys (chosen by `Intl.PluralRules`, as i18next does). No i18next in the bundle.
 */
import type { Translate } from '../../i18n/format.ts';

export function makeTranslate(strings: Record<string, string>, intl: string): Translate {
  const plural = new Intl.PluralRules(intl);
  return (key, o) => {
    const count = o?.count;
    const s = (typeof count === 'number' && strings[`${key}_${plural.select(count)}`]) || strings[key];
    if (s === undefined) return key;
    return o ? s.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (o[k] === undefined ? m : String(o[k]))) : s;
  };
}
