/**
 * The calculator island in a real browser (puppeteer-core + Chromium, the built site from dist/ on a
 * local static server): hands entered by tapping the tile set and by typing mpsz, in each ruleset,
 * with results and payments worked out by hand from the specs; localized errors next to the input;
 * links and the back / forward buttons; the keyboard; the venue guide's pre-set calculator; the
 * "open in calculator" links of the reference pages; before the win, a hand's waits with their values
 * and the discards that leave it waiting; what each seat pays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import {
  chromiumOrSkip,
  payments,
  receives,
  resultItems,
  settle,
  startSite,
  status,
  tap,
  typeInto,
  uiString,
  type Site,
} from './browser.ts';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../../src/i18n/config.ts';
import { RULESET_IDS } from '../../src/core/api.ts';
import { readVenues } from '../../src/venues/files.ts';
import { root } from '../site/dist.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const chromium = chromiumOrSkip();
const suite = chromium ? describe : describe.skip;
const T = 60_000;

suite('calculator (browser)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(chromium!);
  }, 900_000);
  afterAll(async () => {
    await site?.close();
  });

  const code = async (page: Page) => {
    await settle(page, 100);
    return page.$eval('.calc-status', (e) => e.getAttribute('data-code'));
  };
  const handValue = (page: Page) => page.$eval('#calc-hand', (e) => (e as HTMLInputElement).value);

  describe('riichi', () => {
    // 234m 567p 345s 678s 22s, ron on 8s (two-sided), riichi, EMA 2025: riichi 1 + pinfu 1 + tanyao 1
    // = 3 han; closed ron 20 + 10 = 30 fu. Base 30 × 2^(2+3) = 960.
    it('scores a hand entered by tapping tiles (dealer ron: 960 × 6 = 5,760 → 5,800)', async () => {
      const page = await site.open('/en/riichi/calculator/');
      await tap(page, '2m', '3m', '4m', '5p', '6p', '7p', '2s', '2s', '3s', '4s', '5s', '6s', '7s', '8s');
      await page.click('.calc-flags input[value="riichi"]');
      expect(await handValue(page)).toBe('234m567p22345678s');
      expect(await page.$eval('#calc-winTile', (e) => (e as HTMLInputElement).value)).toBe('8s');
      expect(await status(page)).toContain('3 han, 30 fu');
      expect(await resultItems(page)).toEqual({ riichi: '1 han', pinfu: '1 han', tanyao: '1 han' });
      expect(await payments(page)).toEqual({ discarder: 5800 });
      expect(await receives(page)).toBe(5800);
      // The reading, drawn as tiles: five groups, 14 tiles.
      expect(await page.$$eval('.calc-reading .tg', (g) => g.length)).toBe(5);
      expect(await page.$$eval('.calc-reading svg use', (u) => u.length)).toBe(14);
      await page.close();
    }, T);

    it('scores a hand typed in mpsz; taps and text stay in sync (non-dealer ron: 960 × 4 = 3,840 → 3,900)', async () => {
      const page = await site.open('/en/riichi/calculator/');
      await typeInto(page, '#calc-hand', '234m567p22s345678s');
      await page.select('#calc-seatWind', 'south');
      await page.click('.calc-flags input[value="riichi"]');
      expect(await resultItems(page)).toEqual({ riichi: '1 han', pinfu: '1 han', tanyao: '1 han' });
      expect(await payments(page)).toEqual({ discarder: 3900 });
      // The typed tiles are drawn as buttons; the winning tile (the last, 8s) is outlined.
      expect(await page.$$eval('.calc-input > .calc-field .calc-tiles .ct', (b) => b.length)).toBeGreaterThanOrEqual(14);
      expect(await page.$eval('.calc-tiles .ct-win', (b) => b.getAttribute('aria-label'))).toBe('Remove Bamboo 8');
      // Removing a tile by its button edits the text.
      await page.click('.calc-tiles .ct[aria-label="Remove Characters 2"]');
      expect(await handValue(page)).toBe('34m567p22345678s');
      // 13 tiles: one short, waiting on 2m or 5m (34m).
      await settle(page, 100);
      expect(await page.$$eval('.calc-waits li', (lis) => lis.map((li) => li.getAttribute('data-wait')))).toEqual(['2m', '5m']);
      await tap(page, '2m');
      expect(await handValue(page)).toBe('234m567p22345678s');
      await page.close();
    }, T);

    it('counts dora, counters and sticks (4 han 30 fu = mangan with kiriage: 12,000 + 300; +1,000 stick)', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=234m567p22s345678s&tile=8s&flags=riichi');
      await page.click('input[name="calc-target"][value="dora"]');
      await tap(page, '1m'); // indicator 1m → dora 2m, one in the hand
      await typeInto(page, '#calc-honba', '1');
      await typeInto(page, '#calc-riichiSticks', '1');
      expect(await resultItems(page)).toEqual({ riichi: '1 han', pinfu: '1 han', tanyao: '1 han', dora: '1 han' });
      expect(await status(page)).toContain('Mangan');
      expect(await payments(page)).toEqual({ discarder: 12300 });
      expect(await receives(page)).toBe(13300);
      // What the counter and the stick add, said beside the total (300 for one counter on a ron, 1,000 a stick).
      const included = await page.$eval('.calc-included', (e) => [e.getAttribute('data-honba-points'), e.getAttribute('data-stick-points'), e.textContent]);
      expect(included).toEqual(['300', '1000', 'Including 300 for the counters (honba) and 1,000 for the riichi sticks on the table.']);
      // A setting override: without kiriage, 4 han 30 fu is base 30 × 2^6 = 1,920; dealer ron × 6 =
      // 11,520 → 11,600, + 300.
      await page.click('.calc-settings summary');
      await page.click('#calc-set-kiriage');
      expect(await payments(page)).toEqual({ discarder: 11900 });
      expect(await status(page)).not.toContain('Mangan');
      expect(page.url()).toContain('s.kiriage=0');
      await page.close();
    }, T);

    it('says when two yakuman do not add up (EMA 2025: paid as one; WRC 2025: as two, no note)', async () => {
      const hand = 'hand=11z&meld=pon:555z&meld=pon:666z&meld=pon:777z&meld=pon:222z&tile=1z&seat=south&from=west';
      const page = await site.open(`/en/riichi/calculator/?${hand}`);
      // Daisangen and Tsuuiisou: a non-dealer's yakuman is 32,000 (riichi.md), two added up 64,000.
      expect(await receives(page)).toBe(32000);
      expect(await page.$eval('[data-yakuman-paid]', (e) => e.textContent)).toBe('The yakuman patterns do not add up under these rules: the hand is paid as 1 yakuman, not 2.');
      await page.close();
      const wrc = await site.open(`/en/riichi/calculator/?preset=wrc-2025&${hand}`);
      expect(await receives(wrc)).toBe(64000);
      expect(await wrc.$('[data-yakuman-paid]')).toBeNull();
      await wrc.close();
    }, T);

    it('points at a bad meld, then shows what was found for a hand with no yaku', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=234m567p22s678s&meld=chi:111m&tile=8s');
      expect(await code(page)).toBe('invalid-notation'); // 111m is no chow
      // Tiles that read well but make no chow: what each kind of set is, not "check the mpsz notation".
      expect(await page.$eval('#calc-meld-0-err', (e) => e.textContent)).toBe(uiString('en', 'calc.meldShape'));
      expect(await page.$eval('#calc-meld-0', (e) => e.getAttribute('aria-invalid'))).toBe('true');
      await typeInto(page, '#calc-meld-0', '123m');
      await page.select('#calc-seatWind', 'south');
      await typeInto(page, '#calc-doraIndicators', '1m');
      // Open (chi 123m), ron, seat South: no tanyao (the 1m), no pinfu (open), no yaku. Indicator 1m →
      // dora 2m, two of them (234m and the chi 123m): the error says "no yaku" and still lists them.
      expect(await code(page)).toBe('no-yaku');
      expect(await status(page)).toContain(uiString('en', 'errors.no-yaku'));
      expect(await resultItems(page)).toEqual({ dora: '2 han' });
      expect(await page.$eval('tr[data-item="dora"] th', (e) => e.textContent)).toContain('×2');
      expect(await page.$('.calc-pay')).toBeNull();
      await page.close();
    }, T);
  });

  describe('hong-kong', () => {
    // VMC: 234m 456m 678m 99m + pung 777z (red dragons), ron on 9m from North, seat South:
    // Half Flush 3 + dragon pung 1 + no flowers 1 = 5 faan. Half spicy: 5 faan → 24 a share.
    // Half gun: the discarder pays double (48), the other two a single share (24 each); total 96.
    it('scores a hand entered by taps: a declared pung and the concealed tiles', async () => {
      const page = await site.open('/en/hong-kong/calculator/');
      await page.click('input[name="calc-target"][value="meld"]');
      await page.select('#calc-meld-kind', 'pon');
      await tap(page, '7z');
      await page.click('input[name="calc-target"][value="hand"]');
      await tap(page, '2m', '3m', '4m', '4m', '5m', '6m', '6m', '7m', '8m', '9m', '9m');
      await page.select('#calc-seatWind', 'south');
      await page.select('#calc-discarder', 'north');
      expect(await page.$eval('#calc-meld-0', (e) => (e as HTMLInputElement).value)).toBe('777z');
      expect(await resultItems(page)).toEqual({ 'dragon-pung': '1 faan', 'half-flush': '3 faan', 'no-flowers': '1 faan' });
      expect(await status(page)).toContain('5 faan');
      expect(await payments(page)).toEqual({ discarder: 48, others: 24 });
      expect(await receives(page)).toBe(96);
      await page.close();
    }, T);

    // 234m 456p 345s 678s 99m self-drawn, seat South: All Chows 1 + Concealed 1 + Self-drawn 1 +
    // no flowers 1 = 4 faan → 16 a share; a self-draw: each of the three pays a double share, 32; total 96.
    it('scores a typed hand, self-drawn', async () => {
      const page = await site.open('/en/hong-kong/calculator/');
      await typeInto(page, '#calc-hand', '234m456p678s345s99m');
      await page.click('input[name="calc-win"][value="self-drawn"]');
      await page.select('#calc-seatWind', 'south');
      expect(await resultItems(page)).toEqual({
        'all-chows': '1 faan',
        'concealed-hand': '1 faan',
        'self-drawn': '1 faan',
        'no-flowers': '1 faan',
      });
      expect(await payments(page)).toEqual({ each: 32 });
      expect(await receives(page)).toBe(96);
      // Flower 2 is seat South's own: no "no flowers" (1) but own flower (1): still 4 faan.
      await page.click('input[name="calc-target"][value="bonus"]');
      await tap(page, '2f');
      expect(await page.$eval('#calc-bonusTiles', (e) => (e as HTMLInputElement).value)).toBe('2f');
      const items = await resultItems(page);
      expect(items['no-flowers']).toBeUndefined();
      expect(await payments(page)).toEqual({ each: 32 });
      await page.close();
    }, T);

    it('shows a hand below the minimum with what it found (dragon pung 1 + no flowers 1 = 2 < 3)', async () => {
      const page = await site.open('/en/hong-kong/calculator/?hand=234m99m&tile=9m&meld=pon:777z&meld=chi:456p&meld=chi:678s&seat=south');
      expect(await code(page)).toBe('below-minimum');
      expect(await resultItems(page)).toEqual({ 'dragon-pung': '1 faan', 'no-flowers': '1 faan' });
      expect(await page.$eval('.calc-total', (e) => e.textContent)).toContain('2 faan');
      // The minimum it is below, named: VMC's 3 faan.
      expect(await page.$eval('.calc-status', (e) => e.textContent)).toMatch(/^The hand scores less than the winning minimum of 3 faan\. Found so far: 2 faan\./);
      await page.close();
    }, T);
  });

  describe('taiwan-club', () => {
    // Hé Fēn sheet. 234s 789s 66m + pung 555z, chow 123m, chow 456p; ron on 6m (the only winning tile).
    // Base 5 + no flowers 1 + dragon pung 2 + mixed dragon run (123m 456p 789s) 5 + one winning tile 2 = 15.
    it('scores a hand entered by taps; below the East minimum (15 < 20) it still lists the items', async () => {
      const page = await site.open('/hi/taiwan-club/calculator/');
      await page.click('input[name="calc-target"][value="meld"]');
      await page.select('#calc-meld-kind', 'pon');
      await tap(page, '5z');
      await page.select('#calc-meld-kind', 'chi');
      await tap(page, '1m', '4p');
      await page.click('input[name="calc-target"][value="hand"]');
      await tap(page, '2s', '3s', '4s', '7s', '8s', '9s', '6m', '6m');
      await page.select('#calc-seatWind', 'south');
      await page.select('#calc-discarder', 'west');
      expect(await code(page)).toBe('below-minimum');
      expect(Object.keys(await resultItems(page)).sort()).toEqual(['base', 'dragon-pung', 'dragon-run', 'no-flowers', 'one-winning-tile']);
      expect(await page.$eval('.calc-total', (e) => e.textContent)).toContain('15');
      // The minimum it is below, named with its round: East, 20 (taiwan-club.md's ladder).
      expect(await page.$eval('.calc-status', (e) => e.textContent)).toContain('हाथ का स्कोर पूर्व दौर के जीत के न्यूनतम 20 अंक से कम है।');
      await page.close();
    }, T);

    // The same hand won by the dealer (seat East) with the streak die on 3: + dealer 1 + streak 7 = 23
    // ≥ 20; the discarder pays the hand total, 23.
    it('scores a typed hand with the dealer streak (discarder pays 23)', async () => {
      const page = await site.open('/en/taiwan-club/calculator/');
      await typeInto(page, '#calc-hand', '789s234s66m');
      for (const m of ['555z', '123m', '456p']) {
        await page.click('#calc-add-meld');
        const i = (await page.$$('.calc-meld')).length - 1;
        await page.select(`#calc-meld-${i}-kind`, m === '555z' ? 'pon' : 'chi');
        await typeInto(page, `#calc-meld-${i}`, m);
      }
      await typeInto(page, '#calc-winTile', '6m');
      await page.select('#calc-discarder', 'west');
      await page.select('#calc-dealerStreak', '3');
      expect(await resultItems(page)).toEqual({
        'no-flowers': '1 pt',
        'dragon-pung': '2 pts',
        'dragon-run': '5 pts',
        'one-winning-tile': '2 pts',
        base: '5 pts',
        dealer: '1 pt',
        'dealer-streak': '7 pts',
      });
      expect(await payments(page)).toEqual({ discarder: 23 });
      expect(await receives(page)).toBe(23);
      await page.close();
    }, T);
  });

  describe.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('bad notation (%s)', (locale) => {
    it('shows the localized error next to the hand, pointing at the character', async () => {
      const page = await site.open(`/${locale}/riichi/calculator/`);
      await typeInto(page, '#calc-hand', '234m567p22s345678x');
      await settle(page);
      const msg = await page.$eval('#calc-hand-err', (e) => e.textContent ?? '');
      expect(msg.startsWith(uiString(locale, 'errors.invalid-notation'))).toBe(true);
      expect(msg).toContain('x');
      expect(msg).toContain('18'); // the 18th character
      expect(await page.$eval('#calc-hand', (e) => e.getAttribute('aria-invalid'))).toBe('true');
      expect(await page.$eval('#calc-hand', (e) => e.getAttribute('aria-describedby'))).toContain('calc-hand-err');
      expect(await status(page)).toContain(uiString(locale, 'errors.invalid-notation'));
      await page.close();
    }, T);
  });

  it('a counter typed beyond its bounds says them, in the page’s language (honba 0–99: score-api.md, "Bounds")', async () => {
    for (const [locale, want] of [
      ['en', 'Write a whole number from 0 to 99.'],
      ['hi', '0 से 99 तक कोई पूरी संख्या लिखें।'],
    ]) {
      const page = await site.open(`/${locale}/riichi/calculator/?hand=234m567p22s345678s&tile=8s`);
      expect(await page.$eval('#calc-honba', (e) => e.getAttribute('max'))).toBe('99');
      await typeInto(page, '#calc-honba', '150');
      await settle(page, 100);
      expect(await page.$eval('#calc-honba-err', (e) => e.textContent)).toBe(want);
      expect(await page.$eval('#calc-honba', (e) => e.getAttribute('aria-invalid'))).toBe('true');
      await page.close();
    }
  }, T);

  // A winning hand is its sets and a pair (specs: riichi and Hong Kong 14 tiles, four sets; the
  // Taiwanese sheet 16 + 1, five sets): "Add a set" stops there.
  const MOST_SETS: Record<string, number> = { riichi: 4, 'hong-kong': 4, 'taiwan-club': 5 };
  it.each(RULESET_IDS)('%s: "Add a set" is disabled once the declared sets fill the hand', async (ruleset) => {
    expect(MOST_SETS[ruleset], `the most declared sets of ${ruleset}: add it to MOST_SETS`).toBeGreaterThan(0);
    const page = await site.open(`/en/${ruleset}/calculator/`);
    const disabled = () => page.$eval('#calc-add-meld', (b) => (b as HTMLButtonElement).disabled);
    for (let i = 0; i < MOST_SETS[ruleset]; i++) {
      expect(await disabled(), `after ${i} sets`).toBe(false);
      await page.click('#calc-add-meld');
      await settle(page, 20);
    }
    expect((await page.$$('.calc-meld')).length).toBe(MOST_SETS[ruleset]);
    expect(await disabled()).toBe(true);
    // One removed: room for a set again.
    await page.click('.calc-meld button');
    await settle(page, 20);
    expect(await disabled()).toBe(false);
    await page.close();
  }, T);

  it('keeps the hand in the address: a copied link reproduces the result', async () => {
    const page = await site.open('/en/hong-kong/calculator/');
    await typeInto(page, '#calc-hand', '23445667899m');
    await page.click('#calc-add-meld');
    await page.select('#calc-meld-0-kind', 'pon');
    await typeInto(page, '#calc-meld-0', '777z');
    await page.select('#calc-seatWind', 'south');
    await page.select('#calc-preset', 'hk-classic');
    const before = await status(page);
    const items = await resultItems(page);
    const url = page.url();
    expect(url).toContain('hand=23445667899m');
    expect(url).toContain('preset=hk-classic');
    // The language switcher keeps the hand.
    expect(await page.$eval('.lang-switch a[hreflang="id"]', (a) => (a as HTMLAnchorElement).href)).toBe(
      `${site.url('/id/hong-kong/calculator/')}${new URL(url).search}`,
    );
    // … from the edit on, not only once the address is written (300 ms later): a language tapped at
    // once keeps the edit too.
    await page.select('#calc-roundWind', 'west');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(new URL(await page.$eval('.lang-switch a[hreflang="hi"]', (a) => (a as HTMLAnchorElement).href)).searchParams.get('round')).toBe('west');
    await page.select('#calc-roundWind', 'east');
    await settle(page, 400);
    // "Copy the link" puts the same address on the clipboard.
    const ctx = site.browser.defaultBrowserContext();
    await ctx.setPermission(
      new URL(url).origin,
      ...['clipboard-read', 'clipboard-write'].map((name) => ({ permission: { name }, state: 'granted' as const })),
    );
    // (Headless Chromium on Linux has no share sheet: "Share the link" copies it, and says so.)
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.click('#calc-share');
    await settle(page, 200);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(url);
    expect(await page.$eval('.calc-note', (e) => e.textContent)).toBe(uiString('en', 'calc.copied'));
    const other = await site.open(copied);
    expect(await status(other)).toBe(before);
    expect(await resultItems(other)).toEqual(items);
    expect(await other.$eval('#calc-preset', (e) => (e as HTMLSelectElement).value)).toBe('hk-classic');
    // Full spicy (hk-classic): 5 faan → 32 a share; half gun, no discarder given: discarder 64, others 32.
    expect(await payments(other)).toEqual({ discarder: 64, others: 32 });
    await other.close();
    await page.close();
  }, T);

  it('walks back and forward through edits', async () => {
    const page = await site.open('/en/riichi/calculator/');
    await typeInto(page, '#calc-hand', '234m567p22s345678s');
    await settle(page, 1300);
    await page.select('#calc-seatWind', 'south');
    await settle(page, 1300);
    expect(await payments(page)).toEqual({ discarder: 2000 }); // pinfu + tanyao, 2 han 30 fu: 480 × 4 = 1,920 → 2,000
    await page.goBack();
    await settle(page);
    expect(await page.$eval('#calc-seatWind', (e) => (e as HTMLSelectElement).value)).toBe('east');
    expect(await payments(page)).toEqual({ discarder: 2900 }); // dealer: 480 × 6 = 2,880 → 2,900
    await page.goBack();
    await settle(page);
    expect(await handValue(page)).toBe('');
    await page.goForward();
    await page.goForward();
    await settle(page);
    expect(await page.$eval('#calc-seatWind', (e) => (e as HTMLSelectElement).value)).toBe('south');
    expect(await handValue(page)).toBe('234m567p22s345678s');
    await page.close();
  }, T);

  it('works with the keyboard alone', async () => {
    const page = await site.open('/en/riichi/calculator/');
    // Tab from the target choice lands on the tile set (one tab stop), arrows move, Enter adds.
    await page.focus('input[name="calc-target"][value="ura"]');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tile'))).toBe('1m');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tile'))).toBe('7z');
    expect(await handValue(page)).toBe('2m2p7z');
    // The next Tab leaves the tile set for the hand's text.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('calc-hand');
    // A tile of the hand removed with the keyboard keeps the focus among the hand's tiles.
    await page.focus('#calc-hand-tiles .ct');
    await page.keyboard.press('Enter');
    await settle(page, 100);
    expect(await handValue(page)).toBe('2p7z');
    expect(await page.evaluate(() => document.activeElement?.closest('#calc-hand-tiles') !== null)).toBe(true);
    // The last tile removed: the focus goes to the tile before it, not to the text (on a phone, a focused
    // text field opens the keyboard over the result); with no tile left, to the text.
    await page.focus('#calc-hand-tiles .ct:last-child');
    await page.keyboard.press('Enter');
    await settle(page, 100);
    expect(await handValue(page)).toBe('2p');
    expect(await page.evaluate(() => document.activeElement?.closest('#calc-hand-tiles') !== null)).toBe(true);
    await page.keyboard.press('Enter');
    await settle(page, 100);
    expect(await handValue(page)).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('calc-hand');
    await page.close();
  }, T);

  describe('every number explained', () => {
    // 123m 456m 789s 55z + closed kong 9999p, self-drawn on 5z, riichi: base 20 + self-draw 2 + closed
    // kong of terminals 32 + pair of dragons 2 + pair wait 2 = 58 → 60 fu.
    const FU = '?hand=123456m789s55z&tile=5z&meld=kan-closed:9999p&win=self-drawn&flags=riichi';
    it.each(LOCALES)('shows the fu part by part and the rounding up (%s)', async (locale) => {
      const page = await site.open(`/${locale}/riichi/calculator/${FU}`);
      await settle(page, 100);
      const parts = await page.$$eval('.calc-fu tr[data-fu-part]', (rows) =>
        rows.map((r) => [r.getAttribute('data-fu-part'), Number(r.getAttribute('data-fu')), r.querySelector('.ci-name')?.textContent, r.querySelectorAll('.calc-fu-tiles use').length]),
      );
      const riichi = JSON.parse(readFileSync(join(root, 'src', 'i18n', 'locales', locale, 'riichi.json'), 'utf8')).fuParts;
      expect(parts).toEqual([
        ['base', 20, riichi.base, 0],
        ['self-draw', 2, riichi['self-draw'], 0],
        ['closed-kan-terminal', 32, riichi['closed-kan-terminal'], 4],
        ['pair-dragon', 2, riichi['pair-dragon'], 2],
        ['wait-single', 2, riichi['wait-single'], 1],
      ]);
      expect(await page.$eval('.calc-fu [data-fu-sum]', (e) => e.getAttribute('data-fu-sum'))).toBe('58');
      expect(await page.$eval('.calc-fu [data-fu-total]', (e) => [e.getAttribute('data-fu-total'), e.querySelector('th')?.textContent])).toEqual([
        '60',
        uiString(locale, 'calc.fuRounded'),
      ]);
      expect(await page.$eval('.calc-fu-tiles', (e) => e.getAttribute('role'))).toBe('img');
      await page.close();
    }, T);

    // 111m 222m 333m 444m 55m won on a discard of 5m (VMC): Full Flush 7 + Four Concealed Pungs 8 +
    // No Flowers 1; Closed Hand (concealed-hand) and All Pungs held, but Four Concealed Pungs replaces them.
    it.each(LOCALES)('says which items held but do not count, and why (%s)', async (locale) => {
      const page = await site.open(`/${locale}/hong-kong/calculator/?hand=11122233344455m&tile=5m`);
      await settle(page, 100);
      const lines = await page.$$eval('.calc-excluded li', (lis) => lis.map((li) => [li.getAttribute('data-excluded'), li.getAttribute('data-by'), li.getAttribute('data-relation'), li.textContent]));
      const hk = JSON.parse(readFileSync(join(root, 'src', 'i18n', 'locales', locale, 'hong-kong.json'), 'utf8')).items;
      const sentence = (item: string) =>
        uiString(locale, 'excluded.replaces').replace('{{item}}', hk[item].name).replace('{{by}}', hk['four-concealed-pungs'].name);
      expect(lines).toEqual([
        ['concealed-hand', 'four-concealed-pungs', 'replaces', sentence('concealed-hand')],
        ['all-pungs', 'four-concealed-pungs', 'replaces', sentence('all-pungs')],
      ]);
      if (locale === 'en') expect(lines.map((l) => l[3])).toEqual(['Closed Hand — replaced by Four Concealed Pungs', 'All Pungs — replaced by Four Concealed Pungs']);
      await page.close();
    }, T);
  });

  describe('the tile set helps', () => {
    it('disables a fifth copy (red fives count as fives) and every tile of a full hand', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=1111m&dora=9s&s.redFives=3');
      await settle(page, 100);
      const state = (c: string) => page.$eval(`.calc-palette .ct[data-tile="${c}"]`, (b) => [b.getAttribute('aria-disabled'), b.getAttribute('aria-label')]);
      expect(await state('1m')).toEqual(['true', 'Characters 1: every copy is in use']);
      expect(await state('2m')).toEqual([null, 'Characters 2']);
      await tap(page, '1m'); // refused
      expect(await handValue(page)).toBe('1111m');
      await typeInto(page, '#calc-hand', '1111m550m');
      await typeInto(page, '#calc-doraIndicators', '5m');
      await settle(page, 100);
      expect((await state('5m'))[0]).toBe('true');
      expect((await state('0m'))[0]).toBe('true');
      expect((await state('0p'))[0]).toBe(null);
      // 14 tiles: the hand is full, every tile is refused (the dora indicators still take tiles).
      await typeInto(page, '#calc-hand', '234m567p22s345678s');
      await settle(page, 100);
      expect(await page.$$eval('.calc-palette .ct', (bs) => bs.every((b) => b.getAttribute('aria-disabled') === 'true'))).toBe(true);
      expect(await state('9m')).toEqual(['true', 'Characters 9: the hand is full']);
      await page.click('input[name="calc-target"][value="dora"]');
      expect((await state('9m'))[0]).toBe(null);
      await page.close();
    }, T);

    it('never moves the winning tile silently (the issue: 23567m345p99p678s4m, a 9p removed and tapped again)', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=23567m345p99p678s4m&seat=south');
      expect(await resultItems(page)).toEqual({ pinfu: '1 han' });
      await page.click('#calc-hand-tiles .ct[aria-label="Remove Dots 9"]');
      await tap(page, '9p');
      expect(await handValue(page)).toBe('234567m34599p678s');
      expect(await page.$eval('#calc-winTile', (e) => (e as HTMLInputElement).value)).toBe('4m');
      expect(await page.$eval('#calc-hand-tiles .ct-win', (b) => b.getAttribute('aria-label'))).toBe('Remove Characters 4');
      expect(await resultItems(page)).toEqual({ pinfu: '1 han' });
      expect(await payments(page)).toEqual({ discarder: 1000 });
      await page.close();
    }, T);
  });

  describe('before the win', () => {
    /** The waits shown: tile → [its picture's tile, the discard side's total, the self-drawn side's total]. */
    const waitsOf = async (page: Page) => {
      await settle(page, 100);
      return page.$$eval('.calc-waits li[data-wait]', (lis) =>
        lis.map((li) => [
          li.getAttribute('data-wait'),
          li.querySelector('svg use')?.getAttribute('href'),
          Number(li.querySelector('[data-side="discard"]')?.getAttribute('data-total')),
          Number(li.querySelector('[data-side="self-drawn"]')?.getAttribute('data-total')),
        ]),
      );
    };

    // 2345678m 345p 678s, seat South (EMA 2025): the seven-tile run waits on 2m, 5m and 8m, each a single
    // wait. On a discard tanyao, 1 han; fu 20 + 10 + 2 = 32 → 40: 320 × 4 = 1,280 → 1,300. Self-drawn
    // tanyao + menzen tsumo, 2 han 30 fu: 480 → the dealer 1,000, the others 500 each: 2,000.
    it('a hand one tile short shows its waits as tiles with their values; a tap on one scores it; undo restores the hand', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=2345678m345p678s&seat=south');
      expect(await waitsOf(page)).toEqual([
        ['2m', '#ct-2m', 1300, 2000],
        ['5m', '#ct-5m', 1300, 2000],
        ['8m', '#ct-8m', 1300, 2000],
      ]);
      expect(await status(page)).toBe('Waiting on Characters 2 5 8');
      // One short: no tile of the hand is outlined as the winning tile, nor offered as its placeholder.
      expect(await page.$('#calc-hand-tiles .ct-win')).toBeNull();
      expect(await page.$eval('#calc-winTile', (e) => e.getAttribute('placeholder'))).toBeNull();
      expect(await page.$eval('[data-wait="5m"] [data-side="discard"]', (e) => e.textContent)).toBe('On a discard: 1 han, 40 fu · 1,300');
      expect(await page.$eval('.calc-furiten', (e) => e.textContent)).toBe(
        JSON.parse(readFileSync(join(root, 'src', 'i18n', 'locales', 'en', 'riichi.json'), 'utf8')).calc.furiten,
      );
      await page.click('[data-wait="5m"] button');
      expect(await handValue(page)).toBe('23455678m345p678s');
      expect(await page.$eval('#calc-winTile', (e) => (e as HTMLInputElement).value)).toBe('5m');
      expect(await page.$eval('#calc-hand-tiles .ct-win', (b) => b.getAttribute('aria-label'))).toBe('Remove Characters 5');
      expect(await status(page)).toContain('1 han, 40 fu');
      expect(await payments(page)).toEqual({ discarder: 1300 });
      expect(await page.$('.calc-waits')).toBeNull();
      await page.click('#calc-undo');
      expect(await handValue(page)).toBe('2345678m345p678s');
      expect((await waitsOf(page)).map((w) => w[0])).toEqual(['2m', '5m', '8m']);
      await page.close();
    }, T);

    it('a winning tile typed beside a hand one short: its wait is marked, a tap scores it; a tile that is no wait is said to complete nothing', async () => {
      // 13 tiles and the winning tile typed in its own field (or a red five, 0m, for the 5m wait).
      for (const tile of ['5m', '0m']) {
        const page = await site.open(`/en/riichi/calculator/?hand=2345678m345p678s&seat=south&tile=${tile}`);
        expect((await waitsOf(page)).map((w) => w[0])).toEqual(['2m', '5m', '8m']);
        expect(await page.$$eval('.calc-waits li:has(.cw-note)', (lis) => lis.map((li) => li.getAttribute('data-wait')))).toEqual(['5m']);
        expect(await page.$eval('[data-wait="5m"] .cw-note', (e) => e.textContent)).toBe('Your winning tile: tap to score the hand won on it.');
        expect(await page.$('.calc-not-wait')).toBeNull();
        if (tile === '5m') {
          await page.click('[data-wait="5m"] button');
          expect(await handValue(page)).toBe('23455678m345p678s');
          expect(await status(page)).toContain('1 han, 40 fu');
        }
        await page.close();
      }
      const page = await site.open('/en/riichi/calculator/?hand=2345678m345p678s&seat=south&tile=9s');
      expect(await page.$eval('.calc-not-wait', (e) => e.textContent)).toBe('The winning tile you typed, Bamboo 9, does not complete this hand.');
      expect(await page.$('.calc-waits li:has(.cw-note)')).toBeNull();
      // Typed again as one of the waits, the note goes and the wait is marked.
      await typeInto(page, '#calc-winTile', '8m');
      await settle(page, 100);
      expect(await page.$('.calc-not-wait')).toBeNull();
      expect(await page.$$eval('.calc-waits li:has(.cw-note)', (lis) => lis.map((li) => li.getAttribute('data-wait')))).toEqual(['8m']);
      await page.close();
    }, T);

    it('a used-up tile is disabled and is no wait (2m: one in the hand, three as dora indicators)', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=2345678m345p678s&seat=south&dora=222m');
      expect((await waitsOf(page)).map((w) => w[0])).toEqual(['5m', '8m']);
      expect(await page.$eval('.calc-palette .ct[data-tile="2m"]', (b) => [b.getAttribute('aria-disabled'), b.getAttribute('aria-label')])).toEqual([
        'true',
        'Characters 2: every copy is in use',
      ]);
      await tap(page, '2m'); // refused
      expect(await handValue(page)).toBe('2345678m345p678s');
      await page.close();
    }, T);

    // The same hand with a 9p: discarding 9p leaves it waiting on 2m 5m 8m; discarding 2m, 5m or 8m leaves
    // four sets and the 9p alone (waiting on 9p); any other discard leaves two loose tiles.
    it('a full hand that does not win shows the discards that leave it waiting; a tap on one shows its waits', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=2345678m3459p678s&seat=south');
      await settle(page, 100);
      expect(await page.$eval('.calc-status', (e) => e.getAttribute('data-code'))).toBe('not-a-winning-hand');
      expect(await page.$$eval('.calc-discards li', (lis) => lis.map((li) => [li.getAttribute('data-discard'), li.getAttribute('data-waits')]))).toEqual([
        ['2m', '9p'],
        ['5m', '9p'],
        ['8m', '9p'],
        ['9p', '2m 5m 8m'],
      ]);
      expect(await page.$eval('[data-discard="9p"] button', (b) => b.getAttribute('aria-label'))).toBe('Discard Dots 9: waiting on Characters 2 5 8');
      await page.click('[data-discard="9p"] button');
      expect(await handValue(page)).toBe('2345678m345p678s');
      expect((await waitsOf(page)).map((w) => w[0])).toEqual(['2m', '5m', '8m']);
      await page.click('#calc-undo');
      expect(await handValue(page)).toBe('2345678m3459p678s');
      await page.close();
    }, T);

    it('a hand of another size says so with its count; a hand one short that nothing completes says "not waiting"', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=2345678m345p67s');
      const err = () => settle(page, 100).then(() => page.$eval('#calc-hand-err', (e) => e.textContent));
      expect(await err()).toBe('12 tiles — two short');
      expect(await status(page)).toBe('12 tiles — two short');
      await typeInto(page, '#calc-hand', '2345678m345p678s99p');
      expect(await err()).toBe('15 tiles — one too many');
      await typeInto(page, '#calc-hand', '2468m2468p2468s1z');
      expect(await err()).toBe('13 tiles — not waiting: no tile completes the hand.');
      expect(await page.$eval('#calc-hand', (e) => e.getAttribute('aria-invalid'))).toBe('true');
      await page.close();
    }, T);

    // 789s 234s 6m + pung 555z, chows 123m and 456p (16 tiles) waits on 6m alone; won on it from West by
    // the dealer with the streak die on 3: 23 points (the hand scored above), paid by the discarder.
    it('a 16-tile Taiwanese hand shows its wait', async () => {
      const page = await site.open('/en/taiwan-club/calculator/?hand=789s234s6m&meld=pon:555z&meld=chi:123m&meld=chi:456p&from=west&streak=3');
      const waits = await waitsOf(page);
      expect(waits.map((w) => [w[0], w[2]])).toEqual([['6m', 23]]);
      expect(await page.$('.calc-furiten')).toBeNull(); // furiten is riichi's
      await page.click('[data-wait="6m"] button');
      expect(await payments(page)).toEqual({ discarder: 23 });
      await page.close();
    }, T);

    /** Each seat's row: wind → [amount, the row's text]. */
    const seatsOf = async (page: Page) => {
      await settle(page, 100);
      return page.$$eval('.calc-seats tr[data-seat]', (trs) =>
        Object.fromEntries(trs.map((tr) => [tr.getAttribute('data-seat')!, [Number(tr.getAttribute('data-amount')), tr.textContent]])),
      );
    };
    it.each(LOCALES)('shows what each seat pays or receives, the winner and the discarder named (%s)', async (locale) => {
      // Seat South wins on 5m from West: 1 han 40 fu, 1,300 (above); East and North pay nothing.
      const page = await site.open(`/${locale}/riichi/calculator/?hand=23455678m345p678s&tile=5m&seat=south&from=west`);
      const nf = new Intl.NumberFormat(LOCALE_INFO[locale].intl);
      const wind = (w: string) => uiString(locale, `winds.${w}`);
      const amount = (key: string, n: number) => uiString(locale, key).replace('{{amount}}', nf.format(n));
      expect(await seatsOf(page)).toEqual({
        east: [0, `${wind('east')}${uiString(locale, 'calc.seatNothing')}`],
        south: [1300, `${wind('south')} (${uiString(locale, 'calc.role.winner')})${amount('calc.seatReceives', 1300)}`],
        west: [-1300, `${wind('west')} (${uiString(locale, 'calc.role.discarder')})${amount('calc.seatPays', 1300)}`],
        north: [0, `${wind('north')}${uiString(locale, 'calc.seatNothing')}`],
      });
      // Without the discarder the seats cannot be told: the page says what is missing.
      await page.select('#calc-discarder', '');
      await settle(page, 100);
      expect(await page.$('.calc-seats')).toBeNull();
      expect(await page.$eval('.calc-seats-unknown', (e) => e.textContent)).toBe(uiString(locale, 'calc.seatsNeedDiscarder'));
      await page.close();
    }, T);

    // 234m 456p 678s 345s 99m self-drawn by West, two players (VMC): 4 faan, 16 a share; the opponent pays
    // two shares, 32. The Taiwanese hand above: seat East wins on a discard from West, 23.
    it('two-player Hong Kong shows its two seats (and offers only them); the Taiwanese sheet its four', async () => {
      const page = await site.open('/en/hong-kong/calculator/?hand=234m456p678s345s99m&win=self-drawn&seat=west&s.players=2');
      const seats = await seatsOf(page);
      expect(Object.fromEntries(Object.entries(seats).map(([w, [n]]) => [w, n]))).toEqual({ east: -32, west: 32 });
      expect(await page.$$eval('#calc-seatWind option', (os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['east', 'west']);
      await page.click('input[name="calc-win"][value="discard"]');
      expect(await page.$$eval('#calc-discarder option', (os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['', 'east']);
      await page.close();
      const tw = await site.open('/en/taiwan-club/calculator/?hand=789s234s66m&meld=pon:555z&meld=chi:123m&meld=chi:456p&tile=6m&from=west&streak=3');
      const twSeats = await seatsOf(tw);
      expect(Object.fromEntries(Object.entries(twSeats).map(([w, [n]]) => [w, n]))).toEqual({ east: 23, south: 0, west: -23, north: 0 });
      await tw.close();
    }, T);

    // hong-kong.md: with two players the opponent pays every win — there is no discarder and others to
    // choose a gun for; the dealer double then reaches every win (VMC 4 faan self-drawn: 32, doubled 64).
    it('two-player Hong Kong offers no gun (it cannot matter), and pays the dealer double on every win', async () => {
      const four = await site.open('/en/hong-kong/calculator/');
      expect(await four.$('#calc-set-gun')).not.toBeNull();
      await four.close();
      const page = await site.open('/en/hong-kong/calculator/?hand=234m456p678s345s99m&win=self-drawn&seat=west&s.players=2&s.dealerDouble=true');
      expect(await page.$('#calc-set-gun')).toBeNull();
      expect(await page.$('#calc-set-players')).not.toBeNull();
      const seats = await seatsOf(page);
      expect(Object.fromEntries(Object.entries(seats).map(([w, [n]]) => [w, n]))).toEqual({ east: -64, west: 64 });
      await page.close();
    }, T);

    it('flowers off: no flower input; a link that carries one is told so at the bonus tiles, in the page’s language', async () => {
      const off = await site.open('/en/hong-kong/calculator/?s.flowers=false');
      expect(await off.$('#calc-bonusTiles')).toBeNull();
      expect(await off.$('input[name="calc-target"][value="bonus"]')).toBeNull();
      // Nor the condition that needs a bonus tile: a win on a flower's replacement.
      expect(await off.$('.calc-flag[data-flag="flower-replacement"]')).toBeNull();
      expect(await off.$('.calc-flag[data-flag="kong-replacement"]')).not.toBeNull();
      await off.close();
      const on = await site.open('/en/hong-kong/calculator/');
      expect(await on.$('#calc-bonusTiles')).not.toBeNull();
      expect(await on.$('.calc-flag[data-flag="flower-replacement"]')).not.toBeNull();
      await on.close();
      for (const locale of ['en', 'hi'] as const) {
        const page = await site.open(`/${locale}/hong-kong/calculator/?hand=123m456p789s234m55z&tile=5z&win=self-drawn&bonus=1f&s.flowers=false`);
        expect(await code(page)).toBe('invalid-setting');
        expect(await page.$eval('[data-error-at="bonusTiles"]', (e) => e.textContent)).toBe(uiString(locale, 'calc.bonusOff'));
        expect(await page.$eval('#calc-bonusTiles', (e) => e.getAttribute('aria-invalid'))).toBe('true');
        expect(await page.$eval('.calc-status', (e) => e.textContent)).toContain(uiString(locale, 'calc.bonusOff'));
        await page.close();
      }
    }, T);

    it('red fives are a count: 0, 3 or 4; one more of a suit than that count allows is refused', async () => {
      const page = await site.open('/en/riichi/calculator/?hand=234m00p22s345678s5p&tile=5p');
      await page.click('.calc-settings summary');
      expect(await page.$$eval('#calc-set-redFives option', (os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['0', '3', '4']);
      expect(await page.$('.calc-palette .ct[data-tile="0p"]')).toBeNull(); // none in play: no red tiles to tap
      await page.select('#calc-set-redFives', '3');
      expect(await code(page)).toBe('too-many-copies'); // two red 5p, one in play
      await page.select('#calc-set-redFives', '4');
      expect(await code(page)).not.toBe('too-many-copies'); // two of dots with four
      await settle(page);
      expect(page.url()).toContain('s.redFives=4');
      await typeInto(page, '#calc-hand', '234m000p22s345678s');
      expect(await code(page)).toBe('too-many-copies');
      await page.close();
    }, T);
  });

  describe('who is liable', () => {
    /** Each seat's amount (data-amount) and role (data-role). */
    const bySeat = async (page: Page) => {
      await settle(page, 100);
      return page.$$eval('.calc-seats tr[data-seat]', (trs) => Object.fromEntries(trs.map((tr) => [tr.getAttribute('data-seat')!, [Number(tr.getAttribute('data-amount')), tr.getAttribute('data-role')]])));
    };
    const options = (page: Page, sel: string) => page.$$eval(`${sel} option`, (os) => os.map((o) => (o as HTMLOptionElement).value));
    // EMA 2016, 3.3.9 (pao): Daisangen with its three dragon pungs claimed; South, a non-dealer, wins on
    // 4m. A non-dealer's yakuman, base 8,000: self-drawn, the dealer pays 16,000 and the others 8,000
    // each (32,000) — with a liable player, he pays all 32,000 and the other two nothing. On a ron off
    // West's discard, the discarder and the liable player pay half each: 16,000 + 16,000.
    const PAO = 'riichi/calculator/?preset=ema-2016&hand=234m99p&tile=4m&meld=pon:555z&meld=pon:666z&meld=pon:777z&seat=south';

    it.each(LOCALES)('riichi pao (EMA 2016, 3.3.9): the liable seat pays all of a self-draw, half of a ron; the address, undo and redo carry it (%s)', async (locale) => {
      const page = await site.open(`/${locale}/${PAO}&win=self-drawn`);
      expect(await page.$eval('label[for="calc-liable"]', (e) => e.textContent)).toBe(uiString(locale, 'liability.pao.who', 'riichi'));
      expect(await options(page, '#calc-liable')).toEqual(['', 'east', 'west', 'north']);
      expect(await payments(page)).toEqual({ dealer: 16000, 'non-dealer': 8000 });
      await page.select('#calc-liable', 'north');
      expect(await payments(page)).toEqual({ liable: 32000 });
      expect(await bySeat(page)).toEqual({ east: [0, null], south: [32000, 'winner'], west: [0, null], north: [-32000, 'liable'] });
      const nf = new Intl.NumberFormat(LOCALE_INFO[locale].intl);
      expect(await page.$eval('.calc-pay li', (e) => e.textContent)).toBe(uiString(locale, 'calc.payer.liable').replace('{{amount}}', nf.format(32000)));
      await settle(page);
      expect(page.url()).toContain('liable=north');
      await page.click('#calc-undo');
      expect(await payments(page)).toEqual({ dealer: 16000, 'non-dealer': 8000 });
      expect(await page.$eval('#calc-liable', (e) => (e as HTMLSelectElement).value)).toBe('');
      await page.click('#calc-redo');
      expect(await payments(page)).toEqual({ liable: 32000 });
      // A ron off West's discard: half each.
      await page.click('input[name="calc-win"][value="discard"]');
      await page.select('#calc-discarder', 'west');
      expect(await payments(page)).toEqual({ discarder: 16000, liable: 16000 });
      expect(await bySeat(page)).toEqual({ east: [0, null], south: [32000, 'winner'], west: [-16000, 'discarder'], north: [-16000, 'liable'] });
      // The liable seat becoming the winner's: no one is liable any more.
      await page.select('#calc-seatWind', 'north');
      await settle(page);
      expect(page.url()).not.toContain('liable=');
      await page.close();
    }, T);

    it('is offered only where the rules play a rule this hand can use; a refusal is shown beside it', async () => {
      // EMA 2025 (the default): its liability clause was not found — no choice.
      const page = await site.open(`/en/${PAO.replace('preset=ema-2016&', '')}&win=self-drawn`);
      expect(await page.$('#calc-liable')).toBeNull();
      await page.close();
      // EMA 2016 with the red dragon pung concealed in the hand: not melded, no pao — no choice.
      const concealed = await site.open('/en/riichi/calculator/?preset=ema-2016&hand=234m99p777z&tile=4m&meld=pon:555z&meld=pon:666z&seat=south&win=self-drawn');
      expect(await concealed.$('#calc-liable')).toBeNull();
      await concealed.close();
      // A link naming a liable seat under EMA 2025: the choice stays, with the reason it is refused.
      const refused = await site.open(`/id/${PAO.replace('preset=ema-2016&', '')}&win=self-drawn&liable=north`);
      expect(await code(refused)).toBe('invalid-input');
      expect(await refused.$eval('#calc-liable-err', (e) => e.textContent)).toBe(uiString('id', 'calc.liableWhy.not-found'));
      expect(await refused.$eval('#calc-liable', (e) => e.getAttribute('aria-invalid'))).toBe('true');
      expect(await refused.$eval('label[for="calc-liable"]', (e) => e.textContent)).toBe(uiString('id', 'calc.liable'));
      await refused.select('#calc-liable', '');
      expect(await code(refused)).toBeNull();
      expect(await refused.$('#calc-liable')).toBeNull();
      await refused.close();
    }, T);

    // Hong Kong 包 (hong-kong.md: "one player pays for all on a self-draw he fed"), `baau` on: 3 faan
    // (dragon pung, self-drawn, no flowers), VMC half spicy, stake 1: a share is 8, each loser pays a
    // double share on a self-draw, 16; the liable player pays all three, 48. On a discard it does not apply.
    it.each(LOCALES)('Hong Kong 包 with baau on: the liable seat pays what the three losers would (%s)', async (locale) => {
      const page = await site.open(`/${locale}/hong-kong/calculator/?s.baau=1&hand=123m456p789s11z&meld=pon:555z&tile=1z&win=self-drawn&seat=south`);
      expect(await page.$eval('label[for="calc-liable"]', (e) => e.textContent)).toBe(uiString(locale, 'liability.baau.who', 'hong-kong'));
      expect(await payments(page)).toEqual({ each: 16 });
      await page.select('#calc-liable', 'west');
      expect(await payments(page)).toEqual({ liable: 48 });
      expect(await bySeat(page)).toEqual({ east: [0, null], south: [48, 'winner'], west: [-48, 'liable'], north: [0, null] });
      await page.click('input[name="calc-win"][value="discard"]');
      expect(await code(page)).toBe('invalid-input');
      const rule = uiString(locale, 'liability.baau.name', 'hong-kong');
      expect(await page.$eval('#calc-liable-err', (e) => e.textContent)).toBe(uiString(locale, 'calc.liableWhy.win').replace('{{rule}}', rule));
      await page.close();
    }, T);
  });

  it('undoes and redoes every edit, by its buttons and by Ctrl + Z / Shift + Ctrl + Z', async () => {
    const page = await site.open('/en/riichi/calculator/');
    expect(await page.$eval('#calc-undo', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await tap(page, '1m', '2m');
    await page.click('.calc-flags input[value="riichi"]');
    await page.click('#calc-undo');
    await settle(page, 100);
    expect(await page.$eval('.calc-flags input[value="riichi"]', (e) => (e as HTMLInputElement).checked)).toBe(false);
    await page.click('#calc-undo');
    expect(await handValue(page)).toBe('1m');
    await page.click('#calc-redo');
    expect(await handValue(page)).toBe('12m');
    // The keyboard, from a tile of the tile set and from the hand's text.
    await page.focus('.calc-palette .ct[data-tile="1m"]');
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await settle(page, 100);
    expect(await handValue(page)).toBe('1m');
    await page.focus('#calc-hand');
    await page.keyboard.down('Control');
    await page.keyboard.down('Shift');
    await page.keyboard.press('z');
    await page.keyboard.up('Shift');
    await page.keyboard.up('Control');
    await settle(page);
    expect(await handValue(page)).toBe('12m');
    expect(page.url()).toContain('hand=12m');
    await page.close();
  }, T);

  it('shares the link with the share sheet where there is one, and shows it where it can be neither shared nor copied', async () => {
    const page = await site.open('/id/riichi/calculator/?hand=234m567p22s345678s');
    // A share sheet: it gets the address, and the page says it was shared.
    await page.evaluate(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (d: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(d) });
    });
    await page.click('#calc-share');
    await settle(page, 100);
    const shared = await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared);
    expect(shared.map((d) => d.url)).toEqual([page.url()]);
    expect(await page.$eval('.calc-note', (e) => [e.textContent, e.getAttribute('aria-live')])).toEqual([uiString('id', 'calc.shared'), 'polite']);
    // Neither a share sheet nor the clipboard: the link as selectable text.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await page.click('#calc-share');
    await settle(page, 100);
    expect(await page.$eval('.calc-note', (e) => e.textContent)).toBe(uiString('id', 'calc.copyFailed'));
    expect(await page.$eval('#calc-link', (e) => (e as HTMLInputElement).value)).toBe(page.url());
    await page.close();
  }, T);

  it('fits a 360 px screen', async () => {
    for (const path of ['/hi/taiwan-club/calculator/?hand=789s234s66m&meld=pon:555z&meld=chi:123m&meld=chi:456p&tile=6m', '/id/riichi/calculator/?hand=234m567p22s345678s&flags=riichi']) {
      const page = await site.open(path, 360);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.close();
    }
  }, T);

  // A scorer's phone (360 × 740): the sticky result line with an error took 118–143 px (a fifth of the
  // screen) and hid the fields scrolled to it; the hand's remove buttons were 30 × 39 px, 2 px apart.
  it.each(LOCALES)('at 360 px (%s): a sticky result line of two lines at most, not hiding the field brought into view; tiles large and apart', async (locale) => {
    const path = `/${locale}/taiwan-club/calculator/?hand=234678m55p567789s&tile=5p&meld=chi:345p&seat=south&round=south&from=west&bonus=1f`;
    const page = await site.open(path, 360);
    await page.setViewport({ width: 360, height: 740 });
    await page.$eval('#calc-hand', (e) => e.scrollIntoView({ block: 'start' }));
    await settle(page, 100);
    const bar = await page.$eval('.calc-bar', (b) => {
      const r = b.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(b).lineHeight);
      return { top: r.top, height: r.height, lineHeight, text: b.textContent, error: b.classList.contains('calc-status-error') };
    });
    // The message is long (a hand under the minimum, and the discards that leave it waiting): the line
    // shows its start, the result shows it whole.
    expect(bar.error).toBe(true);
    expect(await page.$eval('.calc-status', (e) => e.textContent)).toBe(bar.text);
    expect(bar.height, `${bar.height} px`).toBeLessThanOrEqual(2 * bar.lineHeight + 20);
    expect(bar.height).toBeLessThan(740 * 0.1);
    expect(bar.top + bar.height).toBeCloseTo(740, 0);
    // A field the browser brings into view from under the line stops above it.
    for (const sel of ['#calc-winTile', '#calc-add-meld']) {
      const bottom = await page.$eval(sel, async (e) => {
        scrollTo(0, e.getBoundingClientRect().top + scrollY - innerHeight + 30);
        e.scrollIntoView({ block: 'nearest' });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return e.getBoundingClientRect().bottom;
      });
      const top = await page.$eval('.calc-bar', (b) => b.getBoundingClientRect().top);
      expect(bottom, sel).toBeLessThanOrEqual(top);
    }
    // The hand's tiles (each removes itself): 44 px and more, 4 px apart in a row, 6 px between rows.
    const boxes = (sel: string) => page.$$eval(sel, (bs) => bs.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    const hand = await boxes('#calc-hand-tiles .ct');
    expect(hand).toHaveLength(14);
    for (const b of hand) expect([Math.round(b.width) >= 44, Math.round(b.height) >= 44]).toEqual([true, true]);
    /** The space between neighbours in a row, and between rows. */
    const gaps = (bs: DOMRect[]) => ({
      row: bs.slice(1).map((b, i) => (b.top === bs[i].top ? b.left - bs[i].right : null)).filter((x): x is number => x !== null),
      down: bs.slice(1).map((b, i) => (b.top > bs[i].top ? b.top - bs[i].bottom : null)).filter((x): x is number => x !== null),
    });
    const g = gaps(hand);
    expect(Math.min(...g.row)).toBeGreaterThanOrEqual(4);
    expect(Math.min(...g.down)).toBeGreaterThanOrEqual(6);
    // The tile set: nine to a row (34 px wide at 360 px), at least 44 px tall, 4 px apart, 6 px between rows.
    const palette = await boxes('.calc-palette .ct');
    for (const b of palette) expect(Math.round(b.height)).toBeGreaterThanOrEqual(44);
    const p = gaps(palette);
    expect(Math.min(...p.row)).toBeGreaterThanOrEqual(4 - 0.5);
    expect(Math.min(...p.down)).toBeGreaterThanOrEqual(6 - 0.5);
    // Nothing wider than the screen, here and at 1200 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewport({ width: 1200, height: 900 });
    await settle(page, 100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    expect(await page.$eval('.calc-bar', (b) => getComputedStyle(b).display)).toBe('none');
    await page.close();
  }, T);

  it('on a venue guide, starts from the venue (Koi Pond: EMA 2025 with red fives)', async () => {
    const page = await site.open('/en/venues/koi-pond-riichi-club/');
    expect(await page.$eval('#calc-preset', (e) => (e as HTMLSelectElement).value)).toBe('koi-pond-riichi-club');
    expect(await page.$('.calc-palette .ct[data-tile="0p"]')).not.toBeNull();
    // 234m 4 0 6p 22s 345678s, riichi, ron on 8s by the dealer: riichi, pinfu, tanyao, red five 1 =
    // 4 han 30 fu: mangan (kiriage) → dealer ron 12,000.
    await typeInto(page, '#calc-hand', '234m406p22s345678s');
    await page.click('.calc-flags input[value="riichi"]');
    expect(await resultItems(page)).toEqual({ riichi: '1 han', pinfu: '1 han', tanyao: '1 han', 'aka-dora': '1 han' });
    expect(await payments(page)).toEqual({ discarder: 12000 });
    expect(page.url()).not.toContain('preset=');
    await page.close();
  }, T);

  it('on the Demo Mahjong Club guide, names the items as the guide does, the dragon pungs by row (ids unchanged)', async () => {
    // 123m 456m, white and red dragon pungs, 11p on a discard: two dragon pungs, Concealed Hand, No Flowers.
    const page = await site.open('/en/venues/demo-mahjong-club/?hand=123m456m555z777z11p');
    const rows = await page.$$eval('.calc-items tr[data-item]', (trs) =>
      trs.map((r) => [r.getAttribute('data-item'), r.querySelector('.ci-name')?.textContent, r.querySelector('td')?.textContent]),
    );
    expect(rows.map((r) => r.join(' | ')).sort()).toEqual(
      ['dragon-pung | Red Dragon Pung | 1 faan', 'dragon-pung | White Dragon Pung | 1 faan', 'concealed-hand | Concealed Hand | 1 faan', 'no-flowers | No Flowers | 1 faan'].sort(),
    );
    // Small Four Winds as the guide reads it: the wind pungs add nothing beside it (11 faan).
    await typeInto(page, '#calc-hand', '123m11122233344z');
    const names = await page.$$eval('.calc-items tr[data-item] .ci-name', (e) => e.map((x) => x.textContent));
    expect(names).toEqual(expect.arrayContaining(['Small Four Winds', 'Mixed One Suit', 'Concealed Hand', 'No Flowers']));
    expect(await page.$eval('.calc-total', (e) => e.textContent)).toContain('11 faan');
    await page.close();
  }, T);

  it('on every venue guide of content/venues/, starts from that venue', async () => {
    for (const v of readVenues(root)) {
      const page = await site.open(`/${v.languages[0]}/venues/${v.slug}/`);
      expect(await page.$eval('#calc-preset', (e) => (e as HTMLSelectElement).value), v.slug).toBe(v.slug);
      await page.close();
    }
  }, T);

  describe.each(RULESET_IDS)('"open in calculator" links (%s)', (ruleset) => {
    it('carry the worked example: the calculator scores its item', async () => {
      const ref = await site.open(`/en/${ruleset}/`);
      const links = await ref.$$eval('tr[data-item] .example-calc a', (as) =>
        as.map((a) => ({ item: a.closest('tr')!.getAttribute('data-item')!, href: a.getAttribute('href')! })),
      );
      const items = await ref.$$eval('tr[data-item]', (rows) => rows.length);
      expect(links.length).toBe(items);
      await ref.close();
      // A few of them in the browser (every link is checked against the engine in tests/site/calc-state.test.ts).
      for (const { item, href } of [links[0], links[Math.floor(links.length / 2)], links[links.length - 1]]) {
        expect(href.startsWith(`${site.base}en/${ruleset}/calculator/?`)).toBe(true);
        const page = await site.open(site.origin + href);
        expect(Object.keys(await resultItems(page)), `${ruleset} ${item}`).toContain(item);
        await page.close();
      }
    }, T);
  });
});
