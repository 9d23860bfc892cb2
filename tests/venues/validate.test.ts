/**
 * Venue validation (src/venues/validate.ts): every kind of mistake in a venue file is reported with
 * the file, the field and a reason in the organiser's words — what is wrong and what would be right
 * (the allowed values, "did you mean …?") — and the shipped venues are valid. Bad venues are fed
 * directly (the line and column come from src/venues/source.ts: tests/venues/source.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readVenueFiles, readVenues } from '../../src/venues/files.ts';
import { rulesDateProblem, loadVenues, normalizeVenue, RESERVED_SEGMENTS, slugOf, switchOf, validateVenue, VenueDataError } from '../../src/venues/validate.ts';
import { didYouMean, editDistance } from '../../src/venues/suggest.ts';
import type { VenueInput, VenueIssue } from '../../src/venues/types.ts';
import { root } from '../site/dist.mjs';
import { LOCALES } from '../../src/i18n/config.ts';
import { rulesets } from '../../src/rules/index.ts';
import { paymentRowCount, paySettings } from '../../src/engine/payments/hong-kong.ts';

const FILE = 'content/venues/test-club.yaml';

/** "a, b or c", as the messages list words. */
const orList = (w: readonly string[]) => (w.length <= 1 ? w.join('') : `${w.slice(0, -1).join(', ')} or ${w[w.length - 1]}`);

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

/** A valid riichi venue. */
function riichi(more: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Test Riichi Club', ruleset: 'riichi', preset: 'ema-2025', rulesVersion: '2026-09-13', languages: ['en'], ...more };
}

/** A valid Taiwanese venue with these item changes. */
function taiwan(items: Record<string, unknown>): Record<string, unknown> {
  return { name: 'Test Taiwan Club', ruleset: 'taiwan-club', preset: 'hefen-club', rulesVersion: '2026-09-13', languages: ['en'], items };
}

function issues(v: unknown, file = FILE): VenueIssue[] {
  return validateVenue(v, file);
}

/** Exactly one issue, at this field, whose reason is this text (a string: equal; a RegExp: matching). */
function expectOne(v: unknown, field: string, reason: RegExp | string, file = FILE) {
  const list = issues(v, file);
  expect(list, JSON.stringify(list, null, 1)).toHaveLength(1);
  expect(list[0].file).toBe(file);
  expect(list[0].field).toBe(field);
  if (typeof reason === 'string') expect(list[0].reason).toBe(reason);
  else expect(list[0].reason).toMatch(reason);
}

/** No schema internals, no framework, no JavaScript words in any message. */
function expectOrganiserWords(list: VenueIssue[]) {
  for (const i of list) expect(i.reason).not.toMatch(/union|zod|schema|undefined|Received|Expected type|astro|\[object|NaN|Infinity|TypeError/i);
}

describe('a valid venue', () => {
  it('has no issue', () => {
    expect(issues(good())).toEqual([]);
  });
  it('accepts a date object (a YAML 1.1 parser turns unquoted dates into dates)', () => {
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
  it('takes sections left empty (every line under them commented out) as nothing changed', () => {
    expect(issues({ ...good(), settings: null, items: null, places: null, notes: null })).toEqual([]);
  });
  it('a number for an item that exists only concealed is its concealed value: the preset’s own value is no change', () => {
    const v = normalizeVenue(riichi({ items: { chiitoitsu: 2 } }) as unknown as VenueInput, FILE);
    expect(v.overrides.chiitoitsu.value).toEqual({ kind: 'fixed', amount: { closed: 2, open: null } });
  });
  it('an open value for an item scored only on a concealed hand is refused: the sheet would print a value no hand can get', () => {
    expectOne(riichi({ items: { riichi: { closed: 1, open: 1 } } }), 'items.riichi', 'Riichi is scored only on a concealed hand, so it has no open value: write { closed: 1 } or just the number');
    expect(issues(riichi({ items: { riichi: { closed: 2, open: null } } }))).toEqual([]);
    expect(issues(riichi({ items: { riichi: { closed: 2 } } }))).toEqual([]);
  });
});

describe('one vocabulary for yes / no: on / off, yes / no, true / false (any case)', () => {
  it('reads every spelling', () => {
    for (const w of ['on', 'yes', 'true', 'ON', ' Yes ', true]) expect(switchOf(w)).toBe(true);
    for (const w of ['off', 'no', 'false', 'Off', false]) expect(switchOf(w)).toBe(false);
    for (const w of ['maybe', 1, 0, null, undefined, '']) expect(switchOf(w)).toBeUndefined();
  });
  it('in settings (kiriage: no), items (sankantsu: no), the file’s own switches and the sheet’s', () => {
    const raw = riichi({
      settings: { kiriage: 'no', openTanyao: 'off', multipleYakuman: 'yes' },
      items: { sankantsu: 'no', 'sanshoku-doukou': 'false', chiitoitsu: 'on' },
      scoringOnly: 'yes',
      example: 'no',
      print: { descriptions: 'off' },
    });
    expect(issues(raw)).toEqual([]);
    const v = normalizeVenue(raw as unknown as VenueInput, FILE);
    expect(v.settings).toEqual({ kiriage: false, openTanyao: false, multipleYakuman: true });
    expect(v.overrides.sankantsu).toEqual({ off: true });
    expect(v.overrides['sanshoku-doukou']).toEqual({ off: true });
    expect(v.overrides.chiitoitsu).toEqual({ off: false });
    expect([v.scoringOnly, v.example, v.print.descriptions]).toEqual([true, false, false]);
  });
  it('a word that is not a yes / no names the words that are', () => {
    expectOne({ ...good(), settings: { flowers: 'maybe' } }, 'settings.flowers', '"maybe" is not a yes / no: write on or off (yes / no and true / false work too)');
    expectOne({ ...good(), twoPlayer: 'sometimes' }, 'twoPlayer', '"sometimes" is not a yes / no: write on or off (yes / no and true / false work too)');
    expectOne({ ...good(), print: { descriptions: 2 } }, 'print.descriptions', '2 is not a yes / no: write on or off (yes / no and true / false work too)');
  });
  it('red fives: a count 0, 3 or 4, yes = 3 and no = 0; the venue keeps the count', () => {
    for (const [given, count] of [[3, 3], [4, 4], [0, 0], ['yes', 3], [true, 3], ['no', 0], [false, 0]] as const) {
      const raw = riichi({ settings: { redFives: given } });
      expect(issues(raw), String(given)).toEqual([]);
      expect(normalizeVenue(raw as unknown as VenueInput, FILE).settings.redFives).toBe(count);
    }
    expectOne(riichi({ settings: { redFives: 2 } }), 'settings.redFives', '2 is not one of the values of this setting: write 0, 3 or 4 (yes means 3, no means 0).');
  });
});

describe('did you mean …? (edit distance, and an item’s name in any language)', () => {
  it('edit distance counts a swap of two letters as one', () => {
    expect(editDistance('chiitoitu', 'chiitoitsu')).toBe(1);
    expect(editDistance('kiraige', 'kiriage')).toBe(1);
    expect(didYouMean('chiitoitu', ['chiitoitsu', 'chanta'])).toBe('chiitoitsu');
    expect(didYouMean('zzz', ['chiitoitsu', 'chanta'])).toBeUndefined();
  });
  it('an item typo: the nearest item, its name and where every item is listed', () => {
    expectOne(
      riichi({ items: { chiitoitu: 2 } }),
      'items.chiitoitu',
      'there is no item "chiitoitu" in riichi. Did you mean "chiitoitsu"? Every item: npm run venue -- items riichi --preset ema-2025',
    );
    expectOne(
      { ...good(), items: { 'seven-pair': 'on' } },
      'items.seven-pair',
      'there is no item "seven-pair" in hong-kong. Did you mean "seven-pairs" (Seven Pairs)? Every item: npm run venue -- items hong-kong --preset hk-classic',
    );
  });
  it('an item written by its name: its id', () => {
    expectOne({ ...good(), items: { 'Seven Pairs': 'on' } }, 'items.Seven Pairs', /^there is no item "Seven Pairs" in hong-kong\. Did you mean "seven-pairs" \(Seven Pairs\)\?/);
  });
  it('nothing near: the list of every item id', () => {
    const hk = rulesets.find((r) => r.id === 'hong-kong')!;
    expectOne(
      { ...good(), items: { 'xyzzy-quux': 'on' } },
      'items.xyzzy-quux',
      `there is no item "xyzzy-quux" in hong-kong. The items of hong-kong: ${hk.items.map((i) => i.id).join(', ')} (with their names and values: npm run venue -- items hong-kong --preset hk-classic)`,
    );
  });
  it('a setting typo, with the list of settings', () => {
    expectOne(
      riichi({ settings: { kiraige: 'no' } }),
      'settings.kiraige',
      'unknown setting "kiraige" of riichi. Did you mean "kiriage"? The settings of riichi: kiriage, kazoe, multipleYakuman, doubleYakuman, redFives, openPinfuFu, doubleWindPairFu, renhou, openTanyao, multipleWinners',
    );
  });
  it('a comma inside { … } that ended a text: the quotes it needs, not "not a language"', () => {
    // address: { en: 12 MG Road, Pune }  →  en: "12 MG Road", Pune: null
    expectOne(
      { ...good(), languages: ['en'], notes: { en: 'Tuesdays.' }, address: { en: '12 MG Road', Pune: null } },
      'address.Pune',
      '"Pune" was read as a language with no text: a comma inside { … } ends a text. Put the text that holds the comma in quotes ("…, Pune")',
    );
  });
  it('a field typo, with the fields of a venue file', () => {
    expectOne({ ...good(), setings: {} }, 'setings', /^unknown field "setings"\. Did you mean "settings"\? The fields of a venue file: name, nativeName, ruleset, preset, rulesVersion, languages, settings, twoPlayer, items, places, settlement,/);
  });
  it('a setting or an item written at the top of the file: where it goes', () => {
    expectOne({ ...good(), stake: 2 }, 'stake', '"stake" is a setting of hong-kong: move the line under settings:, indented by two spaces');
    expectOne({ ...good(), 'seven-pairs': 'on' }, 'seven-pairs', '"seven-pairs" is an item of hong-kong: move the line under items:, indented by two spaces');
    expectOne({ ...good(), settings: { 'seven-pairs': 'on' } }, 'settings.seven-pairs', '"seven-pairs" is an item, not a setting: move it under items:');
    expectOne({ ...good(), items: { stake: 2 } }, 'items.stake', '"stake" is a setting, not an item: move it under settings:');
    // A field of the file written under settings: (an organiser's two-player line, indented).
    expectOne({ ...good(), settings: { twoPlayer: true } }, 'settings.twoPlayer', '"twoPlayer" is a field of the venue file, not a setting: move it out of settings:, to the start of its line (no indentation)');
  });
  it('a ruleset, preset, curve, option, tier, section and language typo', () => {
    expectOne({ ...good(), ruleset: 'hongkong' }, 'ruleset', 'unknown ruleset "hongkong": write riichi, hong-kong or taiwan-club. Did you mean "hong-kong"? (settings, items and places are checked once it is known)');
    expectOne({ ...good(), preset: 'hk-clasic' }, 'preset', 'unknown preset "hk-clasic" of hong-kong: write vmc or hk-classic. Did you mean "hk-classic"?');
    expectOne({ ...good(), preset: 'ema-2025' }, 'preset', '"ema-2025" is a preset of riichi, not of hong-kong: write vmc or hk-classic (or ruleset: riichi)');
    expectOne({ ...good(), settings: { curve: 'full-spicey' } }, 'settings.curve', 'unknown curve "full-spicey": write half-spicy, full-spicy or faan-laak-4-7-10, or a list of multipliers, one per faan from 0. Did you mean "full-spicy"?');
    expectOne({ ...good(), settings: { gun: 'hlaf' } }, 'settings.gun', '"hlaf" is not one of the values of this setting: write half or full. Did you mean "half"?');
    expectOne(
      { ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: {}, twoPlayer: undefined, items: { 'consecutive-pungs': { four: 5, fivee: 8 } } },
      'items.consecutive-pungs',
      /^unknown tier "fivee": the tiers of .+ are .+\. Did you mean "five"\?$/,
    );
    expectOne({ ...good(), places: { 'all-chows': { section: 'limit-hand' } } }, 'places.all-chows.section', 'unknown section "limit-hand": the sections of hong-kong are patterns, limit-hands, winds-dragons, flowers, winning. Did you mean "limit-hands"?');
    expectOne({ ...good(), places: { 'all-chows': { sheets: 1 } } }, 'places.all-chows.sheets', 'unknown field "sheets": a place has section, order and sheet. Did you mean "sheet"?');
    expectOne({ ...good(), places: { 'all-chows': { sheet: 'first' } } }, 'places.all-chows.sheet', /^"first" is not a sheet priority: write a number/);
    expect(issues({ ...good(), places: { 'all-chows': { section: 'limit-hands', order: 5, sheet: 1 } } })).toEqual([]);
    expectOne({ ...good(), languages: ['en', 'in'], notes: 'x' }, 'languages[1]', `"in" is not a language of the site: write ${orList(LOCALES)}. Did you mean "en"?`);
  });
  it('a slip in languages is said once: the texts are checked against the languages meant (EN, or a list written without brackets)', () => {
    // good(): notes { en, hi }. Not also "en is not one of the venue's languages" at every text.
    expect(issues({ ...good(), languages: ['EN', 'hi'] }).map((i) => i.field)).toEqual(['languages[0]']);
    expect(issues({ ...good(), languages: 'en, hi' }).map((i) => [i.field, i.reason])).toEqual([['languages', 'must be a list, e.g. languages: [en, hi]']]);
  });
});

describe('the rule data cross-checks', () => {
  it('a minimum above the limit', () =>
    expectOne({ ...good(), settings: { minFaan: 14, limit: 13 } }, 'settings.minFaan', 'the minimum (14) is above the limit (13): no hand could ever win. Lower minFaan or raise limit'));
  it('a limit below the preset minimum (only the limit given)', () =>
    expectOne({ ...good(), settings: { limit: 2 } }, 'settings.limit', /^the minimum \(3\) is above the limit \(2\)/));
  it('a limit past the end of a named curve: every score between would pay the same (hong-kong.md: the curves go to 13)', () => {
    expectOne(
      { ...good(), settings: { limit: 20 } },
      'settings.limit',
      'the curve full-spicy gives multipliers up to 13 faan, and its sources go no further: with a limit of 20, every win of 13 to 20 faan would pay the same. Lower the limit to 13 or less, or write your own curve: a list of 21 multipliers, one per faan from 0 to 20',
    );
    expectOne(
      { ...good(), settings: { minFaan: 14, limit: 16 } },
      'settings.limit',
      'the curve full-spicy gives multipliers up to 13 faan, and its sources go no further: with a limit of 16, every win of 13 to 16 faan would pay the same. The minimum (14) is above 13: write your own curve: a list of 17 multipliers, one per faan from 0 to 16',
    );
    // Faan-laak's last tier holds from 10 faan on ("10+"): any limit is within it.
    expect(issues({ ...good(), settings: { curve: 'faan-laak-4-7-10', limit: 20 } })).toEqual([]);
    // A venue's own curve reaching the limit is within it.
    expect(issues({ ...good(), settings: { limit: 14, curve: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384] } })).toEqual([]);
  });
  it('a venue curve shorter than the limit', () =>
    expectOne({ ...good(), settings: { curve: [1, 2, 4] } }, 'settings.curve', /one multiplier for each faan from 0 to the limit \(14 values\), got 3/));
  it('a venue curve that goes down: where, counted from 0 faan', () =>
    expectOne(
      { ...good(), settings: { curve: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 100] } },
      'settings.curve',
      'the multipliers must never go down as the score rises: 100 at 13 faan is less than 4096 at 12 faan (the list starts at 0 faan)',
    ));
  it('a venue curve longer than the limit: the multipliers past it would never be paid', () =>
    expectOne(
      { ...good(), settings: { limit: 6, curve: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512] } },
      'settings.curve',
      'has 10 multipliers, one per faan from 0 to 9, but the limit is 6: the last 3 would never be paid. Remove them, or raise the limit to 9',
    ));
  it('an item whose value a setting chooses (renhou): the setting, with the values it takes', () =>
    expectOne(riichi({ items: { renhou: 'yakuman' } }), 'items.renhou', /^the value of .* is chosen by the setting renhou: set settings: renhou: mangan, yakuman or off instead \(or switch it on \/ off\)$/));
  it('a number written with its unit ("2 han", "3 per set"): the number alone', () =>
    expectOne(riichi({ items: { toitoi: '3 han' } }), 'items.toitoi', /is not a value of an item: .* — write the number alone: 3 \(the unit and what it counts are the item's own\)$/));
  it('a word players use for a setting, written under items: (kuitan: off) points to the setting, not to the item tanyao', () =>
    expectOne(riichi({ items: { kuitan: 'off' } }), 'items.kuitan', '"kuitan" is the setting openTanyao (Open tanyao), not an item: write it under settings: as openTanyao: no'));
  it('an open value for an item that is always concealed (Hong Kong Seven Pairs: no sets to declare) is refused, as riichi’s closed-only yaku', () =>
    expectOne(
      { ...good(), items: { 'seven-pairs': { closed: 4, open: 2 } } },
      'items.seven-pairs',
      'Seven Pairs is scored only on a concealed hand, so it has no open value: write { closed: 4 } or just the number',
    ));
  it('an item worth more than the limit: refused where the venue wrote it, at the limit where the preset gave it', () => {
    // good(): hk-classic, whose All Honours is a limit hand; All Chows written as 9 under a limit of 8.
    expectOne(
      { ...good(), settings: { ...(good().settings as object), limit: 8 }, items: { 'all-chows': 9 } },
      'items.all-chows',
      '9 faan is above the limit (8 faan): no hand is paid more than the limit, and the sheet would print 9. Write limit (a limit hand: it scores the limit by itself) or a number up to 8',
    );
    // vmc keeps All Honours at 10 faan and After Consecutive Kongs at 9 (hong-kong.md catalogue): a limit of 8 is below both.
    expectOne(
      { ...good(), preset: 'vmc', settings: { ...(good().settings as object), limit: 8 }, items: {} },
      'settings.limit',
      'a limit of 8 faan is below the value of After Consecutive Kongs (9 faan) and All Honours (10 faan) in the preset vmc: no hand is paid more than the limit, and the sheet would print those values. Raise the limit to 10, or under items: write double-kong-replacement: limit, all-honours: limit (a limit hand) or a number up to 8',
    );
    // Written as limit hands (or switched off), the same limit passes.
    expect(issues({ ...good(), preset: 'vmc', settings: { ...(good().settings as object), limit: 8 }, items: { 'all-honours': 'limit', 'double-kong-replacement': 'off' } })).toEqual([]);
  });
  it('a venue curve of fractions with a stake of 1: the stake that makes them whole, not "choose a stake (1, 2, 5 …)"', () => {
    // From 0 faan, half gun: the discarder pays 2 shares (2 × 0.5 = 1), the others 1 share (0.5): a stake of 2 makes 1.
    expectOne(
      { ...good(), settings: { minFaan: 0, limit: 5, curve: [0.5, 1, 1.5, 2, 3, 4], stake: 1 } },
      'settings.stake',
      'with a stake of 1, a payment at 0 faan on a discard would be 0.5: set stake: 2 (the smallest stake that makes every payment a whole number), or whole multipliers in your curve',
    );
  });
  it('a setting value out of range', () => expectOne({ ...good(), settings: { limit: 0, minFaan: 0 } }, 'settings.limit', '0 is too small: write a whole number of at least 1'));
  it('items written as a list, and a number written with thousands separators: how to write them', () => {
    expectOne({ ...good(), items: [{ 'seven-pairs': 'on' }] }, 'items', 'must be item: value lines under items: (item: on, item: off, item: 2 …), not a list: drop the dash before each item');
    expectOne(riichi({ settlement: { startingPoints: '25,000', returnPoints: 30000 } }), 'settlement.startingPoints', '"25,000" is not a number: write a whole number from 1,000 to 1,000,000 points — write it without separators: 25000');
  });
  it('a setting value of the wrong type', () => expectOne({ ...good(), settings: { minFaan: 'three' } }, 'settings.minFaan', '"three" is not a number: write a whole number of at least 0'));
  it('a number in quotes (YAML reads it as a text): the fix is to drop them', () => {
    expectOne({ ...good(), settings: { stake: '2' } }, 'settings.stake', '"2" is not a number: write a number above 0 — it is in quotes, which makes it a text: write it without them: 2');
    expectOne({ ...good(), items: { 'all-chows': '2' } }, 'items.all-chows', /^"2" is not a value of an item: write on, off, a number, .* — it is in quotes, which makes it a text: write it without them: 2$/);
  });
  it('an open value above the closed one: said with the file\'s numbers and a fix (it was the rule data\'s words)', () =>
    expectOne(
      { ...good(), items: { 'all-pungs': { closed: 2, open: 3 } } },
      'items.all-pungs',
      'the open value (3) is above the closed value (2): an item never counts more with declared sets than concealed. Swap the two numbers, or make them equal',
    ));
  it('a name in names: that another item has (it published "All Pungs 1 faan" and "All Pungs 3 faan")', () => {
    expectOne({ ...good(), names: { 'all-chows': 'All Pungs' } }, 'names.all-chows', /^"All Pungs" is already the name of all-pungs .*: the guide and sheet would show two items of one name\. Give all-chows a name of its own$/);
    // Two items given one name by the file.
    const both = issues({ ...good(), languages: ['en'], notes: { en: 'Tuesdays.' }, names: { 'all-chows': 'Runs', 'all-pungs': 'runs' } }).filter((i) => i.field.startsWith('names.'));
    expect(both.map((i) => i.field)).toEqual(['names.all-chows', 'names.all-pungs']);
    expect(both[0].reason).toMatch(/^"Runs" is already the name this file gives to all-pungs: /);
  });
  it('a stake that is not positive', () => expectOne({ ...good(), settings: { stake: 0 } }, 'settings.stake', '0 is too small: write a number above 0'));
  it('an unknown setting that another ruleset has', () =>
    expectOne({ ...good(), settings: { minimum: 3 } }, 'settings.minimum', /^unknown setting "minimum" of hong-kong \(it is a setting of taiwan-club\)\. The settings of hong-kong: minFaan, limit,/));
  it('a Taiwanese minimum ladder with an unknown round', () =>
    expectOne(
      { ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: { minimum: { east: 16, middle: 18 } }, twoPlayer: undefined, items: {} },
      'settings.minimum',
      'unknown round "middle": the rounds are east, south, west or north.',
    ));
  it('a Taiwanese minimum ladder without every round (the sheet printed three, north played the catalogue\'s 26)', () =>
    expectOne(
      { ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: { minimum: { east: 16, south: 18, west: 20 } }, twoPlayer: undefined, items: {} },
      'settings.minimum',
      'every round needs its value: north is missing — write { east: 16, south: 18, west: 20, north: … }, or one number for all rounds',
    ));
  it('an item value out of range, in the words of a venue file (not the rule data\'s)', () => {
    expectOne({ ...good(), items: { 'all-chows': 30 } }, 'items.all-chows', 'the value 30 is out of range: write a whole number from 0 to 13 faan');
    expectOne(riichi({ items: { riichi: 1e20 } }), 'items.riichi', 'the value 100000000000000000000 is out of range: write a whole number from 0 to 13 han');
    expectOne(taiwan({ 'dragon-run': { mixed: 201 } }), 'items.dragon-run', 'tier mixed: 201 is out of range: write a whole number from 0 to 200 points');
  });
  it('an item value that is not a whole number (a sheet would print 8.5 faan, and the table pay the 8-faan row)', () => {
    expectOne({ ...good(), items: { 'all-pungs': 2.5 } }, 'items.all-pungs', 'the value 2.5 is not a whole number: faan are counted whole — write 2 or 3');
    expectOne(riichi({ items: { riichi: 1.5 } }), 'items.riichi', 'the value 1.5 is not a whole number: han are counted whole — write 1 or 2');
    expectOne(riichi({ items: { ittsu: { closed: 2, open: 1.5 } } }), 'items.ittsu', 'open: 1.5 is not a whole number: han are counted whole — write 1 or 2');
    expectOne(taiwan({ 'dragon-run': { mixed: 2.5 } }), 'items.dragon-run', 'tier mixed: 2.5 is not a whole number: points are counted whole — write 2 or 3');
  });
  it('an item id that begins several ids names them all', () => {
    expectOne(
      riichi({ items: { yakuhai: 2 } }),
      'items.yakuhai',
      'there is no item "yakuhai" in riichi. Did you mean "yakuhai-dragon" (Yakuhai (dragon)), "yakuhai-seat-wind" (Yakuhai (seat wind)) or "yakuhai-round-wind" (Yakuhai (round wind))? Every item: npm run venue -- items riichi --preset ema-2025',
    );
  });
  it('an item value of an unknown kind', () =>
    expectOne({ ...good(), items: { 'all-chows': 'lots' } }, 'items.all-chows', '"lots" is not a value of an item: write on, off, a number, limit or { closed: …, open: … }.'));
  it('a limit value in a ruleset without a limit', () =>
    expectOne({ ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: {}, twoPlayer: undefined, items: { 'all-pungs': 'limit' } }, 'items.all-pungs', /^taiwan-club has no limit/));
  it('a number for a tiered item', () =>
    expectOne({ ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: {}, twoPlayer: undefined, items: { 'consecutive-pungs': 5 } }, 'items.consecutive-pungs', /has tiers: give an amount per tier, e\.g\. \{ .+: … \}/));
  it('switching an item that a setting switches', () => {
    expectOne(riichi({ items: { 'aka-dora': 'on' } }), 'items.aka-dora', 'Aka dora is switched on by the setting redFives: set settings: redFives: … instead');
    // The setting has it as asked already: the line is not needed, not "set the setting instead".
    expectOne(
      riichi({ settings: { doubleYakuman: true }, items: { 'kokushi-13-wait': 'on' } }),
      'items.kokushi-13-wait',
      'Kokushi musou (13-sided wait) is on already: the setting doubleYakuman (yes here) switches it — delete this line',
    );
  });
  it('a value for an item a setting leaves out here (it was accepted, and counted nowhere)', () => {
    expectOne(
      riichi({ settings: { doubleYakuman: false }, items: { 'kokushi-13-wait': 'double-yakuman' } }),
      'items.kokushi-13-wait',
      'Kokushi musou (13-sided wait) is not played here: the setting doubleYakuman (no here) leaves it out. To play it, set settings: doubleYakuman: yes; else delete this line',
    );
    // Hong Kong without flowers: the flower items (enabled by it, or only played with it) are out, value or switch.
    const hk = { name: 'Test HK Club', ruleset: 'hong-kong', preset: 'hk-classic', rulesVersion: '2026-09-13', languages: ['en'], settings: { flowers: false } };
    expectOne({ ...hk, items: { 'own-flower': 2 } }, 'items.own-flower', /^Own Flower is not played here: the setting flowers \(no here\) leaves it out\. To play it, set settings: flowers: yes; else delete this line$/);
    expectOne({ ...hk, items: { 'flower-replacement': 'on' } }, 'items.flower-replacement', /is not played here: the setting flowers \(no here\) leaves it out/);
  });
  it('a two-player rule the ruleset does not have', () =>
    expectOne(riichi({ twoPlayer: true }), 'twoPlayer', 'riichi has no two-player rule: leave the field out (or write no)'));
  it('every game two-player (players: 2) with the two-player rule said not played: refused; left out, it is played', () => {
    const settings = { ...(good().settings as object), players: 2 };
    expectOne(
      { ...good(), settings, twoPlayer: false },
      'twoPlayer',
      'no, though settings: players: 2 makes every game a two-player game, paid by the two-player rule: write twoPlayer: yes (or leave it out), or players: 4',
    );
    const without: Record<string, unknown> = { ...good(), settings };
    delete without.twoPlayer;
    expect(issues(without)).toEqual([]);
    expect(normalizeVenue(without as unknown as VenueInput, FILE).twoPlayer).toBe(true);
    // Four players, left out: no two-player rule on the guide (as before).
    const four = good();
    delete four.twoPlayer;
    expect(normalizeVenue(four as unknown as VenueInput, FILE).twoPlayer).toBe(false);
  });
});

describe('numbers within the bounds of score-api.md: every total on a page finite and exact', () => {
  it('a stake so large that a payment is not a finite number (1e308 printed "∞" 66 times)', () =>
    expectOne(
      { ...good(), settings: { stake: 1e308 } },
      'settings.stake',
      'with a stake of 1e+308, a payment at 3 faan on a discard would be infinitely large: every payment must be a whole number up to 9,007,199,254,740,991: the largest stake these settings allow is 183,251,937,962',
    ));
  it('a stake whose payments pass the largest exact number', () =>
    expectOne({ ...good(), settings: { stake: 1e12 } }, 'settings.stake', /^with a stake of 1,000,000,000,000, a payment at 11 faan on a self-draw would be 12,288,000,000,000,000: .* the largest stake these settings allow is 183,251,937,962$/));
  it('the largest stake it names is allowed, one more is not', () => {
    expect(issues({ ...good(), settings: { stake: 183_251_937_962 } })).toEqual([]);
    expect(issues({ ...good(), settings: { stake: 183_251_937_963 } }).map((i) => i.field)).toEqual(['settings.stake']);
  });
  it('a stake that makes payments that are not whole numbers', () =>
    expectOne({ ...good(), settings: { stake: 0.3 } }, 'settings.stake', 'with a stake of 0.3, a payment at 3 faan on a discard would be 4.8: set stake: 1 (the smallest stake that makes every payment a whole number)'));
  it('infinity and numbers past the largest exact integer', () => {
    expectOne({ ...good(), settings: { limit: Infinity } }, 'settings.limit', '.inf (infinity) is not a number a sheet can print: write a whole number of at least 1');
    expectOne({ ...good(), items: { 'all-chows': Infinity } }, 'items.all-chows', /^the value \.inf \(infinity\) is not a number a sheet can print/);
    expectOne(
      { ...good(), ruleset: 'taiwan-club', preset: 'hefen-club', settings: { minimum: 1e20 }, twoPlayer: undefined, items: {} },
      'settings.minimum',
      /^100,000,000,000,000,000,000 is too large: write a whole number of at least 0 and at most 9,007,199,254,740,991 \(every number on a sheet is exact\)/,
    );
  });
  // On faan-laak, whose last tier holds from 10 faan on (a named table curve stops at 13 first).
  it('a limit so far above the minimum that the payment table could not be printed', () =>
    expectOne(
      { ...good(), settings: { minFaan: 0, limit: 201, curve: Array.from({ length: 202 }, (_, k) => k + 1) } },
      'settings.limit',
      'the payment table from the minimum (0) to the limit (201) would have 202 rows, more than a sheet can print (200): lower the limit, or raise the minimum',
    ));
  it('rows as printed: faan that pay alike are one row (faan-laak from 0 to 199 is 7 rows: 0, 1, 2, 3, 4–6, 7–9, 10–199)', () => {
    expect(issues({ ...good(), settings: { minFaan: 0, curve: 'faan-laak-4-7-10', limit: 200 } })).toEqual([]);
    expect(paymentRowCount(paySettings({ curve: 'faan-laak-4-7-10', limit: 199, stake: 1, gun: 'half', players: 4 }), 0)).toBe(7);
    expect(paymentRowCount(paySettings({ curve: 'faan-laak-4-7-10', limit: 1e9, stake: 1, gun: 'half', players: 4 }), 3)).toBe(4);
  });
});

describe('languages and the venue’s own texts', () => {
  it('a missing locale text', () =>
    expectOne({ ...good(), notes: { en: 'Tuesdays.' } }, 'notes.hi', 'the guide is also published in hi (languages), but notes has no hi text: add hi: … in Hindi (one text for every language would print the same words on the hi pages)'));
  it('a text in a language the venue does not publish', () =>
    expectOne({ ...good(), address: { en: 'x', hi: 'y', id: 'z' } }, 'address.id', `"id" is not one of the venue's languages (en, hi): add it to languages, or remove this text`));
  it('a language listed twice', () => expectOne({ ...good(), languages: ['en', 'en'], notes: 'x' }, 'languages[1]', '"en" is listed twice'));
  it('languages written as a text, not a list', () => expectOne({ ...good(), languages: 'en, hi', notes: 'x' }, 'languages', 'must be a list, e.g. languages: [en, hi]'));
  it('no language', () => {
    expect(issues({ ...good(), languages: [], notes: undefined }).map((i) => i.field)).toEqual(['languages']);
  });
  it('a missing name', () => expectOne({ ...good(), name: undefined }, 'name', /^is missing: the venue's name, e\.g\. name: /));
  it('an empty note', () => expectOne({ ...good(), notes: { en: '', hi: 'x' } }, 'notes.en', 'is empty: write a text, or a list of texts (one per paragraph)'));
  it('a note with an unquoted colon (read as a field): put it in quotes', () =>
    expectOne(
      { ...good(), notes: { en: [{ 'New players': 'come at 12:30' }], hi: 'x' } },
      'notes.en[0]',
      'was read as a field "New players" followed by a colon: a colon followed by a space starts a field. Put the whole text in quotes: "New players: come at 12:30"',
    ));
  it('a number or a yes where a text is wanted', () =>
    expectOne({ ...good(), contact: 12345 }, 'contact', '12345 was read as a number, not a text: put it in quotes'));
  it('an empty text after a colon (a # starts a comment)', () =>
    expectOne({ ...good(), contact: null }, 'contact', 'is empty: write a text after the colon, or delete the line (a text that starts with # must be in quotes: # starts a comment)'));
});

describe('dates: only a date that exists', () => {
  it('30 February', () => expectOne({ ...good(), rulesVersion: '2026-02-30' }, 'rulesVersion', '2026-02-30 is not a date: February 2026 has 28 days. Write an existing date as YYYY-MM-DD, e.g. 2026-02-28'));
  it('29 February of a leap year is a date', () => expect(issues({ ...good(), rulesVersion: '2024-02-29' })).toEqual([]));
  it('a date more than a year ahead (2062 for 2026) is refused, one within the year is not', () => {
    expectOne({ ...good(), rulesVersion: '2099-09-13' }, 'rulesVersion', /^2099-09-13 is more than a year after today \(\d{4}-\d\d-\d\d\): the date of this version of the house rules is the day they were agreed or take effect/);
    const now = new Date('2026-12-04T10:00:00Z');
    expect(rulesDateProblem('2027-12-04', now)).toBeNull();
    // 2027-12-05: one digit off gives 2026-12-05 (one day from today), the likeliest meaning.
    expect(rulesDateProblem('2027-12-05', now)).toBe(
      "2027-12-05 is more than a year after today (2026-12-04): the date of this version of the house rules is the day they were agreed or take effect, and every sheet prints it. Write that date as YYYY-MM-DD, perhaps 2026-12-05 (the year mistyped)",
    );
    // The year's digits swapped, or one mistyped: the same day of 2026.
    expect(rulesDateProblem('2062-09-13', now)).toMatch(/perhaps 2026-09-13 \(the year mistyped\)$/);
    expect(rulesDateProblem('0026-11-20', now)).toMatch(/perhaps 2026-11-20 /);
    expect(rulesDateProblem('1926-11-20', now)).toMatch(/perhaps 2026-11-20 /);
    // No year one slip away is in range (1555, 5155 …, 1955, 2055): today, as an example.
    expect(rulesDateProblem('5555-09-13', now)).toMatch(/, e\.g\. 2026-12-04$/);
    expect(rulesDateProblem('1999-01-01', now)).toBeNull();
    // A mistyped year in the past: 0026 printed "20 November 26" on the sheet.
    expectOne({ ...good(), rulesVersion: '0026-11-20' }, 'rulesVersion', /^0026-11-20 is before 1980: .* the year looks mistyped/);
    expect(rulesDateProblem('1926-11-20', now)).toMatch(/^1926-11-20 is before 1980/);
  });
  it('month 13', () => expectOne({ ...good(), rulesVersion: '2026-13-01' }, 'rulesVersion', '2026-13-01 is not a date: there is no month 13. Write the date as YYYY-MM-DD (year, month, day), e.g. 2026-09-13'));
  it('no zeros, or slashes, year first', () => {
    expectOne({ ...good(), rulesVersion: '2026-9-3' }, 'rulesVersion', '2026-9-3: write the date as YYYY-MM-DD, with two digits for the month and the day: here 2026-09-03');
    expectOne({ ...good(), rulesVersion: '2026/09/13' }, 'rulesVersion', '2026/09/13: write the date as YYYY-MM-DD, with two digits for the month and the day: here 2026-09-13');
  });
  it('day first', () => expectOne({ ...good(), rulesVersion: '13/09/2026' }, 'rulesVersion', '13/09/2026: write the date as YYYY-MM-DD (year, month, day), here 2026-09-13'));
  it('a missing date', () => expectOne({ ...good(), rulesVersion: undefined }, 'rulesVersion', /^is missing: the date of this version of the house rules/));
});

describe('slugs: a venue’s address may not be another thing’s', () => {
  const slugIssue = (slug: string) => {
    const list = issues(good(), `content/venues/${slug}.yaml`);
    expect(list.map((i) => i.field), slug).toEqual(['(file name)']);
    return list[0].reason;
  };
  it('a ruleset id', () => expect(slugIssue('riichi')).toBe(`"riichi" is the id of a ruleset: the venue's pages and PDFs would take the ruleset's addresses. Rename the file, e.g. riichi-club.yaml`));
  it('a preset id (ema-2016.yaml took the preset’s rules in its own calculator)', () =>
    expect(slugIssue('ema-2016')).toBe(`"ema-2016" is the id of a preset of riichi: the venue's calculator and the scorer would take that preset's rules instead of the venue's. Rename the file, e.g. ema-2016-club.yaml`));
  it('every preset and ruleset id, every locale code, every reserved word', () => {
    for (const rs of rulesets) for (const id of [rs.id, ...rs.presets.map((p) => p.id)]) slugIssue(id);
    for (const l of LOCALES) expect(slugIssue(l)).toMatch(/is the code of a language of the site/);
    for (const w of RESERVED_SEGMENTS.filter((w) => /^[a-z0-9-]+$/.test(w))) expect(slugIssue(w)).toMatch(/is a word the site's addresses use/);
    expect(RESERVED_SEGMENTS).toEqual(expect.arrayContaining(['venues', 'pdf', 'v', 'print', 'calculator', 'about', 'glossary']));
  });
  it('not kebab-case', () => expect(slugIssue('Koi_Pond')).toBe(`"Koi_Pond" cannot be a venue's address: a venue file's name is lowercase letters, digits and hyphens (e.g. koi-pond.yaml)`));
  it('two files for one slug', () => {
    const err = (() => {
      try {
        loadVenues([
          { file: 'content/venues/test-club.yaml', data: good() },
          { file: 'content/venues/test-club.yml', data: { ...good(), name: 'Another Test Club' } },
        ]);
      } catch (e) {
        return e as VenueDataError;
      }
    })();
    expect(err).toBeInstanceOf(VenueDataError);
    expect(err!.issues.map((i) => [i.file, i.field])).toEqual([
      ['content/venues/test-club.yaml', '(file name)'],
      ['content/venues/test-club.yml', '(file name)'],
    ]);
    expect(err!.issues[0].reason).toBe('2 files give the venue "test-club" (content/venues/test-club.yaml, content/venues/test-club.yml): a venue is one file. Keep one and delete the other');
  });
});

describe('two venues of one name', () => {
  it('are refused at the later file, naming the first (letter case and spaces aside, in any language)', () => {
    const err = (() => {
      try {
        loadVenues([
          { file: 'content/venues/koi-pond.yaml', data: riichi({ name: 'Koi Pond Club' }) },
          { file: 'content/venues/koi-pond-two.yaml', data: riichi({ name: { en: 'koi pond  club' } }) },
          { file: 'content/venues/lotus.yaml', data: riichi({ name: 'Lotus Club' }) },
        ]);
      } catch (e) {
        return e as VenueDataError;
      }
    })();
    expect(err).toBeInstanceOf(VenueDataError);
    // In file-name order, koi-pond-two.yaml comes first ("-" before ".").
    expect(err!.issues.map((i) => [i.file, i.field, i.reason])).toEqual([
      [
        'content/venues/koi-pond.yaml',
        'name',
        '"Koi Pond Club" is also the name of content/venues/koi-pond-two.yaml: on the venue list and in search the two could not be told apart. Give this venue a name of its own (add its town or street, say)',
      ],
    ]);
  });
});

describe('the riichi settlement block (uma, oka, points; red fives are a setting)', () => {
  it('a consistent block is valid, the oka worked out from the points', () => {
    const raw = riichi({ settlement: { uma: [15, 5, -5, -15], startingPoints: 25000, returnPoints: 30000 } });
    expect(issues(raw)).toEqual([]);
    expect(normalizeVenue(raw as unknown as VenueInput, FILE).settlement).toEqual({ uma: [15, 5, -5, -15], startingPoints: 25000, returnPoints: 30000, oka: 20 });
  });
  it('the uma may be written as players do: "+15/+5/−5/−15"', () => {
    const raw = riichi({ settlement: { uma: '+15/+5/−5/−15', oka: 0 } });
    expect(issues(raw)).toEqual([]);
    expect(normalizeVenue(raw as unknown as VenueInput, FILE).settlement).toEqual({ uma: [15, 5, -5, -15], oka: 0 });
  });
  it('an uma that does not add up to 0', () =>
    expectOne(riichi({ settlement: { uma: [15, 5, -5, -10] } }), 'settlement.uma', '+15 / +5 / -5 / -10 adds up to +5: what the first places receive, the last places pay, so the uma adds up to 0'));
  it('an uma that goes up, or has the wrong number of places', () => {
    expectOne(riichi({ settlement: { uma: [5, 15, -5, -15] } }), 'settlement.uma', '5 / 15 / -5 / -15: the uma goes from first place to last, never up (e.g. 15 / 5 / -5 / -15)');
    expectOne(riichi({ settlement: { uma: [10, -10] } }), 'settlement.uma', 'has 2 numbers: write one per place, 4 in all, first place to last (e.g. [15, 5, -5, -15])');
    // Written in points: the whole list in thousands, said once (not "place 1: 20,000 is too large").
    expectOne(riichi({ settlement: { oka: 20000 } }), 'settlement.oka', '20,000: the oka is written in thousands of points — write 20');
    expectOne(riichi({ settlement: { uma: [20000, 10000, -10000, -20000] } }), 'settlement.uma', '20000 / 10000 / -10000 / -20000: the uma is written in thousands of points — write [20, 10, -10, -20]');
  });
  it('an oka that does not match the points', () =>
    expectOne(
      riichi({ settlement: { oka: 10, startingPoints: 25000, returnPoints: 30000 } }),
      'settlement.oka',
      '10 does not match the points: the oka is (return − starting points) × 4 = (30,000 − 25,000) × 4 = 20,000 points, oka: 20. Correct the oka or the points (or leave the oka out: it is worked out)',
    ));
  it('return points below the starting points, points not in hundreds', () => {
    expectOne(riichi({ settlement: { startingPoints: 30000, returnPoints: 25000 } }), 'settlement.returnPoints', /^the return points \(25,000\) are below the starting points \(30,000\)/);
    expectOne(riichi({ settlement: { startingPoints: 25050 } }), 'settlement.startingPoints', '25,050 is not a whole number of hundreds: points are counted in hundreds (e.g. 25,000)');
    expectOne(riichi({ settlement: { startingPoints: 1e308 } }), 'settlement.startingPoints', /is too large: write a whole number from 1,000 to 1,000,000 points$/);
  });
  it('red fives in the block: they are a setting', () =>
    expectOne(riichi({ settlement: { redFives: 3 } }), 'settlement.redFives', 'red fives are a setting (they are scored): write it under settings: redFives: 0, 3 or 4'));
  it('a ruleset without a settlement', () =>
    expectOne({ ...good(), settlement: { oka: 20 } }, 'settlement', "hong-kong has no settlement block (uma and oka are riichi's): leave the field out"));
});

describe('the rest of the file', () => {
  it('print text below 10 pt (the shipped sheets were 9 and 9.5): the error names the fix', () =>
    expectOne(
      { ...good(), print: { fontSize: 9.5 } },
      'print.fontSize',
      /^9\.5 pt is too small to read at a table: set print\.fontSize: 10 \(10–14 pt\); to fit the sheet, set print\.descriptions: false, more print\.columns or shorter notes$/,
    ));
  it('print text from 10 to 14 pt is accepted; above 14 pt is not', () => {
    for (const fontSize of [10, 12.5, 14]) expect(issues({ ...good(), print: { fontSize } }), String(fontSize)).toEqual([]);
    expectOne({ ...good(), print: { fontSize: 15 } }, 'print.fontSize', '15: write a size from 10 to 14 pt (below 10 pt is not readable at a table)');
  });
  it('print options left out take the defaults (10 pt, 2 columns, descriptions)', () => {
    const v = normalizeVenue({ ...good(), print: undefined } as VenueInput, FILE);
    expect(v.print).toEqual({ descriptions: true, columns: 2, fontSize: 10 });
  });
  it('an unknown print option', () => expectOne({ ...good(), print: { paper: 'A3' } }, 'print.paper', 'unknown print option "paper": the options are descriptions, columns and fontSize.'));
  it('not a mapping', () => expect(issues(['a']).map((i) => i.field)).toContain('(file)'));
  it('several problems are all listed, in the organiser’s words', () => {
    const list = issues({ ...good(), ruleset: 'hong-kong', settings: { minFaan: 20, curve: 'x' }, items: { nope: 1 }, notes: { en: 'x' } });
    expect(list.map((i) => i.field).sort()).toEqual(['items.nope', 'notes.hi', 'settings.curve', 'settings.minFaan'].sort());
    expectOrganiserWords(list);
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
    expect((err as Error).message).toBe(
      'The venue files have 1 problem:\n  content/venues/test-club.yaml — settings.minFaan: the minimum (20) is above the limit (13): no hand could ever win. Lower minFaan or raise limit',
    );
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
    // A preset's id (a link naming it means the preset), a ruleset's, a language's: not a former address.
    expectOne({ ...good(), formerSlugs: ['vmc'] }, 'formerSlugs[0]', '"vmc" is the id of a preset of hong-kong, so it cannot also be this venue\'s former address: leave it out of formerSlugs');
    expectOne({ ...good(), formerSlugs: ['riichi'] }, 'formerSlugs[0]', /^"riichi" is the id of a ruleset, so it cannot/);
    expectOne({ ...good(), formerSlugs: ['hi'] }, 'formerSlugs[0]', /^"hi" is the code of a language of the site/);
    expect(normalizeVenue({ ...good(), formerSlugs: ['lotus-club'] } as unknown as VenueInput, FILE).formerSlugs).toEqual(['lotus-club']);
    expect(normalizeVenue(good() as unknown as VenueInput, FILE).formerSlugs).toEqual([]);
  });
  it('must be a list', () => expectOne({ ...good(), formerSlugs: 'lotus-club' }, 'formerSlugs', /must be a list/));
  it('each must be a valid slug', () => expectOne({ ...good(), formerSlugs: ['Lotus Club'] }, 'formerSlugs[0]', /"Lotus Club" must be a kebab-case slug/));
  it('not the venue’s own slug', () => expectOne({ ...good(), formerSlugs: ['test-club'] }, 'formerSlugs[0]', /is the venue's current slug/));
  it('not listed twice', () => expectOne({ ...good(), formerSlugs: ['a-b', 'a-b'] }, 'formerSlugs[1]', /listed twice/));
  it('not another venue’s current slug', () => {
    expect(problems([{ file: FILE, data: { ...good(), formerSlugs: ['jade-club'] } }, { file: other, data: { ...good(), name: 'Jade Club' } }])).toEqual([
      `${FILE} › formerSlugs[0]: "jade-club" is the slug of ${other}: a former address cannot be another venue's current one`,
    ]);
  });
  it('not another venue’s former slug', () => {
    expect(
      problems([
        { file: other, data: { ...good(), name: 'Jade Club', formerSlugs: ['lotus-club'] } },
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
