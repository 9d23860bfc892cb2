/**
 * `npm run score`: the score command (score.ts), started from plain JavaScript so that Node's compile
 * cache is on before any TypeScript is loaded — score.ts itself and everything it imports then come
 * from the cache (stripped and compiled once per change), and Node's TypeScript stripper is not even
 * loaded. That is most of a run's start-up. `node scripts/score.ts` works the same, a little slower to start.
 *
 * Run with a Node that cannot load TypeScript (the system's Node 20, say, where `npm run score` would
 * use the project's own Node 24), it says so in one line instead of a stack trace about ".ts".
 */
import module from 'node:module';

if (!process.features?.typescript) {
  process.stderr.write(
    `score: this Node (${process.version}) cannot run the project's TypeScript. Run it as npm run score -- …, ` +
      `which uses the Node that npm ci installed into node_modules (or use Node 22.18 or newer).\n`,
  );
  process.exit(2);
}
module.enableCompileCache?.();
// The command as one bundle when one was made from the sources as they are (score-bundle.mjs).
const { freshScoreBundle } = await import('./score-bundle.mjs');
await import(freshScoreBundle() ?? './score.ts');
