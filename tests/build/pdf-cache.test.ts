/**
 * The PDF cache's entries (scripts/lib/pdf-cache.ts) and the check of a built site's PDF links
 * (scripts/lib/dist-check.ts), on small files: an entry is `<key>.pdf` + `<key>.json` (size, sha256),
 * written atomically; reading one verifies it, and a short, altered, headless or record-less entry is
 * reported bad, never a hit. Every `/pdf/` link of dist/**.html must find a whole PDF in dist/pdf/,
 * whatever prefix (a base path, the origin) the address has.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPdfLinks, incompleteMessage, IncompleteSiteError, missingPdfs } from '../../scripts/lib/dist-check.ts';
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
    expect(hit.state === 'hit' && hit.data.equals(fakePdf())).toBe(true);
    expect(readEntry(cache, 'bbbb')).toEqual({ state: 'miss' });
  });

  it('is bad when truncated, altered, without its record or without its PDF', () => {
    const cases: [string, (f: { file: string; json: string }) => void, RegExp][] = [
      ['c001', (f) => truncateSync(f.file, 100), /bytes, its record says/],
      ['c002', (f) => writeFileSync(f.file, fakePdf('y'.repeat(200))), /sha256 differs/],
      ['c003', (f) => rmSync(f.json), /no record/],
      ['c004', (f) => rmSync(f.file), /without its PDF/],
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
    writeFileSync(join(cache, 'ffff.file.tmp-1-abc'), 'half');
    expect(removeTemporaryFiles(cache)).toBe(1);
    expect(readdirSync(cache).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});

describe('the PDF links of dist/', () => {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'pdf'), { recursive: true });
  mkdirSync(join(dist, 'en', 'a'), { recursive: true });
  writeFileSync(join(dist, 'pdf', 'ok.en.pdf'), fakePdf());
  writeFileSync(join(dist, 'pdf', 'short.en.pdf'), fakePdf().subarray(0, 120));

  it('all find a whole PDF: nothing to report', () => {
    writeFileSync(join(dist, 'en', 'a', 'index.html'), '<a href="/pdf/ok.en.pdf">PDF</a> <a href="/base/pdf/ok.en.pdf#p=2">again</a>');
    expect(missingPdfs(dist)).toEqual([]);
    expect(() => checkPdfLinks(dist)).not.toThrow();
  });

  it('a missing or truncated PDF makes the site incomplete, naming it and the pages', () => {
    writeFileSync(
      join(dist, 'en', 'index.html'),
      '<a href="https://rules.example/base/pdf/gone.en.pdf">x</a><a type="application/pdf" href="/pdf/short.en.pdf">y</a><a href="/pdf/ok.en.pdf">z</a>',
    );
    const missing = missingPdfs(dist);
    expect(missing.map((m) => [m.name, m.reason, m.pages])).toEqual([
      ['gone.en.pdf', 'missing', ['en/index.html']],
      ['short.en.pdf', expect.stringMatching(/%%EOF/), ['en/index.html']],
    ]);
    expect(() => checkPdfLinks(dist)).toThrow(IncompleteSiteError);
    expect(incompleteMessage(missing)).toMatch(/^The site in dist\/ is incomplete: 2 PDFs missing — do not publish it\.\n  pdf\/gone\.en\.pdf: missing/);
  });
});
