import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores on CI: one embedded database per file, two files at a time.
    maxWorkers: 2,
    // The files of a worker share its modules: loading the server's modules again for each file took half the suite's
    // CPU (231 s -> 148 s on two cores). Each file still starts servers of its own (test/helpers.ts).
    isolate: false,
    env: { ARGON2_PROFILE: 'test', LOG_LEVEL: 'silent' },
  },
});
