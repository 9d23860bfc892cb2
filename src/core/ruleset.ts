/**
 * The shapes of the rule data — the single source of truth for every value the site, the engine
 * and the calculator use. Nothing in here computes; it only describes.
 *
 * Words never live here: every user-visible name and description is an i18next key derived from the
 * ids below (`src/i18n/check.ts` lists the keys every item needs). Native names (Chinese / Japanese) are data, not translations.
 */
import type { HandExample, RulesetId, SettingValue, Wind } from './api.ts';


/** The unit a ruleset counts in. */
export type Unit = 'han' | 'faan' | 'points';

/**
 * A number of units, or a pair for items whose value depends on whether the hand is concealed.
 * `open: null` means the item only exists for a concealed ("closed") hand.
 */
export type Amount = number | { closed: number; open: number | null };

/** What one occurrence is counted per, for items that score several times ("1 each"). */
export type EachUnit =
  | 'set' // each qualifying pung / kong (dragon pungs, wind pungs)
  | 'tile' // each qualifying tile (dora, flowers)
  | 'group' // each independent group (Taiwanese sheungs / pongs)
  | 'bonus-set'; // each complete set of four bonus tiles

/** One level of a tiered item: only the highest tier reached scores (per group). */
export interface Tier {
  /** Stable within the item: keys `items.<id>.tiers.<tier id>` in the translations. */
  id: string;
  amount: Amount;
  /** Native name of this tier where it has its own (e.g. 大四喜 / 小四喜 inside one wind item). */
  native?: string;
}

export type ItemValue =
  /** A plain value (possibly closed / open), optionally counted several times. */
  | { kind: 'fixed'; amount: Amount; each?: EachUnit }
  /** Ordered tiers, lowest first. */
  | { kind: 'tiers'; tiers: Tier[]; each?: EachUnit }
  /** Hong Kong limit hand: worth the preset's limit; riichi limit tier given by name (e.g. renhou = mangan). */
  | { kind: 'limit'; tier?: LimitTierId }
  /** Riichi yakuman pattern; `times: 2` only for double-yakuman variants (a house option). */
  | { kind: 'yakuman'; times: 1 | 2 };

export type LimitTierId = 'mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'yakuman';

/**
 * Facts a reader must know about an item, beyond its value. Each key is translated once in the UI
 * namespace (`conditions.<key>`), so the wording is shared by every item that has it.
 */
export type ConditionKey =
  | 'closed-only'
  | 'open-minus-one'
  | 'always-concealed'
  | 'not-a-yaku'
  | 'needs-riichi'
  | 'self-draw-only'
  | 'discard-only'
  | 'dealer-only'
  | 'non-dealer-only'
  | 'kong-adder-pays'
  | 'dealer-pays-streak'
  | 'no-extras'
  | 'flowers-setting'
  | 'counts-as-concealed-pung'
  | 'pair-counts-as-set'
  | 'independent-groups'
  | 'special-hand'
  | 'table-setting'
  | 'not-in-all-pungs'
  | 'includes-self-drawn'
  /** HK vmc Four Concealed Pungs: the winning tile must complete the pair (self-drawn or not). */
  | 'pair-wait-only'
  /** HK hk-classic Four Concealed Pungs: any self-draw, or a discard that completes the pair. */
  | 'self-draw-or-pair-wait';

/** Where a value comes from: one of the ruleset's sources, and where in it. */
export interface SourceRef {
  /** Id of an entry of the ruleset's `sources`. */
  source: string;
  /** Section, table or rule number in that source, as the source names it. */
  section?: string;
}

/** A setting that switches a value: the item's value under each setting value (null = item off). */
export interface ValueBySetting {
  setting: string;
  cases: Record<string, ItemValue | null>;
}

/**
 * Where an item stands on a venue guide and on its A4 sheet. A field left out takes its default: the
 * section that collects the item's category (`RulesetDef.guideSections`), and the end of that section,
 * after the items that give an `order`, in catalogue order. A preset's override or a venue's `places`
 * may move the item.
 *
 * The guide prints the sections in their order. The A4 sheet prints the items by their sheet
 * priority (`sheet`, else their section's), what a scorer looks up most first: page 1 takes as many
 * as fit under the key numbers and the payment table, page 2 the rest. Items without a priority come
 * after those with one, in guide order; a section whose items have different priorities is printed
 * in parts, each under the section's heading.
 */
export interface ItemPlace {
  /** The id of one of the ruleset's guide sections. */
  section?: string;
  /** Position in the section, smallest first (leave gaps: 10, 20 …, so an item can go between). */
  order?: number;
  /** Sheet priority on the A4 sheet, smallest first (1 = most looked up); default: its section's `sheet`. */
  sheet?: number;
}

/**
 * A kind of value a guide section stands for: the kind of `ItemValue`, and for a fixed value the
 * amount (of a closed / open pair, the closed one). `{ kind: 'fixed' }` alone: any counted amount.
 */
export interface SectionHolds {
  kind: ItemValue['kind'];
  amount?: number;
}

/** One section of a venue guide and its A4 sheet. */
export interface GuideSectionDef {
  /** Anchor id; the heading is `ui:venue.sections.<id>`, or the category's name when `category` is set. */
  id: string;
  /** The section is this category's: its name and description head it, and its items come here. */
  category?: string;
  /** Further categories whose items come here unless they name another section. */
  collects?: string[];
  /** Show the "a limit hand scores the limit" note (rulesets with a `limit` setting). */
  limitNote?: boolean;
  /**
   * The values the section stands for (its heading names them: "Two-han yaku", "Limit hands"). An
   * item whose value at a venue is not of them (a venue's `toitoi: 3`) goes under the first section
   * that holds its value, or under one made for it; a venue's own `places` section is kept. Absent:
   * any value.
   */
  holds?: SectionHolds;
  /**
   * Sheet priority of the section's items on the A4 sheet (smallest first; an item's `place.sheet`
   * overrides it). Sections without one come after those with one, in their order.
   */
  sheet?: number;
}

/** An item switched on or off, as a venue's `items: { <id>: on }` does. */
export type ItemSwitch = 'on' | 'off';

/** An item's worked example: a hand and its situation, and the item switches it is scored with. */
export interface ItemExample extends HandExample {
  /**
   * Items switched on or off on top of the example's preset, the way a venue switches them (the
   * same preset composition): an item off in every preset shows its example with itself `on`.
   */
  items?: Record<string, ItemSwitch>;
}

/** One scoring item: a yaku, a faan item, a points row. */
export interface ItemDef {
  /** Stable, kebab-case; keys translations, tests, results and `data-item` on the pages. */
  id: string;
  /** One of the ruleset's categories. */
  category: string;
  value: ItemValue;
  /** Where a setting decides the value (e.g. riichi renhou). Overrides `value` for that setting. */
  valueBySetting?: ValueBySetting;
  /** Native name (Chinese characters for HK / Taiwan, Japanese for riichi), where one exists. */
  native?: string;
  /** Romanised native name (riichi yaku names: "Chinitsu"). */
  romaji?: string;
  /** Items this one supersedes when both hold (the other is not counted). */
  replaces?: string[];
  /** Items already counted inside this one's value (the other is not counted separately). */
  includes?: string[];
  /** Items this one never combines with (neither replaces the other; the better reading wins). */
  notWith?: string[];
  conditions?: ConditionKey[];
  /** Off in the catalogue unless a preset (or `enabledBy`) turns it on. */
  off?: boolean;
  /** On only when a setting has this value (a house option such as red fives or double yakuman). */
  enabledBy?: {
    setting: string;
    value: SettingValue;
    /** Further values of the setting that switch it on too (riichi red fives: 3 or 4). */
    orValues?: readonly SettingValue[];
  };
  /**
   * Played only where a setting has this value, whatever a preset or venue switches: off otherwise
   * (Hong Kong's Win on Bonus Replacement needs flowers in play). Unlike `enabledBy`, the setting
   * does not switch it on.
   */
  onlyWhen?: { setting: string; value: SettingValue };
  /**
   * Decided from what the other items of the reading found (a chicken hand): the engine runs its
   * detector after the others, with the items found so far in the context.
   */
  afterOthers?: boolean;
  /** A worked example: a hand that scores this item, with its situation (scored by the engine at build). */
  example: ItemExample;
  source: SourceRef;
  /** Its place on a venue guide and A4 sheet (default: its category's section, at the end). */
  place?: ItemPlace;
  /** Set by `defineItems` from the defining module's URL: where a validation error points. */
  file?: string;
}

export interface CategoryDef {
  id: string;
}

/**
 * A setting that changes nothing while another setting has a value (Hong Kong's gun in a two-player
 * game, where the one opponent pays every win): the guide, the sheet and the calculator leave it out
 * there (`settingApplies` in `src/rules/presets.ts`).
 */
export interface SettingInert {
  inertWhen?: { setting: string; value: SettingValue };
  /**
   * What players call the setting where that is a word of its own (riichi `openTanyao`: kuitan): a venue
   * that writes the word under `items:` is pointed to the setting, not to an item of a similar name.
   */
  words?: readonly string[];
}

/** A setting of a ruleset (the names and values of `score-api.md`), with its default. */
export type SettingDef = SettingInert & (
  | { id: string; type: 'boolean'; default: boolean }
  | { id: string; type: 'integer'; default: number; min: number; max?: number }
  | { id: string; type: 'number'; default: number; min: number; exclusiveMin?: boolean }
  | {
      id: string;
      type: 'enum';
      default: string | number;
      options: readonly (string | number)[];
      /**
       * Other values accepted for an option, and the option each means (riichi `redFives`: `true` is
       * 3, `false` is 0). A hand's settings may give either; the code that reads the setting reads
       * both (`enabledBy.orValues`), and a venue keeps the option (`canonicalSetting`).
       */
      aliases?: readonly { value: SettingValue; means: string | number }[];
    }
  /** Taiwanese winning minimum: one number per round. */
  | { id: string; type: 'round-ladder'; default: Record<Wind, number>; min: number }
  /** Hong Kong curve: a named curve, or (in a venue) an array of multipliers by faan. */
  | { id: string; type: 'curve'; default: string; options: readonly string[] });



/** An item as a preset changes it: a different value or relations, or switched on / off. */
export interface ItemOverride {
  value?: ItemValue;
  replaces?: string[];
  includes?: string[];
  notWith?: string[];
  conditions?: ConditionKey[];
  /** true = switched off in this preset; false = switched on (an item `off` in the catalogue). */
  off?: boolean;
  /** Moves the item on a venue guide (fields given replace the item's own). */
  place?: ItemPlace;
}

/**
 * A liability rule (`score-api.md`, "Payments by seat, liability"): a player named by the input's
 * `liable` pays, for a hand he made possible, what the rule puts on him. Riichi pao (the last dragon
 * or wind set of Daisangen or Daisuushii fed by a discard), Hong Kong 包 (a self-draw a player fed).
 * Words live in the ruleset's namespace under `liability.<id>.*`.
 */
export interface LiabilityRule {
  /** Stable; keys `liability.<id>.*` in the ruleset's namespace. */
  id: string;
  /** The rule's native name (包, 責任払い). */
  native?: string;
  /** Played only where this setting has this value (Hong Kong 包: `baau` on), in any preset or venue that names the rule. */
  enabledBy?: { setting: string; value: SettingValue };
  /**
   * The hands it applies to: one of these items is scored, and every set of its tiles (mpsz kinds,
   * `567z` for the three dragons) is an open meld of the winner (a claimed pung, a claimed or added
   * kong: "melded" in the clause's words). Absent: any hand.
   */
  hands?: readonly { item: string; sets: string }[];
  /** A self-drawn win: the liable player pays what every loser would pay, counters included; the others pay nothing. */
  selfDrawn: 'liable-pays-all';
  /**
   * A win on a discard. `refused`: the rule does not apply (the discarder pays as usual; `liable` is
   * refused). `shared`: the liable player pays `liableShare` of the hand's value, the discarder the
   * rest and every counter; a liable player who discarded the winning tile pays it all, as on any
   * win on his discard.
   */
  discard: { kind: 'refused' } | { kind: 'shared'; liableShare: number; counters: 'discarder' };
  /**
   * Where the rule comes from: a rulebook's clause (its source and section; the clause's heading and
   * where its text was read are kept beside the rule, `READ_AT` of its file), or
   * a table setting a venue switches on (Hong Kong 包: no source of the ruleset states it).
   */
  basis:
    | { kind: 'rulebook'; ref: SourceRef }
    | { kind: 'table-setting'; setting: string };
}

/**
 * The liability rule a preset plays: one of the ruleset's `liability` (by id), or why it has none —
 * its rulebook names none (`not-in-source`), or its liability clause was not found in what could be
 * read (`not-found`; where it was looked for is kept beside the rules, `SEARCHED` of the ruleset's
 * liability file): then no rule is scored for it rather than a guess.
 * A preset without the field plays none (its source names none).
 */
export type PresetLiability =
  | { rule: string }
  | { none: 'not-in-source' | 'not-found'; source: string };

/** A preset: named values of the settings, plus overrides of the catalogue (never a copy of it). */
export interface PresetDef {
  id: string;
  settings: Record<string, SettingValue>;
  overrides: Record<string, ItemOverride>;
  /** Which of the ruleset's sources this preset follows. */
  sources: string[];
  /** How the preset's guides, sheets and calculator word and lay out the items (display only). */
  display?: PresetDisplay;
  /** Its liability rule (riichi pao, Hong Kong 包), or why it has none; absent: none. */
  liability?: PresetLiability;
  /** The module that defines the preset, for validation messages (default: the ruleset's `file`). */
  file?: string;
}

/**
 * One row a catalogue item is printed as (the three dragon pungs of one `dragon-pung` item): its own
 * name and description (`presetDisplayKeys`), native name, and the item's value once. Display only:
 * results still list the catalogue item.
 */
export interface DisplayRow {
  /** Stable within the item (kebab-case). */
  id: string;
  native?: string;
  /** The tile (mpsz, `7z`) whose set the row is: the calculator names the row of each such set in the hand. */
  tile?: string;
}

/** A combination note under an item; `reading: true` for this site's reading of a point the source leaves open. */
export interface DisplayNote {
  id: string;
  reading?: boolean;
  /**
   * A hand that shows what the note says, scored by the engine under the table's own rules and values
   * wherever the note is shown: its sentence (`presets.<preset>.noteExamples.<item>.<note>`, with
   * `{{hand}}`, `{{total}}` and `{{other}}`) gives the hand's total and the total under the reading the
   * note sets aside — never a number typed in a text. Where the two totals are the same (a lower limit
   * caps both), the hand does not score, or it does not hold the item, the sentence is left out.
   */
  example?: NoteExample;
}

/** The hand of a note's example, and the reading it compares with. */
export interface NoteExample extends HandExample {
  /** The reading the note sets aside, as item overrides on top of the table's (`small-winds: { replaces: [] }`). */
  other: Record<string, ItemOverride>;
}

/** Parts of a venue guide that a preset's or venue's own section may follow. */
export const GUIDE_PARTS = ['key-numbers', 'how-to-win', 'items', 'payments', 'calculator'] as const;
export type GuidePart = (typeof GUIDE_PARTS)[number];

/** Where the two-player rule stands on a guide: beside the payments, or in its own section at the end. */
export const TWO_PLAYER_PLACES = ['payments', 'end'] as const;
export type TwoPlayerPlace = (typeof TWO_PLAYER_PLACES)[number];

/** A section of text of a preset's own (tiles, dealer …) on its guides and sheets. */
export interface DisplaySection {
  id: string;
  /** The part of the guide it follows. */
  after: GuidePart;
  /** Its paragraphs, in order; `when` shows one only where a setting has that value. */
  paragraphs: { id: string; when?: { setting: string; value: SettingValue } }[];
}

/**
 * A preset's own words and layout on top of the catalogue (never a copy of it): its own names of
 * items, items printed as several rows, combination notes, sections of its own and the place of the
 * two-player rule. Every text is an i18n key of the ruleset's namespace (`presetDisplayKeys`).
 */
export interface PresetDisplay {
  /** Items the preset names itself. */
  names?: string[];
  /** Items printed as these rows. */
  rows?: Record<string, DisplayRow[]>;
  /** Notes under items, in order. */
  notes?: Record<string, DisplayNote[]>;
  sections?: DisplaySection[];
  twoPlayer?: TwoPlayerPlace;
}

/** The i18n keys (in the ruleset's namespace) of a preset's display texts. */
export const displayKey = {
  name: (preset: string, item: string) => `presets.${preset}.names.${item}`,
  rowName: (preset: string, item: string, row: string) => `presets.${preset}.rows.${item}.${row}.name`,
  rowDesc: (preset: string, item: string, row: string) => `presets.${preset}.rows.${item}.${row}.desc`,
  note: (preset: string, item: string, note: string) => `presets.${preset}.notes.${item}.${note}`,
  noteExample: (preset: string, item: string, note: string) => `presets.${preset}.noteExamples.${item}.${note}`,
  sectionTitle: (preset: string, section: string) => `presets.${preset}.sections.${section}.title`,
  paragraph: (preset: string, section: string, p: string) => `presets.${preset}.sections.${section}.${p}`,
};

/** Every i18n key a preset's display data needs. */
export function presetDisplayKeys(p: PresetDef): string[] {
  const d = p.display;
  if (!d) return [];
  const keys = (d.names ?? []).map((id) => displayKey.name(p.id, id));
  for (const [item, rows] of Object.entries(d.rows ?? {}))
    for (const r of rows) keys.push(displayKey.rowName(p.id, item, r.id), displayKey.rowDesc(p.id, item, r.id));
  for (const [item, notes] of Object.entries(d.notes ?? {}))
    for (const n of notes) keys.push(displayKey.note(p.id, item, n.id), ...(n.example ? [displayKey.noteExample(p.id, item, n.id)] : []));
  for (const s of d.sections ?? []) {
    keys.push(displayKey.sectionTitle(p.id, s.id));
    for (const q of s.paragraphs) keys.push(displayKey.paragraph(p.id, s.id, q.id));
  }
  return keys;
}

export interface Source {
  id: string;
  publisher: string;
  title: string;
  edition?: string;
  /** Omitted where the source is a printed or club document with no public address. */
  url?: string;
  /** ISO date the source was checked. */
  checked: string;
}

/**
 * What some settings of a ruleset mean to the shared code (engine, venue checks, guides), so that it
 * never names a setting of one ruleset: the winning minimum, the limit and the payment curve.
 */
export interface SettingRoles {
  /** The winning minimum (an integer, or one per round). */
  minimum?: string;
  /** What a limit hand is worth, and the cap of every hand (an integer ≥ the minimum). */
  limit?: string;
  /** The payment curve (a venue may give its own multipliers from 0 to the limit). */
  curve?: string;
  /**
   * The yes / no setting that puts the bonus tiles in play (Hong Kong's flowers): off, a hand's bonus
   * tiles are refused (`invalid-setting`) and the calculator does not ask for them.
   */
  bonusTiles?: string;
}

/** Optional fields of the hand input (`score-api.md`) that only some rulesets read. */
export type OptionalInput = 'bonusTiles' | 'doraIndicators' | 'uraDoraIndicators' | 'honba' | 'riichiSticks' | 'dealerStreak' | 'round';

/**
 * A key number of the venue guides and A4 sheets: one setting, or several shown in one box (their
 * short words joined by " · ": "full spicy · half gun"), labelled `ui:venue.key.<ids joined by "+">`.
 */
export type KeySetting = string | readonly string[];

/** How the ruleset's venue guides and A4 sheets sum it up (the sections are `guideSections`). */
export interface GuideLayout {
  /**
   * The key numbers, big at the top of the guide and the sheet (at least 16 pt on paper): what a
   * table needs to know before the first hand (the minimum, the limit, how a hand pays …).
   */
  keySettings: KeySetting[];
  /** Settings always named in the one-line summary (every setting the venue changes is added). */
  summarySettings: string[];
  /** Name the special hands (condition `special-hand`) under "How to win". */
  listSpecialHands?: boolean;
  /**
   * The A4 sheet's layout for a venue file that does not choose one (its `print.descriptions`,
   * `print.columns`): what fits this ruleset's sheet on two pages in every locale. Absent: item
   * descriptions in two columns.
   */
  print?: { descriptions?: boolean; columns?: 1 | 2 | 3 };
}

export interface RulesetDef {
  id: RulesetId;
  unit: Unit;
  /** BCP 47 tag of the items' native names (`native`): `ja` for riichi, `zh-Hant` for Chinese names. */
  nativeLang: string;
  roles: SettingRoles;
  guide: GuideLayout;
  /**
   * Venues of this ruleset may state how a game's final scores are settled (riichi: uma and oka over
   * `players`), shown on their guides and sheets beside the setting `redFives` names (the number of
   * red fives, which is scored) — not scored itself. Absent: no settlement block.
   */
  settlement?: { players: number; redFives?: string };
  /** The liability rules its presets may play (`PresetDef.liability` names one). */
  liability?: readonly LiabilityRule[];
  /** The optional input fields this ruleset reads: the calculator asks only for these. */
  inputs: readonly OptionalInput[];
  /** Numbers of the rule data that the ruleset's prose names (`{{fuRound}}` …), by name. */
  proseNumbers: Readonly<Record<string, number>>;
  /** Tiles in a winning hand before kongs: 14, or 17 for the Taiwanese sheet. */
  handSize: 14 | 17;
  /** The situational flags (`score-api.md`) this ruleset knows; any other is `unknown-flag`. */
  flags: readonly string[];
  categories: CategoryDef[];
  items: ItemDef[];
  settings: SettingDef[];
  presets: PresetDef[];
  defaultPreset: string;
  sources: Source[];
  /**
   * The sections of a venue guide and its A4 sheet, in order. Absent: one section per category, in
   * category order. Every category needs a section that collects it (or each of its items a place).
   */
  guideSections?: GuideSectionDef[];
  /** Where the module that defines the ruleset lives, for validation messages. */
  file: string;
}

/**
 * Stamp each item with the file that defines it (its path from the project root, written at the call:
 * bundles rename modules, so `import.meta.url` would name a build chunk), so validation errors can
 * point at it. A test checks that every stamp names the file that really holds the item.
 */
export function defineItems<Id extends string>(file: string, items: (ItemDef & { id: Id })[]): (ItemDef & { id: Id })[] {
  return items.map((item) => itemInOneShape({ ...item, file }) as ItemDef & { id: Id });
}

/**
 * The ids of some item lists made by `defineItems`, as a union of literals: a ruleset's detectors
 * are typed `satisfies Record<ItemIdOf<…>, Detector<…>>`, so an item without a detector, or a
 * detector without an item, does not compile.
 */
export type ItemIdOf<Lists extends readonly (readonly { id: string }[])[]> = Lists[number][number]['id'];

/**
 * A definition with every `ItemDef` field present (absent ones `undefined`), always in the same
 * order: every item then has the same object shape, so the engine's reads of `replaces`,
 * `conditions` and the rest stay monomorphic on the hot path. Presets' copies keep that order.
 */
function itemInOneShape(item: ItemDef): ItemDef {
  // Typed with every key required: a field added to ItemDef and not listed here fails to compile.
  const all: { [K in keyof Required<ItemDef>]: ItemDef[K] } = {
    id: item.id,
    category: item.category,
    value: item.value,
    valueBySetting: item.valueBySetting,
    native: item.native,
    romaji: item.romaji,
    replaces: item.replaces,
    includes: item.includes,
    notWith: item.notWith,
    conditions: item.conditions,
    off: item.off,
    enabledBy: item.enabledBy,
    onlyWhen: item.onlyWhen,
    afterOthers: item.afterOthers,
    example: item.example,
    source: item.source,
    place: item.place,
    file: item.file,
  };
  return all;
}
