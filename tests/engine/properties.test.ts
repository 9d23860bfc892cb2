import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decompose, type Decomposition } from '../../src/core/decompose.ts';
import { parseTiles } from '../../src/core/parse.ts';
import { emptyCounts, tilesToString, type Counts } from '../../src/core/tiles.ts';
import { validateHand } from '../../src/core/validate.ts';
import { handReadings, type Reading } from '../../src/core/waits.ts';
import { winningKinds } from '../../src/core/winning-kinds.ts';

// ---------------------------------------------------------------------------------------------
// An independent oracle: choose sets in code order from every set the tiles allow (not lowest-tile-first).

const ALL_SETS: { kind: 'chow' | 'pung'; first: number }[] = [];
for (let k = 0; k < 34; k++) ALL_SETS.push({ kind: 'pung', first: k });
for (let s = 0; s < 3; s++) for (let n = 0; n < 7; n++) ALL_SETS.push({ kind: 'chow', first: s * 9 + n });

function setKinds(s: { kind: string; first: number }): number[] {
  return s.kind === 'chow' ? [s.first, s.first + 1, s.first + 2] : s.kind === 'pung' ? [s.first, s.first, s.first] : [s.first, s.first, s.first, s.first];
}

function oracle(c: Counts, sets: number): string[] {
  const out: string[] = [];
  // Only sets whose tiles are all present can take part.
  const candidates = ALL_SETS.filter((s) => {
    const need = emptyCounts();
    return setKinds(s).every((k) => ++need[k] <= c[k]);
  });
  const pick = (from: number, left: number, chosen: string[]): void => {
    if (left === 0) {
      const rest = [...c.keys()].filter((k) => c[k] > 0);
      if (rest.length === 1 && c[rest[0]] === 2) out.push(`${[...chosen].sort().join(' ')} | ${rest[0]}`);
      return;
    }
    for (let i = from; i < candidates.length; i++) {
      const ks = setKinds(candidates[i]);
      ks.forEach((k) => c[k]--);
      if (ks.every((k) => c[k] >= 0)) pick(i, left - 1, [...chosen, `${candidates[i].kind}${candidates[i].first}`]);
      ks.forEach((k) => c[k]++);
    }
  };
  pick(0, sets, []);
  return out.sort();
}

function key(d: Decomposition): string {
  return `${d.sets.map((s) => `${s.kind}${s.first}`).sort().join(' ')} | ${d.pair}`;
}

// ---------------------------------------------------------------------------------------------
// Random complete hands

const setArb = fc.oneof(
  fc.record({ kind: fc.constant<'chow'>('chow'), first: fc.integer({ min: 0, max: 2 }).chain((s) => fc.integer({ min: s * 9, max: s * 9 + 6 })) }),
  fc.record({ kind: fc.constant<'pung'>('pung'), first: fc.integer({ min: 0, max: 33 }) }),
  fc.record({ kind: fc.constant<'kong'>('kong'), first: fc.integer({ min: 0, max: 33 }) }),
);

interface RandomHand {
  sets: { kind: 'chow' | 'pung' | 'kong'; first: number }[];
  pair: number;
  declared: boolean[];
  meldStyle: number[];
  winIndex: number;
  selfDrawn: boolean;
}

function handArb(handSize: 14 | 17) {
  const n = (handSize - 2) / 3;
  return fc
    .record({
      sets: fc.array(setArb, { minLength: n, maxLength: n }),
      pair: fc.integer({ min: 0, max: 33 }),
      declared: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      meldStyle: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
      winIndex: fc.nat(),
      selfDrawn: fc.boolean(),
    })
    .filter((h: RandomHand) => {
      const c = emptyCounts();
      for (const s of h.sets) for (const k of setKinds(s)) c[k]++;
      c[h.pair] += 2;
      // a kong is always declared; a hand with every set declared still has the pair concealed
      return c.every((x) => x <= 4);
    });
}

function toInput(h: RandomHand) {
  const concealed: number[] = [h.pair, h.pair];
  const melds: { kind: string; tiles: string }[] = [];
  h.sets.forEach((s, i) => {
    if (s.kind === 'kong') {
      melds.push({ kind: ['kan-open', 'kan-added', 'kan-closed'][h.meldStyle[i] % 3], tiles: tilesToString(setKinds(s)) });
    } else if (h.declared[i]) {
      melds.push({ kind: s.kind === 'chow' ? 'chi' : 'pon', tiles: tilesToString(setKinds(s)) });
    } else concealed.push(...setKinds(s));
  });
  const win = concealed[h.winIndex % concealed.length];
  return {
    raw: { hand: tilesToString(concealed), melds, winTile: tilesToString([win]), win: h.selfDrawn ? 'self-drawn' : 'discard' },
    meldCount: melds.length,
  };
}

function readingCounts(r: Reading): Counts {
  const c = emptyCounts();
  for (const s of r.sets) for (const k of setKinds(s)) c[k]++;
  if (r.shape === 'standard') c[r.pair!] += 2;
  return c;
}

// ---------------------------------------------------------------------------------------------

describe('parser properties', () => {
  it('never throws: a result or an invalid-notation error at a position inside the string', () => {
    const check = (s: string) => {
      const r = parseTiles(s);
      if (!r.ok) {
        expect(r.error.code).toBe('invalid-notation');
        expect(r.error.position).toBeGreaterThanOrEqual(0);
        expect(r.error.position).toBeLessThan(s.length);
      }
    };
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), check), { numRuns: 2000 });
    const mpszish = fc.string({ unit: fc.constantFrom(...'0123456789mpszf xM.'.split('')), maxLength: 30 });
    fc.assert(fc.property(mpszish, check), { numRuns: 3000 });
  });
  it('prints and reads back any tile list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 33 }), { maxLength: 20 }), (kinds) => {
        const r = parseTiles(tilesToString(kinds));
        expect(r.ok && r.tiles.map((t) => (t.type === 'tile' ? t.kind : -1))).toEqual(kinds);
      }),
    );
  });
});

describe('validator properties', () => {
  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = validateHand(v, { handSize: 14, knownFlags: ['riichi'] });
        expect(r.ok).toBe(false);
      }),
      { numRuns: 500 },
    );
    const field = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }));
    fc.assert(
      fc.property(fc.record({ hand: field, winTile: field, win: field, melds: fc.oneof(field, fc.array(fc.record({ kind: field, tiles: field }), { maxLength: 3 })), flags: field, bonusTiles: field }), (v) => {
        const r = validateHand(v, { handSize: 14, knownFlags: ['riichi'] });
        if (!r.ok) expect(typeof r.error.message).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('decomposition properties', () => {
  for (const size of [14, 17] as const) {
    it(`random complete ${size}-tile hands validate, decompose, and every reading adds back to the hand`, () => {
      fc.assert(
        fc.property(handArb(size), (h) => {
          const { raw, meldCount } = toInput(h);
          const v = validateHand(raw, { handSize: size, knownFlags: [] });
          if (!v.ok) throw new Error(`${JSON.stringify(raw)}: ${v.error.message}`);
          const rs = handReadings(v.hand);
          expect(rs.length).toBeGreaterThan(0);
          for (const r of rs) {
            expect(Array.from(readingCounts(r))).toEqual(Array.from(v.hand.all));
            expect(r.sets.filter((s) => s.meld !== null)).toHaveLength(meldCount);
            if (r.winSet >= 0) expect(setKinds(r.sets[r.winSet])).toContain(v.hand.winTile);
            else expect(r.pair).toBe(v.hand.winTile);
          }
          // the waiting hand waits on the winning tile
          const waiting = v.hand.concealed.slice();
          waiting[v.hand.winTile]--;
          expect(winningKinds(waiting, v.hand.melds, size)).toContain(v.hand.winTile);
        }),
        { numRuns: 1500 },
      );
    });
  }
  it('decompose finds exactly the readings of an independent brute-force search', () => {
    fc.assert(
      fc.property(handArb(14), (h) => {
        const c = emptyCounts();
        for (const s of h.sets) for (const k of setKinds(s.kind === 'kong' ? { ...s, kind: 'pung' } : s)) c[k]++;
        c[h.pair] += 2;
        expect(decompose(c, 4).map(key).sort()).toEqual(oracle(c, 4));
      }),
      { numRuns: 300 },
    );
  });
  it('agrees with the oracle on random tile draws (mostly not winning)', () => {
    const draw = fc
      .array(fc.integer({ min: 0, max: 26 }), { minLength: 8, maxLength: 8 })
      .map((ks) => {
        const c = emptyCounts();
        ks.forEach((k) => c[k]++);
        return c;
      })
      .filter((c) => c.every((x) => x <= 4));
    fc.assert(
      fc.property(draw, (c) => {
        expect(decompose(c, 2).map(key).sort()).toEqual(oracle(c, 2));
      }),
      { numRuns: 1000 },
    );
  });
});
