/**
 * What the rule data's detectors report, and an item found in a reading: the types a ruleset's
 * detectors (src/rules/<ruleset>/detectors.ts) and the engine share. Valuing a hit and applying the
 * relations between items is the engine's (src/engine/evaluate.ts).
 */
import type { ItemDef, LimitTierId } from './ruleset.ts';

/**
 * What a detector reports when its item holds: how many times (items counted "each") and which tier
 * (tiered items). A detector returns `true` for a plain hit, or a falsy value when the item does not hold.
 * `count` on a tiered item counts independent groups reaching a tier; `tiers` lists several groups'
 * tiers (e.g. two separate runs of consecutive pungs), each valued on its own.
 */
export interface Hit {
  count?: number;
  tier?: string;
  tiers?: string[];
}
export type DetectorResult = Hit | boolean | null | undefined;
/**
 * A detector may name facts that must all hold for its item to hold (`needs`: bits of its
 * context's `facts`). An engine that keeps such facts skips the detector, without a call, when one
 * is missing. A gate is only a shortcut: the detector still decides, and a test checks each gate
 * against its detector.
 */
export type Detector<C> = ((ctx: C) => DetectorResult) & { readonly needs?: number };
export type Detectors<C> = Readonly<Record<string, Detector<C>>>;

/** Shared hits for small counts (a hit is only read), so a count costs no object. */
const COUNT_HITS: readonly Hit[] = Array.from({ length: 16 }, (_, n) => Object.freeze({ count: n }));

/** A hit counted `n` times, or no hit when `n` is 0. */
export function counted(n: number): DetectorResult {
  return n > 0 ? (n < COUNT_HITS.length ? COUNT_HITS[n] : { count: n }) : false;
}

/** Facts that hold all: every detector may hit (a context that works out no facts). */
export const ALL_FACTS = -1;

/** `detector`, marked with the facts it needs (see `Detector`). */
export function gated<C>(needs: number, detector: (ctx: C) => DetectorResult): Detector<C> {
  return Object.assign(detector, { needs });
}

/** An item found in a reading, valued from its definition. */
export interface Found {
  id: string;
  def: ItemDef;
  /** Units (han / faan / points) this item adds; 0 for limit and yakuman items. */
  value: number;
  tier?: string;
  count?: number;
  /** A limit item (Hong Kong limit hand, or a riichi item worth a named limit tier). */
  limit?: true | LimitTierId;
  /** Riichi yakuman multiple (1, or 2 for a double yakuman). */
  yakuman?: number;
}

/** A reading's context that carries the items found so far, for `afterOthers` detectors. */
export interface FoundSoFar {
  found: readonly Found[] | null;
}
