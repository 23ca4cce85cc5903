import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retrying a 4xx answer never helps; network hiccups get one more try.
      retry: (failureCount, error) => failureCount < 1 && !(error as { status?: number }).status,
    },
  },
});
