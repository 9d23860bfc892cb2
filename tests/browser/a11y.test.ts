/**
 * Accessibility: axe-core (injected from node_modules/axe-core/axe.min.js) finds no serious or
 * critical violation on the calculator pages — empty, with a scored hand, and with an error shown —
 * on the reference pages, on the venue list and the venue guides with their calculators, in every
 * locale of src/i18n/locales.ts (a guide in its venue's languages); reference pages and scored
 * calculators again at a phone's 360 px. In the dark colour scheme (`prefers-color-scheme`) too:
 * every calculator state and reference page, the venue list and guides at 360 px, where each page's
 * background must be dark; print and the A4 sheets stay light.
 *
 * What each page costs is Chromium's time (a page to lay out, axe over thousands of nodes), so the
 * pages are chosen to cover every state and every locale without checking the same thing thrice:
 * - the calculator's states beyond the empty one and a scored hand (an error, fu parts, waits,
 *   discards, payments by seat …) are the same components whatever the language: each is checked in
 *   one locale, in turn (the empty and the scored calculator in every locale); at 360 px each
 *   locale checks the pages of one ruleset, in turn, every ruleset in some locale;
 * - in the dark scheme a page is the light scheme's with other colours (global.css changes only
 *   colour properties there, in a media query, with no transition): each page checked in dark is the
 *   page just checked in light, switched to dark in place (no second load), and axe runs its colour
 *   rules (`DARK_RULES`) on it; the rules about structure, names and roles give the same answer as
 *   in light, where they all run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrSkip, settle, startSite, type Site } from './browser.ts';
import { root } from '../site/dist.mjs';
import { LOCALES } from '../../src/i18n/config.ts';
import { rulesets } from '../../src/rules/index.ts';
import type { RulesetId } from '../../src/core/api.ts';
import { readVenues } from '../../src/venues/files.ts';

const chromium = chromiumOrSkip();
const suite = chromium ? describe : describe.skip;
const AXE = readFileSync(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const RULESETS = rulesets.map((r) => r.id);
/** Every venue of content/venues/, checked in each of its languages. */
const VENUES = readVenues(root);
/**
 * A scored hand (with its items, payments and reading) and a hand with a notation error, per ruleset;
 * riichi also a hand whose fu parts are shown (a full hand: the tile set all disabled), Hong Kong one
 * with items that do not count; the waits of a hand one short, the discards of a full hand that does
 * not win, each seat's payment (two-player Hong Kong: two seats).
 */
const HANDS: Record<RulesetId, string[]> = {
  riichi: [
    '?hand=234m567p22s345678s&flags=riichi&dora=1m',
    '?hand=234m567p22s345678x&meld=chi:111m',
    '?hand=123456m789s55z&tile=5z&meld=kan-closed:9999p&win=self-drawn&flags=riichi',
    // Before the win: a hand one short (its waits), a full hand that does not win (its discards); each seat's payment.
    '?hand=2345678m345p678s&seat=south',
    '?hand=2345678m3459p678s',
    '?hand=23455678m345p678s&tile=5m&seat=south&from=west',
  ],
  'hong-kong': [
    '?hand=23445667899m&meld=pon:777z&seat=south&bonus=2f',
    '?hand=234m99m&meld=pon:777z&meld=chi:456p&meld=chi:678s',
    '?hand=11122233344455m&tile=5m',
    '?hand=234m456p678s345s99m&win=self-drawn&seat=west&s.players=2',
  ],
  'taiwan-club': [
    '?hand=789s234s66m&meld=pon:555z&meld=chi:123m&meld=chi:456p&streak=3',
    '?hand=789s234s66m&flags=heavenly',
    '?hand=789s234s6m&meld=pon:555z&meld=chi:123m&meld=chi:456p&from=west&streak=3',
  ],
};

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The axe rules that depend on colour: all that can answer differently in the dark scheme. */
const DARK_RULES = ['color-contrast', 'link-in-text-block'];

// A page opened by the site helper is hydrated and has answered its address (`data-ready`); the
// checks below wait one frame more (`settle(page, 50)`), not the address write's debounce, which axe
// does not see.
async function seriousViolations(page: Page, scheme: 'light' | 'dark'): Promise<string[]> {
  // The reused tab runs axe-core at the start of each page (startSite's visitScripts); another tab gets it here.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const only = scheme === 'dark' ? DARK_RULES : null;
  const violations = (await page.evaluate(async (only: string[] | null) => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, only ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } } : { resultTypes: ['violations'] });
    return r.violations;
  }, only)) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5).join(', ')}`);
}

/** Relative luminance of a CSS rgb() colour (WCAG). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * The items checked in `locale`, the locales taking turns: item k in locale k mod |LOCALES| (locale i
 * of LOCALES takes items i, i + |LOCALES| …), and a locale the list does not reach takes item
 * i mod |items|. So every item is checked somewhere and every locale checks some; a new locale, state
 * or ruleset is taken in without editing this.
 */
function inTurn<T>(locale: string, items: readonly T[]): T[] {
  const i = LOCALES.indexOf(locale as (typeof LOCALES)[number]);
  if (items.length === 0) return [];
  const mine = items.filter((_, k) => k % LOCALES.length === i);
  return mine.length ? mine : [items[i % items.length]];
}

/** The calculator states checked in `locale`: the scored hand (the first) in every locale, the others in turn. */
function statesIn(locale: string, states: readonly string[]): string[] {
  return [states[0], ...inTurn(locale, states.slice(1))];
}

it('checks every calculator state in some locale and the scored hand in each; every ruleset at 360 px', () => {
  for (const r of RULESETS) {
    const seen = LOCALES.flatMap((l) => statesIn(l, HANDS[r]));
    expect(new Set(seen)).toEqual(new Set(HANDS[r]));
    for (const l of LOCALES) expect(statesIn(l, HANDS[r])[0]).toBe(HANDS[r][0]);
  }
  // At 360 px: every ruleset somewhere, something in every locale.
  expect(new Set(LOCALES.flatMap((l) => inTurn(l, RULESETS)))).toEqual(new Set(RULESETS));
  for (const l of LOCALES) expect(inTurn(l, RULESETS).length).toBeGreaterThan(0);
});

suite('accessibility (axe-core), light and dark colour schemes', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(chromium!, { visitScripts: [AXE] });
  }, 900_000);
  afterAll(async () => {
    await site?.close();
  });

  /** The page's background is that of `scheme` (dark: luminance below 0.05, light: above 0.8). */
  async function expectScheme(page: Page, scheme: 'light' | 'dark', what: string): Promise<void> {
    const bg = await background(page);
    const l = luminance(bg);
    expect(scheme === 'dark' ? l < 0.05 : l > 0.8, `${what}: body background ${bg} in ${scheme}`).toBe(true);
  }

  /**
   * `path` at `width` in the light scheme, every axe rule (after one more frame when `wait`: a
   * calculator's result); then, when `dark`, the same page switched to the dark scheme in place and
   * axe's colour rules.
   */
  async function check(path: string, opts: { width?: number; dark?: boolean; wait?: boolean } = {}): Promise<void> {
    const { width = 1200, dark = false, wait = true } = opts;
    const what = `${path} at ${width} px`;
    const page = await site.visit(path, width, 'light');
    await expectScheme(page, 'light', what);
    if (wait) await settle(page, 50);
    expect(await seriousViolations(page, 'light'), what).toEqual([]);
    if (!dark) return;
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await expectScheme(page, 'dark', what);
    expect(await seriousViolations(page, 'dark'), `${what}, dark`).toEqual([]);
  }

  it('print and the A4 sheet stay light in the dark scheme', async () => {
    const sheet = await site.open(`/en/venues/${VENUES[0].slug}/print/`, 1200, 'dark');
    expect(luminance(await sheet.evaluate(() => getComputedStyle(document.querySelector('.sheet')!).backgroundColor || getComputedStyle(document.body).backgroundColor))).toBeGreaterThan(0.8);
    expect(luminance(await sheet.evaluate(() => getComputedStyle(document.querySelector('.sheet')!).color))).toBeLessThan(0.05);
    await sheet.close();
    const ref = await site.open('/en/riichi/', 1200, 'dark');
    await ref.emulateMediaType('print');
    expect(luminance(await background(ref))).toBeGreaterThan(0.8);
    expect(luminance(await ref.evaluate(() => getComputedStyle(document.querySelector('h1')!).color))).toBeLessThan(0.05);
    await ref.close();
  }, 60_000);

  describe.each(LOCALES)('%s', (locale) => {
    it.each(RULESETS)('calculator %s, light and dark: empty, scored, and its other states in turn with the other locales', async (ruleset) => {
      for (const q of ['', ...statesIn(locale, HANDS[ruleset])]) await check(`/${locale}/${ruleset}/calculator/${q}`, { dark: true });
    }, 180_000);

    it.each(RULESETS)('reference page %s, light and dark', async (ruleset) => {
      await check(`/${locale}/${ruleset}/`, { dark: true, wait: false });
    }, 120_000);

    // Phones: the same checks where the layout is one column (scrolling tables, wrapped controls).
    // The colours are those of the wide layout: the dark scheme is checked at 360 px on the venue pages below.
    it.each(inTurn(locale, RULESETS))('at 360 px: reference page %s and its calculator with a scored hand', async (ruleset) => {
      for (const path of [`/${locale}/${ruleset}/`, `/${locale}/${ruleset}/calculator/${HANDS[ruleset][0]}`]) await check(path, { width: 360 });
    }, 120_000);

    it('the venue list and the venue guides in this language, with their calculators, at 1200 px and at 360 px in light and dark', async () => {
      // The list, and each venue published in this language, its calculator with a scored hand of its ruleset.
      const paths = [
        `/${locale}/venues/`,
        ...VENUES.filter((v) => v.languages.includes(locale)).map((v) => `/${locale}/venues/${v.slug}/${HANDS[v.ruleset][0]}`),
      ];
      for (const path of paths) await check(path);
      for (const path of paths) await check(path, { width: 360, dark: true });
    }, 240_000);
  });
});
