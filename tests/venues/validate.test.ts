/**
 * Venue validation (src/venues/validate.ts): every kind of mistake in a venue file is reported with
 * the file, the field and a reason, and the shipped venues are valid. Bad venues are fed directly.
 */
import { describe, expect, it } from 'vitest';
import { readVenueFiles, readVenues } from '../../src/venues/files.ts';
import { loadVenues, normalizeVenue, slugOf, validateVenue, VenueDataError } from '../../src/venues/validate.ts';
import type { VenueInput, VenueIssue } from '../../src/venues/types.ts';
import { root } from '../site/dist.mjs';
import { LOCALES } from '../../src/i18n/config.ts';

const FILE = 'content/venues/test-club.yaml';

/** A valid Hong Kong venue; each test breaks one thing. */
function good(): Record<string, unknown> {
  return {
    name: 'Test Club',
    ruleset: 'hong-kong',
    preset: 'hk-classic',
    rulesVersion: '2026-09-13',
    languages: ['en', 'hi'],
    settings: { minFaan: 3, limit: 13, curve: 'full-spicy', gun: 'half', stake: 1, flowers: true },
    twoPlayer: true,
    items: { 'seven-pairs': 'on', 'human-hand': 'off', 'all-chows': 2 },
    notes: { en: 'Tuesdays.', hi: 'मंगलवार।' },
    print: { descriptions: true, columns: 2, fontSize: 10.5 },
  };
}

function issues(v: unknown, file = FILE): VenueIssue[] {
  return validateVenue(v, file);
}

/** Exactly one issue, at this field, whose reason matches. */
function expectOne(v: unknown, field: string, reason: RegExp, file = FILE) {
  const list = issues(v, file);
  expect(list, JSON.stringify(list, null, 1)).toHaveLength(1);
  expect(list[0].file).toBe(file);
  expect(list[0].field).toBe(field);
  expect(list[0].reason).toMatch(reason);
}

describe('a valid venue', () => {
  it('has no issue', () => {
    expect(issues(good())).toEqual([]);
  });
  it('accepts a date object (YAML parsers turn unquoted dates into dates)', () => {
    expect(issues({ ...good(), rulesVersion: new Date('2026-09-13T00:00:00Z') })).toEqual([]);
  });
  it('normalizes item changes into preset overrides', () => {
    const v = normalizeVenue(good() as unknown as VenueInput, FILE);
    expect(v.slug).toBe('test-club');
    expect(v.overrides['seven-pairs']).toEqual({ off: false });
    expect(v.overrides['human-hand']).toEqual({ off: true });
    expect(v.overrides['all-chows']).toEqual({ value: { kind: 'fixed', amount: 2 }, off: false });
    expect(v.name).toEqual(Object.fromEntries(LOCALES.map((l) => [l, 'Test Club'])));
    expect(v.notes).toEqual({ en: ['Tuesdays.'], hi: ['मंगलवार।'] });
    expect(v.print).toEqual({ descriptions: true, columns: 2, fontSize: 10.5 });
  });
});

describe('the native name carries its language', () => {
  const norm = (v: Record<string, unknown>) => normalizeVenue(v as unknown as VenueInput, FILE).nativeName;
  it('a plain text is in the language of its ruleset’s native names', () => {
    expect(norm({ ...good(), nativeName: '玉燈麻將館' })).toEqual({ text: '玉燈麻將館', lang: 'zh-Hant' });
  });
  it('one language tag with its text names another language', () => {
    expect(norm({ ...good(), nativeName: { ja: '雀荘こいのぼり' } })).toEqual({ text: '雀荘こいのぼり', lang: 'ja' });
  });
  it('refuses a tag that is not one, one not written canonically, and more than one name', () => {
    expectOne({ ...good(), nativeName: { chinese: '玉燈' } }, 'nativeName', /"chinese" is not a language tag/);
    expectOne({ ...good(), nativeName: { 'zh-hant': '玉燈' } }, 'nativeName', /write the language tag as "zh-Hant"/);
    expectOne({ ...good(), nativeName: { ja: 'a', 'zh-Hant': 'b' } }, 'nativeName', /one language tag with its text/);
  });
});

describe('the rule data cross-checks', () => {
  it('an unknown ruleset', () => expectOne({ ...good(), ruleset: 'mahjong-3000' }, 'ruleset', /unknown ruleset "mahjong-3000"; known: riichi, hong-kong, taiwan-club/));
  it('an unknown preset', () => expectOne({ ...good(), preset: 'ema-2025' }, 'preset', /unknown preset "ema-2025" for hong-kong; known: vmc, hk-classic/));
  it('an unknown item', () => expectOne({ ...good(), items: { 'no-such-hand': 'on' } }, 'items.no-such-hand', /unknown item "no-such-hand"/));
  it('a minimum above the limit', () =>
    expectOne({ ...good(), settings: { minFaan: 14, limit: 13 } }, 'settings.minFaan', /minimum \(14\) is above the limit \(13\)/));
  it('a limit below the preset minimum (only the limit given)', () =>
    expectOne({ ...good(), settings: { limit: 2 } }, 'settings.limit', /minimum \(3\) is above the limit \(2\)/));
  it('an unknown curve', () => expectOne({ ...good(), settings: { curve: 'extra-spicy' } }, 'settings.curve', /unknown curve "extra-spicy"; known: half-spicy, full-spicy/));
  it('a venue curve shorter than the limit', () =>
    expectOne({ ...good(), settings: { curve: [1, 2, 4] } }, 'settings.curve', /one multiplier for each faan from 0 to the limit \(14 values\), got 3/));
  it('a venue curve that goes down', () =>
    expectOne({ ...good(), settings: { curve: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 100] } }, 'settings.curve', /never go down/));
  it('a setting value out of range', () => expectOne({ ...good(), settings: { limit: 0, minFaan: 0 } }, 'settings.limit', /must be at least 1/));
  it('a setting value of the wrong type', () => expectOne({ ...good(), settings: { flowers: 'yes' } }, 'settings.flowers', /must be true or false/));
  it('a setting value not among its options', () => expectOne({ ...good(), settings: { gun: 'double' } }, 'settings.gun', /must be one of "half", "full"/));
  it('a stake that is not positive', () => expectOne({ ...good(), settings: { stake: 0 } }, 'settings.stake', /more than 0/));
  it('an unknown setting', () => expectOne({ ...good(), settings: { minimum: 3 } }, 'settings.minimum', /unknown setting "minimum" for hong-kong/));
  it('a Taiwanese minimum ladder with an unknown round', () =>
    expectOne(
      { ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: { minimum: { east: 16, middle: 18 } }, twoPlayer: undefined, items: {} },
      'settings.minimum',
      /unknown round "middle"/,
    ));
  it('an item value out of range', () => expectOne({ ...good(), items: { 'all-chows': 30 } }, 'items.all-chows', /30 is out of range 0–13 faan/));
  it('an item value of an unknown kind', () => expectOne({ ...good(), items: { 'all-chows': 'lots' } }, 'items.all-chows', /unknown value "lots"/));
  it('a limit value in a ruleset without a limit', () =>
    expectOne({ ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: {}, twoPlayer: undefined, items: { 'all-pungs': 'limit' } }, 'items.all-pungs', /taiwan-club has no limit/));
  it('a number for a tiered item', () =>
    expectOne({ ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: {}, twoPlayer: undefined, items: { 'consecutive-pungs': 5 } }, 'items.consecutive-pungs', /tiered item: give an amount per tier/));
  it('an unknown tier', () =>
    expectOne({ ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: {}, twoPlayer: undefined, items: { 'consecutive-pungs': { seven: 5 } } }, 'items.consecutive-pungs', /unknown tier "seven"/));
  it('switching an item that a setting switches', () =>
    expectOne({ ...good(), ruleset: 'riichi', preset: 'ema-2025', settings: {}, twoPlayer: undefined, items: { 'aka-dora': 'on' } }, 'items.aka-dora', /set settings.redFives instead/));
  it('a two-player rule the ruleset does not have', () =>
    expectOne({ ...good(), ruleset: 'riichi', preset: 'ema-2025', settings: {}, items: {} }, 'twoPlayer', /riichi has no two-player rule/));
});

describe('places of items on the guide', () => {
  it('a valid place is kept as the venue’s own', () => {
    const raw = { ...good(), places: { 'seven-pairs': { section: 'limit-hands', order: 5 } } };
    expect(issues(raw)).toEqual([]);
    expect(normalizeVenue(raw as unknown as VenueInput, FILE).places).toEqual({ 'seven-pairs': { section: 'limit-hands', order: 5 } });
  });
  it('an unknown item', () => expectOne({ ...good(), places: { nope: { order: 1 } } }, 'places.nope', /unknown item "nope"/));
  it('an unknown section', () =>
    expectOne({ ...good(), places: { 'all-chows': { section: 'elsewhere' } } }, 'places.all-chows.section', /unknown section "elsewhere"; sections of hong-kong: patterns, limit-hands, winds-dragons, flowers, winning/));
  it('an order that is not a number', () => expectOne({ ...good(), places: { 'all-chows': { order: 'first' } } }, 'places.all-chows.order', /must be a number/));
  it('an unknown field', () => expectOne({ ...good(), places: { 'all-chows': { column: 2 } } }, 'places.all-chows.column', /known: section, order/));
});

describe('languages and the venue’s own texts', () => {
  it('a missing locale text', () => expectOne({ ...good(), notes: { en: 'Tuesdays.' } }, 'notes.hi', /missing the hi text/));
  it('a text in a language the venue does not publish', () =>
    expectOne({ ...good(), address: { en: 'x', hi: 'y', id: 'z' } }, 'address.id', /"id" is not one of the venue's languages \(en, hi\)/));
  it('an unknown language', () => expectOne({ ...good(), languages: ['en', 'fr'], notes: 'x' }, 'languages[1]', new RegExp(`unknown language "fr"; known: ${LOCALES.join(', ')}$`)));
  it('a language listed twice', () => expectOne({ ...good(), languages: ['en', 'en'], notes: 'x' }, 'languages[1]', /listed twice/));
  it('no language', () => {
    const list = issues({ ...good(), languages: [], notes: undefined });
    expect(list.map((i) => i.field)).toEqual(['languages']);
  });
  it('a missing name', () => expectOne({ ...good(), name: undefined }, 'name', /is required/));
  it('an empty note', () => expectOne({ ...good(), notes: { en: '', hi: 'x' } }, 'notes.en', /not empty/));
});

describe('the rest of the file', () => {
  it('a date that is not a date', () => expectOne({ ...good(), rulesVersion: '2026-02-30' }, 'rulesVersion', /not a date/));
  it('a missing date', () => expectOne({ ...good(), rulesVersion: undefined }, 'rulesVersion', /is required/));
  it('an unknown field (a typo)', () => expectOne({ ...good(), setings: {} }, 'setings', /unknown field/));
  it('print text below 10 pt (the shipped sheets were 9 and 9.5): the error names the fix', () =>
    expectOne(
      { ...good(), print: { fontSize: 9.5 } },
      'print.fontSize',
      /^9\.5 pt is too small to read at a table: set print\.fontSize: 10 \(10–14 pt\); to fit the sheet, set print\.descriptions: false, more print\.columns or shorter notes$/,
    ));
  it('print text from 10 to 14 pt is accepted; above 14 pt is not', () => {
    for (const fontSize of [10, 12.5, 14]) expect(issues({ ...good(), print: { fontSize } }), String(fontSize)).toEqual([]);
    expectOne({ ...good(), print: { fontSize: 15 } }, 'print.fontSize', /from 10 to 14 pt/);
  });
  it('print options left out take the defaults (10 pt, 2 columns, descriptions)', () => {
    const v = normalizeVenue({ ...good(), print: undefined } as VenueInput, FILE);
    expect(v.print).toEqual({ descriptions: true, columns: 2, fontSize: 10 });
  });
  it('an unknown print option', () => expectOne({ ...good(), print: { paper: 'A3' } }, 'print.paper', /unknown print option/));
  it('a slug that is a ruleset id', () => expectOne(good(), '(file name)', /is a ruleset id/, 'content/venues/riichi.yaml'));
  it('a slug that is not kebab-case', () => expectOne(good(), '(file name)', /kebab-case/, 'content/venues/Test_Club.yaml'));
  it('not a mapping', () => expect(issues(['a']).map((i) => i.field)).toContain('(root)'));
  it('several problems are all listed', () => {
    const list = issues({ ...good(), ruleset: 'hong-kong', settings: { minFaan: 20, curve: 'x' }, items: { nope: 1 }, notes: { en: 'x' } });
    expect(list.map((i) => i.field).sort()).toEqual(['items.nope', 'notes.hi', 'settings.curve', 'settings.minFaan'].sort());
  });
  it('loadVenues throws one error naming file, field and reason', () => {
    const err = (() => {
      try {
        loadVenues([{ file: FILE, data: { ...good(), settings: { minFaan: 20 } } }]);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(VenueDataError);
    expect((err as Error).message).toContain('content/venues/test-club.yaml › settings.minFaan: the minimum (20) is above the limit (13)');
  });
});

describe('former slugs (a renamed venue keeps its old addresses)', () => {
  const other = 'content/venues/jade-club.yaml';
  /** The problems of a set of venue files, as loadVenues reports them. */
  const problems = (files: { file: string; data: unknown }[]): string[] => {
    try {
      loadVenues(files);
      return [];
    } catch (e) {
      return (e as VenueDataError).issues.map((i) => `${i.file} › ${i.field}: ${i.reason}`);
    }
  };

  it('are kept on the venue', () => {
    expect(issues({ ...good(), formerSlugs: ['lotus-club', 'old-test-club'] })).toEqual([]);
    expect(normalizeVenue({ ...good(), formerSlugs: ['lotus-club'] } as unknown as VenueInput, FILE).formerSlugs).toEqual(['lotus-club']);
    expect(normalizeVenue(good() as unknown as VenueInput, FILE).formerSlugs).toEqual([]);
  });
  it('must be a list', () => expectOne({ ...good(), formerSlugs: 'lotus-club' }, 'formerSlugs', /must be a list/));
  it('each must be a valid slug', () => expectOne({ ...good(), formerSlugs: ['Lotus Club'] }, 'formerSlugs[0]', /"Lotus Club" must be a kebab-case slug/));
  it('not the venue’s own slug', () => expectOne({ ...good(), formerSlugs: ['test-club'] }, 'formerSlugs[0]', /is the venue's current slug/));
  it('not listed twice', () => expectOne({ ...good(), formerSlugs: ['a-b', 'a-b'] }, 'formerSlugs[1]', /listed twice/));
  it('not another venue’s current slug', () => {
    expect(problems([{ file: FILE, data: { ...good(), formerSlugs: ['jade-club'] } }, { file: other, data: good() }])).toEqual([
      `${FILE} › formerSlugs[0]: "jade-club" is the slug of ${other}: a former address cannot be another venue's current one`,
    ]);
  });
  it('not another venue’s former slug', () => {
    expect(
      problems([
        { file: other, data: { ...good(), formerSlugs: ['lotus-club'] } },
        { file: FILE, data: { ...good(), formerSlugs: ['x', 'lotus-club'] } },
      ]),
    ).toEqual([`${FILE} › formerSlugs[1]: "lotus-club" is already a former slug of ${other}: an old address can lead to one venue only`]);
  });
});

describe('the shipped venues', () => {
  it('are valid: one venue per file of content/venues/, named by its file', () => {
    const files = readVenueFiles(root);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(validateVenue(f.data, f.file), f.file).toEqual([]);
    expect(readVenues(root).map((v) => v.slug).sort()).toEqual(files.map((f) => slugOf(f.file)).sort());
  });
});
