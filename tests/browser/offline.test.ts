/**
 * Offline use and search, on the fixture build (tests/fixture/: published under the sub-path
 * `/club-rules/`; the project's own dist/ when the run leaves the fixture out), in Chromium:
 *
 * - after one visit to a venue guide (the page a QR code opens first), the static server is
 *   stopped — really stopped: Chromium's offline emulation does not cover the service worker's own
 *   fetches — and the guide reloads, styled, its calculator scoring; a calculator and a reference
 *   page never opened load from the precache; a page never opened shows the offline page; search
 *   says it needs a connection. Each test has a server of its own on a new port, so a new origin:
 *   no service worker or cache of another test is there.
 * - after a new deploy (the same origin, another build), an open page keeps its build; once its
 *   tabs are closed the new build serves every page, the kept guide included, with its own assets.
 * - a search in each locale finds a known item by its name, native name or katakana reading, and
 *   its result leads to the item's row.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../scripts/lib/static-server.ts';
import { builtAddress } from '../../scripts/lib/built-address.ts';
import { buildServiceWorkers } from '../../scripts/service-worker.ts';
import { chromiumOrSkip, hydrated, launchTestBrowser, siteDir, status, uiString } from './browser.ts';

const chromium = chromiumOrSkip();
const suite = chromium ? describe : describe.skip;
const fixture = inject('fixture');

let dist = '';
let base = '/';
let browser: Browser;
/** A venue guide in English and the guide of another venue (never opened in the offline test). */
let guide = '';
let otherGuide = '';

async function serve(dir: string, port = 0): Promise<StaticServer> {
  return serveStatic(dir, { port, base });
}

/** Waits until the page is controlled by its locale's worker and the worker has kept the page's guide. */
async function offlineReady(page: Page, guidePath?: string): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  if (guidePath)
    await page.waitForFunction(
      async (p: string) => {
        for (const name of await caches.keys()) if (name.includes('-guides-') && (await (await caches.open(name)).match(new URL(p, location.href).href))) return true;
        return false;
      },
      { polling: 100, timeout: 30_000 },
      guidePath,
    );
}

const styled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.includes('Noto Sans') && getComputedStyle(document.querySelector('.site-header')!).borderBottomStyle === 'solid');

suite('offline, after one visit (the server stopped)', () => {
  beforeAll(async () => {
    dist = fixture?.dist ?? siteDir();
    base = builtAddress(dist).base;
    // The English guides of the build (not a renamed venue's redirect), read from the site itself.
    const guides = readdirSync(join(dist, 'en', 'venues'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && readFileSync(join(dist, 'en', 'venues', e.name, 'index.html'), 'utf8').includes('data-venue='))
      .map((e) => `/en/venues/${e.name}/`);
    [guide, otherGuide] = guides;
    browser = await launchTestBrowser(chromium!);
  }, 900_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the guide first opened, reference pages and calculators work; other pages say they are offline; search needs a connection', async () => {
    const server = await serve(dist);
    const ctx = await browser.createBrowserContext();
    try {
      const page = await ctx.newPage();
      await page.goto(server.url(guide), { waitUntil: 'load' });
      await offlineReady(page, server.url(guide));
      await server.close();

      // The same guide, with a hand in its address, from the cache: styled, its calculator scores.
      await page.goto(server.url(`${guide}?hand=234m567p22s345678s`), { waitUntil: 'load' });
      expect(await styled(page)).toBe(true);
      await hydrated(page);
      expect(await page.$eval('h1', (h) => h.textContent)).toBeTruthy();

      // A calculator never opened, from the precache: it scores the hand of its address.
      await page.goto(server.url('/en/hong-kong/calculator/?hand=23445667899m&meld=pon:777z&seat=south&bonus=2f'), { waitUntil: 'load' });
      await hydrated(page);
      expect(await styled(page)).toBe(true);
      expect(await page.$$('.calc-items tr[data-item]')).not.toHaveLength(0);
      expect(await status(page)).not.toBe('');

      // A reference page never opened, with its fonts: the worked examples' tiles are there.
      await page.goto(server.url('/en/riichi/'), { waitUntil: 'load' });
      expect(await styled(page)).toBe(true);
      expect(await page.$$('tr[data-item]')).not.toHaveLength(0);
      expect(await page.evaluate(async () => (await document.fonts.ready, [...document.fonts].some((f) => f.family.includes('Noto Sans') && f.status === 'loaded')))).toBe(true);

      // Search, its index never fetched: it says it needs a connection.
      await page.click('.search-input');
      await page.type('.search-input', 'chicken');
      await page.waitForFunction((t: string) => document.querySelector('.search-status')?.textContent === t, { timeout: 20_000 }, uiString('en', 'search.offline'));

      // A guide never opened: the offline page, in the locale's language, linking what is saved.
      await page.goto(server.url(otherGuide), { waitUntil: 'load' });
      expect(await page.$eval('h1', (h) => h.textContent)).toBe(uiString('en', 'offline.title'));
      expect(await styled(page)).toBe(true);
    } finally {
      await ctx.close();
      await server.close();
    }
  }, 120_000);

  it('the language switch, offline: a language not saved here says so and the hand stays; a saved one opens with the hand', async () => {
    const server = await serve(dist);
    const ctx = await browser.createBrowserContext();
    try {
      const page = await ctx.newPage();
      // Hindi visited once (its worker installed), then the English calculator.
      await page.goto(server.url('/hi/'), { waitUntil: 'load' });
      await offlineReady(page);
      await page.goto(server.url('/en/riichi/calculator/'), { waitUntil: 'load' });
      await offlineReady(page);
      await hydrated(page);
      await server.close();

      const hand = () => page.$eval('#calc-hand', (e) => (e as HTMLInputElement).value);
      for (const c of ['2m', '3m', '4m', '5p']) await page.click(`.calc-palette .ct[data-tile="${c}"]`);
      expect(await hand()).toBe('234m5p');
      // Indonesian was never visited: no page, no worker of its own. The switch says so, in English;
      // the page and its hand stay (before: the browser's error page).
      const pathname = await page.evaluate(() => location.pathname);
      await page.click('.lang-switch a[hreflang="id"]');
      const note = uiString('en', 'nav.langOffline').replace('{{lang}}', 'Bahasa Indonesia');
      await page.waitForFunction((t: string) => document.querySelector('.lang-switch [role="status"]')?.textContent === t, { timeout: 10_000 }, note);
      expect(await page.evaluate(() => location.pathname)).toBe(pathname);
      expect(await hand()).toBe('234m5p');
      // Hindi's worker answers for its pages offline: the Hindi calculator opens with the hand.
      // Waited for by its address: the calculator writing the hand into this page's address is a
      // navigation too, and may come first.
      const hi = new URL(server.url('/hi/riichi/calculator/')).pathname;
      await page.click('.lang-switch a[hreflang="hi"]');
      await page.waitForFunction((p: string) => location.pathname === p && document.readyState === 'complete', { timeout: 10_000 }, hi);
      expect(new URL(page.url()).pathname).toBe(hi);
      await hydrated(page);
      expect(await styled(page)).toBe(true);
      expect(await hand()).toBe('234m5p');
    } finally {
      await ctx.close();
      await server.close();
    }
  }, 120_000);

  it('after a new deploy an open page keeps its build; then every page, the kept guide too, comes from the new one', async () => {
    // Build B: a copy of the site whose pages say so, and whose stylesheet differs (a new hashed name
    // for it, as a real build gives), with its own service workers.
    const copy = mkdtempSync(join(tmpdir(), 'hefen-deploy-'));
    try {
      cpSync(dist, copy, { recursive: true });
      const astro = join(copy, '_astro');
      const css = readdirSync(astro).filter((f) => f.endsWith('.css'));
      const renamed = new Map(css.map((f) => [f, f.replace(/\.css$/, '.b.css')]));
      for (const [from, to] of renamed) {
        writeFileSync(join(astro, to), `${readFileSync(join(astro, from), 'utf8')}\nbody{outline:0 solid transparent}`);
        rmSync(join(astro, from));
      }
      const walk = (dir: string) => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
          const p = join(dir, e.name);
          if (e.isDirectory()) walk(p);
          else if (e.name.endsWith('.html')) {
            let html = readFileSync(p, 'utf8');
            for (const [from, to] of renamed) html = html.split(from).join(to);
            writeFileSync(p, html.replace('<body', '<body data-build="B"'));
          }
        }
      };
      walk(copy);
      await buildServiceWorkers({ dist: copy });

      const a = await serve(dist);
      const port = Number(new URL(a.origin).port);
      const ctx = await browser.createBrowserContext();
      let b: StaticServer | null = null;
      try {
        const page = await ctx.newPage();
        await page.goto(a.url(guide), { waitUntil: 'load' });
        await offlineReady(page, a.url(guide));
        await page.goto(a.url('/en/riichi/'), { waitUntil: 'load' });
        await a.close();
        b = await serve(copy, port);
        // Deployed: the open reference page reloads as build A, styled by A's stylesheets, which the
        // server no longer has (they come from A's precache).
        await page.reload({ waitUntil: 'load' });
        expect(await page.evaluate(() => document.body.dataset.build ?? 'A')).toBe('A');
        expect(await styled(page)).toBe(true);
        // A guide is network first: build B's page, with B's stylesheets.
        await page.goto(b.url(guide), { waitUntil: 'load' });
        expect(await page.evaluate(() => document.body.dataset.build ?? 'A')).toBe('B');
        expect(await styled(page)).toBe(true);
        // The new worker installs (fetching the kept guide again) and waits for A's tabs to close.
        await page.evaluate(async () => {
          const r = (await navigator.serviceWorker.getRegistration())!;
          await r.update().catch(() => undefined);
          const w = r.installing;
          if (w) await new Promise<void>((res) => w.addEventListener('statechange', () => w.state !== 'installing' && res()));
          if (!r.waiting) throw new Error('no new worker waiting');
        });
        await page.close();
        // No tab of build A left: B's worker takes over (watched from a page outside the scope).
        const watch = await ctx.newPage();
        await watch.goto(b.url('/favicon.svg'));
        await watch.waitForFunction(
          async (scope: string) => {
            const r = await navigator.serviceWorker.getRegistration(scope);
            return !!r && !r.waiting && r.active?.state === 'activated';
          },
          { polling: 200, timeout: 30_000 },
          b.url('/en/'),
        );
        await b.close();
        b = null;
        // Offline: the kept guide is B's (carried over at B's install), with B's stylesheets; so is a
        // reference page (B's precache).
        for (const path of [guide, '/en/taiwan-club/']) {
          await watch.goto(a.url(path), { waitUntil: 'load' });
          expect(await watch.evaluate(() => document.body.dataset.build), path).toBe('B');
          expect(await styled(watch), path).toBe(true);
          const sheets = await watch.evaluate(() => [...document.styleSheets].map((s) => s.href ?? '').filter((h) => h.includes('/_astro/')));
          expect(sheets.length, path).toBeGreaterThan(0);
          expect(sheets.every((h) => h.endsWith('.b.css')), `${path}: ${sheets.join(', ')}`).toBe(true);
        }
      } finally {
        await ctx.close();
        await a.close();
        await b?.close();
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 180_000);
});

/** Search from the item's reference page, in each locale: [locale, page, query, the row it must lead to]. */
const SEARCHES: [string, string, string, string][] = [
  ['en', '/en/hong-kong/', 'Chicken Hand', 'item-chicken-hand'],
  ['hi', '/hi/riichi/', 'चिकन हैंड', 'item-chicken-hand'],
  ['id', '/id/taiwan-club/', 'Chicken Hand', 'item-chicken-hand'],
  ['en', '/en/riichi/', '雞糊', 'item-chicken-hand'],
  ['id', '/id/hong-kong/', 'チートイツ', 'item-chiitoitsu'],
  ['hi', '/hi/hong-kong/', 'Chiitoitsu', 'item-chiitoitsu'],
];

suite('search (Pagefind), in every locale', () => {
  let server: StaticServer;
  let browser: Browser;
  beforeAll(async () => {
    dist ||= fixture?.dist ?? siteDir();
    base = builtAddress(dist).base;
    browser = await launchTestBrowser(chromium!);
    server = await serve(dist);
  }, 900_000);
  afterAll(async () => {
    await server?.close();
    await browser?.close();
  });

  it.each(SEARCHES)('%s: %s, “%s” finds its item, and the result leads to its row', async (locale, path, query, row) => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(String(e)));
    try {
      await page.goto(server.url(path), { waitUntil: 'load' });
      await page.click('.search-input');
      await page.type('.search-input', query);
      const sel = `.search-list a[href$="#${row}"]`;
      // Each keystroke starts a search, and the list keeps an earlier query's results while the last
      // one runs ("Searching…"): wait for the whole query's results, the status counting the rows.
      await page.waitForFunction(
        (results: string) => {
          const status = document.querySelector('.search-status')?.textContent;
          return status === results.replace('{{n}}', String(document.querySelectorAll('.search-list li').length));
        },
        { timeout: 20_000 },
        uiString(locale, 'search.results'),
      );
      expect(await page.$(sel), `no result of “${query}” leads to #${row}`).not.toBeNull();
      const href = await page.$eval(sel, (a) => (a as HTMLAnchorElement).href);
      // The record's page is the ruleset's reference page of this locale, under the base.
      expect(new URL(href).pathname).toMatch(new RegExp(`^${base}${locale}/[a-z-]+/$`));
      await page.click(sel);
      // The row is the page's target, scrolled into view.
      await page.waitForFunction(
        (id: string) => {
          const e = document.getElementById(id);
          if (location.hash !== `#${id}` || !e?.matches(':target')) return false;
          const r = e.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight;
        },
        { timeout: 20_000 },
        row,
      ).catch(async (e) => {
        throw new Error(`${e}: ${await page.evaluate((id: string) => `${location.href} ${document.getElementById(id)?.getBoundingClientRect().top} ${document.querySelector(':target')?.id}`, row)}`);
      });
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('a query nothing matches says so, in the page’s language', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(server.url('/hi/'), { waitUntil: 'load' });
      await page.click('.search-input');
      await page.type('.search-input', 'zzqqxx');
      const none = uiString('hi', 'search.none').replace('{{query}}', 'zzqqxx');
      await page.waitForFunction((t: string) => document.querySelector('.search-status')?.textContent === t, { timeout: 20_000 }, none);
    } finally {
      await page.close();
    }
  }, 60_000);
});
