/**
 * The bounds of score-api.md ("Bounds", core/bounds.ts) through the engine API: `score` never
 * throws on a JSON value, however deep or large; a field outside its bound is `invalid-input`
 * naming the field; `id` is echoed exactly; every number of a result is finite and exact.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../src/engine/engines.ts';
import { BOUNDS } from '../../src/core/bounds.ts';
import type { ScoreResult } from '../../src/core/api.ts';

const s = scorer();
const RIICHI = { ruleset: 'riichi', preset: 'ema-2025', hand: '234m567p22s345678s', winTile: '8s', win: 'discard', flags: ['riichi'] };
const HK = { ruleset: 'hong-kong', preset: 'vmc', hand: '11123456789999m', winTile: '9m', win: 'self-drawn' };
const TW = { ruleset: 'taiwan-club', hand: '123456789m123456p11s', winTile: '1s', win: 'self-drawn' };

function nested(depth: number, leaf: unknown = 1, wrap: (v: unknown) => unknown = (v) => [v]): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = wrap(v);
  return v;
}

/** Every number anywhere in a result is finite and exact (a safe integer, or a fraction of a small one). */
function numbersOf(v: unknown, out: number[] = []): number[] {
  if (typeof v === 'number') out.push(v);
  else if (Array.isArray(v)) for (const x of v) numbersOf(x, out);
  else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) numbersOf(x, out);
  return out;
}

function expectInvalid(r: ScoreResult, field: string) {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe('invalid-input');
  expect(r.error.field).toBe(field);
}

describe('the engine never throws', () => {
  it('on any JSON value, alone or in a hand field', () => {
    const keys = ['id', 'ruleset', 'preset', 'settings', 'hand', 'melds', 'winTile', 'win', 'seatWind', 'roundWind', 'dealer', 'discarder', 'bonusTiles', 'flags', 'doraIndicators', 'uraDoraIndicators', 'honba', 'riichiSticks', 'dealerStreak', 'round', 'liable', 'discards'];
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(RIICHI, HK, TW), fc.constantFrom(...keys), fc.jsonValue(), (alone, base, key, value) => {
        expect(() => s.score(alone)).not.toThrow();
        const r = s.score({ ...base, [key]: value });
        for (const n of numbersOf(r)) expect(Number.isFinite(n)).toBe(true);
        expect(() => JSON.stringify(r)).not.toThrow();
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('on deep nesting in id, melds, flags, settings and unknown keys (20,000 levels)', () => {
    const deepArray = nested(20_000);
    const deepObject = nested(20_000, 1, (v) => ({ a: v }));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...RIICHI, id: deepArray }, 'invalid-input', 'id'],
      [{ ...RIICHI, id: deepObject }, 'invalid-input', 'id'],
      [{ ...RIICHI, melds: deepArray }, 'invalid-input', 'melds[0]'],
      [{ ...RIICHI, melds: [{ kind: 'pon', tiles: deepArray }] }, 'invalid-input', 'melds[0].tiles'],
      [{ ...RIICHI, melds: [{ kind: deepObject, tiles: '111m' }] }, 'invalid-input', 'melds[0].kind'],
      [{ ...RIICHI, flags: deepArray }, 'invalid-input', 'flags[0]'],
      [{ ...RIICHI, flags: [deepObject] }, 'invalid-input', 'flags[0]'],
      [{ ...RIICHI, ruleset: deepArray }, 'unknown-ruleset', ''],
      [{ ...RIICHI, preset: deepArray }, 'unknown-preset', ''],
      [{ ...RIICHI, settings: deepObject }, 'invalid-setting', ''],
      [{ ...RIICHI, settings: { kiriage: deepObject } }, 'invalid-setting', ''],
      [{ ...TW, settings: { minimum: deepObject } }, 'invalid-setting', ''],
      [{ ...HK, settings: { curve: deepArray } }, 'invalid-setting', ''],
      [{ ...RIICHI, hand: deepArray }, 'invalid-input', 'hand'],
      [{ ...RIICHI, win: deepObject }, 'invalid-input', 'win'],
    ];
    for (const [input, code, field] of cases) {
      const r = s.score(input);
      expect(r.ok, JSON.stringify(Object.keys(input))).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe(code);
      if (field) expect(r.error.field).toBe(field);
      expect(r).not.toHaveProperty('id');
      expect(JSON.stringify(r).length).toBeLessThan(1000);
    }
    // An unknown key is not read: a deep one changes nothing.
    expect(s.score({ ...RIICHI, note: deepObject })).toEqual(s.score(RIICHI));
  }, 60_000);
});

describe('id', () => {
  it('a string of at most 256 characters or a safe integer is echoed exactly', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: BOUNDS.id.maxLength, unit: 'binary' }), fc.maxSafeInteger().map((n) => n || 0)), (id) => {
        expect(s.score({ ...RIICHI, id }).id).toBe(id);
        expect(s.score({ ruleset: 'nope', id }).id).toBe(id);
      }),
    );
  });

  it('characters are Unicode characters: 256 emoji (512 UTF-16 units) are echoed, 257 are refused as 257', () => {
    const face = '\u{1F600}';
    expect(s.score({ ...RIICHI, id: face.repeat(256) }).id).toBe(face.repeat(256));
    const r = s.score({ ...RIICHI, id: face.repeat(257) });
    expectInvalid(r, 'id');
    expect(!r.ok && r.error.message).toContain('a string of 257 characters');
    // A lone surrogate (JSON can carry one as \ud800) is one character.
    expect(s.score({ ...RIICHI, id: 'a'.repeat(255) + '\ud800' }).id).toBe('a'.repeat(255) + '\ud800');
  });

  it('anything else is invalid-input on id, not echoed', () => {
    for (const id of ['x'.repeat(BOUNDS.id.maxLength + 1), 1.5, 2 ** 53, -(2 ** 53), true, [1], { a: 1 }]) {
      const r = s.score({ ...RIICHI, id });
      expectInvalid(r, 'id');
      expect(r).not.toHaveProperty('id');
    }
  });
});

describe('bounds of the hand fields name the field', () => {
  const long = '1m'.repeat(BOUNDS.tileText.maxLength / 2) + ' ';
  it('tile text of at most 128 characters', () => {
    expectInvalid(s.score({ ...RIICHI, hand: long }), 'hand');
    expectInvalid(s.score({ ...RIICHI, winTile: long }), 'winTile');
    expectInvalid(s.score({ ...RIICHI, doraIndicators: long }), 'doraIndicators');
    expectInvalid(s.score({ ...RIICHI, uraDoraIndicators: long }), 'uraDoraIndicators');
    expectInvalid(s.score({ ...HK, bonusTiles: long }), 'bonusTiles');
    expectInvalid(s.score({ ...RIICHI, melds: [{ kind: 'pon', tiles: long }] }), 'melds[0].tiles');
    // 128 characters is still notation: spaces are allowed anywhere.
    const padded = RIICHI.hand + ' '.repeat(BOUNDS.tileText.maxLength - RIICHI.hand.length);
    expect(s.score({ ...RIICHI, hand: padded }).ok).toBe(true);
  });

  it('at most 8 melds and 32 flags (a long flag list is refused at once)', () => {
    expectInvalid(s.score({ ...RIICHI, melds: Array.from({ length: 9 }, () => ({ kind: 'pon', tiles: '111m' })) }), 'melds');
    const many = Array.from({ length: 200_000 }, (_, i) => `f${i}`);
    expectInvalid(s.score({ ...RIICHI, flags: many }), 'flags');
    const dup = Array.from({ length: BOUNDS.flags.maxItems }, () => 'riichi');
    expectInvalid(s.score({ ...RIICHI, flags: dup }), 'flags[1]');
  });

  it('honba and riichiSticks 0–99, dealerStreak 0–6', () => {
    for (const [field, base, ok, bad] of [
      ['honba', RIICHI, [0, 99], [-1, 100, 9007199254740991, 1.5]],
      ['riichiSticks', RIICHI, [0, 99], [-1, 100, 1e300]],
      ['dealerStreak', TW, [0, 6], [-1, 7, 2.5]],
    ] as const) {
      for (const v of ok) expect(s.score({ ...base, [field]: v }).ok).toBe(true);
      for (const v of bad) expectInvalid(s.score({ ...base, [field]: v }), field);
    }
    const r = s.score({ ...RIICHI, honba: 99, riichiSticks: 99 });
    expect(r.ok && Number.isSafeInteger(r.total)).toBe(true);
  });

  it('stake: finite, more than 0, every payment exact', () => {
    expectInvalid(s.score({ ...HK, settings: { stake: 1e308 } }), 'settings.stake');
    expectInvalid(s.score({ ...HK, settings: { stake: 0 } }), 'settings.stake');
    expectInvalid(s.score({ ...HK, settings: { stake: -1 } }), 'settings.stake');
    expectInvalid(s.score({ ...HK, settings: { stake: 1e13 } }), 'settings.stake');
    // The message says what to do in words, never "Infinity" or a float's digits.
    for (const stake of [1e308, 1e300]) {
      const r = s.score({ ...HK, settings: { stake } });
      expect(r.ok ? '' : r.error.message).toMatch(/^settings\.stake: the largest payment .* over 9007199254740991, .* choose a smaller stake or a lower limit$/);
      expect(r.ok ? '' : r.error.message).not.toMatch(/Infinity|0000000/);
    }
    expectInvalid(s.score({ ...HK, settings: { curve: [1, 2, 1e300] } }), 'settings.curve');
    expect(s.score({ ...HK, settings: { stake: 'x' } })).toMatchObject({ ok: false, error: { code: 'invalid-setting' } });
    // invalid-setting comes before invalid-input (score-api.md, "Result"), whatever the keys' order.
    for (const settings of [{ stake: 0, gun: 'x' }, { gun: 'x', stake: 0 }, { stake: 0, zz: 1 }, { zz: 1, stake: 0 }])
      expect(s.score({ ...HK, settings }), JSON.stringify(settings)).toMatchObject({ ok: false, error: { code: 'invalid-setting' } });
    const r = s.score({ ...HK, settings: { stake: 1e12 } });
    expect(r.ok).toBe(true);
    if (r.ok) for (const n of numbersOf(r)) expect(Number.isSafeInteger(n)).toBe(true);
  });

  it('a limit past the end of its curve is refused, naming the limit (hong-kong.md: the curves are given to 13 faan)', () => {
    const r = s.score({ ...HK, settings: { limit: 20 } });
    expectInvalid(r, 'settings.limit');
    if (!r.ok) expect(r.error.message).toMatch(/^settings\.limit: the limit \(20\) is past the end of the curve, whose multipliers go up to 13 faan/);
    // A venue's own list one short of the limit: named at the curve, the field given.
    expectInvalid(s.score({ ...HK, settings: { curve: [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256] } }), 'settings.curve');
    // Faan-laak's last tier holds from 10 faan on: a limit of 20 is within it.
    expect(s.score({ ...HK, settings: { curve: 'faan-laak-4-7-10', limit: 20 } }).ok).toBe(true);
    expect(s.score({ ...HK, settings: { limit: 13 } }).ok).toBe(true);
    // A minimum above the curve's end: a lower limit alone would be below the minimum; only a longer curve is the fix.
    const high = s.score({ ...HK, settings: { minFaan: 14, limit: 16 } });
    expectInvalid(high, 'settings.limit');
    if (!high.ok) expect(high.error.message).toMatch(/give the curve as a list of 17 multipliers, one per faan from 0 to 16 \(the minimum, 14, is above 13\)$/);
  });

  it('whole-number settings past the largest exact integer are refused, not rounded (9007199254740993 read as …992)', () => {
    for (const [hand, settings] of [
      [HK, { minFaan: 1e20, limit: 1e21 }],
      [HK, { limit: 2 ** 53 }],
      [TW, { minimum: 9007199254740993 }],
      [TW, { minimum: { east: 2 ** 53 } }],
    ] as const)
      expect(s.score({ ...hand, settings }), JSON.stringify(settings)).toMatchObject({ ok: false, error: { code: 'invalid-setting' } });
    expect(s.score({ ...TW, settings: { minimum: { east: Number.MAX_SAFE_INTEGER } } })).toMatchObject({ ok: false, error: { code: 'below-minimum' } });
  });

  it('stake: a fraction is refused where it makes a payment that is not whole, from the minimum up (0.1 paid 19.200000000000003)', () => {
    // hk-classic, full spicy, half gun: 3 faan (the minimum) is 8 units, the discarder paying 2 shares.
    const bad = s.score({ ...HK, preset: 'hk-classic', settings: { stake: 0.1 } });
    expectInvalid(bad, 'settings.stake');
    if (!bad.ok) expect(bad.error.message).toMatch(/a win of 3 faan on a discard would pay 1\.6: every payment must be a whole number/);
    expectInvalid(s.score({ ...HK, preset: 'hk-classic', settings: { stake: 1e-320 } }), 'settings.stake');
    // A minimum past the curve's last tier (faan-laak 4-7-10: 64 from 10 faan) is checked at that tier:
    // 0.01 × 64 × 2 = 1.28 on a discard, named at the minimum, 11.
    const past = s.score({ ...HK, settings: { curve: 'faan-laak-4-7-10', minFaan: 11, limit: 13, stake: 0.01 } });
    expectInvalid(past, 'settings.stake');
    if (!past.ok) expect(past.error.message).toMatch(/a win of 11 faan on a discard would pay 1\.28/);
    // 0.5 × 8 = 4: every payment from 3 faan is whole.
    const r = s.score({ ...HK, preset: 'hk-classic', settings: { stake: 0.5 } });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    if (r.ok) for (const n of numbersOf(r)) expect(Number.isSafeInteger(n)).toBe(true);
  });
});
