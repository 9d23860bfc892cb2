/**
 * The "back to the top" button of long pages (`.to-top`, src/layouts/Base.astro): hidden on the
 * first screen, where it would cover what a reader looks at first (on a phone, a venue guide's key
 * numbers), and shown once the page has been scrolled — in Chromium, which supports scroll-driven
 * animations, the way the stylesheet asks for it. Never over a venue guide's calculator: hidden from
 * when its top comes on screen until its end has risen above the button's corner (a tap on a tile
 * beside the button took the reader to the top and added nothing). Checked on the built stylesheet,
 * as the minifier left it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { chromiumOrSkip, startSite, type Site } from './browser.ts';
import { readVenues } from '../../src/venues/files.ts';
import { root } from '../site/dist.mjs';

const chromium = chromiumOrSkip();
const VENUES = readVenues(root);
const VENUE = VENUES[0];

let site: Site;
beforeAll(async () => {
  if (chromium) site = await startSite(chromium);
}, 900_000);
afterAll(async () => {
  await site?.close();
});

const shown = (page: Page) =>
  page.$eval('.to-top', (e) => {
    const c = getComputedStyle(e);
    return c.visibility === 'visible' && Number(c.opacity) > 0.5;
  });
const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));

it.skipIf(!chromium).each([
  [`/${VENUE.languages[0]}/venues/${VENUE.slug}/`, 360],
  ['/en/riichi/', 1200],
])('%s at %i px: hidden at the top, shown once scrolled', async (path, width) => {
  const page = await site.open(path, width);
  await frames(page);
  expect(await shown(page), 'at the top').toBe(false);
  await page.evaluate(() => scrollTo(0, innerHeight * 2));
  await frames(page);
  expect(await shown(page), 'scrolled two screens down').toBe(true);
  await page.close();
}, 60_000);

/**
 * Scrolled in steps over the calculator, from a screen above it to its end: where the button shows,
 * what of the calculator it lies over (nothing); and whether it shows a screen above the calculator.
 */
const sweep = (page: Page) =>
  page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const button = document.querySelector('.to-top')!;
    const isShown = () => {
      const c = getComputedStyle(button);
      return c.display !== 'none' && c.visibility === 'visible' && Number(c.opacity) > 0;
    };
    const calc = document.querySelector('.calc-island')!.getBoundingClientRect();
    const [from, to] = [calc.top + scrollY - innerHeight, calc.bottom + scrollY];
    scrollTo(0, from - 50);
    await frames();
    const above = isShown();
    const over: string[] = [];
    for (let y = from; y < to; y += 150) {
      scrollTo(0, y);
      await frames();
      if (!isShown()) continue;
      const b = button.getBoundingClientRect();
      // Its controls, the result's rows and lines of text.
      for (const e of document.querySelectorAll('.calc-island :is(button, input, select, summary, a, label, tr, li, p)')) {
        const r = e.getBoundingClientRect();
        if (r.width && r.height && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
          over.push(`at ${Math.round(y)} px: ${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} ${e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30) ?? ''}`);
          break;
        }
      }
    }
    return { over, above };
  });

// At 1200 px the result is a column of its own, kept in view (sticky) and as tall as the screen once a
// hand scores: a riichi hand with its items, fu, payments and seats.
it.skipIf(!chromium).each([
  ...VENUES.map((v) => [`/${v.languages[0]}/venues/${v.slug}/`, 360] as const),
  [`/en/venues/${VENUES.find((v) => v.ruleset === 'riichi')!.slug}/?hand=234m567p22s345678s&flags=riichi`, 1200] as const,
])(
  '%s at %i px: never over the calculator, shown above and below it',
  async (path, width) => {
    const page = await site.open(path, width);
    const { over, above } = await sweep(page);
    expect(over).toEqual([]);
    expect(above, 'a screen above the calculator').toBe(true);
    // At the end of the page, below the calculator's end, it is there again.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await frames(page);
    expect(await shown(page), 'at the end of the page').toBe(true);
    await page.close();
  },
  120_000,
);

it.skipIf(!chromium)('a riichi guide at 360 px: Dots 8, scrolled to the bottom corner, adds the tile (the page stays where it is)', async () => {
  const venue = VENUES.find((v) => v.ruleset === 'riichi')!;
  const page = await site.open(`/en/venues/${venue.slug}/`, 360);
  // The scorer's place: the second row of the tile set near the bottom of the screen, beside the button's corner.
  await page.evaluate(() => {
    const r = document.querySelector('.calc-palette .ct[data-tile="8p"]')!.getBoundingClientRect();
    scrollBy(0, r.bottom - (innerHeight - 60));
  });
  await frames(page);
  const before = await page.evaluate(() => scrollY);
  const at = await page.$eval('.calc-palette .ct[data-tile="8p"]', (e) => {
    const r = e.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.ct')?.getAttribute('data-tile'), at)).toBe('8p');
  await page.mouse.click(at.x, at.y);
  await frames(page);
  expect(await page.$eval('#calc-hand', (e) => (e as HTMLInputElement).value)).toBe('8p');
  expect(await page.evaluate(() => scrollY)).toBe(before);
  await page.close();
}, 60_000);
