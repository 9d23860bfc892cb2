/**
 * `npm run build`: `astro build`, the search index (scripts/search-index.ts, dist/pagefind/), one
 * service worker per locale (scripts/service-worker.ts, dist/<locale>/sw.js), then the preview images
 * (scripts/preview.ts) into dist/og/ and the PDFs (scripts/pdf.ts) into dist/pdf/ — both with
 * Chromium, both skipped with --no-pdf.
 *   npm run build -- --no-pdf   or   HEFEN_NO_PDF=1 npm run build   — no PDFs (and no links to them)
 *   npm run build -- --pdf-only <slug>[,<slug>…]   or   HEFEN_PDF_ONLY=<slug> — only the PDFs of those
 *     venues (or rulesets), and links to those only
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
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChromiumMissingError, findChromium } from './lib/chromium.ts';
import { builtAddress } from './lib/built-address.ts';
import { addressNotice } from '../src/lib/address.ts';
import { checkSiteFiles, clearIncomplete, INCOMPLETE_MARKER, IncompleteSiteError, incompleteNow, isIncomplete, markIncomplete } from './lib/dist-check.ts';
import { acquireBuildLock, BuildLockedError, buildLockFile, LOCKED_EXIT_CODE } from './lib/lock.ts';
import { exitOnSignals } from './lib/signals.ts';
import { assertPdftotext } from './lib/sheet-check.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
// Always a production build: run from the tests (vitest sets NODE_ENV=test), Vite would otherwise bundle
// Preact's development hooks into the calculator (+8 KB, over its size budget).
process.env.NODE_ENV = 'production';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const USAGE = 'usage: npm run build [-- --no-pdf | --pdf-only <venue slug or ruleset id>[,…]]';

const args = process.argv.slice(2);
let pdfOnly: string | undefined;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--pdf-only' || a.startsWith('--pdf-only=')) {
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

const t0 = performance.now();
try {
  if (!noPdf) {
    findChromium();
    assertPdftotext();
  }
  const lock = acquireBuildLock(buildLockFile(root), { command: `npm run build${args.length ? ` -- ${args.join(' ')}` : ''}` });
  exitOnSignals(() => incompleteNow(dist));
  mkdirSync(dist, { recursive: true });
  markIncomplete(dist, `npm run build (pid ${process.pid}) started and has not finished.`);
  emptyDist();
  const { build } = await import('astro');
  await build({ root, logLevel: 'info', vite: { build: { emptyOutDir: false } } });
  if (!existsSync(join(dist, INCOMPLETE_MARKER))) markIncomplete(dist, `npm run build (pid ${process.pid}): the site is built, the PDFs not yet.`);
  const { buildSearchIndex } = await import('./search-index.ts');
  const search = await buildSearchIndex({ root, dist });
  const { buildServiceWorkers } = await import('./service-worker.ts');
  const sw = await buildServiceWorkers({ dist });
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Search index: ${search.records} records in ${(search.ms / 1000).toFixed(1)} s. Service workers in ${(sw.ms / 1000).toFixed(1)} s, precache per locale: ` +
      sw.workers.map((w) => `${w.locale} ${w.files.length} files (${w.pages} pages), ${kb(w.bytes)} (${kb(w.gzipBytes)} gzip)`).join('; '),
  );
  const t1 = performance.now();
  let previewLine = 'preview images skipped (--no-pdf: the pages show the icon)';
  let pdfLine = 'PDFs skipped (--no-pdf / HEFEN_NO_PDF=1)';
  if (!noPdf) {
    const { renderPreviews } = await import('./preview.ts');
    const p = await renderPreviews({ root });
    previewLine = `preview images ${(p.ms / 1000).toFixed(1)} s (${p.rendered} rendered, ${p.reused} reused, ${p.total} in dist/og/, ${(p.bytes / 1024).toFixed(0)} KB)`;
  }
  if (!noPdf) {
    const { renderPdfs } = await import('./pdf.ts');
    const r = await renderPdfs({ root });
    pdfLine = `PDFs ${(r.ms / 1000).toFixed(1)} s (${r.rendered} rendered, ${r.reused} reused)`;
  }
  // The last word: no page links a PDF or names an image that is not there.
  checkSiteFiles(dist);
  clearIncomplete(dist);
  lock.release();
  const t2 = performance.now();
  console.log(`Build done in ${((t2 - t0) / 1000).toFixed(1)} s: site ${((t1 - t0) / 1000).toFixed(1)} s, ${previewLine}, ${pdfLine}.`);
  const notice = addressNotice(builtAddress(join(root, 'dist')));
  if (notice.level === 'warn') console.warn(`\n⚠  ${notice.text}\n`);
  else console.log(notice.text);
  process.exit(0);
} catch (e) {
  fail(e);
}
