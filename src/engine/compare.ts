/**
 * "This hand under other rules": one hand scored under several compositions of its ruleset (each
 * preset, venues), each result set against a baseline (the rules the hand is being scored with) —
 * what the result gains, loses or changes, and which settings and item rules differ, with whether a
 * setting alone changes this hand's result. Pure: the caller hands in its scorer (the calculator's,
 * which knows the page's venues and its switched items; the command's, which knows every venue), so
 * each row is exactly what that scorer gives with that `preset`.
 *
 * The compositions are those of the scorer (`createScorer`): a preset of the catalogue as it is, a
 * venue (an `ExtraPreset`) over its base preset by `withPreset`, then setting overrides by
 * `resolveSettings`; item values by `effectiveItem`. No second composition.
 */
import type { ErrorCode, Payment, ScoreResult, ScoredItem, SettingValue } from '../core/api.ts';
import type { ItemValue, RulesetDef } from '../core/ruleset.ts';
import { effectiveItem, findPreset, resolveSettings, withPreset } from '../rules/presets.ts';
import type { ExtraPreset } from './score.ts';

/** One set of rules to score a hand under. */
export interface Composition {
  /** A preset of the ruleset or a venue slug: what the row is called. */
  id: string;
  kind: 'preset' | 'venue';
  /** The preset the engine is asked for, when it is not `id` (the calculator's items switched on or off: a preset of its own). */
  scoredAs?: string;
  /** Setting overrides over the preset or venue (a baseline's own changes). */
  settings?: Record<string, SettingValue>;
}

/** `ok`, or the error code of a failure. */
export type ResultStatus = 'ok' | ErrorCode;

/** The numbers a result may carry (`score-api.md`, "Result"). */
export const COMPARED_NUMBERS = ['total', 'han', 'fu', 'faan', 'points'] as const;
export type ComparedNumber = (typeof COMPARED_NUMBERS)[number];

/** What differs between the baseline's result and a row's, and the rules behind it. Empty lists when nothing does. */
export interface Differences {
  /** The baseline's status and the row's, when they differ (a win under one, `below-minimum` under the other). */
  status?: { from: ResultStatus; to: ResultStatus };
  /** Items the row counts and the baseline does not (in the row's order). */
  added: ScoredItem[];
  /** Items the baseline counts and the row does not (in the baseline's order). */
  missing: ScoredItem[];
  /** Items both count, with another value, tier or count. */
  changed: { id: string; from: ScoredItem; to: ScoredItem }[];
  /** Numbers that differ (null: the result has none, e.g. no `total` on a failure). */
  numbers: { key: ComparedNumber; from: number | null; to: number | null }[];
  /** The limit tier, when it differs (null: none). */
  limit?: { from: string | null; to: string | null };
  /** The payment lines, when they differ. */
  payments?: { from: Payment[]; to: Payment[] };
  /**
   * Settings whose value differs from the baseline's; `changes`: the setting is a cause of the
   * difference — the baseline with this one setting at the row's value, or the row with this one
   * setting at the baseline's, scores this hand differently.
   */
  settings: { id: string; from: SettingValue; to: SettingValue; changes: boolean }[];
  /** Item rules that differ for this hand's items (those either result counts or leaves out): the value, null where it is off. */
  rules: { id: string; from: ItemValue | null; to: ItemValue | null }[];
}

export interface ComparedRow {
  composition: Composition;
  /** The row is the preset or venue the baseline is built on (its own changes aside). */
  current: boolean;
  result: ScoreResult;
  /** The result equals the baseline's: status, items, numbers, limit and payments (settings and rules may still differ). */
  same: boolean;
  differs: Differences;
}

export interface Comparison {
  baseline: { composition: Composition; result: ScoreResult };
  rows: ComparedRow[];
}

export interface CompareOptions {
  /** The ruleset of the hand, as its catalogue has it. */
  ruleset: RulesetDef;
  /** The presets beyond the catalogue the scorer knows (venues, a switched preset). */
  extraPresets: readonly ExtraPreset[];
  /** The scorer's `score`. */
  score: (input: unknown) => ScoreResult;
}

/** Every preset of the ruleset (catalogue order), then every venue of it among `extraPresets` (their order). */
export function compositionsOf(rs: RulesetDef, extraPresets: readonly ExtraPreset[]): Composition[] {
  return [
    ...rs.presets.map((p): Composition => ({ id: p.id, kind: 'preset' })),
    ...extraPresets.filter((p) => p.ruleset === rs.id && !findPreset(rs, p.id)).map((p): Composition => ({ id: p.id, kind: 'venue' })),
  ];
}

/** The engine's `preset` for a composition. */
const presetOf = (c: Pick<Composition, 'id' | 'scoredAs'>) => c.scoredAs ?? c.id;

/** The hand under a composition: its `preset` and `settings` replaced. */
const inputFor = (input: Readonly<Record<string, unknown>>, c: Composition, settings = c.settings) => ({ ...input, preset: presetOf(c), settings });

export interface CompositionRules {
  settings: Record<string, SettingValue>;
  /** An item's value under the composition; null where it is off. */
  valueOf(id: string): ItemValue | null;
}

/** A composition's setting values and item values, composed as the scorer composes them; null for an unknown preset. */
export function compositionRules(c: Pick<Composition, 'id' | 'scoredAs' | 'settings'>, o: Pick<CompareOptions, 'ruleset' | 'extraPresets'>): CompositionRules | null {
  const rs = o.ruleset;
  const id = presetOf(c);
  let composed: RulesetDef = rs;
  if (!findPreset(rs, id)) {
    const extra = o.extraPresets.find((p) => p.id === id && p.ruleset === rs.id);
    if (!extra || !findPreset(rs, extra.base)) return null;
    composed = withPreset(rs, extra);
  }
  const settings = resolveSettings(composed, id, c.settings);
  return {
    settings,
    valueOf(item) {
      const def = rs.items.find((d) => d.id === item);
      return def ? (effectiveItem(composed, def, id, settings)?.value ?? null) : null;
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const statusOf = (r: ScoreResult): ResultStatus => (r.ok ? 'ok' : r.error.code);
const itemsOf = (r: ScoreResult): ScoredItem[] => r.items ?? [];
const numberOf = (r: ScoreResult, key: ComparedNumber): number | null => {
  const v = (r as Partial<Record<ComparedNumber, number>>)[key];
  return typeof v === 'number' ? v : null;
};
const limitOf = (r: ScoreResult): string | null => (r.ok ? r.limit : null);
/** An item as compared: its value, tier and count (not `how`, which restates them). */
const itemKey = (i: ScoredItem) => `${i.value}|${i.tier ?? ''}|${i.count ?? ''}`;

/** What differs between two results (not the rules: `compareHand` adds those). */
export function resultDifferences(from: ScoreResult, to: ScoreResult): Omit<Differences, 'settings' | 'rules'> {
  const d: Omit<Differences, 'settings' | 'rules'> = { added: [], missing: [], changed: [], numbers: [] };
  if (statusOf(from) !== statusOf(to)) d.status = { from: statusOf(from), to: statusOf(to) };
  const a = new Map(itemsOf(from).map((i) => [i.id, i]));
  const b = new Map(itemsOf(to).map((i) => [i.id, i]));
  for (const i of itemsOf(to)) {
    const was = a.get(i.id);
    if (!was) d.added.push(i);
    else if (itemKey(was) !== itemKey(i)) d.changed.push({ id: i.id, from: was, to: i });
  }
  for (const i of itemsOf(from)) if (!b.has(i.id)) d.missing.push(i);
  for (const key of COMPARED_NUMBERS) {
    const x = numberOf(from, key);
    const y = numberOf(to, key);
    if (x !== y) d.numbers.push({ key, from: x, to: y });
  }
  if (limitOf(from) !== limitOf(to)) d.limit = { from: limitOf(from), to: limitOf(to) };
  const pf = from.ok ? from.payments : [];
  const pt = to.ok ? to.payments : [];
  if (!same(pf, pt)) d.payments = { from: pf, to: pt };
  return d;
}

/** Whether two results score the hand alike (status, items, numbers, limit, payments). */
export function sameResult(a: ScoreResult, b: ScoreResult): boolean {
  const d = resultDifferences(a, b);
  return !(d.status || d.limit || d.payments || d.added.length + d.missing.length + d.changed.length + d.numbers.length);
}

/**
 * The hand (`input`, a hand object of `score-api.md`; its `preset` and `settings` are replaced) under
 * the baseline and under each of `compositions`, each row with what differs from the baseline. Never
 * throws: a composition the scorer refuses is a row with its error result.
 */
export function compareHand(
  input: Readonly<Record<string, unknown>>,
  baseline: Composition,
  compositions: readonly Composition[],
  o: CompareOptions,
): Comparison {
  // The scorer never throws (score-api.md): a composition it refuses is a failure result.
  const run = o.score;
  const base = run(inputFor(input, baseline));
  const baseRules = compositionRules(baseline, o);
  const rows = compositions.map((c): ComparedRow => {
    const result = presetOf(c) === presetOf(baseline) && same(c.settings ?? {}, baseline.settings ?? {}) ? base : run(inputFor(input, c));
    const rules = compositionRules(c, o);
    const differs: Differences = { ...resultDifferences(base, result), settings: [], rules: [] };
    const alike = sameResult(base, result);
    if (baseRules && rules) {
      for (const def of o.ruleset.settings) {
        const from = baseRules.settings[def.id];
        const to = rules.settings[def.id];
        if (same(from, to)) continue;
        // A cause: the baseline with only this setting at the row's value scores the hand otherwise,
        // or the row with only this setting at the baseline's value does (a setting that matters
        // only beside another difference: the curve of a hand that gains faan under the row's items).
        const changes =
          !sameResult(base, run(inputFor(input, baseline, { ...baseline.settings, [def.id]: to }))) ||
          !sameResult(result, run(inputFor(input, c, { ...c.settings, [def.id]: from })));
        differs.settings.push({ id: def.id, from, to, changes });
      }
      const ids = new Set<string>();
      for (const r of [base, result]) {
        for (const i of itemsOf(r)) ids.add(i.id);
        for (const e of r.excluded ?? []) ids.add(e.id);
      }
      for (const def of o.ruleset.items) {
        if (!ids.has(def.id)) continue;
        const from = baseRules.valueOf(def.id);
        const to = rules.valueOf(def.id);
        if (!same(from, to)) differs.rules.push({ id: def.id, from, to });
      }
    }
    return {
      composition: c,
      current: c.id === baseline.id,
      result,
      same: alike,
      differs,
    };
  });
  return { baseline: { composition: baseline, result: base }, rows };
}
