import { defineConfig } from 'vitest/config';

// Unit tests beside each activity's rules: pure functions, no DOM.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
