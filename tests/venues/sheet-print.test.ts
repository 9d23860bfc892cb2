/**
 * The venue sheets as printed (dist/pdf/<venue>.<locale>.pdf, read with pdftotext -bbox-layout): in every
 * language of every venue, every word is printed at the venue's print.fontSize or larger (never shrunk,
 * never below 10 pt), the item values at 11 pt or larger, the key numbers at 16 pt or larger, and inside
 * the margins; page 1 holds, from the top, the key numbers, the whole payment block, then the items
 * (when there is room for them), in the sheet's order.
 *
 * Needs Chromium and poppler-utils; builds the site when a PDF is missing. Skipped, with a message, only
 * when they are absent and env CI is not set.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPrint, parseBboxLayout, printedPt, sheetCssMargins, type PdfPage, type PdfWord } from '../../scripts/lib/sheet-check.ts';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { readVenues } from '../../src/venues/files.ts';
import { dist, readPage, root } from '../site/dist.mjs';
import { text } from './html.ts';

const tools = (() => {
  try {
    findChromium();
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!tools && !process.env.CI) console.warn('Sheet print tests skipped: they need Chromium and poppler-utils (pdftotext).');

const MARGINS = sheetCssMargins();
const venues = readVenues(root);
const sheets = venues.flatMap((v) => v.languages.map((locale) => ({ v, locale, name: `${v.slug}.${locale}` })));

/** A line of pdftotext -bbox-layout: its words, joined, and its top. */
interface Line {
  page: number;
  y: number;
  text: string;
  words: PdfWord[];
}
function lines(xhtml: string): Line[] {
  const out: Line[] = [];
  xhtml.split(/<page\s/).slice(1).forEach((part, i) => {
    for (const m of part.matchAll(/<line xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)) {
      const words = parseBboxLayout(`<page width="1" height="1">${m[2]}</page>`)[0].words.map((w) => ({ ...w, text: nfc(w.text) }));
      out.push({ page: i + 1, y: Number(m[1]), text: words.map((w) => w.text).join(' '), words });
    }
  });
  return out;
}
/** Words of HTML fragments (tags dropped, entities decoded), as pdftotext splits them. */
const words = (fragments: string[]) => fragments.flatMap((f) => nfc(text(f)).split(/[\s\u00a0]+/)).filter(Boolean);
/** pdftotext gives Devanagari letters with a nukta decomposed (फ़ as फ + ़): compare in NFC. */
const nfc = (s: string) => s.normalize('NFC');
const count = (xs: string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
/** The characters of a text, spaces left out, counted: compares text whatever its line breaks and order. */
const chars = (s: string) => count([...s.replace(/[\s\u00a0\u00ad]/g, '')]);

describe.skipIf(!tools && !process.env.CI)('venue sheets as printed', () => {
  beforeAll(() => {
    if (sheets.some((s) => !existsSync(join(dist, 'pdf', `${s.name}.pdf`))))
      execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, HEFEN_NO_PDF: '' } });
  }, 900_000);

  describe.each(sheets.map((s) => [s.name, s] as const))('%s', (name, { v, locale }) => {
    let xhtml = '';
    let pages: PdfPage[] = [];
    let html = '';
    beforeAll(() => {
      xhtml = execFileSync('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', join(dist, 'pdf', `${name}.pdf`), '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
      pages = parseBboxLayout(xhtml);
      html = readPage(locale, 'venues', v.slug, 'print');
    });

    it(`is printed at ${v.print.fontSize} pt or larger (not shrunk, never below 10 pt), inside the margins, on at most two pages`, () => {
      const all = pages.flatMap((p) => p.words);
      expect(all.length).toBeGreaterThan(300);
      const least = Math.min(...all.map((w) => printedPt(w.text, w.yMax - w.yMin)));
      expect(least).toBeGreaterThanOrEqual(Math.max(10, v.print.fontSize) - 0.05);
      // The body text is printed at the size set: the most frequent size is print.fontSize.
      const sizes = count(all.map((w) => printedPt(w.text, w.yMax - w.yMin).toFixed(1)));
      expect([...sizes].sort((a, b) => b[1] - a[1])[0][0]).toBe(v.print.fontSize.toFixed(1));
      expect(checkPrint(pages, { venueFile: v.file, maxPages: 2, fontPt: v.print.fontSize, minPt: 10, minValuePt: 11, minKeyPt: 16, columns: v.print.columns, descriptions: v.print.descriptions, margins: MARGINS })).toEqual([]);
    });

    it('prints the item values at 11 pt or larger, the key numbers at 16 pt or larger', () => {
      // The words printed at one size (± 0.1 pt), compared by characters: pdftotext may split a Devanagari
      // word in two (फ़ु ल) where its glyphs stand apart. Values are max(1.1 em, 11 pt), key numbers max(1.6 em, 16 pt).
      const printed = (pt: number) => chars(pages.flatMap((p) => p.words).filter((w) => Math.abs(printedPt(w.text, w.yMax - w.yMin) - pt) <= 0.1).map((w) => nfc(w.text)).join(''));
      const values = words([
        ...[...html.matchAll(/<li [^>]*data-item="[^"]+"(?! class="[^"]*has-tiers)[^>]*><div class="vi-head">[\s\S]*?<span class="value-main">([^<]*)<\/span>/g)].map((m) => m[1]),
        ...[...html.matchAll(/<span class="tier-value">([^<]*)<\/span>/g)].map((m) => m[1]),
      ]);
      const keys = words([...html.matchAll(/<span class="big">([^<]*)<\/span>/g)].map((m) => m[1]));
      expect(values.length).toBeGreaterThan(40);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      const f = v.print.fontSize;
      for (const [want, pt] of [[values, Math.max(11, 1.1 * f)], [keys, Math.max(16, 1.6 * f)]] as const) {
        const have = printed(pt);
        for (const [c, n] of chars(want.join(''))) expect(have.get(c) ?? 0, `"${c}" printed at ${pt} pt`).toBeGreaterThanOrEqual(n);
      }
    });

    it('page 1: the key numbers, then the whole payment block, then the items in the sheet’s order', () => {
      const all = lines(xhtml);
      const first = all.filter((l) => l.page === 1);
      // A line that holds the text, or its start (a label or a name may wrap).
      const squeeze = (x: string) => x.replace(/\s+/g, '');
      const find = (from: Line[], s: string, after = -1) =>
        from.find((l) => l.y > after && (squeeze(l.text).includes(squeeze(s)) || (squeeze(l.text).length >= 4 && squeeze(s).startsWith(squeeze(l.text)))));
      const firstKey = nfc(text(/<dl class="key-numbers"[^>]*><div[^>]*><dt>([^<]*)<\/dt>/.exec(html)![1]));
      const payTitle = nfc(text(/id="payments-h">([^<]*)</.exec(html)![1]));
      const itemsTitle = nfc(text(/id="items-h">([^<]*)</.exec(html)![1]));
      const key = find(first, firstKey);
      expect(key, `key numbers ("${firstKey}") on page 1`).toBeDefined();
      const pay = first.find((l) => l.y > key!.y && l.text === payTitle);
      expect(pay, `payment title ("${payTitle}") on page 1, under the key numbers`).toBeDefined();
      const items = find(first, itemsTitle, pay!.y);
      // The whole payment block is on page 1, between its title and the items' title (or the page's end).
      const block = /data-sheet-part="payments"[\s\S]*?(?=<section class="sheet-items")/.exec(html)![0];
      const region = first.filter((l) => l.y >= pay!.y && (!items || l.y < items.y)).map((l) => l.text).join(' ');
      const have = chars(region);
      for (const [c, n] of chars(nfc(text(`<x ${block}`)))) expect(have.get(c) ?? 0, `"${c}" of the payment block on page 1`).toBeGreaterThanOrEqual(n);
      // The items follow: on page 1 under the payments when they fit there, else at the top of page 2.
      const firstItem = nfc(text(/<span class="item-title">([^<]*)<\/span>/.exec(html.slice(html.indexOf('data-sheet-part="items"')))![1]));
      if (items) expect(find(first, firstItem, items.y), `first item ("${firstItem}") on page 1`).toBeDefined();
      else {
        const second = all.filter((l) => l.page === 2);
        expect(second[0].text).toBe(itemsTitle);
        expect(find(second, firstItem), `first item ("${firstItem}") on page 2`).toBeDefined();
      }
    });
  });
});
