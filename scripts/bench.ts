/**
 * `npm run bench`: scores generated hands of each ruleset (riichi, Hong Kong, the Taiwanese sheet)
 * through the whole engine pipeline (validation, readings, evaluation, fu, limits, payments) and
 * prints µs per hand, the median of several runs on one core; then runs the `score --jsonl` command
 * as a child process on a file of generated hands of each ruleset, `--jobs 1`, the default, and the
 * default with the file piped in by `cat`, and prints hands per second from start to exit (start-up
 * included), the median of several runs. A
 * benchmark, not a test: nothing here fails on a slow machine.
 *
 * The engine part measures the steady state, as a long `score --jsonl` batch runs: V8 compiles the
 * hot code in the background for a while after the first pass (the first runs after one pass are
 * about twice as slow), so it warms up for at least `--warmup` seconds and three passes before it
 * measures. Then it keeps measuring runs for `--seconds` (and at least `--runs` runs) and reports
 * their median. On a shared machine, bursts of a second or two in which everything runs about 1.7
 * times slower come and go; a median over a few seconds of runs reports the machine's usual speed
 * instead of whichever burst a half-second window happened to fall in. The 10th and 90th
 * percentiles show the spread.
 *
 *   npm run bench -- [--hands 10000] [--seconds 5] [--runs 11] [--warmup 2] [--seed 1]
 *                    [--ruleset riichi|hong-kong|taiwan-club] [--command-hands 330000] [--command-runs 3]
 *   (--command-hands 0 skips the command)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scorer } from '../src/engine/engines.ts';
import { generateHands, type BenchHand } from './bench-hands.ts';

function option(name: string, fallback: number, zero = false): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < (zero ? 0 : 1)) {
    process.stderr.write(`bench: --${name} takes a ${zero ? 'whole number' : 'positive whole number'}\n`);
    process.exit(2);
  }
  return v;
}

const RULESETS = ['riichi', 'hong-kong', 'taiwan-club'] as const;
const count = option('hands', 10_000);
const minRuns = option('runs', 11);
const seconds = option('seconds', 5);
const warmupSeconds = option('warmup', 2);
const seed = option('seed', 1);
const commandHands = option('command-hands', 330_000, true);
const commandRuns = option('command-runs', 3);
const only = process.argv.indexOf('--ruleset');
const rulesets = only >= 0 ? RULESETS.filter((r) => r === process.argv[only + 1]) : RULESETS;
if (rulesets.length === 0) {
  process.stderr.write(`bench: --ruleset takes one of ${RULESETS.join(', ')}\n`);
  process.exit(2);
}

const fmt = (n: number, d = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: d, minimumFractionDigits: d });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Engine µs per hand of one ruleset: warm-up, then the median of the measured runs. */
function benchEngine(ruleset: BenchHand['ruleset']): void {
  const hands = generateHands(ruleset, count, seed);
  const s = scorer();

  // Warm up the JIT on the same work until its background compiles are done, then measure.
  let ok = 0;
  for (const h of hands) if (s.score(h).ok) ok++;
  let passes = 1;
  const warmStart = process.hrtime.bigint();
  const warmEnd = warmStart + BigInt(warmupSeconds) * 1_000_000_000n;
  while (passes < 3 || process.hrtime.bigint() < warmEnd) {
    for (const h of hands) s.score(h);
    passes++;
  }
  const warmed = Number(process.hrtime.bigint() - warmStart) / 1e9;

  const times: number[] = [];
  const measureEnd = process.hrtime.bigint() + BigInt(seconds) * 1_000_000_000n;
  while (times.length < minRuns || process.hrtime.bigint() < measureEnd) {
    const start = process.hrtime.bigint();
    for (const h of hands) s.score(h);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const runs = times.length;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(runs - 1, Math.floor(q * runs))];
  const mid = at(0.5);
  const perSecond = (count / mid) * 1000;
  const micro = (mid * 1000) / count;
  process.stdout.write(
    [
      `${ruleset}: ${fmt(count)} generated hands (${fmt(ok)} legal wins, the rest coded errors such as no-yaku or below-minimum), seed ${seed}`,
      `  warm-up ${fmt(passes)} passes in ${fmt(warmed, 1)} s, then ${fmt(runs)} measured runs in ${fmt(seconds)} s`,
      `  median ${fmt(mid, 1)} ms per run (10th percentile ${fmt(at(0.1), 1)}, 90th ${fmt(at(0.9), 1)}; fastest ${fmt(times[0], 1)}, slowest ${fmt(times[runs - 1], 1)})`,
      `  ${fmt(perSecond)} hands per second, ${fmt(micro, 2)} µs per hand (median run, one core)`,
    ].join('\n') + '\n',
  );
}

/**
 * The Node options `npm run score` starts the command with: the words between `node` and the
 * script in package.json's "score" script (one source: the bench times the command as users run it).
 */
function scoreNodeOptions(script: string): string[] {
  const words = script.trim().split(/\s+/);
  const end = words.findIndex((w) => w.endsWith('score.mjs'));
  if (words[0] !== 'node' || end < 0) throw new Error(`package.json's "score" script is not "node [options] scripts/score.mjs": ${script}`);
  return words.slice(1, end);
}

const NODE_OPTIONS = scoreNodeOptions(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.score);

/**
 * One run of `score --jsonl` on the file, as `npm run score` starts it, output thrown away: seconds
 * from spawn to exit. `piped`: the file comes through a pipe from `cat` (`cat hands.jsonl | score …`),
 * whose length the command does not know, instead of as stdin itself.
 */
function runCommand(file: string, jobs: string[], piped = false): Promise<number> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'score.mjs');
  const start = process.hrtime.bigint();
  const stdin = piped ? spawn('cat', [file], { stdio: ['ignore', 'pipe', 'inherit'] }).stdout : openSync(file, 'r');
  const child = spawn(process.execPath, [...NODE_OPTIONS, script, '--jsonl', ...jobs], { stdio: [stdin, 'ignore', 'inherit'] });
  if (typeof stdin === 'number') closeSync(stdin);
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve(Number(process.hrtime.bigint() - start) / 1e9) : reject(new Error(`score exited ${code}`)))),
  );
}

/** The command's hands per second on `commandHands` generated hands of each ruleset, --jobs 1 and the default. */
async function benchCommand(): Promise<void> {
  // Timed as after `npm run build`, which bundles the command (scripts/score-bundle.mjs).
  const { makeScoreBundle } = await import('./score-bundle.mjs');
  await makeScoreBundle();
  const dir = mkdtempSync(join(tmpdir(), 'score-bench-'));
  try {
    process.stdout.write(
      `score --jsonl (a child process started as npm run score starts it after a build: node ${NODE_OPTIONS.join(' ')}, the command bundled; start-up included, output discarded): ${fmt(commandHands)} generated hands per ruleset, ` +
        `median of ${commandRuns} runs; default jobs = ${availableParallelism()} cores\n`,
    );
    for (const ruleset of rulesets) {
      const file = join(dir, `${ruleset}.jsonl`);
      writeFileSync(file, generateHands(ruleset, commandHands, seed).map((h) => JSON.stringify(h)).join('\n') + '\n');
      // One run first, not counted: it fills Node's compile cache and the file cache.
      await runCommand(file, ['--jobs', '1']);
      const line: string[] = [];
      for (const [label, jobs, piped] of [['--jobs 1', ['--jobs', '1'], false], ['default', [], false], ['default through a pipe (cat … |)', [], true]] as const) {
        const times: number[] = [];
        for (let i = 0; i < commandRuns; i++) times.push(await runCommand(file, [...jobs], piped));
        const rates = times.map((t) => commandHands / t);
        line.push(`${label} ${fmt(commandHands / median(times))} hands/s (runs: ${rates.map((r) => fmt(r)).join(', ')})`);
      }
      process.stdout.write(`  ${ruleset}: ${line.join('; ')}\n`);
      rmSync(file);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const ruleset of rulesets) benchEngine(ruleset);
if (commandHands > 0) await benchCommand();
