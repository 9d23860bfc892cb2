/**
 * The one meaning of the relations (src/engine/relations.ts), on small made-up catalogues: what is
 * left out by replaces / includes, how notWith splits a reading into alternatives, and the value an
 * including item gives up when a third item replaces what it includes.
 */
import { describe, expect, it } from 'vitest';
import type { Detectors } from '../../src/core/detect.ts';
import type { ItemDef } from '../../src/core/ruleset.ts';
import { detect } from '../../src/engine/detection.ts';
import { toScoredItems } from '../../src/engine/detect-items.ts';
import { alternatives } from '../../src/engine/relations.ts';

const ex = { hand: '11m', winTile: '1m', win: 'discard' as const };
const def = (id: string, amount: number, rel: Partial<ItemDef> = {}): ItemDef => ({
  id, category: 'c', value: { kind: 'fixed', amount }, example: ex, source: { source: 's' }, ...rel,
});
/** Every item of `defs` holds; the alternatives as lists of "id value". */
function alts(defs: ItemDef[]): string[][] {
  const det: Detectors<unknown> = Object.fromEntries(defs.map((d) => [d.id, () => true]));
  return alternatives(detect(defs, det, {}, true)).map((alt) => toScoredItems(alt).map((i) => `${i.id} ${i.value}`));
}

describe('replaces and includes', () => {
  it('leave out the replaced and the included item', () => {
    expect(alts([def('half', 3), def('full', 6, { replaces: ['half'] })])).toEqual([['full 6']]);
    expect(alts([def('pung', 1), def('dragons', 5, { includes: ['pung'] })])).toEqual([['dragons 5']]);
  });

  it('are read on an item that notWith leaves out of an alternative', () => {
    // b replaces a; b and c never combine: a stays out of both alternatives.
    expect(alts([def('a', 1), def('b', 2, { replaces: ['a'], notWith: ['c'] }), def('c', 3)])).toEqual([['b 2'], ['c 3']]);
  });
});

describe('not combined with', () => {
  it('splits the reading: with the first item having a partner, then without it', () => {
    expect(alts([def('x', 1), def('a', 2, { notWith: ['b'] }), def('b', 3)])).toEqual([
      ['x 1', 'a 2'],
      ['x 1', 'b 3'],
    ]);
  });

  it('holds when only one side names the other', () => {
    expect(alts([def('a', 2), def('b', 3, { notWith: ['a'] })])).toEqual([['a 2'], ['b 3']]);
  });

  it('splits a chain into every combination that has no pair together', () => {
    // a–b and b–c never combine: {a, c} is an alternative, so a + c can beat b alone.
    expect(alts([def('a', 2, { notWith: ['b'] }), def('b', 3, { notWith: ['c'] }), def('c', 2)])).toEqual([
      ['a 2', 'c 2'],
      ['b 3'],
      ['c 2'],
    ]);
  });
});

describe('counted once', () => {
  const defs = [
    def('all-pungs', 3),
    def('mixed', 4, { includes: ['all-pungs'] }),
    def('four-concealed', 8, { replaces: ['all-pungs'] }),
  ];

  it('an item including one that a third item replaces gives that value up', () => {
    expect(alts(defs)).toEqual([['mixed 1', 'four-concealed 8']]);
  });

  it('keeps its whole value when nothing else replaces what it includes', () => {
    expect(alts(defs.slice(0, 2))).toEqual([['mixed 4']]);
  });

  it('is decided per alternative', () => {
    const split = [...defs.slice(0, 2), def('four-concealed', 8, { replaces: ['all-pungs'], notWith: ['mixed'] })];
    expect(alts(split)).toEqual([['mixed 4'], ['four-concealed 8']]);
  });
});
