/**
 * `winningKinds` skips kinds that cannot complete a hand (a kind with no held neighbour, a suit
 * whose count one tile cannot fix, special shapes more than a tile away) and tests the groups (suits,
 * honours) one by one: the kinds it gives must be exactly those a plain test of every kind with
 * `isComplete` gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpecialShape } from '../../src/core/waits.ts';
import { isComplete, readingShowsSecondKind, winningKinds } from '../../src/core/winning-kinds.ts';
import { handReadings } from '../../src/core/waits.ts';
import { validateHand, waitingCounts } from '../../src/core/validate.ts';
import { engines } from '../../src/engine/engines.ts';
import { validateOptions } from '../../src/engine/score.ts';
import { resolveSettings } from '../../src/rules/presets.ts';
import { generateHands as generateGolden, seedOf } from './golden-hands.ts';
import { emptyCounts, type Counts } from '../../src/core/tiles.ts';
import { generateHands } from '../../scripts/bench-hands.ts';
import { parseTiles } from '../../src/core/parse.ts';

function plainWinningKinds(waiting: Counts, melds: { kinds: number[] }[], handSize: number, shapes: readonly SpecialShape[]): number[] {
  const held = waiting.slice();
  for (const m of melds) for (const k of m.kinds) held[k]++;
  const out: number[] = [];
  for (let k = 0; k < 34; k++) {
    if (held[k] >= 4) continue;
    const c = waiting.slice();
    c[k]++;
    if (isComplete(c, melds.length, handSize, shapes)) out.push(k);
  }
  return out;
}

function kindsOf(text: string): number[] {
  const r = parseTiles(text, 'hand');
  return r.ok ? r.tiles.flatMap((t) => (t.type === 'tile' ? [t.kind] : [])) : [];
}

const TW_SHAPES: SpecialShape[] = ['niko-niko', 'thirteen-orphans-17', 'sixteen-orphans'];
const HK_SHAPES: SpecialShape[] = ['seven-pairs', 'thirteen-orphans'];

describe('winningKinds', () => {
  it('equals the plain test of every kind on generated waiting hands (winning tile taken out)', () => {
    for (const [ruleset, size, shapes] of [['taiwan-club', 17, TW_SHAPES], ['hong-kong', 14, HK_SHAPES]] as const) {
      for (const h of generateHands(ruleset, 3000, 21)) {
        const c = emptyCounts();
        for (const k of kindsOf(h.hand)) c[k]++;
        c[kindsOf(h.winTile)[0]]--;
        const melds = (h.melds ?? []).map((m) => ({ kinds: kindsOf(m.tiles) }));
        expect(winningKinds(c, melds, size, shapes)).toEqual(plainWinningKinds(c, melds, size, shapes));
      }
    }
  }, 60_000);

  it('equals the plain test on random closed tiles, near-orphans and near-pairs hands included', () => {
    const orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    const tilesArb = fc.oneof(
      fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 16, maxLength: 16 }),
      fc.array(fc.constantFrom(...orphans, 1, 4, 7, 10, 13, 16, 19, 22, 25), { minLength: 16, maxLength: 16 }),
      fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 8, maxLength: 8 }).map((ks) => [...ks, ...ks]),
      fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 13, maxLength: 13 }),
      // Sixteen orphans (seven honours, three spaced numbers per suit, a pair) less one tile.
      fc
        .record({ starts: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 }), pair: fc.integer({ min: 0, max: 16 }), out: fc.nat(16) })
        .map(({ starts, pair, out }) => {
          const tiles = [27, 28, 29, 30, 31, 32, 33, ...starts.flatMap((st, suit) => [st, st + 3, st + 6].map((n) => suit * 9 + n))];
          tiles.push(tiles[pair]);
          tiles.splice(out, 1);
          return tiles;
        }),
      // Thirteen orphans with a pair and one more set (17 tiles), less one tile.
      fc
        .record({ pair: fc.constantFrom(...orphans), first: fc.integer({ min: 0, max: 6 }), suit: fc.integer({ min: 0, max: 2 }), out: fc.nat(16) })
        .map(({ pair, first, suit, out }) => {
          const tiles = [...orphans, pair, suit * 9 + first, suit * 9 + first + 1, suit * 9 + first + 2];
          tiles.splice(out, 1);
          return tiles;
        }),
    );
    fc.assert(
      fc.property(tilesArb, (tiles) => {
        const c = emptyCounts();
        for (const k of tiles) c[k]++;
        if (c.some((n) => n > 4)) return;
        const size = tiles.length === 13 ? 14 : 17;
        const shapes = size === 17 ? TW_SHAPES : HK_SHAPES;
        expect(winningKinds(c, [], size, shapes)).toEqual(plainWinningKinds(c, [], size, shapes));
      }),
      { numRuns: 5000 },
    );
  }, 60_000);
});

describe('readingShowsSecondKind', () => {
  it('says so only where the search finds two winning kinds or more, and saves the search for many hands', () => {
    // Every ruleset's engine: each validated hand of the golden generator (flags and melds included), its readings.
    for (const engine of engines) {
      const rs = engine.ruleset;
      const settings = resolveSettings(rs);
      const shapes = engine.shapes(rs.items, settings);
      const options = validateOptions(rs, engine, settings);
      let shown = 0;
      let hands = 0;
      for (const raw of generateGolden(rs.id, [], 4000, seedOf('second-kind'))) {
        const v = validateHand(raw, options);
        if (!v.ok) continue;
        const readings = handReadings(v.hand, shapes);
        if (readings.length === 0) continue;
        hands++;
        if (!readingShowsSecondKind(readings, v.hand.all)) continue;
        shown++;
        expect(plainWinningKinds(waitingCounts(v.hand), v.hand.melds, rs.handSize, shapes).length, rs.id).toBeGreaterThanOrEqual(2);
      }
      expect(hands, rs.id).toBeGreaterThan(1000);
      // Two-sided and pair-to-pung waits are common: the shortcut must be taken, not only be right.
      expect(shown, rs.id).toBeGreaterThan(hands / 5);
    }
  }, 120_000);

  it('counts the other side of a two-sided wait and the other pair, not a kind whose four copies are held', () => {
    const hk = engines.find((e) => e.ruleset.handSize === 14 && !e.indicators)!;
    const options = validateOptions(hk.ruleset, hk, resolveSettings(hk.ruleset));
    const shows = (concealed: string, winTile: string, wait?: string) => {
      const v = validateHand({ hand: concealed, winTile, win: 'discard' }, options);
      if (!v.ok) throw new Error(v.error.message);
      return readingShowsSecondKind(handReadings(v.hand).filter((r) => wait === undefined || r.wait === wait), v.hand.all);
    };
    // 23m won on 1m: 4m wins too.
    expect(shows('1m2m3m 4p5p6p 7s8s9s 1z1z1z 5p5p', '1m')).toBe(true);
    // 23m won on 1m with all four 4m in the hand: 4m cannot win, and nothing else shows a second kind.
    expect(shows('1m2m3m 4m4m4m 4m5m6m 1z1z1z 5p5p', '1m')).toBe(false);
    // 5p5p and 1z1z waiting, won on 1z: 5p wins too.
    expect(shows('1m2m3m 4p5p6p 7s8s9s 1z1z1z 5p5p', '1z', 'pair-to-pung')).toBe(true);
    // A single wait on the pair shows no second kind by itself.
    expect(shows('1m2m3m 4p5p6p 7s8s9s 1z1z1z 5p5p', '5p', 'single')).toBe(false);
  });
});
