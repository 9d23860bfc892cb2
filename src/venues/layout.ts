/**
 * Where each item goes on a venue guide. The sections are rule data (the ruleset's `guideSections`,
 * or one per category; its key numbers and summary are `guide`) and every item carries its own place
 * (`place` on its definition: section, order and sheet priority; a preset's override or a venue's
 * `places` may move it), so a new item needs nothing here: without a place it goes to the end of its
 * category's section, and on the A4 sheet where its section's priority puts it.
 *
 * A section may stand for a kind of value (`holds`: riichi's "Two-han yaku" holds 2 han, Hong Kong's
 * "Limit hands" the limit): an item whose value at the venue is not of that kind (`toitoi: 3`,
 * `all-honours: 8`) goes under the first section that holds its value, or — where none does (a yaku
 * made 4 han) — under a section of its own for that value ("Worth 4 han"), among the others by amount.
 * A venue's own `places` section is kept as the organiser wrote it.
 */
import { findPreset } from '../rules/presets.ts';
import { effectiveItem } from '../rules/presets.ts';
import type { GuideSectionDef, ItemDef, ItemPlace, ItemValue, RulesetDef, SectionHolds } from '../core/ruleset.ts';

/** A section of a venue guide as placed: one of the ruleset's, or one made for a value no section holds. */
export interface PlacedSection extends GuideSectionDef {
  /** A section made for items of this value (no section of the ruleset holds it): its heading names the value. */
  worth?: ItemValue;
}

/** The sections of a ruleset's venue guide, in order: its `guideSections`, or one per category. */
export function guideSections(rs: RulesetDef): GuideSectionDef[] {
  return rs.guideSections ?? rs.categories.map((c) => ({ id: c.id, category: c.id }));
}

/** The section that collects a category's items by default, if any. */
export function categorySection(rs: RulesetDef, category: string): string | undefined {
  return guideSections(rs).find((s) => s.category === category || (s.collects ?? []).includes(category))?.id;
}

/** The amount a value is classed by: a plain amount, or a closed / open pair's closed one. */
function classAmount(v: ItemValue): number | undefined {
  if (v.kind !== 'fixed') return undefined;
  return typeof v.amount === 'number' ? v.amount : v.amount.closed;
}

/** Whether a section that holds `holds` takes an item of value `v` (a section without `holds` takes any). */
export function sectionHolds(holds: SectionHolds | undefined, v: ItemValue): boolean {
  if (!holds) return true;
  if (holds.kind !== v.kind) return false;
  return holds.amount === undefined || holds.amount === classAmount(v);
}

/**
 * Where an item goes: the venue's place, over the preset's override, over the item's own, over the
 * defaults. `sheet`: its priority on the A4 sheet (its own, else its section's; none = Infinity).
 * With `value` (the item's value at the venue), a section that does not hold that value gives it up
 * (`moved`): to the first section that holds it, or to none (`section: undefined`, `worth` the value:
 * the caller makes a section for it).
 */
export function placeOf(
  rs: RulesetDef,
  item: ItemDef,
  presetId: string = rs.defaultPreset,
  venuePlaces: Readonly<Record<string, ItemPlace>> = {},
  value?: ItemValue,
): { section: string; order: number; sheet: number; worth?: ItemValue } {
  const own: ItemPlace = { ...item.place, ...findPreset(rs, presetId)?.overrides[item.id]?.place };
  const venue = venuePlaces[item.id] ?? {};
  const p: ItemPlace = { ...own, ...venue };
  const section = p.section ?? categorySection(rs, item.category);
  if (!section)
    throw new Error(
      `${item.file ?? rs.file} › ${item.id}: category "${item.category}" has no section on the venue guide — give the item place: { section } or add the category to a section of guideSections in ${rs.file}`,
    );
  const sections = guideSections(rs);
  const home = sections.find((s) => s.id === section);
  if (value && venue.section === undefined && !sectionHolds(home?.holds, value)) {
    // The value left its section: the order and sheet priority the item had there go with it, unless the venue gave them.
    const to = sections.find((s) => s.holds && sectionHolds(s.holds, value));
    const order = venue.order ?? Number.POSITIVE_INFINITY;
    if (to) return { section: to.id, order, sheet: venue.sheet ?? to.sheet ?? Number.POSITIVE_INFINITY };
    // The sheet priority of a section made for the value is its neighbour's (`sectionList`), unless the venue gave one.
    return { section: worthId(value), order, sheet: venue.sheet ?? Number.NaN, worth: value };
  }
  const sheet = p.sheet ?? home?.sheet;
  return { section, order: p.order ?? Number.POSITIVE_INFINITY, sheet: sheet ?? Number.POSITIVE_INFINITY };
}

/** The id of the section made for a value no section holds: `worth-4` (a fixed amount), `worth-limit`. */
function worthId(v: ItemValue): string {
  const n = classAmount(v);
  return n === undefined ? `worth-${v.kind}` : `worth-${n}`;
}

/**
 * The item's value at the venue for each id: `values` where given, else under the preset (an item the
 * preset does not play: its catalogue value).
 */
function valueOf(rs: RulesetDef, item: ItemDef, presetId: string, values?: ReadonlyMap<string, ItemValue>): ItemValue {
  return values?.get(item.id) ?? (findPreset(rs, presetId) ? effectiveItem(rs, item, presetId)?.value : undefined) ?? item.value;
}

/** The given items (catalogue order, with their catalogue index) and where each goes: section, order, sheet priority. */
function placedItems(
  rs: RulesetDef,
  ids: readonly string[],
  presetId: string,
  venuePlaces: Readonly<Record<string, ItemPlace>>,
  values?: ReadonlyMap<string, ItemValue>,
) {
  const wanted = new Set(ids);
  return rs.items
    .filter((item) => wanted.has(item.id))
    .map((item) => ({ item, index: rs.items.indexOf(item), ...placeOf(rs, item, presetId, venuePlaces, valueOf(rs, item, presetId, values)) }));
}

/**
 * The sections of the guide with the ones made for values no section holds, in order: each such
 * section after the last section holding a smaller amount of its kind, else before the first holding
 * a larger one, else at the end.
 */
function sectionList(rs: RulesetDef, placed: ReturnType<typeof placedItems>): PlacedSection[] {
  const out: PlacedSection[] = [...guideSections(rs)];
  const made = new Map<string, ItemValue>();
  for (const p of placed) if (p.worth && !made.has(p.section)) made.set(p.section, p.worth);
  const ranked = [...made].sort(([, a], [, b]) => (classAmount(a) ?? 0) - (classAmount(b) ?? 0));
  for (const [id, worth] of ranked) {
    const n = classAmount(worth);
    const sameKind = (s: PlacedSection) => (s.holds?.kind === worth.kind ? (s.holds.amount ?? (s.worth ? classAmount(s.worth) : undefined)) : undefined);
    const smaller = out.map(sameKind).map((a, k) => (a !== undefined && n !== undefined && a < n ? k : -1)).filter((k) => k >= 0).at(-1);
    const larger = out.findIndex((s) => {
      const a = sameKind(s);
      return a !== undefined && n !== undefined && a > n;
    });
    const at = smaller !== undefined ? smaller + 1 : larger >= 0 ? larger : out.length;
    // On the A4 sheet it comes with the section it follows (or precedes).
    const sheet = (smaller !== undefined ? out[smaller] : out[at])?.sheet;
    out.splice(at, 0, { id, holds: { kind: worth.kind, ...(n !== undefined ? { amount: n } : {}) }, worth, ...(sheet !== undefined ? { sheet } : {}) });
  }
  for (const p of placed) if (Number.isNaN(p.sheet)) p.sheet = out.find((s) => s.id === p.section)?.sheet ?? Number.POSITIVE_INFINITY;
  return out;
}

/**
 * The guide's sections with the ids of the given items (catalogue items of `rs`) in each, in order:
 * by `order`, then catalogue order. Sections stay even when empty; the caller leaves those out.
 * `values`: the items' values at the venue (default: under the preset), which a section's `holds` reads.
 */
export function sectionsWithItems(
  rs: RulesetDef,
  ids: readonly string[],
  presetId: string = rs.defaultPreset,
  venuePlaces: Readonly<Record<string, ItemPlace>> = {},
  values?: ReadonlyMap<string, ItemValue>,
): { section: PlacedSection; items: string[] }[] {
  const placed = placedItems(rs, ids, presetId, venuePlaces, values).sort((a, b) => a.order - b.order || a.index - b.index);
  return sectionList(rs, placed).map((section) => ({
    section,
    items: placed.filter((x) => x.section === section.id).map((x) => x.item.id),
  }));
}

/**
 * The A4 sheet's order: the given items by sheet priority (smallest first; items without one after
 * those with one), then in guide order (section, `order`, catalogue). Consecutive items of one section
 * make a part under its heading, so a section whose items have different priorities comes in parts.
 */
export function sheetParts(
  rs: RulesetDef,
  ids: readonly string[],
  presetId: string = rs.defaultPreset,
  venuePlaces: Readonly<Record<string, ItemPlace>> = {},
  values?: ReadonlyMap<string, ItemValue>,
): { section: PlacedSection; items: string[] }[] {
  const placed = placedItems(rs, ids, presetId, venuePlaces, values);
  const sections = sectionList(rs, placed);
  const rank = new Map(sections.map((s, i) => [s.id, i]));
  placed.sort((a, b) => a.sheet - b.sheet || rank.get(a.section)! - rank.get(b.section)! || a.order - b.order || a.index - b.index);
  const parts: { section: PlacedSection; items: string[] }[] = [];
  for (const x of placed) {
    const last = parts.at(-1);
    if (last?.section.id === x.section) last.items.push(x.item.id);
    else parts.push({ section: sections[rank.get(x.section)!], items: [x.item.id] });
  }
  return parts;
}
