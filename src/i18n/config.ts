/**
 * The site's locales. Adding a locale: one entry here, one resource set under `locales/<code>/`,
 * and one line per namespace in `resources.ts`. The completeness check fails the build until every
 * key exists.
 */
export const LOCALES = ['en', 'hi', 'id'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  /** The language's own name, shown in the language switcher. */
  nativeName: string;
  /** BCP 47 tag for `<html lang>` and hreflang. */
  htmlLang: string;
  /** Locale for `Intl` number and date formatting. */
  intl: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { code: 'en', nativeName: 'English', htmlLang: 'en', intl: 'en-GB' },
  hi: { code: 'hi', nativeName: 'हिन्दी', htmlLang: 'hi', intl: 'hi-IN' },
  id: { code: 'id', nativeName: 'Bahasa Indonesia', htmlLang: 'id', intl: 'id-ID' },
};

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}
