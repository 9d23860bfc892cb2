/**
 * Finding a Chromium for the PDFs (puppeteer-core downloads none): env PUPPETEER_EXECUTABLE_PATH, then
 * the usual Debian / Ubuntu / Chrome paths. When none is there, the message says how to install one,
 * how to point at one, and how to build without PDFs — never a stack trace.
 */
import { accessSync, constants, statSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium', // Debian's binary (the /usr/bin wrapper prints a harmless shell warning)
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

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

/** What identifies the browser for the PDF cache: its path, size and modification time. */
export function chromiumStamp(path: string): string {
  const s = statSync(path);
  return `${path}:${s.size}:${Math.round(s.mtimeMs)}`;
}
