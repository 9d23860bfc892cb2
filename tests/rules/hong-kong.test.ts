/**
 * Hong Kong values, written by hand from seed 002 (preset `vmc`) and seed 004 (preset `hk-classic`)
 * via hong-kong.md. Expected numbers are literals here, never read from the data under test.
 */
import { describe, expect, it } from 'vitest';
import { ruleset } from '../../src/rules/hong-kong/index.ts';
import { effectiveItem, effectiveItems, getPreset, resolveSettings, switchOverrides } from '../../src/rules/presets.ts';
import type { ItemDef, ItemValue } from '../../src/core/ruleset.ts';
import { validateRuleset } from '../../src/rules/validate.ts';
import { withPreset } from '../../src/rules/presets.ts';
import { checkResources, requiredRulesetKeys } from '../../src/i18n/check.ts';
import en from '../../src/i18n/locales/en/hong-kong.json' with { type: 'json' };
import hi from '../../src/i18n/locales/hi/hong-kong.json' with { type: 'json' };
import id from '../../src/i18n/locales/id/hong-kong.json' with { type: 'json' };

const item = (id: string): ItemDef => {
  const it = ruleset.items.find((i) => i.id === id);
  if (!it) throw new Error(`no item ${id}`);
  return it;
};

/** The item as it counts in a preset, or null when off there. */
const inPreset = (id: string, preset: string) => effectiveItem(ruleset, item(id), preset);

/** A value in words: a number, 'limit', or 'off'. */
function valueIn(id: string, preset: string): number | 'limit' | 'off' {
  const e = inPreset(id, preset);
  if (!e) return 'off';
  const v: ItemValue = e.value;
  if (v.kind === 'limit') return 'limit';
  if (v.kind === 'fixed' && typeof v.amount === 'number') return v.amount;
  throw new Error(`unexpected value for ${id}: ${JSON.stringify(v)}`);
}

describe('hong-kong catalogue', () => {
  it('is valid rule data', () => {
    expect(validateRuleset(ruleset)).toEqual([]);
  });

  it('lists the items category by category, in category order (the display order)', () => {
    const order = ruleset.categories.map((c) => c.id);
    const cats = ruleset.items.map((i) => order.indexOf(i.category));
    expect(cats).toEqual([...cats].sort((a, b) => a - b));
  });

  it('has the categories of seed 002', () => {
    expect(ruleset.categories.map((c) => c.id)).toEqual([
      'basic-bonuses',
      'hand-patterns',
      'limit-hands',
      'flowers-seasons',
    ]);
    const cat = (id: string) => item(id).category;
    expect(cat('all-chows')).toBe('basic-bonuses');
    expect(cat('last-tile')).toBe('basic-bonuses');
    expect(cat('full-flush')).toBe('hand-patterns');
    expect(cat('small-winds')).toBe('hand-patterns');
    expect(cat('four-concealed-pungs')).toBe('limit-hands');
    expect(cat('human-hand')).toBe('limit-hands');
    expect(cat('all-four-seasons')).toBe('flowers-seasons');
  });

  it('carries the Chinese names of the spec', () => {
    const native: Record<string, string> = {
      'all-chows': '平糊',
      'concealed-hand': '門前清',
      'dragon-pung': '箭刻',
      'seat-wind': '門風',
      'round-wind': '圈風',
      'self-drawn': '自摸',
      'kong-replacement': '槓上開花',
      'double-kong-replacement': '槓上槓',
      'robbing-the-kong': '搶槓',
      'last-tile': '海底撈月',
      'flower-replacement': '花上自摸',
      'chicken-hand': '雞糊',
      'all-pungs': '對對糊',
      'half-flush': '混一色',
      'full-flush': '清一色',
      'small-dragons': '小三元',
      'big-dragons': '大三元',
      'mixed-terminals': '混么九',
      'small-winds': '小四喜',
      'seven-pairs': '七對子',
      'four-concealed-pungs': '四暗刻',
      'all-honours': '字一色',
      'all-terminals': '清么九',
      'big-winds': '大四喜',
      'four-kongs': '十八羅漢',
      'thirteen-orphans': '十三么',
      'nine-gates': '九蓮寶燈',
      'heavenly-hand': '天胡',
      'earthly-hand': '地胡',
      'human-hand': '人胡',
      'no-flowers': '無花',
      'own-flower': '正花',
      'own-season': '正季',
      'all-four-flowers': '一台花',
      'all-four-seasons': '一台季',
    };
    for (const [id, n] of Object.entries(native)) expect(item(id).native, id).toBe(n);
  });
});

/** What a venue's `items: { <id>: on }` makes of an item that is off in every preset. */
function valueWhenOn(id: string): number | 'limit' | 'off' {
  const rs = withPreset(ruleset, { id: '(on)', base: ruleset.defaultPreset, overrides: { [id]: { off: false } } });
  const e = effectiveItem(rs, item(id), '(on)');
  if (!e) return 'off';
  if (e.value.kind === 'limit') return 'limit';
  if (e.value.kind === 'fixed' && typeof e.value.amount === 'number') return e.value.amount;
  throw new Error(`unexpected value for ${id}: ${JSON.stringify(e.value)}`);
}

type Value = number | 'limit' | 'off';

describe('values by preset (seed 002 = vmc, seed 004 = hk-classic)', () => {
  /** The columns of the table: one per preset. */
  const PRESETS = ['vmc', 'hk-classic'];
  // [id, vmc, hk-classic] — and, for an item off in every preset, the value a venue's `on` gives it.
  const table: [id: string, vmc: Value, classic: Value, on?: Value][] = [
    ['all-chows', 1, 1],
    ['concealed-hand', 1, 1],
    ['dragon-pung', 1, 1],
    ['seat-wind', 1, 1],
    ['round-wind', 1, 1],
    ['self-drawn', 1, 1],
    ['kong-replacement', 2, 1],
    ['double-kong-replacement', 9, 1],
    ['robbing-the-kong', 1, 1],
    ['last-tile', 1, 1],
    ['flower-replacement', 'off', 1],
    ['chicken-hand', 'off', 0],
    ['all-pungs', 3, 3],
    ['half-flush', 3, 3],
    ['full-flush', 7, 7],
    ['small-dragons', 5, 5],
    ['big-dragons', 8, 8],
    ['mixed-terminals', 4, 1],
    ['small-winds', 6, 6],
    ['seven-pairs', 'off', 4],
    ['four-concealed-pungs', 8, 'limit'],
    ['all-honours', 10, 'limit'],
    ['all-terminals', 'limit', 'limit'],
    ['big-winds', 'limit', 'limit'],
    ['four-kongs', 'limit', 'limit'],
    ['thirteen-orphans', 'limit', 'limit'],
    ['nine-gates', 'limit', 'limit'],
    ['heavenly-hand', 'limit', 'limit'],
    ['earthly-hand', 'limit', 'limit'],
    ['human-hand', 'limit', 'off'],
    ['no-flowers', 1, 1],
    ['own-flower', 1, 1],
    ['own-season', 1, 1],
    ['all-four-flowers', 2, 2],
    ['all-four-seasons', 2, 2],
  ];

  it('has a column for every preset, and a row only for items of the ruleset', () => {
    expect(ruleset.presets.map((p) => p.id), 'a preset without a column in the table below').toEqual(PRESETS);
    for (const [id] of table) expect(ruleset.items.map((i) => i.id), `row "${id}": no such item`).toContain(id);
    expect(new Set(table.map(([id]) => id)).size).toBe(table.length);
  });

  // Every item of the data, with the values written above by hand: a new item without a row fails here.
  for (const it_ of ruleset.items) {
    const row = table.find(([id]) => id === it_.id);
    it(row ? `${it_.id}: vmc ${row[1]}, hk-classic ${row[2]}${row[3] === undefined ? '' : `, on at a venue ${row[3]}`}` : `${it_.id}: its values`, () => {
      expect(
        row,
        `hong-kong item "${it_.id}" (${it_.file}) has no value assertion: add a row ['${it_.id}', <vmc>, <hk-classic>] to the table in tests/rules/hong-kong.test.ts, written from the source`,
      ).toBeDefined();
      const [id, vmc, classic, on] = row!;
      expect(valueIn(id, 'vmc')).toBe(vmc);
      expect(valueIn(id, 'hk-classic')).toBe(classic);
      if (vmc === 'off' && classic === 'off')
        expect(on, `"${id}" is off in every preset: give, as a 4th entry of its row, the value a venue's \`on\` gives it`).toBeDefined();
      if (on !== undefined) expect(valueWhenOn(id)).toBe(on);
    });
  }

  it('limit hands are worth the preset limit, 13 in both presets', () => {
    expect(resolveSettings(ruleset, 'vmc').limit).toBe(13);
    expect(resolveSettings(ruleset, 'hk-classic').limit).toBe(13);
  });

  it('counts dragon pungs and seat / round wind pungs once per set', () => {
    for (const id of ['dragon-pung', 'seat-wind', 'round-wind']) {
      const v = item(id).value;
      expect(v).toEqual({ kind: 'fixed', amount: 1, each: 'set' });
    }
  });

  it('the catalogue is the vmc preset: vmc overrides nothing', () => {
    expect(getPreset(ruleset, 'vmc').overrides).toEqual({});
    expect(ruleset.defaultPreset).toBe('vmc');
  });

  it('hk-classic overrides only the rows of the difference table', () => {
    expect(Object.keys(getPreset(ruleset, 'hk-classic').overrides).sort()).toEqual(
      [
        'all-honours',
        'chicken-hand',
        'double-kong-replacement',
        'flower-replacement',
        'four-concealed-pungs',
        'human-hand',
        'kong-replacement',
        'mixed-terminals',
        'seven-pairs',
      ].sort(),
    );
  });

  it('items only in hk-classic are off in the catalogue', () => {
    for (const id of ['chicken-hand', 'seven-pairs', 'flower-replacement']) expect(item(id).off).toBe(true);
    const vmc = effectiveItems(ruleset, 'vmc').map((i) => i.id);
    const classic = effectiveItems(ruleset, 'hk-classic').map((i) => i.id);
    expect(vmc).not.toContain('seven-pairs');
    expect(vmc).toContain('human-hand');
    expect(classic).toContain('seven-pairs');
    expect(classic).toContain('chicken-hand');
    expect(classic).toContain('flower-replacement');
    expect(classic).not.toContain('human-hand');
    // As many as the table has values for (32 and 34 in seeds 002 and 004).
    expect(vmc).toHaveLength(table.filter((r) => r[1] !== 'off').length);
    expect(classic).toHaveLength(table.filter((r) => r[2] !== 'off').length);
  });

  it('flower items exist only with the flowers setting on', () => {
    const off = effectiveItems(ruleset, 'vmc', { flowers: false }).map((i) => i.id);
    const flowerItems = ['no-flowers', 'own-flower', 'own-season', 'all-four-flowers', 'all-four-seasons'];
    for (const id of flowerItems) expect(off).not.toContain(id);
    expect(off).toEqual(effectiveItems(ruleset, 'vmc').map((i) => i.id).filter((id) => !flowerItems.includes(id)));
    for (const id of ['no-flowers', 'own-flower', 'own-season', 'all-four-flowers', 'all-four-seasons', 'flower-replacement'])
      expect(item(id).conditions).toContain('flowers-setting');
  });
});

describe('relations (combination rules and Decisions of hong-kong.md)', () => {
  const rel = (id: string, preset = 'vmc') => {
    const e = inPreset(id, preset)!;
    return { replaces: e.replaces ?? [], includes: e.includes ?? [], notWith: e.notWith ?? [], conditions: e.conditions ?? [] };
  };

  it('vmc: a kong-replacement win includes Self-drawn (2 in total); double kong too (9), and replaces the single', () => {
    expect(rel('kong-replacement').includes).toEqual(['self-drawn']);
    expect(rel('kong-replacement').conditions).toContain('includes-self-drawn');
    expect(rel('double-kong-replacement').includes).toEqual(['self-drawn']);
    expect(rel('double-kong-replacement').replaces).toEqual(['kong-replacement']);
  });

  it('hk-classic: kong / double kong replacement are 1 and Self-drawn scores beside them', () => {
    expect(rel('kong-replacement', 'hk-classic').includes).toEqual([]);
    expect(rel('kong-replacement', 'hk-classic').conditions).not.toContain('includes-self-drawn');
    expect(rel('double-kong-replacement', 'hk-classic').includes).toEqual([]);
    expect(rel('double-kong-replacement', 'hk-classic').replaces).toEqual(['kong-replacement']);
  });

  it('a flower replacement is never a kong replacement', () => {
    expect(rel('flower-replacement', 'hk-classic').notWith.sort()).toEqual(['double-kong-replacement', 'kong-replacement']);
  });

  it('Small / Big Dragons include the dragon-pung faan', () => {
    expect(rel('small-dragons').includes).toEqual(['dragon-pung']);
    expect(rel('big-dragons').includes).toEqual(['dragon-pung']);
    expect(rel('small-dragons', 'hk-classic').includes).toEqual(['dragon-pung']);
  });

  it('Small Winds replaces the seat- and round-wind faan (both presets)', () => {
    expect(rel('small-winds').replaces.sort()).toEqual(['round-wind', 'seat-wind']);
    expect(rel('small-winds', 'hk-classic').replaces.sort()).toEqual(['round-wind', 'seat-wind']);
  });

  it('Full Flush replaces Half Flush', () => {
    expect(rel('full-flush').replaces).toEqual(['half-flush']);
  });

  it('Four Concealed Pungs replaces All Pungs (and, concealed by definition, Concealed Hand)', () => {
    expect(rel('four-concealed-pungs').replaces.sort()).toEqual(['all-pungs', 'concealed-hand']);
    expect(rel('four-concealed-pungs').conditions).toContain('pair-wait-only');
    expect(rel('four-concealed-pungs', 'hk-classic').conditions).toContain('self-draw-or-pair-wait');
    expect(rel('four-concealed-pungs', 'hk-classic').conditions).not.toContain('pair-wait-only');
    expect(rel('four-concealed-pungs', 'hk-classic').conditions).toContain('no-extras');
  });

  it('vmc: Mixed Terminals and All Honours include All Pungs; hk-classic Mixed Terminals does not', () => {
    expect(rel('mixed-terminals').includes).toEqual(['all-pungs']);
    expect(rel('all-honours').includes).toEqual(['all-pungs']);
    expect(rel('mixed-terminals', 'hk-classic').includes).toEqual([]);
  });

  it('vmc All Honours: Mixed Terminals and Half Flush do not apply; hk-classic: limit, no extras', () => {
    expect(rel('all-honours').replaces.sort()).toEqual(['half-flush', 'mixed-terminals']);
    expect(rel('all-honours').conditions).not.toContain('no-extras');
    expect(rel('all-honours', 'hk-classic').conditions).toContain('no-extras');
  });

  it('All four flowers / seasons replace the own flower / season', () => {
    expect(rel('all-four-flowers').replaces).toEqual(['own-flower']);
    expect(rel('all-four-seasons').replaces).toEqual(['own-season']);
  });

  it('patterns concealed by definition never get Concealed Hand', () => {
    for (const id of ['four-concealed-pungs', 'thirteen-orphans', 'nine-gates', 'heavenly-hand', 'earthly-hand', 'human-hand'])
      expect(rel(id).conditions).toContain('always-concealed');
    expect(rel('seven-pairs', 'hk-classic').conditions).toContain('always-concealed');
    expect(rel('seven-pairs', 'hk-classic').replaces).toEqual(['concealed-hand']);
  });

  it('13-faan limit hands take no extras', () => {
    for (const id of ['all-terminals', 'big-winds', 'four-kongs', 'thirteen-orphans', 'nine-gates', 'heavenly-hand', 'earthly-hand', 'human-hand'])
      expect(rel(id).conditions).toContain('no-extras');
  });

  it('Heavenly, Earthly and Human exclude each other and the replacement / robbing / last-tile wins', () => {
    const moments = ['double-kong-replacement', 'kong-replacement', 'last-tile', 'robbing-the-kong'];
    expect(rel('heavenly-hand').notWith.sort()).toEqual(['earthly-hand', 'human-hand', ...moments].sort());
    expect(rel('earthly-hand').notWith.sort()).toEqual(['heavenly-hand', 'human-hand', ...moments].sort());
    expect(rel('human-hand').notWith.sort()).toEqual(['earthly-hand', 'heavenly-hand', ...moments].sort());
    expect(rel('heavenly-hand').conditions).toEqual(expect.arrayContaining(['dealer-only', 'self-draw-only']));
    expect(rel('earthly-hand').conditions).toEqual(expect.arrayContaining(['non-dealer-only', 'discard-only']));
  });

  it('robbing the kong: the kong adder pays, as on a discard', () => {
    expect(rel('robbing-the-kong').conditions).toEqual(expect.arrayContaining(['kong-adder-pays', 'discard-only']));
    expect(ruleset.payments.robbingKongPayer).toBe('discarder');
  });

  it('Last Tile combines with Self-drawn (no relation between them)', () => {
    expect(rel('last-tile').replaces).toEqual([]);
    expect(rel('last-tile').includes).toEqual([]);
    expect(rel('last-tile').notWith).toEqual([]);
  });
});

describe('settings and presets', () => {
  it('declares the settings of score-api.md plus the optional table settings', () => {
    expect(ruleset.settings.map((s) => s.id)).toEqual([
      'minFaan',
      'limit',
      'curve',
      'stake',
      'gun',
      'players',
      'flowers',
      'dealerDouble',
      'baau',
      'falseWinPenalty',
    ]);
    const curve = ruleset.settings.find((s) => s.id === 'curve')!;
    expect(curve.type === 'curve' && curve.options).toEqual(['half-spicy', 'full-spicy', 'faan-laak-4-7-10']);
    const gun = ruleset.settings.find((s) => s.id === 'gun')!;
    expect(gun.type === 'enum' && gun.options).toEqual(['half', 'full']);
    const players = ruleset.settings.find((s) => s.id === 'players')!;
    expect(players.type === 'enum' && players.options).toEqual([4, 2]);
  });

  it('vmc: min 3, limit 13, half spicy, half gun, stake 1, flowers on, 4 players, optional rules off', () => {
    expect(resolveSettings(ruleset, 'vmc')).toEqual({
      minFaan: 3,
      limit: 13,
      curve: 'half-spicy',
      stake: 1,
      gun: 'half',
      players: 4,
      flowers: true,
      dealerDouble: false,
      baau: false,
      falseWinPenalty: false,
    });
  });

  it('hk-classic: min 3, limit 13, full spicy, half gun, stake 1, flowers on', () => {
    expect(resolveSettings(ruleset, 'hk-classic')).toEqual({
      minFaan: 3,
      limit: 13,
      curve: 'full-spicy',
      stake: 1,
      gun: 'half',
      players: 4,
      flowers: true,
      dealerDouble: false,
      baau: false,
      falseWinPenalty: false,
    });
  });

  it('names its sources, checked 2026-09-13', () => {
    expect(ruleset.sources.map((s) => s.id)).toEqual(['mymahjong-book-1', 'hkma', 'demo-mahjong-club', 'zh-wikipedia-payment']);
    for (const s of ruleset.sources) expect(s.checked).toBe('2026-09-13');
    expect(getPreset(ruleset, 'hk-classic').sources).toContain('demo-mahjong-club');
    expect(getPreset(ruleset, 'vmc').sources).toContain('mymahjong-book-1');
  });
});

/** Tiles of an mpsz string, e.g. "123m55z" → ["1m","2m","3m","5z","5z"]. */
function tiles(mpsz: string): string[] {
  const out: string[] = [];
  let digits = '';
  for (const ch of mpsz.replace(/\s+/g, '')) {
    if (/[0-9]/.test(ch)) digits += ch;
    else {
      for (const d of digits) out.push(`${d === '0' ? '5' : d}${ch}`);
      digits = '';
    }
  }
  return out;
}

describe('worked examples are well formed', () => {
  for (const it_ of ruleset.items) {
    it(`${it_.id}`, () => {
      const ex = it_.example;
      const hand = tiles(ex.hand);
      const melds = (ex.melds ?? []).map((m) => tiles(m.tiles));
      const kongs = melds.filter((m) => m.length === 4).length;
      // 14 tiles, plus one per kong
      expect(hand.length + melds.reduce((n, m) => n + m.length, 0)).toBe(14 + kongs);
      // at most four copies of a tile
      const count = new Map<string, number>();
      for (const t of [...hand, ...melds.flat()]) count.set(t, (count.get(t) ?? 0) + 1);
      for (const [t, n] of count) expect(n, `${t} copies`).toBeLessThanOrEqual(4);
      expect(hand).toContain(tiles(ex.winTile)[0]);
      // an item off in the catalogue shows its example in a preset where it is on, or switches itself on
      if (it_.off) expect(ex.preset ?? ex.items?.[it_.id]).toBeDefined();
      const base = ex.preset ?? 'vmc';
      const rs = ex.items ? withPreset(ruleset, { id: '(example)', base, overrides: switchOverrides(ex.items) }) : ruleset;
      const preset = ex.items ? '(example)' : base;
      expect(effectiveItem(rs, it_, preset, resolveSettings(rs, preset, ex.settings ?? {}))).not.toBeNull();
    });
  }
});

describe('translations (hong-kong namespace)', () => {
  it('have every key the data needs and the same keys in en, hi and id', () => {
    const problems = checkResources(
      { en: { 'hong-kong': en }, hi: { 'hong-kong': hi }, id: { 'hong-kong': id } },
      'en',
      { 'hong-kong': requiredRulesetKeys(ruleset) },
    );
    expect(problems).toEqual([]);
  });

  it('name the items as the glossaries decide: seed 002 names in English, seed 004 names in Indonesian, Devanagari in Hindi', () => {
    expect(en.items['full-flush'].name).toBe('Full Flush');
    expect(id.items['full-flush'].name).toBe('Pure One Suit');
    expect(id.items['kong-replacement'].name).toBe('Win on Kong Replacement');
    for (const v of Object.values(hi.items as Record<string, { name: string }>)) expect(v.name).not.toMatch(/[A-Za-z]/);
  });

  it('keep value numbers out of item descriptions', () => {
    for (const loc of [en, hi, id])
      for (const [k, v] of Object.entries(loc.items as Record<string, { name: string; desc: string }>))
        expect(`${k}: ${v.desc}`).not.toMatch(/\b\d+\s*(faan|फ़ान)/i);
  });
});
