/**
 * Evaluation driven by the rule data: the engine loops over the items a preset makes effective,
 * asks each item's detector (keyed by item id, written beside the ruleset's data) whether it holds
 * for a reading, values it from the item's definition, and applies the definitions' relations.
 *
 * No value is written here: amounts, tiers and relations all come from `ItemDef`s.
 */
import type { ItemDef, ItemValue, LimitTierId } from '../core/ruleset.ts';
import type { Detectors, DetectorResult, Found, FoundSoFar, Hit } from '../core/detect.ts';
import type { ScoredItem } from '../core/api.ts';

/**
 * A found item with every field written, in one order: every `Found` then has the same shape, so
 * the code that reads them (relations, valuation, results) reads one kind of object.
 */
function found(
  def: ItemDef,
  value: number,
  tier: string | undefined,
  count: number | undefined,
  limit: true | LimitTierId | undefined,
  yakuman: number | undefined,
): Found {
  return { id: def.id, def, value, tier, count, limit, yakuman };
}

/** The amount of a value for a closed or an open hand; null when the item does not exist open. */
function amountOf(a: number | { closed: number; open: number | null }, closed: boolean): number | null {
  if (typeof a === 'number') return a;
  return closed ? a.closed : a.open;
}

/**
 * Values one detector hit from the item's (effective) definition. Returns null when the value does
 * not exist for this hand (a closed-only item in an open hand) or the tier is unknown.
 */
export function valueHit(def: ItemDef, hit: Hit, closed: boolean): Found | null {
  const v: ItemValue = def.value;
  const count = hit.count ?? 1;
  switch (v.kind) {
    case 'fixed': {
      const a = amountOf(v.amount, closed);
      if (a === null) return null;
      return found(def, a * count, undefined, v.each ? count : undefined, undefined, undefined);
    }
    case 'tiers': {
      const ids = hit.tiers ?? (hit.tier !== undefined ? Array(count).fill(hit.tier) : []);
      let total = 0;
      let best: string | undefined;
      let bestAmount = -1;
      for (const id of ids) {
        const t = v.tiers.find((x) => x.id === id);
        if (!t) throw new Error(`Detector for "${def.id}" reported unknown tier "${id}"`);
        const a = amountOf(t.amount, closed);
        if (a === null) continue;
        total += a;
        if (a > bestAmount) {
          bestAmount = a;
          best = id;
        }
      }
      if (best === undefined) return null;
      return found(def, total, best, ids.length > 1 ? ids.length : undefined, undefined, undefined);
    }
    case 'limit':
      return found(def, 0, undefined, undefined, v.tier ?? true, undefined);
    case 'yakuman':
      return found(def, 0, undefined, undefined, undefined, v.times * count);
  }
}

function asHit(r: DetectorResult): Hit | null {
  if (!r) return null;
  if (r === true) return {};
  if ((r.count ?? 1) <= 0) return null;
  if (r.tiers && r.tiers.length === 0) return null;
  return r;
}

/**
 * Run the detectors of the effective items over one reading's context. An effective item with no
 * detector is a programming error (a test checks every item has one), reported loudly.
 */
export function detect<C>(items: readonly ItemDef[], detectors: Detectors<C>, ctx: C, closed: boolean): Found[] {
  const out: Found[] = [];
  for (const def of items) {
    const detector = detectors[def.id];
    if (!detector) throw new Error(`No detector for item "${def.id}"`);
    const hit = asHit(detector(ctx));
    if (!hit) continue;
    const f = valueHit(def, hit, closed);
    if (f) out.push(f);
  }
  return out;
}

/** A comparable size of a found item, for `notWith` (the better one stays). */
function weight(f: Found): number {
  if (f.yakuman) return 1e6 * f.yakuman;
  if (f.limit) return 1e5;
  return f.value;
}

/**
 * Apply the relations of the definitions: an item replaced or included by another found item is
 * dropped; of two items that are `notWith` each other, the smaller is dropped (the earlier in the
 * catalogue on a tie). Relations are read in both directions for `notWith`. An included item that a
 * third item also replaces is counted once (see the end).
 */
export function combine(found: readonly Found[]): Found[] {
  const present = new Map(found.map((f) => [f.id, f]));
  const dropped = new Set<string>();
  for (const f of found) {
    for (const other of [...(f.def.replaces ?? []), ...(f.def.includes ?? [])]) if (present.has(other)) dropped.add(other);
  }
  for (const f of found) {
    if (dropped.has(f.id)) continue;
    for (const otherId of f.def.notWith ?? []) {
      const other = present.get(otherId);
      if (!other || dropped.has(otherId)) continue;
      if (weight(other) > weight(f)) {
        dropped.add(f.id);
        break;
      }
      dropped.add(otherId);
    }
  }
  // notWith named on one side only still holds both ways.
  for (const f of found) {
    if (dropped.has(f.id)) continue;
    for (const g of found) {
      if (g === f || dropped.has(g.id) || !(g.def.notWith ?? []).includes(f.id)) continue;
      if (weight(f) > weight(g)) dropped.add(g.id);
      else {
        dropped.add(f.id);
        break;
      }
    }
  }
  const kept = found.filter((f) => !dropped.has(f.id));
  // "Total N, includes X": when a third item replaces X, X's value is already inside that item, so an
  // item whose total includes X gives X's value up (X is counted once — HK: Four Concealed Pungs
  // replaces All Pungs, Mixed Terminals' 4 includes it: 8 + 1).
  return kept.map((f) => {
    let value = f.value;
    for (const x of f.def.includes ?? []) {
      const inner = present.get(x);
      if (inner && kept.some((g) => g !== f && (g.def.replaces ?? []).includes(x))) value -= inner.value;
    }
    return value === f.value ? f : { ...f, value };
  });
}

/** The items detected first, and those decided after them (`ItemDef.afterOthers`), each in catalogue order. */
export function splitAfterOthers(items: readonly ItemDef[]): { first: ItemDef[]; after: ItemDef[] } {
  return { first: items.filter((i) => !i.afterOthers), after: items.filter((i) => i.afterOthers) };
}

/**
 * Detect the `after` items on what `found` holds (put in `ctx.found` for their detectors), combine
 * them in, and keep the catalogue order (`order`: item id → position).
 */
export function detectAfterOthers<C extends FoundSoFar>(
  found: Found[],
  after: readonly ItemDef[],
  detectors: Detectors<C>,
  ctx: C,
  closed: boolean,
  order: ReadonlyMap<string, number>,
): Found[] {
  if (after.length === 0) return found;
  (ctx as FoundSoFar).found = found;
  const more = detect(after, detectors, ctx, closed);
  (ctx as FoundSoFar).found = null;
  if (more.length === 0) return found;
  return combine([...found, ...more]).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** The result form of one found item shown as `value` (`score-api.md`: id, value, and tier / count where they apply). */
export function toScoredItem(f: Found, value: number): ScoredItem {
  const s: ScoredItem = { id: f.id, value };
  if (f.tier !== undefined) s.tier = f.tier;
  if (f.count !== undefined) s.count = f.count;
  return s;
}

/** The result form of found items. */
export function toScoredItems(found: readonly Found[], valueOf: (f: Found) => number = (f) => f.value): ScoredItem[] {
  return found.map((f) => toScoredItem(f, valueOf(f)));
}
