/**
 * The glossary of a locale: the one term the site writes for each game concept, the variants it
 * forbids, the names (native, romanisation, a club's English name) that may stand beside it, and —
 * where the source documents disagree — the decision taken and the seed lines behind it.
 *
 * Terms of concepts live here (`<locale>.json`); the names of yaku and hands are the item names of the
 * i18n resources (`items.<id>.name`), one per item, and the glossary adds only what may stand beside
 * them and the variants that must not replace them. `tests/i18n/glossary.test.ts` holds every page the
 * project writes (dist/, the calculator's strings, the PDFs) to these lists.
 */
import type { RulesetId } from '../../core/api.ts';

/** Where a concept belongs on the glossary page. */
export type GlossaryGroup = 'tiles' | 'sets' | 'play' | 'scoring' | 'payments';

export const GLOSSARY_GROUPS: readonly GlossaryGroup[] = ['tiles', 'sets', 'play', 'scoring', 'payments'];

/** A line of a source document quoted as evidence (never shown on a page: our pages use our words). */
export interface SeedLine {
  /** The seed file's number: `000`, `001`, `002`, `004`. */
  seed: string;
  quote: string;
}

export interface Decision {
  /** The decision in the locale's language, as the glossary page shows it. */
  text: string;
  seeds: SeedLine[];
}

export interface Forbidden {
  /** The variant, matched case-sensitively as a whole word (or phrase). */
  text: string;
  /**
   * The variant may stand inside an item name of the locale (Indonesian writes the English item names
   * of seed 004: "Own Flower" holds "Flower"); elsewhere it is forbidden.
   */
  inNames?: boolean;
  /** Only on the pages of these rulesets (a Hong Kong name is fine on its own page, not on riichi's). */
  rulesets?: RulesetId[];
}

export interface GlossaryEntry {
  /** The concept (the same id in every locale): `tile`, `self-draw`, `dealer` … */
  id: string;
  group: GlossaryGroup;
  /** The one term; `forms` are its inflections or compounds the pages also use. */
  term: string;
  forms?: string[];
  /** A ruleset's own word for the concept, written beside the term on that ruleset's pages (riichi: ron, tsumo). */
  rulesetTerms?: Partial<Record<RulesetId, string>>;
  forbid?: Forbidden[];
  /** Names that may stand beside the term (a native name, a romanisation), and where. */
  beside?: string[];
  decision?: Decision;
}

/** How the names of one ruleset's items are written in this locale. */
export interface NameRules {
  ruleset: RulesetId;
  /**
   * What may stand beside an item's name on its row: `native` (the Chinese or Japanese characters),
   * `romaji` (riichi's romanisation), `club` (the English name of the club sheet, `items.<id>.club`).
   */
  beside: ('native' | 'romaji' | 'club')[];
  /** Variants of particular names, by item id. */
  forbid?: Record<string, string[]>;
  decision?: Decision;
}

export interface Glossary {
  locale: string;
  entries: GlossaryEntry[];
  names: NameRules[];
  /**
   * For a locale whose script is not Latin: the Latin words and phrases a sentence may still hold
   * (organisations, abbreviations, key names). Tile notation, numbers and addresses are always allowed.
   */
  latin?: { allow: string[]; decision?: Decision };
}
