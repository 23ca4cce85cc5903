import { createBrowserRouter, RouterProvider } from 'react-router';
import { patchAdminRoutes, routes } from './routes';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });

// Kept light on purpose: sign-in state, the query client, API client, toaster and tooltips load with the
// first page that needs them (src/app/app-providers.tsx, a lazy layout route), not before the landing paints.
export function App() {
  return <RouterProvider router={router} />;
}
