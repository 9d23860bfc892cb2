/**
 * Which fonts draw each script: the data the font step (src/integrations/fonts.mjs) ships the site's
 * fonts from, and the venue check (src/venues/validate.ts) tells what a venue's texts can print with.
 */

/**
 * The fonts of each script: the `script` (ISO 15924) of a locale in `src/i18n/locales.ts` picks its
 * entry. A locale whose script has no entry fails the build.
 * - `subsets`: subsets of @fontsource/noto-sans copied whole — never cut by characters (shaping
 *   Devanagari needs the script's whole GSUB tables). Latin is always shipped.
 * - `letters`: subsets cut to the letters the site's text uses (alphabets of precomposed letters only).
 * - `family`: the faces get this family, named only on the pages and elements of the script's locales
 *   (the others draw the locales' own names from `Hefen Names`). Without it: `Noto Sans`, everywhere.
 * - `han`: the Han-like characters the locale's strings use are cut from @fontsource/noto-sans-<han>
 *   (family `HAN_FAMILY[han]`), as the native names of the rule data are.
 * - `marks`: its letters carry vowel signs and marks above and below the line (Devanagari and the
 *   other Indic scripts). The pages of its locales say so (`<html data-marks>`, see `LOCALE_INFO`),
 *   and the styles key on that, never on a language: more line height, no spaced-out capitals, and
 *   in print the marks at the font's default places, so that a PDF's text extracts whole.
 */
export const SCRIPT_FONTS: Readonly<Record<string, { subsets?: readonly string[]; letters?: readonly string[]; family?: string; han?: 'tc' | 'jp'; marks?: boolean }>> = {
  Latn: { subsets: ['latin'], letters: ['latin-ext', 'vietnamese'] },
  Deva: { subsets: ['devanagari'], family: 'Hefen Deva', marks: true },
  Cyrl: { subsets: ['cyrillic'], letters: ['cyrillic-ext'], family: 'Hefen Cyrl' },
  Grek: { subsets: ['greek'], letters: ['greek-ext'], family: 'Hefen Grek' },
  Hant: { han: 'tc' },
  Jpan: { han: 'jp' },
};

/** `U+4e00-4e05,U+4e08` → ranges. */
export function parseUnicodeRange(s: string): [number, number][] {
  return s
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      const [a, b] = part.split('-');
      const lo = parseInt(a, 16);
      return [lo, b === undefined ? lo : parseInt(b, 16)];
    });
}

/** Code points drawn with the Han fonts: CJK radicals … CJK compatibility, full-width forms, ext. B+. */
export function isHanLike(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  );
}
