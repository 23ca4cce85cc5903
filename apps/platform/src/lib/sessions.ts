import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './api';
import type { ListEnvelope, Session, SessionCreated } from './types';

/** The host's open, non-practice sessions; only the first one counts (spec §4). */
export const openSessionQuery = () =>
  queryOptions({
    queryKey: ['sessions', 'open'],
    queryFn: async ({ signal }) => {
      const list = await request<ListEnvelope<Session>>('GET', '/sessions', {
        signal,
        query: { completedAt: null, isPractice: false, '$sort[createdAt]': -1, $limit: 1 },
      });
      return list.data[0] ?? null;
    },
  });

export const reportsQuery = () =>
  queryOptions({
    queryKey: ['sessions', 'reports'],
    queryFn: ({ signal }) =>
      request<ListEnvelope<Session>>('GET', '/sessions', {
        signal,
        query: { 'completedAt[$ne]': null, isPractice: false, '$sort[completedAt]': -1, $limit: 50 },
      }),
  });

export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { scenarioId: number; isPractice?: boolean }) =>
      request<SessionCreated>('POST', '/sessions', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

/** Ends a session by setting completedAt; a failure is silent (spec §8), the banner simply stays. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<Session>('PATCH', `/sessions/${id}`, { body: { completedAt: new Date().toISOString() } }).catch(() => null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}
