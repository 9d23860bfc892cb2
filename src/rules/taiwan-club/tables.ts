/**
 * Ruleset-specific tables of the Hé Fēn club sheet, as data. Values from the Hindi seed
 * (000, "स्कोर कैसे बनता है", "डीलर की लगातार जीत", "दीवार खोलना", "फूल और उनके भुगतान",
 * "कॉन्ग", "दंड और सही खेल"); readings from spec/taiwan-club.md.
 */
import type { PresetDef, SettingDef, Source } from '../../core/ruleset.ts';
import type { Wind, MeldKind } from '../../core/api.ts';
import type { ChickenRule, DealerStreakRow, InstantPaymentDef, SpecialHandRule } from './types.ts';

export const SOURCE_ID = 'hefen-sheet';

export const sources: Source[] = [
  {
    id: SOURCE_ID,
    publisher: 'Hé Fēn Mahjong',
    title: 'House rule sheet (Taiwanese club, 16 tiles)',
    checked: '2026-09-13',
  },
];

/** Every win starts from these points. */
export const BASE_POINTS = 5;

/** Players at a table. */
export const PLAYERS = 4;

/** Die 1–6 → 3, 5, 7, 9, 11, 13 points on the dealer's next win. */
export const DEALER_STREAK: DealerStreakRow[] = [
  { die: 1, points: 3 },
  { die: 2, points: 5 },
  { die: 3, points: 7 },
  { die: 4, points: 9 },
  { die: 5, points: 11 },
  { die: 6, points: 13 },
];

/** The common winning minimum by round (a table may set other numbers). */
export const MINIMUM_LADDER: Record<Wind, number> = { east: 20, south: 22, west: 24, north: 26 };

/** Paid at once when they happen; never added to the hand total. */
export const INSTANT_PAYMENTS: InstantPaymentDef[] = [
  { id: 'dice-triple', kind: 'payment', from: 'each-other', to: 'dealer', amount: 5, setting: 'diceInstant' },
  { id: 'dice-six-triple', kind: 'payment', from: 'each-other', to: 'dealer', amount: 10, setting: 'diceInstant' },
  { id: 'bouquet-mixed', kind: 'payment', from: 'each-other', to: 'holder', amount: 5, setting: 'bouquetInstant' },
  { id: 'bouquet-one-colour', kind: 'payment', from: 'each-other', to: 'holder', amount: 10, setting: 'bouquetInstant' },
  { id: 'bouquet-seven', kind: 'payment', from: 'each-other', to: 'holder', amount: 10, setting: 'bouquetInstant' },
  { id: 'seven-flowers-win', kind: 'payment', from: 'each-other', to: 'holder', amount: 20 },
  { id: 'eight-flowers-win', kind: 'payment', from: 'each-other', to: 'holder', amount: 40 },
  { id: 'concealed-kong-declared', kind: 'payment', from: 'each-other', to: 'holder', amount: 5, setting: 'kongInstant' },
  { id: 'concealed-kong-unshown', kind: 'penalty', from: 'holder', to: 'each-other', amount: 10, setting: 'kongInstant' },
  { id: 'false-mahjong', kind: 'penalty', from: 'offender', to: 'each-other', amount: 25, endsHand: true },
  {
    id: 'four-discarded',
    kind: 'penalty',
    from: 'first-discarder',
    to: 'each-other',
    amount: { honour: 5, suited: 10 },
  },
  { id: 'wrong-tile-count', kind: 'penalty', from: 'offender', to: 'each-other', amount: null, barsPlayer: true },
];

/**
 * Concealed pungs: besides the pungs formed in the hand, a concealed kong and an open kong made by
 * claiming the fourth tile onto a concealed pung (`kan-open`). A kong promoted from an exposed pung
 * (`kan-added`) is not concealed.
 */
export const CONCEALED_PUNG_MELDS: MeldKind[] = ['kan-closed', 'kan-open'];

/** Special hands score their own items plus these (spec "More decisions": special hands). */
export const SPECIAL_HANDS: SpecialHandRule = {
  category: 'special-hands',
  alsoScores: [
    'flower',
    'own-flower',
    'no-flowers',
    'base',
    'dealer',
    'self-drawn',
    'flower-replacement',
    'last-tile',
    'early-win',
    'robbing-kong',
    'dealer-streak',
    'ding-ding',
  ],
  shapes: { 'niko-niko': 'niko-niko', 'thirteen-orphans': 'thirteen-orphans-17', 'sixteen-orphans': 'sixteen-orphans' },
};

/** The Chicken Hand Decision: which sections block it. */
export const CHICKEN: ChickenRule = {
  blockingCategories: [
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
  ],
  notBlocking: ['robbing-kong', 'kong-replacement'],
};

export const settings: SettingDef[] = [
  { id: 'minimum', type: 'round-ladder', default: { ...MINIMUM_LADDER }, min: 0 },
  { id: 'chicken', type: 'boolean', default: true },
  { id: 'diceInstant', type: 'boolean', default: true },
  { id: 'bouquetInstant', type: 'boolean', default: true },
  { id: 'kongInstant', type: 'boolean', default: true },
];

export const presets: PresetDef[] = [
  {
    id: 'hefen-club',
    settings: {
      minimum: { ...MINIMUM_LADDER },
      chicken: true,
      diceInstant: true,
      bouquetInstant: true,
      kongInstant: true,
    },
    overrides: {},
    sources: [SOURCE_ID],
  },
];
