import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiClientProvider } from '@readyteams/api-client';
import { Toaster, TooltipProvider } from '@readyteams/ui';
import { apiClient } from '../lib/api';
import { AuthProvider, useAuth } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { patchAdminRoutes, routes } from './routes';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });

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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>
        <AuthProvider>
          <TooltipProvider>
            <UnauthorizedHandler />
            <RouterProvider router={router} />
            <Toaster />
          </TooltipProvider>
        </AuthProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
