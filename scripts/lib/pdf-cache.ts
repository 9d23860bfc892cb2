/**
 * The render cache of the build's Chromium: the PDFs (`.cache/pdf/`, scripts/pdf.ts) and the preview
 * images (`.cache/preview/`, scripts/preview.ts). One entry per cache key, two files —
 *   <key>.pdf | <key>.png   what Chromium wrote (the entry's kind: `PDF` or `PNG` below)
 *   <key>.json              { key, name, size, sha256, renderedAt } — written after the file, so an
 *                           entry without its record (a crash between the two) is incomplete, and ignored
 * Both are written atomically: to a temporary file in the same folder, flushed, then renamed over the
 * name — a full disk or a killed build leaves a temporary file (removed by the next run), never a short
 * entry. An entry is used only when it checks out: its record parses and names the key, the file has
 * the recorded size and sha256 and is whole for its kind (a PDF starts with `%PDF-` and ends with
 * `%%EOF`; a PNG has its signature, an IHDR first and an IEND last). Anything else is reported,
 * removed and rendered again; it is never published.
 *
 * The key of a page's render (`pageKey`) hashes what makes the output: the renderer's own parts
 * (version, options, browser), the page's HTML and every stylesheet and image it links (fonts have
 * content-hashed names inside the stylesheets).
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { withoutBase } from '../../src/lib/address.ts';

export interface CacheRecord {
  key: string;
  /** The job (`demo-mahjong-club.hi`). */
  name: string;
  size: number;
  sha256: string;
  renderedAt: string;
}

/** Marks the temporary files of an atomic write (`<name>.tmp-<pid>-<random>`). */
const TMP = '.tmp-';

/** Write `data` to `file` atomically: a temporary file in the same folder, fsync, rename. */
export function writeFileAtomic(file: string, data: Uint8Array | string): void {
  const tmp = join(dirname(file), `${basename(file)}${TMP}${process.pid}-${randomBytes(6).toString('hex')}`);
  let fd: number | null = null;
  try {
    fd = openSync(tmp, 'wx');
    const buf = typeof data === 'string' ? Buffer.from(data) : data;
    for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(tmp, file);
  } catch (e) {
    if (fd !== null) closeSync(fd);
    rmSync(tmp, { force: true });
    throw e;
  }
}

/**
 * writeFileAtomic off the event loop (the write and its fsync on libuv's threads): the render steps
 * store hundreds of files while their tabs keep working.
 */
export async function writeFileAtomicAsync(file: string, data: Uint8Array | string): Promise<void> {
  const tmp = join(dirname(file), `${basename(file)}${TMP}${process.pid}-${randomBytes(6).toString('hex')}`);
  let fh: Awaited<ReturnType<typeof open>> | null = null;
  try {
    fh = await open(tmp, 'wx');
    await fh.writeFile(typeof data === 'string' ? Buffer.from(data) : data);
    await fh.sync();
    await fh.close();
    fh = null;
    await rename(tmp, file);
  } catch (e) {
    await fh?.close().catch(() => undefined);
    await rm(tmp, { force: true });
    throw e;
  }
}

/** Remove the temporary files of atomic writes that never finished (a killed or failed run). */
export function removeTemporaryFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const f of readdirSync(dir))
    if (f.includes(TMP)) {
      rmSync(join(dir, f), { force: true });
      n++;
    }
  return n;
}

export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Why `pdf` is not a whole PDF file, or null: it starts with `%PDF-` and ends with `%%EOF`. */
export function pdfDefect(pdf: Uint8Array): string | null {
  const buf = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  if (buf.length < 64) return `${buf.length} bytes`;
  if (buf.subarray(0, 5).toString('latin1') !== '%PDF-') return 'no %PDF- header';
  if (!/%%EOF\s*$/.test(buf.subarray(Math.max(0, buf.length - 1024)).toString('latin1'))) return 'no %%EOF at its end (truncated?)';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height of a PNG from its IHDR, or null when it does not start as a PNG does. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (buf.length < 33 || !buf.subarray(0, 8).equals(PNG_SIGNATURE) || buf.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Why `png` is not a whole PNG file, or null: its signature, an IHDR first, an IEND chunk last. */
export function pngDefect(png: Uint8Array): string | null {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (buf.length < 45) return `${buf.length} bytes`;
  if (!pngSize(buf)) return 'no PNG signature and IHDR';
  if (buf.subarray(buf.length - 8, buf.length - 4).toString('latin1') !== 'IEND') return 'no IEND chunk at its end (truncated?)';
  return null;
}

/** What a cache holds: the file's extension, its name in messages, and its check. */
export interface CacheKind {
  ext: string;
  label: string;
  defect(data: Uint8Array): string | null;
}
export const PDF: CacheKind = { ext: 'pdf', label: 'PDF', defect: pdfDefect };
export const PNG: CacheKind = { ext: 'png', label: 'PNG', defect: pngDefect };

export const entryFiles = (cacheDir: string, key: string, kind: CacheKind = PDF) => ({
  file: join(cacheDir, `${key}.${kind.ext}`),
  json: join(cacheDir, `${key}.json`),
});

/** Store a rendered, checked file under its key (the file first, then its record). */
export function storeEntry(cacheDir: string, key: string, name: string, data: Uint8Array, kind: CacheKind = PDF): CacheRecord {
  const defect = kind.defect(data);
  if (defect) throw new Error(`${name}: Chromium's ${kind.label} is not whole (${defect}); not cached`);
  const files = entryFiles(cacheDir, key, kind);
  const record: CacheRecord = { key, name, size: data.byteLength, sha256: sha256(data), renderedAt: new Date().toISOString() };
  writeFileAtomic(files.file, data);
  writeFileAtomic(files.json, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/** storeEntry off the event loop (see writeFileAtomicAsync). */
export async function storeEntryAsync(cacheDir: string, key: string, name: string, data: Uint8Array, kind: CacheKind = PDF): Promise<CacheRecord> {
  const defect = kind.defect(data);
  if (defect) throw new Error(`${name}: Chromium's ${kind.label} is not whole (${defect}); not cached`);
  const files = entryFiles(cacheDir, key, kind);
  const record: CacheRecord = { key, name, size: data.byteLength, sha256: sha256(data), renderedAt: new Date().toISOString() };
  await writeFileAtomicAsync(files.file, data);
  await writeFileAtomicAsync(files.json, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

export type CacheLookup = { state: 'hit'; data: Buffer; record: CacheRecord } | { state: 'miss' } | { state: 'bad'; reason: string };

/** The entry of `key`, verified; `bad` names what is wrong with it. */
export function readEntry(cacheDir: string, key: string, kind: CacheKind = PDF): CacheLookup {
  const files = entryFiles(cacheDir, key, kind);
  const hasFile = existsSync(files.file);
  const hasJson = existsSync(files.json);
  if (!hasFile && !hasJson) return { state: 'miss' };
  if (!hasJson) return { state: 'bad', reason: `no record beside the ${kind.label} (an interrupted write, or an older cache)` };
  if (!hasFile) return { state: 'bad', reason: `a record without its ${kind.label}` };
  let record: CacheRecord;
  try {
    record = JSON.parse(readFileSync(files.json, 'utf8')) as CacheRecord;
    if (record.key !== key || typeof record.sha256 !== 'string' || typeof record.size !== 'number') throw new Error('fields');
  } catch {
    return { state: 'bad', reason: 'its record is unreadable' };
  }
  const size = statSync(files.file).size;
  if (size !== record.size) return { state: 'bad', reason: `${size} bytes, its record says ${record.size}` };
  const data = readFileSync(files.file);
  if (sha256(data) !== record.sha256) return { state: 'bad', reason: 'its sha256 differs from its record' };
  const defect = kind.defect(data);
  if (defect) return { state: 'bad', reason: defect };
  return { state: 'hit', data, record };
}

/**
 * Publish cache entries (`[key, out]` pairs) to their files, atomically, each checked again as it is
 * read (size, sha256, whole), a few at a time off the event loop: a step holds no more than those few
 * files in memory however many it publishes. Throws when an entry no longer checks out.
 */
export async function publishEntries(cacheDir: string, entries: readonly (readonly [key: string, out: string])[], kind: CacheKind = PDF, parallel = 8): Promise<void> {
  const queue = [...entries];
  await Promise.all(
    Array.from({ length: Math.min(parallel, queue.length) }, async () => {
      for (let e = queue.shift(); e; e = queue.shift()) {
        const [key, out] = e;
        const entry = readEntry(cacheDir, key, kind);
        if (entry.state !== 'hit') throw new Error(`${out}: its cache entry ${entryFiles(cacheDir, key, kind).file} ${entry.state === 'bad' ? `is damaged (${entry.reason})` : 'is gone'}; not published`);
        await writeFileAtomicAsync(out, entry.data);
      }
    }),
  );
}

export function removeEntry(cacheDir: string, key: string, kind: CacheKind = PDF): void {
  const files = entryFiles(cacheDir, key, kind);
  rmSync(files.json, { force: true });
  rmSync(files.file, { force: true });
}

/** Remove every entry whose key is not in `keep` (both files), and unfinished temporary files. */
export function pruneEntries(cacheDir: string, keep: ReadonlySet<string>): void {
  for (const f of readdirSync(cacheDir)) {
    const m = /^([0-9a-f]+)\.(pdf|png|json)$/.exec(f);
    if ((m && !keep.has(m[1])) || f.includes(TMP)) rmSync(join(cacheDir, f), { force: true });
  }
}

/**
 * Font file (its name as the font step wrote it, before the bundler's content hash: `han-tc-400-venues-
 * 17c6292adc.woff2`) → where its glyphs come from (`.cache/hefen-fonts/glyph-sources.json`, written by
 * src/integrations/fonts.mjs). A file not named here is keyed on its bytes.
 */
export type GlyphSources = ReadonlyMap<string, string>;

/** The glyph sources the font step wrote under `root` (none when it has not run). */
export function loadGlyphSources(root: string): GlyphSources {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(join(root, '.cache', 'hefen-fonts', 'glyph-sources.json'), 'utf8')) as Record<string, string>));
  } catch {
    return new Map();
  }
}

/** The bundler's content hash in an asset's name (`/_astro/global.BonFNne2.css` → `/_astro/global.css`). */
const ASSET_HASH = /(\/_astro\/[^"'()\s?#]+?)\.[A-Za-z0-9_-]{8}\.(css|woff2)\b/g;
export const withoutAssetHash = (s: string) => s.replace(ASSET_HASH, '$1.$2');

/** `U+4e00-4e05,U+4??` → ranges (CSS `unicode-range`, `?` wildcards included). */
export function unicodeRanges(value: string): [number, number][] {
  const out: [number, number][] = [];
  for (const part of value.split(',')) {
    const p = part.trim().replace(/^u\+/i, '');
    if (!p) continue;
    if (p.includes('?')) out.push([parseInt(p.replace(/\?/g, '0'), 16), parseInt(p.replace(/\?/g, 'f'), 16)]);
    else {
      const [a, b] = p.split('-');
      out.push([parseInt(a, 16), parseInt(b ?? a, 16)]);
    }
  }
  return out;
}

/** Every code point of a text, its numeric character references and CSS escapes decoded. */
export function codePoints(text: string, into = new Set<number>()): Set<number> {
  // As `for (const ch of text) into.add(ch.codePointAt(0))`, a few times faster on a page's HTML
  // (mostly ASCII, seen once each; a lone surrogate counts as itself, as there).
  const ascii = new Uint8Array(128);
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 128) {
      if (ascii[c] === 0) {
        ascii[c] = 1;
        into.add(c);
      }
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
        i++;
      }
    }
    into.add(c);
  }
  for (const m of text.matchAll(/&#(x[0-9a-f]+|\d+);|\\([0-9a-f]{1,6})\s?/gi)) {
    const cp = m[1] ? (m[1][0].toLowerCase() === 'x' ? parseInt(m[1].slice(1), 16) : parseInt(m[1], 10)) : parseInt(m[2], 16);
    if (cp <= 0x10ffff) into.add(cp);
  }
  return into;
}

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;

/**
 * What a stylesheet's fonts contribute to a page's rendering: of each `@font-face`, only the code
 * points of its `unicode-range` that the page's text has (`chars`), and for its files their glyph
 * source (`fontId`) instead of their name. A face none of whose characters the page has draws nothing
 * there and contributes nothing; faces of the same descriptors and glyph source (one character moved
 * from one cut file to another) are one. Returns the stylesheet without its faces, and the faces.
 */
export function renderedCss(css: string, chars: ReadonlySet<number>, fontId: (url: string) => string): { rest: string; faces: string[] } {
  const parsed = parsedFaces(css);
  const faces = new Map<string, Set<number>>();
  const sorted = Float64Array.from(chars).sort();
  /** The first index of `sorted` at or above `cp`. */
  const from = (cp: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < cp) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const face of parsed.faces) {
    // The page's characters in the face's ranges (each range a slice of the sorted characters).
    const used: number[] = [];
    for (const [lo, hi] of face.ranges) for (let i = from(lo); i < sorted.length && sorted[i] <= hi; i++) used.push(sorted[i]);
    if (!used.length) continue;
    const src = face.src.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (_m, _q, url: string) => `src(${fontId(url)})`);
    const id = `${face.descriptors};src:${src}`;
    const set = faces.get(id) ?? new Set<number>();
    for (const cp of used) set.add(cp);
    faces.set(id, set);
  }
  return { rest: parsed.rest, faces: [...faces].map(([id, cps]) => `${id}|${[...cps].sort((a, b) => a - b).join(',')}`) };
}

/** A stylesheet's faces, parsed once per text (every page links the same few stylesheets). */
interface ParsedFaces {
  rest: string;
  faces: { descriptors: string; src: string; ranges: [number, number][] }[];
}
const parsedCache = new Map<string, ParsedFaces>();
function parsedFaces(css: string): ParsedFaces {
  const known = parsedCache.get(css);
  if (known) return known;
  const faces: ParsedFaces['faces'] = [];
  const rest = css.replace(FONT_FACE, (_, body: string) => {
    const decls = new Map<string, string>();
    for (const d of body.split(/;(?![^(]*\))/)) {
      const i = d.indexOf(':');
      if (i > 0) decls.set(d.slice(0, i).trim().toLowerCase(), d.slice(i + 1).trim());
    }
    faces.push({
      descriptors: [...decls].filter(([k]) => k !== 'src' && k !== 'unicode-range').sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}:${v}`).join(';'),
      src: decls.get('src') ?? '',
      ranges: unicodeRanges(decls.get('unicode-range') ?? 'U+0-10FFFF'),
    });
    return '';
  });
  if (parsedCache.size > 64) parsedCache.clear();
  const out = { rest, faces };
  parsedCache.set(css, out);
  return out;
}

/** sha256 of a file's bytes, remembered while its size and modification time stay (fonts copied whole are keyed on them, on every page). */
const fileShas = new Map<string, { stamp: string; sha: string }>();
function fileSha(file: string): string | null {
  let st;
  try {
    st = statSync(file);
  } catch {
    return null;
  }
  const stamp = `${st.size}:${st.mtimeMs}:${st.ino}`;
  const known = fileShas.get(file);
  if (known?.stamp === stamp) return known.sha;
  const sha = sha256(readFileSync(file));
  fileShas.set(file, { stamp, sha });
  return sha;
}

/**
 * The cache key of rendering the built page `htmlFile` (in `dist`, served under `base`): `parts` (the
 * renderer's version, options, browser), and what the page itself draws with — its HTML (assets named
 * without the bundler's content hash), every stylesheet it links (its rules as they are; of its fonts,
 * `renderedCss`: the glyphs of the characters this page has) and every image (`<img src>`) it links,
 * by path and content. So a character added to another venue's name (which changes the shared font
 * files, hence every stylesheet's and page's asset names) leaves the key of a page that does not draw
 * it as it was. Returns the key and the HTML's sha256: the page served must be exactly that HTML.
 */
export function pageKey(parts: readonly string[], htmlFile: string, dist: string, base = '/', glyphs: GlyphSources = new Map()): { key: string; htmlSha: string } {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  const html = readFileSync(htmlFile);
  const text = html.toString('utf8');
  const fileOf = (path: string) => join(dist, withoutBase(base, path) ?? path);
  const contentOf = (path: string) => {
    const file = fileOf(path);
    return existsSync(file) ? readFileSync(file) : null;
  };
  const fontId = (url: string) => {
    if (url.startsWith('data:')) return `data:${sha256(Buffer.from(url))}`;
    const name = withoutAssetHash(url).split('/').pop() ?? url;
    const source = glyphs.get(name);
    if (source) return `glyphs:${source}`;
    return `bytes:${fileSha(fileOf(url)) ?? 'missing'}`;
  };
  const chars = codePoints(text.replace(/<style[\s\S]*?<\/style>/gi, (s) => s.replace(FONT_FACE, '')));
  const sheets: { path: string; css: string }[] = [];
  for (const m of text.matchAll(/<link[^>]+href="(\/[^"]+\.css)"/g)) {
    const css = contentOf(m[1])?.toString('utf8') ?? '';
    sheets.push({ path: m[1], css });
    codePoints(css.replace(FONT_FACE, ''), chars); // `content:` strings draw characters too
  }
  // The HTML, its own <style> faces reduced as the stylesheets' are, font preloads by their glyph source.
  const inline = renderedCss(text, chars, fontId);
  h.update(withoutAssetHash(inline.rest.replace(/href="([^"]+\.woff2)"/g, (_m, url: string) => `href="${fontId(url)}"`)));
  for (const f of inline.faces) h.update('\0face\0').update(f);
  for (const { path, css } of sheets) {
    const r = renderedCss(css, chars, fontId);
    h.update('\0css\0').update(withoutAssetHash(path)).update('\0');
    // Other files a stylesheet names (images) by their content.
    h.update(r.rest.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (_m, _q, url: string) => `url(${url.startsWith('data:') ? url : fontId(url)})`));
    for (const f of r.faces) h.update('\0face\0').update(f);
  }
  for (const m of text.matchAll(/<img[^>]+src="(\/[^"?#]+)"/g)) {
    const data = contentOf(m[1]);
    h.update('\0img\0').update(m[1]).update('\0');
    if (data) h.update(data);
  }
  return { key: h.digest('hex').slice(0, 32), htmlSha: sha256(html) };
}
