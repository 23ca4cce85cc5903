import { defineConfig } from 'vitest/config';

// End-to-end tests: real server (apps/api, embedded PGlite) serving the built app, driven by Chromium.
// Files run one after another against one server; each file uses its own accounts so order does not matter.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./setup.ts'],
    fileParallelism: false,
    // Generous bounds: the suite runs beside the static Storybook's test and the API's (scripts/run-tests.sh).
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
