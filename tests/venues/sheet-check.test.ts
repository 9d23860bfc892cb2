/**
 * The checks of a printed sheet (scripts/lib/sheet-check.ts) can fail: on word boxes made up here (a
 * sheet shrunk to fit, a word past the margin, a glyph from a fallback font, a third page), on layout
 * reports made up here (too wide, cut off, small values, small key numbers, a payment table below
 * page 1), and end to end — a built sheet set at 14 pt, where the riichi tables are wider than A4 and
 * the payment table does not fit on page 1, fails the PDF step naming its venue file and the fixes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOX_RATIO,
  checkLayout,
  checkPrint,
  overBy,
  parseBboxLayout,
  pdfWords,
  PdfWordsReader,
  printedPt,
  builtSheetSpec,
  roomLeft,
  sheetFixes,
  sheetCssMargins,
  sheetLineHeight,
  sheetMessages,
  type LayoutReport,
  type PdfPage,
  type PdfWord,
  type SheetSpec,
} from '../../scripts/lib/sheet-check.ts';
import { chromiumOrNull } from '../../scripts/lib/chromium.ts';
import { cspHash } from '../../src/lib/csp.ts';
import { dist, ensureBuilt } from '../site/dist.mjs';

const MM = 72 / 25.4;
const spec = (over: Partial<SheetSpec> = {}): SheetSpec => ({
  venueFile: 'content/venues/test-club.yaml',
  maxPages: 2,
  fontPt: 10,
  minPt: 10,
  minValuePt: 11,
  minKeyPt: 16,
  columns: 2,
  descriptions: true,
  margins: { top: 9 * MM, right: 10 * MM, bottom: 9 * MM, left: 10 * MM },
  ...over,
});
/** A word of `pt` points at x, y (Latin: its box is 1.362 × pt high). */
const word = (text: string, pt: number, x = 40, y = 100, width = 30): PdfWord => ({
  text,
  xMin: x,
  yMin: y,
  xMax: x + width,
  yMax: y + pt * (/[\u4e00-\u9fff]/.test(text) ? BOX_RATIO.cjk : BOX_RATIO.text),
});
const page = (...words: PdfWord[]): PdfPage => ({ width: 594.96, height: 841.92, words });

describe('word boxes (pdftotext -bbox-layout)', () => {
  it('are parsed: pages, sizes, words with their boxes, entities decoded', () => {
    const xhtml = `<doc><page width="594.960000" height="841.920000"><flow><block><line>
      <word xMin="28.5" yMin="30.1" xMax="60.2" yMax="43.72">Koi&amp;Pond</word><word xMin="61" yMin="30.1" xMax="70" yMax="43.72">&lt;1&gt;</word>
      </line></block></flow></page><page width="594.960000" height="841.920000"></page></doc>`;
    const pages = parseBboxLayout(xhtml);
    expect(pages).toHaveLength(2);
    expect(pages[0].width).toBeCloseTo(594.96);
    expect(pages[0].words).toEqual([
      { text: 'Koi&Pond', xMin: 28.5, yMin: 30.1, xMax: 60.2, yMax: 43.72 },
      { text: '<1>', xMin: 61, yMin: 30.1, xMax: 70, yMax: 43.72 },
    ]);
    expect(pages[1].words).toEqual([]);
  });
  // The build reads each PDF's words through long-lived shells (PdfWordsReader): what it reads must be
  // what one pdftotext run gives, for the largest PDFs too (their output comes in many pipe chunks) and
  // for several PDFs one after another in the same shell.
  it.skipIf(!existsSync(join(dist, 'pdf')) && !process.env.CI)('are read by the build’s long-lived pdftotext shells as by one pdftotext run', async () => {
    const pdfs = readdirSync(join(dist, 'pdf'))
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => readFileSync(join(dist, 'pdf', f)))
      .sort((a, b) => b.length - a.length);
    expect(pdfs.length).toBeGreaterThan(1);
    const picked = [pdfs[0], pdfs[pdfs.length - 1], pdfs[1]];
    const reader = new PdfWordsReader(1);
    try {
      for (const pdf of picked) {
        const got = await reader.words(pdf);
        expect(got.length).toBeGreaterThan(0);
        expect(got).toEqual(pdfWords(pdf));
      }
    } finally {
      reader.close();
    }
  });
  it('give the size as printed: Noto Sans boxes are 1.362 × the size, Noto Sans TC / JP 1.448 ×', () => {
    expect(printedPt('Riichi', 13.62)).toBeCloseTo(10, 2);
    expect(printedPt('नियम', 13.62)).toBeCloseTo(10, 2);
    expect(printedPt('立直', 14.48)).toBeCloseTo(10, 2);
    // A word takes its first glyph's box: measured on a sheet with "Liability (包): yes" and "中.".
    expect(printedPt('(包):', 13.62)).toBeCloseTo(10, 2);
    expect(printedPt('中.', 14.48)).toBeCloseTo(10, 2);
    // The shipped koi-pond sheet before this check: set at 9 pt, boxes 9.46 pt high — printed at 6.9 pt.
    expect(printedPt('RULE', 9.46)).toBeCloseTo(6.95, 2);
  });
});

describe('checkPrint: the PDF as printed', () => {
  const fine = [page(word('Koi', 19, 40, 40), word('Riichi', 10), word('1', 11, 540, 120, 26), word('立直', 10, 100, 140)), page(word('han', 10))];
  it('passes a sheet printed at its sizes, inside the margins, on two pages', () => {
    expect(checkPrint(fine, spec())).toEqual([]);
  });
  it('fails a sheet shrunk to fit (the whole print scaled: body text smaller than set)', () => {
    const shrunk = fine.map((p) => ({ ...p, words: p.words.map((w) => ({ ...w, yMax: w.yMin + (w.yMax - w.yMin) * 0.77 })) }));
    const [problem, ...rest] = checkPrint(shrunk, spec());
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^text printed at 7\.7 pt, set at 10 pt \(below 10 pt\) — shrunk to fit/);
    expect(problem).toContain('"Riichi" 7.7 pt (page 1)');
    // Laid out wider than the page, it printed shrunk: the layout check said so, with its cause — no second problem here.
    expect(checkPrint(shrunk, spec(), { overflow: [{ what: 'the table under "Payments"', px: 174 }] })).toEqual([]);
  });
  it('fails text shrunk a little, still above the 10 pt minimum (a 12 pt sheet printed at 11 pt)', () => {
    const p = checkPrint([page(word('Riichi', 11))], spec({ fontPt: 12 }));
    expect(p).toEqual([expect.stringMatching(/^text printed at 11\.0 pt, set at 12 pt — shrunk to fit/)]);
  });
  it('fails a glyph printed in a fallback font (an arrow the shipped fonts lack: its box is smaller)', () => {
    expect(checkPrint([page({ text: '→', xMin: 40, yMin: 100, xMax: 50, yMax: 111.64 })], spec())[0]).toContain('"→" 8.5 pt');
  });
  it('fails a word past the right margin (the Indonesian dealer table, cut off) or the left one', () => {
    const right = checkPrint([page(word('masing-masing', 10, 540, 100, 40))], spec());
    expect(right).toEqual([expect.stringMatching(/^printed outside the printable area: "masing-masing" \(page 1\) 1[3-4]\.\d pt past the right margin$/)]);
    expect(checkPrint([page(word('x', 10, 20))], spec())[0]).toContain('past the left margin');
    // Text set flush right ends about 1 pt past the margin in Chromium's PDFs: within the tolerance.
    expect(checkPrint([page(word('faan', 11, 543.2, 100, 24.57))], spec())).toEqual([]);
  });
  it('fails a third page, saying how much must go', () => {
    // Lines 12 pt apart (10 pt, line height 1.2); a word's box (13.62 pt) stands 0.81 pt out below its line.
    // From the top margin (9 mm, 25.51 pt) to the foot of "more", 113.62 pt: 87.30 pt of lines, 30.8 mm, 7.3 lines.
    // Page 2 has far more room than that (the layout forced the break): all of it counts.
    expect(checkPrint([...fine, page(word('more', 10))], spec())).toEqual(['3 A4 pages, at most 2 allowed (about 31 mm too long: some 8 lines of 10 pt text must go)']);
    // One line of footer on page 3: 12.81 pt, one line.
    expect(checkPrint([...fine, page(word('Dibuat', 10, 40, 9 * MM))], spec())).toEqual(['3 A4 pages, at most 2 allowed (about 5 mm too long: one line of 10 pt text must go)']);
  });
  it('takes back the room a part kept whole left at the foot of the last page', () => {
    // Page 2 ends 30 pt above its foot (816.41 pt); four lines (a footer kept whole) moved to page 3:
    // 48 pt of lines, 30 of which fit on page 2 — 18 pt (6.4 mm, 1.5 lines) must go, not 48.
    const page2 = page(word('han', 10), word('x', 10, 40, 816.41 - 30 - 13.62));
    const footer = page(...[0, 1, 2, 3].map((k) => word(`line${k}`, 10, 40, 9 * MM + 12 * k)));
    expect(checkPrint([fine[0], page2, footer], spec())).toEqual(['3 A4 pages, at most 2 allowed (about 7 mm too long: some 2 lines of 10 pt text must go)']);
    // Hindi's lines are taller (line height 1.38: 13.8 pt): the same 18 pt is still two lines.
    expect(overBy([fine[0], page2, footer], spec({ marks: true }))).toEqual({ mm: 7, lines: 2 });
  });
});

describe('roomLeft: the room a sheet that fits has left (venue preview)', () => {
  // Margins of 9 mm (25.51 pt) on an A4 page 841.92 pt high: text may reach 816.41 pt.
  // Lines 12 pt apart at 10 pt (sheet.css: line height 1.2; Hindi's 1.38, 13.8 pt).
  it('is what lies below the last word of the last page, in mm and whole lines of its text', () => {
    // The last word, 10 pt at y 700, ends at 713.62 pt: 102.79 pt (36.3 mm) are left.
    const pages = [page(word('Koi', 19, 40, 40)), page(word('Riichi', 10), word('last', 10, 300, 700))];
    expect(roomLeft(pages, spec())).toEqual({ mm: 36, lines: 8 });
    // Hindi's taller lines (line height 1.38 at 10 pt): 7 of them.
    expect(roomLeft(pages, spec({ marks: true }))).toEqual({ mm: 36, lines: 7 });
  });
  it('counts an allowed page left unused whole (its body: 790.90 pt)', () => {
    // 702.79 pt below "Koi" on page 1, and page 2: 1,493.68 pt, 526.9 mm.
    expect(roomLeft([page(word('Koi', 10, 40, 100))], spec())).toEqual({ mm: 526, lines: 124 });
  });
  it('says a sheet whose last line reaches the foot is full, and a sheet past its pages has no room', () => {
    // 5 pt left: not a line.
    expect(roomLeft([page(word('a', 10)), page(word('Dibuat', 10, 40, 816.41 - 5 - 13.62))], spec())).toEqual({ mm: 1, lines: 0 });
    expect(roomLeft([page(word('a', 10)), page(word('b', 10)), page(word('c', 10))], spec())).toBeNull();
  });
});

describe('builtSheetSpec: a built sheet read without a browser', () => {
  it('reads its pages, size, marks and the preview mark; null for a page that is no sheet', () => {
    const html = '<html lang="hi" dir="ltr" class="sheet-doc" data-marks="true"><body><main id="main" class="sheet" data-sheet="venue" data-max-pages="2" data-font-pt="11"><figure class="qr" data-preview="no-public-address"></figure></main></body></html>';
    expect(builtSheetSpec(html)).toEqual({ maxPages: 2, fontPt: 11, marks: true, previewMark: true });
    expect(builtSheetSpec(html.replace(' data-marks="true"', '').replace(' data-preview="no-public-address"', ''))).toEqual({ maxPages: 2, fontPt: 11, marks: false, previewMark: false });
    expect(builtSheetSpec('<html><main id="main"></main></html>')).toBeNull();
  });
});

describe('sheetLineHeight: the pitch of the sheet\'s lines, from its stylesheet', () => {
  it('reads .sheet-body\'s line height, and that of scripts with marks', () => {
    const css = '.sheet { color: red }\n.sheet-body {\n  margin: 0;\n  line-height: 1.25;\n}\n[data-marks] .sheet-body { line-height: 1.4 }\n';
    expect(sheetLineHeight(false, css)).toBe(1.25);
    expect(sheetLineHeight(true, css)).toBe(1.4);
    expect(() => sheetLineHeight(true, '.sheet-body { line-height: 1.2 }')).toThrow(/\[data-marks\] \.sheet-body/);
  });
  it('finds both in the sheet\'s own stylesheet (a renamed rule fails here, not in a preview)', () => {
    for (const marks of [false, true]) expect(sheetLineHeight(marks)).toBeGreaterThan(1);
    expect(sheetLineHeight(true)).toBeGreaterThan(sheetLineHeight(false));
  });
});

const report = (over: Partial<LayoutReport> = {}): LayoutReport => ({
  widthPx: 718,
  overflow: [],
  clipped: [],
  pastColumn: [],
  text: [{ pt: 10, text: 'Riichi' }],
  values: [{ pt: 11, weight: 700, text: '1 han' }],
  keys: [{ pt: 16, text: '3' }],
  paymentsBottomPx: 700,
  head: { nameLines: 1, metaLines: 1 },
  noteLines: 0,
  paymentRows: 0,
  ...over,
});

describe('sheetCssMargins: the @page margins read from a stylesheet', () => {
  it('one, two and four values, in mm and pt', () => {
    expect(sheetCssMargins('@page { size: A4; margin: 10mm; }')).toEqual({ top: 10 * MM, right: 10 * MM, bottom: 10 * MM, left: 10 * MM });
    expect(sheetCssMargins('@page {\n  size: A4;\n  margin: 7.5mm 10mm;\n}')).toEqual({ top: 7.5 * MM, right: 10 * MM, bottom: 7.5 * MM, left: 10 * MM });
    expect(sheetCssMargins('@page { margin: 20pt 30pt 40pt 50pt }')).toEqual({ top: 20, right: 30, bottom: 40, left: 50 });
  });
  it('the shipped sheet keeps clear of a printer’s unprintable edge (at least 5 mm each side)', () => {
    for (const v of Object.values(sheetCssMargins())) expect(v).toBeGreaterThanOrEqual(5 * MM);
  });
});

describe('checkLayout: the page laid out at the printable width, before printing', () => {
  it('passes a sheet that fits', () => {
    expect(checkLayout(report(), spec())).toEqual([]);
  });
  it('fails anything wider than the page, naming the element', () => {
    const p = checkLayout(report({ overflow: [{ what: 'table.grid-table.sheet-hanfu ("Dealer wins")', px: 180 }] }), spec());
    expect(p).toEqual([
      {
        text: 'laid out wider than the page (718 px between the margins), so it would print shrunk: table.grid-table.sheet-hanfu ("Dealer wins") 180 px too wide',
        // Not "shorten the notes": only wider columns or smaller text make room (2 columns at 10 pt, the smallest).
        fix: 'fewer print.columns (now 2: each column is then wider)',
      },
    ]);
    const one = checkLayout(report({ overflow: [{ what: 'span.vi-value ("Yakuman")', px: 21 }] }), spec({ columns: 1, fontPt: 12 }));
    expect(one.map((x) => (typeof x === 'string' ? x : x.fix))).toEqual(['a smaller print.fontSize (now 12, at least 10)']);
  });
  it('a payment table wider than the page: the font size it fits at, not fewer columns (it spans them)', () => {
    // 892 px wide at 14 pt, 174 px too wide: 14 × 718 / 892 = 11.27 pt, so 11.
    const wide = { what: 'the table under "Payments"', px: 174, widthPx: 892, inColumns: false };
    expect(checkLayout(report({ overflow: [wide] }), spec({ columns: 2, fontPt: 14 }))).toEqual([
      {
        text: 'laid out wider than the page (718 px between the margins), so it would print shrunk: the table under "Payments" 174 px too wide',
        fix: 'print.fontSize 11 or smaller (now 14; the text and its tables narrow with it)',
      },
    ]);
    // 26 px too wide at 11.5 pt: 11.5 × 718 / 744 = 11.1, so 11.
    expect(checkLayout(report({ overflow: [{ ...wide, px: 26, widthPx: 744 }] }), spec({ fontPt: 11.5 })).map((x) => (typeof x === 'string' ? x : x.fix))).toEqual([
      'print.fontSize 11 or smaller (now 11.5; the text and its tables narrow with it)',
    ]);
    // Too wide even at 10 pt (14 × 126 / 300 = 5.9): nothing the venue sets helps.
    expect(checkLayout(report({ overflow: [{ ...wide, widthPx: 300 }] }), spec({ fontPt: 14 })).map((x) => (typeof x === 'string' ? x : x.fix))).toEqual([
      'nothing a venue file sets makes room: it is wider than the page even at the smallest print.fontSize, 10 pt (report it)',
    ]);
  });
  it('fails an item value that runs past its column (into the next), with fewer columns as the fix', () => {
    const p = checkLayout(report({ pastColumn: [{ what: 'the value "double yakuman" of Kokushi musou (13-sided wait)', px: 21 }] }), spec({ columns: 3 }));
    expect(p).toEqual([
      { text: 'item values run past their column: the value "double yakuman" of Kokushi musou (13-sided wait), 21 px', fix: 'fewer print.columns (now 3: each column is then wider)' },
    ]);
  });
  it('fails a box that cuts its content off', () => {
    expect(checkLayout(report({ clipped: [{ what: 'div.table-wrap', px: 40 }] }), spec())).toEqual(['content cut off: div.table-wrap hides 40 px']);
  });
  it('fails text below the minimum, values below 11 pt or not bold, key numbers below 16 pt', () => {
    const p = checkLayout(
      report({
        text: [{ pt: 9, text: 'small' }],
        values: [{ pt: 10, weight: 700, text: '1 han' }, { pt: 11, weight: 400, text: '2 han' }],
        keys: [{ pt: 15.2, text: 'yes' }],
      }),
      spec(),
    );
    expect(p).toEqual([
      'text below 10 pt: 9.0 pt "small"',
      'item values below 11 pt bold: 10.0 pt, weight 700: "1 han"; 11.0 pt, weight 400: "2 han"',
      'key numbers below 16 pt: 15.2 pt "yes"',
    ]);
  });
  it('fails a payment table that ends below page 1, with the fixes that make room above it', () => {
    const text = 'the payment table does not fit on page 1: with the title and the key numbers it needs 291 mm, page 1 has 279 mm';
    // Only the top of the sheet is above the table: notes, columns and descriptions change nothing there.
    expect(checkLayout(report({ paymentsBottomPx: 1100, head: { nameLines: 4, metaLines: 2 } }), spec({ fontPt: 10.5 }))).toEqual([
      {
        text,
        fix: "a shorter name (it takes 4 lines at the top of the sheet), a shorter address or contact (with the rules' date they take 2 lines) or a smaller print.fontSize (now 10.5, at least 10)",
      },
    ]);
    expect(checkLayout(report({ paymentsBottomPx: 1100, head: { nameLines: 3, metaLines: 1 } }), spec())).toEqual([
      { text, fix: 'a shorter name (it takes 3 lines at the top of the sheet)' },
    ]);
    // A Hong Kong table of a row per faan: the minimum and the limit set its height.
    expect(checkLayout(report({ paymentsBottomPx: 1100, paymentRows: 31 }), spec())).toEqual([
      { text, fix: 'a higher minimum or a lower limit (the payment table has 31 rows, from the minimum to the limit)' },
    ]);
    expect(sheetMessages(spec(), '/en/venues/test-club/print/', checkLayout(report({ paymentsBottomPx: 1100 }), spec()))).toEqual([
      `content/venues/test-club.yaml (/en/venues/test-club/print/): ${text} — fix: nothing a venue file sets makes room there: the ruleset's payment table is too tall for the page (report it)`,
    ]);
  });
});

describe('the message names the venue file, the sheet and the fixes its print options leave', () => {
  it('every fix while there is room', () => {
    expect(sheetFixes(spec({ fontPt: 12 }))).toBe('shorten the notes, set print.descriptions: false, more print.columns (now 2, at most 3) or a smaller print.fontSize (now 12, at least 10)');
  });
  it('only what is left on a sheet at its densest', () => {
    expect(sheetFixes(spec({ descriptions: false, columns: 3 }))).toBe('shorten the notes (print.fontSize is at its smallest, 10 pt)');
  });
  it('given what the sheet holds, only the fixes of what is there: notes when it has notes, the contact line when it wraps', () => {
    // A sheet run long by a contact that takes three lines, with no notes: not "shorten the notes".
    expect(sheetFixes(spec({ descriptions: false, columns: 3 }), { head: { nameLines: 1, metaLines: 3 }, noteLines: 0 })).toBe(
      "a shorter address or contact (with the rules' date they take 3 lines) (print.fontSize is at its smallest, 10 pt)",
    );
    expect(sheetFixes(spec({ fontPt: 11 }), { head: { nameLines: 2, metaLines: 1 }, noteLines: 1 })).toBe(
      'shorten the notes (they take 1 line), a shorter name (it takes 2 lines at the top of the sheet), set print.descriptions: false, more print.columns (now 2, at most 3) or a smaller print.fontSize (now 11, at least 10)',
    );
    expect(sheetFixes(spec({ descriptions: false, columns: 3 }), { head: { nameLines: 1, metaLines: 1 }, noteLines: 7 })).toBe('shorten the notes (they take 7 lines) (print.fontSize is at its smallest, 10 pt)');
    // 42 lines must go: notes of 7 cannot make the room alone, and the fix says so; 3 lines to go, they can.
    const big = { head: { nameLines: 1, metaLines: 1 }, noteLines: 7 };
    expect(sheetFixes(spec({ fontPt: 12 }), big, undefined, 42)).toBe(
      'shorten the notes (they take 7 lines, fewer than the 42 that must go), set print.descriptions: false, more print.columns (now 2, at most 3) or a smaller print.fontSize (now 12, at least 10)',
    );
    expect(sheetFixes(spec({ fontPt: 12 }), big, undefined, 3)).toMatch(/^shorten the notes \(they take 7 lines\), set print/);
    // Nothing of the venue's on it and every print option at its densest: the venue cannot fix it.
    expect(sheetFixes(spec({ descriptions: false, columns: 3 }), { head: { nameLines: 1, metaLines: 1 }, noteLines: 0 })).toMatch(/^nothing a venue file sets makes room: .*\(report it\)$/);
    expect(sheetMessages(spec(), '/en/venues/test-club/print/', ['3 A4 pages, at most 2 allowed'], report({ head: { nameLines: 1, metaLines: 2 } }))).toEqual([
      "content/venues/test-club.yaml (/en/venues/test-club/print/): 3 A4 pages, at most 2 allowed — fix: a shorter address or contact (with the rules' date they take 2 lines), set print.descriptions: false or more print.columns (now 2, at most 3) (print.fontSize is at its smallest, 10 pt)",
    ]);
  });
  it('one line per problem', () => {
    expect(sheetMessages(spec(), '/en/venues/test-club/print/', ['3 A4 pages, at most 2 allowed'])).toEqual([
      'content/venues/test-club.yaml (/en/venues/test-club/print/): 3 A4 pages, at most 2 allowed — fix: shorten the notes, set print.descriptions: false or more print.columns (now 2, at most 3) (print.fontSize is at its smallest, 10 pt)',
    ]);
  });
});

const chromium = chromiumOrNull();
const pdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const tmp = mkdtempSync(join(tmpdir(), 'hefen-sheet-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf((!chromium || !pdftotext) && !process.env.CI)('end to end: a built sheet that does not fit fails the PDF step', () => {
  it('the riichi sheet set at 14 pt: wider than the page, shrunk in print, its payment table below page 1 — each named, with the fix', async () => {
    ensureBuilt();
    const from = join(dist, 'id', 'venues', 'koi-pond-riichi-club', 'print', 'index.html');
    expect(existsSync(from), from).toBe(true);
    // A copy of the built site's sheet (and the files it links), with the venue's print.fontSize at 14.
    const site = join(tmp, 'dist');
    const to = join(site, 'id', 'venues', 'koi-pond-riichi-club', 'print');
    // Every file the sheet may link (styles, fonts, icons, manifests, images) and the root page (the
    // PDF step reads the site's address from its canonical link) — but no other page and no PDF, so
    // this sheet is the one page the PDF step prints.
    cpSync(dist, site, {
      recursive: true,
      filter: (src) => {
        const rel = relative(dist, src);
        return rel !== 'pdf' && !(rel.endsWith('.html') && rel !== 'index.html');
      },
    });
    mkdirSync(to, { recursive: true });
    const html = readFileSync(from, 'utf8');
    // The print sizes are a style the page's Content-Security-Policy names by its hash: set at 14 pt,
    // the policy names the new style's hash instead.
    const sizes = /<style>(:root\{--sheet-size:10pt;[^<]*)<\/style>/.exec(html)?.[1];
    expect(sizes, 'the sheet’s print-size style').toBeDefined();
    const bigger = sizes!.replace('--sheet-size:10pt', '--sheet-size:14pt');
    writeFileSync(
      join(to, 'index.html'),
      html.replace(`<style>${sizes}</style>`, `<style>${bigger}</style>`).replace(`'${cspHash(sizes!)}'`, `'${cspHash(bigger)}'`).replace('data-font-pt="10"', 'data-font-pt="14"'),
    );

    const { renderPdfs, PdfCheckError } = await import('../../scripts/pdf.ts');
    const error = await renderPdfs({ root: tmp, dist: site, cacheDir: join(tmp, 'cache'), only: null, log: () => {} }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, String(error)).toBeInstanceOf(PdfCheckError);
    const lines = (error as Error).message.split('\n').slice(1).map((l) => l.trim());
    const prefix = 'content/venues/koi-pond-riichi-club.yaml (/id/venues/koi-pond-riichi-club/print/): ';
    for (const l of lines) {
      expect(l.startsWith(prefix), l).toBe(true);
      // Page 1's table: only what is above it makes room (the venue's long address in Indonesian, the size); else the sheet's fixes.
      if (l.includes('the payment table does not fit on page 1'))
        expect(l).toMatch(/ — fix: a shorter address or contact \(with the rules' date they take [2-9] lines\) or a smaller print\.fontSize \(now 14, at least 10\)$/);
      // The payment tables span the page: fewer columns do not widen them; the size they fit at is named.
      else if (l.includes('wider than the page')) expect(l).toMatch(/ — fix: print\.fontSize 1[0-3](\.5)? or smaller \(now 14; the text and its tables narrow with it\)$/);
      else if (l.includes('run past their column')) expect(l).toMatch(/ — fix: fewer print\.columns \(now \d: each column is then wider\)$/);
      // Its notes and its long Indonesian address line are on the sheet: both are named, with their lines.
      else expect(l).toMatch(/ — fix: shorten the notes \(they take \d+ lines(, fewer than the \d+ that must go)?\), a shorter address or contact \(with the rules' date they take [2-9] lines\) or a smaller print\.fontSize \(now 14, at least 10\)$/);
    }
    const problems = lines.map((l) => l.slice(prefix.length).replace(/ — fix: .*$/, ''));
    // Before printing: the payment tables are wider than the page, and the payment block ends below page 1.
    expect(problems).toContainEqual(expect.stringMatching(/^laid out wider than the page \(718 px between the margins\), so it would print shrunk: the table under "Bukan bandar menang.*" \d+ px too wide/));
    expect(problems).toContainEqual(expect.stringMatching(/^the payment table does not fit on page 1: with the title and the key numbers it needs \d+ mm, page 1 has 282 mm/));
    // In the PDF it runs over two pages. Chromium shrank it to fit: said once, as the table too wide, not again as text printed small.
    expect(problems).not.toContainEqual(expect.stringMatching(/^text printed at/));
    expect(problems).toContainEqual(expect.stringMatching(/^[3-9] A4 pages, at most 2 allowed \(about \d+ mm too long: (one line|some \d+ lines) of 14 pt text must go\)$/));
    // A failed sheet leaves no PDF in the cache.
    expect(existsSync(join(site, 'pdf', 'koi-pond-riichi-club.id.pdf'))).toBe(false);
  }, 120_000);
});
