/**
 * Riichi payments against the published score tables (EMA / WRC), typed by hand.
 * Tsumo splits are written "non-dealers / dealer", as the tables print them.
 */
import { describe, expect, it } from 'vitest';
import ruleset from '../../src/rules/riichi/index.ts';
import { effectiveItems, resolveSettings } from '../../src/rules/presets.ts';
import {
  basePoints,
  cellPayments,
  fuRows,
  handPayments,
  hanFuTable,
  largestYakuman,
  limitRows,
  pay,
  yakumanBasePoints,
} from '../../src/engine/payments/riichi.ts';
import enJson from '../../src/i18n/locales/en/riichi.json';
import hiJson from '../../src/i18n/locales/hi/riichi.json';
import idJson from '../../src/i18n/locales/id/riichi.json';

const S = (preset: string, over = {}) => resolveSettings(ruleset, preset, over);
const cell = (han: number, fu: number, preset = 'ema-2025', over = {}) =>
  cellPayments(ruleset, basePoints(ruleset, han, fu, S(preset, over)));
const split = (c: ReturnType<typeof cell>) => `${c.nonDealerTsumo.nonDealer}/${c.nonDealerTsumo.dealer}`;

describe('base points and limits', () => {
  it('counted hands: fu × 2^(2 + han)', () => {
    expect(basePoints(ruleset, 1, 30, S('ema-2025'))).toEqual({ base: 240, limit: null });
    expect(basePoints(ruleset, 3, 30, S('ema-2025'))).toEqual({ base: 960, limit: null });
    expect(basePoints(ruleset, 2, 25, S('ema-2025'))).toEqual({ base: 400, limit: null });
  });
  it('mangan by han or by base ≥ 2000', () => {
    expect(basePoints(ruleset, 5, 30, S('ema-2016'))).toEqual({ base: 2000, limit: 'mangan' });
    expect(basePoints(ruleset, 4, 40, S('ema-2016'))).toEqual({ base: 2000, limit: 'mangan' });
    expect(basePoints(ruleset, 3, 70, S('ema-2016'))).toEqual({ base: 2000, limit: 'mangan' });
  });
  it('kiriage: 4-30 and 3-60 are mangan only when the setting is on', () => {
    expect(basePoints(ruleset, 4, 30, S('ema-2016'))).toEqual({ base: 1920, limit: null });
    expect(basePoints(ruleset, 4, 30, S('ema-2025'))).toEqual({ base: 2000, limit: 'mangan' });
    expect(basePoints(ruleset, 3, 60, S('ema-2016'))).toEqual({ base: 1920, limit: null });
    expect(basePoints(ruleset, 3, 60, S('wrc-2025'))).toEqual({ base: 2000, limit: 'mangan' });
  });
  it('haneman 6–7, baiman 8–10, sanbaiman 11–12', () => {
    expect(basePoints(ruleset, 6, 30, S('ema-2025')).limit).toBe('haneman');
    expect(basePoints(ruleset, 7, 30, S('ema-2025')).limit).toBe('haneman');
    expect(basePoints(ruleset, 8, 30, S('ema-2025')).limit).toBe('baiman');
    expect(basePoints(ruleset, 10, 30, S('ema-2025')).limit).toBe('baiman');
    expect(basePoints(ruleset, 11, 30, S('ema-2025')).base).toBe(6000);
    expect(basePoints(ruleset, 12, 30, S('ema-2025')).limit).toBe('sanbaiman');
  });
  it('13+ counted han: sanbaiman under EMA, yakuman under WRC 2025', () => {
    expect(basePoints(ruleset, 13, 30, S('ema-2016'))).toEqual({ base: 6000, limit: 'sanbaiman' });
    expect(basePoints(ruleset, 15, 40, S('ema-2025'))).toEqual({ base: 6000, limit: 'sanbaiman' });
    expect(basePoints(ruleset, 13, 30, S('wrc-2025'))).toEqual({ base: 8000, limit: 'yakuman' });
  });
  it('yakuman patterns: one yakuman unless they add up (WRC) or are double', () => {
    expect(yakumanBasePoints(ruleset, [1], S('ema-2025'))).toEqual({ base: 8000, limit: 'yakuman' });
    expect(yakumanBasePoints(ruleset, [1, 1], S('ema-2025')).base).toBe(8000);
    expect(yakumanBasePoints(ruleset, [1, 1], S('wrc-2025')).base).toBe(16000);
    expect(yakumanBasePoints(ruleset, [2], S('ema-2025', { doubleYakuman: true })).base).toBe(16000);
  });
});

describe('published table values', () => {
  it('1 han 30 fu: 1000 / 1500 ron, 300/500 tsumo, 500 all', () => {
    const c = cell(1, 30);
    expect([c.nonDealerRon, c.dealerRon, split(c), c.dealerTsumo.each]).toEqual([1000, 1500, '300/500', 500]);
  });
  it('1 han 40 fu: 1300 / 2000; 1 han 110 fu: 3600 / 5300', () => {
    expect([cell(1, 40).nonDealerRon, cell(1, 40).dealerRon]).toEqual([1300, 2000]);
    expect([cell(1, 110).nonDealerRon, cell(1, 110).dealerRon]).toEqual([3600, 5300]);
  });
  it('2 han 30 fu: 2000 / 2900 ron, 500/1000 tsumo, 1000 all', () => {
    const c = cell(2, 30);
    expect([c.nonDealerRon, c.dealerRon, split(c), c.dealerTsumo.each]).toEqual([2000, 2900, '500/1000', 1000]);
  });
  it('20 fu (pinfu tsumo): 2 han 400/700 and 700 all; 3 han 700/1300; 4 han 1300/2600', () => {
    expect([split(cell(2, 20)), cell(2, 20).dealerTsumo.each]).toEqual(['400/700', 700]);
    expect(split(cell(3, 20))).toBe('700/1300');
    expect([split(cell(4, 20)), cell(4, 20).dealerTsumo.each]).toEqual(['1300/2600', 2600]);
  });
  it('25 fu (chiitoitsu): 2 han ron 1600 / 2400; 3 han tsumo 800/1600; 4 han ron 6400 / 9600', () => {
    expect([cell(2, 25).nonDealerRon, cell(2, 25).dealerRon]).toEqual([1600, 2400]);
    expect(split(cell(3, 25))).toBe('800/1600');
    expect([cell(4, 25).nonDealerRon, cell(4, 25).dealerRon]).toEqual([6400, 9600]);
  });
  it('3 han 30 fu: 3900 / 5800; 3 han 40 fu: 5200 / 7700', () => {
    expect([cell(3, 30).nonDealerRon, cell(3, 30).dealerRon]).toEqual([3900, 5800]);
    expect([cell(3, 40).nonDealerRon, cell(3, 40).dealerRon]).toEqual([5200, 7700]);
  });
  it('4 han 30 fu: 7700 / 11600, 2000/3900, 3900 all under EMA 2016; mangan with kiriage', () => {
    const old = cell(4, 30, 'ema-2016');
    expect([old.nonDealerRon, old.dealerRon, split(old), old.dealerTsumo.each, old.limit]).toEqual([
      7700, 11600, '2000/3900', 3900, null,
    ]);
    const k = cell(4, 30, 'ema-2025');
    expect([k.nonDealerRon, k.dealerRon, split(k), k.dealerTsumo.each, k.limit]).toEqual([
      8000, 12000, '2000/4000', 4000, 'mangan',
    ]);
  });
  it('3 han 60 fu: 7700 / 11600 without kiriage, 8000 / 12000 with it', () => {
    expect([cell(3, 60, 'ema-2016').nonDealerRon, cell(3, 60, 'ema-2016').dealerRon]).toEqual([7700, 11600]);
    expect([cell(3, 60, 'wrc-2025').nonDealerRon, cell(3, 60, 'wrc-2025').dealerRon, cell(3, 60, 'wrc-2025').limit]).toEqual([
      8000, 12000, 'mangan',
    ]);
  });
  it('limit amounts: mangan 8000/12000, haneman 12000/18000, baiman 16000/24000, sanbaiman 24000/36000, yakuman 32000/48000', () => {
    const rows = limitRows(ruleset, S('ema-2025'));
    expect(rows.map((r) => [r.limit, r.nonDealerRon, r.dealerRon, `${r.nonDealerTsumo.nonDealer}/${r.nonDealerTsumo.dealer}`, r.dealerTsumo.each])).toEqual([
      ['mangan', 8000, 12000, '2000/4000', 4000],
      ['haneman', 12000, 18000, '3000/6000', 6000],
      ['baiman', 16000, 24000, '4000/8000', 8000],
      ['sanbaiman', 24000, 36000, '6000/12000', 12000],
      ['yakuman', 32000, 48000, '8000/16000', 16000],
    ]);
  });
  it('double yakuman (riichi.md: two yakuman): a row of its own where an item is worth two — 64000/96000, 16000/32000 and 32000 each', () => {
    const settings = S('wrc-2025', { doubleYakuman: true });
    expect(largestYakuman(effectiveItems(ruleset, 'wrc-2025', { doubleYakuman: true }))).toBe(2);
    expect(largestYakuman(effectiveItems(ruleset, 'wrc-2025'))).toBe(1);
    const rows = limitRows(ruleset, settings, 2);
    expect(rows.map((r) => [r.limit, r.times, r.nonDealerRon, r.dealerRon, `${r.nonDealerTsumo.nonDealer}/${r.nonDealerTsumo.dealer}`, r.dealerTsumo.each]).slice(-2)).toEqual([
      ['yakuman', undefined, 32000, 48000, '8000/16000', 16000],
      ['yakuman', 2, 64000, 96000, '16000/32000', 32000],
    ]);
    // The same as a hand of one double-yakuman pattern pays, without yakuman adding up (EMA 2025) or with it (WRC 2025).
    for (const preset of ['ema-2025', 'wrc-2025']) {
      const p = S(preset, { doubleYakuman: true });
      expect(handPayments(ruleset, { yakuman: [2] }, { dealer: false, win: 'discard' }, p).total).toBe(64000);
      expect(limitRows(ruleset, p, 2).at(-1)!.nonDealerRon).toBe(64000);
    }
    // No double row where no item is worth two.
    expect(limitRows(ruleset, S('wrc-2025')).every((r) => r.times === undefined)).toBe(true);
  });
  it('limit rows: han ranges follow the kazoe setting', () => {
    const ema = limitRows(ruleset, S('ema-2025'));
    expect(ema.map((r) => [r.limit, r.minHan, r.maxHan])).toEqual([
      ['mangan', 5, 5],
      ['haneman', 6, 7],
      ['baiman', 8, 10],
      ['sanbaiman', 11, undefined],
      ['yakuman', undefined, undefined],
    ]);
    const wrc = limitRows(ruleset, S('wrc-2025'));
    expect(wrc.map((r) => [r.limit, r.minHan, r.maxHan]).slice(3)).toEqual([
      ['sanbaiman', 11, 12],
      ['yakuman', 13, undefined],
    ]);
  });
});

describe('payment split with counters and sticks', () => {
  it('non-dealer ron 3900 with 2 honba and 1 stick: discarder pays 4500, winner gets 5500', () => {
    const r = pay(ruleset, { base: 960, dealer: false, win: 'discard', honba: 2, riichiSticks: 1 });
    expect(r.payments).toEqual([{ from: 'discarder', amount: 4500 }]);
    expect([r.hand, r.honba, r.sticks, r.total]).toEqual([3900, 600, 1000, 5500]);
  });
  it('non-dealer tsumo 500/1000 with 1 honba: 600/1100, total 2300', () => {
    const r = pay(ruleset, { base: 240 * 2, dealer: false, win: 'self-drawn', honba: 1 });
    expect(r.payments).toEqual([
      { from: 'dealer', amount: 1100 },
      { from: 'non-dealer', amount: 600, count: 2 },
    ]);
    expect(r.total).toBe(2300);
  });
  // The published tables give 3900 all for a dealer's 4 han 30 fu self-draw without kiriage
  // (2600 all is 4 han 20 fu or 3 han 40 fu); with kiriage it is mangan, 4000 all.
  it('dealer tsumo 4 han 30 fu: 3900 all under EMA 2016, 4000 all with kiriage (12000); 3 han 30 fu 2000 all', () => {
    const old = handPayments(ruleset, { han: 4, fu: 30 }, { dealer: true, win: 'self-drawn' }, S('ema-2016'));
    expect(old.payments).toEqual([{ from: 'each', amount: 3900, count: 3 }]);
    const d = handPayments(ruleset, { han: 3, fu: 30 }, { dealer: true, win: 'self-drawn' }, S('ema-2016'));
    expect(d.payments).toEqual([{ from: 'each', amount: 2000, count: 3 }]);
    const k = handPayments(ruleset, { han: 4, fu: 30 }, { dealer: true, win: 'self-drawn' }, S('ema-2025'));
    expect([k.payments, k.total, k.limit]).toEqual([[{ from: 'each', amount: 4000, count: 3 }], 12000, 'mangan']);
  });
  it('dealer tsumo 2 han 40 fu: 1300 all; 3 han 40 fu and 4 han 20 fu: 2600 all', () => {
    const a = handPayments(ruleset, { han: 2, fu: 40 }, { dealer: true, win: 'self-drawn' }, S('ema-2025'));
    expect([a.payments[0].amount, a.total]).toEqual([1300, 3900]);
    const b = handPayments(ruleset, { han: 3, fu: 40 }, { dealer: true, win: 'self-drawn' }, S('ema-2016'));
    expect([b.payments[0].amount, b.total]).toEqual([2600, 7800]);
    const c = handPayments(ruleset, { han: 4, fu: 20 }, { dealer: true, win: 'self-drawn' }, S('ema-2016'));
    expect(c.payments[0].amount).toBe(2600);
  });
  it('dealer haneman: ron 18000, tsumo 6000 all; dealer yakuman ron 48000 with 1 honba = 48300', () => {
    const ron = handPayments(ruleset, { han: 6, fu: 30 }, { dealer: true, win: 'discard' }, S('ema-2025'));
    expect(ron.total).toBe(18000);
    const ts = handPayments(ruleset, { han: 7, fu: 40 }, { dealer: true, win: 'self-drawn' }, S('ema-2025'));
    expect([ts.payments[0].amount, ts.total]).toEqual([6000, 18000]);
    const y = handPayments(ruleset, { yakuman: [1] }, { dealer: true, win: 'discard', honba: 1 }, S('ema-2025'));
    expect([y.total, y.limit]).toEqual([48300, 'yakuman']);
  });
  it('non-dealer yakuman tsumo: 8000/16000 with 3 honba and 2 sticks = 32000 + 900 + 2000', () => {
    const y = handPayments(ruleset, { yakuman: [1] }, { dealer: false, win: 'self-drawn', honba: 3, riichiSticks: 2 }, S('wrc-2025'));
    expect(y.payments).toEqual([
      { from: 'dealer', amount: 16300 },
      { from: 'non-dealer', amount: 8300, count: 2 },
    ]);
    expect(y.total).toBe(34900);
  });
});

describe('han × fu table', () => {
  const t = hanFuTable(ruleset, S('ema-2025'));
  const at = (han: number, fu: number) => t.rows.find((r) => r.han === han)!.cells.find((c) => c.fu === fu)!;
  it('axes: han 1–4, fu 20, 25, 30 … 110', () => {
    expect(t.rows.map((r) => r.han)).toEqual([1, 2, 3, 4]);
    expect(t.fu).toEqual([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]);
  });
  it('marks the cells no hand can reach', () => {
    expect([at(1, 20).ron, at(1, 20).tsumo]).toEqual([false, false]);
    expect([at(2, 20).ron, at(2, 20).tsumo]).toEqual([false, true]);
    expect([at(1, 25).ron, at(1, 25).tsumo]).toEqual([false, false]);
    expect([at(2, 25).ron, at(2, 25).tsumo]).toEqual([true, false]);
    expect([at(3, 25).ron, at(3, 25).tsumo]).toEqual([true, true]);
    expect([at(1, 30).ron, at(1, 30).tsumo]).toEqual([true, true]);
    const house = hanFuTable(ruleset, S('ema-2025', { openPinfuFu: 20 }));
    expect(house.rows[0].cells[0].ron).toBe(true);
  });
  it('names the limit where a cell is capped', () => {
    expect(at(4, 30).limit).toBe('mangan');
    expect(at(3, 70).limit).toBe('mangan');
    expect(at(3, 60).limit).toBe('mangan');
    expect(at(3, 50).limit).toBeNull();
    expect(hanFuTable(ruleset, S('ema-2016')).rows[3].cells[2].limit).toBeNull();
  });
});

describe('fu table rows', () => {
  it('reads the fu rules, the double-wind pair per preset, and every row is translated', () => {
    const rows = Object.fromEntries(fuRows(ruleset, S('ema-2016')).map((r) => [r.key, r.fu]));
    expect(rows).toMatchObject({
      base: 20, 'closed-ron': 10, 'self-draw': 2, 'pung-open-simple': 2, 'pung-open-terminal': 4,
      'pung-closed-simple': 4, 'pung-closed-terminal': 8, 'kong-open-simple': 8, 'kong-open-terminal': 16,
      'kong-closed-simple': 16, 'kong-closed-terminal': 32, 'pair-valued': 2, 'pair-double-wind': 4,
      'wait-edge': 2, 'wait-closed': 2, 'wait-single': 2, 'fixed-chiitoitsu': 25, 'fixed-pinfu-tsumo': 20,
      'fixed-open-pinfu-ron': 30, 'round-to': 10,
    });
    expect(fuRows(ruleset, S('ema-2025')).find((r) => r.key === 'pair-double-wind')?.fu).toBe(2);
    expect(fuRows(ruleset, S('ema-2025', { openPinfuFu: 20 })).find((r) => r.key === 'fixed-open-pinfu-ron')?.fu).toBe(20);
    for (const t of [enJson, hiJson, idJson]) expect(Object.keys(t.tables.fu.rows)).toEqual(Object.keys(rows));
  });
});
