/**
 * Site paths. Every page exists once per locale under `/{locale}/…`, with a trailing slash
 * (`trailingSlash: 'always'`). A page is named by its path below the locale (`''` = home,
 * `'riichi/'` = a reference page), so the language switcher and hreflang alternates can point at the
 * same page in every locale.
 */
import { LOCALES, type Locale } from '../i18n/config.ts';

/** `/hi/riichi/` for (`hi`, `riichi/`); `/hi/` for (`hi`, `''`). */
export function localePath(locale: Locale, page = ''): string {
  const rest = page.replace(/^\/+/, '');
  return `/${locale}/${rest && !rest.endsWith('/') ? `${rest}/` : rest}`;
}

export function rulesetPage(rulesetId: string): string {
  return `${rulesetId}/`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * hreflang alternates of a page: one per locale, plus `x-default` (the root language choice for the
 * home pages, the default locale's copy for every other page). Absolute when `site` is given.
 */
export function alternates(
  page: string,
  htmlLang: (l: Locale) => string,
  defaultLocale: Locale,
  site?: URL | string,
): Alternate[] {
  const abs = (p: string) => (site ? new URL(p, site).href : p);
  const out: Alternate[] = LOCALES.map((l) => ({ hreflang: htmlLang(l), href: abs(localePath(l, page)) }));
  out.push({ hreflang: 'x-default', href: abs(page === '' ? '/' : localePath(defaultLocale, page)) });
  return out;
}
