/**
 * The one locale list (src/i18n/locales.ts): a bad entry is refused, naming the field.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO } from '../../src/i18n/config.ts';
import { checkLocaleList, DEFAULT_LOCALE_CODE, LOCALE_LIST, type LocaleEntry } from '../../src/i18n/locales.ts';

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
      expect(LOCALE_INFO[e.code as (typeof LOCALES)[number]]).toEqual({ ...e, intl: e.intl ?? e.tag });
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
