import { defineConfig } from 'tsup';

// One entry per activity (src/<kind>/index.ts), each a subpath of the package's exports: '@readyteams/activities/decision'.
const entry = {
  index: 'src/index.ts',
  decision: 'src/decision/index.ts',
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
