/**
 * Riichi rule data, checked by hand against seed 001 (Hindi) and shared/spec/riichi.md.
 * Every expected number below is typed from those documents, never read from the data under test.
 */
import { describe, expect, it } from 'vitest';
import ruleset from '../../src/rules/riichi/index.ts';
import { effectiveItem, effectiveItems, resolveSettings } from '../../src/rules/presets.ts';
import { validateRuleset } from '../../src/rules/validate.ts';
import type { ItemDef, ItemValue } from '../../src/core/ruleset.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/config.ts';
import { resources } from '../../src/i18n/resources.ts';

const byId = (id: string): ItemDef => {
  const item = ruleset.items.find((i) => i.id === id);
  if (!item) throw new Error(`missing item ${id}`);
  return item;
};
const valueIn = (id: string, preset = 'ema-2025', settings = {}): ItemValue | null =>
  effectiveItem(ruleset, byId(id), preset, resolveSettings(ruleset, preset, settings))?.value ?? null;

const fixed = (amount: number | { closed: number; open: number | null }, each?: string) =>
  each ? { kind: 'fixed', amount, each } : { kind: 'fixed', amount };
const YAKUMAN = { kind: 'yakuman', times: 1 };
const DOUBLE = { kind: 'yakuman', times: 2 };

/** The presets of the data: the value tests below hold in each (riichi presets change settings only). */
const PRESETS = ruleset.presets.map((p) => p.id);

/** Yakuman patterns (seed list + suukantsu): one yakuman each, in every preset. */
const YAKUMAN_IDS = [
  'kokushi-musou', 'suuankou', 'daisangen', 'daisuushii', 'shousuushii', 'tsuuiisou',
  'chinroutou', 'ryuuiisou', 'chuuren-poutou', 'tenhou', 'chiihou', 'suukantsu',
];
/** Double-yakuman variants: only with the doubleYakuman house option. */
const DOUBLE_IDS = ['kokushi-13-wait', 'suuankou-tanki', 'chuuren-9-wait'];
/** Ordinary yaku: the seed values (closed / open), the same in every preset. */
const ORDINARY: [string, number | { closed: number; open: number | null }][] = [
  ['chinitsu', { closed: 6, open: 5 }],
  ['ryanpeikou', { closed: 3, open: null }],
  ['junchan', { closed: 3, open: 2 }],
  ['honitsu', { closed: 3, open: 2 }],
  ['double-riichi', { closed: 2, open: null }],
  ['sanshoku-doukou', 2],
  ['sanankou', 2],
  ['sankantsu', 2],
  ['toitoi', 2],
  ['chiitoitsu', { closed: 2, open: null }],
  ['honroutou', 2],
  ['shousangen', 2],
  ['sanshoku-doujun', { closed: 2, open: 1 }],
  ['ittsu', { closed: 2, open: 1 }],
  ['chanta', { closed: 2, open: 1 }],
  ['riichi', { closed: 1, open: null }],
  ['ippatsu', { closed: 1, open: null }],
  ['menzen-tsumo', { closed: 1, open: null }],
  ['pinfu', { closed: 1, open: null }],
  ['tanyao', 1],
  ['yakuhai-seat-wind', 1],
  ['yakuhai-round-wind', 1],
  ['iipeikou', { closed: 1, open: null }],
  ['haitei', 1],
  ['houtei', 1],
  ['rinshan-kaihou', 1],
  ['chankan', 1],
];
/** Items whose values have a test of their own below (renhou, the dragon pungs, dora). */
const SINGLE_IDS = ['renhou', 'yakuhai-dragon', 'dora', 'ura-dora', 'aka-dora'];
/** Every item with a hand-written value in this file: a new item must be added to one of the lists above. */
const VALUE_TESTED = [...YAKUMAN_IDS, ...DOUBLE_IDS, ...ORDINARY.map(([id]) => id), ...SINGLE_IDS];

describe('riichi catalogue', () => {
  it('passes the shared validation', () => {
    expect(validateRuleset(ruleset)).toEqual([]);
  });

  it.each(ruleset.items.map((i) => [i.id, i] as const))('%s has a hand-written value test', (id, item) => {
    expect(
      VALUE_TESTED,
      `riichi item "${id}" (${item.file}) has no value assertion: add it, with its value from the source, to ORDINARY, YAKUMAN_IDS or DOUBLE_IDS (or SINGLE_IDS with a test of its own) in tests/rules/riichi.test.ts`,
    ).toContain(id);
  });

  it('lists the items category by category, in category order (the display order)', () => {
    const order = ruleset.categories.map((c) => c.id);
    const cats = ruleset.items.map((i) => order.indexOf(i.category));
    expect(cats).toEqual([...cats].sort((a, b) => a - b));
    for (const id of VALUE_TESTED) expect(ruleset.items.map((i) => i.id), `${id}: no such item`).toContain(id);
  });

  it('orders categories yakuman → limit hand → 6 → 3 → 2 → 1 → bonus', () => {
    expect(ruleset.categories.map((c) => c.id)).toEqual([
      'yakuman', 'limit-hand', 'han-6', 'han-3', 'han-2', 'han-1', 'bonus',
    ]);
  });

  it('yakuman patterns (seed list + suukantsu) are one yakuman each', () => {
    for (const id of YAKUMAN_IDS) {
      expect(byId(id).category, id).toBe('yakuman');
      for (const preset of PRESETS) expect(valueIn(id, preset), `${id} ${preset}`).toEqual(YAKUMAN);
    }
  });

  it('double-yakuman variants exist only with the doubleYakuman house option', () => {
    for (const id of DOUBLE_IDS) {
      for (const preset of PRESETS) expect(valueIn(id, preset), `${id} ${preset}`).toBeNull();
      expect(valueIn(id, 'ema-2025', { doubleYakuman: true })).toEqual(DOUBLE);
    }
    expect(byId('kokushi-13-wait').replaces).toEqual(['kokushi-musou']);
    expect(byId('suuankou-tanki').replaces).toEqual(['suuankou']);
    expect(byId('chuuren-9-wait').replaces).toEqual(['chuuren-poutou']);
    expect(valueIn('daisuushii', 'wrc-2025', { doubleYakuman: true })).toEqual(DOUBLE);
  });

  it('renhou: mangan in every preset, by setting yakuman or off, combines with nothing', () => {
    for (const preset of PRESETS)
      expect(valueIn('renhou', preset)).toEqual({ kind: 'limit', tier: 'mangan' });
    expect(valueIn('renhou', 'ema-2025', { renhou: 'yakuman' })).toEqual(YAKUMAN);
    expect(valueIn('renhou', 'ema-2025', { renhou: 'off' })).toBeNull();
    const others = ruleset.items.map((i) => i.id).filter((id) => id !== 'renhou');
    expect([...(byId('renhou').notWith ?? [])].sort()).toEqual([...others].sort());
    expect(byId('renhou').conditions).toEqual(expect.arrayContaining(['non-dealer-only', 'discard-only', 'no-extras']));
  });

  it('ordinary yaku have the seed values (closed / open)', () => {
    for (const [id, amount] of ORDINARY)
      for (const preset of PRESETS)
        expect(valueIn(id, preset), `${id} ${preset}`).toEqual(fixed(amount));
    expect(valueIn('yakuhai-dragon')).toEqual(fixed(1, 'set'));
  });

  it('categories follow the values', () => {
    expect(byId('chinitsu').category).toBe('han-6');
    for (const id of ['ryanpeikou', 'junchan', 'honitsu']) expect(byId(id).category).toBe('han-3');
    for (const id of ['double-riichi', 'toitoi', 'chiitoitsu', 'chanta', 'ittsu']) expect(byId(id).category).toBe('han-2');
    for (const id of ['riichi', 'pinfu', 'tanyao', 'chankan']) expect(byId(id).category).toBe('han-1');
    expect(byId('renhou').category).toBe('limit-hand');
  });

  it('open tanyao is on in every preset; a venue may make tanyao closed only', () => {
    for (const preset of PRESETS) expect(valueIn('tanyao', preset)).toEqual(fixed(1));
    expect(valueIn('tanyao', 'ema-2025', { openTanyao: false })).toEqual(fixed({ closed: 1, open: null }));
  });

  it('dora: one han per tile, never a yaku; ura dora needs riichi; red fives only with the setting', () => {
    for (const id of ['dora', 'ura-dora', 'aka-dora']) {
      expect(byId(id).category).toBe('bonus');
      expect(byId(id).value).toEqual(fixed(1, 'tile'));
      expect(byId(id).conditions).toContain('not-a-yaku');
    }
    expect(byId('ura-dora').conditions).toContain('needs-riichi');
    for (const preset of PRESETS) expect(valueIn('aka-dora', preset)).toBeNull();
    expect(valueIn('aka-dora', 'ema-2025', { redFives: true })).toEqual(fixed(1, 'tile'));
    // score-api.md "Red fives": a count, 0, 3 or 4; true means 3 and false 0.
    expect(valueIn('aka-dora', 'ema-2025', { redFives: 3 })).toEqual(fixed(1, 'tile'));
    expect(valueIn('aka-dora', 'ema-2025', { redFives: 4 })).toEqual(fixed(1, 'tile'));
    expect(valueIn('aka-dora', 'ema-2025', { redFives: 0 })).toBeNull();
    expect(valueIn('aka-dora', 'ema-2025', { redFives: false })).toBeNull();
    expect(ruleset.settings.find((s) => s.id === 'redFives')).toMatchObject({ options: [0, 3, 4], aliases: [{ value: true, means: 3 }, { value: false, means: 0 }] });
  });

  it('relations (EMA / WRC practice)', () => {
    expect(byId('chinitsu').replaces).toEqual(['honitsu']);
    expect(byId('junchan').replaces).toEqual(['chanta']);
    expect(byId('ryanpeikou').replaces).toEqual(['iipeikou']);
    expect(byId('ryanpeikou').notWith).toEqual(['chiitoitsu']);
    expect(byId('chiitoitsu').notWith).toEqual(['ryanpeikou']);
    expect(byId('double-riichi').replaces).toEqual(['riichi']);
    expect(byId('honroutou').notWith).toEqual(['chanta', 'junchan']);
    expect(byId('haitei').notWith).toEqual(['rinshan-kaihou']);
    expect(byId('ippatsu').conditions).toContain('needs-riichi');
    for (const id of ['ryanpeikou', 'chiitoitsu', 'iipeikou', 'pinfu', 'riichi', 'double-riichi', 'menzen-tsumo'])
      expect(byId(id).conditions, id).toContain('closed-only');
    for (const id of ['chinitsu', 'junchan', 'honitsu', 'sanshoku-doujun', 'ittsu', 'chanta'])
      expect(byId(id).conditions, id).toContain('open-minus-one');
  });

  it('native names are Japanese, with romaji', () => {
    const native: Record<string, string> = {
      chinitsu: '清一色', riichi: '立直', ippatsu: '一発', 'menzen-tsumo': '門前清自摸和', pinfu: '平和',
      tanyao: '断么九', 'yakuhai-dragon': '役牌', iipeikou: '一盃口', haitei: '海底摸月', houtei: '河底撈魚',
      'rinshan-kaihou': '嶺上開花', chankan: '槍槓', 'double-riichi': 'ダブル立直', 'sanshoku-doukou': '三色同刻',
      sanankou: '三暗刻', sankantsu: '三槓子', toitoi: '対々和', chiitoitsu: '七対子', honroutou: '混老頭',
      shousangen: '小三元', 'sanshoku-doujun': '三色同順', ittsu: '一気通貫', chanta: '混全帯么九',
      junchan: '純全帯么九', honitsu: '混一色', ryanpeikou: '二盃口', 'kokushi-musou': '国士無双',
      suuankou: '四暗刻', daisangen: '大三元', daisuushii: '大四喜', shousuushii: '小四喜', tsuuiisou: '字一色',
      chinroutou: '清老頭', ryuuiisou: '緑一色', 'chuuren-poutou': '九蓮宝燈', tenhou: '天和', chiihou: '地和',
      renhou: '人和', suukantsu: '四槓子', dora: 'ドラ', 'ura-dora': '裏ドラ', 'aka-dora': '赤ドラ',
    };
    for (const [id, n] of Object.entries(native)) expect(byId(id).native, id).toBe(n);
    for (const item of ruleset.items) expect(item.romaji, item.id).toMatch(/^[A-Z][a-z ]+$/);
  });
});

describe('riichi settings and presets (riichi.md table)', () => {
  it('lists every score-api setting plus the display settings, with EMA 2025 defaults', () => {
    const defaults = Object.fromEntries(ruleset.settings.map((s) => [s.id, s.default]));
    expect(defaults).toEqual({
      kiriage: true,
      kazoe: 'sanbaiman',
      multipleYakuman: false,
      doubleYakuman: false,
      // "no" red fives (riichi.md): the count 0 (score-api.md, "Red fives").
      redFives: 0,
      openPinfuFu: 30,
      doubleWindPairFu: 2,
      renhou: 'mangan',
      openTanyao: true,
      multipleWinners: 'allowed',
    });
    expect(ruleset.defaultPreset).toBe('ema-2025');
  });

  const table: Record<string, Record<string, unknown>> = {
    'ema-2016': {
      kiriage: false, kazoe: 'sanbaiman', doubleYakuman: false, multipleYakuman: false, openTanyao: true,
      redFives: 0, renhou: 'mangan', openPinfuFu: 30, doubleWindPairFu: 4, multipleWinners: 'allowed',
    },
    'ema-2025': {
      kiriage: true, kazoe: 'sanbaiman', doubleYakuman: false, multipleYakuman: false, openTanyao: true,
      redFives: 0, renhou: 'mangan', openPinfuFu: 30, doubleWindPairFu: 2, multipleWinners: 'allowed',
    },
    'wrc-2025': {
      kiriage: true, kazoe: 'yakuman', doubleYakuman: false, multipleYakuman: true, openTanyao: true,
      redFives: 0, renhou: 'mangan', openPinfuFu: 30, doubleWindPairFu: 2, multipleWinners: 'one-winner',
    },
  };
  for (const [preset, expected] of Object.entries(table)) {
    it(`${preset} settings`, () => {
      expect(resolveSettings(ruleset, preset)).toEqual(expected);
      expect(ruleset.presets.find((p) => p.id === preset)?.sources).toEqual([preset]);
    });
  }

  it('suukantsu is a yakuman in every preset', () => {
    for (const preset of Object.keys(table)) expect(valueIn('suukantsu', preset)).toEqual(YAKUMAN);
  });

  it('presets do not copy the catalogue', () => {
    for (const p of ruleset.presets) expect(p.overrides).toEqual({});
    // Every item is on but the four house options (three double yakuman, red fives).
    expect(effectiveItems(ruleset, 'ema-2025').map((i) => i.id)).toEqual(
      ruleset.items.map((i) => i.id).filter((id) => !DOUBLE_IDS.includes(id) && id !== 'aka-dora'),
    );
  });

  it('sources: EMA 2025, EMA 2016, WRC 2025, checked on the seed date', () => {
    expect(ruleset.sources.map((s) => [s.id, s.edition, s.checked])).toEqual([
      ['ema-2025', '2025', '2026-09-13'],
      ['ema-2016', '2016', '2026-09-13'],
      ['wrc-2025', '2025', '2026-09-13'],
    ]);
  });
});

describe('riichi fu, limit and payment data (seed + riichi.md)', () => {
  it('fu rules', () => {
    const f = ruleset.fu;
    expect([f.base, f.closedRon, f.selfDraw, f.roundTo]).toEqual([20, 10, 2, 10]);
    expect(f.sets).toEqual({
      open: { simple: 2, terminalOrHonour: 4 },
      closed: { simple: 4, terminalOrHonour: 8 },
      kongMultiplier: 4,
    });
    expect(f.pair).toEqual({ valued: 2, doubleWind: { setting: 'doubleWindPairFu' } });
    expect(f.wait).toEqual({ edge: 2, closed: 2, single: 2, twoSided: 0 });
    expect(f.fixed.map((h) => [h.id, h.fu])).toEqual([
      ['chiitoitsu', 25],
      ['pinfu-tsumo', 20],
      ['open-pinfu-ron', { setting: 'openPinfuFu' }],
    ]);
  });

  it('limit tiers', () => {
    expect(ruleset.limits.tiers).toEqual([
      { id: 'mangan', base: 2000, minHan: 5, maxHan: 5, minBase: 2000 },
      { id: 'haneman', base: 3000, minHan: 6, maxHan: 7 },
      { id: 'baiman', base: 4000, minHan: 8, maxHan: 10 },
      { id: 'sanbaiman', base: 6000, minHan: 11 },
      { id: 'yakuman', base: 8000 },
    ]);
    expect(ruleset.limits.kiriage.hands).toEqual([{ han: 4, fu: 30 }, { han: 3, fu: 60 }]);
    expect(ruleset.limits.kazoe.minHan).toBe(13);
  });

  it('payments', () => {
    expect(ruleset.payments).toEqual({
      ron: { dealerWinner: 6, nonDealerWinner: 4 },
      selfDraw: { dealerWinner: { each: 2 }, nonDealerWinner: { dealer: 2, nonDealer: 1 } },
      roundTo: 100,
      honba: { ron: 300, selfDrawEach: 100 },
      riichiStick: 1000,
      otherPlayers: 3,
    });
  });
});

describe('riichi worked examples are well-formed', () => {
  const count = (mpsz: string): Map<string, number> => {
    const m = new Map<string, number>();
    for (const [, digits, suit] of mpsz.replace(/\s/g, '').matchAll(/(\d+)([mpsz])/g))
      for (const d of digits) {
        const key = `${d === '0' ? '5' : d}${suit}`;
        m.set(key, (m.get(key) ?? 0) + 1);
      }
    return m;
  };
  for (const item of ruleset.items) {
    it(item.id, () => {
      const ex = item.example;
      const all = [ex.hand, ...(ex.melds ?? []).map((m) => m.tiles)].join('');
      const kongs = (ex.melds ?? []).filter((m) => m.kind.startsWith('kan')).length;
      const c = count(all);
      const total = [...c.values()].reduce((a, b) => a + b, 0);
      expect(total).toBe(14 + kongs);
      for (const [tile, n] of c) expect(n, tile).toBeLessThanOrEqual(4);
      expect(count(ex.hand).has(ex.winTile.replace('0', '5'))).toBe(true);
      const flags = ex.flags ?? [];
      const open = (ex.melds ?? []).some((m) => m.kind !== 'kan-closed');
      if (flags.includes('riichi') || flags.includes('double-riichi')) expect(open).toBe(false);
      if (flags.includes('kong-replacement')) expect(ex.win).toBe('self-drawn');
      if (flags.includes('robbing-kong')) expect(ex.win).toBe('discard');
      if (flags.includes('human')) expect([ex.win, ex.dealer]).toEqual(['discard', false]);
      if (flags.includes('earthly')) expect([ex.win, ex.dealer]).toEqual(['self-drawn', false]);
      if (flags.includes('heavenly')) expect([ex.win, ex.dealer ?? true]).toEqual(['self-drawn', true]);
    });
  }
});

describe('riichi translations', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const load = (locale: Locale): any => resources[locale].riichi;
  const keys = (o: unknown, p = ''): string[] =>
    typeof o === 'object' && o !== null
      ? Object.entries(o).flatMap(([k, v]) => [p + k, ...keys(v, `${p + k}.`)])
      : [];
  const en = load(DEFAULT_LOCALE);
  it('every locale has the keys of English', () => {
    for (const l of LOCALES) expect(keys(load(l)).sort(), l).toEqual(keys(en).sort());
  });
  for (const locale of LOCALES) {
    it(`${locale} names every item, category, setting, preset and source`, () => {
      const t = load(locale);
      expect(Object.keys(t.items).sort()).toEqual(ruleset.items.map((i) => i.id).sort());
      for (const id of Object.keys(t.items)) {
        // The glossaries' decision: romaji in English and Indonesian, Devanagari in Hindi (as seed 001 writes them).
        if (locale === 'hi') expect(t.items[id].name, id).toMatch(/^[\u0900-\u097F]/);
        else expect(t.items[id].name, id).toMatch(/^[A-Z][A-Za-z ]+/);
        expect(t.items[id].desc.length, id).toBeGreaterThan(10);
      }
      expect(Object.keys(t.categories)).toEqual(ruleset.categories.map((c) => c.id));
      expect(Object.keys(t.settings)).toEqual(ruleset.settings.map((s) => s.id));
      for (const s of ruleset.settings)
        if (s.type === 'enum') expect(Object.keys(t.settings[s.id].options).sort()).toEqual(s.options.map(String).sort());
        else expect(t.settings[s.id].options).toBeUndefined();
      expect(Object.keys(t.presets)).toEqual(ruleset.presets.map((p) => p.id));
      expect(Object.keys(t.sources)).toEqual(ruleset.sources.map((s) => s.id));
      expect(Object.keys(t.tables.limits.tiers)).toEqual(ruleset.limits.tiers.map((x) => x.id));
    });
  }
});
