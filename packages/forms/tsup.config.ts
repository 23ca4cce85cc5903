import { defineConfig } from 'tsup';
import { linguiCatalogues } from '../../scripts/lingui-catalogues';
import { clientDirective } from '../../scripts/tsup-client-directive';
import { moduleEntries } from '../../scripts/tsup-module-entries';

// One entry per form family, so an app importing '@readyteams/forms/auth' loads only the auth forms
// (shared code lands in chunks; every dependency stays external). Stories and tests never ship.
const families = {
  index: 'src/index.ts',
  auth: 'src/families/auth.ts',
  account: 'src/families/account.ts',
  admin: 'src/families/admin.ts',
  scenario: 'src/families/scenario.ts',
  schemas: 'src/families/schemas.ts',
  i18n: 'src/families/i18n.ts',
};

export default defineConfig({
  // And a file per module, so an app's pages load only the forms, fields and schemas they use.
  entry: {
    ...families,
    ...moduleEntries(['auth', 'account', 'admin', 'scenario', 'lib']),
  },
  format: ['esm'],
  // Types for the public entries only (tsup's dts step sets baseUrl, which TypeScript 6 deprecates).
  dts: { entry: families, compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@readyteams/ui'],
  // Every family holds form components (react-hook-form state) except the schemas and payload mappers.
  plugins: [clientDirective({ serverEntries: ['schemas', 'i18n'] })],
  esbuildPlugins: [linguiCatalogues()],
});
