/**
 * The PDF cache's entries (scripts/lib/pdf-cache.ts), on small files: an entry is `<key>.pdf` +
 * `<key>.json` (size, sha256), written atomically; reading one verifies it, and a short, altered,
 * headless or record-less entry is reported bad, never a hit.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryFiles, pdfDefect, readEntry, removeTemporaryFiles, storeEntry, writeFileAtomic } from '../../scripts/lib/pdf-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'hefen-pdf-cache-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small stand-in for a PDF: the header, some bytes, the trailer. */
const fakePdf = (body = 'x'.repeat(200)) => Buffer.from(`%PDF-1.7\n${body}\nstartxref\n0\n%%EOF\n`, 'latin1');

describe('a PDF cache entry', () => {
  const cache = join(dir, 'cache');
  mkdirSync(cache);

  it('is the PDF and a record of its size and sha256, read back verified', () => {
    const rec = storeEntry(cache, 'aaaa', 'demo.en', fakePdf());
    expect(readdirSync(cache).sort()).toEqual(['aaaa.json', 'aaaa.pdf']);
    expect(JSON.parse(readFileSync(join(cache, 'aaaa.json'), 'utf8'))).toMatchObject({ key: 'aaaa', name: 'demo.en', size: fakePdf().length, sha256: rec.sha256 });
    const hit = readEntry(cache, 'aaaa');
    expect(hit.state).toBe('hit');
    expect(hit.state === 'hit' && hit.pdf.equals(fakePdf())).toBe(true);
    expect(readEntry(cache, 'bbbb')).toEqual({ state: 'miss' });
  });

  it('is bad when truncated, altered, without its record or without its PDF', () => {
    const cases: [string, (f: { pdf: string; json: string }) => void, RegExp][] = [
      ['c001', (f) => truncateSync(f.pdf, 100), /bytes, its record says/],
      ['c002', (f) => writeFileSync(f.pdf, fakePdf('y'.repeat(200))), /sha256 differs/],
      ['c003', (f) => rmSync(f.json), /no record/],
      ['c004', (f) => rmSync(f.pdf), /without its PDF/],
      ['c005', (f) => writeFileSync(f.json, '{"key":'), /unreadable/],
    ];
    for (const [key, spoil, why] of cases) {
      storeEntry(cache, key, key, fakePdf());
      spoil(entryFiles(cache, key));
      const r = readEntry(cache, key);
      expect(r.state, key).toBe('bad');
      expect(r.state === 'bad' && r.reason, key).toMatch(why);
    }
  });

  it('is bad when its PDF, even with a matching record, is not whole', () => {
    const short = fakePdf().subarray(0, 150);
    expect(pdfDefect(short)).toMatch(/%%EOF/);
    expect(pdfDefect(Buffer.from('<html>not found</html>'.repeat(10)))).toMatch(/%PDF-/);
    expect(() => storeEntry(cache, 'dddd', 'demo.hi', short)).toThrow(/not whole/);
    expect(readEntry(cache, 'dddd')).toEqual({ state: 'miss' });
  });

  it('is written through a temporary file that a failed write leaves at most (removed by the next run)', () => {
    const file = join(cache, 'eeee.pdf');
    writeFileAtomic(file, fakePdf());
    expect(readFileSync(file).equals(fakePdf())).toBe(true);
    expect(readdirSync(cache).filter((f) => f.includes('.tmp-'))).toEqual([]);
    writeFileSync(join(cache, 'ffff.pdf.tmp-1-abc'), 'half');
    expect(removeTemporaryFiles(cache)).toBe(1);
    expect(readdirSync(cache).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});
