import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkResources, formatKeyProblems } from '../../src/i18n/check.ts';
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
