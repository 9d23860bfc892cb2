/**
 * One detector per item of the Hé Fēn club sheet. A detector only says WHETHER its item holds for a
 * reading (and which tier / how many times); every value comes from the item definitions.
 * Readings: shared/spec/taiwan-club.md (every Decision and "More decisions" bullet).
 */
import { counted, gated, type Detector, type Detectors, type Hit } from '../../core/detect.ts';
import {
  GREEN,
  RED,
  WHITE,
  isDragon,
  isSuited,
  isTerminal,
  isTerminalOrHonour,
  isWind,
  numberOf,
  suitIndex,
  type TileKind,
} from '../../core/tiles.ts';
import type { Amount } from '../../core/ruleset.ts';
import { FACT as F, isElephantEye, setHolds, type TaiwanCtx } from './context.ts';
import type { tileItems } from './items-tiles.ts';
import type { setItems } from './items-sets.ts';
import type { winItems } from './items-win.ts';
import type { ItemIdOf } from '../../core/ruleset.ts';

type D = Detector<TaiwanCtx>;

/** Tier ids of the "count" items, by how many sets the group holds. */
const BY_SIZE: Readonly<Record<number, string>> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five' };

function tiersHit(tiers: string[]): Hit | null {
  return tiers.length ? { tiers } : null;
}

// ── Flowers ────────────────────────────────────────────────────────────────────────────────────

const flower: D = (c) => counted(c.hand.bonus.length);
const ownFlower: D = (c) => counted(c.facts.ownBonus);
const noFlowers: D = (c) => c.hand.bonus.length === 0;

// ── Winds ──────────────────────────────────────────────────────────────────────────────────────

function windPungs(c: TaiwanCtx): number {
  let n = 0;
  for (const s of c.pungs) if (isWind(s.first)) n++;
  return n;
}
function dragonPungs(c: TaiwanCtx): number {
  let n = 0;
  for (const s of c.pungs) if (isDragon(s.first)) n++;
  return n;
}
const windPung: D = (c) => counted(windPungs(c));
const seatWindPung: D = (c) => c.pungs.some((s) => s.first === c.facts.seatKind);
const roundWindPung: D = (c) => c.pungs.some((s) => s.first === c.facts.roundKind);
/** Four wind pungs 60; three + a pair of the fourth 50; three 30; two + a pair of a third 15. */
const threeFourWinds: D = (c) => {
  const n = windPungs(c);
  const windPair = c.pair >= 0 && isWind(c.pair);
  if (n >= 4) return { tier: 'big-four-winds' };
  if (n === 3) return { tier: windPair ? 'small-four-winds' : 'big-three-winds' };
  if (n === 2 && windPair) return { tier: 'small-three-winds' };
  return null;
};

// ── Dragons and all honours ────────────────────────────────────────────────────────────────────

const dragonPung: D = (c) => counted(dragonPungs(c));
const smallDragons: D = (c) => dragonPungs(c) === 2 && c.pair >= 0 && isDragon(c.pair);
const bigDragons: D = (c) => dragonPungs(c) === 3;
const allHonours: D = (c) => c.facts.suitMask === 0;

// ── Missing tiles ──────────────────────────────────────────────────────────────────────────────

const noHonours: D = (c) => !c.facts.honours;
const noFlowersNoHonours: D = (c) => !c.facts.honours && c.hand.bonus.length === 0;
const allSimples: D = (c) => c.facts.allSimples;

// ── Kongs ──────────────────────────────────────────────────────────────────────────────────────

function meldCount(c: TaiwanCtx, a: string, b?: string): number {
  let n = 0;
  for (const m of c.hand.melds) if (m.meld === a || m.meld === b) n++;
  return n;
}
const exposedKong: D = (c) => counted(meldCount(c, 'kan-open', 'kan-added'));
const concealedKong: D = (c) => counted(meldCount(c, 'kan-closed'));
const robbingKong: D = (c) => c.hand.flags.has('robbing-kong');
const kongReplacement: D = (c) => c.hand.flags.has('kong-replacement');

// ── Consecutive pungs ──────────────────────────────────────────────────────────────────────────

/**
 * Each maximal run of consecutive pung / kong numbers in one suit is a group scored by its length;
 * a run of five plus a pair of the next higher number in that suit is the 80 tier.
 */
const consecutivePungs: D = (c) => {
  const tiers: string[] = [];
  for (let suit = 0; suit < 3; suit++) {
    // Number n of this suit has a pung: bit n − 1 of the suit's nine.
    const bits = (c.pungMask >>> (suit * 9)) & 0x1ff;
    const has = (n: number) => n >= 1 && n <= 9 && ((bits >>> (n - 1)) & 1) === 1;
    let n = 1;
    while (n <= 9) {
      if (!has(n)) {
        n++;
        continue;
      }
      let end = n;
      while (end + 1 <= 9 && has(end + 1)) end++;
      const len = end - n + 1;
      if (len >= 2) {
        const next = suit * 9 + end; // kind of number end + 1 in this suit
        const pairNext = len === 5 && end < 9 && c.pair === next;
        tiers.push(pairNext ? 'five-pair' : BY_SIZE[Math.min(len, 5)]);
      }
      n = end + 1;
    }
  }
  return tiersHit(tiers);
};

// ── Brother Sheungs, Sister Sheungs, Sister Pongs ──────────────────────────────────────────────

/** Identical chows of one suit form one group: two / three / four. */
const brotherSheungs: D = (c) => {
  const chows = c.chows;
  const tiers: string[] = [];
  // Each group counted at its first chow (at most five chows: no map needed).
  for (let i = 0; i < chows.length; i++) {
    const first = chows[i].first;
    let earlier = false;
    for (let j = 0; j < i && !earlier; j++) earlier = chows[j].first === first;
    if (earlier) continue;
    let n = 1;
    for (let j = i + 1; j < chows.length; j++) if (chows[j].first === first) n++;
    if (n >= 2) tiers.push(BY_SIZE[n]);
  }
  return tiersHit(tiers);
};

/** One Sister Sheungs group: how many chows of each suit it takes. */
interface SisterGroup {
  take: [number, number, number];
  tier: string;
}

/** Every group shape: two suits (2 chows), all three suits (3), four or five chows covering all three suits. */
const SISTER_GROUPS: SisterGroup[] = (() => {
  const out: SisterGroup[] = [];
  for (let a = 0; a <= 3; a++)
    for (let b = 0; b <= 3; b++)
      for (let d = 0; d <= 3; d++) {
        const size = a + b + d;
        const suits = (a > 0 ? 1 : 0) + (b > 0 ? 1 : 0) + (d > 0 ? 1 : 0);
        const ok =
          (size === 2 && suits === 2) || (size === 3 && suits === 3) || ((size === 4 || size === 5) && suits === 3);
        if (ok) out.push({ take: [a, b, d], tier: BY_SIZE[size] });
      }
  return out;
})();

function amountOfTier(c: TaiwanCtx, itemId: string, tier: string): number {
  const def = c.facts.defs.get(itemId);
  if (!def || def.value.kind !== 'tiers') return 0;
  const t = def.value.tiers.find((x) => x.id === tier);
  if (!t) return 0;
  const a: Amount = t.amount;
  return typeof a === 'number' ? a : (c.hand.closed ? a.closed : a.open) ?? 0;
}

/** The split of chows (counts per suit) into independent Sister groups worth the most points. */
function bestSisterSplit(c: TaiwanCtx, left: [number, number, number]): { value: number; tiers: string[] } {
  let best = { value: 0, tiers: [] as string[] };
  for (const g of SISTER_GROUPS) {
    if (g.take[0] > left[0] || g.take[1] > left[1] || g.take[2] > left[2]) continue;
    const rest: [number, number, number] = [left[0] - g.take[0], left[1] - g.take[1], left[2] - g.take[2]];
    const sub = bestSisterSplit(c, rest);
    const value = amountOfTier(c, 'sister-sheungs', g.tier) + sub.value;
    if (value > best.value) best = { value, tiers: [g.tier, ...sub.tiers] };
  }
  return best;
}

/** The same chow numbers in different suits; per chow numbers, split to maximise points. */
const sisterSheungs: D = (c) => {
  if (c.chows.length < 2) return null;
  const m = c.chowMask;
  // No chow number in two suits: no group (most readings; nothing made for them).
  const m0 = m & 0x1ff;
  const m1 = (m >>> 9) & 0x1ff;
  const m2 = (m >>> 18) & 0x1ff;
  if (((m0 & m1) | (m0 & m2) | (m1 & m2)) === 0) return null;
  const tiers: string[] = [];
  for (let n = 1; n <= 7; n++) {
    // The suits with a chow of first number n: the bits of number n in each suit's nine.
    const suits = ((m >>> (n - 1)) & 1) + ((m >>> (n + 8)) & 1) + ((m >>> (n + 17)) & 1);
    if (suits < 2) continue;
    const per: [number, number, number] = [0, 0, 0];
    for (const s of c.chows) if (numberOf(s.first) === n) per[suitIndex(s.first) as 0 | 1 | 2]++;
    tiers.push(...bestSisterSplit(c, per).tiers);
  }
  return tiersHit(tiers);
};

/** Pungs or kongs of one number in two / three suits; each number its own group. */
const sisterPongs: D = (c) => {
  const tiers: string[] = [];
  const m = c.pungMask;
  for (let n = 1; n <= 9; n++) {
    const suits = ((m >>> (n - 1)) & 1) + ((m >>> (n + 8)) & 1) + ((m >>> (n + 17)) & 1);
    if (suits >= 2) tiers.push(BY_SIZE[suits]);
  }
  return tiersHit(tiers);
};

// ── Concealed pungs ────────────────────────────────────────────────────────────────────────────

const concealedPungs: D = (c) => {
  const n = c.concealedPungs;
  if (n < 2) return null;
  if (n >= 5) return { tier: c.hand.closed ? 'five-closed' : 'five' };
  return { tier: BY_SIZE[n] };
};

// ── Dragon run ─────────────────────────────────────────────────────────────────────────────────

/** The orders of the three suits. */
const SUIT_ORDERS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** 123, 456, 789 in one suit (pure) beats one in each of the three suits (mixed). */
const dragonRun: D = (c) => {
  // Chows of first number 1, 4 and 7 (bits 0, 3, 6 of a suit's nine), in any suits: needed for either tier.
  const m = c.chowMask;
  const any = (m | (m >>> 9) | (m >>> 18)) & 0x49;
  if (any !== 0x49) return null;
  const has = (suit: number, n: number) => ((c.chowMask >>> (suit * 9 + n - 1)) & 1) === 1;
  for (let s = 0; s < 3; s++) if (has(s, 1) && has(s, 4) && has(s, 7)) return { tier: 'pure' };
  for (const [a, b, d] of SUIT_ORDERS) if (has(a, 1) && has(b, 4) && has(d, 7)) return { tier: 'mixed' };
  return null;
};

// ── Terminals ──────────────────────────────────────────────────────────────────────────────────

/** 111 + 999 pungs / kongs of a suit: one suit or two suits. */
const terminalPungs: D = (c) => {
  let suits = 0;
  for (let s = 0; s < 3; s++) {
    const one = ((c.pungMask >>> (s * 9)) & 1) === 1;
    const nine = ((c.pungMask >>> (s * 9 + 8)) & 1) === 1;
    if (one && nine) suits++;
  }
  if (suits === 0) return null;
  return { tier: suits === 1 ? 'one-suit' : 'two-suits' };
};

/** 123 + 789 chow pairs: one pair; two pairs in one suit or in two suits. */
const terminalChows: D = (c) => {
  if (c.chows.length < 2) return null;
  // A 123 and a 789 of one suit (bits 0 and 6 of the suit's nine) are needed for any tier.
  const m = c.chowMask;
  if ((m & (m >>> 6) & 0x40201) === 0) return null;
  const pairsBySuit = [0, 0, 0];
  for (let s = 0; s < 3; s++) {
    let low = 0;
    let high = 0;
    for (const x of c.chows) {
      if (x.first === s * 9) low++;
      else if (x.first === s * 9 + 6) high++;
    }
    pairsBySuit[s] = Math.min(low, high);
  }
  const total = pairsBySuit[0] + pairsBySuit[1] + pairsBySuit[2];
  if (total === 0) return null;
  if (total === 1) return { tier: 'one-pair' };
  return { tier: pairsBySuit.some((n) => n >= 2) ? 'two-pairs-one-suit' : 'two-pairs-two-suits' };
};

/** Every set and the pair of a standard reading hold a tile matching `ok`. */
function everyGroupHolds(c: TaiwanCtx, ok: (k: TileKind) => boolean): boolean {
  if (!c.standard || c.pair < 0 || !ok(c.pair)) return false;
  for (const s of c.reading.sets) {
    if (!(ok(s.first) || (s.kind === 'chow' && (ok(s.first + 1) || ok(s.first + 2))))) return false;
  }
  return true;
}

/** Every set and the pair hold a 1, 9 or honour, and the hand has an honour (all honours included). */
const outsideHand: D = (c) => c.facts.honours && everyGroupHolds(c, isTerminalOrHonour);
/** No honour; every set 123 / 789 / 111 / 999 and the pair 11 or 99. */
const pureOutsideHand: D = (c) => !c.facts.honours && everyGroupHolds(c, isTerminal);

// ── Suits ──────────────────────────────────────────────────────────────────────────────────────

function suitCount(c: TaiwanCtx): number {
  const m = c.facts.suitMask;
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1);
}
const twoSuits: D = (c) => suitCount(c) === 2 && !c.facts.honours;
const twoSuitsNoFlowers: D = (c) => suitCount(c) === 2 && !c.facts.honours && c.hand.bonus.length === 0;
const halfFlush: D = (c) => suitCount(c) === 1 && c.facts.honours;
const fullFlush: D = (c) => suitCount(c) === 1 && !c.facts.honours;
const allTypes: D = (c) => suitCount(c) === 3 && c.facts.winds && c.facts.dragons;

/** A gem hand: only that suit and that dragon, with at least one tile of the dragon (a wind spoils it). */
function gem(suit: number, dragon: TileKind): D {
  return (c) => {
    if (c.facts.suitMask !== 1 << suit || c.hand.all[dragon] === 0) return false;
    for (let k = 27; k < 34; k++) if (k !== dragon && c.hand.all[k] > 0) return false;
    return true;
  };
}

// ── Hand shape ─────────────────────────────────────────────────────────────────────────────────

const allChows: D = (c) => c.standard && c.chows.length === 5;
/** Every set a chow, no bonus tile and no honour anywhere (the pair included). */
const allChowsNoHonours: D = (c) => c.standard && c.chows.length === 5 && !c.facts.honours && c.hand.bonus.length === 0;
const allPungs: D = (c) => c.standard && c.pungs.length === 5;

/**
 * Step Up: chows compared by their first number, any suits. Three or four consecutive numbers;
 * five; five + a pair of the number after the fifth chow's first number (any suit, or all one suit).
 */
const stepUp: D = (c) => {
  if (c.chows.length < 3) return null;
  const present = [false, false, false, false, false, false, false, false, false, false];
  for (const s of c.chows) present[numberOf(s.first)] = true;
  let bestLen = 0;
  let bestStart = 0;
  for (let n = 1; n <= 7; n++) {
    if (!present[n] || (n > 1 && present[n - 1])) continue;
    let len = 0;
    while (n + len <= 7 && present[n + len]) len++;
    if (len > bestLen) {
      bestLen = len;
      bestStart = n;
    }
  }
  if (bestLen < 3) return null;
  if (bestLen < 5) return { tier: 'three' };
  const pairNumber = bestStart + 5;
  if (c.pair >= 0 && isSuited(c.pair) && numberOf(c.pair) === pairNumber) {
    const suit = suitIndex(c.pair);
    const oneSuit = c.chows.every((s) => suitIndex(s.first) === suit);
    return { tier: oneSuit ? 'five-pair-one-suit' : 'five-pair' };
  }
  return { tier: 'five' };
};

/**
 * Four-in-N-Ways: each suited tile whose four copies are all in the hand (melds included) and not
 * declared as a kong, by the number of sets holding it, the pair counting as a set.
 */
const fourInNWays: D = (c) => {
  const fours = c.facts.suitedFours;
  if (fours === 0) return null;
  const tiers: string[] = [];
  for (let k = 0; k < 27; k++) {
    if (((fours >>> k) & 1) === 0) continue;
    if (c.reading.sets.some((s) => s.kind === 'kong' && s.first === k)) continue;
    let holders = c.pair === k ? 1 : 0;
    for (const s of c.reading.sets) if (setHolds(s, k)) holders++;
    if (holders >= 2) tiers.push(BY_SIZE[Math.min(holders, 4)]);
  }
  return tiersHit(tiers);
};

// ── Pair, wait and Ding Ding ───────────────────────────────────────────────────────────────────

const elephantEyes: D = (c) => c.standard && isElephantEye(c.pair);
/** The winning tile completed a pung in the hand (the five-pung exclusion is the item's `notWith`). */
const twoPairWait: D = (c) => c.standard && c.reading.wait === 'pair-to-pung';
/** Truly one winning tile kind. */
const oneWinningTile: D = (c) => c.standard && c.facts.winningKinds === 1;
/** Several winning kinds, but the winning tile was an edge, closed or pair wait in this reading. */
const oneTileWaitShape: D = (c) =>
  c.standard &&
  c.facts.winningKinds > 1 &&
  (c.reading.wait === 'edge' || c.reading.wait === 'closed' || c.reading.wait === 'single');
const dingDing: D = (c) => c.hand.flags.has('ding-ding');

// ── The winning moment ─────────────────────────────────────────────────────────────────────────

const base: D = () => true;
const dealer: D = (c) => c.facts.dealerInvolved;
const selfDrawn: D = (c) => c.hand.selfDrawn;
const fullyClosed: D = (c) => c.hand.closed;
const closedSelfDrawn: D = (c) => c.hand.closed && c.hand.selfDrawn;
const allExposedDiscard: D = (c) => c.facts.allExposed && !c.hand.selfDrawn;
const allExposedSelfDrawn: D = (c) => c.facts.allExposed && c.hand.selfDrawn;
const flowerReplacement: D = (c) => c.hand.flags.has('flower-replacement');
const lastTile: D = (c) => c.hand.flags.has('last-tile');
/** The tiers are named by their flags: only the highest given scores. */
const earlyWin: D = (c) => {
  const def = c.facts.defs.get('early-win');
  if (!def || def.value.kind !== 'tiers') return null;
  const tiers = def.value.tiers;
  for (let i = tiers.length - 1; i >= 0; i--) if (c.hand.flags.has(tiers[i].id)) return { tier: tiers[i].id };
  return null;
};

// ── Dealer streak ──────────────────────────────────────────────────────────────────────────────

/**
 * The die's tier, whenever the dealer wins or discarded the winning tile. The item's tiers are built
 * from the ruleset's dealer-streak table (`die-<face>`), so the row of the die names the tier.
 */
const dealerStreak: D = (c) => {
  if (!c.facts.dealerInvolved || c.hand.dealerStreak <= 0) return null;
  const row = c.facts.rs.dealerStreak.find((r) => r.die === c.hand.dealerStreak);
  return row ? { tier: `die-${row.die}` } : null;
};

// ── Special hands ──────────────────────────────────────────────────────────────────────────────

/** Kinds held four times in a Niko Niko (a four appears twice among the pairs). */
function nikoFours(c: TaiwanCtx): number {
  const p = c.reading.pairs;
  let n = 0;
  for (let i = 1; i < p.length; i++) if (p[i] === p[i - 1]) n++;
  return n;
}
const nikoNiko: D = (c) => {
  if (c.reading.shape !== 'niko-niko') return null;
  const fours = nikoFours(c);
  return { tier: fours === 0 ? 'plain' : fours === 1 ? 'one-four' : 'two-fours' };
};
/** Three consecutive pairs in one suit (a four counts as pairs of its number): once. */
const nikoConsecutivePairs: D = (c) => {
  if (c.reading.shape !== 'niko-niko') return false;
  const has = (k: TileKind) => c.reading.pairs.includes(k);
  for (const k of c.reading.pairs) {
    if (isSuited(k) && numberOf(k) <= 7 && has(k + 1) && has(k + 2)) return true;
  }
  return false;
};
const nikoElephantEyes: D = (c) => c.reading.shape === 'niko-niko' && c.reading.pairs.some(isElephantEye);
const thirteenOrphans: D = (c) => c.reading.shape === 'thirteen-orphans-17';
const sixteenOrphans: D = (c) => c.reading.shape === 'sixteen-orphans';

/** The numbers held in each suit. */
function suitNumbers(c: TaiwanCtx): number[][] {
  const out: number[][] = [[], [], []];
  for (let k = 0; k < 27; k++) if (c.hand.concealed[k] > 0) out[suitIndex(k)].push(numberOf(k));
  return out;
}
const sixteenTerminals: D = (c) =>
  c.reading.shape === 'sixteen-orphans' && suitNumbers(c).every((ns) => ns.includes(1) && ns.includes(9));
const sixteenSamePattern: D = (c) => {
  if (c.reading.shape !== 'sixteen-orphans') return false;
  const [m, p, s] = suitNumbers(c).map((ns) => ns.join(','));
  return m === p && p === s;
};
const sixteenElephantEyes: D = (c) =>
  c.reading.shape === 'sixteen-orphans' && c.reading.pair !== null && isElephantEye(c.reading.pair);

/**
 * Chicken Hand: a standard reading in which no item of a blocking section scored (the engine runs it
 * after the others, with `found` filled in; the sections are data: `ruleset.chicken`).
 */
const chickenHand: D = (c) => {
  if (!c.standard || c.found === null) return false;
  const rule = c.facts.rs.chicken;
  return !c.found.some(
    (f) => rule.blockingCategories.includes(f.def.category) && !rule.notBlocking.includes(f.id),
  );
};

/** Every item id of the ruleset's catalogue. */
export type TaiwanClubItemId = ItemIdOf<[typeof tileItems, typeof setItems, typeof winItems]>;

/**
 * One detector per item: `satisfies` makes an item without a detector, or a detector without an
 * item, a compile error.
 */
const byItem = {
  flower: gated(F.bonus, flower),
  'own-flower': gated(F.bonus, ownFlower),
  'no-flowers': noFlowers,
  'wind-pung': gated(F.winds, windPung),
  'seat-wind-pung': gated(F.winds, seatWindPung),
  'round-wind-pung': gated(F.winds, roundWindPung),
  'three-four-winds': gated(F.winds | F.twoPungs, threeFourWinds),
  'dragon-pung': gated(F.dragons, dragonPung),
  'small-dragons': gated(F.dragons | F.twoPungs, smallDragons),
  'big-dragons': gated(F.dragons | F.twoPungs, bigDragons),
  'all-honours': allHonours,
  'no-honours': noHonours,
  'no-flowers-no-honours': noFlowersNoHonours,
  'all-simples': gated(F.allSimples, allSimples),
  'exposed-kong': gated(F.melds, exposedKong),
  'concealed-kong': gated(F.melds, concealedKong),
  'robbing-kong': gated(F.flags, robbingKong),
  'kong-replacement': gated(F.flags, kongReplacement),
  'consecutive-pungs': gated(F.twoPungs, consecutivePungs),
  'brother-sheungs': gated(F.twoChows, brotherSheungs),
  'sister-sheungs': gated(F.twoChows, sisterSheungs),
  'sister-pongs': gated(F.twoPungs, sisterPongs),
  'concealed-pungs': gated(F.twoPungs, concealedPungs),
  'dragon-run': gated(F.threeChows, dragonRun),
  'terminal-pungs': gated(F.twoPungs, terminalPungs),
  'terminal-chows': gated(F.twoChows, terminalChows),
  'outside-hand': gated(F.standard, outsideHand),
  'pure-outside-hand': gated(F.standard, pureOutsideHand),
  'two-suits': twoSuits,
  'two-suits-no-flowers': twoSuitsNoFlowers,
  'half-flush': halfFlush,
  'full-flush': fullFlush,
  'all-types': gated(F.winds | F.dragons, allTypes),
  jade: gated(F.dragons, gem(2, GREEN)),
  ruby: gated(F.dragons, gem(0, RED)),
  diamond: gated(F.dragons, gem(1, WHITE)),
  sapphire: gated(F.dragons, gem(0, WHITE)),
  'all-chows': gated(F.standard | F.threeChows, allChows),
  'all-chows-no-honours': gated(F.standard | F.threeChows, allChowsNoHonours),
  'all-pungs': gated(F.standard | F.twoPungs, allPungs),
  'step-up': gated(F.threeChows, stepUp),
  'four-in-n-ways': gated(F.fours, fourInNWays),
  'elephant-eyes': gated(F.standard, elephantEyes),
  'two-pair-wait': gated(F.standard, twoPairWait),
  'one-winning-tile': gated(F.standard, oneWinningTile),
  'one-tile-wait-shape': gated(F.standard, oneTileWaitShape),
  'ding-ding': gated(F.flags, dingDing),
  base,
  dealer: gated(F.dealer, dealer),
  'self-drawn': gated(F.selfDrawn, selfDrawn),
  'fully-closed': gated(F.closed, fullyClosed),
  'closed-self-drawn': gated(F.closed | F.selfDrawn, closedSelfDrawn),
  'all-exposed-discard': gated(F.allExposed, allExposedDiscard),
  'all-exposed-self-drawn': gated(F.allExposed | F.selfDrawn, allExposedSelfDrawn),
  'flower-replacement': gated(F.flags, flowerReplacement),
  'last-tile': gated(F.flags, lastTile),
  'early-win': gated(F.flags, earlyWin),
  'dealer-streak': gated(F.dealer, dealerStreak),
  'niko-niko': gated(F.nikoNiko, nikoNiko),
  'niko-niko-consecutive-pairs': gated(F.nikoNiko, nikoConsecutivePairs),
  'niko-niko-elephant-eyes': gated(F.nikoNiko, nikoElephantEyes),
  'thirteen-orphans': gated(F.thirteenOrphans, thirteenOrphans),
  'sixteen-orphans': gated(F.sixteenOrphans, sixteenOrphans),
  'sixteen-orphans-terminals': gated(F.sixteenOrphans, sixteenTerminals),
  'sixteen-orphans-same-pattern': gated(F.sixteenOrphans, sixteenSamePattern),
  'sixteen-orphans-elephant-eyes': gated(F.sixteenOrphans, sixteenElephantEyes),
  'chicken-hand': gated(F.standard, chickenHand),
} satisfies Record<TaiwanClubItemId, Detector<TaiwanCtx>>;

export const detectors: Detectors<TaiwanCtx> = byItem;
