/**
 * Evaluation driven by the rule data: the engine loops over the items a preset makes effective,
 * asks each item's detector (keyed by item id, written beside the ruleset's data) whether it holds
 * for a reading and values it from the item's definition; the relations between the items found
 * are relations.ts's.
 *
 * No value is written here: amounts, tiers and relations all come from `ItemDef`s.
 */
import type { ItemDef, ItemValue, LimitTierId } from '../core/ruleset.ts';
import type { Found, Hit } from '../core/detect.ts';
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

/** The result form of one found item shown as `value` (`score-api.md`: id, value, and tier / count where they apply). */
export function toScoredItem(f: Found, value: number): ScoredItem {
  const s: ScoredItem = { id: f.id, value };
  if (f.tier !== undefined) s.tier = f.tier;
  if (f.count !== undefined) s.count = f.count;
  // How it counts: at a limit first, then its tier, then how many times (score-api.md, "Why each item counts").
  if (f.limit !== undefined || f.yakuman !== undefined) s.how = { limit: true };
  else if (f.tier !== undefined) s.how = { tier: f.tier };
  else if (f.count !== undefined) s.how = { count: f.count };
  return s;
}
