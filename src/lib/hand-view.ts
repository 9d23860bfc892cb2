/**
 * A hand laid out for drawing, and read in words: the concealed tiles, the winning tile set apart, the
 * declared sets (a concealed kong with its outer tiles face down), the bonus tiles and the dora
 * indicators. Pure (no DOM, no Astro, no i18next): words come from the `t` given, so the reference pages
 * and the calculator island read a hand the same way.
 */
import type { HandExample, MeldKind } from '../core/api.ts';
import type { Translate } from '../i18n/format.ts';
import { BACK, splitTiles } from './tile-svg.ts';

export type GroupKind = 'concealed' | 'win' | 'meld' | 'bonus' | 'dora' | 'ura-dora';

export interface HandGroup {
  kind: GroupKind;
  /** The set's kind, for `meld` groups. */
  meld?: MeldKind;
  /** The tiles, as held (tile codes: `1m`, `0p`, `7z`, `3f`). */
  tiles: string[];
  /** The tiles as drawn: a concealed kong shows its two outer tiles face down (`back`). */
  shown: string[];
}

const sameKind = (a: string, b: string) => a[1] === b[1] && (a[0] === '0' ? '5' : a[0]) === (b[0] === '0' ? '5' : b[0]);

/** The groups of a hand, in drawing order. Throws on notation that cannot be read. */
export function handLayout(ex: HandExample): HandGroup[] {
  const concealed = splitTiles(ex.hand);
  const win = splitTiles(ex.winTile)[0];
  // The winning tile is drawn apart: take one copy out of the concealed tiles (the same red-ness first).
  let at = concealed.indexOf(win);
  if (at < 0) at = concealed.findIndex((c) => sameKind(c, win));
  const winTile = at >= 0 ? concealed.splice(at, 1)[0] : win;
  const groups: HandGroup[] = [
    { kind: 'concealed', tiles: concealed, shown: concealed },
    { kind: 'win', tiles: [winTile], shown: [winTile] },
  ];
  for (const m of ex.melds ?? []) {
    const tiles = splitTiles(m.tiles);
    const shown = m.kind === 'kan-closed' && tiles.length === 4 ? [BACK, tiles[1], tiles[2], BACK] : tiles;
    groups.push({ kind: 'meld', meld: m.kind, tiles, shown });
  }
  const extra: [GroupKind, string | undefined][] = [
    ['bonus', ex.bonusTiles],
    ['dora', ex.doraIndicators],
    ['ura-dora', ex.uraDoraIndicators],
  ];
  for (const [kind, text] of extra) {
    if (!text) continue;
    const tiles = splitTiles(text);
    if (tiles.length) groups.push({ kind, tiles, shown: tiles });
  }
  return groups;
}

/** One tile in words: "Characters 7", "red 5" inside a suit, "East wind", "Plum (flower 1)". */
export function tileWords(code: string, t: Translate): string {
  if (code === BACK) return t('ui:tiles.back');
  const n = code[0];
  const suit = code[1];
  if (suit === 'z') return t(`ui:tiles.honour.${n}`);
  if (suit === 'f') return t(`ui:tiles.bonus.${n}`);
  return t(`ui:tiles.suit.${suit}`, { numbers: numberWord(n, t) });
}

function numberWord(n: string, t: Translate): string {
  return n === '0' ? t('ui:tiles.red', { n: '5' }) : n;
}

/**
 * Tiles in words, compactly: neighbours of one suit share the suit name ("Characters 2 3 4"), equal
 * honours and bonus tiles in a row are counted ("East wind ×3").
 */
export function tilesWords(codes: readonly string[], t: Translate): string {
  const parts: string[] = [];
  for (let i = 0; i < codes.length; ) {
    const c = codes[i];
    const suited = c !== BACK && 'mps'.includes(c[1]);
    let j = i + 1;
    if (suited) {
      while (j < codes.length && codes[j][1] === c[1] && codes[j] !== BACK) j++;
      const numbers = codes
        .slice(i, j)
        .map((x) => numberWord(x[0], t))
        .join(' ');
      parts.push(t(`ui:tiles.suit.${c[1]}`, { numbers }));
    } else {
      while (j < codes.length && codes[j] === c) j++;
      const word = tileWords(c, t);
      parts.push(j - i > 1 ? t('ui:tiles.times', { tile: word, count: j - i }) : word);
    }
    i = j;
  }
  return parts.join(', ');
}

/** A whole hand in words, for the `aria-label` of its drawing. */
export function handWords(groups: readonly HandGroup[], t: Translate): string {
  return groups
    .filter((g) => g.tiles.length > 0)
    .map((g) => {
      const tiles = tilesWords(g.tiles, t);
      switch (g.kind) {
        case 'concealed':
          return t('ui:tiles.groups.concealed', { tiles });
        case 'win':
          return t('ui:tiles.groups.win', { tile: tiles });
        case 'meld':
          return t('ui:tiles.groups.meld', { kind: t(`ui:melds.${g.meld}`), tiles });
        case 'bonus':
          return t('ui:tiles.groups.bonus', { tiles });
        case 'dora':
          return t('ui:tiles.groups.dora', { tiles });
        case 'ura-dora':
          return t('ui:tiles.groups.uraDora', { tiles });
      }
    })
    .join('; ');
}

/** Every tile code a set of hands draws (for a page's sprite), in a stable order. */
export function tilesUsed(hands: readonly HandExample[]): string[] {
  const set = new Set<string>();
  for (const h of hands) for (const g of handLayout(h)) for (const c of g.shown) set.add(c);
  return [...set].sort();
}
