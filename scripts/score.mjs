/**
 * `npm run score`: the score command (score.ts), started from plain JavaScript so that Node's compile
 * cache is on before any TypeScript is loaded — score.ts itself and everything it imports then come
 * from the cache (stripped and compiled once per change), and Node's TypeScript stripper is not even
 * loaded. That is most of a run's start-up. `node scripts/score.ts` works the same, a little slower to start.
 */
import module from 'node:module';

module.enableCompileCache?.();
await import('./score.ts');
