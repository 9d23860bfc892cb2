/**
 * A venue that values an item otherwise than its preset: the guide and the A4 sheet list it under the
 * heading of its value at the venue (a section's `holds`), never under the one of its preset's value —
 * riichi `toitoi: 3` among the three-han yaku, Hong Kong `all-honours: 8` among the patterns, not under
 * "Limit hands — a limit hand scores the limit straight away". Built from venue objects (no build).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/config.ts';
import { buildGuide, type VenueGuide } from '../../src/venues/guide.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import type { Venue, VenueInput } from '../../src/venues/types.ts';

function venue(raw: Record<string, unknown>, slug = 'by-value-club'): Venue {
  const file = `content/venues/${slug}.yaml`;
  expect(validateVenue(raw, file)).toEqual([]);
  return normalizeVenue(raw as unknown as VenueInput, file);
}

/** The section each item is listed in on the guide, and the sections of the sheet (in parts). */
const sectionOf = (sections: VenueGuide['sections'], id: string) => sections.filter((s) => s.items.some((i) => i.id === id)).map((s) => s.id);
const titleOf = (g: VenueGuide, id: string) => g.sections.find((s) => s.id === id)?.title;
const plain = (s: string | undefined) => s?.replace(/\u00a0/g, ' ');

const RIICHI = {
  name: 'Laut Test Riichi',
  ruleset: 'riichi',
  preset: 'wrc-2025',
  rulesVersion: '2026-11-20',
  languages: [...LOCALES],
  settings: { renhou: 'yakuman' },
  // riichi.md: toitoi and sanankou are 2 han, chiitoitsu 2 han (closed only) in every preset.
  items: { toitoi: 3, sanankou: 4, chiitoitsu: 7, sankantsu: 'off' },
};

describe('riichi: a yaku under the heading of its value at the venue', () => {
  const g = buildGuide(venue(RIICHI), 'en');
  it('toitoi: 3 is a three-han yaku, on the guide and on the sheet', () => {
    expect(sectionOf(g.sections, 'toitoi')).toEqual(['han-3']);
    expect(titleOf(g, 'han-3')).toBe('Three-han yaku');
    expect(sectionOf(g.sheetSections, 'toitoi')).toEqual(['han-3']);
    expect(g.sections.find((s) => s.id === 'han-2')!.items.map((i) => i.id)).not.toContain('toitoi');
  });
  it('a value no heading names (4 han, 7 han) gets a heading of its own, in the order of the amounts', () => {
    expect(sectionOf(g.sections, 'sanankou')).toEqual(['worth-4']);
    expect(titleOf(g, 'worth-4')).toBe('Items worth 4 han');
    expect(sectionOf(g.sections, 'chiitoitsu')).toEqual(['worth-7']);
    const order = g.sections.map((s) => s.id);
    expect(order.slice(0, 6)).toEqual(['han-1', 'han-2', 'han-3', 'worth-4', 'han-6', 'worth-7']);
    // On the sheet each comes with its neighbour: 4 han after the three-han yaku, 7 han after the six-han.
    const sheet = g.sheetSections.map((s) => s.id);
    expect(sheet.indexOf('worth-4')).toBe(sheet.indexOf('han-3') + 1);
    expect(sheet.indexOf('worth-7')).toBe(sheet.indexOf('han-6') + 1);
  });
  it('renhou played as yakuman is listed among the yakuman, not as a limit hand', () => {
    expect(sectionOf(g.sections, 'renhou')).toEqual(['yakuman']);
    expect(g.sections.map((s) => s.id)).not.toContain('limit-hand');
  });
  it('the preset’s values stay where they were: two-han toitoi under WRC 2025 alone', () => {
    const plainVenue = buildGuide(venue({ ...RIICHI, settings: {}, items: {} }), 'en');
    expect(sectionOf(plainVenue.sections, 'toitoi')).toEqual(['han-2']);
    expect(sectionOf(plainVenue.sections, 'renhou')).toEqual(['limit-hand']);
  });
  it.each(LOCALES.filter((l) => l !== 'en'))('in %s the heading of its own is in the language, with the value', (locale) => {
    const title = plain(titleOf(buildGuide(venue(RIICHI), locale as Locale), 'worth-4'))!;
    expect(title).not.toBe('Items worth 4 han');
    expect(title).toMatch(/4/);
    expect(title).not.toMatch(/\{\{|venue\./);
  });
});

describe('Hong Kong: a limit hand made a count of faan, and a count made the limit', () => {
  const HK = {
    name: 'Tiger Test Club',
    ruleset: 'hong-kong',
    preset: 'hk-classic',
    rulesVersion: '2026-12-04',
    languages: ['en'],
    settings: { limit: 10, flowers: 'no' },
    // hk-classic: All Honours is a limit hand; All Chows 1 faan (hong-kong.md).
    items: { 'all-honours': 8, 'all-chows': 'limit' },
  };
  const g = buildGuide(venue(HK), 'en');
  it('all-honours: 8 is listed among the hand patterns, not under "Limit hands", on the guide and on the sheet', () => {
    expect(sectionOf(g.sections, 'all-honours')).toEqual(['patterns']);
    expect(sectionOf(g.sheetSections, 'all-honours')).toEqual(['patterns']);
    const limitHands = g.sections.find((s) => s.id === 'limit-hands')!;
    expect(limitHands.note).toBe('A limit hand scores the limit straight away: 10 faan.');
    expect(limitHands.items.map((i) => i.id)).not.toContain('all-honours');
    // Every item left under that note is worth the limit.
    expect(new Set(limitHands.items.map((i) => plain(i.value.text)))).toEqual(new Set(['limit (10 faan)']));
  });
  it('all-chows: limit is listed among the limit hands', () => {
    expect(sectionOf(g.sections, 'all-chows')).toEqual(['limit-hands']);
  });
  it('a venue’s own place is kept as written (seven-pairs placed among the limit hands)', () => {
    const placed = buildGuide(venue({ ...HK, places: { 'seven-pairs': { section: 'limit-hands' } } }), 'en');
    expect(sectionOf(placed.sections, 'seven-pairs')).toEqual(['limit-hands']);
  });
});
