/**
 * The facts the Hé Fēn club sheet's detectors read: hand facts (computed once per hand) and reading
 * facts (computed once per reading). No values here: only what the hand holds.
 */
import { ALL_FACTS, type Found } from '../../core/detect.ts';
import { IN_BROWSER } from '../../core/browser.ts';
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

/**
 * Facts as bits, for the detectors' gates (`Detector.needs`, `gated`): a detector that names some
 * is skipped, without a call, when one is missing — it could not hit (tests/engine/taiwan-gates.test.ts
 * checks every gate against its detector). The hand's bits are in `HandFacts.bits`, the reading's
 * added in `TaiwanCtx.bits`.
 */
export const FACT = {
  // ---- hand-level
  /** Any situational flag given (`hand.flagList`). */
  flags: 1 << 0,
  /** Any bonus tile (`hand.bonus`). */
  bonus: 1 << 1,
  /** A wind tile anywhere (`HandFacts.winds`). */
  winds: 1 << 2,
  /** A dragon tile anywhere (`HandFacts.dragons`). */
  dragons: 1 << 3,
  /** Any declared meld (`hand.melds`). */
  melds: 1 << 4,
  /** Five declared melds, none a concealed kong (`HandFacts.allExposed`). */
  allExposed: 1 << 5,
  /** `HandFacts.dealerInvolved` */
  dealer: 1 << 6,
  /** `hand.selfDrawn` */
  selfDrawn: 1 << 7,
  /** `hand.closed` */
  closed: 1 << 8,
  /** A suited kind held four times (`HandFacts.suitedFours`). */
  fours: 1 << 9,
  /** `HandFacts.allSimples` */
  allSimples: 1 << 10,
  // ---- reading-level
  /** A standard reading (five sets and a pair). */
  standard: 1 << 11,
  /** A Niko Niko reading. */
  nikoNiko: 1 << 12,
  /** A 13 Orphans reading (17 tiles). */
  thirteenOrphans: 1 << 13,
  /** A 16 Orphans reading. */
  sixteenOrphans: 1 << 14,
  /** Two chows or more. */
  twoChows: 1 << 15,
  /** Three chows or more. */
  threeChows: 1 << 16,
  /** Two pungs or kongs or more. */
  twoPungs: 1 << 17,
} as const;

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
  /** The hand-level bits of `FACT`. */
  bits: number;
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
  /** Every bit of `FACT` that holds for this hand and reading. */
  bits: number;
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
  const dealerInvolved = hand.dealer || dealerDiscarded;
  const allExposed = hand.melds.length === 5 && hand.melds.every((m) => m.open);
  // The browser's copy runs its detectors without their gates (its build cuts them), and works out no facts.
  const bits = IN_BROWSER
    ? ALL_FACTS
    : (hand.flagList.length > 0 ? FACT.flags : 0) |
    (hand.bonus.length > 0 ? FACT.bonus : 0) |
    (winds ? FACT.winds : 0) |
    (dragons ? FACT.dragons : 0) |
    (hand.melds.length > 0 ? FACT.melds : 0) |
    (allExposed ? FACT.allExposed : 0) |
    (dealerInvolved ? FACT.dealer : 0) |
    (hand.selfDrawn ? FACT.selfDrawn : 0) |
    (hand.closed ? FACT.closed : 0) |
    (suitedFours !== 0 ? FACT.fours : 0) |
    (allSimples ? FACT.allSimples : 0);
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
    dealerInvolved,
    allExposed,
    bits,
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
  const shape = reading.shape;
  // In the browser `facts.bits` is ALL_FACTS already; the test here lets its build drop `FACT` too.
  const bits = IN_BROWSER
    ? ALL_FACTS
    : facts.bits |
    (standard ? FACT.standard : 0) |
    (shape === 'niko-niko' ? FACT.nikoNiko : 0) |
    (shape === 'thirteen-orphans-17' ? FACT.thirteenOrphans : 0) |
    (shape === 'sixteen-orphans' ? FACT.sixteenOrphans : 0) |
    (chows.length >= 2 ? FACT.twoChows : 0) |
    (chows.length >= 3 ? FACT.threeChows : 0) |
    (pungs.length >= 2 ? FACT.twoPungs : 0);
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
    bits,
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
