import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam, PAGE_SIZE, queryKeys, useApiClient, useDebouncedValue } from '@readyteams/api-client';

/**
 * The admin scenarios list: pages of 20; a search asks `title=%text%` sorted by title (debounced 500 ms).
 * A company admin manages only their company's private scenarios, so the list asks for those alone.
 */
export function useAdminScenarios(search: string, privateOnly: boolean) {
  const api = useApiClient();
  const typed = useDebouncedValue(search).trim();
  const title = typed ? `%${typed}%` : undefined;
  return useInfiniteQuery({
    queryKey: queryKeys.scenarios.list({ admin: true, search: title, privateOnly }),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.GET('/scenarios', {
          params: {
            query: {
              $limit: PAGE_SIZE,
              $skip: pageParam,
              ...(title ? { title, $sort: { title: 1 } } : {}),
              ...(privateOnly ? { isPublic: false } : {}),
            },
          },
          signal,
        })
      ).data,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  });
}
