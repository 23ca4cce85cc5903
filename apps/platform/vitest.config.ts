import { defineConfig } from 'vitest/config';

// Unit tests of the app's own helpers (node). The browser journeys are the e2e suite (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
