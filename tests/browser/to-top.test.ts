/**
 * The "back to the top" button of long pages (`.to-top`, src/layouts/Base.astro): hidden on the
 * first screen, where it would cover what a reader looks at first (on a phone, a venue guide's key
 * numbers), and shown once the page has been scrolled — in Chromium, which supports scroll-driven
 * animations, the way the stylesheet asks for it. Checked on the built stylesheet, as the minifier
 * left it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { chromiumOrSkip, startSite, type Site } from './browser.ts';
import { readVenues } from '../../src/venues/files.ts';
import { root } from '../site/dist.mjs';

const chromium = chromiumOrSkip();
const VENUE = readVenues(root)[0];

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
