/**
 * `npm run build:merge -- [--out <dir>] <shard dist>…`: the outputs of a sharded build
 * (`npm run build -- --shard i/n` on n machines, scripts/lib/shard.ts) put together into one dist/
 * (default: this project's dist/), fit to publish.
 *
 * It refuses — writing nothing to publish, exit 1 — when a folder is not a shard's output (no
 * dist/.shard), when the shards do not make one whole set (all of the same n, each of 1 … n exactly
 * once), when a shard lacks a file its record says it rendered, when the shards' sites differ (every
 * file outside pdf/ and og/ must be byte for byte the same in every shard: the same commit, the same
 * SITE_URL), or when two shards hold different bytes for one PDF or image. The merged dist/ is marked
 * incomplete (dist/.incomplete) while it is written, and the marker is removed only when every PDF link
 * of its pages and every image their heads name resolves (scripts/lib/dist-check.ts): then
 * `npm run verify` passes on it.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSiteFiles, clearIncomplete, INCOMPLETE_MARKER, markIncomplete } from './lib/dist-check.ts';
import { readShardRecord, SHARD_MARKER, type ShardRecord } from './lib/shard.ts';
import { acquireBuildLock, buildLockFile } from './lib/lock.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The folders a shard renders into (its share); everything else is the site, the same in every shard. */
const RENDERED = ['pdf', 'og'];
const MARKERS = [INCOMPLETE_MARKER, SHARD_MARKER];

export class MergeError extends Error {
  constructor(problems: string[]) {
    super(`The shards cannot be merged (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'MergeError';
  }
}

/** Files below `dir`, as paths relative to it with `/`. */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

const isRendered = (f: string) => RENDERED.some((d) => f.startsWith(`${d}/`));
const sameBytes = (a: string, b: string) => statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));

export interface MergeReport {
  shards: number;
  siteFiles: number;
  pdfs: number;
  images: number;
  ms: number;
}

/** Check the shards in `dirs` and merge them into `out` (emptied first). Throws MergeError, writing nothing, when they do not merge. */
export function mergeShards(dirs: readonly string[], out: string): MergeReport {
  const t0 = performance.now();
  const problems: string[] = [];
  const abs = dirs.map((d) => resolve(d));
  const target = resolve(out);
  if (!abs.length) throw new MergeError(['no shard folders given']);
  if (abs.includes(target)) problems.push(`the output ${out} is one of the shards: merge into another folder`);
  const records: { dir: string; rec: ShardRecord }[] = [];
  for (const dir of abs) {
    if (!existsSync(join(dir, 'index.html'))) problems.push(`${dir}: no built site (no index.html)`);
    const rec = readShardRecord(dir);
    if (!rec) problems.push(`${dir}: not a shard's output (no readable ${SHARD_MARKER}; built with npm run build -- --shard i/n?)`);
    else records.push({ dir, rec });
  }
  if (problems.length) throw new MergeError(problems);
  const counts = new Set(records.map((r) => r.rec.count));
  if (counts.size > 1) throw new MergeError([`the shards are of different builds: ${records.map((r) => `${r.dir} is ${r.rec.index}/${r.rec.count}`).join(', ')}`]);
  const n = records[0].rec.count;
  for (let i = 1; i <= n; i++) {
    const of = records.filter((r) => r.rec.index === i);
    if (of.length === 0) problems.push(`shard ${i}/${n} is missing`);
    if (of.length > 1) problems.push(`shard ${i}/${n} is given ${of.length} times (${of.map((r) => r.dir).join(', ')})`);
  }
  // Each shard holds what its record says it rendered, and nothing else of the rendered folders.
  for (const { dir, rec } of records) {
    const declared = new Set([...rec.pdfs.map((p) => `pdf/${p}`), ...rec.images]);
    for (const f of declared) if (!existsSync(join(dir, f))) problems.push(`${dir}: ${f} is in its ${SHARD_MARKER} but not there`);
    for (const f of files(dir).filter(isRendered)) if (!declared.has(f)) problems.push(`${dir}: ${f} is not in its ${SHARD_MARKER} (a file of another build?)`);
  }
  if (problems.length) throw new MergeError(problems);

  // The site (everything but the rendered folders and the markers) is the same in every shard.
  const first = records[0].dir;
  const site = files(first).filter((f) => !isRendered(f) && !MARKERS.includes(f));
  for (const { dir } of records.slice(1)) {
    const other = new Set(files(dir).filter((f) => !isRendered(f) && !MARKERS.includes(f)));
    const differ: string[] = [];
    for (const f of site) {
      if (!other.has(f)) differ.push(`${f} (missing)`);
      else if (!sameBytes(join(first, f), join(dir, f))) differ.push(f);
      other.delete(f);
    }
    differ.push(...[...other].map((f) => `${f} (only there)`));
    if (differ.length)
      problems.push(
        `${dir}: its site differs from ${first}'s in ${differ.length} file${differ.length === 1 ? '' : 's'} (${differ.slice(0, 5).join(', ')}${differ.length > 5 ? ', …' : ''}) — build every shard from the same commit with the same SITE_URL`,
      );
  }
  // One rendered file in two shards: the same bytes, or a conflict.
  const owner = new Map<string, string>();
  for (const { dir } of records)
    for (const f of files(dir).filter(isRendered)) {
      const was = owner.get(f);
      if (was && !sameBytes(join(was, f), join(dir, f))) problems.push(`${f}: ${was} and ${dir} hold different files`);
      if (!was) owner.set(f, dir);
    }
  if (problems.length) throw new MergeError(problems);

  mkdirSync(target, { recursive: true });
  markIncomplete(target, `npm run build:merge (pid ${process.pid}) is merging ${n} shards and has not finished.`);
  for (const e of readdirSync(target)) if (e !== INCOMPLETE_MARKER) rmSync(join(target, e), { recursive: true, force: true, maxRetries: 3 });
  for (const f of site) {
    mkdirSync(dirname(join(target, f)), { recursive: true });
    cpSync(join(first, f), join(target, f));
  }
  for (const [f, dir] of owner) {
    mkdirSync(dirname(join(target, f)), { recursive: true });
    cpSync(join(dir, f), join(target, f));
  }
  // Every PDF link and every image the heads name resolves, or the merged site stays incomplete.
  checkSiteFiles(target, `The ${n} shards are merged into ${out}, but the merged site is not whole:`);
  clearIncomplete(target);
  const rendered = [...owner.keys()];
  return { shards: n, siteFiles: site.length, pdfs: rendered.filter((f) => f.startsWith('pdf/')).length, images: rendered.filter((f) => f.startsWith('og/')).length, ms: performance.now() - t0 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  let out = join(ROOT, 'dist');
  const dirs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out') out = resolve(args[++i] ?? '');
    else if (args[i].startsWith('--out=')) out = resolve(args[i].slice(6));
    else if (args[i].startsWith('--')) {
      console.error(`Unknown option "${args[i]}". usage: npm run build:merge -- [--out <dir>] <shard dist> <shard dist>…`);
      process.exit(2);
    } else dirs.push(args[i]);
  }
  // Merging into the project's dist/ takes its build lock (no build writes it meanwhile).
  const lock = resolve(out) === join(ROOT, 'dist') ? acquireBuildLock(buildLockFile(ROOT), { command: 'npm run build:merge' }) : null;
  try {
    const r = mergeShards(dirs, out);
    console.log(`Merged ${r.shards} shards into ${relative(process.cwd(), out) || out} in ${(r.ms / 1000).toFixed(1)} s: ${r.siteFiles} site files, ${r.pdfs} PDFs, ${r.images} preview images; every PDF link and image resolves.`);
    lock?.release();
    process.exit(0);
  } catch (e) {
    console.error(`\n${e instanceof Error ? e.message : String(e)}\n`);
    lock?.release();
    process.exit(1);
  }
}
