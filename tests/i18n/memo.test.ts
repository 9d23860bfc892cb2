/**
 * The translate function the build uses remembers its answers (`memoT`, src/i18n/index.ts): the same
 * strings as i18next's own for every key of every locale, plurals and placeholders included; a key that
 * does not resolve throws on every call; a call it cannot key (a key list, an object option) goes to
 * i18next as it is.
 */
import { describe, expect, it } from 'vitest';
import { flatten } from '../../src/i18n/check.ts';
import { LOCALES, LOCALE_INFO } from '../../src/i18n/config.ts';
import { createT, getT, memoT, MissingTranslationError } from '../../src/i18n/index.ts';
import { resources } from '../../src/i18n/resources.ts';

type T = (key: unknown, o?: unknown) => unknown;

describe('memoT', () => {
  it('answers as i18next does, for every key of every locale, asked twice', () => {
    let asked = 0;
    for (const locale of LOCALES) {
      const plain = createT(LOCALE_INFO[locale], resources[locale]) as unknown as T;
      const memo = getT(locale) as unknown as T;
      for (const [ns, tree] of Object.entries(resources[locale]))
        for (const key of flatten(tree as never).keys()) {
          const plural = /_(one|other|few|many|two|zero)$/.test(key);
          const full = `${ns}:${key.replace(/_(one|other|few|many|two|zero)$/, '')}`;
          // A plural key is asked with a count only (without one, no form is chosen: a page never asks so).
          for (const o of [...(plural ? [] : [undefined]), { count: 1 }, { count: 5, name: 'Ab', amount: 3, value: 'x', n: 2 }]) {
            const a = plain(full, o);
            expect(memo(full, o), `${locale} ${full} ${JSON.stringify(o)}`).toBe(a);
            expect(memo(full, o)).toBe(a);
            asked++;
          }
        }
    }
    expect(asked).toBeGreaterThan(3000);
  });
  it('throws for a key that does not resolve, every time', () => {
    const t = getT('en') as unknown as T;
    for (let i = 0; i < 2; i++) expect(() => t('ui:no.such.key')).toThrow(MissingTranslationError);
  });
  it('passes a call it cannot key on to i18next', () => {
    const calls: unknown[][] = [];
    const inner = ((...a: unknown[]) => (calls.push(a), `r${calls.length}`)) as never;
    const t = memoT(inner) as unknown as T;
    expect(t('a')).toBe('r1');
    expect(t('a')).toBe('r1');
    expect(t('a', { count: 2 })).toBe('r2');
    expect(t('a', { count: 2 })).toBe('r2');
    // Object and non-finite options, key lists: never remembered.
    expect(t('a', { list: [1] })).toBe('r3');
    expect(t('a', { list: [1] })).toBe('r4');
    expect(t('a', { count: Number.NaN })).toBe('r5');
    expect(t('a', { count: Number.NaN })).toBe('r6');
    expect(t(['a', 'b'])).toBe('r7');
    expect(t(['a', 'b'])).toBe('r8');
    expect(calls.length).toBe(8);
  });
});
