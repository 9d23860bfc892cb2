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

