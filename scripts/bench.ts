/**
 * `npm run bench`: scores generated riichi hands through the whole pipeline (validation, readings,
 * evaluation, fu, limits, payments) and prints hands per second and µs per hand, the median of
 * several runs on one core. A benchmark, not a test: nothing here fails on a slow machine.
 *
 * It measures the steady state, as a long `score --jsonl` batch runs: V8 compiles the hot code in
 * the background for a while after the first pass (the first runs after one pass are about twice
 * as slow), so it warms up for at least `--warmup` seconds and three passes before it measures.
 *
 * Then it keeps measuring runs for `--seconds` (and at least `--runs` runs) and reports their
 * median. On a shared machine, bursts of a second or two in which everything runs about 1.7 times
 * slower come and go; a median over a few seconds of runs reports the machine's usual speed
 * instead of whichever burst a half-second window happened to fall in. The 10th and 90th
 * percentiles show the spread.
 *
 *   npm run bench -- [--hands 10000] [--seconds 5] [--runs 11] [--warmup 2] [--seed 1]
 */
import { scorer } from '../src/engine/engines.ts';
import { generateRiichiHands } from './bench-hands.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v <= 0) {
    process.stderr.write(`bench: --${name} takes a positive whole number\n`);
    process.exit(2);
  }
  return v;
}

const count = option('hands', 10_000);
const minRuns = option('runs', 11);
const seconds = option('seconds', 5);
const warmupSeconds = option('warmup', 2);
const seed = option('seed', 1);

const hands = generateRiichiHands(count, seed);
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
const median = at(0.5);
const perSecond = (count / median) * 1000;
const micro = (median * 1000) / count;

const fmt = (n: number, d = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: d, minimumFractionDigits: d });
process.stdout.write(
  [
    `riichi: ${fmt(count)} generated hands (${fmt(ok)} legal wins, the rest coded errors such as no-yaku), seed ${seed}`,
    `warm-up ${fmt(passes)} passes in ${fmt(warmed, 1)} s, then ${fmt(runs)} measured runs in ${fmt(seconds)} s`,
    `median ${fmt(median, 1)} ms per run (10th percentile ${fmt(at(0.1), 1)}, 90th ${fmt(at(0.9), 1)}; fastest ${fmt(times[0], 1)}, slowest ${fmt(times[runs - 1], 1)})`,
    `${fmt(perSecond)} hands per second, ${fmt(micro, 2)} µs per hand (median run, one core)`,
  ].join('\n') + '\n',
);
