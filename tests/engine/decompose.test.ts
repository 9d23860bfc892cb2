import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decompose,
  isStandardComplete,
  nikoNiko,
  setsNeeded,
  sevenPairs,
  sixteenOrphans,
  thirteenOrphans,
  thirteenOrphans17,
  type Decomposition,
} from '../../src/core/decompose.ts';
import { tilesToString } from '../../src/core/tiles.ts';
import { counts, k } from './engine-helpers.ts';

/** "p1m c2m c3m c3m | 22m": pungs p, chows c, then the pair. */
function show(d: Decomposition): string {
  return `${d.sets.map((s) => (s.kind === 'pung' ? 'p' : 'c') + tilesToString([s.first])).join(' ')} | ${tilesToString([d.pair, d.pair])}`;
}

describe('setsNeeded', () => {
  it('is 4 or 5 sets minus the declared melds', () => {
    expect(setsNeeded(14, 0)).toBe(4);
    expect(setsNeeded(14, 3)).toBe(1);
    expect(setsNeeded(17, 0)).toBe(5);
    expect(setsNeeded(17, 2)).toBe(3);
  });
});

describe('decompose (standard sets + pair)', () => {
  it('finds every reading of 11122233344455m', () => {
    expect(decompose(counts('11122233344455m'), 4).map(show).sort()).toEqual(
      ['c1m c1m c1m p4m | 55m', 'p1m c2m c2m c2m | 55m', 'p1m c2m c3m c3m | 22m', 'p1m p2m p3m p4m | 55m'].sort(),
    );
  });
  it('reads 12345678999m123p one way', () => {
    expect(decompose(counts('12345678999m123p'), 4).map(show)).toEqual(['c1m c4m c7m c1p | 99m']);
  });
  it('reads the nine-gates shape with each extra tile', () => {
    for (let n = 1; n <= 9; n++) {
      const c = counts('1112345678999m');
      c[k(`${n}m`)]++;
      expect(decompose(c, 4).length).toBeGreaterThan(0);
    }
  });
  it('reads a 17-tile hand as 5 sets + pair', () => {
    expect(decompose(counts('123456789m123p555z11z'), 5).map(show)).toEqual(['c1m c4m c7m c1p p5z | 11z']);
    expect(decompose(counts('123456789m123p555z11z'), 4)).toEqual([]);
  });
  it('leaves room for declared melds', () => {
    expect(decompose(counts('234m22s'), 1).map(show)).toEqual(['c2m | 22s']);
    expect(decompose(counts('22s'), 0).map(show)).toEqual([' | 22s']);
    expect(decompose(counts('123456789m11z'), 3).map(show)).toEqual(['c1m c4m c7m | 11z']);
  });
  it('separates 111m 123m from 3 × 123m correctly', () => {
    expect(decompose(counts('111222333m456p11z'), 4).map(show).sort()).toEqual(
      ['c1m c1m c1m c4p | 11z', 'p1m p2m p3m c4p | 11z'].sort(),
    );
  });
  it('handles four of a kind in the hand', () => {
    expect(decompose(counts('111123456m678p99s'), 4).map(show)).toEqual(['p1m c1m c4m c6p | 99s']);
    expect(decompose(counts('11112233m456p789s'), 4).map(show)).toEqual(['c1m c1m c4p c7s | 11m']);
  });
  it('rejects non-winning tiles and wrong counts', () => {
    expect(decompose(counts('1234567m1234567p'), 4)).toEqual([]);
    expect(decompose(counts('11z22z33z44z55z66z77z'), 4)).toEqual([]);
    expect(decompose(counts('1111z234m567p789s'), 4)).toEqual([]);
    expect(decompose(counts('123m'), 4)).toEqual([]);
    expect(isStandardComplete(counts('11z22z33z44z55z66z77z'), 4)).toBe(false);
    expect(isStandardComplete(counts('234m567p22s345678s'), 4)).toBe(true);
  });
  it('does not change the counts it is given', () => {
    const c = counts('11122233344455m');
    const before = Array.from(c);
    decompose(c, 4);
    isStandardComplete(c, 4);
    expect(Array.from(c)).toEqual(before);
  });
});

describe('special shapes', () => {
  it('seven pairs, distinct or with a four as two pairs', () => {
    expect(sevenPairs(counts('1122m3344p5566s77z'), false)).toEqual([k('1m'), k('2m'), k('3p'), k('4p'), k('5s'), k('6s'), k('7z')]);
    expect(sevenPairs(counts('1111m33p44p5566s77z'), false)).toBeNull();
    expect(sevenPairs(counts('1111m33p44p5566s77z'), true)).toEqual([k('1m'), k('1m'), k('3p'), k('4p'), k('5s'), k('6s'), k('7z')]);
    expect(sevenPairs(counts('1122m3344p5566s7z'), true)).toBeNull();
    expect(sevenPairs(counts('111m2m3344p5566s77z'), true)).toBeNull();
  });
  it('thirteen orphans (14 tiles)', () => {
    expect(thirteenOrphans(counts('19m19p19s12345677z'))).toBe(k('7z'));
    expect(thirteenOrphans(counts('119m19p19s1234567z'))).toBe(k('1m'));
    expect(thirteenOrphans(counts('19m19p19s1234566z'))).toBeNull();
    expect(thirteenOrphans(counts('129m19p19s1234567z'))).toBeNull();
  });
  it('Niko Niko: seven pairs + one pung (17 tiles), a four counts as two pairs', () => {
    expect(nikoNiko(counts('11223344556677m888p'))).toEqual({
      pairs: [k('1m'), k('2m'), k('3m'), k('4m'), k('5m'), k('6m'), k('7m')],
      pung: k('8p'),
      fours: [],
    });
    expect(nikoNiko(counts('1111223344m5566p777s'))).toEqual({
      pairs: [k('1m'), k('1m'), k('2m'), k('3m'), k('4m'), k('5p'), k('6p')],
      pung: k('7s'),
      fours: [k('1m')],
    });
    expect(nikoNiko(counts('11223344556677m88p'))).toBeNull();
    expect(nikoNiko(counts('112233445566m777p888s'))).toBeNull();
  });
  it('Taiwanese 13 Orphans: the 13 + a pair of one + one set', () => {
    expect(thirteenOrphans17(counts('19m19p19s11234567z234m'))).toEqual([{ pair: k('1z'), set: { kind: 'chow', first: k('2m') } }]);
    expect(thirteenOrphans17(counts('19m19p19s12345677z555p'))).toEqual([{ pair: k('7z'), set: { kind: 'pung', first: k('5p') } }]);
    // the extra set may use orphan kinds: 1m × 4 = single + pair + … no; 123m uses a 1m
    expect(thirteenOrphans17(counts('1119m19p19s1234567z23m'))).toEqual([{ pair: k('1m'), set: { kind: 'chow', first: k('1m') } }]);
    expect(thirteenOrphans17(counts('19m19p19s1234567z2345m'))).toEqual([]);
    expect(thirteenOrphans17(counts('19m19p19s11234567z235m'))).toEqual([]);
  });
  it('16 Orphans: three numbers ≥ 3 apart per suit, seven honours, one pair', () => {
    expect(sixteenOrphans(counts('147m258p369s1234567z1m'))).toEqual({
      pair: k('1m'),
      numbers: [
        [1, 4, 7],
        [2, 5, 8],
        [3, 6, 9],
      ],
    });
    expect(sixteenOrphans(counts('159m159p269s12345677z'))?.pair).toBe(k('7z'));
    expect(sixteenOrphans(counts('146m258p369s1234567z1m'))).toBeNull(); // 4 and 6 too close
    expect(sixteenOrphans(counts('147m258p369s123456z11m'))).toBeNull(); // no 7z
    expect(sixteenOrphans(counts('1477m258p369s1234567z'))?.pair).toBe(k('7m'));
    expect(sixteenOrphans(counts('1147m258p36s1234567z'))).toBeNull(); // two numbers in s
  });
});

/**
 * The plain search over all 34 kinds in order (pair kinds ascending; at each kind one pung plus
 * chows, then only chows), as the readings were first found: `decompose`, which combines the splits
 * of each suit, must list exactly these readings in this order.
 */
function referenceDecompose(c: number[], sets: number): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  const chows = (i: number, n: number) => i < 27 && i % 9 <= 6 && c[i + 1] >= n && c[i + 2] >= n;
  const take = (i: number, a: number, b: number) => {
    c[i] -= a;
    c[i + 1] -= b;
    c[i + 2] -= b;
  };
  function search(i: number, pair: number): void {
    while (i < 34 && c[i] === 0) i++;
    if (i === 34) {
      if (stack.length === sets) out.push(`${stack.join(' ')} | ${tilesToString([pair, pair])}`);
      return;
    }
    const n = c[i];
    const depth = stack.length;
    if (n >= 3 && (n === 3 || chows(i, n - 3))) {
      take(i, n, n - 3);
      stack.push(`p${tilesToString([i])}`, ...Array<string>(n - 3).fill(`c${tilesToString([i])}`));
      search(i + 1, pair);
      stack.length = depth;
      take(i, -n, -(n - 3));
    }
    if (chows(i, n)) {
      take(i, n, n);
      stack.push(...Array<string>(n).fill(`c${tilesToString([i])}`));
      search(i + 1, pair);
      stack.length = depth;
      take(i, -n, -n);
    }
  }
  for (let p = 0; p < 34; p++) {
    if (c[p] < 2) continue;
    c[p] -= 2;
    search(0, p);
    c[p] += 2;
  }
  return out;
}

describe('decompose: the same readings, in the same order, as a plain search over all kinds', () => {
  it('for random hands of 14 and 17 tiles built from sets and a pair, and random tiles', () => {
    const set = fc.oneof(
      fc.integer({ min: 0, max: 2 }).chain((s) => fc.integer({ min: s * 9, max: s * 9 + 6 })).map((f) => [f, f + 1, f + 2]),
      fc.integer({ min: 0, max: 33 }).map((f) => [f, f, f]),
    );
    const hand = fc.oneof(
      fc.tuple(fc.integer({ min: 4, max: 5 }), fc.integer({ min: 0, max: 33 })).chain(([n, pair]) =>
        fc.array(set, { minLength: n, maxLength: n }).map((sets) => ({ sets: n, kinds: [...sets.flat(), pair, pair] })),
      ),
      fc.integer({ min: 4, max: 5 }).chain((n) =>
        fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 3 * n + 2, maxLength: 3 * n + 2 }).map((kinds) => ({ sets: n, kinds })),
      ),
    );
    fc.assert(
      fc.property(hand, ({ sets, kinds }) => {
        const c = new Array<number>(34).fill(0);
        for (const kind of kinds) c[kind]++;
        if (c.some((n) => n > 4)) return;
        const got = decompose(c.slice(), sets).map(show);
        expect(got).toEqual(referenceDecompose(c, sets));
      }),
      { numRuns: 3000 },
    );
  });
});
