/**
 * Notes with a worked example on a venue's guide and sheet (a preset's `display.notes[].example`):
 * the numbers of the example are the engine's under that venue's settings and values, never typed in
 * a text, and the example is left out where it no longer shows anything (both readings give the same
 * total). hk-classic's note under Small Four Winds: "… So 123m11122233344z, East seat in the East round,
 * won on a discard, is 11 faan, not 13 faan." Expected totals added up by hand from hong-kong.md.
 * Also: no preset's note or paragraph, in any locale, types a count of the ruleset's unit.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/config.ts';
import { formatContext, translate } from '../../src/i18n/translate.ts';
import { rulesets } from '../../src/rules/index.ts';
import { displayKey } from '../../src/core/ruleset.ts';
import { buildGuide } from '../../src/venues/guide.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import type { Venue, VenueInput } from '../../src/venues/types.ts';

function venue(raw: Record<string, unknown>): Venue {
  const file = 'content/venues/note-club.yaml';
  expect(validateVenue(raw, file)).toEqual([]);
  return normalizeVenue(raw as unknown as VenueInput, file);
}
const HK = { name: 'Note Club', ruleset: 'hong-kong', preset: 'hk-classic', rulesVersion: '2026-12-04', languages: [...LOCALES] };
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
/** The notes under Small Four Winds on the guide, and under it on the sheet. */
function windNotes(raw: Record<string, unknown>, locale: Locale = 'en') {
  const g = buildGuide(venue(raw), locale);
  const on = (sections: typeof g.sections) => sections.flatMap((s) => s.items).find((i) => i.id === 'small-winds')!.notes;
  const guide = on(g.sections);
  expect(on(g.sheetSections)).toEqual(guide);
  return guide.map((n) => plain(n.text));
}
const READING = 'The club’s sheet does not say whether the seat-wind and round-wind pungs also score beside it. We apply the VMC rule: they do not.';

describe('hk-classic: the Small Four Winds note’s example, scored for each venue', () => {
  it('as published (limit 13, flowers): 6 + 3 + 1 concealed + 1 no flowers = 11 faan; with the wind pungs 1 + 1 more, 13', () => {
    expect(windNotes(HK).at(-1)).toBe(`${READING} So 123m11122233344z, East seat in the East round, won on a discard, is 11 faan, not 13 faan.`);
  });
  it('without flowers, No Flowers does not score: 10 faan, not 12', () => {
    expect(windNotes({ ...HK, settings: { flowers: 'no' } }).at(-1)).toBe(`${READING} So 123m11122233344z, East seat in the East round, won on a discard, is 10 faan, not 12 faan.`);
  });
  it('a venue’s own values count: Small Four Winds 7 gives 12 faan; the wind pungs would make 14, capped at 13', () => {
    expect(windNotes({ ...HK, items: { 'small-winds': 7 } }).at(-1)).toContain('is 12 faan, not 13 faan.');
  });
  it('limit 10 without flowers: both readings give the limit, 10 — the reading stays, the example is left out', () => {
    const notes = windNotes({ ...HK, settings: { limit: 10, flowers: 'no' } });
    expect(notes.at(-1)).toBe(READING);
    expect(notes.join(' ')).not.toMatch(/\d+ faan|123m/);
  });
  it.each(LOCALES.filter((l) => l !== 'en'))('in %s the numbers are the venue’s too', (locale) => {
    const ctx = formatContext(locale as Locale, rulesets.find((r) => r.id === 'hong-kong')!);
    const count = (n: number) => plain(`${ctx.num(n)} ${ctx.unitFor!(n)}`);
    const note = windNotes({ ...HK, settings: { flowers: 'no' } }, locale as Locale).at(-1)!;
    expect(note).toContain('123m11122233344z');
    expect(note).toContain(count(10));
    expect(note).toContain(count(12));
    expect(note).not.toContain(count(11));
    expect(windNotes({ ...HK, settings: { limit: 10, flowers: 'no' } }, locale as Locale).at(-1)).not.toContain('123m');
  });
});

describe('no preset’s note or paragraph types a count of its unit (numbers come from the engine)', () => {
  it.each(LOCALES.map((l) => [l] as const))('%s', (locale) => {
    const typed: string[] = [];
    for (const rs of rulesets) {
      const t = translate(locale as Locale);
      const unit = formatContext(locale as Locale, rs);
      const units = [...new Set([unit.unit, unit.unitFor!(1), unit.unitFor!(2)])].map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const counted = new RegExp(`\\d[\\d\\s\\u00a0]*(${units.join('|')})(?![\\p{L}])`, 'u');
      for (const p of rs.presets) {
        const d = p.display ?? {};
        const keys = [
          ...Object.entries(d.notes ?? {}).flatMap(([item, notes]) => notes.map((n) => displayKey.note(p.id, item, n.id))),
          ...(d.sections ?? []).flatMap((s) => s.paragraphs.map((q) => displayKey.paragraph(p.id, s.id, q.id))),
        ];
        for (const key of keys) {
          const text = t(`${rs.id}:${key}`);
          if (counted.test(text)) typed.push(`${rs.id}:${key}: ${text}`);
        }
      }
    }
    expect(typed).toEqual([]);
  });
});
