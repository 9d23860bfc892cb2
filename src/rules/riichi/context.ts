/**
 * The facts riichi detectors and the fu count read: hand-level facts (tiles, flags, dora) computed
 * once per hand, and reading-level facts (sets, pair, wait) filled into the same object per reading.
 * No scoring value lives here: only shapes and counts.
 */
import type { SettingValue } from '../../core/api.ts';
import {
  isDragon,
  isTerminalOrHonour,
  nextKind,
  windKind,
  type TileKind,
} from '../../core/tiles.ts';
import type { NormalizedHand } from '../../core/validate.ts';
import type { Reading, ShapeId, WaitKind } from '../../core/waits.ts';
import type { FixedFuHand } from './types.ts';

/** Tiles of a green-only hand (ryuuiisou): 2, 3, 4, 6, 8 bamboo and the green dragon. */
const GREEN = new Uint8Array(34);
for (const k of [19, 20, 21, 23, 25, 32]) GREEN[k] = 1;


/**
 * Facts of a hand and reading as bits of `RiichiCtx.facts`, for detector gates (`gated` in
 * detectors.ts): a detector names the facts its item cannot hold without, and the engine skips it
 * when one is missing. Each bit is a plain reading of the context fields named beside it.
 */
export const FACT = {
  // ---- hand-level
  /** `closed` */
  closed: 1 << 0,
  /** `selfDrawn` */
  selfDrawn: 1 << 1,
  /** The flags, one bit each (`flag`). */
  riichi: 1 << 2,
  doubleRiichi: 1 << 3,
  ippatsu: 1 << 4,
  lastTile: 1 << 5,
  kongReplacement: 1 << 6,
  robbingKong: 1 << 7,
  heavenly: 1 << 8,
  earthly: 1 << 9,
  human: 1 << 10,
  /** Tiles of one suit only, honours aside (`suits` has one bit). */
  oneSuit: 1 << 11,
  /** `simples === 0` */
  noSimples: 1 << 12,
  /** `honours === 0 && terminals === 0` */
  allSimples: 1 << 13,
  /** `green` */
  green: 1 << 14,
  /** Three kongs or more (`hand.kongs >= 3`). */
  threeKongs: 1 << 15,
  /** `dora > 0` */
  dora: 1 << 16,
  /** `riichi && ura > 0` */
  ura: 1 << 17,
  /** `hand.redFives > 0` */
  redFive: 1 << 18,
  // ---- reading-level
  /** `shape === 'standard'` */
  standard: 1 << 19,
  /** `shape === 'seven-pairs'` */
  sevenPairs: 1 << 20,
  /** `shape === 'thirteen-orphans'` */
  thirteenOrphans: 1 << 21,
  /** `pungs >= 3` (kongs included) */
  threePungs: 1 << 22,
  /** `dragonPungs > 0` */
  dragonPung: 1 << 23,
  /** `windPungs > 0` */
  windPung: 1 << 24,
  /** `chows >= 3` */
  threeChows: 1 << 25,
  /** `peikou > 0` */
  peikou: 1 << 26,
  /** `chows > 0` */
  chows: 1 << 27,
  /** `groupsTerminalOrHonour` */
  terminalGroups: 1 << 28,
  /** `pinfuShape` */
  pinfuShape: 1 << 29,
} as const;

export interface RiichiCtx {
  // ---- hand-level (set once per hand)
  hand: NormalizedHand;
  settings: Readonly<Record<string, SettingValue>>;
  /** No exposed meld (a concealed kong keeps the hand closed). */
  closed: boolean;
  selfDrawn: boolean;
  seat: TileKind;
  round: TileKind;
  /** Bit mask of the suits held: m = 1, p = 2, s = 4. */
  suits: number;
  honours: number;
  terminals: number;
  /** Suited 2–8 tiles held (melds included). */
  simples: number;
  /** Every tile is green (2 3 4 6 8 s, 6z). */
  green: boolean;
  /** Tiles that are dora by the indicators (each indicator counted). */
  dora: number;
  /** Ura dora by the ura indicators (whatever the flags say; the detector asks for riichi). */
  ura: number;
  riichi: boolean;
  /** The situational flags, read once (Set lookups are not free on the hot path). */
  flag: {
    riichi: boolean;
    doubleRiichi: boolean;
    ippatsu: boolean;
    kongReplacement: boolean;
    robbingKong: boolean;
    lastTile: boolean;
    heavenly: boolean;
    earthly: boolean;
    human: boolean;
  };
  /** The hand-level bits of `FACT`. */
  handFacts: number;

  // ---- reading-level (set per reading)
  /** Every bit of `FACT` that holds for this hand and reading. */
  facts: number;
  reading: Reading;
  shape: ShapeId;
  standard: boolean;
  wait: WaitKind;
  /** The pair of a standard / thirteen orphans reading, or -1. */
  pair: TileKind;
  chows: number;
  /** Pungs and kongs. */
  pungs: number;
  /** Pungs and kongs held concealed (a pung completed by a discard is not). */
  concealedPungs: number;
  dragonPungs: number;
  windPungs: number;
  seatPung: boolean;
  roundPung: boolean;
  /** Per suit (0 m, 1 p, 2 s) a bit mask of chow first numbers (bit n-1) and of pung numbers. */
  chowBits: [number, number, number];
  pungBits: [number, number, number];
  /** Pairs of identical chows (four identical chows are two). */
  peikou: number;
  /** Every set and the pair hold a terminal or honour / a terminal. */
  groupsTerminalOrHonour: boolean;
  groupsTerminal: boolean;
  /** The pair is a dragon, the seat wind or the round wind. */
  pairValued: boolean;
  /** Standard reading, four chows, a valueless pair and a two-sided wait (closed or not). */
  pinfuShape: boolean;
}

/** A context with every field at its empty value (filled by `handContext` / `readContext`). */
export function emptyContext(): RiichiCtx {
  return {
    hand: null as unknown as NormalizedHand,
    settings: {},
    closed: true,
    selfDrawn: false,
    seat: 27,
    round: 27,
    suits: 0,
    honours: 0,
    terminals: 0,
    simples: 0,
    green: false,
    dora: 0,
    ura: 0,
    riichi: false,
    flag: {
      riichi: false,
      doubleRiichi: false,
      ippatsu: false,
      kongReplacement: false,
      robbingKong: false,
      lastTile: false,
      heavenly: false,
      earthly: false,
      human: false,
    },
    handFacts: 0,
    facts: 0,
    reading: null as unknown as Reading,
    shape: 'standard',
    standard: false,
    wait: 'single',
    pair: -1,
    chows: 0,
    pungs: 0,
    concealedPungs: 0,
    dragonPungs: 0,
    windPungs: 0,
    seatPung: false,
    roundPung: false,
    chowBits: [0, 0, 0],
    pungBits: [0, 0, 0],
    peikou: 0,
    groupsTerminalOrHonour: false,
    groupsTerminal: false,
    pairValued: false,
    pinfuShape: false,
  };
}

/** Marks one given flag in the context's `flag` record. */
function setFlag(flag: RiichiCtx['flag'], f: string): void {
  switch (f) {
    case 'riichi': flag.riichi = true; break;
    case 'double-riichi': flag.doubleRiichi = true; break;
    case 'ippatsu': flag.ippatsu = true; break;
    case 'kong-replacement': flag.kongReplacement = true; break;
    case 'robbing-kong': flag.robbingKong = true; break;
    case 'last-tile': flag.lastTile = true; break;
    case 'heavenly': flag.heavenly = true; break;
    case 'earthly': flag.earthly = true; break;
    case 'human': flag.human = true; break;
  }
}

/**
 * The hand-level facts of a validated hand, written into `ctx` (a fresh context by default; the
 * engine reuses one per call to keep the hot path free of allocations).
 */
export function handContext(
  hand: NormalizedHand,
  settings: Readonly<Record<string, SettingValue>>,
  ctx: RiichiCtx = emptyContext(),
): RiichiCtx {
  const all = hand.all;
  let suits = 0;
  let terminals = 0;
  let simples = 0;
  // Per suit: its terminals (1 and 9) and its simples (2–8); a suit is held when either is.
  for (let s = 0, base = 0; s < 3; s++, base += 9) {
    const t = all[base] + all[base + 8];
    const m = all[base + 1] + all[base + 2] + all[base + 3] + all[base + 4] + all[base + 5] + all[base + 6] + all[base + 7];
    if (t + m > 0) suits |= 1 << s;
    terminals += t;
    simples += m;
  }
  const honours = all[27] + all[28] + all[29] + all[30] + all[31] + all[32] + all[33];
  // All green needs bamboo alone among the suits: only then is it worth a look at each kind.
  let green = (suits & 3) === 0;
  for (let k = 0; k < 34 && green; k++) if (all[k] !== 0 && GREEN[k] === 0) green = false;
  let dora = 0;
  const ind = hand.doraIndicators;
  for (let i = 0; i < ind.length; i++) dora += all[nextKind(ind[i].kind)];
  let ura = 0;
  const uraInd = hand.uraDoraIndicators;
  for (let i = 0; i < uraInd.length; i++) ura += all[nextKind(uraInd[i].kind)];
  const flag = ctx.flag;
  flag.riichi = flag.doubleRiichi = flag.ippatsu = flag.kongReplacement = flag.robbingKong = false;
  flag.lastTile = flag.heavenly = flag.earthly = flag.human = false;
  const flags = hand.flagList;
  for (let i = 0; i < flags.length; i++) setFlag(flag, flags[i]);
  ctx.hand = hand;
  ctx.settings = settings;
  ctx.closed = hand.closed;
  ctx.selfDrawn = hand.selfDrawn;
  ctx.seat = windKind(hand.seatWind);
  ctx.round = windKind(hand.roundWind);
  ctx.suits = suits;
  ctx.honours = honours;
  ctx.terminals = terminals;
  ctx.simples = simples;
  ctx.green = green;
  ctx.dora = dora;
  ctx.ura = ura;
  ctx.riichi = flag.riichi || flag.doubleRiichi;
  let facts = 0;
  if (ctx.closed) facts |= FACT.closed;
  if (ctx.selfDrawn) facts |= FACT.selfDrawn;
  if (flags.length > 0) {
    if (flag.riichi) facts |= FACT.riichi;
    if (flag.doubleRiichi) facts |= FACT.doubleRiichi;
    if (flag.ippatsu) facts |= FACT.ippatsu;
    if (flag.lastTile) facts |= FACT.lastTile;
    if (flag.kongReplacement) facts |= FACT.kongReplacement;
    if (flag.robbingKong) facts |= FACT.robbingKong;
    if (flag.heavenly) facts |= FACT.heavenly;
    if (flag.earthly) facts |= FACT.earthly;
    if (flag.human) facts |= FACT.human;
  }
  if (suits === 1 || suits === 2 || suits === 4) facts |= FACT.oneSuit;
  if (simples === 0) facts |= FACT.noSimples;
  if (honours === 0 && terminals === 0) facts |= FACT.allSimples;
  if (green) facts |= FACT.green;
  if (hand.kongs >= 3) facts |= FACT.threeKongs;
  if (dora > 0) facts |= FACT.dora;
  if (ctx.riichi && ura > 0) facts |= FACT.ura;
  if (hand.redFives > 0) facts |= FACT.redFive;
  ctx.handFacts = facts;
  return ctx;
}

const chowFirsts: number[] = [0, 0, 0, 0];

/** Fill the reading-level facts of `ctx` for `r` (the same object is reused for every reading of a hand). */
export function readContext(ctx: RiichiCtx, r: Reading): RiichiCtx {
  const shape = r.shape;
  const standard = shape === 'standard';
  const pair = r.pair ?? -1;
  const seat = ctx.seat;
  const round = ctx.round;
  ctx.reading = r;
  ctx.shape = shape;
  ctx.standard = standard;
  ctx.wait = r.wait;
  ctx.pair = pair;
  let chows = 0;
  let pungs = 0;
  let concealedPungs = 0;
  let dragonPungs = 0;
  let windPungs = 0;
  let seatPung = false;
  let roundPung = false;
  // Chow first numbers and pung numbers per suit (m, p, s) as bit masks.
  const chowBits = ctx.chowBits;
  const pungBits = ctx.pungBits;
  chowBits[0] = chowBits[1] = chowBits[2] = 0;
  pungBits[0] = pungBits[1] = pungBits[2] = 0;
  // Every group has a terminal or honour (th) / a terminal (te): the pair first.
  let th = standard && pair >= 0 && isTerminalOrHonour(pair);
  let te = th && pair < 27;
  const sets = r.sets;
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i];
    const f = s.first;
    // A suited set's number (0–8) and suit.
    const n = f % 9;
    const suit = f < 9 ? 0 : f < 18 ? 1 : 2;
    if (s.kind === 'chow') {
      chowFirsts[chows++] = f;
      chowBits[suit] |= 1 << n;
      if (n !== 0 && n !== 6) th = te = false;
    } else {
      pungs++;
      if (s.concealed) concealedPungs++;
      if (f < 27) {
        pungBits[suit] |= 1 << n;
        if (n !== 0 && n !== 8) th = te = false;
      } else {
        te = false;
        if (isDragon(f)) dragonPungs++;
        else windPungs++;
        if (f === seat) seatPung = true;
        if (f === round) roundPung = true;
      }
    }
  }
  let peikou = 0;
  if (chows >= 2) {
    // Sort the (at most four) chow firsts, then count adjacent equal pairs.
    for (let i = 1; i < chows; i++) {
      const v = chowFirsts[i];
      let j = i - 1;
      while (j >= 0 && chowFirsts[j] > v) {
        chowFirsts[j + 1] = chowFirsts[j];
        j--;
      }
      chowFirsts[j + 1] = v;
    }
    for (let i = 0; i + 1 < chows; ) {
      if (chowFirsts[i] === chowFirsts[i + 1]) {
        peikou++;
        i += 2;
      } else i++;
    }
  }
  const pairValued = pair >= 0 && (isDragon(pair) || pair === seat || pair === round);
  const pinfuShape = standard && chows === 4 && !pairValued && r.wait === 'two-sided';
  ctx.chows = chows;
  ctx.pungs = pungs;
  ctx.concealedPungs = concealedPungs;
  ctx.dragonPungs = dragonPungs;
  ctx.windPungs = windPungs;
  ctx.seatPung = seatPung;
  ctx.roundPung = roundPung;
  ctx.peikou = peikou;
  ctx.groupsTerminalOrHonour = th;
  ctx.groupsTerminal = te && th;
  ctx.pairValued = pairValued;
  ctx.pinfuShape = pinfuShape;
  let facts = ctx.handFacts;
  if (standard) facts |= FACT.standard;
  else if (shape === 'seven-pairs') facts |= FACT.sevenPairs;
  else if (shape === 'thirteen-orphans') facts |= FACT.thirteenOrphans;
  if (pungs >= 3) facts |= FACT.threePungs;
  if (dragonPungs > 0) facts |= FACT.dragonPung;
  if (windPungs > 0) facts |= FACT.windPung;
  if (chows >= 3) facts |= FACT.threeChows;
  if (peikou > 0) facts |= FACT.peikou;
  if (chows > 0) facts |= FACT.chows;
  if (th) facts |= FACT.terminalGroups;
  if (pinfuShape) facts |= FACT.pinfuShape;
  ctx.facts = facts;
  return ctx;
}

/** Which reading a fixed-fu hand of the fu data is (the hand's other conditions are in its data). */
export const fixedFuShape: Readonly<Record<FixedFuHand['id'], (ctx: RiichiCtx) => boolean>> = {
  chiitoitsu: (ctx) => ctx.shape === 'seven-pairs',
  'pinfu-tsumo': (ctx) => ctx.pinfuShape,
  'open-pinfu-ron': (ctx) => ctx.pinfuShape,
};

