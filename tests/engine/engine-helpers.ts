/** Shared helpers for the engine tests. */
import type { ScoreResult } from '../../src/core/api.ts';
import { parseTiles } from '../../src/core/parse.ts';
import { countsOf, kindOf, type Counts, type TileKind } from '../../src/core/tiles.ts';
import type { RulesetEngine } from '../../src/engine/ruleset-engine.ts';
import { createScorer } from '../../src/engine/score.ts';
import { switchedPreset } from '../../src/lib/calc-state.ts';
import type { ItemExample } from '../../src/core/ruleset.ts';
import { withPreset } from '../../src/rules/presets.ts';

/** Counts of an mpsz string (test input is trusted: throws on bad notation). */
export function counts(mpsz: string): Counts {
  return countsOf(kinds(mpsz));
}

/** Tile kinds of an mpsz string, in the order written. */
export function kinds(mpsz: string): TileKind[] {
  const r = parseTiles(mpsz);
  if (!r.ok) throw new Error(r.error.message);
  return r.tiles.map((t) => {
    if (t.type !== 'tile') throw new Error('bonus tile in test hand');
    return t.kind;
  });
}

/** The kind of one tile, e.g. k('7z'). */
export function k(tile: string): TileKind {
  const n = tile[0] === '0' ? 5 : Number(tile[0]);
  return kindOf(tile[1] as 'm' | 'p' | 's' | 'z', n);
}

/**
 * A worked example as the reference pages score it: under its preset (or the default), with the
 * items it switches on or off (`example.items`) composed on top as a venue's are. Returns the hand
 * input, the scorer to use and the ruleset with that preset, for the expected values.
 */
export function exampleRun(engine: RulesetEngine, example: ItemExample) {
  const rs = engine.ruleset;
  const { preset: base = rs.defaultPreset, settings = {}, items = {}, ...hand } = example;
  const switched = Object.keys(items).length ? switchedPreset(rs.id, base, items) : null;
  return {
    input: { ruleset: rs.id, ...hand, preset: switched ? switched.id : base, settings },
    scorer: createScorer([engine], switched ? [switched] : []),
    rs: switched ? withPreset(rs, { id: switched.id, base, overrides: switched.overrides }) : rs,
    preset: switched ? switched.id : base,
    settings,
    hand,
  };
}

/**
 * A result without the fields that explain it — why items count (`how`, `excluded`:
 * tests/engine/why.test.ts) and the payments by seat (tests/engine/seats.test.ts) — for the tests of
 * values and payments written before them.
 */
export function valuesOnly<R extends ScoreResult>(r: R): R {
  const { excluded: _excluded, paymentsBySeat: _bySeat, ...rest } = r as R & { excluded?: unknown; paymentsBySeat?: unknown };
  if (!rest.items) return rest as R;
  return { ...rest, items: rest.items.map(({ how: _how, ...item }) => item) } as R;
}
