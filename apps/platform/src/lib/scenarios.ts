import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { request } from './api';
import type { ListEnvelope, Scenario, ScenarioCategory } from './types';

export const PAGE_SIZE = 20;

type LibraryFilter = { search: string; categoryId: number | null };

/** Library pages of 20; a search asks for `title=%text%` sorted by title (spec §7). */
export const libraryQuery = ({ search, categoryId }: LibraryFilter) =>
  infiniteQueryOptions({
    queryKey: ['scenarios', 'library', { search, categoryId }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<ListEnvelope<Scenario>>('GET', '/scenarios', {
        signal,
        query: {
          $limit: PAGE_SIZE,
          $skip: pageParam,
          ...(search ? { '$sort[title]': 1, title: `%${search}%` } : {}),
          ...(categoryId ? { categoryId } : {}),
        },
      }),
    // 'Has more' while fewer than the total are loaded.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? loaded : undefined;
    },
  });

export const favoritesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['scenarios', 'favorites'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request<ListEnvelope<Scenario>>('GET', '/favorites', { signal, query: { $limit: PAGE_SIZE, $skip: pageParam } }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? loaded : undefined;
    },
  });

export const scenarioQuery = (id: number) =>
  queryOptions({
    queryKey: ['scenarios', 'detail', id],
    queryFn: ({ signal }) => request<Scenario>('GET', `/scenarios/${id}`, { signal }),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['scenario-categories', 'active'],
    queryFn: ({ signal }) =>
      request<ListEnvelope<ScenarioCategory>>('GET', '/scenario-categories', {
        signal,
        query: { $limit: 50, isActive: true },
      }),
    staleTime: 5 * 60_000,
  });

type ScenarioPages = InfiniteData<ListEnvelope<Scenario>, number>;

/** Add to / remove from favorites, shown at once on every cached list and rolled back on failure. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const setFavorite = (id: number, isFavorite: boolean) => {
    queryClient.setQueriesData<ScenarioPages>({ queryKey: ['scenarios'] }, (data) =>
      data && 'pages' in data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((scenario) => (scenario.id === id ? { ...scenario, isFavorite } : scenario)),
            })),
          }
        : data,
    );
    queryClient.setQueryData<Scenario>(['scenarios', 'detail', id], (scenario) =>
      scenario ? { ...scenario, isFavorite } : scenario,
    );
  };
  return useMutation({
    mutationFn: ({ id, isFavorite }: { id: number; isFavorite: boolean }) =>
      isFavorite
        ? request('POST', '/favorites', { body: { scenarioId: id } })
        : request('DELETE', `/favorites/${id}`),
    onMutate: ({ id, isFavorite }) => setFavorite(id, isFavorite),
    onError: (_error, { id, isFavorite }) => setFavorite(id, !isFavorite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['scenarios', 'favorites'] }),
  });
}
