/**
 * The rules a calculator state is scored under, composed as the scorer composes them
 * (`createScorer` in `src/engine/score.ts`): a ruleset preset as it is, a venue over its base preset
 * (`withPreset`), items switched on or off as one more preset over that (`switchedPreset`, which
 * merges with `mergeOverrides`), then the state's setting overrides (`resolveSettings`). The island
 * reads its setting values and the items' values from here; no second composition.
 */
import type { SettingValue, Wind } from '../../core/api.ts';
import type { ItemValue, RulesetDef } from '../../core/ruleset.ts';
import type { ExtraPreset } from '../../engine/score.ts';
import { claimedSetsCover, liableSeats } from '../../engine/liability.ts';
import { parseTiles } from '../../core/parse.ts';
import { effectiveItem, findPreset, liabilityOf, resolveSettings, withPreset, type PresetLiabilityOf } from '../../rules/presets.ts';
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
  /** The liability rule these rules play (`liabilityOf`), or why none. */
  liability: PresetLiabilityOf;
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
  const liability: PresetLiabilityOf = known ? liabilityOf(composed, scoredPreset, settings) : { none: 'no-rule' };
  return { presetId, scoredPreset, switched, switchedIds, known, base, settings, valueOf, liability };
}

/**
 * The seats the calculator offers as liable (`liableSeats`: every seat of the table but the
 * winner's), where the rules play a liability rule and this hand can use it: the way of winning is
 * one the rule covers, more than one player would pay (not a two-player game), and for a rule of some
 * hands only (riichi pao: Daisangen, Daisuushii), every set of one of them is among the declared sets,
 * claimed — a pung or an open or added kong, as the engine reads "melded" (`claimedSetsCover`, which
 * the engine's `liabilityCovers` asks with the scored items).
 * Otherwise none: the choice is not offered (it stays shown while a seat is chosen, with the refusal).
 */
export function liableChoice(of: PresetLiabilityOf, s: CalcState, table: readonly Wind[]): Wind[] {
  const seats = liableSeats(of, s, table);
  if (seats.length < 2 || 'none' in of) return [];
  const claimed = s.melds
    .filter((m) => m.kind !== 'chi' && m.kind !== 'kan-closed')
    .flatMap((m) => {
      const r = parseTiles(m.tiles, 'melds');
      const first = r.ok ? r.tiles[0] : undefined;
      return first?.type === 'tile' ? [first.kind] : [];
    });
  return claimedSetsCover(of.rule, claimed) ? seats : [];
}
