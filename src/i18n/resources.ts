/**
 * i18next resources, one set per locale: `ui` (interface strings) and one namespace per ruleset
 * (item names and descriptions keyed by item id, settings, presets, prose). Loaded for every locale of
 * the list (`locales.ts`) from `locales/<code>/<namespace>.json`; a missing file stops the build,
 * naming it. (A dynamic import: Vite bundles every file the pattern can match, plain Node loads it.)
 */
import { LOCALES, type Locale } from './config.ts';

export const NAMESPACES = ['ui', 'riichi', 'hong-kong', 'taiwan-club'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type ResourceTree = { [key: string]: string | ResourceTree };

async function load(locale: Locale, ns: Namespace): Promise<ResourceTree> {
  try {
    const mod = await import(`./locales/${locale}/${ns}.json`, { with: { type: 'json' } });
    return mod.default as ResourceTree;
  } catch (e) {
    throw new Error(
      `src/i18n/locales/${locale}/${ns}.json cannot be loaded: every locale of src/i18n/locales.ts needs ` +
        `${NAMESPACES.map((n) => `${n}.json`).join(', ')} (copy them from src/i18n/locales/en/). ${(e as Error).message}`,
    );
  }
}

export const resources = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (l) => [l, Object.fromEntries(await Promise.all(NAMESPACES.map(async (ns) => [ns, await load(l, ns)])))]),
  ),
) as Record<Locale, Record<Namespace, ResourceTree>>;
