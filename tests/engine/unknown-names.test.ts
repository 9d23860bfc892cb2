/**
 * An unknown ruleset or preset is named as the cause (score-api.md, "Errors naming their cause"): the
 * field, what was given, what would be right — a missing ruleset is "required", a near miss gets a
 * "did you mean", and a preset or venue of another ruleset says whose it is. The codes stay those of
 * the contract (`unknown-ruleset`, `unknown-preset`), first in its order of checks. A setting the
 * ruleset does not have, or a value it does not take, is `invalid-setting` naming `settings.<key>`, in
 * the same words.
 */
import { describe, expect, it } from 'vitest';
import { engines, scorer } from '../../src/engine/engines.ts';
import { createScorer } from '../../src/engine/score.ts';
import { rulesets } from '../../src/rules/index.ts';
import { readVenues } from '../../src/venues/files.ts';
import { toExtraPresets } from '../../src/venues/preset.ts';
import { ROOT } from './golden.ts';

const venues = readVenues(ROOT);
const s = scorer(toExtraPresets(venues));
const HAND = { hand: '234m567p22s345678s', winTile: '8s', win: 'discard' };

function error(input: Record<string, unknown>) {
  const r = s.score(input);
  if (r.ok) throw new Error(`${JSON.stringify(input)} scored`);
  return r.error;
}

describe('an unknown ruleset or preset names its cause', () => {
  it('a missing ruleset is required; a wrong one is unknown, with the known ones and the nearest', () => {
    for (const given of [{}, { ruleset: null }])
      expect(error({ ...HAND, ...given })).toEqual({
        code: 'unknown-ruleset',
        field: 'ruleset',
        message: 'ruleset: is required — one of riichi, hong-kong, taiwan-club',
      });
    expect(error({ ...HAND, ruleset: 'RIICHI' })).toEqual({
      code: 'unknown-ruleset',
      field: 'ruleset',
      message: 'ruleset: unknown ruleset "RIICHI" (did you mean "riichi"?); known: riichi, hong-kong, taiwan-club',
    });
    expect(error({ ...HAND, ruleset: 'hongkong' }).message).toContain('(did you mean "hong-kong"?)');
    expect(error({ ...HAND, ruleset: 'mahjong' }).message).toBe('ruleset: unknown ruleset "mahjong"; known: riichi, hong-kong, taiwan-club');
    expect(error({ ...HAND, ruleset: ['riichi'] })).toEqual({
      code: 'unknown-ruleset',
      field: 'ruleset',
      message: 'ruleset: expected a string, got ["riichi"] — one of riichi, hong-kong, taiwan-club',
    });
    // Checked before everything else, as the contract's order says: a bad hand does not hide it.
    expect(error({ ruleset: 'nope', hand: 'zzz' }).code).toBe('unknown-ruleset');
    // A scorer made without `suggest` (the calculator's, which ships no code it does not use) names no nearest one.
    const plain = createScorer(engines).score({ ...HAND, ruleset: 'RIICHI' });
    expect(plain.ok ? null : plain.error.message).toBe('ruleset: unknown ruleset "RIICHI"; known: riichi, hong-kong, taiwan-club');
  });

  it('a preset with a typo gets the nearest preset or venue of its ruleset', () => {
    expect(error({ ...HAND, ruleset: 'riichi', preset: 'ema2025' })).toEqual({
      code: 'unknown-preset',
      field: 'preset',
      message: 'preset: unknown preset "ema2025" for riichi (did you mean "ema-2025"?); known: ema-2016, ema-2025, wrc-2025, or the slug of a venue',
    });
    expect(error({ ...HAND, ruleset: 'riichi', preset: 5 }).message).toBe('preset: expected a string, got 5 — one of ema-2016, ema-2025, wrc-2025, or the slug of a venue');
    for (const v of venues) {
      const typo = v.slug.slice(0, -1);
      expect(error({ ...HAND, ruleset: v.ruleset, preset: typo }).message, v.slug).toContain(`(did you mean "${v.slug}"?)`);
    }
  });

  it('a preset or venue of another ruleset says whose it is', () => {
    for (const r of rulesets)
      for (const p of r.presets)
        for (const other of rulesets.filter((o) => o.id !== r.id))
          expect(error({ ...HAND, ruleset: other.id, preset: p.id })).toEqual({
            code: 'unknown-preset',
            field: 'preset',
            message: `preset: "${p.id}" is a preset of ${r.id}, not of ${other.id}`,
          });
    for (const v of venues)
      for (const other of rulesets.filter((o) => o.id !== v.ruleset))
        expect(error({ ...HAND, ruleset: other.id, preset: v.slug }).message).toBe(`preset: "${v.slug}" is a venue of ${v.ruleset}, not of ${other.id}`);
  });
});

describe('a setting the ruleset does not have, or a value it does not take, names its field', () => {
  const RIICHI = { ...HAND, ruleset: 'riichi' };
  it('a typo gets the nearest setting and the known ones', () => {
    const e = error({ ...RIICHI, settings: { kiraige: true } });
    expect(e.code).toBe('invalid-setting');
    expect(e.field).toBe('settings.kiraige');
    expect(e.message).toMatch(/^settings\.kiraige: unknown setting "kiraige" for riichi \(did you mean "kiriage"\?\); known: kiriage, kazoe, /);
    // A key too long to be a name is not repeated in the field.
    expect(error({ ...RIICHI, settings: { ['x'.repeat(100)]: 1 } })).toMatchObject({ code: 'invalid-setting', field: 'settings' });
  });

  it('a setting of another ruleset is unknown to this one', () => {
    for (const r of rulesets)
      for (const d of r.settings)
        for (const other of rulesets.filter((o) => !o.settings.some((x) => x.id === d.id))) {
          const e = error({ ...HAND, ruleset: other.id, settings: { [d.id]: null } });
          expect(e, `${d.id} in ${other.id}`).toMatchObject({ code: 'invalid-setting', field: `settings.${d.id}` });
          expect(e.message).toMatch(new RegExp(`^settings\\.${d.id}: unknown setting "${d.id}" for ${other.id}[ ;]`));
        }
  });

  it('a value the setting does not take, and settings that are not an object', () => {
    expect(error({ ...RIICHI, settings: { kiriage: 'yes' } })).toEqual({
      code: 'invalid-setting',
      field: 'settings.kiriage',
      message: 'settings.kiriage: must be true or false, got "yes"',
    });
    expect(error({ ...RIICHI, settings: 5 })).toEqual({ code: 'invalid-setting', field: 'settings', message: 'settings: expected an object, got 5' });
    // A limit below the winning minimum names the setting the hand gave (hong-kong.md: minimum 3 faan, limit 13 in VMC).
    expect(error({ ...HAND, ruleset: 'hong-kong', preset: 'vmc', settings: { minFaan: 20 } })).toMatchObject({ code: 'invalid-setting', field: 'settings.minFaan' });
    expect(error({ ...HAND, ruleset: 'hong-kong', preset: 'vmc', settings: { limit: 1 } })).toMatchObject({ code: 'invalid-setting', field: 'settings.limit' });
  });
});

describe('a listed value given in other words names the one it means', () => {
  // score-api.md: `win` is "self-drawn" | "discard", winds are lower-case, meld kinds chi / pon / kan-*;
  // players write "Discard", "tsumo" (riichi's self-draw), "ron" (its win on a discard), "pung" (Hong Kong's pon).
  const RIICHI = { ...HAND, ruleset: 'riichi' };
  it.each([
    [{ win: 'Discard' }, 'win', '(did you mean "discard"?)'],
    [{ win: 'tsumo' }, 'win', '(did you mean "self-drawn"?)'],
    [{ win: 'ron' }, 'win', '(did you mean "discard"?)'],
    [{ seatWind: ' East' }, 'seatWind', '(did you mean "east"?)'],
    [{ hand: '234m567p22s', melds: [{ kind: 'Pung', tiles: '111z' }] }, 'melds[0].kind', '(did you mean "pon"?)'],
    [{ hand: '234m567p22s', melds: [{ kind: 'chow', tiles: '345s' }] }, 'melds[0].kind', '(did you mean "chi"?)'],
    [{ hand: '234m567p22s', melds: [{ kind: 'kong', tiles: '1111z' }] }, 'melds[0].kind', '(a kong is kan-open, kan-added or kan-closed)'],
  ] as [Record<string, unknown>, string, string][])('%j', (given, field, hint) => {
    const e = error({ ...RIICHI, ...given });
    expect(e).toMatchObject({ code: 'invalid-input', field });
    expect(e.message.endsWith(hint), e.message).toBe(true);
  });
  it('a value that is no other name gets no guess', () => {
    expect(error({ ...RIICHI, win: 'maybe' }).message).toBe('win: expected one of "self-drawn", "discard", got "maybe"');
    expect(error({ ...RIICHI, seatWind: 'pung' }).message).toBe('seatWind: expected one of "east", "south", "west", "north", got "pung"');
  });
});
