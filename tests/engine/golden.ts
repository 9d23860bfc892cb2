/**
 * Golden hashes of scoring results: the one module behind `golden.test.ts` and `npm run golden`.
 *
 * For each set — the generated hands of each ruleset (`golden-hands.ts`) and every item's worked
 * example — every input is scored with the public scorer (`scorer(...)` of src/engine/engines.ts,
 * with the venues as extra presets, as `npm run score` does; the examples with the plain scorer, as
 * the reference pages do), and the results are hashed: sha256 over `JSON.stringify(result) + "\n"`
 * per hand, in order. `golden.json` keeps, per set, that hash, the number of hands, the number of
 * each result code, a hash of the inputs (so a change of the generator or of the rule data it reads
 * is told apart from a change of results) and one short hash per chunk of 1,000 hands.
 * `golden-fingerprints.json` keeps one byte per hand (`fingerprint` of its result line), only to
 * point at the first hand whose result changed inside the first chunk that differs.
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scorer } from '../../src/engine/engines.ts';
import type { ExtraPreset, Scorer } from '../../src/engine/score.ts';
import { readVenues } from '../../src/venues/files.ts';
import { toExtraPresets } from '../../src/venues/preset.ts';
import type { RulesetId } from '../../src/core/api.ts';
import { exampleInputs, generateHands, GOLDEN_RULESETS, GOLDEN_SEED, HANDS_PER_RULESET, type VenueRef } from './golden-hands.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '..', '..');
export const GOLDEN_PATH = join(here, 'golden.json');
export const FINGERPRINTS_PATH = join(here, 'golden-fingerprints.json');
export const CHUNK = 1000;
/** Hex digits kept of a chunk's sha256 (enough to tell chunks apart; the full hash is kept per set). */
const CHUNK_HEX = 16;
export const UPDATE_COMMAND = 'npm run golden -- --update';

export type SetName = RulesetId | 'examples';
export const SET_NAMES: readonly SetName[] = [...GOLDEN_RULESETS, 'examples'];

export interface SetGolden {
  hands: number;
  /** sha256 over `JSON.stringify(result) + "\n"` of every hand, in order. */
  results: string;
  /** sha256 over the inputs, one line each (JSON; non-JSON values such as NaN spelled out). */
  inputs: string;
  /** How many results have each code (`ok` for a success). */
  codes: Record<string, number>;
  /** Per chunk of `CHUNK` hands: the first hex digits of the sha256 of its result lines. */
  chunks: string[];
  /** The same for the input lines. */
  inputChunks: string[];
}

export interface GoldenFile {
  about: string;
  seed: number;
  handsPerRuleset: number;
  chunkSize: number;
  sets: Record<SetName, SetGolden>;
}

export interface FingerprintFile {
  about: string;
  /** Per set, per chunk: base64 of one byte per hand (`fingerprint` of its result line). */
  sets: Record<SetName, string[]>;
}

// ---------------------------------------------------------------------------------------------
// Inputs and scorers

export interface Venues {
  refs: VenueRef[];
  extra: ExtraPreset[];
}

/**
 * The venues the golden hands are made with: copies kept with this test, in a project folder of their
 * own (`GOLDEN_VENUES`/content/venues/), not the files of content/venues/ — an organiser's new or
 * changed venue file changes no golden hash (the venue tests cover every venue of content/venues/).
 * Read and checked as the build reads venues.
 */
export const GOLDEN_VENUES = join(ROOT, 'tests', 'engine', 'golden-venues');

/** The golden venues, as the generator sees them and as extra presets (as `npm run score` loads them). */
export function loadVenues(): Venues {
  const venues = readVenues(GOLDEN_VENUES);
  return {
    refs: venues.map((v) => ({ slug: v.slug, ruleset: v.ruleset, settings: { ...v.settings } })),
    extra: toExtraPresets(venues),
  };
}

/** The inputs of a set, in order. */
export function inputsOf(set: SetName, venues: Venues): unknown[] {
  if (set === 'examples') return exampleInputs().map((x) => x.input);
  return generateHands(set, venues.refs, HANDS_PER_RULESET, GOLDEN_SEED);
}

/** A fresh scorer for a set: with the venues for generated hands, plain for the examples (as the pages). */
export function scorerFor(set: SetName, venues: Venues): Scorer {
  return set === 'examples' ? scorer() : scorer(venues.extra);
}

/** An input as one line of text: JSON, with what JSON cannot say (NaN, Infinity, undefined) spelled out. */
export function inputLine(input: unknown): string {
  const text = JSON.stringify(input, (_k, v: unknown) => {
    if (v === undefined) return '(undefined)';
    if (typeof v === 'number' && !Number.isFinite(v)) return `(${String(v)})`;
    return v;
  });
  return text;
}

const resultLine = (result: unknown): string => JSON.stringify(result) + '\n';

/** One byte of a result line (32-bit FNV-1a over its UTF-16 code units, folded): cheap, only to point at a changed hand. */
export function fingerprint(line: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), 0x01000193);
  return (h ^ (h >>> 8) ^ (h >>> 16) ^ (h >>> 24)) & 0xff;
}

// ---------------------------------------------------------------------------------------------
// Scoring a set

export interface FirstDiff {
  index: number;
  chunk: number;
  input: unknown;
  line: string;
  /** Whether its 8-bit fingerprint differs (false: the chunk differs, no fingerprint in it does). */
  byFingerprint: boolean;
  /** For a worked example: "ruleset › item". */
  label?: string;
}

export interface SetRun {
  set: SetName;
  golden: SetGolden;
  fingerprints: string[];
  /** Item id → results (successes and failures that carry items) listing it. */
  items: Map<string, number>;
  /** The first hand of the first differing chunk whose result changed (when expected values were given). */
  firstDiff?: FirstDiff;
  /** Hands whose fingerprint differs from the expected one (a lower bound of the hands that changed). */
  changedFingerprints: number;
  generateMs: number;
  scoreMs: number;
}

const hex = (h: Hash, n?: number): string => (n === undefined ? h.digest('hex') : h.digest('hex').slice(0, n));

/** Score one set with a fresh scorer; with `expected`, also find the first hand whose result changed. */
export function runSet(
  set: SetName,
  venues: Venues,
  expected?: { golden?: SetGolden; fingerprints?: string[] },
  given?: unknown[],
): SetRun {
  const t0 = performance.now();
  const inputs = given ?? inputsOf(set, venues);
  const t1 = performance.now();
  const s = scorerFor(set, venues);
  const results = createHash('sha256');
  const inputsHash = createHash('sha256');
  const codes: Record<string, number> = {};
  const items = new Map<string, number>();
  const chunks: string[] = [];
  const inputChunks: string[] = [];
  const fingerprints: string[] = [];
  let changedFingerprints = 0;
  let firstDiff: FirstDiff | undefined;
  let scoreMs = 0;

  for (let start = 0; start < inputs.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, inputs.length);
    const chunk = createHash('sha256');
    const inputChunk = createHash('sha256');
    const fp = new Uint8Array(end - start);
    const lines: string[] = new Array(end - start);
    for (let i = start; i < end; i++) {
      const a = performance.now();
      const result = s.score(inputs[i]);
      const line = resultLine(result);
      scoreMs += performance.now() - a;
      results.update(line);
      chunk.update(line);
      const il = inputLine(inputs[i]) + '\n';
      inputsHash.update(il);
      inputChunk.update(il);
      fp[i - start] = fingerprint(line);
      lines[i - start] = line;
      const code = result.ok ? 'ok' : result.error.code;
      codes[code] = (codes[code] ?? 0) + 1;
      if (result.items) for (const it of result.items) items.set(it.id, (items.get(it.id) ?? 0) + 1);
    }
    const c = chunks.length;
    chunks.push(hex(chunk, CHUNK_HEX));
    inputChunks.push(hex(inputChunk, CHUNK_HEX));
    fingerprints.push(Buffer.from(fp).toString('base64'));
    const before = expected?.fingerprints?.[c] !== undefined ? Buffer.from(expected.fingerprints[c], 'base64') : undefined;
    if (before) for (let j = 0; j < fp.length; j++) if (fp[j] !== before[j]) changedFingerprints++;
    if (!firstDiff && expected?.golden && expected.golden.chunks[c] !== chunks[c]) {
      let j = before ? fp.findIndex((b, n) => b !== before[n]) : -1;
      const byFingerprint = j >= 0;
      if (j < 0) j = 0;
      firstDiff = { index: start + j, chunk: c, input: inputs[start + j], line: lines[j], byFingerprint };
      // (A set's inputs start at its first hand whenever expected values are given.)
      if (set === 'examples') firstDiff.label = exampleInputs()[start + j]?.label;
    }
  }
  const sorted = Object.fromEntries(Object.entries(codes).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    set,
    golden: { hands: inputs.length, results: hex(results), inputs: hex(inputsHash), codes: sorted, chunks, inputChunks },
    fingerprints,
    items,
    firstDiff,
    changedFingerprints,
    generateMs: t1 - t0,
    scoreMs,
  };
}

// ---------------------------------------------------------------------------------------------
// The golden files

export function readGolden(): { golden: GoldenFile | null; fingerprints: FingerprintFile | null } {
  const read = <T>(path: string): T | null => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null);
  return { golden: read<GoldenFile>(GOLDEN_PATH), fingerprints: read<FingerprintFile>(FINGERPRINTS_PATH) };
}

export function writeGolden(runs: readonly SetRun[]): void {
  const golden: GoldenFile = {
    about:
      'Golden hashes of scoring results (tests/engine/golden.ts). Rewrite only when a change of results is intended: ' +
      UPDATE_COMMAND,
    seed: GOLDEN_SEED,
    handsPerRuleset: HANDS_PER_RULESET,
    chunkSize: CHUNK,
    sets: Object.fromEntries(runs.map((r) => [r.set, r.golden])) as Record<SetName, SetGolden>,
  };
  const fingerprints: FingerprintFile = {
    about: 'One byte per hand (an 8-bit fingerprint of its result line, tests/engine/golden.ts), base64 per chunk: points at the first changed hand of a chunk.',
    sets: Object.fromEntries(runs.map((r) => [r.set, r.fingerprints])) as Record<SetName, string[]>,
  };
  // One chunk hash per line: a change of results shows as the chunks it touched.
  writeFileSync(GOLDEN_PATH, JSON.stringify(golden, null, 2) + '\n');
  writeFileSync(FINGERPRINTS_PATH, JSON.stringify(fingerprints, null, 1) + '\n');
}

// ---------------------------------------------------------------------------------------------
// Comparing

const short = (h: string): string => h.slice(0, 16);

function pretty(text: string, max = 4000): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/**
 * Null when the results are byte-identical to the golden ones; otherwise a report naming what changed
 * and where. (Inputs that changed while every result stayed the same are `inputsNote`'s, not a failure.)
 */
export function compareRun(run: SetRun, expected: SetGolden | undefined): string | null {
  const set = run.set;
  if (!expected) return `golden: no hashes for "${set}" in tests/engine/golden.json; write them with ${UPDATE_COMMAND}`;
  const now = run.golden;
  if (now.hands === expected.hands && now.results === expected.results) return null;
  const out: string[] = [];
  const chunkRange = (c: number) => `hands ${c * CHUNK}–${Math.min((c + 1) * CHUNK, now.hands) - 1}`;
  out.push(`golden: the scoring results of "${set}" are not byte-identical to tests/engine/golden.json.`);
  if (now.hands !== expected.hands) out.push(`  hands: ${expected.hands} expected, ${now.hands} now`);
  if (now.inputs !== expected.inputs) {
    const c = now.inputChunks.findIndex((h, n) => h !== expected.inputChunks[n]);
    out.push(
      `  The INPUTS changed too (inputs sha256 ${short(expected.inputs)}… expected, ${short(now.inputs)}… now; first differing input in chunk ${c}, ${chunkRange(c)}):`,
      '  the generator (tests/engine/golden-hands.ts) or the data it reads (flags, presets, settings, item examples, venues) changed,',
      '  so results cannot be compared hand by hand; what follows compares them anyway.',
    );
  }
  out.push(`  results sha256: ${expected.results} expected`, `                  ${now.results} now`);
  const codes = [...new Set([...Object.keys(expected.codes), ...Object.keys(now.codes)])].sort();
  const moved = codes.filter((c) => (expected.codes[c] ?? 0) !== (now.codes[c] ?? 0));
  out.push(
    moved.length
      ? `  result codes that changed: ${moved.map((c) => `${c} ${expected.codes[c] ?? 0} → ${now.codes[c] ?? 0}`).join(', ')}`
      : '  result codes: the same counts (results changed inside them)',
  );
  const differing = now.chunks.filter((h, n) => h !== expected.chunks[n]).length;
  out.push(`  chunks of ${CHUNK} that differ: ${differing} of ${now.chunks.length}; hands whose fingerprint changed: ${run.changedFingerprints} (at least that many results changed)`);
  const d = run.firstDiff;
  if (d) {
    out.push(
      d.byFingerprint
        ? `  first differing hand: #${d.index}${d.label ? ` (the worked example of ${d.label})` : ''} (chunk ${d.chunk}, ${chunkRange(d.chunk)}; the first of that chunk whose result fingerprint changed)`
        : `  first differing chunk: ${d.chunk} (${chunkRange(d.chunk)}); no fingerprint in it changed, so its first hand is shown: #${d.index}`,
      `  input:  ${pretty(inputLine(d.input))}`,
      `  result: ${pretty(d.line.trimEnd())}`,
      `  to score it again: echo '${inputLine(d.input).replace(/'/g, "'\\''")}' | npm run --silent score -- --jsonl`,
      '  (golden.json keeps hashes only, not the results before the change.)',
    );
  }
  out.push(`If the change of results is intended, rewrite the golden hashes: ${UPDATE_COMMAND}`);
  return out.join('\n');
}

/** A note when the inputs changed but every result is the same (golden.json is then out of date on its inputs hash). */
export function inputsNote(run: SetRun, expected: SetGolden | undefined): string | null {
  if (!expected || run.golden.inputs === expected.inputs || run.golden.results !== expected.results) return null;
  return (
    `golden: the inputs of "${run.set}" changed (inputs sha256 ${short(expected.inputs)}… recorded, ${short(run.golden.inputs)}… now) ` +
    `but every result is byte-identical; record the new inputs hash with ${UPDATE_COMMAND}`
  );
}

/** Items of a ruleset's catalogue that no generated hand's result lists. */
export function unhitItems(run: SetRun, allItemIds: readonly string[]): string[] {
  return allItemIds.filter((id) => !run.items.has(id));
}
