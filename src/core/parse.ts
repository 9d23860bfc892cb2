/**
 * The mpsz parser (`score-api.md`, "Tile notation"): digits followed by a suit letter (`123m456p`),
 * `0m`/`0p`/`0s` red fives, `1z`–`7z` honours, `1f`–`8f` bonus tiles; whitespace anywhere is ignored.
 * Never throws: any string gives either the tiles or an `invalid-notation` error with the 0-based
 * position of the bad character in the original string.
 */
import { engineError, type EngineError } from './errors.ts';
import type { BonusTile, TileKind } from './tiles.ts';

/** One tile of the text, with the position of its digit. */
export type ParsedTile =
  | { type: 'tile'; kind: TileKind; red: boolean; position: number }
  | { type: 'bonus'; bonus: BonusTile; position: number };

export type ParseResult = { ok: true; tiles: ParsedTile[] } | { ok: false; error: EngineError };

/** A code point as Unicode writes it: `U+0007`, `U+8358`. */
export function codePointName(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

function describe(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f ? codePointName(code) : `"${ch}"`;
}

/** Space, tab, newline, carriage return or no-break space: ignored anywhere in mpsz text. */
export function isSpaceCode(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0;
}

/**
 * Parse mpsz text. `field` only names the input field in error messages.
 */
export function parseTiles(text: string, field = 'tiles'): ParseResult {
  if (typeof text !== 'string') {
    return { ok: false, error: engineError('invalid-notation', `${field}: expected mpsz text`, { field }) };
  }
  const tiles: ParsedTile[] = [];
  const bad = (position: number, message: string): ParseResult => ({
    ok: false,
    error: engineError('invalid-notation', `${field}: ${message} (position ${position})`, { field, position }),
  });
  // Digits wait in text[pendingStart, i) (spaces among them skipped) until their suit letter comes.
  let pendingStart = -1;

  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (pendingStart < 0) pendingStart = i;
      continue;
    }
    if (isSpaceCode(c)) continue;
    // m p s z f
    if (c === 109 || c === 112 || c === 115 || c === 122 || c === 102) {
      if (pendingStart < 0) return bad(i, `suit letter "${text[i]}" has no digits before it`);
      for (let j = pendingStart; j < i; j++) {
        const d = text.charCodeAt(j) - 48;
        if (d < 0 || d > 9) continue; // a space among the digits
        if (c === 102) {
          if (d < 1 || d > 8) return bad(j, `"${d}f" is not a tile: bonus tiles are 1f–8f`);
          tiles.push({ type: 'bonus', bonus: d, position: j });
        } else if (c === 122) {
          if (d < 1 || d > 7) return bad(j, `"${d}z" is not a tile: honours are 1z–7z`);
          tiles.push({ type: 'tile', kind: 26 + d, red: false, position: j });
        } else {
          const base = c === 109 ? 0 : c === 112 ? 9 : 18;
          tiles.push({ type: 'tile', kind: base + (d === 0 ? 4 : d - 1), red: d === 0, position: j });
        }
      }
      pendingStart = -1;
      continue;
    }
    // Report a whole surrogate pair as one character, at the position of its first half.
    const cp = text.codePointAt(i) ?? 0;
    const shown = cp > 0xffff ? String.fromCodePoint(cp) : text[i];
    return bad(i, `unexpected character ${describe(shown)}`);
  }
  if (pendingStart >= 0) {
    return bad(pendingStart, `digit "${text[pendingStart]}" has no suit letter after it`);
  }
  return { ok: true, tiles };
}
