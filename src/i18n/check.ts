/**
 * Translation completeness. Every locale must have exactly the keys of the reference locale, each
 * with the same interpolation placeholders (`{{date}}` stays `{{date}}`), and the reference locale
 * must have every key the rule data needs (each item's name and description, each tier, category,
 * setting, option, preset and source). Run at load time by `src/i18n/index.ts` (so the build fails)
 * and by the tests.
 */
import { presetDisplayKeys, type RulesetDef } from '../core/ruleset.ts';
import type { Namespace, ResourceTree } from './resources.ts';

export interface KeyProblem {
  locale: string;
  namespace: string;
  key: string;
  problem: 'missing' | 'extra' | 'empty' | 'not-a-string' | 'placeholders';
  /** For `placeholders`: the locale's placeholder names and the reference locale's, sorted. */
  found?: string[];
  expected?: string[];
  reference?: string;
}

/**
 * The interpolation placeholders of a string, by name, sorted and de-duplicated: `{{n}}`, `{{- n}}` and
 * `{{n, number}}` are all `n`.
 */
export function placeholders(s: string): string[] {
  const names = new Set<string>();
  for (const m of s.matchAll(/\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g)) names.add(m[1]);
  return [...names].sort();
}

/** i18next plural forms (`_one`, `_other`, `_ordinal_few` …): `{{count}}` may be left out of one. */
const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;

function samePlaceholders(key: string, a: string[], b: string[]): boolean {
  const drop = PLURAL.test(key) ? (xs: string[]) => xs.filter((x) => x !== 'count') : (xs: string[]) => xs;
  return drop(a).join('\n') === drop(b).join('\n');
}

/** Flatten a resource tree into `a.b.c` → string. */
export function flatten(tree: ResourceTree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) flatten(v as ResourceTree, key, out);
    else out.set(key, v);
  }
  return out;
}

/** Keys every ruleset namespace must hold, derived from the rule data. */
export function requiredRulesetKeys(rs: RulesetDef): string[] {
  const keys = ['meta.name', 'meta.summary'];
  for (const c of rs.categories) keys.push(`categories.${c.id}.name`, `categories.${c.id}.desc`);
  for (const item of rs.items) {
    keys.push(`items.${item.id}.name`, `items.${item.id}.desc`);
    const tiers = new Set<string>();
    const collect = (v: { kind: string; tiers?: { id: string }[] } | null | undefined) => {
      if (v && v.kind === 'tiers') for (const t of v.tiers ?? []) tiers.add(t.id);
    };
    collect(item.value);
    for (const p of rs.presets) collect(p.overrides[item.id]?.value);
    for (const v of Object.values(item.valueBySetting?.cases ?? {})) collect(v);
    for (const t of tiers) keys.push(`items.${item.id}.tiers.${t}`);
  }
  for (const s of rs.settings) {
    keys.push(`settings.${s.id}.name`, `settings.${s.id}.desc`);
    if (s.type === 'enum' || s.type === 'curve') for (const o of s.options) keys.push(`settings.${s.id}.options.${o}`);
  }
  for (const p of rs.presets) keys.push(`presets.${p.id}.name`, `presets.${p.id}.desc`, ...presetDisplayKeys(p));
  for (const s of rs.sources) keys.push(`sources.${s.id}.note`);
  // A liability rule's name and what it says (the pages and venue guides state it), and the
  // calculator's choice of the liable seat.
  for (const r of rs.liability ?? []) keys.push(`liability.${r.id}.name`, `liability.${r.id}.rule`, `liability.${r.id}.who`);
  return keys;
}

/** Any set of locales (the shipped ones, or a test's): keyed by locale code. */
export function checkResources(
  resources: Readonly<Record<string, Partial<Record<Namespace, ResourceTree>>>>,
  reference: string,
  required: Partial<Record<Namespace, string[]>>,
): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const locales = Object.keys(resources);
  const namespaces = new Set<string>(locales.flatMap((l) => Object.keys(resources[l])));
  for (const ns of namespaces) {
    const refKeys = flatten((resources[reference] as Record<string, ResourceTree>)[ns] ?? {});
    for (const key of required[ns as Namespace] ?? [])
      if (!refKeys.has(key)) problems.push({ locale: reference, namespace: ns, key, problem: 'missing' });
    for (const locale of locales) {
      const keys = flatten((resources[locale] as Record<string, ResourceTree>)[ns] ?? {});
      for (const [key, v] of keys) {
        if (typeof v !== 'string') problems.push({ locale, namespace: ns, key, problem: 'not-a-string' });
        else if (v.trim() === '') problems.push({ locale, namespace: ns, key, problem: 'empty' });
      }
      if (locale === reference) continue;
      for (const [key, refValue] of refKeys) {
        const v = keys.get(key);
        if (v === undefined) problems.push({ locale, namespace: ns, key, problem: 'missing' });
        else if (typeof v === 'string' && typeof refValue === 'string') {
          const found = placeholders(v);
          const expected = placeholders(refValue);
          if (!samePlaceholders(key, found, expected))
            problems.push({ locale, namespace: ns, key, problem: 'placeholders', found, expected, reference });
        }
      }
      for (const key of keys.keys())
        if (!refKeys.has(key)) problems.push({ locale, namespace: ns, key, problem: 'extra' });
    }
  }
  return problems;
}

export function formatKeyProblems(problems: KeyProblem[]): string {
  return (
    `Translations are incomplete (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
    problems
      .map((p) => {
        const line = `  ${p.locale}/${p.namespace}.json › ${p.key}: ${p.problem}`;
        if (p.problem !== 'placeholders') return line;
        const list = (xs: string[] = []) => (xs.length ? xs.map((x) => `{{${x}}}`).join(' ') : 'none');
        return `${line} ${list(p.found)}, but ${p.reference}/${p.namespace}.json has ${list(p.expected)}`;
      })
      .join('\n')
  );
}
