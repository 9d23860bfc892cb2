/**
 * A worker thread of `score --jsonl --jobs N` (score-worker.ts), started from plain JavaScript for the
 * reason score.mjs gives: the compile cache is on before the worker's TypeScript is loaded.
 */
import module from 'node:module';

module.enableCompileCache?.();
await import('./score-worker.ts');
