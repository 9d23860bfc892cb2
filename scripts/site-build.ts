/**
 * The site step of `npm run build` (scripts/build.ts): `astro build`, in a process of its own, so that
 * what Astro holds when it is done (its content store, module graph, the rendered pages: over a GB at
 * a thousand venues) is given back before Chromium renders, instead of staying in the build's process
 * for the rest of the build. Run by scripts/build.ts only, over an IPC channel: an error goes back to
 * it whole (message, hint, file) for it to report, and when the build's process is gone — even killed
 * with SIGKILL — the channel closes and this process stops at once rather than write into a dist/ that
 * the next build may be emptying.
 *
 * It tells the build each page as soon as Astro has written it (`{ page: '<path below dist/>' }`,
 * `SiteStepMessage`), so the render steps can print and screenshot the pages while Astro is still
 * writing the others: Astro writes every page once, whole (one `fs.promises.writeFile` of its body,
 * after the bundler has written the stylesheets and fonts it links), and that call is watched here.
 * Nothing depends on it for correctness: once this step has ended the build looks for every page in
 * dist/ again, and a page it was told of must still be exactly what it read then.
 */
import fs from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
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

/**
 * What this step sends the build: the site's base path as Astro resolved it (before any page), each
 * page Astro has just written (its path below dist/, with `/`), then that it is done — or its error.
 */
export type SiteStepMessage = { base: string } | { error: SiteStepError } | { page: string } | { done: true };

const dist = join(root, 'dist') + sep;
const writeFile = fs.promises.writeFile;
fs.promises.writeFile = async function (this: unknown, ...args: Parameters<typeof writeFile>) {
  await writeFile.apply(this, args);
  const target = args[0];
  const file = target instanceof URL ? fileURLToPath(target) : typeof target === 'string' ? target : null;
  if (file && file.startsWith(dist) && file.endsWith('.html') && process.connected) process.send!({ page: relative(dist, file).split(sep).join('/') } satisfies SiteStepMessage);
} as typeof writeFile;

try {
  const { build } = await import('astro');
  // The base path the pages are built under: the render steps serve dist/ under it.
  const tellBase = { name: 'hefen-site-step', hooks: { 'astro:config:done': ({ config }: { config: { base: string } }) => void process.send!({ base: config.base } satisfies SiteStepMessage) } };
  await build({ root, logLevel: 'info', vite: { build: { emptyOutDir: false } }, integrations: [tellBase] });
  // Every page message is out before the process ends (the channel keeps their order).
  process.send!({ done: true } satisfies SiteStepMessage, () => process.exit(0));
} catch (e) {
  const err = e instanceof Error ? (e as Error & { hint?: string; loc?: { file?: string } }) : new Error(String(e));
  const out: SiteStepError = { name: err.name, message: err.message, hint: (err as { hint?: string }).hint, loc: (err as { loc?: { file?: string } }).loc ? { file: (err as { loc?: { file?: string } }).loc!.file } : undefined, stack: err.stack };
  process.send!({ error: out } satisfies SiteStepMessage, () => process.exit(1));
}
