/**
 * PDFs of the built site (run by scripts/build.ts after `astro build`, or alone: `node scripts/pdf.ts`):
 *   dist/pdf/<venue>.<locale>.pdf    each venue's A4 sheet (`/<locale>/venues/<venue>/print/`)
 *   dist/pdf/<ruleset>.<locale>.pdf  each ruleset's reference page (`/<locale>/<ruleset>/`)
 * A4 (`@page { size: A4 }`), fonts embedded, text selectable, tagged, with an outline. One Chromium,
 * several tabs in parallel, the pages served from dist/ on 127.0.0.1 and a free port.
 *
 * Cache: a PDF is rendered again only when its input changed. The key hashes the page's HTML, the
 * stylesheets it links (fonts and images have content-hashed names inside them), the PDF options and
 * the browser; the PDF is kept in `.cache/pdf/<key>.pdf` (outside dist/) and copied into dist/pdf/.
 * A rebuild with no change renders none. Entries no longer used are removed.
 *
 * `HEFEN_PDF_ONLY=<slug>[,…]` (build option `--pdf-only <slug>`) renders only those venues' / rulesets' PDFs.
 *
 * Venue sheets are checked while rendered, as they print (scripts/lib/sheet-check.ts): laid out at the
 * printable width, nothing wider than the page, the CSS sizes (`data-min-*-pt`) and the payment table on
 * page 1; in the PDF's word boxes (pdftotext), at most `data-max-pages` pages, every word inside the
 * margins and printed at its size (not shrunk to fit). A sheet that breaks one fails the build, naming
 * its venue file and the fix.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../src/i18n/config.ts';
import { rulesets } from '../src/rules/index.ts';
import { pdfOnly } from '../src/lib/pdf.ts';
import { CHROMIUM_ARGS, ChromiumMissingError, chromiumStamp, findChromium } from './lib/chromium.ts';
import { serveStatic } from './lib/static-server.ts';
import { checkLayout, checkPrint, measureLayout, pdfWords, printableBoxPx, readSheetSpec, sheetMessages } from './lib/sheet-check.ts';

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

export interface PdfJob {
  /** `demo-mahjong-club.hi` */
  name: string;
  kind: 'venue' | 'ruleset';
  /** Site path of the page rendered. */
  path: string;
  /** The page's built HTML file. */
  html: string;
  /** dist/pdf/<name>.pdf */
  out: string;
  key?: string;
}

export interface PdfReport {
  total: number;
  rendered: number;
  reused: number;
  ms: number;
  files: string[];
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
  const outDir = join(dist, 'pdf');
  for (const locale of LOCALES) {
    const venuesDir = join(dist, locale, 'venues');
    if (existsSync(venuesDir)) {
      for (const slug of readdirSync(venuesDir).sort()) {
        const html = join(venuesDir, slug, 'print', 'index.html');
        if (!existsSync(html) || (only && !only.includes(slug))) continue;
        const name = `${slug}.${locale}`;
        jobs.push({ name, kind: 'venue', path: `/${locale}/venues/${slug}/print/`, html, out: join(outDir, `${name}.pdf`) });
      }
    }
    for (const { id } of rulesets) {
      const html = join(dist, locale, id, 'index.html');
      if (!existsSync(html) || (only && !only.includes(id))) continue;
      const name = `${id}.${locale}`;
      jobs.push({ name, kind: 'ruleset', path: `/${locale}/${id}/`, html, out: join(outDir, `${name}.pdf`) });
    }
  }
  return jobs;
}

/** The cache key of a job: its HTML, the stylesheets it links, the options and the browser. */
export function jobKey(job: PdfJob, dist: string, browser: string): string {
  const h = createHash('sha256');
  h.update(RENDERER_VERSION).update('\0').update(JSON.stringify(PDF_OPTIONS)).update('\0').update(browser).update('\0');
  const html = readFileSync(job.html);
  h.update(html);
  for (const m of html.toString('utf8').matchAll(/<link[^>]+href="(\/[^"]+\.css)"/g)) {
    const file = join(dist, m[1]);
    h.update('\0').update(m[1]).update('\0');
    if (existsSync(file)) h.update(readFileSync(file));
  }
  return h.digest('hex').slice(0, 32);
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
}

export async function renderPdfs(opts: RenderOptions = {}): Promise<PdfReport> {
  const t0 = performance.now();
  const root = opts.root ?? ROOT;
  const dist = opts.dist ?? join(root, 'dist');
  const cacheDir = opts.cacheDir ?? join(root, '.cache', 'pdf');
  const log = opts.log ?? ((l: string) => console.log(l));
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${relative(root, dist) || dist}/ has no built site: run astro build first`);

  const browserPath = findChromium();
  const stamp = chromiumStamp(browserPath);
  const only = opts.only !== undefined ? opts.only : pdfOnly();
  const jobs = findJobs(dist, only);
  const unknown = (only ?? []).filter((n) => !jobs.some((j) => j.name.startsWith(`${n}.`)));
  if (unknown.length) throw new Error(`--pdf-only / HEFEN_PDF_ONLY: no venue sheet or ruleset page "${unknown.join('", "')}" in ${relative(root, dist) || dist}/`);
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(join(dist, 'pdf'), { recursive: true });
  for (const j of jobs) j.key = jobKey(j, dist, stamp);
  const todo = jobs.filter((j) => !existsSync(join(cacheDir, `${j.key}.pdf`)));

  const problems: string[] = [];
  if (todo.length) {
    const puppeteer = (await import('puppeteer-core')).default;
    const server = await serveStatic(dist);
    const browser = await puppeteer.launch({ executablePath: browserPath, args: CHROMIUM_ARGS, headless: true });
    try {
      const queue = [...todo];
      const workers = Math.max(1, Math.min(opts.concurrency ?? Math.max(2, availableParallelism()), queue.length));
      await Promise.all(
        Array.from({ length: workers }, async () => {
          const page = await browser.newPage();
          try {
            for (let job = queue.shift(); job; job = queue.shift()) {
              await page.emulateMediaType('print');
              await page.goto(server.origin + job.path, { waitUntil: 'load', timeout: 60_000 });
              await page.evaluate(() => document.fonts.ready.then(() => undefined));
              // A venue sheet is checked as it prints (scripts/lib/sheet-check.ts): laid out at the
              // printable width first, then in the PDF's word boxes.
              const sheet = await page.evaluate(readSheetSpec);
              if (sheet) {
                const box = printableBoxPx(sheet);
                await page.setViewport({ width: Math.floor(box.width), height: Math.ceil(box.height) });
                problems.push(...sheetMessages(sheet, job.path, checkLayout(await page.evaluate(measureLayout), sheet)));
              }
              const pdf = await page.pdf(PDF_OPTIONS);
              if (sheet) problems.push(...sheetMessages(sheet, job.path, checkPrint(pdfWords(pdf), sheet)));
              writeFileSync(join(cacheDir, `${job.key}.pdf`), pdf);
            }
          } finally {
            await page.close();
          }
        }),
      );
    } finally {
      await browser.close();
      await server.close();
    }
  }
  if (problems.length) {
    for (const j of todo) rmSync(join(cacheDir, `${j.key}.pdf`), { force: true });
    throw new PdfCheckError(problems);
  }

  // Copy into dist/pdf/, and forget cache entries no job uses any more (not after a partial run).
  const keep = new Set(jobs.map((j) => `${j.key}.pdf`));
  for (const j of jobs) copyFileSync(join(cacheDir, `${j.key}.pdf`), j.out);
  if (!only) for (const f of readdirSync(cacheDir)) if (f.endsWith('.pdf') && !keep.has(f)) rmSync(join(cacheDir, f), { force: true });
  const names = new Set(jobs.map((j) => `${j.name}.pdf`));
  for (const f of readdirSync(join(dist, 'pdf'))) if (!names.has(f)) rmSync(join(dist, 'pdf', f), { force: true });

  const ms = performance.now() - t0;
  const report = { total: jobs.length, rendered: todo.length, reused: jobs.length - todo.length, ms, files: jobs.map((j) => j.out) };
  log(`PDF: ${report.rendered} rendered, ${report.reused} reused from .cache/pdf (${report.total} in dist/pdf/) in ${(ms / 1000).toFixed(1)} s`);
  return report;
}

// `node scripts/pdf.ts`: render the PDFs of an existing dist/.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  renderPdfs().catch((e: unknown) => {
    console.error(e instanceof ChromiumMissingError || e instanceof PdfCheckError ? e.message : e);
    process.exit(1);
  });
}
