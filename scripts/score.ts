/**
 * The `score` command (score-api.md, "Command line").
 *
 *   npm run --silent score -- --jsonl < hands.jsonl > results.jsonl
 *   npm run score -- --ruleset riichi --preset ema-2025 --hand 234m567p22s345678s --win discard --win-tile 8s
 *
 * Batch mode reads one JSON hand per line and writes one JSON result per line, in the same order; a
 * bad line gets an error result and the run goes on. Blank lines are skipped. Exit status 0 when every
 * line was read, 2 on a usage error.
 */
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scorer as rulesetScorer } from '../src/engine/engines.ts';
import { readVenues } from '../src/venues/files.ts';
import { toExtraPresets } from '../src/venues/preset.ts';
import type { ScoreResult } from '../src/core/api.ts';
import { parseArgs, type Args } from './score-args.ts';
import { formatResult } from './score-format.ts';

const USAGE = `usage:
  score --jsonl                       JSONL hands on stdin → JSONL results on stdout
  score --ruleset R --hand H --win-tile T [--win discard|self-drawn] [options]
options for one hand:
  --preset P            a ruleset preset or a venue slug
  --meld KIND:TILES     a declared meld (chi, pon, kan-open, kan-added, kan-closed); repeatable
  --seat W --round W    winds (east, south, west, north)
  --dealer true|false   --discarder W
  --flags a,b,c         situational flags
  --bonus 15f           flowers and seasons held
  --dora T --ura T      riichi dora / ura-dora indicators
  --honba N --sticks N  riichi counters and riichi sticks
  --streak N            taiwan-club dealer-streak die (0–6)
  --setting key=value   a setting override (JSON value); repeatable
  --json                print the result object instead of the breakdown`;

/** Every ruleset, plus the venues of content/venues/ as presets (a hand's `preset` may be a venue slug). */
function scorer() {
  let venues: ReturnType<typeof toExtraPresets> = [];
  try {
    venues = toExtraPresets(readVenues(join(dirname(fileURLToPath(import.meta.url)), '..')));
  } catch (e) {
    process.stderr.write(`warning: venue presets not loaded: ${e instanceof Error ? e.message : String(e)}\n`);
  }
  return rulesetScorer(venues);
}

async function batch(): Promise<void> {
  const s = scorer();
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let n = 0;
  for await (const line of rl) {
    n++;
    if (line.trim() === '') continue;
    let result: ScoreResult;
    try {
      result = s.score(JSON.parse(line));
    } catch (e) {
      result =
        e instanceof SyntaxError
          ? { ok: false, error: { code: 'invalid-input', message: `line ${n} is not valid JSON: ${e.message}` } }
          : { ok: false, error: { code: 'invalid-input', message: `line ${n} could not be scored: ${String(e)}` } };
    }
    process.stdout.write(JSON.stringify(result) + '\n');
  }
}

function single(args: Extract<Args, { mode: 'single' }>): number {
  const result = scorer().score(args.hand);
  process.stdout.write(args.json ? JSON.stringify(result, null, 2) + '\n' : formatResult(result, String(args.hand.ruleset)));
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if ('usage' in args) {
    process.stderr.write(`${args.usage}\n${USAGE}\n`);
    return 2;
  }
  if (args.mode === 'help') {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (args.mode === 'jsonl') {
    await batch();
    return 0;
  }
  return single(args);
}

process.exitCode = await main(process.argv.slice(2));
