/**
 * "This hand under other rules" (`src/engine/compare.ts`): one hand under every preset and venue of
 * its ruleset, each row set against a baseline — the items, numbers, limit and payments that differ,
 * the settings that differ and whether each changes this hand, the item rules behind it. Expected
 * values worked out by hand from the specs (riichi.md's kiriage and fu, hong-kong.md's curves and
 * gun, taiwan-club.md's minimum ladder); the lists of presets and venues come from the data.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreSuccess } from '../../src/core/api.ts';
import { compareHand, compositionsOf, resultDifferences, sameResult, type Composition } from '../../src/engine/compare.ts';
import { scorer } from '../../src/engine/engines.ts';
import { getRuleset } from '../../src/rules/index.ts';
import { readVenues } from '../../src/venues/files.ts';
import { toExtraPresets } from '../../src/venues/preset.ts';
import { switchedPreset } from '../../src/lib/calc-state.ts';
import { root } from '../site/dist.mjs';

const venues = toExtraPresets(readVenues(root));
const s = scorer(venues);
const run = (ruleset: 'riichi' | 'hong-kong' | 'taiwan-club', hand: Record<string, unknown>, baseline: Composition) => {
  const rs = getRuleset(ruleset);
  return compareHand({ ruleset, ...hand }, baseline, compositionsOf(rs, venues), { ruleset: rs, extraPresets: venues, score: s.score });
};
const row = (c: ReturnType<typeof run>, id: string) => {
  const r = c.rows.find((x) => x.composition.id === id);
  if (!r) throw new Error(`no row ${id}`);
  return r;
};
const total = (c: ReturnType<typeof run>, id: string) => {
  const r = row(c, id).result;
  return r.ok ? r.total : r.error.code;
};

describe('compositionsOf', () => {
  it.each(['riichi', 'hong-kong', 'taiwan-club'] as const)('%s: every preset in catalogue order, then every venue of the ruleset', (id) => {
    const rs = getRuleset(id);
    const list = compositionsOf(rs, venues);
    expect(list).toEqual([
      ...rs.presets.map((p) => ({ id: p.id, kind: 'preset' })),
      ...venues.filter((v) => v.ruleset === id).map((v) => ({ id: v.id, kind: 'venue' })),
    ]);
    expect(list.filter((c) => c.kind === 'venue').length).toBeGreaterThan(0);
  });
});

describe('riichi: kiriage mangan (EMA 2016 plays without it)', () => {
  // 234m 567p 22s 345s 678s, ron on 8s, riichi, dora indicator 1m (dora 2m): riichi 1 + pinfu 1 +
  // tanyao 1 + dora 1 = 4 han, 30 fu (20 + closed ron 10). Non-dealer: 30 × 2^6 = 1,920 × 4 = 7,680
  // → 7,700; with kiriage (EMA 2025, WRC 2025) 4 han 30 fu is a mangan: 8,000.
  const hand = { hand: '234m567p22s345678s', winTile: '8s', win: 'discard', seatWind: 'south', flags: ['riichi'], doraIndicators: '1m' };
  const c = run('riichi', hand, { id: 'ema-2025', kind: 'preset' });

  it('scores every row as the scorer does with that preset', () => {
    expect(c.baseline.result).toMatchObject({ ok: true, total: 8000, han: 4, fu: 30, limit: 'mangan' });
    for (const r of c.rows) expect(r.result).toEqual(s.score({ ruleset: 'riichi', ...hand, preset: r.composition.id }));
    expect(total(c, 'ema-2016')).toBe(7700);
    expect(total(c, 'ema-2025')).toBe(8000);
    expect(total(c, 'wrc-2025')).toBe(8000);
  });

  it('says what differs under EMA 2016, and that kiriage is the cause (the double-wind pair fu is not)', () => {
    const r = row(c, 'ema-2016');
    expect(r.same).toBe(false);
    expect(r.current).toBe(false);
    expect(r.differs.numbers).toEqual([{ key: 'total', from: 8000, to: 7700 }]);
    expect(r.differs.limit).toEqual({ from: 'mangan', to: null });
    expect(r.differs.payments).toEqual({ from: [{ from: 'discarder', amount: 8000 }], to: [{ from: 'discarder', amount: 7700 }] });
    expect(r.differs.added).toEqual([]);
    expect(r.differs.missing).toEqual([]);
    expect(r.differs.settings).toEqual([
      { id: 'kiriage', from: true, to: false, changes: true },
      { id: 'doubleWindPairFu', from: 2, to: 4, changes: false },
    ]);
    expect(r.differs.rules).toEqual([]);
  });

  it('marks the baseline row current and the same; WRC 2025 the same, its settings of no effect here', () => {
    expect(row(c, 'ema-2025')).toMatchObject({ current: true, same: true, differs: { settings: [], numbers: [] } });
    const wrc = row(c, 'wrc-2025');
    expect(wrc.same).toBe(true);
    expect(wrc.differs.settings.length).toBeGreaterThan(0);
    expect(wrc.differs.settings.every((x) => !x.changes)).toBe(true);
  });

  it('from EMA 2016 as the baseline, the others gain the limit', () => {
    const back = run('riichi', hand, { id: 'ema-2016', kind: 'preset' });
    expect(row(back, 'ema-2025').differs.numbers).toEqual([{ key: 'total', from: 7700, to: 8000 }]);
    expect(row(back, 'ema-2025').differs.limit).toEqual({ from: null, to: 'mangan' });
  });

  it("a baseline's own setting overrides count: EMA 2025 without kiriage is EMA 2016's total", () => {
    const own = run('riichi', hand, { id: 'ema-2025', kind: 'preset', settings: { kiriage: false } });
    expect(own.baseline.result).toMatchObject({ ok: true, total: 7700 });
    const r = row(own, 'ema-2025');
    expect(r.current).toBe(true);
    expect(r.same).toBe(false);
    expect(r.differs.settings).toEqual([{ id: 'kiriage', from: false, to: true, changes: true }]);
    expect(row(own, 'ema-2016').same).toBe(true);
  });
});

describe('riichi: a venue setting (Koi Pond: open pinfu shape at 20 fu)', () => {
  const koi = venues.find((v) => v.ruleset === 'riichi' && v.settings?.openPinfuFu === 20);
  it.runIf(koi)('an open tanyao on a pinfu shape: 1 han 30 fu = 1,000 under EMA 2025, 1 han 20 fu = 700 at the venue', () => {
    // chi 234m, 567p 22s 345s 678s, ron on 8s, non-dealer: tanyao (open) 1 han. Fu 20 + 10 for the
    // open pinfu shape = 30: 30 × 2^3 × 4 = 960 → 1,000; at 20 fu: 640 → 700.
    const c = run('riichi', { hand: '567p22s345678s', melds: [{ kind: 'chi', tiles: '234m' }], winTile: '8s', win: 'discard', seatWind: 'south' }, { id: 'ema-2025', kind: 'preset' });
    expect(total(c, 'ema-2025')).toBe(1000);
    const r = row(c, koi!.id);
    expect(r.composition.kind).toBe('venue');
    expect(total(c, koi!.id)).toBe(700);
    expect(r.differs.numbers).toEqual([
      { key: 'total', from: 1000, to: 700 },
      { key: 'fu', from: 30, to: 20 },
    ]);
    expect(r.differs.settings.find((x) => x.id === 'openPinfuFu')).toEqual({ id: 'openPinfuFu', from: 30, to: 20, changes: true });
  });

  it.runIf(koi)('a row the scorer refuses is a row with its error: two red 5m where one is in play', () => {
    const c = run('riichi', { hand: '340m067m22s345678s', winTile: '8s', win: 'discard', seatWind: 'south', flags: ['riichi'] }, { id: 'ema-2025', kind: 'preset' });
    expect(total(c, 'ema-2025')).toBe(3900);
    const r = row(c, koi!.id);
    expect(r.result).toMatchObject({ ok: false, error: { code: 'too-many-copies' } });
    expect(r.differs.status).toEqual({ from: 'ok', to: 'too-many-copies' });
    expect(r.differs.settings.find((x) => x.id === 'redFives')?.changes).toBe(true);
  });
});

describe('hong-kong: seven pairs and the curve (vmc / hk-classic)', () => {
  // vmc: seven pairs is no winning hand; 112233m 445566p 77z is read as All Chows 1 + Concealed Hand 1
  // + No Flowers 1 = 3 faan: half spicy 8, half gun on a discard: 16 + 8 + 8 = 32.
  // hk-classic: Seven Pairs 4 (never Concealed Hand) + No Flowers 1 = 5 faan: full spicy 32: 64 + 32 + 32 = 128.
  const c = run('hong-kong', { hand: '112233m445566p77z', winTile: '7z', win: 'discard' }, { id: 'vmc', kind: 'preset' });
  it('totals, items added and missing, the item rule and the curve behind them', () => {
    expect(total(c, 'vmc')).toBe(32);
    expect(total(c, 'hk-classic')).toBe(128);
    const r = row(c, 'hk-classic');
    expect(r.differs.added.map((i) => [i.id, i.value])).toEqual([['seven-pairs', 4]]);
    expect(r.differs.missing.map((i) => i.id).sort()).toEqual(['all-chows', 'concealed-hand']);
    expect(r.differs.numbers).toEqual([
      { key: 'total', from: 32, to: 128 },
      { key: 'faan', from: 3, to: 5 },
    ]);
    expect(r.differs.rules).toEqual([{ id: 'seven-pairs', from: null, to: expect.objectContaining({ kind: 'fixed', amount: 4 }) }]);
    // The curve alone does not change a 3-faan hand (8 in both), but at 5 faan it does (24 against 32).
    expect(r.differs.settings).toEqual([{ id: 'curve', from: 'half-spicy', to: 'full-spicy', changes: true }]);
  });

  it('the limit: 13 faan pays 384 × 2 × 3 = 2,304 half spicy, 8,192 × 2 × 3 = 49,152 full spicy (self-drawn)', () => {
    const l = run('hong-kong', { hand: '11123456789999m', winTile: '9m', win: 'self-drawn' }, { id: 'vmc', kind: 'preset' });
    expect(total(l, 'vmc')).toBe(2304);
    expect(total(l, 'hk-classic')).toBe(49152);
    expect(row(l, 'hk-classic').differs.limit).toBeUndefined();
    expect(row(l, 'hk-classic').differs.payments).toEqual({ from: [{ from: 'each', amount: 768, count: 3 }], to: [{ from: 'each', amount: 16384, count: 3 }] });
  });
});

describe('taiwan-club: the winning minimum ladder of a venue', () => {
  const jade = venues.find((v) => v.ruleset === 'taiwan-club' && typeof v.settings?.minimum === 'object');
  it.runIf(jade)('a 20-point hand in the South round: below the sheet\'s 22, a win over the venue\'s 18', () => {
    const c = run(
      'taiwan-club',
      { hand: '123m678m345p678s444s99p', winTile: '9p', win: 'discard', seatWind: 'south', discarder: 'north', round: 'south' },
      { id: 'hefen-club', kind: 'preset' },
    );
    expect(c.baseline.result).toMatchObject({ ok: false, error: { code: 'below-minimum' }, points: 20 });
    const r = row(c, jade!.id);
    expect(r.result).toMatchObject({ ok: true, points: 20, total: 20 });
    expect(r.differs.status).toEqual({ from: 'below-minimum', to: 'ok' });
    expect(r.differs.numbers).toEqual([{ key: 'total', from: null, to: 20 }]);
    expect(r.differs.settings.find((x) => x.id === 'minimum')?.changes).toBe(true);
  });
});

describe('the calculator\'s items switched on or off: a baseline scored as a preset of its own', () => {
  it('hk-classic with Seven Pairs switched off matches vmc for a seven-pairs shape that vmc reads as chows', () => {
    const rs = getRuleset('hong-kong');
    const switched = switchedPreset('hong-kong', 'hk-classic', { 'seven-pairs': 'off' });
    const extra = [...venues, switched];
    const sw = scorer(extra);
    const c = compareHand({ ruleset: 'hong-kong', hand: '112233m445566p77z', winTile: '7z', win: 'discard' }, { id: 'hk-classic', kind: 'preset', scoredAs: switched.id }, compositionsOf(rs, venues), {
      ruleset: rs,
      extraPresets: extra,
      score: sw.score,
    });
    // 3 faan full spicy = half spicy (8): 32 either way.
    expect((c.baseline.result as ScoreSuccess).total).toBe(32);
    expect(row(c, 'hk-classic')).toMatchObject({ current: true, same: false });
    expect(row(c, 'hk-classic').differs.rules.map((x) => x.id)).toEqual(['seven-pairs']);
    expect(row(c, 'vmc').same).toBe(true);
  });
});

describe('resultDifferences / sameResult', () => {
  it('ignore nothing that a player sees: an item value, a tier, a count', () => {
    const a = s.score({ ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'discard', flags: ['riichi'], doraIndicators: '1m' });
    const b = s.score({ ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'discard', flags: ['riichi'], doraIndicators: '1m1m' });
    expect(sameResult(a, a)).toBe(true);
    expect(sameResult(a, b)).toBe(false);
    const d = resultDifferences(a, b);
    expect(d.changed).toEqual([{ id: 'dora', from: expect.objectContaining({ value: 1 }), to: expect.objectContaining({ value: 2, count: 2 }) }]);
  });
  it('an unknown preset is a row with its error, never a throw', () => {
    const rs = getRuleset('riichi');
    const c = compareHand({ ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'discard' }, { id: 'nope', kind: 'preset' }, [{ id: 'nope', kind: 'preset' }, ...compositionsOf(rs, [])], {
      ruleset: rs,
      extraPresets: [],
      score: s.score,
    });
    expect(c.baseline.result).toMatchObject({ ok: false, error: { code: 'unknown-preset' } });
    expect(row(c, 'nope')).toMatchObject({ current: true, same: true });
    expect(row(c, 'ema-2025').differs.status).toEqual({ from: 'unknown-preset', to: 'ok' });
    expect(row(c, 'ema-2025').differs.settings).toEqual([]);
  });
});
