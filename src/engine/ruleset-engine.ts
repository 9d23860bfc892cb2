/**
 * What each ruleset plugs into the engine: its conflict rules, the special shapes it reads, and the
 * scorer that turns readings into a result. The rule values stay in `src/rules/`; a ruleset engine
 * reads them from the effective items and settings it is handed.
 */
import type { ItemDef, LiabilityRule, RulesetDef } from '../core/ruleset.ts';
import type { SettingValue, ScoreFailure, ScoreResult, ScoreSuccess, Wind } from '../core/api.ts';
import type { ConflictRule } from '../core/conflicts.ts';
import type { NormalizedHand } from '../core/validate.ts';
import type { Reading, SpecialShape } from '../core/waits.ts';

export interface ScoreContext {
  ruleset: RulesetDef;
  presetId: string;
  /** Every setting resolved: defaults, then the preset, then the input's overrides. */
  settings: Readonly<Record<string, SettingValue>>;
  /** The items that count under the preset and settings, overrides applied (catalogue order). */
  items: readonly ItemDef[];
  hand: NormalizedHand;
  /**
   * The input's `liable` seat and the preset's liability rule, once the input-level checks passed
   * (`liability.ts`, `liableRefusal`); absent without `liable`. The ruleset's engine splits its
   * payments with `applyLiability`.
   */
  liable?: { seat: Wind; rule: LiabilityRule } | undefined;
}

/** A ruleset's answer before the scorer's fields (id, ruleset, preset) are added by `asResult`. */
export type RulesetOutcome =
  | Omit<ScoreSuccess, 'id' | 'ruleset' | 'preset'>
  | Omit<ScoreFailure, 'id'>;

/**
 * An outcome in the result shape: `{ id?, ok, ruleset, preset, …the outcome's other fields }` for a
 * success, `{ id?, …the failure }` for a failure, keys in that order (the outcome's own `ok` lands
 * on the key that is already there).
 */
export function asResult(ctx: ScoreContext, outcome: RulesetOutcome, id: unknown): ScoreResult {
  if (!outcome.ok) return id === undefined ? outcome : Object.assign({ id }, outcome);
  const head =
    id === undefined
      ? { ok: true, ruleset: ctx.ruleset.id, preset: ctx.presetId }
      : { id, ok: true, ruleset: ctx.ruleset.id, preset: ctx.presetId };
  return Object.assign(head, outcome) as ScoreResult;
}

/** Settings that together break a bound (`RulesetEngine.settingBounds`). */
export interface SettingBound {
  fields: readonly string[];
  message: string;
  words?: { key: string; values: Readonly<Record<string, number>> };
}

export interface RulesetEngine {
  ruleset: RulesetDef;
  /**
   * The ruleset's conflict table, checked in order (`conflicting-flags`): rules without `item` on the
   * validated hand, rules with one on the scored reading (src/core/conflicts.ts).
   */
  conflicts: readonly ConflictRule[];
  /** Flag → the items that score it: a scored reading that uses none of a given flag's played items is refused. */
  flagItems: Readonly<Record<string, readonly string[]>>;
  /** Whether dora indicators are part of the input (riichi). */
  indicators: boolean;
  /** Whether bonus tiles are part of the input. */
  bonusTiles: boolean;
  /** The special shapes that can win under these items and settings (e.g. seven pairs only where the preset has it). */
  shapes(items: readonly ItemDef[], settings: Readonly<Record<string, SettingValue>>): SpecialShape[];
  /**
   * The red fives in play under these settings, per suit (characters, dots, bamboo), or undefined
   * where none is played (a `0m` is then a plain five). More of a suit is `too-many-copies`.
   */
  redFives?(settings: Readonly<Record<string, SettingValue>>): readonly [number, number, number] | undefined;
  /** Checks of this ruleset beyond each setting's own range and the minimum ≤ limit of `roles`; an English reason, or null. */
  checkSettings?(settings: Readonly<Record<string, SettingValue>>, hand: unknown): string | null;
  /**
   * Bounds of `core/bounds.ts` that the resolved settings together must keep (Hong Kong: every
   * payment exact; a limit within its curve): null, or the settings involved (the first one the input
   * gives is named) and an English reason. Checked once per preset and settings, as `invalid-input`.
   * `words`, where given, names the reason for a page to say in its own language: an i18n key of
   * `ui:calc` and its values.
   */
  settingBounds?(settings: Readonly<Record<string, SettingValue>>): SettingBound | null;
  /** The seats at the table under these settings where not all four play (two-player Hong Kong: East and West), else undefined. */
  tableSeats?(settings: Readonly<Record<string, SettingValue>>): readonly Wind[] | undefined;
  /**
   * Score every reading, keep the best, apply minimums, limits and payments: the result in the
   * scorer's shape, `{ id?, ok, ruleset, preset, …}` (`id` only when given), keys in that order.
   * A ruleset that builds its outcome first hands it to `asResult`.
   */
  score(ctx: ScoreContext, readings: readonly Reading[], id: unknown): ScoreResult;
}

/**
 * The best of several candidates: the first with the highest key (keys compared element by
 * element), so ties keep the earlier reading.
 */
export function best<T>(candidates: readonly T[], key: (c: T) => readonly number[]): T | undefined {
  let top: T | undefined;
  let topKey: readonly number[] = [];
  for (const c of candidates) {
    const k = key(c);
    let better = top === undefined;
    for (let i = 0; !better && i < k.length; i++) {
      if (k[i] > topKey[i]) better = true;
      else if (k[i] < topKey[i]) break;
    }
    if (better) {
      top = c;
      topKey = k;
    }
  }
  return top;
}
