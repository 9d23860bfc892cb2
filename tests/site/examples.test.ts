/**
 * Every item's worked example, through the helper the reference pages use (`src/lib/examples.ts`):
 * it scores under its preset (its own, or the ruleset's default — the one the page shows), the result
 * lists the item, and the item's value there is the one the rule data gives it under that preset.
 * Also: the words the page prints under the tiles, and the build-failing errors.
 */
import { describe, expect, it } from 'vitest';
import type { HandExample } from '../../src/core/api.ts';
import { ExampleError, exampleSeat, exampleWinner, scoreExample, summarizeExample, type ScoredExample } from '../../src/lib/examples.ts';
import { scorer as createScorer } from '../../src/engine/engines.ts';
import { fuPartsText, type FormatContext } from '../../src/i18n/format.ts';
import { resolveSettings } from '../../src/rules/presets.ts';
import { rulesets } from '../../src/rules/index.ts';
import type { Amount, ItemDef, RulesetDef } from '../../src/core/ruleset.ts';
import type { RiichiRuleset } from '../../src/rules/riichi/types.ts';
import type { HongKongRuleset } from '../../src/rules/hong-kong/types.ts';
import type { TaiwanClubRuleset } from '../../src/rules/taiwan-club/types.ts';
import { hanFuTable, limitRows } from '../../src/engine/payments/riichi.ts';
import { payoutTable } from '../../src/engine/payments/hong-kong.ts';
import { handPayments } from '../../src/engine/payments/taiwan-club.ts';

/** A riichi yakuman is worth 13 han a time in a result (score-api: items carry their han). */
const YAKUMAN_HAN = 13;

function isOpen(ex: HandExample): boolean {
  return (ex.melds ?? []).some((m) => m.kind !== 'kan-closed');
}

function amountOf(a: Amount, ex: HandExample): number {
  if (typeof a === 'number') return a;
  if (isOpen(ex)) {
    if (a.open === null) throw new Error('closed-only amount in an open example');
    return a.open;
  }
  return a.closed;
}

/** The scored item has the value the rule data gives it under the example's preset and settings. */
function checkValue(rs: RulesetDef, x: ScoredExample): void {
  const v = x.def.value;
  const count = x.scored.count ?? 1;
  switch (v.kind) {
    case 'fixed':
      expect(x.scored.value).toBe(amountOf(v.amount, x.example) * count);
      break;
    case 'tiers': {
      const tier = v.tiers.find((t) => t.id === x.scored.tier);
      expect(tier, `tier ${x.scored.tier} of ${x.def.id}`).toBeDefined();
      expect(x.scored.value).toBe(amountOf(tier!.amount, x.example) * count);
      break;
    }
    case 'limit':
      if (v.tier) expect(x.result.limit).toBe(v.tier);
      else expect(x.scored.value).toBe(resolveSettings(rs, x.preset, x.example.settings ?? {}).limit);
      break;
    case 'yakuman':
      expect(x.scored.value).toBe(YAKUMAN_HAN * v.times);
      expect(x.result.limit).toBe('yakuman');
      break;
  }
}

describe.each(rulesets.map((rs) => [rs.id, rs] as const))('%s: every worked example scores its item', (_id, rs) => {
  it.each(rs.items.map((i) => [i.id, i] as const))('%s', (_item, item: ItemDef) => {
    const x = scoreExample(rs, item);
    expect(x.preset).toBe(item.example.preset ?? rs.defaultPreset);
    expect(x.result.ok).toBe(true);
    expect(x.scored.id).toBe(item.id);
    checkValue(rs, x);
    expect(x.result.total).toBeGreaterThan(0);
  });
});

const t = (key: string, o?: Record<string, unknown>) =>
  o ? `${key}(${Object.entries(o).map(([k, v]) => `${k}=${String(v)}`).join(',')})` : key;
const ctxOf = (ns: string, unit: string): FormatContext => ({ t, num: (n) => `#${n}`, ns, unit });
const rsOf = (id: string) => rulesets.find((r) => r.id === id)!;
const itemOf = (rs: RulesetDef, id: string) => rs.items.find((i) => i.id === id)!;

describe('summarizeExample', () => {
  it('riichi: han, fu and the limit, through the format context', () => {
    const rs = rsOf('riichi');
    const x = scoreExample(rs, itemOf(rs, 'chinitsu'));
    const s = summarizeExample(x, ctxOf('riichi', 'han'));
    expect(s.item).toBe(`ui:example.result.item(item=riichi:items.chinitsu.name,value=ui:value.amount(n=#${x.scored.value},unit=han))`);
    expect(s.total).toContain(`ui:example.result.hanFu(han=ui:value.amount(n=#${x.result.han},unit=han),fu=ui:example.result.fu(n=#${x.result.fu}))`);
    if (x.result.limit) expect(s.total).toContain(`ui:limits.${x.result.limit}`);
    if (s.collects) expect(s.collects).toBe(`ui:example.result.collects(total=#${x.result.total})`);
  });
  it('riichi: a yakuman hand is named, not counted in han', () => {
    const rs = rsOf('riichi');
    const s = summarizeExample(scoreExample(rs, itemOf(rs, 'kokushi-musou')), ctxOf('riichi', 'han'));
    expect(s.item).toContain('value=ui:value.yakuman');
    expect(s.total).toBe('ui:example.result.total(value=ui:value.yakuman)');
  });
  it('hong-kong: faan; taiwan-club: points, with tiers and counts named', () => {
    const hk = rsOf('hong-kong');
    const h = scoreExample(hk, itemOf(hk, 'all-chows'));
    expect(summarizeExample(h, ctxOf('hong-kong', 'faan')).total).toBe(
      `ui:example.result.total(value=ui:value.amount(n=#${h.result.faan},unit=faan))`,
    );
    const tw = rsOf('taiwan-club');
    const x = scoreExample(tw, itemOf(tw, 'sister-sheungs'));
    const s = summarizeExample(x, ctxOf('taiwan-club', 'pts'));
    expect(s.item).toContain(`ui:example.result.tierOf(item=taiwan-club:items.sister-sheungs.name,tier=taiwan-club:items.sister-sheungs.tiers.${x.scored.tier})`);
    expect(s.total).toBe(`ui:example.result.total(value=ui:value.amount(n=#${x.result.points},unit=pts))`);
  });
});

describe('the fu of a riichi worked example, part by part (score-api "Fu parts")', () => {
  const ctx = ctxOf('riichi', 'han');
  it('chanta won on the edge 3m off a discard: base 20 + closed ron 10 + concealed 111s 8 + edge wait 2 = 40', () => {
    // 123m 789p 789s 111s 99m, won on 3m (12-3 edge) from a discard, closed: counted by hand from the spec.
    const r = createScorer().score({ ruleset: 'riichi', hand: '12m789p789s111s99m3m', winTile: '3m', win: 'discard' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fu).toBe(40);
    expect(fuPartsText(r.fuParts!, r.fu!, ctx)).toBe(
      'ui:example.result.fuLine(parts=' +
        ['ui:example.result.fuPart(part=riichi:fuParts.base,fu=ui:example.result.fu(n=#20))',
          'ui:example.result.fuPart(part=riichi:fuParts.closed-ron,fu=ui:example.result.fu(n=#10))',
          'ui:example.result.fuPartTiles(part=riichi:fuParts.closed-pung-terminal,tiles=111s,fu=ui:example.result.fu(n=#8))',
          'ui:example.result.fuPartTiles(part=riichi:fuParts.wait-edge,tiles=3m,fu=ui:example.result.fu(n=#2))'].join(' + ') +
        ',sum=ui:example.result.fu(n=#40))',
    );
  });
  it('a sum below a multiple of ten says the rounding: 20 + 10 + 4 (concealed pung of simples) = 34, rounded up to 40', () => {
    expect(fuPartsText([{ id: 'base', fu: 20 }, { id: 'closed-ron', fu: 10 }, { id: 'closed-pung-simple', fu: 4, tiles: '555p' }], 40, ctx)).toMatch(
      /^ui:example\.result\.fuLineRounded\(.*,sum=ui:example\.result\.fu\(n=#34\),fu=ui:example\.result\.fu\(n=#40\)\)$/,
    );
  });
});

describe('an example that switches its item on (an item no preset plays, on at a venue)', () => {
  // Hong Kong with Seven Pairs off in every preset: its example switches it on, under the default preset.
  const hk = rsOf('hong-kong');
  const local: RulesetDef = {
    ...hk,
    presets: hk.presets.map((p) => ({ ...p, overrides: Object.fromEntries(Object.entries(p.overrides).filter(([id]) => id !== 'seven-pairs')) })),
  };
  const item: ItemDef = { ...itemOf(hk, 'seven-pairs'), example: { ...itemOf(hk, 'seven-pairs').example, preset: undefined, items: { 'seven-pairs': 'on' } } };
  it('scores under the preset with the switch composed on top, and says so', () => {
    const x = scoreExample(local, item);
    expect(x.preset).toBe('vmc');
    expect(x.switches).toEqual({ 'seven-pairs': 'on' });
    expect(x.scored).toMatchObject({ id: 'seven-pairs', value: 4 });
    expect(x.def.value).toEqual({ kind: 'fixed', amount: 4 });
    expect(x.example).not.toHaveProperty('items');
  });
  it('without the switch, fails naming the fix', () => {
    const bare: ItemDef = { ...item, example: { ...item.example, items: undefined } };
    expect(() => scoreExample(local, bare)).toThrow(/seven-pairs is off under vmc: give the example a preset that plays it, or items: \{ 'seven-pairs': 'on' \}/);
  });
});

describe('scoreExample errors fail loudly', () => {
  const rs = rsOf('riichi');
  it('names the ruleset, the item and the engine error code', () => {
    const bad: ItemDef = { ...itemOf(rs, 'pinfu'), example: { hand: '234m567p22s345679s', winTile: '9s', win: 'discard' } };
    expect(() => scoreExample(rs, bad)).toThrow(ExampleError);
    expect(() => scoreExample(rs, bad)).toThrow(/riichi › pinfu .*not-a-winning-hand/);
  });
  it('fails when the result does not list the item', () => {
    const other: ItemDef = { ...itemOf(rs, 'chinitsu'), example: itemOf(rs, 'pinfu').example };
    expect(() => scoreExample(rs, other)).toThrow(/riichi › chinitsu .*item-not-in-result/);
  });
});

/**
 * The payment a worked example states is the one the page's own payment table gives for its case:
 * riichi's han × fu (or limit) table in the column of the winner's role and win, Hong Kong's payout
 * table under the preset's gun, the Taiwanese "who pays the hand" rule. Examples with counters or
 * riichi sticks (which the tables leave out) or several yakuman are left aside.
 */
describe('every worked example pays what its page\'s payment table says for its case', () => {
  const seatOf = (ex: HandExample) => exampleSeat(ex);
  const byFrom = (ps: { from: string; amount: number }[]) => Object.fromEntries(ps.map((p) => [p.from, p.amount]));

  const rr = rsOf('riichi') as RiichiRuleset;
  it.each(rr.items.map((i) => [i.id, i] as const))('riichi › %s', (_id, item) => {
    const x = scoreExample(rr, item);
    if (x.example.honba || x.example.riichiSticks || x.yakuman > 1) return;
    const settings = resolveSettings(rr, x.preset, x.example.settings ?? {});
    const r = x.result;
    const cell = r.limit
      ? limitRows(rr, settings).find((l) => l.limit === r.limit)!
      : hanFuTable(rr, settings).rows.find((row) => row.han === r.han)!.cells.find((c) => c.fu === r.fu)!;
    expect(cell, `table cell for ${r.han} han ${r.fu} fu ${r.limit ?? ''}`).toBeDefined();
    const { dealer } = seatOf(x.example);
    const pays = byFrom(r.payments);
    if (x.example.win === 'discard') expect(pays).toEqual({ discarder: dealer ? cell.dealerRon : cell.nonDealerRon });
    else if (dealer) expect(pays).toEqual({ each: cell.dealerTsumo.each });
    else expect(pays).toEqual({ dealer: cell.nonDealerTsumo.dealer, 'non-dealer': cell.nonDealerTsumo.nonDealer });
  });

  const hk = rsOf('hong-kong') as HongKongRuleset;
  it.each(hk.items.map((i) => [i.id, i] as const))('hong-kong › %s', (_id, item) => {
    const x = scoreExample(hk, item);
    const settings = resolveSettings(hk, x.preset, x.example.settings ?? {});
    const row = payoutTable(settings, hk).find((p) => p.faan === x.result.faan)!;
    const gun = settings.gun as 'half' | 'full';
    const want = row.byGun[gun][x.example.win === 'discard' ? 'discard' : 'selfDrawn'];
    expect(byFrom(x.result.payments)).toEqual(byFrom(want.payments));
    expect(x.result.total).toBe(want.total);
  });

  const tw = rsOf('taiwan-club') as TaiwanClubRuleset;
  it.each(tw.items.map((i) => [i.id, i] as const))('taiwan-club › %s', (_id, item) => {
    const x = scoreExample(tw, item);
    const want = handPayments(x.result.points!, x.example.win, tw);
    expect(x.result.payments).toEqual(want.payments);
    expect(x.result.total).toBe(want.total);
  });

  it('the winner\'s seat and role are always said, the engine\'s defaults applied', () => {
    const ctx = ctxOf('riichi', 'han');
    const at = (ex: Partial<HandExample>) => exampleWinner({ hand: '11m', winTile: '1m', win: 'discard', ...ex }, ctx);
    expect(at({})).toBe('ui:example.winnerDealer(wind=ui:winds.east)');
    expect(at({ seatWind: 'west' })).toBe('ui:example.winnerNonDealer(wind=ui:winds.west)');
    expect(at({ seatWind: 'east', dealer: false })).toBe('ui:example.winnerNonDealer(wind=ui:winds.east)');
  });

  it('the words name the case and every payer', () => {
    const x = scoreExample(rr, itemOf(rr, 'kokushi-musou'));
    const s = summarizeExample(x, ctxOf('riichi', 'han'));
    const { dealer } = seatOf(x.example);
    const kase = `riichi:example.case.${dealer ? 'dealer' : 'nonDealer'}.${x.example.win === 'self-drawn' ? 'selfDrawn' : 'discard'}`;
    expect(s.pays).toContain(`case=${kase}`);
    for (const p of x.result.payments) expect(s.pays).toContain(`ui:example.result.payer.${p.from}(amount=#${p.amount})`);
  });
});
