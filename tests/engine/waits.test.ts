/**
 * Hands without a winning tile (score-api.md, "Waits", "Discards that leave a hand waiting"). The waits
 * and discards below are worked out by hand from the tiles; each side of a wait must be exactly what
 * the completed hand scores (the contract: "the result the same input would get").
 */
import { describe, expect, it } from 'vitest';
import type { HandInput, ScoreAnswer, ScoreResult, WaitsResult } from '../../src/core/api.ts';
import { engines } from '../../src/engine/engines.ts';
import { createScorer } from '../../src/engine/score.ts';
import { ERROR_CODES } from '../../src/core/api.ts';

const scorer = createScorer(engines);
const answer = (h: Record<string, unknown>): ScoreAnswer => scorer.answer(h);
function waitsOf(a: ScoreAnswer): WaitsResult {
  if (!('waits' in a)) throw new Error(JSON.stringify(a));
  return a;
}
const code = (a: ScoreAnswer) => (a.ok ? 'ok' : a.error.code);

// 234 567 8m · 345p · 678s: the 2-5-8m wait (22m, 55m or 88m as the pair).
const NOBETAN = { ruleset: 'riichi', hand: '2345678m345p678s', seatWind: 'south' };

describe('waits: a hand one tile short', () => {
  it('lists each completing kind once, in tile order, scored on a discard and self-drawn', () => {
    const w = waitsOf(answer({ ...NOBETAN, id: 7 }));
    expect(w.id).toBe(7);
    expect(w.ok).toBe(true);
    expect(w.waits.map((x) => x.tile)).toEqual(['2m', '5m', '8m']);
    // A pair wait with tanyao: 1 han, 20 + 10 + 2 = 32 → 40 fu on a discard (1,300 for a non-dealer);
    // tanyao + menzen tsumo 2 han 30 fu self-drawn (500 / 1,000 = 2,000).
    for (const x of w.waits) {
      expect(x.discard).toMatchObject({ ok: true, han: 1, fu: 40, total: 1300 });
      expect(x.selfDrawn).toMatchObject({ ok: true, han: 2, fu: 30, total: 2000 });
    }
  });

  it('each side is exactly the completed hand’s result, and carries no id', () => {
    const w = waitsOf(answer({ ...NOBETAN, id: 'x', discarder: 'west', flags: ['riichi'] }));
    for (const x of w.waits) {
      const hand = `${NOBETAN.hand}${x.tile}`;
      expect(JSON.stringify(x.discard)).toBe(JSON.stringify(scorer.score({ ...NOBETAN, hand, winTile: x.tile, win: 'discard', discarder: 'west', flags: ['riichi'] } as HandInput)));
      expect(JSON.stringify(x.selfDrawn)).toBe(JSON.stringify(scorer.score({ ...NOBETAN, hand, winTile: x.tile, win: 'self-drawn', flags: ['riichi'] } as HandInput)));
      expect('id' in x.discard || 'id' in x.selfDrawn).toBe(false);
    }
  });

  it('leaves out a kind whose four copies are all in view: 11m 55z waits on 1m and 5z — with two 1m as dora indicators, on 5z only', () => {
    const hand = { ruleset: 'riichi', hand: '11m234p567s789s55z' };
    expect(waitsOf(answer(hand)).waits.map((x) => x.tile)).toEqual(['1m', '5z']);
    expect(waitsOf(answer({ ...hand, doraIndicators: '11m' })).waits.map((x) => x.tile)).toEqual(['5z']);
    // 1111m and three sets: only a fifth 1m would complete it — every completing kind left out.
    expect(code(answer({ ruleset: 'riichi', hand: '1111m234p567s789s' }))).toBe('not-waiting');
  });

  it('writes a five plain: a hand waiting on the five gets 5p, never 0p', () => {
    const w = waitsOf(answer({ ruleset: 'riichi', hand: '234m567m345s678s5p', settings: { redFives: 3 } }));
    expect(w.waits.map((x) => x.tile)).toEqual(['5p']);
  });

  it('a hand no tile completes is not-waiting; a win-independent flag conflict is the hand’s, a win-dependent one only its side’s', () => {
    expect(code(answer({ ruleset: 'riichi', hand: '1379m2468p1357s1z' }))).toBe('not-waiting');
    // riichi with an open meld: wrong whichever way it is won.
    expect(code(answer({ ruleset: 'riichi', hand: '2345678m345p', melds: [{ kind: 'pon', tiles: '777z' }], flags: ['riichi'] }))).toBe('conflicting-flags');
    // robbing-kong: a win on a discard only (13m 456p 789p 345s 22s waits on 2m, which it holds none of).
    const w = waitsOf(answer({ ruleset: 'riichi', hand: '13m456p789p345s22s', seatWind: 'south', flags: ['robbing-kong'] }));
    for (const x of w.waits) {
      expect(code(x.discard)).toBe('ok');
      expect(code(x.selfDrawn)).toBe('conflicting-flags');
    }
  });

  it('counts: 12 tiles is wrong-tile-count naming both counts; 14 without winTile asks for it; 13 with a winTile refuses it', () => {
    const few = answer({ ruleset: 'riichi', hand: '2345678m345p67s' });
    expect(few).toMatchObject({ ok: false, error: { code: 'wrong-tile-count', field: 'hand' } });
    expect(!few.ok && few.error.message).toMatch(/12 tiles.*a winning hand has 14, a waiting hand 13/);
    expect(answer({ ruleset: 'riichi', hand: '2345678m345p678s9p' })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'winTile' } });
    expect(answer({ ...NOBETAN, winTile: '8m', win: 'discard' })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'winTile', message: expect.stringContaining('a waiting hand takes no winTile') } });
    // The winning tile comes first (invalid-input precedes too-many-copies and conflicting-flags in the
    // contract's order) even when a later check fails too: five 1m, or ippatsu without riichi.
    for (const later of [{ hand: '11111m234p567s99s' }, { hand: '111m234p567s999s1z', flags: ['ippatsu'] }])
      expect(answer({ ruleset: 'riichi', ...later, winTile: '1m', win: 'discard' })).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'winTile' } });
    const many = scorer.score({ ruleset: 'riichi', hand: '2345678m345p678s99p', winTile: '9p', win: 'discard' } as HandInput);
    expect(!many.ok && many.error.message).toMatch(/15 tiles.*a winning hand has 14, a waiting hand 13/);
  });

  it('Hong Kong and the Taiwanese sheet wait the same way (13 and 16 tiles, one more per kong)', () => {
    const hk = waitsOf(answer({ ruleset: 'hong-kong', hand: '2345678m345p678s' }));
    expect(hk.waits.map((x) => x.tile)).toEqual(['2m', '5m', '8m']);
    // 111 222 333 444 555m + 6m: 66m as the pair; or 1-2-3 … read otherwise, 3m and 6m… by hand: 6m, and 3m
    // (111 123 234 455 5… no) — the engine's one-tile-wait function decides; every listed kind completes.
    const tw = waitsOf(answer({ ruleset: 'taiwan-club', hand: '1112223334445556m' }));
    expect(tw.waits.map((x) => x.tile)).toContain('6m');
    for (const x of tw.waits) expect(code(x.discard) === 'not-a-winning-hand' || code(x.selfDrawn) === 'not-a-winning-hand').toBe(false);
  });

  it('the nine-sided wait of chuuren poutou: 1112345678999m waits on every kind of 1m–9m, each a yakuman both ways', () => {
    const w = waitsOf(answer({ ruleset: 'riichi', hand: '1112345678999m', seatWind: 'south' }));
    expect(w.waits.map((x) => x.tile)).toEqual(['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']);
    // A non-dealer's single yakuman: 32,000 (ema-2025 counts no double yakuman).
    for (const x of w.waits) for (const side of [x.discard, x.selfDrawn]) expect(side).toMatchObject({ ok: true, limit: 'yakuman', total: 32000 });
  });

  it('kokushi musou’s thirteen-sided wait: one of each terminal and honour waits on all thirteen', () => {
    const w = waitsOf(answer({ ruleset: 'riichi', hand: '19m19p19s1234567z', seatWind: 'south' }));
    expect(w.waits.map((x) => x.tile)).toEqual(['1m', '9m', '1p', '9p', '1s', '9s', '1z', '2z', '3z', '4z', '5z', '6z', '7z']);
    for (const x of w.waits) expect(x.selfDrawn).toMatchObject({ ok: true, limit: 'yakuman' });
  });

  it('a concealed kong counts one tile more: 234m 567p 345s 1m + 5555z (14 tiles) waits on 1m and 4m', () => {
    const w = waitsOf(answer({ ruleset: 'riichi', hand: '234m567p345s1m', melds: [{ kind: 'kan-closed', tiles: '5555z' }], seatWind: 'south' }));
    expect(w.waits.map((x) => x.tile)).toEqual(['1m', '4m']);
    // Haku, closed: 20 + 10 (closed ron) + 32 (concealed kong of honours) + 2 (single wait) = 64 → 70 fu, 1 han:
    // a non-dealer's ron 2,300. Self-drawn, haku + menzen tsumo: 20 + 2 + 32 + 2 = 56 → 60 fu, 2 han: 2,000 + 1,000 + 1,000.
    for (const x of w.waits) {
      expect(x.discard).toMatchObject({ ok: true, han: 1, fu: 70, total: 2300 });
      expect(x.selfDrawn).toMatchObject({ ok: true, han: 2, fu: 60, total: 4000 });
    }
  });

  it('a red five in a waiting hand counts on both sides where red fives are played: 234m 4(0)6p 345s 678s 5z', () => {
    const hand = { ruleset: 'riichi', hand: '234m406p345s678s5z', seatWind: 'south' };
    const red = waitsOf(answer({ ...hand, settings: { redFives: 3 } }));
    expect(red.waits.map((x) => x.tile)).toEqual(['5z']);
    // A single wait on the white dragon: on a discard no yaku (a red five is dora, not a yaku);
    // self-drawn menzen tsumo 1 + red five 1 = 2 han, 20 + 2 + 2 = 24 → 30 fu: 1,000 + 500 + 500.
    expect(code(red.waits[0].discard)).toBe('no-yaku');
    expect(red.waits[0].selfDrawn).toMatchObject({ ok: true, han: 2, fu: 30, total: 2000 });
    // Without red fives, 0p is a plain five: menzen tsumo alone, 1 han 30 fu (500 + 300 + 300 = 1,100).
    const plain = waitsOf(answer({ ...hand, settings: { redFives: 0 } }));
    expect(plain.waits[0].selfDrawn).toMatchObject({ ok: true, han: 1, fu: 30, total: 1100 });
  });

  it('a 16-tile Taiwanese hand: 111 222 333 444 555 6m waits on 1m–7m, 123m 456m 789m 123p 45p 99s on 3p and 6p', () => {
    // Worked by hand (pair · five sets): +1m 55 · 111 123 234 234 456; +2m 11 · 123 222 345 345 456;
    // +3m 33 · 111 222 345 345 456; +4m 55 · 111 222 333 444 456; +5m 44 · 111 222 333 456 555;
    // +6m 66 · five pungs; +7m 55 · 111 222 333 444 567. An 8m or 9m leaves 6m and the new tile apart.
    const a = waitsOf(answer({ ruleset: 'taiwan-club', hand: '1112223334445556m' }));
    expect(a.waits.map((x) => x.tile)).toEqual(['1m', '2m', '3m', '4m', '5m', '6m', '7m']);
    const b = waitsOf(answer({ ruleset: 'taiwan-club', hand: '123m456m789m123p45p99s' }));
    expect(b.waits.map((x) => x.tile)).toEqual(['3p', '6p']);
    for (const x of [...a.waits, ...b.waits]) expect(x.discard.ok && x.selfDrawn.ok).toBe(true);
  });

  it('not-waiting sits right after conflicting-flags in the check order', () => {
    expect(ERROR_CODES.indexOf('not-waiting')).toBe(ERROR_CODES.indexOf('conflicting-flags') + 1);
  });
});

describe('discards that leave a hand waiting', () => {
  it('each discard kind once, in tile order, with the kinds it would wait on', () => {
    // Drop 2m, 5m or 8m: 345 678m (or 234 678 / 234 567) + 345p 678s and a lone 9p; drop 9p: the 2-5-8m wait.
    expect(answer({ ruleset: 'riichi', hand: '2345678m345p678s9p', discards: true })).toEqual({
      ok: true,
      discards: [
        { tile: '2m', waits: ['9p'] },
        { tile: '5m', waits: ['9p'] },
        { tile: '8m', waits: ['9p'] },
        { tile: '9p', waits: ['2m', '5m', '8m'] },
      ],
    });
  });
  it('an empty list when no discard leaves the hand waiting', () => {
    expect(answer({ ruleset: 'riichi', hand: '1379m2468p1357s12z', discards: true })).toEqual({ ok: true, discards: [] });
  });
  it('a winning hand still scores as one', () => {
    const r: ScoreResult = scorer.score({ ruleset: 'riichi', hand: '2345678m345p678s8m', winTile: '8m', win: 'discard', seatWind: 'south' } as HandInput);
    expect(r.ok).toBe(true);
  });
});

describe('a hand without a winning tile is checked first, in the contract’s order (score-api.md, "Result" and "Waits")', () => {
  const field = (a: ScoreAnswer) => (a.ok ? null : a.error.field);
  // 135m 135p 135s 1357z: 13 tiles that no tile completes.
  const NOWHERE = { ruleset: 'riichi', hand: '135m135p135s1357z' };

  it('an unknown flag, then conflicting flags, come before not-waiting', () => {
    expect(code(answer({ ...NOWHERE, flags: ['zzz'] }))).toBe('unknown-flag');
    expect(code(answer({ ...NOWHERE, flags: ['riichi', 'double-riichi'] }))).toBe('conflicting-flags');
    expect(code(answer(NOWHERE))).toBe('not-waiting');
  });

  it('a waiting hand with an unknown flag is refused whole, not answered wait by wait', () => {
    const a = answer({ ...NOBETAN, flags: ['zzz'] });
    expect([code(a), field(a)]).toEqual(['unknown-flag', 'flags[0]']);
  });

  it('bad notation comes before the count: a chi of 135m, a hand with an "x"', () => {
    const meld = answer({ ruleset: 'riichi', hand: '2345678m345p678s', melds: [{ kind: 'chi', tiles: '135m' }] });
    expect([code(meld), field(meld)]).toEqual(['invalid-notation', 'melds[0].tiles']);
    const x = answer({ ruleset: 'riichi', hand: '2345678m345p678x' });
    expect([code(x), field(x)]).toEqual(['invalid-notation', 'hand']);
    expect(code(answer({ ruleset: 'riichi', hand: '135m135p135s13z', flags: ['zzz'] }))).toBe('unknown-flag');
  });

  it('too many copies is too-many-copies, not not-waiting — even in a hand that does wait', () => {
    // 234m 567p 22s 34567s waits on 2s, 5s and 8s; a flower given twice is the input's fault.
    const flowers = answer({ ruleset: 'hong-kong', hand: '234m567p22s34567s', bonusTiles: '11f' });
    expect([code(flowers), field(flowers)]).toEqual(['too-many-copies', 'bonusTiles']);
    expect(code(answer({ ruleset: 'hong-kong', hand: '234m567p22s34567s', bonusTiles: '1f' }))).toBe('ok');
    expect(code(answer({ ruleset: 'riichi', hand: '11111m345p678s22z' }))).toBe('too-many-copies');
    expect(code(answer({ ...NOBETAN, doraIndicators: '2m2m2m2m' }))).toBe('too-many-copies');
    // Two red 5m where three red fives (one a suit) are played.
    expect(code(answer({ ruleset: 'riichi', hand: '2340078m345p678s', settings: { redFives: 3 } }))).toBe('too-many-copies');
  });

  it('the discards of a full hand: the same checks first; `discards` must be true or false', () => {
    const full = { ruleset: 'hong-kong', hand: '2345678m345p678s9p', discards: true };
    expect(code(answer({ ...full, bonusTiles: '11f' }))).toBe('too-many-copies');
    expect(code(answer({ ...full, flags: ['zzz'] }))).toBe('unknown-flag');
    const yes = answer({ ...full, discards: 'yes' });
    expect([code(yes), field(yes)]).toEqual(['invalid-input', 'discards']);
  });

  it('a seat not at a two-player table is invalid-input, whichever side it would apply to', () => {
    const a = answer({ ruleset: 'hong-kong', hand: '234m567p22s34567s', settings: { players: 2 }, discarder: 'north' });
    expect([code(a), field(a)]).toEqual(['invalid-input', 'discarder']);
  });

  it('a waiting hand with a winning tile and no way of winning: the winning tile is what is wrong', () => {
    const a = answer({ ...NOBETAN, winTile: '2m' });
    expect([code(a), field(a)]).toEqual(['invalid-input', 'winTile']);
  });
});
