/**
 * A venue that values an item otherwise than its preset: the guide and the A4 sheet list it under the
 * heading of its value at the venue (a section's `holds`), never under the one of its preset's value —
 * riichi `toitoi: 3` among the three-han yaku, Hong Kong `all-honours: 8` among the patterns, not under
 * "Limit hands — a limit hand scores the limit straight away" — and what the guide says of it (its
 * description, "no other items are added") is what the engine does with that value. Built from venue
 * objects (no build).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/config.ts';
import { buildGuide, type VenueGuide } from '../../src/venues/guide.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import type { Venue, VenueInput } from '../../src/venues/types.ts';
import { toExtraPreset } from '../../src/venues/preset.ts';
import { createScorer } from '../../src/engine/score.ts';
import { engines } from '../../src/engine/engines.ts';

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

describe('what the guide says of a revalued item follows its value at the venue (Hong Kong, hk-classic)', () => {
  const HK = {
    name: 'Tiger Claims Club',
    ruleset: 'hong-kong',
    preset: 'hk-classic',
    rulesVersion: '2026-12-04',
    languages: [...LOCALES],
    settings: { limit: 10, flowers: 'no' },
    items: { 'all-honours': 8, 'all-chows': 'limit' },
  };
  const item = (g: VenueGuide, id: string) => g.sections.flatMap((s) => s.items).find((i) => i.id === id)!;
  it('the engine adds the other items to All Honours worth 8: 8 + 5 + 1 + 1 = 15, paid at the limit of 10', () => {
    const s = createScorer(engines, [toExtraPreset(venue(HK))]);
    // 111z (East) melded, 222z, the white and green dragon pungs, a pair of red dragons; East seat, East round.
    const r = s.score({ ruleset: 'hong-kong', preset: 'by-value-club', hand: '222z555z666z77z', melds: [{ kind: 'pon', tiles: '111z' }], winTile: '7z', win: 'discard', seatWind: 'east', roundWind: 'east' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.fromEntries(r.items.map((i) => [i.id, i.value]))).toEqual({ 'all-honours': 8, 'small-dragons': 5, 'seat-wind': 1, 'round-wind': 1 });
    expect(r.faan).toBe(10);
  });
  it('so the guide neither calls All Honours worth the limit by itself nor says no other item is added', () => {
    const g = buildGuide(venue(HK), 'en');
    const a = item(g, 'all-honours');
    expect(plain(a.value.text)).toBe('8 faan');
    expect(a.desc).toBe('Nothing but winds and dragons. Every other matching item adds to it.');
    expect(a.conditions).not.toContain('No other items are added');
  });
  it('an item a venue makes the limit says no other item is added (the engine counts a limit hand alone)', () => {
    const g = buildGuide(venue(HK), 'en');
    expect(item(g, 'all-chows').conditions).toContain('No other items are added');
    // The preset's own limit hand keeps its words.
    const preset = buildGuide(venue({ ...HK, items: {} }), 'en');
    expect(item(preset, 'all-honours').desc).toBe('Nothing but winds and dragons: worth the limit by itself.');
    expect(item(preset, 'all-honours').conditions).toContain('No other items are added');
  });
  it.each(LOCALES.filter((l) => l !== 'en'))('in %s: the words of a counted All Honours, not of the limit hand', (locale) => {
    const g = buildGuide(venue(HK), locale as Locale);
    const limitWords = item(buildGuide(venue({ ...HK, items: {} }), locale as Locale), 'all-honours');
    const a = item(g, 'all-honours');
    expect(a.desc).not.toBe(limitWords.desc);
    expect(a.conditions).not.toContain(limitWords.conditions[0]);
  });
});
