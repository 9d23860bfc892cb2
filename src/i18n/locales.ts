/**
 * The site's locales: declared here and nowhere else. The Astro config (`i18n.locales`), the i18n
 * set-up (`config.ts`, `resources.ts`), the fonts (`src/integrations/fonts.mjs`), the completeness
 * check, the scripts and every test read this list.
 *
 * Adding a locale: one entry here, its resources in `src/i18n/locales/<code>/` (a copy of `en/`,
 * translated) and its prose in `content/prose/<code>/about.mdx`. The build fails, naming what is
 * wrong, until the entry is valid, the locale has every key English has (same placeholders), every
 * string a page asks for resolves and the fonts cover the locale's letters.
 *
 * Plain data, no imports: astro.config.mjs, Vite and plain Node 24 (type stripping) all load it.
 */
export interface LocaleEntry {
  /**
   * The URL segment (`/pt-br/riichi/`), and the folder name under `src/i18n/locales/` and
   * `content/prose/`: lowercase letters, digits and hyphens.
   */
  code: string;
  /**
   * The BCP 47 tag, in canonical form (`pt-BR`, `zh-Hant`, as `Intl.getCanonicalLocales` writes it):
   * `<html lang>`, `hreflang`, `lang` on the language switch, i18next's language code, and `Intl`
   * number, date and list formatting unless `intl` says otherwise.
   */
  tag: string;
  /** `Intl` formatting locale when it differs from `tag` (English pages format dates as `en-GB`). */
  intl?: string;
  /** Open Graph locale, `language_TERRITORY` (`en_GB`, `pt_BR`, `zh_TW`). */
  ogLocale: string;
  /** The language's own name, shown in the language switch and on the root page. */
  nativeName: string;
  /**
   * The ISO 15924 script of its text (`Latn`, `Deva`, `Hant`): the likely script of `tag`. It picks
   * the font (`SCRIPT_FONTS` in `src/i18n/script-fonts.ts`); a script with no font there fails the
   * build, and so does a letter of the locale's strings that no shipped font covers.
   */
  script: string;
}

export const LOCALE_LIST = [
  { code: 'en', tag: 'en', intl: 'en-GB', ogLocale: 'en_GB', nativeName: 'English', script: 'Latn' },
  { code: 'hi', tag: 'hi', ogLocale: 'hi_IN', nativeName: 'हिन्दी', script: 'Deva' },
  { code: 'id', tag: 'id', ogLocale: 'id_ID', nativeName: 'Bahasa Indonesia', script: 'Latn' },
] as const satisfies readonly LocaleEntry[];

/** The reference locale: the completeness check compares every other locale with it. */
export const DEFAULT_LOCALE_CODE = 'en' satisfies (typeof LOCALE_LIST)[number]['code'];

/**
 * What is wrong with a locale list (empty when nothing is): each problem names the entry and the field.
 * Checked when `config.ts` is loaded, so the Astro config, the pages, the scripts and the tests stop.
 */
export function checkLocaleList(list: readonly LocaleEntry[], defaultCode: string): string[] {
  const problems: string[] = [];
  const seen = { code: new Set<string>(), tag: new Set<string>() };
  list.forEach((e, i) => {
    const at = `locale ${i + 1} (${JSON.stringify(e.code)})`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(e.code ?? ''))
      problems.push(`${at}: code must be a URL segment of lowercase letters, digits and hyphens (e.g. "pt-br")`);
    let canonical: string | undefined;
    try {
      canonical = Intl.getCanonicalLocales(e.tag)[0];
    } catch {
      canonical = undefined;
    }
    if (!canonical) problems.push(`${at}: tag ${JSON.stringify(e.tag)} is not a BCP 47 language tag`);
    else if (canonical !== e.tag)
      problems.push(`${at}: tag ${JSON.stringify(e.tag)} must be written in canonical form, ${JSON.stringify(canonical)} (i18next and browsers use that form)`);
    else {
      const locale = new Intl.Locale(e.tag);
      const likely = locale.maximize().script;
      if (e.script !== likely)
        problems.push(`${at}: script ${JSON.stringify(e.script)} is not the script of ${e.tag}, ${JSON.stringify(likely)} (ISO 15924)`);
      const info = (locale as unknown as { getTextInfo?: () => { direction?: string } }).getTextInfo?.();
      if (info?.direction === 'rtl')
        problems.push(`${at}: ${e.tag} is written right to left; the layouts are left-to-right only (dir="ltr")`);
    }
    if (e.intl !== undefined) {
      try {
        new Intl.NumberFormat(e.intl);
      } catch {
        problems.push(`${at}: intl ${JSON.stringify(e.intl)} is not a locale Intl accepts`);
      }
    }
    if (!/^[a-z]{2,3}_[A-Z]{2}$/.test(e.ogLocale ?? ''))
      problems.push(`${at}: ogLocale ${JSON.stringify(e.ogLocale)} must be language_TERRITORY (e.g. "pt_BR", "zh_TW")`);
    if (!e.nativeName?.trim()) problems.push(`${at}: nativeName is empty`);
    for (const field of ['code', 'tag'] as const) {
      const v = String(e[field]).toLowerCase();
      if (seen[field].has(v)) problems.push(`${at}: ${field} ${JSON.stringify(e[field])} is listed twice`);
      seen[field].add(v);
    }
  });
  if (!list.some((e) => e.code === defaultCode)) problems.push(`the default locale ${JSON.stringify(defaultCode)} is not in the list`);
  return problems;
}
