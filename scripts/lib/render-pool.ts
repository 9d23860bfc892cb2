/**
 * The build's Chromium tabs, shared by its two render steps — the preview images (scripts/preview.ts)
 * and the PDFs (scripts/pdf.ts): one browser (launchBuildBrowser: on a pipe, it dies with the build),
 * `dist/` served once on 127.0.0.1 under the site's base, and a fixed number of tabs (renderTabs: the
 * machine's cores, or HEFEN_RENDER_TABS), each holding one page at a time, which bounds the memory.
 *
 * Each step hands its jobs to `run`; the tabs take them from one queue, the costliest first (a ruleset's
 * reference PDF takes several times a venue sheet), so the steps' jobs interleave and no tab waits idle
 * while another finishes a long job at the end. A job starts from a known page state whatever the tab
 * did before: its media type and viewport are set first (`prepare`), and what the page could not load
 * (HTTP 400 and above) is collected per job (`missing`).
 *
 * The server lets the browser keep the bundler's files (`/_astro/<name>.<content hash>.<ext>`: a file of
 * that name never changes) for the step's lifetime, so the fonts and stylesheets that every page shares
 * are fetched and decoded once per tab instead of once per page; the pages themselves are never kept
 * (each is checked against the HTML its cache key read: `servedSha`, the sha256 the server computed of
 * the bytes it sent, in a header of the response).
 *
 * In a headless shell the tabs are made under begin-frame control: they draw no frame unless one is
 * asked for (`Tab.screenshot`). A page still loads, lays out and prints as before — the same PDFs, the
 * same pixels in the screenshots (tests/build/render-pool.test.ts) — but Chromium no longer rasters
 * and composites the frames of every page as it loads (measured one tab at a time, 100 venues: a
 * preview image 128 → 95 ms of Chromium CPU and 155 → 100 ms wall, a venue sheet 240 → 177 ms, a
 * reference page 852 → 747 ms). A page that waits for a frame (requestAnimationFrame, lazy images)
 * would wait for ever there: the site's pages do not.
 */
import type { CDPSession, HTTPResponse, Page, Viewport } from 'puppeteer-core';
import { launchBuildBrowser } from './chromium.ts';
import { treeCpuSeconds } from './proc-cpu.ts';
import { PAGE_SHA_HEADER, serveStatic, type StaticServer } from './static-server.ts';

/** The sha256 of the page a response carried, as the pool's server computed it from the bytes it sent (null: not one of its pages). */
export const servedSha = (response: HTTPResponse): string | null => response.headers()[PAGE_SHA_HEADER] ?? null;

export interface Tab {
  page: Page;
  /** The DevTools session of the tab's page (puppeteer's own), for commands sent as they are. */
  cdp: CDPSession;
  /**
   * Whether the tab draws only when told (begin-frame control, in a headless shell): it then lays out
   * and paints for a print or a measurement as asked, never frames of its own nobody looks at.
   */
  readonly frameControl: boolean;
  /**
   * A PNG of the viewport as the page is now. Under begin-frame control, one frame drawn for it
   * (`HeadlessExperimental.beginFrame`, every compositor stage done before it draws: the pixels of
   * `page.screenshot`), one tab's at a time; else `Page.captureScreenshot` sent straight, not through puppeteer's
   * `page.screenshot`, which takes one screenshot at a time in the whole browser (a lock for windows
   * that draw only in front, which headless tabs are not) and asks the page for its viewport first.
   */
  screenshot(viewport: { width: number; height: number }): Promise<Buffer>;
  /** What this job's page could not load (`404 /_astro/x.css`), collected since `prepare`. */
  missing: string[];
  /** Set the media type and viewport a job starts from, and forget what earlier jobs missed. */
  prepare(media: 'screen' | 'print', viewport: Viewport): Promise<void>;
  /** Change the viewport during a job (a sheet is measured at its printable width); the next job's `prepare` sets its own. */
  setViewport(viewport: Viewport): Promise<void>;
}

export interface RenderPool {
  server: StaticServer;
  /** How many tabs render at once. */
  readonly tabs: number;
  /** How many jobs have ended so far (done or failed). */
  readonly completed: number;
  /**
   * Render in at most `n` of the tabs for now (1 ≤ n ≤ tabs; the build: one tab fewer while Astro
   * still writes pages in its own process, which needs a core and its memory). Raising it again opens
   * the tabs as jobs wait.
   */
  limit(n: number): void;
  /**
   * Render `jobs` with `work` in the pool's tabs, costliest (`cost`) first among every step's waiting
   * jobs. Resolves when all of them are done; a job whose `work` throws stops nothing else — the error
   * is returned with its job (the step reports it and keeps nothing of it).
   */
  run<J>(jobs: readonly J[], work: (tab: Tab, job: J) => Promise<void>, cost?: (job: J) => number): Promise<{ job: J; error: unknown }[]>;
  /** CPU seconds the browser (all its processes) has spent so far: 0 before it started, null where /proc cannot tell. */
  cpuSeconds(): number | null;
  close(): Promise<void>;
}

/**
 * Puppeteer's own DevTools session of a page. Not a session of its own (`page.createCDPSession()`): a
 * second session attached to a page undoes the first one's emulation at each navigation — the tab's
 * print media is gone (`matchMedia('print')` false in the next page), and the sheet checks would measure
 * the screen layout. Puppeteer keeps it behind `_client()` (not in its types).
 */
function pageSession(page: Page): CDPSession {
  const client = (page as unknown as { _client?: () => CDPSession })._client?.();
  if (!client) throw new Error('puppeteer-core no longer gives a page’s DevTools session (page._client()): scripts/lib/render-pool.ts needs it');
  return client;
}

interface Queued {
  cost: number;
  seq: number;
  go(tab: Tab): Promise<void>;
  fail(error: unknown): void;
}

/** A pool over `dist` (served under `base`) for the browser at `browserPath`; Chromium starts with the first job. */
export async function openRenderPool(opts: { dist: string; base: string; browserPath: string; cacheRoot: string; tabs: number }): Promise<RenderPool> {
  const server = await serveStatic(opts.dist, { base: opts.base, keepAssets: true, hashPages: true });
  type Chromium = Awaited<ReturnType<typeof launchBuildBrowser>>;
  let chromium: Chromium | null = null;
  let starting: Promise<Chromium> | null = null;
  const queue: Queued[] = [];
  let seq = 0;
  const idle: Tab[] = [];
  let open = 0;
  let closed = false;
  let completed = 0;
  let browserSession: Promise<CDPSession> | null = null;
  /** The last screenshot asked of a tab under begin-frame control: the next waits for it. */
  let frames: Promise<unknown> = Promise.resolve();

  const start = (): Promise<Chromium> =>
    (starting ??= launchBuildBrowser(opts.browserPath, opts.cacheRoot).then((c) => {
      chromium = c;
      return c;
    }));

  async function newTab(): Promise<Tab> {
    const { browser, frameControl } = await start();
    let page: Page;
    if (frameControl) {
      // What browser.newPage() does, with begin-frame control (puppeteer has no option for it).
      const { targetId } = await (await (browserSession ??= browser.target().createCDPSession())).send('Target.createTarget', { url: 'about:blank', enableBeginFrameControl: true });
      const target = await browser.waitForTarget((t) => (t as unknown as { _targetId: string })._targetId === targetId);
      const p = await target.page();
      if (!p) throw new Error(`Chromium made no page of its new tab (target ${targetId})`);
      page = p;
    } else page = await browser.newPage();
    const cdp = pageSession(page);
    let media: string | null = null;
    let view = '';
    const tab: Tab = {
      page,
      cdp,
      frameControl,
      missing: [],
      async screenshot(viewport) {
        if (frameControl) {
          // One tab's frame at a time: two tabs drawing on demand at once crash the headless shell
          // (Chromium 156: the tabs close), or draw nothing. Nothing else draws in a tab, so a frame that
          // comes without damage (none seen one at a time) is asked again, a few times.
          const turn = frames.then(async () => {
            for (let i = 0; i < 3; i++) {
              const { screenshotData } = await cdp.send('HeadlessExperimental.beginFrame', { screenshot: { format: 'png' } });
              if (screenshotData) return Buffer.from(screenshotData, 'base64');
            }
            throw new Error('Chromium drew no frame for the screenshot (three times)');
          });
          frames = turn.catch(() => undefined);
          return turn;
        }
        const { data } = await cdp.send('Page.captureScreenshot', {
          format: 'png',
          fromSurface: true,
          optimizeForSpeed: false,
          captureBeyondViewport: false,
          clip: { x: 0, y: 0, width: viewport.width, height: viewport.height, scale: 1 },
        });
        return Buffer.from(data, 'base64');
      },
      async prepare(m, viewport) {
        tab.missing = [];
        if (media !== m) {
          // undefined: no emulation, the page's own media (screen).
          await page.emulateMediaType(m === 'print' ? 'print' : undefined);
          media = m;
        }
        await tab.setViewport(viewport);
      },
      async setViewport(viewport) {
        const v = JSON.stringify(viewport);
        if (view === v) return;
        await page.setViewport(viewport);
        view = v;
      },
    };
    page.on('response', (r) => {
      if (r.status() >= 400) tab.missing.push(`${r.status()} ${r.url().replace(server.origin, '')}`);
    });
    return tab;
  }

  /** Tabs being opened, and tabs on a job. */
  let opening = 0;
  let busy = 0;
  let limit = opts.tabs;
  /**
   * Keep `tabs` tabs busy while jobs wait: a tab takes the costliest waiting job when it is free (a
   * new tab once it is open: a job never waits for a tab still opening while another is free).
   */
  function pump(): void {
    if (closed) return;
    while (queue.length > idle.length + opening && open < limit) {
      open++;
      opening++;
      newTab().then(
        (tab) => {
          opening--;
          idle.push(tab);
          pump();
        },
        (e: unknown) => {
          // No tab (the browser did not start): the costliest waiting job fails, and the next one tries again.
          opening--;
          open--;
          queue.sort((x, y) => y.cost - x.cost || x.seq - y.seq);
          queue.shift()?.fail(e);
          pump();
        },
      );
    }
    while (queue.length && idle.length && busy < limit) {
      queue.sort((x, y) => y.cost - x.cost || x.seq - y.seq);
      const job = queue.shift()!;
      const tab = idle.pop()!;
      busy++;
      void job.go(tab).finally(() => {
        busy--;
        completed++;
        idle.push(tab);
        pump();
      });
    }
  }

  return {
    server,
    tabs: opts.tabs,
    get completed() {
      return completed;
    },
    limit(n) {
      limit = Math.max(1, Math.min(opts.tabs, Math.floor(n)));
      pump();
    },
    run(jobs, work, cost = () => 0) {
      const failed: { job: (typeof jobs)[number]; error: unknown }[] = [];
      return Promise.all(
        jobs.map(
          (job) =>
            new Promise<void>((resolve) => {
              const fail = (error: unknown) => {
                failed.push({ job, error });
                resolve();
              };
              queue.push({ cost: cost(job), seq: seq++, go: (tab) => work(tab, job).then(resolve, fail), fail });
              pump();
            }),
        ),
      ).then(() => failed);
    },
    cpuSeconds() {
      return chromium ? treeCpuSeconds(chromium.browser.process()?.pid) : 0;
    },
    async close() {
      closed = true;
      try {
        const c = chromium ?? (starting ? await starting.catch(() => null) : null);
        await c?.close().catch(() => undefined);
      } finally {
        await server.close();
      }
    },
  };
}
