/**
 * The venue in its own words (seed 004, "Demo Mahjong Club", preset hk-classic): the guide names the
 * items as the seed does, prints the three dragon pungs as three rows of 1 faan, carries the seed's
 * combination notes (and our reading where the seed is silent, shown as a reading), has the seed's
 * tiles and dealer sections, and puts the two-player rule beside the payments. The A4 sheet and the
 * calculator use the same names; results keep the catalogue ids. Expected values written by hand from
 * seed 004; the lists the tests go through come from the data. Reads the built site (dist/).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { scorer } from '../../src/engine/engines.ts';
import { getRuleset } from '../../src/rules/index.ts';
import { findPreset } from '../../src/rules/presets.ts';
import { readVenues } from '../../src/venues/files.ts';
import { toExtraPresets, venueSettings } from '../../src/venues/preset.ts';
import { displayFor } from '../../src/venues/display.ts';
import { translate } from '../../src/i18n/translate.ts';
import type { CalcProps } from '../../src/components/calc/Calculator.tsx';
import { ensureBuilt, readPage, root } from '../site/dist.mjs';
import { sectionHtml as fromId, text } from './html.ts';

/** The inner HTML of the element with this id, up to its section's end (without the rest of its start tag). */
const sectionHtml = (html: string, id: string) => fromId(html, id).replace(/^[^>]*>/, '');

beforeAll(() => {
  ensureBuilt();
}, 900_000);

const SLUG = 'demo-mahjong-club';
const venues = readVenues(root);
const demo = venues.find((v) => v.slug === SLUG)!;
const rs = getRuleset('hong-kong');

/** Every item row of a page (`<li data-item … data-row …>`): `id` or `id#row` → its name, in page order. */
function itemNames(html: string): [string, string][] {
  return [...html.matchAll(/<li[^>]*\sdata-item="([^"]+)"(?:\s+data-row="([^"]+)")?[^>]*>[\s\S]*?<span class="item-title"[^>]*>([^<]*)<\/span>/g)].map((m) => [
    m[2] ? `${m[1]}#${m[2]}` : m[1],
    text(m[3]),
  ]);
}

/** The calculator island's props on a page. */
function calcProps(html: string): CalcProps {
  return JSON.parse(/<script type="application\/json" id="calc-root-props">([\s\S]*?)<\/script>/.exec(html)![1]) as CalcProps;
}

/** The guide's parts in page order: its headline sections and its own (data-own-section). */
function partOrder(html: string): string[] {
  return [...html.matchAll(/<section[^>]*\sid="([^"]+)"/g)].map((m) => m[1]).filter((id) => !id.startsWith('sec-'));
}

/** Seed 004's names of the 14 items whose catalogue (VMC) names differ, and of the three dragon rows (by hand). */
const SEED_NAMES: Record<string, string> = {
  'half-flush': 'Mixed One Suit',
  'full-flush': 'Pure One Suit',
  'mixed-terminals': 'Mixed Terminals',
  'small-dragons': 'Small Three Dragons',
  'big-dragons': 'Big Three Dragons',
  'small-winds': 'Small Four Winds',
  'big-winds': 'Big Four Winds',
  'four-kongs': 'All Kongs',
  'seat-wind': 'Seat Wind Pung',
  'round-wind': 'Prevailing Wind Pung',
  'no-flowers': 'No Flowers',
  'concealed-hand': 'Concealed Hand',
  'kong-replacement': 'Win on Kong Replacement',
  'double-kong-replacement': 'Win on Double Kong',
  'dragon-pung#red': 'Red Dragon Pung',
  'dragon-pung#green': 'Green Dragon Pung',
  'dragon-pung#white': 'White Dragon Pung',
};

describe('Demo Mahjong Club in its own words (Indonesian, as seed 004)', () => {
  let html = '';
  beforeAll(() => {
    html = readPage('id', 'venues', SLUG);
  });

  it('names every item as seed 004 does (Indonesian: the seed’s own names), the three dragon pungs as three rows', () => {
    const names = new Map(itemNames(html));
    for (const [key, name] of Object.entries(SEED_NAMES)) expect(names.get(key), key).toBe(name);
    expect(names.has('dragon-pung')).toBe(false);
  });

  it('prints Red / Green / White Dragon Pung as three rows of 1 faan each, their native names beside them', () => {
    const rows = [...html.matchAll(/<li[^>]*data-item="dragon-pung" data-row="([^"]+)"[\s\S]*?<\/li>/g)].map((m) => [m[1], text(m[0])]);
    expect(rows.map(([r]) => r)).toEqual(['red', 'green', 'white']);
    expect(rows[0][1]).toMatch(/^Red Dragon Pung 中刻 1 faan Pung atau Kong naga merah, 中\.$/);
    expect(rows[1][1]).toMatch(/^Green Dragon Pung 發刻 1 faan /);
    expect(rows[2][1]).toMatch(/^White Dragon Pung 白刻 1 faan /);
    // One anchor for the item (its first row), the others by row.
    expect(html).toContain('id="item-dragon-pung" data-item="dragon-pung" data-row="red"');
  });

  it('carries the seed’s combination notes under their items', () => {
    const notes = (id: string) =>
      [...(/<li[^>]*data-item="([^"]+)"[^>]*>[\s\S]*?<\/li>/g[Symbol.matchAll](html) as IterableIterator<RegExpMatchArray>)]
        .filter((m) => m[1] === id)
        .flatMap((m) => [...m[0].matchAll(/<p class="vi-note[^"]*"[^>]*>([\s\S]*?)<\/p>/g)].map((n) => text(n[1])));
    // Win on Double Kong: Self-Drawn scores as well.
    expect(notes('double-kong-replacement')).toEqual(['Self-Drawn ikut dihitung di sampingnya.']);
    // Seven Pairs combines with Mixed One Suit / Pure One Suit.
    expect(notes('seven-pairs')).toEqual(['Bila semua pasangannya dari satu suit, Mixed One Suit atau Pure One Suit ikut dihitung.']);
    // Small Four Winds: with the rest in one suit, Mixed One Suit as well; and our reading of the wind faan.
    const sfw = notes('small-winds');
    expect(sfw[0]).toBe('Bila set yang tersisa dari sebuah suit, tangan ini satu suit ditambah honour, dan Mixed One Suit ikut dihitung.');
    expect(sfw[1]).toMatch(/^Cara kami membacanya: Panduan venue tidak menyebut .* 123m11122233344z, .* 11 faan, bukan 13 faan\.$/);
    expect(html).toMatch(/<p class="vi-note reading"><strong class="reading-label">Cara kami membacanya:<\/strong> Panduan venue/);
  });

  it('has the seed’s sections in its order: the tiles after the key numbers, the dealer after the payments, the two-player rule beside them', () => {
    expect(partOrder(html)).toEqual(['own-tiles', 'how-to-win', 'differences', 'items', 'payments', 'own-dealer', 'calculator']);
    expect(text(sectionHtml(html, 'own-tiles'))).toMatch(/^Ubin Tiga suit — karakter, bulatan, dan bambu — .* Bunga dan musim 1–4 adalah ubin bonus/);
    expect(text(sectionHtml(html, 'own-dealer'))).toMatch(/^Bandar Bandar duduk di kursi Timur\. .* Bandar membayar dan menerima sama seperti pemain lain\.$/);
    // The two-player rule stands inside the payments section, after the payout table.
    const pay = sectionHtml(html, 'payments');
    expect(pay).toContain('data-two-player="payments"');
    expect(pay.indexOf('data-two-player')).toBeGreaterThan(pay.indexOf('venue-payout'));
    expect(html).not.toContain('<section id="two-player"');
  });

  it('ships the same names to its calculator (the venue’s display), and the dragon rows with their tiles', () => {
    const guide = new Map(itemNames(html));
    const d = calcProps(html).display![SLUG];
    for (const [id, name] of Object.entries(d.names)) expect(guide.get(id), id).toBe(name);
    expect(d.rows['dragon-pung']).toEqual([
      { name: 'Red Dragon Pung', native: '中刻', tile: '7z' },
      { name: 'Green Dragon Pung', native: '發刻', tile: '6z' },
      { name: 'White Dragon Pung', native: '白刻', tile: '5z' },
    ]);
  });
});

describe.each(demo.languages)('Demo Mahjong Club in %s: the same structure in its language', (locale) => {
  const d = displayFor(rs, demo.preset, locale, venueSettings(demo), demo.display);
  const t = translate(locale);

  it('lists the same rows in the same order as the Indonesian guide, with the preset’s names in this language', () => {
    const html = readPage(locale, 'venues', SLUG);
    const mine = itemNames(html);
    expect(mine.map(([k]) => k)).toEqual(itemNames(readPage('id', 'venues', SLUG)).map(([k]) => k));
    const preset = findPreset(rs, demo.preset)!.display!;
    for (const id of preset.names!) expect(new Map(mine).get(id), id).toBe(t(`hong-kong:presets.hk-classic.names.${id}`));
    for (const r of preset.rows!['dragon-pung']) expect(new Map(mine).get(`dragon-pung#${r.id}`)).toBe(t(`hong-kong:presets.hk-classic.rows.dragon-pung.${r.id}.name`));
    if (locale === 'en') for (const [key, name] of Object.entries(SEED_NAMES)) expect(new Map(mine).get(key), key).toBe(name);
  });

  it('has the own sections, the notes (a reading among them) and the two-player rule beside the payments', () => {
    const html = readPage(locale, 'venues', SLUG);
    expect(partOrder(html)).toEqual(['own-tiles', 'how-to-win', 'differences', 'items', 'payments', 'own-dealer', 'calculator']);
    for (const s of d.sections) expect(text(sectionHtml(html, `own-${s.id}`))).toBe(text([s.title, ...s.paragraphs].join(' ')));
    expect(sectionHtml(html, 'payments')).toContain('data-two-player="payments"');
    const notes = [...html.matchAll(/<p class="(vi-note[^"]*)"/g)].map((m) => m[1]);
    // Small Four Winds (its note, then our reading), Seven Pairs, Win on Double Kong.
    expect(notes).toEqual(['vi-note', 'vi-note reading', 'vi-note', 'vi-note']);
  });

  it('the A4 sheet and the calculator use the guide’s names', () => {
    const guide = new Map(itemNames(readPage(locale, 'venues', SLUG)));
    const sheet = itemNames(readPage(locale, 'venues', SLUG, 'print'));
    expect(sheet.length).toBe(guide.size);
    for (const [key, name] of sheet) expect(name, key).toBe(guide.get(key));
    const calc = calcProps(readPage(locale, 'venues', SLUG)).display![SLUG];
    for (const [id, name] of Object.entries(calc.names)) expect(guide.get(id), id).toBe(name);
    for (const [k, r] of calc.rows['dragon-pung'].entries()) expect(guide.get(`dragon-pung#${['red', 'green', 'white'][k]}`)).toBe(r.name);
    // The sheet says the two-player rule with the payments too, and prints the own sections.
    const print = readPage(locale, 'venues', SLUG, 'print');
    expect(sectionHtml(print, 'payments')).toContain('data-two-player="payments"');
    for (const s of d.sections) expect(print).toContain(`data-own-section="${s.id}"`);
  });
});

describe('a hand keeps the catalogue ids (display only)', () => {
  const score = scorer(toExtraPresets(venues));

  it('Small Four Winds as the guide reads it: 123m11122233344z, East seat and round, discard → 11 faan (seed 004 alone: 13)', () => {
    const r = score.score({ ruleset: 'hong-kong', preset: SLUG, hand: '123m11122233344z', winTile: '4z', win: 'discard', seatWind: 'east', roundWind: 'east' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.faan).toBe(11);
    expect(Object.fromEntries(r.items.map((i) => [i.id, i.value]))).toEqual({ 'small-winds': 6, 'half-flush': 3, 'concealed-hand': 1, 'no-flowers': 1 });
  });

  it('two dragon pungs: one catalogue item, dragon-pung × 2 — the rows are words, not results', () => {
    const r = score.score({ ruleset: 'hong-kong', preset: SLUG, hand: '123m456m555z777z11p', winTile: '1p', win: 'discard' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ids = r.items.map((i) => i.id);
    expect(ids).toContain('dragon-pung');
    expect(r.items.find((i) => i.id === 'dragon-pung')).toMatchObject({ value: 2, count: 2 });
    const rowIds = (findPreset(rs, 'hk-classic')!.display!.rows!['dragon-pung'] ?? []).map((x) => x.id);
    for (const row of rowIds) expect(ids.join(' ')).not.toContain(row);
  });
});
