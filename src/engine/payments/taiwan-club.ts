/**
 * Pure settlement for the Hé Fēn Taiwanese club sheet: who pays the hand, the instant payments (settled
 * apart, never hand points), the dealer-streak lookup and the winning minimum of a round.
 * Every number comes from the ruleset data (`src/rules/taiwan-club/`).
 */
import type { Payment, WinKind, SettingValue, Wind } from '../../core/api.ts';
import { ruleset as defaultRuleset } from '../../rules/taiwan-club/index.ts';
import type { InstantParty, InstantPaymentDef, TaiwanClubRuleset } from '../../rules/taiwan-club/types.ts';

export interface HandSettlement {
  payments: Payment[];
  /** Everything the winner receives. */
  total: number;
}

/** Players who pay a self-drawn win: everyone but the winner. */
function otherPlayers(rs: TaiwanClubRuleset): number {
  return rs.players - 1;
}

/**
 * The hand payments: on a discard the discarder (for a robbed kong, the player who added to the kong)
 * pays the hand total; on a self-draw each of the other players pays the hand total.
 */
export function handPayments(
  points: number,
  win: WinKind,
  rs: TaiwanClubRuleset = defaultRuleset,
): HandSettlement {
  if (!Number.isFinite(points) || points < 0) throw new RangeError(`hand points must be ≥ 0, got ${points}`);
  if (win === 'discard') return { payments: [{ from: 'discarder', amount: points }], total: points };
  if (win === 'self-drawn') {
    const count = otherPlayers(rs);
    return { payments: [{ from: 'each', amount: points, count }], total: points * count };
  }
  throw new RangeError(`unknown win kind: ${String(win)}`);
}

/** Dealer-streak points for the die on the wall (0 or absent = no streak). */
export function dealerStreakPoints(die: number | undefined, rs: TaiwanClubRuleset = defaultRuleset): number {
  if (die === undefined || die === 0) return 0;
  const row = rs.dealerStreak.find((r) => r.die === die);
  if (!row) throw new RangeError(`dealer-streak die out of range: ${die}`);
  return row.points;
}

/** The value of a setting under these settings, else the ruleset's default. */
function settingValue(id: string, settings: Record<string, SettingValue> | undefined, rs: TaiwanClubRuleset) {
  if (settings && id in settings) return settings[id];
  const def = rs.settings.find((s) => s.id === id);
  if (!def) throw new RangeError(`unknown setting: ${id}`);
  return def.default;
}

/**
 * The winning minimum of a round: the `minimum` setting is one number for every round or an object by
 * round (any subset; missing rounds keep the ladder).
 */
export function minimumFor(
  round: Wind,
  settings?: Record<string, SettingValue>,
  rs: TaiwanClubRuleset = defaultRuleset,
): number {
  const value = settingValue('minimum', settings, rs);
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const byRound = value as Record<string, number>;
    if (typeof byRound[round] === 'number') return byRound[round];
  }
  return rs.minimumLadder[round];
}

export interface InstantSettlement {
  event: string;
  kind: InstantPaymentDef['kind'];
  from: InstantParty;
  to: InstantParty;
  /** Paid by each paying player, or to each receiving player. */
  amount: number;
  /** How many single payments are made (the other players). */
  count: number;
  /** The whole sum that changes hands. */
  total: number;
  endsHand: boolean;
}

export interface InstantOptions {
  /** For `four-discarded`: whether the four copies were an honour or a suited tile. */
  tile?: 'honour' | 'suited';
}

/** The instant payments table (data), for pages listing every row. */
export function instantPayments(rs: TaiwanClubRuleset = defaultRuleset): readonly InstantPaymentDef[] {
  return rs.instantPayments;
}

/**
 * Who pays whom how much for an instant event; null when the table setting switches it off or the row
 * carries no payment (a wrong tile count only bars the player). Never part of the hand total.
 */
export function settleInstant(
  eventId: string,
  settings?: Record<string, SettingValue>,
  options: InstantOptions = {},
  rs: TaiwanClubRuleset = defaultRuleset,
): InstantSettlement | null {
  const row = rs.instantPayments.find((r) => r.id === eventId);
  if (!row) throw new RangeError(`unknown instant event: ${eventId}`);
  if (row.setting && settingValue(row.setting, settings, rs) !== true) return null;
  if (row.amount === null) return null;
  let amount: number;
  if (typeof row.amount === 'number') amount = row.amount;
  else {
    if (!options.tile) throw new RangeError(`instant event ${eventId} needs options.tile ('honour' | 'suited')`);
    amount = row.amount[options.tile];
  }
  const count = otherPlayers(rs);
  return {
    event: row.id,
    kind: row.kind,
    from: row.from,
    to: row.to,
    amount,
    count,
    total: amount * count,
    endsHand: row.endsHand === true,
  };
}
