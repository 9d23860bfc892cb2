/**
 * A preset is named setting values plus overrides on the catalogue. These functions apply them —
 * the one place that turns "catalogue + preset (+ venue settings)" into the items that count.
 */
import type { ItemDef, ItemOverride, ItemSwitch, ItemValue, LiabilityRule, PresetDef, RulesetDef, SettingDef } from '../core/ruleset.ts';
import type { SettingValue } from '../core/api.ts';

/**
 * A preset made on top of another (a venue, or a worked example's house options): its settings and
 * item overrides over the base preset's. The engine takes it as `ExtraPreset` (with its ruleset).
 */
export interface DerivedPreset {
  id: string;
  /** The preset it is made on: one of the ruleset's. */
  base: string;
  settings?: Record<string, SettingValue>;
  /** Items switched on or off, item values: over the base preset's overrides, field by field. */
  overrides?: Record<string, ItemOverride>;
}

/**
 * The one composition of "ruleset preset + venue + setting overrides": the ruleset with `derived`
 * as one more preset (in place of a preset of the same id), whose settings are the base preset's
 * with `derived.settings` over them and whose overrides are the base's with `derived.overrides` merged
 * over them item by item, field by field (`mergeOverrides`). The scorer, the venue checks, the guides and the calculator all compose presets with it.
 */
export function withPreset(rs: RulesetDef, derived: DerivedPreset): RulesetDef {
  const base = getPreset(rs, derived.base);
  const preset: PresetDef = {
    id: derived.id,
    settings: { ...base.settings, ...derived.settings },
    overrides: mergeOverrides(base.overrides, derived.overrides),
    sources: base.sources,
    display: base.display,
    liability: base.liability,
  };
  return { ...rs, presets: [...rs.presets.filter((p) => p.id !== derived.id), preset] };
}

export function findPreset(rs: RulesetDef, presetId: string = rs.defaultPreset): PresetDef | undefined {
  return rs.presets.find((p) => p.id === presetId);
}

export function getPreset(rs: RulesetDef, presetId: string = rs.defaultPreset): PresetDef {
  const p = findPreset(rs, presetId);
  if (!p) throw new Error(`Unknown preset "${presetId}" for ruleset "${rs.id}"`);
  return p;
}

/**
 * A preset's overrides with more on top (a venue's, on its base preset), item by item and field by
 * field: a venue that switches an item on, or changes its value, keeps what else its base preset
 * says of it (its relations, its conditions).
 */
export function mergeOverrides(
  base: Readonly<Record<string, ItemOverride>>,
  more: Readonly<Record<string, ItemOverride>> = {},
): Record<string, ItemOverride> {
  const out: Record<string, ItemOverride> = { ...base };
  for (const id in more) out[id] = base[id] ? { ...base[id], ...more[id] } : more[id];
  return out;
}

/** Every setting's value: the setting's default, then the preset's value, then the given overrides. */
export function resolveSettings(
  rs: RulesetDef,
  presetId: string = rs.defaultPreset,
  overrides: Record<string, SettingValue> = {},
): Record<string, SettingValue> {
  const preset = getPreset(rs, presetId);
  const out: Record<string, SettingValue> = {};
  for (const s of rs.settings) out[s.id] = s.default as SettingValue;
  Object.assign(out, preset.settings);
  for (const [id, value] of Object.entries(overrides)) {
    const def = rs.settings.find((s) => s.id === id);
    // A round ladder given for some rounds (score-api.md: "any subset") changes those rounds of the
    // preset's ladder: the others keep the preset's value, not the catalogue's (a venue playing 16 in
    // the west kept it when a hand overrode the south only).
    out[id] = def?.type === 'round-ladder' ? withRounds(out[id], value) : value;
  }
  return out;
}

/** A round ladder (one number for every round, or one per round) with the rounds `change` gives. */
function withRounds(base: SettingValue | undefined, change: SettingValue): SettingValue {
  if (change === null || typeof change !== 'object' || Array.isArray(change)) return change;
  if (typeof base === 'number') return { east: base, south: base, west: base, north: base, ...change };
  if (base !== null && typeof base === 'object' && !Array.isArray(base)) return { ...base, ...change };
  return change;
}

function sameSetting(a: SettingValue | undefined, b: SettingValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether a setting changes anything under these settings (its `inertWhen` does not hold). */
export function settingApplies(def: SettingDef, settings: Readonly<Record<string, SettingValue>>): boolean {
  const w = def.inertWhen;
  return !w || !sameSetting(settings[w.setting], w.value);
}

/**
 * The winning minimum above the limit (`roles.minimum`, `roles.limit`): no hand could win. The two
 * settings with their values, or null when the minimum is not above the limit (or the ruleset has no
 * such pair). The scorer, the venue check and the calculator say it, each in its own words.
 */
export function minimumAboveLimit(
  rs: RulesetDef,
  settings: Readonly<Record<string, unknown>>,
): { minimum: string; limit: string; min: number; max: number } | null {
  const { minimum, limit } = rs.roles;
  if (!minimum || !limit) return null;
  const min = settings[minimum];
  const max = settings[limit];
  if (typeof min !== 'number' || typeof max !== 'number' || max >= min) return null;
  return { minimum, limit, min, max };
}

/**
 * The setting that leaves `item` out under `settings` — its `enabledBy` not met, or its `onlyWhen` —
 * with the value that would play it; null when no setting does.
 */
export function settingLeavingOut(item: ItemDef, settings: Readonly<Record<string, SettingValue>>): { setting: string; value: SettingValue } | null {
  const by = item.enabledBy;
  if (by && ![by.value, ...(by.orValues ?? [])].some((x) => sameSetting(settings[by.setting], x))) return { setting: by.setting, value: by.value };
  const only = item.onlyWhen;
  if (only && !sameSetting(settings[only.setting], only.value)) return { setting: only.setting, value: only.value };
  return null;
}

/**
 * The item as it counts under a preset and settings, or null when it is off there.
 * Applies, in order: the preset's override, `enabledBy`, `onlyWhen` and `valueBySetting`.
 */
export function effectiveItem(
  rs: RulesetDef,
  item: ItemDef,
  presetId: string = rs.defaultPreset,
  settings: Record<string, SettingValue> = resolveSettings(rs, presetId),
): ItemDef | null {
  const o = getPreset(rs, presetId).overrides[item.id];
  let off = item.off ?? false;
  if (o?.off !== undefined) off = o.off;
  // An item with `enabledBy` is on or off by its setting alone, whatever the preset says.
  if (item.enabledBy) off = false;
  if (off || settingLeavingOut(item, settings)) return null;
  let value: ItemValue = o?.value ?? item.value;
  if (item.valueBySetting) {
    const key = String(settings[item.valueBySetting.setting]);
    const v = item.valueBySetting.cases[key];
    if (v === null) return null;
    if (v !== undefined) value = v;
  }
  return {
    ...item,
    value,
    replaces: o?.replaces ?? item.replaces,
    includes: o?.includes ?? item.includes,
    notWith: o?.notWith ?? item.notWith,
    conditions: o?.conditions ?? item.conditions,
  };
}

/** The items that count under a preset (and settings), catalogue order, with overrides applied. */
export function effectiveItems(
  rs: RulesetDef,
  presetId: string = rs.defaultPreset,
  settingOverrides: Record<string, SettingValue> = {},
): ItemDef[] {
  const settings = resolveSettings(rs, presetId, settingOverrides);
  return rs.items.flatMap((item) => {
    const e = effectiveItem(rs, item, presetId, settings);
    return e ? [e] : [];
  });
}

/** Item switches as preset overrides (what a venue's `items: { <id>: on | off }` becomes). */
export function switchOverrides(items: Readonly<Record<string, ItemSwitch>>): Record<string, ItemOverride> {
  const out: Record<string, ItemOverride> = {};
  for (const id in items) out[id] = { off: items[id] !== 'on' };
  return out;
}

/**
 * The liability rule a preset (or venue) plays under these settings, or why it plays none: its
 * rulebook names none (`not-in-source`, or no `liability` at all: `no-rule`), its clause was not found
 * (`not-found`, with the source searched), or the rule's setting is off (`off`, with the setting:
 * Hong Kong 包 without `baau`). What the calculator asks before it offers a liable seat, and what the
 * scorer refuses `liable` with.
 */
export type PresetLiabilityOf =
  | { rule: LiabilityRule }
  | { none: 'no-rule' | 'not-in-source' }
  | { none: 'not-found'; source: string }
  /** The rule's setting is off: `switchedOff` is the rule a table would play with it on. */
  | { none: 'off'; switchedOff: LiabilityRule; setting: string };

export function liabilityOf(
  rs: RulesetDef,
  presetId: string = rs.defaultPreset,
  settings: Readonly<Record<string, SettingValue>> = resolveSettings(rs, presetId),
): PresetLiabilityOf {
  const l = getPreset(rs, presetId).liability;
  if (!l) return { none: 'no-rule' };
  if ('none' in l) return l.none === 'not-found' ? { none: 'not-found', source: l.source } : { none: 'not-in-source' };
  const rule = rs.liability?.find((r) => r.id === l.rule);
  if (!rule) throw new Error(`Unknown liability rule "${l.rule}"`);
  const on = rule.enabledBy;
  if (on && !sameSetting(settings[on.setting], on.value)) return { none: 'off', switchedOff: rule, setting: on.setting };
  return { rule };
}
