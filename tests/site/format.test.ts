/**
 * Value formatting of the reference pages: words come from `t`, numbers from `num`, nothing is typed.
 * A fake `t` echoes the key and its options so each test sees which string and which numbers were used.
 */
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatExample,
  formatSettingValue,
  formatValue,
  groupBy,
  joinList,
  sentenceStart,
  valueToString,
  type FormatContext,
} from '../../src/i18n/format.ts';
import { alternates, localePath } from '../../src/lib/urls.ts';
import { LOCALES } from '../../src/i18n/config.ts';
import { getT } from '../../src/i18n/index.ts';
import { hanCodePoints, parseUnicodeRange, toUnicodeRange } from '../../src/integrations/fonts.mjs';

const t = (key: string, o?: Record<string, unknown>) =>
  o ? `${key}(${Object.entries(o).map(([k, v]) => `${k}=${String(v)}`).join(',')})` : key;
const ctx: FormatContext = { t, num: (n) => `#${n}`, ns: 'hong-kong', unit: 'faan' };
const hi: FormatContext = {
  t: (key, o) => (key === 'ui:value.amount' ? `${o!.n} ${o!.unit}` : t(key, o)),
  num: (n) => new Intl.NumberFormat('hi-IN').format(n),
  ns: 'taiwan-club',
  unit: 'अंक',
};

describe('formatAmount', () => {
  it('formats a plain amount through num and the unit', () => {
    expect(formatAmount(3, ctx)).toBe('ui:value.amount(n=#3,unit=faan)');
  });
  it('formats closed / open pairs and closed-only values', () => {
    expect(formatAmount({ closed: 6, open: 5 }, ctx)).toBe(
      'ui:value.closedOpen(closed=ui:value.amount(n=#6,unit=faan),open=ui:value.amount(n=#5,unit=faan))',
    );
    expect(formatAmount({ closed: 3, open: null }, ctx)).toBe('ui:value.closedOnly(value=ui:value.amount(n=#3,unit=faan))');
  });
  it('lets the language inflect the unit', () => {
    expect(formatAmount(1, { ...ctx, unitFor: (n) => (n === 1 ? 'pt' : 'pts') })).toBe('ui:value.amount(n=#1,unit=pt)');
  });
  it('uses locale digit grouping', () => {
    expect(formatAmount(100000, hi)).toBe('1,00,000 अंक');
  });
});

describe('formatValue', () => {
  it('wraps counted items in their "each" unit', () => {
    expect(formatValue('dragon-pung', { kind: 'fixed', amount: 1, each: 'set' }, ctx).text).toBe(
      'ui:value.each.set(value=ui:value.amount(n=#1,unit=faan))',
    );
  });
  it('lists tiers lowest first with their translated labels', () => {
    const v = formatValue(
      'concealed-pungs',
      { kind: 'tiers', each: 'group', tiers: [{ id: 'two', amount: 5 }, { id: 'three', amount: 15 }] },
      { ...ctx, ns: 'taiwan-club' },
    );
    expect(v.text).toBe('ui:value.tiersEach.group');
    expect(v.list).toEqual([
      { id: 'two', label: 'taiwan-club:items.concealed-pungs.tiers.two', value: 'ui:value.amount(n=#5,unit=faan)' },
      { id: 'three', label: 'taiwan-club:items.concealed-pungs.tiers.three', value: 'ui:value.amount(n=#15,unit=faan)' },
    ]);
    expect(valueToString(v)).toContain('taiwan-club:items.concealed-pungs.tiers.two ui:value.amount(n=#5');
  });
  it('shows a limit with the preset limit when known, a riichi tier by name, yakuman and off', () => {
    expect(formatValue('x', { kind: 'limit' }, ctx).text).toBe('ui:value.limit');
    expect(formatValue('x', { kind: 'limit' }, { ...ctx, limitAmount: 13 }).text).toBe(
      'ui:value.limitOf(value=ui:value.amount(n=#13,unit=faan))',
    );
    expect(formatValue('renhou', { kind: 'limit', tier: 'mangan' }, ctx).text).toBe('ui:limits.mangan');
    expect(formatValue('kokushi', { kind: 'yakuman', times: 1 }, ctx).text).toBe('ui:value.yakuman');
    expect(formatValue('kokushi-13', { kind: 'yakuman', times: 2 }, ctx).text).toBe('ui:value.doubleYakuman');
    expect(formatValue('x', null, ctx).text).toBe('ui:value.off');
  });
});

describe('formatSettingValue', () => {
  it('formats each kind of setting', () => {
    expect(formatSettingValue({ id: 'flowers', type: 'boolean', default: true }, true, ctx)).toBe('ui:value.yes');
    expect(formatSettingValue({ id: 'flowers', type: 'boolean', default: true }, false, ctx)).toBe('ui:value.no');
    expect(formatSettingValue({ id: 'minFaan', type: 'integer', default: 3, min: 0 }, 3, ctx)).toBe('#3');
    expect(
      formatSettingValue({ id: 'gun', type: 'enum', default: 'half', options: ['half', 'full'] }, 'full', ctx),
    ).toBe('hong-kong:settings.gun.options.full');
    expect(formatSettingValue({ id: 'curve', type: 'curve', default: 'half-spicy', options: ['half-spicy'] }, [1, 2], ctx)).toBe(
      '#1 · #2',
    );
    const ladder = { id: 'minimum', type: 'round-ladder', default: { east: 20, south: 22, west: 24, north: 26 }, min: 0 } as const;
    expect(formatSettingValue(ladder, { south: 22, east: 20 }, ctx)).toBe(
      'ui:value.roundValue(round=ui:winds.east,value=#20) · ui:value.roundValue(round=ui:winds.south,value=#22)',
    );
    expect(formatSettingValue(ladder, 25, ctx)).toBe('ui:value.everyRound(value=#25)');
  });
});

describe('formatExample', () => {
  it('keeps the mpsz text and words the situation', () => {
    const e = formatExample(
      {
        hand: '123m456p',
        melds: [{ kind: 'pon', tiles: '555z' }],
        winTile: '3m',
        win: 'self-drawn',
        seatWind: 'south',
        flags: ['last-tile'],
        bonusTiles: '2f',
        preset: 'hk-classic',
      },
      ctx,
      (id) => `P(${id})`,
    );
    expect(e.hand).toBe('123m456p');
    expect(e.melds).toEqual([{ kind: 'ui:melds.pon', tiles: '555z' }]);
    expect(e.win).toBe('ui:example.winSelfDrawn(tile=3m)');
    expect(e.facts).toEqual([
      'ui:example.seatWind(wind=ui:winds.south)',
      'ui:example.bonusTiles(tiles=2f)',
      'ui:flags.last-tile',
      'ui:example.preset(preset=P(hk-classic))',
    ]);
  });

  it('names the items an example switches on or off, as it names settings', () => {
    const e = formatExample({ hand: '1122m3344p5566s77z', winTile: '7z', win: 'discard', items: { 'seven-pairs': 'on', 'human-hand': 'off' } }, { ...ctx, ns: 'hong-kong' });
    expect(e.facts).toEqual([
      'ui:example.itemOn(item=hong-kong:items.seven-pairs.name)',
      'ui:example.itemOff(item=hong-kong:items.human-hand.name)',
    ]);
  });

  it('counts counters and sticks in the language\'s words, one and several (no "1 counters")', () => {
    const en = getT('en');
    const words = (honba: number, riichiSticks: number) =>
      formatExample({ hand: '11m', winTile: '1m', win: 'discard', honba, riichiSticks }, { t: (k, o) => String(en(k, o as never)), num: (n) => String(n), ns: 'riichi', unit: 'han' }).facts;
    expect(words(1, 1)).toEqual(['1 counter', '1 riichi stick on the table']);
    expect(words(2, 3)).toEqual(['2 counters', '3 riichi sticks on the table']);
  });

  it('leaves the seat and the dealer out when the page states them its own way', () => {
    const e = formatExample({ hand: '11m', winTile: '1m', win: 'discard', seatWind: 'south', dealer: false, roundWind: 'east' }, ctx, undefined, [], { seat: false });
    expect(e.facts).toEqual(['ui:example.roundWind(wind=ui:winds.east)']);
  });

  it('names the house options an example turns on (its total depends on them)', () => {
    const e = formatExample(
      { hand: '11123455678999m', winTile: '5m', win: 'discard', settings: { doubleYakuman: true, kazoe: 'yakuman' } },
      { ...ctx, ns: 'riichi' },
      undefined,
      [
        { id: 'kazoe', type: 'enum', default: 'sanbaiman', options: ['sanbaiman', 'yakuman'] },
        { id: 'doubleYakuman', type: 'boolean', default: false },
      ],
    );
    expect(e.facts).toEqual([
      'ui:example.setting(setting=riichi:settings.doubleYakuman.name,value=ui:value.yes)',
      'ui:example.setting(setting=riichi:settings.kazoe.name,value=riichi:settings.kazoe.options.yakuman)',
    ]);
  });

  it('refuses an example setting the ruleset does not have', () => {
    expect(() => formatExample({ hand: '11m', winTile: '1m', win: 'discard', settings: { nope: 1 } }, ctx, undefined, [])).toThrow(
      /"nope" is not a setting of hong-kong/,
    );
  });
});

describe('helpers', () => {
  it('groups equal renderings in first-seen order', () => {
    expect(groupBy(['a', 'b', 'c'], (k) => (k === 'b' ? 2 : 1))).toEqual([
      { keys: ['a', 'c'], value: 1 },
      { keys: ['b'], value: 2 },
    ]);
  });
  it('starts a sentence made of parts with a capital where it starts with a word', () => {
    expect(sentenceStart('“riichi declared” needs riichi: remove “riichi declared”.')).toBe('“Riichi declared” needs riichi: remove “riichi declared”.');
    expect(sentenceStart('yakuman · The winner receives 32,000')).toBe('Yakuman · The winner receives 32,000');
    expect(sentenceStart('ubin terakhir tembok')).toBe('Ubin terakhir tembok');
    // A number first, a script without case, an empty text: as they are.
    expect(sentenceStart('3 han, 30 fu · The winner receives 5,800')).toBe('3 han, 30 fu · The winner receives 5,800');
    expect(sentenceStart('याकुमान · विजेता को कुल 32,000 मिलते हैं')).toBe('याकुमान · विजेता को कुल 32,000 मिलते हैं');
    expect(sentenceStart('')).toBe('');
  });
  it('joins lists the locale way', () => {
    expect(joinList('en-GB', ['A', 'B', 'C'])).toBe('A, B and C');
    expect(joinList('id-ID', ['A', 'B'])).toBe('A dan B');
  });
  it('builds locale paths with a trailing slash and hreflang alternates', () => {
    expect(localePath('hi')).toBe('/hi/');
    expect(localePath('id', 'riichi/')).toBe('/id/riichi/');
    expect(localePath('en', 'riichi')).toBe('/en/riichi/');
    const alts = alternates('riichi/', (l) => l, 'en', 'https://x.example');
    expect(alts.map((a) => a.hreflang)).toEqual([...LOCALES, 'x-default']);
    expect(alts.at(-1)!.href).toBe('https://x.example/en/riichi/');
    expect(alternates('', (l) => l, 'en', 'https://x.example').at(-1)!.href).toBe('https://x.example/');
  });
  it('collects Han code points and writes compact unicode-ranges', () => {
    expect(hanCodePoints('Full Flush 清一色 — हिन्दी ドラ')).toEqual(
      ['一', '清', '色', 'ド', 'ラ'].map((c) => c.codePointAt(0)).sort((a, b) => a! - b!),
    );
    expect(toUnicodeRange([0x4e00, 0x4e01, 0x4e02, 0x4e08])).toBe('U+4e00-4e02,U+4e08');
    expect(parseUnicodeRange('U+4e00-4e02, U+4e08')).toEqual([
      [0x4e00, 0x4e02],
      [0x4e08, 0x4e08],
    ]);
  });
});
