/**
 * The PDF cache (`.cache/pdf/`): one entry per cache key, two files —
 *   <key>.pdf    the PDF as Chromium wrote it
 *   <key>.json   { key, name, size, sha256, renderedAt } — written after the PDF, so an entry without
 *                its record (a crash between the two) is incomplete, and ignored
 * Both are written atomically: to a temporary file in the same folder, flushed, then renamed over the
 * name — a full disk or a killed build leaves a temporary file (removed by the next run), never a short
 * entry. An entry is used only when it checks out: its record parses and names the key, the file has
 * the recorded size and sha256, starts with `%PDF-` and ends with `%%EOF`. Anything else is reported,
 * removed and rendered again; it is never published.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

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

export const entryFiles = (cacheDir: string, key: string) => ({ pdf: join(cacheDir, `${key}.pdf`), json: join(cacheDir, `${key}.json`) });

/** Store a rendered, checked PDF under its key (the PDF first, then its record). */
export function storeEntry(cacheDir: string, key: string, name: string, pdf: Uint8Array): CacheRecord {
  const defect = pdfDefect(pdf);
  if (defect) throw new Error(`${name}: Chromium's PDF is not whole (${defect}); not cached`);
  const files = entryFiles(cacheDir, key);
  const record: CacheRecord = { key, name, size: pdf.byteLength, sha256: sha256(pdf), renderedAt: new Date().toISOString() };
  writeFileAtomic(files.pdf, pdf);
  writeFileAtomic(files.json, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

export type CacheLookup = { state: 'hit'; pdf: Buffer; record: CacheRecord } | { state: 'miss' } | { state: 'bad'; reason: string };

/** The entry of `key`, verified; `bad` names what is wrong with it. */
export function readEntry(cacheDir: string, key: string): CacheLookup {
  const files = entryFiles(cacheDir, key);
  const hasPdf = existsSync(files.pdf);
  const hasJson = existsSync(files.json);
  if (!hasPdf && !hasJson) return { state: 'miss' };
  if (!hasJson) return { state: 'bad', reason: 'no record beside the PDF (an interrupted write, or an older cache)' };
  if (!hasPdf) return { state: 'bad', reason: 'a record without its PDF' };
  let record: CacheRecord;
  try {
    record = JSON.parse(readFileSync(files.json, 'utf8')) as CacheRecord;
    if (record.key !== key || typeof record.sha256 !== 'string' || typeof record.size !== 'number') throw new Error('fields');
  } catch {
    return { state: 'bad', reason: 'its record is unreadable' };
  }
  const size = statSync(files.pdf).size;
  if (size !== record.size) return { state: 'bad', reason: `${size} bytes, its record says ${record.size}` };
  const pdf = readFileSync(files.pdf);
  if (sha256(pdf) !== record.sha256) return { state: 'bad', reason: 'its sha256 differs from its record' };
  const defect = pdfDefect(pdf);
  if (defect) return { state: 'bad', reason: defect };
  return { state: 'hit', pdf, record };
}

export function removeEntry(cacheDir: string, key: string): void {
  const files = entryFiles(cacheDir, key);
  rmSync(files.json, { force: true });
  rmSync(files.pdf, { force: true });
}

/** Remove every entry whose key is not in `keep` (both files), and unfinished temporary files. */
export function pruneEntries(cacheDir: string, keep: ReadonlySet<string>): void {
  for (const f of readdirSync(cacheDir)) {
    const m = /^([0-9a-f]+)\.(pdf|json)$/.exec(f);
    if ((m && !keep.has(m[1])) || f.includes(TMP)) rmSync(join(cacheDir, f), { force: true });
  }
}
