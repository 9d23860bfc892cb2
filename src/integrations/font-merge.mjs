/**
 * Merging pieces of one TrueType font: @fontsource ships Noto Sans TC / JP as ~100 unicode-range
 * chunks, each a subset of the same font (same design, units per em and vertical metrics). A page
 * needs a few characters from many chunks; `mergeGlyphs` builds one TrueType font holding exactly the
 * glyphs of the given characters (outlines copied byte for byte, composite glyphs with their
 * components), so that the page fetches one file instead of one per chunk.
 *
 * The result keeps the first piece's head, hhea, OS/2, name, gasp and prep tables and carries no
 * layout tables (GSUB / GPOS: Han and kana are drawn one glyph per character, horizontally); it is
 * meant to be passed through harfbuzz (`subset-font`) once more, which checks it and writes woff2.
 */

/** @param {Uint8Array} buf */
function view(buf) {
  return new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** The table directory of an sfnt: tag → bytes. @param {Uint8Array} buf @returns {Map<string, Uint8Array>} */
export function readTables(buf) {
  const dv = view(buf);
  const n = dv.getUint16(4);
  /** @type {Map<string, Uint8Array>} */
  const tables = new Map();
  for (let i = 0; i < n; i++) {
    const o = 12 + i * 16;
    const tag = String.fromCharCode(buf[o], buf[o + 1], buf[o + 2], buf[o + 3]);
    const off = dv.getUint32(o + 8);
    const len = dv.getUint32(o + 12);
    tables.set(tag, buf.subarray(off, off + len));
  }
  return tables;
}

/** Code point → glyph id of a cmap table (formats 4 and 12, the Unicode subtables). @param {Uint8Array} cmap @returns {Map<number, number>} */
export function readCmap(cmap) {
  const dv = view(cmap);
  const n = dv.getUint16(2);
  /** @type {Map<number, number>} */
  const map = new Map();
  /** @type {number[]} */
  const offsets = [];
  for (let i = 0; i < n; i++) {
    const platform = dv.getUint16(4 + i * 8);
    const encoding = dv.getUint16(6 + i * 8);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) offsets.push(dv.getUint32(8 + i * 8));
  }
  for (const off of offsets) {
    const format = dv.getUint16(off);
    if (format === 4) {
      const segX2 = dv.getUint16(off + 6);
      const ends = off + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const rangeOffs = deltas + segX2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = dv.getUint16(ends + s * 2);
        const start = dv.getUint16(starts + s * 2);
        const delta = dv.getInt16(deltas + s * 2);
        const ro = dv.getUint16(rangeOffs + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let g;
          if (ro === 0) g = (c + delta) & 0xffff;
          else {
            const at = rangeOffs + s * 2 + ro + (c - start) * 2;
            g = dv.getUint16(at);
            if (g !== 0) g = (g + delta) & 0xffff;
          }
          if (g !== 0 && !map.has(c)) map.set(c, g);
        }
      }
    } else if (format === 12) {
      const groups = dv.getUint32(off + 12);
      for (let k = 0; k < groups; k++) {
        const start = dv.getUint32(off + 16 + k * 12);
        const end = dv.getUint32(off + 20 + k * 12);
        const g0 = dv.getUint32(off + 24 + k * 12);
        for (let c = start; c <= end; c++) if (!map.has(c)) map.set(c, g0 + (c - start));
      }
    }
  }
  return map;
}

/** @typedef {{ tables: Map<string, Uint8Array>; cmap: Map<number, number>; glyph(g: number): Uint8Array; advance(g: number): [number, number] }} Piece */

/** @param {Uint8Array} buf @returns {Piece} */
export function openPiece(buf) {
  const tables = readTables(buf);
  for (const t of ['head', 'hhea', 'maxp', 'hmtx', 'loca', 'glyf', 'cmap'])
    if (!tables.has(t)) throw new Error(`font-merge: a piece has no ${t} table (only TrueType outlines can be merged)`);
  const head = view(/** @type {Uint8Array} */ (tables.get('head')));
  const longLoca = head.getInt16(50) === 1;
  const loca = view(/** @type {Uint8Array} */ (tables.get('loca')));
  const glyf = /** @type {Uint8Array} */ (tables.get('glyf'));
  const hmtx = view(/** @type {Uint8Array} */ (tables.get('hmtx')));
  const nMetrics = view(/** @type {Uint8Array} */ (tables.get('hhea'))).getUint16(34);
  const at = (/** @type {number} */ g) => (longLoca ? loca.getUint32(g * 4) : loca.getUint16(g * 2) * 2);
  return {
    tables,
    cmap: readCmap(/** @type {Uint8Array} */ (tables.get('cmap'))),
    glyph: (g) => glyf.subarray(at(g), at(g + 1)),
    advance: (g) => {
      const m = Math.min(g, nMetrics - 1);
      const aw = hmtx.getUint16(m * 4);
      const lsb = g < nMetrics ? hmtx.getInt16(g * 4 + 2) : hmtx.getInt16(nMetrics * 4 + (g - nMetrics) * 2);
      return [aw, lsb];
    },
  };
}

/** The component glyph ids of a composite glyph, and where each id sits in its bytes. @param {Uint8Array} data @returns {{ at: number; gid: number }[]} */
function components(data) {
  if (data.length < 10) return [];
  const dv = view(data);
  if (dv.getInt16(0) >= 0) return [];
  const out = [];
  let p = 10;
  for (;;) {
    const flags = dv.getUint16(p);
    out.push({ at: p + 2, gid: dv.getUint16(p + 2) });
    p += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) p += 2;
    else if (flags & 0x0040) p += 4;
    else if (flags & 0x0080) p += 8;
    if (!(flags & 0x0020)) break;
  }
  return out;
}

function checksum(/** @type {Uint8Array} */ bytes) {
  const padded = new Uint8Array((bytes.length + 3) & ~3);
  padded.set(bytes);
  const dv = view(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + dv.getUint32(i)) >>> 0;
  return sum;
}

/** An sfnt from tables (tag → bytes), with checksums and head.checkSumAdjustment. @param {Map<string, Uint8Array>} tables */
function writeSfnt(tables) {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  let size = 12 + n * 16;
  /** @type {number[]} */
  const offsets = [];
  for (const t of tags) {
    offsets.push(size);
    size += (/** @type {Uint8Array} */ (tables.get(t)).length + 3) & ~3;
  }
  const out = new Uint8Array(size);
  const dv = view(out);
  dv.setUint32(0, 0x00010000);
  dv.setUint16(4, n);
  let pow = 1;
  let log = 0;
  while (pow * 2 <= n) {
    pow *= 2;
    log++;
  }
  dv.setUint16(6, pow * 16);
  dv.setUint16(8, log);
  dv.setUint16(10, n * 16 - pow * 16);
  tags.forEach((t, i) => {
    const bytes = /** @type {Uint8Array} */ (tables.get(t));
    const o = 12 + i * 16;
    for (let k = 0; k < 4; k++) out[o + k] = t.charCodeAt(k);
    dv.setUint32(o + 4, checksum(bytes));
    dv.setUint32(o + 8, offsets[i]);
    dv.setUint32(o + 12, bytes.length);
    out.set(bytes, offsets[i]);
  });
  const headAt = offsets[tags.indexOf('head')];
  dv.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** A cmap with a format 4 (BMP) and a format 12 subtable. @param {[number, number][]} pairs code point → new glyph id, sorted */
function writeCmap(pairs) {
  const bmp = pairs.filter(([c]) => c <= 0xfffe);
  const segs = bmp.map(([c, g]) => ({ start: c, end: c, delta: (g - c) & 0xffff }));
  segs.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const segX2 = segs.length * 2;
  const f4len = 16 + segs.length * 8;
  const f4 = new Uint8Array(f4len);
  const d4 = view(f4);
  let pow = 1;
  let log = 0;
  while (pow * 2 <= segs.length) {
    pow *= 2;
    log++;
  }
  d4.setUint16(0, 4);
  d4.setUint16(2, f4len);
  d4.setUint16(6, segX2);
  d4.setUint16(8, pow * 2);
  d4.setUint16(10, log);
  d4.setUint16(12, segX2 - pow * 2);
  segs.forEach((s, i) => {
    d4.setUint16(14 + i * 2, s.end);
    d4.setUint16(16 + segX2 + i * 2, s.start);
    d4.setUint16(16 + segX2 * 2 + i * 2, s.delta);
    d4.setUint16(16 + segX2 * 3 + i * 2, 0);
  });
  const f12 = new Uint8Array(16 + pairs.length * 12);
  const d12 = view(f12);
  d12.setUint16(0, 12);
  d12.setUint32(4, f12.length);
  d12.setUint32(12, pairs.length);
  pairs.forEach(([c, g], i) => {
    d12.setUint32(16 + i * 12, c);
    d12.setUint32(20 + i * 12, c);
    d12.setUint32(24 + i * 12, g);
  });
  const out = new Uint8Array(4 + 16 + f4.length + f12.length);
  const d = view(out);
  d.setUint16(2, 2);
  d.setUint16(4, 3);
  d.setUint16(6, 1);
  d.setUint32(8, 20);
  d.setUint16(12, 3);
  d.setUint16(14, 10);
  d.setUint32(16, 20 + f4.length);
  out.set(f4, 20);
  out.set(f12, 20 + f4.length);
  return out;
}

/**
 * One TrueType font with the glyphs of `codePoints`, each taken from the first piece whose cmap maps
 * it. Throws for a code point no piece maps.
 * @param {Uint8Array[]} pieces sfnt (TrueType) bytes of pieces of one font
 * @param {number[]} codePoints
 * @returns {Uint8Array}
 */
export function mergeGlyphs(pieces, codePoints) {
  const opened = pieces.map(openPiece);
  const base = opened[0];
  /** @type {{ piece: Piece; gid: number }[]} new glyph id → source */
  const glyphs = [{ piece: base, gid: 0 }];
  /** @type {Map<Piece, Map<number, number>>} */
  const newId = new Map();
  const add = (/** @type {Piece} */ piece, /** @type {number} */ gid) => {
    let ids = newId.get(piece);
    if (!ids) newId.set(piece, (ids = new Map()));
    const known = ids.get(gid);
    if (known !== undefined) return known;
    const id = glyphs.length;
    ids.set(gid, id);
    glyphs.push({ piece, gid });
    for (const c of components(piece.glyph(gid))) add(piece, c.gid);
    return id;
  };
  /** @type {[number, number][]} */
  const pairs = [];
  for (const cp of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const piece = opened.find((p) => p.cmap.has(cp));
    if (!piece) throw new Error(`font-merge: no piece maps U+${cp.toString(16).toUpperCase()}`);
    pairs.push([cp, add(piece, /** @type {number} */ (piece.cmap.get(cp)))]);
  }

  // glyf + loca (long offsets), hmtx (one long metric per glyph).
  /** @type {Uint8Array[]} */
  const datas = glyphs.map(({ piece, gid }) => {
    const src = piece.glyph(gid);
    const comps = components(src);
    if (!comps.length) return src;
    const copy = src.slice();
    const dv = view(copy);
    const ids = /** @type {Map<number, number>} */ (newId.get(piece));
    for (const c of comps) dv.setUint16(c.at, /** @type {number} */ (ids.get(c.gid)));
    return copy;
  });
  const glyfLen = datas.reduce((s, d) => s + ((d.length + 3) & ~3), 0);
  const glyf = new Uint8Array(glyfLen);
  const loca = new Uint8Array((glyphs.length + 1) * 4);
  const dl = view(loca);
  let p = 0;
  datas.forEach((d, i) => {
    dl.setUint32(i * 4, p);
    glyf.set(d, p);
    p += (d.length + 3) & ~3;
  });
  dl.setUint32(glyphs.length * 4, p);
  const hmtx = new Uint8Array(glyphs.length * 4);
  const dh = view(hmtx);
  let maxAdvance = 0;
  glyphs.forEach(({ piece, gid }, i) => {
    const [aw, lsb] = piece.advance(gid);
    dh.setUint16(i * 4, aw);
    dh.setInt16(i * 4 + 2, lsb);
    maxAdvance = Math.max(maxAdvance, aw);
  });

  const t = base.tables;
  const head = /** @type {Uint8Array} */ (t.get('head')).slice();
  view(head).setUint32(8, 0);
  view(head).setInt16(50, 1);
  const hhea = /** @type {Uint8Array} */ (t.get('hhea')).slice();
  view(hhea).setUint16(10, maxAdvance);
  view(hhea).setUint16(34, glyphs.length);
  // maxp: the largest of every piece's limits, the new glyph count.
  const maxp = /** @type {Uint8Array} */ (t.get('maxp')).slice();
  const dm = view(maxp);
  dm.setUint16(4, glyphs.length);
  if (dm.getUint32(0) === 0x00010000)
    for (const piece of opened) {
      const other = view(/** @type {Uint8Array} */ (piece.tables.get('maxp')));
      for (let o = 6; o + 2 <= Math.min(maxp.length, other.byteLength); o += 2) dm.setUint16(o, Math.max(dm.getUint16(o), other.getUint16(o)));
    }
  // post format 3: no glyph names.
  const post = (t.get('post') ?? new Uint8Array(32)).slice(0, 32);
  view(post).setUint32(0, 0x00030000);
  /** @type {Map<string, Uint8Array>} */
  const out = new Map([
    ['head', head],
    ['hhea', hhea],
    ['maxp', maxp],
    ['hmtx', hmtx],
    ['loca', loca],
    ['glyf', glyf],
    ['cmap', writeCmap(pairs)],
    ['post', post],
  ]);
  for (const keep of ['OS/2', 'name', 'gasp', 'prep', 'cvt ', 'fpgm']) {
    const bytes = t.get(keep);
    if (bytes) out.set(keep, bytes.slice());
  }
  const os2 = out.get('OS/2');
  if (os2 && os2.length >= 68) {
    const d = view(os2);
    d.setUint16(64, Math.min(pairs[0]?.[0] ?? 0, 0xffff));
    d.setUint16(66, Math.min(pairs[pairs.length - 1]?.[0] ?? 0, 0xffff));
  }
  return writeSfnt(out);
}

/**
 * The same font with every outline removed: each character keeps its glyph and advance width, and
 * draws nothing. A stand-in that sets a script's text at (nearly) the width the real font will give
 * it, invisibly, while the real font is on its way.
 * @param {Uint8Array} sfnt TrueType bytes
 * @param {number} [boxFor] a code point whose glyph is drawn as a box instead (harfbuzz, which writes
 *   the woff2, drops the outline of glyph 0, and the browsers' font checker refuses an empty glyf
 *   table): the dotted circle U+25CC, shown for a stray mark, by default
 * @returns {Uint8Array}
 */
export function blankGlyphs(sfnt, boxFor = 0x25cc) {
  const tables = readTables(sfnt);
  const head = /** @type {Uint8Array} */ (tables.get('head')).slice();
  const n = view(/** @type {Uint8Array} */ (tables.get('maxp'))).getUint16(4);
  view(head).setUint32(8, 0);
  view(head).setInt16(50, 1);
  /** @type {Map<string, Uint8Array>} */
  const out = new Map();
  for (const [tag, bytes] of tables) if (!['glyf', 'loca', 'head', 'GSUB', 'GPOS', 'GDEF', 'DSIG'].includes(tag)) out.set(tag, bytes.slice());
  out.set('head', head);
  // Glyph 0 (.notdef) and the glyph of `boxFor` are a box; every other glyph is empty.
  const box = boxGlyph(view(head).getUint16(18));
  const boxed = readCmap(/** @type {Uint8Array} */ (tables.get('cmap'))).get(boxFor);
  const glyf = new Uint8Array(box.length * (boxed ? 2 : 1));
  glyf.set(box);
  if (boxed) glyf.set(box, box.length);
  const loca = new Uint8Array((n + 1) * 4);
  for (let g = 1; g <= n; g++) view(loca).setUint32(g * 4, boxed && g > boxed ? glyf.length : box.length);
  out.set('glyf', glyf);
  out.set('loca', loca);
  return writeSfnt(out);
}

/** A simple glyph: one rectangle, a tenth of an em in from the sides, as tall as a capital. @param {number} upm */
function boxGlyph(upm) {
  const [x0, x1, y1] = [Math.round(upm * 0.1), Math.round(upm * 0.5), Math.round(upm * 0.7)];
  const g = new Uint8Array(36);
  const d = view(g);
  d.setInt16(0, 1); // one contour
  d.setInt16(2, x0);
  d.setInt16(4, 0);
  d.setInt16(6, x1);
  d.setInt16(8, y1);
  d.setUint16(10, 3); // last point of the contour
  d.setUint16(12, 0); // no instructions
  g.fill(0x01, 14, 18); // four points on the curve, coordinates as 16-bit deltas
  [x0, x1 - x0, 0, x0 - x1].forEach((v, i) => d.setInt16(18 + i * 2, v));
  [0, 0, y1, 0].forEach((v, i) => d.setInt16(26 + i * 2, v));
  return g;
}
