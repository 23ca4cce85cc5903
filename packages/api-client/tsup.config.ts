import { defineConfig } from 'tsup';

export default defineConfig({
  // The root entry carries the React hooks; live-events and types are safe for Node consumers (the API server).
  entry: { index: 'src/index.ts', 'live-events': 'src/live-events.ts', types: 'src/types.ts' },
  format: ['esm'],
  // tsup's dts step sets baseUrl, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query', 'openapi-fetch'],
});
