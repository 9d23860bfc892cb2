/**
 * Build time only (Astro pages): the strings the calculator island shows, resolved with i18next's
 * `getT` into a plain object keyed like i18next (`ui:calc.hand`, `riichi:items.pinfu.name`), so the
 * browser gets words without i18next. Placeholders (`{{n}}`) stay for the island to fill.
 */
import { getT, type Locale } from '../../i18n/index.ts';
import { flatten } from '../../i18n/check.ts';
import { resources, type ResourceTree } from '../../i18n/resources.ts';
import type { RulesetDef } from '../../core/ruleset.ts';

/**
 * ui keys the island reads besides `calc.*` (tile words, errors and conflicts, winds, meld kinds, exclusions, value
 * words; "this hand under other rules": `compare.*`, the differences worded as a venue guide words them).
 */
const UI = /^(calc|compare|errors|conflict|tiles|melds|winds|limits|excluded|venue\.differs)\.|^value\.(amount|limit|limitOf|yakuman|doubleYakuman|off|yes|no|closedOpen|closedOnly|tiers|each\..+|tiersEach\..+|everyRound|roundValue)$|^example\.result\./;
/** Ruleset keys: its name and unit, its calculator notes (riichi: furiten), fu parts (riichi), item and tier names, settings and their options, preset names, liability rules' names and the liable seat's label. */
const RULESET = /^(meta\.(name|unitShort\w*)|calc\.[^.]+|fuParts\.[^.]+|items\.[^.]+\.(name|tiers\..+)|settings\.[^.]+\.(name|options\..+)|presets\.[^.]+\.name|liability\.[^.]+\.(name|who))$/;

export function calcStrings(locale: Locale, rs: RulesetDef): Record<string, string> {
  const t = getT(locale) as unknown as (key: string) => string;
  const res = resources[locale] as unknown as Record<string, ResourceTree>;
  const keys: string[] = [];
  for (const k of flatten(res.ui).keys()) if (UI.test(k)) keys.push(`ui:${k}`);
  for (const f of rs.flags) keys.push(`ui:flags.${f}`);
  for (const k of flatten(res[rs.id]).keys()) if (RULESET.test(k)) keys.push(`${rs.id}:${k}`);
  return Object.fromEntries(keys.map((k) => [k, t(k)]));
}
