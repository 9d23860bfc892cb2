/**
 * Liability (`score-api.md`, "Payments by seat, liability"): the input's `liable` seat pays, under the
 * preset's liability rule (riichi pao, Hong Kong 包: `LiabilityRule` in the rule data), what the rule
 * puts on him. One module for every ruleset; every number (the liable share) and every condition
 * (the hands, the way of winning) is read from the rule.
 *
 * Three steps, each refusing with an English reason what cannot apply (`invalid-input` on `liable`):
 * - `liableRefusal`: before the hand is read — no rule in this preset (or its setting off), a way of
 *   winning the rule does not cover, a shared discard without `discarder`;
 * - `applyLiability`: once the hand is scored — a hand the rule does not cover (riichi pao: not
 *   Daisangen or Daisuushii with its sets melded), a settlement with one payer already (two players);
 *   else the payment lines with the liable seat's line (`from: "liable"`).
 */
import type { Payment, Wind, WinKind } from '../core/api.ts';
import type { LiabilityRule } from '../core/ruleset.ts';
import type { NormalizedHand } from '../core/validate.ts';
import { parseTiles } from '../core/parse.ts';
import { WINDS } from '../core/api.ts';
import type { PresetLiabilityOf } from '../rules/presets.ts';

/** What the input-level checks read of a hand (the checked input or the validated hand). */
export interface LiableFields {
  win: WinKind;
  seatWind: Wind;
  discarder: Wind | null;
}

/** A rule's name in messages: its id and native name ("pao (責任払い)", "baau (包)"). */
function ruleName(rule: LiabilityRule): string {
  return rule.native ? `${rule.id} (${rule.native})` : rule.id;
}

/**
 * Why `liable` cannot apply to this hand before it is read, or null: the preset plays no liability
 * rule, the rule does not cover this way of winning, or a shared discard lacks its discarder.
 */
export function liableRefusal(presetId: string, of: PresetLiabilityOf, f: LiableFields): string | null {
  if ('none' in of) {
    switch (of.none) {
      case 'no-rule':
      case 'not-in-source':
        return `preset "${presetId}" has no liability rule`;
      case 'not-found':
        return `preset "${presetId}": its liability clause (${of.source}) was not found`;
      case 'off':
        return `preset "${presetId}" does not play ${ruleName(of.switchedOff)}: "${of.setting}" is off`;
    }
  }
  const rule = of.rule;
  if (f.win === 'discard') {
    if (rule.discard.kind === 'refused')
      return `${ruleName(rule)} applies to a self-drawn win only`;
    if (f.discarder === null)
      return `${ruleName(rule)} on a discard needs "discarder"`;
  }
  return null;
}

/** The seats that may be named liable for a hand: every seat of the table but the winner's (none without a rule). */
export function liableSeats(of: PresetLiabilityOf, f: Pick<LiableFields, 'seatWind' | 'win'>, table: readonly Wind[] = WINDS): Wind[] {
  if ('none' in of) return [];
  if (f.win === 'discard' && of.rule.discard.kind === 'refused') return [];
  return table.filter((w) => w !== f.seatWind);
}

/** The tile kinds of a rule's `sets` (mpsz), parsed once per text. */
const kindsOf = new Map<string, number[]>();
function setKinds(sets: string): number[] {
  let kinds = kindsOf.get(sets);
  if (!kinds) {
    // Checked by the rule validation (src/rules/validate.ts): mpsz tile kinds.
    const r = parseTiles(sets, 'liability.sets');
    kinds = r.ok ? r.tiles.flatMap((t) => (t.type === 'tile' ? [t.kind] : [])) : [];
    kindsOf.set(sets, kinds);
  }
  return kinds;
}

/** Whether the rule covers this hand: any hand, or one of its items scored with every set of it an open meld. */
export function liabilityCovers(rule: LiabilityRule, hand: NormalizedHand, scored: readonly string[]): boolean {
  return claimedSetsCover(
    rule,
    hand.melds.filter((m) => m.open && m.kind !== 'chow').map((m) => m.first),
    scored,
  );
}

/**
 * Whether the claimed sets — pungs and open or added kongs, each named by its tile kind — hold every
 * set of one of the rule's hands (a rule of no hands covers any), and, where the scored items are
 * given, that hand's item counts. The calculator asks it without items, before the hand is whole.
 */
export function claimedSetsCover(rule: LiabilityRule, claimed: readonly number[], scored?: readonly string[]): boolean {
  if (!rule.hands) return true;
  return rule.hands.some((h) => (!scored || scored.includes(h.item)) && setKinds(h.sets).every((k) => claimed.includes(k)));
}

/** Why the rule does not cover a hand (English). */
export function notCovered(rule: LiabilityRule): string {
  const which = (rule.hands ?? []).map((h) => h.item).join(' or ');
  return `no liability applies to this hand (${ruleName(rule)}: ${which}, every set melded)`;
}

/** The parts of a settlement the split needs: its lines, the hand's own value and the counters inside the lines. */
export interface Settlement {
  payments: readonly Payment[];
  /** What the hand itself is worth to the winner (no counters, no sticks). */
  hand: number;
  /** The counters (honba) inside the payment lines; 0 where the ruleset has none. */
  counters: number;
}

/**
 * The payment lines under the liability rule, or why it does not cover this hand. A self-draw: one
 * line, the liable seat paying every loser's amount. A win on another player's discard (a shared
 * rule): the discarder pays the hand less the liable share, and every counter; the liable seat his
 * share. A liable discarder: the lines as they are (he pays it all).
 */
export function applyLiability(
  rule: LiabilityRule,
  liable: Wind,
  hand: NormalizedHand,
  scored: readonly string[],
  s: Settlement,
): { payments: Payment[] } | { refused: string } {
  if (!liabilityCovers(rule, hand, scored)) return { refused: notCovered(rule) };
  let payers = 0;
  let sum = 0;
  for (const p of s.payments) {
    payers += p.count ?? 1;
    sum += p.amount * (p.count ?? 1);
  }
  if (hand.selfDrawn) {
    if (payers < 2) return { refused: 'no liability applies to this hand: one player pays it already' };
    return { payments: [{ from: 'liable', amount: sum }] };
  }
  // On a discard: only a shared rule gets here (`liableRefusal` refused the others).
  if (hand.discarder === liable) return { payments: s.payments.slice() };
  const share = Math.ceil(s.hand * (rule.discard.kind === 'shared' ? rule.discard.liableShare : 1));
  return {
    payments: [
      { from: 'discarder', amount: s.hand - share + s.counters },
      { from: 'liable', amount: share },
    ],
  };
}
