/**
 * The relations between the items found in one reading — one meaning for every ruleset, read from
 * the definitions (`ItemDef.replaces`, `includes`, `notWith`):
 *
 * 1. **replaces** — when A and B both hold and A replaces B, B is not counted (Full Flush replaces
 *    Half Flush). **includes** — when A includes B, B is not counted apart: its value is inside A's
 *    (Great Dragons includes the dragon pungs). Both are read on every found item, whether or not
 *    that item is itself left out by step 2.
 * 2. **not combined with** — when A lists B in `notWith` (either side is enough), A and B never count
 *    together: the reading splits into alternatives, one with A (and without its partners) and one
 *    without A, recursively. The ruleset values each alternative whole and keeps the best (ties keep
 *    the earlier alternative: the one with the earlier item in catalogue order).
 * 3. **counted once** — when A includes B and a third item C of the same alternative replaces B, B's
 *    value is already inside C, so A gives it up (Hong Kong: Four Concealed Pungs replaces All Pungs,
 *    Mixed Terminals' 4 includes it: 8 + 1, not 8 + 4).
 *
 * `alternatives` does all three. Found items keep their order (catalogue order).
 */
import type { ExcludedItem } from '../core/api.ts';
import type { Found } from '../core/detect.ts';

/** Step 1: every item that a found item replaces or includes is left out. */
export function applyReplaces(found: Found[]): Found[] {
  let out = found;
  for (let i = 0; i < found.length; i++) {
    const def = found[i].def;
    if (def.replaces) out = drop(out, def.replaces);
    if (def.includes) out = drop(out, def.includes);
  }
  return out;
}

function drop(found: Found[], ids: readonly string[]): Found[] {
  let out = found;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    for (let j = 0; j < out.length; j++) {
      if (out[j].id === id) {
        out = out.filter((g) => g.id !== id);
        break;
      }
    }
  }
  return out;
}

function notCombined(a: Found, b: Found): boolean {
  return (a.def.notWith?.includes(b.id) ?? false) || (b.def.notWith?.includes(a.id) ?? false);
}

/** Whether a found item has a `notWith` list (without one, a reading has one alternative). */
export function anyNotWith(found: readonly Found[]): boolean {
  for (let i = 0; i < found.length; i++) if (found[i].def.notWith) return true;
  return false;
}

/** Step 2 on a list that step 1 has been applied to. */
export function splitNotWith(found: Found[]): Found[][] {
  if (!anyNotWith(found)) return [found];
  for (let i = 0; i < found.length; i++) {
    const f = found[i];
    let partners = false;
    for (let j = 0; j < found.length && !partners; j++) if (j !== i && notCombined(f, found[j])) partners = true;
    if (!partners) continue;
    const withIt = found.filter((g) => g === f || !notCombined(f, g));
    const without = found.filter((g) => g !== f);
    return [...splitNotWith(withIt), ...splitNotWith(without)];
  }
  return [found];
}

/**
 * Step 3 on one alternative: an item whose `includes` names an item that another kept item
 * replaces gives that item's value up. `all` is every found item (before steps 1 and 2), where the
 * included item's value is read.
 */
export function countOnce(all: readonly Found[], kept: Found[]): Found[] {
  let anyIncludes = false;
  for (let i = 0; i < kept.length && !anyIncludes; i++) if (kept[i].def.includes?.length) anyIncludes = true;
  if (!anyIncludes) return kept;
  return kept.map((f) => {
    let value = f.value;
    for (const x of f.def.includes ?? []) {
      const inner = all.find((g) => g.id === x);
      if (inner && kept.some((g) => g !== f && (g.def.replaces ?? []).includes(x))) value -= inner.value;
    }
    return value === f.value ? f : { ...f, value };
  });
}

/** Steps 1–3: the alternatives of a reading's found items, each to be valued whole. */
export function alternatives(found: Found[]): Found[][] {
  const kept = applyReplaces(found);
  const alts = splitNotWith(kept);
  for (let i = 0; i < alts.length; i++) alts[i] = countOnce(found, alts[i]);
  return alts;
}

/** Whether every item of `all` is among `counted` (by id). */
function everyCounted(all: readonly Found[], counted: readonly Found[]): boolean {
  for (let i = 0; i < all.length; i++) {
    const id = all[i].id;
    let there = false;
    for (let j = 0; j < counted.length && !there; j++) if (counted[j].id === id) there = true;
    if (!there) return false;
  }
  return true;
}

/**
 * Why each item of `all` (every item that held for the scored reading, catalogue order) is not among
 * `counted` (score-api.md, "Why each item counts, or does not"): another found item replaces it or
 * includes it (a counted one named first), or it is not combined with a counted item (`notWith`, or
 * `apart`: the item that makes every other not count — a Hong Kong limit hand, a riichi yakuman).
 * "Counted once" (step 3) takes part of a counted item's value, not an item, so it excludes nothing
 * by itself. Worked out once per hand, for its result: undefined when nothing is left out (the result's
 * `excluded` is then absent — JSON leaves an undefined key out — with one object shape for every result).
 */
export function excludedOf(all: readonly Found[], counted: readonly Found[], apart?: Found): ExcludedItem[] | undefined {
  // The usual case, every found item counted: nothing to explain (no closures made for it).
  if (all === counted || everyCounted(all, counted)) return undefined;
  const out: ExcludedItem[] = [];
  const isCounted = (id: string) => counted.some((c) => c.id === id);
  const first = (pick: (g: Found) => boolean): Found | undefined => counted.find(pick) ?? all.find(pick);
  for (const f of all) {
    if (isCounted(f.id) || out.some((e) => e.id === f.id)) continue;
    const replacer = first((g) => g !== f && (g.def.replaces?.includes(f.id) ?? false));
    if (replacer) {
      out.push({ id: f.id, by: replacer.id, relation: 'replaces' });
      continue;
    }
    const includer = first((g) => g !== f && (g.def.includes?.includes(f.id) ?? false));
    if (includer) {
      out.push({ id: f.id, by: includer.id, relation: 'includes' });
      continue;
    }
    const partner = counted.find((g) => notCombined(f, g)) ?? apart;
    if (partner) out.push({ id: f.id, by: partner.id, relation: 'not-with' });
  }
  return out.length ? out : undefined;
}
