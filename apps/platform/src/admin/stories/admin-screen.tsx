import { useState, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ApiClientProvider, apiClient, setAccessToken, setStoredUser } from '@readyteams/api-client';
import { TooltipProvider } from '@readyteams/ui';
import { AuthProvider, type AuthUser } from '../../lib/auth';
import { operatorAdmin } from './fixtures';

/** Where a screen sent the user (after a save, or from a '+ New' button); stories assert on it. */
function NavigatedTo() {
  const location = useLocation();
  return (
    <p role="status" data-testid="navigated-to">
      Navigated to {location.pathname}
    </p>
  );
}

type AdminScreenOptions = {
  /** The route pattern, e.g. '/dashboard/admin/faq/edit/:id'. */
  path: string;
  /** The address opened, e.g. '/dashboard/admin/faq/edit/3'; defaults to the pattern. */
  url?: string;
  /** The signed-in admin; an operator admin unless a story says otherwise. */
  user?: AuthUser;
};

/**
 * Renders an admin screen as the app does: signed in, with a fresh query cache, the app's API client (its
 * calls answered by the story's MSW handlers) and a router at the screen's address.
 */
export function AdminScreen({
  Screen,
  path,
  url = path,
  user = operatorAdmin,
}: AdminScreenOptions & { Screen: ComponentType }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(() => {
    // The auth context reads the token cookie and the stored user when it starts.
    setAccessToken('story-token');
    setStoredUser(user);
    return createMemoryRouter(
      [
        { path, Component: Screen },
        { path: '*', Component: NavigatedTo },
      ],
      { initialEntries: [url] },
    );
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>
        <AuthProvider>
          <TooltipProvider>
            <div className="min-h-screen bg-muted/40 p-6">
              <RouterProvider router={router} />
            </div>
          </TooltipProvider>
        </AuthProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/**
 * The decorator of every admin screen story: places the story's screen as `parameters.adminScreen` says
 * ({ path, url?, user? }, see AdminScreen). A story overrides the parameter, not the decorator, so there is
 * only ever one router.
 */
export function withAdminScreen(
  Story: ComponentType,
  context: { parameters: { adminScreen?: AdminScreenOptions } },
) {
  const options = context.parameters.adminScreen;
  if (!options) throw new Error('Admin screen stories need parameters.adminScreen');
  return <AdminScreen Screen={Story} {...options} />;
}
