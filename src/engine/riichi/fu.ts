/**
 * Riichi fu of one reading, every number read from the ruleset's fu data (`RiichiFuRules`):
 * a fixed-fu hand (seven pairs, pinfu tsumo, open pinfu shape on a discard) when one applies,
 * otherwise base + closed ron / self-draw + sets + pair + wait, rounded up.
 */
import type { FixedFuHand, RiichiFuRules } from '../../rules/riichi/types.ts';
import { fixedFuShape, type RiichiCtx } from '../../rules/riichi/context.ts';
import { resolveFu, roundUp, type Settings } from '../payments/riichi.ts';
import type { Found } from '../../core/detect.ts';
import { isDragon, isTerminalOrHonour } from '../../core/tiles.ts';

function hasAll(found: readonly Found[], ids: readonly string[]): boolean {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    let there = false;
    for (let j = 0; j < found.length && !there; j++) if (found[j].id === id) there = true;
    if (!there) return false;
  }
  return true;
}

/** The fixed-fu hand this reading is, or null. */
/** The fixed-fu list read last and the shape test of each of its hands (a preset keeps its list). */
let lastFixed: readonly FixedFuHand[] | null = null;
let lastShapes: ((ctx: RiichiCtx) => boolean)[] = [];

/** The shape test of each fixed-fu hand of `fixed`, in order (no lookup by id per reading). */
function shapesOf(fixed: readonly FixedFuHand[]): ((ctx: RiichiCtx) => boolean)[] {
  if (fixed !== lastFixed || lastShapes.length !== fixed.length) {
    lastShapes = fixed.map((h) => fixedFuShape[h.id]);
    lastFixed = fixed;
  }
  return lastShapes;
}

export function fixedFuHand(fu: RiichiFuRules, ctx: RiichiCtx, found: readonly Found[]): FixedFuHand | null {
  const fixed = fu.fixed;
  const shapes = shapesOf(fixed);
  for (let i = 0; i < fixed.length; i++) {
    const h = fixed[i];
    if (h.win !== 'any' && (h.win === 'self-drawn') !== ctx.selfDrawn) continue;
    if (h.closed !== ctx.closed) continue;
    if (!shapes[i](ctx)) continue;
    if (!hasAll(found, h.impliedYaku)) continue;
    return h;
  }
  return null;
}

/** The fu of the reading in `ctx` (its items `found` decide the fixed-fu hands). */
export function countFu(fu: RiichiFuRules, ctx: RiichiCtx, found: readonly Found[], settings: Settings): number {
  const fixed = fixedFuHand(fu, ctx, found);
  if (fixed) return resolveFu(fixed.fu, settings);
  let total = fu.base;
  if (ctx.selfDrawn) total += fu.selfDraw;
  else if (ctx.closed) total += fu.closedRon;

  const sets = ctx.reading.sets;
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i];
    if (s.kind === 'chow') continue;
    const by = s.concealed ? fu.sets.closed : fu.sets.open;
    let v = isTerminalOrHonour(s.first) ? by.terminalOrHonour : by.simple;
    if (s.kind === 'kong') v *= fu.sets.kongMultiplier;
    total += v;
  }

  const pair = ctx.pair;
  if (pair >= 0) {
    const seat = pair === ctx.seat;
    const round = pair === ctx.round;
    if (seat && round) total += resolveFu(fu.pair.doubleWind, settings);
    else if (seat || round || isDragon(pair)) total += fu.pair.valued;
  }

  switch (ctx.wait) {
    case 'edge':
      total += fu.wait.edge;
      break;
    case 'closed':
      total += fu.wait.closed;
      break;
    case 'single':
      total += fu.wait.single;
      break;
    case 'two-sided':
      total += fu.wait.twoSided;
      break;
    default:
      break;
  }
  return roundUp(total, fu.roundTo);
}
