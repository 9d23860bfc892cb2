import { describe, expect, it } from 'vitest';
import type { RulesetDef } from '../../src/core/ruleset.ts';
import { RuleDataError, assertValidRulesets, validateRuleset } from '../../src/rules/validate.ts';
import { effectiveItems, resolveSettings } from '../../src/rules/presets.ts';

/** A small, valid ruleset; each test breaks one thing. */
function sample(): RulesetDef {
  return {
    id: 'hong-kong',
    unit: 'faan',
    nativeLang: 'zh-Hant',
    roles: {},
    inputs: [],
    guide: { keySettings: [], summarySettings: [] },
    proseNumbers: {},
    handSize: 14,
    flags: ['last-tile'],
    file: 'src/rules/sample/index.ts',
    categories: [{ id: 'basic' }, { id: 'patterns' }],
    settings: [
      { id: 'minFaan', type: 'integer', default: 3, min: 0 },
      { id: 'flowers', type: 'boolean', default: true },
      { id: 'gun', type: 'enum', default: 'half', options: ['half', 'full'] },
    ],
    sources: [{ id: 'book', publisher: 'P', title: 'T', checked: '2026-09-13', url: 'https://example.org/' }],
    presets: [
      { id: 'a', settings: {}, overrides: {}, sources: ['book'] },
      { id: 'b', settings: { gun: 'full' }, overrides: { 'full-flush': { value: { kind: 'fixed', amount: 6 } }, 'half-flush': { off: true }, 'seven-pairs': { off: false } }, sources: ['book'] },
    ],
    defaultPreset: 'a',
    items: [
      {
        id: 'half-flush', category: 'patterns', value: { kind: 'fixed', amount: 3 }, file: 'src/rules/sample/patterns.ts',
        example: { hand: '123m456m789m11z22z2z', winTile: '2z', win: 'discard' }, source: { source: 'book' },
      },
      {
        id: 'full-flush', category: 'patterns', value: { kind: 'fixed', amount: 7 }, replaces: ['half-flush'], file: 'src/rules/sample/patterns.ts',
        example: { hand: '11123456789999m', winTile: '9m', win: 'discard' }, source: { source: 'book' },
      },
      {
        id: 'seven-pairs', category: 'patterns', off: true, value: { kind: 'fixed', amount: 4 }, file: 'src/rules/sample/patterns.ts',
        example: { hand: '1122m3344p5566s77z', winTile: '7z', win: 'discard' }, source: { source: 'book' },
      },
    ],
  };
}

const reasons = (rs: RulesetDef) => validateRuleset(rs).map((i) => `${i.file} › ${i.item} › ${i.field}: ${i.reason}`);

describe('rule data validation', () => {
  it('accepts a valid ruleset', () => {
    expect(validateRuleset(sample())).toEqual([]);
  });

  it('reports a wrong type with file, item and field', () => {
    const rs = sample();
    (rs.items[0].value as { amount: unknown }).amount = 'three';
    expect(reasons(rs)).toEqual(['src/rules/sample/patterns.ts › half-flush › value.amount: must be a number or { closed, open }']);
  });

  it('reports a setting role naming an unknown setting or one of the wrong type, and a bad native language', () => {
    const rs = sample();
    rs.roles = { minimum: 'minFaan', limit: 'gun', curve: 'nope' };
    rs.nativeLang = 'Chinese';
    expect(reasons(rs)).toEqual([
      'src/rules/sample/index.ts › hong-kong › roles.limit: setting "gun" is of type enum; the limit must be integer',
      'src/rules/sample/index.ts › hong-kong › roles.curve: names unknown setting "nope"',
      'src/rules/sample/index.ts › hong-kong › nativeLang: must be a BCP 47 language tag (ja, zh-Hant …)',
    ]);
  });

  it('reports a duplicated id', () => {
    const rs = sample();
    rs.items.push({ ...rs.items[0] });
    expect(reasons(rs)).toContain('src/rules/sample/index.ts › half-flush › id: duplicated item id');
  });

  it('reports a relation naming an unknown item', () => {
    const rs = sample();
    rs.items[1].replaces = ['half-flsh'];
    expect(reasons(rs)).toEqual([
      'src/rules/sample/patterns.ts › full-flush › replaces: names unknown item "half-flsh"',
    ]);
  });

  it('reports a preset override naming an unknown item', () => {
    const rs = sample();
    rs.presets[1].overrides['no-such-item'] = { off: true };
    expect(reasons(rs)).toEqual(['src/rules/sample/index.ts › b › overrides.no-such-item: names unknown item "no-such-item"']);
  });

  it('reports a value out of range', () => {
    const rs = sample();
    rs.items[1].value = { kind: 'fixed', amount: 70 };
    expect(reasons(rs)).toEqual(['src/rules/sample/patterns.ts › full-flush › value.amount: 70 is out of range 0–13 faan']);
  });

  it('reports a value that is not a whole number (faan, han and points are counted whole)', () => {
    const rs = sample();
    rs.items[1].value = { kind: 'fixed', amount: { closed: 3, open: 2.5 } };
    expect(reasons(rs)).toEqual(['src/rules/sample/patterns.ts › full-flush › value.amount.open: 2.5 is not a whole number (faan are counted whole)']);
  });

  it('reports an unknown category, source, setting value and preset', () => {
    const rs = sample();
    rs.items[0].category = 'nope';
    rs.items[0].source = { source: 'nope' };
    rs.presets[1].settings.gun = 'double';
    rs.defaultPreset = 'zzz';
    expect(reasons(rs)).toEqual([
      'src/rules/sample/patterns.ts › half-flush › category: unknown category "nope" (the categories of hong-kong: basic, patterns)',
      'src/rules/sample/patterns.ts › half-flush › source: names unknown source "nope" (the sources of hong-kong: book)',
      'src/rules/sample/index.ts › b › settings.gun: must be one of "half", "full"',
      'src/rules/sample/index.ts › hong-kong › defaultPreset: unknown preset "zzz"',
    ]);
  });

  it('reports a bad example hand', () => {
    const rs = sample();
    rs.items[0].example = { hand: '123x', winTile: '10m', win: 'tsumo' as 'discard' };
    expect(reasons(rs)).toEqual([
      'src/rules/sample/patterns.ts › half-flush › example.hand: must be mpsz tiles',
      'src/rules/sample/patterns.ts › half-flush › example.winTile: must be one mpsz tile',
      'src/rules/sample/patterns.ts › half-flush › example.win: must be "self-drawn" or "discard"',
    ]);
  });

  it('throws one error listing every problem', () => {
    const rs = sample();
    rs.items[1].includes = ['ghost'];
    rs.items[0].value = { kind: 'fixed', amount: -1 };
    expect(() => assertValidRulesets([rs])).toThrow(RuleDataError);
    expect(() => assertValidRulesets([rs])).toThrow(/2 problems/);
  });
});

describe('item switches of a worked example', () => {
  it('name known items, on or off, and no item a setting switches', () => {
    const rs = sample();
    rs.items.push({
      id: 'house-hand', category: 'patterns', value: { kind: 'fixed', amount: 1 }, enabledBy: { setting: 'flowers', value: false }, file: 'src/rules/sample/patterns.ts',
      example: { hand: '123m456m789m11z22z2z', winTile: '2z', win: 'discard', settings: { flowers: false } }, source: { source: 'book' },
    });
    rs.items[2].example = { ...rs.items[2].example, items: { 'seven-pairs': 'on', ghost: 'on', 'half-flush': 'yes' as 'on', 'house-hand': 'on' } };
    expect(reasons(rs)).toEqual([
      'src/rules/sample/patterns.ts › seven-pairs › example.items.ghost: names unknown item "ghost"',
      'src/rules/sample/patterns.ts › seven-pairs › example.items.half-flush: must be \'on\' or \'off\', got "yes"',
      'src/rules/sample/patterns.ts › seven-pairs › example.items.house-hand: switched by the setting "flowers": give the example settings: { flowers: … } instead',
    ]);
  });
});

describe('places on the venue guide', () => {
  it('an item whose category no section collects fails, naming the file, the item and the fix', () => {
    const rs = sample();
    rs.guideSections = [{ id: 'patterns', category: 'patterns' }];
    rs.items[0].category = 'basic';
    expect(reasons(rs)).toEqual([
      'src/rules/sample/patterns.ts › half-flush › place.section: no venue-guide section collects category "basic": give the item place: { section: … } (patterns), or add the category to a section\'s collects in guideSections (src/rules/sample/index.ts)',
    ]);
    rs.items[0].place = { section: 'patterns' };
    expect(reasons(rs)).toEqual([]);
  });
  it('an unknown section or a bad order, on an item or in a preset', () => {
    const rs = sample();
    rs.items[1].place = { section: 'nowhere', order: Number.NaN };
    rs.presets[1].overrides['half-flush'] = { place: { section: 'elsewhere' } };
    expect(reasons(rs)).toEqual([
      'src/rules/sample/patterns.ts › full-flush › place.section: unknown guide section "nowhere"; sections: basic, patterns',
      'src/rules/sample/patterns.ts › full-flush › place.order: must be a number',
      'src/rules/sample/index.ts › half-flush › preset b place.section: unknown guide section "elsewhere"; sections: basic, patterns',
    ]);
  });
  it('a sheet priority that is not a number, on an item, in a preset or on a section', () => {
    const rs = sample();
    rs.items[1].place = { sheet: '1' as unknown as number };
    rs.presets[1].overrides['half-flush'] = { place: { sheet: Number.POSITIVE_INFINITY } };
    rs.guideSections = [{ id: 'basic', category: 'basic', sheet: 1 }, { id: 'patterns', category: 'patterns', sheet: Number.NaN }];
    expect(reasons(rs)).toEqual([
      'src/rules/sample/index.ts › patterns › guideSections.sheet: must be a number (the sheet priority of the section: smallest first)',
      'src/rules/sample/patterns.ts › full-flush › place.sheet: must be a number (the sheet priority: smallest first)',
      'src/rules/sample/index.ts › half-flush › preset b place.sheet: must be a number (the sheet priority: smallest first)',
    ]);
    rs.items[1].place = { sheet: 2 };
    rs.presets[1].overrides['half-flush'] = { place: { sheet: 1 } };
    rs.guideSections[1].sheet = 3;
    expect(reasons(rs)).toEqual([]);
  });
  it('key settings: a setting, or a list of settings in one box — each a setting of the ruleset', () => {
    const rs = sample();
    rs.guide.keySettings = ['minFaan', ['flowers', 'gun']];
    expect(reasons(rs)).toEqual([]);
    rs.guide.keySettings = ['minFaan', ['flowers', 'gunn'], []];
    expect(reasons(rs)).toEqual([
      'src/rules/sample/index.ts › hong-kong › guide.keySettings: names unknown setting "gunn"',
      'src/rules/sample/index.ts › hong-kong › guide.keySettings: an entry must be a setting id or a non-empty list of them',
    ]);
  });
  it('sections naming an unknown category, or a category twice', () => {
    const rs = sample();
    rs.guideSections = [{ id: 'one', category: 'patterns', collects: ['basic'] }, { id: 'two', collects: ['patterns', 'nope'] }];
    expect(reasons(rs)).toEqual([
      'src/rules/sample/index.ts › two › guideSections: category "patterns" is already collected by section "one"',
      'src/rules/sample/index.ts › two › guideSections: names unknown category "nope"',
    ]);
  });
});

describe('presets are overrides on the catalogue', () => {
  it('applies value overrides, switches items on and off, and resolves settings', () => {
    const rs = sample();
    const a = Object.fromEntries(effectiveItems(rs, 'a').map((i) => [i.id, i.value]));
    const b = Object.fromEntries(effectiveItems(rs, 'b').map((i) => [i.id, i.value]));
    expect(a).toEqual({ 'half-flush': { kind: 'fixed', amount: 3 }, 'full-flush': { kind: 'fixed', amount: 7 } });
    expect(b).toEqual({ 'full-flush': { kind: 'fixed', amount: 6 }, 'seven-pairs': { kind: 'fixed', amount: 4 } });
    expect(resolveSettings(rs, 'a')).toEqual({ minFaan: 3, flowers: true, gun: 'half' });
    expect(resolveSettings(rs, 'b', { minFaan: 0 })).toEqual({ minFaan: 0, flowers: true, gun: 'full' });
  });
});
