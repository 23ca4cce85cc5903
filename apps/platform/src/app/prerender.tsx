import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { activateLocale, isLocale, locales } from '@readyteams/ui/i18n';
import { i18n } from '../lib/i18n';
import { joinCatalogues } from '../live/join/catalogues';
import { JoinRoot } from '../live/join/join-root';
import { App } from './app';
import { resolveRouteModules, routes } from './routes';
import { ShellSkeleton } from './shell-skeleton';

// Build time only (Node, loaded by vite-prerender.ts): the public first screens as static HTML, so they paint
// before any JavaScript arrives. The browser then hydrates that HTML with the very same tree (src/main.tsx,
// src/live/join/main.tsx).

/** The participant page's languages besides English, each prerendered too (picked by the page's language). */
const joinLocales = locales.filter((locale) => locale !== 'en');

/**
 * The prerendered pages: the path, the built HTML it starts from and the file it is written to (the server maps
 * the path to it), the route modules it runs, the images of its first screen (preloaded), and its variants: the
 * views a query string asks for, and the page in another language, prerendered too and put in place before the
 * first paint ({pin}: the code in the address; the first variant that fits wins).
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
    variants: [{ when: '[?&]isSignUp=true(&|$)', path: '/auth?isSignUp=true' }],
  },
  // The participant page: the code form, or with a code in the address (the QR code's link) the joining state; each
  // in the language the phone shows it in.
  {
    path: '/join',
    template: 'join.html',
    file: 'join.html',
    // The joined page and its live channel: not needed for the first screens, but soon.
    modules: ['src/live/join/live-participant.tsx'],
    brandFont: false,
    variants: [
      ...joinLocales.map((locale) => ({
        when: '[?&]pin=[^&]',
        locale,
        path: `/join?pin={pin}&locale=${locale}`,
        preloadScripts: true,
      })),
      { when: '[?&]pin=[^&]', path: '/join?pin={pin}', preloadScripts: true },
      ...joinLocales.map((locale) => ({ when: '', locale, path: `/join?locale=${locale}` })),
    ],
  },
];

/** The app shell's placeholder (spa.html), shown until the app renders. */
export const renderShell = () => renderToString(<ShellSkeleton />);

/** The markup of the page at `path` (one render; the page's lazy route modules are loaded first). */
export async function render(path: string): Promise<string> {
  const url = new URL(path, 'http://prerender');
  if (url.pathname === '/join') {
    const locale = url.searchParams.get('locale') ?? 'en';
    await activateLocale(i18n, isLocale(locale) ? locale : 'en', joinCatalogues);
    return renderToString(<JoinRoot initialPin={url.searchParams.get('pin') ?? ''} />);
  }
  await resolveRouteModules(url.pathname);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
