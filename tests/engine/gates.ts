/**
 * The check of detector gates (`gated`, `Detector.needs` in src/core/detect.ts) that the riichi and
 * Taiwanese gate tests share: every detector run ungated over every reading a test visits, and
 * wherever it hits, each fact its gate names must hold in the reading's facts.
 */
import type { Detectors } from '../../src/core/detect.ts';
import type { RulesetDef } from '../../src/core/ruleset.ts';
import { validateHand, type NormalizedHand, type ValidateOptions } from '../../src/core/validate.ts';
import { handReadings, type Reading, type SpecialShape } from '../../src/core/waits.ts';

/** Every item's worked example of a ruleset, as an input hand (under the ruleset's default preset). */
export function exampleHands(rs: RulesetDef): unknown[] {
  return rs.items.map((item) => {
    const { preset: _p, settings: _s, items: _i, ...hand } = item.example;
    return { ruleset: rs.id, ...hand };
  });
}

/**
 * A walk over every reading of every valid, winning hand of `hands`: `contexts` makes, per hand, the
 * function giving each reading's detector context. The walk calls its visitor with each and returns
 * how many readings it visited.
 */
export function readingWalk<C>(
  hands: readonly unknown[],
  options: ValidateOptions,
  shapes: readonly SpecialShape[],
  contexts: (hand: NormalizedHand, readings: readonly Reading[]) => (reading: Reading) => C,
): (visit: (ctx: C) => void) => number {
  return (visit) => {
    let visited = 0;
    for (const raw of hands) {
      const v = validateHand(raw, options);
      if (!v.ok) continue;
      const readings = handReadings(v.hand, shapes);
      if (readings.length === 0) continue;
      const contextOf = contexts(v.hand, readings);
      for (const r of readings) {
        visit(contextOf(r));
        visited++;
      }
    }
    return visited;
  };
}

/** Whether a detector's result is a hit (as the engine values it). */
export function isHit(r: unknown): boolean {
  if (!r) return false;
  if (r === true) return true;
  const h = r as { count?: number; tiers?: string[] };
  return (h.count ?? 1) > 0 && !(h.tiers && h.tiers.length === 0);
}

export interface GateCheck {
  /** Readings visited. */
  readings: number;
  /** Up to five hits a gate would have hidden: "<item> in <reading>". */
  hidden: string[];
  /** Gated detectors that never hit (their gate was never really tried). */
  neverHit: string[];
}

/**
 * `eachReading` calls its visitor with every reading's context; `factsOf` gives the context's facts
 * bits and `readingText` its reading, for the report.
 */
export function checkGates<C>(
  detectors: Detectors<C>,
  eachReading: (visit: (ctx: C) => void) => number,
  factsOf: (ctx: C) => number,
  readingText: (ctx: C) => string,
): GateCheck {
  const hits = new Set<string>();
  const hidden: string[] = [];
  const readings = eachReading((ctx) => {
    for (const [id, det] of Object.entries(detectors)) {
      if (!isHit(det(ctx))) continue;
      hits.add(id);
      const need = det.needs ?? 0;
      if ((factsOf(ctx) & need) !== need && hidden.length < 5) hidden.push(`${id} in ${readingText(ctx)}`);
    }
  });
  const neverHit = Object.entries(detectors)
    .filter(([id, det]) => det.needs !== undefined && !hits.has(id))
    .map(([id]) => id);
  return { readings, hidden, neverHit };
}

/** Each bit of a facts table is a distinct single bit. */
export function distinctBits(fact: Readonly<Record<string, number>>): boolean {
  const bits = Object.values(fact);
  return new Set(bits).size === bits.length && bits.every((b) => b > 0 && (b & (b - 1)) === 0);
}
