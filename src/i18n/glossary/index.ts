/**
 * The glossaries (`types.ts` says what one holds), one per locale that has one. A locale without a
 * glossary has no glossary page and nothing to check: `glossaryOf` returns undefined.
 *
 * The names of yaku and hands are not copied here: `itemNames` reads them from the i18n resources, so
 * a name is written once, and the glossary page and its checks see the name the pages print.
 */
import type { Locale } from '../config.ts';
import type { RulesetId } from '../../core/api.ts';
import { resources, type ResourceTree } from '../resources.ts';
import type { Glossary, GlossaryEntry } from './types.ts';
import en from './en.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };

export * from './types.ts';

const GLOSSARIES: Partial<Record<Locale, Glossary>> = {
  en: en as Glossary,
  hi: hi as Glossary,
  id: id as Glossary,
};

export function glossaryOf(locale: Locale): Glossary | undefined {
  return GLOSSARIES[locale];
}

export function hasGlossary(locale: Locale): boolean {
  return GLOSSARIES[locale] !== undefined;
}

/** The entries of one group, in file order. */
export function entriesOf(g: Glossary, group: string): GlossaryEntry[] {
  return g.entries.filter((e) => e.group === group);
}

/** Item id → the name the locale's resources give it (`items.<id>.name`), and its club name if any. */
export function itemNames(locale: Locale, ruleset: RulesetId): { id: string; name: string; club?: string }[] {
  const items = (resources[locale][ruleset] as ResourceTree).items as ResourceTree;
  return Object.entries(items).map(([itemId, v]) => {
    const node = v as ResourceTree;
    const club = typeof node.club === 'string' && node.club !== node.name ? node.club : undefined;
    return { id: itemId, name: node.name as string, ...(club ? { club } : {}) };
  });
}
