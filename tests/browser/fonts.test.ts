/**
 * Font weight in Chromium: every page type in every locale (scrolled through, so every font its text
 * needs is fetched) makes at most 12 font requests and 150 KB of fonts; only pages with Hindi text
 * fetch the Devanagari font (the others draw हिन्दी in the language switch from a cut of a few KB);
 * no page fetches the whole Latin-extended file. And the cut draws हिन्दी exactly as the whole font
 * does (the same width and, but for a few anti-aliased edge pixels, the same pixels): its shaping
 * (the conjunct न्द, the reordered vowel sign ि) is intact.
 */
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkip, startSite, type Site } from './browser.ts';
import { allPages, pageWeight, type PageCase, type PageWeight } from '../../scripts/lib/page-metrics.ts';
import { root } from '../site/dist.mjs';

const chromium = chromiumOrSkip();
const suite = chromium ? describe : describe.skip;
const MAX_REQUESTS = 12;
const MAX_BYTES = 150 * 1024;

suite('fonts a page downloads', () => {
  let site: Site;
  const weights = new Map<string, PageWeight>();
  const pages = allPages(root);
  beforeAll(async () => {
    site = await startSite(chromium!);
    // Four tabs at a time.
    const queue = [...pages];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let p = queue.shift(); p; p = queue.shift()) weights.set(p.path, await pageWeight(site.browser, site.origin + p.path));
      }),
    );
  }, 600_000);
  afterAll(async () => {
    await site?.close();
  });

  const name = (p: PageCase) => `${p.path} (${p.kind})`;
  /** A page with Hindi running text: a Hindi page, or the root page (every locale's prompt). */
  const hasHindi = (p: PageCase) => p.locale === 'hi' || p.locale === '';

  it.each(pages.map((p) => [name(p), p] as const))('%s: at most 12 font requests and 150 KB', (_, p) => {
    const w = weights.get(p.path)!;
    const files = w.fonts.map((f) => `${f.url.split('/').pop()} ${f.bytes}`).join(', ');
    // Some font at least (every page has text: the page was laid out, in its tab as in front).
    expect(w.fonts.length, files).toBeGreaterThan(0);
    expect(w.fonts.length, files).toBeLessThanOrEqual(MAX_REQUESTS);
    expect(w.fontBytes, files).toBeLessThanOrEqual(MAX_BYTES);
    expect(w.fonts.some((f) => /noto-sans-latin-ext-\d+-normal/.test(f.url)), files).toBe(false);
    expect(w.fonts.some((f) => /noto-sans-devanagari-/.test(f.url)), files).toBe(hasHindi(p));
    // Han: one file per place its characters come from, never one per chunk.
    expect(w.fonts.filter((f) => /\/han-/.test(f.url)).length, files).toBeLessThanOrEqual(4);
  });

  it('the cut for the language switch draws हिन्दी as the whole Devanagari font does', async () => {
    const page = await site.open('/en/riichi/');
    // One box, drawn in the cut, then in the whole font, at the same place.
    await page.evaluate(async () => {
      const span = document.createElement('span');
      span.id = 'word';
      span.textContent = 'हिन्दी';
      span.style.cssText = `font: 48px/1.5 'Hefen Names'; position: absolute; left: 0; top: 0; z-index: 9; padding: 4px; background: #fff; color: #000`;
      document.body.prepend(span);
      await document.fonts.load(`48px 'Hefen Names'`, 'हिन्दी');
      await document.fonts.load(`48px 'Hefen Deva'`, 'हिन्दी');
    });
    const shot = async (family: string) => {
      await page.$eval('#word', (e, f) => ((e as HTMLElement).style.fontFamily = `'${f}'`), family);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const width = await page.$eval('#word', (e) => e.getBoundingClientRect().width);
      return { width, png: PNG.sync.read(Buffer.from(await (await page.$('#word'))!.screenshot())) };
    };
    const cutShot = await shot('Hefen Names');
    const wholeShot = await shot('Hefen Deva');
    const [cut, whole] = [cutShot.png, wholeShot.png];
    if (process.env.HEFEN_SHOTS) for (const [n, png] of [['cut', cut], ['whole', whole]] as const) writeFileSync(`${process.env.HEFEN_SHOTS}/hindi-${n}.png`, PNG.sync.write(png));
    expect(cutShot.width).toBeCloseTo(wholeShot.width, 3);
    expect([cut.width, cut.height]).toEqual([whole.width, whole.height]);
    // The same glyphs at the same places: FreeType's auto-hinter, which reads a script's reference
    // letters from the font, nudges a few edge pixels of the cut (which lacks them), nothing more.
    let differ = 0;
    for (let i = 0; i < cut.data.length; i += 4)
      if (Math.max(...[0, 1, 2].map((k) => Math.abs(cut.data[i + k] - whole.data[i + k]))) > 8) differ++;
    expect(differ / (cut.width * cut.height)).toBeLessThan(0.01);
    // And it is not the fallback: some ink, in a box as wide as the shaped word (the conjunct न्द is one glyph cluster).
    expect(cut.data.some((v, i) => i % 4 !== 3 && v < 128)).toBe(true);
    await page.close();
  }, 60_000);
});
