/**
 * The registry of rulesets. Importing it validates every ruleset: bad rule data fails the build
 * (and the tests) with file, item, field and reason.
 */
import riichi from './riichi/index.ts';
import hongKong from './hong-kong/index.ts';
import taiwanClub from './taiwan-club/index.ts';
import type { RulesetDef } from '../core/ruleset.ts';
import type { RulesetId } from '../core/api.ts';
import { RULESET_IDS } from '../core/api.ts';
import { assertValidRulesets } from './validate.ts';

export const rulesets: readonly RulesetDef[] = [riichi, hongKong, taiwanClub];
assertValidRulesets([...rulesets]);

export { RULESET_IDS };
export type { RulesetId };

export function getRuleset(id: RulesetId): RulesetDef {
  const rs = rulesets.find((r) => r.id === id);
  if (!rs) throw new Error(`Unknown ruleset "${id}"`);
  return rs;
}

export { riichi, hongKong, taiwanClub };
