/**
 * SIGINT / SIGTERM / SIGHUP during a build: say that the site in dist/ is incomplete, then exit
 * (128 + the signal's number). The exit runs the clean-up hooks — the build lock is released
 * (scripts/lib/lock.ts), Chromium is killed by puppeteer's exit hook — and dist/.incomplete, written
 * before the build touched dist/, stays. SIGKILL runs no handler: then the lock is stale (the next build
 * takes it over), Chromium exits as its pipe closes, and the marker stays as well.
 */
import { constants } from 'node:os';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Install the handlers; `message()` says what is left (called once, on the first signal). */
export function exitOnSignals(message: () => string): () => void {
  const handler = (sig: (typeof SIGNALS)[number]) => {
    let text = '';
    try {
      text = message();
    } catch (e) {
      text = String(e);
    }
    console.error(`\n${sig}: the build was interrupted. ${text}\n`);
    process.exit(128 + (constants.signals[sig] ?? 1));
  };
  for (const s of SIGNALS) process.on(s, handler);
  return () => {
    for (const s of SIGNALS) process.off(s, handler);
  };
}
