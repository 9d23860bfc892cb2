/**
 * The Demo Mahjong Club guide as built (dist/): every value of seed 004 (the venue's own Indonesian
 * guide), written here by hand from the seed, appears on the page — in Indonesian, and the numbers in
 * every locale; items the venue does not play are absent. Also the other venues, the list, the short
 * addresses and the A4 sheet page: its QR code of the short address when the site was built for a
 * public address (the fixture build), else the mark "preview — no public address set" in its place
 * (the shipped placeholder: `npm run build` without SITE_URL). Builds the site first when dist/ is missing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/config.ts';
import { flatten } from '../../src/i18n/check.ts';
import { resources } from '../../src/i18n/resources.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { readVenues } from '../../src/venues/files.ts';
import { venueItems, venueSettings } from '../../src/venues/preset.ts';
import { displayFor } from '../../src/venues/display.ts';
import { getRuleset } from '../../src/rules/index.ts';
import { dist, ensureBuilt, hasPage, readPage, root } from '../site/dist.mjs';
import { itemTexts, pageScript, payoutRows, scriptTags, sectionHtml, text } from './html.ts';
import { builtAddress } from '../../scripts/lib/built-address.ts';

beforeAll(() => {
  ensureBuilt();
}, 900_000);

/** The address the site was built for: its base path prefixes every link (`/`, or `/club-rules/`). */
const address = () => builtAddress(dist);

const SLUG = 'demo-mahjong-club';
/** The Demo Mahjong Club as its file has it (its languages). */
const demo = () => readVenues(root).find((v) => v.slug === SLUG)!;

/**
 * Seed 004, row by row as its guide prints them: the name it gives the item (Indonesian page: the
 * seed's own names are the glossary's terms), the native name and the value. The three dragon pungs
 * are one catalogue item (`dragon-pung`) printed as three rows, `dragon-pung#<row>`, 1 faan each.
 */
const SEED_ITEMS: [key: string, name: string, native: string, value: string][] = [
  // Pola tangan
  ['chicken-hand', 'Chicken Hand', '雞糊', '0 faan'],
  ['all-chows', 'All Chows', '平糊', '1 faan'],
  ['all-pungs', 'All Pungs', '對對糊', '3 faan'],
  ['half-flush', 'Mixed One Suit', '混一色', '3 faan'],
  ['full-flush', 'Pure One Suit', '清一色', '7 faan'],
  ['mixed-terminals', 'Mixed Terminals', '混么九', '1 faan'],
  ['small-dragons', 'Small Three Dragons', '小三元', '5 faan'],
  ['big-dragons', 'Big Three Dragons', '大三元', '8 faan'],
  ['small-winds', 'Small Four Winds', '小四喜', '6 faan'],
  ['seven-pairs', 'Seven Pairs', '七對子', '4 faan'],
  // Limit hand (13 faan)
  ['all-honours', 'All Honours', '字一色', 'limit (13 faan)'],
  ['four-concealed-pungs', 'Four Concealed Pungs', '四暗刻', 'limit (13 faan)'],
  ['all-terminals', 'All Terminals', '清么九', 'limit (13 faan)'],
  ['nine-gates', 'Nine Gates', '九蓮寶燈', 'limit (13 faan)'],
  ['big-winds', 'Big Four Winds', '大四喜', 'limit (13 faan)'],
  ['four-kongs', 'All Kongs', '十八羅漢', 'limit (13 faan)'],
  ['thirteen-orphans', 'Thirteen Orphans', '十三么', 'limit (13 faan)'],
  ['heavenly-hand', 'Heavenly Hand', '天胡', 'limit (13 faan)'],
  ['earthly-hand', 'Earthly Hand', '地胡', 'limit (13 faan)'],
  // Winds & Dragons: seat 門風 1, prevailing 圈風 1, and the red / green / white dragon pungs 1 each
  ['seat-wind', 'Seat Wind Pung', '門風', '1 faan per set'],
  ['round-wind', 'Prevailing Wind Pung', '圈風', '1 faan per set'],
  ['dragon-pung#red', 'Red Dragon Pung', '中刻', '1 faan'],
  ['dragon-pung#green', 'Green Dragon Pung', '發刻', '1 faan'],
  ['dragon-pung#white', 'White Dragon Pung', '白刻', '1 faan'],
  // Flowers & Seasons
  ['no-flowers', 'No Flowers', '無花', '1 faan'],
  ['own-flower', 'Own Flower', '正花', '1 faan'],
  ['own-season', 'Own Season', '正季', '1 faan'],
  ['all-four-flowers', 'All Four Flowers', '一台花', '2 faan'],
  ['all-four-seasons', 'All Four Seasons', '一台季', '2 faan'],
  // Cara menang
  ['self-drawn', 'Self-Drawn', '自摸', '1 faan'],
  ['concealed-hand', 'Concealed Hand', '門前清', '1 faan'],
  ['robbing-the-kong', 'Robbing the Kong', '搶槓', '1 faan'],
  ['last-tile', 'Last Tile', '海底撈月', '1 faan'],
  ['kong-replacement', 'Win on Kong Replacement', '槓上開花', '1 faan'],
  ['flower-replacement', 'Win on Bonus Replacement', '花上自摸', '1 faan'],
  ['double-kong-replacement', 'Win on Double Kong', '槓上槓', '1 faan'],
];

/** The seed's section order: patterns, limit hands, winds & dragons, flowers, ways of winning. */
const SEED_SECTIONS = ['patterns', 'limit-hands', 'winds-dragons', 'flowers', 'winning'];

/**
 * The payout table from 3 (the minimum) to 13 faan (the limit), full spicy (doubling: 8 at 3 faan),
 * stake 1, half gun: discard → discarder 2 shares, each other player 1, total; self-draw → each of
 * the three 2 shares, total; two players → the opponent pays a self-draw share (2 shares).
 */
const SHARE = { 3: 8, 4: 16, 5: 32, 6: 64, 7: 128, 8: 256, 9: 512, 10: 1024, 11: 2048, 12: 4096, 13: 8192 } as const;

describe('Demo Mahjong Club guide (Indonesian, as seed 004)', () => {
  let html = '';
  let body = '';
  beforeAll(() => {
    expect(hasPage('id', 'venues', SLUG)).toBe(true);
    html = readPage('id', 'venues', SLUG);
    body = text(html);
  });

  it('names the venue and the rule line "HK classic — min 3, limit 13, full spicy, half-gun"', () => {
    expect(html).toMatch(/<h1>\s*Demo Mahjong Club/);
    const line = text(/<p class="rules-line">([\s\S]*?)<\/p>/.exec(html)![1]);
    expect(line).toMatch(/HK classic — min 3, limit 13, full spicy, half[- ]gun/);
  });

  it('shows the key numbers: min. 3 faan, max. 13 faan (limit), and how a hand pays: full spicy · half gun', () => {
    const keys = Object.fromEntries(
      [...html.matchAll(/data-setting="([\w+]+)"[\s\S]*?<span class="big">([^<]+)<\/span>/g)].map((m) => [m[1], m[2]]),
    );
    expect(keys).toEqual({ minFaan: '3', limit: '13', 'curve+gun': 'full spicy · half gun' });
    expect(body).toContain('Min. faan untuk menang');
    expect(body).toContain('Maks. faan (limit)');
    expect(text(/<div class="key" data-setting="curve\+gun">([\s\S]*?)<\/div>/.exec(html)![1])).toBe('Pembayaran full spicy · half gun');
  });

  it('says how to win: 4 sets (Chow, Pung, Kong) and a pair ("pasangan", the glossary\'s term for seed 004\'s "Pair")', () => {
    expect(text(sectionHtml(html, 'how-to-win'))).toContain('4 set (Chow, Pung, atau Kong) dan satu pasangan');
  });

  it('lists every item of the seed with its native name and value, in the seed’s sections', () => {
    const items = itemTexts(html);
    for (const [id, name, native, value] of SEED_ITEMS) {
      const t = items.get(id);
      expect(t, id).toBeDefined();
      expect(t, id).toMatch(new RegExp(`^${name} ${native} `));
      expect(t, id).toContain(native);
      expect(t, id).toMatch(new RegExp(`(^| )${value.replace(/[()]/g, '\\$&')}( |$)`));
    }
    expect([...items.keys()].sort()).toEqual(SEED_ITEMS.map(([id]) => id).sort());
    const order = [...html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(SEED_SECTIONS);
    const bySection = Object.fromEntries(SEED_SECTIONS.map((s) => [s, [...sectionHtml(html, `sec-${s}`).matchAll(/data-item="([^"]+)"/g)].map((m) => m[1])]));
    expect(bySection['limit-hands']).toContain('four-concealed-pungs');
    expect(bySection['winds-dragons']).toEqual(['seat-wind', 'round-wind', 'dragon-pung', 'dragon-pung', 'dragon-pung']);
    expect(bySection.winning).toEqual(['self-drawn', 'concealed-hand', 'robbing-the-kong', 'last-tile', 'kong-replacement', 'flower-replacement', 'double-kong-replacement']);
  });

  it('leaves out the items the venue does not play (Human Hand)', () => {
    expect(html).not.toContain('data-item="human-hand"');
    expect(html).not.toContain('人胡');
  });

  it('says a limit hand is worth the limit, 13 faan', () => {
    expect(text(sectionHtml(html, 'sec-limit-hands'))).toContain('Tangan batas langsung bernilai limit: 13 faan.');
  });

  it('explains the payments: full spicy doubles every faan; half gun; self-draw all three pay in full', () => {
    const pay = text(sectionHtml(html, 'payments'));
    expect(pay).toContain('Full spicy: poin naik dua kali lipat setiap faan.');
    expect(pay).toContain('pembuang membayar penuh dan dua pemain lain membayar setengah');
    expect(pay).toContain('Jika menang ambil sendiri, ketiga pemain membayar penuh');
  });

  it('has the payout table from 3 to 13 faan, computed for full spicy, stake 1, half gun, two players', () => {
    const rows = payoutRows(html);
    expect([...rows.keys()]).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const [faan, share] of Object.entries(SHARE)) {
      // faan | discarder, each other, total | each, total | two players: opponent
      expect(rows.get(Number(faan)), `faan ${faan}`).toEqual([Number(faan), 2 * share, share, 4 * share, 2 * share, 6 * share, 2 * share]);
    }
    expect(rows.get(3)).toEqual([3, 16, 8, 32, 16, 48, 16]);
    expect(rows.get(13)).toEqual([13, 16384, 8192, 32768, 16384, 49152, 16384]);
  });

  it('states the two-player rule', () => {
    // The seed's words ("lawan bayar sebesar self-draw") and our reading of them, in the glossary's terms.
    expect(text(sectionHtml(html, 'two-player'))).toContain('lawan membayar “sebesar ambil sendiri”, yang kami baca sebagai jumlah yang dibayar satu pemain kalah');
  });

  it('says "for scoring only — strictly no gambling"', () => {
    expect(html).toMatch(/<p class="scoring-only">Hanya untuk menghitung poin — dilarang keras berjudi\.<\/p>/);
  });

  it('links "Print (A4)" to its A4 sheet, and the PDF when the build wrote PDFs', () => {
    const { base } = address();
    expect(html).toMatch(new RegExp(`<a[^>]*href="${base}id/venues/demo-mahjong-club/print/"[^>]*>Cetak \\(A4\\)</a>`));
    if (existsSync(join(dist, 'pdf', `${SLUG}.id.pdf`))) expect(html).toContain(`href="${base}pdf/demo-mahjong-club.id.pdf"`);
  });

  it('shows the date of the rules version', () => {
    expect(body).toContain('Versi aturan 13 September 2026');
  });

  it('ships no script but the calculator island (its props and its module) and the page’s own', () => {
    expect(scriptTags(html)).toEqual([
      '<script type="application/json" id="calc-root-props">',
      expect.stringMatching(new RegExp(`^<script type="module" src="${address().base}_astro/HongKongMount[^"]*\\.js">$`)),
      expect.stringMatching(pageScript(address().base)),
    ]);
  });
});

describe.each(demo().languages)('Demo Mahjong Club in %s', (locale) => {
  it('words its item descriptions for its own preset (hk-classic), never for the VMC table', () => {
    const descs = [...readPage(locale, 'venues', SLUG).matchAll(/<p class="vi-desc">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(descs.length).toBeGreaterThan(30);
    expect(descs.filter((d) => d.includes('VMC'))).toEqual([]);
  });

  it('has the same items and numbers', () => {
    const html = readPage(locale, 'venues', SLUG);
    const items = itemTexts(html);
    expect([...items.keys()].sort()).toEqual(SEED_ITEMS.map(([id]) => id).sort());
    for (const [id, , native, value] of SEED_ITEMS) {
      expect(items.get(id), id).toContain(native);
      // The value's number in the locale's words ("1 फ़ान", "limit (13 faan)" …): the same number everywhere.
      expect(items.get(id), id).toContain(value.match(/\d+/)![0]);
    }
    expect(payoutRows(html).get(13)).toEqual([13, 16384, 8192, 32768, 16384, 49152, 16384]);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${locale}/venues/${SLUG}/"`));
    expect(html).toContain('class="scoring-only"');
  });
});

const venues = readVenues(root);

describe.each(venues.map((v) => [v.slug, v] as const))('every venue of content/venues/: %s', (slug, v) => {
  it.each(v.languages)('%s: the guide and the A4 sheet name the venue and list every item it plays, once', (locale) => {
    const ids = venueItems(v).map((i) => i.id).sort();
    for (const parts of [['venues', slug], ['venues', slug, 'print']]) {
      const html = readPage(locale, ...parts);
      expect(text(/<h1>([\s\S]*?)<\/h1>/.exec(html)![1]), parts.join('/')).toContain(v.name[locale]);
      // Once each; an item the preset or venue prints as rows, once per row (its display data).
      const rowsOf = (id: string) => displayFor(getRuleset(v.ruleset), v.preset, locale, venueSettings(v), v.display).rows(id);
      const expected = ids.flatMap((id) => rowsOf(id)?.map(() => id) ?? [id]).sort();
      const listed = [...html.matchAll(/<li[^>]*\sdata-item="([^"]+)"/g)].map((m) => m[1]);
      expect([...listed].sort(), parts.join('/')).toEqual(expected);
    }
  });
  it.each(v.languages)('%s: only the A4 sheet carries the mark the PDF step checks: data-pdf-page="venue:<slug>:<locale>"', (locale) => {
    const marks = (...parts: string[]) => [...readPage(locale, ...parts).matchAll(/data-pdf-page="([^"]*)"/g)].map((m) => m[1]);
    expect(marks('venues', slug, 'print')).toEqual([`venue:${slug}:${locale}`]);
    expect(marks('venues', slug)).toEqual([]);
  });
  it('has its short addresses: one per language, and one to its main language', () => {
    const { base } = address();
    for (const locale of v.languages) expect(readPage('v', slug, locale)).toContain(`url=${base}${locale}/venues/${slug}/"`);
    expect(readPage('v', slug)).toContain(`url=${base}${v.languages[0]}/venues/${slug}/"`);
  });
});

describe('the venue list and the other venues', () => {
  it.each(LOCALES)('lists every venue of content/venues/ (%s)', (locale) => {
    const html = readPage(locale, 'venues');
    const slugs = [...html.matchAll(/data-venue="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(slugs).toEqual(venues.map((v) => v.slug).sort());
    expect(scriptTags(html)).toEqual([expect.stringMatching(pageScript(address().base))]);
  });

  it('shows the riichi club’s house options and the red-five item', () => {
    const html = readPage('en', 'venues', 'koi-pond-riichi-club');
    const line = text(/<p class="rules-line">([\s\S]*?)<\/p>/.exec(html)![1]);
    expect(line).toContain('EMA 2025');
    expect(line).toContain('open pinfu 20 fu');
    expect(html).toContain('data-item="aka-dora"');
    expect(html).not.toContain('data-item="kokushi-13-wait"'); // double yakuman stays off
  });

  it('says what the riichi club changed against EMA 2025: on the guide both ways, on the A4 sheet with its values', () => {
    const html = readPage('en', 'venues', 'koi-pond-riichi-club');
    const diff = text(sectionHtml(html, 'differences'));
    expect(diff).toContain('Differs from EMA 2025');
    expect(diff).toContain('Red fives: 3 — one in each suit (EMA 2025: None)');
    expect(diff).toContain('Open pinfu-shape fu: Base fu only (house option) (EMA 2025: Raised to the usual minimum)');
    expect([...sectionHtml(html, 'differences').matchAll(/data-change="([^"]+)" data-id="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'setting redFives',
      'setting openPinfuFu',
    ]);
    // The sheet's rules line names each change with the venue's value (the preset's values are the guide's).
    const sheet = text(readPage('en', 'venues', 'koi-pond-riichi-club', 'print'));
    expect(sheet).toContain('Rules: EMA 2025 — Red fives: 3 — one in each suit, open pinfu 20 fu');
  });

  it.each(venues.find((v) => v.slug === 'koi-pond-riichi-club')!.languages)('shows the riichi club’s settlement and red fives (%s, guide and sheet)', (locale) => {
    const guide = sectionHtml(readPage(locale, 'venues', 'koi-pond-riichi-club'), 'settlement');
    const sheet = readPage(locale, 'venues', 'koi-pond-riichi-club', 'print');
    for (const html of [guide, /<p class="venue-settlement">([\s\S]*?)<\/p>/.exec(sheet)![1]]) {
      const rows = [...html.matchAll(/data-row="([^"]+)"/g)].map((m) => m[1]);
      expect(rows).toEqual(['uma', 'oka', 'startingPoints', 'returnPoints', 'redFives']);
      expect(text(html)).toContain('+15 / +5 / −5 / −15');
      expect(text(html)).toContain(`(${formatNumber(locale, 30000)} − ${formatNumber(locale, 25000)}) × 4`);
    }
  });

  it('says the Hong Kong club plays HK classic as published', () => {
    const diff = text(sectionHtml(readPage('en', 'venues', SLUG), 'differences'));
    expect(diff).toContain('This venue plays HK classic as published, without changes.');
    expect(readPage('en', 'venues', SLUG)).not.toContain('class="house-tag"');
  });

  it('shows the Taiwanese club’s own minimum ladder (16 / 18 / 20 / 22)', () => {
    const html = readPage('en', 'venues', 'jade-lantern-mahjong-house');
    const ladder = /data-setting="minimum"([\s\S]*?)<\/dd>/.exec(html)![1];
    expect([...ladder.matchAll(/<span class="big">(\d+)<\/span>/g)].map((m) => Number(m[1]))).toEqual([16, 18, 20, 22]);
  });
});

describe('short addresses and the A4 sheet page', () => {
  it.each(demo().languages)('/v/<slug>/%s/ redirects to the guide in that language', (locale) => {
    const html = readPage('v', SLUG, locale);
    const { base, href } = address();
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${base}${locale}/venues/${SLUG}/">`);
    expect(html).toContain(`<link rel="canonical" href="${href}${locale}/venues/${SLUG}/">`);
    expect(html).not.toMatch(/<script/i);
  });
  it('/v/<slug>/ redirects to the venue’s main language (Indonesian)', () => {
    expect(readPage('v', SLUG)).toContain(`content="0; url=${address().base}id/venues/${SLUG}/"`);
  });
  it.each(demo().languages)('the sheet (%s) is A4 with the rules date, and the QR code of the short address — or, without a public address, the preview mark', (locale) => {
    const html = readPage(locale, 'venues', SLUG, 'print');
    const { href, placeholder } = address();
    const sheet = /<main[\s\S]*<\/main>/.exec(html)![0];
    if (placeholder) {
      // Nothing printed points at the placeholder: no QR code, no short address, the mark instead.
      const ui = flatten(resources[locale].ui);
      expect(sheet).not.toMatch(/class="qr-code"|data-url=/);
      expect(sheet).not.toContain(new URL(href).host);
      expect(sheet).not.toMatch(/\/v\//);
      const mark = /<figure class="qr no-address"[^>]*data-preview="no-public-address"[^>]*>([\s\S]*?)<\/figure>/.exec(sheet)?.[1];
      expect(mark, 'the preview mark in the place of the QR code').toBeDefined();
      expect(text(mark!)).toBe(`${ui.get('venue.sheet.preview')} ${ui.get('venue.sheet.previewNote')}`);
      expect(text(/<p class="generated">([\s\S]*?)<\/p>/.exec(sheet)![1])).toBe(`${ui.get('venue.sheet.generated')} ${ui.get('venue.sheet.preview')}`);
    } else {
      expect(sheet).toMatch(/<svg[^>]*class="qr-code"/);
      const url = /<figure class="qr" data-url="([^"]+)"/.exec(sheet)![1];
      expect(url).toBe(`${href}v/${SLUG}/${locale}/`);
      expect(sheet).not.toContain('data-preview');
    }
    expect(html).toContain('data-max-pages="2"');
    expect(html).toContain('data-min-font-pt="10"');
    expect(html).toContain('data-min-value-pt="11"');
    expect(html).toContain('data-min-key-pt="16"');
    expect(html).toContain('data-font-pt="10"');
    expect(html).toContain('class="rules-version"');
    // One small inline script: the toolbar's print button (hidden without it) calls the browser's print.
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(scripts.map((m) => m[0].slice(0, 8))).toEqual(['<script>']);
    expect(scripts[0][1]).toContain('window.print()');
    expect(html).toMatch(/<button type="button" class="print-button" data-print hidden>[^<]+<\/button>/);
  });
  it.each(demo().languages)('the sheet (%s) prints the key numbers, the payment table, the items (by sheet priority), then the rest', (locale) => {
    const html = readPage(locale, 'venues', SLUG, 'print');
    const at = (s: string) => html.indexOf(s);
    const order = ['data-sheet-part="key"', 'data-sheet-part="payments"', 'data-sheet-part="items"', 'data-sheet-part="rest"'].map(at);
    expect(order.every((x) => x > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const payments = html.slice(order[1], order[2]);
    expect(payments).toContain('class="grid-table venue-payout"');
    const sections = [...html.slice(order[2], order[3]).matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(['patterns', 'winning', 'winds-dragons', 'flowers', 'limit-hands']);
    expect(html.slice(order[3])).toContain('id="how-to-win-h"');
  });
});
