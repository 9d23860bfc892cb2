/**
 * One detector per riichi item id: whether the item holds for one reading (and how many times).
 * Values, closed / open amounts and relations come from the item definitions, never from here.
 */
import type { Detectors, DetectorResult, Hit } from '../../engine/evaluate.ts';
import { isDragon, isWind } from '../../engine/tiles.ts';
import type { RiichiCtx } from './context.ts';

/** Shared hits for small counts (a hit is only read), so a count costs no object. */
const COUNT_HITS: readonly Hit[] = Array.from({ length: 16 }, (_, n) => Object.freeze({ count: n }));
const counted = (n: number): DetectorResult => (n > 0 ? (n < COUNT_HITS.length ? COUNT_HITS[n] : { count: n }) : false);

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

export const detectors: Detectors<RiichiCtx> = {
  // ---- yakuman
  'kokushi-musou': (c) => c.shape === 'thirteen-orphans',
  'kokushi-13-wait': (c) => c.shape === 'thirteen-orphans' && c.wait === 'thirteen-sided',
  suuankou,
  'suuankou-tanki': (c) => suuankou(c) && c.wait === 'single',
  daisangen: (c) => c.standard && c.dragonPungs === 3,
  daisuushii: (c) => c.standard && c.windPungs === 4,
  shousuushii: (c) => c.standard && c.windPungs === 3 && c.pair >= 0 && isWind(c.pair),
  tsuuiisou: (c) => c.suits === 0,
  chinroutou: (c) => c.honours === 0 && c.simples === 0,
  ryuuiisou: (c) => c.green,
  'chuuren-poutou': chuuren,
  'chuuren-9-wait': chuuren9,
  suukantsu: (c) => c.hand.kongs === 4,
  tenhou: (c) => c.flag.heavenly,
  chiihou: (c) => c.flag.earthly,
  renhou: (c) => c.flag.human,

  // ---- 6 / 5 han
  chinitsu: (c) => c.honours === 0 && oneSuit(c),

  // ---- 3 han
  ryanpeikou: (c) => c.standard && c.closed && c.peikou >= 2,
  junchan: (c) => c.standard && c.groupsTerminal && c.chows > 0,
  honitsu: (c) => c.honours > 0 && oneSuit(c),

  // ---- 2 han
  'double-riichi': (c) => c.flag.doubleRiichi,
  'sanshoku-doukou': (c) => c.standard && sanshoku(c.pungBits),
  sanankou: (c) => c.standard && c.concealedPungs >= 3,
  sankantsu: (c) => c.hand.kongs >= 3,
  toitoi: (c) => c.standard && c.pungs === 4,
  chiitoitsu: (c) => c.shape === 'seven-pairs',
  honroutou: (c) => c.simples === 0 && c.shape !== 'thirteen-orphans',
  shousangen: (c) => c.standard && c.dragonPungs === 2 && c.pair >= 0 && isDragon(c.pair),
  'sanshoku-doujun': (c) => c.standard && sanshoku(c.chowBits),
  ittsu: (c) => c.standard && ((c.chowBits[0] & ITTSU) === ITTSU || (c.chowBits[1] & ITTSU) === ITTSU || (c.chowBits[2] & ITTSU) === ITTSU),
  chanta: (c) => c.standard && c.groupsTerminalOrHonour && c.chows > 0,

  // ---- 1 han
  riichi: (c) => c.flag.riichi,
  ippatsu: (c) => c.flag.ippatsu,
  'menzen-tsumo': (c) => c.closed && c.selfDrawn,
  pinfu: (c) => c.closed && c.pinfuShape,
  tanyao: (c) => c.honours === 0 && c.terminals === 0,
  'yakuhai-dragon': (c) => counted(c.dragonPungs),
  'yakuhai-seat-wind': (c) => c.seatPung,
  'yakuhai-round-wind': (c) => c.roundPung,
  iipeikou: (c) => c.standard && c.closed && c.peikou >= 1,
  haitei: (c) => c.selfDrawn && c.flag.lastTile,
  houtei: (c) => !c.selfDrawn && c.flag.lastTile,
  'rinshan-kaihou': (c) => c.flag.kongReplacement,
  chankan: (c) => c.flag.robbingKong,

  // ---- bonus (never a yaku)
  dora: (c) => counted(c.dora),
  'ura-dora': (c) => (c.riichi ? counted(c.ura) : false),
  'aka-dora': (c) => counted(c.hand.redFives),
};
