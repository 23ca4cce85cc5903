import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { LocaleProvider } from '@readyteams/ui/i18n';
import { ThemeProvider } from '@readyteams/ui/theme';
import { appCatalogues } from '../i18n/catalogues';
import { i18n } from '../lib/i18n';
import { useMarkLive } from '../lib/prerendered';
import { routes } from './routes';

/** The app's router on the browser's address (created once the current page's route modules are loaded). */
export const createAppRouter = () => createBrowserRouter(routes);

// Kept light on purpose: sign-in state, the query client, API client and toasts load with the
// first page that needs them (src/app/app-providers.tsx, a lazy layout route), not before the landing paints.
// The same component renders the prerendered pages at build time (src/app/prerender.tsx, on a memory router). Every
// page speaks the language `i18n` is active in (main.tsx activates it before the first render); the language switch
// (Settings, the host controls, the public pages' footer) changes it for all of them.
export function App({ router }: { router: DataRouter }) {
  useMarkLive();
  return (
    <ThemeProvider>
      <LocaleProvider i18n={i18n} catalogues={appCatalogues}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ThemeProvider>
  );
}
