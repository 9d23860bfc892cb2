/**
 * Riichi detector gates (`gated` in src/rules/riichi/detectors.ts) are shortcuts: the engine skips a
 * detector, without calling it, when a fact it needs is missing. A wrong gate would silently drop an
 * item, so every detector is run here ungated over every reading of many hands (every item's
 * example and generated hands), and wherever it hits, each fact its gate names must hold. Each fact
 * bit is also checked against the context field it reads.
 */
import { describe, expect, it } from 'vitest';
import { checkGates, distinctBits, exampleHands, readingWalk } from './gates.ts';
import { engine } from '../../src/engine/riichi/index.ts';
import type { ValidateOptions } from '../../src/core/validate.ts';
import { FACT, emptyContext, handContext, readContext } from '../../src/rules/riichi/context.ts';
import { detectors } from '../../src/rules/riichi/detectors.ts';
import { ruleset } from '../../src/rules/riichi/index.ts';
import { resolveSettings, effectiveItems } from '../../src/rules/presets.ts';
import { generateRiichiHands } from '../../scripts/bench-hands.ts';

const options: ValidateOptions = {
  handSize: ruleset.handSize,
  knownFlags: ruleset.flags,
  conflicts: engine.conflicts,
  indicators: engine.indicators,
  bonusTiles: engine.bonusTiles,
};
const settings = resolveSettings(ruleset, ruleset.defaultPreset);
const shapes = engine.shapes(effectiveItems(ruleset, ruleset.defaultPreset), settings);

/** Every item's example hand, and generated hands of three seeds. */
const hands: unknown[] = [...exampleHands(ruleset), ...generateRiichiHands(4000, 11), ...generateRiichiHands(4000, 12), ...generateRiichiHands(4000, 13)];

/** Calls `visit` with the context of every reading of every hand. */
const eachReading = readingWalk(hands, options, shapes, (hand) => {
  const ctx = handContext(hand, settings, emptyContext());
  return (r) => {
    readContext(ctx, r);
    return ctx;
  };
});

describe('riichi detector gates', () => {
  it('never hide a hit: wherever a detector hits, every fact its gate needs holds', () => {
    const { readings, hidden, neverHit } = checkGates(detectors, eachReading, (ctx) => ctx.facts, (ctx) => ctx.reading.text);
    expect(readings).toBeGreaterThan(10_000);
    expect(hidden).toEqual([]);
    // Each gated detector hit somewhere, so each gate was really tried.
    expect(neverHit).toEqual([]);
  });

  it('each fact bit is the context field it names', () => {
    eachReading((c) => {
      const has = (bit: number) => (c.facts & bit) !== 0;
      const got = {
        closed: has(FACT.closed),
        selfDrawn: has(FACT.selfDrawn),
        riichi: has(FACT.riichi),
        doubleRiichi: has(FACT.doubleRiichi),
        ippatsu: has(FACT.ippatsu),
        lastTile: has(FACT.lastTile),
        kongReplacement: has(FACT.kongReplacement),
        robbingKong: has(FACT.robbingKong),
        heavenly: has(FACT.heavenly),
        earthly: has(FACT.earthly),
        human: has(FACT.human),
        oneSuit: has(FACT.oneSuit),
        noSimples: has(FACT.noSimples),
        allSimples: has(FACT.allSimples),
        green: has(FACT.green),
        threeKongs: has(FACT.threeKongs),
        dora: has(FACT.dora),
        ura: has(FACT.ura),
        redFive: has(FACT.redFive),
        standard: has(FACT.standard),
        sevenPairs: has(FACT.sevenPairs),
        thirteenOrphans: has(FACT.thirteenOrphans),
        threePungs: has(FACT.threePungs),
        dragonPung: has(FACT.dragonPung),
        windPung: has(FACT.windPung),
        threeChows: has(FACT.threeChows),
        peikou: has(FACT.peikou),
        chows: has(FACT.chows),
        terminalGroups: has(FACT.terminalGroups),
        pinfuShape: has(FACT.pinfuShape),
      };
      expect(got).toEqual({
        closed: c.closed,
        selfDrawn: c.selfDrawn,
        riichi: c.flag.riichi,
        doubleRiichi: c.flag.doubleRiichi,
        ippatsu: c.flag.ippatsu,
        lastTile: c.flag.lastTile,
        kongReplacement: c.flag.kongReplacement,
        robbingKong: c.flag.robbingKong,
        heavenly: c.flag.heavenly,
        earthly: c.flag.earthly,
        human: c.flag.human,
        oneSuit: c.suits === 1 || c.suits === 2 || c.suits === 4,
        noSimples: c.simples === 0,
        allSimples: c.honours === 0 && c.terminals === 0,
        green: c.green,
        threeKongs: c.hand.kongs >= 3,
        dora: c.dora > 0,
        ura: c.riichi && c.ura > 0,
        redFive: c.hand.redFives > 0,
        standard: c.shape === 'standard',
        sevenPairs: c.shape === 'seven-pairs',
        thirteenOrphans: c.shape === 'thirteen-orphans',
        threePungs: c.pungs >= 3,
        dragonPung: c.dragonPungs > 0,
        windPung: c.windPungs > 0,
        threeChows: c.chows >= 3,
        peikou: c.peikou > 0,
        chows: c.chows > 0,
        terminalGroups: c.groupsTerminalOrHonour,
        pinfuShape: c.pinfuShape,
      });
    });
  });

  it('every FACT bit is distinct', () => {
    expect(distinctBits(FACT)).toBe(true);
  });
});
