/**
 * PDFs of the built site (run by scripts/build.ts after `astro build`, or alone: `node scripts/pdf.ts`):
 *   dist/pdf/<venue>.<locale>.pdf    each venue's A4 sheet (`/<locale>/venues/<venue>/print/`)
 *   dist/pdf/<ruleset>.<locale>.pdf  each ruleset's reference page (`/<locale>/<ruleset>/`)
 * A4 (`@page { size: A4 }`), fonts embedded, text selectable, tagged, with an outline. One Chromium,
 * several tabs in parallel, the pages served from dist/ on 127.0.0.1 and a free port, under the site's
 * base path (`/club-rules/` when SITE_URL has one: read from the built root page), as the host will.
 *
 * Cache: a PDF is rendered again only when its input changed. The key hashes the page's HTML, the
 * stylesheets it links (fonts and images have content-hashed names inside them), the PDF options and
 * the browser; the PDF is kept in `.cache/pdf/<key>.pdf` with its record `<key>.json` (size, sha256;
 * scripts/lib/pdf-cache.ts), outside dist/, and copied into dist/pdf/. Entries are written atomically
 * and verified before reuse: a damaged one is rendered again, never published. A rebuild with no
 * change renders none. Entries no longer used are removed.
 *
 * Safety: the step holds the build lock (`.cache/build.lock`, scripts/lib/lock.ts; scripts/build.ts
 * holds it already). A page is printed only when it is the page the job means: HTTP 200, the very HTML
 * the key was computed from, and its `data-pdf-page="<kind>:<slug>:<locale>"` marker. dist/.incomplete
 * (scripts/lib/dist-check.ts) is written when the step starts and removed only when every PDF is in
 * dist/pdf/ and every `/pdf/` link of the pages finds its file; a failed step removes the PDFs of its
 * jobs from dist/pdf/ and leaves the marker. Chromium is launched on a pipe, so it dies with the step
 * (launchBuildBrowser in scripts/lib/chromium.ts).
 *
 * `HEFEN_PDF_ONLY=<slug>[,…]` (build option `--pdf-only <slug>`) renders only those venues' / rulesets' PDFs.
 *
 * Venue sheets are checked while rendered, as they print (scripts/lib/sheet-check.ts): laid out at the
 * printable width, nothing wider than the page, the CSS sizes (`data-min-*-pt`) and the payment table on
 * page 1; in the PDF's word boxes (pdftotext), at most `data-max-pages` pages, every word inside the
 * margins and printed at its size (not shrunk to fit). A sheet that breaks one fails the build, naming
 * its venue file and the fix.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HTTPResponse, Page, Viewport } from 'puppeteer-core';
import { LOCALES } from '../src/i18n/config.ts';
import { rulesets } from '../src/rules/index.ts';
import { pdfOnly } from '../src/lib/pdf.ts';
import { ChromiumMissingError, chromiumStamp, findRenderBrowser } from './lib/chromium.ts';
import type { PageFeed } from './lib/page-feed.ts';
import { openRenderPool, servedSha, type RenderPool, type Tab } from './lib/render-pool.ts';
import { checkSiteFiles, clearIncomplete, IncompleteSiteError, incompleteNow, isIncomplete, markIncomplete } from './lib/dist-check.ts';
import { BuildLockedError, LOCKED_EXIT_CODE, acquireBuildLock } from './lib/lock.ts';
import { loadGlyphSources, pageKey, publishEntries, readEntry, type GlyphSources, removeEntry, removeTemporaryFiles, pruneEntries, sha256, storeEntryAsync, writeFileAtomicAsync } from './lib/pdf-cache.ts';
import { exitOnSignals } from './lib/signals.ts';
import { envShard, inShard, pdfUnit, writeShardRecord, type Shard } from './lib/shard.ts';
import { builtAddress } from './lib/built-address.ts';
import { checkLayout, checkPrint, measureLayout, overBy, PdfWordsReader, printableBoxPx, readSheetSpec, sheetCssMargins, sheetMessages, type LayoutReport, type SheetSpec } from './lib/sheet-check.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Bump to re-render every PDF after a change to this script's rendering. */
const RENDERER_VERSION = 'pdf-v2'; // v2: venue sheets checked as printed (scripts/lib/sheet-check.ts)
const PDF_OPTIONS = {
  printBackground: true,
  preferCSSPageSize: true,
  tagged: true,
  outline: true,
  timeout: 120_000,
} as const;
/** The viewport a reference page is loaded in (puppeteer's default). */
const PDF_VIEWPORT: Viewport = { width: 800, height: 600 };
/** A venue sheet's viewport: its printable area, where it is measured (scripts/lib/sheet-check.ts). */
const sheetViewport = (margins: SheetSpec['margins']): Viewport => {
  const box = printableBoxPx({ margins } as SheetSpec);
  return { width: Math.floor(box.width), height: Math.ceil(box.height) };
};
/**
 * A sheet is loaded at once in the printable area of the sheets' stylesheet (src/styles/sheet.css), not
 * at 800 px and then again at its width: one layout fewer. It is still measured at the width its own
 * page's @page rule gives (the same, unless the page differs from the stylesheet).
 */
const SHEET_VIEWPORT = sheetViewport(sheetCssMargins());

export interface PdfJob {
  /** `demo-mahjong-club.hi` */
  name: string;
  kind: 'venue' | 'ruleset';
  /** The venue slug or ruleset id, and the locale. */
  slug: string;
  locale: string;
  /** What the page's `data-pdf-page` must say: `<kind>:<slug>:<locale>` (only real sheets and reference pages carry it). */
  marker: string;
  /** Site path of the page rendered, below the base (`/en/venues/<slug>/print/`). */
  path: string;
  /** The page's built HTML file. */
  html: string;
  /** dist/pdf/<name>.pdf */
  out: string;
  key?: string;
  /** sha256 of the HTML the key was computed from: the page served must be exactly that. */
  htmlSha?: string;
}

/** What one job cost: `ms` is the time its tab spent on it (null: reused from the cache). */
export interface JobCost {
  name: string;
  /** `venue:<slug>`, `ruleset:<id>` or `site` (scripts/lib/shard.ts). */
  unit: string;
  ms: number | null;
  bytes: number;
}

export interface PdfReport {
  total: number;
  rendered: number;
  reused: number;
  ms: number;
  files: string[];
  /** Chromium tabs used. */
  tabs: number;
  jobs: JobCost[];
}

/**
 * How many tabs render at once (PDFs and preview images): env `HEFEN_RENDER_TABS`, else the machine's
 * cores (at least 2: a tab waits on the server and the fonts part of the time). Each tab holds one page
 * (~50–150 MB in Chromium), so this bounds the step's memory.
 */
export function renderTabs(): number {
  const env = process.env.HEFEN_RENDER_TABS;
  if (env !== undefined && env !== '') {
    const n = Number(env);
    if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`HEFEN_RENDER_TABS=${env}: a whole number of tabs, 1 to 64`);
    return n;
  }
  return Math.max(2, availableParallelism());
}

export class PdfCheckError extends Error {
  constructor(problems: string[]) {
    super(`PDF checks failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'PdfCheckError';
  }
}

/**
 * Every PDF the built site gets: the venue sheets found in dist/, and the ruleset reference pages —
 * or only those of the venues / rulesets in `only` (`--pdf-only`).
 */
export function findJobs(dist: string, only: readonly string[] | null = null): PdfJob[] {
  const jobs: PdfJob[] = [];
  for (const locale of LOCALES) {
    const venuesDir = join(dist, locale, 'venues');
    const pages = [
      ...(existsSync(venuesDir) ? readdirSync(venuesDir).sort().map((slug) => `${locale}/venues/${slug}/print/index.html`) : []),
      ...rulesets.map(({ id }) => `${locale}/${id}/index.html`),
    ];
    for (const page of pages) {
      const job = jobOfPage(dist, page, only);
      if (job) jobs.push(job);
    }
  }
  return jobs;
}

/**
 * The PDF job of a page of dist/ (its path below it: `en/venues/<slug>/print/index.html`,
 * `en/<ruleset>/index.html`), or null: not a sheet or reference page, not there, a redirect, or not
 * in `only`.
 */
export function jobOfPage(dist: string, page: string, only: readonly string[] | null = null): PdfJob | null {
  const parts = page.split('/');
  const locale = parts[0];
  if (!(LOCALES as readonly string[]).includes(locale)) return null;
  const venue = parts.length === 5 && parts[1] === 'venues' && parts[3] === 'print' && parts[4] === 'index.html';
  const ruleset = parts.length === 3 && parts[2] === 'index.html' && rulesets.some((r) => r.id === parts[1]);
  if (!venue && !ruleset) return null;
  const slug = parts[venue ? 2 : 1];
  if (only && !only.includes(slug)) return null;
  const html = join(dist, ...parts);
  if (!existsSync(html)) return null;
  const name = `${slug}.${locale}`;
  const out = join(dist, 'pdf', `${name}.pdf`);
  if (ruleset) return { name, kind: 'ruleset', slug, locale, marker: `ruleset:${slug}:${locale}`, path: `/${locale}/${slug}/`, html, out };
  // A renamed venue's old sheet address (formerSlugs) is a redirect page, not a sheet.
  if (/<meta http-equiv="refresh"/.test(readFileSync(html, 'utf8'))) return null;
  return { name, kind: 'venue', slug, locale, marker: `venue:${slug}:${locale}`, path: `/${locale}/venues/${slug}/print/`, html, out };
}

/** The cache key of a job: its HTML, the stylesheets and images it links, the options and the browser. `base`: the site's base path. */
export function jobKey(job: PdfJob, dist: string, browser: string, base = '/', glyphs: GlyphSources = new Map()): string {
  const { key, htmlSha } = pageKey([RENDERER_VERSION, JSON.stringify(PDF_OPTIONS), browser], job.html, dist, base, glyphs);
  job.htmlSha = htmlSha;
  return key;
}

/** Pages of a PDF written by Chromium (its page objects are not compressed). */
export function countPdfPages(pdf: Uint8Array): number {
  return (Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

export interface RenderOptions {
  root?: string;
  dist?: string;
  cacheDir?: string;
  concurrency?: number;
  log?: (line: string) => void;
  /** Only the PDFs of these venue slugs / ruleset ids (default: env HEFEN_PDF_ONLY, else every PDF). */
  only?: readonly string[] | null;
  /** The build lock (default: `build.lock` beside the cache folder, i.e. `.cache/build.lock`). */
  lockFile?: string;
  /** Only this shard's share (default: env HEFEN_SHARD, set by `npm run build -- --shard i/n`). */
  shard?: Shard | null;
  /** Called with the jobs to render, after their keys are computed and before Chromium loads them (tests change dist/ here). */
  beforeRender?: (jobs: readonly PdfJob[]) => void | Promise<void>;
  /** The tabs to render in (scripts/build.ts shares one pool between the images and the PDFs); default: a pool of the step's own. */
  pool?: RenderPool;
  /**
   * The pages as the site step writes them (scripts/lib/page-feed.ts): the step renders each sheet and
   * reference page as it comes, and looks for the rest in dist/ once the feed has ended. Needs `base`.
   */
  feed?: Pick<PageFeed, 'batches'>;
  /** The site's base path (default: read from the built root page, which a feed has not written yet). */
  base?: string;
  /**
   * At its end the step checks that every PDF link and image of the pages resolves and removes
   * dist/.incomplete (default). `false`: the caller does that once its other steps are done (the build,
   * whose preview images are rendered at the same time).
   */
  siteCheck?: boolean;
}

/** Why the page loaded is not the page `job` prints, or null: HTTP 200, the HTML its key hashed, its marker. */
async function wrongPage(page: Page, response: HTTPResponse | null, job: PdfJob): Promise<string | null> {
  if (!response) return 'no HTTP response';
  if (response.status() !== 200) return `HTTP ${response.status()} ${response.statusText()}`.trim();
  if (servedSha(response) !== job.htmlSha) return `the page served is not ${relative(process.cwd(), job.html)} as the cache key read it (dist/ changed during the PDF step?)`;
  const marks = await page.evaluate(() => [...document.querySelectorAll('[data-pdf-page]')].map((e) => e.getAttribute('data-pdf-page')));
  if (marks.length !== 1 || marks[0] !== job.marker)
    return `not the ${job.kind === 'venue' ? 'venue sheet' : 'reference page'} "${job.marker}": its data-pdf-page is ${marks.length ? marks.map((m) => `"${m}"`).join(', ') : 'missing'}`;
  return null;
}

export async function renderPdfs(opts: RenderOptions = {}): Promise<PdfReport> {
  const cacheDir = opts.cacheDir ?? join(opts.root ?? ROOT, '.cache', 'pdf');
  findRenderBrowser(); // a missing browser fails before anything is locked or touched
  const lock = acquireBuildLock(opts.lockFile ?? join(dirname(cacheDir), 'build.lock'), { log: opts.log });
  try {
    return await renderLocked(opts);
  } finally {
    lock.release();
  }
}

/** renderPdfs, the build lock held. */
async function renderLocked(opts: RenderOptions): Promise<PdfReport> {
  const t0 = performance.now();
  const root = opts.root ?? ROOT;
  const dist = opts.dist ?? join(root, 'dist');
  const cacheDir = opts.cacheDir ?? join(root, '.cache', 'pdf');
  const log = opts.log ?? ((l: string) => console.log(l));
  if (!opts.feed && !existsSync(join(dist, 'index.html'))) throw new Error(`${relative(root, dist) || dist}/ has no built site: run astro build first`);

  const browserPath = findRenderBrowser();
  const stamp = chromiumStamp(browserPath);
  const only = opts.only !== undefined ? opts.only : pdfOnly();
  const shard = opts.shard !== undefined ? opts.shard : envShard();
  const checkOnly = (all: readonly PdfJob[]) => {
    const unknown = (only ?? []).filter((n) => !all.some((j) => j.name.startsWith(`${n}.`)));
    if (unknown.length) throw new Error(`--pdf-only / HEFEN_PDF_ONLY: no venue sheet or ruleset page "${unknown.join('", "')}" in ${relative(root, dist) || dist}/`);
  };
  let all: PdfJob[] | null = null;
  if (!opts.feed) {
    all = findJobs(dist, only);
    checkOnly(all);
  }
  markIncomplete(
    dist,
    `The PDF step (scripts/pdf.ts) started and has not finished: ${all ? `${all.filter((j) => inShard(pdfUnit(j), shard)).length} PDFs` : 'the PDFs of the pages as the site step writes them'} to write into dist/pdf/.`,
  );
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(join(dist, 'pdf'), { recursive: true });
  removeTemporaryFiles(cacheDir);
  removeTemporaryFiles(join(dist, 'pdf'));
  const base = opts.base ?? builtAddress(dist).base;
  const glyphs = loadGlyphSources(root);
  /** Every job of this run (this shard's), by name, in the order they came. */
  const taken = new Map<string, PdfJob>();
  /** The jobs whose PDF is in the cache, checked, and its size (the bytes stay on disk, not in memory). */
  const ready = new Map<string, number>();
  const todo: PdfJob[] = [];
  /** What a job costs, for the order the tabs take them in: its page's size (a reference page is the largest). */
  const cost = new Map<PdfJob, number>();
  const problems: string[] = [];
  const spent = new Map<string, number>();
  /** The PDFs rendered in this run, already written into dist/pdf/. */
  const published = new Set<string>();
  const tabs = opts.pool?.tabs ?? Math.max(1, opts.concurrency ?? renderTabs());
  let own: RenderPool | null = null;
  let words: PdfWordsReader | null = null;
  const runs: Promise<{ job: PdfJob; error: unknown }[]>[] = [];
  /** One PDF: loaded, checked, printed, checked as printed; kept only when every check passed. */
  const render = async (tab: Tab, job: PdfJob) => {
    const mine: string[] = [];
    const started = performance.now();
    const { page } = tab;
    try {
      await tab.prepare('print', job.kind === 'venue' ? SHEET_VIEWPORT : PDF_VIEWPORT);
      const response = await page.goto(pool().server.url(job.path), { waitUntil: 'load', timeout: 60_000 });
      const wrong = await wrongPage(page, response, job);
      if (wrong) {
        mine.push(`${job.path}: ${wrong} — not printed, nothing cached`);
        return;
      }
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // What the page could not load (a stylesheet, font or image outside the base): its PDF would be
      // unstyled, so the page and size checks below would only report false problems.
      const missing = tab.missing;
      if (missing.length) {
        mine.push(
          `${job.path}: the page could not load ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` (+${missing.length - 3})` : ''} — served under the base ${pool().server.base}, a link without it breaks`,
        );
        return;
      }
      // A venue sheet is checked as it prints (scripts/lib/sheet-check.ts): laid out at the
      // printable width first, then in the PDF's word boxes.
      const sheet = await page.evaluate(readSheetSpec);
      let layout: LayoutReport | undefined;
      if (sheet) {
        await tab.setViewport(sheetViewport(sheet.margins));
        layout = await page.evaluate(measureLayout);
        mine.push(...sheetMessages(sheet, job.path, checkLayout(layout, sheet), layout));
      }
      const pdf = await page.pdf(PDF_OPTIONS);
      // The fixes of a sheet that prints too long: what its layout showed the venue file put on it.
      if (sheet) {
        const pages = await words!.words(pdf);
        mine.push(...sheetMessages(sheet, job.path, checkPrint(pages, sheet, layout), layout, sheet.maxPages ? overBy(pages, sheet)?.lines : undefined));
      }
      // Kept only when its checks passed: written atomically, with its size and sha256, and published
      // at once (a step that fails later removes every PDF of its jobs from dist/pdf/ again).
      if (mine.length === 0) {
        await storeEntryAsync(cacheDir, job.key!, job.name, pdf);
        await writeFileAtomicAsync(job.out, pdf);
        ready.set(job.name, pdf.byteLength);
        published.add(job.name);
      }
      spent.set(job.name, performance.now() - started);
    } finally {
      problems.push(...mine);
    }
  };
  /** Jobs found: keyed, looked up in the cache, and those it lacks handed to the tabs (they render while more come). */
  const take = async (jobs: readonly PdfJob[]) => {
    const fresh: PdfJob[] = [];
    for (const j of jobs) {
      if (taken.has(j.name) || !inShard(pdfUnit(j), shard)) continue;
      taken.set(j.name, j);
      j.key = jobKey(j, dist, stamp, base, glyphs);
      // Reuse only entries that check out; a damaged one is reported, removed and rendered again.
      const entry = readEntry(cacheDir, j.key);
      if (entry.state === 'hit') {
        ready.set(j.name, entry.data.byteLength);
        continue;
      }
      if (entry.state === 'bad') {
        log(`PDF cache: the entry of ${j.name} (.cache/pdf/${j.key}.pdf) is damaged — ${entry.reason}; rendering it again`);
        removeEntry(cacheDir, j.key);
      }
      fresh.push(j);
      cost.set(j, statSync(j.html).size);
    }
    if (!fresh.length) return;
    todo.push(...fresh);
    if (!opts.feed) await opts.beforeRender?.(fresh);
    if (!opts.pool && !own) own = await openRenderPool({ dist, base, browserPath, cacheRoot: dirname(cacheDir), tabs });
    words ??= new PdfWordsReader(tabs);
    // The costliest first (a ruleset's reference page prints several pages for a sheet's one or two).
    runs.push(pool().run(fresh, render, (j) => cost.get(j) ?? 0));
  };
  const pool = () => opts.pool ?? own!;
  try {
    if (opts.feed) {
      // The pages as the site step writes them; then, the site step over, every page in dist/ (a page
      // the feed did not carry is rendered now).
      for await (const pages of opts.feed.batches())
        await take(pages.map((p) => jobOfPage(dist, p, only)).filter((j): j is PdfJob => j !== null));
      all = findJobs(dist, only);
      checkOnly(all);
      await take(all);
    } else await take(all!);
    for (const { job, error } of (await Promise.all(runs)).flat()) problems.push(`${job.path}: the PDF step stopped: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    (words as PdfWordsReader | null)?.close();
    await (own as RenderPool | null)?.close();
  }
  // In the site's order (the report's and the shard record's), whatever order the pages came in.
  const jobs = all!.filter((j) => inShard(pdfUnit(j), shard)).map((j) => taken.get(j.name)!);
  if (opts.feed) {
    // A page read while the site step was writing must be what dist/ holds now that it is done.
    for (const j of jobs) if (sha256(readFileSync(j.html)) !== j.htmlSha) problems.push(`${j.path}: its page changed after the PDF step read it (dist/ changed during the build?) — nothing cached`);
    const kept = new Set(jobs.map((j) => j.name));
    for (const name of taken.keys()) if (!kept.has(name)) problems.push(`${taken.get(name)!.path}: its page left dist/ during the build — nothing cached`);
  }
  if (problems.length) {
    // Nothing of a failed step is kept or published: its new entries go, and its jobs' PDFs leave
    // dist/pdf/ (the marker stays: the build says the site is incomplete).
    for (const j of todo) removeEntry(cacheDir, j.key!);
    for (const j of jobs) rmSync(j.out, { force: true });
    throw new PdfCheckError(problems);
  }

  // Publish the verified bytes of the reused PDFs into dist/pdf/ (atomically; the rendered ones are
  // there already), and forget cache entries no job uses any more (not after a partial run).
  await publishEntries(
    cacheDir,
    jobs.filter((j) => !published.has(j.name)).map((j) => [j.key!, j.out] as const),
  );
  // A shard's cache may be shared with the other shards' runs (one machine running them all): kept.
  if (!only && !shard) pruneEntries(cacheDir, new Set(jobs.map((j) => j.key!)));
  const names = new Set(jobs.map((j) => `${j.name}.pdf`));
  for (const f of readdirSync(join(dist, 'pdf'))) if (!names.has(f)) rmSync(join(dist, 'pdf', f), { force: true });
  if (shard && shard.count > 1) {
    // Its share only: the other shards' PDFs are missing until the merge (scripts/merge-shards.ts).
    writeShardRecord(dist, shard, { pdfs: [...names] });
    markIncomplete(dist, `Shard ${shard.index}/${shard.count} of a sharded build: ${jobs.length} of ${all!.length} PDFs. Merge every shard's dist/ with npm run build:merge; a shard is never published.`);
  } else if (opts.siteCheck !== false) {
    // Every PDF a page links is there (a page linking one no job wrote leaves the site incomplete), and
    // every image the pages name (the preview images, written before this step).
    checkSiteFiles(dist);
    clearIncomplete(dist);
  }

  const ms = performance.now() - t0;
  const report: PdfReport = {
    total: jobs.length,
    rendered: todo.length,
    reused: jobs.length - todo.length,
    ms,
    files: jobs.map((j) => j.out),
    tabs,
    jobs: jobs.map((j) => ({ name: j.name, unit: pdfUnit(j), ms: spent.get(j.name) ?? null, bytes: ready.get(j.name)! })),
  };
  log(`PDF: ${report.rendered} rendered, ${report.reused} reused from .cache/pdf (${report.total} in dist/pdf/${shard && shard.count > 1 ? `, shard ${shard.index}/${shard.count}` : ''}) in ${(ms / 1000).toFixed(1)} s, ${todo.length ? Math.min(tabs, todo.length) : 0} tabs`);
  return report;
}

// `node scripts/pdf.ts`: render the PDFs of an existing dist/.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = join(ROOT, 'dist');
  exitOnSignals(() => (isIncomplete(dist) ? incompleteNow(dist) : 'dist/ was not changed.'));
  renderPdfs().then(
    () => process.exit(0),
    (e: unknown) => {
      if (e instanceof BuildLockedError) {
        console.error(`\nThe PDF step did not start: ${e.message}\n`);
        process.exit(LOCKED_EXIT_CODE);
      }
      const known = e instanceof ChromiumMissingError || e instanceof PdfCheckError || e instanceof IncompleteSiteError;
      console.error(known ? e.message : e);
      if (!(e instanceof IncompleteSiteError) && isIncomplete(dist)) console.error(`\n${incompleteNow(dist)}`);
      process.exit(1);
    },
  );
}
