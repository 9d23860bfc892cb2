/** Riichi settings (score-api.md names and values) and the three published presets (riichi.md's table). */
import type { PresetDef, SettingDef } from '../../core/ruleset.ts';

/** Defaults are the values of the default preset (EMA 2025). */
export const settings: SettingDef[] = [
  { id: 'kiriage', type: 'boolean', default: true },
  { id: 'kazoe', type: 'enum', default: 'sanbaiman', options: ['sanbaiman', 'yakuman'] },
  { id: 'multipleYakuman', type: 'boolean', default: false },
  { id: 'doubleYakuman', type: 'boolean', default: false },
  /**
   * The red fives in play (score-api.md, "Red fives"): none, 3 (one per suit) or 4 (one 5m, two 5p,
   * one 5s); `true` means 3 and `false` 0. Each is an extra dora (aka-dora).
   */
  {
    id: 'redFives',
    type: 'enum',
    default: 0,
    options: [0, 3, 4],
    aliases: [
      { value: true, means: 3 },
      { value: false, means: 0 },
    ],
  },
  { id: 'openPinfuFu', type: 'enum', default: 30, options: [30, 20] },
  { id: 'doubleWindPairFu', type: 'enum', default: 2, options: [2, 4] },
  { id: 'renhou', type: 'enum', default: 'mangan', options: ['mangan', 'yakuman', 'off'] },
  /** Tanyao with an open hand (kuitan). Switches tanyao's open value. */
  { id: 'openTanyao', type: 'boolean', default: true, words: ['kuitan'] },
  /** Several players winning on one discard: all of them, or only the nearest in turn order (display). */
  { id: 'multipleWinners', type: 'enum', default: 'allowed', options: ['allowed', 'one-winner'] },
];

/** Settings every preset shares: spelled out per preset anyway, so each preset reads as its rulebook. */
const common = {
  doubleYakuman: false,
  redFives: 0,
  openPinfuFu: 30,
  renhou: 'mangan',
  openTanyao: true,
} as const;

export const presets: PresetDef[] = [
  {
    id: 'ema-2016',
    settings: {
      ...common,
      kiriage: false,
      kazoe: 'sanbaiman',
      multipleYakuman: false,
      doubleWindPairFu: 4,
      multipleWinners: 'allowed',
    },
    overrides: {},
    sources: ['ema-2016'],
    // 3.3.9: pao for Daisangen and Daisuushii (liability.ts)
    liability: { rule: 'pao' },
  },
  {
    id: 'ema-2025',
    settings: {
      ...common,
      kiriage: true,
      kazoe: 'sanbaiman',
      multipleYakuman: false,
      doubleWindPairFu: 2,
      multipleWinners: 'allowed',
    },
    overrides: {},
    sources: ['ema-2025'],
    // The 2025 edition's liability clause was not found (where it was looked for: liability.ts,
    // SEARCHED): no split is scored rather than a guess.
    liability: { none: 'not-found', source: 'ema-2025' },
  },
  {
    id: 'wrc-2025',
    settings: {
      ...common,
      kiriage: true,
      kazoe: 'yakuman',
      multipleYakuman: true,
      doubleWindPairFu: 2,
      multipleWinners: 'one-winner',
    },
    overrides: {},
    sources: ['wrc-2025'],
    // The 2025 rules' liability clause was not found (the 2015 rulebook lists "6.2 Liability payment"
    // in its contents; its text was not found either): no split is scored rather than a guess.
    liability: { none: 'not-found', source: 'wrc-2025' },
  },
];

/**
 * How many red fives of each suit (characters, dots, bamboo) each `redFives` count puts in play:
 * more of a suit in a hand (its melds and indicators included) is `too-many-copies`. Without red
 * fives (0) there is no such limit: a `0m` is a plain five.
 */
export const RED_FIVES_PER_SUIT: Readonly<Record<number, readonly [m: number, p: number, s: number]>> = {
  3: [1, 1, 1],
  4: [1, 2, 1],
};
