/**
 * Property tests over random valid riichi hands (four sets + a pair, some declared; seven distinct
 * pairs): the totals agree with the items, payments add up, fu are whole tens (or 25).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Flag, HandInput, MeldInput, ScoreResult } from '../../src/core/api.ts';
import { engine } from '../../src/engine/riichi/index.ts';
import { createScorer } from '../../src/engine/score.ts';
import { tilesToString } from '../../src/core/tiles.ts';

const scorer = createScorer([engine]);
const STICK = 1000;
const WINDS = ['east', 'south', 'west', 'north'] as const;

type SetSpec = { kind: 'chow' | 'pung' | 'kong'; first: number; declared: boolean; meld: number };

const setArb: fc.Arbitrary<SetSpec> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant<'chow'>('chow'), first: fc.integer({ min: 0, max: 2 }).chain((s) => fc.integer({ min: s * 9, max: s * 9 + 6 })), declared: fc.boolean(), meld: fc.constant(0) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant<'pung'>('pung'), first: fc.integer({ min: 0, max: 33 }), declared: fc.boolean(), meld: fc.constant(0) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant<'kong'>('kong'), first: fc.integer({ min: 0, max: 33 }), declared: fc.constant(true), meld: fc.integer({ min: 0, max: 2 }) }) },
);

const KONG_MELDS = ['kan-open', 'kan-added', 'kan-closed'] as const;

function setKinds(s: SetSpec): number[] {
  if (s.kind === 'chow') return [s.first, s.first + 1, s.first + 2];
  return Array(s.kind === 'pung' ? 3 : 4).fill(s.first);
}

const handArb = fc
  .record({
    sets: fc.array(setArb, { minLength: 4, maxLength: 4 }),
    pair: fc.integer({ min: 0, max: 33 }),
    winPick: fc.nat(),
    selfDrawn: fc.boolean(),
    seat: fc.constantFrom(...WINDS),
    round: fc.constantFrom('east', 'south'),
    riichi: fc.constantFrom<Flag[]>([], ['riichi'], ['double-riichi'], ['riichi', 'ippatsu']),
    dora: fc.integer({ min: 0, max: 33 }),
    ura: fc.integer({ min: 0, max: 33 }),
    honba: fc.integer({ min: 0, max: 5 }),
    sticks: fc.integer({ min: 0, max: 4 }),
    preset: fc.constantFrom('ema-2016', 'ema-2025', 'wrc-2025'),
    openPinfuFu: fc.constantFrom(30, 20),
    redFives: fc.boolean(),
  })
  .map((g): HandInput | null => {
    const counts = new Array<number>(34).fill(0);
    for (const s of g.sets) for (const k of setKinds(s)) counts[k]++;
    counts[g.pair] += 2;
    counts[g.dora]++;
    counts[g.ura]++;
    if (counts.some((n) => n > 4)) return null;
    const concealed: number[] = [g.pair, g.pair];
    const melds: MeldInput[] = [];
    for (const s of g.sets) {
      if (!s.declared) concealed.push(...setKinds(s));
      else if (s.kind === 'chow') melds.push({ kind: 'chi', tiles: tilesToString(setKinds(s)) });
      else if (s.kind === 'pung') melds.push({ kind: 'pon', tiles: tilesToString(setKinds(s)) });
      else melds.push({ kind: KONG_MELDS[s.meld], tiles: tilesToString(setKinds(s)) });
    }
    const open = melds.some((m) => m.kind !== 'kan-closed');
    return {
      ruleset: 'riichi',
      preset: g.preset,
      settings: { openPinfuFu: g.openPinfuFu, redFives: g.redFives },
      hand: tilesToString(concealed, true),
      melds,
      winTile: tilesToString([concealed[g.winPick % concealed.length]]),
      win: g.selfDrawn ? 'self-drawn' : 'discard',
      seatWind: g.seat,
      roundWind: g.round as 'east' | 'south',
      flags: open ? [] : g.riichi,
      doraIndicators: tilesToString([g.dora]),
      uraDoraIndicators: tilesToString([g.ura]),
      honba: g.honba,
      riichiSticks: g.sticks,
    };
  })
  .filter((h): h is HandInput => h !== null);

/** Seven distinct pairs, closed, with or without riichi. */
const pairsArb = fc
  .record({
    kinds: fc.uniqueArray(fc.integer({ min: 0, max: 33 }), { minLength: 7, maxLength: 7 }),
    winPick: fc.integer({ min: 0, max: 6 }),
    selfDrawn: fc.boolean(),
    riichi: fc.boolean(),
  })
  .map(
    (g): HandInput => ({
      ruleset: 'riichi',
      hand: tilesToString(g.kinds.flatMap((k) => [k, k]), true),
      winTile: tilesToString([g.kinds[g.winPick]]),
      win: g.selfDrawn ? 'self-drawn' : 'discard',
      seatWind: 'south',
      flags: g.riichi ? ['riichi'] : [],
    }),
  );

function checkInvariants(h: HandInput, r: ScoreResult): void {
  if (!r.ok) {
    // A valid complete hand either scores or has no yaku.
    expect(r.error.code, r.error.message).toBe('no-yaku');
    expect(r.han).toBe((r.items ?? []).reduce((a, i) => a + i.value, 0));
    expect(r.fu! % 10 === 0 || r.fu === 25).toBe(true);
    return;
  }
  const sum = r.items.reduce((a, i) => a + i.value, 0);
  if (r.limit === null) {
    expect(r.han).toBe(sum);
    expect(r.han).toBeGreaterThan(0);
  }
  expect(r.fu! % 10 === 0 || r.fu === 25, `fu ${r.fu}`).toBe(true);
  expect(r.fu).toBeGreaterThanOrEqual(20);
  const paid = r.payments.reduce((a, p) => a + p.amount * (p.count ?? 1), 0);
  expect(paid).toBe(r.total - (h.riichiSticks ?? 0) * STICK);
  // Three payers on a self-draw, one on a discard.
  expect(r.payments.reduce((a, p) => a + (p.count ?? 1), 0)).toBe(h.win === 'discard' ? 1 : 3);
  for (const p of r.payments) expect(p.amount % 100).toBe(0);
  // At least one item is a yaku (not dora); ura dora only with riichi.
  expect(r.items.some((i) => !['dora', 'ura-dora', 'aka-dora'].includes(i.id))).toBe(true);
  const riichi = (h.flags ?? []).some((f) => f === 'riichi' || f === 'double-riichi');
  if (!riichi) expect(r.items.map((i) => i.id)).not.toContain('ura-dora');
}

describe('riichi properties (random valid hands)', () => {
  it('han = sum of item values (no limit); payments add up to total minus sticks; fu are tens or 25', () => {
    fc.assert(
      fc.property(handArb, (h) => {
        checkInvariants(h, scorer.score(h));
      }),
      { numRuns: 3000 },
    );
  });

  it('seven pairs: 25 fu with chiitoitsu (unless a standard reading pays more: ryanpeikou, or a yakuman)', () => {
    fc.assert(
      fc.property(pairsArb, (h) => {
        const r = scorer.score(h);
        checkInvariants(h, r);
        expect(r.ok).toBe(true);
        if (r.ok) {
          const got = r.items.map((i) => i.id);
          if (got.includes('chiitoitsu')) expect(r.fu).toBe(25);
          else expect(r.limit === 'yakuman' || got.includes('ryanpeikou'), JSON.stringify(r)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a closed hand scores at least as much with riichi as without', () => {
    fc.assert(
      fc.property(handArb, (h) => {
        if ((h.melds ?? []).some((m) => m.kind !== 'kan-closed')) return;
        const without = scorer.score({ ...h, flags: [] });
        const withRiichi = scorer.score({ ...h, flags: ['riichi'] });
        expect(withRiichi.ok).toBe(true);
        if (without.ok && withRiichi.ok) expect(withRiichi.total).toBeGreaterThanOrEqual(without.total);
      }),
      { numRuns: 1000 },
    );
  });
});
