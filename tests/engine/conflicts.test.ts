/**
 * Errors that name their cause (score-api.md): every impossible combination of flags, and of a flag
 * with the seat, the way of winning, the melds or the hand, is refused as `conflicting-flags` carrying
 * the flags involved (`error.flags`) and, when the other side is not a flag, `error.with`.
 *
 * The lists of the review are written here by hand from the specs (riichi.md, hong-kong.md,
 * taiwan-club.md and score-api.md): the pairs of flags that cannot hold together and the rules of each
 * flag with the seat, the win, the melds and the hand. The rules the tests go through (every rule of a
 * table must be triggered by some hand, and name exactly its flags and `with`) and the flags whose
 * pairs are tried come from the data, so a new rule or flag is tested without a change here.
 */
import { describe, expect, it } from 'vitest';
import { CONFLICT_NEEDS, CONFLICT_WITH, type RulesetId, type ScoreAnswer, type ScoreResult } from '../../src/core/api.ts';
import { readingConflict, unusedRuleId, type ConflictRule } from '../../src/core/conflicts.ts';
import { validateHand } from '../../src/core/validate.ts';
import { engines } from '../../src/engine/engines.ts';
import { createScorer, validateOptions } from '../../src/engine/score.ts';
import type { RulesetEngine } from '../../src/engine/ruleset-engine.ts';
import { CONFLICT_KEYS, conflictText, sentenceStart } from '../../src/i18n/format.ts';
import { LOCALES } from '../../src/i18n/index.ts';
import { translate } from '../../src/i18n/translate.ts';
import { effectiveItems } from '../../src/rules/presets.ts';

const scorer = createScorer(engines);
const score = (h: Record<string, unknown>): ScoreResult => scorer.score(h);
const answer = (h: Record<string, unknown>): ScoreAnswer => scorer.answer(h);
const engineOf = (id: RulesetId): RulesetEngine => engines.find((e) => e.ruleset.id === id)!;

// ── The review, by hand ─────────────────────────────────────────────────────────────────────────

const pairKey = (a: string, b: string): string => [a, b].sort().join(' + ');

/** The pairs of flags that cannot hold together (every pair of a ruleset's flags was gone through). */
const CONFLICTING_PAIRS: Record<RulesetId, string[][]> = {
  // riichi.md, score-api.md: tenhou, chiihou and renhou are won in the first go-around (no riichi, kong,
  // last tile, nor each other); the kong replacement comes from the dead wall (never haitei / houtei);
  // a robbed kong tile is neither; a kong after riichi ends ippatsu; riichi and double riichi are one.
  riichi: [
    ['riichi', 'double-riichi'],
    ['riichi', 'heavenly'],
    ['riichi', 'earthly'],
    ['riichi', 'human'],
    ['double-riichi', 'heavenly'],
    ['double-riichi', 'earthly'],
    ['double-riichi', 'human'],
    ['ippatsu', 'heavenly'],
    ['ippatsu', 'earthly'],
    ['ippatsu', 'human'],
    ['ippatsu', 'kong-replacement'],
    ['kong-replacement', 'robbing-kong'],
    ['kong-replacement', 'last-tile'],
    ['robbing-kong', 'last-tile'],
    ['kong-replacement', 'heavenly'],
    ['kong-replacement', 'earthly'],
    ['kong-replacement', 'human'],
    ['robbing-kong', 'heavenly'],
    ['robbing-kong', 'earthly'],
    ['robbing-kong', 'human'],
    ['last-tile', 'heavenly'],
    ['last-tile', 'earthly'],
    ['last-tile', 'human'],
    ['heavenly', 'earthly'],
    ['heavenly', 'human'],
    ['earthly', 'human'],
  ],
  // hong-kong.md: Heavenly, Earthly, Human exclude each other and the kong and last-tile moments; kong
  // and flower replacement conflict; robbing the kong is another player's tile (not a replacement the
  // winner draws, not the last wall tile); Earthly and Human are wins on a discard (no flower replacement).
  'hong-kong': [
    ['kong-replacement', 'flower-replacement'],
    ['double-kong-replacement', 'flower-replacement'],
    ['kong-replacement', 'robbing-kong'],
    ['double-kong-replacement', 'robbing-kong'],
    ['flower-replacement', 'robbing-kong'],
    ['robbing-kong', 'last-tile'],
    ...['heavenly', 'earthly', 'human'].flatMap((f) => ['kong-replacement', 'double-kong-replacement', 'robbing-kong', 'last-tile'].map((g) => [f, g])),
    ['heavenly', 'earthly'],
    ['heavenly', 'human'],
    ['earthly', 'human'],
    ['earthly', 'flower-replacement'],
    ['human', 'flower-replacement'],
  ],
  // taiwan-club.md: the sheet's list, robbing a kong against the winner's own draws, the early-win tiers
  // (one win described twice), the last tile within the first N discards, Ding Ding (a locked hand) with
  // a kong replacement.
  'taiwan-club': [
    ['kong-replacement', 'flower-replacement'],
    ['kong-replacement', 'robbing-kong'],
    ['flower-replacement', 'robbing-kong'],
    ['last-tile', 'robbing-kong'],
    ...['heavenly', 'dealer-first-discard'].flatMap((f) => ['kong-replacement', 'robbing-kong', 'last-tile', 'ding-ding'].map((g) => [f, g])),
    ['dealer-first-discard', 'flower-replacement'],
    ['heavenly', 'dealer-first-discard'],
    ['heavenly', 'first-4-discards'],
    ['heavenly', 'first-7-discards'],
    ['heavenly', 'first-10-discards'],
    ['dealer-first-discard', 'first-4-discards'],
    ['dealer-first-discard', 'first-7-discards'],
    ['dealer-first-discard', 'first-10-discards'],
    ['first-4-discards', 'first-7-discards'],
    ['first-4-discards', 'first-10-discards'],
    ['first-7-discards', 'first-10-discards'],
    ['last-tile', 'first-4-discards'],
    ['last-tile', 'first-7-discards'],
    ['last-tile', 'first-10-discards'],
    ['ding-ding', 'kong-replacement'],
  ],
};

/** Every rule that is not a pair: `flags|with|need`. */
const OTHER_RULES: Record<RulesetId, string[]> = {
  riichi: [
    'ippatsu||riichi',
    'heavenly|seat|dealer',
    'earthly|seat|non-dealer',
    'human|seat|non-dealer',
    'riichi|melds|closed',
    'double-riichi|melds|closed',
    'heavenly|melds|no-melds',
    'earthly|melds|no-melds',
    'human|melds|no-melds',
    'kong-replacement|melds|kong',
    'kong-replacement|win|self-drawn',
    'robbing-kong|win|discard',
    // The robbed tile is the kong's fourth copy: the winner holds no other (score-api.md: a flag with the hand).
    'robbing-kong|hand|robbed-tile',
    'heavenly|win|self-drawn',
    'earthly|win|self-drawn',
    'human|win|discard',
    // A self-draw names no discarder (score-api.md: `discarder` is for a win on a discard only).
    '|win|no-discarder',
  ],
  'hong-kong': [
    'heavenly|seat|dealer',
    'earthly|seat|non-dealer',
    'human|seat|non-dealer',
    'earthly|seat|dealer-discarder',
    'heavenly|melds|no-melds',
    'earthly|melds|no-melds',
    'human|melds|no-melds',
    'kong-replacement|melds|kong',
    'double-kong-replacement|melds|two-kongs',
    'flower-replacement|hand|bonus-tile',
    'robbing-kong|win|discard',
    // The robbed tile is the kong's fourth copy: the winner holds no other (score-api.md: a flag with the hand).
    'robbing-kong|hand|robbed-tile',
    'kong-replacement|win|self-drawn',
    'double-kong-replacement|win|self-drawn',
    'flower-replacement|win|self-drawn',
    'last-tile|win|self-drawn',
    'heavenly|win|self-drawn',
    'earthly|win|discard',
    'human|win|discard',
    '|win|no-discarder',
  ],
  'taiwan-club': [
    'heavenly|seat|dealer',
    'dealer-first-discard|seat|non-dealer',
    'dealer-first-discard|seat|dealer-discarder',
    'heavenly|melds|no-melds',
    'dealer-first-discard|melds|no-melds',
    'kong-replacement|melds|kong',
    'flower-replacement|hand|bonus-tile',
    'ding-ding|hand|other-reading',
    'robbing-kong|win|discard',
    // The robbed tile is the kong's fourth copy: the winner holds no other (score-api.md: a flag with the hand).
    'robbing-kong|hand|robbed-tile',
    'kong-replacement|win|self-drawn',
    'flower-replacement|win|self-drawn',
    'last-tile|win|self-drawn',
    'heavenly|win|self-drawn',
    'dealer-first-discard|win|discard',
    '|win|no-discarder',
  ],
};

// ── Hands to try: a few shapes × seat × way of winning × discarder × bonus tile ─────────────────

type Hand = Record<string, unknown>;

const SHAPES: Record<RulesetId, Hand[]> = {
  riichi: [
    { hand: '234m567p22s345678s', winTile: '8s' },
    // Won on a tile of the pair: the hand holds another copy of it.
    { hand: '234m567p22s345678s', winTile: '2s' },
    { hand: '234m567p22s678s', melds: [{ kind: 'kan-closed', tiles: '8888p' }], winTile: '8s' },
    { hand: '234m567p22s678s', melds: [{ kind: 'chi', tiles: '345s' }], winTile: '8s' },
    { hand: '234m22s678s', melds: [{ kind: 'kan-closed', tiles: '8888p' }, { kind: 'kan-closed', tiles: '1111m' }], winTile: '8s' },
  ],
  'hong-kong': [
    { hand: '234m567p22s345678s', winTile: '8s' },
    { hand: '234m567p22s345678s', winTile: '2s' },
    { hand: '234m567p22s678s', melds: [{ kind: 'kan-closed', tiles: '8888p' }], winTile: '8s' },
    { hand: '234m567p22s678s', melds: [{ kind: 'chi', tiles: '345s' }], winTile: '8s' },
    { hand: '234m22s678s', melds: [{ kind: 'kan-closed', tiles: '8888p' }, { kind: 'kan-closed', tiles: '1111m' }], winTile: '8s' },
  ],
  'taiwan-club': [
    { hand: '123m678m345p678s444s99p', winTile: '9p' },
    // Won on the one 8s: the only shape here whose winning tile the hand holds no other copy of.
    { hand: '123m678m345p678s444s99p', winTile: '8s' },
    { hand: '123m678m345p567s99p', melds: [{ kind: 'kan-closed', tiles: '4444s' }], winTile: '9p' },
    { hand: '111m999m345p678s99p', melds: [{ kind: 'pon', tiles: '444s' }], winTile: '9p' },
    { hand: '123m678m345p99p', melds: [{ kind: 'kan-closed', tiles: '4444s' }, { kind: 'kan-closed', tiles: '6666s' }], winTile: '9p' },
  ],
};

/** The hands of a ruleset (and, for a rule about a reading, its item's worked example): every situation. */
function variants(id: RulesetId, extraShapes: Hand[] = []): Hand[] {
  const bonus = engineOf(id).bonusTiles ? [undefined, '1f'] : [undefined];
  const out: Hand[] = [];
  for (const shape of [...SHAPES[id], ...extraShapes])
    for (const seatWind of ['east', 'south'])
      for (const win of ['self-drawn', 'discard'])
        for (const discarder of [undefined, 'east', 'west'])
          for (const bonusTiles of bonus) {
            if (discarder === seatWind) continue;
            const h: Hand = { ruleset: id, ...shape, seatWind, dealer: seatWind === 'east', win };
            if (discarder) h.discarder = discarder;
            if (bonusTiles) h.bonusTiles = bonusTiles;
            out.push(h);
          }
  return out;
}

/** A worked example of the ruleset's catalogue as a hand shape (its tiles and melds). */
function exampleShape(id: RulesetId, item: string): Hand {
  const ex = engineOf(id).ruleset.items.find((i) => i.id === item)!.example;
  return { hand: ex.hand, winTile: ex.winTile, ...(ex.melds ? { melds: ex.melds } : {}) };
}

const RULESETS = engines.map((e) => e.ruleset.id);
const conflictOf = (r: ScoreResult) => (!r.ok && r.error.code === 'conflicting-flags' ? r.error : null);

// ── The tables are the review ───────────────────────────────────────────────────────────────────

describe.each(RULESETS)('%s: the conflict table is the review of every pair and every flag × seat, win, melds, hand', (id) => {
  const table = engineOf(id).conflicts;
  const known = engineOf(id).ruleset.flags;

  it('its pairs are exactly the pairs of flags that cannot hold together', () => {
    const pairs = table.filter((r) => r.flags.length === 2 && r.with === undefined).map((r) => pairKey(r.flags[0], r.flags[1]));
    expect(pairs.sort()).toEqual(CONFLICTING_PAIRS[id].map(([a, b]) => pairKey(a, b)).sort());
    for (const r of table.filter((r) => r.flags.length === 2)) expect(r.need, r.id).toBe('not-together');
  });

  it('its other rules are exactly the flags with the seat, the win, the melds and the hand (and what a flag needs of another)', () => {
    const others = table.filter((r) => !(r.flags.length === 2 && r.with === undefined)).map((r) => `${r.flags.join('+')}|${r.with ?? ''}|${r.need}`);
    expect(others.sort()).toEqual([...OTHER_RULES[id]].sort());
  });

  it('every rule is well formed: a unique id, known flags, a known with and need, an item of the catalogue', () => {
    const ids = table.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const items = new Set(engineOf(id).ruleset.items.map((i) => i.id));
    for (const r of table) {
      for (const f of r.flags) expect(known, `${r.id}: ${f}`).toContain(f);
      if (r.with !== undefined) expect(CONFLICT_WITH).toContain(r.with);
      expect(CONFLICT_NEEDS).toContain(r.need);
      if (r.item !== undefined) expect(items.has(r.item), r.item).toBe(true);
    }
    // The items that score each flag: one entry per known flag, every item in the catalogue.
    expect(Object.keys(engineOf(id).flagItems).sort()).toEqual([...known].sort());
    for (const list of Object.values(engineOf(id).flagItems)) for (const item of list) expect(items.has(item), item).toBe(true);
  });

  it('two flags that need different ways of winning, or a dealer and a non-dealer, are a pair of the table (so a waits request sees it on every side)', () => {
    const needs = (need: string) => table.filter((r) => r.flags.length === 1 && r.need === need).map((r) => r.flags[0]);
    const pairs = new Set(table.filter((r) => r.need === 'not-together').map((r) => pairKey(r.flags[0], r.flags[1])));
    for (const [a, b] of [['self-drawn', 'discard'], ['dealer', 'non-dealer']])
      for (const f of needs(a)) for (const g of needs(b)) if (f !== g) expect(pairs.has(pairKey(f, g)), pairKey(f, g)).toBe(true);
  });
});

// ── Every rule is triggered, and names exactly its flags and with ───────────────────────────────

describe.each(RULESETS)('%s: every rule of the table refuses a hand, naming its cause', (id) => {
  const rules: readonly ConflictRule[] = engineOf(id).conflicts;
  it.each(rules.map((r) => [r.id, r] as const))('%s', (_name, rule) => {
    const hands = variants(id, rule.item ? [exampleShape(id, rule.item)] : []);
    const hit = hands.map((h) => score({ ...h, flags: [...rule.flags] })).find((r) => conflictOf(r)?.rule === rule.id);
    expect(hit, `no hand of the test triggers ${rule.id}: add a shape or a situation to SHAPES / variants`).toBeDefined();
    const e = conflictOf(hit!)!;
    expect(e.flags).toEqual(rule.flags);
    expect(e.with).toBe(rule.with);
    expect(e.need).toBe(rule.need);
    expect(e.field).toBe(rule.flags.length ? 'flags' : 'discarder');
    // The English message names each flag it is about, and says how to fix it.
    for (const f of rule.flags) expect(e.message).toContain(`"${f}"`);
    expect(e.message).toMatch(/remove|leave|set|give|declare|make/);
  });
});

// ── Every pair of flags: refused naming both, or some hand holds both ───────────────────────────

describe.each(RULESETS)('%s: every pair of flags', (id) => {
  const flags = engineOf(id).ruleset.flags;
  const conflicting = new Set(CONFLICTING_PAIRS[id].map(([a, b]) => pairKey(a, b)));
  const hands = variants(id);
  const pairs = flags.flatMap((a, i) => flags.slice(i + 1).map((b) => [a, b] as const));

  it.each(pairs.map(([a, b]) => [pairKey(a, b), a, b] as const))('%s', (key, a, b) => {
    if (conflicting.has(key)) {
      for (const h of hands) {
        const e = conflictOf(score({ ...h, flags: [a, b] }));
        expect(e, JSON.stringify(h)).not.toBeNull();
        expect([...e!.flags!].sort(), JSON.stringify(h)).toEqual([a, b].sort());
        expect(e!.with).toBeUndefined();
      }
      return;
    }
    // Accepted: some hand holds both (with a third flag where one of them needs it: ippatsu needs riichi).
    const withThird = [[], ...flags.filter((f) => f !== a && f !== b).map((f) => [f])];
    const held = withThird.some((more) => hands.some((h) => conflictOf(score({ ...h, flags: [a, b, ...more] })) === null));
    expect(held, `${key}: no hand of the test holds both`).toBe(true);
  });
});

// ── The findings ────────────────────────────────────────────────────────────────────────

describe('the findings of issue 16', () => {
  it('heavenly for a seat-south winner names heavenly and the seat (riichi and Hong Kong)', () => {
    for (const ruleset of ['riichi', 'hong-kong']) {
      const r = score({ ruleset, hand: '19m19p19s12345677z', winTile: '7z', win: 'self-drawn', flags: ['heavenly'], seatWind: 'south' });
      expect(r).toMatchObject({ ok: false, error: { code: 'conflicting-flags', flags: ['heavenly'], with: 'seat', need: 'dealer', field: 'flags' } });
      expect(conflictOf(r)!.message).toMatch(/"heavenly".*not the dealer.*make the winner the dealer/);
    }
  });

  it('riichi: riichi with heavenly is refused, not scored as tenhou alone', () => {
    const r = score({ ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'self-drawn', flags: ['riichi', 'heavenly'] });
    expect(conflictOf(r)).toMatchObject({ flags: ['riichi', 'heavenly'], need: 'not-together' });
    expect(conflictOf(r)!.with).toBeUndefined();
    // tenhou alone still scores
    expect(score({ ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'self-drawn', flags: ['heavenly'] })).toMatchObject({ ok: true, limit: 'yakuman' });
  });

  it('riichi: last-tile with robbing-kong, and kong-replacement with last-tile, are refused (no han too many)', () => {
    const houtei = score({ ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'discard', seatWind: 'south', flags: ['robbing-kong', 'last-tile'] });
    expect(conflictOf(houtei)?.flags).toEqual(['robbing-kong', 'last-tile']);
    const haitei = score({ ruleset: 'riichi', hand: '234m567p22s678s', melds: [{ kind: 'kan-closed', tiles: '8888p' }], winTile: '8s', win: 'self-drawn', seatWind: 'south', flags: ['kong-replacement', 'last-tile'] });
    expect(conflictOf(haitei)?.flags).toEqual(['kong-replacement', 'last-tile']);
  });

  it('taiwan-club: two early-win flags, and the last tile within the first discards, are refused', () => {
    const plain = { ruleset: 'taiwan-club', hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', seatWind: 'south' };
    expect(conflictOf(score({ ...plain, flags: ['first-4-discards', 'first-7-discards'] }))?.flags).toEqual(['first-4-discards', 'first-7-discards']);
    expect(conflictOf(score({ ...plain, flags: ['last-tile', 'first-10-discards'] }))?.flags).toEqual(['last-tile', 'first-10-discards']);
    expect(score({ ...plain, flags: ['first-7-discards'] }).ok).toBe(true);
  });

  it('taiwan-club: Ding Ding on tiles read only as Niko Niko is refused, naming the hand', () => {
    const niko = { ruleset: 'taiwan-club', hand: '11m33m55m77p99p22s44s666z', winTile: '9p', win: 'self-drawn' };
    expect(score(niko)).toMatchObject({ ok: true, items: expect.arrayContaining([expect.objectContaining({ id: 'niko-niko' })]) });
    const r = score({ ...niko, flags: ['ding-ding'] });
    expect(conflictOf(r)).toMatchObject({ flags: ['ding-ding'], with: 'hand', need: 'other-reading', rule: 'ding-ding-niko-niko' });
  });
});

// ── The scored reading ──────────────────────────────────────────────────────────────────────────

describe('after the readings: a flag the reading cannot go with, or leaves unused', () => {
  it('comes after not-a-winning-hand and before below-minimum', () => {
    // no reading at all: not-a-winning-hand, whatever the flags
    expect(score({ ruleset: 'taiwan-club', hand: '11m33m55m77p99p22s44s667z', winTile: '9p', win: 'self-drawn', flags: ['ding-ding'] })).toMatchObject({ error: { code: 'not-a-winning-hand' } });
    // Niko Niko below a minimum of 200: below-minimum without Ding Ding, conflicting-flags with it
    const niko = { ruleset: 'taiwan-club', hand: '11m33m55m77p99p22s44s666z', winTile: '9p', win: 'self-drawn', settings: { minimum: 200 } };
    expect(score(niko)).toMatchObject({ error: { code: 'below-minimum' } });
    expect(score({ ...niko, flags: ['ding-ding'] })).toMatchObject({ error: { code: 'conflicting-flags', flags: ['ding-ding'] } });
  });

  it('a flag whose item the preset does not play scores nothing and is accepted (the preset says so)', () => {
    // hong-kong.md: hk-classic's Human Hand is off, "the flag is accepted and scores nothing"
    const human = { ruleset: 'hong-kong', preset: 'hk-classic', hand: '123m456m789p11s789s', winTile: '9s', win: 'discard', seatWind: 'south', flags: ['human'], settings: { minFaan: 0 } };
    const r = score(human);
    expect(r.ok).toBe(true);
    expect(r.items!.map((i) => i.id)).not.toContain('human-hand');
    expect(score({ ...human, preset: 'vmc' })).toMatchObject({ ok: true, items: [{ id: 'human-hand' }] });
    // riichi with renhou off
    const renhou = { ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'discard', seatWind: 'south', flags: ['human'] };
    expect(score(renhou)).toMatchObject({ ok: true, items: [{ id: 'renhou' }] });
    expect(score({ ...renhou, settings: { renhou: 'off' } }).ok).toBe(true);
  });

  it('a flag none of whose played items held is refused with the hand (readingConflict)', () => {
    const opts = validateOptions(engineOf('riichi').ruleset, engineOf('riichi'));
    const v = validateHand({ hand: '234m567p22s345678s', winTile: '8s', win: 'discard', seatWind: 'south', flags: ['riichi'] }, opts);
    if (!v.ok) throw new Error(v.error.message);
    const check = { rules: [], flagItems: { riichi: ['riichi', 'double-riichi'] }, played: () => true };
    expect(readingConflict(v.hand, () => false, check)).toMatchObject({
      code: 'conflicting-flags',
      flags: ['riichi'],
      with: 'hand',
      need: 'other-reading',
      rule: unusedRuleId('riichi'),
    });
    expect(readingConflict(v.hand, (item) => item === 'double-riichi', check)).toBeNull();
    // an item the preset does not play cannot use the flag: nothing to refuse
    expect(readingConflict(v.hand, () => false, { ...check, played: () => false })).toBeNull();
  });

  it('every hand of the test a flag is accepted with uses it: an item of the flag is counted or excluded (unless the preset plays none)', () => {
    for (const id of RULESETS) {
      const e = engineOf(id);
      const played = new Set(effectiveItems(e.ruleset, e.ruleset.defaultPreset).map((i) => i.id));
      for (const f of e.ruleset.flags) {
        const items = e.flagItems[f].filter((item) => played.has(item));
        for (const h of variants(id)) {
          const r = score({ ...h, flags: [f] });
          if (!r.items || conflictOf(r)) continue;
          const held = [...r.items.map((i) => i.id), ...(r.excluded ?? []).map((x) => x.id)];
          if (items.length) expect(items.some((item) => held.includes(item)), `${id} ${f} ${JSON.stringify(h)}`).toBe(true);
        }
      }
    }
  });
});

// ── Waits ───────────────────────────────────────────────────────────────────────────────────────

describe('waits (score-api.md): a conflict that does not depend on the way of winning is the hand’s', () => {
  const waiting = { ruleset: 'riichi', hand: '2345678m345p678s', seatWind: 'south' };
  it('riichi with heavenly: a top-level conflicting-flags naming both', () => {
    expect(answer({ ...waiting, seatWind: 'east', flags: ['riichi', 'heavenly'] })).toMatchObject({
      ok: false,
      error: { code: 'conflicting-flags', flags: ['riichi', 'heavenly'] },
    });
  });
  it('robbing-kong: only the self-drawn side, naming the win', () => {
    // 13m 456p 789p 345s 22s waits on 2m alone, a tile the hand holds none of.
    const a = answer({ ruleset: 'riichi', hand: '13m456p789p345s22s', seatWind: 'south', flags: ['robbing-kong'] });
    if (!('waits' in a)) throw new Error(JSON.stringify(a));
    expect(a.waits.map((w) => w.tile)).toEqual(['2m']);
    for (const w of a.waits) {
      expect(w.discard.ok).toBe(true);
      expect(w.selfDrawn).toMatchObject({ ok: false, error: { code: 'conflicting-flags', flags: ['robbing-kong'], with: 'win', need: 'discard' } });
    }
  });
  it('robbing-kong on 2-5-8m: every wait is a tile the hand already holds, so no side can rob a kong of it — the hand’s conflict', () => {
    expect(answer({ ...waiting, flags: ['robbing-kong'] })).toMatchObject({
      ok: false,
      error: { code: 'conflicting-flags', flags: ['robbing-kong'], with: 'hand', need: 'robbed-tile' },
    });
  });
  it('Ding Ding on a Niko Niko wait: the reading does not depend on the way of winning either', () => {
    expect(answer({ ruleset: 'taiwan-club', hand: '11m33m55m77p9p22s44s666z', flags: ['ding-ding'] })).toMatchObject({
      ok: false,
      error: { code: 'conflicting-flags', flags: ['ding-ding'], with: 'hand' },
    });
  });
});

// ── The calculator's words ──────────────────────────────────────────────────────────────────────

describe('conflictText: a conflict in the locale’s words, without its English message', () => {
  it('English, as the calculator shows it (hand-written)', () => {
    const t = translate('en');
    // A sentence that starts with a label starts with a capital; the same label later in it does not.
    expect(conflictText({ flags: ['heavenly'], need: 'dealer' }, t)).toBe('“Dealer\'s dealt hand” is a win for the dealer only: make the winner the dealer, or remove it.');
    expect(conflictText({ flags: ['robbing-kong', 'last-tile'], need: 'not-together' }, t)).toBe('“Robbing a kong” and “the last tile” cannot both hold: remove one of them.');
    expect(conflictText({ flags: ['ippatsu'], need: 'riichi' }, t)).toBe('“Ippatsu” needs riichi or double riichi declared: add one of them, or remove “ippatsu”.');
    expect(conflictText({ flags: [], need: 'no-discarder' }, t)).toBe('A self-drawn win has no discarder: leave the discarder out, or choose a discard.');
    // an error without a need: the code's sentence
    expect(conflictText({}, t)).toBe(t('ui:errors.conflicting-flags'));
  });

  it.each(LOCALES)('%s: every rule of every table has its words, naming its flags by their labels', (locale) => {
    const t = translate(locale);
    for (const key of CONFLICT_KEYS) expect(t(key)).not.toBe(key);
    for (const e of engines)
      for (const rule of e.conflicts) {
        const text = conflictText({ flags: rule.flags, need: rule.need }, t);
        expect(text, rule.id).not.toMatch(/ui:|\{\{/);
        // Each label as written, or with a capital where it starts the sentence.
        for (const f of rule.flags) expect([t(`ui:flags.${f}`), sentenceStart(t(`ui:flags.${f}`))].some((l) => text.includes(l)), `${rule.id}: ${text}`).toBe(true);
      }
    const unused = conflictText({ flags: ['ding-ding'], need: 'other-reading' }, t);
    expect(unused).toContain(t('ui:flags.ding-ding'));
  });

  it('Indonesian, as the calculator shows it (hand-written): a capital where a label starts the sentence', () => {
    const t = translate('id');
    expect(conflictText({ flags: ['heavenly'], need: 'dealer' }, t)).toBe('“Tangan awal bandar” hanya bisa dimenangkan bandar: jadikan pemenang sebagai bandar, atau hapus kondisi ini.');
    expect(conflictText({ flags: ['robbing-kong', 'last-tile'], need: 'not-together' }, t)).toBe('“Merebut Kong” dan “ubin terakhir tembok” tidak bisa berlaku bersamaan: hapus salah satunya.');
  });

  it.each(['en', 'id'] as const)('%s: every sentence of every table starts with a capital (Hindi has no case)', (locale) => {
    const t = translate(locale);
    for (const e of engines)
      for (const rule of e.conflicts) {
        const text = conflictText({ flags: rule.flags, need: rule.need }, t);
        const first = /\p{L}/u.exec(text)![0];
        expect(first, `${rule.id}: ${text}`).toBe(first.toUpperCase());
      }
  });

  it('the words come from the error alone: a scored hand’s error gives the same text as its rule', () => {
    const t = translate('hi');
    const r = score({ ruleset: 'taiwan-club', hand: '123m678m345p678s444s99p', winTile: '9p', win: 'self-drawn', seatWind: 'south', flags: ['heavenly'] });
    const e = conflictOf(r)!;
    expect(conflictText(e, t)).toBe(conflictText({ flags: ['heavenly'], need: 'dealer' }, t));
    expect(conflictText(e, t)).toContain(t('ui:flags.heavenly'));
  });
});

