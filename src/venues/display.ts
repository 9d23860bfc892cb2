/**
 * A preset's or venue's own words and layout, resolved for one language: the name it gives each item,
 * the rows it prints an item as, its combination notes, its own sections and where the two-player rule
 * stands. The preset's display data (`PresetDisplay` in the rule data, texts from i18n) comes first;
 * a venue file's own (`names`, `rows`, `itemNotes`, `sections`, `twoPlayerPlace`: plain texts per
 * language) goes over it item by item and section by section. Display only: the engine and its results
 * never see any of it. The guide, the A4 sheet and the calculator all read names from here, so they agree.
 */
import type { Locale } from '../i18n/config.ts';
import { translate } from '../i18n/translate.ts';
import { findPreset } from '../rules/presets.ts';
import { displayKey, type GuidePart, type NoteExample, type PresetDisplay, type RulesetDef, type TwoPlayerPlace } from '../core/ruleset.ts';
import type { SettingValue } from '../core/api.ts';
import type { Venue, VenueDisplay } from './types.ts';

export interface ShownRow {
  id: string;
  name: string;
  desc?: string;
  native?: string;
  tile?: string;
  /** The text is the venue file's own (exempt from the glossary). */
  venueText: boolean;
}

export interface ShownNote {
  text: string;
  /** This site's reading of a point the source leaves open (shown under a "How we read this" label). */
  reading: boolean;
  venueText: boolean;
  /** A hand that shows the note, to score under the table's rules, and the key of its sentence (the guide words it). */
  example?: { hand: NoteExample; key: string };
}

export interface ShownSection {
  id: string;
  after: GuidePart;
  title: string;
  paragraphs: string[];
  venueText: boolean;
}

export interface ShownDisplay {
  /** The item's name as this preset or venue writes it. */
  name(id: string): string;
  /** The name is the venue file's own. */
  venueName(id: string): boolean;
  /** The rows the item is printed as, or undefined (one row: the item). */
  rows(id: string): ShownRow[] | undefined;
  notes(id: string): ShownNote[];
  sections: ShownSection[];
  twoPlayer: TwoPlayerPlace;
}

/** An empty venue display (a venue file without names, rows, notes or sections). */
export const NO_VENUE_DISPLAY: VenueDisplay = { names: {}, rows: {}, notes: {}, sections: [] };

/**
 * The display of `presetId` of `rs` in `locale`, with a venue's own over it. `settings` are the
 * table's settings (a section's paragraph may stand only under one setting value).
 */
export function displayFor(
  rs: RulesetDef,
  presetId: string,
  locale: Locale,
  settings: Readonly<Record<string, SettingValue>>,
  venue: VenueDisplay = NO_VENUE_DISPLAY,
): ShownDisplay {
  const t = translate(locale);
  const ns = rs.id;
  const d: PresetDisplay = findPreset(rs, presetId)?.display ?? {};
  const own = new Set(d.names ?? []);
  const pick = (texts: Partial<Record<Locale, string>>): string => texts[locale] ?? Object.values(texts)[0] ?? '';

  const name = (id: string): string => {
    if (venue.names[id]) return pick(venue.names[id]);
    return own.has(id) ? t(`${ns}:${displayKey.name(presetId, id)}`) : t(`${ns}:items.${id}.name`);
  };
  const rows = (id: string): ShownRow[] | undefined => {
    const mine = venue.rows[id];
    if (mine)
      return mine.map((r) => ({
        id: r.id,
        name: pick(r.name),
        desc: r.desc ? pick(r.desc) : undefined,
        native: r.native,
        tile: r.tile,
        venueText: true,
      }));
    const list = d.rows?.[id];
    return list?.map((r) => ({
      id: r.id,
      name: t(`${ns}:${displayKey.rowName(presetId, id, r.id)}`),
      desc: t(`${ns}:${displayKey.rowDesc(presetId, id, r.id)}`),
      native: r.native,
      tile: r.tile,
      venueText: false,
    }));
  };
  const notes = (id: string): ShownNote[] => {
    const mine = venue.notes[id];
    if (mine) return (mine[locale] ?? Object.values(mine)[0] ?? []).map((text) => ({ text, reading: false, venueText: true }));
    return (d.notes?.[id] ?? []).map((n) => ({
      text: t(`${ns}:${displayKey.note(presetId, id, n.id)}`),
      reading: n.reading === true,
      venueText: false,
      ...(n.example ? { example: { hand: n.example, key: `${ns}:${displayKey.noteExample(presetId, id, n.id)}` } } : {}),
    }));
  };
  const sections: ShownSection[] = (d.sections ?? []).map((s) => ({
    id: s.id,
    after: s.after,
    title: t(`${ns}:${displayKey.sectionTitle(presetId, s.id)}`),
    paragraphs: s.paragraphs
      .filter((q) => !q.when || JSON.stringify(settings[q.when.setting]) === JSON.stringify(q.when.value))
      .map((q) => t(`${ns}:${displayKey.paragraph(presetId, s.id, q.id)}`)),
    venueText: false,
  }));
  for (const s of venue.sections) {
    const shown: ShownSection = { id: s.id, after: s.after, title: pick(s.title), paragraphs: s.text[locale] ?? Object.values(s.text)[0] ?? [], venueText: true };
    const k = sections.findIndex((x) => x.id === s.id);
    if (k >= 0) sections[k] = shown;
    else sections.push(shown);
  }
  return {
    name,
    venueName: (id) => id in venue.names,
    rows,
    notes,
    sections,
    twoPlayer: venue.twoPlayerPlace ?? d.twoPlayer ?? 'end',
  };
}

/** A venue's display in one of its languages (its base preset's, with its own over it). */
export function venueDisplay(venue: Venue, rs: RulesetDef, locale: Locale, settings: Readonly<Record<string, SettingValue>>): ShownDisplay {
  return displayFor(rs, venue.preset, locale, settings, venue.display);
}
