/**
 * The build's render pool (scripts/lib/render-pool.ts) and the browser it renders with
 * (findRenderBrowser, scripts/lib/chromium.ts):
 * - the pool runs no more jobs at once than it has tabs, takes the costliest waiting job first across
 *   the steps that hand it jobs, returns a job that throws with its error and goes on with the others;
 *   a job starts from the media type and viewport it asks for, whatever the job before did;
 * - a headless shell, when one is installed, is preferred (not over PUPPETEER_EXECUTABLE_PATH, nor with
 *   HEFEN_HEADLESS_SHELL=0), and draws what the full browser draws: the same word boxes in a sheet's
 *   PDF, the same pixels in a Hindi page's screenshot.
 * On the project's dist/ (built once by tests/fixture/global-setup.ts). Needs Chromium.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_CANDIDATES, findRenderBrowser, HEADLESS_SHELL_CANDIDATES, isHeadlessShell, launchBuildBrowser, chromiumOrNull } from '../../scripts/lib/chromium.ts';
import { builtAddress } from '../../scripts/lib/built-address.ts';
import { isIncomplete } from '../../scripts/lib/dist-check.ts';
import { openRenderPool, type Tab } from '../../scripts/lib/render-pool.ts';
import { pdfWords } from '../../scripts/lib/sheet-check.ts';
import { serveStatic } from '../../scripts/lib/static-server.ts';
import { ROOT } from '../fixture/build-fixture.ts';

const chromium = chromiumOrNull();
const shell = HEADLESS_SHELL_CANDIDATES.find((c) => existsSync(c)) ?? null;
const dist = join(ROOT, 'dist');
const built = existsSync(join(dist, 'index.html')) && !isIncomplete(dist);
const tmp = mkdtempSync(join(tmpdir(), 'hefen-render-pool-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('findRenderBrowser', () => {
  it('prefers a headless shell, unless PUPPETEER_EXECUTABLE_PATH names a browser or HEFEN_HEADLESS_SHELL=0', () => {
    const real = CHROMIUM_CANDIDATES.filter((c) => existsSync(c));
    const shells = ['/bin/sh']; // an executable file standing in for a shell
    expect(findRenderBrowser({}, shells, real)).toBe('/bin/sh');
    expect(findRenderBrowser({ HEFEN_HEADLESS_SHELL: '0' }, shells, ['/bin/ls'])).toBe('/bin/ls');
    expect(findRenderBrowser({ PUPPETEER_EXECUTABLE_PATH: '/bin/ls' }, shells, [])).toBe('/bin/ls');
    expect(findRenderBrowser({}, ['/no/such/shell'], ['/bin/ls'])).toBe('/bin/ls');
    expect(() => findRenderBrowser({}, [], [])).toThrow(/apt-get install chromium/);
    expect(isHeadlessShell('/usr/lib/chromium/chromium-headless-shell')).toBe(true);
    expect(isHeadlessShell('/opt/chrome-headless-shell-linux64/chrome-headless-shell')).toBe(true);
    expect(isHeadlessShell('/usr/lib/chromium/chromium')).toBe(false);
  });
});

describe.skipIf((!chromium || !built) && !process.env.CI)('the render pool', () => {
  it('runs at most its tabs at once, the costliest first, and reports a job that throws', async () => {
    const pool = await openRenderPool({ dist, base: builtAddress(dist).base, browserPath: findRenderBrowser(), cacheRoot: tmp, tabs: 2 });
    try {
      let running = 0;
      let most = 0;
      const started: string[] = [];
      // The first job holds its tab until a second job runs (however long the second tab takes to
      // open on a busy machine): two at once, never three.
      let second: () => void = () => undefined;
      const twoRunning = new Promise<void>((r) => (second = r));
      const work = async (name: string) => {
        started.push(name);
        running++;
        most = Math.max(most, running);
        if (running === 2) second();
        if (started.length === 1) await Promise.race([twoRunning, new Promise((r) => setTimeout(r, 20_000))]);
        await new Promise((r) => setTimeout(r, 30));
        running--;
        if (name === 'bad') throw new Error('broken page');
      };
      // Two steps hand their jobs over at once (as the build's images and PDFs do).
      const a = pool.run(['a1', 'a9', 'bad', 'a5'], (_tab, j) => work(j), (j) => (j === 'bad' ? 0 : Number(j.slice(1))));
      const b = pool.run(['b7', 'b3'], (_tab, j) => work(j), (j) => Number(j.slice(1)));
      const [failedA, failedB] = await Promise.all([a, b]);
      expect(most).toBe(2);
      expect(failedB).toEqual([]);
      expect(failedA.map((f) => [f.job, (f.error as Error).message])).toEqual([['bad', 'broken page']]);
      // Each tab, once open and whenever free, takes the costliest of all the jobs that wait (the first
      // ones too: the tabs open after both steps have handed theirs over).
      expect(started).toEqual(['a9', 'b7', 'a5', 'b3', 'a1', 'bad']);
      expect(pool.cpuSeconds()).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('renders in no more tabs than its limit for now, and in all of them again once the limit is raised', async () => {
    const pool = await openRenderPool({ dist, base: builtAddress(dist).base, browserPath: findRenderBrowser(), cacheRoot: tmp, tabs: 2 });
    try {
      pool.limit(1);
      let running = 0;
      const most: number[] = [];
      // Once the limit is raised, a job holds its tab until a second one runs (the second tab may take
      // a while to open on a busy machine).
      let second: () => void = () => undefined;
      const twoRunning = new Promise<void>((r) => (second = r));
      let raised = false;
      const work = async (job: string) => {
        running++;
        most.push(running);
        if (running === 2) second();
        if (raised) await Promise.race([twoRunning, new Promise((r) => setTimeout(r, 20_000))]);
        await new Promise((r) => setTimeout(r, 30));
        running--;
        if (job === 'a3') {
          raised = true;
          pool.limit(Infinity);
        }
      };
      await pool.run(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'], (_tab, j) => work(j));
      expect(most.slice(0, 3)).toEqual([1, 1, 1]);
      expect(Math.max(...most)).toBe(2);
      expect(pool.completed).toBe(8);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('starts every job from the media type and viewport it asks for', async () => {
    const pool = await openRenderPool({ dist, base: builtAddress(dist).base, browserPath: findRenderBrowser(), cacheRoot: tmp, tabs: 1 });
    try {
      const seen: { print: boolean; width: number }[] = [];
      const look = async (tab: Tab, width: number, media: 'print' | 'screen') => {
        await tab.prepare(media, { width, height: 500 });
        await tab.page.goto(pool.server.url('/en/'), { waitUntil: 'load' });
        seen.push(await tab.page.evaluate(() => ({ print: matchMedia('print').matches, width: innerWidth })));
        // A job that changes the viewport itself: the next one still gets its own.
        await tab.setViewport({ width: 333, height: 333 });
      };
      await pool.run([900, 700, 500], (tab, w) => look(tab, w, w === 700 ? 'screen' : 'print'), (w) => w);
      expect(seen).toEqual([
        { print: true, width: 900 },
        { print: false, width: 700 },
        { print: true, width: 500 },
      ]);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe.skipIf(!chromium || !shell || !built)('the headless shell draws what the full browser draws', () => {
  it('the same word boxes in a sheet’s PDF, the same pixels in a Hindi page', async () => {
    const { base } = builtAddress(dist);
    const server = await serveStatic(dist, { base });
    const draw = async (browserPath: string) => {
      const c = await launchBuildBrowser(browserPath, join(tmp, browserPath === shell ? 'shell' : 'full'));
      try {
        const page = await c.browser.newPage();
        await page.emulateMediaType('print');
        await page.goto(server.url('/hi/venues/koi-pond-riichi-club/print/'), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true, tagged: true, outline: true });
        await page.emulateMediaType(undefined);
        await page.setViewport({ width: 1200, height: 630 });
        await page.goto(server.url('/hi/'), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 1200, height: 630 } });
        return { words: pdfWords(pdf), png: Buffer.from(png) };
      } finally {
        await c.close();
      }
    };
    try {
      const full = await draw(chromium!);
      const headless = await draw(shell!);
      expect(full.words.length).toBeGreaterThan(0);
      expect(full.words.flatMap((p) => p.words).length).toBeGreaterThan(100);
      expect(headless.words).toEqual(full.words);
      expect(headless.png.equals(full.png), 'the screenshots differ').toBe(true);
      // The pool's tabs in the shell draw only when told (begin-frame control): their screenshots, two
      // tabs at once, are the full browser's pixels, and their print media holds across pages.
      const pool = await openRenderPool({ dist, base, browserPath: shell!, cacheRoot: join(tmp, 'pool'), tabs: 2 });
      try {
        const shots: Buffer[] = [];
        const failed = await pool.run([1, 2, 3, 4], async (tab) => {
          expect(tab.frameControl).toBe(true);
          await tab.prepare('print', { width: 700, height: 500 });
          await tab.page.goto(pool.server.url('/hi/venues/koi-pond-riichi-club/print/'), { waitUntil: 'load' });
          expect(await tab.page.evaluate(() => matchMedia('print').matches)).toBe(true);
          await tab.prepare('screen', { width: 1200, height: 630, deviceScaleFactor: 1 });
          await tab.page.goto(pool.server.url('/hi/'), { waitUntil: 'load' });
          await tab.page.evaluate(() => document.fonts.ready.then(() => undefined));
          shots.push(await tab.screenshot({ width: 1200, height: 630 }));
        });
        expect(failed).toEqual([]);
        expect(shots.length).toBe(4);
        for (const png of shots) expect(png.equals(full.png), 'a pool tab’s screenshot differs').toBe(true);
      } finally {
        await pool.close();
      }
    } finally {
      await server.close();
    }
  }, 120_000);
});
