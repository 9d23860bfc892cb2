/**
 * Payments by seat (`score-api.md`, "Payments by seat, liability"): the payment lines of a result
 * (`discarder`, `dealer`, `non-dealer`, `each`, `others`, `opponent`, `liable` — the input's liable
 * seat, `liability.ts` —, each with how many pay it) put on the seats at the table — what each seat
 * pays (negative) or receives (the winner, positive: the total, sticks and counters included). The seats sum to 0 apart from the riichi sticks already on
 * the table, which the winner also receives. One function for every ruleset: the lines are the
 * rulesets' own, only their seats are worked out here.
 *
 * Where the seats cannot be told, there is no answer (undefined) rather than a guess: a win on a
 * discard without `discarder` (or one naming the winner), a dealer's payment when the winner sits east
 * but is not the dealer (the dealer's seat is east unless the winner is the dealer), a two-player
 * game whose winner is not one of its two seats (east and west: the dealer alternates between them),
 * or lines whose counts do not match the seats they stand for.
 */
import { WINDS, type Payment, type Wind } from '../../core/api.ts';
import type { NormalizedHand } from '../../core/validate.ts';

export type SeatPayments = Record<Wind, number>;

/** The seats of a two-player game (seed 004: the dealer alternates between East and West). */
export const TWO_PLAYER_SEATS: readonly Wind[] = ['east', 'west'];

export function paymentsBySeat(hand: NormalizedHand, payments: readonly Payment[], total: number, liable?: Wind): SeatPayments | undefined {
  const winner = hand.seatWind;
  const discard = !hand.selfDrawn;
  const discarder = hand.discarder;
  if (discard && (discarder === null || discarder === winner)) return undefined;
  const twoPlayer = payments.some((p) => p.from === 'opponent');
  const table = twoPlayer ? TWO_PLAYER_SEATS : WINDS;
  if (!table.includes(winner)) return undefined;
  const dealer: Wind | undefined = hand.dealer ? winner : winner === 'east' ? undefined : 'east';
  const others = table.filter((w) => w !== winner);
  const seatsOf = (from: Payment['from']): readonly Wind[] | undefined => {
    switch (from) {
      case 'discarder':
        return discarder ? [discarder] : undefined;
      case 'dealer':
        return dealer && dealer !== winner ? [dealer] : undefined;
      case 'non-dealer':
        return others.filter((w) => w !== dealer && !(discard && w === discarder));
      case 'others':
        return others.filter((w) => w !== discarder);
      case 'each':
        return others;
      case 'opponent':
        return others;
      case 'liable':
        return liable && liable !== winner && table.includes(liable) ? [liable] : undefined;
    }
  };
  const out = Object.fromEntries(table.map((w) => [w, 0])) as SeatPayments;
  const taken = new Set<Wind>();
  for (const p of payments) {
    const seats = seatsOf(p.from);
    if (!seats || seats.length !== (p.count ?? 1)) return undefined;
    for (const w of seats) {
      if (taken.has(w)) return undefined;
      taken.add(w);
      out[w] -= p.amount;
    }
  }
  out[winner] += total;
  return out;
}
