import { defineConfig } from 'vitest/config';

// Unit tests: schemas, template, mappers and slide rules. Components are tested as stories (apps/storybook).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
