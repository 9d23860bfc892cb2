/**
 * The service workers, written by `npm run build` after `astro build` and the search index, with
 * Workbox (workbox-build's generateSW): one per locale, `dist/<locale>/sw.js`, whose scope is the
 * locale's folder under the base (`/club-rules/hi/`), registered by src/client/page.ts. A reader of
 * the Hindi pages downloads the Hindi pages only.
 *
 * - Precached (revisioned: a page by its content's hash, an `/_astro/` file by the hash in its name):
 *   the locale's pages except the venue guides and sheets — home, reference pages, calculators,
 *   glossary, about, venue list, the offline page — and every file a page of the locale needs (CSS,
 *   scripts with every chunk they import, search code included, the fonts its stylesheets name for
 *   its language, the icon). Its size does not grow with the venues: no guide is listed.
 * - Venue guides and sheets (`<locale>/venues/<slug>/…`): network first, kept once opened
 *   (scripts/lib/sw-offline.js: a cache per build, carried over to the next build at its install).
 * - Other `/_astro/` files (a newer build's, seen while this one still serves): cache first.
 * - Pagefind's files: its hashed index files cache first, its loader and WebAssembly network first;
 *   whatever a search fetched is there for the next search offline.
 * - A page of the locale that is neither saved nor reachable: the offline page.
 * - A new build's worker installs in the background and waits until no tab of the old one is open
 *   (no skipWaiting): an open page never gets assets of another build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateSW, type GenerateSWOptions } from 'workbox-build';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/config.ts';
import { OFFLINE_PAGE, VENUES_PAGE } from '../src/lib/urls.ts';
import { withBase } from '../src/lib/address.ts';
import { builtAddress } from './lib/built-address.ts';
import { pageAssets } from './lib/page-assets.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface LocaleWorker {
  locale: Locale;
  /** Precached files (paths below dist/), pages first. */
  files: string[];
  pages: number;
  /** Their size on disk, and gzip-compressed (what a server sending gzip transfers). */
  bytes: number;
  gzipBytes: number;
  build: string;
}

function htmlFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) htmlFiles(p, out);
    else if (name === 'index.html') out.push(p);
  }
  return out;
}

/** A guide, a sheet or a renamed venue's redirect: below `<locale>/venues/<slug>/`. */
function isVenuePage(dist: string, locale: string, file: string): boolean {
  const rel = relative(join(dist, locale), file).split('\\').join('/');
  return rel.startsWith(VENUES_PAGE) && rel !== `${VENUES_PAGE}index.html`;
}

/** The precache of a locale: its pages (no venue guide) and every file any page of the locale needs. */
export function localePrecache(dist: string, base: string, locale: Locale): { pages: string[]; assets: string[] } {
  const lang = LOCALE_INFO[locale].tag;
  const all = htmlFiles(join(dist, locale));
  const pages = all.filter((f) => !isVenuePage(dist, locale, f)).map((f) => relative(dist, f));
  const assets = new Set<string>();
  const memo = new Map<string, string[]>();
  // Every page, guides and sheets included: a guide kept at runtime finds its files precached.
  for (const f of all) for (const a of pageAssets(dist, f, base, lang, memo)) if (!a.endsWith('.pdf')) assets.add(a);
  return { pages: pages.sort(), assets: [...assets].sort() };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export async function buildServiceWorkers(opts: { dist: string; cacheDir?: string }): Promise<{ workers: LocaleWorker[]; ms: number }> {
  const t0 = performance.now();
  const { dist } = opts;
  const { base } = builtAddress(dist);
  const offlineScript = readFileSync(join(HERE, 'lib', 'sw-offline.js'), 'utf8');
  const workers: LocaleWorker[] = [];
  let workerTemplate: string | null = null;
  for (const locale of LOCALES) {
    if (!existsSync(join(dist, locale, 'index.html'))) continue;
    const { files, pages, bytes, gzipBytes, build, manifest } = localeWorker(dist, base, locale);
    const config = workerConfig(base, locale, build);
    writeFileSync(join(dist, locale, 'sw-offline.js'), `const HEFEN = ${JSON.stringify(config)};\n${offlineScript}`);
    workerTemplate ??= await serviceWorkerTemplate(dist, opts.cacheDir);
    writeFileSync(join(dist, locale, 'sw.js'), fromTemplate(workerTemplate, locale, build, manifest));
    workers.push({ locale, files, pages, bytes, gzipBytes, build });
  }
  return { workers, ms: performance.now() - t0 };
}

/** A locale's worker as the site's files make it: what it precaches (its list, their sizes) and its build (a hash of them). */
export function localeWorker(dist: string, base: string, locale: Locale): LocaleWorker & { manifest: ManifestEntry[] } {
  const { pages, assets } = localePrecache(dist, base, locale);
  const files = [...pages, ...assets];
  const hash = createHash('sha256');
  let bytes = 0;
  let gzipBytes = 0;
  // The precache list, written here (no glob over dist/, which holds every venue's pages): a page's
  // address is its folder and its revision the hash of its content; an /_astro/ file's name has its hash.
  const manifest: ManifestEntry[] = [];
  for (const f of files) {
    const buf = readFileSync(join(dist, f));
    const url = withBase(base, f.split('\\').join('/')).replace(/(^|\/)index\.html$/, '$1');
    manifest.push({ url, revision: f.startsWith('_astro/') ? null : createHash('md5').update(buf).digest('hex') });
    hash.update(f).update('\0').update(buf);
    bytes += buf.length;
    gzipBytes += /\.(woff2|png|jpg|webp)$/.test(f) ? buf.length : gzipSync(buf, { level: 6 }).length;
  }
  return { locale, files, pages: pages.length, bytes, gzipBytes, build: hash.digest('hex').slice(0, 12), manifest };
}

export interface ManifestEntry {
  url: string;
  revision: string | null;
}

/** What sw-offline.js is told of its worker (`HEFEN`), and what the Workbox options name. */
function workerConfig(base: string, locale: string, build: string) {
  const scope = withBase(base, `${locale}/`);
  const prefix = `hefen-${locale}-guides-`;
  return { locale, scope, build, venues: `${scope}${VENUES_PAGE}`, guidesPrefix: prefix, guides: `${prefix}${build}` };
}

/**
 * Workbox's generateSW options for a locale's worker. generateSW bundles and minifies the Workbox
 * runtime with them (Babel, Rollup and Terser: some two seconds of CPU), the same code for every
 * locale but for a few strings: it runs once per site with placeholders (serviceWorkerTemplate), and
 * each locale's worker is the template with its own strings (fromTemplate) — the code generateSW
 * makes for the locale, but for Terser's short names, which it picks by how often each character
 * occurs in the file, strings included (tests/build/service-worker.test.ts compares them).
 */
export function workboxOptions(dist: string, base: string, locale: string, build: string, manifest: ManifestEntry[], swDest: string): GenerateSWOptions {
  const config = workerConfig(base, locale, build);
  const scope = config.scope;
  const offline = `${scope}${OFFLINE_PAGE}`;
  const site = escapeRe(base);
  return {
    swDest,
    globDirectory: dist,
    globPatterns: [],
    additionalManifestEntries: manifest,
    // A calculator's hand is in its query: `/en/riichi/calculator/?hand=…` is the precached page.
    ignoreURLParametersMatching: [/.*/],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    cacheId: `hefen-${locale}`,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    importScripts: ['sw-offline.js'],
    runtimeCaching: [
      {
        // @ts-expect-error self.hefen is defined by sw-offline.js, imported first
        urlPattern: ({ request, url }) => request.mode === 'navigate' && self.hefen.isVenuePage(url),
        handler: 'NetworkFirst',
        options: {
          cacheName: config.guides,
          networkTimeoutSeconds: 6,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 500 },
          matchOptions: { ignoreSearch: true },
          // @ts-expect-error self.hefen is defined by sw-offline.js
          plugins: [{ cacheKeyWillBeUsed: async ({ request }) => self.hefen.pageKey(request) }],
          precacheFallback: { fallbackURL: offline },
        },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: offline } },
      },
      {
        urlPattern: new RegExp(`^[^?#]*${site}_astro/`),
        handler: 'CacheFirst',
        options: { cacheName: `hefen-${locale}-assets`, cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200 } },
      },
      {
        // Pagefind's content-named files (`pagefind.en_7acd6ad13f.pf_meta`, fragment/…, index/…).
        urlPattern: new RegExp(`^[^?#]*${site}pagefind/(?:fragment/|index/|[^/]*_[0-9a-f]{6,}\\.)`),
        handler: 'CacheFirst',
        options: { cacheName: `hefen-${locale}-search`, cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 2000 } },
      },
      {
        urlPattern: new RegExp(`^[^?#]*${site}pagefind/`),
        handler: 'NetworkFirst',
        options: { cacheName: `hefen-${locale}-search-loader`, networkTimeoutSeconds: 6, cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 20 } },
      },
    ],
  };
}

/** The placeholders of the template: each locale's worker has its own strings in their place. */
const PLACEHOLDER = { locale: '__HEFEN_LOCALE__', build: '__HEFEN_BUILD__', manifest: '__HEFEN_MANIFEST__' } as const;
/** The precache list of the template, as Workbox writes it: one entry, the placeholder. */
const TEMPLATE_LIST = `[{url:"${PLACEHOLDER.manifest}",revision:null}]`;

/**
 * The worker's code with placeholders (made by generateSW once, in a temporary folder). With
 * `cacheDir`, kept there under a key of everything that makes it — the options (functions and
 * patterns as their source) and the installed packages (package-lock.json) — so a build makes it only
 * when one of those changed.
 */
export async function serviceWorkerTemplate(dist: string, cacheDir?: string): Promise<string> {
  const { base } = builtAddress(dist);
  const options = (swDest: string) => workboxOptions(dist, base, PLACEHOLDER.locale, PLACEHOLDER.build, [{ url: PLACEHOLDER.manifest, revision: null }], swDest);
  const key = createHash('sha256')
    .update(readFileSync(join(HERE, '..', 'package-lock.json')))
    // Not where it is written, nor the folder Workbox would glob (none: globPatterns is empty).
    .update(JSON.stringify({ ...options(''), swDest: undefined, globDirectory: undefined }, (_, v: unknown) => (typeof v === 'function' || v instanceof RegExp ? String(v) : v)))
    .digest('hex')
    .slice(0, 24);
  const cached = cacheDir ? join(cacheDir, `sw-${key}.js`) : null;
  if (cached && existsSync(cached)) {
    const code = readFileSync(cached, 'utf8');
    if (isTemplate(code)) return code;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'hefen-sw-'));
  try {
    const swDest = join(tmp, 'sw.js');
    const result = await generateSW(options(swDest));
    if (result.warnings.length) throw new Error(`Workbox: ${result.warnings.join('; ')}`);
    const code = readFileSync(swDest, 'utf8');
    if (!isTemplate(code))
      throw new Error(`Workbox's service worker no longer has the shape scripts/service-worker.ts fills in (the precache list ${TEMPLATE_LIST} once, and the placeholders ${PLACEHOLDER.locale}, ${PLACEHOLDER.build}): update fromTemplate there`);
    if (cached) {
      mkdirSync(cacheDir!, { recursive: true });
      const part = `${cached}.tmp-${process.pid}`;
      writeFileSync(part, code);
      renameSync(part, cached);
    }
    return code;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The precache list exactly once (and the manifest placeholder nowhere else), the locale and build placeholders somewhere. */
function isTemplate(code: string): boolean {
  const parts = code.split(TEMPLATE_LIST);
  return parts.length === 2 && !parts.join('').includes(PLACEHOLDER.manifest) && code.includes(PLACEHOLDER.locale) && code.includes(PLACEHOLDER.build);
}

/** A locale's worker: the template with the locale, its build and its precache list (written as Workbox writes it). */
export function fromTemplate(template: string, locale: string, build: string, manifest: readonly ManifestEntry[]): string {
  const list = `[${manifest.map((e) => `{url:${JSON.stringify(e.url)},revision:${JSON.stringify(e.revision)}}`).join(',')}]`;
  return template
    .replace(TEMPLATE_LIST, () => list)
    .replaceAll(PLACEHOLDER.locale, () => locale)
    .replaceAll(PLACEHOLDER.build, () => build);
}
