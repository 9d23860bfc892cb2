/**
 * Preview images of the built site (run by scripts/build.ts after `astro build`, before the PDFs): the
 * 1200×630 PNGs a shared link shows —
 *   dist/og/<locale>/venues/<slug>.png   each venue guide (and its sheet, short addresses and redirects)
 *   dist/og/<locale>/<ruleset>.png       each ruleset reference page (and its calculator)
 *   dist/og/<locale>/site.png            the home, venue list, about and glossary pages, and the root
 * Each is a screenshot of its preview page (`/preview/<locale>/<target>/`, src/pages/preview/), in the
 * page's language and script with the site's own fonts, taken by the build's Chromium (one browser,
 * several tabs, dist/ served on 127.0.0.1 under the site's base, as for the PDFs).
 *
 * Cache: the PDFs' (scripts/lib/pdf-cache.ts), in `.cache/preview/`: the key hashes the preview page's
 * HTML, the stylesheets and images it links (fonts have content-hashed names inside them), the
 * viewport and the browser; entries are written atomically and verified (size, sha256, a whole PNG)
 * before reuse. A rebuild with no change renders none. An image is kept only when its page answered
 * HTTP 200 with the very HTML the key read, carries the mark `data-preview-image` naming that image,
 * loaded every file it links, and the screenshot is a 1200×630 PNG.
 *
 * Then the preview pages leave dist/ (they are unlisted; nothing links them), and every `og:image` of
 * the pages must find its PNG in dist/ at the size the page declares (scripts/lib/dist-check.ts): the
 * build fails otherwise, naming the images, and dist/.incomplete stays. The step holds the build lock.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HTTPResponse, Page, Viewport } from 'puppeteer-core';
import { PREVIEW_SIZE } from '../src/lib/share.ts';
import { chromiumStamp, findRenderBrowser } from './lib/chromium.ts';
import type { PageFeed } from './lib/page-feed.ts';
import { openRenderPool, servedSha, type RenderPool, type Tab } from './lib/render-pool.ts';
import { checkImageLinks, markIncomplete } from './lib/dist-check.ts';
import { acquireBuildLock } from './lib/lock.ts';
import { PNG, loadGlyphSources, pageKey, pngSize, pruneEntries, readEntry, removeEntry, removeTemporaryFiles, sha256, publishEntries, storeEntryAsync, writeFileAtomicAsync } from './lib/pdf-cache.ts';
import { builtAddress } from './lib/built-address.ts';
import { envShard, imageUnit, inShard, writeShardRecord, type Shard } from './lib/shard.ts';
import { renderTabs, type JobCost } from './pdf.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Bump to render every image again after a change to this script's rendering. */
const RENDERER_VERSION = 'preview-v1';
const VIEWPORT: Viewport = { width: PREVIEW_SIZE.width, height: PREVIEW_SIZE.height, deviceScaleFactor: 1 };
/** The folder of the preview pages in dist/ (src/pages/preview/), removed after the step. */
export const PREVIEW_PAGES = 'preview';

export interface PreviewJob {
  /** The image's path below the base: `og/hi/venues/demo-mahjong-club.png`. */
  image: string;
  /** Site path of the preview page, below the base (`/preview/hi/venues/demo-mahjong-club/`). */
  path: string;
  html: string;
  /** dist/<image> */
  out: string;
  key?: string;
  htmlSha?: string;
}

export interface PreviewReport {
  total: number;
  rendered: number;
  reused: number;
  /** Bytes of the images in dist/og/. */
  bytes: number;
  ms: number;
  tabs: number;
  jobs: JobCost[];
}

export class PreviewCheckError extends Error {
  constructor(problems: string[]) {
    super(`Preview images failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'PreviewCheckError';
  }
}

/** The mark on a preview page's root: the path (below the base) of the image it is the picture of. */
function markOf(html: string): string | null {
  return /\bdata-preview-image="([^"]+)"/.exec(html)?.[1]?.replace(/^\//, '') ?? null;
}

/** Every preview page of the built site (dist/preview/**\/index.html) with the image it makes. */
export function findPreviewJobs(dist: string): PreviewJob[] {
  const dir = join(dist, PREVIEW_PAGES);
  if (!existsSync(dir)) return [];
  const jobs: PreviewJob[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || e.name !== 'index.html') continue;
    jobs.push(previewJobOf(dist, relative(dist, join(e.parentPath, e.name)).split('\\').join('/'))!);
  }
  return jobs.sort((a, b) => a.image.localeCompare(b.image));
}

/** The preview job of a page of dist/ (its path below it: `preview/en/site/index.html`), or null: not a preview page. */
export function previewJobOf(dist: string, page: string): PreviewJob | null {
  if (!page.startsWith(`${PREVIEW_PAGES}/`) || !page.endsWith('/index.html')) return null;
  const html = join(dist, ...page.split('/'));
  const image = markOf(readFileSync(html, 'utf8'));
  if (!image) throw new Error(`${page}: a preview page without its data-preview-image mark`);
  return { image, path: `/${page.slice(0, -'index.html'.length)}`, html, out: join(dist, image) };
}

/** Why the page loaded is not the preview of `job`, or null: HTTP 200, the HTML its key hashed, its mark. */
async function wrongPage(page: Page, response: HTTPResponse | null, job: PreviewJob): Promise<string | null> {
  if (!response) return 'no HTTP response';
  if (response.status() !== 200) return `HTTP ${response.status()} ${response.statusText()}`.trim();
  if (servedSha(response) !== job.htmlSha) return 'the page served is not the one the cache key read (dist/ changed during the step?)';
  const marks = await page.evaluate(() => [...document.querySelectorAll('[data-preview-image]')].map((e) => e.getAttribute('data-preview-image')));
  if (marks.length !== 1 || marks[0]?.replace(/^\//, '') !== job.image) return `not the preview of ${job.image}: its data-preview-image is ${marks.join(', ') || 'missing'}`;
  return null;
}

export interface PreviewOptions {
  root?: string;
  dist?: string;
  cacheDir?: string;
  concurrency?: number;
  log?: (line: string) => void;
  /** Only this shard's share (default: env HEFEN_SHARD). */
  shard?: Shard | null;
  /** The tabs to render in (scripts/build.ts shares one pool with the PDFs); default: a pool of the step's own. */
  pool?: RenderPool;
  /** Leave the preview pages in dist/ (the build removes them once its search index has read the site). */
  keepPages?: boolean;
  /** At its end the step checks that every og:image of the pages is there (default); `false`: the caller does (the build, in its last check of the site). */
  siteCheck?: boolean;
  /** The pages as the site step writes them (scripts/lib/page-feed.ts): each preview page is taken as it comes. Needs `base`. */
  feed?: Pick<PageFeed, 'batches'>;
  /** The site's base path (default: read from the built root page, which a feed has not written yet). */
  base?: string;
}

export async function renderPreviews(opts: PreviewOptions = {}): Promise<PreviewReport> {
  const root = opts.root ?? ROOT;
  const cacheDir = opts.cacheDir ?? join(root, '.cache', 'preview');
  findRenderBrowser(); // a missing browser fails before anything is locked or touched
  const lock = acquireBuildLock(join(dirname(cacheDir), 'build.lock'), { log: opts.log });
  try {
    return await renderLocked({ ...opts, root, cacheDir });
  } finally {
    lock.release();
  }
}

async function renderLocked(opts: PreviewOptions & { root: string; cacheDir: string }): Promise<PreviewReport> {
  const t0 = performance.now();
  const { root, cacheDir } = opts;
  const dist = opts.dist ?? join(root, 'dist');
  const log = opts.log ?? ((l: string) => console.log(l));
  if (!opts.feed && !existsSync(join(dist, 'index.html'))) throw new Error(`${relative(root, dist) || dist}/ has no built site: run astro build first`);
  const shard = opts.shard !== undefined ? opts.shard : envShard();
  const none = () =>
    new Error(
      `${relative(root, dist) || dist}/${PREVIEW_PAGES}/ holds no preview page: build the site with npm run build (not --no-pdf; the build removes the preview pages once their images are taken)`,
    );
  let all: PreviewJob[] | null = null;
  if (!opts.feed) {
    all = findPreviewJobs(dist);
    if (all.length === 0) throw none();
  }
  markIncomplete(
    dist,
    `The preview step (scripts/preview.ts) started and has not finished: ${all ? `${all.filter((j) => inShard(imageUnit(j.image), shard)).length} images` : 'the images of the preview pages as the site step writes them'} to write into dist/og/.`,
  );
  const browserPath = findRenderBrowser();
  const stamp = chromiumStamp(browserPath);
  const base = opts.base ?? builtAddress(dist).base;
  mkdirSync(cacheDir, { recursive: true });
  removeTemporaryFiles(cacheDir);
  const glyphs = loadGlyphSources(root);
  /** Every job of this run (this shard's), by image, in the order they came. */
  const taken = new Map<string, PreviewJob>();
  /** The jobs whose image is in the cache, checked, and its size (the bytes stay on disk, not in memory). */
  const ready = new Map<string, number>();
  const todo: PreviewJob[] = [];
  /** What a job costs, for the order the tabs take them in: its page's size. */
  const cost = new Map<PreviewJob, number>();
  const problems: string[] = [];
  const spent = new Map<string, number>();
  /** The images rendered in this run, already written into dist/og/. */
  const published = new Set<string>();
  const tabs = opts.pool?.tabs ?? Math.max(1, opts.concurrency ?? renderTabs());
  let own: RenderPool | null = null;
  const pool = () => opts.pool ?? own!;
  const runs: Promise<{ job: PreviewJob; error: unknown }[]>[] = [];
  const render = async (tab: Tab, job: PreviewJob) => {
    const started = performance.now();
    const { page } = tab;
    await tab.prepare('screen', VIEWPORT);
    const response = await page.goto(pool().server.url(job.path), { waitUntil: 'load', timeout: 60_000 });
    const wrong = await wrongPage(page, response, job);
    if (wrong) {
      problems.push(`${job.path}: ${wrong} — no image taken, nothing cached`);
      return;
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // What the page could not load (a stylesheet, font or image outside the base): its picture would be wrong.
    const missing = tab.missing;
    if (missing.length) {
      problems.push(`${job.path}: the page could not load ${missing.slice(0, 3).join(', ')} — served under the base ${pool().server.base}, a link without it breaks`);
      return;
    }
    // The card is the viewport: nothing beyond it to capture (the same pixels, no resize of the page).
    const png = await tab.screenshot(VIEWPORT);
    const size = pngSize(png);
    if (!size || size.width !== VIEWPORT.width || size.height !== VIEWPORT.height) {
      problems.push(`${job.path}: the screenshot is ${size ? `${size.width}×${size.height}` : 'not a PNG'}, not ${VIEWPORT.width}×${VIEWPORT.height}`);
      return;
    }
    // Cached, and published at once (a step that fails later removes dist/og/ again).
    await storeEntryAsync(cacheDir, job.key!, job.image, png, PNG);
    await mkdir(dirname(job.out), { recursive: true });
    await writeFileAtomicAsync(job.out, png);
    ready.set(job.image, png.byteLength);
    published.add(job.image);
    spent.set(job.image, performance.now() - started);
  };
  /** Jobs found: keyed, looked up in the cache, and those it lacks handed to the tabs (they render while more come). */
  const take = async (jobs: readonly PreviewJob[]) => {
    const fresh: PreviewJob[] = [];
    for (const j of jobs) {
      if (taken.has(j.image) || !inShard(imageUnit(j.image), shard)) continue;
      taken.set(j.image, j);
      Object.assign(j, pageKey([RENDERER_VERSION, JSON.stringify(VIEWPORT), stamp], j.html, dist, base, glyphs));
      // Reuse only entries that check out; a damaged one is reported, removed and rendered again.
      const entry = readEntry(cacheDir, j.key!, PNG);
      if (entry.state === 'hit') {
        ready.set(j.image, entry.data.byteLength);
        continue;
      }
      if (entry.state === 'bad') {
        log(`Preview cache: the entry of ${j.image} (.cache/preview/${j.key}.png) is damaged — ${entry.reason}; rendering it again`);
        removeEntry(cacheDir, j.key!, PNG);
      }
      fresh.push(j);
      cost.set(j, statSync(j.html).size);
    }
    if (!fresh.length) return;
    todo.push(...fresh);
    if (!opts.pool && !own) own = await openRenderPool({ dist, base, browserPath, cacheRoot: dirname(cacheDir), tabs });
    runs.push(pool().run(fresh, render, (j) => cost.get(j) ?? 0));
  };
  try {
    if (opts.feed) {
      // The preview pages as the site step writes them; then, the site step over, every one in dist/.
      for await (const pages of opts.feed.batches())
        await take(pages.map((p) => previewJobOf(dist, p)).filter((j): j is PreviewJob => j !== null));
      all = findPreviewJobs(dist);
      if (all.length === 0) throw none();
      await take(all);
    } else await take(all!);
    for (const { job, error } of (await Promise.all(runs)).flat()) problems.push(`${job.path}: the preview step stopped: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await (own as RenderPool | null)?.close();
  }
  // In the site's order, whatever order the pages came in.
  const jobs = all!.filter((j) => inShard(imageUnit(j.image), shard)).map((j) => taken.get(j.image)!);
  if (opts.feed) {
    // A page read while the site step was writing must be what dist/ holds now that it is done.
    for (const j of jobs) if (sha256(readFileSync(j.html)) !== j.htmlSha) problems.push(`${j.path}: its page changed after the preview step read it (dist/ changed during the build?) — nothing cached`);
    const kept = new Set(jobs.map((j) => j.image));
    for (const image of taken.keys()) if (!kept.has(image)) problems.push(`${taken.get(image)!.path}: its page left dist/ during the build — nothing cached`);
  }
  if (problems.length) {
    // Nothing of a failed step is kept or published (the marker stays: the site is incomplete).
    for (const j of todo) removeEntry(cacheDir, j.key!, PNG);
    rmSync(join(dist, 'og'), { recursive: true, force: true });
    throw new PreviewCheckError(problems);
  }

  // Publish the verified bytes of the reused images (atomically; the rendered ones are there already),
  // drop images no page makes any more and entries no job uses.
  const wanted = new Set(jobs.map((j) => j.out));
  if (existsSync(join(dist, 'og')))
    for (const e of readdirSync(join(dist, 'og'), { withFileTypes: true, recursive: true }))
      if (e.isFile() && !wanted.has(join(e.parentPath, e.name))) rmSync(join(e.parentPath, e.name), { force: true });
  const reused = jobs.filter((j) => !published.has(j.image));
  for (const j of reused) mkdirSync(dirname(j.out), { recursive: true });
  await publishEntries(cacheDir, reused.map((j) => [j.key!, j.out] as const), PNG);
  let bytes = 0;
  for (const j of jobs) bytes += statSync(j.out).size;
  // A shard's cache may be shared with the other shards' runs: kept.
  if (!shard) pruneEntries(cacheDir, new Set(jobs.map((j) => j.key!)));
  // The preview pages are done with: unlisted, they are not published.
  if (!opts.keepPages) rmSync(join(dist, PREVIEW_PAGES), { recursive: true, force: true });
  // Every og:image of the pages is there, whole, at its size — in a shard, only its share is.
  if (shard && shard.count > 1) writeShardRecord(dist, shard, { images: jobs.map((j) => j.image) });
  else if (opts.siteCheck !== false) checkImageLinks(dist);

  const ms = performance.now() - t0;
  const report: PreviewReport = {
    total: jobs.length,
    rendered: todo.length,
    reused: jobs.length - todo.length,
    bytes,
    ms,
    tabs,
    jobs: jobs.map((j) => ({ name: j.image, unit: imageUnit(j.image), ms: spent.get(j.image) ?? null, bytes: ready.get(j.image)! })),
  };
  log(
    `Preview images: ${report.rendered} rendered, ${report.reused} reused from .cache/preview (${report.total} in dist/og/, ${(bytes / 1024).toFixed(0)} KB) in ${(ms / 1000).toFixed(1)} s`,
  );
  return report;
}

// `node scripts/preview.ts`: the preview images of a dist/ that still has its preview pages (an
// `astro build` without the rest of npm run build).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  renderPreviews().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
