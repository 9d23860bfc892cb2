/**
 * The riichi engine: for every reading of a hand, detect the effective items, apply their relations,
 * count fu, value the hand (han and fu, limit tiers, yakuman) and keep the best reading (highest
 * points, then han, then fu). A hand without a yaku is `no-yaku`. Payments come from
 * `src/engine/payments/riichi.ts`; every value is read from the ruleset's data.
 */
import { conflicts, flagItems } from '../../rules/riichi/conflicts.ts';
import { emptyContext, handContext, readContext, type RiichiCtx } from '../../rules/riichi/context.ts';
import { detectors } from '../../rules/riichi/detectors.ts';
import { RED_FIVES_PER_SUIT } from '../../rules/riichi/settings.ts';
import ruleset, { type RiichiRuleset } from '../../rules/riichi/index.ts';
import type { ItemDef, LimitTierId } from '../../core/ruleset.ts';
import type { FuPart, SettingValue, ScoredItem, ScoreResult } from '../../core/api.ts';
import { isOneOf } from '../../core/input.ts';
import type { Found } from '../../core/detect.ts';
import { toScoredItem } from '../evaluate.ts';
import { detect } from '../detection.ts';
import { basePoints, pay, tier, type BasePoints, type Settings } from '../payments/riichi.ts';
import type { RulesetEngine, ScoreContext } from '../ruleset-engine.ts';
import { concealedTilesOf, type NormalizedHand } from '../../core/validate.ts';
import type { Reading, SpecialShape } from '../../core/waits.ts';
import { countFu, PART_AT } from './fu.ts';
import { paymentsBySeat } from '../payments/seats.ts';
import { applyLiability, liabilityCovers, notCovered } from '../liability.ts';
import { copiesToString, isFive, suitIndex, tileToString, tilesToString, type Tile } from '../../core/tiles.ts';
import { anyNotWith, applyReplaces, countOnce, excludedOf, splitNotWith } from '../relations.ts';

/** Riichi reads seven pairs (distinct pairs only) and thirteen orphans besides the standard shape. */
const SHAPES: SpecialShape[] = ['seven-pairs', 'thirteen-orphans'];

// ---------------------------------------------------------------------------------------------
// Valuation

interface Candidate {
  items: Found[];
  yaku: boolean;
  han: number;
  fu: number;
  base: number;
  limit: LimitTierId | null;
  points: number;
  reading: Reading;
  /** Every item that held for the reading (before relations), in item order: its result's `excluded` are read from them. */
  found: Found[];
}

const isBonus = (def: ItemDef): boolean => def.conditions !== undefined && isOneOf('not-a-yaku', def.conditions);

/** The tier a limit item pays (an untiered limit item pays the lowest tier). */
function limitTierOf(data: RiichiRuleset, f: Found): LimitTierId {
  return f.limit === true || f.limit === undefined ? data.limits.tiers[0].id : f.limit;
}

/** The han an item shows: its value; a yakuman pattern 13 × its multiple; a limit item its tier's first han. */
function shownValue(data: RiichiRuleset, f: Found): number {
  if (f.yakuman) return data.limits.kazoe.minHan * f.yakuman;
  if (f.limit) {
    return tier(data, limitTierOf(data, f)).minHan ?? data.limits.kazoe.minHan;
  }
  return f.value;
}

/** Points of a base for this win (rounded payments, no counters or sticks): what readings compare. */
function pointsOf(data: RiichiRuleset, base: number, dealer: boolean, selfDrawn: boolean): number {
  return pay(data, { base, dealer, win: selfDrawn ? 'self-drawn' : 'discard' }).hand;
}

const NO_BASE: BasePoints = { base: 0, limit: null };

/**
 * `basePoints` remembered per (ruleset data, settings) and han × fu: the same few pairs come up
 * hand after hand, and a preset's settings object is kept between hands by the scorer.
 */
const baseMemo = new WeakMap<Settings, BaseMemo>();
/** The memo used last (a batch of hands shares one settings object). */
let lastMemoSettings: Settings | null = null;
let lastMemo: BaseMemo | undefined;
interface BaseMemo {
  data: RiichiRuleset;
  /** The settings object was frozen when the memo was made. */
  frozen: boolean;
  /** The settings `basePoints` reads, as they were when the memo was made. */
  kazoe: SettingValue | undefined;
  kiriage: SettingValue | undefined;
  byKey: Map<number, BasePoints>;
}

function basePointsOf(data: RiichiRuleset, han: number, fu: number, settings: Settings): BasePoints {
  // Whole han and fu within range key the memo; anything else is worked out each time.
  if (!(han >= 0 && han < 1024 && fu >= 0 && fu < 4096 && Number.isInteger(han) && Number.isInteger(fu))) {
    return basePoints(data, han, fu, settings);
  }
  let memo = settings === lastMemoSettings ? lastMemo : baseMemo.get(settings);
  // A frozen settings object (the scorer's) cannot have changed since its memo was made.
  if (!memo || memo.data !== data || !(memo.frozen || (memo.kazoe === settings[data.limits.kazoe.setting] && memo.kiriage === settings[data.limits.kiriage.setting]))) {
    memo = {
      data,
      frozen: Object.isFrozen(settings),
      kazoe: settings[data.limits.kazoe.setting],
      kiriage: settings[data.limits.kiriage.setting],
      byKey: new Map(),
    };
    baseMemo.set(settings, memo);
  }
  lastMemoSettings = settings;
  lastMemo = memo;
  const key = han * 4096 + fu;
  let bp = memo.byKey.get(key);
  if (!bp) {
    bp = basePoints(data, han, fu, settings);
    memo.byKey.set(key, bp);
  }
  return bp;
}

/** A candidate with every field at its empty value (two are reused as scratch by `bestCandidate`). */
function emptyCandidate(): Candidate {
  return { items: [], yaku: false, han: 0, fu: 0, base: 0, limit: null, points: -1, reading: null as unknown as Reading, found: [] };
}

/** The valuation of one alternative of a reading, written into `out`. */
function value(data: RiichiRuleset, ctx: RiichiCtx, alt: Found[], fu: number, settings: Settings, out: Candidate): Candidate {
  let yaku = false;
  let yakumanSum = 0;
  let yakumanMax = 0;
  let anyLimit = false;
  // A win needs a yaku (dora are not one) where the ruleset's combination data says so.
  if (!data.combination.needsYaku) yaku = true;
  for (let i = 0; i < alt.length; i++) {
    const f = alt[i];
    if (!yaku && !isBonus(f.def)) yaku = true;
    if (f.yakuman) {
      yakumanSum += f.yakuman;
      if (f.yakuman > yakumanMax) yakumanMax = f.yakuman;
    } else if (f.limit) anyLimit = true;
  }
  let items = alt;
  let han = 0;
  let base: number;
  let limit: LimitTierId | null;
  if (yakumanSum > 0 && data.combination.yakumanScoredApart) {
    // Yakuman are scored apart: ordinary han and dora do not count.
    items = alt.filter((f) => f.yakuman);
    const add = settings[data.limits.multipleYakumanSetting] === true;
    const times = add ? yakumanSum : yakumanMax;
    const unit = tier(data, 'yakuman').base;
    base = unit * times;
    limit = 'yakuman';
    han = data.limits.kazoe.minHan * times;
  } else {
    let counted = 0;
    let limitBase = 0;
    let limitTier: LimitTierId | null = null;
    for (let i = 0; i < alt.length; i++) {
      const f = alt[i];
      if (f.limit) {
        const id = limitTierOf(data, f);
        const t = tier(data, id);
        if (t.base > limitBase) {
          limitBase = t.base;
          limitTier = id;
        }
        han += shownValue(data, f);
      } else {
        counted += f.value;
        han += f.value;
      }
    }
    if (anyLimit) {
      const rest = counted > 0 ? basePointsOf(data, counted, fu, settings) : NO_BASE;
      if (rest.base > limitBase) {
        base = rest.base;
        limit = rest.limit;
      } else {
        base = limitBase;
        limit = limitTier;
      }
    } else {
      const bp = basePointsOf(data, counted, fu, settings);
      base = bp.base;
      limit = bp.limit;
    }
  }
  out.items = items;
  out.yaku = yaku;
  out.han = han;
  out.fu = fu;
  out.base = base;
  out.limit = limit;
  out.points = -1;
  out.reading = ctx.reading;
  return out;
}

/** Better: a hand with a yaku, then more points, more han, more fu (ties keep the earlier). */
function better(data: RiichiRuleset, hand: NormalizedHand, a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  if (a.yaku !== b.yaku) return a.yaku;
  if (a.base !== b.base) {
    // Points are only worked out when two candidates compare (rounding can make two bases pay the same).
    if (a.points < 0) a.points = pointsOf(data, a.base, hand.dealer, hand.selfDrawn);
    if (b.points < 0) b.points = pointsOf(data, b.base, hand.dealer, hand.selfDrawn);
    if (a.points !== b.points) return a.points > b.points;
  }
  if (a.han !== b.han) return a.han > b.han;
  return a.fu > b.fu;
}

/** `toScoredItems` with each item's shown value (a loop: no closure per hand). */
function scoredItems(data: RiichiRuleset, found: Found[]): ScoredItem[] {
  const out: ScoredItem[] = new Array(found.length);
  for (let i = 0; i < found.length; i++) out[i] = toScoredItem(found[i], shownValue(data, found[i]));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Detection

/** The ids of found items, comma-separated (`items.map((f) => f.id).join(', ')`). */
function idList(items: readonly Found[]): string {
  let out = items[0].id;
  for (let i = 1; i < items.length; i++) out += `, ${items[i].id}`;
  return out;
}

/** One context reused by every call (scoring is synchronous and never re-entered). */
const scratch = emptyContext();

/** The best candidate over every reading (and every `notWith` alternative of a reading). */
function bestCandidate(ctx: ScoreContext, readings: readonly Reading[]): Candidate {
  const data = ctx.ruleset as RiichiRuleset;
  const settings = ctx.settings as Settings;
  const hand = ctx.hand;
  const rctx = handContext(hand, settings, scratch);
  let top: Candidate | null = null;
  // Two scratch candidates: the best so far and the one being valued (swapped when it wins).
  let next = candidateA;
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i];
    readContext(rctx, r);
    const found = detect(ctx.items, detectors, rctx, hand.closed, rctx.facts);
    const fu = countFu(data.fu, rctx, found, settings);
    // relations.ts, steps 1–3, with the usual case (no `notWith` among the found items) on its own.
    const kept = applyReplaces(found);
    if (!anyNotWith(kept)) {
      const c = value(data, rctx, countOnce(found, kept), fu, settings, next);
      c.found = found;
      if (better(data, hand, c, top)) {
        next = top ?? (c === candidateA ? candidateB : candidateA);
        top = c;
      }
      continue;
    }
    for (const alt of splitNotWith(kept)) {
      const c = value(data, rctx, countOnce(found, alt), fu, settings, next);
      c.found = found;
      if (better(data, hand, c, top)) {
        next = top ?? (c === candidateA ? candidateB : candidateA);
        top = c;
      }
    }
  }
  return top!;
}

/** Scratch candidates of `bestCandidate` (scoring is synchronous; the caller reads the best one at once). */
const candidateA = emptyCandidate();
const candidateB = emptyCandidate();

/**
 * The fu parts of the scored candidate (score-api.md, "Fu parts"): its reading counted again with a
 * sink, once per hand. A set's tiles are its meld's as declared; a concealed set of fives shows the
 * concealed red fives of its suit, the first such set taking them (which concealed five is the red one
 * cannot be told from the tiles, and it changes no fu). The wait part shows the winning tile.
 */
function fuPartsOf(ctx: ScoreContext, c: Candidate, rctx: RiichiCtx, found: readonly Found[]): FuPart[] {
  const data = ctx.ruleset as RiichiRuleset;
  const settings = ctx.settings as Settings;
  const hand = ctx.hand;
  const sets = c.reading.sets;
  const fromMelds = sets.length - hand.melds.length;
  let redLeft: number[] | null = null;
  // Red fives in play (the redFives setting): otherwise a 0m is a plain five, and prints as one.
  const reds = engine.redFives!(settings) !== undefined;
  const parts: FuPart[] = [];
  countFu(data.fu, rctx, found, settings, (id, fu, at) => {
    const part: FuPart = { id, fu };
    if (at >= 0) {
      const s = sets[at];
      if (at >= fromMelds) part.tiles = tilesToString(hand.melds[at - fromMelds].tiles, false, reds);
      else {
        const size = s.kind === 'kong' ? 4 : 3;
        let red = 0;
        if (reds && isFive(s.first) && hand.redFives > 0) {
          redLeft ??= concealedRedFives(concealedTilesOf(hand));
          const suit = suitIndex(s.first);
          red = Math.min(size, redLeft[suit]);
          redLeft[suit] -= red;
        }
        part.tiles = copiesToString(s.first, size, red);
      }
    } else if (at === PART_AT.pair && c.reading.pair !== null) part.tiles = copiesToString(c.reading.pair, 2);
    else if (at === PART_AT.wait) part.tiles = tileToString(hand.winTile, reds && hand.winTileRed);
    parts.push(part);
  });
  return parts;
}

/** Red fives among the concealed tiles, per suit (m, p, s). */
function concealedRedFives(tiles: readonly Tile[]): number[] {
  const out = [0, 0, 0, 0];
  for (const t of tiles) if (t.red) out[suitIndex(t.kind)]++;
  return out;
}

function noYaku(c: Candidate): { code: 'no-yaku'; message: string } {
  return {
    code: 'no-yaku',
    message: `no yaku: the hand ${c.reading.text} has ${
      c.items.length ? `only ${idList(c.items)}, which ${c.items.length > 1 ? 'are' : 'is'} not a yaku` : 'no scoring item'
    }; a riichi win needs at least one yaku`,
  };
}

function paymentsOf(data: RiichiRuleset, hand: NormalizedHand, c: Candidate) {
  return pay(data, {
    base: c.base,
    dealer: hand.dealer,
    win: hand.selfDrawn ? 'self-drawn' : 'discard',
    honba: hand.honba,
    riichiSticks: hand.riichiSticks,
  });
}

/**
 * A hand's result in the scorer's shape (`{ id?, ok, ruleset, preset, …}`), each result object
 * written once in its final key order.
 */
function score(ctx: ScoreContext, readings: readonly Reading[], id: unknown): ScoreResult {
  const data = ctx.ruleset as RiichiRuleset;
  const c = bestCandidate(ctx, readings);
  const items = scoredItems(data, c.items);
  const han = c.han;
  const fu = c.fu;
  const reading = c.reading.text;
  // The scored reading's context: the scratch one, read again unless it was the last reading read.
  const rctx = scratch;
  if (rctx.reading !== c.reading) readContext(rctx, c.reading);
  const found = c.found;
  // A yakuman pattern is scored apart from fu: it carries no parts, and the other items do not count
  // with it. A counted yakuman (13+ han, paid as a yakuman where the preset says so) is a han count:
  // its fu were counted, and its parts are shown as for any other hand (riichi.md: the two are distinct).
  const pattern = c.items.find((f) => f.yakuman);
  const fuParts = pattern ? undefined : fuPartsOf(ctx, c, rctx, found);
  const excluded = excludedOf(found, c.items, pattern);
  if (!c.yaku) {
    // A hand without a yaku is no hand a liability rule covers: `liable` is refused first (invalid-input).
    const liable = ctx.liable;
    if (liable && !liabilityCovers(liable.rule, ctx.hand, c.items.map((f) => f.def.id))) {
      const error = { code: 'invalid-input' as const, message: `liable: ${notCovered(liable.rule)}`, field: 'liable' };
      return id === undefined ? { ok: false, error } : { id, ok: false, error };
    }
    const error = noYaku(c);
    return id === undefined
      ? { ok: false, error, items, excluded, han, fu, fuParts, reading }
      : { id, ok: false, error, items, excluded, han, fu, fuParts, reading };
  }
  const split = paymentsOf(data, ctx.hand, c);
  const ruleset = data.id;
  const preset = ctx.presetId;
  const limit = c.limit;
  let payments = split.payments;
  const total = split.total;
  const liable = ctx.liable;
  if (liable) {
    // The preset's liability rule (pao): the payment lines split, the total unchanged.
    const scored = c.items.map((f) => f.def.id);
    const r = applyLiability(liable.rule, liable.seat, ctx.hand, scored, { payments, hand: split.hand, counters: split.honba });
    if ('refused' in r) {
      const error = { code: 'invalid-input' as const, message: `liable: ${r.refused}`, field: 'liable' };
      return id === undefined ? { ok: false, error } : { id, ok: false, error };
    }
    payments = r.payments;
  }
  // What the counters and the sticks add to the total, said apart (score-api.md's `total` holds them):
  // "8,000" and "the discarder pays 8,600" need the 600 of two counters beside them at the table.
  const honbaPoints = ctx.hand.honba > 0 ? split.honba : undefined;
  const riichiStickPoints = ctx.hand.riichiSticks > 0 ? split.sticks : undefined;
  // `excluded`, `fuParts`, `honbaPoints`, `riichiStickPoints` and `paymentsBySeat` may be undefined:
  // JSON leaves such a key out (one object shape, no delete).
  const bySeat = paymentsBySeat(ctx.hand, payments, total, liable?.seat);
  return id === undefined
    ? { ok: true, ruleset, preset, items, excluded, han, fu, fuParts, limit, payments, total, honbaPoints, riichiStickPoints, paymentsBySeat: bySeat, reading }
    : { id, ok: true, ruleset, preset, items, excluded, han, fu, fuParts, limit, payments, total, honbaPoints, riichiStickPoints, paymentsBySeat: bySeat, reading };
}

export const engine: RulesetEngine = {
  ruleset,
  conflicts,
  flagItems,
  indicators: ruleset.inputs.includes('doraIndicators'),
  bonusTiles: ruleset.inputs.includes('bonusTiles'),
  shapes: () => SHAPES,
  // The count (true means 3); none in play is no limit: a 0m is then a plain five.
  redFives: (settings) => RED_FIVES_PER_SUIT[settings.redFives === true ? 3 : (settings.redFives as number)],
  score,
};

export default engine;
