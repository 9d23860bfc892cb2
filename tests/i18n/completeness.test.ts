import { describe, expect, it } from 'vitest';
import { checkResources, formatKeyProblems } from '../../src/i18n/check.ts';
import { LOCALES } from '../../src/i18n/config.ts';
import { requiredKeys } from '../../src/i18n/required.ts';
import { resources } from '../../src/i18n/resources.ts';

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

describe('the shipped translations', () => {
  it('have every key the rule data needs, and the same keys in every locale', () => {
    const problems = checkResources(resources, 'en', requiredKeys());
    // Listing the keys makes the failure say what to add.
    expect(problems.length ? formatKeyProblems(problems) : '').toBe('');
  });

  it('cover the three locales', () => {
    expect([...LOCALES]).toEqual(['en', 'hi', 'id']);
    for (const l of LOCALES) expect(Object.keys(resources[l]).sort()).toEqual(['hong-kong', 'riichi', 'taiwan-club', 'ui']);
  });
});
