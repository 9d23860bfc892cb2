/**
 * The built site (`dist/`): every reference page in every locale exists, declares its language, lists
 * every item of its ruleset, links its sister locales and ships no script; the root page exists.
 * When `dist/` is missing, the site is built once first (`npm run build`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_INFO } from '../src/i18n/config.ts';
import { rulesets } from '../src/rules/index.ts';
import { ensureBuilt, hasPage, readPage as read } from './site/dist.mjs';

beforeAll(() => {
  ensureBuilt();
}, 600_000);

describe('the root page', () => {
  it('exists and links every locale home', () => {
    const html = read();
    for (const l of LOCALES) expect(html).toContain(`href="/${l}/"`);
  });
});

describe.each(LOCALES)('locale %s', (locale) => {
  it('has a home page listing every ruleset', () => {
    const html = read(locale);
    expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${LOCALE_INFO[locale].tag}"`));
    for (const rs of rulesets) expect(html).toContain(`href="/${locale}/${rs.id}/"`);
    expect(html).not.toMatch(/<script/i);
  });

  it('names its Open Graph locale, and the other locales as alternates', () => {
    const html = read(locale);
    expect(html).toContain(`<meta property="og:locale" content="${LOCALE_INFO[locale].ogLocale}">`);
    const alts = [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1]);
    expect(alts).toEqual(LOCALES.filter((l) => l !== locale).map((l) => LOCALE_INFO[l].ogLocale));
  });

  it('has the about page from content/prose, in its language', () => {
    expect(hasPage(locale, 'about')).toBe(true);
    const html = read(locale, 'about');
    expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${LOCALE_INFO[locale].tag}"`));
    expect(html).toMatch(/<article class="prose">\s*<h1>[^<]+<\/h1>/);
    expect(html).not.toMatch(/<script/i);
  });

  describe.each(rulesets.map((r) => [r.id, r] as const))('reference page %s', (id, rs) => {
    let html = '';
    beforeAll(() => {
      expect(hasPage(locale, id), `${locale}/${id}/index.html`).toBe(true);
      html = read(locale, id);
    });

    it('declares its language', () => {
      expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${LOCALE_INFO[locale].tag}"`));
    });

    it('lists every item of the ruleset', () => {
      const found = new Set([...html.matchAll(/data-item="([^"]+)"/g)].map((m) => m[1]));
      expect([...found].sort()).toEqual(rs.items.map((i) => i.id).sort());
    });

    it('links its sister locales (hreflang), x-default and a canonical address', () => {
      for (const l of LOCALES) {
        expect(html).toMatch(
          new RegExp(`<link rel="alternate" hreflang="${LOCALE_INFO[l].tag}" href="[^"]*/${l}/${id}/"`),
        );
        expect(html).toContain(`href="/${l}/${id}/"`); // the language switcher keeps the page
      }
      expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${locale}/${id}/"`));
    });

    it('draws every item example as tiles in one labelled image, scored at build time', () => {
      const rows = [...html.matchAll(/<tr id="item-[^"]*" data-item="([^"]+)">([\s\S]*?)<\/tr>/g)];
      expect(rows.map((r) => r[1]).sort()).toEqual(rs.items.map((i) => i.id).sort());
      const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
      for (const [, item, row] of rows) {
        const figure = /<figure class="hand"[^>]*>/.exec(row)?.[0];
        expect(figure, `${item}: example figure`).toBeDefined();
        expect(figure, item).toMatch(/\srole="img"/);
        expect(/\saria-label="([^"]*)"/.exec(figure!)?.[1].trim(), `${item}: aria-label`).toBeTruthy();
        const uses = [...row.matchAll(/<svg aria-hidden="true"><use href="#([^"]+)"/g)].map((m) => m[1]);
        expect(uses.length, `${item}: tiles`).toBeGreaterThanOrEqual(rs.handSize);
        for (const u of uses) expect(symbols.has(u), `${item}: symbol ${u}`).toBe(true);
        expect(row, `${item}: result`).toMatch(/<p class="example-score"[^>]*><span class="ex-item">[^<]+<\/span>/);
      }
    });

    it('ships no script', () => {
      expect(html).not.toMatch(/<script/i);
    });

    it('marks native names with their language', () => {
      const lang = id === 'riichi' ? 'ja' : 'zh-Hant';
      if (rs.items.some((i) => i.native)) expect(html).toContain(`lang="${lang}"`);
    });
  });
});
