import { defineConfig } from 'vitest/config';

// End-to-end tests: real server (apps/api, embedded PGlite) serving the built app, driven by one Chromium (setup.ts).
// Two files at a time against the one server: each file makes its own accounts and runs its sessions as its own
// host, so no file depends on another's state or order.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./setup.ts'],
    setupFiles: ['./csp-check.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // Failure deadlines, not speed claims: the suite runs beside other tests on two cores (scripts/run-tests.sh), and
    // every wait inside a test ends on what the product shows.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
