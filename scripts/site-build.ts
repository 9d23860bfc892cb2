/**
 * The site step of `npm run build` (scripts/build.ts): `astro build`, in a process of its own, so that
 * what Astro holds when it is done (its content store, module graph, the rendered pages: over a GB at
 * a thousand venues) is given back before Chromium renders, instead of staying in the build's process
 * for the rest of the build. Run by scripts/build.ts only, over an IPC channel: an error goes back to
 * it whole (message, hint, file) for it to report, and when the build's process is gone — even killed
 * with SIGKILL — the channel closes and this process stops at once rather than write into a dist/ that
 * the next build may be emptying.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!process.send) {
  console.error('scripts/site-build.ts is run by npm run build (scripts/build.ts), not alone.');
  process.exit(2);
}
process.on('disconnect', () => process.exit(1));
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'production';

/** What the build reports of an error thrown here (Astro's errors carry a hint and a location). */
export interface SiteStepError {
  name: string;
  message: string;
  hint?: string;
  loc?: { file?: string };
  stack?: string;
}

try {
  const { build } = await import('astro');
  await build({ root, logLevel: 'info', vite: { build: { emptyOutDir: false } } });
  process.exit(0);
} catch (e) {
  const err = e instanceof Error ? (e as Error & { hint?: string; loc?: { file?: string } }) : new Error(String(e));
  const out: SiteStepError = { name: err.name, message: err.message, hint: (err as { hint?: string }).hint, loc: (err as { loc?: { file?: string } }).loc ? { file: (err as { loc?: { file?: string } }).loc!.file } : undefined, stack: err.stack };
  process.send!({ error: out }, () => process.exit(1));
}
