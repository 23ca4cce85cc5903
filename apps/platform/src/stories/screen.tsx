import { useState, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, parsePath, RouterProvider, useLocation, type RouteObject } from 'react-router';
import {
  ApiClientProvider,
  apiClient,
  clearAccessToken,
  clearStoredUser,
  setAccessToken,
  setStoredUser,
} from '@readyteams/api-client';
import { TooltipProvider } from '@readyteams/ui';
import { ThemeProvider, type Theme } from '@readyteams/ui/theme';
import { AuthProvider, type AuthUser } from '../lib/auth';
import DashboardLayout from '../app/dashboard-layout';

/** Where a screen sent the user; stories assert on it. */
function NavigatedTo() {
  const location = useLocation();
  return (
    <main>
      <p role="status" data-testid="navigated-to">
        Navigated to {location.pathname}
        {location.search}
      </p>
    </main>
  );
}

export type ScreenOptions = {
  /** The route pattern, e.g. '/dashboard/library'. */
  path: string;
  /** The address opened; defaults to the pattern. */
  url?: string;
  /** The history state the address is opened with (what the app passes to `navigate(to, { state })`). */
  state?: unknown;
  /** The signed-in user, or null for a visitor. */
  user?: AuthUser | null;
  /** Render inside the dashboard shell (menu, top bar, banners). */
  shell?: boolean;
};

/**
 * Renders a screen as the app does: the colour theme (starting on `theme`, the toolbar's, and not stored), auth
 * state from the cookie and stored user, a fresh query cache, the app's API client (answered by the story's MSW
 * handlers) and a router at the screen's address.
 */
export function Screen({
  Component,
  path,
  url = path,
  state,
  user = null,
  shell = false,
  theme,
}: ScreenOptions & { Component: ComponentType; theme?: Theme }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(() => {
    if (user) {
      setAccessToken('story-token');
      setStoredUser(user);
    } else {
      clearAccessToken();
      clearStoredUser();
    }
    const screen: RouteObject = { path, Component };
    return createMemoryRouter(
      [
        shell ? { Component: DashboardLayout, children: [screen] } : screen,
        { path: '*', Component: NavigatedTo },
      ],
      { initialEntries: [state === undefined ? url : { ...parsePath(url), state }] },
    );
  });
  return (
    <ThemeProvider defaultTheme={theme} storageKey={null}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <AuthProvider>
            <TooltipProvider>
              <RouterProvider router={router} />
            </TooltipProvider>
          </AuthProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/**
 * Story decorator: the story's component as a routed screen. Options come from `parameters.screen`, so a
 * story can override one of them (another user, another address) and still get exactly one screen.
 */
export const screenDecorator = (
  Story: ComponentType,
  context: { parameters: { screen?: ScreenOptions }; globals: { theme?: Theme } },
) => {
  const options = context.parameters.screen;
  if (!options) throw new Error('parameters.screen is required for screen stories');
  return <Screen Component={Story} theme={context.globals.theme} {...options} />;
};

/**
 * Screen stories answer the API with their own MSW handlers, and a page has one set of handlers at a time: side by
 * side on a docs page, every story would get the last one's data. So a docs page draws each in a frame of its own
 * (frames load as the reader scrolls to them).
 */
export const screenDocs = { story: { inline: false, height: '720px' } };
