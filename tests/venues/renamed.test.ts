/**
 * A renamed venue (`formerSlugs`) is still scored under its old slug: a hand or a calculator link from
 * before the rename names it (`preset: "<old slug>"`), and gets the venue's rules, with the result
 * naming the venue's slug now (src/engine/score.ts, `currentPresetId`). Its old addresses redirect
 * (tests/fixture/fixture.test.ts); this is the scorer's part.
 */
import { describe, expect, it } from 'vitest';
import { createScorer, currentPresetId } from '../../src/engine/score.ts';
import { engine as riichi } from '../../src/engine/riichi/index.ts';
import { normalizeVenue, validateVenue } from '../../src/venues/validate.ts';
import { toExtraPreset } from '../../src/venues/preset.ts';
import { compareCommand } from '../../scripts/score-compare.ts';
import type { VenueInput } from '../../src/venues/types.ts';

const FILE = 'content/venues/koi-court.yaml';
const RAW = {
  name: 'Koi Court',
  ruleset: 'riichi',
  preset: 'ema-2025',
  rulesVersion: '2026-12-01',
  languages: ['en'],
  formerSlugs: ['koi-pond'],
  // A house value to tell the venue's rules from the preset's: open pinfu-shape hands take 20 fu.
  settings: { openPinfuFu: 20 },
};
// riichi.md: a closed hand, riichi and menzen tsumo (self-drawn), no dora.
const HAND = { ruleset: 'riichi', hand: '123m456m789m234p55s', winTile: '5s', win: 'self-drawn', seatWind: 'south', flags: ['riichi'] };

describe('a renamed venue’s old slug', () => {
  it('is scored under the venue, and the result names the venue’s slug now', () => {
    expect(validateVenue(RAW, FILE)).toEqual([]);
    const venue = toExtraPreset(normalizeVenue(RAW as unknown as VenueInput, FILE));
    const s = createScorer([riichi], [venue]);
    const now = s.score({ ...HAND, preset: 'koi-court' });
    const old = s.score({ ...HAND, preset: 'koi-pond' });
    expect(now.ok, JSON.stringify(now)).toBe(true);
    expect(old).toEqual(now);
    expect(old).toMatchObject({ preset: 'koi-court' });
    // Another slug is still unknown, naming the venue as what it may be.
    expect(s.score({ ...HAND, preset: 'koi-pnd' })).toMatchObject({ ok: false, error: { code: 'unknown-preset', field: 'preset' } });
    // The calculator reads a link's preset the same way.
    expect(currentPresetId([venue], 'riichi', 'koi-pond')).toBe('koi-court');
    expect(currentPresetId([venue], 'hong-kong', 'koi-pond')).toBe('koi-pond');
    expect(currentPresetId([venue], 'riichi', 'ema-2025')).toBe('ema-2025');
  });

  it('never takes over a preset’s own id: the catalogue’s, or another venue’s', () => {
    const venue = toExtraPreset(normalizeVenue(RAW as unknown as VenueInput, FILE));
    // Written past the venue check (which refuses both): the scorer still keeps each id's own preset.
    const shadow = { ...venue, formerIds: ['ema-2016', 'other-club'] };
    const other = { ...venue, id: 'other-club', formerIds: [] };
    expect(currentPresetId([shadow, other], 'riichi', 'ema-2016', riichi.ruleset)).toBe('ema-2016');
    expect(currentPresetId([shadow, other], 'riichi', 'other-club', riichi.ruleset)).toBe('other-club');
    const s = createScorer([riichi], [shadow, other]);
    expect(s.score({ ...HAND, preset: 'ema-2016' })).toMatchObject({ preset: 'ema-2016' });
  });

  it('compares as the venue (score --compare --preset <old slug>)', () => {
    const venue = toExtraPreset(normalizeVenue(RAW as unknown as VenueInput, FILE));
    const s = createScorer([riichi], [venue]);
    const now = compareCommand(s, { ...HAND, preset: 'koi-court' }, [venue]);
    const old = compareCommand(s, { ...HAND, preset: 'koi-pond' }, [venue]);
    expect(old).toEqual(now);
  });
});
