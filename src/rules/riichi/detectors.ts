/**
 * One detector per riichi item id: whether the item holds for one reading (and how many times).
 * Values, closed / open amounts and relations come from the item definitions, never from here.
 * A detector's gate names facts (`FACT`) its item cannot hold without: most hands then cost no call
 * for most items. tests/engine/riichi-gates.test.ts checks that no gate ever hides a hit.
 */
import { counted, gated as gatedBy, type Detector, type Detectors, type DetectorResult } from '../../core/detect.ts';
import { isDragon, isWind } from '../../core/tiles.ts';
import { FACT, type RiichiCtx } from './context.ts';
import type { bonusItems } from './bonus.ts';
import type { highYaku, threeHanYaku, twoHanYaku } from './yaku.ts';
import type { oneHanYaku } from './yaku-one.ts';
import type { renhouItem, yakumanItems } from './yakuman.ts';
import type { ItemIdOf } from '../../core/ruleset.ts';

/** A detector that needs these facts of `FACT` (the engine skips it, without a call, when one is missing). */
const gated = (needs: number, detector: (c: RiichiCtx) => DetectorResult) => gatedBy<RiichiCtx>(needs, detector);
const F = FACT;

/** One suit only (bit mask with a single bit). */
const oneSuit = (c: RiichiCtx): boolean => c.suits === 1 || c.suits === 2 || c.suits === 4;

/** Closed 1112345678999 of one suit plus one more tile of it (no declared meld). */
function chuuren(c: RiichiCtx): boolean {
  if (c.hand.melds.length > 0 || c.honours > 0 || !oneSuit(c)) return false;
  const base = c.suits === 1 ? 0 : c.suits === 2 ? 9 : 18;
  const h = c.hand.concealed;
  if (h[base] < 3 || h[base + 8] < 3) return false;
  for (let i = 1; i < 8; i++) if (h[base + i] < 1) return false;
  return true;
}

/** Chuuren whose tiles before the winning tile were exactly 1112345678999 (a nine-sided wait). */
function chuuren9(c: RiichiCtx): boolean {
  if (!chuuren(c)) return false;
  const base = c.suits === 1 ? 0 : c.suits === 2 ? 9 : 18;
  const h = c.hand.concealed;
  const w = c.hand.winTile;
  for (let i = 0; i < 9; i++) {
    const n = h[base + i] - (base + i === w ? 1 : 0);
    if (n !== (i === 0 || i === 8 ? 3 : 1)) return false;
  }
  return true;
}

const suuankou = (c: RiichiCtx): boolean => c.standard && c.concealedPungs === 4;

/** Same number in all three suits: a bit common to the three masks. */
const sanshoku = (bits: [number, number, number]): boolean => (bits[0] & bits[1] & bits[2]) !== 0;

/** 123, 456, 789 in one suit: chow firsts 1, 4, 7 = bits 0, 3, 6. */
const ITTSU = (1 << 0) | (1 << 3) | (1 << 6);

/** Every item id of the ruleset's catalogue. */
export type RiichiItemId = ItemIdOf<[typeof yakumanItems, typeof renhouItem, typeof highYaku, typeof threeHanYaku, typeof twoHanYaku, typeof oneHanYaku, typeof bonusItems]>;

/**
 * One detector per item: `satisfies` makes an item without a detector, or a detector without an
 * item, a compile error.
 */
const byItem = {
  // ---- yakuman
  'kokushi-musou': gated(F.thirteenOrphans, (c) => c.shape === 'thirteen-orphans'),
  'kokushi-13-wait': gated(F.thirteenOrphans, (c) => c.shape === 'thirteen-orphans' && c.wait === 'thirteen-sided'),
  suuankou: gated(F.standard | F.threePungs, suuankou),
  'suuankou-tanki': gated(F.standard | F.threePungs, (c) => suuankou(c) && c.wait === 'single'),
  daisangen: gated(F.standard | F.threePungs | F.dragonPung, (c) => c.standard && c.dragonPungs === 3),
  daisuushii: gated(F.standard | F.threePungs | F.windPung, (c) => c.standard && c.windPungs === 4),
  shousuushii: gated(F.standard | F.threePungs | F.windPung, (c) => c.standard && c.windPungs === 3 && c.pair >= 0 && isWind(c.pair)),
  tsuuiisou: gated(F.noSimples, (c) => c.suits === 0),
  chinroutou: gated(F.noSimples, (c) => c.honours === 0 && c.simples === 0),
  ryuuiisou: gated(F.green, (c) => c.green),
  'chuuren-poutou': gated(F.closed | F.oneSuit, chuuren),
  'chuuren-9-wait': gated(F.closed | F.oneSuit, chuuren9),
  suukantsu: gated(F.threeKongs, (c) => c.hand.kongs === 4),
  tenhou: gated(F.heavenly, (c) => c.flag.heavenly),
  chiihou: gated(F.earthly, (c) => c.flag.earthly),
  renhou: gated(F.human, (c) => c.flag.human),

  // ---- 6 / 5 han
  chinitsu: gated(F.oneSuit, (c) => c.honours === 0 && oneSuit(c)),

  // ---- 3 han
  ryanpeikou: gated(F.standard | F.closed | F.peikou, (c) => c.standard && c.closed && c.peikou >= 2),
  junchan: gated(F.standard | F.terminalGroups | F.chows, (c) => c.standard && c.groupsTerminal && c.chows > 0),
  honitsu: gated(F.oneSuit, (c) => c.honours > 0 && oneSuit(c)),

  // ---- 2 han
  'double-riichi': gated(F.doubleRiichi, (c) => c.flag.doubleRiichi),
  'sanshoku-doukou': gated(F.standard | F.threePungs, (c) => c.standard && sanshoku(c.pungBits)),
  sanankou: gated(F.standard | F.threePungs, (c) => c.standard && c.concealedPungs >= 3),
  sankantsu: gated(F.threeKongs, (c) => c.hand.kongs >= 3),
  toitoi: gated(F.standard | F.threePungs, (c) => c.standard && c.pungs === 4),
  chiitoitsu: gated(F.sevenPairs, (c) => c.shape === 'seven-pairs'),
  honroutou: gated(F.noSimples, (c) => c.simples === 0 && c.shape !== 'thirteen-orphans'),
  shousangen: gated(F.standard | F.dragonPung, (c) => c.standard && c.dragonPungs === 2 && c.pair >= 0 && isDragon(c.pair)),
  'sanshoku-doujun': gated(F.standard | F.threeChows, (c) => c.standard && sanshoku(c.chowBits)),
  ittsu: gated(F.standard | F.threeChows, (c) => c.standard && ((c.chowBits[0] & ITTSU) === ITTSU || (c.chowBits[1] & ITTSU) === ITTSU || (c.chowBits[2] & ITTSU) === ITTSU)),
  chanta: gated(F.standard | F.terminalGroups | F.chows, (c) => c.standard && c.groupsTerminalOrHonour && c.chows > 0),

  // ---- 1 han
  riichi: gated(F.riichi, (c) => c.flag.riichi),
  ippatsu: gated(F.ippatsu, (c) => c.flag.ippatsu),
  'menzen-tsumo': gated(F.closed | F.selfDrawn, (c) => c.closed && c.selfDrawn),
  pinfu: gated(F.closed | F.pinfuShape, (c) => c.closed && c.pinfuShape),
  tanyao: gated(F.allSimples, (c) => c.honours === 0 && c.terminals === 0),
  'yakuhai-dragon': gated(F.dragonPung, (c) => counted(c.dragonPungs)),
  'yakuhai-seat-wind': gated(F.windPung, (c) => c.seatPung),
  'yakuhai-round-wind': gated(F.windPung, (c) => c.roundPung),
  iipeikou: gated(F.standard | F.closed | F.peikou, (c) => c.standard && c.closed && c.peikou >= 1),
  haitei: gated(F.selfDrawn | F.lastTile, (c) => c.selfDrawn && c.flag.lastTile),
  houtei: gated(F.lastTile, (c) => !c.selfDrawn && c.flag.lastTile),
  'rinshan-kaihou': gated(F.kongReplacement, (c) => c.flag.kongReplacement),
  chankan: gated(F.robbingKong, (c) => c.flag.robbingKong),

  // ---- bonus (never a yaku)
  dora: gated(F.dora, (c) => counted(c.dora)),
  'ura-dora': gated(F.ura, (c) => (c.riichi ? counted(c.ura) : false)),
  'aka-dora': gated(F.redFive, (c) => counted(c.hand.redFives)),
} satisfies Record<RiichiItemId, Detector<RiichiCtx>>;

export const detectors: Detectors<RiichiCtx> = byItem;
