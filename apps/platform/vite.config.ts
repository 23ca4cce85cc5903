import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localeScript, themeScript } from '@readyteams/ui/utils';
import { linguiCataloguesVite } from '../../scripts/lingui-catalogues.ts';
import { prerender } from './vite-prerender.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Paths the API server answers at the root of its origin (openapi.yaml); the dev server forwards them.
const apiPaths = [
  '/authentication',
  '/profile',
  '/password-reset',
  '/waitlist',
  '/scenarios',
  '/scenario-categories',
  '/scenario-tags',
  '/favorites',
  '/reorder',
  '/sessions',
  '/host-sessions',
  // The report and its files (the app's own page is /dashboard/impact).
  '/reports/impact',
  '/reports/impact.csv',
  '/reports/impact.pdf',
  '/check-ins',
  '/join/',
  '/companies',
  '/users',
  '/faqs',
  '/faq-categories',
  '/faq-tags',
  '/help-guides',
  '/help-categories',
  '/s3-presigned',
  '/uploads',
  '/health',
];
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3030';

// The participant page is its own tiny entry (join.html) so phones never load the main bundle.

// In dev, serve join.html for /join?pin=XXXX like the production server does.
const joinPageInDev = (): Plugin => ({
  name: 'readyteams-join-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/join\/?(\?.*)?$/.test(req.url))
        req.url = req.url.replace(/^\/join\/?/, '/join.html');
      next();
    });
  },
});

// The app's pages (not the participant page, which stays light) put the stored colour theme on <html> before their
// first paint; ThemeProvider (src/app/app.tsx) takes over once the app runs. The API server's Content-Security-Policy
// allows the inline script by its hash.
const themeBeforePaint = (): Plugin => ({
  name: 'readyteams-theme-before-paint',
  transformIndexHtml: (html, { filename }) =>
    filename.endsWith('/index.html')
      ? html.replace('<meta charset="UTF-8" />', (charset) => `${charset}<script>${themeScript()}</script>`)
      : html,
});

// Every page (the participant page, and the app's: index.html, the template of the prerendered landing and sign-in
// pages and of the shell) puts its language on <html> (lang, dir) before its first paint, and picks the prerendered
// markup in that language (vite-prerender.ts); the API server's Content-Security-Policy allows the inline script by
// its hash.
const localeBeforePaint = (): Plugin => ({
  name: 'readyteams-locale-before-paint',
  transformIndexHtml: (html, { filename }) =>
    filename.endsWith('/join.html') || filename.endsWith('/index.html')
      ? html.replace('<meta charset="UTF-8" />', (charset) => `${charset}<script>${localeScript()}</script>`)
      : html,
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    linguiCataloguesVite(),
    themeBeforePaint(),
    localeBeforePaint(),
    joinPageInDev(),
    prerender(),
  ],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(
        apiPaths.map((path) => [`^${path === '/join/' ? '/join/' : `${path}(/|\\?|$)`}`, apiTarget]),
      ),
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    // dist/.vite/manifest.json: the bench derives what each route loads from it (never served: a dot-folder).
    manifest: true,
    rolldownOptions: {
      input: { main: here('./index.html'), join: here('./join.html') },
      // qrcode.react does not declare itself free of side effects, so without this every page that
      // imports the ui views chunk (the landing page) would carry it unused.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('qrcode.react') },
    },
  },
});
