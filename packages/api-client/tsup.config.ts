import { defineConfig } from 'tsup';
import { clientDirective } from '../../scripts/tsup-client-directive';

export default defineConfig({
  // The root entry carries the React hooks; fetch (the client without React), live-events and types are safe for
  // Node consumers (the API server) and server components.
  entry: {
    index: 'src/index.ts',
    fetch: 'src/fetch.ts',
    'live-events': 'src/live-events.ts',
    types: 'src/types.ts',
  },
  format: ['esm'],
  // tsup's dts step sets baseUrl, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query', 'openapi-fetch'],
  plugins: [clientDirective({ serverEntries: ['fetch', 'live-events', 'types'] })],
});
