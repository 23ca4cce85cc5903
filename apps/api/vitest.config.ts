import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Two cores on CI: one embedded database per file, two files at a time.
    maxWorkers: 2,
    env: { ARGON2_PROFILE: 'test', LOG_LEVEL: 'silent' },
    projects: [
      {
        // Unit tests beside the code they test (src/slides/*.test.ts): pure functions, no database, no server.
        extends: true,
        // One worker, its modules shared by the files (they hold no state): the import of the contract and the kinds'
        // modules is most of their time, paid once.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          // A kind's tests through the API (src/slides/<kind>/*.api.test.ts) are the api project's.
          exclude: [...configDefaults.exclude, 'src/**/*.api.test.ts'],
          isolate: false,
          fileParallelism: false,
          // Before the API's files, which run two at a time (projects of different parallelism run in groups).
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // And each kind's own through the API, beside its code.
          include: ['test/**/*.test.ts', 'src/slides/*/*.api.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files of a worker share its modules: loading the server's modules again for each file took half the
          // suite's CPU (231 s -> 148 s on two cores). Each file still starts servers of its own (test/helpers.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
