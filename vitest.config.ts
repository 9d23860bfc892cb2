import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // The fixture build (tests/fixture/build-fixture.ts): once per run, before the tests.
    globalSetup: ['tests/fixture/global-setup.ts'],
  },
});
