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

/** Every ruleset, in the order the site lists them: the one list pages, scripts and tests iterate. */
export const rulesets: readonly RulesetDef[] = [riichi, hongKong, taiwanClub];
assertValidRulesets([...rulesets]);

// The registry holds exactly the rulesets of the contract (`RulesetId`, score-api.md).
const missing = RULESET_IDS.filter((id) => !rulesets.some((r) => r.id === id));
if (missing.length || rulesets.length !== RULESET_IDS.length)
  throw new Error(`src/rules/index.ts: the registry must hold each ruleset of the contract once (${RULESET_IDS.join(', ')}); missing: ${missing.join(', ') || 'none'}`);

export type { RulesetId };

export function getRuleset(id: RulesetId): RulesetDef {
  const rs = rulesets.find((r) => r.id === id);
  if (!rs) throw new Error(`Unknown ruleset "${id}"`);
  return rs;
}

export { riichi, hongKong, taiwanClub };
