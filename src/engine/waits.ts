/**
 * Hands without a winning tile (`score-api.md`, "Waits" and "Discards that leave a hand waiting"):
 *
 * - one tile short of a winning hand: every tile kind that completes it, each scored both ways (won on
 *   a discard and self-drawn) exactly as the same input with that `winTile` would be;
 * - of the winning count with `discards: true`: each discard kind that leaves the hand waiting, with
 *   the kinds it would then wait on.
 *
 * Everything goes through the scorer itself (`score`), so a wait's result is byte for byte the result of
 * the completed hand: one pipeline, no second scoring. A kind completes the hand when the completed hand
 * has a reading — asked with the flags left out, since a flag conflict is checked before the readings and
 * would hide them; the real sides are then scored with the flags. A conflict that does not depend on the
 * way of winning shows on every side of every wait and is given once, at the top.
 */
import type { HandInput, ScoreAnswer, ScoreFailure, ScoreResult } from '../core/api.ts';
import { parseTiles } from '../core/parse.ts';
import { tileToString, type TileKind } from '../core/tiles.ts';

const KINDS = 34;
/** A kind that these codes answer does not complete the hand (or cannot be drawn: a fifth copy). */
const NOT_A_WAIT = new Set(['not-a-winning-hand', 'too-many-copies']);

type Score = (raw: unknown) => ScoreResult;

export interface WaitsContext {
  /** Tiles in a winning hand before kongs (the ruleset's `handSize`). */
  handSize: number;
  score: Score;
}

/** The ordinary tiles of `hand` and the melds, and the kongs among the melds; null when a field cannot be read (the scorer then names it). */
function tileCount(raw: Record<string, unknown>): { total: number; kongs: number; concealed: { kind: TileKind; red: boolean }[] } | null {
  if (typeof raw.hand !== 'string') return null;
  const hand = parseTiles(raw.hand, 'hand');
  if (!hand.ok) return null;
  const concealed = hand.tiles.flatMap((t) => (t.type === 'tile' ? [{ kind: t.kind, red: t.red }] : []));
  let total = concealed.length;
  let kongs = 0;
  const melds = raw.melds ?? [];
  if (!Array.isArray(melds)) return null;
  for (const m of melds) {
    if (typeof m !== 'object' || m === null) return null;
    const { kind, tiles } = m as { kind?: unknown; tiles?: unknown };
    if (typeof tiles !== 'string') return null;
    const p = parseTiles(tiles, 'melds');
    if (!p.ok) return null;
    total += p.tiles.length;
    if (typeof kind === 'string' && kind.startsWith('kan-')) kongs++;
  }
  return { total, kongs, concealed };
}

function failure(id: unknown, code: ScoreFailure['error']['code'], message: string, field?: string): ScoreFailure {
  const error: ScoreFailure['error'] = field ? { code, message, field } : { code, message };
  return id === undefined ? { ok: false, error } : { id, ok: false, error };
}

/** Whether the hand's tiles (concealed and in melds) are a waiting hand's count, a winning hand's, or neither; null when unreadable. */
export function handCount(raw: Record<string, unknown>, handSize: number): 'waiting' | 'winning' | 'other' | null {
  const n = tileCount(raw);
  if (!n) return null;
  const win = handSize + n.kongs;
  return n.total === win - 1 ? 'waiting' : n.total === win ? 'winning' : 'other';
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

/** The kinds that complete `hand` (tile order), as plain fives. */
function completingKinds(raw: Record<string, unknown>, hand: string, ctx: WaitsContext): { kinds: string[]; error: ScoreResult | null } {
  const kinds: string[] = [];
  for (let k = 0; k < KINDS; k++) {
    const tile = tileToString(k);
    const r = ctx.score(completed(raw, hand, tile, 'self-drawn', false));
    if (r.ok || !NOT_A_WAIT.has(r.error.code)) {
      // A problem of the input itself (a field, the notation, a setting) is the same for every kind.
      if (!r.ok && ['invalid-input', 'invalid-notation', 'unknown-flag', 'invalid-setting', 'unknown-preset', 'unknown-ruleset', 'wrong-tile-count', 'win-tile-not-in-hand'].includes(r.error.code))
        return { kinds: [], error: r };
      kinds.push(tile);
    }
  }
  return { kinds, error: null };
}

/**
 * The answer to a hand given without `winTile` (`raw` a JSON object whose ruleset and preset are
 * valid), or null when the scorer's own validation should answer (a field it cannot read).
 */
export function withoutWinTile(raw: Record<string, unknown>, ctx: WaitsContext): ScoreAnswer | null {
  const id = raw.id;
  const n = tileCount(raw);
  if (!n) return null;
  const win = ctx.handSize + n.kongs;
  const counts = `a winning hand has ${win}, a waiting hand ${win - 1}`;
  const detail = `${n.total} tiles`;
  if (n.total !== win - 1 && n.total !== win)
    return failure(id, 'wrong-tile-count', `the hand has ${detail} (concealed and in melds): ${counts}`, 'hand');
  const hand = raw.hand as string;

  if (n.total === win) {
    if (raw.discards !== true)
      return failure(id, 'invalid-input', `winTile: is required — a hand of ${win} tiles is a winning hand; give its winning tile (a hand of ${win - 1} is scored for its waits, and "discards": true lists the discards that leave this one waiting)`, 'winTile');
    // Each discard kind, once, in tile order: the hand without one copy of it (a plain copy first).
    const seen = new Set<number>();
    const discards: { tile: string; waits: string[] }[] = [];
    const order = [...n.concealed].sort((a, b) => a.kind - b.kind || Number(a.red) - Number(b.red));
    for (const t of order) {
      if (seen.has(t.kind)) continue;
      seen.add(t.kind);
      const at = n.concealed.findIndex((c) => c.kind === t.kind && c.red === t.red);
      const rest = n.concealed.filter((_, i) => i !== at).map((c) => tileToString(c.kind, c.red)).join('');
      const r = completingKinds(raw, rest, ctx);
      if (r.error) return id === undefined ? r.error : { id, ...r.error };
      if (r.kinds.length) discards.push({ tile: tileToString(t.kind), waits: r.kinds });
    }
    return id === undefined ? { ok: true, discards } : { id, ok: true, discards };
  }

  // One tile short: the kinds that complete it, each scored both ways.
  const found = completingKinds(raw, hand, ctx);
  if (found.error) return id === undefined ? found.error : { id, ...found.error };
  if (found.kinds.length === 0)
    return failure(id, 'not-waiting', `the hand (${detail}) waits on no tile: no tile that is not already all in the hand, the melds or the indicators completes it`, 'hand');
  const waits = found.kinds.map((tile) => ({
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
