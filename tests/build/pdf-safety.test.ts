/**
 * A build that cannot publish a wrong PDF — on a copy of the project (tests/fixture/build-fixture.ts's
 * copyProject), never on the dist/ other tests read:
 *
 * - killed build: `scripts/build.ts` SIGKILLed while Chromium renders leaves no Chromium process (it
 *   runs on a pipe), a stale lock and dist/.incomplete; the next build takes the lock over, publishes
 *   whole PDFs of the right pages and removes the marker.
 * - concurrent builds: while one PDF step holds the lock, a second build and a second PDF step stop at
 *   once naming it (exit 75) and touch nothing; what the first caches and publishes is right.
 * - truncated cache: a cut-short entry, and one altered at the same size, are rendered again, not
 *   published; left-over temporary files go.
 * - not-found page: a job whose page answers 404, and one whose page is not its sheet (no or another
 *   `data-pdf-page`), fail the step: nothing is cached, none of its PDFs is in dist/pdf/, the marker stays.
 * - killed during the site step: Astro's process (scripts/site-build.ts) stops with the build.
 *
 * Only one venue's sheets are built (`--pdf-only`), so the copy's pages link only those PDFs. Needs
 * Chromium and poppler-utils; skipped without Chromium outside CI, as the other PDF tests are.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOrNull } from '../../scripts/lib/chromium.ts';
import { INCOMPLETE_MARKER } from '../../scripts/lib/dist-check.ts';
import { LOCKED_EXIT_CODE } from '../../scripts/lib/lock.ts';
import { readEntry } from '../../scripts/lib/pdf-cache.ts';
import { readVenues } from '../../src/venues/files.ts';
import { copyProject, ROOT } from '../fixture/build-fixture.ts';

const chromium = chromiumOrNull();
const SKIP = !chromium && !process.env.CI;

const venue = readVenues(ROOT)[0];
const names = venue.languages.map((l) => `${venue.slug}.${l}`).sort();

const tmp = mkdtempSync(join(tmpdir(), 'hefen-pdf-safety-'));
const work = join(tmp, 'project');
const dist = join(work, 'dist');
const cache = join(work, '.cache', 'pdf');
const lockFile = join(work, '.cache', 'build.lock');
const profiles = join(work, '.cache', 'chromium');
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

const env = (): NodeJS.ProcessEnv => {
  const e: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  for (const k of Object.keys(e)) if (k.startsWith('VITEST') || k === 'NODE_ENV' || k === 'HEFEN_NO_PDF' || k === 'HEFEN_PDF_ONLY') delete e[k];
  return e;
};
const children: ChildProcess[] = [];
/** Run a script of the copy with the Node running the tests (Node 24; a bare `node` may be older). */
function run(script: string, args: string[] = [], extra: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [script, ...args], { cwd: work, env: { ...env(), ...extra }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}
function runAsync(script: string, args: string[] = [], extra: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [script, ...args], { cwd: work, env: { ...env(), ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const done = new Promise<{ status: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) =>
    child.on('exit', (status, signal) => resolve({ status, signal, out })),
  );
  return { child, done, output: () => out };
}
const build = () => run('scripts/build.ts', ['--pdf-only', venue.slug]);
const pdfStep = () => run('scripts/pdf.ts', [], { HEFEN_PDF_ONLY: venue.slug });

/** Processes whose command line names this copy's Chromium profiles (only this test's browsers). */
function chromiumPids(): number[] {
  const out: number[] = [];
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(profiles)) out.push(Number(p));
    } catch {
      /* gone */
    }
  }
  return out;
}
async function until(what: string, ok: () => boolean, ms: number, step = 50): Promise<number> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, step));
  }
  return Date.now() - t0;
}

const published = () => (existsSync(join(dist, 'pdf')) ? readdirSync(join(dist, 'pdf')).sort() : []);
const cacheFiles = () => (existsSync(cache) ? readdirSync(cache).filter((f) => /\.(pdf|json)$/.test(f)) : []);
/** The cache entries by job name: every record beside its PDF, and each entry verifies. */
function entries(): Map<string, { key: string; pdf: Buffer }> {
  const out = new Map<string, { key: string; pdf: Buffer }>();
  for (const f of cacheFiles().filter((f) => f.endsWith('.json'))) {
    const key = f.slice(0, -5);
    const e = readEntry(cache, key);
    expect(e.state, `cache entry ${key}`).toBe('hit');
    if (e.state === 'hit') out.set(e.record.name, { key, pdf: e.data });
  }
  return out;
}
/** dist/ holds the venue's PDFs, whole, of the right pages (its name in each language), equal to the cache's. */
function expectPublished(): void {
  expect(existsSync(join(dist, INCOMPLETE_MARKER)), 'dist/.incomplete').toBe(false);
  expect(published()).toEqual(names.map((n) => `${n}.pdf`));
  const cached = entries();
  expect([...cached.keys()].sort()).toEqual(names);
  for (const locale of venue.languages) {
    const file = join(dist, 'pdf', `${venue.slug}.${locale}.pdf`);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(Number(/Pages:\s+(\d+)/.exec(info)![1]), file).toBeLessThanOrEqual(2);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text, `${file}: the sheet in ${locale}`).toContain(venue.name[locale]);
    expect(text).not.toMatch(/not found/i);
    expect(readFileSync(file).equals(cached.get(`${venue.slug}.${locale}`)!.pdf), `${file} is its cache entry`).toBe(true);
  }
  expect(existsSync(lockFile), 'the lock is released').toBe(false);
  expect(readdirSync(profiles), 'no Chromium profile left').toEqual([]);
}

describe.skipIf(SKIP)('a build that cannot publish a wrong PDF (on a copy of the project)', () => {
  beforeAll(() => {
    copyProject(work);
  });

  it('killed with SIGKILL mid-PDF: no Chromium left, and the next build takes the stale lock over and publishes the right PDFs', async () => {
    const b = runAsync('scripts/build.ts', ['--pdf-only', venue.slug]);
    // Mid-PDF: the first sheet is rendered and cached, the others are not yet (the cache was empty).
    const rendered = () => cacheFiles().filter((f) => f.endsWith('.json')).length;
    await until('the first sheet to be rendered', () => rendered() > 0 || b.child.exitCode !== null, 180_000, 10);
    const browsers = chromiumPids().length;
    b.child.kill('SIGKILL');
    expect(b.child.exitCode, b.output()).toBeNull();
    expect(rendered(), 'killed while sheets were still to render').toBeLessThan(names.length);
    expect(browsers).toBeGreaterThan(0);
    const r = await b.done;
    expect(r.signal).toBe('SIGKILL');
    expect(r.out).not.toContain('Build done');
    // No Chromium outlives the build: its DevTools pipe closed with the build, and it exits.
    const gone = await until('Chromium to exit after the build was killed', () => chromiumPids().length === 0, 10_000);
    console.log(`killed build: ${browsers} Chromium processes, all gone ${gone} ms after the SIGKILL`);
    // What a killed build leaves: its lock (stale now) and the marker: dist/ is not to be published.
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(b.child.pid);
    expect(existsSync(join(dist, INCOMPLETE_MARKER))).toBe(true);

    const next = build();
    expect(next.status, next.out).toBe(0);
    expect(next.out).toMatch(new RegExp(`taking over the stale lock .*\\(pid ${b.child.pid}, .*no longer running`));
    expect(next.out).toMatch(/PDF: \d+ rendered, \d+ reused/);
    expectPublished();
  }, 240_000);

  it('two at once: the second build and the second PDF step report the lock and change nothing; the first publishes the right PDFs', async () => {
    rmSync(cache, { recursive: true, force: true });
    const { renderPdfs } = await import('../../scripts/pdf.ts');
    const before = readFileSync(join(dist, 'index.html'));
    let second: { status: number | null; out: string }[] = [];
    // The first PDF step holds the lock; while it waits to render, a build and a PDF step start.
    const first = await renderPdfs({
      root: work,
      only: [venue.slug],
      log: () => {},
      beforeRender: async (jobs) => {
        expect(jobs.map((j) => j.name).sort()).toEqual(names);
        second = await Promise.all([
          runAsync('scripts/build.ts', ['--pdf-only', venue.slug]).done,
          runAsync('scripts/pdf.ts', [], { HEFEN_PDF_ONLY: venue.slug }).done,
        ]);
      },
    });
    for (const s of second) {
      expect(s.status, s.out).toBe(LOCKED_EXIT_CODE);
      expect(s.out).toMatch(new RegExp(`another build \\(pid ${process.pid}, started [^)]+\\)\\) is running in this folder; wait for it or stop it`));
      expect(s.out).not.toMatch(/\[build\]|PDF: \d+ rendered/);
    }
    expect(first.rendered).toBe(names.length);
    expect(readFileSync(join(dist, 'index.html')).equals(before), 'the second build did not touch dist/').toBe(true);
    expectPublished();
  }, 120_000);

  it('a truncated or altered cache entry is rendered again, never published', () => {
    const byName = entries();
    const [cut, altered] = names;
    const cutFile = join(cache, `${byName.get(cut)!.key}.pdf`);
    truncateSync(cutFile, Math.floor(readFileSync(cutFile).length / 2)); // a full disk's short write
    const altFile = join(cache, `${byName.get(altered)!.key}.pdf`);
    const bytes = readFileSync(altFile);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff; // same size, other content
    writeFileSync(altFile, bytes);
    writeFileSync(`${cutFile}.tmp-99999-abcdef`, 'an unfinished write');

    const r = pdfStep();
    expect(r.status, r.out).toBe(0);
    expect(r.out).toMatch(new RegExp(`the entry of ${cut.replace('.', '\\.')} .* is damaged — \\d+ bytes, its record says \\d+; rendering it again`));
    expect(r.out).toMatch(new RegExp(`the entry of ${altered.replace('.', '\\.')} .* is damaged — its sha256 differs from its record; rendering it again`));
    expect(r.out).toContain(`PDF: 2 rendered, ${names.length - 2} reused`);
    expect(readdirSync(cache).filter((f) => f.includes('.tmp-'))).toEqual([]);
    expectPublished();
    // And a rebuild with no change renders none.
    expect(pdfStep().out).toContain(`PDF: 0 rendered, ${names.length} reused`);
  }, 120_000);

  it('a page that answers 404, or is not its sheet, fails the step: nothing cached, nothing published, the site marked incomplete', async () => {
    rmSync(cache, { recursive: true, force: true });
    const { renderPdfs, PdfCheckError } = await import('../../scripts/pdf.ts');
    const [gone, other] = venue.languages;
    const sheet = (l: string) => join(dist, l, 'venues', venue.slug, 'print', 'index.html');
    const saved = { gone: readFileSync(sheet(gone)), other: readFileSync(sheet(other)) };
    // The page of one job disappears under the step (as when another build emptied dist/) …
    // … and another job's page is the venue's guide, not its sheet (no data-pdf-page).
    writeFileSync(sheet(other), readFileSync(join(dist, other, 'venues', venue.slug, 'index.html')));
    let err: unknown;
    try {
      await renderPdfs({ root: work, only: [venue.slug], log: () => {}, beforeRender: () => rmSync(sheet(gone)) });
    } catch (e) {
      err = e;
    } finally {
      writeFileSync(sheet(gone), saved.gone);
      writeFileSync(sheet(other), saved.other);
    }
    expect(err).toBeInstanceOf(PdfCheckError);
    const msg = (err as Error).message;
    expect(msg).toContain(`/${gone}/venues/${venue.slug}/print/: HTTP 404`);
    expect(msg).toMatch(new RegExp(`/${other}/venues/${venue.slug}/print/: not the venue sheet "venue:${venue.slug}:${other}": its data-pdf-page is missing`));
    expect(msg).toContain('not printed, nothing cached');
    expect(cacheFiles(), 'nothing of a failed step is cached').toEqual([]);
    expect(published(), 'none of its PDFs is in dist/pdf/').toEqual([]);
    expect(existsSync(join(dist, INCOMPLETE_MARKER))).toBe(true);
    expect(existsSync(lockFile)).toBe(false);
    // The build says so, and a later build that succeeds removes the marker.
    const verify = run('scripts/verify-dist.ts');
    expect(verify.status).toBe(1);
    expect(verify.out).toContain(`The site in dist/ is incomplete: ${names.length} PDFs missing — do not publish it.`);
    const again = pdfStep();
    expect(again.status, again.out).toBe(0);
    expectPublished();
    expect(run('scripts/verify-dist.ts').status).toBe(0);
  }, 120_000);

  it('killed with SIGKILL during the site step: Astro’s own process stops too, nothing is left writing into dist/', async () => {
    const siteSteps = () =>
      readdirSync('/proc').filter((p) => {
        try {
          const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
          return cmd.includes(join(work, 'scripts', 'site-build.ts'));
        } catch {
          return false;
        }
      });
    const b = runAsync('scripts/build.ts', ['--pdf-only', venue.slug]);
    await until('Astro to start building', () => /Building static entrypoints|generating static routes/.test(b.output()) || b.child.exitCode !== null, 180_000, 20);
    expect(siteSteps().length, b.output()).toBe(1);
    b.child.kill('SIGKILL');
    expect((await b.done).signal).toBe('SIGKILL');
    await until('the site step to stop after the build was killed', () => siteSteps().length === 0, 20_000);
    expect(existsSync(join(dist, INCOMPLETE_MARKER))).toBe(true);
  }, 240_000);
});
