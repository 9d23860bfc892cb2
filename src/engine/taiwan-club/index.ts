/**
 * The Hé Fēn Taiwanese club sheet on the shared engine: every reading (17-tile standard readings with
 * the declared melds, Niko Niko, 13 Orphans, 16 Orphans) is scored from the item definitions; the
 * highest total wins; the winning minimum of the round is applied; the hand is paid per the sheet.
 */
import { ruleset } from '../../rules/taiwan-club/index.ts';
import { conflicts, flagItems } from '../../rules/taiwan-club/conflicts.ts';
import { detectors } from '../../rules/taiwan-club/detectors.ts';
import { handFacts, readingCtx, type HandFacts, type TaiwanCtx } from '../../rules/taiwan-club/context.ts';
import type { TaiwanClubRuleset } from '../../rules/taiwan-club/types.ts';
import type { ItemDef } from '../../core/ruleset.ts';
import type { SettingValue } from '../../core/api.ts';
import { type Found } from '../../core/detect.ts';
import { detect } from '../detection.ts';
import { detectAfterOthers, splitAfterOthers, toScoredItems } from '../detect-items.ts';
import { alternatives, excludedOf } from '../relations.ts';
import { paymentsBySeat } from '../payments/seats.ts';
import { handPayments, minimumFor } from '../payments/taiwan-club.ts';
import { asResult, type RulesetEngine, type ScoreContext, type RulesetOutcome } from '../ruleset-engine.ts';
import { waitingCounts } from '../../core/validate.ts';
import type { Reading, SpecialShape } from '../../core/waits.ts';
import { readingShowsSecondKind, winningKinds } from '../../core/winning-kinds.ts';

/**
 * Per effective-items list (the scorer keeps one per preset and settings, so a batch of hands shares
 * it): what the engine derives from the list alone, worked out once instead of for every hand.
 */
function perItems<T>(make: (rs: TaiwanClubRuleset, items: readonly ItemDef[]) => T): (rs: TaiwanClubRuleset, items: readonly ItemDef[]) => T {
  const known = new WeakMap<readonly ItemDef[], { rs: TaiwanClubRuleset; value: T }>();
  return (rs, items) => {
    const hit = known.get(items);
    if (hit && hit.rs === rs) return hit.value;
    // As riichi's item tables: an effective-items list is not changed once made.
    const value = make(rs, items);
    known.set(items, { rs, value });
    return value;
  };
}

/** The special shapes whose items are effective. */
const shapesOf = perItems(specialShapesOf);

function specialShapesOf(rs: TaiwanClubRuleset, items: readonly ItemDef[]): SpecialShape[] {
  const out: SpecialShape[] = [];
  for (const [itemId, shape] of Object.entries(rs.specialHands.shapes)) {
    if (items.some((i) => i.id === itemId) && !out.includes(shape)) out.push(shape);
  }
  return out;
}

/** The items each kind of reading looks at (catalogue order), and those decided after the others (Chicken Hand). */
interface ItemLists {
  standard: ItemDef[];
  special: ItemDef[];
  /** Standard readings only: the special hands score no Chicken Hand. */
  after: ItemDef[];
  order: ReadonlyMap<string, number>;
}

const itemLists = perItems(makeItemLists);

function makeItemLists(rs: TaiwanClubRuleset, items: readonly ItemDef[]): ItemLists {
  const { first, after } = splitAfterOthers(items);
  const { category, alsoScores } = rs.specialHands;
  return {
    standard: first,
    special: first.filter((i) => i.category === category || alsoScores.includes(i.id)),
    after,
    order: new Map(rs.items.map((i, n) => [i.id, n])),
  };
}

export interface ScoredReading {
  reading: Reading;
  found: Found[];
  points: number;
  /** Every item that held for the reading (before the relations), for `excluded`. */
  all: Found[];
}

/** Score one reading: detect, apply the relations (relations.ts: each alternative valued, the best kept), then the Chicken Hand. */
export function scoreReading(facts: HandFacts, lists: ItemLists, reading: Reading): ScoredReading {
  const ctx = readingCtx(facts, reading);
  const closed = facts.hand.closed;
  const detected = detect(ctx.standard ? lists.standard : lists.special, detectors, ctx, closed, ctx.bits);
  const alts = alternatives(detected);
  // The first alternative with the most points (ties keep the earlier).
  let top = scoreAlternative(lists, ctx, closed, reading, alts[0], detected);
  for (let i = 1; i < alts.length; i++) {
    const s = scoreAlternative(lists, ctx, closed, reading, alts[i], detected);
    if (s.points > top.points) top = s;
  }
  return top;
}

/** One alternative of a reading (relations.ts), valued: the Chicken Hand decided on what it holds. */
function scoreAlternative(lists: ItemLists, ctx: TaiwanCtx, closed: boolean, reading: Reading, alt: Found[], detected: Found[]): ScoredReading {
  const all = ctx.standard && lists.after.length ? [...detected] : detected;
  const found = ctx.standard ? detectAfterOthers(alt, lists.after, detectors, ctx, closed, lists.order, all, ctx.bits) : alt;
  let points = 0;
  for (const f of found) points += f.value;
  return { reading, found, points, all };
}

function outcome(ctx: ScoreContext, readings: readonly Reading[]): RulesetOutcome {
  const rs = ctx.ruleset as TaiwanClubRuleset;
  const hand = ctx.hand;
  // The sheet's items tell one winning kind from several (`HandFacts.winningKinds`): 2 means "2 or more".
  // A reading with a two-sided or pair-to-pung wait already shows two: the search is for the rest.
  const kinds = readingShowsSecondKind(readings, hand.all)
    ? 2
    : winningKinds(waitingCounts(hand), hand.melds, rs.handSize, shapesOf(rs, ctx.items), 2).length;
  const facts = handFacts(rs, hand, ctx.items, kinds);
  const lists = itemLists(rs, ctx.items);
  // The first reading with the most points (ties keep the earlier).
  let top = scoreReading(facts, lists, readings[0]);
  for (let i = 1; i < readings.length; i++) {
    const s = scoreReading(facts, lists, readings[i]);
    if (s.points > top.points) top = s;
  }
  const items = toScoredItems(top.found);
  const excluded = excludedOf(top.all, top.found);
  const points = top.points;
  const reading = top.reading.text;
  const minimum = minimumFor(hand.round, ctx.settings as Record<string, SettingValue>, rs);
  if (points < minimum) {
    return {
      ok: false,
      error: {
        code: 'below-minimum',
        message: `the hand scores ${points} points; the ${hand.round} round needs at least ${minimum}`,
      },
      items,
      excluded,
      points,
      reading,
    };
  }
  const settlement = handPayments(points, hand.win, rs);
  const { payments, total } = settlement;
  return { ok: true, items, excluded, points, limit: null, payments, total, paymentsBySeat: paymentsBySeat(hand, payments, total), reading };
}

export const engine: RulesetEngine = {
  ruleset,
  conflicts,
  flagItems,
  indicators: ruleset.inputs.includes('doraIndicators'),
  bonusTiles: ruleset.inputs.includes('bonusTiles'),
  shapes: (items) => shapesOf(ruleset, items),
  score: (ctx, readings, id) => asResult(ctx, outcome(ctx, readings), id),
};

export default engine;
