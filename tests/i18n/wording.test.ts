/**
 * Wording a reader reported, in every locale: an item scored in a tier is named with its tier without
 * brackets inside brackets ("Step Up — three (or four) stepped chows", not "Step Up (three (or four)
 * stepped chows)").
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, getT, type Locale } from '../../src/i18n/index.ts';
import { scoredItemName, type FormatContext } from '../../src/i18n/format.ts';
import { rulesets } from '../../src/rules/index.ts';

const ctx = (locale: Locale, ns: string): FormatContext => {
  const t = getT(locale);
  return { t: (key, options) => t(key, options ?? {}), num: (n) => String(n), ns, unit: '' };
};

/** Whether a bracket opens inside another ("a (b (c) d)"). */
function nested(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '(') {
      if (depth > 0) return true;
      depth++;
    } else if (c === ')') depth = Math.max(0, depth - 1);
  }
  return false;
}

describe('an item scored in a tier', () => {
  it.each([
    ['en', 'Step Up — three (or four) stepped chows'],
    ['hi', 'बढ़ते क्रम — तीन (या चार) बढ़ते क्रम'],
    ['id', 'Step Up — tiga (atau empat) Chow bertangga'],
  ] as [Locale, string][])('%s: its name, a dash, the tier (Step Up)', (locale, expected) => {
    const c = ctx(locale, 'taiwan-club');
    const name = c.t('taiwan-club:items.step-up.name');
    expect(scoredItemName(name, { id: 'step-up', value: 10, how: { tier: 'three' } } as never, c)).toBe(expected);
  });

  it('no tiered item of any ruleset, in any locale, has brackets inside brackets', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const locale of LOCALES)
      for (const rs of rulesets) {
        const c = ctx(locale, rs.id);
        for (const item of rs.items) {
          if (item.value.kind !== 'tiers') continue;
          for (const tier of item.value.tiers) {
            const text = scoredItemName(c.t(`${rs.id}:items.${item.id}.name`), { id: item.id, value: 1, how: { tier: tier.id } } as never, c);
            checked++;
            if (nested(text)) bad.push(`${locale} ${rs.id} ${item.id}.${tier.id}: ${text}`);
          }
        }
      }
    expect(checked).toBeGreaterThan(40);
    expect(bad).toEqual([]);
  });
});
