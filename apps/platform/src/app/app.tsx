import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { patchAdminRoutes, routes } from './routes';

/** The app's router on the browser's address (created once the current page's route modules are loaded). */
export const createAppRouter = () =>
  createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });

// Kept light on purpose: sign-in state, the query client, API client, toaster and tooltips load with the
// first page that needs them (src/app/app-providers.tsx, a lazy layout route), not before the landing paints.
// The same component renders the prerendered pages at build time (src/app/prerender.tsx, on a memory router).
export function App({ router }: { router: DataRouter }) {
  useEffect(() => {
    // The page is live: prerendered HTML (marked data-prerendered) has been hydrated or replaced.
    document.getElementById('root')?.removeAttribute('data-prerendered');
  }, []);
  return <RouterProvider router={router} />;
}
