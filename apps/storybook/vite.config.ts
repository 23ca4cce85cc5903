import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { linguiCataloguesVite } from '../../scripts/lingui-catalogues';

const repo = fileURLToPath(new URL('../..', import.meta.url));

// Stories run against the packages' sources, not their builds, so editing a component needs no rebuild.
function sourceAliases(): Alias[] {
  return [
    { find: /^@readyteams\/ui$/, replacement: `${repo}packages/ui/src/index.ts` },
    { find: /^@readyteams\/ui\/styles\.css$/, replacement: `${repo}packages/ui/src/styles.css` },
    { find: /^@readyteams\/ui\/(.+)$/, replacement: `${repo}packages/ui/src/families/$1.ts` },
    { find: /^@readyteams\/forms$/, replacement: `${repo}packages/forms/src/index.ts` },
    { find: /^@readyteams\/forms\/(.+)$/, replacement: `${repo}packages/forms/src/families/$1.ts` },
    { find: /^@readyteams\/api-client$/, replacement: `${repo}packages/api-client/src/index.ts` },
    { find: /^@readyteams\/api-client\/(.+)$/, replacement: `${repo}packages/api-client/src/$1.ts` },
    { find: /^@readyteams\/activities$/, replacement: `${repo}packages/activities/src/index.ts` },
    // A kind's folder (src/decision/index.ts) or a module of its own (src/live.ts): Vite resolves either.
    { find: /^@readyteams\/activities\/(.+)$/, replacement: `${repo}packages/activities/src/$1` },
  ];
}

export default defineConfig({
  plugins: [react(), tailwindcss(), linguiCataloguesVite()],
  resolve: { alias: sourceAliases() },
  server: { fs: { allow: [repo] } },
  // Pre-bundled up front: discovering them mid-run makes Vite reload the page and tests flake.
  optimizeDeps: {
    include: [
      'radix-ui',
      'cmdk',
      'react-day-picker',
      'date-fns',
      // The calendar's month and weekday names in each language, loaded once the language is active.
      'date-fns/locale/es',
      'date-fns/locale/de',
      'date-fns/locale/fr',
      'date-fns/locale/ar',
      'lucide-react',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      'qrcode.react',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'react-hook-form',
      // Installed only under packages/forms, so reached through it.
      '@readyteams/forms > @hookform/resolvers',
      '@readyteams/forms > @hookform/resolvers/zod',
      'zod',
      'msw',
      'msw-storybook-addon',
      'react-dom/client',
      // Used by the platform's screen stories and the test runner itself.
      'react-router',
      '@tanstack/react-query',
      'openapi-fetch',
      'socket.io-client',
      'storybook/test',
      // The language test composes every story itself.
      '@storybook/react-vite',
      // The kit's languages (and the message compiler the language tests use).
      '@lingui/core',
      '@lingui/react',
      '@lingui/message-utils/compileMessage',
      // Imported by the Storybook preview (.storybook/*).
      'storybook/internal/core-events',
      'storybook/preview-api',
      'storybook/theming',
      '@storybook/addon-a11y/preview',
      '@storybook/addon-docs/blocks',
    ],
  },
});
