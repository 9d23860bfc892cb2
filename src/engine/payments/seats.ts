/**
 * Payments by seat (`score-api.md`, "Payments by seat, liability"): the payment lines of a result
 * (`discarder`, `dealer`, `non-dealer`, `each`, `others`, `opponent`, `liable` — the input's liable
 * seat, `liability.ts` —, each with how many pay it) put on the seats at the table — what each seat
 * pays (negative) or receives (the winner, positive: the total, sticks and counters included). The seats sum to 0 apart from the riichi sticks already on
 * the table, which the winner also receives. One function for every ruleset: the lines are the
 * rulesets' own, only their seats are worked out here, over the seats at the table (`table`: all four,
 * or the engine's `tableSeats` — two-player Hong Kong's, from its rule data).
 *
 * Where the seats cannot be told, there is no answer (undefined) rather than a guess: a win on a
 * discard without `discarder` (or one naming the winner), a dealer's payment when the winner sits east
 * but is not the dealer (the dealer's seat is east unless the winner is the dealer), a winner or
 * liable seat not at the table (validation refuses such a hand first), or lines whose counts do not
 * match the seats they stand for.
 */
import { WINDS, type Payment, type Wind } from '../../core/api.ts';
import type { NormalizedHand } from '../../core/validate.ts';

export type SeatPayments = Record<Wind, number>;

export function paymentsBySeat(
  hand: NormalizedHand,
  payments: readonly Payment[],
  total: number,
  liable?: Wind,
  table: readonly Wind[] = WINDS,
): SeatPayments | undefined {
  const winner = hand.seatWind;
  const discard = !hand.selfDrawn;
  const discarder = hand.discarder;
  if (discard && (discarder === null || discarder === winner)) return undefined;
  if (!table.includes(winner)) return undefined;
  const dealer: Wind | undefined = hand.dealer ? winner : winner === 'east' ? undefined : 'east';
  // Every seat of the table at 0, in the table's order (the result's key order).
  const out = (table === WINDS ? { east: 0, south: 0, west: 0, north: 0 } : Object.fromEntries(table.map((w) => [w, 0]))) as SeatPayments;
  // The seats already charged (`take`).
  let taken = 0;
  for (let i = 0; i < payments.length; i++) {
    const p = payments[i];
    const count = p.count ?? 1;
    // A line one seat pays: the discarder, the dealer, the liable seat.
    let one: Wind | null = null;
    switch (p.from) {
      case 'discarder':
        if (!discarder) return undefined;
        one = discarder;
        break;
      case 'dealer':
        if (!dealer || dealer === winner) return undefined;
        one = dealer;
        break;
      case 'liable':
        if (!liable || liable === winner || !table.includes(liable)) return undefined;
        one = liable;
        break;
      case 'non-dealer':
      case 'others':
      case 'each':
      case 'opponent':
        break;
      default:
        return undefined;
    }
    if (one !== null) {
      if (count !== 1) return undefined;
      taken = take(taken, one);
      if (taken < 0) return undefined;
      out[one] -= p.amount;
      continue;
    }
    // A line the other seats of the table pay (some of them): the winner's opponents, less the
    // dealer and the discarder (non-dealer) or the discarder (others). A wrong count is no answer.
    let seats = 0;
    for (let j = 0; j < table.length; j++) {
      const w = table[j];
      if (!paysLine(p.from, w, winner, dealer, discard, discarder)) continue;
      taken = take(taken, w);
      if (taken < 0) return undefined;
      out[w] -= p.amount;
      seats++;
    }
    if (seats !== count) return undefined;
  }
  out[winner] += total;
  return out;
}

/** `taken` (one bit per seat of WINDS) with seat `w` added, or -1 when `w` already pays a line: a seat pays one line at most. */
function take(taken: number, w: Wind): number {
  const bit = 1 << WINDS.indexOf(w);
  return taken & bit ? -1 : taken | bit;
}

/** Whether seat `w` pays a line from several seats (`non-dealer`, `others`, `each`, `opponent`). */
function paysLine(from: Payment['from'], w: Wind, winner: Wind, dealer: Wind | undefined, discard: boolean, discarder: Wind | null): boolean {
  if (w === winner) return false;
  if (from === 'non-dealer') return w !== dealer && !(discard && w === discarder);
  if (from === 'others') return w !== discarder;
  return true;
}
