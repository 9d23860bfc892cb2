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
 * The cache key of rendering the built page `htmlFile` (in `dist`, served under `base`): `parts` (the
 * renderer's version, options, browser), the HTML, and every stylesheet (`<link href="….css">`) and
 * image (`<img src>`) it links on the site, by path and content. Returns the key and the HTML's sha256:
 * the page served must be exactly that HTML.
 */
export function pageKey(parts: readonly string[], htmlFile: string, dist: string, base = '/'): { key: string; htmlSha: string } {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  const html = readFileSync(htmlFile);
  h.update(html);
  const linked = /<link[^>]+href="(\/[^"]+\.css)"|<img[^>]+src="(\/[^"?#]+)"/g;
  for (const m of html.toString('utf8').matchAll(linked)) {
    const path = m[1] ?? m[2];
    const file = join(dist, withoutBase(base, path) ?? path);
    h.update('\0').update(path).update('\0');
    if (existsSync(file)) h.update(readFileSync(file));
  }
  return { key: h.digest('hex').slice(0, 32), htmlSha: sha256(html) };
}
