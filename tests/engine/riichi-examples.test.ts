/**
 * Every riichi item's worked example, scored through the engine under its preset (the example's, or
 * the default) and its settings: the result must list the item with its value there.
 *
 * Values shown in a result: a fixed item its amount for the hand (closed / open) × its count; a
 * yakuman pattern 13 han × its multiple (26 for a double yakuman); a limit item (renhou as mangan)
 * the first han of its tier (5).
 */
import { describe, expect, it } from 'vitest';
import type { ScoreResult, SettingValue } from '../../src/core/api.ts';
import { engine } from '../../src/engine/riichi/index.ts';
import { effectiveItem, resolveSettings } from '../../src/rules/presets.ts';
import { ruleset } from '../../src/rules/riichi/index.ts';
import type { RulesetDef } from '../../src/core/ruleset.ts';
import { exampleRun } from './engine-helpers.ts';

/** Literal han the result shows per kind of value (see the header). */
const YAKUMAN_HAN = 13;
const MANGAN_HAN = 5;

function expectedValue(rs: RulesetDef, id: string, preset: string, settings: Record<string, SettingValue>, open: boolean, count: number): number {
  const all = resolveSettings(rs, preset, settings);
  const def = effectiveItem(rs, rs.items.find((i) => i.id === id)!, preset, all);
  if (!def) throw new Error(`${id} is off in ${preset}`);
  const v = def.value;
  switch (v.kind) {
    case 'yakuman':
      return YAKUMAN_HAN * v.times;
    case 'limit':
      if (v.tier !== 'mangan') throw new Error(`unexpected limit tier of ${id}`);
      return MANGAN_HAN;
    case 'fixed': {
      const a = typeof v.amount === 'number' ? v.amount : open ? v.amount.open : v.amount.closed;
      if (a === null) throw new Error(`${id} has no value for this hand`);
      return a * count;
    }
    default:
      throw new Error(`unexpected value of ${id}`);
  }
}

describe('riichi: every item example scores its item with its value', () => {
  for (const item of ruleset.items) {
    const { preset = ruleset.defaultPreset, settings = {} } = item.example;
    const x = exampleRun(engine, item.example);
    it(`${item.id} (${preset}${Object.keys(settings).length ? ` ${JSON.stringify(settings)}` : ''}${item.example.items ? ` ${JSON.stringify(item.example.items)}` : ''})`, () => {
      const r: ScoreResult = x.scorer.score(x.input);
      if (!r.ok) expect.fail(`${item.id}: ${r.error.code} ${r.error.message}`);
      const got = r.items.find((i) => i.id === item.id);
      expect(got, `${item.id} in ${JSON.stringify(r.items)}`).toBeDefined();
      const open = (x.hand.melds ?? []).some((m) => m.kind !== 'kan-closed');
      expect(got!.value).toBe(expectedValue(x.rs, item.id, x.preset, settings, open, got!.count ?? 1));
    });
  }
});
