/**
 * i18next for the build (pages, PDFs, the command line). The browser never loads i18next: pages pass
 * the strings an island needs. Importing this module checks every locale for missing or extra keys
 * and fails (the build, the tests) with the list.
 */
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale } from './config.ts';
import { checkResources, formatKeyProblems } from './check.ts';
import { requiredKeys } from './required.ts';
import { NAMESPACES, resources } from './resources.ts';

export { LOCALES, LOCALE_INFO, DEFAULT_LOCALE, type Locale };
export { isLocale } from './config.ts';

const problems = checkResources(resources, DEFAULT_LOCALE, requiredKeys());
if (problems.length) throw new Error(formatKeyProblems(problems));

const cache = new Map<Locale, TFunction>();

/** The translate function of a locale (namespaced keys: `riichi:items.chinitsu.name`, `ui:nav.home`). */
export function getT(locale: Locale): TFunction {
  let t = cache.get(locale);
  if (!t) {
    const inst = i18next.createInstance();
    inst.init({
      lng: locale,
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'ui',
      resources: resources as unknown as Record<string, Record<string, object>>,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key that is not found is a bug; the check above makes it impossible for data keys.
      saveMissing: false,
    });
    t = inst.t.bind(inst) as TFunction;
    cache.set(locale, t);
  }
  return t;
}

/** Numbers formatted for the locale (Indian digit grouping in Hindi, dot grouping in Indonesian). */
export function formatNumber(locale: Locale, n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].intl, options).format(n);
}

/** A date (ISO `YYYY-MM-DD`) formatted for the locale. */
export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
