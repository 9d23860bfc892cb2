/**
 * The riichi ruleset: yaku and yakuman (values from seed 001 and riichi.md), dora, settings, the three
 * published presets, and the fu / limit / payment data the payment functions read.
 */
import { bonusItems } from './bonus.ts';
import { pao } from './liability.ts';
import { combination, fu, limits, payments, tableAxes } from './scoring.ts';
import { presets, settings } from './settings.ts';
import { sources } from './sources.ts';
import type { RiichiRuleset } from './types.ts';
import type { SectionHolds } from '../../core/ruleset.ts';
import { highYaku, threeHanYaku, twoHanYaku } from './yaku.ts';
import { oneHanYaku } from './yaku-one.ts';
import { renhouItem, yakumanItems } from './yakuman.ts';

export type { RiichiRuleset } from './types.ts';

const catalogue = [
  ...yakumanItems,
  ...renhouItem,
  ...highYaku,
  ...threeHanYaku,
  ...twoHanYaku,
  ...oneHanYaku,
  ...bonusItems,
];

/** Renhou combines with nothing: every other item is `notWith` it (the better reading is scored). */
const items = catalogue.map((item) =>
  item.id === 'renhou'
    ? { ...item, notWith: catalogue.filter((o) => o.id !== item.id).map((o) => o.id) }
    : item,
);

export const ruleset: RiichiRuleset = {
  id: 'riichi',
  unit: 'han',
  nativeLang: 'ja',
  roles: {},
  // Key numbers: the house options that change what most hands pay (red fives, kiriage mangan, the
  // counted-yakuman limit, open pinfu's fu).
  guide: {
    keySettings: ['redFives', 'kiriage', 'kazoe', 'openPinfuFu'],
    summarySettings: [],
    listSpecialHands: true,
    // Its sheet carries two payment tables, the limit tiers and the fu table besides the items: with
    // the items' descriptions (or in two columns) a preset's sheet takes three pages.
    print: { descriptions: false, columns: 3 },
  },
  // A venue may state its uma and oka (a four-player game): shown on its guide and sheet, with its red fives.
  settlement: { players: 4, redFives: 'redFives' },
  inputs: ['doraIndicators', 'uraDoraIndicators', 'honba', 'riichiSticks'],
  proseNumbers: {
    fuRound: fu.roundTo,
    fuBase: fu.base,
    exponent: limits.baseExponent,
    payRound: payments.roundTo,
    riichiStick: payments.riichiStick,
    stick: payments.riichiStick,
  },
  handSize: 14,
  flags: ['riichi', 'double-riichi', 'ippatsu', 'kong-replacement', 'robbing-kong', 'last-tile', 'heavenly', 'earthly', 'human'],
  categories: [
    { id: 'yakuman' },
    { id: 'limit-hand' },
    { id: 'han-6' },
    { id: 'han-3' },
    { id: 'han-2' },
    { id: 'han-1' },
    { id: 'bonus' },
  ],
  items,
  // The venue guide goes from the common yaku up: 1 han first, bonus tiles last. The A4 sheet (`sheet`,
  // smallest first) puts the dora, counted on every hand, right after the 1-han yaku, and the yakuman
  // and limit hands last.
  // Each section but the dora holds the values its heading names (`holds`): a yaku a venue values
  // otherwise (`toitoi: 3`) is listed under the heading of its value, renhou played as yakuman among
  // the yakuman.
  guideSections: (['han-1', 'han-2', 'han-3', 'han-6', 'yakuman', 'limit-hand', 'bonus'] as const).map((id) => ({
    id,
    category: id,
    sheet: ({ 'han-1': 1, bonus: 2, 'han-2': 3, 'han-3': 4, 'han-6': 5 } as Record<string, number | undefined>)[id],
    holds: ({
      'han-1': { kind: 'fixed', amount: 1 },
      'han-2': { kind: 'fixed', amount: 2 },
      'han-3': { kind: 'fixed', amount: 3 },
      'han-6': { kind: 'fixed', amount: 6 },
      yakuman: { kind: 'yakuman' },
      'limit-hand': { kind: 'limit' },
    } as Record<string, SectionHolds | undefined>)[id],
  })),
  settings,
  presets,
  liability: [pao],
  defaultPreset: 'ema-2025',
  sources,
  file: 'src/rules/riichi/index.ts',
  fu,
  limits,
  payments,
  tableAxes,
  combination,
};

export default ruleset;
