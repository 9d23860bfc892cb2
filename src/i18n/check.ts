/**
 * Translation completeness. Every locale must have exactly the keys of the reference locale, and
 * the reference locale must have every key the rule data needs (each item's name and description,
 * each tier, category, setting, option, preset and source). Run at load time by `src/i18n/index.ts`
 * (so the build fails) and by the tests.
 */
import type { RulesetDef } from '../core/ruleset.ts';
import type { Locale } from './config.ts';
import type { Namespace, ResourceTree } from './resources.ts';

export interface KeyProblem {
  locale: Locale;
  namespace: string;
  key: string;
  problem: 'missing' | 'extra' | 'empty' | 'not-a-string';
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
  for (const p of rs.presets) keys.push(`presets.${p.id}.name`, `presets.${p.id}.desc`);
  for (const s of rs.sources) keys.push(`sources.${s.id}.note`);
  return keys;
}

export function checkResources(
  resources: Record<Locale, Partial<Record<Namespace, ResourceTree>>>,
  reference: Locale,
  required: Partial<Record<Namespace, string[]>>,
): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const locales = Object.keys(resources) as Locale[];
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
      for (const key of refKeys.keys())
        if (!keys.has(key)) problems.push({ locale, namespace: ns, key, problem: 'missing' });
      for (const key of keys.keys())
        if (!refKeys.has(key)) problems.push({ locale, namespace: ns, key, problem: 'extra' });
    }
  }
  return problems;
}

export function formatKeyProblems(problems: KeyProblem[]): string {
  return (
    `Translations are incomplete (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
    problems.map((p) => `  ${p.locale}/${p.namespace}.json › ${p.key}: ${p.problem}`).join('\n')
  );
}
