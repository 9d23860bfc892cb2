/**
 * Finding a Chromium for the PDFs (puppeteer-core downloads none): env PUPPETEER_EXECUTABLE_PATH, then
 * the usual Debian / Ubuntu / Chrome paths. When none is there, the message says how to install one,
 * how to point at one, and how to build without PDFs — never a stack trace. The build's render steps
 * take a headless shell first when one is installed (findRenderBrowser): the same pages, less CPU.
 */
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium', // Debian's binary (the /usr/bin wrapper prints a harmless shell warning)
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * Chromium's headless shell (Debian: `apt-get install chromium-headless-shell`; Chrome for Testing's
 * `chrome-headless-shell`): the same Blink as the browser without the browser's own layers, so it loads
 * and prints a page with about a third less CPU. The build's PDFs and preview images use it when it is
 * installed (and PUPPETEER_EXECUTABLE_PATH does not name another browser); with the flags below its
 * pages are laid out and drawn as the full browser does — the same word boxes in the PDFs, the same
 * pixels in the screenshots (the tests compare them).
 */
export const HEADLESS_SHELL_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell', '/usr/bin/chrome-headless-shell'];

/** A headless shell, by its file name (`chromium-headless-shell`, `chrome-headless-shell`, `headless_shell`). */
export const isHeadlessShell = (path: string) => /(^|[\\/])(chrom(e|ium)-headless-shell|headless_shell)(\.exe)?$/.test(path);

/**
 * The headless shell's own flags: the full browser hints its fonts as the system's fontconfig says
 * (Debian: slight), the shell fully unless told — with `slight` both draw the same glyphs. And every
 * compositor stage done before a frame is drawn, which a tab under begin-frame control needs to be
 * drawn on demand (scripts/lib/render-pool.ts: the render's tabs draw only their screenshots).
 */
/** Of those, what makes the shell draw glyphs as the full browser does (the browser tests drive it with this alone). */
export const SHELL_HINTING_ARGS = ['--font-render-hinting=slight'];
export const HEADLESS_SHELL_ARGS = [...SHELL_HINTING_ARGS, '--run-all-compositor-stages-before-draw'];

/**
 * The render's own flags (launchBuildBrowser, shell or full browser): a tab keeps its document's frame
 * from one page to the next. Chromium's RenderDocument (on by default) makes a new frame, and with it a
 * new compositor, for every page a tab loads: each page then starts with empty raster and draw caches
 * and a frame sink set up anew. The render loads thousands of pages in a few tabs, one after the other:
 * without it, a preview image costs about 40 % less of Chromium's CPU (its raster ~19 → ~1.5 ms, its
 * drawing ~39 → ~16 ms) and a venue sheet about 15 % less, with the same pixels and the same PDFs
 * (tests/build/render-pool.test.ts compares them).
 */
export const RENDER_ARGS = ['--disable-features=RenderDocument'];

/** Launch flags (as root in a container: no sandbox; no GPU, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export class ChromiumMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChromiumMissingError';
  }
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The Chromium to use, or throws ChromiumMissingError with the ways out. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, candidates = CHROMIUM_CANDIDATES): string {
  const given = env.PUPPETEER_EXECUTABLE_PATH?.trim();
  if (given) {
    if (executable(given)) return given;
    throw new ChromiumMissingError(missingMessage(`PUPPETEER_EXECUTABLE_PATH=${given} is not an executable file.`, candidates));
  }
  for (const c of candidates) if (executable(c)) return c;
  throw new ChromiumMissingError(missingMessage('No Chromium or Chrome was found.', candidates));
}

/** The Chromium `findChromium` finds, or null where there is none (what a test that needs one asks before it skips). */
export function chromiumOrNull(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    return findChromium(env);
  } catch {
    return null;
  }
}

/**
 * The browser the build renders with (PDFs, preview images): PUPPETEER_EXECUTABLE_PATH when set, else
 * a headless shell when one is installed (`HEFEN_HEADLESS_SHELL=0`: never), else the full Chromium
 * (findChromium). Throws ChromiumMissingError as findChromium does.
 */
export function findRenderBrowser(env: NodeJS.ProcessEnv = process.env, shells = HEADLESS_SHELL_CANDIDATES, candidates = CHROMIUM_CANDIDATES): string {
  if (!env.PUPPETEER_EXECUTABLE_PATH?.trim() && env.HEFEN_HEADLESS_SHELL !== '0') for (const c of shells) if (executable(c)) return c;
  return findChromium(env, candidates);
}

export function missingMessage(what: string, candidates = CHROMIUM_CANDIDATES): string {
  return [
    `The build writes PDFs with Chromium. ${what}`,
    `  Looked at: $PUPPETEER_EXECUTABLE_PATH, ${candidates.join(', ')}`,
    '',
    '  Install it (Debian / Ubuntu):   sudo apt-get install chromium',
    '  or use one you have:            PUPPETEER_EXECUTABLE_PATH=/path/to/chrome npm run build',
    '  or build without PDFs:          npm run build -- --no-pdf     (or HEFEN_NO_PDF=1 npm run build)',
  ].join('\n');
}

/** The flags the build's browser at `path` is launched with (they change how it draws: the cache keys name them). */
export function buildBrowserArgs(path: string): string[] {
  return [...(isHeadlessShell(path) ? [...CHROMIUM_ARGS, ...HEADLESS_SHELL_ARGS] : CHROMIUM_ARGS), ...RENDER_ARGS];
}

/** What identifies the browser for the PDF and image caches: its path, size, modification time and launch flags. */
export function chromiumStamp(path: string): string {
  const s = statSync(path);
  return `${path}:${s.size}:${Math.round(s.mtimeMs)}:${buildBrowserArgs(path).join(' ')}`;
}

/**
 * A browser for the build's PDFs that cannot outlive the build:
 * - `pipe: true`: puppeteer talks to Chromium over its fds 3 and 4 (`--remote-debugging-pipe`), no
 *   debugging port. When the build's process dies — even by SIGKILL, which runs no clean-up — the
 *   kernel closes those pipes and Chromium shuts down with all its helper processes (checked on Debian
 *   12's Chromium: none left 0.5 s after a SIGKILL of the build; with a debugging port instead, all of
 *   them kept running). tests/build/pdf-safety.test.ts kills a build mid-render and checks it.
 * - On a normal exit (also process.exit() from a signal handler) puppeteer's exit hook kills it too.
 *   Puppeteer's own SIGINT/SIGTERM/SIGHUP handlers are off: the build handles signals (it marks the
 *   site incomplete, releases its lock and exits; see scripts/lib/signals.ts).
 * - Its profile is a folder of `<cacheRoot>/chromium/`, removed after close; the next build (holding
 *   the build lock) removes those a killed build left.
 */
export async function launchBuildBrowser(executablePath: string, cacheRoot: string) {
  const puppeteer = (await import('puppeteer-core')).default;
  const profiles = join(cacheRoot, 'chromium');
  rmSync(profiles, { recursive: true, force: true });
  mkdirSync(profiles, { recursive: true });
  const userDataDir = mkdtempSync(join(profiles, `profile-${process.pid}-`));
  // process.exit() (a signal handler) skips close(): the profile goes with the process all the same.
  const dropProfile = () => {
    process.off('exit', dropProfile);
    rmSync(userDataDir, { recursive: true, force: true });
  };
  process.on('exit', dropProfile);
  let browser;
  try {
    const shell = isHeadlessShell(executablePath);
    browser = await puppeteer.launch({
      executablePath,
      args: buildBrowserArgs(executablePath),
      // The shell runs only as what puppeteer calls 'shell'; the browser in its new headless mode.
      headless: shell ? 'shell' : true,
      pipe: true,
      userDataDir,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (e) {
    dropProfile();
    throw e;
  }
  const opened = browser;
  return {
    browser: opened,
    userDataDir,
    /** Whether its tabs can be made under begin-frame control (`HeadlessExperimental`: the headless shell only). */
    frameControl: isHeadlessShell(executablePath),
    async close(): Promise<void> {
      try {
        await opened.close();
      } finally {
        dropProfile();
      }
    },
  };
}
