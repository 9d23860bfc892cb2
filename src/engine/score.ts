/**
 * The one entry point: an untrusted hand object in, a `score-api.md` result out. Never throws on
 * input; every problem becomes a coded error, in the contract's check order.
 */
import { effectiveItems, findPreset, resolveSettings } from '../rules/presets.ts';
import type { PresetDef, RulesetDef, SettingValue } from '../rules/types.ts';
import { settingAccepts } from '../rules/validate.ts';
import type { ErrorCode, ScoreFailure, ScoreResult } from './api.ts';
import type { RulesetEngine } from './ruleset-engine.ts';
import { validateHand } from './validate.ts';
import { readHand } from './waits.ts';

export interface Scorer {
  score(raw: unknown): ScoreResult;
  engines: readonly RulesetEngine[];
}

/** A preset that is not in a ruleset's catalogue (a venue): its base preset plus setting overrides. */
export interface ExtraPreset {
  id: string;
  ruleset: string;
  base: string;
  settings: Record<string, SettingValue>;
  /** Items switched on or off, item values: applied like a preset's overrides. */
  overrides?: PresetDef['overrides'];
}

function failure(id: unknown, code: ErrorCode, message: string, position?: number): ScoreFailure {
  const f: ScoreFailure = { ok: false, error: { code, message } };
  if (position !== undefined) f.error.position = position;
  return id === undefined ? f : { id, ...f };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The ruleset as a preset sees it: an extra preset becomes a preset of a copy of the ruleset. */
function withExtraPreset(rs: RulesetDef, extra: ExtraPreset): RulesetDef {
  const base = findPreset(rs, extra.base)!;
  const preset: PresetDef = {
    id: extra.id,
    settings: { ...base.settings, ...extra.settings },
    overrides: { ...base.overrides, ...(extra.overrides ?? {}) },
    sources: base.sources,
  };
  return { ...rs, presets: [...rs.presets, preset] };
}

export function createScorer(engines: readonly RulesetEngine[], extraPresets: readonly ExtraPreset[] = []): Scorer {
  const byId = new Map(engines.map((e) => [e.ruleset.id as string, e]));
  return {
    engines,
    score(raw: unknown): ScoreResult {
      const id = isRecord(raw) ? raw.id : undefined;
      if (!isRecord(raw)) return failure(undefined, 'invalid-input', 'a hand must be a JSON object');
      const engine = byId.get(raw.ruleset as string);
      if (!engine)
        return failure(id, 'unknown-ruleset', `unknown ruleset ${JSON.stringify(raw.ruleset)}; known: ${[...byId.keys()].join(', ')}`);
      let rs = engine.ruleset;
      const presetId = raw.preset === undefined || raw.preset === null ? rs.defaultPreset : raw.preset;
      if (typeof presetId !== 'string') return failure(id, 'unknown-preset', 'preset must be a string');
      if (!findPreset(rs, presetId)) {
        const extra = extraPresets.find((p) => p.id === presetId && p.ruleset === rs.id);
        if (!extra)
          return failure(id, 'unknown-preset', `unknown preset "${presetId}" for ${rs.id}; known: ${rs.presets.map((p) => p.id).join(', ')}`);
        rs = withExtraPreset(rs, extra);
      }
      const given = raw.settings ?? {};
      if (!isRecord(given)) return failure(id, 'invalid-setting', 'settings must be an object');
      for (const [key, value] of Object.entries(given)) {
        const def = rs.settings.find((s) => s.id === key);
        if (!def) return failure(id, 'invalid-setting', `unknown setting "${key}" for ${rs.id}`);
        const bad = settingAccepts(def, value);
        if (bad) return failure(id, 'invalid-setting', `setting "${key}" ${bad}`);
      }
      const settings = resolveSettings(rs, presetId, given as Record<string, SettingValue>);
      const cross = engine.checkSettings?.(settings, raw);
      if (cross) return failure(id, 'invalid-setting', cross);
      const items = effectiveItems(rs, presetId, given as Record<string, SettingValue>);

      const v = validateHand(raw, {
        handSize: rs.handSize,
        knownFlags: rs.flags,
        conflicts: engine.conflicts,
        indicators: engine.indicators,
        bonusTiles: engine.bonusTiles,
      });
      if (!v.ok) return failure(id, v.error.code, v.error.message, v.error.position);
      const read = readHand(v.hand, engine.shapes(items, settings));
      if (!read.ok) return failure(id, read.error.code, read.error.message);
      const outcome = engine.score({ ruleset: rs, presetId, settings, items, hand: v.hand }, read.readings);
      if (!outcome.ok) return id === undefined ? outcome : { id, ...outcome };
      const { ok: _ok, ...fields } = outcome;
      const result = { ok: true as const, ruleset: rs.id, preset: presetId, ...fields };
      return id === undefined ? result : { id, ...result };
    },
  };
}
