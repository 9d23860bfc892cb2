/**
 * The item loop of every ruleset's engine: each effective item's detector over one reading, valued
 * from the item's definition — those whose needed facts are missing skipped without a call (the
 * detectors' gates, `Detector.needs`), plain hits shared between hands.
 */
import type { ItemDef } from '../core/ruleset.ts';
import { ALL_FACTS, type Detector, type Detectors, type Found, type Hit } from '../core/detect.ts';
import { firstOf } from '../core/lists.ts';
import { valueHit } from './evaluate.ts';

/** What detection needs of an effective-items list, worked out once per list (a preset keeps its list). */
interface ItemTable {
  detectors: object;
  /** The detector of each item, in item order. */
  dets: readonly Detector<never>[];
  /** The facts each detector needs (`Detector.needs`; 0: none), in item order. */
  needs: readonly number[];
  /**
   * The valued plain hit (`true`) of each item, closed at `2i`, open at `2i + 1` — filled on first
   * use (null: the item does not count then). Found items are only read, so one object serves
   * every hand.
   */
  plain: (Found | null | undefined)[];
  /**
   * Per facts value: the indices of the items whose needed facts it has, in item order (filled on
   * first use; a few hundred values come up, and the map is emptied past a bound).
   */
  byFacts: Map<number, number[]>;
}

/** How many facts values an item table remembers the open items of. */
const BY_FACTS_LIMIT = 4096;

const tables = new WeakMap<readonly ItemDef[], ItemTable>();
/** The items list asked last and its table (a batch of hands shares one list). */
let lastItems: readonly ItemDef[] | null = null;
let lastTable: ItemTable | null = null;

/**
 * The table of an effective-items list (the engines keep one list per preset and settings, so a
 * batch of hands shares it): no lookup by item id per item and reading. An effective item with no
 * detector is a programming error (a test checks every item has one), reported loudly.
 */
function itemTable<C>(items: readonly ItemDef[], detectors: Detectors<C>): ItemTable {
  if (items === lastItems && lastTable!.detectors === detectors) return lastTable!;
  let table = tables.get(items);
  if (!table || table.detectors !== detectors) {
    const dets = items.map((def) => {
      const d = detectors[def.id];
      if (!d) throw new Error(`No detector for item "${def.id}"`);
      return d;
    });
    table = { detectors, dets: dets as readonly Detector<never>[], needs: dets.map((d) => d.needs ?? 0), plain: new Array(items.length * 2).fill(undefined), byFacts: new Map() };
    tables.set(items, table);
  }
  lastItems = items;
  lastTable = table;
  return table;
}

/** The indices of the items whose needed facts are all in `facts`: the only detectors that can hit. */
function openItems(table: ItemTable, facts: number): number[] {
  let open = table.byFacts.get(facts);
  if (open === undefined) {
    open = [];
    const needs = table.needs;
    for (let i = 0; i < needs.length; i++) {
      const need = needs[i];
      if ((facts & need) === need) open.push(i);
    }
    if (table.byFacts.size >= BY_FACTS_LIMIT) table.byFacts.clear();
    table.byFacts.set(facts, open);
  }
  return open;
}

const PLAIN_HIT: Hit = {};

function plainFound(items: readonly ItemDef[], plain: (Found | null | undefined)[], i: number, closed: boolean): Found | null {
  const at = closed ? 2 * i : 2 * i + 1;
  let f = plain[at];
  if (f === undefined) {
    // Not frozen: a frozen object has a shape of its own, and every Found should share one.
    f = valueHit(items[i], PLAIN_HIT, closed);
    plain[at] = f;
  }
  return f;
}

/** Scratch of `detect`: hits are gathered here, the result is a copy of exactly their number. */
const foundScratch: Found[] = [];

/**
 * Run the detectors of the effective items over one reading's context, valued from the items'
 * definitions (evaluate.ts), in item order. `facts`: the bits of the context's facts (`Detector.needs`)
 * — a detector whose needed facts are not all there is skipped without a call, as it cannot hit.
 */
export function detect<C>(items: readonly ItemDef[], detectors: Detectors<C>, ctx: C, closed: boolean, facts: number = ALL_FACTS): Found[] {
  const table = itemTable(items, detectors);
  const dets = table.dets as readonly Detector<C>[];
  const plain = table.plain;
  const open = openItems(table, facts);
  const scratch = foundScratch;
  let n = 0;
  for (let j = 0; j < open.length; j++) {
    const i = open[j];
    const r = dets[i](ctx);
    if (!r) continue;
    let f: Found | null;
    if (r === true) f = plainFound(items, plain, i, closed);
    else if ((r.count ?? 1) <= 0 || (r.tiers && r.tiers.length === 0)) continue;
    else f = valueHit(items[i], r, closed);
    if (f) scratch[n++] = f;
  }
  return firstOf(scratch, n);
}
