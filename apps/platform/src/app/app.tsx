import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { ThemeProvider } from '@readyteams/ui/theme';
import { useMarkLive } from '../lib/prerendered';
import { routes } from './routes';

/** The app's router on the browser's address (created once the current page's route modules are loaded). */
export const createAppRouter = () => createBrowserRouter(routes);

// Kept light on purpose: sign-in state, the query client, API client, toaster and tooltips load with the
// first page that needs them (src/app/app-providers.tsx, a lazy layout route), not before the landing paints.
// The same component renders the prerendered pages at build time (src/app/prerender.tsx, on a memory router).
export function App({ router }: { router: DataRouter }) {
  useMarkLive();
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
