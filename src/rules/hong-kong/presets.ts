/**
 * The two presets of hong-kong.md: `vmc` is the catalogue as it stands (seed 002); `hk-classic`
 * (seed 004, the venue "Demo Mahjong Club") overrides ONLY the rows of the spec's difference table.
 */
import type { PresetDef, SettingDef } from '../../core/ruleset.ts';
import { BOUNDS } from '../../core/bounds.ts';
import { payments } from './payments.ts';

/** Settings of score-api.md, plus the optional table settings (off by default). */
export const settings: SettingDef[] = [
  { id: 'minFaan', type: 'integer', default: 3, min: 0 },
  { id: 'limit', type: 'integer', default: 13, min: 1 },
  { id: 'curve', type: 'curve', default: 'half-spicy', options: ['half-spicy', 'full-spicy', 'faan-laak-4-7-10'] },
  { id: 'stake', type: 'number', default: 1, min: BOUNDS.settings.stake.min, exclusiveMin: true },
  // Who pays on a discard among three losers: nothing to choose in a two-player game (payments.twoPlayer).
  { id: 'gun', type: 'enum', default: 'half', options: ['half', 'full'], inertWhen: { setting: 'players', value: payments.twoPlayer.players } },
  { id: 'players', type: 'enum', default: 4, options: [4, 2] },
  { id: 'flowers', type: 'boolean', default: true },
  { id: 'dealerDouble', type: 'boolean', default: false },
  { id: 'baau', type: 'boolean', default: false },
  { id: 'falseWinPenalty', type: 'boolean', default: false },
];

const FILE = 'src/rules/hong-kong/presets.ts';

const VMC_SETTINGS = {
  minFaan: 3,
  limit: 13,
  curve: 'half-spicy',
  stake: 1,
  gun: 'half',
  players: 4,
  flowers: true,
  dealerDouble: false,
  baau: false,
  falseWinPenalty: false,
};

export const presets: PresetDef[] = [
  {
    id: 'vmc',
    settings: { ...VMC_SETTINGS },
    overrides: {},
    sources: ['mymahjong-book-1', 'hkma', 'zh-wikipedia-payment'],
    // 包 where a table switches `baau` on (liability.ts)
    liability: { rule: 'baau' },
    file: FILE,
  },
  {
    id: 'hk-classic',
    // "HK classic — min 3, limit 13, full spicy, half-gun", flowers & seasons on
    settings: { ...VMC_SETTINGS, curve: 'full-spicy' },
    overrides: {
      // listed, 0 faan
      'chicken-hand': { off: false },
      // 1, and All Pungs (3) also scores: same total 4
      'mixed-terminals': { value: { kind: 'fixed', amount: 1 }, includes: [] },
      // 4 faan, seven distinct pairs
      'seven-pairs': { off: false },
      // limit instead of 10 + extras
      'all-honours': { value: { kind: 'limit' }, conditions: ['no-extras'] },
      // limit; legal on any self-draw, or on a discard that completes the pair
      'four-concealed-pungs': {
        value: { kind: 'limit' },
        conditions: ['no-extras', 'always-concealed', 'self-draw-or-pair-wait'],
      },
      // 1 + Self-drawn 1 (same total 2)
      'kong-replacement': { value: { kind: 'fixed', amount: 1 }, includes: [], conditions: ['self-draw-only'] },
      // 1 + Self-drawn 1 (not also kong replacement)
      'double-kong-replacement': {
        value: { kind: 'fixed', amount: 1 },
        includes: [],
        conditions: ['self-draw-only'],
      },
      // 1 + Self-drawn 1
      'flower-replacement': { off: false },
      // off: the flag is accepted and scores nothing
      'human-hand': { off: true },
    },
    sources: ['demo-mahjong-club', 'zh-wikipedia-payment'],
    // 包 where a table switches `baau` on (liability.ts)
    liability: { rule: 'baau' },
    // How seed 004 words and lays out its guide: its own names (texts: `presets.hk-classic.*` of the
    // hong-kong namespace), the dragon pungs as three rows, its combination notes, its tiles and dealer
    // sections, the two-player rule beside the payments. Display only: results keep the catalogue ids.
    display: {
      names: [
        'half-flush',
        'full-flush',
        'mixed-terminals',
        'small-dragons',
        'big-dragons',
        'small-winds',
        'big-winds',
        'four-kongs',
        'seat-wind',
        'round-wind',
        'no-flowers',
        'concealed-hand',
        'kong-replacement',
        'double-kong-replacement',
      ],
      rows: {
        'dragon-pung': [
          { id: 'red', native: '中刻', tile: '7z' },
          { id: 'green', native: '發刻', tile: '6z' },
          { id: 'white', native: '白刻', tile: '5z' },
        ],
      },
      notes: {
        'seven-pairs': [{ id: 'one-suit' }],
        'small-winds': [
          { id: 'mixed-one-suit' },
          {
            id: 'wind-faan',
            reading: true,
            // The hand of the note, scored wherever it is shown (under hk-classic 6 + 3 + 1 + 1 = 11 faan,
            // 13 if the wind pungs scored beside Small Four Winds): the other reading is Small Four Winds
            // replacing nothing.
            example: { hand: '123m11122233344z', winTile: '4z', win: 'discard', seatWind: 'east', roundWind: 'east', other: { 'small-winds': { replaces: [] } } },
          },
        ],
        'double-kong-replacement': [{ id: 'self-drawn' }],
      },
      sections: [
        { id: 'tiles', after: 'key-numbers', paragraphs: [{ id: 'suits' }, { id: 'bonus', when: { setting: 'flowers', value: true } }] },
        {
          id: 'dealer',
          after: 'payments',
          paragraphs: [
            { id: 'seat' },
            { id: 'no-double', when: { setting: 'dealerDouble', value: false } },
            { id: 'double', when: { setting: 'dealerDouble', value: true } },
          ],
        },
      ],
      twoPlayer: 'payments',
    },
    file: FILE,
  },
];
