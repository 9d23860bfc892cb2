/**
 * Accessibility: axe-core (injected from node_modules/axe-core/axe.min.js) finds no serious or
 * critical violation on the calculator pages — empty, with a scored hand, and with an error shown —
 * on the reference pages, on the venue list and the venue guides with their calculators, in every
 * locale of src/i18n/locales.ts (a guide in its venue's languages); reference pages and scored
 * calculators again at a phone's 360 px.
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
 * with items that do not count.
 */
const HANDS: Record<RulesetId, string[]> = {
  riichi: [
    '?hand=234m567p22s345678s&flags=riichi&dora=1m',
    '?hand=234m567p22s345678x&meld=chi:111m',
    '?hand=123456m789s55z&tile=5z&meld=kan-closed:9999p&win=self-drawn&flags=riichi',
  ],
  'hong-kong': ['?hand=23445667899m&meld=pon:777z&seat=south&bonus=2f', '?hand=234m99m&meld=pon:777z&meld=chi:456p&meld=chi:678s', '?hand=11122233344455m&tile=5m'],
  'taiwan-club': ['?hand=789s234s66m&meld=pon:555z&meld=chi:123m&meld=chi:456p&streak=3', '?hand=789s234s66m&flags=heavenly'],
};

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = (await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5).join(', ')}`);
}

suite('accessibility (axe-core)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(chromium!);
  }, 900_000);
  afterAll(async () => {
    await site?.close();
  });

  describe.each(LOCALES)('%s', (locale) => {
    it.each(RULESETS)('calculator %s: empty, scored and with an error', async (ruleset) => {
      for (const q of ['', ...HANDS[ruleset]]) {
        const page = await site.open(`/${locale}/${ruleset}/calculator/${q}`);
        await settle(page);
        expect(await seriousViolations(page), `${locale}/${ruleset}/calculator/${q}`).toEqual([]);
        await page.close();
      }
    }, 120_000);

    it.each(RULESETS)('reference page %s', async (ruleset) => {
      const page = await site.open(`/${locale}/${ruleset}/`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }, 120_000);

    // Phones: the same checks where the layout is one column (scrolling tables, wrapped controls).
    it.each(RULESETS)('at 360 px: reference page %s and its calculator with a scored hand', async (ruleset) => {
      for (const path of [`/${locale}/${ruleset}/`, `/${locale}/${ruleset}/calculator/${HANDS[ruleset][0]}`]) {
        const page = await site.open(path, 360);
        await settle(page);
        expect(await seriousViolations(page), `${path} at 360 px`).toEqual([]);
        await page.close();
      }
    }, 120_000);

    it('the venue list and the venue guides in this language, with their calculators, at 1200 and 360 px', async () => {
      // The list, and each venue published in this language, its calculator with a scored hand of its ruleset.
      const paths = [
        `/${locale}/venues/`,
        ...VENUES.filter((v) => v.languages.includes(locale)).map((v) => `/${locale}/venues/${v.slug}/${HANDS[v.ruleset][0]}`),
      ];
      for (const width of [1200, 360]) {
        for (const path of paths) {
          const page = await site.open(path, width);
          await settle(page);
          expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
          await page.close();
        }
      }
    }, 180_000);
  });
});
