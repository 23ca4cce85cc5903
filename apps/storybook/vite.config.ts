import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

const repo = fileURLToPath(new URL('../..', import.meta.url));

// Stories run against the packages' sources, not their builds, so editing a component needs no rebuild.
function sourceAliases(): Alias[] {
  const aliases: Alias[] = [
    { find: /^@readyteams\/ui$/, replacement: `${repo}packages/ui/src/index.ts` },
    { find: /^@readyteams\/ui\/styles\.css$/, replacement: `${repo}packages/ui/src/styles.css` },
    { find: /^@readyteams\/ui\/(.+)$/, replacement: `${repo}packages/ui/src/families/$1.ts` },
  ];
  for (const pkg of ['forms', 'api-client']) {
    const entry = `${repo}packages/${pkg}/src/index.ts`;
    if (existsSync(entry)) aliases.push({ find: new RegExp(`^@readyteams/${pkg}$`), replacement: entry });
  }
  return aliases;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: sourceAliases() },
  server: { fs: { allow: [repo] } },
  // Pre-bundled up front: discovering them mid-run makes Vite reload the page and tests flake.
  optimizeDeps: {
    include: [
      'radix-ui',
      'cmdk',
      'react-day-picker',
      'date-fns',
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
    ],
  },
});
