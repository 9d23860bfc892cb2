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

/** Where a fu part belongs: a set of the reading (its index ≥ 0), or one of these. */
export const PART_AT = { none: -1, pair: -2, wait: -3 } as const;

/**
 * Told each fu part as it is counted (only parts above 0 fu): its id, fu and where it belongs. Given
 * for the reading that is scored only; the search over readings passes none.
 */
export type FuSink = (id: string, fu: number, at: number) => void;

const SET_PART: Record<'open' | 'closed', Record<'pung' | 'kong', Record<'simple' | 'terminal', string>>> = {
  open: { pung: { simple: 'open-pung-simple', terminal: 'open-pung-terminal' }, kong: { simple: 'open-kan-simple', terminal: 'open-kan-terminal' } },
  closed: { pung: { simple: 'closed-pung-simple', terminal: 'closed-pung-terminal' }, kong: { simple: 'closed-kan-simple', terminal: 'closed-kan-terminal' } },
};

/**
 * The fu of the reading in `ctx` (its items `found` decide the fixed-fu hands), rounded up; `sink`,
 * when given, is told each part (score-api.md, "Fu parts": their sum is the fu before rounding).
 */
export function countFu(fu: RiichiFuRules, ctx: RiichiCtx, found: readonly Found[], settings: Settings, sink?: FuSink): number {
  const fixed = fixedFuHand(fu, ctx, found);
  if (fixed) {
    const v = resolveFu(fixed.fu, settings);
    if (sink) {
      if (fixed.part.alone) sink(fixed.part.id, v, PART_AT.none);
      else {
        sink('base', fu.base, PART_AT.none);
        if (v > fu.base) sink(fixed.part.id, v - fu.base, PART_AT.none);
      }
    }
    return v;
  }
  let total = fu.base;
  if (sink) sink('base', fu.base, PART_AT.none);
  if (ctx.selfDrawn) {
    total += fu.selfDraw;
    if (sink && fu.selfDraw > 0) sink('self-draw', fu.selfDraw, PART_AT.none);
  } else if (ctx.closed) {
    total += fu.closedRon;
    if (sink && fu.closedRon > 0) sink('closed-ron', fu.closedRon, PART_AT.none);
  }

  const sets = ctx.reading.sets;
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i];
    if (s.kind === 'chow') continue;
    const by = s.concealed ? fu.sets.closed : fu.sets.open;
    const terminal = isTerminalOrHonour(s.first);
    let v = terminal ? by.terminalOrHonour : by.simple;
    if (s.kind === 'kong') v *= fu.sets.kongMultiplier;
    total += v;
    if (sink && v > 0) sink(SET_PART[s.concealed ? 'closed' : 'open'][s.kind === 'kong' ? 'kong' : 'pung'][terminal ? 'terminal' : 'simple'], v, i);
  }

  const pair = ctx.pair;
  if (pair >= 0) {
    const seat = pair === ctx.seat;
    const round = pair === ctx.round;
    let v = 0;
    let id = '';
    if (seat && round) {
      v = resolveFu(fu.pair.doubleWind, settings);
      id = 'pair-double-wind';
    } else if (seat || round || isDragon(pair)) {
      v = fu.pair.valued;
      id = seat ? 'pair-seat-wind' : round ? 'pair-round-wind' : 'pair-dragon';
    }
    total += v;
    if (sink && v > 0) sink(id, v, PART_AT.pair);
  }

  let w = 0;
  switch (ctx.wait) {
    case 'edge':
      w = fu.wait.edge;
      break;
    case 'closed':
      w = fu.wait.closed;
      break;
    case 'single':
      w = fu.wait.single;
      break;
    case 'two-sided':
      w = fu.wait.twoSided;
      break;
    default:
      break;
  }
  total += w;
  if (sink && w > 0) sink(ctx.wait === 'two-sided' ? 'wait-two-sided' : `wait-${ctx.wait}`, w, PART_AT.wait);
  return roundUp(total, fu.roundTo);
}
