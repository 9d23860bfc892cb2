/**
 * Riichi payments, as pure functions over the ruleset's data (`src/rules/riichi/scoring.ts`):
 * base points with limit tiers, the ron / tsumo split with rounding, counters and sticks, and the
 * tables the reference page shows (fu rules, limit tiers, han × fu payments).
 *
 * No rule value is written here: base fu, multipliers, tier thresholds, rounding and the table axes
 * all come from the data passed in.
 */
import type { FuAmount, LimitTier, RiichiRuleset } from '../../rules/riichi/types.ts';
import type { ItemDef, LimitTierId } from '../../core/ruleset.ts';
import type { SettingValue, Payment, WinKind } from '../../core/api.ts';

/** The parts of the ruleset these functions read. */
export type RiichiScoringData = Pick<RiichiRuleset, 'fu' | 'limits' | 'payments' | 'tableAxes' | 'items'>;
export type Settings = Record<string, SettingValue>;

export interface BasePoints {
  /** Base points before the ron / tsumo multipliers. */
  base: number;
  /** The limit tier paid, or null for a hand counted from han and fu. */
  limit: LimitTierId | null;
}

/** Round up to the next multiple of `step`. */
export function roundUp(n: number, step: number): number {
  return Math.ceil(n / step) * step;
}

/** A fu amount that may be fixed or read from a setting. */
export function resolveFu(amount: FuAmount, settings: Settings): number {
  if (typeof amount === 'number') return amount;
  const v = settings[amount.setting];
  if (typeof v !== 'number') throw new Error(`Setting "${amount.setting}" must be a number of fu`);
  return v;
}

export function tier(data: RiichiScoringData, id: LimitTierId): LimitTier {
  const t = data.limits.tiers.find((x) => x.id === id);
  if (!t) throw new Error(`Unknown limit tier "${id}"`);
  return t;
}

/** The tier a number of counted han reaches by han alone (kazoe included), or null. */
export function tierByHan(data: RiichiScoringData, han: number, settings: Settings): LimitTierId | null {
  const { kazoe } = data.limits;
  if (han >= kazoe.minHan) return String(settings[kazoe.setting]) as LimitTierId;
  let found: LimitTierId | null = null;
  for (const t of data.limits.tiers) {
    if (t.minHan === undefined || han < t.minHan) continue;
    if (t.maxHan !== undefined && han > t.maxHan) continue;
    found = t.id;
  }
  return found;
}

/** True when the kiriage setting is on and this han / fu pair is one it rounds up. */
export function isKiriage(data: RiichiScoringData, han: number, fu: number, settings: Settings): boolean {
  const k = data.limits.kiriage;
  return settings[k.setting] === true && k.hands.some((h) => h.han === han && h.fu === fu);
}

/**
 * Base points of a hand counted in han and fu: fu × 2^(han + exponent), capped by the limit tiers
 * (by han, by base points, or by kiriage when that setting is on).
 */
export function basePoints(data: RiichiScoringData, han: number, fu: number, settings: Settings): BasePoints {
  const byHan = tierByHan(data, han, settings);
  if (byHan) return { base: tier(data, byHan).base, limit: byHan };
  if (isKiriage(data, han, fu, settings)) {
    const id = data.limits.kiriage.tier;
    return { base: tier(data, id).base, limit: id };
  }
  const raw = fu * 2 ** (han + data.limits.baseExponent);
  let capped: LimitTier | null = null;
  for (const t of data.limits.tiers) if (t.minBase !== undefined && raw >= t.minBase) capped = t;
  return capped ? { base: capped.base, limit: capped.id } : { base: raw, limit: null };
}

/**
 * Base points of a yakuman hand. `patterns` lists each yakuman pattern's multiple (1, or 2 for a
 * double-yakuman variant). They add up only when the multiple-yakuman setting is on; otherwise the
 * largest one counts.
 */
export function yakumanBasePoints(data: RiichiScoringData, patterns: number[], settings: Settings): BasePoints {
  const unit = tier(data, 'yakuman').base;
  const add = settings[data.limits.multipleYakumanSetting] === true;
  const times = add ? patterns.reduce((a, b) => a + b, 0) : Math.max(0, ...patterns);
  return { base: unit * times, limit: 'yakuman' };
}

export interface PaymentInput {
  base: number;
  /** The winner is the dealer. */
  dealer: boolean;
  win: WinKind;
  honba?: number;
  riichiSticks?: number;
}

export interface PaymentSplit {
  /** Who pays how much (each payment rounded, counters included). */
  payments: Payment[];
  /** The hand's own value to the winner (rounded payments, without counters and sticks). */
  hand: number;
  /** The counters' part of the total. */
  honba: number;
  /** The riichi sticks collected. */
  sticks: number;
  /** Everything the winner receives. */
  total: number;
}

/** One payment line: what each of `count` players of one kind pays (`count` shown when several pay it). */
function line(from: Payment['from'], amount: number, count: number): Payment {
  return count > 1 ? { from, amount, count } : { from, amount };
}

/**
 * Split base points into payments: ron from the discarder, tsumo from every other player — one line
 * per kind of payer, with how many pay it (a non-dealer's self-draw: the dealer, then the others).
 */
export function pay(data: RiichiScoringData, input: PaymentInput): PaymentSplit {
  const p = data.payments;
  const honba = input.honba ?? 0;
  const sticks = (input.riichiSticks ?? 0) * p.riichiStick;
  const base = input.base;
  const to = p.roundTo;
  let payments: Payment[];
  let hand: number;
  let honbaTotal: number;
  if (input.win === 'discard') {
    const amount = roundUp(base * (input.dealer ? p.ron.dealerWinner : p.ron.nonDealerWinner), to);
    honbaTotal = honba * p.honba.ron;
    hand = amount;
    payments = [{ from: 'discarder', amount: amount + honbaTotal }];
  } else if (input.dealer) {
    const each = roundUp(base * p.selfDraw.dealerWinner.each, to);
    const extra = honba * p.honba.selfDrawEach;
    hand = each * p.otherPlayers;
    honbaTotal = extra * p.otherPlayers;
    payments = [line('each', each + extra, p.otherPlayers)];
  } else {
    const fromDealer = roundUp(base * p.selfDraw.nonDealerWinner.dealer, to);
    const fromOther = roundUp(base * p.selfDraw.nonDealerWinner.nonDealer, to);
    const extra = honba * p.honba.selfDrawEach;
    const others = p.otherPlayers - 1;
    hand = fromDealer + fromOther * others;
    honbaTotal = extra * p.otherPlayers;
    payments = [line('dealer', fromDealer + extra, 1), line('non-dealer', fromOther + extra, others)];
  }
  return { payments, hand, honba: honbaTotal, sticks, total: hand + honbaTotal + sticks };
}

/** The four payment amounts of one base value (no counters): the cells of the reference tables. */
export interface CellPayments {
  base: number;
  limit: LimitTierId | null;
  nonDealerRon: number;
  dealerRon: number;
  /** Non-dealer self-draw: what the dealer and each non-dealer pay. */
  nonDealerTsumo: { dealer: number; nonDealer: number };
  /** Dealer self-draw: what each player pays. */
  dealerTsumo: { each: number };
}

export function cellPayments(data: RiichiScoringData, bp: BasePoints): CellPayments {
  const amount = (dealer: boolean, win: WinKind) => pay(data, { base: bp.base, dealer, win }).payments;
  const ndTsumo = amount(false, 'self-drawn');
  return {
    base: bp.base,
    limit: bp.limit,
    nonDealerRon: amount(false, 'discard')[0].amount,
    dealerRon: amount(true, 'discard')[0].amount,
    nonDealerTsumo: { dealer: ndTsumo[0].amount, nonDealer: ndTsumo[1].amount },
    dealerTsumo: { each: amount(true, 'self-drawn')[0].amount },
  };
}

function itemHan(items: ItemDef[], id: string): number {
  const item = items.find((i) => i.id === id);
  if (!item || item.value.kind !== 'fixed') throw new Error(`Item "${id}" has no fixed han value`);
  const a = item.value.amount;
  return typeof a === 'number' ? a : a.closed;
}

/**
 * The smallest han a hand with this fu can have when won this way, or null when no hand has this
 * fu for that win (e.g. 25 fu is only seven pairs; 20 fu only pinfu tsumo, or open pinfu on a
 * discard where that setting is 20). Ordinary counted fu are multiples of the rounding step above
 * the base fu, and need at least one han.
 */
export function minHanFor(data: RiichiScoringData, fu: number, win: WinKind, settings: Settings): number | null {
  const f = data.fu;
  const candidates: number[] = [];
  if (fu > f.base && fu % f.roundTo === 0) candidates.push(1);
  for (const h of f.fixed) {
    if (resolveFu(h.fu, settings) !== fu) continue;
    if (h.win !== 'any' && h.win !== win) continue;
    let han = h.impliedYaku.reduce((sum, id) => sum + itemHan(data.items, id), 0);
    if (win === 'self-drawn' && h.closed) han += itemHan(data.items, 'menzen-tsumo');
    candidates.push(Math.max(1, han));
  }
  return candidates.length ? Math.min(...candidates) : null;
}

export interface HanFuCell extends CellPayments {
  han: number;
  fu: number;
  /** Whether a hand of this han and fu can be won on a discard / by self-draw. */
  ron: boolean;
  tsumo: boolean;
}

export interface LimitRow extends CellPayments {
  limit: LimitTierId;
  /** A row of several yakuman (a double-yakuman pattern: 2): what one such hand pays. Absent: the tier itself. */
  times?: number;
  /** Han range that reaches the tier (by count); absent minHan = yakuman patterns only. */
  minHan?: number;
  maxHan?: number;
  /** For mangan: also reached from this many base points (and by kiriage when on). */
  minBase?: number;
}

export interface HanFuTable {
  fu: number[];
  rows: { han: number; cells: HanFuCell[] }[];
  limits: LimitRow[];
}

/**
 * The largest yakuman multiple one item is worth among `items` (the items that count under a preset
 * or at a venue): 2 where a double-yakuman pattern is played, else 1.
 */
export function largestYakuman(items: readonly ItemDef[]): number {
  return items.reduce((n, i) => (i.value.kind === 'yakuman' && i.value.times > n ? i.value.times : n), 1);
}

/** The han × fu payment table of the reference page, under the given settings (`maxYakuman`: see `limitRows`). */
export function hanFuTable(data: RiichiScoringData, settings: Settings, maxYakuman = 1): HanFuTable {
  const { fu, han } = data.tableAxes;
  const rows = han.map((h) => ({
    han: h,
    cells: fu.map((f): HanFuCell => {
      const ronMin = minHanFor(data, f, 'discard', settings);
      const tsumoMin = minHanFor(data, f, 'self-drawn', settings);
      return {
        han: h,
        fu: f,
        ...cellPayments(data, basePoints(data, h, f, settings)),
        ron: ronMin !== null && h >= ronMin,
        tsumo: tsumoMin !== null && h >= tsumoMin,
      };
    }),
  }));
  return { fu: [...fu], rows, limits: limitRows(data, settings, maxYakuman) };
}

/**
 * One row per limit tier with its han range under these settings (kazoe decides 13+ han), then, up to
 * `maxYakuman` (the largest multiple one item is worth: `largestYakuman`), one row per yakuman multiple
 * with what such a hand pays (`yakumanBasePoints`: a double-yakuman pattern, 2 × the yakuman).
 */
export function limitRows(data: RiichiScoringData, settings: Settings, maxYakuman = 1): LimitRow[] {
  const { kazoe } = data.limits;
  const kazoeTier = String(settings[kazoe.setting]);
  const rows = data.limits.tiers.map((t): LimitRow => {
    let minHan = t.minHan;
    let maxHan = t.maxHan;
    if (t.id === kazoeTier) {
      if (minHan === undefined) minHan = kazoe.minHan;
    } else if (minHan !== undefined && maxHan === undefined) {
      maxHan = kazoe.minHan - 1;
    }
    const row: LimitRow = { ...cellPayments(data, { base: t.base, limit: t.id }), limit: t.id };
    if (minHan !== undefined) row.minHan = minHan;
    if (maxHan !== undefined) row.maxHan = maxHan;
    if (t.minBase !== undefined) row.minBase = t.minBase;
    return row;
  });
  const yakuman = tier(data, 'yakuman').id;
  const multiples: LimitRow[] = [];
  for (let times = 2; times <= maxYakuman; times++)
    multiples.push({ ...cellPayments(data, yakumanBasePoints(data, [times], settings)), limit: yakuman, times });
  return multiples.length ? [...rows, ...multiples] : rows;
}

/** One line of the fu table: a key (translated under `tables.fu.rows.<key>`) and its fu. */
export interface FuRow {
  key: string;
  fu: number;
}

/** The fu rules as rows for the reference page, under the given settings. */
export function fuRows(data: RiichiScoringData, settings: Settings): FuRow[] {
  const f = data.fu;
  const kong = f.sets.kongMultiplier;
  return [
    { key: 'base', fu: f.base },
    { key: 'closed-ron', fu: f.closedRon },
    { key: 'self-draw', fu: f.selfDraw },
    { key: 'pung-open-simple', fu: f.sets.open.simple },
    { key: 'pung-open-terminal', fu: f.sets.open.terminalOrHonour },
    { key: 'pung-closed-simple', fu: f.sets.closed.simple },
    { key: 'pung-closed-terminal', fu: f.sets.closed.terminalOrHonour },
    { key: 'kong-open-simple', fu: f.sets.open.simple * kong },
    { key: 'kong-open-terminal', fu: f.sets.open.terminalOrHonour * kong },
    { key: 'kong-closed-simple', fu: f.sets.closed.simple * kong },
    { key: 'kong-closed-terminal', fu: f.sets.closed.terminalOrHonour * kong },
    { key: 'pair-valued', fu: f.pair.valued },
    { key: 'pair-double-wind', fu: resolveFu(f.pair.doubleWind, settings) },
    { key: 'wait-edge', fu: f.wait.edge },
    { key: 'wait-closed', fu: f.wait.closed },
    { key: 'wait-single', fu: f.wait.single },
    ...f.fixed.map((h) => ({ key: `fixed-${h.id}`, fu: resolveFu(h.fu, settings) })),
    { key: 'round-to', fu: f.roundTo },
  ];
}

/** Score-api payments for a counted hand or a yakuman hand, with counters and sticks. */
export function handPayments(
  data: RiichiScoringData,
  hand: { han: number; fu: number } | { yakuman: number[] },
  situation: Omit<PaymentInput, 'base'>,
  settings: Settings,
): PaymentSplit & BasePoints {
  const bp =
    'yakuman' in hand
      ? yakumanBasePoints(data, hand.yakuman, settings)
      : basePoints(data, hand.han, hand.fu, settings);
  return { ...bp, ...pay(data, { ...situation, base: bp.base }) };
}
