import { useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { z } from 'zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@readyteams/api-client';
import { apiClient } from '../lib/api';
import { AuthProvider, useAuth } from '../lib/auth';
import { queryClient } from '../lib/query-client';

// The server's Content-Security-Policy has no 'unsafe-eval': zod's optional JIT probes `new Function`, which the
// browser reports as a violation even though zod catches it. The forms (all loaded under these providers) need no JIT.
z.config({ jitless: true });

/**
 * The toasts' renderer (with the Radix toast) loads once the page is on screen, not with it: a toast raised before
 * it is there waits in the store (toast() from @readyteams/ui) and shows when it is. After the first render, so the
 * prerendered pages hydrate the same tree. (Tooltips bring their own provider.)
 */
function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    import('./toaster')
      .then(({ Toaster }) => setToaster(() => Toaster))
      // Without it the page still works, silently: nothing to do.
      .catch(() => {});
  }, []);
  return Toaster && <Toaster />;
}

/** Any 401 forgets the user; the route guard then sends them to /auth to sign in again. */
function UnauthorizedHandler() {
  const { signedOut } = useAuth();
  useEffect(() => {
    apiClient.configure({
      onUnauthorized: () => {
        signedOut();
        queryClient.clear();
      },
    });
  }, [signedOut]);
  return null;
}

/**
 * Sign-in state, data and toasts for every page that talks to the API. A lazy layout route (see
 * routes.tsx), so the landing page paints without React Query or the API client.
 */
export default function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>
        <AuthProvider>
          <UnauthorizedHandler />
          <Outlet />
          <Toasts />
        </AuthProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
