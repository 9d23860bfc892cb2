/**
 * Shared set-up of the browser tests: the built site (`dist/`, built once when a calculator page is
 * missing; or env TEST_DIST), served by a tiny static server on 127.0.0.1 (a free port, or env TEST_HTTP_PORT)
 * under the base path it was built for (read from its root page), and a headless Chromium driven by
 * puppeteer-core.
 *
 * Without Chromium the suites are skipped with a message saying how to get one — unless env CI is set,
 * where a missing browser fails.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, ChromiumMissingError, findRenderBrowser, isHeadlessShell, SHELL_HINTING_ARGS } from '../../scripts/lib/chromium.ts';
import { serveStatic, type StaticServer } from '../../scripts/lib/static-server.ts';
import { builtAddress } from '../../scripts/lib/built-address.ts';
import { dist, ensureBuilt, hasPage, root } from '../site/dist.mjs';

/**
 * The Chromium to drive, or null (with the reason printed) when the suites must be skipped. As the
 * build's renders: Chromium's headless shell when one is installed — the same Blink, the same pages
 * and the same answers (accessibility, layout shifts, fonts, service workers), with about a fifth
 * less CPU for the browser suites — else the full Chromium; `HEFEN_HEADLESS_SHELL=0`: always the
 * full browser, PUPPETEER_EXECUTABLE_PATH: that one.
 */
export function chromiumOrSkip(): string | null {
  try {
    return findRenderBrowser();
  } catch (e) {
    if (!(e instanceof ChromiumMissingError)) throw e;
    if (process.env.CI) throw new Error(`Browser tests need Chromium (env CI is set, so they cannot be skipped).\n${e.message}`);
    console.warn(
      `\n[browser tests skipped] No Chromium found. Install one (sudo apt-get install chromium) or set ` +
        `PUPPETEER_EXECUTABLE_PATH; with env CI set, a missing browser fails instead.\n`,
    );
    return null;
  }
}

/** Build the site when it is missing or older than the calculator (no calculator page yet). */
export function ensureCalculatorBuilt(): void {
  ensureBuilt();
  if (!hasPage('en', 'riichi', 'calculator')) {
    execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  }
}

export interface Site {
  origin: string;
  /** The base path the site is served under (`/`, or `/club-rules/` for a build with a sub-path). */
  base: string;
  /** The address of a path of the site (`/en/riichi/`), under the base. */
  url(path: string): string;
  browser: Browser;
  /** A new page at `path` (a path of the site below the base, or a whole address), loaded, fonts ready, the island hydrated;
   *  in the given colour scheme (`prefers-color-scheme`, default the browser's: light). */
  open(path: string, width?: number, scheme?: 'light' | 'dark'): Promise<Page>;
  /**
   * As `open`, in the site's one reused tab (not to be closed): the tab goes to `path` from wherever
   * it was. For checks that only read a page (accessibility): a new tab costs Chromium a renderer and
   * its set-up, a third of what opening a page costs. The tab keeps its session storage and history;
   * its colour scheme is set on every visit (light unless given), as the tab would keep the last one.
   */
  visit(path: string, width?: number, scheme?: 'light' | 'dark'): Promise<Page>;
  close(): Promise<void>;
}

/** The built site: `dist/`, or env TEST_DIST (another build's output, used as it is). */
export function siteDir(): string {
  if (process.env.TEST_DIST) return process.env.TEST_DIST;
  ensureCalculatorBuilt();
  return dist;
}

/**
 * `visitScripts`: scripts the reused tab (`visit`) runs at the start of every page it loads, given to
 * Chromium once (not sent with every page: axe-core is half a megabyte).
 */
export async function startSite(executablePath: string, opts: { visitScripts?: readonly string[] } = {}): Promise<Site> {
  const dir = siteDir();
  const server: StaticServer = await serveStatic(dir, { port: Number(process.env.TEST_HTTP_PORT ?? 0), base: builtAddress(dir).base });
  const browser = await launchTestBrowser(executablePath);
  let tab: Page | null = null;
  /** `page` at `path`: loaded, fonts ready, the island hydrated; no script error on the way. */
  async function load(page: Page, path: string, width: number, scheme?: 'light' | 'dark'): Promise<Page> {
    const errors: string[] = [];
    const onError = (e: unknown) => {
      errors.push(String(e));
    };
    page.on('pageerror', onError);
    try {
      if (scheme) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await page.setViewport({ width, height: 900 });
      await page.goto(/^https?:/.test(path) ? path : server.url(path), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      if (await page.$('.calc-root')) await hydrated(page);
    } finally {
      page.off('pageerror', onError);
    }
    if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`);
    return page;
  }
  return {
    origin: server.origin,
    base: server.base,
    url: server.url,
    browser,
    async open(path: string, width = 1200, scheme?: 'light' | 'dark') {
      return load(await browser.newPage(), path, width, scheme);
    },
    async visit(path: string, width = 1200, scheme?: 'light' | 'dark') {
      if (!tab) {
        tab = await browser.newPage();
        for (const script of opts.visitScripts ?? []) await tab.evaluateOnNewDocument(script);
      }
      return load(tab, path, width, scheme ?? 'light');
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A browser for the tests: the headless shell drawing glyphs as the full browser does (`slight` hinting), or the full browser in its new headless mode. */
export function launchTestBrowser(executablePath: string): Promise<Browser> {
  const shell = isHeadlessShell(executablePath);
  return puppeteer.launch({ executablePath, args: shell ? [...CHROMIUM_ARGS, ...SHELL_HINTING_ARGS] : CHROMIUM_ARGS, headless: shell ? 'shell' : true });
}

/** Waits until the island answers (its state read from the address): the result line is filled. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('.calc[data-ready]');
}

/** The text of the live result line once the debounced address write and render have settled. */
export async function status(page: Page): Promise<string> {
  await settle(page);
  return page.$eval('.calc-status', (e) => e.textContent ?? '');
}

/** Lets pending renders and the debounced address write happen. */
export async function settle(page: Page, ms = 450): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

/** The scoring items of the result: id → value text. */
export async function resultItems(page: Page): Promise<Record<string, string>> {
  await settle(page, 50);
  return page.$$eval('.calc-items tr[data-item]', (rows) =>
    Object.fromEntries(rows.map((r) => [r.getAttribute('data-item')!, r.querySelector('td')?.textContent ?? ''])),
  );
}

/** The payments of the result: payer → amount (numbers, from the data attributes). */
export async function payments(page: Page): Promise<Record<string, number>> {
  await settle(page, 50);
  return page.$$eval('.calc-pay li', (lis) => Object.fromEntries(lis.map((li) => [li.getAttribute('data-payer')!, Number(li.getAttribute('data-amount'))])));
}

export async function receives(page: Page): Promise<number | null> {
  const v = await page.$eval('.calc-receives', (e) => e.getAttribute('data-receives')).catch(() => null);
  return v === null ? null : Number(v);
}

/** Tap tiles of the on-screen tile set (codes `2m`, `7z` …), in order. */
export async function tap(page: Page, ...codes: string[]): Promise<void> {
  for (const c of codes) await page.click(`.calc-palette .ct[data-tile="${c}"]`);
}

/** Replace the text of an input (select all, type). */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.focus(selector);
  await page.$eval(selector, (e) => (e as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

/** A string of a locale's ui.json (`errors.invalid-notation`), or of another namespace's file (`riichi`). */
export function uiString(locale: string, key: string, ns = 'ui'): string {
  const tree = JSON.parse(readFileSync(join(root, 'src', 'i18n', 'locales', locale, `${ns}.json`), 'utf8'));
  let node: unknown = tree;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no string ${locale} ${ns}:${key}`);
  return node;
}
