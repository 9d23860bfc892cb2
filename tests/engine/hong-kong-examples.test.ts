/**
 * Every Hong Kong item's worked example, scored through the engine under its preset (the example's,
 * or the default) and its item switches: the result must list the item with its value there.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreResult } from '../../src/core/api.ts';
import { engine } from '../../src/engine/hong-kong/index.ts';
import { effectiveItem, resolveSettings } from '../../src/rules/presets.ts';
import { ruleset } from '../../src/rules/hong-kong/index.ts';
import type { RulesetDef } from '../../src/core/ruleset.ts';
import { exampleRun } from './engine-helpers.ts';

/** The value an item shows in a result under `preset` (of `rs`): its amount (× count), or the limit. */
function expectedValue(rs: RulesetDef, id: string, preset: string, settings: Record<string, unknown>, count: number): number {
  const def = effectiveItem(rs, rs.items.find((i) => i.id === id)!, preset);
  if (!def) throw new Error(`${id} is off in ${preset}`);
  const v = def.value;
  if (v.kind === 'limit') return resolveSettings(rs, preset, settings as never).limit as number;
  if (v.kind === 'fixed' && typeof v.amount === 'number') return v.amount * count;
  throw new Error(`unexpected value of ${id}`);
}

describe('hong-kong: every item example scores its item', () => {
  for (const item of ruleset.items) {
    const x = exampleRun(engine, item.example);
    it(`${item.id} (${item.example.preset ?? ruleset.defaultPreset}${item.example.items ? ` ${JSON.stringify(item.example.items)}` : ''})`, () => {
      const r: ScoreResult = x.scorer.score(x.input);
      if (!r.ok) expect.fail(`${item.id}: ${r.error.code} ${r.error.message}`);
      const got = r.items.find((i) => i.id === item.id);
      expect(got, `${item.id} in ${JSON.stringify(r.items)}`).toBeDefined();
      expect(got!.value).toBe(expectedValue(x.rs, item.id, x.preset, x.settings, got!.count ?? 1));
    });
  }
});
