/** The translation keys the rule data and the engine need, namespace by namespace. */
import { ERROR_CODES } from '../core/api.ts';
import { rulesets } from '../rules/index.ts';
import { requiredRulesetKeys } from './check.ts';
import type { Namespace } from './resources.ts';

export function requiredKeys(): Partial<Record<Namespace, string[]>> {
  const conditions = new Set<string>();
  for (const rs of rulesets) {
    for (const item of rs.items) for (const c of item.conditions ?? []) conditions.add(c);
    for (const p of rs.presets)
      for (const o of Object.values(p.overrides)) for (const c of o.conditions ?? []) conditions.add(c);
  }
  const out: Partial<Record<Namespace, string[]>> = {
    ui: [...[...conditions].map((c) => `conditions.${c}`), ...ERROR_CODES.map((c) => `errors.${c}`)],
  };
  for (const rs of rulesets) out[rs.id] = requiredRulesetKeys(rs);
  return out;
}
