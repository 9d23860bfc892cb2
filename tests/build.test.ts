/**
 * The built site (`dist/`): every reference page in every locale (src/i18n/locales.ts) exists, declares
 * its language and Open Graph locale, lists every item of its ruleset, links its sister locales and
 * ships no script; no page shows a raw translation key; the root page exists; dist/ is not marked
 * incomplete and every PDF its pages link is in dist/pdf/.
 * When `dist/` is missing, the site is built once first (`npm run build`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isIncomplete, missingPdfs } from '../scripts/lib/dist-check.ts';
import { flatten } from '../src/i18n/check.ts';
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO } from '../src/i18n/config.ts';
import { NAMESPACES, resources } from '../src/i18n/resources.ts';
import { SCRIPT_FONTS } from '../src/i18n/script-fonts.ts';
import { rulesets } from '../src/rules/index.ts';
import { dist, ensureBuilt, hasPage, readPage as read } from './site/dist.mjs';
import { pageScript, scriptTags } from './venues/html.ts';
import { builtAddress } from '../scripts/lib/built-address.ts';
import { scoreExample } from '../src/lib/examples.ts';

beforeAll(() => {
  ensureBuilt();
}, 600_000);

/** The base path the site was built for (`/`, or `/club-rules/` with SITE_URL=https://…/club-rules). */
const base = () => builtAddress(dist).base;

/** Every `index.html` below a folder of the built site. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Every translation key with a dot (`ref.titleSuffix`, `meta.name`), bare and namespaced (`ui:nav.home`). */
const KEYS = new Set(
  NAMESPACES.flatMap((ns) => [...flatten(resources[DEFAULT_LOCALE][ns]).keys()].filter((k) => k.includes('.')).flatMap((k) => [k, `${ns}:${k}`])),
);

/**
 * The words of a page a reader sees or hears (text, and the attributes that are read out or shown)
 * that are translation keys. Scripts are left out: the calculator's strings travel keyed by their keys.
 */
function rawKeys(html: string): string[] {
  const shown = html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/\s(?:aria-label|title|alt|content|placeholder)="([^"]*)"/gi, '> $1 <')
    .replace(/<[^>]*>/g, ' ');
  const words = shown.split(/[\s,;()“”"'«»!?·—–…]+/).map((w) => w.replace(/[.:]+$/, ''));
  return [...new Set(words.filter((w) => KEYS.has(w)))];
}

describe('the raw-key scan', () => {
  it('finds keys in text and in read-out attributes, not in scripts', () => {
    expect(rawKeys('<title>meta.name — ref.titleSuffix · site.name</title>')).toEqual(['meta.name', 'ref.titleSuffix', 'site.name']);
    expect(rawKeys('<a href="/x/" title="Venues" aria-label="ui:nav.about">nav.venues.</a>')).toEqual(['ui:nav.about', 'nav.venues']);
    expect(rawKeys('<script type="application/json">{"ui:nav.about":"About"}</script><p>About</p>')).toEqual([]);
  });
});

describe('the built site is fit to publish', () => {
  it('has no dist/.incomplete marker, and every /pdf/ link of its pages finds a whole PDF in dist/pdf/', () => {
    expect(isIncomplete(dist), 'dist/.incomplete: the build that wrote dist/ did not finish').toBe(false);
    expect(missingPdfs(dist)).toEqual([]);
  });
});

describe('the root page', () => {
  it('exists and links every locale home', () => {
    const html = read();
    for (const l of LOCALES) expect(html).toContain(`href="${base()}${l}/"`);
  });

  it('and the short addresses (/v/) show no raw translation key', () => {
    for (const file of [join(dist, 'index.html'), ...htmlFiles(join(dist, 'v'))])
      expect(rawKeys(readFileSync(file, 'utf8')), relative(dist, file)).toEqual([]);
  });
});

describe.each(LOCALES)('locale %s', (locale) => {
  it('has a home page listing every ruleset', () => {
    const html = read(locale);
    expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${LOCALE_INFO[locale].tag}"`));
    for (const rs of rulesets) expect(html).toContain(`href="${base()}${locale}/${rs.id}/"`);
    expect(scriptTags(html)).toEqual([expect.stringMatching(pageScript(base()))]);
  });

  it('names its Open Graph locale, and the other locales as alternates', () => {
    const html = read(locale);
    expect(html).toContain(`<meta property="og:locale" content="${LOCALE_INFO[locale].ogLocale}">`);
    const alts = [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1]);
    expect(alts).toEqual(LOCALES.filter((l) => l !== locale).map((l) => LOCALE_INFO[l].ogLocale));
  });

  it('shows no raw translation key on any of its pages', () => {
    const pages = htmlFiles(join(dist, locale));
    expect(pages.length).toBeGreaterThan(5);
    for (const file of pages) {
      const raw = rawKeys(readFileSync(file, 'utf8'));
      expect(raw, relative(dist, file)).toEqual([]);
    }
  });

  it('says on every page whether its script carries marks above and below the line (data-marks): the styles key on that, not on the language', () => {
    // Devanagari does; the Latin alphabet does not.
    const marks = SCRIPT_FONTS[LOCALE_INFO[locale].script]?.marks === true;
    if (locale === 'hi') expect(marks).toBe(true);
    if (locale === 'en' || locale === 'id') expect(marks).toBe(false);
    for (const file of htmlFiles(join(dist, locale))) {
      const tag = /<html\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
      expect(/\sdata-marks[\s>=]/.test(tag), `${relative(dist, file)}: ${tag}`).toBe(marks);
    }
  });

  it('has the about page from content/prose, in its language', () => {
    expect(hasPage(locale, 'about')).toBe(true);
    const html = read(locale, 'about');
    expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${LOCALE_INFO[locale].tag}"`));
    expect(html).toMatch(/<article class="prose">\s*<h1>[^<]+<\/h1>/);
    expect(scriptTags(html)).toEqual([expect.stringMatching(pageScript(base()))]);
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
        expect(html).toContain(`href="${base()}${l}/${id}/"`); // the language switcher keeps the page
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
        const uses = [...row.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
        expect(uses.length, `${item}: tiles`).toBeGreaterThanOrEqual(rs.handSize);
        for (const u of uses) expect(symbols.has(u), `${item}: symbol ${u}`).toBe(true);
        expect(row, `${item}: result`).toMatch(/<p class="example-score"[^>]*><span class="ex-item">[^<]+<\/span>/);
        // Riichi: the fu part by part, as the result counted them (score-api "Fu parts"); none where the result has none.
        const parts = scoreExample(rs, rs.items.find((i) => i.id === item)!).result.fuParts ?? [];
        const shown = /data-fu-parts="([^"]*)"/.exec(row)?.[1];
        if (parts.length) expect(shown, `${item}: fu parts`).toBe(parts.map((p) => `${p.id}:${p.fu}`).join(' '));
        else expect(shown, `${item}: no fu parts`).toBeUndefined();
      }
    });

    it('ships no script but the page’s own (service worker, search box loader)', () => {
      expect(scriptTags(html)).toEqual([expect.stringMatching(pageScript(base()))]);
    });

    it('carries the mark the PDF step checks before it prints it: data-pdf-page="ruleset:<id>:<locale>", once', () => {
      expect([...html.matchAll(/data-pdf-page="([^"]*)"/g)].map((m) => m[1])).toEqual([`ruleset:${id}:${locale}`]);
    });

    it('marks native names with their language', () => {
      const lang = id === 'riichi' ? 'ja' : 'zh-Hant';
      if (rs.items.some((i) => i.native)) expect(html).toContain(`lang="${lang}"`);
    });
  });
});
