import { defineConfig } from 'vitest/config';

// Pure helpers only; components are tested through their stories in apps/storybook.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
