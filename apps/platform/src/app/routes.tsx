import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouteError } from './route-error';

type RouteModule = { default: ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });
// The guards read the sign-in state (and so the API client package): lazy, to keep them out of the entry chunk.
const guard = (name: 'RequireAuth' | 'RequireAdmin') => async () => ({
  Component: (await import('./guards'))[name],
});

// The live views and the admin back-office belong to other parts of the team. They are found with
// import.meta.glob so this table builds (and their routes show the not-found page) before their files exist.
const liveModules = import.meta.glob<RouteModule>('../live/*-route.tsx');
const adminModules = import.meta.glob<{ adminRoutes: RouteObject[] }>('../admin/routes.tsx');
const adminHome = import.meta.glob<RouteModule>('../admin/admin-home-route.tsx');

const notFound = () => import('../pages/not-found-route');
const livePage = (file: string) => page(liveModules[`../live/${file}`] ?? notFound);

export const ADMIN_ROUTE_ID = 'admin';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first lazy route loads.
    hydrateFallbackElement: <p className="sr-only">Loading...</p>,
    children: [
      { index: true, lazy: page(() => import('../pages/landing/landing-route')) },
      {
        // React Query, the API client, toasts and tooltips: loaded with the first page that needs them.
        lazy: page(() => import('./app-providers')),
        children: [
          { path: 'auth', lazy: page(() => import('../pages/auth/auth-route')) },
          { path: 'forgot-password', lazy: page(() => import('../pages/auth/forgot-password-route')) },
          { path: 'reset-password', lazy: page(() => import('../pages/auth/reset-password-route')) },
          { path: 'terms-of-service', lazy: page(() => import('../pages/legal/terms-of-service-route')) },
          { path: 'privacy-policy', lazy: page(() => import('../pages/legal/privacy-policy-route')) },
          { path: 'session/:pin', lazy: livePage('presenter-route.tsx') },
          { path: 'host-controls/:pin', lazy: livePage('host-controls-route.tsx') },
          {
            lazy: guard('RequireAuth'),
            children: [
              {
                lazy: page(() => import('./dashboard-layout')),
                children: [
                  {
                    path: 'dashboard',
                    children: [
                      { index: true, lazy: page(() => import('../pages/dashboard/library-route')) },
                      { path: 'library', lazy: page(() => import('../pages/dashboard/library-route')) },
                      { path: 'favorites', lazy: page(() => import('../pages/dashboard/favorites-route')) },
                      {
                        path: 'help-guides',
                        lazy: page(() => import('../pages/dashboard/help-guides-route')),
                      },
                      { path: 'reports', lazy: page(() => import('../pages/dashboard/reports-route')) },
                      { path: 'reports/:id', lazy: livePage('report-route.tsx') },
                      { path: 'team', lazy: page(() => import('../pages/dashboard/team-route')) },
                      // The back-office's routes are patched in on first navigation (see patchAdminRoutes);
                      // the catch-all keeps unknown admin paths behind sign-in and the admin check.
                      {
                        id: ADMIN_ROUTE_ID,
                        path: 'admin',
                        lazy: guard('RequireAdmin'),
                        children: [
                          // Known up front: a direct visit to /dashboard/admin matches fully and patches nothing.
                          { index: true, lazy: page(adminHome['../admin/admin-home-route.tsx'] ?? notFound) },
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

let adminPatched = false;

/** Lazy route discovery for the admin back-office: its route objects load on the first /dashboard/admin visit. */
export async function patchAdminRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) {
  if (adminPatched || !path.startsWith('/dashboard/admin')) return;
  const load = adminModules['../admin/routes.tsx'];
  adminPatched = true;
  if (!load) return;
  const { adminRoutes } = await load();
  // Accept absolute paths ("/dashboard/admin/users/...") as well as relative ones.
  const relative = (route: RouteObject): RouteObject => {
    if (!route.path?.startsWith('/dashboard/admin')) return route;
    const rest = route.path.slice('/dashboard/admin'.length).replace(/^\//, '');
    if (rest) return { ...route, path: rest } as RouteObject;
    return (
      route.children ? { ...route, path: undefined } : { ...route, path: undefined, index: true }
    ) as RouteObject;
  };
  // The index route is already in the table (see above).
  patch(
    ADMIN_ROUTE_ID,
    adminRoutes.map(relative).filter((route) => !route.index),
  );
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
