/**
 * Taiwanese detector gates (`gated` in src/rules/taiwan-club/detectors.ts) are shortcuts: the engine
 * skips a detector, without calling it, when a fact it needs is missing. A wrong gate would silently
 * drop an item, so every detector is run here ungated over every reading of many hands (every item's
 * example and the golden generator's hands: special shapes, flags, bonus tiles, melds), and wherever
 * it hits, each fact its gate names must hold. Each fact bit is also checked against what it names.
 */
import { describe, expect, it } from 'vitest';
import { checkGates, distinctBits, exampleHands, readingWalk } from './gates.ts';
import { engine } from '../../src/engine/taiwan-club/index.ts';
import { waitingCounts } from '../../src/core/validate.ts';
import { winningKinds } from '../../src/core/winning-kinds.ts';
import { FACT, handFacts, readingCtx } from '../../src/rules/taiwan-club/context.ts';
import { detectors } from '../../src/rules/taiwan-club/detectors.ts';
import { ruleset } from '../../src/rules/taiwan-club/index.ts';
import { resolveSettings } from '../../src/rules/presets.ts';
import { validateOptions } from '../../src/engine/score.ts';
import { isDragon, isWind, isSimple, KIND_COUNT } from '../../src/core/tiles.ts';
import { generateHands, seedOf } from './golden-hands.ts';

const settings = resolveSettings(ruleset, ruleset.defaultPreset);
const options = validateOptions(ruleset, engine, settings);
// Every item of the catalogue: its special shapes read, its tiers known to the detectors.
const items = ruleset.items;
const shapes = engine.shapes(items, settings);

/** Every item's example hand, and hands of the golden generator. */
const hands: unknown[] = [...exampleHands(ruleset), ...generateHands('taiwan-club', [], 12_000, seedOf('taiwan-gates'))];

/** Calls `visit` with the context of every reading of every hand. */
const eachReading = readingWalk(hands, options, shapes, (hand) => {
  const kinds = winningKinds(waitingCounts(hand), hand.melds, ruleset.handSize, shapes, 2).length;
  const facts = handFacts(ruleset, hand, items, kinds);
  return (r) => {
    const ctx = readingCtx(facts, r);
    // As the engine runs the items decided after the others (Chicken Hand): here with none found before.
    ctx.found = [];
    return ctx;
  };
});

describe('Taiwanese detector gates', () => {
  it('never hide a hit: wherever a detector hits, every fact its gate needs holds', () => {
    const { readings, hidden, neverHit } = checkGates(detectors, eachReading, (ctx) => ctx.bits, (ctx) => ctx.reading.text);
    expect(readings).toBeGreaterThan(5_000);
    expect(hidden).toEqual([]);
    // Each gated detector hit somewhere, so each gate was really tried.
    expect(neverHit).toEqual([]);
  });

  it('each fact bit is what it names', () => {
    eachReading((c) => {
      const has = (bit: number) => (c.bits & bit) !== 0;
      const h = c.hand;
      let winds = false;
      let dragons = false;
      let fours = false;
      let simples = true;
      for (let k = 0; k < KIND_COUNT; k++) {
        if (h.all[k] === 0) continue;
        if (isWind(k)) winds = true;
        if (isDragon(k)) dragons = true;
        if (k < 27 && h.all[k] === 4) fours = true;
        if (!isSimple(k)) simples = false;
      }
      const dealerDiscarded = !h.selfDrawn && (h.discarder === 'east' || h.flags.has('dealer-first-discard'));
      const got = Object.fromEntries(Object.entries(FACT).map(([name, bit]) => [name, has(bit)]));
      expect(got).toEqual({
        flags: h.flags.size > 0,
        bonus: h.bonus.length > 0,
        winds,
        dragons,
        melds: h.melds.length > 0,
        allExposed: h.melds.length === 5 && h.melds.every((m) => m.open),
        dealer: h.dealer || dealerDiscarded,
        selfDrawn: h.selfDrawn,
        closed: h.closed,
        fours,
        allSimples: simples,
        standard: c.reading.shape === 'standard',
        nikoNiko: c.reading.shape === 'niko-niko',
        thirteenOrphans: c.reading.shape === 'thirteen-orphans-17',
        sixteenOrphans: c.reading.shape === 'sixteen-orphans',
        twoChows: c.reading.sets.filter((s) => s.kind === 'chow').length >= 2,
        threeChows: c.reading.sets.filter((s) => s.kind === 'chow').length >= 3,
        twoPungs: c.reading.sets.filter((s) => s.kind !== 'chow').length >= 2,
      });
    });
  });

  it('every FACT bit is distinct', () => {
    expect(distinctBits(FACT)).toBe(true);
  });
});
