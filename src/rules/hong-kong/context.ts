/**
 * The facts the Hong Kong detectors read: hand-level facts (tile composition, winds, bonus tiles),
 * computed once per hand, and reading-level facts (sets, pair, how the winning tile completed it),
 * computed once per reading. No faan value lives here.
 */
import {
  isDragon,
  isHonour,
  isTerminal,
  isWind,
  suitIndex,
  windKind,
  seatNumber,
  type TileKind,
} from '../../core/tiles.ts';
import type { Found } from '../../core/detect.ts';
import type { NormalizedHand } from '../../core/validate.ts';
import type { Reading } from '../../core/waits.ts';
import type { ConditionKey, ItemDef } from '../../core/ruleset.ts';

/** Facts of the whole hand: the same for every reading. */
export interface HandFacts {
  hand: NormalizedHand;
  /** Bit s set when suit s (0 = m, 1 = p, 2 = s) has a tile. */
  suitMask: number;
  /** Number of suits with a tile (0–3). */
  suits: number;
  hasHonour: boolean;
  hasTerminal: boolean;
  /** Every tile a suited 1 or 9. */
  allTerminals: boolean;
  /** Every tile an honour. */
  allHonours: boolean;
  /** Every tile a terminal or an honour. */
  allTerminalsOrHonours: boolean;
  /** No melds, 14 tiles of one suit holding 1112345678999 (by composition). */
  nineGates: boolean;
  seatKind: TileKind;
  roundKind: TileKind;
  /** The seat's own flower (1f–4f) / own season (5f–8f) is held. */
  ownFlower: boolean;
  ownSeason: boolean;
  allFlowers: boolean;
  allSeasons: boolean;
  bonusCount: number;
  /** The effective item definitions under the preset, by id (for preset-worded conditions). */
  items: ReadonlyMap<string, ItemDef>;
}

/** One reading's context: the hand facts plus the sets of this reading. */
export interface HkContext extends HandFacts {
  reading: Reading;
  /** The reading is 4 sets + a pair. */
  standard: boolean;
  chows: number;
  /** Pungs and kongs. */
  pungs: number;
  kongs: number;
  /** Pungs formed in the hand (not completed by a discard) plus concealed kongs. */
  concealedPungs: number;
  dragonPungs: number;
  windPungs: number;
  seatPung: boolean;
  roundPung: boolean;
  /** The standard pair is a dragon / a wind. */
  dragonPair: boolean;
  windPair: boolean;
  /** The winning tile completed the pair (or the lone tile of a special shape). */
  pairWin: boolean;
  /**
   * The reading's other items (after their relations), for the items decided after them
   * (`afterOthers`: Chicken Hand); null while those other items are being detected.
   */
  found: readonly Found[] | null;
}

/** True when the effective item `id` carries condition `key` (conditions may differ by preset). */
export function hasCondition(ctx: HandFacts, id: string, key: ConditionKey): boolean {
  return ctx.items.get(id)?.conditions?.includes(key) ?? false;
}

/** The effective items by id, per items list (a batch of hands shares one list). */
const itemsByList = new WeakMap<readonly ItemDef[], ReadonlyMap<string, ItemDef>>();

function itemsById(items: readonly ItemDef[]): ReadonlyMap<string, ItemDef> {
  let byId = itemsByList.get(items);
  if (!byId) itemsByList.set(items, (byId = new Map(items.map((i) => [i.id, i]))));
  return byId;
}

export function handFacts(hand: NormalizedHand, items: readonly ItemDef[]): HandFacts {
  const c = hand.all;
  let suitMask = 0;
  let hasHonour = false;
  let hasTerminal = false;
  let allTerminals = true;
  let allHonours = true;
  let allTerminalsOrHonours = true;
  for (let k = 0; k < 34; k++) {
    if (c[k] === 0) continue;
    if (isHonour(k)) {
      hasHonour = true;
      allTerminals = false;
    } else {
      suitMask |= 1 << suitIndex(k);
      allHonours = false;
      if (isTerminal(k)) hasTerminal = true;
      else {
        allTerminals = false;
        allTerminalsOrHonours = false;
      }
    }
  }
  const suits = (suitMask & 1) + ((suitMask >> 1) & 1) + ((suitMask >> 2) & 1);

  let nineGates = false;
  if (hand.melds.length === 0 && suits === 1 && !hasHonour) {
    // One suit, no honour: the suit bit says which nine kinds.
    const base = (suitMask === 1 ? 0 : suitMask === 2 ? 1 : 2) * 9;
    nineGates = c[base] >= 3 && c[base + 8] >= 3;
    for (let j = 1; j < 8 && nineGates; j++) if (c[base + j] < 1) nineGates = false;
  }

  const seat = seatNumber(hand.seatWind);
  const has = (b: number) => hand.bonus.includes(b);
  return {
    hand,
    suitMask,
    suits,
    hasHonour,
    hasTerminal,
    allTerminals,
    allHonours,
    allTerminalsOrHonours,
    nineGates,
    seatKind: windKind(hand.seatWind),
    roundKind: windKind(hand.roundWind),
    ownFlower: has(seat),
    ownSeason: has(seat + 4),
    allFlowers: has(1) && has(2) && has(3) && has(4),
    allSeasons: has(5) && has(6) && has(7) && has(8),
    bonusCount: hand.bonus.length,
    items: itemsById(items),
  };
}

export function readingContext(facts: HandFacts, reading: Reading): HkContext {
  let chows = 0;
  let pungs = 0;
  let kongs = 0;
  let concealedPungs = 0;
  let dragonPungs = 0;
  let windPungs = 0;
  let seatPung = false;
  let roundPung = false;
  for (const s of reading.sets) {
    if (s.kind === 'chow') {
      chows++;
      continue;
    }
    pungs++;
    if (s.kind === 'kong') kongs++;
    if (s.concealed) concealedPungs++;
    if (isDragon(s.first)) dragonPungs++;
    if (isWind(s.first)) {
      windPungs++;
      if (s.first === facts.seatKind) seatPung = true;
      if (s.first === facts.roundKind) roundPung = true;
    }
  }
  const standard = reading.shape === 'standard';
  const pair = standard ? reading.pair : null;
  return {
    ...facts,
    reading,
    standard,
    chows,
    pungs,
    kongs,
    concealedPungs,
    dragonPungs,
    windPungs,
    seatPung,
    roundPung,
    dragonPair: pair !== null && isDragon(pair),
    windPair: pair !== null && isWind(pair),
    pairWin: reading.winSet === -1,
    found: null,
  };
}
