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
 */
import type { Page, Viewport } from 'puppeteer-core';
import { launchBuildBrowser } from './chromium.ts';
import { treeCpuSeconds } from './proc-cpu.ts';
import type { HTTPResponse } from 'puppeteer-core';
import { PAGE_SHA_HEADER, serveStatic, type StaticServer } from './static-server.ts';

/** The sha256 of the page a response carried, as the pool's server computed it from the bytes it sent (null: not one of its pages). */
export const servedSha = (response: HTTPResponse): string | null => response.headers()[PAGE_SHA_HEADER] ?? null;

export interface Tab {
  page: Page;
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

  const start = (): Promise<Chromium> =>
    (starting ??= launchBuildBrowser(opts.browserPath, opts.cacheRoot).then((c) => {
      chromium = c;
      return c;
    }));

  async function newTab(): Promise<Tab> {
    const { browser } = await start();
    const page = await browser.newPage();
    let media: string | null = null;
    let view = '';
    const tab: Tab = {
      page,
      missing: [],
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

  /** Keep `tabs` tabs busy while jobs wait. */
  function pump(): void {
    while (queue.length && (idle.length || open < opts.tabs) && !closed) {
      queue.sort((a, b) => b.cost - a.cost || a.seq - b.seq);
      const job = queue.shift()!;
      const ready = idle.pop();
      if (!ready) open++;
      void (async () => {
        let tab = ready;
        try {
          tab ??= await newTab();
        } catch (e) {
          // No tab (the browser did not start): this job fails, and the next one tries again.
          open--;
          job.fail(e);
          pump();
          return;
        }
        try {
          await job.go(tab);
        } finally {
          idle.push(tab);
          pump();
        }
      })();
    }
  }

  return {
    server,
    tabs: opts.tabs,
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
