import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { activateLocale, isLocale, LocaleProvider, locales, type Locale } from '@readyteams/ui/i18n';
import { appCatalogues } from '../i18n/catalogues';
import { i18n } from '../lib/i18n';
import { joinCatalogues } from '../live/join/catalogues';
import { JoinRoot } from '../live/join/join-root';
import { App } from './app';
import { resolveRouteModules, routes } from './routes';
import { ShellSkeleton } from './shell-skeleton';

// The route table's addresses, which the build writes for the server (routes.json, vite-prerender.ts).
export { routePatterns } from './routes';

// Build time only (Node, loaded by vite-prerender.ts): the public first screens as static HTML, so they paint
// before any JavaScript arrives. The browser then hydrates that HTML with the very same tree (src/main.tsx,
// src/live/join/main.tsx).

/**
 * The languages besides English: each prerendered page is prerendered in each of them too, the one the page shows
 * picked before the first paint (the inline localeScript, vite.config.ts, puts it on window.__locale).
 */
const otherLocales = locales.filter((locale) => locale !== 'en');

/** The page at `path` in each language besides English (`locale` in the address says which, see render). */
const inEachLanguage = (when: string, path: string) =>
  otherLocales.map((locale) => ({
    when,
    locale,
    path: `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`,
  }));

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
    variants: inEachLanguage('', '/'),
  },
  {
    path: '/auth',
    template: 'index.html',
    file: 'auth.html',
    modules: ['src/app/app-providers.tsx', 'src/pages/auth/auth-route.tsx'],
    variants: [
      ...inEachLanguage('[?&]isSignUp=true(&|$)', '/auth?isSignUp=true'),
      { when: '[?&]isSignUp=true(&|$)', path: '/auth?isSignUp=true' },
      ...inEachLanguage('', '/auth'),
    ],
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
      ...otherLocales.map((locale) => ({
        when: '[?&]pin=[^&]',
        locale,
        path: `/join?pin={pin}&locale=${locale}`,
        preloadScripts: true,
      })),
      { when: '[?&]pin=[^&]', path: '/join?pin={pin}', preloadScripts: true },
      ...otherLocales.map((locale) => ({ when: '', locale, path: `/join?locale=${locale}` })),
    ],
  },
];

/**
 * The app shell's placeholder (spa.html), shown until the app renders, in each language (English first; the page
 * puts the one it shows in place before the first paint, vite-prerender.ts).
 */
export async function renderShell(): Promise<Record<Locale, string>> {
  const shells: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    await activateLocale(i18n, locale, appCatalogues);
    shells[locale] = renderToString(
      <LocaleProvider i18n={i18n} catalogues={appCatalogues}>
        <ShellSkeleton />
      </LocaleProvider>,
    );
  }
  return shells as Record<Locale, string>;
}

/**
 * The markup of the page at `path` (one render; the page's lazy route modules are loaded first), in the language
 * its `locale` parameter names (English without one), which the page's own address then goes without.
 */
export async function render(path: string): Promise<string> {
  const url = new URL(path, 'http://prerender');
  const asked = url.searchParams.get('locale') ?? 'en';
  const locale = isLocale(asked) ? asked : 'en';
  if (url.pathname === '/join') {
    await activateLocale(i18n, locale, joinCatalogues);
    return renderToString(<JoinRoot initialPin={url.searchParams.get('pin') ?? ''} />);
  }
  url.searchParams.delete('locale');
  await Promise.all([activateLocale(i18n, locale, appCatalogues), resolveRouteModules(url.pathname)]);
  const router = createMemoryRouter(routes, { initialEntries: [`${url.pathname}${url.search}`] });
  return renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
