import { scenarioCategoryQueries, scenarioQueries, sessionQueries } from '@readyteams/api-client';
import { apiClient } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/**
 * Asks for what the library shows first (its first page of scenarios for the address's category, the categories, and
 * the dashboard's banner of an open session) as soon as the API client is there (routes.tsx), rather than once the
 * page's code has loaded and run: the page's queries then find the answers on their way.
 */
/** The category the library's address filters by (`?category=<id>`), none when absent or not a number. */
export const categoryOf = (params: URLSearchParams) => Number(params.get('category')) || undefined;

/** Whether the library's address shows branching scenarios only (`?branching=true`); undefined when not. */
export const branchingOf = (params: URLSearchParams) => params.get('branching') === 'true' || undefined;

export function prefetch() {
  const params = new URLSearchParams(window.location.search);
  void queryClient.prefetchInfiniteQuery(
    scenarioQueries.list(apiClient, { categoryId: categoryOf(params), branching: branchingOf(params) }),
  );
  void queryClient.prefetchQuery(scenarioCategoryQueries.options(apiClient));
  void queryClient.prefetchQuery(sessionQueries.open(apiClient));
}
