import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkResources, formatKeyProblems, placeholders } from '../../src/i18n/check.ts';
import { LOCALES } from '../../src/i18n/config.ts';
import { requiredKeys } from '../../src/i18n/required.ts';
import { NAMESPACES, resources } from '../../src/i18n/resources.ts';
import { root } from '../site/dist.mjs';

describe('translation completeness check', () => {
  it('finds missing, extra and empty keys in any locale', () => {
    const problems = checkResources(
      {
        en: { ui: { a: 'A', b: { c: 'C' } } },
        hi: { ui: { a: 'ए', b: { c: '' }, z: 'extra' } },
        id: { ui: { b: { c: 'C' } } },
      },
      'en',
      { ui: ['a', 'd'] },
    );
    expect(problems).toEqual([
      { locale: 'en', namespace: 'ui', key: 'd', problem: 'missing' },
      { locale: 'hi', namespace: 'ui', key: 'b.c', problem: 'empty' },
      { locale: 'hi', namespace: 'ui', key: 'z', problem: 'extra' },
      { locale: 'id', namespace: 'ui', key: 'a', problem: 'missing' },
    ]);
    expect(formatKeyProblems(problems)).toContain('id/ui.json › a: missing');
  });
});

describe('placeholders', () => {
  it('are read by name, whatever the spacing, format or order', () => {
    expect(placeholders('Checked on {{date}}; {{ n, number }} of {{- total}} ({{n}})')).toEqual(['date', 'n', 'total']);
    expect(placeholders('no placeholder, {single} braces')).toEqual([]);
  });

  it('must match English: a renamed, dropped or added placeholder is named with both sets', () => {
    const problems = checkResources(
      {
        en: { 'taiwan-club': { scope: { checked: 'Checked against the sheet on {{date}}.' }, n: '{{a}} and {{b}}', m: 'plain' } },
        id: { 'taiwan-club': { scope: { checked: 'Diperiksa pada {{tanggal}}.' }, n: '{{b}} dan {{a}}, {{a}}', m: 'ada {{x}}' } },
        hi: { 'taiwan-club': { scope: { checked: 'जाँचा गया।' }, n: '{{a}} और {{b}}', m: 'सादा' } },
      },
      'en',
      {},
    );
    expect(problems).toEqual([
      { locale: 'id', namespace: 'taiwan-club', key: 'scope.checked', problem: 'placeholders', found: ['tanggal'], expected: ['date'], reference: 'en' },
      { locale: 'id', namespace: 'taiwan-club', key: 'm', problem: 'placeholders', found: ['x'], expected: [], reference: 'en' },
      { locale: 'hi', namespace: 'taiwan-club', key: 'scope.checked', problem: 'placeholders', found: [], expected: ['date'], reference: 'en' },
    ]);
    const text = formatKeyProblems(problems);
    expect(text).toContain('id/taiwan-club.json › scope.checked: placeholders {{tanggal}}, but en/taiwan-club.json has {{date}}');
    expect(text).toContain('hi/taiwan-club.json › scope.checked: placeholders none, but en/taiwan-club.json has {{date}}');
  });

  it('let a plural form leave out {{count}}, and only {{count}}', () => {
    const check = (one: string) =>
      checkResources({ en: { ui: { pts_one: '{{count}} point', pts_other: '{{count}} points' } }, hi: { ui: { pts_one: one, pts_other: '{{count}} अंक' } } }, 'en', {});
    expect(check('एक अंक')).toEqual([]);
    expect(check('{{n}} अंक').map((p) => [p.key, p.found])).toEqual([['pts_one', ['n']]]);
  });
});

describe('the shipped translations', () => {
  it('have every key the rule data needs, and the same keys in every locale', () => {
    const problems = checkResources(resources, 'en', requiredKeys());
    // Listing the keys makes the failure say what to add.
    expect(problems.length ? formatKeyProblems(problems) : '').toBe('');
  });

  it('are the locales of src/i18n/locales.ts: one folder each, no other, every namespace in it', () => {
    const dir = join(root, 'src', 'i18n', 'locales');
    const folders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual([...LOCALES].sort());
    for (const l of LOCALES) {
      expect(readdirSync(join(dir, l)).sort(), l).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
      expect(Object.keys(resources[l]).sort(), l).toEqual([...NAMESPACES].sort());
    }
  });

  it('come with the prose of every locale (content/prose/<locale>/), and no other', () => {
    const dir = join(root, 'content', 'prose');
    expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort());
    for (const l of LOCALES) expect(readdirSync(join(dir, l)), l).toContain('about.mdx');
  });
});
