/**
 * A Hong Kong table of two players (`players: 2`, the two-player rule of hong-kong.md), with the gun
 * set, dealer double on and flowers off — the organiser's "Tiger Tail Duo" — as its guide and sheet
 * say it (src/venues/guide.ts; no build needed): only what applies with two players (no gun), one
 * column per way a win pays differently, every amount as paid in play (dealer double included: every
 * two-player win is the dealer's or paid by the dealer), the two-player paragraph starting with a
 * capital, and no flower item when flowers are off. The amounts are written by hand from hong-kong.md.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/config.ts';
import { buildGuide } from '../../src/venues/guide.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import { toExtraPreset } from '../../src/venues/preset.ts';
import { scorer } from '../../src/engine/engines.ts';
import { translate } from '../../src/i18n/translate.ts';
import type { Venue, VenueInput } from '../../src/venues/types.ts';

function venue(raw: Record<string, unknown>, slug: string): Venue {
  const file = `content/venues/${slug}.yaml`;
  expect(validateVenue(raw, file)).toEqual([]);
  return normalizeVenue(raw as unknown as VenueInput, file);
}

/** The organiser's venue file, as written (content/venues/tiger-tail-duo.yaml of the report). */
const DUO = {
  name: { en: 'Tiger Tail Duo Club', hi: 'टाइगर टेल जोड़ी क्लब' },
  ruleset: 'hong-kong',
  preset: 'hk-classic',
  rulesVersion: '2026-12-04',
  languages: ['hi', 'en'],
  settings: {
    minFaan: 1,
    limit: 10,
    curve: [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48],
    stake: 2,
    gun: 'full',
    players: 2,
    dealerDouble: 'yes',
    flowers: 'no',
  },
  twoPlayer: 'yes',
  twoPlayerPlace: 'end',
  items: { 'chicken-hand': 'off', 'seven-pairs': 3, 'all-honours': 8, 'human-hand': 'on', 'mixed-terminals': 2 },
};

const duo = venue({ ...DUO, languages: [...LOCALES], name: 'Tiger Tail Duo Club' }, 'tiger-tail-duo');
const en = buildGuide(duo, 'en');

describe('a two-player Hong Kong table says only what applies with two players', () => {
  it('no gun: not in the summary, the key numbers, the differences or the payment lines', () => {
    for (const locale of LOCALES) {
      const g = buildGuide(duo, locale);
      const words = [g.summary, ...g.keyNumbers.flatMap((k) => k.values.map((v) => v.value)), ...g.differences.map((d) => d.text), ...g.hongKongPay!.lines].join('\n');
      // The gun's own names in every language (全銃, "full gun", "फ़ुल गन").
      expect(words, locale).not.toMatch(/全銃|半銃|gun|गन/i);
      expect(g.differences.map((d) => d.id), locale).not.toContain('gun');
    }
    // The key number of the payments names the curve alone.
    expect(en.keyNumbers.find((k) => k.setting === 'curve+gun')?.values).toEqual([{ value: 'own curve' }]);
    expect(en.hongKongPay!.lines).not.toContain('Full gun: on a win from a discard, the discarder alone pays for all three. On a self-draw, all three pay in full.');
  });

  it('one column — any win, the opponent pays — with the amounts as paid: 2 shares × 2 for the dealer, a share 2 × the curve', () => {
    const pay = en.hongKongPay!;
    expect(pay.twoOnly).toEqual([{ win: ['discard', 'self-drawn'], label: 'Any win: the opponent pays' }]);
    expect(pay.discardCols).toEqual([]);
    expect(pay.selfDrawnCols).toEqual([]);
    expect(pay.twoPlayerHeading).toBeUndefined();
    // hong-kong.md: a share = stake × curve[faan] = 2 × [2, 3, 4, 6, 8, 12, 16, 24, 32, 48] for 1…10
    // faan; the opponent pays two shares; the dealer (winner or opponent in every game of two) double.
    expect(pay.rows.map((r) => [r.faan, r.twoOnly])).toEqual([
      [1, ['16']],
      [2, ['24']],
      [3, ['32']],
      [4, ['48']],
      [5, ['64']],
      [6, ['96']],
      [7, ['128']],
      [8, ['192']],
      [9, ['256']],
      [10, ['384']],
    ]);
  });

  it('says the dealer double is in the amounts, not that the table is for non-dealers', () => {
    expect(en.hongKongPay!.lines).toEqual([
      "The venue's own curve: the table shows every step.",
      'Two players: the opponent pays every win, from a discard or self-drawn.',
      'One share at 0 faan is worth 2; every amount is in points.',
      'Dealer double: with two players every win is won or paid by the dealer, so every amount in the table is already doubled.',
    ]);
    for (const locale of LOCALES) expect(buildGuide(duo, locale).hongKongPay!.lines, locale).not.toContain(translate(locale)('ui:venue.payments.dealerDouble'));
  });

  it('the printed amounts are what the engine pays, the dealer winning or paying, on a discard or self-drawn', () => {
    const score = scorer([toExtraPreset(duo)]).score;
    const hand = { ruleset: 'hong-kong', preset: 'tiger-tail-duo', hand: '123m456p789s234m55z', winTile: '5z' };
    // All Chows + Closed Hand = 2 faan on a discard; + Self-Drawn = 3 faan self-drawn.
    const cases = [
      { seatWind: 'west', win: 'discard', discarder: 'east', faan: 2 },
      { seatWind: 'east', win: 'discard', discarder: 'west', faan: 2 },
      { seatWind: 'east', win: 'self-drawn', faan: 3 },
      { seatWind: 'west', win: 'self-drawn', faan: 3 },
    ];
    for (const c of cases) {
      const r = score({ ...hand, ...c });
      expect(r.ok, JSON.stringify(c)).toBe(true);
      if (!r.ok) continue;
      const row = en.hongKongPay!.rows.find((x) => x.faan === c.faan)!;
      expect(String(r.total), JSON.stringify(c)).toBe(row.twoOnly![0]);
    }
  });

  it('the two-player paragraph starts with a capital (sentenceStart) in the languages that have case', () => {
    expect(en.twoPlayer).toMatch(/^On every win the opponent pays/);
    expect(buildGuide(duo, 'id').twoPlayer).toMatch(/^Tiap kali menang/);
  });

  it('with flowers off, no flower item is listed: Win on Bonus Replacement (1 faan in HK classic) included', () => {
    const ids = en.sections.flatMap((s) => s.items.map((i) => i.id));
    for (const id of ['flower-replacement', 'no-flowers', 'own-flower', 'own-season', 'all-four-flowers', 'all-four-seasons']) expect(ids).not.toContain(id);
    expect(en.sheetSections.flatMap((s) => s.items.map((i) => i.id))).not.toContain('flower-replacement');
    // The preset plays it where flowers are in play.
    const withFlowers = buildGuide(venue({ ...DUO, languages: ['en'], name: 'Tiger Tail Duo Club', settings: { ...DUO.settings, flowers: 'yes' } }, 'tiger-tail-flowers'), 'en');
    expect(withFlowers.sections.flatMap((s) => s.items.map((i) => i.id))).toContain('flower-replacement');
  });
});

describe('a four-player table with the two-player game beside it', () => {
  const FOUR = { name: 'Four and Two Club', ruleset: 'hong-kong', preset: 'hk-classic', rulesVersion: '2026-12-04', languages: ['en'], twoPlayer: 'yes' };
  it('keeps the gun and its columns; the two-player column is what the opponent pays, doubled where dealer double is on', () => {
    const plain = buildGuide(venue(FOUR, 'four-and-two'), 'en').hongKongPay!;
    const doubled = buildGuide(venue({ ...FOUR, settings: { dealerDouble: 'yes' } }, 'four-and-two-double'), 'en').hongKongPay!;
    expect(plain.twoOnly).toBeUndefined();
    expect(plain.lines[1]).toMatch(/^Half gun/);
    // HK classic: full spicy, stake 1 — 3 faan is a share of 8, the opponent pays two: 16; with dealer double 32.
    expect(plain.rows.find((r) => r.faan === 3)!.twoPlayer).toBe('16');
    expect(doubled.rows.find((r) => r.faan === 3)!.twoPlayer).toBe('32');
    // The four-player columns stay for non-dealers: the discarder pays 2 shares, 16.
    expect(doubled.rows.find((r) => r.faan === 3)!.discard[0]).toBe('16');
    expect(doubled.lines.at(-1)).toMatch(/The two-player column is already doubled/);
  });
});
