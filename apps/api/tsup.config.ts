import { existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The live channel (src/live) is owned by another part of the team and may not exist yet;
// it is built as its own entry so the server can load it at run time when present.
const entry = ['src/index.ts', ...(existsSync('src/live/index.ts') ? ['src/live/index.ts'] : [])];

export default defineConfig({
  entry,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
});
