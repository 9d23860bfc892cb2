/**
 * A worker thread of `score --jsonl --jobs N` (score.ts): scores the blocks of lines the main
 * thread posts and posts each block's result lines back as UTF-8 bytes (transferred, not copied),
 * tagged with the block's sequence number (the main thread writes them in input order). It says
 * `ready` once the engine is loaded. The venue presets come from the main thread (`workerData`).
 */
import module from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ExtraPreset } from '../src/engine/score.ts';
import type { Block } from './score-lines.ts';

export interface Job {
  seq: number;
  block: Block;
}

export type WorkerMessage = { ready: true } | { seq: number; out: Uint8Array };

// As in score.ts: compiled code of the engine's modules is cached between runs.
module.enableCompileCache?.();
const { scorer } = await import('../src/engine/engines.ts');
const { scoreBlock } = await import('./score-lines.ts');

const s = scorer(workerData as ExtraPreset[]);
const encoder = new TextEncoder();
const port = parentPort!;
port.on('message', (job: Job) => {
  const out = encoder.encode(scoreBlock(s, job.block));
  port.postMessage({ seq: job.seq, out } satisfies WorkerMessage, [out.buffer]);
});
port.postMessage({ ready: true } satisfies WorkerMessage);
