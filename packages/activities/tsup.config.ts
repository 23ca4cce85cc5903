import { defineConfig } from 'tsup';

// One entry per activity with rules of its own (src/<kind>/index.ts), each a subpath of the package's exports:
// '@readyteams/activities/decision'; and the live channel's shapes of every kind, '@readyteams/activities/live' (the
// only entry that loads zod).
const entry = {
  index: 'src/index.ts',
  decision: 'src/decision/index.ts',
  live: 'src/live.ts',
};

export default defineConfig({
  entry,
  format: ['esm'],
  // tsup's dts step sets baseUrl, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
