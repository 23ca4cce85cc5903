import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { z } from 'zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@readyteams/api-client';
import { Toaster } from '@readyteams/ui/feedback';
import { TooltipProvider } from '@readyteams/ui/overlay';
import { apiClient } from '../lib/api';
import { AuthProvider, useAuth } from '../lib/auth';
import { queryClient } from '../lib/query-client';

// The server's Content-Security-Policy has no 'unsafe-eval': zod's optional JIT probes `new Function`, which the
// browser reports as a violation even though zod catches it. The forms (all loaded under these providers) need no JIT.
z.config({ jitless: true });

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
 * Sign-in state, data, toasts and tooltips for every page that talks to the API. A lazy layout route (see
 * routes.tsx), so the landing page paints without React Query, the API client or the Radix toast/tooltip code.
 */
export default function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>
        <AuthProvider>
          <TooltipProvider>
            <UnauthorizedHandler />
            <Outlet />
            <Toaster />
          </TooltipProvider>
        </AuthProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
