/**
 * Hong Kong payments (hong-kong.md, "Payments"): pure functions over the ruleset's payment data.
 * One share = stake × curve[min(faan, limit)]; who pays how many shares comes from the gun (or the
 * two-player rule). No number of the rules is written here: curves, shares and multipliers are data.
 */
import type { Payer, Payment, WinKind, SettingValue } from '../../core/api.ts';
import { ruleset as hongKong } from '../../rules/hong-kong/index.ts';
import type { CurveDef, CurveId, GunId, HongKongRuleset, Settlement, ShareRule } from '../../rules/hong-kong/types.ts';
import { resolveSettings } from '../../rules/presets.ts';
import { BOUNDS } from '../../core/bounds.ts';

/** The settings payments depend on (a subset of the ruleset's settings). */
export interface HongKongPaySettings {
  limit: number;
  curve: string | number[];
  stake: number;
  gun: GunId;
  players: number;
  dealerDouble: boolean;
  baau: boolean;
  falseWinPenalty: boolean;
}

/**
 * Complete the given settings from the ruleset's default preset (or `preset`): any subset may be given.
 */
export function paySettings(
  settings: Partial<Record<string, SettingValue>> = {},
  preset: string | undefined = undefined,
  rs: HongKongRuleset = hongKong,
): HongKongPaySettings {
  const given = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) as Record<
    string,
    SettingValue
  >;
  const s = resolveSettings(rs, preset ?? rs.defaultPreset, given);
  return {
    limit: s.limit as number,
    curve: s.curve as string | number[],
    stake: s.stake as number,
    gun: s.gun as GunId,
    players: Number(s.players),
    dealerDouble: s.dealerDouble as boolean,
    baau: s.baau as boolean,
    falseWinPenalty: s.falseWinPenalty as boolean,
  };
}

/** The curve named by a setting value, or a venue's own list of multipliers. */
export function curveOf(curve: string | number[], rs: HongKongRuleset = hongKong): CurveDef | number[] {
  if (Array.isArray(curve)) return curve;
  const def = rs.payments.curves.find((c) => c.id === curve);
  if (!def) throw new Error(`Unknown Hong Kong payment curve "${curve}"`);
  return def;
}

/** How many stakes one share is worth at `faan` on a curve (beyond the curve's end: its last value). */
export function multiplier(faan: number, curve: string | number[] | CurveDef, rs: HongKongRuleset = hongKong): number {
  const def = typeof curve === 'string' ? curveOf(curve, rs) : curve;
  const f = Math.max(0, Math.floor(faan));
  const table = Array.isArray(def) ? def : def.kind === 'table' ? def.multipliers : null;
  if (table) return table[Math.min(f, table.length - 1)];
  const tiers = (def as Extract<CurveDef, { kind: 'tiers' }>).tiers;
  let m = tiers[0].multiplier;
  for (const t of tiers) if (f >= t.from) m = t.multiplier;
  return m;
}

/**
 * The last faan a curve gives a multiplier of its own: a table's last entry (hong-kong.md: "13 = the
 * limit row"; its sources give none past it) or a venue's list's; null for tiers, whose last tier
 * holds from its faan on (faan-laak 4-7-10: "10+").
 */
export function curveEnd(def: CurveDef | number[]): number | null {
  if (Array.isArray(def)) return def.length - 1;
  return def.kind === 'table' ? def.multipliers.length - 1 : null;
}

/**
 * The limit and the curve's end when the limit is past that end: every faan between would pay as the
 * end does, which no source says (a limit of 20 on full spicy printed eight rows of 13's amounts).
 * `lower`: whether a limit at the end is one to suggest — at least the minimum (`minimum`) and 1, the
 * least limit; else only a longer curve fixes it. Null when the curve reaches the limit.
 */
export function limitPastCurve(s: HongKongPaySettings, rs: HongKongRuleset = hongKong, minimum = 0): { limit: number; end: number; lower: boolean } | null {
  const end = curveEnd(curveOf(s.curve, rs));
  return end !== null && s.limit > end ? { limit: s.limit, end, lower: end >= Math.max(minimum, 1) } : null;
}

/** One share: stake × curve[min(faan, limit)]. */
export function share(
  faan: number,
  settings: Partial<Record<string, SettingValue>> = {},
  rs: HongKongRuleset = hongKong,
): number {
  const s = paySettings(settings, undefined, rs);
  return s.stake * multiplier(Math.min(faan, s.limit), s.curve, rs);
}

/** Who pays how many shares under these settings: the two-player rule, or the gun. */
export function settlementOf(s: HongKongPaySettings, rs: HongKongRuleset = hongKong): Settlement {
  if (s.players === rs.payments.twoPlayer.players) return rs.payments.twoPlayer;
  const gun = rs.payments.guns.find((g) => g.id === s.gun);
  if (!gun) throw new Error(`Unknown Hong Kong gun "${s.gun}"`);
  return gun;
}

/** How many players a payment line stands for (`each` = every loser, `others` = the non-discarders). */
export function payerCount(from: Payer, players: number): number {
  switch (from) {
    case 'each':
      return players - 1;
    case 'others':
    case 'non-dealer':
      return players - 2;
    default:
      return 1;
  }
}

/** Where the dealer sits relative to this win, for the optional dealer-double setting. */
export type DealerPosition = 'winner' | 'discarder' | 'other';

export interface SettleInput {
  faan: number;
  win: WinKind;
  /** Any subset of the ruleset's settings; the rest come from the default preset. */
  settings?: Partial<Record<string, SettingValue>>;
  /** Only read when the `dealerDouble` setting is on. */
  dealer?: DealerPosition;
}

export interface SettleResult {
  /** Amount per payer of that kind (`each` / `others`: what each one of them pays). */
  payments: Payment[];
  /** Everything the winner receives. */
  total: number;
}

function lines(rules: ShareRule[], one: number, s: HongKongPaySettings, dealer: DealerPosition | undefined, win: WinKind, rs: HongKongRuleset) {
  const out: { from: Payer; amount: number; count: number }[] = [];
  const factor = s.dealerDouble && dealer ? rs.payments.optional.dealerDouble.multiplier : 1;
  for (const r of rules) {
    const amount = r.shares * one;
    const count = payerCount(r.from, s.players);
    if (factor === 1 || dealer === undefined) {
      out.push({ from: r.from, amount, count });
      continue;
    }
    if (dealer === 'winner') {
      out.push({ from: r.from, amount: amount * factor, count });
      continue;
    }
    // Is the dealer one of the players this line stands for?
    const dealerIn =
      r.from === 'opponent' ||
      (r.from === 'discarder' && dealer === 'discarder' && win === 'discard') ||
      (r.from === 'others' && dealer === 'other') ||
      (r.from === 'each' && (dealer === 'other' || win === 'self-drawn'));
    if (!dealerIn) out.push({ from: r.from, amount, count });
    else if (count === 1) out.push({ from: r.from, amount: amount * factor, count });
    else {
      out.push({ from: 'dealer', amount: amount * factor, count: 1 });
      out.push({ from: 'non-dealer', amount, count: count - 1 });
    }
  }
  return out;
}

/** The payments for a win of `faan` (already scored) under the settings. */
export function settle(input: SettleInput, rs: HongKongRuleset = hongKong): SettleResult {
  return settleWith(paySettings(input.settings ?? {}, undefined, rs), input, rs);
}

/** `settle` under settings already completed by `paySettings` (`input.settings` is not read). */
export function settleWith(s: HongKongPaySettings, input: Omit<SettleInput, 'settings'>, rs: HongKongRuleset = hongKong): SettleResult {
  const one = s.stake * multiplier(Math.min(input.faan, s.limit), s.curve, rs);
  const settlement = settlementOf(s, rs);
  const rules = input.win === 'discard' ? settlement.discard : settlement.selfDrawn;
  const ls = lines(rules, one, s, input.dealer, input.win, rs);
  return {
    payments: ls.map(({ from, amount, count }) => (count > 1 ? { from, amount, count } : { from, amount })),
    total: ls.reduce((sum, l) => sum + l.amount * l.count, 0),
  };
}

/**
 * The rows of a payment table from `from` faan to the limit as the guides print it: one per run of faan
 * that pay alike (faan-laak's "4–6", "10–199"), so 7 rows for faan-laak from 0 to a limit of 199, not 200.
 * Linear in the curve's length, whatever the limit.
 */
export function paymentRowCount(s: HongKongPaySettings, from: number, rs: HongKongRuleset = hongKong): number {
  const def = curveOf(s.curve, rs);
  const lo = Math.max(0, Math.floor(from));
  const hi = Math.max(0, Math.floor(s.limit));
  if (hi < lo) return 0;
  const top = Math.min(hi, Math.max(lo, curveTop(s, def)));
  let rows = 1;
  for (let f = lo + 1; f <= top; f++) if (multiplier(f, def, rs) !== multiplier(f - 1, def, rs)) rows++;
  return rows;
}

/** The last faan whose multiplier can differ: the limit, or the curve's end or last tier if sooner (faan beyond pay the same). */
function curveTop(s: HongKongPaySettings, def: CurveDef | number[]): number {
  const horizon = curveEnd(def) ?? (def as Extract<CurveDef, { kind: 'tiers' }>).tiers.at(-1)!.from;
  return Math.min(Math.max(0, Math.floor(s.limit)), horizon);
}

/**
 * An upper bound of every amount and total a win can pay under the settings: stake × the largest
 * multiplier of the curve up to the limit × the shares of the costlier way of winning, every line
 * doubled where the dealer double is on (a liable player pays at most the total).
 */
export function largestTotal(s: HongKongPaySettings, rs: HongKongRuleset = hongKong): number {
  const def = curveOf(s.curve, rs);
  const top = curveTop(s, def);
  let m = 0;
  for (let f = 0; f <= top; f++) m = Math.max(m, multiplier(f, def, rs));
  const factor = s.dealerDouble ? rs.payments.optional.dealerDouble.multiplier : 1;
  const settlement = settlementOf(s, rs);
  let shares = 0;
  for (const rules of [settlement.discard, settlement.selfDrawn]) {
    let n = 0;
    for (const r of rules) n += r.shares * payerCount(r.from, s.players);
    shares = Math.max(shares, n);
  }
  return s.stake * m * shares * factor;
}

/**
 * The first amount a win of `from` faan or more can pay under the settings that is not a whole number
 * from 0 to `BOUNDS.payment.max` (score-api.md, "Bounds": every payment a safe integer) — by faan, a
 * discard before a self-draw, each payment line before the total, wherever the dealer sits — or null.
 * Faan past the curve's end or its last tier pay as the last: they are not looked at.
 */
export function firstBadPayment(
  s: HongKongPaySettings,
  rs: HongKongRuleset = hongKong,
  from = 0,
): { faan: number; win: WinKind; amount: number } | null {
  const top = curveTop(s, curveOf(s.curve, rs));
  const { max } = BOUNDS.payment;
  // A minimum past the curve's end pays as its last faan: that one is looked at.
  for (let faan = Math.min(Math.max(0, from), top); faan <= top; faan++) {
    for (const win of ['discard', 'self-drawn'] as const) {
      for (const dealer of [undefined, 'winner', 'discarder', 'other'] as const) {
        if (dealer === 'discarder' && win !== 'discard') continue;
        const r = settleWith(s, { faan, win, dealer }, rs);
        for (const amount of [...r.payments.map((p) => p.amount), r.total])
          if (!Number.isSafeInteger(amount) || amount < 0 || amount > max) return { faan: Math.max(faan, from), win, amount };
      }
    }
  }
  return null;
}

/** What a false win costs (optional setting): each opponent receives a self-drawn hand of the limit. */
export function falseWinPenalty(
  settings: Partial<Record<string, SettingValue>> = {},
  rs: HongKongRuleset = hongKong,
): { toEach: number; total: number } | null {
  const s = paySettings(settings, undefined, rs);
  if (!s.falseWinPenalty) return null;
  const { win } = rs.payments.optional.falseWinPenalty;
  const r = settle({ faan: s.limit, win, settings: { ...settings, dealerDouble: false } }, rs);
  const toEach = r.total / (s.players - 1);
  return { toEach, total: r.total };
}

export interface CurveRow {
  faan: number;
  /** Multiplier of one share on each named curve. */
  multipliers: Record<CurveId, number>;
}

/** The curve table of the reference page: faan 0…limit × every named curve. */
export function curveTable(limit?: number, rs: HongKongRuleset = hongKong): CurveRow[] {
  const top = limit ?? paySettings({}, undefined, rs).limit;
  const rows: CurveRow[] = [];
  for (let faan = 0; faan <= top; faan++) {
    const multipliers = {} as Record<CurveId, number>;
    for (const c of rs.payments.curves) multipliers[c.id] = multiplier(faan, c, rs);
    rows.push({ faan, multipliers });
  }
  return rows;
}

export interface PaymentRow {
  faan: number;
  /** One share at this faan. */
  share: number;
  discard: SettleResult;
  selfDrawn: SettleResult;
}

/** The payment table for the settings (their gun and players): one row per faan, 0…limit. */
export function paymentTable(
  settings: Partial<Record<string, SettingValue>> = {},
  rs: HongKongRuleset = hongKong,
): PaymentRow[] {
  const s = paySettings(settings, undefined, rs);
  const rows: PaymentRow[] = [];
  for (let faan = 0; faan <= s.limit; faan++) {
    rows.push({
      faan,
      share: share(faan, settings, rs),
      discard: settle({ faan, win: 'discard', settings }, rs),
      selfDrawn: settle({ faan, win: 'self-drawn', settings }, rs),
    });
  }
  return rows;
}

export interface PayoutRow {
  faan: number;
  share: number;
  /** Discard and self-draw payments under each gun (four players). */
  byGun: Record<GunId, { discard: SettleResult; selfDrawn: SettleResult }>;
}

/** The payout table of the reference page: faan 0…limit, discard / self-draw under half and full gun. */
export function payoutTable(
  settings: Partial<Record<string, SettingValue>> = {},
  rs: HongKongRuleset = hongKong,
): PayoutRow[] {
  const s = paySettings(settings, undefined, rs);
  const rows: PayoutRow[] = [];
  for (let faan = 0; faan <= s.limit; faan++) {
    const byGun = {} as PayoutRow['byGun'];
    for (const g of rs.payments.guns) {
      const gs = { ...settings, gun: g.id, players: paySettings({}, undefined, rs).players };
      byGun[g.id] = {
        discard: settle({ faan, win: 'discard', settings: gs }, rs),
        selfDrawn: settle({ faan, win: 'self-drawn', settings: gs }, rs),
      };
    }
    rows.push({ faan, share: share(faan, settings, rs), byGun });
  }
  return rows;
}
