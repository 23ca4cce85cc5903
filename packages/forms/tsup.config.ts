import { defineConfig } from 'tsup';
import { linguiCatalogues } from '../../scripts/lingui-catalogues';
import { clientDirective } from '../../scripts/tsup-client-directive';

// One entry per form family, so an app importing '@readyteams/forms/auth' loads only the auth forms
// (shared code lands in chunks; every dependency stays external). Stories and tests never ship.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    auth: 'src/families/auth.ts',
    account: 'src/families/account.ts',
    admin: 'src/families/admin.ts',
    scenario: 'src/families/scenario.ts',
    schemas: 'src/families/schemas.ts',
    i18n: 'src/families/i18n.ts',
  },
  format: ['esm'],
  // tsup's dts step sets baseUrl, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@readyteams/ui'],
  // Every family holds form components (react-hook-form state) except the schemas and payload mappers.
  plugins: [clientDirective({ serverEntries: ['schemas', 'i18n'] })],
  esbuildPlugins: [linguiCatalogues()],
});
