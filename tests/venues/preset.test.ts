/**
 * Venues as engine presets and guide layouts: every item of every ruleset has a place on a venue
 * guide, the layouts name real settings, and a venue's slug scores hands with the venue's rules
 * (`ExtraPreset`, score-api.md: a hand's `preset` may be a venue slug).
 */
import { describe, expect, it } from 'vitest';
import { scorer } from '../../src/engine/engines.ts';
import { rulesets } from '../../src/rules/index.ts';
import { guideSections, sectionsWithItems, sheetParts } from '../../src/venues/layout.ts';
import { readVenues } from '../../src/venues/files.ts';
import { normalizeVenue } from '../../src/venues/validate.ts';
import type { VenueInput } from '../../src/venues/types.ts';
import { changedSettings, toExtraPreset, toExtraPresets, venueItems, venueSettings, venueView } from '../../src/venues/preset.ts';
import { root } from '../site/dist.mjs';

const venues = readVenues(root);
const venue = (slug: string) => venues.find((v) => v.slug === slug)!;
const score = scorer(toExtraPresets(venues));

describe.each(rulesets.map((r) => [r.id, r] as const))('guide layout of %s', (id, rs) => {
  it('puts every item in exactly one section, under every preset', () => {
    for (const p of rs.presets) {
      const placed = sectionsWithItems(rs, rs.items.map((i) => i.id), p.id).flatMap((s) => s.items);
      expect([...placed].sort()).toEqual(rs.items.map((i) => i.id).sort());
      expect(new Set(placed).size).toBe(placed.length);
    }
  });
  it('names only settings and categories of the ruleset', () => {
    const ids = rs.settings.map((s) => s.id);
    for (const s of [...rs.guide.keySettings.flat(), ...rs.guide.summarySettings]) expect(ids).toContain(s);
    for (const s of Object.values(rs.roles)) if (s) expect(ids).toContain(s);
    for (const s of guideSections(rs)) if (s.category) expect(rs.categories.map((c) => c.id)).toContain(s.category);
  });
});

describe('item places: the item’s own, a preset’s, a venue’s', () => {
  const hk = rulesets.find((r) => r.id === 'hong-kong')!;
  const ids = hk.items.map((i) => i.id);
  const section = (list: ReturnType<typeof sectionsWithItems>, id: string) => list.find((s) => s.section.id === id)!.items;
  it('the item’s own: section and order (seed 004 puts Chicken Hand first, All Chows among the patterns)', () => {
    const s = sectionsWithItems(hk, ids, 'hk-classic');
    expect(section(s, 'patterns').slice(0, 3)).toEqual(['chicken-hand', 'all-chows', 'all-pungs']);
    expect(section(s, 'winds-dragons')).toEqual(['seat-wind', 'round-wind', 'dragon-pung']);
  });
  it('a venue’s place wins over the item’s; an item without an order goes to the end of its section', () => {
    const s = sectionsWithItems(hk, ids, 'hk-classic', { 'seven-pairs': { section: 'limit-hands', order: 5 }, 'no-flowers': { section: 'patterns' } });
    expect(section(s, 'limit-hands')[0]).toBe('seven-pairs');
    expect(section(s, 'patterns')).not.toContain('seven-pairs');
    expect(section(s, 'patterns').at(-1)).toBe('no-flowers');
    expect(section(s, 'flowers')).not.toContain('no-flowers');
  });
  it('a preset’s override moves the item under that preset only', () => {
    const rs = { ...hk, presets: hk.presets.map((p) => (p.id === 'vmc' ? { ...p, overrides: { 'all-chows': { place: { section: 'winning', order: 1 } } } } : p)) };
    expect(section(sectionsWithItems(rs, ids, 'vmc'), 'winning')[0]).toBe('all-chows');
    expect(section(sectionsWithItems(rs, ids, 'hk-classic'), 'patterns')).toContain('all-chows');
  });
});

describe('the A4 sheet’s order: sheet priority, then guide order', () => {
  const hk = rulesets.find((r) => r.id === 'hong-kong')!;
  const riichi = rulesets.find((r) => r.id === 'riichi')!;
  const ids = (rs: typeof hk) => rs.items.map((i) => i.id);
  const order = (parts: ReturnType<typeof sheetParts>) => parts.map((p) => p.section.id);
  it('takes every item once, as the guide does', () => {
    for (const rs of rulesets)
      for (const p of rs.presets) {
        const listed = sheetParts(rs, ids(rs), p.id).flatMap((s) => s.items);
        expect([...listed].sort()).toEqual(ids(rs).sort());
      }
  });
  it('Hong Kong: the sections by their sheet priority (patterns, ways of winning, winds and dragons, flowers), the limit hands (none) last', () => {
    expect(order(sheetParts(hk, ids(hk), 'hk-classic'))).toEqual(['patterns', 'winning', 'winds-dragons', 'flowers', 'limit-hands']);
    // Within a section, the guide's order.
    const patterns = sheetParts(hk, ids(hk), 'hk-classic')[0].items;
    expect(patterns).toEqual(sectionsWithItems(hk, ids(hk), 'hk-classic').find((s) => s.section.id === 'patterns')!.items);
  });
  it('riichi: the 1-han yaku, then the dora, then 2, 3 and 6 han; the yakuman and limit hands last', () => {
    expect(order(sheetParts(riichi, ids(riichi)))).toEqual(['han-1', 'bonus', 'han-2', 'han-3', 'han-6', 'yakuman', 'limit-hand']);
  });
  it('an item’s own sheet priority (place.sheet) wins over its section’s: the section comes in parts', () => {
    const rs = { ...hk, items: hk.items.map((i) => (i.id === 'thirteen-orphans' ? { ...i, place: { ...i.place, sheet: 2 } } : i)) };
    const parts = sheetParts(rs, ids(rs), 'hk-classic');
    // Priority 2, as the ways of winning: between equals, the guide's order (limit hands before winning).
    expect(order(parts)).toEqual(['patterns', 'limit-hands', 'winning', 'winds-dragons', 'flowers', 'limit-hands']);
    expect(parts[1].items).toEqual(['thirteen-orphans']);
    expect(parts[5].items).not.toContain('thirteen-orphans');
    // A preset's override may set it too, for that preset only.
    const viaPreset = { ...hk, presets: hk.presets.map((p) => (p.id === 'vmc' ? { ...p, overrides: { 'all-chows': { place: { sheet: 0 } } } } : p)) };
    expect(sheetParts(viaPreset, ids(hk), 'vmc')[0].items.slice(0, 2)).toEqual(['all-chows', 'chicken-hand']);
    expect(sheetParts(viaPreset, ids(hk), 'hk-classic')[0].items.slice(0, 2)).toEqual(['chicken-hand', 'all-chows']);
  });
  it('without any priority (the Taiwanese sheet): the guide’s order', () => {
    const tw = rulesets.find((r) => r.id === 'taiwan-club')!;
    expect(sheetParts(tw, ids(tw)).flatMap((p) => p.items)).toEqual(sectionsWithItems(tw, ids(tw)).flatMap((s) => s.items));
  });
});

describe('a venue’s item change keeps what its base preset says of the item', () => {
  const base = { name: 'Test', ruleset: 'hong-kong', preset: 'hk-classic', rulesVersion: '2026-09-13', languages: ['en'] };
  const at = (items: Record<string, unknown>) => normalizeVenue({ ...base, items } as unknown as VenueInput, 'content/venues/test-club.yaml');
  it('on: hk-classic Mixed Terminals stays 1 faan, without All Pungs included (vmc: 4, including it)', () => {
    const v = at({ 'mixed-terminals': 'on' });
    const mt = venueItems(v).find((i) => i.id === 'mixed-terminals')!;
    expect(mt.value).toEqual({ kind: 'fixed', amount: 1 });
    expect(mt.includes).toEqual([]);
    // The engine composes the venue the same way: Mixed Terminals 1, All Pungs 3 beside it.
    const hand = { ruleset: 'hong-kong', hand: '111m999p11s555z', melds: [{ kind: 'pon', tiles: '777z' }], winTile: '1s', win: 'discard' };
    const r = scorer([toExtraPreset(v)]).score({ ...hand, preset: v.slug });
    expect(r.ok && r.items.find((i) => i.id === 'mixed-terminals')?.value).toBe(1);
    expect(r.ok && r.items.some((i) => i.id === 'all-pungs')).toBe(true);
  });
  it('a value: Four Concealed Pungs 10 keeps hk-classic’s conditions', () => {
    const fcp = venueItems(at({ 'four-concealed-pungs': 10 })).find((i) => i.id === 'four-concealed-pungs')!;
    expect(fcp.value).toEqual({ kind: 'fixed', amount: 10 });
    expect(fcp.conditions).toContain('self-draw-or-pair-wait');
  });
});

describe('Demo Mahjong Club (hk-classic as seed 004 has it)', () => {
  const v = venue('demo-mahjong-club');
  it('is the hk-classic preset with its settings: min 3, limit 13, full spicy, half gun, flowers on, stake 1', () => {
    expect(toExtraPreset(v)).toEqual({
      id: 'demo-mahjong-club',
      ruleset: 'hong-kong',
      base: 'hk-classic',
      settings: { minFaan: 3, limit: 13, curve: 'full-spicy', gun: 'half', stake: 1, flowers: true },
      overrides: {},
    });
    const s = venueSettings(v);
    expect([s.minFaan, s.limit, s.curve, s.gun, s.stake, s.flowers, s.players]).toEqual([3, 13, 'full-spicy', 'half', 1, true, 4]);
    expect(v.twoPlayer).toBe(true);
    expect(v.scoringOnly).toBe(true);
    expect(changedSettings(v)).toEqual([]);
  });
  it('plays Chicken Hand, Seven Pairs and the bonus-replacement win, not Human Hand', () => {
    const ids = venueItems(v).map((i) => i.id);
    for (const on of ['chicken-hand', 'seven-pairs', 'flower-replacement']) expect(ids).toContain(on);
    expect(ids).not.toContain('human-hand');
    expect(ids).toHaveLength(34);
  });
  it('scores a hand by its slug exactly as hk-classic does', () => {
    const hand = { ruleset: 'hong-kong', hand: '123m456m789m123p55p', winTile: '5p', win: 'discard' };
    const a = score.score({ ...hand, preset: 'demo-mahjong-club' });
    const b = score.score({ ...hand, preset: 'hk-classic' });
    expect(a.ok && b.ok).toBe(true);
    expect({ ...a, preset: 'x' }).toEqual({ ...b, preset: 'x' });
    // 3 faan, full spicy, half gun: the discarder pays 2 × 8, the other two 8 each.
    expect(a).toMatchObject({ faan: 3, payments: [{ from: 'discarder', amount: 16 }, { from: 'others', amount: 8 }], total: 32 });
  });
});

describe('Koi Pond Riichi Club (ema-2025 + red fives + open pinfu 20 fu)', () => {
  const v = venue('koi-pond-riichi-club');
  it('changes exactly the two house options', () => {
    expect(changedSettings(v).sort()).toEqual(['openPinfuFu', 'redFives']);
    expect(venueItems(v).map((i) => i.id)).toContain('aka-dora');
  });
  it('counts a red five as dora', () => {
    const hand = { ruleset: 'riichi', hand: '234m067p22s345678s', winTile: '8s', win: 'discard', flags: ['riichi'] };
    const r = score.score({ ...hand, preset: 'koi-pond-riichi-club' });
    const base = score.score({ ...hand, preset: 'ema-2025' });
    expect(r.ok && r.items.find((i) => i.id === 'aka-dora')?.value).toBe(1);
    expect(base.ok && base.items.some((i) => i.id === 'aka-dora')).toBe(false);
  });
  it('pays an open pinfu-shape win on a discard at 20 fu', () => {
    const hand = { ruleset: 'riichi', hand: '234m567p345s22s', melds: [{ kind: 'chi', tiles: '678s' }], winTile: '4m', win: 'discard' };
    const r = score.score({ ...hand, preset: 'koi-pond-riichi-club' });
    const base = score.score({ ...hand, preset: 'ema-2025' });
    expect(r.ok && r.fu).toBe(20);
    expect(base.ok && base.fu).toBe(30);
  });
});

describe('Jade Lantern Mahjong House (hefen-club + its own minimum ladder)', () => {
  const v = venue('jade-lantern-mahjong-house');
  it('has its minimum ladder and no concealed-kong instant payments', () => {
    const s = venueSettings(v);
    expect(s.minimum).toEqual({ east: 16, south: 18, west: 20, north: 22 });
    expect(s.kongInstant).toBe(false);
    expect(changedSettings(v).sort()).toEqual(['kongInstant', 'minimum']);
  });
  it('leaves the switched-off instant payments out of its view of the ruleset', () => {
    const rows = (venueView(v) as unknown as { instantPayments: { id: string }[] }).instantPayments.map((r) => r.id);
    expect(rows).not.toContain('concealed-kong-declared');
    expect(rows).not.toContain('concealed-kong-unshown');
    expect(rows).toContain('false-mahjong');
  });
});
