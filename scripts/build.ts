/**
 * `npm run build`: `astro build`, then the PDFs (scripts/pdf.ts) into dist/pdf/.
 *   npm run build -- --no-pdf   or   HEFEN_NO_PDF=1 npm run build   — no PDFs (and no links to them)
 *   npm run build -- --pdf-only <slug>[,<slug>…]   or   HEFEN_PDF_ONLY=<slug> — only the PDFs of those
 *     venues (or rulesets), and links to those only
 * Chromium (and pdftotext, which the sheet checks read the PDFs with) is looked up before the site is
 * built, so a missing tool fails at once with the fix.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChromiumMissingError, findChromium } from './lib/chromium.ts';
import { assertPdftotext } from './lib/sheet-check.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
// Always a production build: run from the tests (vitest sets NODE_ENV=test), Vite would otherwise bundle
// Preact's development hooks into the calculator (+8 KB, over its size budget).
process.env.NODE_ENV = 'production';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
  if (e instanceof ChromiumMissingError) console.error(`\n${e.message}\n`);
  else if (e instanceof Error) {
    const { hint, loc } = e as { hint?: string; loc?: { file?: string } };
    const where = loc?.file ? `\n  in ${loc.file}` : '';
    console.error(`\nBuild failed: ${e.message.replace(/\*\*/g, "")}${where}${hint ? `\n${hint}` : ''}\n`);
    if (process.env.DEBUG) console.error(e.stack);
  } else console.error('\nBuild failed:', e);
  process.exit(1);
}

const t0 = performance.now();
try {
  if (!noPdf) {
    findChromium();
    assertPdftotext();
  }
  const { build } = await import('astro');
  await build({ root, logLevel: 'info' });
  const t1 = performance.now();
  let pdfLine = 'PDFs skipped (--no-pdf / HEFEN_NO_PDF=1)';
  if (!noPdf) {
    const { renderPdfs } = await import('./pdf.ts');
    const r = await renderPdfs({ root });
    pdfLine = `PDFs ${(r.ms / 1000).toFixed(1)} s (${r.rendered} rendered, ${r.reused} reused)`;
  }
  const t2 = performance.now();
  console.log(`Build done in ${((t2 - t0) / 1000).toFixed(1)} s: site ${((t1 - t0) / 1000).toFixed(1)} s, ${pdfLine}.`);
  process.exit(0);
} catch (e) {
  fail(e);
}
