/**
 * Every item's worked example (src/rules/taiwan-club/items-*.ts) scored through the engine under its
 * preset: the result must contain the item, with the value its definition gives for the tier / count found.
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/engine/taiwan-club/index.ts';
import { effectiveItems } from '../../src/rules/presets.ts';
import ruleset from '../../src/rules/taiwan-club/index.ts';
import type { Amount, ItemDef } from '../../src/core/ruleset.ts';
import type { ScoredItem } from '../../src/core/api.ts';
import { exampleRun } from './engine-helpers.ts';

function amount(a: Amount, closed: boolean): number {
  return typeof a === 'number' ? a : closed ? a.closed : (a.open ?? NaN);
}

/** The value the definition gives for what the engine reported (tier / count). */
function expectedValue(def: ItemDef, got: ScoredItem, closed: boolean): number {
  const v = def.value;
  if (v.kind === 'fixed') return amount(v.amount, closed) * (got.count ?? 1);
  if (v.kind === 'tiers') {
    const t = v.tiers.find((x) => x.id === got.tier);
    if (!t) throw new Error(`${def.id}: unknown tier ${got.tier}`);
    // Several groups: at least the best tier, at most count × the best tier.
    return amount(t.amount, closed);
  }
  return NaN;
}

describe('taiwan-club: every item example scores its item', () => {
  for (const item of ruleset.items) {
    it(`${item.id}`, () => {
      const ex = item.example;
      const x = exampleRun(engine, ex);
      const r = x.scorer.score(x.input);
      expect(r.ok, JSON.stringify(r)).toBe(true);
      if (!r.ok) return;
      const got = r.items.find((i) => i.id === item.id);
      expect(got, `${item.id} missing in ${JSON.stringify(r.items)} (${r.reading})`).toBeDefined();
      const def = effectiveItems(x.rs, x.preset, x.settings).find((d) => d.id === item.id)!;
      const closed = !(ex.melds ?? []).some((m) => m.kind !== 'kan-closed');
      const want = expectedValue(def, got!, closed);
      if (def.value.kind === 'tiers' && got!.count) {
        expect(got!.value).toBeGreaterThanOrEqual(want);
        expect(got!.value).toBeLessThanOrEqual(want * got!.count);
      } else {
        expect(got!.value).toBe(want);
      }
      // points = the sum of the items; base included
      expect(r.points).toBe(r.items.reduce((n, i) => n + i.value, 0));
      expect(r.items.some((i) => i.id === 'base')).toBe(true);
    });
  }
});
