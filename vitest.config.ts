import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/sequencer.ts';

/**
 * Test files that only import the project's modules and call them (the engine, the rule data, the
 * translations, the site's helpers): they share one module graph per worker (`isolate: false`),
 * instead of loading the rules, the engine and the translations again for each of some fifty files.
 * Nothing in them mocks a module or changes a module's state for the files after it.
 */
const IN_PROCESS = ['tests/engine/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/i18n/**/*.test.ts', 'tests/site/**/*.test.ts'];

/** Vitest's options for every test file (each project below names its own: projects do not inherit them). */
const common = {
  environment: 'node' as const,
  // Many tests start a command (a process: score, venue, a build step) and wait for it; on a busy
  // 2-core machine one can pass Vitest's 5 s default with nothing wrong. A guard, not a timing.
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    // The fixture build (tests/fixture/build-fixture.ts): once per run, before the tests, for both
    // projects (what it provides is read by every project).
    globalSetup: ['tests/fixture/global-setup.ts'],
    // Test files side by side on every core. Vitest's default leaves one core out (one worker on a
    // 2-core machine), but most of the long files wait on Chromium, on child processes or on a page
    // settling, not on their own thread: two workers overlap that waiting with the engine's tests.
    maxWorkers: Math.max(2, availableParallelism()),
    // The longest files first (tests/sequencer.ts), whether or not Vitest has timings cached.
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { ...common, name: 'in-process', include: IN_PROCESS, isolate: false } },
      { test: { ...common, name: 'commands-and-pages', include: ['tests/**/*.test.ts'], exclude: IN_PROCESS } },
    ],
  },
});
