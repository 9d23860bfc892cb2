/**
 * Where each item goes on a venue guide. The sections are rule data (the ruleset's `guideSections`,
 * or one per category; its key numbers and summary are `guide`) and every item carries its own place
 * (`place` on its definition: section, order and sheet priority; a preset's override or a venue's
 * `places` may move it), so a new item needs nothing here: without a place it goes to the end of its
 * category's section, and on the A4 sheet where its section's priority puts it.
 */
import { findPreset } from '../rules/presets.ts';
import type { GuideSectionDef, ItemDef, ItemPlace, RulesetDef } from '../core/ruleset.ts';

/** The sections of a ruleset's venue guide, in order: its `guideSections`, or one per category. */
export function guideSections(rs: RulesetDef): GuideSectionDef[] {
  return rs.guideSections ?? rs.categories.map((c) => ({ id: c.id, category: c.id }));
}

/** The section that collects a category's items by default, if any. */
export function categorySection(rs: RulesetDef, category: string): string | undefined {
  return guideSections(rs).find((s) => s.category === category || (s.collects ?? []).includes(category))?.id;
}

/**
 * Where an item goes: the venue's place, over the preset's override, over the item's own, over the
 * defaults. `sheet`: its priority on the A4 sheet (its own, else its section's; none = Infinity).
 */
export function placeOf(
  rs: RulesetDef,
  item: ItemDef,
  presetId: string = rs.defaultPreset,
  venuePlaces: Readonly<Record<string, ItemPlace>> = {},
): { section: string; order: number; sheet: number } {
  const p: ItemPlace = { ...item.place, ...findPreset(rs, presetId)?.overrides[item.id]?.place, ...venuePlaces[item.id] };
  const section = p.section ?? categorySection(rs, item.category);
  if (!section)
    throw new Error(
      `${item.file ?? rs.file} › ${item.id}: category "${item.category}" has no section on the venue guide — give the item place: { section } or add the category to a section of guideSections in ${rs.file}`,
    );
  const sheet = p.sheet ?? guideSections(rs).find((s) => s.id === section)?.sheet;
  return { section, order: p.order ?? Number.POSITIVE_INFINITY, sheet: sheet ?? Number.POSITIVE_INFINITY };
}

/** The given items (catalogue order, with their catalogue index) and where each goes: section, order, sheet priority. */
function placedItems(rs: RulesetDef, ids: readonly string[], presetId: string, venuePlaces: Readonly<Record<string, ItemPlace>>) {
  const wanted = new Set(ids);
  return rs.items
    .map((item, index) => ({ item, index, ...placeOf(rs, item, presetId, venuePlaces) }))
    .filter((x) => wanted.has(x.item.id));
}

/**
 * The guide's sections with the ids of the given items (catalogue items of `rs`) in each, in order:
 * by `order`, then catalogue order. Sections stay even when empty; the caller leaves those out.
 */
export function sectionsWithItems(
  rs: RulesetDef,
  ids: readonly string[],
  presetId: string = rs.defaultPreset,
  venuePlaces: Readonly<Record<string, ItemPlace>> = {},
): { section: GuideSectionDef; items: string[] }[] {
  const placed = placedItems(rs, ids, presetId, venuePlaces).sort((a, b) => a.order - b.order || a.index - b.index);
  return guideSections(rs).map((section) => ({
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
): { section: GuideSectionDef; items: string[] }[] {
  const sections = guideSections(rs);
  const rank = new Map(sections.map((s, i) => [s.id, i]));
  const placed = placedItems(rs, ids, presetId, venuePlaces).sort((a, b) => a.sheet - b.sheet || rank.get(a.section)! - rank.get(b.section)! || a.order - b.order || a.index - b.index);
  const parts: { section: GuideSectionDef; items: string[] }[] = [];
  for (const x of placed) {
    const last = parts.at(-1);
    if (last?.section.id === x.section) last.items.push(x.item.id);
    else parts.push({ section: sections[rank.get(x.section)!], items: [x.item.id] });
  }
  return parts;
}
