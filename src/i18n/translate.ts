/**
 * Glue between the pages and i18n: the format context of a locale and ruleset, and the ordered keys of
 * the prose blocks (`howScored`, `combination`, `scope`, …) whose key order is the display order.
 */
import { formatNumber, getT, type Locale } from './index.ts';
import { resources, type ResourceTree } from './resources.ts';
import type { RulesetDef } from '../core/ruleset.ts';
import type { FormatContext, Translate } from './format.ts';

/** i18next's `t` for a locale, typed loosely: keys are built from data ids, options are plain values. */
export function translate(locale: Locale): Translate {
  return getT(locale) as unknown as Translate;
}

export function formatContext(locale: Locale, rs: RulesetDef): FormatContext {
  const t = translate(locale);
  return {
    t,
    num: (n: number) => formatNumber(locale, n),
    ns: rs.id,
    unit: t(`${rs.id}:meta.unitShort`),
    // i18next plural lookup: `meta.unitShort_one` where a ruleset has it, else `meta.unitShort`.
    unitFor: (n: number) => t(`${rs.id}:meta.unitShort`, { count: n }),
  };
}

/** The subtree at `path` (`howScored`, `tables.fu`) of a namespace, or undefined. */
export function subtree(locale: Locale, ns: string, path: string): ResourceTree | string | undefined {
  let node: ResourceTree | string | undefined = (resources[locale] as Record<string, ResourceTree>)[ns];
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/**
 * The full keys of the strings under `path`, in file order (nested objects flattened depth-first):
 * `prose(locale, 'riichi', 'howScored')` → `['riichi:howScored.p1', 'riichi:howScored.p2']`.
 */
export function prose(locale: Locale, ns: string, path: string): string[] {
  const node = subtree(locale, ns, path);
  if (node === undefined) return [];
  if (typeof node === 'string') return [`${ns}:${path}`];
  return Object.keys(node).flatMap((k) => prose(locale, ns, `${path}.${k}`));
}

/** True when the key exists (as a string) in the locale's resources. */
export function hasKey(locale: Locale, ns: string, path: string): boolean {
  return typeof subtree(locale, ns, path) === 'string';
}
