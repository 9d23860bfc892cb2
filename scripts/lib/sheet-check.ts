/**
 * The checks of a printed venue sheet. scripts/pdf.ts runs them on every sheet it renders, and a sheet
 * that fails one fails the build with the venue file, what is wrong and the fixes its print options
 * still allow.
 *
 * Two measurements, each of what comes out on paper:
 *
 * 1. Before printing, the page laid out at the printable width (print media, the viewport as wide as
 *    the A4 page between its `@page` margins), in the browser (`measureLayout`): every element within
 *    that width (Chromium shrinks the whole print of a page laid out wider than the paper), no box that
 *    cuts its content off, the CSS sizes (body text, item values bold, key numbers), and the payment
 *    block ending within page 1.
 * 2. In the PDF, from the word boxes of `pdftotext -bbox-layout` (`checkPrint`): every word inside the
 *    printable area, and printed at its size. A word box is as high as the font's ascent plus descent
 *    (`BOX_RATIO` times the size), so its height gives the size as printed: a word smaller than the
 *    sheet's body size means the sheet was shrunk (or a glyph fell back to a font the site does not
 *    ship); below the minimum it is too small to read at a table.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { orList, PRINT_LIMITS } from '../../src/venues/validate.ts';

/** PostScript points per CSS pixel. */
/** The sheet's stylesheet (its `@page` rule holds the margins). */
const SHEET_CSS = fileURLToPath(new URL('../../src/styles/sheet.css', import.meta.url));

export const PT_PER_PX = 0.75;
/** A4 in points (210 × 297 mm). */
export const A4_PT = { width: (210 / 25.4) * 72, height: (297 / 25.4) * 72 };

/**
 * Height of a pdftotext word box per point of font size: the font's ascent + descent. Noto Sans (Latin,
 * Devanagari, …) 1.069 + 0.293; Noto Sans TC / JP (Han, kana) 1.160 + 0.288. Measured on the PDFs
 * Chromium writes: 10 pt text gives boxes 13.62 and 14.48 pt high.
 */
export const BOX_RATIO = { text: 1.362, cjk: 1.448 } as const;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * The size in points at which a word of this text with a box this high was printed. A word's box
 * is its first glyph's font's: "(包):" (a native name in brackets) has a Noto Sans box, "中." a Han one.
 */
export function printedPt(text: string, height: number): number {
  return height / (CJK.test(text.charAt(0)) ? BOX_RATIO.cjk : BOX_RATIO.text);
}

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
export interface PdfPage {
  width: number;
  height: number;
  words: PdfWord[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m),
  );
}

/** The pages and word boxes of `pdftotext -bbox-layout` output (points, origin top left). */
export function parseBboxLayout(xhtml: string): PdfPage[] {
  const pages: PdfPage[] = [];
  for (const part of xhtml.split(/<page\s/).slice(1)) {
    const size = /^width="([\d.]+)"\s+height="([\d.]+)"/.exec(part);
    if (!size) continue;
    const words = [...part.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map((m) => ({
      text: decode(m[5]),
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
    }));
    pages.push({ width: Number(size[1]), height: Number(size[2]), words });
  }
  return pages;
}

export const PDFTOTEXT_MISSING =
  'The PDF checks read the printed sheets with pdftotext (poppler-utils), which was not found: apt-get install poppler-utils — or build without PDFs: npm run build -- --no-pdf (HEFEN_NO_PDF=1)';

/** The word boxes of a PDF (its bytes), by pdftotext. */
export function pdfWords(pdf: Uint8Array): PdfPage[] {
  try {
    return parseBboxLayout(execFileSync('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(PDFTOTEXT_MISSING);
    throw e;
  }
}

/**
 * Reads PDFs' word boxes without blocking and without a process start per PDF: a few long-lived
 * shells (`sh`), each running pdftotext on the files it is given one at a time — the same command as
 * pdfWords, on a temporary copy of the PDF. The render steps read a sheet's words while their other
 * tabs keep loading and printing (a pdftotext started from the build's process stopped every tab for
 * as long as the start took, 15–20 ms on a busy machine, and a synchronous one for its whole run).
 * The shells end when their input closes: with `close()`, or with the build's process however it ends.
 */
export class PdfWordsReader {
  private readonly dir = mkdtempSync(join(tmpdir(), 'hefen-pdftotext-'));
  private readonly idle: Shell[] = [];
  private readonly waiting: ((s: Shell) => void)[] = [];
  private shells = 0;
  private n = 0;
  private readonly parallel: number;
  /** `parallel`: at most this many pdftotext runs at once (one per render tab). */
  constructor(parallel = 2) {
    this.parallel = parallel;
  }

  async words(pdf: Uint8Array): Promise<PdfPage[]> {
    const file = join(this.dir, `${process.pid}-${this.n++}.pdf`);
    await writeFile(file, pdf);
    const shell = await this.take();
    try {
      return parseBboxLayout(await shell.run(file));
    } finally {
      this.give(shell);
      await rm(file, { force: true });
    }
  }

  close(): void {
    for (const s of this.idle) s.close();
    this.idle.length = 0;
    rmSync(this.dir, { recursive: true, force: true });
  }

  private take(): Promise<Shell> {
    for (let s = this.idle.pop(); s; s = this.idle.pop()) {
      if (s.alive) return Promise.resolve(s);
      this.shells--;
    }
    if (this.shells < this.parallel) {
      this.shells++;
      return Promise.resolve(new Shell());
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(s: Shell): void {
    let shell: Shell | null = s;
    if (!s.alive) {
      this.shells--;
      shell = null;
    }
    const next = this.waiting.shift();
    if (next) {
      if (!shell) this.shells++;
      next(shell ?? new Shell());
    } else if (shell) this.idle.push(shell);
  }
}

/** One shell running pdftotext per line of input: its output, a NUL, pdftotext's exit status, a newline. */
class Shell {
  private readonly child: ChildProcess;
  /** The output of the run under way, in the chunks it came in (joined once, at its end). */
  private chunks: string[] = [];
  /** What came after the run's NUL: its exit status, up to the newline. */
  private status: string | null = null;
  private pending: { resolve: (text: string) => void; reject: (e: Error) => void } | null = null;
  alive = true;
  constructor() {
    const script = 'while IFS= read -r f; do pdftotext -bbox-layout -enc UTF-8 "$f" - 2>/dev/null; printf "\\000%s\\n" "$?"; done';
    this.child = spawn('sh', ['-c', script], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.child.stdout!.setEncoding('utf8');
    // Each chunk is looked at once: a reference PDF's output (over a megabyte, in pipe-sized chunks)
    // was searched again from its start for every chunk that came.
    this.child.stdout!.on('data', (d: string) => {
      if (this.status === null) {
        const nul = d.indexOf('\0');
        if (nul < 0) {
          this.chunks.push(d);
          return;
        }
        this.chunks.push(d.slice(0, nul));
        this.status = d.slice(nul + 1);
      } else this.status += d;
      const end = this.status.indexOf('\n');
      if (end < 0 || !this.pending) return;
      const text = this.chunks.join('');
      const status = Number(this.status.slice(0, end));
      this.chunks = [];
      this.status = null;
      const p = this.pending;
      this.pending = null;
      if (status === 0) p.resolve(text);
      else p.reject(new Error(status === 127 ? PDFTOTEXT_MISSING : `pdftotext failed (exit status ${status}) on a printed sheet`));
    });
    this.child.on('exit', () => {
      this.alive = false;
      this.pending?.reject(new Error('pdftotext’s shell ended'));
      this.pending = null;
    });
    this.child.stdin!.on('error', () => undefined);
  }
  run(file: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.stdin!.write(`${file}\n`);
    });
  }
  close(): void {
    this.child.stdin!.end();
  }
}

/** Throws PDFTOTEXT_MISSING when pdftotext cannot be run (the build asks before it starts). */
export function assertPdftotext(): void {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(PDFTOTEXT_MISSING);
  }
}

/** What a sheet promises, read from its page (`data-*` of `[data-sheet]` and its `@page` margins). */
export interface SheetSpec {
  venueFile: string;
  maxPages: number;
  /** The body size set (print.fontSize), the smallest size allowed, of item values, of key numbers. */
  fontPt: number;
  minPt: number;
  minValuePt: number;
  minKeyPt: number;
  columns: number;
  descriptions: boolean;
  /** The `@page` margins in points. */
  margins: { top: number; right: number; bottom: number; left: number };
  /** Whether its script has marks above and below the line (`<html data-marks>`: taller lines, `sheetLineHeight`); absent: none. */
  marks?: boolean;
}

/** In the page: the sheet's spec. Self-contained (it runs in the browser through page.evaluate). */
export function readSheetSpec(): SheetSpec | null {
  const el = document.querySelector<HTMLElement>('[data-sheet]');
  if (!el) return null;
  const toPt = (v: string): number | null => {
    const m = /^(-?[\d.]+)(mm|cm|in|pt|px)$/.exec(v.trim());
    if (!m) return null;
    const n = Number(m[1]);
    return { mm: (n / 25.4) * 72, cm: (n / 2.54) * 72, in: n * 72, pt: n, px: n * 0.75 }[m[2] as 'mm']!;
  };
  const margins = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const sheet of [...document.styleSheets]) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of [...rules]) {
      if (!(rule instanceof CSSPageRule)) continue;
      for (const side of ['top', 'right', 'bottom', 'left'] as const) {
        const pt = toPt(rule.style.getPropertyValue(`margin-${side}`));
        if (pt !== null) margins[side] = pt;
      }
    }
  }
  const d = el.dataset;
  return {
    venueFile: d.venueFile ?? '(venue file)',
    maxPages: Number(d.maxPages ?? 0),
    fontPt: Number(d.fontPt ?? 0),
    minPt: Number(d.minFontPt ?? 0),
    minValuePt: Number(d.minValuePt ?? 0),
    minKeyPt: Number(d.minKeyPt ?? 0),
    columns: Number(d.columns ?? 0),
    descriptions: d.descriptions === 'true',
    margins,
    marks: document.documentElement.hasAttribute('data-marks'),
  };
}

/**
 * The sheet's `@page` margins in points, read from its stylesheet's source (src/styles/sheet.css) —
 * for checks of a PDF without a browser; `readSheetSpec` reads the same rule from the page.
 */
export function sheetCssMargins(css: string = readFileSync(SHEET_CSS, 'utf8')): SheetSpec['margins'] {
  const rule = /@page\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const values = (/(?:^|;|\s)margin\s*:\s*([^;]+)/.exec(rule)?.[1] ?? '0').trim().split(/\s+/);
  const pt = values.map((v) => {
    const m = /^(-?[\d.]+)(mm|cm|in|pt|px)?$/.exec(v);
    if (!m) throw new Error(`${SHEET_CSS}: the @page margin "${v}" is not a length`);
    const n = Number(m[1]);
    return { mm: (n / 25.4) * 72, cm: (n / 2.54) * 72, in: n * 72, pt: n, px: n * 0.75 }[(m[2] ?? 'px') as 'mm']!;
  });
  const [top, right = top, bottom = top, left = right] = pt;
  return { top, right, bottom, left };
}

/** The printable area of an A4 page in CSS pixels: what the sheet must lay out in. */
export function printableBoxPx(spec: SheetSpec): { width: number; height: number } {
  const m = spec.margins;
  return { width: (A4_PT.width - m.left - m.right) / PT_PER_PX, height: (A4_PT.height - m.top - m.bottom) / PT_PER_PX };
}

export interface LayoutReport {
  /** The printable width the page was laid out in (the viewport), px. */
  widthPx: number;
  /**
   * The outermost elements wider than that, or starting left of it: how far past it (px), how wide
   * they are (px), and whether they lie in the sheet's item columns (fewer columns widen only those).
   */
  overflow: { what: string; px: number; widthPx?: number; inColumns?: boolean }[];
  /** Boxes that cut their content off (a scroll box): how much is hidden (px). */
  clipped: { what: string; px: number }[];
  /** Item values that run past their own column's edge (into the gap or the next column), though the page is wide enough: how far (px). */
  pastColumn: { what: string; px: number }[];
  /** Text by its CSS size (pt), the weight of the values. */
  text: { pt: number; text: string }[];
  values: { pt: number; weight: number; text: string }[];
  keys: { pt: number; text: string }[];
  /** Where the payment block ends below the sheet's top (px), if the sheet has one. */
  paymentsBottomPx: number | null;
  /** Rows of the payment table that the venue's minimum and limit set (Hong Kong: one per faan, or per run of faan that pay alike); 0 where they set none. */
  paymentRows: number;
  /** Lines the venue's name (with its native name) and its meta line (version, address, contact) take at the top of page 1. */
  head: { nameLines: number; metaLines: number };
  /** Lines the venue file's notes take on the sheet (its `notes`, its item notes, its own sections): 0 when it has none. */
  noteLines: number;
}

/** What the fixes of a too-long sheet depend on: what the venue file put on it (see `sheetFixes`). */
export type SheetContent = Pick<LayoutReport, 'head' | 'noteLines'>;

/** A problem of a sheet, with the fixes that apply to it when they are not the sheet's usual ones (`sheetFixes`). */
export type SheetProblem = string | { text: string; fix: string };

/** In the page, laid out at the printable width with print media: the layout facts the checks read. Self-contained. */
export function measureLayout(): LayoutReport {
  const root = document.querySelector<HTMLElement>('[data-sheet]')!;
  const box = root.getBoundingClientRect();
  const widthPx = document.documentElement.clientWidth;
  // In an organiser's words: what it is (a table, a picture, a text) and under which heading — not
  // the page's markup (`table.grid-table.venue-payout` meant nothing to whoever wrote the venue file).
  const describe = (el: Element): string => {
    const title = el.closest('section, .sheet-hanfu-block, header')?.querySelector('h2, h3, .table-title, h1')?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 50);
    const under = title ? ` under "${title}"` : '';
    if (el.closest('table') || el.querySelector('table')) return `the table${under}`;
    if (el.closest('svg, img, canvas, picture')) return `a picture${under}`;
    const own = el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
    return own ? `the text "${own}"${under}` : `a part of the sheet${under}`;
  };
  const over = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return 0;
    return Math.max(r.right - widthPx, -r.left, 0);
  };
  const overflow: LayoutReport['overflow'] = [];
  const clipped: LayoutReport['clipped'] = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const px = over(el);
    if (px > 0.5 && !(el.parentElement && el !== root && over(el.parentElement) > 0.5))
      overflow.push({ what: describe(el), px: Math.round(px), widthPx: Math.round(el.getBoundingClientRect().width), inColumns: el.closest('.sheet-columns') !== null });
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' && el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1)
      clipped.push({ what: describe(el), px: el.scrollWidth - el.clientWidth });
  }
  const pt = (el: Element) => parseFloat(getComputedStyle(el).fontSize) * 0.75;
  const visible = (el: Element) => el.getClientRects().length > 0;
  const pastColumn: LayoutReport['pastColumn'] = [];
  for (const v of root.querySelectorAll('.venue-items li .vi-value')) {
    const li = v.closest('li')!;
    const px = v.getBoundingClientRect().right - li.getBoundingClientRect().right;
    if (visible(v) && px > 0.5) pastColumn.push({ what: `the value "${v.textContent!.trim().slice(0, 40)}" of ${li.querySelector('.item-title')?.textContent?.trim().slice(0, 40) ?? 'an item'}`, px: Math.round(px) });
  }
  const text: LayoutReport['text'] = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const node = walk.currentNode;
    const el = node.parentElement;
    if (!el || !node.textContent?.trim() || !visible(el)) continue;
    text.push({ pt: pt(el), text: node.textContent.trim().slice(0, 40) });
  }
  const values = [...root.querySelectorAll('.vi-value .tier-value, li:not(.has-tiers) > .vi-head .vi-value .value-main')]
    .filter((el) => el.textContent?.trim() && visible(el))
    .map((el) => ({ pt: pt(el), weight: Number(getComputedStyle(el).fontWeight), text: el.textContent!.trim().slice(0, 40) }));
  const keys = [...root.querySelectorAll('.key-numbers .big')].filter(visible).map((el) => ({ pt: pt(el), text: el.textContent!.trim() }));
  const pay = root.querySelector('[data-sheet-part="payments"]');
  // Lines of an element's text: its text boxes, one line for those whose middle lies within the first
  // box of the line. Not their tops: a smaller native name beside the venue's name starts lower (13 px
  // in a 25 px heading) on the same line, and was counted as a second line.
  const lines = (el: Element | null): number => {
    if (!el || !visible(el)) return 0;
    const range = document.createRange();
    range.selectNodeContents(el);
    const boxes = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
    let n = 0;
    let line: DOMRect | null = null;
    for (const r of boxes) {
      const middle = (r.top + r.bottom) / 2;
      if (line && middle >= line.top && middle <= line.bottom) continue;
      n++;
      line = r;
    }
    return n;
  };
  const head = { nameLines: lines(root.querySelector('.sheet-head h1')), metaLines: lines(root.querySelector('.sheet-head .venue-meta')) };
  // The venue file's own notes: under the rules, under items, and its own sections (their titles and paragraphs).
  let noteLines = 0;
  for (const el of root.querySelectorAll('.venue-note, .vi-note[data-venue-text], .own-section [data-venue-text]')) noteLines += lines(el);
  const paymentRows = pay ? pay.querySelectorAll('tr[data-faan]').length : 0;
  return { widthPx, overflow, clipped, pastColumn, text, values, keys, paymentsBottomPx: pay ? pay.getBoundingClientRect().bottom - box.top : null, paymentRows, head, noteLines };
}

/**
 * What the venue can still change to make its sheet fit. Given what the venue file put on the sheet
 * (`content`, measured as it was laid out), only what is there: notes when it has notes (with the
 * lines they take), a shorter address or contact when they take more than a line, a shorter name when
 * it wraps — a sheet that ran long because of its contact line was told to shorten notes it did not have.
 * Without `content`, the notes are named as one fix among the print options.
 */
export function sheetFixes(
  spec: SheetSpec,
  content?: SheetContent,
  limits = { fontPt: PRINT_LIMITS.fontSize.min, columns: PRINT_LIMITS.columns.max },
  linesOver?: number,
): string {
  const fixes: string[] = [];
  if (!content) fixes.push('shorten the notes');
  else {
    // Notes that take fewer lines than must go cannot make the room alone: said, so that an organiser
    // does not cut 7 lines of notes from a sheet 42 lines too long and find it still too long.
    const notEnough = linesOver !== undefined && content.noteLines < linesOver ? `, fewer than the ${linesOver} that must go` : '';
    if (content.noteLines > 0) fixes.push(`shorten the notes (they take ${content.noteLines} ${content.noteLines === 1 ? 'line' : 'lines'}${notEnough})`);
    fixes.push(...headLines(content.head));
  }
  if (spec.descriptions) fixes.push('set print.descriptions: false');
  if (spec.columns < limits.columns) fixes.push(`more print.columns (now ${spec.columns}, at most ${limits.columns})`);
  if (spec.fontPt > limits.fontPt) fixes.push(`a smaller print.fontSize (now ${spec.fontPt}, at least ${limits.fontPt})`);
  if (fixes.length === 0) return `nothing a venue file sets makes room: the sheet is at its densest (print.fontSize ${limits.fontPt} pt, ${limits.columns} columns, no descriptions) and carries no notes (report it)`;
  const text = orList(fixes);
  return spec.fontPt > limits.fontPt ? text : `${text} (print.fontSize is at its smallest, ${limits.fontPt} pt)`;
}

/** The fixes of a head that takes more than its lines: a shorter name, a shorter address or contact. */
function headLines(head: LayoutReport['head']): string[] {
  const fixes: string[] = [];
  if (head.nameLines > 1) fixes.push(`a shorter name (it takes ${head.nameLines} lines at the top of the sheet)`);
  if (head.metaLines > 1) fixes.push(`a shorter address or contact (with the rules' date they take ${head.metaLines} lines)`);
  return fixes;
}

const list = <T>(xs: T[], f: (x: T) => string, n = 3) => `${xs.slice(0, n).map(f).join('; ')}${xs.length > n ? ` (+${xs.length - n})` : ''}`;
/**
 * Tolerances: sizes to 0.05 pt (word boxes are exact to 0.01 pt); edges to 2 pt, as Chromium's PDF page
 * is 594.96 pt wide, not 595.28, and text set flush right against the margin ends about 1 pt past it.
 */
const TOL = { pt: 0.05, edge: 2 };

/**
 * What makes room on page 1 above the payment table: only the top of the sheet is there (the venue's
 * name, its meta line, the key numbers), so shorter notes or more columns change nothing of it.
 */
export function headFixes(head: LayoutReport['head'], spec: SheetSpec, minPt = PRINT_LIMITS.fontSize.min, paymentRows = 0): string {
  const fixes = headLines(head);
  // A table of a row per score from the minimum to the limit is as tall as the venue sets it.
  if (paymentRows > 1) fixes.push(`a higher minimum or a lower limit (the payment table has ${paymentRows} rows, from the minimum to the limit)`);
  if (spec.fontPt > minPt) fixes.push(`a smaller print.fontSize (now ${spec.fontPt}, at least ${minPt})`);
  if (fixes.length === 0) return 'nothing a venue file sets makes room there: the ruleset\'s payment table is too tall for the page (report it)';
  return orList(fixes);
}

/**
 * The smaller font size that makes room for what is too wide, or null when even the smallest does not.
 * Text and the tables around it are as wide as their font is large: an element `widthPx` wide and `px`
 * too wide fits at about `fontPt × (widthPx − px) / widthPx`, rounded down to a half point.
 */
function smallerFont(overflow: LayoutReport['overflow'], spec: SheetSpec): string | null {
  const fits = overflow.map((o) => (o.widthPx && o.widthPx > o.px ? (spec.fontPt * (o.widthPx - o.px)) / o.widthPx : 0));
  const fit = Math.floor(Math.min(...fits) * 2) / 2;
  if (fit >= spec.fontPt) return null;
  if (fit >= spec.minPt) return `print.fontSize ${fit} or smaller (now ${spec.fontPt}; the text and its tables narrow with it)`;
  // Not known, or below the smallest: the size helps only with another fix.
  return Math.min(...fits) > 0 ? null : `a smaller print.fontSize (now ${spec.fontPt}, at least ${spec.minPt})`;
}

/** The layout problems of a sheet (empty: none). */
export function checkLayout(r: LayoutReport, spec: SheetSpec): SheetProblem[] {
  const out: SheetProblem[] = [];
  const box = printableBoxPx(spec);
  // Too wide is no question of length: wider columns (fewer of them) or smaller text make room —
  // fewer columns only for what lies in the item columns (a payment table spans the page).
  if (r.overflow.length) {
    const columnsHelp = spec.columns > 1 && r.overflow.every((o) => o.inColumns !== false);
    const fixes = [
      ...(columnsHelp ? [`fewer print.columns (now ${spec.columns}: each column is then wider)`] : []),
      ...(spec.fontPt > spec.minPt ? [smallerFont(r.overflow, spec)] : []),
    ].filter((f): f is string => f !== null);
    out.push({
      text: `laid out wider than the page (${Math.round(r.widthPx)} px between the margins), so it would print shrunk: ${list(r.overflow, (o) => `${o.what} ${o.px} px too wide`)}`,
      fix: fixes.length
        ? orList(fixes)
        : columnsHelp
          ? 'nothing a venue file sets makes room: a word of the sheet is wider than its column (report it)'
          : `nothing a venue file sets makes room: it is wider than the page even at the smallest print.fontSize, ${spec.minPt} pt (report it)`,
    });
  }
  if (r.clipped.length) out.push(`content cut off: ${list(r.clipped, (o) => `${o.what} hides ${o.px} px`)}`);
  if (r.pastColumn.length)
    out.push({
      text: `item values run past their column: ${list(r.pastColumn, (o) => `${o.what}, ${o.px} px`)}`,
      fix: spec.columns > 1 ? `fewer print.columns (now ${spec.columns}: each column is then wider)` : 'nothing a venue file sets makes room: a value is wider than the page (report it)',
    });
  const small = r.text.filter((x) => x.pt < spec.minPt - TOL.pt);
  if (small.length) out.push(`text below ${spec.minPt} pt: ${list(small, (x) => `${x.pt.toFixed(1)} pt "${x.text}"`)}`);
  const weak = r.values.filter((v) => v.pt < spec.minValuePt - TOL.pt || v.weight < 700);
  if (weak.length) out.push(`item values below ${spec.minValuePt} pt bold: ${list(weak, (v) => `${v.pt.toFixed(1)} pt, weight ${v.weight}: "${v.text}"`)}`);
  const keys = r.keys.filter((k) => k.pt < spec.minKeyPt - TOL.pt);
  if (keys.length) out.push(`key numbers below ${spec.minKeyPt} pt: ${list(keys, (k) => `${k.pt.toFixed(1)} pt "${k.text}"`)}`);
  if (r.paymentsBottomPx !== null && r.paymentsBottomPx > box.height + 0.5)
    out.push({
      text: `the payment table does not fit on page 1: with the title and the key numbers it needs ${Math.round((r.paymentsBottomPx * PT_PER_PX * 25.4) / 72)} mm, page 1 has ${Math.round((box.height * PT_PER_PX * 25.4) / 72)} mm`,
      fix: headFixes(r.head, spec, undefined, r.paymentRows),
    });
  return out;
}

/**
 * The problems of a sheet's PDF, from its word boxes (empty: none). `layout`, when given, is what the
 * layout check found: a sheet laid out wider than the page prints shrunk, which that check says with
 * its cause — its text printed smaller is then no second problem.
 */
export function checkPrint(pages: PdfPage[], spec: SheetSpec, layout?: Pick<LayoutReport, 'overflow'>): string[] {
  const out: string[] = [];
  if (spec.maxPages && pages.length > spec.maxPages) out.push(`${pages.length} A4 pages, at most ${spec.maxPages} allowed${overLength(pages, spec)}`);
  const m = spec.margins;
  const outside: string[] = [];
  const shrunk: { pt: number; text: string; page: number }[] = [];
  pages.forEach((p, i) => {
    for (const w of p.words) {
      const h = w.yMax - w.yMin;
      // Glyph boxes may stand out of their line box above and below (line-height < ascent + descent).
      const v = 0.15 * h;
      const past = [
        w.xMax > p.width - m.right + TOL.edge && `${(w.xMax - (p.width - m.right)).toFixed(1)} pt past the right margin`,
        w.xMin < m.left - TOL.edge && `${(m.left - w.xMin).toFixed(1)} pt past the left margin`,
        w.yMax > p.height - m.bottom + v + TOL.edge && 'below the bottom margin',
        w.yMin < m.top - v - TOL.edge && 'above the top margin',
      ].filter(Boolean);
      if (past.length) outside.push(`"${w.text}" (page ${i + 1}) ${past.join(', ')}`);
      const pt = printedPt(w.text, h);
      if (pt < Math.max(spec.fontPt, spec.minPt) - TOL.pt * 2) shrunk.push({ pt, text: w.text, page: i + 1 });
    }
  });
  if (outside.length) out.push(`printed outside the printable area: ${list(outside, (x) => x)}`);
  if (shrunk.length && !layout?.overflow.length) {
    const least = Math.min(...shrunk.map((s) => s.pt));
    out.push(
      `text printed at ${least.toFixed(1)} pt, set at ${spec.fontPt} pt${least < spec.minPt - TOL.pt ? ` (below ${spec.minPt} pt)` : ''} — shrunk to fit, or a glyph in a font the site does not ship: ${list(shrunk, (s) => `"${s.text}" ${s.pt.toFixed(1)} pt (page ${s.page})`)}`,
    );
  }
  return out;
}

/**
 * How much of the sheet runs past its last allowed page, in words an organiser can act on: millimetres
 * and how many lines of its text — "shorten the notes" said nothing of how much, and an Indonesian
 * Taiwanese sheet holds three lines of notes, not four.
 */
export function overLength(pages: readonly PdfPage[], spec: SheetSpec): string {
  const over = overBy(pages, spec);
  if (!over) return '';
  return ` (about ${over.mm} mm too long: ${over.lines === 1 ? 'one line' : `some ${over.lines} lines`} of ${spec.fontPt} pt text must go)`;
}

/** Where the last word of a page ends (points from its top; the top margin when it has none). */
function lastFoot(p: PdfPage, top: number): number {
  return p.words.reduce((m, w) => Math.max(m, w.yMax), top);
}

/**
 * How much must go for the sheet to fit its allowed pages, from the sheet as printed (every page):
 * millimetres and lines of its text (its size × `sheetLineHeight`), both rounded up; null when nothing
 * runs past. What runs past is what the pages after the last allowed one hold, less the room left at
 * the foot of that page: a part kept whole (a table, the footer) moves to the next page entire, and
 * the room it left behind takes that much of it back — four lines of notes too many for a sheet with
 * room for three put its 13 mm footer on a third page, and one line must go, not three. Where that
 * room is more than what ran past (a page break the layout forces), all of it counts.
 */
export function overBy(pages: readonly PdfPage[], spec: SheetSpec): { mm: number; lines: number } | null {
  const { top, bottom } = spec.margins;
  let pt = 0;
  for (const p of pages.slice(spec.maxPages)) pt += lastFoot(p, top) - top;
  if (pt <= 0) return null;
  const last = pages[spec.maxPages - 1];
  if (last) {
    const room = last.height - bottom - lastFoot(last, top);
    if (room > 0 && room < pt) pt -= room;
  }
  const linePt = linePitch(spec);
  // The last word's box stands out below its line by half of what it is taller than a line.
  pt -= Math.max(0, (BOX_RATIO.text * spec.fontPt - linePt) / 2);
  // A tenth of a line's slack: a measured 2.05 lines is two.
  return { mm: Math.max(1, Math.ceil((pt * 25.4) / 72)), lines: Math.max(1, Math.ceil(pt / linePt - 0.1)) };
}

/**
 * The line height of the sheet's text (a multiple of its size), read from its stylesheet's source
 * (src/styles/sheet.css): `.sheet-body`'s, or — for a script with marks above and below the line
 * (`<html data-marks>`, Hindi) — `[data-marks] .sheet-body`'s. For checks of a PDF without a browser,
 * as `sheetCssMargins`.
 */
export function sheetLineHeight(marks: boolean, css: string = readFileSync(SHEET_CSS, 'utf8')): number {
  const selector = marks ? String.raw`\[data-marks\]\s+\.sheet-body` : String.raw`(?:^|\})\s*\.sheet-body`;
  const rule = new RegExp(`${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const value = /(?:^|;|\s)line-height\s*:\s*([\d.]+)\s*(?:;|$)/.exec(rule)?.[1];
  if (value === undefined) throw new Error(`${SHEET_CSS}: no unitless line-height in the ${marks ? '[data-marks] .sheet-body' : '.sheet-body'} rule`);
  return Number(value);
}

/** A line's pitch on the sheet in points: its size × its line height (`sheetLineHeight`). */
function linePitch(spec: Pick<SheetSpec, 'fontPt' | 'marks'>): number {
  return spec.fontPt * sheetLineHeight(spec.marks ?? false);
}

/**
 * What a built sheet's page says of itself, read from its HTML without a browser (`readSheetSpec`
 * reads the same `data-*` in the page): its allowed pages and size, whether its script has marks, and
 * whether it was built without a public address (the mark where its short address goes); null for a
 * page that is no venue sheet.
 */
export function builtSheetSpec(html: string): (Pick<SheetSpec, 'maxPages' | 'fontPt' | 'marks'> & { previewMark: boolean }) | null {
  const tag = /<[^>]*\sdata-sheet="venue"[^>]*>/.exec(html)?.[0];
  if (!tag) return null;
  const attr = (name: string) => Number(new RegExp(`\\sdata-${name}="([\\d.]+)"`).exec(tag)?.[1]);
  return {
    maxPages: attr('max-pages'),
    fontPt: attr('font-pt'),
    marks: /<html\s[^>]*\sdata-marks[\s=>]/.test(html),
    previewMark: /\sdata-preview="no-public-address"/.test(html),
  };
}

/**
 * The room a sheet that fits has left (venue preview): below its last printed word on its last page,
 * and the allowed pages it does not use, in millimetres and in whole lines of its text (at
 * `linePitch`) — how much its notes may still grow before the
 * build refuses it as too long (`overLength`). Room the layout leaves above that word (the end of a
 * page before a part kept whole on the next) does not count: longer text fills the sheet from there.
 * A new note starts with a small gap (a paragraph's margin), so it holds a little less than its lines'
 * worth. Null for a sheet past its allowed pages.
 */
export function roomLeft(pages: readonly PdfPage[], spec: Pick<SheetSpec, 'maxPages' | 'fontPt' | 'marks' | 'margins'>): { mm: number; lines: number } | null {
  if (pages.length === 0 || pages.length > spec.maxPages) return null;
  const { top, bottom } = spec.margins;
  const last = pages[pages.length - 1];
  const pt = Math.max(0, last.height - bottom - lastFoot(last, top)) + (spec.maxPages - pages.length) * (last.height - top - bottom);
  return { mm: Math.floor((pt * 25.4) / 72), lines: Math.floor(pt / linePitch(spec)) };
}

/** One line per problem: the venue file, the sheet, the problem and the fixes (those of what `content` shows the sheet holds, when given). */
export function sheetMessages(spec: SheetSpec, sheet: string, problems: readonly SheetProblem[], content?: SheetContent, linesOver?: number): string[] {
  return problems.map((p) =>
    typeof p === 'string' ? `${spec.venueFile} (${sheet}): ${p} — fix: ${sheetFixes(spec, content, undefined, linesOver)}` : `${spec.venueFile} (${sheet}): ${p.text} — fix: ${p.fix}`,
  );
}
