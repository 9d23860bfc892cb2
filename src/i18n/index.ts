/**
 * i18next for the build (pages, PDFs, the command line). The browser never loads i18next: pages pass
 * the strings an island needs. Importing this module checks every locale for missing or extra keys
 * and for placeholders that differ from English, and fails (the build, the tests) with the list; at
 * run time, a key a page asks for that does not resolve throws (`createT`): no page shows a raw key.
 */
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale } from './config.ts';
import { checkResources, formatKeyProblems } from './check.ts';
import { requiredKeys } from './required.ts';
import { NAMESPACES, resources, type Namespace, type ResourceTree } from './resources.ts';

export { LOCALES, LOCALE_INFO, DEFAULT_LOCALE, type Locale };
export { isLocale } from './config.ts';

const problems = checkResources(resources, DEFAULT_LOCALE, requiredKeys());
if (problems.length) throw new Error(formatKeyProblems(problems));

/** A string a page asked for that does not resolve: the build stops rather than show a raw key. */
export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
}

/**
 * An i18next `t` for one locale that never returns a raw key: a key that does not resolve to a
 * non-empty string (missing, empty, or an object), and a language i18next does not find the
 * resources under, throw a `MissingTranslationError` naming the locale, the namespace and the key.
 * i18next is given the locale's BCP 47 tag (`pt-BR`), and the resources under that same tag.
 */
export function createT(
  locale: { code: string; tag: string },
  res: Partial<Record<Namespace, ResourceTree>>,
): TFunction {
  const where = `locale ${locale.code} (i18next language ${locale.tag})`;
  const fail = (ns: string, key: string, why: string): never => {
    throw new MissingTranslationError(
      `${where}: "${ns}:${key}" ${why}; a page would show the raw key. ` +
        `Add it to src/i18n/locales/${DEFAULT_LOCALE}/${ns}.json and every locale, or fix the key where it is used.`,
    );
  };
  const inst = i18next.createInstance();
  inst.init({
    lng: locale.tag,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'ui',
    resources: { [locale.tag]: res as Record<string, object> },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    // Every key that does not resolve reaches the handler (once, not once per plural form), which throws.
    saveMissing: true,
    saveMissingPlurals: false,
    missingKeyHandler: (_lngs, ns, key) => fail(ns, key, 'has no translation'),
    returnedObjectHandler: (key, _value, options) =>
      fail(String((options as { ns?: string[] }).ns?.[0] ?? 'ui'), String(key), 'is a group of keys, not a string'),
  });
  // i18next looks languages up in canonical form (`zh-hant` as `zh-Hant`): resources stored under
  // another spelling are never found, and every key would come back raw.
  const lookedUp: string[] = inst.services.languageUtils.toResolveHierarchy(locale.tag);
  if (!lookedUp.includes(locale.tag))
    throw new MissingTranslationError(
      `${where}: i18next looks up ${lookedUp.map((l) => `"${l}"`).join(', ')}, never "${locale.tag}", where the ` +
        `resources are; the tag in src/i18n/locales.ts must be the canonical BCP 47 form`,
    );
  return inst.t.bind(inst) as TFunction;
}

const cache = new Map<Locale, TFunction>();

/** Distinct lookups remembered per locale at most (then the memory starts over): far more than a build asks. */
const MEMO_LIMIT = 200_000;

/**
 * `t` with its answers remembered: the resources never change during a run, so a key asked again
 * with the same plain options (strings, numbers, booleans, as every page passes) has the same answer.
 * i18next's own lookup (key parsing, namespace and plural resolution, interpolation) was a third of
 * the site step's time, the same few thousand strings asked for on every venue page. A call with a
 * key list or an object option goes to i18next as it is; a key that does not resolve still throws,
 * every time (nothing is remembered for it).
 */
export function memoT(t: TFunction): TFunction {
  let memo = new Map<string, string>();
  const plain = (v: unknown) => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';
  const memoized = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const call = t as unknown as (...a: unknown[]) => unknown;
    if (typeof key !== 'string' || rest.length || (options !== undefined && (typeof options !== 'object' || options === null || !Object.values(options).every(plain))))
      return call(key, options, ...rest);
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    const hit = memo.get(id);
    if (hit !== undefined) return hit;
    const out = call(key, options);
    if (typeof out === 'string') {
      if (memo.size >= MEMO_LIMIT) memo = new Map();
      memo.set(id, out);
    }
    return out;
  };
  return memoized as unknown as TFunction;
}

/** The translate function of a locale (namespaced keys: `riichi:items.chinitsu.name`, `ui:nav.home`). */
export function getT(locale: Locale): TFunction {
  let t = cache.get(locale);
  if (!t) {
    const info = LOCALE_INFO[locale];
    if (!info) throw new MissingTranslationError(`"${locale}" is not a locale of src/i18n/locales.ts`);
    t = memoT(createT(info, resources[locale]));
    cache.set(locale, t);
  }
  return t;
}

/**
 * Formatters made once per locale and options: making an `Intl` formatter costs far more than
 * formatting with it, and a build formats hundreds of thousands of numbers.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** Numbers formatted for the locale (Indian digit grouping in Hindi, dot grouping in Indonesian). */
export function formatNumber(locale: Locale, n: number, options?: Intl.NumberFormatOptions): string {
  const key = options ? `${locale}\u0000${JSON.stringify(options)}` : locale;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_INFO[locale].intl, options);
    numberFormats.set(key, f);
  }
  return f.format(n);
}

/** A date (ISO `YYYY-MM-DD`) formatted for the locale. */
export function formatDate(locale: Locale, iso: string): string {
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, f);
  }
  return f.format(new Date(`${iso}T00:00:00Z`));
}
