/**
 * Scoring one Hong Kong reading (hong-kong.md, Decisions): detect the effective items, apply the
 * data's relations (relations.ts: each alternative valued, the best kept), then the limit rule — when a limit item applies, only the limit items count, each
 * at the limit; otherwise faan = min(sum, limit). Items the data decides from the others
 * (`afterOthers`: Chicken Hand) are detected last. No faan value is written here.
 */
import type { ScoredItem } from '../../core/api.ts';
import { type Found } from '../../core/detect.ts';
import { detect } from '../detection.ts';
import { detectAfterOthers, splitAfterOthers, toScoredItems } from '../detect-items.ts';
import { alternatives } from '../relations.ts';
import { best } from '../ruleset-engine.ts';
import type { Reading } from '../../core/waits.ts';
import type { ItemDef } from '../../core/ruleset.ts';
import { readingContext, type HandFacts, type HkContext } from '../../rules/hong-kong/context.ts';
import { detectors } from '../../rules/hong-kong/detectors.ts';

export interface ScoredReading {
  reading: Reading;
  items: ScoredItem[];
  /** After the limit. */
  faan: number;
  /** Before the limit (limit items count the limit each): the tie-break between readings. */
  uncapped: number;
  /** A limit item applies, or the sum reaches the limit. */
  atLimit: boolean;
  /** Every item that held (before the relations), the items counted, and the limit item that makes the others not count. */
  all: Found[];
  counted: Found[];
  apart?: Found;
}

export interface ReadingScorer {
  /** Items detected first, in catalogue order. */
  main: readonly ItemDef[];
  /** Items decided from what the others found (Chicken Hand). */
  after: readonly ItemDef[];
  /** Catalogue position of each item id, to list results in catalogue order. */
  order: ReadonlyMap<string, number>;
  limit: number;
}

export function readingScorer(items: readonly ItemDef[], limit: number): ReadingScorer {
  const { first, after } = splitAfterOthers(items);
  return {
    main: first,
    after,
    order: new Map(items.map((i, n) => [i.id, n])),
    limit,
  };
}

const sum = (found: readonly Found[]): number => found.reduce((n, f) => n + f.value, 0);

export function scoreReading(scorer: ReadingScorer, facts: HandFacts, reading: Reading): ScoredReading {
  const ctx = readingContext(facts, reading);
  const closed = facts.hand.closed;
  const all = detect(scorer.main, detectors, ctx, closed);
  const alts = alternatives(all);
  if (alts.length === 1) return scoreAlternative(scorer, ctx, closed, reading, alts[0], all);
  return best(
    alts.map((alt) => scoreAlternative(scorer, ctx, closed, reading, alt, all)),
    (s) => [s.faan, s.uncapped],
  )!;
}

/** One alternative of a reading (relations.ts), valued: the limit rule, then the items decided last. */
function scoreAlternative(scorer: ReadingScorer, ctx: HkContext, closed: boolean, reading: Reading, alt: Found[], detected: Found[]): ScoredReading {
  const limits = alt.filter((f) => f.limit);
  if (limits.length > 0) {
    return {
      reading,
      items: toScoredItems(limits, () => scorer.limit),
      faan: scorer.limit,
      uncapped: scorer.limit * limits.length,
      atLimit: true,
      all: detected,
      counted: limits,
      apart: limits[0],
    };
  }

  const all = scorer.after.length ? [...detected] : detected;
  const found = detectAfterOthers(alt, scorer.after, detectors, ctx, closed, scorer.order, all);

  const total = sum(found);
  return {
    reading,
    items: toScoredItems(found),
    faan: Math.min(total, scorer.limit),
    uncapped: total,
    atLimit: total >= scorer.limit,
    all,
    counted: found,
  };
}
