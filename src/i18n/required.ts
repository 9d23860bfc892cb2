/** The translation keys the rule data and the engine need, namespace by namespace. */
import { CONFLICT_NEEDS, ERROR_CODES, PAYERS } from '../core/api.ts';
import { rulesets } from '../rules/index.ts';
import { requiredRulesetKeys } from './check.ts';
import { LIABLE_WHY } from './format.ts';
import type { Namespace } from './resources.ts';

export function requiredKeys(): Partial<Record<Namespace, string[]>> {
  const conditions = new Set<string>();
  for (const rs of rulesets) {
    for (const item of rs.items) for (const c of item.conditions ?? []) conditions.add(c);
    for (const p of rs.presets)
      for (const o of Object.values(p.overrides)) for (const c of o.conditions ?? []) conditions.add(c);
  }
  const out: Partial<Record<Namespace, string[]>> = {
    ui: [
      ...[...conditions].map((c) => `conditions.${c}`),
      ...ERROR_CODES.map((c) => `errors.${c}`),
      // Each payment line's payer, in the calculator and in the worked examples.
      ...PAYERS.flatMap((p) => [`calc.payer.${p}`, `example.result.payer.${p}`]),
      // Why a liable seat is refused (the calculator: errors.ts, liableText).
      ...LIABLE_WHY.map((w) => `calc.liableWhy.${w}`),
      // The words of a conflicting-flags error (format.ts, conflictText), and the flag labels they name.
      'conflict.flag',
      'conflict.list',
      ...CONFLICT_NEEDS.map((n) => `conflict.${n}`),
      ...[...new Set(rulesets.flatMap((rs) => rs.flags))].map((f) => `flags.${f}`),
    ],
  };
  for (const rs of rulesets) out[rs.id] = requiredRulesetKeys(rs);
  return out;
}
