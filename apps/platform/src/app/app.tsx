import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { patchAdminRoutes, routes } from './routes';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
