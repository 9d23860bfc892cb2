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

/** The venue list below a locale: `/{locale}/venues/`. */
export const VENUES_PAGE = 'venues/';

/** A venue's guide below a locale: `venues/<slug>/`. */
export function venuePage(slug: string): string {
  return `venues/${slug}/`;
}

/** A venue's A4 sheet below a locale: `venues/<slug>/print/`. */
export function venuePrintPage(slug: string): string {
  return `venues/${slug}/print/`;
}

/**
 * A venue's short address, printed under the sheet's QR code: `/v/<slug>/<locale>/` redirects to the
 * guide in that language; `/v/<slug>/` to the guide in the venue's main language. Short URLs are the
 * stable addresses on paper: the guide's path may change, the redirect pages keep working.
 */
export function shortPath(slug: string, locale?: Locale): string {
  return locale ? `/v/${slug}/${locale}/` : `/v/${slug}/`;
}

/** A PDF written by the build: `/pdf/<name>.<locale>.pdf` (name = a venue slug or a ruleset id). */
export function pdfPath(name: string, locale: Locale): string {
  return `/pdf/${name}.${locale}.pdf`;
}

/** An absolute address on the site (`site` = Astro's `site`, overridable by env SITE_URL). */
export function absoluteUrl(path: string, site: URL | string | undefined): string {
  if (!site) throw new Error('The site address is not set: set `site` in astro.config.mjs or env SITE_URL');
  return new URL(path, site).href;
}

/** An address as printed for people: without the scheme (`rules.hefen.example/v/demo/hi/`). */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\//, '');
}
