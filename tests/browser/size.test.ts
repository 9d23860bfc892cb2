/**
 * The calculator's weight: the JavaScript a calculator page (and a venue guide) loads — every file the
 * page references, recursively through static and dynamic imports, engine included — is at most
 * 36 KB gzip (zlib, level 9). Reference pages load none. Needs only the built site (no browser).
 * (35 KB until the count of red fives, whose per-suit check in the shared validation took the riichi
 * page from 34.93 to 35.2 KB; the items' worked examples, 0.75 KB of it, are data the calculator never reads.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageJs } from './page-js.ts';
import { siteDir } from './browser.ts';
import { LOCALES } from '../../src/i18n/config.ts';
import { rulesets } from '../../src/rules/index.ts';
import { readVenues } from '../../src/venues/files.ts';
import { root } from '../site/dist.mjs';

const BUDGET = 36 * 1024;
const RULESETS = rulesets.map((r) => r.id);
/** A preset id only each ruleset's data holds (its other presets may share ids with another ruleset). */
const PRESET: Record<string, string> = Object.fromEntries(
  rulesets.map((rs) => {
    const own = rs.presets.find((p) => !rulesets.some((o) => o !== rs && o.presets.some((q) => q.id === p.id)));
    if (!own) throw new Error(`${rs.id} has no preset id of its own to look for in the bundles`);
    return [rs.id, own.id];
  }),
);
/** Every venue of content/venues/: its guide carries its ruleset's calculator. */
const VENUES = readVenues(root);

let dir = '';
beforeAll(() => {
  dir = siteDir();
}, 900_000);
const page = (...parts: string[]) => join(dir, ...parts, 'index.html');

describe.each(RULESETS)('%s', (ruleset) => {
  it.each(LOCALES)('calculator page (%s) loads at most 36 KB gzip of JavaScript, one engine', (locale) => {
    const js = pageJs(dir, page(locale, ruleset, 'calculator'));
    console.log(`${locale}/${ruleset}/calculator: ${(js.total / 1024).toFixed(2)} KB gzip in ${js.files.length} files`);
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.total).toBeLessThanOrEqual(BUDGET);
    // One engine: the other rulesets' data (their preset ids) is not in the code the page loads.
    const code = js.files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    for (const [other, preset] of Object.entries(PRESET)) expect(new RegExp(`["'\`]${preset}["'\`]`).test(code), other).toBe(other === ruleset);
  });

  for (const venue of VENUES.filter((v) => v.ruleset === ruleset))
    it(`venue guide ${venue.slug} loads the same budget`, () => {
      const js = pageJs(dir, page(venue.languages[0], 'venues', venue.slug));
      expect(js.files.length).toBeGreaterThan(0);
      expect(js.total).toBeLessThanOrEqual(BUDGET);
    });

  it.each(LOCALES)('reference page (%s) loads none', (locale) => {
    expect(pageJs(dir, page(locale, ruleset)).files).toEqual([]);
  });
});
