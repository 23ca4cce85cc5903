import { defineConfig } from 'vitest/config';

// Contract tests run in node; client tests run in happy-dom (cookies, local storage, XMLHttpRequest)
// against real local HTTP servers started by the tests themselves.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
