/**
 * Every address the site writes: links, assets of public/, redirects, canonicals, hreflang
 * alternates, PDF links, calculator links, short addresses and QR codes. Every page exists once per
 * locale under `/{locale}/…`, with a trailing slash (`trailingSlash: 'always'`). A page is named by
 * its path below the locale (`''` = home, `'riichi/'` = a reference page), so the language switcher
 * and hreflang alternates can point at the same page in every locale.
 *
 * The site lives under `BASE`, Astro's `base` (`/` or `/club-rules/`, the path of SITE_URL, see
 * `src/lib/address.ts`). Every path these functions return already carries it, so a page never
 * writes a root path of its own: `sitePath('favicon.svg')`, `localePath('en', 'riichi/')`.
 */
import { toQuery, calculatorPage, type CalcState } from './calc-state.ts';
import { LOCALES, type Locale } from '../i18n/config.ts';
import { normalBase, siteAddress, withBase } from './address.ts';

/** Astro's `base` of this build, written into the code by the Vite `define` of astro.config.mjs. */
declare const __HEFEN_BASE__: string | undefined;

/**
 * The base path of this build, with slashes on both ends (`/club-rules/`). It comes from the `define`
 * of astro.config.mjs, not from `import.meta.env.BASE_URL`, which an env variable BASE_URL (vitest
 * sets one) overrides on the server side. Outside a build (vitest) it is `/`.
 */
export const BASE: string = normalBase(typeof __HEFEN_BASE__ === 'string' ? __HEFEN_BASE__ : '/');

/** A path of the site under the base: `/favicon.svg` → `/club-rules/favicon.svg`. */
export function sitePath(path: string): string {
  return withBase(BASE, path);
}

/** `/hi/riichi/` for (`hi`, `riichi/`); `/hi/` for (`hi`, `''`) — under the base. */
export function localePath(locale: Locale, page = ''): string {
  const rest = page.replace(/^\/+/, '');
  return sitePath(`${locale}/${rest && !rest.endsWith('/') ? `${rest}/` : rest}`);
}

/** The address of a calculator with a state: `/en/riichi/calculator/?hand=…` (under the base). */
export function calculatorHref(locale: Locale, rulesetId: string, s: CalcState): string {
  const q = toQuery(s);
  return `${localePath(locale, calculatorPage(rulesetId))}${q ? `?${q}` : ''}`;
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
  /** The locales the page exists in (a venue's languages); x-default is the default locale's, else the first. */
  locales: readonly Locale[] = LOCALES,
): Alternate[] {
  const abs = (p: string) => (site ? absoluteUrl(p, site) : p);
  const out: Alternate[] = locales.map((l) => ({ hreflang: htmlLang(l), href: abs(localePath(l, page)) }));
  const fallback = locales.includes(defaultLocale) ? defaultLocale : locales[0];
  out.push({ hreflang: 'x-default', href: abs(page === '' ? sitePath('') : localePath(fallback, page)) });
  return out;
}

/** The page a locale's service worker shows offline for a page it has not saved: `/{locale}/offline/`. */
export const OFFLINE_PAGE = 'offline/';

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
  return sitePath(locale ? `v/${slug}/${locale}/` : `v/${slug}/`);
}

/** A PDF written by the build: `/pdf/<name>.<locale>.pdf` (name = a venue slug or a ruleset id). */
export function pdfPath(name: string, locale: Locale): string {
  return sitePath(`pdf/${name}.${locale}.pdf`);
}

/**
 * An absolute address on the site: a path of the functions above (it carries the base) on the origin
 * of `site` (Astro's `site`: astro.config.mjs, overridden by env SITE_URL).
 */
export function absoluteUrl(path: string, site: URL | string | undefined): string {
  if (!site) throw new Error('The site address is not set: set `site` in astro.config.mjs or env SITE_URL');
  return new URL(path, siteAddress(site).origin).href;
}

/**
 * Whether the site has a public address: `site` (SITE_URL) is set and is not the shipped placeholder.
 * Without one, nothing printed (a sheet, a PDF) carries a QR code or short address: they could not work.
 */
export function hasPublicAddress(site: URL | string | undefined): boolean {
  return !!site && !siteAddress(site).placeholder;
}

/** An address as printed for people: without the scheme (`rules.hefen.example/v/demo/hi/`). */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\//, '');
}

/**
 * What a preview image shows (the page it stands for when a link is shared): a venue's guide, a
 * ruleset's reference page, or the site itself (home, venue list, about, glossary, the root page).
 * `previewTarget` names it below the locale: `venues/<slug>`, `<ruleset>` or `site`.
 */
export type PreviewOf = { kind: 'venue'; slug: string } | { kind: 'ruleset'; id: string } | { kind: 'site' };

export function previewTarget(of: PreviewOf): string {
  return of.kind === 'venue' ? `venues/${of.slug}` : of.kind === 'ruleset' ? of.id : 'site';
}

/** A preview image (1200×630 PNG, written by scripts/preview.ts): `/og/<locale>/<target>.png` under the base. */
export function previewImagePath(locale: Locale, of: PreviewOf): string {
  return sitePath(`og/${locale}/${previewTarget(of)}.png`);
}

/**
 * The unlisted page a preview image is a screenshot of: `/preview/<locale>/<target>/` (noindex, in no
 * sitemap, linked from nowhere; scripts/preview.ts removes it from dist/ once the image is taken).
 */
export function previewPagePath(locale: Locale, of: PreviewOf): string {
  return sitePath(`preview/${locale}/${previewTarget(of)}/`);
}

/** A locale's web manifest: `/<locale>/manifest.webmanifest` (start URL: the locale's home). */
export function manifestPath(locale: Locale): string {
  return sitePath(`${locale}/manifest.webmanifest`);
}

/** The sitemap index written by @astrojs/sitemap (only with a public address). */
export function sitemapPath(): string {
  return sitePath('sitemap-index.xml');
}
