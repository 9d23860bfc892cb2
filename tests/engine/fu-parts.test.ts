/**
 * Riichi fu parts (score-api.md, "Fu parts"): each hand's parts written by hand from the contract's
 * table (base 20, closed ron 10, self-draw 2, sets 2/4 · 4/8 · 8/16 · 16/32, valued pair 2, single-tile
 * waits 2, chiitoitsu 25 alone, open pinfu shape on a discard lifted to 30 by a 10-fu part), then
 * properties over the golden hands: the parts add up to the fu before rounding, and every id has a name.
 */
import { describe, expect, it } from 'vitest';
import type { HandInput, ScoreResult, ScoreSuccess } from '../../src/core/api.ts';
import { engine } from '../../src/engine/riichi/index.ts';
import { createScorer } from '../../src/engine/score.ts';
import { ruleset } from '../../src/rules/riichi/index.ts';
import { LOCALES } from '../../src/i18n/config.ts';
import { resources } from '../../src/i18n/resources.ts';
import { generateHands } from './golden-hands.ts';

const scorer = createScorer([engine]);
type Hand = Omit<HandInput, 'ruleset'>;
const score = (h: Hand): ScoreResult => scorer.score({ ruleset: 'riichi', ...h });
function success(r: ScoreResult): ScoreSuccess {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}

describe('fu parts, worked by hand', () => {
  it('the contract’s example: closed ron with a concealed pung of terminals and a closed wait — 20 + 10 + 8 + 2 = 40', () => {
    const r = success(score({ hand: '111m234p678s345s55s', winTile: '3p', win: 'discard', seatWind: 'south', roundWind: 'east', flags: ['riichi'] }));
    expect(r.fu).toBe(40);
    expect(r.fuParts).toEqual([
      { id: 'base', fu: 20 },
      { id: 'closed-ron', fu: 10 },
      { id: 'closed-pung-terminal', fu: 8, tiles: '111m' },
      { id: 'wait-closed', fu: 2, tiles: '3p' },
    ]);
  });

  it('the calculator issue’s hand: 60 fu from a concealed kong of 9p — 20 + 2 + 32 + 2 + 2 = 58, rounded up to 60 (rounding is no part)', () => {
    const r = success(score({ hand: '123456m789s55z', winTile: '5z', melds: [{ kind: 'kan-closed', tiles: '9999p' }], win: 'self-drawn', flags: ['riichi'] }));
    expect(r.fu).toBe(60);
    expect(r.fuParts).toEqual([
      { id: 'base', fu: 20 },
      { id: 'self-draw', fu: 2 },
      { id: 'closed-kan-terminal', fu: 32, tiles: '9999p' },
      { id: 'pair-dragon', fu: 2, tiles: '55z' },
      { id: 'wait-single', fu: 2, tiles: '5z' },
    ]);
  });

  it('seven pairs: 25 fu, one part alone', () => {
    const r = success(score({ hand: '1122m3344p5566s77z', winTile: '7z', win: 'discard' }));
    expect(r.fuParts).toEqual([{ id: 'chiitoitsu', fu: 25 }]);
  });

  it('pinfu tsumo: the base alone (20)', () => {
    const r = success(score({ hand: '234m456p678s234s99m', winTile: '4s', win: 'self-drawn', seatWind: 'south', roundWind: 'east' }));
    expect(r.items.map((i) => i.id)).toContain('pinfu');
    expect(r.fuParts).toEqual([{ id: 'base', fu: 20 }]);
  });

  it('an open pinfu shape won on a discard: base and the 10 that lifts it to 30; under openPinfuFu 20, the base alone', () => {
    const hand: Hand = { hand: '234m456p99m234s', winTile: '4s', win: 'discard', seatWind: 'south', roundWind: 'east', melds: [{ kind: 'chi', tiles: '678s' }] };
    const ron = score(hand);
    expect(ron.fu).toBe(30);
    expect(ron.fuParts).toEqual([
      { id: 'base', fu: 20 },
      { id: 'open-pinfu', fu: 10 },
    ]);
    const low = score({ ...hand, settings: { openPinfuFu: 20 } });
    expect(low.fuParts).toEqual([{ id: 'base', fu: 20 }]);
  });

  it('open sets: an open pung of simples 2, an open pung of honours 4; a red five is written 0 where red fives are played', () => {
    const hand: Hand = { hand: '234m456p55s', winTile: '2m', win: 'discard', seatWind: 'east', roundWind: 'east', melds: [{ kind: 'pon', tiles: '505p' }, { kind: 'pon', tiles: '777z' }] };
    expect(success(score({ ...hand, settings: { redFives: 3 } })).fuParts).toEqual([
      { id: 'base', fu: 20 },
      { id: 'open-pung-simple', fu: 2, tiles: '055p' },
      { id: 'open-pung-terminal', fu: 4, tiles: '777z' },
    ]);
    // Without red fives in play a 0p is a plain five.
    expect(success(score({ ...hand, settings: { redFives: 0 } })).fuParts![1]).toEqual({ id: 'open-pung-simple', fu: 2, tiles: '555p' });
  });

  it('a pair of a wind that is both seat and round wind: one part, worth doubleWindPairFu (2 or 4)', () => {
    const hand: Hand = { hand: '234m456p678s11z', winTile: '1z', win: 'discard', seatWind: 'east', roundWind: 'east', melds: [{ kind: 'chi', tiles: '789s' }] };
    for (const v of [2, 4]) {
      const r = score({ ...hand, settings: { doubleWindPairFu: v } });
      expect(r.fuParts?.find((p) => p.id.startsWith('pair-'))).toEqual({ id: 'pair-double-wind', fu: v, tiles: '11z' });
    }
  });

  it('a no-yaku failure carries its fu parts too; a yakuman carries none', () => {
    const none = score({ hand: '555m456p123s789s11z', winTile: '1z', win: 'discard', seatWind: 'south', roundWind: 'west' });
    expect(none.ok).toBe(false);
    expect(!none.ok && none.error.code).toBe('no-yaku');
    expect(!none.ok && none.fuParts).toEqual([
      { id: 'base', fu: 20 },
      { id: 'closed-ron', fu: 10 },
      { id: 'closed-pung-simple', fu: 4, tiles: '555m' },
      { id: 'wait-single', fu: 2, tiles: '1z' },
    ]);
    const kokushi = success(score({ hand: '19m19p19s12345677z', winTile: '7z', win: 'discard' }));
    expect(kokushi.limit).toBe('yakuman');
    expect(kokushi.fuParts).toBeUndefined();
  });

  it('a counted yakuman (13+ han) is a han count: it carries its fu parts (riichi.md: distinct from yakuman patterns)', () => {
    // Chinitsu 6 + ittsu 2 + riichi 1 + eight dora (indicators 9m 9m: dora 1m, of which the hand
    // has four) = 17 han; WRC 2025 pays 13+ counted han as a yakuman. 40 fu: 20 + 10 closed ron +
    // 8 for the concealed pung of 1m + 2 for the single wait on 2m.
    const kazoe = success(
      score({ preset: 'wrc-2025', hand: '123m456m789m11122m', winTile: '2m', win: 'discard', doraIndicators: '9m9m', flags: ['riichi'] }),
    );
    expect([kazoe.han, kazoe.fu, kazoe.limit]).toEqual([17, 40, 'yakuman']);
    expect(kazoe.fuParts).toEqual([
      { id: 'base', fu: 20 },
      { id: 'closed-ron', fu: 10 },
      { id: 'closed-pung-terminal', fu: 8, tiles: '111m' },
      { id: 'wait-single', fu: 2, tiles: '2m' },
    ]);
  });
});

describe('fu parts over the golden hands', () => {
  const results = generateHands('riichi', [], 5000).map((h) => scorer.score(h));
  const withParts = results.filter((r) => r.fuParts !== undefined);

  it('most scored hands have them', () => {
    expect(withParts.length).toBeGreaterThan(1000);
  });

  it('add up to the fu before rounding: fu − sum is the rounding (0–9), or 0 for a fixed-fu hand', () => {
    for (const r of withParts) {
      const parts = r.fuParts!;
      const sum = parts.reduce((a, p) => a + p.fu, 0);
      const fu = r.fu!;
      expect(fu - sum, JSON.stringify(r)).toBeGreaterThanOrEqual(0);
      expect(fu - sum, JSON.stringify(r)).toBeLessThan(ruleset.fu.roundTo);
      for (const p of parts) expect(p.fu, p.id).toBeGreaterThan(0);
    }
  });

  it('use only the contract’s ids, each with a name in every locale', () => {
    const used = new Set(withParts.flatMap((r) => r.fuParts!.map((p) => p.id)));
    for (const id of used) expect(ruleset.fu.partIds, id).toContain(id);
    for (const locale of LOCALES)
      for (const id of ruleset.fu.partIds) {
        const name = (resources[locale].riichi as { fuParts?: Record<string, string> }).fuParts?.[id];
        expect(name, `${locale}: riichi:fuParts.${id}`).toMatch(/\S/);
      }
  });
});
