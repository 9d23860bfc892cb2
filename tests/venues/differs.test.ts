/**
 * What a venue changed against its base preset, as its guide says it (src/venues/guide.ts): both
 * ways — items switched off (which then appear nowhere else), items switched on, values and settings
 * changed — each with the preset's value; a "house rule" badge only where the venue's value really
 * differs; the riichi settlement block with the venue's red fives. Built from venue objects, in every
 * language of the site (no build needed).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/config.ts';
import { buildGuide } from '../../src/venues/guide.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import type { Venue, VenueInput } from '../../src/venues/types.ts';

/** Texts with their no-break spaces (a number keeps its unit: "2 han") as plain spaces. */
const plain = (s: string | undefined) => s?.replace(/\u00a0/g, ' ');

function venue(raw: Record<string, unknown>, slug = 'test-club'): Venue {
  const file = `content/venues/${slug}.yaml`;
  expect(validateVenue(raw, file)).toEqual([]);
  return normalizeVenue(raw as unknown as VenueInput, file);
}

const RIICHI = {
  name: 'Test Riichi Club',
  ruleset: 'riichi',
  preset: 'ema-2025',
  rulesVersion: '2026-09-13',
  languages: [...LOCALES],
  settings: { kiriage: 'no', redFives: 3 },
  items: { sankantsu: 'off', 'sanshoku-doukou': 3, chiitoitsu: 2, riichi: 1 },
  settlement: { uma: [15, 5, -5, -15], startingPoints: 25000, returnPoints: 30000 },
};

const itemIds = (g: ReturnType<typeof buildGuide>) => g.sections.flatMap((s) => s.items.map((i) => i.id));

describe('differs from the base preset, both ways (riichi, EMA 2025)', () => {
  const g = buildGuide(venue(RIICHI), 'en');
  it('lists the settings changed, the items switched off and the values changed, with the preset’s value', () => {
    expect(g.differsTitle).toBe('Differs from EMA 2025');
    expect(g.differsIntro).toBe('What this venue changed against EMA 2025; everything else is as EMA 2025 has it.');
    expect(g.differences.map((d) => [d.kind, d.id, plain(d.text)])).toEqual([
      ['setting', 'kiriage', 'Kiriage mangan: no (EMA 2025: yes)'],
      ['setting', 'redFives', 'Red fives: 3 — one in each suit (EMA 2025: None)'],
      ['item-value', 'sanshoku-doukou', 'Sanshoku doukou: 3 han (EMA 2025: 2 han)'],
      ['item-off', 'sankantsu', 'Sankantsu: not played (EMA 2025: 2 han)'],
    ]);
  });
  it('an item switched off is named there and nowhere else on the guide', () => {
    expect(itemIds(g)).not.toContain('sankantsu');
    expect(itemIds(g)).toContain('sanshoku-doukou');
  });
  it('the preset’s own value written again (chiitoitsu: 2, riichi: 1) is no change and no house rule', () => {
    const all = g.sections.flatMap((s) => s.items);
    expect(all.find((i) => i.id === 'chiitoitsu')?.house).toBe(false);
    expect(all.find((i) => i.id === 'riichi')?.house).toBe(false);
    expect(g.differences.map((d) => d.id)).not.toContain('chiitoitsu');
    expect(all.filter((i) => i.house).map((i) => i.id).sort()).toEqual(['aka-dora', 'sanshoku-doukou']);
  });
});

describe('an item switched on, a value of another kind (Hong Kong)', () => {
  const g = buildGuide(
    venue({ name: 'Test Club', ruleset: 'hong-kong', preset: 'vmc', rulesVersion: '2026-09-13', languages: ['en'], items: { 'seven-pairs': 'on', 'all-chows': 'limit', 'chicken-hand': 'off' } }),
    'en',
  );
  it('names each change with the value before', () => {
    const text = Object.fromEntries(g.differences.map((d) => [d.id, `${d.kind}: ${plain(d.text)}`]));
    expect(text['seven-pairs']).toMatch(/^item-on: Seven Pairs: \d+ faan \(not played in VMC \/ HKMA\)$/);
    expect(text['all-chows']).toMatch(/^item-value: All Chows: limit \(\d+ faan\) \(VMC \/ HKMA: 1 faan\)$/);
  });
  it('an item off in the preset and off at the venue is no change', () => {
    expect(g.differences.map((d) => d.id)).not.toContain('chicken-hand');
  });
});

describe('a venue that changes nothing', () => {
  const g = buildGuide(venue({ name: 'Plain Club', ruleset: 'hong-kong', preset: 'hk-classic', rulesVersion: '2026-09-13', languages: ['en'], settings: { minFaan: 3, flowers: 'yes' }, items: { 'seven-pairs': 'on' } }), 'en');
  it('says it plays the preset as published, and no item is a house rule', () => {
    expect(g.differences).toEqual([]);
    expect(g.differsIntro).toBe('This venue plays HK classic as published, without changes.');
    expect(g.sections.flatMap((s) => s.items).filter((i) => i.house)).toEqual([]);
    expect(g.keyNumbers.filter((k) => k.house)).toEqual([]);
  });
});

describe('the riichi settlement block, with the venue’s red fives', () => {
  it('in English', () => {
    const s = buildGuide(venue(RIICHI), 'en').settlement!;
    expect(s.title).toBe('Settlement');
    expect(s.rows.map((r) => [r.id, r.label, r.value])).toEqual([
      ['uma', 'Uma', '+15 / +5 / −5 / −15 thousand points, first place to last'],
      ['oka', 'Oka', '20 thousand points to first place: (30,000 − 25,000) × 4'],
      ['startingPoints', 'Starting points', '25,000'],
      ['returnPoints', 'Return points', '30,000'],
      ['redFives', 'Red fives', '3 — one in each suit'],
    ]);
  });
  it('an oka given alone, four red fives', () => {
    const s = buildGuide(venue({ ...RIICHI, settings: { redFives: 4 }, settlement: { oka: 0, uma: '+30/+10/-10/-30' } }), 'en').settlement!;
    expect(s.rows.map((r) => r.value)).toEqual(['+30 / +10 / −10 / −30 thousand points, first place to last', 'none (first place gets no extra points)', '4 — one in characters, two in dots, one in bamboo']);
    const given = buildGuide(venue({ ...RIICHI, settlement: { oka: 15 } }), 'en').settlement!;
    expect(given.rows.find((r) => r.id === 'oka')!.value).toBe('15 thousand points to first place');
  });
  it('none where the venue states none', () => {
    expect(buildGuide(venue({ ...RIICHI, settlement: undefined }), 'en').settlement).toBeUndefined();
  });
});

describe.each(LOCALES.filter((l) => l !== 'en'))('in %s', (locale) => {
  const g = buildGuide(venue(RIICHI), locale as Locale);
  const en = buildGuide(venue(RIICHI), 'en');
  it('every sentence is in the language, none left as a key or in English', () => {
    const texts = [g.differsTitle, g.differsIntro, ...g.differences.map((d) => d.text), g.settlement!.title, g.settlement!.intro, ...g.settlement!.rows.flatMap((r) => [r.label, r.value])];
    for (const t of texts) expect(t).not.toMatch(/ui:|venue\.|settlement\.|differs\./);
    // No oka (0) is said in the language too.
    const none = (l: Locale) => buildGuide(venue({ ...RIICHI, settlement: { oka: 0 } }), l).settlement!.rows.find((r) => r.id === 'oka')!.value;
    expect(none(locale as Locale)).not.toMatch(/ui:|settlement\.|okaNone/);
    expect(none(locale as Locale)).not.toBe(none('en'));
    expect(g.differsIntro).not.toBe(en.differsIntro);
    expect(g.settlement!.intro).not.toBe(en.settlement!.intro);
    expect(g.differences.find((d) => d.id === 'sankantsu')!.text).not.toBe(en.differences.find((d) => d.id === 'sankantsu')!.text);
  });
});

describe('Hong Kong with dealer double: the payment table is for non-dealers, and the guide and sheet say what the dealer pays and receives', () => {
  const HK = { name: 'Harbour Lights', ruleset: 'hong-kong', preset: 'vmc', rulesVersion: '2026-09-13', languages: [...LOCALES], settings: { dealerDouble: true, gun: 'full', minFaan: 1, limit: 10, stake: 0.5 } };
  it('the table stays the non-dealer one (VMC’s half spicy curve: 8 at 3 faan, × 0.5 = 4 a share; full gun: the discarder pays 4 shares, 16) and the doubling is said beside it', () => {
    const pay = buildGuide(venue(HK), 'en').hongKongPay!;
    const row = pay.rows.find((r) => r.faan === 3)!;
    expect(row.discardTotal).toBe('16');
    expect(pay.lines).toContain('Dealer double: the table is for non-dealers. The dealer pays double what the table shows, and a dealer who wins receives double from each player.');
  });
  it('in every locale, and not without dealer double', () => {
    for (const locale of LOCALES) {
      const lines = buildGuide(venue(HK), locale).hongKongPay!.lines;
      const without = buildGuide(venue({ ...HK, settings: { ...HK.settings, dealerDouble: false } }), locale).hongKongPay!.lines;
      expect(lines.length).toBe(without.length + 1);
      for (const l of lines) expect(l).not.toMatch(/ui:|venue\.|payments\./);
    }
  });
});

describe('the A4 sheet’s rules line names the item changes too (switched off ones included)', () => {
  const base = { rulesVersion: '2026-12-01', languages: [...LOCALES] };
  const riichi = venue({ ...base, name: 'Sheet Riichi', ruleset: 'riichi', preset: 'wrc-2025', items: { sankantsu: 'off', toitoi: 3 } });
  const hk = venue({ ...base, name: 'Sheet HK', ruleset: 'hong-kong', preset: 'hk-classic', settings: { limit: 10 }, items: { 'chicken-hand': 'off', 'seven-pairs': 3, 'human-hand': 'on' } });
  const tw = venue({ ...base, name: 'Sheet TW', ruleset: 'taiwan-club', preset: 'hefen-club', items: { 'no-flowers': 'off' } });
  it('riichi: Sankantsu not played, Toitoi 3 han (riichi.md: both 2 han in WRC 2025)', () => {
    expect(plain(buildGuide(riichi, 'en').itemChanges)).toBe('Sankantsu: not played, Toitoi: 3 han');
  });
  it('Hong Kong: Chicken Hand not played, Seven Pairs 3 faan, Human Hand the limit of 10', () => {
    expect(plain(buildGuide(hk, 'en').itemChanges)).toBe('Chicken Hand: not played, Seven Pairs: 3 faan, Human Hand: limit (10 faan)');
  });
  it('Taiwanese: No flowers not played', () => {
    expect(plain(buildGuide(tw, 'en').itemChanges)).toBe('No flowers: not played');
  });
  it('a tiered item: only the tiers the venue changed (taiwan-club.md: concealed pungs 2 → 5, 3 → 15, 4 → 30, 5 → 80, closed 100)', () => {
    const tiers = venue({ ...base, name: 'Sheet Tiers', ruleset: 'taiwan-club', preset: 'hefen-club', items: { 'concealed-pungs': { three: 10, four: 25 } } });
    expect(plain(buildGuide(tiers, 'en').itemChanges)).toBe('Concealed pungs: three 10 pts; four 25 pts');
  });
  it('nothing where the venue changes no item (settings alone are the summary’s)', () => {
    expect(buildGuide(venue({ ...base, name: 'Plain', ruleset: 'riichi', preset: 'wrc-2025', settings: { kiriage: 'no' } }), 'en').itemChanges).toBe('');
  });
  it.each(LOCALES.filter((l) => l !== 'en'))('in %s', (locale) => {
    const g = buildGuide(riichi, locale as Locale);
    expect(g.itemChanges).not.toBe(buildGuide(riichi, 'en').itemChanges);
    expect(g.itemChanges).toMatch(/3/);
    expect(g.itemChanges).not.toMatch(/ui:|venue\.|phrase\./);
  });
});

describe('one name for one thing: a table that explains an item takes the item’s name on the guide', () => {
  const TAIWAN = { name: 'Test Taiwan Club', ruleset: 'taiwan-club', rulesVersion: '2026-09-13', languages: ['en', 'id'] };
  it('the item names of the guide: the venue’s own where it gives one, else the catalogue’s', () => {
    const plainGuide = buildGuide(venue({ ...TAIWAN, preset: 'hefen-club' }), 'en');
    expect(plainGuide.itemNames['dealer-streak']).toBe('Dealer streak');
    const renamed = venue({ ...TAIWAN, preset: 'hefen-club', names: { 'dealer-streak': { en: 'Lian Zhuang', id: 'Lian Zhuang (bandar berturut)' } } });
    expect(buildGuide(renamed, 'en').itemNames['dealer-streak']).toBe('Lian Zhuang');
    expect(buildGuide(renamed, 'id').itemNames['dealer-streak']).toBe('Lian Zhuang (bandar berturut)');
  });
});
