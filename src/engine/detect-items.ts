/**
 * The items decided after the others and the result form of found items, for the engines that have
 * such items (Hong Kong, the Taiwanese sheet); the detection loop itself is `detection.ts`, which the
 * riichi engine uses too. Apart from it so that only those pages ship this (each calculator page loads
 * one ruleset's engine; what the three share is one chunk, with every part any of them uses).
 */
import type { ItemDef } from '../core/ruleset.ts';
import { ALL_FACTS, type Detectors, type Found, type FoundSoFar } from '../core/detect.ts';
import { detect } from './detection.ts';
import type { ScoredItem } from '../core/api.ts';
import { applyReplaces, countOnce } from './relations.ts';
import { toScoredItem } from './evaluate.ts';

/** The items detected first, and those decided after them (`ItemDef.afterOthers`), each in catalogue order. */
export function splitAfterOthers(items: readonly ItemDef[]): { first: ItemDef[]; after: ItemDef[] } {
  return { first: items.filter((i) => !i.afterOthers), after: items.filter((i) => i.afterOthers) };
}

/**
 * Detect the `after` items on what `found` (one alternative, relations applied) holds — put in
 * `ctx.found` for their detectors — add them with the relations applied again (relations.ts; the
 * items decided last combine with all the others), and keep the catalogue order (`order`: item id →
 * position).
 */
export function detectAfterOthers<C extends FoundSoFar>(
  found: Found[],
  after: readonly ItemDef[],
  detectors: Detectors<C>,
  ctx: C,
  closed: boolean,
  order: ReadonlyMap<string, number>,
  /** Given: the items detected here are added to it (every item that held, for `excluded`). */
  seen?: Found[],
  /** The context's facts, as for `detect`. */
  facts: number = ALL_FACTS,
): Found[] {
  if (after.length === 0) return found;
  (ctx as FoundSoFar).found = found;
  const more = detect(after, detectors, ctx, closed, facts);
  (ctx as FoundSoFar).found = null;
  if (more.length === 0) return found;
  if (seen) seen.push(...more);
  const all = [...found, ...more];
  return countOnce(all, applyReplaces(all)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** The result form of found items. */
export function toScoredItems(found: readonly Found[], valueOf: (f: Found) => number = (f) => f.value): ScoredItem[] {
  return found.map((f) => toScoredItem(f, valueOf(f)));
}
