/**
 * "This hand under other rules" in a real browser (the built site, as tests/browser/calculator.test.ts
 * gets it): on every calculator page, in every locale, the panel lists every preset of the ruleset
 * (the list read from the rule data), each total the engine's for that preset (and the hand-worked
 * totals of tests/engine/compare.test.ts where the presets differ); on a venue guide it adds the
 * venue, marked as the rules chosen, and no other venue (a guide's calculator knows its own venue only:
 * CalculatorSection.astro) but, where other venues play the ruleset, a link to its calculator page with
 * the hand; on a ruleset's calculator page every venue of the ruleset is a link to its
 * guide with the hand in the address, and the linked guide scores it under that venue. Nothing is
 * scored or loaded before the panel is opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { chromiumOrSkip, settle, startSite, uiString, type Site } from './browser.ts';
import { LOCALES } from '../../src/i18n/config.ts';
import { rulesets } from '../../src/rules/index.ts';
import { scorer } from '../../src/engine/engines.ts';
import { fromQuery, toInput } from '../../src/lib/calc-state.ts';
import { readVenues } from '../../src/venues/files.ts';
import { toExtraPresets } from '../../src/venues/preset.ts';
import { root } from '../site/dist.mjs';

const chromium = chromiumOrSkip();
const suite = chromium ? describe : describe.skip;
const T = 60_000;
const venues = readVenues(root);
const engine = scorer(toExtraPresets(venues));

/** A winning hand per ruleset, as a calculator address's query. */
const HANDS: Record<string, string> = {
  // 4 han 30 fu, non-dealer ron: EMA 2016 7,700; EMA 2025 and WRC 2025 (kiriage) 8,000.
  riichi: 'hand=234m567p22s345678s&tile=8s&seat=south&flags=riichi&dora=1m',
  // vmc 3 faan: 32; hk-classic (Seven Pairs 4 + No Flowers 1, full spicy): 128.
  'hong-kong': 'preset=vmc&hand=112233m445566p77z&tile=7z',
  // 20 points in the East round (minimum 20): a win of 20.
  'taiwan-club': 'hand=123m678m345p678s444s99p&tile=9p&seat=south&from=north',
};
const HAND_WORKED: Record<string, Record<string, number>> = {
  riichi: { 'ema-2016': 7700, 'ema-2025': 8000, 'wrc-2025': 8000 },
  'hong-kong': { vmc: 32, 'hk-classic': 128 },
  'taiwan-club': { 'hefen-club': 20 },
};

/** The engine's total (or error code) of the query's hand under a preset or venue. */
function engineTotal(rulesetId: string, query: string, preset: string): number | string {
  const rs = rulesets.find((r) => r.id === rulesetId)!;
  const input = toInput(fromQuery(query, rs.settings), rs, { defaultPreset: rs.defaultPreset });
  const r = engine.score({ ...input, preset, settings: undefined });
  return r.ok ? r.total : r.error.code;
}

interface Row {
  id: string;
  total: number | string;
  current: boolean;
  text: string;
}

async function openPanel(page: Page): Promise<Row[]> {
  await settle(page, 100);
  expect(await page.$('.calc-compare [data-compare]')).toBeNull();
  await page.click('.calc-compare > summary');
  await page.waitForSelector('.calc-compare[data-loaded] [data-compare]', { timeout: 10_000 });
  return page.$$eval('.calc-compare [data-compare]', (lis) =>
    lis.map((li) => ({
      id: li.getAttribute('data-compare')!,
      total: li.hasAttribute('data-total') ? Number(li.getAttribute('data-total')) : li.getAttribute('data-code')!,
      current: li.classList.contains('calc-compare-current'),
      text: li.textContent ?? '',
    })),
  );
}

suite('this hand under other rules (browser)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(chromium!);
  }, 900_000);
  afterAll(async () => {
    await site?.close();
  });

  for (const rs of rulesets)
    describe(rs.id, () => {
      it.each(LOCALES)('%s: every preset of the ruleset, each with the engine\'s total, the chosen one marked', async (locale) => {
        const query = HANDS[rs.id];
        const page = await site.open(`/${locale}/${rs.id}/calculator/?${query}`);
        const rows = await openPanel(page);
        expect(rows.map((r) => r.id)).toEqual(rs.presets.map((p) => p.id));
        for (const r of rows) expect(r.total, r.id).toBe(engineTotal(rs.id, query, r.id));
        for (const [id, total] of Object.entries(HAND_WORKED[rs.id])) expect(rows.find((r) => r.id === id)?.total, id).toBe(total);
        const chosen = new URLSearchParams(query).get('preset') ?? rs.defaultPreset;
        expect(rows.filter((r) => r.current).map((r) => r.id)).toEqual([chosen]);
        // Words from the page's locale: the title, and "same result" on the chosen rules' row.
        expect(await page.$eval('.calc-compare > summary', (s) => s.textContent)).toBe(uiString(locale, 'compare.title'));
        const same = uiString(locale, 'compare.same').split('{{')[0];
        expect(rows.find((r) => r.current)!.text).toContain(same);
        await page.close();
      }, T);
    });

  it('says what differs and why: EMA 2016 lacks kiriage (en)', async () => {
    const page = await site.open(`/en/riichi/calculator/?${HANDS.riichi}`);
    await openPanel(page);
    const because = await page.$eval('[data-compare="ema-2016"] [data-differs="because"]', (e) => e.textContent);
    expect(because).toBe('Because of: Kiriage mangan: no (EMA 2025: yes)');
    expect(await page.$eval('[data-compare="ema-2016"] .calc-compare-total', (e) => e.textContent)).toBe('4 han, 30 fu · 7,700 (-300)');
    await page.close();
  }, T);

  // hong-kong.md: a win on a kong replacement is "2 in total (includes Self-drawn)" under VMC and
  // "1 + Self-drawn 1 (same total)" under HK classic, which names it "Win on Kong Replacement" (VMC
  // keeps the catalogue's "After Kong"). 3 faan either way (+ No Flowers 1): a share of 8, a double
  // share from each of the three on a self-draw, 48.
  const KONG = 'hand=123m456m789s55z&tile=5z&meld=kan-open:9999p&win=self-drawn&flags=kong-replacement';
  it('names each row’s items as that preset names them, the chosen rules’ items as those do (en)', async () => {
    const page = await site.open(`/en/hong-kong/calculator/?${KONG}`);
    let rows = await openPanel(page);
    expect(rows.map((r) => [r.id, r.total])).toEqual([
      ['vmc', 48],
      ['hk-classic', 48],
    ]);
    const differs = (id: string, k: string) => page.$eval(`[data-compare="${id}"] [data-differs="${k}"]`, (e) => e.textContent);
    expect(await differs('hk-classic', 'changed')).toBe('Scores otherwise: Win on Kong Replacement: 2 faan → 1 faan');
    expect(await differs('hk-classic', 'added')).toBe('Counts here, not under VMC / HKMA: Self-Drawn: 1 faan');
    await page.close();
    // From HK classic: the VMC row names its items as VMC does, the items only HK classic counts as HK classic does.
    const other = await site.open(`/en/hong-kong/calculator/?preset=hk-classic&${KONG}`);
    rows = await openPanel(other);
    expect(rows.map((r) => [r.id, r.total])).toEqual([
      ['vmc', 48],
      ['hk-classic', 48],
    ]);
    expect(await other.$eval('[data-compare="vmc"] [data-differs="changed"]', (e) => e.textContent)).toBe('Scores otherwise: After Kong: 1 faan → 2 faan');
    expect(await other.$eval('[data-compare="vmc"] [data-differs="missing"]', (e) => e.textContent)).toBe('Counts under HK classic, not here: Self-Drawn: 1 faan');
    await other.close();
  }, T);

  it('follows the hand: an edit while open rescores every row', async () => {
    const page = await site.open(`/en/riichi/calculator/?${HANDS.riichi}`);
    await openPanel(page);
    // Without riichi: pinfu, tanyao, dora = 3 han 30 fu: 960 × 4 = 3,840 → 3,900 under every preset.
    await page.click('.calc-flags input[value="riichi"]');
    await settle(page);
    const totals = await page.$$eval('.calc-compare [data-compare]', (lis) => lis.map((li) => li.getAttribute('data-total')));
    expect(totals).toEqual(rulesets.find((r) => r.id === 'riichi')!.presets.map(() => '3900'));
    await page.close();
  }, T);

  for (const v of venues)
    it(`venue guide ${v.slug}: the venue too, marked chosen; no other venue, but the ruleset's calculator with the hand where others play it`, async () => {
      const rs = rulesets.find((r) => r.id === v.ruleset)!;
      const query = HANDS[v.ruleset].replace(/^preset=[^&]*&/, '');
      const locale = v.languages[0];
      const page = await site.open(`/${locale}/venues/${v.slug}/?${query}`);
      const rows = await openPanel(page);
      expect(rows.map((r) => r.id)).toEqual([...rs.presets.map((p) => p.id), v.slug]);
      for (const r of rows) expect(r.total, r.id).toBe(engineTotal(v.ruleset, query, r.id));
      expect(rows.filter((r) => r.current).map((r) => r.id)).toEqual([v.slug]);
      // The guide knows its own venue only (every venue on every guide made each guide grow with the
      // number of venues): where other venues play the ruleset, one link leads to its calculator page,
      // which lists them (the test below), with the hand.
      expect(await page.$$('[data-compare-venue]')).toHaveLength(0);
      const others = venues.filter((o) => o.ruleset === v.ruleset && o.slug !== v.slug);
      const all = await page.$$eval('[data-compare-all]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(all).toHaveLength(others.length ? 1 : 0);
      for (const href of all) {
        const url = new URL(href);
        expect(url.pathname).toBe(site.url(`/${locale}/${v.ruleset}/calculator/`).replace(site.origin, ''));
        expect(url.searchParams.get('hand')).toBe(new URLSearchParams(query).get('hand'));
        expect(url.searchParams.has('preset')).toBe(false);
      }
      await page.close();
    }, T);

  for (const rs of rulesets)
    it(`${rs.id} calculator: every venue of the ruleset links to its guide with the hand, which scores it under that venue`, async () => {
      const ofRuleset = venues.filter((v) => v.ruleset === rs.id);
      const query = HANDS[rs.id];
      for (const locale of LOCALES) {
        const page = await site.open(`/${locale}/${rs.id}/calculator/?${query}`);
        await openPanel(page);
        const links = await page.$$eval('[data-compare-venue]', (as) => as.map((a) => [a.getAttribute('data-compare-venue'), (a as HTMLAnchorElement).href]));
        await page.close();
        expect(links.map((l) => l[0])).toEqual(ofRuleset.map((v) => v.slug));
        for (const [slug, href] of links) {
          const v = ofRuleset.find((x) => x.slug === slug)!;
          const url = new URL(href!);
          // In this language where the venue has it, else in the venue's first.
          expect(url.pathname).toBe(site.url(`/${v.languages.includes(locale) ? locale : v.languages[0]}/venues/${slug}/`).replace(site.origin, ''));
          expect(url.hash).toBe('#calculator');
          expect(url.searchParams.get('hand')).toBe(new URLSearchParams(query).get('hand'));
          expect(url.searchParams.has('preset')).toBe(false);
        }
      }
      // The first venue's link, followed: its guide scores the hand under that venue.
      const v = ofRuleset[0];
      if (!v) return;
      const page = await site.open(`/en/${rs.id}/calculator/?${query}`);
      await openPanel(page);
      const href = await page.$eval(`[data-compare-venue="${v.slug}"]`, (a) => (a as HTMLAnchorElement).href);
      await page.close();
      const guide = await site.open(href);
      await settle(guide);
      expect(Number(await guide.$eval('.calc-receives', (e) => e.getAttribute('data-receives')))).toBe(engineTotal(v.ruleset, query, v.slug));
      await guide.close();
    }, T);
});
