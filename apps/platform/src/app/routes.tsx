import type { ComponentType } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { RouteError, RouteLoading } from './route-error';

type RouteModule = { default: ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });
// The guards read the sign-in state (and so the API client package): lazy, to keep them out of the entry chunk.
const guard = (name: 'RequireAuth' | 'RequireAdmin') => async () => ({
  Component: (await import('./guards'))[name],
});

/**
 * A page whose first data is asked for along with its code (`prefetch` of the given module), not once the page's code
 * and everything it imports has loaded and run.
 */
const pageWithData =
  (load: () => Promise<RouteModule>, data: () => Promise<{ prefetch: () => void }>) => async () => {
    // The page asks again itself if this fails.
    void data()
      .then(({ prefetch }) => prefetch())
      .catch(() => {});
    return page(load)();
  };
const library = pageWithData(
  () => import('../pages/dashboard/library-route'),
  () => import('../pages/dashboard/library-data'),
);
const notFound = () => import('../pages/not-found-route');
const scenarioEditor = page(() => import('../admin/scenarios/scenario-editor-route'));
const playlistEditor = page(() => import('../pages/dashboard/playlist-editor-route'));
/** Screens only the operator's admins may use (company admins get the no-access page). */
const operatorOnly = page(() => import('../admin/require-operator-admin'));
/** The table's guards, one loader each: routes.test.ts finds them in the table by identity. */
export const guards = { auth: guard('RequireAuth'), admin: guard('RequireAdmin'), operatorOnly };
/** An admin section: its address alone goes to its list. */
const section = (path: string, list: string, children: RouteObject[]): RouteObject => ({
  path,
  children: [{ index: true, element: <Navigate to={list} replace /> }, ...children],
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first lazy route loads.
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, lazy: page(() => import('../pages/landing/landing-route')) },
      {
        // React Query, the API client and toasts: loaded with the first page that needs them.
        lazy: page(() => import('./app-providers')),
        children: [
          { path: 'auth', lazy: page(() => import('../pages/auth/auth-route')) },
          { path: 'forgot-password', lazy: page(() => import('../pages/auth/forgot-password-route')) },
          { path: 'reset-password', lazy: page(() => import('../pages/auth/reset-password-route')) },
          { path: 'verify-email', lazy: page(() => import('../pages/auth/verify-email-route')) },
          { path: 'terms-of-service', lazy: page(() => import('../pages/legal/terms-of-service-route')) },
          { path: 'privacy-policy', lazy: page(() => import('../pages/legal/privacy-policy-route')) },
          { path: 'accessibility', lazy: page(() => import('../pages/legal/accessibility-statement-route')) },
          { path: 'session/:pin', lazy: page(() => import('../live/presenter-route')) },
          { path: 'host-controls/:pin', lazy: page(() => import('../live/host-controls-route')) },
          // The impact report for the server's PDF printer (it signs in with the caller's cookie): no dashboard.
          { path: 'impact/print', lazy: page(() => import('../reports/impact-print-route')) },
          // A follow-up e-mail's check-in link: no account.
          { path: 'check-in/:token', lazy: page(() => import('../pages/check-in/check-in-route')) },
          {
            lazy: guards.auth,
            children: [
              {
                lazy: page(() => import('./dashboard-layout')),
                children: [
                  {
                    path: 'dashboard',
                    children: [
                      { index: true, lazy: library },
                      { path: 'library', lazy: library },
                      { path: 'favorites', lazy: page(() => import('../pages/dashboard/favorites-route')) },
                      {
                        path: 'help-guides',
                        lazy: page(() => import('../pages/dashboard/help-guides-route')),
                      },
                      { path: 'reports', lazy: page(() => import('../pages/dashboard/reports-route')) },
                      { path: 'reports/:id', lazy: page(() => import('../live/report-route')) },
                      { path: 'impact', lazy: page(() => import('../reports/impact-route')) },
                      { path: 'team', lazy: page(() => import('../pages/dashboard/team-route')) },
                      {
                        path: 'playlists',
                        children: [
                          { index: true, lazy: page(() => import('../pages/dashboard/playlists-route')) },
                          { path: 'new', lazy: playlistEditor },
                          { path: ':id', lazy: page(() => import('../pages/dashboard/playlist-route')) },
                          { path: ':id/edit', lazy: playlistEditor },
                        ],
                      },
                      // The back-office: company admins reach the scenarios and users screens, everything else
                      // is for the operator's admins.
                      {
                        path: 'admin',
                        lazy: guards.admin,
                        children: [
                          { index: true, lazy: page(() => import('../admin/admin-home-route')) },
                          section('scenario', 'manage-scenarios', [
                            {
                              path: 'manage-scenarios',
                              lazy: page(() => import('../admin/scenarios/manage-scenarios-route')),
                            },
                            { path: 'new-scenario', lazy: scenarioEditor },
                            { path: 'edit/:id', lazy: scenarioEditor },
                            {
                              lazy: operatorOnly,
                              children: [
                                {
                                  path: 'manage-categories',
                                  lazy: page(() => import('../admin/scenarios/manage-categories-route')),
                                },
                                {
                                  path: 'manage-tags',
                                  lazy: page(() => import('../admin/scenarios/manage-tags-route')),
                                },
                              ],
                            },
                          ]),
                          section('users', 'manage-users', [
                            {
                              path: 'manage-users',
                              lazy: page(() => import('../admin/users/manage-users-route')),
                            },
                            {
                              path: 'new-user',
                              lazy: page(() => import('../admin/users/user-editor-route')),
                            },
                            {
                              path: 'edit/:id',
                              lazy: page(() => import('../admin/users/user-editor-route')),
                            },
                          ]),
                          {
                            lazy: operatorOnly,
                            children: [
                              section('companies', 'manage-companies', [
                                {
                                  path: 'manage-companies',
                                  lazy: page(() => import('../admin/companies/manage-companies-route')),
                                },
                                {
                                  path: 'new-company',
                                  lazy: page(() => import('../admin/companies/company-editor-route')),
                                },
                                {
                                  path: 'edit/:id',
                                  lazy: page(() => import('../admin/companies/company-editor-route')),
                                },
                              ]),
                              section('faq', 'manage-faqs', [
                                {
                                  path: 'manage-faqs',
                                  lazy: page(() => import('../admin/faqs/manage-faqs-route')),
                                },
                                {
                                  path: 'new-faq',
                                  lazy: page(() => import('../admin/faqs/faq-editor-route')),
                                },
                                {
                                  path: 'edit/:id',
                                  lazy: page(() => import('../admin/faqs/faq-editor-route')),
                                },
                              ]),
                              section('help-guides', 'manage-help-guides', [
                                {
                                  path: 'manage-help-guides',
                                  lazy: page(() => import('../admin/help-guides/manage-help-guides-route')),
                                },
                                {
                                  path: 'new-help-guide',
                                  lazy: page(() => import('../admin/help-guides/help-guide-editor-route')),
                                },
                                {
                                  path: 'edit/:id',
                                  lazy: page(() => import('../admin/help-guides/help-guide-editor-route')),
                                },
                              ]),
                            ],
                          },
                          { path: '*', lazy: page(notFound) },
                        ],
                      },
                    ],
                  },
                  { path: 'settings', lazy: page(() => import('../pages/dashboard/settings-route')) },
                ],
              },
            ],
          },
          { path: '*', lazy: page(notFound) },
        ],
      },
    ],
  },
];

/**
 * The addresses the route table serves, as patterns (`/session/:pin`), its not-found routes (`*`) left out. The build
 * writes them for the server (dist/routes.json, vite-prerender.ts), which answers any other address 404 with the
 * app, whose not-found route then shows.
 */
export function routePatterns(table: RouteObject[] = routes, parent = ''): string[] {
  const patterns = table.flatMap((route): string[] => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || route.path ? [path || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
  return [...new Set(patterns)];
}

/**
 * Loads the lazy route modules the given path matches and puts them on the route objects, so the router's first
 * render is the whole page at once. Used by the build-time prerender (src/app/prerender.tsx) and by the browser
 * before it hydrates that HTML: both sides then render the same tree. A module that fails to load is left lazy
 * (the router shows its error page as usual).
 */
export async function resolveRouteModules(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      } catch {
        // keep the lazy route: the router loads it again and shows the error element if it still fails
      }
    }),
  );
}
