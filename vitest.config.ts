import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // The fixture build (tests/fixture/build-fixture.ts): once per run, before the tests.
    globalSetup: ['tests/fixture/global-setup.ts'],
    // Test files side by side on every core. Vitest's default leaves one core out (one worker on a
    // 2-core machine), but most of the long files wait on Chromium, on child processes or on a page
    // settling, not on their own thread: two workers overlap that waiting with the engine's tests.
    maxWorkers: Math.max(2, availableParallelism()),
    // Many tests start a command (a process: score, venue, a build step) and wait for it; on a busy
    // 2-core machine one can pass Vitest's 5 s default with nothing wrong. A guard, not a timing.
    testTimeout: 30_000,
  },
});
