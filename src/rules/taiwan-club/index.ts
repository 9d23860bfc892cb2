/**
 * The Taiwanese 16-tile club sheet of Hé Fēn: additive points, 17-tile wins, a winning minimum by round.
 * Values: Hindi seed 000 (the Hé Fēn house rule sheet); readings: shared/spec/taiwan-club.md.
 */
import type { CategoryDef } from '../../core/ruleset.ts';
import type { TaiwanClubRuleset } from './types.ts';
import { tileItems } from './items-tiles.ts';
import { setItems } from './items-sets.ts';
import { winItems } from './items-win.ts';
import {
  BASE_POINTS,
  CHICKEN,
  CONCEALED_PUNG_MELDS,
  DEALER_STREAK,
  INSTANT_PAYMENTS,
  MINIMUM_LADDER,
  PLAYERS,
  SPECIAL_HANDS,
  presets,
  settings,
  sources,
} from './tables.ts';

const categories: CategoryDef[] = [
  'flowers',
  'winds',
  'dragons',
  'missing-tiles',
  'kongs',
  'consecutive-pungs',
  'sheungs-pongs',
  'concealed-pungs',
  'dragon-run',
  'terminals',
  'suits',
  'hand-shape',
  'pair-wait',
  'winning-moment',
  'dealer-streak',
  'special-hands',
].map((id) => ({ id }));

export const ruleset: TaiwanClubRuleset = {
  id: 'taiwan-club',
  unit: 'points',
  nativeLang: 'zh-Hant',
  roles: { minimum: 'minimum' },
  guide: {
    keySettings: ['minimum', 'chicken'],
    summarySettings: ['minimum'],
    // The sheet lists 67 items and a table of instant payments and penalties: with the items'
    // descriptions (or in two columns) the preset's sheet takes three A4 pages, four in Hindi and
    // Indonesian. The online guide keeps the descriptions.
    print: { descriptions: false, columns: 3 },
  },
  inputs: ['bonusTiles', 'dealerStreak', 'round'],
  proseNumbers: { base: BASE_POINTS, basePoints: BASE_POINTS, players: PLAYERS },
  handSize: 17,
  flags: ['kong-replacement', 'flower-replacement', 'robbing-kong', 'last-tile', 'heavenly', 'dealer-first-discard', 'first-4-discards', 'first-7-discards', 'first-10-discards', 'ding-ding'],
  categories,
  items: [...tileItems, ...setItems, ...winItems],
  settings,
  presets,
  defaultPreset: 'hefen-club',
  sources,
  file: 'src/rules/taiwan-club/index.ts',
  basePoints: BASE_POINTS,
  players: PLAYERS,
  dealerStreak: DEALER_STREAK,
  dealerStreakItem: 'dealer-streak',
  minimumLadder: MINIMUM_LADDER,
  instantPayments: INSTANT_PAYMENTS,
  concealedPungMelds: CONCEALED_PUNG_MELDS,
  specialHands: SPECIAL_HANDS,
  chicken: CHICKEN,
};

export default ruleset;
export type { TaiwanClubRuleset } from './types.ts';
