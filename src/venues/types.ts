/**
 * Venue presets (`content/venues/<slug>.yaml`): a venue is a ruleset preset plus the house's own
 * settings and item changes, in the languages the venue wants its guide in. The YAML shape is
 * `VenueInput`; `normalizeVenue` turns a valid one into a `Venue`. Every word shown on a guide comes
 * from i18n or from the venue's own per-locale texts (name, address, contact, notes).
 */
import type { Locale } from '../i18n/config.ts';
import type { GuidePart, ItemOverride, ItemPlace, TwoPlayerPlace } from '../core/ruleset.ts';
import type { RulesetId, SettingValue } from '../core/api.ts';

/** A text the venue writes itself: one string for every language, or one per language. */
export type LocalizedText = string | Partial<Record<Locale, string>>;
/** Notes: one or several paragraphs, the same for every language or per language. */
export type LocalizedNotes = string | string[] | Partial<Record<Locale, string | string[]>>;

/**
 * How a riichi venue settles a game's final scores (shown on its guide and sheet, not scored): uma in
 * thousands of points, first place to last (adding up to 0); oka in thousands of points, to the first
 * place, = (returnPoints − startingPoints) × players / 1000; starting and return points in points.
 */
export interface Settlement {
  uma?: number[];
  oka?: number;
  startingPoints?: number;
  returnPoints?: number;
}

/**
 * How the venue changes one item: `on` / `off` (or yes / no, true / false), a number (a fixed amount, counted
 * per set / tile like the catalogue value), `limit`, `yakuman` / `double-yakuman`, `{ closed, open }`,
 * or for a tiered item `{ <tier id>: amount }`.
 */
export type VenueItemChange =
  | boolean
  | 'on'
  | 'off'
  | 'yes'
  | 'no'
  | number
  | 'limit'
  | 'yakuman'
  | 'double-yakuman'
  | { closed: number; open: number | null }
  | Record<string, number | { closed: number; open: number | null }>;

export interface VenuePrintOptions {
  /** Print each item's one-line description (default true). */
  descriptions: boolean;
  /** Columns of the item lists on the sheet (1–3, default 2). */
  columns: number;
  /** Body text size on the sheet in points (9–14, default 9.5): readable at a table. */
  fontSize: number;
}

/** The YAML file as written (before normalization). Dates may arrive as `Date` from a YAML parser. */
export interface VenueInput {
  name: LocalizedText;
  /**
   * The venue's name in Chinese or Japanese characters, where it has one: a text in the language of
   * its ruleset's native names (`nativeLang`: zh-Hant, ja), or `{ <BCP 47 tag>: text }` for another.
   */
  nativeName?: string | Record<string, string>;
  ruleset: string;
  preset: string;
  /** The date of this version of the house rules (ISO `YYYY-MM-DD`). */
  rulesVersion: string | Date;
  /** Locales the guide is published in; the first is the venue's main language. */
  languages: string[];
  /** Setting ids of the ruleset → values (minimum, limit, curve, stake, gun, flowers …). */
  settings?: Record<string, SettingValue>;
  /** The ruleset's two-player rule is played at this venue (shown on the guide): yes / no. */
  twoPlayer?: boolean | string;
  /** Item id → change. */
  items?: Record<string, VenueItemChange>;
  /** Item id → where it goes on the guide and the sheet (`{ section, order }`, over the item's own place). */
  places?: Record<string, ItemPlace>;
  /** Riichi: uma, oka, starting and return points (`Settlement`; uma may also be written "+15/+5/-5/-15"). */
  settlement?: Record<string, unknown>;
  /** Item id → the venue's own name for it (one text, or one per language). */
  names?: Record<string, LocalizedText>;
  /** Item id → the rows it is printed as: `[{ name, desc?, native?, tile? }, …]` (display only). */
  rows?: Record<string, unknown>;
  /** Item id → the venue's own combination notes under it (a text or a list, or one per language). */
  itemNotes?: Record<string, LocalizedNotes>;
  /** Sections of the venue's own: `[{ id?, after, title, text }, …]`. */
  sections?: unknown[];
  /** Where the two-player rule stands on the guide: `payments` (beside them) or `end`. */
  twoPlayerPlace?: string;
  /** "For scoring only — strictly no gambling" (default yes). */
  scoringOnly?: boolean | string;
  /** An invented venue used as an example (the guide says so): yes / no. */
  example?: boolean | string;
  address?: LocalizedText;
  contact?: LocalizedText;
  notes?: LocalizedNotes;
  print?: Partial<VenuePrintOptions>;
  /**
   * The slugs the venue had before it was renamed: their short and long addresses (`/v/<old>/…`,
   * `/<locale>/venues/<old>/…`) stay as redirects, so the QR codes already printed keep working.
   */
  formerSlugs?: string[];
}

/** A validated venue, every per-locale text resolved for each of its languages. */
export interface Venue {
  slug: string;
  /** Where it was read from (validation messages). */
  file: string;
  name: Record<Locale, string>;
  /** The native name and its language (BCP 47), for `<span lang>`. */
  nativeName?: { text: string; lang: string };
  ruleset: RulesetId;
  preset: string;
  rulesVersion: string;
  languages: Locale[];
  /** Only the settings the venue sets (the rest come from the base preset). */
  settings: Record<string, SettingValue>;
  twoPlayer: boolean;
  /** Item changes as preset overrides. */
  overrides: Record<string, ItemOverride>;
  /** The venue's own places of items on its guide and sheet (see `src/venues/layout.ts`). */
  places: Record<string, ItemPlace>;
  /** Riichi: how the final scores are settled (oka worked out from the points where not given). */
  settlement?: Settlement;
  /** The venue's own names, rows, notes, sections and two-player place, over its preset's (`src/venues/display.ts`). */
  display: VenueDisplay;
  scoringOnly: boolean;
  example: boolean;
  address?: Partial<Record<Locale, string>>;
  contact?: Partial<Record<Locale, string>>;
  notes: Partial<Record<Locale, string[]>>;
  print: VenuePrintOptions;
  /** Its slugs before a rename: redirect pages lead from their addresses to the current ones. */
  formerSlugs: string[];
}

/** One problem of a venue file. */
export interface VenueIssue {
  file: string;
  /** Dotted path in the YAML (`settings.minFaan`, `items.seven-pairs`, `notes.hi`, `languages[1]`). */
  field: string;
  /** What is wrong and what would be right, in the organiser's words. */
  reason: string;
  /** Where in the file (1-based), when the file was read from disk (`src/venues/source.ts`). */
  line?: number;
  column?: number;
}

/** A venue file's own words and layout, resolved per language (display only; `src/venues/display.ts`). */
export interface VenueDisplay {
  names: Record<string, Partial<Record<Locale, string>>>;
  rows: Record<
    string,
    { id: string; name: Partial<Record<Locale, string>>; desc?: Partial<Record<Locale, string>>; native?: string; tile?: string }[]
  >;
  notes: Record<string, Partial<Record<Locale, string[]>>>;
  sections: { id: string; after: GuidePart; title: Partial<Record<Locale, string>>; text: Partial<Record<Locale, string[]>> }[];
  twoPlayerPlace?: TwoPlayerPlace;
}
