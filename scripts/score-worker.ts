/**
 * A worker thread of `score --jsonl --jobs N` (score.ts): scores the blocks of lines the main
 * thread posts and posts each block's result lines back as UTF-8 bytes (transferred, not copied; the
 * main thread sends the buffer back once it has written them, to be written into again),
 * tagged with the block's sequence number (the main thread writes them in input order). It says
 * `ready` once the engine is loaded. The claim flags come from the main thread (`workerData`); the
 * venue presets are read here, as in the main thread, only once a hand names a preset the rulesets'
 * catalogue lacks (score-scorer.ts), and a warning about them goes to the main thread to be said once.
 *
 * A block waiting in this worker's queue may be taken back: before scoring it, the worker claims
 * it (its slot from `seq + 1`, "free", to `-(seq + 1)`, with `Atomics.compareExchange`); when the
 * main thread has claimed it first (to 0: it scored the block itself rather than wait), or the slot
 * has since passed to a later block, the worker only says it skipped it.
 */
import module from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { Block } from './score-lines.ts';

export interface Job {
  seq: number;
  block: Block;
}

export type WorkerMessage = { ready: true } | { seq: number; out: Uint8Array<ArrayBuffer> } | { seq: number; skipped: true } | { warning: string };

/** What the main thread posts: a block to score, or a result buffer back, its bytes written (to be written into again). */
export type ToWorker = Job | { recycle: ArrayBuffer };

export interface WorkerData {
  /** One claim slot per block handed out, at `seq % CLAIM_SLOTS`: `seq + 1` free, `-(seq + 1)` the worker's, 0 the main thread's. */
  claims: Int32Array;
}

/** Claim slots: more than the blocks that can be in flight or waiting at once (score.ts bounds them). */
export const CLAIM_SLOTS = 1024;

// As in score.ts: compiled code of the engine's modules is cached between runs.
module.enableCompileCache?.();
const { CommandScorer } = await import('./score-scorer.ts');
const { scoreBlock, ByteBuffers } = await import('./score-lines.ts');

const { claims } = workerData as WorkerData;
const port = parentPort!;
const s = new CommandScorer((warning) => port.postMessage({ warning } satisfies WorkerMessage));
/** Result buffers, back from the main thread once written: as many as blocks may be in flight, and one more. */
const buffers = new ByteBuffers(4);
port.on('message', (m: ToWorker) => {
  if ('recycle' in m) {
    buffers.give(m.recycle);
    return;
  }
  const job = m;
  const free = job.seq + 1;
  if (Atomics.compareExchange(claims, job.seq % CLAIM_SLOTS, free, -free) !== free) {
    port.postMessage({ seq: job.seq, skipped: true } satisfies WorkerMessage);
    return;
  }
  // Scored again with the venues (read then) when a hand named one.
  void s.withVenuesIfNamed(() => scoreBlock(s, job.block, buffers)).then((out) => port.postMessage({ seq: job.seq, out } satisfies WorkerMessage, [out.buffer]));
});
port.postMessage({ ready: true } satisfies WorkerMessage);
