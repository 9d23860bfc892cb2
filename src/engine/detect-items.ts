/**
 * The item loop of the engines that detect every item of a preset the same way (Hong Kong, the
 * Taiwanese sheet): each effective item's detector over one reading, the items decided after the
 * others, their result form. Apart from `evaluate.ts` (what the riichi engine uses too) so that only
 * those pages ship it (each calculator page loads one ruleset's engine; what the three share is one
 * chunk, with every part any of them uses).
 */
import type { ItemDef } from '../core/ruleset.ts';
import type { Detectors, Found, FoundSoFar } from '../core/detect.ts';
import type { ScoredItem } from '../core/api.ts';
import { applyReplaces, countOnce } from './relations.ts';
import { asHit, toScoredItem, valueHit } from './evaluate.ts';

/**
 * Run the detectors of the effective items over one reading's context. An effective item with no
 * detector is a programming error (a test checks every item has one), reported loudly.
 */
export function detect<C>(items: readonly ItemDef[], detectors: Detectors<C>, ctx: C, closed: boolean): Found[] {
  const out: Found[] = [];
  const list = detectorList(items, detectors);
  for (let i = 0; i < items.length; i++) {
    const hit = asHit(list[i](ctx));
    if (!hit) continue;
    const f = valueHit(items[i], hit, closed);
    if (f) out.push(f);
  }
  return out;
}

type DetectorOf<C> = Detectors<C>[string];

/**
 * The detectors of an items list, in its order, per list (the engines keep one list per preset and
 * settings, so a batch of hands shares it): no lookup by item id per item and reading.
 */
const detectorLists = new WeakMap<readonly ItemDef[], { detectors: object; list: readonly DetectorOf<never>[] }>();

function detectorList<C>(items: readonly ItemDef[], detectors: Detectors<C>): readonly DetectorOf<C>[] {
  const known = detectorLists.get(items);
  if (known && known.detectors === detectors && known.list.length === items.length) return known.list as readonly DetectorOf<C>[];
  const list = items.map((def) => {
    const detector = detectors[def.id];
    if (!detector) throw new Error(`No detector for item "${def.id}"`);
    return detector;
  });
  detectorLists.set(items, { detectors, list: list as readonly DetectorOf<never>[] });
  return list;
}

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
): Found[] {
  if (after.length === 0) return found;
  (ctx as FoundSoFar).found = found;
  const more = detect(after, detectors, ctx, closed);
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
