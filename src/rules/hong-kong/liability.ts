/**
 * Hong Kong 包 as rule data (hong-kong.md, "Payments": an optional table setting, off by default —
 * "one player pays for all on a self-draw he fed, e.g. the 12th exposed tile"). Both presets name it,
 * and it plays only where the `baau` setting is on (a venue's table setting): then the player named
 * liable pays what every loser would pay on the self-draw. No source of the ruleset states it, so
 * it is a table setting, not a rulebook clause; on a win on a discard the discarder pays as usual,
 * and `liable` is refused.
 */
import type { LiabilityRule } from '../../core/ruleset.ts';

export const baau: LiabilityRule = {
  id: 'baau',
  native: '包',
  enabledBy: { setting: 'baau', value: true },
  selfDrawn: 'liable-pays-all',
  discard: { kind: 'refused' },
  basis: { kind: 'table-setting', setting: 'baau' },
};
