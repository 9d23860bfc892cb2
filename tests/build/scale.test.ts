/**
 * The build at scale (issue 17): shard selection, the shards' merge, `npm run verify` on a shard, and
 * the render cache key of a page, which follows only what the page itself draws.
 * No build here: the shard round trip uses the project's dist/ (built once by tests/fixture/global-setup.ts)
 * and the PDF cache that build left, so nothing is rendered again.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumOrNull } from '../../scripts/lib/chromium.ts';
import { isIncomplete, markIncomplete } from '../../scripts/lib/dist-check.ts';
import { pageKey, renderedCss, unicodeRanges } from '../../scripts/lib/pdf-cache.ts';
import { imageUnit, inShard, parseShard, readShardRecord, shardOf, SHARD_MARKER, writeShardRecord } from '../../scripts/lib/shard.ts';
import { mergeShards, MergeError } from '../../scripts/merge-shards.ts';
import { findJobs, renderPdfs } from '../../scripts/pdf.ts';
import { ROOT } from '../fixture/build-fixture.ts';

const tmp = mkdtempSync(join(tmpdir(), 'hefen-scale-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let dirs = 0;
const newDir = (name: string) => join(tmp, `${dirs++}-${name}`);

function write(file: string, data: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

const verify = (dist: string) => {
  try {
    return { code: 0, out: execFileSync(process.execPath, [join(ROOT, 'scripts', 'verify-dist.ts'), dist], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (e) {
    const { status, stdout, stderr } = e as { status: number; stdout: string; stderr: string };
    return { code: status, out: `${stdout}${stderr}` };
  }
};

describe('shard selection', () => {
  const units = [
    ...Array.from({ length: 300 }, (_, i) => `venue:club-${i}`),
    'ruleset:riichi',
    'ruleset:hong-kong',
    'ruleset:taiwan-club',
    'site',
  ];
  it('puts every job in exactly one shard of n, the same way every time', () => {
    for (const n of [1, 2, 3, 4, 7]) {
      const seen = new Map<string, number[]>();
      for (let i = 1; i <= n; i++) for (const u of units) if (inShard(u, { index: i, count: n })) seen.set(u, [...(seen.get(u) ?? []), i]);
      expect(seen.size).toBe(units.length);
      for (const [u, shards] of seen) {
        expect(shards).toEqual([shardOf(u, n)]);
        expect(shardOf(u, n)).toBe(shardOf(u, n));
      }
      // Spread: with 300 venues no shard of up to 7 is empty.
      for (let i = 1; i <= n; i++) expect([...seen.values()].filter((s) => s[0] === i).length).toBeGreaterThan(0);
    }
  });
  it('keeps a venue on its shard when other venues come and go, and its images with its PDFs', () => {
    expect(shardOf('venue:club-7', 4)).toBe(shardOf('venue:club-7', 4));
    expect(imageUnit('og/hi/venues/club-7.png')).toBe('venue:club-7');
    expect(imageUnit('og/en/riichi.png')).toBe('ruleset:riichi');
    expect(imageUnit('og/id/site.png')).toBe('site');
  });
  it('reads i/n and refuses anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const bad of ['0/3', '4/3', '1/0', 'x', '1/', '', '1.5/3']) expect(() => parseShard(bad)).toThrow(/not a shard/);
  });
});

/** A small site of shards: index.html links pdf/a.pdf and pdf/b.pdf; shard 1 renders a, shard 2 b. */
function fakeShards(): { one: string; two: string } {
  const pdf = (s: string) => Buffer.from(`%PDF-1.7\n${s.repeat(80)}\n%%EOF\n`);
  const make = (index: number, files: Record<string, Buffer>) => {
    const dir = newDir(`shard-${index}`);
    write(join(dir, 'index.html'), '<html><head><link rel="canonical" href="https://example.org/"></head><body><a href="/pdf/a.pdf">a</a><a href="/pdf/b.pdf">b</a></body></html>');
    write(join(dir, 'en', 'index.html'), '<p>page</p>');
    for (const [f, data] of Object.entries(files)) write(join(dir, f), data);
    writeShardRecord(dir, { index, count: 2 }, { pdfs: Object.keys(files).map((f) => f.replace(/^pdf\//, '')), images: [] });
    markIncomplete(dir, `shard ${index}/2`);
    return dir;
  };
  return { one: make(1, { 'pdf/a.pdf': pdf('a') }), two: make(2, { 'pdf/b.pdf': pdf('b') }) };
}

describe('merging shards', () => {
  it('merges a full set into a dist/ that verify passes, and verify refuses each shard', () => {
    const { one, two } = fakeShards();
    const out = newDir('merged');
    const r = mergeShards([two, one], out);
    expect(r).toMatchObject({ shards: 2, pdfs: 2 });
    expect(readdirSync(join(out, 'pdf')).sort()).toEqual(['a.pdf', 'b.pdf']);
    expect(isIncomplete(out)).toBe(false);
    expect(existsSync(join(out, SHARD_MARKER))).toBe(false);
    expect(verify(out).code).toBe(0);
    for (const shard of [one, two]) {
      const v = verify(shard);
      expect(v.code).toBe(1);
      expect(v.out).toMatch(/shard \d\/2 of a sharded build/);
    }
    // Even with its incomplete marker removed by hand, a shard is refused.
    rmSync(join(one, '.incomplete'));
    expect(verify(one).code).toBe(1);
  });
  it('refuses a missing shard, a shard twice, and writes nothing', () => {
    const { one } = fakeShards();
    const out = newDir('merged');
    expect(() => mergeShards([one], out)).toThrow(/shard 2\/2 is missing/);
    expect(() => mergeShards([one, one], out)).toThrow(/shard 1\/2 is given 2 times/);
    expect(existsSync(out)).toBe(false);
  });
  it('refuses a folder that is not a shard, and shards of different counts', () => {
    const { one, two } = fakeShards();
    rmSync(join(two, SHARD_MARKER));
    expect(() => mergeShards([one, two], newDir('m'))).toThrow(/not a shard's output/);
    writeShardRecord(two, { index: 2, count: 3 }, { pdfs: ['b.pdf'], images: [] });
    expect(() => mergeShards([one, two], newDir('m'))).toThrow(/different builds/);
  });
  it('refuses conflicting files: a rendered file with other bytes, a site file that differs, a declared file missing', () => {
    let s = fakeShards();
    write(join(s.two, 'pdf', 'a.pdf'), Buffer.from(`%PDF-1.7\n${'z'.repeat(80)}\n%%EOF\n`));
    writeShardRecord(s.two, { index: 2, count: 2 }, { pdfs: ['a.pdf', 'b.pdf'], images: [] });
    expect(() => mergeShards([s.one, s.two], newDir('m'))).toThrow(/pdf\/a\.pdf: .* hold different files/);
    s = fakeShards();
    write(join(s.two, 'en', 'index.html'), '<p>another build</p>');
    expect(() => mergeShards([s.one, s.two], newDir('m'))).toThrow(/site differs .*en\/index\.html/);
    s = fakeShards();
    rmSync(join(s.two, 'pdf', 'b.pdf'));
    expect(() => mergeShards([s.one, s.two], newDir('m'))).toThrow(MergeError);
  });
  it('refuses a merge whose pages link a PDF no shard rendered', () => {
    const s = fakeShards();
    rmSync(join(s.two, 'pdf', 'b.pdf'));
    writeShardRecord(s.two, { index: 2, count: 2 }, { pdfs: [], images: [] });
    const out = newDir('m');
    expect(() => mergeShards([s.one, s.two], out)).toThrow(/pdf\/b\.pdf: missing/);
    expect(isIncomplete(out)).toBe(true);
    expect(verify(out).code).toBe(1);
  });
});

describe('the render cache key follows what the page draws', () => {
  /** A built page: its HTML names the stylesheet, the stylesheet a Han face (venues' characters) and a Latin one. */
  function site(dir: string, o: { venueChars: string; cssHash: string; fontHash: string; fontBytes: string; text: string; rule?: string }) {
    const face = (file: string, range: string) => `@font-face{font-family:Hefen Han TC;font-weight:400;src:url(/_astro/${file})format("woff2");unicode-range:${range}}`;
    const range = [...o.venueChars].map((c) => `U+${c.codePointAt(0)!.toString(16)}`).join(',');
    const css = `${face(`han-tc-400-venues-${o.fontHash.slice(0, 10)}.${o.fontHash.slice(0, 8)}.woff2`, range)}@font-face{font-family:Noto Sans;src:url(/_astro/noto-sans-latin-400-normal.BTkUljjl.woff2);unicode-range:U+??}body{color:black}${o.rule ?? ''}`;
    write(join(dir, '_astro', `global.${o.cssHash}.css`), css);
    write(join(dir, '_astro', `han-tc-400-venues-${o.fontHash.slice(0, 10)}.${o.fontHash.slice(0, 8)}.woff2`), o.fontBytes);
    write(join(dir, '_astro', 'noto-sans-latin-400-normal.BTkUljjl.woff2'), 'latin');
    const html = join(dir, 'en', 'venues', 'jade', 'print', 'index.html');
    write(html, `<html><head><link rel="stylesheet" href="/_astro/global.${o.cssHash}.css"></head><body><h1>${o.text}</h1></body></html>`);
    return html;
  }
  const glyphs = (...hashes: string[]) => new Map(hashes.map((h) => [`han-tc-400-venues-${h.slice(0, 10)}.woff2`, 'merge-1:noto-sans-tc@5.3.0:400']));
  const key = (html: string, dist: string, g: Map<string, string>) => pageKey(['v1'], html, dist, '/', g).key;

  it('does not change when another venue with a new Han character is added', () => {
    const a = newDir('before');
    const b = newDir('after');
    const g = glyphs('aaaaaaaaaaaa', 'bbbbbbbbbbbb');
    const before = site(a, { venueChars: '玉燈館', cssHash: 'CSSaaaaa', fontHash: 'aaaaaaaaaaaa', fontBytes: 'font with 3', text: 'Jade Lantern 玉燈館' });
    // Another venue brings 鑫: the venues' font file, its name, the stylesheet and its name all change.
    const after = site(b, { venueChars: '玉燈館鑫', cssHash: 'CSSbbbbb', fontHash: 'bbbbbbbbbbbb', fontBytes: 'font with 4', text: 'Jade Lantern 玉燈館' });
    expect(key(before, a, g)).toBe(key(after, b, g));
    // The other venue's page draws 鑫: its key is its own.
    const c = newDir('other');
    const other = site(c, { venueChars: '玉燈館鑫', cssHash: 'CSSbbbbb', fontHash: 'bbbbbbbbbbbb', fontBytes: 'font with 4', text: 'Jade Lantern 玉燈館鑫' });
    expect(key(other, c, g)).not.toBe(key(after, b, g));
  });
  it('changes when the page itself changes: its text, its other rules, a font file without a glyph source', () => {
    const g = glyphs('aaaaaaaaaaaa');
    const base = { venueChars: '玉燈館', cssHash: 'CSSaaaaa', fontHash: 'aaaaaaaaaaaa', fontBytes: 'font', text: 'Jade 玉燈館' };
    const d0 = newDir('k');
    const k0 = key(site(d0, base), d0, g);
    const d1 = newDir('k');
    expect(key(site(d1, { ...base, text: 'Jade 玉燈' }), d1, g)).not.toBe(k0);
    const d2 = newDir('k');
    expect(key(site(d2, { ...base, rule: 'h1{font-size:20pt}' }), d2, g)).not.toBe(k0);
    // Without a glyph source the file's bytes count: other bytes, another key.
    const d3 = newDir('k');
    const d4 = newDir('k');
    expect(key(site(d3, base), d3, new Map())).not.toBe(key(site(d4, { ...base, fontBytes: 'other font' }), d4, new Map()));
  });
  it('reads unicode-range wildcards and drops faces the page does not draw', () => {
    expect(unicodeRanges('U+4??,U+20-7f')).toEqual([
      [0x400, 0x4ff],
      [0x20, 0x7f],
    ]);
    const css = '@font-face{font-family:A;src:url(/a.woff2);unicode-range:U+9451}@font-face{font-family:B;src:url(/b.woff2);unicode-range:U+41}p{x:y}';
    const r = renderedCss(css, new Set([0x41]), (u) => u);
    expect(r.rest).toBe('p{x:y}');
    expect(r.faces).toEqual(['font-family:B;src:src(/b.woff2)|65']);
  });
});

const chromium = chromiumOrNull();
const dist = join(ROOT, 'dist');
const built = existsSync(join(dist, 'index.html')) && !isIncomplete(dist) && existsSync(join(dist, 'pdf'));

describe.skipIf(!chromium || !built)("two shards of the project's dist/, merged, are the full build", () => {
  it('gives the same files, byte for byte, and verify passes', async () => {
    const shards: string[] = [];
    for (const index of [1, 2]) {
      const copy = newDir(`project-shard-${index}`);
      cpSync(dist, copy, { recursive: true });
      // The PDF step of the shard, from the project's PDF cache (nothing to render: every entry is there).
      const r = await renderPdfs({ root: ROOT, dist: copy, cacheDir: join(ROOT, '.cache', 'pdf'), lockFile: join(copy, '..', `lock-${index}`), shard: { index, count: 2 }, log: () => {} });
      expect(r.rendered).toBe(0);
      // The images: the share the preview step of this shard keeps (its pages are gone from a finished dist/).
      const images = readdirSync(join(copy, 'og'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(copy, join(e.parentPath, e.name)).split('\\').join('/'));
      for (const img of images) if (!inShard(imageUnit(img), { index, count: 2 })) rmSync(join(copy, img));
      writeShardRecord(copy, { index, count: 2 }, { images: images.filter((img) => inShard(imageUnit(img), { index, count: 2 })) });
      expect(isIncomplete(copy)).toBe(true);
      expect(verify(copy).code).toBe(1);
      expect(readShardRecord(copy)!.pdfs.length).toBe(readdirSync(join(copy, 'pdf')).length);
      shards.push(copy);
    }
    const jobs = findJobs(dist).length;
    expect(readShardRecord(shards[0])!.pdfs.length + readShardRecord(shards[1])!.pdfs.length).toBe(jobs);
    const out = newDir('project-merged');
    mergeShards(shards, out);
    const list = (d: string) =>
      readdirSync(d, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(d, join(e.parentPath, e.name)))
        .sort();
    expect(list(out)).toEqual(list(dist));
    for (const f of list(dist)) if (/\.(html|pdf|png)$/.test(f)) expect(readFileSync(join(out, f)).equals(readFileSync(join(dist, f))), f).toBe(true);
    expect(verify(out).code).toBe(0);
  }, 120_000);
});
