import { defineConfig } from 'tsup';
import { linguiCatalogues } from '../../scripts/lingui-catalogues';
import { clientDirective } from '../../scripts/tsup-client-directive';
import { moduleEntries } from '../../scripts/tsup-module-entries';

// One entry per component family so an app importing '@readyteams/ui/button' loads only the button
// (shared code lands in chunks; every dependency stays external).
const families = {
  index: 'src/index.ts',
  utils: 'src/families/utils.ts',
  button: 'src/families/button.ts',
  form: 'src/families/form.ts',
  overlay: 'src/families/overlay.ts',
  feedback: 'src/families/feedback.ts',
  layout: 'src/families/layout.ts',
  patterns: 'src/families/patterns.ts',
  views: 'src/families/views.ts',
  reports: 'src/families/reports.ts',
  marketing: 'src/families/marketing.ts',
  icons: 'src/families/icons.ts',
  live: 'src/families/live.ts',
  'live-participant': 'src/families/live-participant.ts',
  theme: 'src/families/theme.ts',
  i18n: 'src/families/i18n.ts',
};

export default defineConfig({
  // And a file per module, so an app's pages load only the components they use.
  entry: { ...families, ...moduleEntries(['components', 'lib']) },
  format: ['esm'],
  // Types for the public entries only (tsup's dts step sets baseUrl, which TypeScript 6 deprecates).
  dts: { entry: families, compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Every family holds components with state or Radix parts, except the class-name helpers and the icon set.
  plugins: [clientDirective({ serverEntries: ['utils', 'icons'] })],
  // The message catalogues, compiled for the Lingui runtime (which compiles them itself only in development).
  esbuildPlugins: [linguiCatalogues()],
});
