/**
 * The calculator's weight: the JavaScript a calculator page (and a venue guide) loads — every file the
 * page references, recursively through static and dynamic imports, engine included — is at most
 * 45 KB gzip (the budget of the calculator issue: engine and data included) (zlib, level 9), apart
 * from the body of "this hand under other rules" (`CompareRows.tsx`), which is loaded only when its
 * panel is opened and has a budget of its own (3 KB gzip), never loaded with the page. Reference pages
 * load no framework: at most 2 KB gzip of script with the page (the service-worker registration and the
 * search box's loader); the search code, loaded when the box is used, is not Preact either. Needs only
 * the built site (no browser).
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

// Issue 16 sets 45 KB, engine and data included (README, "The calculator": what each page weighs). The
// browser's engine leaves out what only the command line needs (validateHand's fast path, the English
// messages) and the pages' source words, and the code only one ruleset's engine uses lives in modules
// of its own, so the chunk the three pages share does not carry it.
const BUDGET = 45 * 1024;
/** The comparison panel's body: loaded when the panel is opened (`ComparePanel.tsx`), not with the page. */
const ON_OPEN = /^_astro\/CompareRows\.[\w-]+\.js$/;
const ON_OPEN_BUDGET = 3 * 1024;

/** A calculator page's JavaScript: what it loads, apart from the comparison panel's body, within the budget; that body within its own, and not with the page. */
function checkCalculatorJs(html: string, label: string) {
  const js = pageJs(dir, html);
  const panel = js.files.filter((f) => ON_OPEN.test(f));
  const panelBytes = panel.reduce((n, f) => n + js.gzip[f], 0);
  console.log(`${label}: ${((js.total - panelBytes) / 1024).toFixed(2)} KB gzip in ${js.files.length - panel.length} files, + ${(panelBytes / 1024).toFixed(2)} KB when the comparison panel is opened`);
  expect(js.files.length).toBeGreaterThan(0);
  expect(panel).toHaveLength(1);
  expect(pageJs(dir, html, { dynamic: false }).files.some((f) => ON_OPEN.test(f))).toBe(false);
  expect(js.total - panelBytes, `${label}: over the calculator page's budget — what a change adds must be paid for (README, "The calculator" and "How to add a scoring item")`).toBeLessThanOrEqual(BUDGET);
  expect(panelBytes).toBeLessThanOrEqual(ON_OPEN_BUDGET);
  return js;
}
/** A reference page's script (issue 14): registration of the service worker and the search box's loader. */
const SCRIPT_BUDGET = 2 * 1024;
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
  it.each(LOCALES)('calculator page (%s) loads at most 45 KB gzip of JavaScript (the comparison panel 3 KB more when opened), one engine', (locale) => {
    const js = checkCalculatorJs(page(locale, ruleset, 'calculator'), `${locale}/${ruleset}/calculator`);
    // One engine: the other rulesets' data (their preset ids) is not in the code the page loads.
    const code = js.files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    for (const [other, preset] of Object.entries(PRESET)) expect(new RegExp(`["'\`]${preset}["'\`]`).test(code), other).toBe(other === ruleset);
  });

  for (const venue of VENUES.filter((v) => v.ruleset === ruleset))
    it(`venue guide ${venue.slug} loads the same budget`, () => {
      checkCalculatorJs(page(venue.languages[0], 'venues', venue.slug), `${venue.languages[0]}/venues/${venue.slug}`);
    });

  it.each(LOCALES)('reference page (%s) loads at most 2 KB gzip of script, no framework, and its search code only when used', (locale) => {
    const initial = pageJs(dir, page(locale, ruleset), { dynamic: false });
    const all = pageJs(dir, page(locale, ruleset));
    console.log(`${locale}/${ruleset}: ${initial.total} B gzip with the page (${initial.files.length} files), ${all.total - initial.total} B more when search is used`);
    expect(initial.total).toBeLessThanOrEqual(SCRIPT_BUDGET);
    const code = all.files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    // Neither Preact nor an island's runtime, nor an engine.
    expect(all.files.some((f) => /preact|hooks\.module|signals|client\.|ruleset-engine|Calculator/.test(f)), all.files.join(', ')).toBe(false);
    expect(code).not.toMatch(/astro-island/);
    expect(all.files.some((f) => f.includes('search'))).toBe(true);
    expect(initial.files.some((f) => f.includes('search'))).toBe(false);
  });
});
