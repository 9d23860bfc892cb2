/**
 * What a built page costs in a real Chromium (puppeteer-core): the font files it downloads (count and
 * bytes), its DOM size, and how far its content moves while it loads (Cumulative Layout Shift, with
 * the network throttled and the fonts held back so that they arrive after the first paint).
 * Used by `npm run perf` (scripts/perf.ts) and by the browser tests.
 */
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { LOCALES, type Locale } from '../../src/i18n/config.ts';
import { rulesets } from '../../src/rules/index.ts';
import { readVenues } from '../../src/venues/files.ts';
import { localePath, venuePage, venuePrintPage } from '../../src/lib/urls.ts';

export interface PageCase {
  /** `reference riichi`, `venue guide demo-mahjong-club` … */
  kind: string;
  locale: Locale | '';
  path: string;
}

/** Every page type of the site in every locale it exists in: home, reference, calculator, venues, guides, sheets, about. */
export function allPages(root: string): PageCase[] {
  const venues = readVenues(root);
  const out: PageCase[] = [{ kind: 'language choice', locale: '', path: '/' }];
  for (const locale of LOCALES) {
    out.push({ kind: 'home', locale, path: localePath(locale) });
    for (const { id } of rulesets) {
      out.push({ kind: `reference ${id}`, locale, path: localePath(locale, `${id}/`) });
      out.push({ kind: `calculator ${id}`, locale, path: localePath(locale, `${id}/calculator/`) });
    }
    out.push({ kind: 'venue list', locale, path: localePath(locale, 'venues/') });
    for (const v of venues.filter((v) => v.languages.includes(locale))) {
      out.push({ kind: `venue guide ${v.slug}`, locale, path: localePath(locale, venuePage(v.slug)) });
      out.push({ kind: `print sheet ${v.slug}`, locale, path: localePath(locale, venuePrintPage(v.slug)) });
    }
    out.push({ kind: 'about', locale, path: localePath(locale, 'about/') });
  }
  return out;
}

/**
 * The pages whose layout stability (and Lighthouse scores) are checked: in each locale a reference
 * page, a venue guide and a calculator — the Taiwanese sheet's (its guide: the first venue of that
 * ruleset published in the locale, else any venue), whose pages carry the most Han and the longest Hindi.
 */
export function keyPages(root: string): PageCase[] {
  const venues = readVenues(root);
  const ruleset = rulesets.find((r) => r.id === 'taiwan-club')?.id ?? rulesets[0].id;
  const out: PageCase[] = [];
  for (const locale of LOCALES) {
    const here = venues.filter((v) => v.languages.includes(locale));
    const venue = here.find((v) => v.ruleset === ruleset) ?? here[0];
    out.push({ kind: `reference ${ruleset}`, locale, path: localePath(locale, `${ruleset}/`) });
    if (venue) out.push({ kind: `venue guide ${venue.slug}`, locale, path: localePath(locale, venuePage(venue.slug)) });
    out.push({ kind: `calculator ${ruleset}`, locale, path: localePath(locale, `${ruleset}/calculator/`) });
  }
  return out;
}

export interface FontFile {
  url: string;
  bytes: number;
}

export interface PageWeight {
  fonts: FontFile[];
  fontBytes: number;
  /** Every response of the page (document, CSS, JS, fonts, images). */
  requests: number;
  bytes: number;
  /** `document.getElementsByTagName('*').length` */
  elements: number;
}

async function settleNetwork(page: Page, quietMs = 300, maxMs = 15_000): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: quietMs, timeout: maxMs }).catch(() => {});
}

/**
 * Loads `url` and scrolls through the whole page (so that every font its text needs is asked for,
 * content-visibility or not), then counts the font responses and their bytes (the body length as
 * served: woff2 is not compressed again).
 *
 * Every wait in the page is bounded (a frame: 1 s; the fonts: 30 s), so a tab that stops answering
 * on a loaded machine costs seconds, not the browser connection's 180 s protocol timeout; a page whose
 * waits ran out is loaded once more in a new tab, and fails the second time naming what it waited for
 * (the fonts still loading), rather than being counted with fonts missing.
 */
export async function pageWeight(browser: Browser, url: string, width = 1200): Promise<PageWeight> {
  const first = await pageWeightOnce(browser, url, width);
  if (!('stalled' in first)) return first;
  const again = await pageWeightOnce(browser, url, width);
  if (!('stalled' in again)) return again;
  throw new Error(`${url}: twice, the page did not settle: ${first.stalled}; then ${again.stalled}`);
}

async function pageWeightOnce(browser: Browser, url: string, width: number): Promise<PageWeight | { stalled: string }> {
  const page = await browser.newPage();
  try {
    // A first visit: the site's service worker (installed by an earlier page) must not serve the files.
    await page.setBypassServiceWorker(true);
    await page.setCacheEnabled(false);
    await page.setViewport({ width, height: 900 });
    const responses: { url: string; type: string; bytes: number }[] = [];
    // The body length as served (content-length: the static server sends it, and compresses nothing).
    // data: URLs (the inlined stand-in font) are no requests.
    page.on('response', (r) => {
      if (!r.url().startsWith('data:'))
        responses.push({ url: r.url(), type: r.request().resourceType(), bytes: Number(r.headers()['content-length'] ?? 0) });
    });
    // A same-site referrer: the root page then stays (it sends first-time visitors to their language).
    try {
      await page.goto(url, { waitUntil: 'load', referer: new URL('/', url).href });
    } catch (e) {
      return { stalled: `it did not load: ${String(e).slice(0, 200)}` };
    }
    const inPage = page.evaluate(async () => {
      /** Whether `p` settled within `ms`. */
      const within = (p: Promise<unknown>, ms: number) => Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
      const fontsLoading = () => [...document.fonts].filter((f) => f.status === 'loading').map((f) => `${f.family} ${f.weight}`);
      if (!(await within(document.fonts.ready, 30_000))) return `fonts still loading after 30 s: ${fontsLoading().join(', ')}`;
      let frames = 0;
      const step = Math.max(200, innerHeight * 0.8);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        scrollTo(0, y);
        if (await within(new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))), 1000)) frames++;
      }
      scrollTo(0, 0);
      if (frames === 0) return 'no frame was drawn while it was scrolled';
      if (!(await within(document.fonts.ready, 30_000))) return `fonts still loading 30 s after the scroll: ${fontsLoading().join(', ')}`;
      return null;
    });
    // And should the tab itself stop answering (its timers with it): 90 s, not the connection's 180 s.
    let timer: NodeJS.Timeout | undefined;
    const stalled = await Promise.race([
      inPage.catch((e: unknown) => `the tab failed: ${String(e).slice(0, 200)}`),
      new Promise<string>((r) => (timer = setTimeout(() => r('the tab did not answer for 90 s'), 90_000))),
    ]).finally(() => clearTimeout(timer));
    if (stalled) return { stalled };
    await settleNetwork(page);
    const fonts = responses.filter((r) => r.type === 'font').map(({ url, bytes }) => ({ url, bytes }));
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return {
      fonts,
      fontBytes: fonts.reduce((s, f) => s + f.bytes, 0),
      requests: responses.length,
      bytes: responses.reduce((s, r) => s + r.bytes, 0),
      elements,
    };
  } finally {
    // A tab that stopped answering may not answer its closing either: the browser closes it at the end.
    await Promise.race([page.close().catch(() => {}), new Promise((r) => setTimeout(r, 10_000).unref())]);
  }
}

export interface Shift {
  value: number;
  time: number;
  sources: string[];
}

export interface StabilityOptions {
  width?: number;
  height?: number;
  /** Network throttling (Chromium's): a slow 4G link by default. */
  network?: { download: number; upload: number; latency: number } | null;
  /** Extra delay (ms) before every font response: the fonts arrive well after the first paint. */
  fontDelayMs?: number;
  /** CPU slow-down factor (4: a mid-range phone, as Lighthouse's mobile run). */
  cpu?: number;
  /** Device pixels per CSS pixel (Lighthouse's phone: 1.75). */
  scale?: number;
}

/** Lighthouse's "Slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = { download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8, latency: 150 };

export interface Stability {
  /** Cumulative Layout Shift as Lighthouse and CrUX count it: the largest session window (gaps < 1 s, ≤ 5 s). */
  cls: number;
  /** All shifts added up. */
  total: number;
  shifts: Shift[];
  /** The first contentful paint and the arrival of the last font (ms since the navigation started). */
  fcp: number;
  lastFont: number;
}

/** The largest session window of shifts (1 s gap, 5 s window), as the web-vitals definition of CLS. */
export function sessionCls(shifts: readonly Shift[]): number {
  let best = 0;
  let cur = 0;
  let start = -Infinity;
  let prev = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.time - b.time)) {
    if (s.time - prev > 1000 || s.time - start > 5000) {
      cur = 0;
      start = s.time;
    }
    cur += s.value;
    prev = s.time;
    best = Math.max(best, cur);
  }
  return best;
}

/**
 * Loads `url` with a cold cache, a throttled network and (by default) every font held back by
 * `fontDelayMs`, records every layout-shift entry until the fonts are in and the page is quiet, and
 * returns the CLS. The page is not scrolled or touched: every shift counts. One page at a time: only
 * the tab in front is painted.
 */
export async function layoutStability(browser: Browser, url: string, opts: StabilityOptions = {}): Promise<Stability> {
  const { width = 360, height = 780, network = SLOW_4G, fontDelayMs = 1200, cpu = 1, scale = 1 } = opts;
  const page = await browser.newPage();
  try {
    // In front: a tab in the background is not painted, and would report no shift at all.
    await page.bringToFront();
    // A first visit: the site's service worker (installed by an earlier page) must not serve the files.
    await page.setBypassServiceWorker(true);
    await page.setCacheEnabled(false);
    await page.setViewport({ width, height, deviceScaleFactor: scale, isMobile: width < 600, hasTouch: width < 600 });
    if (network) await page.emulateNetworkConditions(network);
    if (cpu > 1) await page.emulateCPUThrottling(cpu);
    if (fontDelayMs > 0) {
      await page.setRequestInterception(true);
      page.on('request', (req: HTTPRequest) => {
        if (req.resourceType() === 'font') setTimeout(() => void req.continue().catch(() => {}), fontDelayMs);
        else void req.continue().catch(() => {});
      });
    }
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __shifts: { value: number; time: number; sources: string[] }[] };
      w.__shifts = [];
      const describe = (n: Node | null): string => {
        if (!n) return '?';
        const e = n.nodeType === 1 ? (n as Element) : n.parentElement;
        if (!e) return '#text';
        const cls = e.getAttribute('class');
        return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls ? `.${cls.split(/\s+/).join('.')}` : ''}${n.nodeType === 3 ? ' (text)' : ''}`;
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources?: { node: Node | null }[];
        }[]) {
          if (!e.hadRecentInput) w.__shifts.push({ value: e.value, time: e.startTime, sources: (e.sources ?? []).map((s) => describe(s.node)) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000, referer: new URL('/', url).href });
    await page.evaluate(() => document.fonts.ready);
    await settleNetwork(page, 500, 20_000);
    // Two frames for the last font swap to be laid out and reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
    const { shifts, fcp, lastFont } = await page.evaluate(() => ({
      shifts: (window as unknown as { __shifts: Shift[] }).__shifts,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lastFont: Math.max(0, ...performance.getEntriesByType('resource').filter((e) => /\.woff2($|\?)/.test(e.name)).map((e) => (e as PerformanceResourceTiming).responseEnd)),
    }));
    return { cls: sessionCls(shifts), total: shifts.reduce((s, x) => s + x.value, 0), shifts, fcp, lastFont };
  } finally {
    await page.close();
  }
}

export interface LayoutCost {
  /** Chromium's own counters after the load (ms): style recalculation and layout. */
  styleMs: number;
  layoutMs: number;
  /** The longest task of the load (ms), and all of them over 50 ms added up. */
  longestTaskMs: number;
  longTasksMs: number;
  elements: number;
}

/**
 * What laying the page out costs a phone: loaded at 412 px with the CPU slowed 4× (Lighthouse's
 * mobile run), fonts from the cache of a first load so that only layout is measured; the page is
 * not scrolled. Chromium's RecalcStyleDuration and LayoutDuration, and the long tasks.
 */
export async function layoutCost(browser: Browser, url: string, { width = 412, cpu = 4 } = {}): Promise<LayoutCost> {
  const page = await browser.newPage();
  try {
    await page.bringToFront();
    await page.setBypassServiceWorker(true);
    await page.setViewport({ width, height: 823, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'load', referer: new URL('/', url).href });
    await page.evaluate(() => document.fonts.ready);
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__long.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.emulateCPUThrottling(cpu);
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    const before = await cdp.send('Performance.getMetrics');
    await page.reload({ waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await new Promise((r) => setTimeout(r, 1000));
    const after = await cdp.send('Performance.getMetrics');
    const m = (list: typeof after.metrics, n: string) => list.find((x) => x.name === n)?.value ?? 0;
    const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    return {
      styleMs: (m(after.metrics, 'RecalcStyleDuration') - m(before.metrics, 'RecalcStyleDuration')) * 1000,
      layoutMs: (m(after.metrics, 'LayoutDuration') - m(before.metrics, 'LayoutDuration')) * 1000,
      longestTaskMs: Math.max(0, ...long),
      longTasksMs: long.reduce((s, d) => s + d, 0),
      elements: await page.evaluate(() => document.getElementsByTagName('*').length),
    };
  } finally {
    await page.close();
  }
}
