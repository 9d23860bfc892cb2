/**
 * The calculator's weight: the JavaScript a calculator page (and a venue guide) loads — every file the
 * page references, recursively through static and dynamic imports, engine included — is at most
 * 35 KB gzip (zlib, level 9). Reference pages load none. Needs only the built site (no browser).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageJs } from './page-js.ts';
import { siteDir } from './browser.ts';
import { LOCALES } from '../../src/i18n/config.ts';

const BUDGET = 35 * 1024;
const RULESETS = ['riichi', 'hong-kong', 'taiwan-club'];
/** A preset id only each ruleset's data holds. */
const PRESET: Record<string, string> = { riichi: 'wrc-2025', 'hong-kong': 'hk-classic', 'taiwan-club': 'hefen-club' };
const VENUES: Record<string, string> = { riichi: 'koi-pond-riichi-club', 'hong-kong': 'demo-mahjong-club', 'taiwan-club': 'jade-lantern-mahjong-house' };

let dir = '';
beforeAll(() => {
  dir = siteDir();
}, 900_000);
const page = (...parts: string[]) => join(dir, ...parts, 'index.html');

describe.each(RULESETS)('%s', (ruleset) => {
  it.each(LOCALES)('calculator page (%s) loads at most 35 KB gzip of JavaScript, one engine', (locale) => {
    const js = pageJs(dir, page(locale, ruleset, 'calculator'));
    console.log(`${locale}/${ruleset}/calculator: ${(js.total / 1024).toFixed(2)} KB gzip in ${js.files.length} files`);
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.total).toBeLessThanOrEqual(BUDGET);
    // One engine: the other rulesets' data (their preset ids) is not in the code the page loads.
    const code = js.files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    for (const [other, preset] of Object.entries(PRESET)) expect(new RegExp(`["'\`]${preset}["'\`]`).test(code), other).toBe(other === ruleset);
  });

  it('venue guide loads the same budget', () => {
    const js = pageJs(dir, page('en', 'venues', VENUES[ruleset]));
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.total).toBeLessThanOrEqual(BUDGET);
  });

  it.each(LOCALES)('reference page (%s) loads none', (locale) => {
    expect(pageJs(dir, page(locale, ruleset)).files).toEqual([]);
  });
});
