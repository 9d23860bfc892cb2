/**
 * Hands without a winning tile (`score-api.md`, "Waits" and "Discards that leave a hand waiting"):
 *
 * - one tile short of a winning hand: every tile kind that completes it, each scored both ways (won on
 *   a discard and self-drawn) exactly as the same input with that `winTile` would be;
 * - of the winning count with `discards: true`: each discard kind that leaves the hand waiting, with
 *   the kinds it would then wait on.
 *
 * First the checks that need no winning tile (the fields, notation, unknown flags, the count, copies,
 * the flag conflicts that hold both ways: `validateWithoutWinTile`), in the scorer's order: a problem
 * of the hand is its answer, before any wait is looked for.
 *
 * Everything goes through the scorer itself (`score`), so a wait's result is byte for byte the result of
 * the completed hand: one pipeline, no second scoring. A kind completes the hand when the completed hand
 * has a reading — asked with the flags left out, since a flag conflict is checked before the readings and
 * would hide them; the real sides are then scored with the flags. A conflict that does not depend on the
 * way of winning shows on every side of every wait and is given once, at the top.
 */
import type { HandInput, ScoreAnswer, ScoreFailure, ScoreResult } from '../core/api.ts';
import { tileToString } from '../core/tiles.ts';
import { concealedTilesOf, tileTotal, type NormalizedHand } from '../core/validate.ts';

const KINDS = 34;
/** A kind that these codes answer does not complete the hand (or cannot be drawn: a fifth copy). */
const NOT_A_WAIT = new Set(['not-a-winning-hand', 'too-many-copies']);

type Score = (raw: unknown) => ScoreResult;

export interface WaitsContext {
  /** Tiles in a winning hand before kongs (the ruleset's `handSize`). */
  handSize: number;
  score: Score;
  /**
   * The checks of the hand that need no winning tile, in the scorer's order (`validateWithoutWinTile`
   * with the preset's options): the checked hand, or the first problem as the result (without `id`).
   */
  check: (raw: Record<string, unknown>) => { hand: NormalizedHand } | ScoreFailure;
}

function failure(id: unknown, code: ScoreFailure['error']['code'], message: string, field?: string): ScoreFailure {
  const error: ScoreFailure['error'] = field ? { code, message, field } : { code, message };
  return id === undefined ? { ok: false, error } : { id, ok: false, error };
}

/** The input completed with `tile` as its winning tile, won `win` (no id: entries carry none). */
function completed(raw: Record<string, unknown>, hand: string, tile: string, win: 'discard' | 'self-drawn', flags = true): HandInput {
  const o: Record<string, unknown> = { ...raw, hand: `${hand}${tile}`, winTile: tile, win };
  delete o.id;
  delete o.discards;
  if (win === 'self-drawn') delete o.discarder;
  if (!flags) delete o.flags;
  return o as unknown as HandInput;
}

/**
 * The kinds that complete `hand` (tile order), as plain fives. The hand passed every check that needs
 * no winning tile (`WaitsContext.check`): a completed hand fails only where the kind does not complete
 * it (or would be a fifth copy), or for want of a yaku or the minimum — still a wait.
 */
function completingKinds(raw: Record<string, unknown>, hand: string, ctx: WaitsContext): string[] {
  const kinds: string[] = [];
  for (let k = 0; k < KINDS; k++) {
    const tile = tileToString(k);
    const r = ctx.score(completed(raw, hand, tile, 'self-drawn', false));
    if (r.ok || !NOT_A_WAIT.has(r.error.code)) kinds.push(tile);
  }
  return kinds;
}

/**
 * The answer to a hand given without `winTile` (`raw` a JSON object whose ruleset, preset and settings
 * are valid): the hand's first problem, its waits, or the discards that leave it waiting.
 */
export function withoutWinTile(raw: Record<string, unknown>, ctx: WaitsContext): ScoreAnswer {
  const id = raw.id;
  const discards = raw.discards;
  if (discards !== undefined && discards !== null && typeof discards !== 'boolean')
    return failure(id, 'invalid-input', `discards: expected true or false, got ${typeof discards === 'string' ? JSON.stringify(discards.slice(0, 40)) : typeof discards}`, 'discards');
  // Every check that needs no winning tile first: a problem of the hand is the hand's answer, before
  // its waits are looked for (score-api.md, "Waits": `not-waiting` comes after `conflicting-flags`).
  const checked = ctx.check(raw);
  if ('ok' in checked) return id === undefined ? checked : { id, ...checked };
  const h = checked.hand;
  const win = ctx.handSize + h.kongs;
  const total = tileTotal(h);
  const hand = h.concealedText;

  if (total === win) {
    if (raw.discards !== true)
      return failure(id, 'invalid-input', `winTile: is required — a hand of ${win} tiles is a winning hand; give its winning tile (a hand of ${win - 1} is scored for its waits, and "discards": true lists the discards that leave this one waiting)`, 'winTile');
    // Each discard kind, once, in tile order: the hand without one copy of it (a plain copy first).
    const seen = new Set<number>();
    const discards: { tile: string; waits: string[] }[] = [];
    const concealed = concealedTilesOf(h);
    const order = [...concealed].sort((a, b) => a.kind - b.kind || Number(a.red) - Number(b.red));
    for (const t of order) {
      if (seen.has(t.kind)) continue;
      seen.add(t.kind);
      const at = concealed.findIndex((c) => c.kind === t.kind && c.red === t.red);
      const waits = completingKinds(raw, concealed.filter((_, i) => i !== at).map((c) => tileToString(c.kind, c.red)).join(''), ctx);
      if (waits.length) discards.push({ tile: tileToString(t.kind), waits });
    }
    return id === undefined ? { ok: true, discards } : { id, ok: true, discards };
  }

  // One tile short: the kinds that complete it, each scored both ways.
  const kinds = completingKinds(raw, hand, ctx);
  if (kinds.length === 0)
    return failure(id, 'not-waiting', `the hand (${total} tiles) waits on no tile: no tile that is not already all in the hand, the melds or the indicators completes it`, 'hand');
  const waits = kinds.map((tile) => ({
    tile,
    discard: ctx.score(completed(raw, hand, tile, 'discard')),
    selfDrawn: ctx.score(completed(raw, hand, tile, 'self-drawn')),
  }));
  // A conflict on every side of every wait does not depend on the way of winning: it is the hand's.
  const sides = waits.flatMap((w) => [w.discard, w.selfDrawn]);
  if (sides.every((s) => !s.ok && s.error.code === 'conflicting-flags')) {
    const first = sides[0] as ScoreFailure;
    return id === undefined ? { ok: false, error: first.error } : { id, ok: false, error: first.error };
  }
  return id === undefined ? { ok: true, ...rulesetAndPreset(waits), waits } : { id, ok: true, ...rulesetAndPreset(waits), waits };
}

/** The ruleset and preset of the waits' results (every success carries them). */
function rulesetAndPreset(waits: { discard: ScoreResult; selfDrawn: ScoreResult }[]): { ruleset?: string; preset?: string } {
  for (const w of waits)
    for (const r of [w.discard, w.selfDrawn]) if (r.ok) return { ruleset: r.ruleset, preset: r.preset };
  return {};
}
