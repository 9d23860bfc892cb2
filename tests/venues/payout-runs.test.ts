/**
 * The venue payout table prints a run of faan that pay alike as one row (src/venues/guide.ts,
 * `alikeRuns`): faan-laak 4-7-10 pays one share of 16 from 4 to 6 faan, 32 from 7 to 9 and 64 from
 * 10 on (hong-kong.md, "Payments"), so under a limit of 40 its table is 3, 4–6, 7–9, 10–40 — not 31
 * rows of the limit's amounts past page 1 of the sheet. The amounts are written by hand from
 * hong-kong.md: half gun, stake 1 — on a discard the discarder pays 2 shares and each other 1 (4 in
 * all), on a self-draw each pays 2 (6 in all).
 */
import { describe, expect, it } from 'vitest';
import { buildGuide } from '../../src/venues/guide.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import type { VenueInput } from '../../src/venues/types.ts';

const FILE = 'content/venues/steps-club.yaml';
const RAW = {
  name: 'Steps Club',
  ruleset: 'hong-kong',
  preset: 'hk-classic',
  rulesVersion: '2026-12-04',
  languages: ['en'],
  settings: { minFaan: 3, limit: 40, curve: 'faan-laak-4-7-10', gun: 'half', stake: 1 },
};

describe('faan-laak under a limit of 40: one row per run of faan that pay alike', () => {
  it('3, 4–6, 7–9, 10–40, the last the limit row', () => {
    expect(validateVenue(RAW, FILE)).toEqual([]);
    const pay = buildGuide(normalizeVenue(RAW as unknown as VenueInput, FILE), 'en').hongKongPay!;
    const share = { 3: 8, 4: 16, 7: 32, 10: 64 };
    expect(pay.rows.map((r) => [r.faanText, r.faan, r.faanTo, r.limit])).toEqual([
      ['3', 3, undefined, false],
      ['4–6', 4, 6, false],
      ['7–9', 7, 9, false],
      ['10–40', 10, 40, true],
    ]);
    for (const r of pay.rows) {
      const one = share[r.faan as keyof typeof share];
      expect([r.discard, r.discardTotal, r.selfDrawn, r.selfDrawnTotal], r.faanText).toEqual([[String(2 * one), String(one)], String(4 * one), [String(2 * one)], String(6 * one)]);
    }
  });

  it('a curve whose every faan pays differently keeps a row per faan', () => {
    const raw = { ...RAW, settings: { ...RAW.settings, limit: 13, curve: 'full-spicy' } };
    const pay = buildGuide(normalizeVenue(raw as unknown as VenueInput, FILE), 'en').hongKongPay!;
    expect(pay.rows.map((r) => r.faanText)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
    expect(pay.rows.every((r) => r.faanTo === undefined)).toBe(true);
  });
});
