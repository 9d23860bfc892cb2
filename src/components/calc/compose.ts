/**
 * The rules a calculator state is scored under, composed as the scorer composes them
 * (`createScorer` in `src/engine/score.ts`): a ruleset preset as it is, a venue over its base preset
 * (`withPreset`), items switched on or off as one more preset over that (`switchedPreset`, which
 * merges with `mergeOverrides`), then the state's setting overrides (`resolveSettings`). The island
 * reads its setting values and the items' values from here; no second composition.
 */
import type { SettingValue } from '../../core/api.ts';
import type { ItemValue, RulesetDef } from '../../core/ruleset.ts';
import type { ExtraPreset } from '../../engine/score.ts';
import { effectiveItem, findPreset, resolveSettings, withPreset } from '../../rules/presets.ts';
import { SWITCHED_PRESET, switchedPreset, type CalcState } from '../../lib/calc-state.ts';

export interface CalcRules {
  /** The preset or venue chosen (the page's own when the state names none). */
  presetId: string;
  /** The preset the engine is asked for: `presetId`, or `SWITCHED_PRESET` when items are switched. */
  scoredPreset: string;
  /** The extra preset of the switched items, or null. */
  switched: ExtraPreset | null;
  /** Item ids the state switches (those of the ruleset). */
  switchedIds: string[];
  /** Whether the preset is known (a bad link names one that is not: the scorer reports it). */
  known: boolean;
  /** The preset's setting values, before the state's overrides. */
  base: Record<string, SettingValue>;
  /** The setting values the hand is scored with. */
  settings: Record<string, SettingValue>;
  /** An item's value under these rules (its catalogue value where it is off). */
  valueOf(id: string): ItemValue | undefined;
}

export function composeRules(rs: RulesetDef, s: CalcState, initialPreset: string, extraPresets: readonly ExtraPreset[]): CalcRules {
  const presetId = s.preset || initialPreset;
  const switchedIds = Object.keys(s.items).filter((id) => rs.items.some((i) => i.id === id));
  const switched = switchedIds.length ? switchedPreset(rs.id, presetId, s.items, extraPresets) : null;
  const scoredPreset = switched ? SWITCHED_PRESET : presetId;
  const venue = findPreset(rs, presetId) ? undefined : extraPresets.find((p) => p.id === presetId && p.ruleset === rs.id);
  const derived = switched ?? venue;
  const composed = derived && findPreset(rs, derived.base) ? withPreset(rs, derived) : rs;
  const known = findPreset(composed, scoredPreset) !== undefined;
  const base: Record<string, SettingValue> = known
    ? resolveSettings(composed, scoredPreset)
    : Object.fromEntries(rs.settings.map((d) => [d.id, d.default as SettingValue]));
  const settings = { ...base, ...s.settings };
  const valueOf = (id: string): ItemValue | undefined => {
    const def = rs.items.find((d) => d.id === id);
    if (!def) return undefined;
    return (known ? effectiveItem(composed, def, scoredPreset, settings)?.value : undefined) ?? def.value;
  };
  return { presetId, scoredPreset, switched, switchedIds, known, base, settings, valueOf };
}
