import { describe, expect, it } from 'vitest';
import { type Detectors } from '../../src/core/detect.ts';
import { detect } from '../../src/engine/detection.ts';
import { toScoredItems } from '../../src/engine/detect-items.ts';
import { best } from '../../src/engine/ruleset-engine.ts';
import type { ItemDef } from '../../src/core/ruleset.ts';

const ex = { hand: '11m', winTile: '1m', win: 'discard' as const };
const src = { source: 's' };
const def = (id: string, value: ItemDef['value'], rel: Partial<ItemDef> = {}): ItemDef => ({
  id, category: 'c', value, example: ex, source: src, ...rel,
});

const items: ItemDef[] = [
  def('half', { kind: 'fixed', amount: 3 }),
  def('full', { kind: 'fixed', amount: { closed: 6, open: 5 } }, { replaces: ['half'] }),
  def('closed-only', { kind: 'fixed', amount: { closed: 3, open: null } }),
  def('dragon', { kind: 'fixed', amount: 1, each: 'set' }),
  def('run', { kind: 'tiers', tiers: [{ id: 'two', amount: 5 }, { id: 'three', amount: 15 }] }),
  def('limit-hand', { kind: 'limit' }, { notWith: ['half'] }),
  def('big', { kind: 'yakuman', times: 1 }),
];

type Ctx = Record<string, ReturnType<Detectors<unknown>[string]>>;
const detectors: Detectors<Ctx> = Object.fromEntries(items.map((i) => [i.id, (c: Ctx) => c[i.id]]));

describe('detect: values come from the definitions', () => {
  it('values plain, closed/open, counted and tiered hits', () => {
    const ctx: Ctx = { half: true, full: true, 'closed-only': true, dragon: { count: 2 }, run: { tiers: ['three', 'two'] } };
    expect(toScoredItems(detect(items, detectors, ctx, true))).toEqual([
      { id: 'half', value: 3 },
      { id: 'full', value: 6 },
      { id: 'closed-only', value: 3 },
      { id: 'dragon', value: 2, count: 2, how: { count: 2 } },
      { id: 'run', value: 20, tier: 'three', count: 2, how: { tier: 'three' } },
    ]);
    // Open hand: the open value, and a closed-only item does not count.
    expect(toScoredItems(detect(items, detectors, { full: true, 'closed-only': true }, false))).toEqual([{ id: 'full', value: 5 }]);
  });

  it('fails loudly when an item has no detector', () => {
    expect(() => detect(items, {}, {}, true)).toThrow(/No detector for item "half"/);
  });
});

describe('best', () => {
  it('keeps the first candidate with the highest key', () => {
    expect(best(['a', 'b', 'c', 'd'], (c) => ({ a: [1, 5], b: [2, 0], c: [2, 0], d: [1, 9] })[c]!)).toBe('b');
  });
});

describe('items decided after the others (afterOthers)', () => {
  it('run last, on the items found so far, and keep the catalogue order', async () => {
    const { detectAfterOthers, splitAfterOthers } = await import('../../src/engine/detect-items.ts');
    const defs: ItemDef[] = [
      def('chicken', { kind: 'fixed', amount: 0 }, { afterOthers: true }),
      def('flower', { kind: 'fixed', amount: 1, each: 'tile' }),
      def('pung', { kind: 'fixed', amount: 1 }),
    ];
    type C = { found: readonly import('../../src/core/detect.ts').Found[] | null; flowers: number };
    const det: Detectors<C> = {
      chicken: (c) => c.found !== null && c.found.every((f) => f.value === 0),
      flower: (c) => (c.flowers ? { count: c.flowers } : false),
      pung: () => false,
    };
    const { first, after } = splitAfterOthers(defs);
    expect(first.map((d) => d.id)).toEqual(['flower', 'pung']);
    expect(after.map((d) => d.id)).toEqual(['chicken']);
    const order = new Map(defs.map((d, i) => [d.id, i]));
    const run = (flowers: number) => {
      const ctx: C = { found: null, flowers };
      const found = detectAfterOthers(detect(first, det, ctx, true), after, det, ctx, true, order);
      expect(ctx.found).toBeNull();
      return toScoredItems(found);
    };
    expect(run(0)).toEqual([{ id: 'chicken', value: 0 }]);
    expect(run(2)).toEqual([{ id: 'flower', value: 2, count: 2, how: { count: 2 } }]);
  });
});
