/**
 * The one locale list (src/i18n/locales.ts) and what the i18n set-up does with it: a bad entry is
 * refused, naming the field; a key a page asks for that does not resolve throws instead of coming
 * back raw; every key of English resolves in every locale.
 */
import { describe, expect, it } from 'vitest';
import { flatten } from '../../src/i18n/check.ts';
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO } from '../../src/i18n/config.ts';
import { createT, getT, MissingTranslationError } from '../../src/i18n/index.ts';
import { checkLocaleList, DEFAULT_LOCALE_CODE, LOCALE_LIST, type LocaleEntry } from '../../src/i18n/locales.ts';
import { NAMESPACES, resources } from '../../src/i18n/resources.ts';
import { SCRIPT_FONTS } from '../../src/i18n/script-fonts.ts';

const ptBr: LocaleEntry = { code: 'pt-br', tag: 'pt-BR', ogLocale: 'pt_BR', nativeName: 'Português (Brasil)', script: 'Latn' };
const zhHant: LocaleEntry = { code: 'zh-hant', tag: 'zh-Hant', ogLocale: 'zh_TW', nativeName: '繁體中文', script: 'Hant' };
/** The default locale's entry, then the entries given (each a change to pt-BR): they are locale 2, 3 … */
const english = (LOCALE_LIST as readonly LocaleEntry[]).find((e) => e.code === DEFAULT_LOCALE_CODE)!;
const check = (...extra: Partial<LocaleEntry>[]) =>
  checkLocaleList([english, ...extra.map((e) => ({ ...ptBr, ...e }))], DEFAULT_LOCALE_CODE);

describe('the locale list', () => {
  it('is valid, and is what the site uses', () => {
    expect(checkLocaleList(LOCALE_LIST, DEFAULT_LOCALE_CODE)).toEqual([]);
    expect([...LOCALES]).toEqual(LOCALE_LIST.map((e) => e.code));
    expect(DEFAULT_LOCALE).toBe(DEFAULT_LOCALE_CODE);
    for (const e of LOCALE_LIST as readonly LocaleEntry[])
      expect(LOCALE_INFO[e.code as (typeof LOCALES)[number]]).toEqual({ ...e, intl: e.intl ?? e.tag, marks: SCRIPT_FONTS[e.script]?.marks === true });
  });

  it('takes a region or script locale written the canonical way', () => {
    expect(check(ptBr)).toEqual([]);
    expect(check(zhHant)).toEqual([]);
  });

  it('refuses a tag i18next and browsers would spell differently (zh-hant is zh-Hant)', () => {
    expect(check({ ...zhHant, tag: 'zh-hant' })).toEqual([
      'locale 2 ("zh-hant"): tag "zh-hant" must be written in canonical form, "zh-Hant" (i18next and browsers use that form)',
    ]);
    expect(check({ tag: 'pt_BR' })).toEqual(['locale 2 ("pt-br"): tag "pt_BR" is not a BCP 47 language tag']);
  });

  it('refuses a URL segment that is not lowercase, a bad og:locale, an empty name, a repeated code or tag', () => {
    expect(check({ code: 'pt-BR' })[0]).toMatch(/^locale 2 \("pt-BR"\): code must be a URL segment/);
    expect(check({ ogLocale: 'pt-BR' })).toEqual([
      'locale 2 ("pt-br"): ogLocale "pt-BR" must be language_TERRITORY (e.g. "pt_BR", "zh_TW")',
    ]);
    expect(check({ nativeName: ' ' })).toEqual(['locale 2 ("pt-br"): nativeName is empty']);
    expect(check(ptBr, { ...ptBr, ogLocale: 'pt_PT' })).toEqual([
      'locale 3 ("pt-br"): code "pt-br" is listed twice',
      'locale 3 ("pt-br"): tag "pt-BR" is listed twice',
    ]);
  });

  it('refuses a script that is not the tag’s, and a right-to-left language', () => {
    expect(check({ script: 'Thai' })).toEqual(['locale 2 ("pt-br"): script "Thai" is not the script of pt-BR, "Latn" (ISO 15924)']);
    expect(check({ code: 'ar', tag: 'ar', ogLocale: 'ar_EG', script: 'Arab' })).toEqual([
      'locale 2 ("ar"): ar is written right to left; the layouts are left-to-right only (dir="ltr")',
    ]);
  });

  it('needs the default locale', () => {
    expect(checkLocaleList([ptBr], 'en')).toEqual(['the default locale "en" is not in the list']);
  });
});

describe('a translation that does not resolve', () => {
  const res = { ui: { site: { name: 'Guia' }, empty: '', unit: 'pt', desc: 'Plain', desc_club: 'For the club' } };
  const t = createT(ptBr, res) as unknown as (key: string, o?: Record<string, unknown>) => string;

  it('resolves what exists, with i18next’s context and plural fallbacks', () => {
    expect(t('ui:site.name')).toBe('Guia');
    expect(t('ui:desc', { context: 'club' })).toBe('For the club');
    expect(t('ui:desc', { context: 'other-preset' })).toBe('Plain');
    expect(t('ui:unit', { count: 2 })).toBe('pt');
  });

  it('throws, naming the locale, the namespace and the key — never returns the key', () => {
    expect(() => t('ui:ref.titleSuffix')).toThrow(MissingTranslationError);
    expect(() => t('ui:ref.titleSuffix')).toThrow('locale pt-br (i18next language pt-BR): "ui:ref.titleSuffix" has no translation');
    expect(() => t('riichi:meta.name')).toThrow('"riichi:meta.name" has no translation');
    expect(() => t('ui:nope', { count: 3 })).toThrow('"ui:nope" has no translation');
  });

  it('throws for an empty string and for a group of keys', () => {
    expect(() => t('ui:empty')).toThrow('"ui:empty" has no translation');
    expect(() => t('ui:site')).toThrow('"ui:site" is a group of keys, not a string');
  });

  it('throws when i18next would look the language up under another spelling (zh-hant → zh-Hant)', () => {
    expect(() => createT({ code: 'zh-hant', tag: 'zh-hant' }, res)).toThrow(
      'i18next looks up "zh-Hant", "zh", never "zh-hant", where the resources are',
    );
  });

  it('throws for a locale that is not in the list', () => {
    expect(() => getT('not-a-locale' as (typeof LOCALES)[number])).toThrow('"not-a-locale" is not a locale of src/i18n/locales.ts');
  });
});

describe.each(LOCALES)('every key of English, in %s', (locale) => {
  it('resolves through getT to the locale’s own string', () => {
    const t = getT(locale) as unknown as (key: string) => string;
    let n = 0;
    for (const ns of NAMESPACES)
      for (const [key, value] of flatten(resources[locale][ns])) {
        // A string with placeholders comes back filled (here: left as they are, no values given).
        expect(t(`${ns}:${key}`), `${ns}:${key}`).toBe(value);
        n++;
      }
    expect(n).toBe(NAMESPACES.reduce((a, ns) => a + flatten(resources[DEFAULT_LOCALE][ns]).size, 0));
  });
});
