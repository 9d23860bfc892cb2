/**
 * The site's locales, as the code uses them: derived from the one list in `locales.ts` (checked on
 * load: a bad entry stops the Astro config, the build and the tests, naming the entry and the field).
 */
import { checkLocaleList, DEFAULT_LOCALE_CODE, LOCALE_LIST, type LocaleEntry } from './locales.ts';
import { SCRIPT_FONTS } from './script-fonts.ts';

export type { LocaleEntry };

const problems = checkLocaleList(LOCALE_LIST, DEFAULT_LOCALE_CODE);
if (problems.length)
  throw new Error(`src/i18n/locales.ts: the locale list is wrong (${problems.length}):\n  ${problems.join('\n  ')}`);

export type Locale = (typeof LOCALE_LIST)[number]['code'];
/** The locale codes (URL segments), in the list's order: the order of the language switch. */
export const LOCALES = LOCALE_LIST.map((e) => e.code) as unknown as readonly [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = DEFAULT_LOCALE_CODE;

export interface LocaleInfo {
  /** The URL segment and folder name (`pt-br`). */
  code: Locale;
  /** The BCP 47 tag (`pt-BR`): `<html lang>`, hreflang, i18next's language. */
  tag: string;
  /** Locale for `Intl` number, date and list formatting (the tag unless the entry says otherwise). */
  intl: string;
  /** Open Graph locale (`pt_BR`). */
  ogLocale: string;
  /** The language's own name, shown in the language switcher. */
  nativeName: string;
  /** ISO 15924 script (`Latn`, `Deva`): picks the font. */
  script: string;
  /** Its script's letters carry marks above and below the line (`SCRIPT_FONTS[script].marks`): the pages' `<html data-marks>`. */
  marks: boolean;
}

export const LOCALE_INFO = Object.fromEntries(
  (LOCALE_LIST as readonly LocaleEntry[]).map((e) => [
    e.code,
    { code: e.code as Locale, tag: e.tag, intl: e.intl ?? e.tag, ogLocale: e.ogLocale, nativeName: e.nativeName, script: e.script, marks: !!SCRIPT_FONTS[e.script]?.marks },
  ]),
) as Record<Locale, LocaleInfo>;

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}
