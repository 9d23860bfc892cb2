/**
 * What a reference page shows for an item under several presets: values grouped where presets agree,
 * "off" where a preset disables it, relations and conditions per preset, house options.
 */
import { describe, expect, it } from 'vitest';
import type { ItemDef, RulesetDef } from '../../src/core/ruleset.ts';
import type { FormatContext } from '../../src/i18n/format.ts';
import { isEveryOtherItem, itemView, itemsByCategory, limitAmountOf } from '../../src/lib/items.ts';

const t = (key: string, o?: Record<string, unknown>) =>
  o ? `${key}(${Object.entries(o).map(([k, v]) => `${k}=${String(v)}`).join(',')})` : key;
const ctx: FormatContext = { t, num: (n) => String(n), ns: 'x', unit: 'faan' };
const ex = { hand: '123m', winTile: '1m', win: 'discard' as const };
const src = { source: 's' };

const items: ItemDef[] = [
  { id: 'a', category: 'c1', value: { kind: 'fixed', amount: 3 }, example: ex, source: src },
  { id: 'b', category: 'c1', value: { kind: 'fixed', amount: 4 }, includes: ['a'], example: ex, source: src },
  { id: 'c', category: 'c2', value: { kind: 'limit' }, conditions: ['no-extras'], example: ex, source: src },
  { id: 'd', category: 'c2', value: { kind: 'fixed', amount: 1 }, enabledBy: { setting: 'opt', value: true }, example: ex, source: src },
  { id: 'e', category: 'c2', value: { kind: 'fixed', amount: 1 }, off: true, example: ex, source: src },
  { id: 'f', category: 'c2', value: { kind: 'fixed', amount: 2 }, off: true, example: { ...ex, items: { f: 'on' } }, source: src },
];
const rs: RulesetDef = {
  id: 'hong-kong',
  unit: 'faan',
  nativeLang: 'zh-Hant',
  roles: { limit: 'limit' },
  inputs: [],
  guide: { keySettings: [], summarySettings: [] },
  proseNumbers: {},
  handSize: 14,
  flags: [],
  categories: [{ id: 'c1' }, { id: 'c2' }, { id: 'empty' }],
  items,
  settings: [
    { id: 'limit', type: 'integer', default: 13, min: 1 },
    { id: 'opt', type: 'boolean', default: false },
  ],
  presets: [
    { id: 'p1', settings: {}, overrides: {}, sources: [] },
    {
      id: 'p2',
      settings: { limit: 10 },
      overrides: { b: { value: { kind: 'fixed', amount: 1 }, includes: [] }, a: { off: true }, e: { off: false } },
      sources: [],
    },
    { id: 'p3', settings: {}, overrides: { a: { off: true } }, sources: [] },
  ],
  defaultPreset: 'p1',
  sources: [{ id: 's', publisher: 'P', title: 'T', checked: '2026-01-01' }],
  file: 'test',
};

describe('itemView', () => {
  it('shows one value when every preset agrees', () => {
    const v = itemView(rs, items[2], ctx);
    // limit values differ with the preset limit (13 / 10 / 13)
    expect(v.values.map((g) => g.presets)).toEqual([['p1', 'p3'], ['p2']]);
    expect(v.values[0].value.text).toBe('ui:value.limitOf(value=ui:value.amount(n=13,unit=faan))');
    expect(v.conditions).toEqual([{ presets: ['p1', 'p2', 'p3'], value: ['no-extras'] }]);
  });
  it('shows each preset value where they differ, and "off" where a preset disables the item', () => {
    const a = itemView(rs, items[0], ctx);
    expect(a.values).toEqual([
      { presets: ['p1'], value: { text: 'ui:value.amount(n=3,unit=faan)' } },
      { presets: ['p2', 'p3'], value: { text: 'ui:value.off' } },
    ]);
    const e = itemView(rs, items[4], ctx);
    expect(e.values.map((g) => [g.presets, g.value.text])).toEqual([
      [['p1', 'p3'], 'ui:value.off'],
      [['p2'], 'ui:value.amount(n=1,unit=faan)'],
    ]);
  });
  it('groups relations per preset', () => {
    const b = itemView(rs, items[1], ctx);
    expect(b.relations).toEqual([
      { presets: ['p1', 'p3'], value: { replaces: [], includes: ['a'], notWith: [] } },
      { presets: ['p2'], value: { replaces: [], includes: [], notWith: [] } },
    ]);
  });
  it('marks an item that only a house option switches on, with its value', () => {
    const d = itemView(rs, items[3], ctx);
    expect(d.houseOption).toEqual({ setting: 'opt', value: true });
    expect(d.values).toEqual([{ presets: ['p1', 'p2', 'p3'], value: { text: 'ui:value.amount(n=1,unit=faan)' } }]);
  });
  it('marks an item off in every preset, that only a venue can switch on, with its value', () => {
    const f = itemView(rs, items[5], ctx);
    expect(f.venueOption).toBe(true);
    expect(f.houseOption).toBeUndefined();
    expect(f.values).toEqual([{ presets: ['p1', 'p2', 'p3'], value: { text: 'ui:value.amount(n=2,unit=faan)' } }]);
    expect(itemView(rs, items[4], ctx).venueOption).toBeUndefined();
    expect(itemView(rs, items[3], ctx).venueOption).toBeUndefined();
  });
});

describe('helpers', () => {
  it('groups items by category in category order and skips empty categories', () => {
    expect(itemsByCategory(rs).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['c1', ['a', 'b']],
      ['c2', ['c', 'd', 'e', 'f']],
    ]);
  });
  it('reads the limit of a preset', () => {
    expect(limitAmountOf(rs, 'p2')).toBe(10);
    expect(limitAmountOf({ ...rs, settings: [] }, 'p1')).toBeUndefined();
  });
  it('recognises "every other item"', () => {
    expect(isEveryOtherItem(rs, 'a', ['b', 'c', 'd', 'e', 'f'])).toBe(true);
    expect(isEveryOtherItem(rs, 'a', ['b', 'c'])).toBe(false);
  });
});
