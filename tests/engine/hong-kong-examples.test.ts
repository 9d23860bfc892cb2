/**
 * Every Hong Kong item's worked example, scored through the engine under its preset (the example's,
 * or the default): the result must list the item with its value under that preset.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreResult } from '../../src/core/api.ts';
import { engine } from '../../src/engine/hong-kong/index.ts';
import { createScorer } from '../../src/engine/score.ts';
import { effectiveItem, resolveSettings } from '../../src/rules/presets.ts';
import { ruleset } from '../../src/rules/hong-kong/index.ts';

const scorer = createScorer([engine]);

/** The value an item shows in a result under `preset`: its amount (× count), or the limit. */
function expectedValue(id: string, preset: string, settings: Record<string, unknown>, count: number): number {
  const def = effectiveItem(ruleset, ruleset.items.find((i) => i.id === id)!, preset);
  if (!def) throw new Error(`${id} is off in ${preset}`);
  const v = def.value;
  if (v.kind === 'limit') return resolveSettings(ruleset, preset, settings as never).limit as number;
  if (v.kind === 'fixed' && typeof v.amount === 'number') return v.amount * count;
  throw new Error(`unexpected value of ${id}`);
}

describe('hong-kong: every item example scores its item', () => {
  for (const item of ruleset.items) {
    const { preset = ruleset.defaultPreset, settings = {}, ...hand } = item.example;
    it(`${item.id} (${preset})`, () => {
      const r: ScoreResult = scorer.score({ ruleset: 'hong-kong', preset, settings, ...hand });
      if (!r.ok) expect.fail(`${item.id}: ${r.error.code} ${r.error.message}`);
      const got = r.items.find((i) => i.id === item.id);
      expect(got, `${item.id} in ${JSON.stringify(r.items)}`).toBeDefined();
      expect(got!.value).toBe(expectedValue(item.id, preset, settings, got!.count ?? 1));
    });
  }
});
