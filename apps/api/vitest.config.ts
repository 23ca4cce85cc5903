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
    env: { ARGON2_PROFILE: 'test', LOG_LEVEL: 'silent' },
  },
});
