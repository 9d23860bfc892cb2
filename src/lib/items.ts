/**
 * What a reference page shows for one item, computed from the data: its value under every preset
 * (grouped where presets agree), its relations and conditions (idem), and the house option that turns
 * it on. Pure; words through the context.
 */
import { effectiveItem, resolveSettings } from '../rules/presets.ts';
import type { ConditionKey, ItemDef, RulesetDef } from '../core/ruleset.ts';
import { formatValue, groupBy, type FormatContext, type ValueText } from '../i18n/format.ts';

export type Relation = 'replaces' | 'includes' | 'notWith';
export const RELATIONS: readonly Relation[] = ['replaces', 'includes', 'notWith'];

export interface PresetGroup<V> {
  /** Preset ids sharing this value, in the ruleset's preset order. */
  presets: string[];
  value: V;
}

export interface ItemView {
  item: ItemDef;
  /** One group = every preset agrees. */
  values: PresetGroup<ValueText>[];
  relations: PresetGroup<Record<Relation, string[]>>[];
  conditions: PresetGroup<ConditionKey[]>[];
  /** A house option switches the item on (`enabledBy`), off in every preset otherwise. */
  houseOption?: { setting: string; value: unknown };
  /** Off in every preset, no setting turns it on: it counts only where a venue switches it on. */
  venueOption?: boolean;
}

/** The limit of a preset, where the ruleset has one (`roles.limit`, Hong Kong): what a limit hand is worth. */
export function limitAmountOf(rs: RulesetDef, presetId: string): number | undefined {
  if (rs.roles.limit === undefined) return undefined;
  const v = resolveSettings(rs, presetId)[rs.roles.limit];
  return typeof v === 'number' ? v : undefined;
}

export function itemView(rs: RulesetDef, item: ItemDef, ctx: FormatContext): ItemView {
  const presetIds = rs.presets.map((p) => p.id);
  const eff = (p: string) => effectiveItem(rs, item, p);
  const values = groupBy(presetIds, (p) => {
    const e = eff(p);
    // An item off in every preset but switched on by a house option shows its value, marked as an option.
    const v = e ? e.value : null;
    return formatValue(item.id, v, { ...ctx, limitAmount: limitAmountOf(rs, p) });
  }).map((g) => ({ presets: g.keys, value: g.value }));
  const relations = groupBy(presetIds, (p) => {
    const e = eff(p) ?? item;
    return { replaces: e.replaces ?? [], includes: e.includes ?? [], notWith: e.notWith ?? [] };
  }).map((g) => ({ presets: g.keys, value: g.value }));
  const conditions = groupBy(presetIds, (p) => (eff(p) ?? item).conditions ?? []).map((g) => ({
    presets: g.keys,
    value: g.value,
  }));

  let houseOption: ItemView['houseOption'];
  if (item.enabledBy && presetIds.every((p) => eff(p) === null)) {
    houseOption = { setting: item.enabledBy.setting, value: item.enabledBy.value };
    const v = formatValue(item.id, item.value, { ...ctx, limitAmount: limitAmountOf(rs, rs.defaultPreset) });
    values.splice(0, values.length, { presets: presetIds, value: v });
  }
  // Likewise an item a venue may switch on (`items: { <id>: on }`): its value, marked as an option.
  const venueOption = !item.enabledBy && presetIds.every((p) => eff(p) === null) ? true : undefined;
  if (venueOption) {
    const v = formatValue(item.id, item.value, { ...ctx, limitAmount: limitAmountOf(rs, rs.defaultPreset) });
    values.splice(0, values.length, { presets: presetIds, value: v });
  }
  return { item, values, relations, conditions, houseOption, venueOption };
}

/** Items grouped by category, category order, catalogue order inside. */
export function itemsByCategory(rs: RulesetDef): { category: string; items: ItemDef[] }[] {
  return rs.categories
    .map((c) => ({ category: c.id, items: rs.items.filter((i) => i.category === c.id) }))
    .filter((g) => g.items.length > 0);
}

/** The anchor of an item's row. */
export function itemAnchor(id: string): string {
  return `item-${id}`;
}

export function categoryAnchor(id: string): string {
  return `cat-${id}`;
}

/**
 * Relation lists, shortened for display: a relation that names (almost) the whole catalogue — riichi
 * renhou combines with nothing — is better said in words than as fifty links.
 */
export function isEveryOtherItem(rs: RulesetDef, itemId: string, ids: string[]): boolean {
  return ids.length > 0 && ids.length >= rs.items.length - 1 && rs.items.every((i) => i.id === itemId || ids.includes(i.id));
}
