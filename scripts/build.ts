/**
 * `npm run build`: `astro build` (in a process of its own, scripts/site-build.ts, so its memory is
 * freed when it is done), and from its first pages on the preview images (scripts/preview.ts) into
 * dist/og/ and the PDFs (scripts/pdf.ts) into dist/pdf/ — in one pool of Chromium tabs
 * (scripts/lib/render-pool.ts) that takes each page as Astro writes it (scripts/lib/page-feed.ts),
 * both skipped with --no-pdf — and after the site step, meanwhile, the search index
 * (scripts/search-index.ts, dist/pagefind/) and one service worker per locale (scripts/service-worker.ts,
 * dist/<locale>/sw.js).
 *   npm run build -- --no-pdf   or   HEFEN_NO_PDF=1 npm run build   — no PDFs (and no links to them)
 *   npm run build -- --pdf-only <slug>[,<slug>…]   or   HEFEN_PDF_ONLY=<slug> — only the PDFs of those
 *     venues (or rulesets), and links to those only
 *   npm run build -- --shard <i>/<n>   — the whole site, but only share i of n of the PDFs and preview
 *     images (scripts/lib/shard.ts); its dist/ stays marked incomplete (dist/.incomplete, dist/.shard) and
 *     is never published: `npm run build:merge -- <dir>…` (scripts/merge-shards.ts) merges the n shards.
 *     With --pdf-only, the share of those venues' PDFs (and of every image).
 * At the end it prints what each venue cost (pages, PDFs, images, seconds; scripts/lib/build-report.ts)
 * and writes it to .cache/build-report.json. `HEFEN_RENDER_TABS=<n>`: Chromium tabs rendering at once.
 * Chromium (and pdftotext, which the sheet checks read the PDFs with) is looked up before the site is
 * built, so a missing tool fails at once with the fix.
 * The last lines say the site's public address (SITE_URL or `site`, base path included) — or that it
 * has none, and that the sheets and PDFs then carry a preview mark instead of QR codes.
 *
 * One build at a time per working tree: the build holds `.cache/build.lock` (scripts/lib/lock.ts); a
 * second build stops at once, naming the first (exit status 75), and a stale lock (its build was killed)
 * is taken over. dist/.incomplete (scripts/lib/dist-check.ts) is written before dist/ is emptied and
 * removed only when the site, its PDFs, every `/pdf/` link of its pages and every image their heads name
 * (preview images, icons) are there: a build that fails
 * or is interrupted leaves it, exits non-zero and says the site in dist/ is not to be published.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChromiumMissingError, findRenderBrowser } from './lib/chromium.ts';
import { builtAddress } from './lib/built-address.ts';
import { addressNotice } from '../src/lib/address.ts';
import { checkSiteFiles, clearIncomplete, INCOMPLETE_MARKER, IncompleteSiteError, incompleteNow, isIncomplete, markIncomplete } from './lib/dist-check.ts';
import { acquireBuildLock, BuildLockedError, buildLockFile, LOCKED_EXIT_CODE } from './lib/lock.ts';
import { exitOnSignals } from './lib/signals.ts';
import { assertPdftotext } from './lib/sheet-check.ts';
import { parseShard, SHARD_MARKER, SHARD_USAGE, type Shard } from './lib/shard.ts';
import { costReport, formatCostReport, pagesPerUnit } from './lib/build-report.ts';
import { ownCpuSeconds } from './lib/proc-cpu.ts';
import { PageFeed } from './lib/page-feed.ts';
import type { RenderPool } from './lib/render-pool.ts';
import type { JobCost } from './pdf.ts';
import type { SiteStepError, SiteStepMessage } from './site-build.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
// Always a production build: run from the tests (vitest sets NODE_ENV=test), Vite would otherwise bundle
// Preact's development hooks into the calculator (+8 KB, over its size budget).
process.env.NODE_ENV = 'production';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const USAGE = 'usage: npm run build [-- --no-pdf | --pdf-only <venue slug or ruleset id>[,…] | --shard <i>/<n>]';

const args = process.argv.slice(2);
let pdfOnly: string | undefined;
let shard: Shard | null = null;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--shard' || a.startsWith('--shard=')) {
    try {
      shard = parseShard(a === '--shard' ? args[++i] : a.slice('--shard='.length));
    } catch (e) {
      console.error(`${(e as Error).message}\n${USAGE}`);
      process.exit(2);
    }
  } else if (a === '--pdf-only' || a.startsWith('--pdf-only=')) {
    pdfOnly = a === '--pdf-only' ? args[++i] : a.slice('--pdf-only='.length);
    if (!pdfOnly || pdfOnly.startsWith('--')) {
      console.error(`--pdf-only needs a venue slug or a ruleset id. ${USAGE}`);
      process.exit(2);
    }
  } else if (a !== '--no-pdf') {
    console.error(`Unknown option "${a}". ${USAGE}`);
    process.exit(2);
  }
}
const noPdf = args.includes('--no-pdf') || process.env.HEFEN_NO_PDF === '1';
if (noPdf && (pdfOnly || process.env.HEFEN_PDF_ONLY)) {
  console.error(`--no-pdf and --pdf-only (HEFEN_PDF_ONLY) exclude each other. ${USAGE}`);
  process.exit(2);
}
if (shard && noPdf) {
  console.error(`--shard renders a share of the PDFs and images: not with --no-pdf. ${SHARD_USAGE}`);
  process.exit(2);
}
if (shard && shard.count > 1) process.env.HEFEN_SHARD = `${shard.index}/${shard.count}`;
else delete process.env.HEFEN_SHARD;
const sharded = !!shard && shard.count > 1;
// The pages read them: without PDFs they link to none; with --pdf-only, only to those written.
if (noPdf) process.env.HEFEN_NO_PDF = '1';
if (pdfOnly) process.env.HEFEN_PDF_ONLY = pdfOnly;

function fail(e: unknown): never {
  if (e instanceof BuildLockedError) {
    console.error(`\nThe build did not start: ${e.message}\n`);
    process.exit(LOCKED_EXIT_CODE);
  }
  if (e instanceof ChromiumMissingError || e instanceof IncompleteSiteError || (e instanceof Error && e.name === 'PreviewCheckError')) console.error(`\n${e.message}\n`);
  else if (e instanceof Error) {
    const { hint, loc } = e as { hint?: string; loc?: { file?: string } };
    const where = loc?.file ? `\n  in ${loc.file}` : '';
    console.error(`\nBuild failed: ${e.message.replace(/\*\*/g, "")}${where}${hint ? `\n${hint}` : ''}\n`);
    if (process.env.DEBUG) console.error(e.stack);
  } else console.error('\nBuild failed:', e);
  if (!(e instanceof IncompleteSiteError) && isIncomplete(dist)) console.error(`${incompleteNow(dist)}\n`);
  process.exit(1);
}

/** Empty dist/ as Astro would, but keep the marker (Astro is told not to: vite.build.emptyOutDir). */
function emptyDist(): void {
  mkdirSync(dist, { recursive: true });
  for (const entry of readdirSync(dist)) if (entry !== INCOMPLETE_MARKER) rmSync(join(dist, entry), { recursive: true, force: true, maxRetries: 3 });
}

/**
 * `astro build` in a process of its own (scripts/site-build.ts): what Astro holds is freed before
 * Chromium renders. Its error comes back as it was thrown, for `fail` to report. It tells the base path
 * (`onBase`) and each page as soon as it is written (`feed`: the render steps start on them at once).
 * Resolves with the CPU seconds the process spent.
 */
async function siteStep(feed: PageFeed | null, onBase: (base: string) => void): Promise<number | null> {
  const before = { all: ownCpuSeconds(), self: ownCpuSeconds({ children: false }) };
  const child = spawn(process.execPath, [join(root, 'scripts', 'site-build.ts')], { cwd: root, env: process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let error: SiteStepError | undefined;
  child.on('message', (m: SiteStepMessage) => {
    if ('page' in m) feed?.push(m.page);
    else if ('base' in m) onBase(m.base);
    else if ('error' in m) error = m.error;
  });
  const status = await new Promise<number | string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 1));
  });
  if (status === 0) {
    const all = ownCpuSeconds();
    const self = ownCpuSeconds({ children: false });
    // The reaped child's seconds: this process's children's total moved by them alone.
    return all === null || self === null || before.all === null || before.self === null ? null : all - before.all - (self - before.self);
  }
  if (!error) throw new Error(`the site step (astro build, scripts/site-build.ts) stopped: ${typeof status === 'string' ? status : `exit status ${status}`}`);
  throw Object.assign(new Error(error.message), { name: error.name, hint: error.hint, loc: error.loc, stack: error.stack });
}

const t0 = performance.now();
try {
  if (!noPdf) {
    findRenderBrowser();
    assertPdftotext();
  }
  const lock = acquireBuildLock(buildLockFile(root), { command: `npm run build${args.length ? ` -- ${args.join(' ')}` : ''}` });
  exitOnSignals(() => incompleteNow(dist));
  mkdirSync(dist, { recursive: true });
  markIncomplete(dist, `npm run build (pid ${process.pid}) started and has not finished.`);
  emptyDist();
  // The preview images and the PDFs in one pool of Chromium tabs (scripts/lib/render-pool.ts): both
  // steps' jobs in one queue, the costliest first, so the cores stay busy to the end. They start on
  // the pages as the site step writes them (scripts/lib/page-feed.ts), on the core Astro leaves free.
  const feed = noPdf ? null : new PageFeed();
  let previewLine = 'preview images skipped (--no-pdf: the pages show the icon)';
  let previewJobs: JobCost[] = [];
  let pdfJobs: JobCost[] = [];
  const tabs = { previews: 0, pdfs: 0 };
  const ms = { previews: 0, pdfs: 0, render: 0, afterSite: 0 };
  let pdfLine = 'PDFs skipped (--no-pdf / HEFEN_NO_PDF=1)';
  /** CPU seconds of the render's Chromium (every process of it), read before it closes. */
  let renderCpu: number | null = 0;
  let rendering: Promise<void> = Promise.resolve();
  let beforeClose: { all: number | null; self: number | null } | null = null;
  /** Images and PDFs done while the site step was still writing pages. */
  let duringSite = 0;
  let pool: RenderPool | null = null;
  let siteDone = false;
  let gotBase: (base: string) => void = () => undefined;
  const base = new Promise<string>((resolve) => (gotBase = resolve));
  if (feed) {
    const { renderPreviews } = await import('./preview.ts');
    const { renderPdfs, renderTabs } = await import('./pdf.ts');
    const { openRenderPool } = await import('./lib/render-pool.ts');
    rendering = (async () => {
      const b = await base;
      const r0 = performance.now();
      pool = await openRenderPool({ dist, base: b, browserPath: findRenderBrowser(), cacheRoot: join(root, '.cache'), tabs: renderTabs() });
      // One tab fewer while the site step runs: Astro takes a core, and its memory (over a GB at a
      // thousand venues) and a tab's (a few hundred MB) would otherwise be held at once by one more.
      if (!siteDone) pool.limit(pool.tabs - 1);
      let steps;
      try {
        steps = await Promise.allSettled([renderPreviews({ root, pool, keepPages: true, siteCheck: false, feed, base: b }), renderPdfs({ root, pool, siteCheck: false, feed, base: b })] as const);
        renderCpu = pool.cpuSeconds();
        // Closing reaps Chromium, whose seconds would then count twice in this process's children's.
        beforeClose = { all: ownCpuSeconds(), self: ownCpuSeconds({ children: false }) };
      } finally {
        await pool.close();
      }
      // From the site step's first page (the tabs had nothing to do before it).
      ms.render = performance.now() - Math.max(r0, feed.firstAt ?? r0);
      const [images, pdfs] = steps;
      if (images.status === 'rejected') throw images.reason;
      if (pdfs.status === 'rejected') throw pdfs.reason;
      const p = images.value;
      const r = pdfs.value;
      previewLine = `preview images ${(p.ms / 1000).toFixed(1)} s (${p.rendered} rendered, ${p.reused} reused, ${p.total} in dist/og/, ${(p.bytes / 1024).toFixed(0)} KB)`;
      previewJobs = p.jobs;
      tabs.previews = p.tabs;
      ms.previews = p.ms;
      pdfLine = `PDFs ${(r.ms / 1000).toFixed(1)} s (${r.rendered} rendered, ${r.reused} reused)`;
      pdfJobs = r.jobs;
      tabs.pdfs = r.tabs;
      ms.pdfs = r.ms;
    })();
    // A render step that fails while the site step runs is reported when the site step is done.
    rendering.catch(() => undefined);
  }
  let siteCpu: number | null;
  try {
    siteCpu = await siteStep(feed, gotBase);
    siteDone = true;
    (pool as RenderPool | null)?.limit(Infinity);
    feed?.end();
  } catch (e) {
    feed?.fail(e);
    gotBase('/');
    await rendering.catch(() => undefined);
    throw e;
  }
  const t1 = performance.now();
  duringSite = (pool as RenderPool | null)?.completed ?? 0;
  if (feed) {
    // The render was served under the base the site step told; the built root page must say the same.
    const built = builtAddress(dist).base;
    if (built !== (await base)) throw new Error(`the site step said the base path is ${await base}, its root page says ${built}`);
  }
  if (!existsSync(join(dist, INCOMPLETE_MARKER))) markIncomplete(dist, `npm run build (pid ${process.pid}): the site is built, the PDFs not yet.`);
  const pages = pagesPerUnit(dist);
  // The search index and the service workers read the pages only (no PDF, no image): they are made
  // while Chromium renders (it prints no page that needs them: a page printed or previewed registers no
  // worker and loads no search code), and the preview pages leave dist/ only once both are done.
  const { buildSearchIndex } = await import('./search-index.ts');
  const { buildServiceWorkers } = await import('./service-worker.ts');
  const index = (async () => {
    const search = await buildSearchIndex({ root, dist });
    const sw = await buildServiceWorkers({ dist, cacheDir: join(root, '.cache', 'service-worker') });
    return { search, sw };
  })();
  // The score command as one bundle (scripts/score-bundle.mjs), which `npm run score` runs while the
  // sources are as they were: made with the site, meanwhile. One that cannot be made leaves the
  // command on its sources (as right, a little slower), with a warning.
  const bundled = (async () => {
    const { makeScoreBundle } = await import('./score-bundle.mjs');
    const t = performance.now();
    try {
      const files = await makeScoreBundle();
      return `score command bundled from ${files} files in ${((performance.now() - t) / 1000).toFixed(1)} s.`;
    } catch (e) {
      return `warning: the score command was not bundled (npm run score runs from its sources): ${e instanceof Error ? e.message : String(e)}`;
    }
  })();
  rendering = rendering.then(() => void (ms.afterSite = performance.now() - t1));
  const [made, rendered] = await Promise.allSettled([index, rendering]);
  if (made.status === 'rejected') throw made.reason;
  if (rendered.status === 'rejected') throw rendered.reason;
  const { search, sw } = made.value;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Search index: ${search.records} records in ${(search.ms / 1000).toFixed(1)} s. Service workers in ${(sw.ms / 1000).toFixed(1)} s, precache per locale: ` +
      sw.workers.map((w) => `${w.locale} ${w.files.length} files (${w.pages} pages), ${kb(w.bytes)} (${kb(w.gzipBytes)} gzip)`).join('; '),
  );
  console.log(await bundled);
  // The preview pages are done with: unlisted, they are not published.
  rmSync(join(dist, (await import('./preview.ts')).PREVIEW_PAGES), { recursive: true, force: true });
  if (sharded) {
    // A shard's share only: dist/.incomplete stays (scripts/pdf.ts wrote why), dist/.shard says what it holds.
    if (!existsSync(join(dist, SHARD_MARKER))) throw new Error(`shard ${shard!.index}/${shard!.count}: dist/${SHARD_MARKER} was not written`);
  } else {
    // The last word: no page links a PDF or names an image that is not there.
    checkSiteFiles(dist);
    clearIncomplete(dist);
  }
  lock.release();
  const t2 = performance.now();
  // This process's CPU since the site step: its children's until Chromium closed, its own after.
  const closed = beforeClose as { all: number | null; self: number | null } | null;
  const endCpu = closed ? (closed.all === null || closed.self === null ? null : closed.all + (ownCpuSeconds({ children: false })! - closed.self)) : ownCpuSeconds();
  const report = costReport({
    cpu: {
      site: siteCpu,
      render: siteCpu === null || endCpu === null || renderCpu === null ? null : endCpu - siteCpu + renderCpu,
      browser: renderCpu,
    },
    dist,
    shard: sharded ? `${shard!.index}/${shard!.count}` : null,
    pages,
    ms: { total: t2 - t0, site: t1 - t0, previews: ms.previews, pdfs: ms.pdfs, render: ms.render, renderAfterSite: ms.afterSite, index: search.ms + sw.ms },
    duringSite,
    pdfs: pdfJobs,
    images: previewJobs,
    tabs,
  });
  const reportFile = join(root, '.cache', 'build-report.json');
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  if (!noPdf) console.log(formatCostReport(report, '.cache/build-report.json').join('\n'));
  console.log(
    `Build done in ${((t2 - t0) / 1000).toFixed(1)} s: site ${((t1 - t0) / 1000).toFixed(1)} s` +
      (noPdf
        ? `, then search index and service workers ${((search.ms + sw.ms) / 1000).toFixed(1)} s.`
        : `; images and PDFs in ${(ms.render / 1000).toFixed(1)} s from the site step's first pages (${duringSite} done during the site step, then ${(ms.afterSite / 1000).toFixed(1)} s): ${previewLine} and ${pdfLine}; after the site step, meanwhile, search index and service workers ${((search.ms + sw.ms) / 1000).toFixed(1)} s.`),
  );
  if (sharded)
    console.log(
      `\nShard ${shard!.index}/${shard!.count}: dist/ holds the whole site but only this shard's PDFs and images; it is marked incomplete and must not be published. Merge all ${shard!.count} shards: npm run build:merge -- <dir of each shard's dist>…`,
    );
  const notice = addressNotice(builtAddress(join(root, 'dist')));
  if (notice.level === 'warn') console.warn(`\n⚠  ${notice.text}\n`);
  else console.log(notice.text);
  process.exit(0);
} catch (e) {
  fail(e);
}
