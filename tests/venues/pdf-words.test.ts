/**
 * Searchable Hindi PDFs: the text pdftotext takes out of each Hindi PDF is made of the page's own
 * words — no word split in two (Chromium placed a vowel sign moved by the font's mark positioning
 * left of its letter's end, and text extraction read the gap as a space: "फू ल" for फूल; the print
 * stylesheet turns that positioning off). Every Devanagari token of the PDF's text is a word of the
 * HTML page it was printed from, and फूल and कुल come out whole wherever the page has them.
 *
 * Needs the built PDFs (`npm run build`) and poppler-utils; skipped without them outside CI.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from '../site/dist.mjs';

const DEVA = /[\u0900-\u097f]/;
const pdfDir = join(dist, 'pdf');
const files = existsSync(pdfDir) ? readdirSync(pdfDir).filter((f) => f.endsWith('.hi.pdf')) : [];
const havePoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const suite = (files.length && havePoppler) || process.env.CI ? describe : describe.skip;

/** Devanagari words of a text: runs of letters and marks (danda, digits and punctuation split). */
const words = (text: string) => (text.match(/[\u0900-\u0963\u0971-\u097f\u200c\u200d]+/g) ?? []).filter((w) => DEVA.test(w));

/** The page a PDF was printed from: a venue's A4 sheet, or a ruleset's reference page. */
function sourceHtml(file: string): string {
  const slug = file.replace(/\.hi\.pdf$/, '');
  const sheet = join(dist, 'hi', 'venues', slug, 'print', 'index.html');
  const page = existsSync(sheet) ? sheet : join(dist, 'hi', slug, 'index.html');
  return execFileSync('cat', [page]).toString();
}

suite('Hindi PDF text is made of whole words', () => {
  it('has Hindi PDFs to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(pdfDir, file), '-']).toString();
    // The page's words, its attributes' included (a table cell's data-label is printed by CSS).
    const html = sourceHtml(file).replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/[<>"]/g, ' ');
    const known = new Set(words(html));
    // A hyphenated compound (गैर-डीलर, उरा-डोरा) that a line ends inside, after its hyphen: pdftotext
    // joins the two halves and drops the hyphen, as it does for any word hyphenated at a line's end.
    for (const m of html.matchAll(/([\u0900-\u0963\u0971-\u097f\u200c\u200d]+)-([\u0900-\u0963\u0971-\u097f\u200c\u200d]+)/g)) known.add(m[1] + m[2]);
    const broken = [...new Set(words(text).filter((w) => !known.has(w)))];
    expect(broken, `tokens of ${file} that are no word of its page`).toEqual([]);
    for (const w of ['फूल', 'कुल']) if (known.has(w)) expect(words(text), w).toContain(w);
  });
});
