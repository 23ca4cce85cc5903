import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // Stories and tests never ship.
  external: ['react', 'react-dom', '@readyteams/ui'],
});
