/**
 * The facts the Hé Fēn club sheet's detectors read: hand facts (computed once per hand) and reading
 * facts (computed once per reading). No values here: only what the hand holds.
 */
import type { Found } from '../../core/detect.ts';
import {
  KIND_COUNT,
  isDragon,
  isHonour,
  isSimple,
  isWind,
  numberOf,
  seatNumber,
  suitIndex,
  bonusSeat,
  windKind,
  type TileKind,
} from '../../core/tiles.ts';
import type { NormalizedHand } from '../../core/validate.ts';
import type { Reading, ReadingSet } from '../../core/waits.ts';
import type { ItemDef } from '../../core/ruleset.ts';
import type { TaiwanClubRuleset } from './types.ts';

/** Facts of the whole hand, the same for every reading. */
export interface HandFacts {
  rs: TaiwanClubRuleset;
  hand: NormalizedHand;
  /** The effective items by id (a detector that maximises over groups reads the tier amounts). */
  defs: ReadonlyMap<string, ItemDef>;
  seatKind: TileKind;
  roundKind: TileKind;
  /** Bonus tiles whose number within their colour is the seat number. */
  ownBonus: number;
  /** Any wind / dragon / honour tile anywhere (melds included). */
  winds: boolean;
  dragons: boolean;
  honours: boolean;
  /** Bit s set when suit s (0 m, 1 p, 2 s) appears. */
  suitMask: number;
  /** Every tile a suited 2–8. */
  allSimples: boolean;
  /** Bit k set when all four copies of suited kind k (0–26) are in the hand, melds included. */
  suitedFours: number;
  /** How many tile kinds complete the 16-tile waiting hand (standard or special readings): 1, or 2 for two or more. */
  winningKinds: number;
  /** The dealer won, or the dealer discarded the winning tile. */
  dealerInvolved: boolean;
  /** Five declared melds, none a concealed kong. */
  allExposed: boolean;
}

/** One reading's facts plus the hand facts. */
export interface TaiwanCtx {
  facts: HandFacts;
  hand: NormalizedHand;
  reading: Reading;
  /** A standard reading (five sets + a pair), not a special hand. */
  standard: boolean;
  /** Pungs and kongs of the reading (concealed and declared). */
  pungs: ReadingSet[];
  /** Chows of the reading. */
  chows: ReadingSet[];
  /** The pair of a standard reading, or -1. */
  pair: TileKind;
  /** Pungs / kongs that count as concealed pungs. */
  concealedPungs: number;
  /** Bit k set when a pung or kong of suited kind k (0–26) is in the reading. */
  pungMask: number;
  /** Bit k set when a chow starting at kind k (0–26) is in the reading. */
  chowMask: number;
  /** The items found (after combining), for the items decided after them (`afterOthers`: Chicken Hand); null before. */
  found: readonly Found[] | null;
}

/** The effective items by id, per items list (a batch of hands shares one list). */
const defsByList = new WeakMap<readonly ItemDef[], ReadonlyMap<string, ItemDef>>();

function defsOf(items: readonly ItemDef[]): ReadonlyMap<string, ItemDef> {
  let defs = defsByList.get(items);
  if (!defs) defsByList.set(items, (defs = new Map(items.map((i) => [i.id, i]))));
  return defs;
}

export function handFacts(
  rs: TaiwanClubRuleset,
  hand: NormalizedHand,
  items: readonly ItemDef[],
  winningKinds: number,
): HandFacts {
  let winds = false;
  let dragons = false;
  let suitMask = 0;
  let allSimples = true;
  let suitedFours = 0;
  for (let k = 0; k < KIND_COUNT; k++) {
    if (hand.all[k] === 0) continue;
    if (hand.all[k] === 4 && k < 27) suitedFours |= 1 << k;
    if (isWind(k)) winds = true;
    else if (isDragon(k)) dragons = true;
    else suitMask |= 1 << suitIndex(k);
    if (!isSimple(k)) allSimples = false;
  }
  const seat = seatNumber(hand.seatWind);
  let ownBonus = 0;
  for (const b of hand.bonus) if (bonusSeat(b) === seat) ownBonus++;
  const dealerDiscarded =
    !hand.selfDrawn && (hand.discarder === 'east' || hand.flags.has('dealer-first-discard'));
  return {
    rs,
    hand,
    defs: defsOf(items),
    seatKind: windKind(hand.seatWind),
    roundKind: windKind(hand.roundWind),
    ownBonus,
    winds,
    dragons,
    honours: winds || dragons,
    suitMask,
    allSimples,
    suitedFours,
    winningKinds,
    dealerInvolved: hand.dealer || dealerDiscarded,
    allExposed: hand.melds.length === 5 && hand.melds.every((m) => m.open),
  };
}

/** Whether a set (or kong) counts as a concealed pung under the sheet's rule. */
function countsConcealed(rs: TaiwanClubRuleset, s: ReadingSet): boolean {
  if (s.kind === 'chow') return false;
  if (s.meld === null) return s.concealed;
  return rs.concealedPungMelds.includes(s.meld);
}

export function readingCtx(facts: HandFacts, reading: Reading): TaiwanCtx {
  const pungs: ReadingSet[] = [];
  const chows: ReadingSet[] = [];
  let concealedPungs = 0;
  let pungMask = 0;
  let chowMask = 0;
  for (const s of reading.sets) {
    if (s.kind === 'chow') {
      chows.push(s);
      chowMask |= 1 << s.first;
    } else {
      pungs.push(s);
      if (s.first < 27) pungMask |= 1 << s.first;
      if (countsConcealed(facts.rs, s)) concealedPungs++;
    }
  }
  const standard = reading.shape === 'standard';
  return {
    facts,
    hand: facts.hand,
    reading,
    standard,
    pungs,
    chows,
    pair: standard && reading.pair !== null ? reading.pair : -1,
    concealedPungs,
    pungMask,
    chowMask,
    found: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Small helpers shared by the detectors

/** The tile kinds a set holds (a kong's four copies count as one kind). */
export function setHolds(s: ReadingSet, k: TileKind): boolean {
  if (s.kind === 'chow') return k >= s.first && k <= s.first + 2;
  return s.first === k;
}

/** A suited 2, 5 or 8 (Elephant Eyes). */
export function isElephantEye(k: TileKind): boolean {
  if (k < 0 || isHonour(k)) return false;
  const n = numberOf(k);
  return n === 2 || n === 5 || n === 8;
}
