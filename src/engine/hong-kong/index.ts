/**
 * The Hong Kong (faan) engine: every reading scored from the preset's items (hong-kong.md), the best
 * kept (highest faan, then the higher uncapped sum), the minimum applied, and the payments computed
 * from the settings by `src/engine/payments/hong-kong.ts`.
 */
import type { Payment, SettingValue, Wind } from '../../core/api.ts';
import { firstBadPayment, largestTotal, limitPastCurve, paySettings, settleWith, type DealerPosition, type HongKongPaySettings } from '../payments/hong-kong.ts';
import { BOUNDS } from '../../core/bounds.ts';
import { asResult, best, type RulesetEngine, type RulesetOutcome, type ScoreContext } from '../ruleset-engine.ts';
import type { NormalizedHand } from '../../core/validate.ts';
import type { Reading, SpecialShape } from '../../core/waits.ts';
import { ruleset } from '../../rules/hong-kong/index.ts';
import { conflicts, flagItems } from '../../rules/hong-kong/conflicts.ts';
import { handFacts } from '../../rules/hong-kong/context.ts';
import { itemShapes } from '../../rules/hong-kong/detectors.ts';
import type { HongKongRuleset } from '../../rules/hong-kong/types.ts';
import { readingScorer, scoreReading, type ReadingScorer, type ScoredReading } from './reading.ts';
import { excludedOf } from '../relations.ts';
import { paymentsBySeat } from '../payments/seats.ts';
import { applyLiability } from '../liability.ts';
import type { ItemDef } from '../../core/ruleset.ts';

/** The seat the dealer sits in when the input names a discarder (score-api.md: "the dealer's seat is east"). */
const DEALER_SEAT = 'east';

/** Where the dealer sits relative to this win (read only by the optional dealer-double setting). */
function dealerPosition(hand: NormalizedHand): DealerPosition {
  if (hand.dealer) return 'winner';
  if (!hand.selfDrawn && hand.discarder === DEALER_SEAT) return 'discarder';
  return 'other';
}

/**
 * The payment settings of a setup's settings, completed once per settings object: the scorer's are
 * frozen (a batch of hands shares them); any other is completed for each hand.
 */
const paySettingsOf = new WeakMap<Readonly<Record<string, SettingValue>>, { rs: HongKongRuleset; pay: HongKongPaySettings }>();

function payOf(rs: HongKongRuleset, settings: Readonly<Record<string, SettingValue>>): HongKongPaySettings {
  const known = paySettingsOf.get(settings);
  if (known && known.rs === rs) return known.pay;
  const pay = paySettings({ ...settings }, undefined, rs);
  if (Object.isFrozen(settings)) paySettingsOf.set(settings, { rs, pay });
  return pay;
}

function payments(
  rs: HongKongRuleset,
  hand: NormalizedHand,
  faan: number,
  settings: Readonly<Record<string, SettingValue>>,
): { payments: Payment[]; total: number } {
  const r = settleWith(payOf(rs, settings), { faan, win: hand.win, dealer: dealerPosition(hand) }, rs);
  // Robbing the kong: the player who added to the kong pays as the discarder.
  const list = hand.flags.has('robbing-kong')
    ? r.payments.map((p) => (p.from === 'discarder' ? { ...p, from: rs.payments.robbingKongPayer } : p))
    : r.payments;
  return { payments: list, total: r.total };
}

/** The reading scorer per effective-items list and limit (a batch of hands shares them). */
const scorers = new WeakMap<readonly ItemDef[], ReadingScorer>();

function readingScorerOf(items: readonly ItemDef[], limit: number): ReadingScorer {
  let scorer = scorers.get(items);
  if (!scorer || scorer.limit !== limit) scorers.set(items, (scorer = readingScorer(items, limit)));
  return scorer;
}

function outcome(ctx: ScoreContext, readings: readonly Reading[]): RulesetOutcome {
  const rs = ctx.ruleset as HongKongRuleset;
  const limit = ctx.settings[rs.roles.limit!] as number;
  const minFaan = ctx.settings[rs.roles.minimum!] as number;
  const scorer = readingScorerOf(ctx.items, limit);
  const facts = handFacts(ctx.hand, ctx.items);
  const scored: ScoredReading[] = readings.map((r) => scoreReading(scorer, facts, r));
  const top = best(scored, (s) => [s.faan, s.uncapped])!;
  const reading = top.reading.text;
  const excluded = excludedOf(top.all, top.counted, top.apart);

  if (top.faan < minFaan) {
    return {
      ok: false as const,
      error: {
        code: 'below-minimum' as const,
        message: `the hand is worth ${top.faan} faan; the minimum to win is ${minFaan}`,
      },
      items: top.items,
      excluded,
      faan: top.faan,
      reading,
    };
  }
  const pay = payments(rs, ctx.hand, top.faan, ctx.settings);
  const liable = ctx.liable;
  if (liable) {
    // The preset's liability rule (包, where the table plays it): the payment lines split, the total unchanged.
    const r = applyLiability(liable.rule, liable.seat, ctx.hand, top.items.map((i) => i.id), { payments: pay.payments, hand: pay.total, counters: 0 });
    if ('refused' in r) return { ok: false as const, error: { code: 'invalid-input' as const, message: `liable: ${r.refused}`, field: 'liable' } };
    pay.payments = r.payments;
  }
  return {
    ok: true as const,
    items: top.items,
    excluded,
    faan: top.faan,
    limit: top.atLimit ? 'limit' : null,
    payments: pay.payments,
    total: pay.total,
    paymentsBySeat: paymentsBySeat(ctx.hand, pay.payments, pay.total, liable?.seat, tableSeats(ctx.settings)),
    reading,
  };
}

/** Two players sit at East and West (the dealer alternates between them, rule data): no other seat wins, discards or pays. */
function tableSeats(settings: Readonly<Record<string, SettingValue>>): readonly Wind[] | undefined {
  return Number(settings.players) === ruleset.payments.twoPlayer.players ? ruleset.payments.twoPlayer.dealerSeats : undefined;
}

export const engine: RulesetEngine = {
  ruleset,
  conflicts,
  flagItems,
  indicators: ruleset.inputs.includes('doraIndicators'),
  bonusTiles: ruleset.inputs.includes('bonusTiles'),
  shapes(items): SpecialShape[] {
    const out: SpecialShape[] = [];
    for (const i of items) {
      const s = itemShapes[i.id];
      if (s && !out.includes(s)) out.push(s);
    }
    return out;
  },
  checkSettings(settings, raw) {
    const bonus = typeof raw === 'object' && raw !== null ? (raw as { bonusTiles?: unknown }).bonusTiles : undefined;
    if (settings[ruleset.roles.bonusTiles!] === false && typeof bonus === 'string' && bonus.trim() !== '') {
      return 'bonusTiles: the "flowers" setting is off, so there are no flowers or seasons in play';
    }
    return null;
  },
  tableSeats,
  settingBounds(settings) {
    const s = paySettings(settings);
    const given = ruleset.roles.minimum ? settings[ruleset.roles.minimum] : 0;
    // The least a win may score: where the payments are looked at from.
    const minimum = typeof given === 'number' ? given : 0;
    const past = limitPastCurve(s, ruleset, minimum);
    if (past) {
      const { limit, end, lower } = past;
      const unit = ruleset.unit;
      const list = `give the curve as a list of ${limit + 1} multipliers, one per ${unit} from 0 to ${limit}`;
      return {
        fields: ['limit', 'curve'],
        message: `the limit (${limit}) is past the end of the curve, whose multipliers go up to ${end} ${unit}: every win of ${end} to ${limit} ${unit} would pay the same — ${lower ? `lower the limit to ${end}, or ${list}` : `${list} (the minimum, ${minimum}, is above ${end})`}`,
        words: { key: lower ? 'limitPastCurve' : 'limitPastCurveMinimum', values: { limit, end, minimum } },
      };
    }
    const largest = largestTotal(s, ruleset);
    const max = BOUNDS.payment.max;
    if (!Number.isFinite(largest) || largest > max)
      return {
        fields: ['stake', 'curve', 'limit'],
        message: `the largest payment (stake × the curve's multiplier at the limit × the shares) would be ${Number.isFinite(largest) ? `about ${largest.toPrecision(3)}` : 'too large to count'}, over ${max}, the largest amount paid exactly — choose a smaller stake or a lower limit`,
      };
    // Every payment a whole number (score-api.md, "Bounds"), from the least a win may score.
    const bad = firstBadPayment(s, ruleset, minimum);
    if (!bad) return null;
    return {
      fields: ['stake', 'curve'],
      message: `a win of ${bad.faan} ${ruleset.unit} on a ${bad.win === 'discard' ? 'discard' : 'self-draw'} would pay ${bad.amount}: every payment must be a whole number — choose a stake that gives whole payments (1, 2, 5 …)`,
    };
  },
  score: (ctx, readings, id) => asResult(ctx, outcome(ctx, readings), id),
};

export default engine;
