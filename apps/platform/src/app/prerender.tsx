import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { JoinRoot } from '../live/join/join-root';
import { App } from './app';
import { patchAdminRoutes, resolveRouteModules, routes } from './routes';

// Build time only (Node, loaded by vite-prerender.ts): the public first screens as static HTML, so they paint
// before any JavaScript arrives. The browser then hydrates that HTML with the very same tree (src/main.tsx,
// src/live/join/main.tsx).

/**
 * The prerendered pages: the path, the built HTML it starts from and the file it is written to (the server maps
 * the path to it), the route modules it runs, the images of its first screen (preloaded), and the query strings
 * for which it shows another view (the HTML is then dropped before it paints and the app renders the page).
 */
export const prerenderedPages = [
  {
    path: '/',
    template: 'index.html',
    file: 'index.html',
    modules: ['src/pages/landing/landing-route.tsx'],
    preload: ['/media/explainer-poster.svg'],
  },
  {
    path: '/auth',
    template: 'index.html',
    file: 'auth.html',
    modules: ['src/app/app-providers.tsx', 'src/pages/auth/auth-route.tsx'],
    replaceWhen: '[?&]isSignUp=true(&|$)',
  },
  // The participant page without a code (with one, it joins at once).
  { path: '/join', template: 'join.html', file: 'join.html', modules: [], replaceWhen: '[?&]pin=[^&]' },
];

/** The markup of the page at `path` (one render; the page's lazy route modules are loaded first). */
export async function render(path: string): Promise<string> {
  if (path === '/join') return renderToString(<JoinRoot initialPin="" />);
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
