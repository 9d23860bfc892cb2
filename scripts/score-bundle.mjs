/**
 * The `score` command as one bundle: score.ts, its worker (score-worker.ts) and the engine they load,
 * bundled by esbuild into node_modules/.cache/hefen-score/ (`makeScoreBundle`, run by `npm run build`
 * and `npm run bench`). `npm run score` (score.mjs) runs the bundle when it was made from the sources
 * as they are now (`freshScoreBundle`: every file it was made from has the size and time it had), and
 * the sources otherwise — after an edit, until the next build, the command is as right and a little
 * slower. Bundled, the command's threads each start some 50 ms sooner (Node loads ~70 modules one by
 * one, not a few chunks) and score faster (one scope: calls between modules need no checks of module
 * bindings): 330,000 riichi hands 1.82 → 1.72 s, whole-process timings, alternating runs.
 *
 * Plain JavaScript, as score.mjs: it runs before any TypeScript is loaded. SCORE_BUNDLE=0 runs the
 * sources whatever the bundle.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(SCRIPTS);
/** Where the bundle is kept (node_modules/.cache, as other tools' caches). */
export const SCORE_BUNDLE_DIR = join(ROOT, 'node_modules', '.cache', 'hefen-score');
/** Changes when the bundle's layout or this file's way of making it does: an older bundle is then not used. */
const FORMAT = 1;
const MANIFEST = 'manifest.json';
/** Names the bundle to run: one folder of `SCORE_BUNDLE_DIR`. */
const CURRENT = 'current.json';
/** A bundle no longer current is removed once it is this old (a batch may still be running from it). */
const KEEP_MS = 24 * 3600 * 1000;

/**
 * The URL of the current bundle's entry module when that bundle was made from the sources as they are
 * now, by this Node, in this format, from this copy's scripts folder; otherwise null (the command then
 * runs from the sources). `dir` holds one folder per bundle, named by its manifest's hash, and
 * `current.json`, which names the one to run.
 */
export function freshScoreBundle(dir = SCORE_BUNDLE_DIR) {
  if (process.env.SCORE_BUNDLE === '0') return null;
  let manifest;
  let folder;
  try {
    const { bundle } = JSON.parse(readFileSync(join(dir, CURRENT), 'utf8'));
    if (typeof bundle !== 'string' || !/^[0-9a-f]{16}$/.test(bundle)) return null;
    folder = join(dir, bundle);
    manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  // Made by this Node, in this format, from these scripts (not another copy of the project that shares
  // its node_modules: that bundle would read the other copy's venue files).
  if (manifest.format !== FORMAT || manifest.node !== process.version || manifest.scripts !== SCRIPTS || typeof manifest.inputs !== 'object') return null;
  for (const [file, was] of Object.entries(manifest.inputs)) {
    let st;
    try {
      st = statSync(file);
    } catch {
      return null;
    }
    if (!Array.isArray(was) || st.size !== was[0] || st.mtimeMs !== was[1]) return null;
  }
  return pathToFileURL(join(folder, 'score-main.mjs')).href;
}

/**
 * Bundles the command into a new folder of `dir` and makes it the current one: `score-main.mjs`, which
 * score.mjs loads, and `score-worker.mjs`, scripts/score-worker.mjs bundled (the bundled command starts
 * its worker threads from the `score-worker.mjs` beside it). A new bundle never changes the files of an
 * older one: a batch still running from it loads its worker thread and its venue code part-way
 * through. Bundles no longer current are removed once a day old. Each file the bundle was made from
 * is recorded with the size and time it had before bundling began, so a file changed meanwhile makes
 * the bundle stale, not wrong. `dir` is a folder inside the project: the bundle leaves packages out
 * and loads them from the project's node_modules, as the sources do. Returns the number of source
 * files.
 */
export async function makeScoreBundle(dir = SCORE_BUNDLE_DIR) {
  const { build } = await import('esbuild');
  const before = new Map();
  const stamp = (file) => {
    if (!before.has(file)) {
      const st = statSync(file);
      before.set(file, [st.size, st.mtimeMs]);
    }
    return before.get(file);
  };
  // The sources' stamps are taken before esbuild reads them (it reports what it read only after).
  for (const file of listSources()) stamp(file);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.tmp-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    // The worker's entry is scripts/score-worker.mjs itself: it turns the compile cache on before its
    // dynamic import of the worker, which the bundle keeps a chunk loaded after it.
    entryPoints: { 'score-main': join(SCRIPTS, 'score.ts'), 'score-worker': join(SCRIPTS, 'score-worker.mjs') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // Packages stay where npm put them, loaded as the sources load them (some are CommonJS).
    packages: 'external',
    target: `node${process.versions.node.split('.')[0]}`,
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'silent',
    plugins: [scriptsFolder],
  });
  const inputs = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = isAbsolute(input) ? input : resolve(ROOT, input);
    inputs[file] = stamp(file);
  }
  // This file decides how the bundle is made and loaded: a change to it makes the bundle stale too.
  inputs[fileURLToPath(import.meta.url)] = stamp(fileURLToPath(import.meta.url));
  const manifest = JSON.stringify({ format: FORMAT, node: process.version, scripts: SCRIPTS, inputs }, null, 1);
  writeFileSync(join(tmp, MANIFEST), manifest);
  // The same sources make the same bundle: its folder is named by the manifest's hash.
  // node:crypto is loaded here, not at the top: every run of the command loads this module for
  // `freshScoreBundle`, and loading crypto took some 10 ms of a 150 ms one-hand run.
  const { createHash } = await import('node:crypto');
  const id = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
  if (existsSync(join(dir, id, MANIFEST))) rmSync(tmp, { recursive: true, force: true });
  else {
    rmSync(join(dir, id), { recursive: true, force: true });
    renameSync(tmp, join(dir, id));
  }
  const next = join(dir, `.current-${process.pid}`);
  writeFileSync(next, JSON.stringify({ bundle: id }) + '\n');
  renameSync(next, join(dir, CURRENT));
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    if (name === id || name === CURRENT) continue;
    try {
      if (now - statSync(join(dir, name)).mtimeMs > KEEP_MS) rmSync(join(dir, name), { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another build.
    }
  }
  return Object.keys(inputs).length;
}

/** The project's own sources a bundle can be made from (src/ and scripts/), stamped before bundling. */
function listSources() {
  const out = [];
  const walk = (d) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(m?[jt]s|json)$/.test(e.name)) out.push(p);
    }
  };
  walk(join(ROOT, 'src'));
  walk(SCRIPTS);
  return out;
}

/**
 * score-venues.ts finds the venue files from its own place (`scriptsUrl`, scripts/score-here.ts): in
 * the bundle that place is the scripts folder the bundle was made from, written in.
 */
const scriptsFolder = {
  name: 'scripts-folder',
  setup(b) {
    b.onLoad({ filter: /[\\/]scripts[\\/]score-here\.ts$/ }, () => ({
      contents: `export const scriptsUrl = ${JSON.stringify(pathToFileURL(SCRIPTS + '/').href)};\n`,
      loader: 'ts',
    }));
  },
};
