/**
 * The score command's bundle (scripts/score-bundle.mjs), made here into a folder of its own: it answers
 * every line byte for byte as the sources do — on one thread and with a worker thread, hands of every
 * ruleset, every venue as a preset, broken lines — and it is used only while each file it was made
 * from is as it was.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHands } from '../../scripts/bench-hands.ts';
import { freshScoreBundle, makeScoreBundle } from '../../scripts/score-bundle.mjs';
import { RULESET_IDS, type RulesetId } from '../../src/core/api.ts';
import { readVenues } from '../../src/venues/files.ts';

const dir = mkdtempSync(join(tmpdir(), 'score-bundle-'));
// Inside the project, as the command's own: the bundle loads the project's packages from node_modules.
const bundle = join(process.cwd(), 'node_modules', '.cache', `hefen-score-test-${process.pid}`);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundle, { recursive: true, force: true });
});
beforeAll(async () => {
  await makeScoreBundle(bundle);
}, 60_000);

/** The current bundle's folder. */
const folder = () => dirname(fileURLToPath(freshScoreBundle(bundle)!));
const manifestFile = () => join(folder(), 'manifest.json');
const manifest = (file = manifestFile()) => JSON.parse(readFileSync(file, 'utf8')) as { node: string; scripts: string; inputs: Record<string, [number, number]> };

describe('the bundled score command', () => {
  it('answers every line as the sources do, on one thread and with a worker thread', async () => {
    const lines: string[] = [];
    // Enough lines for the worker thread to start (it starts past the 4,096th line with SCORE_POOL_MS=0).
    for (const r of RULESET_IDS) for (const h of generateHands(r, 2500, 21)) lines.push(JSON.stringify(h));
    for (const v of readVenues(process.cwd())) for (const h of generateHands(v.ruleset as RulesetId, 20, 22)) lines.push(JSON.stringify({ ...h, preset: v.slug }));
    lines.push('', 'not json', '{"ruleset":"riichi","hand":"1m"}', '[[[[[[[[[[1]]]]]]]]]]');
    const input = lines.join('\n') + '\n';
    const source = spawnSync(process.execPath, ['scripts/score.mjs', '--jsonl', '--jobs', '1'], { input, maxBuffer: 1 << 30, env: { ...process.env, SCORE_BUNDLE: '0' } });
    // Through a pipe, the first 4,200 lines (past which the worker thread starts), then the rest once
    // the worker has had time to load the engine: on a busy machine this thread could otherwise score
    // the whole short batch before the worker was ready, and nothing would show the worker's answers.
    const cut = lines.slice(0, 4200).join('\n').length + 1;
    const bundled = await new Promise<{ status: number | null; stdout: Buffer; stderr: Buffer }>((resolve) => {
      const child = spawn(process.execPath, [join(folder(), 'score-main.mjs'), '--jsonl', '--jobs', '2'], { env: { ...process.env, SCORE_POOL_MS: '0', SCORE_STATS: '1' } });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.on('data', (b: Buffer) => err.push(b));
      child.on('close', (status) => resolve({ status, stdout: Buffer.concat(out), stderr: Buffer.concat(err) }));
      child.stdin.write(input.slice(0, cut));
      setTimeout(() => child.stdin.end(input.slice(cut)), 3000);
    });
    expect(source.status).toBe(0);
    expect(bundled.status, bundled.stderr.toString()).toBe(0);
    expect(JSON.parse(bundled.stderr.toString()).workerBlocks).toBeGreaterThan(0);
    const out = bundled.stdout.toString().split('\n');
    expect(out.length).toBe(lines.length + 1);
    // Venue presets were found from the bundle (not unknown-preset).
    expect(out.filter((l) => l.includes('"code":"unknown-preset"')).length).toBe(0);
    expect(Buffer.compare(bundled.stdout, source.stdout)).toBe(0);
  }, 120_000);

  it('answers one hand as the sources do', () => {
    const args = ['--ruleset', 'riichi', '--hand', '234m567p22s345678s', '--win-tile', '8s', '--win', 'discard', '--flags', 'riichi'];
    const source = spawnSync(process.execPath, ['scripts/score.mjs', ...args], { env: { ...process.env, SCORE_BUNDLE: '0' } });
    const bundled = spawnSync(process.execPath, [join(folder(), 'score-main.mjs'), ...args]);
    expect(bundled.status).toBe(0);
    expect(bundled.stdout.toString()).toBe(source.stdout.toString());
    expect(bundled.stdout.toString()).toContain('Riichi');
  });

  it('is used while every file it was made from is as it was, and not once one changed', () => {
    const file = manifestFile();
    const made = manifest(file);
    const files = Object.keys(made.inputs);
    // The engine's rules and the command's own files are among them.
    expect(files.some((f) => f.endsWith(join('src', 'engine', 'score.ts')))).toBe(true);
    expect(files.some((f) => f.endsWith(join('scripts', 'score.ts')))).toBe(true);
    expect(files.some((f) => f.endsWith(join('scripts', 'score-bundle.mjs')))).toBe(true);
    expect(freshScoreBundle(bundle)).toMatch(/score-main\.mjs$/);
    const write = (m: object) => writeFileSync(file, JSON.stringify(m));
    try {
      const [size, mtime] = made.inputs[files[3]];
      write({ ...made, inputs: { ...made.inputs, [files[3]]: [size, mtime + 1] } });
      expect(freshScoreBundle(bundle)).toBeNull();
      write({ ...made, inputs: { ...made.inputs, [files[3]]: [size + 1, mtime] } });
      expect(freshScoreBundle(bundle)).toBeNull();
      write({ ...made, inputs: { ...made.inputs, [join(dir, 'gone.ts')]: [1, 1] } });
      expect(freshScoreBundle(bundle)).toBeNull();
      write({ ...made, node: 'v0.0.0' });
      expect(freshScoreBundle(bundle)).toBeNull();
      // Made from another copy of the project (sharing this one's node_modules, say).
      write({ ...made, scripts: join(dir, 'scripts') });
      expect(freshScoreBundle(bundle)).toBeNull();
      write(made);
      expect(freshScoreBundle(bundle)).not.toBeNull();
      process.env.SCORE_BUNDLE = '0';
      expect(freshScoreBundle(bundle)).toBeNull();
    } finally {
      delete process.env.SCORE_BUNDLE;
      write(made);
    }
    expect(freshScoreBundle(join(dir, 'none'))).toBeNull();
  });

  it('keeps the folder of a bundle in use when another is made, and names the new one current', async () => {
    const first = folder();
    const current = join(bundle, 'current.json');
    const was = readFileSync(current, 'utf8');
    // Made again from the same sources: the same folder, untouched.
    await makeScoreBundle(bundle);
    expect(folder()).toBe(first);
    expect(existsSync(join(first, 'score-main.mjs'))).toBe(true);
    // A current bundle whose folder is gone, or a name that is no bundle's: the sources run.
    writeFileSync(current, JSON.stringify({ bundle: '0123456789abcdef' }));
    expect(freshScoreBundle(bundle)).toBeNull();
    writeFileSync(current, JSON.stringify({ bundle: '../../elsewhere' }));
    expect(freshScoreBundle(bundle)).toBeNull();
    writeFileSync(current, was);
    expect(folder()).toBe(first);
  }, 60_000);
});
