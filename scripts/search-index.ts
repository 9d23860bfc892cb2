/**
 * The search index (Pagefind), written by `npm run build` after `astro build` into `dist/pagefind/`:
 * one record per scoring item per locale — its name, native name (雞糊, 七対子) and, for a Japanese
 * name, its katakana reading (チートイツ, scripts/lib/kana.ts), romanised name,
 * the club's English name where it has one and its description — whose address is the item's row
 * on its reference page (`/<locale>/<ruleset>/#item-<id>`), and one record per venue guide (its
 * name, native name, ruleset and preset). Records are indexed in their page's language, so a search
 * from a Hindi page searches the Hindi records (Pagefind picks the index from `<html lang>`).
 *
 * The records come from the same data and translations as the pages (src/rules, src/i18n,
 * content/venues), not from the HTML, so nothing else on a page (navigation, tables, examples)
 * crowds the results. Record URLs are below the base; the search code sets Pagefind's `baseUrl`.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { getT, LOCALE_INFO, LOCALES } from '../src/i18n/index.ts';
import { hasKey } from '../src/i18n/translate.ts';
import { rulesets } from '../src/rules/index.ts';
import { itemAnchor } from '../src/lib/items.ts';
import { readVenues } from '../src/venues/files.ts';
import { romajiToKatakana } from './lib/kana.ts';

export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
}

/** The language Pagefind files a record under: the page's `<html lang>`, lower-case (`pt-br`). */
export function searchLanguage(tag: string): string {
  return tag.toLowerCase();
}

/** Every record of the site, for the locales and venues of this project. */
export function searchRecords(root: string): SearchRecord[] {
  const out: SearchRecord[] = [];
  const venues = readVenues(root);
  for (const locale of LOCALES) {
    const t = getT(locale);
    const language = searchLanguage(LOCALE_INFO[locale].tag);
    for (const rs of rulesets) {
      const rulesetName = t(`${rs.id}:meta.name`);
      for (const item of rs.items) {
        const name = t(`${rs.id}:items.${item.id}.name`);
        const club = hasKey(locale, rs.id, `items.${item.id}.club`) ? t(`${rs.id}:items.${item.id}.club`) : '';
        const desc = t(`${rs.id}:items.${item.id}.desc`);
        // A Japanese name is also found by its katakana reading (チートイツ for 七対子 / Chiitoitsu).
        const kana = item.romaji && rs.nativeLang.startsWith('ja') ? romajiToKatakana(item.romaji) : '';
        const words = [name, item.native ?? '', kana, item.romaji ?? '', club && club !== name ? club : '', desc].filter(Boolean);
        out.push({
          url: `/${locale}/${rs.id}/#${itemAnchor(item.id)}`,
          content: words.join('. '),
          language,
          meta: { title: name, ruleset: rulesetName, ...(item.native ? { native: item.native } : {}), ...(item.romaji ? { romaji: item.romaji } : {}) },
        });
      }
    }
    for (const v of venues) {
      if (!v.languages.includes(locale)) continue;
      const rsName = t(`${v.ruleset}:meta.name`);
      const preset = hasKey(locale, v.ruleset, `presets.${v.preset}.name`) ? t(`${v.ruleset}:presets.${v.preset}.name`) : '';
      const native = v.nativeName?.text ?? '';
      out.push({
        url: `/${locale}/venues/${v.slug}/`,
        content: [v.name[locale], native, rsName, preset].filter(Boolean).join('. '),
        language,
        meta: { title: v.name[locale], ruleset: rsName, kind: 'venue', ...(native ? { native } : {}) },
      });
    }
  }
  return out;
}

/** Write `dist/pagefind/` from the records; returns how many and how long it took. */
export async function buildSearchIndex(opts: { root: string; dist: string }): Promise<{ records: number; ms: number }> {
  const t0 = performance.now();
  const out = join(opts.dist, 'pagefind');
  rmSync(out, { recursive: true, force: true });
  const records = searchRecords(opts.root);
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  try {
    for (const r of records) {
      const res = await index.addCustomRecord(r);
      if (res.errors.length) throw new Error(`Pagefind refused the record ${r.url}: ${res.errors.join('; ')}`);
    }
    const w = await index.writeFiles({ outputPath: out });
    if (w.errors.length) throw new Error(`Pagefind could not write ${out}: ${w.errors.join('; ')}`);
    // Pagefind's ready-made interfaces: the site has its own box (src/client/search.ts).
    for (const f of readdirSync(out)) if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(f)) rmSync(join(out, f));
  } finally {
    await pagefind.close();
  }
  return { records: records.length, ms: performance.now() - t0 };
}
