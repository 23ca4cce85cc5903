import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app';
import { patchAdminRoutes, resolveRouteModules, routes } from './routes';

// Build time only (Node, loaded by vite-prerender.ts): the public first screens as static HTML, so they paint
// before any JavaScript arrives. The browser then hydrates that HTML with the very same tree (src/main.tsx).

/**
 * The prerendered pages: the path, the file it is written to (the server maps the path to it), its route modules
 * and the images of its first screen (preloaded).
 */
export const prerenderedPages = [
  {
    path: '/',
    file: 'index.html',
    modules: ['src/pages/landing/landing-route.tsx'],
    preload: ['/media/explainer-poster.svg'],
  },
  {
    path: '/auth',
    file: 'auth.html',
    modules: ['src/app/app-providers.tsx', 'src/pages/auth/auth-route.tsx'],
  },
];

/** The markup of the app at `path` (one render; the page's lazy route modules are loaded first). */
export async function render(path: string): Promise<string> {
  await resolveRouteModules(path);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: patchAdminRoutes,
  });
  return renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
