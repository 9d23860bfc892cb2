/**
 * The `score` command (score-api.md, "Command line").
 *
 *   npm run --silent score -- --jsonl [--jobs N] < hands.jsonl > results.jsonl
 *   npm run score -- --ruleset riichi --preset ema-2025 --hand 234m567p22s345678s --win discard --win-tile 8s
 *
 * Batch mode reads one JSON hand per line and writes one JSON result per line, in the same order:
 * every input line gets exactly one output line (a bad, blank or over-long line an error result),
 * and the run goes on. Exit status 0 when every line was read (also when the reader of the output
 * goes away first), 2 on a usage error.
 *
 * How a batch streams, in memory bounded whatever the input's length or the reader's speed:
 * - reader: stdin is read in chunks of bytes (a file 96 KiB at a time, a pipe or socket as it comes,
 *   up to 96 KiB a read: `input`); the
 *   complete lines of each chunk become one block of bytes, decoded once by the thread that scores
 *   it (lines split on `\n` only: a `\r` before it is dropped, a U+2028 inside a line is text); the
 *   bytes after the chunk's last `\n` wait for the next chunk. A line longer than
 *   `BOUNDS.line.maxBytes` is not kept: its bytes are dropped as they come and its result says so.
 *   A byte-order mark at the start of a line is skipped (score-lines.ts: the input's, and those of
 *   files joined with `cat`); a line that is not UTF-8 is marked, and gets an error.
 * - scoring: score-lines.ts. `--jobs N` (default: the machine's cores) scores in N threads: this
 *   one and, once a batch is past its first `POOL_AFTER` lines (a short batch never starts them),
 *   N − 1 worker threads (score-worker.ts) — by default only once they repay their start, when the
 *   rest of the batch is estimated to take this thread `POOL_REPAYS_MS` or more; a file on stdin of
 *   `POOL_EAGER_BYTES` or more starts them at once, as does a pipe that delivers as much at
 *   `READ_AHEAD_MS`'s pace before anything is scored (`readAhead`). Each block goes to
 *   the least busy worker that is ready and has room (at most `PER_WORKER` blocks in flight each); when none has, this thread scores it
 *   itself, unless it is `AHEAD` blocks past those in flight: then it takes back the earliest block
 *   a worker has not started (claimed through shared atomics, so exactly one thread scores it), or
 *   waits for a worker; when none reports for `STALL_BLOCKS` blocks' time, it scores the block the
 *   output waits for again (the worker's result is dropped) rather than stand idle. So the thread that is already warm keeps scoring while the workers start, a worker
 *   that falls behind (a busy machine) does not hold the batch up, and N threads keep N cores busy,
 *   this one reading and writing between its blocks.
 * - ordering: each block has a sequence number; results are written when every block before them
 *   has been, so the output is in input order whatever thread scored what.
 * - writer: one write per block; while stdout's buffer is full (a slow reader) no more input is read
 *   and nothing is scored until it drains. A reader that closes early (EPIPE) ends the run quietly.
 */
import { isUtf8 } from 'node:buffer';
import { fstatSync, read, readSync, type Stats } from 'node:fs';
import module from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BOUNDS } from '../src/core/bounds.ts';
import { notUtf8Lines } from '../src/core/utf8.ts';
import { parseArgs, type Args } from './score-args.ts';
import type { Block } from './score-lines.ts';
import type { Job, ToWorker, WorkerData, WorkerMessage } from './score-worker.ts';

// Node keeps the compiled code of the modules loaded from here on (its compile cache, in the
// system's temporary folder): the engine's TypeScript is then not stripped and compiled again on
// every run, which saves most of a run's start-up (and of each worker thread's).
module.enableCompileCache?.();
const { scorer } = await import('../src/engine/engines.ts');
const { scoreBlock, ByteBuffers } = await import('./score-lines.ts');
const { CommandScorer } = await import('./score-scorer.ts');

/** Lines scored before worker threads start (a short batch never starts them). */
const POOL_AFTER = 4096;
/**
 * By default (no `--jobs`), worker threads start only once this thread's estimate of the batch's
 * remaining work is at least this many milliseconds: a worker thread costs a few hundred
 * milliseconds of CPU before it scores at full speed (it loads the engine and V8 compiles the hot
 * code again, in that thread), which a shorter batch does not win back — measured on 2 cores, two
 * threads were slower than one up to about 100,000 riichi hands (1 s on one thread) and 80,000
 * Taiwanese ones (1.8 s). The estimate, for a file (its size is known): the milliseconds spent
 * scoring so far times the input's bytes still to come over those read, divided by `WARM_UP_COST`;
 * for a pipe, whose length is not, the batch is assumed to go on as long again as it has run. Env
 * SCORE_POOL_MS sets it (0: start as soon as POOL_AFTER lines are read).
 */
const POOL_REPAYS_MS = envMs(process.env.SCORE_POOL_MS, 2000, true);
/**
 * A file on stdin at least this large starts its worker threads at once, before this thread has
 * scored a line: the machine's other cores would otherwise idle through this thread's start (Node,
 * the engine, its first blocks before V8 has optimized them), some 200 ms, while a worker that starts
 * then loads and warms up meanwhile. 40 MB is some 230,000 hands, above every batch measured where a
 * worker did not repay (on 2 cores: up to 165,000 Hong Kong hands, 29 MB; 100,000 riichi or
 * Taiwanese hands, 17 MB). Measured, 330,000 hands (54–58 MB), alternating runs: riichi 2.00 →
 * 1.92 s, Hong Kong 1.99 → 1.86 s, the Taiwanese sheet 3.06 → 2.96 s. A pipe that delivers as much
 * fast enough does too (`readAhead`). A smaller file, or a slower pipe, starts them by the estimate.
 * With SCORE_POOL_MS set, only the estimate decides.
 */
const POOL_EAGER_BYTES = 40_000_000;
const POOL_EAGER = process.env.SCORE_POOL_MS === undefined || process.env.SCORE_POOL_MS === '';
/**
 * How fast a pipe must deliver `POOL_EAGER_BYTES` for a batch to start its worker threads at once, as
 * a file of that size does: within this many milliseconds of its first chunk (100 MB/s). Reading
 * 40 MB ahead costs this thread some 200 ms here, most of it the kernel giving it fresh memory
 * page by page; measured on 330,000 hands (58 MB), `cat` delivers them at that pace and `zcat` of a
 * `gzip -1` file mostly does. A producer is given up on as soon as it falls behind the pace (past
 * the first `READ_AHEAD_GRACE_MS`) and what was read is scored: a slow one holds the batch up by a
 * few tens of milliseconds, a program that writes a few lines and waits for their results by
 * `READ_AHEAD_GRACE_MS`. Env SCORE_READ_AHEAD_MS sets it (the tests: a pace any machine keeps).
 */
const READ_AHEAD_MS = envMs(process.env.SCORE_READ_AHEAD_MS, 400, false);
const READ_AHEAD_GRACE_MS = 20;
/**
 * How much more a file's first POOL_AFTER lines cost a line than the batch's later lines: V8 runs
 * them before it has optimized the engine's code. Measured on 2 cores (one thread, 96 KiB blocks):
 * the first blocks 4–20× the later cost, the first 4,096 lines together 3.4× (riichi, Hong Kong's
 * 4.3×, the Taiwanese sheet's 3.4×). Undivided, the estimate started worker threads on batches they
 * slowed: 100,000 riichi hands took 1.28 s with them against 1.18 s without, 165,000 Hong Kong hands
 * 1.46 against 1.35 s, 100,000 Taiwanese 1.92 against 1.80 s (estimates 3.4, 5.4 and 5.8 s), while
 * 165,000 riichi hands (6.5 s) took 1.55 against 1.86 s. A pipe's estimate is time already spent
 * (as long again), most of it past the warm-up: it is not divided.
 */
const WARM_UP_COST = 3;
/** Blocks in flight per worker: one being scored, two waiting in its queue. */
const PER_WORKER = 3;
/** Blocks the main thread may score beyond those in flight before the earliest is written. */
const AHEAD = 12;
/** How long the main thread waits for a worker that holds the block the output waits for, before it scores that block itself: this many of its own blocks' time, and at least STALL_MS. */
const STALL_BLOCKS = 4;
const STALL_MS = 20;

const USAGE = `usage:
  score --jsonl [--jobs N]            JSONL hands on stdin → JSONL results on stdout
  score --ruleset R --hand H --win-tile T [--win discard|self-drawn] [options]
  score --ruleset R --hand H [options]            a hand one tile short: its waits, each scored both ways
  score --ruleset R --hand H --discards [options] the discards that leave a hand waiting
  score --ruleset R --hand H --win-tile T --compare [options]
                        the hand under every preset and venue of its ruleset, against --preset
  score '{"ruleset":…,"hand":…}' [options]        one hand given whole, as a line of a --jsonl file
                        (quoted): scored as that line is; an option beside it replaces its field
                        (--setting: that one setting)
--jsonl: one result line per input line, in input order (a blank, bad or over-long line gets an
  invalid-input result naming the line); streams in bounded memory; --jobs N scores in N threads
  (default: the machine's cores, the worker threads started once the rest of the batch is estimated
  to take this thread ${POOL_REPAYS_MS / 1000} s or more — they would not repay their start on less; --jobs N: they
  start once a batch is past its first ${POOL_AFTER} lines; either way at once for a file on stdin of
  ${POOL_EAGER_BYTES / 1e6} MB or more, by default also for a pipe that delivers that much at ${Math.round(POOL_EAGER_BYTES / 1e3 / READ_AHEAD_MS)} MB/s or more;
  --jobs 1: this thread only). Bounds: id a string of ≤ ${BOUNDS.id.maxLength} characters or a safe
  integer, tile text ≤ ${BOUNDS.tileText.maxLength} characters, ≤ ${BOUNDS.melds.maxItems} melds, ≤ ${BOUNDS.flags.maxItems} flags, nesting ≤ ${BOUNDS.depth.max} levels,
  a line ≤ ${BOUNDS.line.maxBytes} bytes, honba and riichiSticks ${BOUNDS.honba.min}–${BOUNDS.honba.max}, dealerStreak ${BOUNDS.dealerStreak.min}–${BOUNDS.dealerStreak.max}
options for one hand:
  --preset P            a ruleset preset or a venue slug
  --meld KIND:TILES     a declared meld (chi, pon, kan-open, kan-added, kan-closed); repeatable
  --seat W --round W    winds (east, south, west, north)
  --dealer true|false   --discarder W
  --liable W            the seat liable under the preset's liability rule (riichi pao, Hong Kong 包)
  --flags a,b,c         situational flags (given twice, the lists add up; any other option is given once)
  --bonus 15f           flowers and seasons held
  --dora T --ura T      riichi dora / ura-dora indicators
  --honba N --sticks N  riichi counters and riichi sticks (${BOUNDS.honba.min}–${BOUNDS.honba.max})
  --streak N            taiwan-club dealer-streak die (${BOUNDS.dealerStreak.min}–${BOUNDS.dealerStreak.max})
  --setting key=value   a setting override (JSON value); repeatable
  --json                print the result object instead of the breakdown (with --compare: the comparison)
exit status: 0 when every line was read (--jsonl, whatever the results) or the hand was answered (a
  result, its waits or its discards; --compare: the comparison); 1 when one hand's answer is an error;
  2 on a usage error`;

/** Milliseconds from the environment (0 only where `zero` allows it), else `fallback`. */
function envMs(env: string | undefined, fallback: number, zero: boolean): number {
  const n = env === undefined || env === '' ? NaN : Number(env);
  return Number.isFinite(n) && (n > 0 || (zero && n === 0)) ? n : fallback;
}

/** Warnings, each said once (the worker threads pass theirs on: a batch's threads may each meet the same). */
const warned = new Set<string>();
const warn = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  process.stderr.write(message);
};

/** Splits stdin's chunks into blocks of complete lines (see the header). */
class LineReader {
  private tail: Buffer[] = [];
  private tailBytes = 0;
  /** Inside a line longer than the bound: its bytes are dropped until its `\n`. */
  private skipping = false;
  private started = false;
  /** Lines handed out so far. */
  lines = 0;
  /** Bytes read so far. */
  bytes = 0;

  /** The complete lines the chunk ends (with the bytes before it), or null when it ends none. */
  push(chunk: Buffer): Block | null {
    this.bytes += chunk.length;
    const firstEnd = chunk.indexOf(10);
    if (firstEnd < 0) {
      this.keep(chunk);
      return null;
    }
    const last = chunk.lastIndexOf(10);
    const firstLong = this.skipping || this.tailBytes + firstEnd > BOUNDS.line.maxBytes;
    // A first line too long to keep is an empty line in the block (its result says why).
    const bytes = firstLong ? joined([NEWLINE, chunk.subarray(firstEnd + 1, last + 1)]) : joined([...this.tail, chunk.subarray(0, last + 1)]);
    this.tail = [];
    this.tailBytes = 0;
    this.skipping = false;
    if (last + 1 < chunk.length) this.keep(chunk.subarray(last + 1));
    return this.block(bytes, firstLong);
  }

  /** The last line, when the input does not end in `\n` (a byte-order mark alone is no line). */
  end(): Block | null {
    if (this.skipping) return this.block(joined([NEWLINE]), true);
    if (this.tailBytes === 0) return null;
    if (!this.started && this.tailBytes === 3 && BOM.equals(Buffer.concat(this.tail))) return null;
    const bytes = joined([...this.tail, NEWLINE]);
    this.tail = [];
    this.tailBytes = 0;
    return this.block(bytes, false);
  }

  private keep(bytes: Buffer): void {
    if (this.skipping) return;
    this.tailBytes += bytes.length;
    if (this.tailBytes > BOUNDS.line.maxBytes) {
      this.skipping = true;
      this.tail = [];
      return;
    }
    // A copy: the stream may reuse the chunk's memory.
    this.tail.push(Buffer.from(bytes));
  }

  /** A block of the lines in `bytes` (the first an empty stand-in for a line too long to keep, when `firstLong`). */
  private block(bytes: Uint8Array<ArrayBuffer>, firstLong: boolean): Block {
    this.started = true;
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    let count = 0;
    for (let i = view.indexOf(10); i >= 0; i = view.indexOf(10, i + 1)) count++;
    const block: Block = { bytes, first: this.lines + 1, long: firstLong ? [0] : [] };
    // Only a block that is not all UTF-8 has its lines looked at, one by one.
    if (!isUtf8(view)) {
      const bad = notUtf8Lines(bytes);
      if (bad.length) block.notUtf8 = bad;
    }
    this.lines += count;
    return block;
  }
}

const NEWLINE = Buffer.from('\n');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The parts' bytes, one after the other, in a buffer of exactly their length and of their own: a
 * block's bytes are kept until it is scored (stdin's chunks may be reused), and posted to a worker
 * thread they are copied whole.
 */
function joined(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** What gives a block's result buffer back to the thread that made it, once stdout has taken its bytes. */
type GiveBack = (buf: ArrayBuffer) => void;

/**
 * stdout with backpressure: `write` queues; when the buffer is over its mark, `drained` is a promise
 * of its 'drain' (listened for at once: a drain can come while the caller waits for something else).
 */
class Output {
  private waiting: Promise<void> | null = null;
  write(bytes: Uint8Array<ArrayBuffer>, back: GiveBack): void {
    if (process.stdout.write(bytes, () => back(bytes.buffer)) || this.waiting) return;
    this.waiting = new Promise<void>((resolve) =>
      process.stdout.once('drain', () => {
        this.waiting = null;
        resolve();
      }),
    );
  }
  drained(): Promise<void> | null {
    return this.waiting;
  }
}

/** Results in input order: a block's lines are written once every block before it has been. */
class Ordered {
  private next = 0;
  private pending = new Map<number, { bytes: Uint8Array<ArrayBuffer>; back: GiveBack }>();
  private out: Output;
  constructor(out: Output) {
    this.out = out;
  }
  put(seq: number, bytes: Uint8Array<ArrayBuffer>, back: GiveBack): void {
    if (seq !== this.next) {
      this.pending.set(seq, { bytes, back });
      return;
    }
    this.out.write(bytes, back);
    this.next++;
    for (let t = this.pending.get(this.next); t !== undefined; t = this.pending.get(this.next)) {
      this.pending.delete(this.next);
      this.out.write(t.bytes, t.back);
      this.next++;
    }
  }
  get written(): number {
    return this.next;
  }
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  inFlight: number;
}

/** As score-worker.ts's (not imported from there: that module runs as a worker when loaded). Blocks are numbered below 2^31. */
const CLAIM_SLOTS = 1024;

/** Worker threads scoring blocks; each result goes to `done`. */
class Pool {
  private workers: PoolWorker[] = [];
  private wake: (() => void) | null = null;
  /** Claim slots shared with the workers (score-worker.ts): who scores a block handed to a worker. */
  private claims = new Int32Array(new SharedArrayBuffer(CLAIM_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  /** The blocks handed to workers and not yet answered, by sequence number (ascending). */
  private handed = new Map<number, Job>();
  constructor(n: number, done: (seq: number, out: Uint8Array<ArrayBuffer>, back: GiveBack) => void) {
    const data: WorkerData = { claims: this.claims };
    for (let i = 0; i < n; i++) {
      const worker = new Worker(new URL('./score-worker.mjs', import.meta.url), { workerData: data });
      const w: PoolWorker = { worker, ready: false, inFlight: 0 };
      // A result buffer goes back to its worker, to be written into again.
      const back: GiveBack = (buf) => worker.postMessage({ recycle: buf } satisfies ToWorker, [buf]);
      w.worker.on('message', (m: WorkerMessage) => {
        if ('warning' in m) return warn(m.warning);
        if ('ready' in m) w.ready = true;
        else {
          w.inFlight--;
          // A block taken back is no longer handed: the worker skipped it (or its result is not needed).
          if (this.handed.delete(m.seq)) {
            if ('out' in m) done(m.seq, m.out, back);
          } else if ('out' in m) back(m.out.buffer);
        }
        this.notify();
      });
      w.worker.on('error', (e) => {
        const why = e instanceof Error ? (e.stack ?? e.message) : String(e);
        if (w.inFlight === 0) {
          // Nothing of the batch is lost: the other threads go on without it.
          w.ready = false;
          process.stderr.write(`score: a worker thread stopped, the batch goes on without it: ${why}\n`);
          this.notify();
          return;
        }
        process.stderr.write(`score: a worker thread failed with blocks of the batch: ${why}\n`);
        process.exit(1);
      });
      this.workers.push(w);
    }
  }
  get size(): number {
    return this.workers.length;
  }
  /** Hand the block to the least busy ready worker with room; false when none has room. */
  submit(job: Job): boolean {
    let best: PoolWorker | null = null;
    for (const w of this.workers) if (w.ready && w.inFlight < PER_WORKER && (!best || w.inFlight < best.inFlight)) best = w;
    if (!best) return false;
    best.inFlight++;
    Atomics.store(this.claims, job.seq % CLAIM_SLOTS, job.seq + 1);
    this.handed.set(job.seq, job);
    best.worker.postMessage(job satisfies ToWorker);
    return true;
  }
  /**
   * The earliest handed block that no worker has started, claimed back for this thread (the worker
   * will skip it), or null. The main thread scores it rather than wait for a worker that is behind.
   */
  takeBack(): Job | null {
    for (const [seq, job] of this.handed) {
      if (Atomics.compareExchange(this.claims, seq % CLAIM_SLOTS, seq + 1, 0) === seq + 1) {
        this.handed.delete(seq);
        return job;
      }
    }
    return null;
  }
  /**
   * Handed block `seq`, taken over even though its worker has started it (the worker's result is
   * then dropped), or null when it is not handed. For the block the output waits for, when the
   * worker holding it is far behind: the main thread scores it again rather than stand idle.
   */
  takeOver(seq: number): Job | null {
    const job = this.handed.get(seq);
    if (job === undefined) return null;
    this.handed.delete(seq);
    return job;
  }
  /**
   * Resolves when a worker reports (a result, a skipped block, or that it is ready): true; or,
   * after `ms` milliseconds without a report, false.
   */
  change(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve(false);
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }
  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
  close(): void {
    for (const w of this.workers) void w.worker.terminate();
  }
}

/**
 * Bytes per read of a file on stdin: a block of some five hundred lines. Below V8's 128 KiB bound for
 * ordinary heap objects, so that a block's text is not a large object (each a fresh memory mapping,
 * faulted in page by page and unmapped again: some 3 % of a batch's CPU, in the kernel).
 */
const FILE_CHUNK = 96 * 1024;

/**
 * stdin as chunks of bytes. A file (`< hands.jsonl`) is read `FILE_CHUNK` bytes at a time by this
 * thread itself (`fileChunks`): process.stdin reads 64 KiB at a time and a read stream
 * `highWaterMark` at a time, each read a round trip through libuv's thread pool that the thread waits
 * for. A pipe or a socket (`cat hands.jsonl | score …`, a program's child) is read straight from the
 * descriptor too, as much as it holds up to `FILE_CHUNK` a read: through process.stdin the reads of
 * a pipe come in small pieces between the thread's blocks, the worker threads waited for input, and
 * two threads gained almost nothing over one (`fdChunks`). A terminal is read as process.stdin reads it.
 */
function input(): { stream: AsyncIterable<Buffer>; size: number | null; pipe: boolean } | { problem: string } {
  let st: Stats | null = null;
  try {
    st = fstatSync(0);
  } catch {
    // Not a file descriptor Node can stat: read it as process.stdin does.
  }
  // A folder has no lines: read, it ended at once, and the batch said nothing and exited 0.
  if (st?.isDirectory()) return { problem: 'stdin is a folder, not a file of JSON lines (score --jsonl < hands.jsonl)' };
  if (st?.isFile()) return { stream: fileChunks(0), size: st.size, pipe: false };
  if (st?.isFIFO() || st?.isSocket()) return { stream: fdChunks(0), size: null, pipe: true };
  return { stream: process.stdin, size: null, pipe: false };
}

/**
 * The bytes of file descriptor `fd` (a regular file), `FILE_CHUNK` at a time, read by this thread: a
 * file's read does not wait on a writer, and in the thread pool each one was a hand-over to another
 * thread and back (a third of the batch's thread switches and futex calls; about 2 % of a two-thread
 * batch's time). After each chunk the event loop runs once (`setImmediate`), so that the worker
 * threads' results are taken and written between reads as before. Each chunk is yielded in one
 * buffer that the next read reuses, as in `fdChunks`.
 */
async function* fileChunks(fd: number): AsyncGenerator<Buffer> {
  const buf = Buffer.allocUnsafeSlow(FILE_CHUNK);
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) return;
    yield buf.subarray(0, n);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The longest wait between two tries of a descriptor that has nothing to read yet (EAGAIN). */
const RETRY_MAX_MS = 20;

/**
 * The bytes of descriptor `fd` (a pipe or a socket), as they come: each read returns what the
 * descriptor holds, up to `FILE_CHUNK` bytes, and waits (in libuv's thread pool) while it holds
 * nothing. A descriptor its writer made non-blocking says EAGAIN instead of waiting: it is tried
 * again after 1 ms, then after twice as long each time it still has nothing, up to `RETRY_MAX_MS`.
 * Each chunk is yielded in one buffer that the next read reuses: the reader is done with it by then
 * (it decodes the lines and copies what it keeps).
 */
async function* fdChunks(fd: number): AsyncGenerator<Buffer> {
  const buf = Buffer.allocUnsafeSlow(FILE_CHUNK);
  let wait = 1;
  for (;;) {
    let n: number;
    try {
      n = await readInto(fd, buf);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, RETRY_MAX_MS);
      continue;
    }
    if (n === 0) return;
    wait = 1;
    yield buf.subarray(0, n);
  }
}

function readInto(fd: number, buf: Buffer): Promise<number> {
  return new Promise((resolve, reject) => read(fd, buf, 0, buf.length, null, (e, n) => (e ? reject(e) : resolve(n))));
}

/** What `readAhead` learnt of a pipe: its chunks (those read ahead, then the rest), and its length when it ended. */
interface ReadAhead {
  stream: AsyncIterable<Buffer>;
  /** Bytes read ahead: the batch is at least this long. */
  bytes: number;
  /** The batch's length, when it ended within the read-ahead; else null. */
  size: number | null;
}

/**
 * A pipe's (or socket's) length is not known, and a batch that does not know its length starts its
 * worker threads late (once this thread has scored `POOL_REPAYS_MS`, see `repays`): a batch piped
 * from `cat` or `zcat` then ran 20–35 % slower than the same file on stdin. So before anything is
 * scored, the pipe is read ahead while it keeps up the pace of `READ_AHEAD_MS`: until
 * `limit` bytes are held (a batch long enough to start the workers at once), the input ends (its
 * length is then known, as a file's), or the producer falls behind (the chunks held are scored,
 * the read under way is taken up after them). The chunks are copies (`fdChunks` reuses its buffer);
 * at most `limit` bytes and one chunk are held.
 */
async function readAhead(stream: AsyncIterable<Buffer>, limit: number): Promise<ReadAhead> {
  const it = stream[Symbol.asyncIterator]();
  const held: Buffer[] = [];
  let bytes = 0;
  let start = -1;
  let pending: Promise<IteratorResult<Buffer>> | null = null;
  let ended = false;
  while (bytes < limit) {
    const next = it.next();
    // Nothing held yet: the producer is waited for, as the batch would wait for it.
    const r = start < 0 ? await next : await within(next, Math.max(READ_AHEAD_GRACE_MS, (READ_AHEAD_MS * bytes) / limit) - (performance.now() - start));
    if (r === null) {
      pending = next;
      break;
    }
    if (r.done) {
      ended = true;
      break;
    }
    if (start < 0) start = performance.now();
    held.push(Buffer.from(r.value));
    bytes += r.value.length;
  }
  async function* rest(): AsyncGenerator<Buffer> {
    for (let i = 0; i < held.length; i++) {
      const chunk = held[i];
      // Let go of each chunk as it is handed on (the reader copies what it keeps).
      held[i] = NO_BYTES;
      yield chunk;
      // The event loop runs between the held chunks as between a file's (`fileChunks`): the worker
      // threads' results and readiness are taken in, else this thread would score them all alone.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (ended) return;
    if (pending !== null) {
      const r = await pending;
      if (r.done) return;
      yield r.value;
    }
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { stream: rest(), bytes, size: ended ? bytes : null };
}

const NO_BYTES = Buffer.alloc(0);

/** The promise's result if it settles within `ms` milliseconds, else null (the promise is left running). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  if (ms <= 0) return Promise.resolve(null);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * What a batch did, printed to stderr at its end when SCORE_STATS is set (for the tests: which
 * thread scored the blocks, and the peak resident memory in KiB).
 */
const stats = { mainBlocks: 0, workerBlocks: 0, takenBack: 0, takenOver: 0, poolStartedAtLine: 0, readAhead: 0 };

/**
 * `jobs`: the threads to score in; `chosen`: whether `--jobs` named them (they then start after
 * POOL_AFTER lines) or they are the default (they start once they repay, POOL_REPAYS_MS).
 */
async function batch(jobs: number, chosen: boolean): Promise<number> {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    // The reader went away (`score … | head`): nothing more can be written; stop quietly.
    if (e.code === 'EPIPE') process.exit(0);
    // Anything else (a full disk, a closed file): the results stop here, which is said in one line
    // and by the exit status, not by a stack trace.
    process.stderr.write(`score: the results could not be written (${e.message}); the batch stopped there\n`);
    process.exit(1);
  });
  const s = new CommandScorer(warn);
  const out = new Output();
  const ordered = new Ordered(out);
  const reader = new LineReader();
  const given = input();
  if ('problem' in given) {
    process.stderr.write(`score: ${given.problem}\n`);
    return 2;
  }
  let { stream, size } = given;
  /** Bytes a pipe was read ahead (`readAhead`): the batch is at least this long. */
  let atLeast = 0;
  if (given.pipe && jobs > 1 && !chosen && POOL_EAGER) {
    const ahead = await readAhead(stream, POOL_EAGER_BYTES);
    stream = ahead.stream;
    size = ahead.size;
    atLeast = ahead.bytes;
    stats.readAhead = ahead.bytes;
  }
  let pool: Pool | null = null;
  let seq = 0;
  /** This thread's estimate of the milliseconds a batch of `total` bytes has still to run (see WARM_UP_COST). */
  const rest = (total: number): number => (scoredMs * Math.max(0, total - reader.bytes)) / reader.bytes / WARM_UP_COST;
  /** Whether worker threads repay the rest of the batch (see POOL_REPAYS_MS). */
  const repays = (): boolean => {
    if (chosen) return true;
    if (reader.bytes === 0) return false;
    // A pipe: as long again as it has run, or what is known to be left of it (read ahead).
    if (size === null) return scoredMs >= POOL_REPAYS_MS || rest(atLeast) >= POOL_REPAYS_MS;
    return rest(size) >= POOL_REPAYS_MS;
  };

  const run = async (block: Block): Promise<void> => {
    const job: Job = { seq: seq++, block };
    if (pool === null && jobs > 1 && reader.lines > POOL_AFTER && repays()) {
      pool = new Pool(jobs - 1, (n, bytes, back) => ordered.put(n, bytes, back));
      stats.poolStartedAtLine = block.first;
    }
    for (;;) {
      if (pool !== null && pool.submit(job)) {
        stats.workerBlocks++;
        break;
      }
      // No worker has room (or none is ready yet): this thread scores the block itself, unless it
      // is too far ahead of the blocks still to be written (their results wait in memory); then it
      // takes back a block a worker has not started, or waits for a result.
      if (pool === null || job.seq - ordered.written < pool.size * PER_WORKER + AHEAD) {
        stats.mainBlocks++;
        ordered.put(job.seq, await score(block), giveBack);
        break;
      }
      await catchUp(pool);
    }
    await out.drained();
  };
  /** Scores a block on this thread (again with the venues, read then, when a hand named one), keeping a running mean of how long a block takes. */
  let blockMs = 5;
  /** Milliseconds this thread has spent scoring. */
  let scoredMs = 0;
  /** This thread's result buffers: as many as may wait to be written, and a few more. */
  const buffers = new ByteBuffers(AHEAD + 4);
  const giveBack: GiveBack = (buf) => buffers.give(buf);
  const score = async (block: Block): Promise<Uint8Array<ArrayBuffer>> => {
    const start = performance.now();
    const bytes = await s.withVenuesIfNamed(() => scoreBlock(s, block, buffers));
    const ms = performance.now() - start;
    blockMs = 0.9 * blockMs + 0.1 * ms;
    scoredMs += ms;
    return bytes;
  };
  /**
   * Too far ahead of the output: take back a block no worker has started; else wait for a worker,
   * and when none reports for several blocks' time (a worker descheduled on a busy machine), score
   * the block the output waits for here (taken over: its worker's result is dropped).
   */
  const catchUp = async (p: Pool): Promise<void> => {
    const back = p.takeBack();
    if (back !== null) {
      stats.takenBack++;
      ordered.put(back.seq, await score(back.block), giveBack);
      return;
    }
    if (await p.change(Math.max(STALL_MS, STALL_BLOCKS * blockMs))) return;
    const over = p.takeOver(ordered.written);
    if (over === null) return;
    stats.takenOver++;
    ordered.put(over.seq, await score(over.block), giveBack);
  };

  if (jobs > 1 && POOL_EAGER && Math.max(size ?? 0, atLeast) >= POOL_EAGER_BYTES) {
    pool = new Pool(jobs - 1, (n, bytes, back) => ordered.put(n, bytes, back));
    stats.poolStartedAtLine = 1;
  }
  for await (const chunk of stream) {
    const block = reader.push(chunk);
    if (block) await run(block);
  }
  const last = reader.end();
  if (last) await run(last);
  if (pool !== null) {
    const p: Pool = pool;
    while (ordered.written < seq) await catchUp(p);
    p.close();
  }
  await out.drained();
  if (process.env.SCORE_STATS) {
    const report = { lines: reader.lines, ...stats, maxRSS: process.resourceUsage().maxRSS };
    process.stderr.write(JSON.stringify(report) + '\n');
  }
  return 0;
}
/** The breakdown's formatter (translations and all): loaded for a single hand only, not for a batch. */
const formatter = () => import('./score-format.ts');

async function single(args: Extract<Args, { mode: 'single' }>): Promise<number> {
  const { formatAnswer } = await formatter();
  const s = new CommandScorer(warn);
  const result = await s.withVenuesIfNamed(() => s.answer(args.hand));
  process.stdout.write(args.json ? JSON.stringify(result, null, 2) + '\n' : formatAnswer(result, String(args.hand.ruleset), args.hand));
  return handStatus(result);
}

/**
 * One hand's exit status: 0 when the command answered it (a result, the waits of a hand one short,
 * the discards of a full hand), 1 when the answer is an error (a hand that does not win, a bad
 * field …), so that a script can tell — the batch's is 0 whatever its results (score-api.md).
 */
function handStatus(result: { ok: boolean }): number {
  return result.ok ? 0 : 1;
}

/** `--compare`: the hand under every preset and venue of its ruleset (score-compare.ts). */
async function compare(args: Extract<Args, { mode: 'single' }>): Promise<number> {
  const { compareCommand, formatComparison } = await import('./score-compare.ts');
  const { formatAnswer } = await formatter();
  const { venuePresets } = await import('./score-venues.ts');
  const venues = venuePresets(warn);
  const s = scorer(venues);
  const c = compareCommand(s, args.hand, venues);
  if (args.json) process.stdout.write(JSON.stringify(c, null, 2) + '\n');
  else if ('rows' in c) process.stdout.write(formatComparison(c, s.engines.find((e) => e.ruleset.id === args.hand.ruleset)!.ruleset));
  else process.stdout.write(formatAnswer(c, String(args.hand.ruleset)));
  // A comparison made is an answer, whatever its rows say; a hand it could not be made for is not.
  return 'rows' in c ? 0 : handStatus(c);
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if ('usage' in args) {
    // The whole usage when nothing was asked; after a mistake, the one line that says what is wrong
    // (the usage's forty lines below it pushed it off a phone-sized terminal).
    process.stderr.write(argv.length === 0 ? `${args.usage}\n${USAGE}\n` : `${args.usage}\n(score --help lists every option)\n`);
    return 2;
  }
  if (args.mode === 'help') {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (args.mode === 'jsonl') {
    return batch(args.jobs ?? availableParallelism(), args.jobs !== null);
  }
  return args.compare ? compare(args) : single(args);
}

process.exitCode = await main(process.argv.slice(2));
