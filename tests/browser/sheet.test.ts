/**
 * The A4 sheet page (`/{locale}/venues/<slug>/print/`) in Chromium, every venue in each of its
 * languages: on a 360 px phone the whole sheet shows zoomed to the screen's width, with no sideways
 * scrolling and no accessibility violation (axe-core, any impact); its print button calls the browser's print; the guide's "Print (A4)" button leads to it;
 * and printing it from the browser (A4, no headers and footers) gives the PDF the build wrote — the same
 * pages with the same text.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkip, startSite, type Site } from './browser.ts';
import { measureLayout } from '../../scripts/lib/sheet-check.ts';
import { readVenues } from '../../src/venues/files.ts';
import { dist, root } from '../site/dist.mjs';

const chromium = chromiumOrSkip();
const suite = chromium ? describe : describe.skip;
const SHEETS = readVenues(root).flatMap((v) => v.languages.map((locale) => ({ slug: v.slug, locale, path: `/${locale}/venues/${v.slug}/print/` })));
const AXE = readFileSync(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const tmp = mkdtempSync(join(tmpdir(), 'hefen-sheet-browser-'));
const pdftext = (file: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').trim();
const pages = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);

suite('the A4 sheet page', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(chromium!);
  }, 900_000);
  afterAll(async () => {
    await site?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it.each(SHEETS.map((s) => [s.path, s] as const))('%s at 360 px: the whole sheet, zoomed to the screen, no sideways scrolling, accessible', async (path) => {
    const page = await site.open(path, 360);
    try {
      const m = await page.evaluate(() => {
        const sheet = document.querySelector('.sheet')!.getBoundingClientRect();
        const button = document.querySelector<HTMLElement>('[data-print]')!;
        return {
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
          left: sheet.left,
          right: sheet.right,
          width: sheet.width,
          zoom: Number(getComputedStyle(document.querySelector('.sheet')!).zoom),
          button: !button.hidden && button.getClientRects().length > 0,
        };
      });
      expect(m.scroll, 'page width').toBeLessThanOrEqual(m.inner);
      expect(m.left).toBeGreaterThanOrEqual(0);
      expect(m.right).toBeLessThanOrEqual(360);
      // Zoomed, not squeezed: the sheet keeps its A4 layout (210 mm wide) at a smaller scale.
      expect(m.zoom).toBeLessThan(0.5);
      expect(m.width).toBeGreaterThan(320);
      expect(m.button).toBe(true);
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        // @ts-expect-error axe is injected above
        const r = await window.axe.run(document, { resultTypes: ['violations'] });
        return (r.violations as { id: string; impact: string; nodes: { target: unknown }[] }[]).map((v) => `${v.impact} ${v.id} ${JSON.stringify(v.nodes[0]?.target)}`);
      });
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('its print button calls the browser’s print; the guide’s “Print (A4)” button leads to the sheet', async () => {
    const { slug, locale, path } = SHEETS[0];
    const guide = await site.open(`/${locale}/venues/${slug}/`);
    try {
      await Promise.all([guide.waitForNavigation({ waitUntil: 'load' }), guide.click(`.venue-actions a[href="${path}"]`)]);
      expect(new URL(guide.url()).pathname).toBe(path);
      await guide.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed++;
        };
      });
      await guide.click('[data-print]');
      expect(await guide.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    } finally {
      await guide.close();
    }
  }, 60_000);

  it.each(SHEETS.map((s) => [s.path, s] as const))('%s printed from the browser (A4, no headers or footers) is the built PDF: same pages, same text', async (path, { slug, locale }) => {
    const page = await site.open(path, 1200);
    try {
      const file = join(tmp, `${slug}.${locale}.pdf`);
      writeFileSync(file, await page.pdf({ format: 'A4', displayHeaderFooter: false }));
      const built = join(dist, 'pdf', `${slug}.${locale}.pdf`);
      expect(pages(file)).toBe(pages(built));
      expect(pdftext(file)).toBe(pdftext(built));
    } finally {
      await page.close();
    }
  }, 60_000);

  it.each(SHEETS.map((s) => [s.path, s] as const))('%s as the PDF step measures it: the name’s lines as its height counts them (a native name beside it is on its line)', async (path) => {
    const page = await site.open(path, 718);
    try {
      await page.emulateMediaType('print');
      const head = (await page.evaluate(measureLayout)).head;
      // Independently: the heading's height over its line height.
      const byHeight = await page.$eval('.sheet-head h1', (h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));
      expect(head.nameLines).toBe(byHeight);
    } finally {
      await page.close();
    }
  }, 60_000);
});

