/**
 * A Hong Kong venue's liability rule on its guide and A4 sheet (src/venues/guide.ts): a venue that
 * switches `baau` on states 包 beside its payments, in every language; one that does not, nothing.
 * Built from venue objects (no build needed).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/config.ts';
import { translate } from '../../src/i18n/translate.ts';
import { buildGuide } from '../../src/venues/guide.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import type { Venue, VenueInput } from '../../src/venues/types.ts';

function venue(raw: Record<string, unknown>, slug = 'test-club'): Venue {
  const file = `content/venues/${slug}.yaml`;
  expect(validateVenue(raw, file)).toEqual([]);
  return normalizeVenue(raw as unknown as VenueInput, file);
}

const HK = { name: 'Test Club', ruleset: 'hong-kong', preset: 'hk-classic', rulesVersion: '2026-09-13', languages: [...LOCALES] };

describe('包 beside a Hong Kong venue\'s payments', () => {
  it.each(LOCALES)('%s: stated where baau is on, absent where it is off', (locale) => {
    const line = translate(locale)('hong-kong:liability.baau.rule');
    expect(buildGuide(venue({ ...HK, settings: { baau: 'yes' } }), locale).hongKongPay!.lines).toContain(line);
    expect(buildGuide(venue(HK), locale).hongKongPay!.lines).not.toContain(line);
  });
});
