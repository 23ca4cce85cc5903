import { queryOptions } from '@tanstack/react-query';
import { request } from './api';
import type { HelpCategory, HelpGuide, ListEnvelope, TeamMember } from './types';

export const helpGuidesQuery = () =>
  queryOptions({
    queryKey: ['help-guides', 'active'],
    queryFn: ({ signal }) =>
      request<ListEnvelope<HelpGuide>>('GET', '/help-guides', { signal, query: { isActive: true, $limit: 50 } }),
  });

export const helpCategoriesQuery = () =>
  queryOptions({
    queryKey: ['help-categories'],
    queryFn: ({ signal }) => request<ListEnvelope<HelpCategory>>('GET', '/help-categories', { signal, query: { $limit: 50 } }),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's company (the server limits /users to it for non-operators). */
export const teamQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['users', 'team', companyId],
    queryFn: ({ signal }) =>
      request<ListEnvelope<TeamMember>>('GET', '/users', {
        signal,
        query: { companyId, isActive: true, $limit: 50, '$sort[lastName]': 1 },
      }),
  });
