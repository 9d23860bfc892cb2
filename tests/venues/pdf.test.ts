/**
 * The PDFs `npm run build` writes into dist/pdf/: one per venue sheet and language, one per ruleset
 * reference page and locale. Each is A4 (±1 pt), tagged, with an outline, fonts embedded, text
 * selectable; venue sheets take at most two pages, their Hindi text extracts as correct Devanagari,
 * and their QR code (pdftoppm → PNG → pngjs → jsQR) decodes to the venue's short address in that
 * language, which redirects to the guide in that language — or, when dist/ was built without a public
 * address (no SITE_URL: the shipped placeholder), no QR code is printed and the preview mark is (the
 * fixture build, built with an address, decodes its sheets' QR codes). A rebuild with no change renders no PDF.
 *
 * Needs Chromium (PDFs) and poppler-utils (pdfinfo, pdffonts, pdftotext, pdftoppm). The site and its
 * PDFs are built, when missing, by the global setup (tests/fixture/global-setup.ts) before any test
 * file runs — never here, while other files read dist/. The cache test runs on a copy of dist/ and
 * .cache/pdf/. Skipped, with a message, only when Chromium is absent and env CI is not set: in CI these
 * tests always run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/config.ts';
import { rulesets } from '../../src/rules/index.ts';
import { readVenues } from '../../src/venues/files.ts';
import { findChromium, chromiumOrNull } from '../../scripts/lib/chromium.ts';
import { dist, readPage, root } from '../site/dist.mjs';
import { builtAddress } from '../../scripts/lib/built-address.ts';
import { flatten } from '../../src/i18n/check.ts';
import { resources } from '../../src/i18n/resources.ts';
import { pdfQr } from './qr.ts';

const chromium = chromiumOrNull();
const SKIP = !chromium && !process.env.CI;
if (SKIP)
  console.warn(
    'PDF tests skipped: no Chromium found (install it: apt-get install chromium, or set PUPPETEER_EXECUTABLE_PATH). In CI (env CI set) they run and fail instead.',
  );

/** A4 in PostScript points: 210 × 297 mm. */
const A4 = { w: (210 / 25.4) * 72, h: (297 / 25.4) * 72 };
/** Phrases of the Hindi pages that must come out of the PDF intact (not broken or re-ordered). */
const HINDI = {
  venue: ['जीत की शर्त', 'नियमों का संस्करण', 'जुआ सख़्त मना है'],
  riichi: ['रीची में जीत के लिए'],
  'hong-kong': ['हांगकांग ओल्ड स्टाइल'],
  'taiwan-club': ['ताइवानी क्लब'],
} as const;

const venues = readVenues(root);
interface Pdf {
  name: string;
  kind: 'venue' | 'ruleset';
  slug: string;
  locale: (typeof LOCALES)[number];
  file: string;
}
const pdfs: Pdf[] = [
  ...venues.flatMap((v) => v.languages.map((locale) => ({ name: `${v.slug}.${locale}`, kind: 'venue' as const, slug: v.slug, locale }))),
  ...rulesets.flatMap(({ id }) => LOCALES.map((locale) => ({ name: `${id}.${locale}`, kind: 'ruleset' as const, slug: id, locale }))),
].map((p) => ({ ...p, file: join(dist, 'pdf', `${p.name}.pdf`) }));

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The PDFs are there: the global setup builds them before the tests (a test must not rebuild dist/ others read). */
function expectPdfs(): void {
  const missing = pdfs.filter((p) => !existsSync(p.file)).map((p) => `pdf/${p.name}.pdf`);
  if (missing.length)
    throw new Error(`dist/ lacks ${missing.length} PDFs (${missing.slice(0, 3).join(', ')}…): the global setup (tests/fixture/global-setup.ts) builds them before the tests; or run npm run build`);
}

/** A folder of this file's own (a copy of dist/ and the cache for the rebuild test). */
const tmp = mkdtempSync(join(tmpdir(), 'hefen-pdf-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));


describe.skipIf(SKIP)('PDFs in dist/pdf/', () => {
  beforeAll(() => {
    expectPdfs();
  });

  it('exist: one per venue sheet and language, one per ruleset and locale — and nothing else', () => {
    for (const p of pdfs) expect(existsSync(p.file), p.file).toBe(true);
    const listed = readdirNames(join(dist, 'pdf'));
    expect(listed.sort()).toEqual(pdfs.map((p) => `${p.name}.pdf`).sort());
  });

  describe.each(pdfs.map((p) => [p.name, p] as const))('%s', (_name, p) => {
    let info = '';
    beforeAll(() => {
      info = run('pdfinfo', [p.file]);
    });

    it('is A4 (±1 pt), tagged, with an outline', () => {
      const m = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
      expect(Math.abs(Number(m[1]) - A4.w)).toBeLessThanOrEqual(1);
      expect(Math.abs(Number(m[2]) - A4.h)).toBeLessThanOrEqual(1);
      expect(info).toMatch(/Tagged:\s+yes/);
      expect(readFileSync(p.file).toString('latin1')).toMatch(/\/Outlines\s+\d+\s+0\s+R/);
    });

    if (p.kind === 'venue')
      it('is one sheet: at most 2 pages', () => {
        expect(Number(/Pages:\s+(\d+)/.exec(info)![1])).toBeLessThanOrEqual(2);
      });

    it('embeds every font (no Type 3)', () => {
      const rows = run('pdffonts', [p.file]).trim().split('\n').slice(2);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const cols = row.trim().split(/\s+/);
        // name type… encoding emb sub uni object ID: "emb" is the 5th column from the end
        expect(cols.at(-5), row).toBe('yes');
        expect(row).not.toMatch(/Type 3/);
      }
    });

    it('has selectable text in its language', () => {
      const txt = run('pdftotext', ['-enc', 'UTF-8', p.file, '-']);
      const venue = venues.find((v) => v.slug === p.slug);
      if (venue) expect(txt).toContain(venue.name[p.locale]);
      // The "no gambling" line is on the sheets of venues that keep scoringOnly (the default).
      const phrases = HINDI[p.kind === 'venue' ? 'venue' : (p.slug as keyof typeof HINDI)].filter((x) => venue?.scoringOnly !== false || x !== 'जुआ सख़्त मना है');
      if (p.locale === 'hi') for (const phrase of phrases) expect(txt).toContain(phrase);
      if (p.locale === 'hi') expect(txt).toMatch(/[\u0900-\u097f]{3}/);
    });

    it('ends no page with a heading: each has at least two lines of what it heads under it on its page', () => {
      const html = p.kind === 'venue' ? readPage(p.locale, 'venues', p.slug, 'print') : readPage(p.locale, p.slug);
      const headings = new Set([...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => oneLine(htmlText(m[2]))));
      const pages = run('pdftotext', ['-layout', '-enc', 'UTF-8', p.file, '-']).split('\f').filter((page) => page.trim() !== '');
      const stranded: string[] = [];
      pages.slice(0, -1).forEach((page, i) => {
        const foot = page.split('\n').map(oneLine).filter(Boolean).slice(-2);
        for (const line of foot) if (headings.has(line)) stranded.push(`page ${i + 1} of ${pages.length} ends with the heading "${line}"${line === foot[0] ? ` and one line: "${foot[1]}"` : ''}`);
      });
      expect(stranded).toEqual([]);
    });

    if (p.kind === 'venue')
      it('has a QR code that decodes to the short address of the guide in this language — or, without a public address, the preview mark', () => {
        const address = builtAddress(dist);
        const code = pdfQr(p.file);
        if (address.placeholder) {
          expect(code, 'a QR code to a placeholder address').toBeNull();
          const ui = flatten(resources[p.locale].ui);
          const txt = txtOf(p.file).replace(/\s+/g, ' ');
          expect(txt).toContain(ui.get('venue.sheet.preview'));
          expect(txt).not.toContain(new URL(address.href).host);
          return;
        }
        expect(code, 'no QR code found').not.toBeNull();
        const url = new URL(code!);
        const { base } = address;
        expect(url.pathname).toBe(`${base}v/${p.slug}/${p.locale}/`);
        // The same site as the guide's canonical address, and the short address leads to that guide.
        const guide = readPage(p.locale, 'venues', p.slug);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(guide)![1];
        expect(url.origin).toBe(new URL(canonical).origin);
        expect(readPage('v', p.slug, p.locale)).toContain(`url=${base}${p.locale}/venues/${p.slug}/"`);
        expect(txtOf(p.file)).toContain(`${url.host}/v/`);
      });
  });

  it('a rebuild with no change renders no PDF (content-hash cache) — on a copy of dist/ and the cache', async () => {
    const { renderPdfs } = await import('../../scripts/pdf.ts');
    const copy = join(tmp, 'rebuild');
    cpSync(dist, join(copy, 'dist'), { recursive: true });
    if (existsSync(join(root, '.cache', 'pdf'))) cpSync(join(root, '.cache', 'pdf'), join(copy, '.cache', 'pdf'), { recursive: true });
    const opts = { root: copy, only: null, log: () => {} };
    await renderPdfs(opts); // fills the cache if dist/ was built elsewhere
    const again = await renderPdfs(opts);
    expect(again.rendered).toBe(0);
    expect(again.reused).toBe(pdfs.length);
  }, 600_000);
});

describe('--pdf-only <slug> (HEFEN_PDF_ONLY)', () => {
  it('renders only the PDFs of those venues or rulesets, and the pages link only those', async () => {
    const { findJobs } = await import('../../scripts/pdf.ts');
    const { pdfEnabled } = await import('../../src/lib/pdf.ts');
    const [v] = venues;
    const only = findJobs(dist, [v.slug, 'riichi']);
    expect(only.map((j) => j.name).sort()).toEqual([...v.languages.map((l) => `${v.slug}.${l}`), ...LOCALES.map((l) => `riichi.${l}`)].sort());
    const saved = { only: process.env.HEFEN_PDF_ONLY, no: process.env.HEFEN_NO_PDF };
    try {
      delete process.env.HEFEN_NO_PDF;
      process.env.HEFEN_PDF_ONLY = v.slug;
      expect([pdfEnabled(v.slug), pdfEnabled('riichi'), pdfEnabled()]).toEqual([true, false, false]);
      delete process.env.HEFEN_PDF_ONLY;
      expect([pdfEnabled(v.slug), pdfEnabled()]).toEqual([true, true]);
    } finally {
      for (const [k, x] of [['HEFEN_PDF_ONLY', saved.only], ['HEFEN_NO_PDF', saved.no]] as const)
        if (x === undefined) delete process.env[k];
        else process.env[k] = x;
    }
  });
});

describe('without Chromium', () => {
  it('the build stops at once with how to install it or skip PDFs, not a stack trace', () => {
    const r = spawnSync(process.execPath, ['scripts/build.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: '/nonexistent/chromium', HEFEN_NO_PDF: '' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('apt-get install chromium');
    expect(r.stderr).toContain('PUPPETEER_EXECUTABLE_PATH');
    expect(r.stderr).toContain('--no-pdf');
    expect(r.stderr).toContain('HEFEN_NO_PDF=1');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
  it('findChromium names every place it looked', () => {
    expect(() => findChromium({}, [])).toThrow(/apt-get install chromium/);
  });
});

function readdirNames(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Text on one line, its runs of white space as one space. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
/** The text of an HTML fragment: tags dropped, the entities the pages use decoded. */
function htmlText(fragment: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };
  return fragment
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(parseInt(e.slice(e[1] === 'x' || e[1] === 'X' ? 2 : 1), e[1] === 'x' || e[1] === 'X' ? 16 : 10)) : (entities[e] ?? m),
    );
}

function txtOf(file: string): string {
  return run('pdftotext', ['-enc', 'UTF-8', file, '-']);
}
