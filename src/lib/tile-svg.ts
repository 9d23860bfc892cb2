/**
 * Mahjong tile faces as SVG markup, drawn in vector from the tile code (mpsz: `1m`…`9m`, `0m` red
 * five, `1p`…, `1s`…, `1z`…`7z`, `1f`…`8f`, and `back` for a face-down tile). Pure: no DOM, no Astro,
 * so the reference pages (build time) and the calculator island (browser) draw the same tiles.
 *
 * Every tile is 30 × 40 user units: an ivory face over a jade body whose lower edge shows below the
 * face. Colours are presentation attributes (self-contained markup); a red five also carries a red
 * corner mark, so it still differs from a plain five when printed in black and white.
 *
 * Han characters are drawn as text in the self-hosted Han font: `src/integrations/fonts.mjs` reads
 * this file, so every character written below is in the generated font subset.
 */
import { parseTiles } from '../core/parse.ts';

export const TILE_WIDTH = 30;
export const TILE_HEIGHT = 40;
export const TILE_VIEWBOX = `0 0 ${TILE_WIDTH} ${TILE_HEIGHT}`;
/** The code of a face-down tile (the outer tiles of a concealed kong). */
export const BACK = 'back';

const FACE = '#fbf8ef';
const BODY = '#2a7a58';
const INK = '#1b1d2b';
const RED = '#c41e2a';
const GREEN = '#17703c';
const BLUE = '#1d4f9c';
const FONT = `'Hefen Han TC','Noto Sans TC',serif`;

/** The glyphs the faces draw (read by the fonts integration through this file's text). */
export const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;
export const WAN = '萬';
export const HONOURS = ['東', '南', '西', '北', '', '發', '中'] as const;
export const BONUS = ['梅', '蘭', '菊', '竹', '春', '夏', '秋', '冬'] as const;

/** Every drawable tile code: 34 kinds, the three red fives, the eight bonus tiles. */
export const TILE_CODES: readonly string[] = [
  ...['m', 'p', 's'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`)),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `${n}z`),
  '0m',
  '0p',
  '0s',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${n}f`),
];

const CODES = new Set([...TILE_CODES, BACK]);

export function isTileCode(code: unknown): code is string {
  return typeof code === 'string' && CODES.has(code);
}

/** Numbers printed compactly: at most two decimals, no trailing zeros. */
const f = (n: number) => String(Math.round(n * 100) / 100);

// ── Pieces ─────────────────────────────────────────────────────────────────────────────────

const frame = `<rect width="30" height="40" rx="4" fill="${BODY}"/><rect x=".7" y=".7" width="28.6" height="35.6" rx="3.3" fill="${FACE}"/>`;
const backFrame = `<rect width="30" height="40" rx="4" fill="${FACE}" stroke="#b9b2a2" stroke-width=".6"/><rect x=".7" y=".7" width="28.6" height="35.6" rx="3.3" fill="${BODY}"/><rect x="4" y="4" width="22" height="29" rx="2" fill="none" stroke="#8fc4a9" stroke-width=".6"/>`;
const redMark = `<path d="M21.5 .7h4.5a3.3 3.3 0 0 1 3.3 3.3V8.5z" fill="${RED}"/>`;

function text(x: number, y: number, size: number, fill: string, s: string): string {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" fill="${fill}" text-anchor="middle">${s}</text>`;
}

/** A coin: a ring and its centre. */
function dot(x: number, y: number, r: number, c: string): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.72)}" fill="none" stroke="${c}" stroke-width="${f(r * 0.56)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.26)}" fill="${c}"/>`;
}

type Stick = [x1: number, y1: number, x2: number, y2: number];

/** Bamboo sticks of one colour (visual ends given; round caps), with a node across the middle. */
function sticks(list: Stick[], c: string, w: number): string {
  let body = '';
  let nodes = '';
  const h = w / 2;
  for (const [x1, y1, x2, y2] of list) {
    const len = Math.hypot(x2 - x1, y2 - y1);
    const dx = (x2 - x1) / len;
    const dy = (y2 - y1) / len;
    // The round caps add half a width at each end: shorten the segment so the stick spans the ends.
    body += `M${f(x1 + dx * h)} ${f(y1 + dy * h)}L${f(x2 - dx * h)} ${f(y2 - dy * h)}`;
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    nodes += `M${f(mx - dy * h)} ${f(my + dx * h)}L${f(mx + dy * h)} ${f(my - dx * h)}`;
  }
  return (
    `<path d="${body}" stroke="${c}" stroke-width="${f(w)}" stroke-linecap="round"/>` +
    `<path d="${nodes}" stroke="${FACE}" stroke-width=".7"/>`
  );
}

const v = (x: number, y1: number, y2: number): Stick => [x, y1, x, y2];
/** Two rows of sticks, and three rows. */
const R2: [number, number][] = [
  [3, 16.5],
  [20, 33.5],
];
const R3: [number, number][] = [
  [2.6, 12],
  [13.6, 23],
  [24.6, 34],
];

// ── Faces ──────────────────────────────────────────────────────────────────────────────────

function characters(n: number, red: boolean): string {
  return (
    `<g font-family="${FONT}">` +
    text(15, 15.6, 13.5, red ? RED : INK, NUMERALS[n - 1]) +
    text(15, 32.4, 15, RED, WAN) +
    '</g>'
  );
}

const DOTS: Record<number, [number, number, number, 'b' | 'g' | 'r'][]> = {
  2: [
    [15, 10, 6, 'g'],
    [15, 27, 6, 'b'],
  ],
  3: [
    [8, 8.5, 5, 'b'],
    [15, 18.5, 5, 'r'],
    [22, 28.5, 5, 'g'],
  ],
  4: [
    [9.5, 10.5, 5, 'b'],
    [20.5, 10.5, 5, 'g'],
    [9.5, 26.5, 5, 'g'],
    [20.5, 26.5, 5, 'b'],
  ],
  5: [
    [8.5, 8.5, 4.6, 'b'],
    [21.5, 8.5, 4.6, 'g'],
    [15, 18.5, 4.6, 'r'],
    [8.5, 28.5, 4.6, 'g'],
    [21.5, 28.5, 4.6, 'b'],
  ],
  6: [
    [9.5, 7.5, 4.3, 'g'],
    [20.5, 7.5, 4.3, 'g'],
    [9.5, 19, 4.3, 'r'],
    [20.5, 19, 4.3, 'r'],
    [9.5, 29.3, 4.3, 'r'],
    [20.5, 29.3, 4.3, 'r'],
  ],
  7: [
    [7.5, 5.6, 3.5, 'g'],
    [15, 9.2, 3.5, 'g'],
    [22.5, 12.8, 3.5, 'g'],
    [10, 21.3, 3.9, 'r'],
    [20, 21.3, 3.9, 'r'],
    [10, 30.3, 3.9, 'r'],
    [20, 30.3, 3.9, 'r'],
  ],
  8: [5.5, 13.8, 22.1, 30.4].flatMap((y) => [
    [10, y, 3.7, 'b'],
    [20, y, 3.7, 'b'],
  ]) as [number, number, number, 'b'][],
  9: [
    [7.5, 'b'],
    [18.5, 'r'],
    [29.5, 'g'],
  ].flatMap(([y, c]) => [7.5, 15, 22.5].map((x) => [x, y as number, 3.5, c as 'b' | 'r' | 'g'])) as [
    number,
    number,
    number,
    'b' | 'g' | 'r',
  ][],
};
const COLOUR = { b: BLUE, g: GREEN, r: RED };

function dots(n: number, red: boolean): string {
  if (n === 1) {
    return (
      `<circle cx="15" cy="18.5" r="11.2" fill="none" stroke="${GREEN}" stroke-width="1.3"/>` +
      `<circle cx="15" cy="18.5" r="9" fill="${BLUE}"/>` +
      `<circle cx="15" cy="18.5" r="6.6" fill="none" stroke="${FACE}" stroke-width=".9" stroke-dasharray="1.6 1.2"/>` +
      `<circle cx="15" cy="18.5" r="4.3" fill="${RED}"/><circle cx="15" cy="18.5" r="1.5" fill="${FACE}"/>`
    );
  }
  return DOTS[n].map(([x, y, r, c]) => dot(x, y, r, red ? RED : COLOUR[c])).join('');
}

/** The one of bamboo: a small bird on a branch. */
const BIRD =
  `<path d="M12 21Q4 23 2.8 33.5Q9 30.5 13 23z" fill="${BLUE}"/>` +
  `<path d="M13 22Q8.5 29 9.5 35.5Q14.5 30 14.6 23z" fill="${GREEN}"/>` +
  `<ellipse cx="16.2" cy="18" rx="5.6" ry="8" transform="rotate(28 16.2 18)" fill="${GREEN}"/>` +
  `<path d="M13 15.5Q17 13.5 20 17.5Q17 22.5 13.5 21.5z" fill="${RED}"/>` +
  `<circle cx="20.6" cy="8.6" r="3.7" fill="${RED}"/>` +
  `<path d="M23.9 7.4L28 9.3L23.8 10.3z" fill="#d9861c"/>` +
  `<circle cx="21.4" cy="7.8" r=".9" fill="${FACE}"/>` +
  `<path d="M15.5 25.5L14.5 31.5M18 24.5L18.5 31" stroke="${INK}" stroke-width=".9"/>` +
  `<path d="M10 32H25" stroke="#8a5a2b" stroke-width="1.4" stroke-linecap="round"/>`;

function bamboo(n: number, red: boolean): string {
  const g = red ? RED : GREEN;
  const cols = (xs: number[], rows: [number, number][]) => rows.flatMap(([a, b]) => xs.map((x) => v(x, a, b)));
  switch (n) {
    case 1:
      return BIRD;
    case 2:
      return sticks(cols([15], R2), g, 3.8);
    case 3:
      return sticks([v(15, ...R2[0]), ...cols([9.5, 20.5], [R2[1]])], g, 3.8);
    case 4:
      return sticks(cols([9.5, 20.5], R2), g, 3.8);
    case 5:
      return sticks(cols([7.5, 22.5], R2), g, 3.6) + sticks([v(15, 11.8, 24.8)], RED, 3.6);
    case 6:
      return sticks(cols([7.5, 15, 22.5], R2), g, 3.4);
    case 7:
      return sticks([v(15, ...R3[0])], RED, 3.2) + sticks(cols([7.5, 15, 22.5], [R3[1], R3[2]]), g, 3.2);
    case 8:
      return sticks(
        [v(5.5, 3, 16), [9.6, 16, 13.4, 3], [20.4, 16, 16.6, 3], v(24.5, 3, 16), v(5.5, 20.5, 33.5), [9.6, 20.5, 13.4, 33.5], [20.4, 20.5, 16.6, 33.5], v(24.5, 20.5, 33.5)],
        g,
        3,
      );
    case 9:
      return sticks(cols([7.5, 22.5], R3), g, 3.2) + sticks(cols([15], R3), RED, 3.2);
  }
  throw new Error(`bamboo ${n}`);
}

function honour(n: number): string {
  if (n === 5) {
    return (
      `<rect x="6" y="5.5" width="18" height="26" rx="1.5" fill="none" stroke="${BLUE}" stroke-width="1.6"/>` +
      `<rect x="8.6" y="8.1" width="12.8" height="20.8" fill="none" stroke="${BLUE}" stroke-width=".6"/>`
    );
  }
  const c = n === 6 ? GREEN : n === 7 ? RED : INK;
  return `<g font-family="${FONT}">${text(15, 27, 21, c, HONOURS[n - 1])}</g>`;
}

function bonus(n: number): string {
  const season = n > 4;
  return (
    `<g font-family="${FONT}">${text(15.5, 30, 17, season ? BLUE : GREEN, BONUS[n - 1])}</g>` +
    `<text x="5.2" y="10" font-size="8" font-family="'Noto Sans',sans-serif" font-weight="700" fill="${RED}" text-anchor="middle">${((n - 1) % 4) + 1}</text>` +
    `<path d="M${season ? '24 5.5h3M25.5 4v3' : '23.5 5.5a2 2 0 1 0 4 0a2 2 0 1 0-4 0'}" stroke="${season ? BLUE : GREEN}" stroke-width=".8" fill="none"/>`
  );
}

// ── API ────────────────────────────────────────────────────────────────────────────────────

function unknown(code: unknown): Error {
  return new Error(
    `unknown tile ${JSON.stringify(code)}: expected 1m–9m, 1p–9p, 1s–9s, 0m/0p/0s (red fives), 1z–7z, 1f–8f or "${BACK}"`,
  );
}

/**
 * The inside of a tile's SVG (frame and face) for the view box `TILE_VIEWBOX`. Throws on a code
 * that is not a tile.
 */
export function tileBody(code: string): string {
  if (!isTileCode(code)) throw unknown(code);
  if (code === BACK) return backFrame;
  const d = Number(code[0]);
  const suit = code[1];
  const red = d === 0;
  const n = red ? 5 : d;
  switch (suit) {
    case 'm':
      return frame + characters(n, red) + (red ? redMark : '');
    case 'p':
      return frame + dots(n, red) + (red ? redMark : '');
    case 's':
      return frame + bamboo(n, red) + (red ? redMark : '');
    case 'z':
      return frame + honour(n);
    default:
      return frame + bonus(n);
  }
}

function attrs(a: Record<string, string | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`)
    .join('');
}

/** A standalone `<svg>` of one tile; extra attributes (class, width, aria-hidden …) are added to it. */
export function tileSvg(code: string, extra: Record<string, string | undefined> = {}): string {
  const body = tileBody(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${TILE_VIEWBOX}"${attrs(extra)}>${body}</svg>`;
}

/** The id of a tile's `<symbol>` in a page sprite: `tile-1m`, `tile-back`. */
export function tileSymbolId(code: string, prefix = 'tile-'): string {
  if (!isTileCode(code)) throw unknown(code);
  return `${prefix}${code}`;
}

/** A tile as a `<symbol>` for a sprite: each use is then `<svg><use href="#tile-1m"/></svg>`. */
export function tileSymbol(code: string, prefix = 'tile-'): string {
  return `<symbol id="${tileSymbolId(code, prefix)}" viewBox="${TILE_VIEWBOX}">${tileBody(code)}</symbol>`;
}

/** The tile codes of mpsz text, in order (`"406m"` → `["4m", "0m", "6m"]`); throws on bad notation. */
export function splitTiles(mpsz: string): string[] {
  const r = parseTiles(mpsz);
  if (!r.ok) throw new Error(r.error.message);
  return r.tiles.map((t) => {
    if (t.type === 'bonus') return `${t.bonus}f`;
    if (t.kind >= 27) return `${t.kind - 26}z`;
    return `${t.red ? 0 : (t.kind % 9) + 1}${'mps'[Math.floor(t.kind / 9)]}`;
  });
}
