/**
 * `score --jsonl` as a stream (score-api.md, "Command line (batch)"): exactly one output line per
 * input line whatever the lines hold, in input order, U+2028 / U+2029 escaped; deep nesting refused
 * by field; memory bounded under a slow reader (a peak-RSS ceiling, not a time); EPIPE ends it
 * quietly; --jobs 2 (this thread and a worker thread) gives byte-identical output. No timing is asserted anywhere.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { generateHands } from '../../scripts/bench-hands.ts';

const dir = mkdtempSync(join(tmpdir(), 'score-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], input: string | Buffer, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/score.mjs', ...args], { input, cwd: process.cwd(), maxBuffer: 1 << 30, env: { ...process.env, ...env } });

const DEPTH = 5000;
const deep = (open: string, close: string, leaf = '1') => open.repeat(DEPTH) + leaf + close.repeat(DEPTH);

/** A kind of input line and what its result must be (line numbers from 1). */
type Line = { text: string; check: (r: Record<string, any>, n: number) => void };

const hands = [...generateHands('riichi', 200, 5), ...generateHands('hong-kong', 200, 5), ...generateHands('taiwan-club', 200, 5)];

function expectCliError(r: Record<string, any>, n: number, pattern: RegExp, field?: string) {
  expect(r.ok).toBe(false);
  expect(r.error.code).toBe('invalid-input');
  expect(r.error.message).toContain(`line ${n}`);
  expect(r.error.message).toMatch(pattern);
  if (field) expect(r.error.field).toBe(field);
  expect(r).not.toHaveProperty('id');
}

const lineArb: fc.Arbitrary<(n: number) => Line> = fc.oneof(
  { weight: 6, arbitrary: fc.nat(hands.length - 1).map((i) => (n: number): Line => ({ text: JSON.stringify({ id: n, ...hands[i] }), check: (r) => expect(r.id).toBe(n) })) },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', '\t', '  \t ').map((text) => (): Line => ({ text, check: (r, n) => expectCliError(r, n, /blank/) })) },
  { weight: 2, arbitrary: fc.constantFrom('{ not json', '[1,', 'null x', '\u2028', 'a\u2029b', '{"id": 1}}').map((text) => (): Line => ({ text, check: (r, n) => expectCliError(r, n, /not valid JSON/) })) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('\u2028', '\u2029', 'x\u2028y\u2029z').map((sep) => (n: number): Line => {
      const id = `line-${n}${sep}`;
      return { text: JSON.stringify({ id, ...hands[n % hands.length] }), check: (r) => expect(r.id).toBe(id) };
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        ['id', `{"id":${deep('[', ']')},"ruleset":"riichi"}`],
        ['melds', `{"ruleset":"riichi","melds":[${deep('{"a":', '}')}]}`],
        ['flags', `{"flags":${deep('[', ']')},"id":7}`],
        ['settings', `{"ruleset":"hong-kong","settings":{"curve":${deep('[', ']')}}}`],
        ['note', `{"note":${deep('{"x":', '}')}}`],
        ['input', deep('[', ']')],
      )
      .map(([field, text]) => (): Line => ({ text, check: (r, n) => expectCliError(r, n, /nested deeper than 8/, field) })),
  },
  // Bounds reach the command as they reach the engine: the field named.
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<[string, Record<string, unknown>]>(
        ['honba', { honba: 100 }],
        ['riichiSticks', { riichiSticks: -1 }],
        ['hand', { hand: '1m'.repeat(65) }],
        ['flags', { flags: Array.from({ length: 33 }, (_, i) => `f${i}`) }],
        ['id', { id: 'x'.repeat(257) }],
        ['id', { id: 1.5 }],
      )
      .map(([field, extra]) => (): Line => ({
        text: JSON.stringify({ ...hands[0], ...extra }),
        check: (r) => {
          expect(r).toMatchObject({ ok: false, error: { code: 'invalid-input', field } });
        },
      })),
  },
);

/** Input text of the lines (each ending in `\n` or `\r\n`, the last maybe in neither), with or without a BOM. */
const batchArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 150 }),
  crlf: fc.array(fc.boolean(), { minLength: 150, maxLength: 150 }),
  bom: fc.boolean(),
  finalNewline: fc.boolean(),
});

function inputOf(b: { lines: ((n: number) => Line)[]; crlf: boolean[]; bom: boolean; finalNewline: boolean }) {
  const lines = b.lines.map((make, i) => make(i + 1));
  let text = b.bom ? '\uFEFF' : '';
  lines.forEach((l, i) => {
    text += l.text;
    if (i < lines.length - 1 || b.finalNewline) text += b.crlf[i] ? '\r\n' : '\n';
  });
  // A last line without its newline that is blank (spaces) is still a line: it gets its result. An
  // empty one is not there at all: "a\n" is one line, and an empty stdin has none — so a batch whose
  // last line is empty ends it with a newline.
  if (!b.finalNewline && lines.length > 0 && lines[lines.length - 1].text === '') text += b.crlf[lines.length - 1] ? '\r\n' : '\n';
  if (text === '' || text === '\uFEFF') text += '\n';
  return { text, lines };
}

/** The output's lines: each ends in `\n`; none holds a raw line separator. */
function outputLines(stdout: Buffer | string): Record<string, any>[] {
  const text = stdout.toString();
  expect(text).not.toMatch(/[\u2028\u2029]/);
  if (text === '') return [];
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n').map((l) => JSON.parse(l));
}

describe('score --jsonl: one output line per input line', () => {
  it('over random mixes of good, bad, blank, BOM, CRLF, U+2028, deep and out-of-bounds lines', () => {
    fc.assert(
      fc.property(batchArb, (b) => {
        const { text, lines } = inputOf(b);
        const r = run(['--jsonl', '--jobs', '1'], text);
        expect(r.status).toBe(0);
        expect(r.stderr.toString()).toBe('');
        const out = outputLines(r.stdout);
        expect(out).toHaveLength(lines.length);
        out.forEach((result, i) => lines[i].check(result, i + 1));
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('edge cases: empty input, a lone newline, a BOM alone, an over-long line', () => {
    expect(outputLines(run(['--jsonl'], '').stdout)).toEqual([]);
    expect(outputLines(run(['--jsonl'], '\n').stdout)).toHaveLength(1);
    expect(outputLines(run(['--jsonl'], '\uFEFF').stdout)).toEqual([]);
    const good = JSON.stringify({ id: 2, ...hands[0] });
    const long = `{"id":1,"note":"${'x'.repeat(1.5 * 1024 * 1024)}"}`;
    const out = outputLines(run(['--jsonl'], `${long}\n${good}\n${long}`).stdout);
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'input' } });
    expect(out[0].error.message).toMatch(/line 1 is longer than/);
    expect(out[1].id).toBe(2);
    expect(out[2].error.message).toMatch(/line 3 is longer than/);
  }, 60_000);

  it('a line that is not UTF-8 gets an error, not a result for a changed id; a BOM starting any line is skipped', () => {
    const good = (id: string) => Buffer.from(JSON.stringify({ id, ruleset: 'riichi', hand: '234m567p22s345678s', winTile: '8s', win: 'discard' }) + '\n', 'utf8');
    const input = Buffer.concat([
      Buffer.from('\uFEFF', 'utf8'),
      good('a'),
      // Latin-1 "café": the é is one byte, 0xE9, not UTF-8.
      Buffer.from('{"id":"caf'), Buffer.from([0xe9]), Buffer.from('"}\r\n'),
      // U+FFFD written as UTF-8 is text like any other.
      good('\uFFFD'),
      // A second file with its own BOM, joined with cat.
      Buffer.from('\uFEFF', 'utf8'),
      good('b'),
      // A UTF-8 sequence cut short at the end of the input.
      Buffer.from('{"id":"'), Buffer.from([0xc3]),
    ]);
    const out = outputLines(run(['--jsonl'], input).stdout);
    expect(out).toHaveLength(5);
    expect(out[0]).toMatchObject({ id: 'a', ok: true });
    expect(out[1]).toEqual({ ok: false, error: { code: 'invalid-input', field: 'input', message: 'line 2 is not UTF-8 text: JSON lines are read as UTF-8 (save the file as UTF-8)' } });
    expect(out[2]).toMatchObject({ id: '\uFFFD', ok: true });
    expect(out[3]).toMatchObject({ id: 'b', ok: true });
    expect(out[4]).toMatchObject({ ok: false, error: { code: 'invalid-input', field: 'input' } });
    expect(out[4].error.message).toMatch(/^line 5 is not UTF-8 text/);
  }, 60_000);
});

/**
 * A mixed batch long enough for worker threads: generated hands of every ruleset, with bad lines
 * among them — blank, not JSON, out of bounds with a U+2028 in its id, and Latin-1 (not UTF-8).
 */
function mixedBatch(n: number): Buffer {
  const gen = [...generateHands('riichi', n / 2, 9), ...generateHands('hong-kong', n / 4, 9), ...generateHands('taiwan-club', n / 4, 9)];
  const lines: Buffer[] = [];
  const utf8 = (text: string) => lines.push(Buffer.from(`${text}\n`, 'utf8'));
  gen.forEach((h, i) => {
    utf8(JSON.stringify({ id: i, ...h }));
    if (i % 97 === 0) utf8('');
    if (i % 101 === 0) utf8('{ not json');
    if (i % 211 === 0) utf8(JSON.stringify({ id: `sep\u2028${i}`, ...h, honba: 100 }));
    if (i % 307 === 0) lines.push(Buffer.from(`${JSON.stringify({ id: `café ${i}`, ...h })}\n`, 'latin1'));
  });
  return Buffer.concat(lines);
}

describe('score --jsonl --jobs', () => {
  const input = mixedBatch(40_000);
  const file = join(dir, 'mixed.jsonl');
  writeFileSync(file, input);

  it('--jobs 2 and 4 write byte-identical output to --jobs 1, in input order (--jobs 2 through npm run score)', () => {
    const one = run(['--jsonl', '--jobs', '1'], input);
    expect(one.status).toBe(0);
    const fd = openSync(file, 'r');
    const two = spawnSync('npm', ['run', '--silent', 'score', '--', '--jsonl', '--jobs', '2'], {
      stdio: [fd, 'pipe', 'pipe'],
      cwd: process.cwd(),
      maxBuffer: 1 << 30,
      env: { ...process.env, SCORE_STATS: '1' },
    });
    closeSync(fd);
    expect(two.status).toBe(0);
    // The worker threads scored blocks (they load the engine's .ts under Node's type stripping).
    const stats = JSON.parse(two.stderr.toString());
    expect(stats.workerBlocks).toBeGreaterThan(0);
    expect(stats.lines).toBe(input.toString('latin1').split('\n').length - 1);
    expect(Buffer.compare(one.stdout, two.stdout)).toBe(0);
    expect(outputLines(one.stdout)).toHaveLength(stats.lines);
    // More threads than cores: workers fall behind, and the main thread takes blocks back from them.
    const four = run(['--jsonl', '--jobs', '4'], input);
    expect(four.status).toBe(0);
    expect(Buffer.compare(one.stdout, four.stdout)).toBe(0);
  }, 60_000);

  it('by default, a batch too short to repay a worker thread stays on one thread; with the estimate set to 0 the worker starts past line 4,096, same output', () => {
    // 8,000 hands: a tenth of a second or so of scoring, far below the 2 s of work a worker thread must
    // be expected to save before the default starts one (score.ts, POOL_REPAYS_MS).
    const short = mixedBatch(8_000);
    const shortFile = join(dir, 'short.jsonl');
    writeFileSync(shortFile, short);
    const fromFile = (env: Record<string, string>, path = shortFile) => {
      const fd = openSync(path, 'r');
      const r = spawnSync(process.execPath, ['scripts/score.mjs', '--jsonl'], { stdio: [fd, 'pipe', 'pipe'], maxBuffer: 1 << 30, env: { ...process.env, SCORE_STATS: '1', ...env } });
      closeSync(fd);
      expect(r.status).toBe(0);
      return { out: r.stdout, stats: JSON.parse(r.stderr.toString()) };
    };
    const one = run(['--jsonl', '--jobs', '1'], short).stdout;
    const byDefault = fromFile({});
    expect(byDefault.stats).toMatchObject({ workerBlocks: 0, poolStartedAtLine: 0 });
    expect(Buffer.compare(byDefault.out, one)).toBe(0);
    // Eager: a batch long enough that the worker, once started past line 4,096, is ready before this
    // thread has scored the rest alone (with 8,000 hands a fast thread could finish first).
    const long = mixedBatch(40_000);
    const longFile = join(dir, 'long.jsonl');
    writeFileSync(longFile, long);
    const eager = fromFile({ SCORE_POOL_MS: '0' }, longFile);
    expect(eager.stats.workerBlocks).toBeGreaterThan(0);
    expect(eager.stats.poolStartedAtLine).toBeGreaterThan(4096 - 1000);
    expect(eager.stats.poolStartedAtLine).toBeLessThanOrEqual(4097);
    expect(Buffer.compare(eager.out, run(['--jsonl', '--jobs', '1'], long).stdout)).toBe(0);
  }, 60_000);
  it('a file on stdin of 40 MB or more starts its worker at once, before the first line is scored (not with SCORE_POOL_MS set), same output', () => {
    // 40 MB in few lines: hands padded with spaces inside their JSON (legal, each line under the 1 MiB bound).
    const pad = ' '.repeat(700_000);
    const hands = generateHands('riichi', 60, 5).map((h, i) => `{"id":${i},${JSON.stringify(h).slice(1, -1)}${pad}}`);
    const big = join(dir, 'big-padded.jsonl');
    writeFileSync(big, hands.join('\n') + '\n');
    expect(statSync(big).size).toBeGreaterThanOrEqual(40_000_000);
    const fromFile = (env: Record<string, string>, args: string[] = []) => {
      const fd = openSync(big, 'r');
      const r = spawnSync(process.execPath, ['scripts/score.mjs', '--jsonl', ...args], { stdio: [fd, 'pipe', 'pipe'], maxBuffer: 1 << 30, env: { ...process.env, SCORE_STATS: '1', ...env } });
      closeSync(fd);
      expect(r.status).toBe(0);
      return { out: r.stdout, stats: JSON.parse(r.stderr.toString()) };
    };
    const eager = fromFile({}, ['--jobs', '2']);
    expect(eager.stats.poolStartedAtLine).toBe(1);
    const one = fromFile({}, ['--jobs', '1']);
    expect(one.stats.poolStartedAtLine).toBe(0);
    expect(Buffer.compare(eager.out, one.out)).toBe(0);
    // Each padded hand scored as itself: its id echoed, a result or a coded error for every line.
    expect(outputLines(eager.out).map((r) => r.id)).toEqual(hands.map((_, i) => i));
    // SCORE_POOL_MS set: the estimate alone decides, and 60 lines never reach POOL_AFTER.
    expect(fromFile({ SCORE_POOL_MS: '2000' }, ['--jobs', '2']).stats.poolStartedAtLine).toBe(0);
    // The same 40 MB through a pipe, whose length is not known: by default (as many threads as the
    // machine has cores) it is read ahead before a line is scored, and starts the worker at once too.
    // The pace asked of the producer is one any machine keeps (SCORE_READ_AHEAD_MS): whether a loaded
    // test machine delivers 100 MB/s is not the point here.
    const bytes = readFileSync(big);
    const piped = run(['--jsonl'], bytes, { SCORE_STATS: '1', SCORE_READ_AHEAD_MS: '600000' });
    expect(piped.status).toBe(0);
    const pipedStats = JSON.parse(piped.stderr.toString());
    if (availableParallelism() > 1) {
      expect(pipedStats.readAhead).toBeGreaterThanOrEqual(40_000_000);
      expect(pipedStats.poolStartedAtLine).toBe(1);
    } else expect(pipedStats).toMatchObject({ readAhead: 0, poolStartedAtLine: 0 });
    expect(Buffer.compare(piped.stdout, one.out)).toBe(0);
    // --jobs named: the workers start past line 4,096 whatever the input, and a pipe is not read ahead.
    expect(JSON.parse(run(['--jsonl', '--jobs', '2'], bytes, { SCORE_STATS: '1' }).stderr.toString()).readAhead).toBe(0);
    rmSync(big);
  }, 60_000);

  it('a pipe that ends within the read-ahead is a batch of known length: a short one stays on one thread, same output', () => {
    const short = mixedBatch(8_000);
    const r = run(['--jsonl'], short, { SCORE_STATS: '1', SCORE_READ_AHEAD_MS: '600000' });
    expect(r.status).toBe(0);
    const stats = JSON.parse(r.stderr.toString());
    expect(stats).toMatchObject({ readAhead: availableParallelism() > 1 ? short.length : 0, workerBlocks: 0, poolStartedAtLine: 0 });
    expect(Buffer.compare(r.stdout, run(['--jsonl', '--jobs', '1'], short).stdout)).toBe(0);
  });

  it('answers a program that writes a few lines and waits for their results before it writes more (the read-ahead does not wait for the rest)', async () => {
    const lines = hands.slice(0, 6).map((h, i) => JSON.stringify({ id: i, ...h }));
    const child = spawn(process.execPath, ['scripts/score.mjs', '--jsonl'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, SCORE_STATS: '1' } });
    const out: string[] = [];
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    let text = '';
    const answered = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (text.split('\n').length - 1 >= n) {
            child.stdout.off('data', onData);
            resolve();
          }
        };
        const onData = (d: Buffer) => {
          text += d.toString();
          check();
        };
        child.stdout.on('data', onData);
        check();
      });
    // Three lines, then nothing until their three results have come back: a command that waited for
    // more input before it scored would never answer, and the test would end by its timeout.
    child.stdin.write(lines.slice(0, 3).join('\n') + '\n');
    await answered(3);
    child.stdin.end(lines.slice(3).join('\n') + '\n');
    await answered(6);
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    out.push(...text.trim().split('\n'));
    expect(out.map((l) => JSON.parse(l).id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(JSON.parse(stderr).lines).toBe(6);
  }, 30_000);
});

describe('score --jsonl output', () => {
  const file = join(dir, 'big.jsonl');
  const lines = generateHands('riichi', 200_000, 3).map((h, i) => JSON.stringify({ id: i, ...h }));
  writeFileSync(file, lines.join('\n') + '\n');

  /** Runs the command on the file with a reader that reads nothing for a while, then everything: the child's peak RSS in KiB. */
  async function peakRssUnderStalledReader(args: string[]): Promise<number> {
    const fd = openSync(file, 'r');
    const child = spawn(process.execPath, ['scripts/score.mjs', '--jsonl', ...args], { stdio: [fd, 'pipe', 'pipe'], env: { ...process.env, SCORE_STATS: '1' } });
    closeSync(fd);
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    // Read nothing for a while (the command must wait, not buffer), then everything.
    child.stdout!.pause();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    let newlines = 0;
    child.stdout!.on('data', (d: Buffer) => {
      for (let i = d.indexOf(10); i >= 0; i = d.indexOf(10, i + 1)) newlines++;
    });
    child.stdout!.resume();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(newlines).toBe(lines.length);
    return JSON.parse(stderr).maxRSS;
  }

  // Buffering the output instead (what the command did before it streamed) peaks above 400 MB here.
  it('keeps memory bounded under a reader that stops reading (peak RSS of 200,000 lines: one thread under 250 MB)', async () => {
    expect(await peakRssUnderStalledReader(['--jobs', '1'])).toBeLessThan(250 * 1024);
  }, 60_000);

  it('keeps memory bounded with worker threads too (two V8 heaps: under 400 MB)', async () => {
    expect(await peakRssUnderStalledReader(['--jobs', '2'])).toBeLessThan(400 * 1024);
  }, 60_000);

  it('ends quietly (exit 0, nothing on stderr) when the reader closes early (EPIPE)', async () => {
    const fd = openSync(file, 'r');
    const child = spawn(process.execPath, ['scripts/score.mjs', '--jsonl'], { stdio: [fd, 'pipe', 'pipe'] });
    closeSync(fd);
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    // Like `| head -1`: read one chunk, then close the pipe.
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    child.stdout!.destroy();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 60_000);

  it('a write that fails otherwise (a full disk) stops the batch with one line and exit 1, no stack trace', () => {
    const full = openSync('/dev/full', 'w');
    const r = spawnSync(process.execPath, ['scripts/score.mjs', '--jsonl'], { input: hands.slice(0, 20).map((h) => JSON.stringify(h)).join('\n') + '\n', stdio: ['pipe', full, 'pipe'] });
    closeSync(full);
    expect(r.status).toBe(1);
    const err = r.stderr.toString();
    expect(err).toMatch(/^score: the results could not be written \(ENOSPC: no space left on device/);
    expect(err.trim().split('\n')).toHaveLength(1);
  });

  it('a folder on stdin is a usage error (exit 2, said in one line), not an empty batch', () => {
    const folder = openSync(dir, 'r');
    const r = spawnSync(process.execPath, ['scripts/score.mjs', '--jsonl'], { stdio: [folder, 'pipe', 'pipe'] });
    closeSync(folder);
    expect(r.status).toBe(2);
    expect(r.stdout.toString()).toBe('');
    expect(r.stderr.toString()).toMatch(/^score: stdin is a folder/);
  });
});
