/** Shared helpers for the engine tests. */
import { parseTiles } from '../../src/core/parse.ts';
import { countsOf, kindOf, type Counts, type TileKind } from '../../src/core/tiles.ts';

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
