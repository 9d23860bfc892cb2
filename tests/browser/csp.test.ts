/**
 * The Content-Security-Policy (astro.config.mjs `security.csp`, src/lib/csp.ts):
 * - in every built page: a `<meta http-equiv="content-security-policy">` before any script or style,
 *   with default-src 'self', object-src 'none', base-uri 'self', script-src and style-src without
 *   'unsafe-inline', the hash of every inline script and style of the page, 'wasm-unsafe-eval' only
 *   where search loads; no style or event-handler attribute; the referrer meta;
 * - in Chromium, on every page type (root, home, reference, glossary, venue list, venue guide,
 *   calculator, print sheet, about, offline page, a short address), a search included: no console
 *   error and no CSP violation.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkip, hydrated, siteDir, startSite, type Site } from './browser.ts';

const chromium = chromiumOrSkip();

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) htmlFiles(p, out);
    else if (name.endsWith('.html')) out.push(p);
  }
  return out;
}
const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const unescape = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('the policy of every built page', () => {
  let dist = '';
  let files: string[] = [];
  beforeAll(() => {
    dist = siteDir();
    files = htmlFiles(dist);
  }, 900_000);

  it('is a meta tag before any script or style, strict, with the hash of each inline script and style', () => {
    const problems: string[] = [];
    for (const f of files) {
      const html = readFileSync(f, 'utf8');
      const rel = relative(dist, f);
      const m = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html);
      if (!m) {
        problems.push(`${rel}: no CSP meta`);
        continue;
      }
      const policy = unescape(m[1]);
      const directive = (name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.split(/\s+/)[0] === name) ?? '';
      for (const d of ["default-src 'self'", "object-src 'none'", "base-uri 'self'"]) if (!policy.includes(d)) problems.push(`${rel}: lacks ${d}`);
      const script = directive('script-src');
      const style = directive('style-src');
      if (!script.startsWith("script-src 'self'") || /'unsafe-inline'|'unsafe-eval'/.test(script)) problems.push(`${rel}: ${script}`);
      if (!style.startsWith("style-src 'self'") || style.includes('unsafe-inline')) problems.push(`${rel}: ${style}`);
      const cut = m.index;
      if (/<script|<style|<link[^>]*stylesheet/.test(html.slice(0, cut))) problems.push(`${rel}: a script or style before the policy`);
      for (const s of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(s[1]) || /type="application\/(ld\+)?json"/.test(s[1])) continue;
        if (!script.includes(sha(s[2]))) problems.push(`${rel}: an inline script not in script-src (${s[2].slice(0, 60)}…)`);
      }
      for (const s of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) if (!style.includes(sha(s[1]))) problems.push(`${rel}: an inline style not in style-src (${s[1].slice(0, 60)}…)`);
      if (/\sstyle="/.test(html)) problems.push(`${rel}: a style attribute`);
      if (/\son[a-z]+="/.test(html)) problems.push(`${rel}: an event-handler attribute`);
      // Search (Pagefind's WebAssembly) is on the pages of a locale, which carry the search box.
      const search = html.includes('data-pagefind=');
      if (search !== script.includes("'wasm-unsafe-eval'")) problems.push(`${rel}: search box ${search}, wasm-unsafe-eval ${!search}`);
      if (!html.includes('<meta name="referrer" content="strict-origin-when-cross-origin">')) problems.push(`${rel}: no referrer meta`);
    }
    expect(files.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});

describe.skipIf(!chromium)('no console error and no CSP violation in Chromium', () => {
  let site: Site;
  let guide = '';
  beforeAll(async () => {
    site = await startSite(chromium!);
    const dist = siteDir();
    guide = readdirSync(join(dist, 'hi', 'venues')).find((d) => readFileSync(join(dist, 'hi', 'venues', d, 'index.html'), 'utf8').includes('data-venue='))!;
  }, 900_000);
  afterAll(async () => {
    await site?.close();
  });

  async function visit(path: string, then?: (p: Page) => Promise<void>): Promise<string[]> {
    const page = await site.browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`error: ${e}`));
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    // The root's language choice and a short address lead on to another page: follow them.
    const from = new URL(site.url(path)).pathname;
    await page.goto(site.url(path), { waitUntil: 'load' });
    if (path === '/' || path.startsWith('/v/'))
      await page.waitForFunction((p: string) => location.pathname !== p && document.readyState === 'complete', { timeout: 10_000 }, from);
    await page.evaluate(() => document.fonts.ready);
    if (await page.$('.calc-root')) await hydrated(page);
    await then?.(page);
    await new Promise((r) => setTimeout(r, 300));
    await page.close();
    return problems;
  }

  it('on every page type, a search and the calculator included', async () => {
    const paths = [
      '/',
      '/en/',
      '/hi/riichi/',
      '/id/glossary/',
      '/en/venues/',
      `/hi/venues/${guide}/?hand=789s234s66m&meld=pon:555z&meld=chi:123m&meld=chi:456p`,
      '/id/hong-kong/calculator/?hand=23445667899m&meld=pon:777z&seat=south&bonus=2f',
      `/en/venues/${guide}/print/`,
      '/en/about/',
      '/hi/offline/',
      `/v/${guide}/`,
    ];
    const found: string[] = [];
    for (const p of paths) for (const e of await visit(p)) found.push(`${p} ${e}`);
    for (const e of await visit('/id/taiwan-club/', async (page) => {
      await page.click('.search-input');
      await page.type('.search-input', 'Chicken');
      await page.waitForSelector('.search-list a', { timeout: 20_000 });
    }))
      found.push(`search ${e}`);
    expect(found).toEqual([]);
  }, 180_000);
});
