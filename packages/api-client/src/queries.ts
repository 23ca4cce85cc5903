import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { queryKeys } from './query-keys';
import type { components, operations } from './schema';
import type { ImpactReportFilters } from './types';

type Schemas = components['schemas'];

/** Library and admin lists load 20 at a time. */
export const PAGE_SIZE = 20;
/** Category and tag lists: at most 50 active items. */
export const OPTION_LIST_LIMIT = 50;
export const SEARCH_DEBOUNCE_MS = 500;
/** Option lists are fetched once and reused for the life of the screen. */
const OPTION_LIST_STALE_TIME = 5 * 60_000;

export interface ListPage<T> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

/**
 * The next `$skip`, or undefined when everything is loaded: there is more while fewer than `total`
 * items are loaded. A page may be null when the session expired (the call resolved without data).
 */
export function nextPageParam<T>(
  lastPage: ListPage<T> | null | undefined,
  allPages: readonly (ListPage<T> | null | undefined)[],
): number | undefined {
  if (!lastPage || lastPage.data.length === 0) return undefined;
  const loaded = allPages.reduce((count, page) => count + (page?.data.length ?? 0), 0);
  return loaded < lastPage.total ? loaded : undefined;
}

/** All loaded items of an infinite list, and the server's total. */
export function flattenPages<T>(data: { pages: readonly (ListPage<T> | null | undefined)[] } | undefined): {
  items: T[];
  total: number;
} {
  const pages = data?.pages ?? [];
  const last = pages.findLast((page) => page);
  return { items: pages.flatMap((page) => page?.data ?? []), total: last?.total ?? 0 };
}

const contains = (text: string | undefined) => (text?.trim() ? `%${text.trim()}%` : undefined);

type Query<Operation extends { parameters: { query?: unknown } }> = NonNullable<
  Operation['parameters']['query']
>;

function pagedList<T>(
  key: readonly unknown[],
  fetchPage: (skip: number, signal: AbortSignal) => Promise<ListPage<T> | null>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: ListPage<T> | null, allPages: (ListPage<T> | null)[]) =>
      nextPageParam(lastPage, allPages),
  });
}

// ---------- scenarios ----------
/**
 * What a library card shows (the id always comes too). The library and favorites lists ask for these
 * only: the full read form carries every slide, question and resource (~5 KB per scenario); the preview
 * loads it with GET /scenarios/{id}.
 */
export const SCENARIO_CARD_FIELDS = [
  'title',
  'description',
  'thumbNailUrl',
  'category',
  'tags',
  'isFavorite',
  'isBranching',
] as const;
export type ScenarioCard = Pick<Schemas['ScenarioRead'], 'id' | (typeof SCENARIO_CARD_FIELDS)[number]>;

export interface ScenarioListFilters {
  /** Title contains (sorted by title, as the library search does). */
  search?: string;
  categoryId?: number;
  /** Only branching scenarios (a decision among their slides). */
  branching?: boolean;
}

export const scenarioQueries = {
  list: (api: ApiClient, filters: ScenarioListFilters = {}) => {
    const title = contains(filters.search);
    const query: Query<operations['listScenarios']> = {
      $limit: PAGE_SIZE,
      $select: [...SCENARIO_CARD_FIELDS],
      ...(title ? { title, $sort: { title: 1 } } : {}),
      ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
      ...(filters.branching ? { isBranching: true } : {}),
    };
    return pagedList<ScenarioCard>(
      queryKeys.scenarios.list({
        search: title,
        categoryId: filters.categoryId,
        branching: filters.branching,
      }),
      async (skip, signal) =>
        (await api.GET('/scenarios', { params: { query: { ...query, $skip: skip } }, signal })).data,
    );
  },
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: queryKeys.scenarios.detail(id),
      queryFn: async ({ signal }) =>
        (await api.GET('/scenarios/{id}', { params: { path: { id } }, signal })).data,
    }),
  /** Every scenario the user can see, by title (id and title only), for a select: all pages at once. */
  titles: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.scenarios.list({ titles: true }),
      queryFn: async ({ signal }) => {
        const titles: Array<Pick<Schemas['ScenarioRead'], 'id' | 'title'>> = [];
        for (;;) {
          const page = (
            await api.GET('/scenarios', {
              params: {
                query: {
                  $limit: OPTION_LIST_LIMIT,
                  $skip: titles.length,
                  $select: ['title'],
                  $sort: { title: 1 },
                },
              },
              signal,
            })
          ).data;
          if (!page) return null;
          titles.push(...page.data);
          if (page.data.length === 0 || titles.length >= page.total) return titles;
        }
      },
      staleTime: OPTION_LIST_STALE_TIME,
    }),
};

export const favoriteQueries = {
  list: (api: ApiClient, filters: { search?: string } = {}) => {
    const title = contains(filters.search);
    return pagedList<ScenarioCard>(
      queryKeys.favorites.list({ search: title }),
      async (skip, signal) =>
        (
          await api.GET('/favorites', {
            params: {
              query: {
                $limit: PAGE_SIZE,
                $select: [...SCENARIO_CARD_FIELDS],
                $skip: skip,
                ...(title ? { title } : {}),
              },
            },
            signal,
          })
        ).data,
    );
  },
};

// ---------- option lists (at most 50 active items) ----------
export const scenarioCategoryQueries = {
  options: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.scenarioCategories.list({ isActive: true }),
      queryFn: async ({ signal }) =>
        (
          await api.GET('/scenario-categories', {
            params: { query: { $limit: OPTION_LIST_LIMIT, isActive: true } },
            signal,
          })
        ).data,
    }),
};

export const scenarioTagQueries = {
  options: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.scenarioTags.list({ isActive: true }),
      queryFn: async ({ signal }) =>
        (
          await api.GET('/scenario-tags', {
            params: { query: { $limit: OPTION_LIST_LIMIT, isActive: true } },
            signal,
          })
        ).data,
    }),
};

export const faqCategoryQueries = {
  options: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.faqCategories.list({ isActive: true }),
      queryFn: async ({ signal }) =>
        (
          await api.GET('/faq-categories', {
            params: { query: { $limit: OPTION_LIST_LIMIT, isActive: true } },
            signal,
          })
        ).data,
      staleTime: OPTION_LIST_STALE_TIME,
    }),
};

export const faqTagQueries = {
  options: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.faqTags.list({}),
      queryFn: async ({ signal }) =>
        (await api.GET('/faq-tags', { params: { query: { $limit: OPTION_LIST_LIMIT } }, signal })).data,
      staleTime: OPTION_LIST_STALE_TIME,
    }),
};

export const helpCategoryQueries = {
  options: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.helpCategories.list({ isActive: true }),
      queryFn: async ({ signal }) =>
        (
          await api.GET('/help-categories', {
            params: { query: { $limit: OPTION_LIST_LIMIT, isActive: true } },
            signal,
          })
        ).data,
      staleTime: OPTION_LIST_STALE_TIME,
    }),
};

// ---------- admin lists (active records, searchable) ----------
export interface SearchFilters {
  search?: string;
}

const searchQuery = (filters: SearchFilters) =>
  filters.search?.trim() ? { $search: filters.search.trim() } : {};

export const companyQueries = {
  list: (api: ApiClient, filters: SearchFilters = {}) =>
    pagedList<Schemas['Company']>(
      queryKeys.companies.list({ ...searchQuery(filters), isActive: true }),
      async (skip, signal) =>
        (
          await api.GET('/companies', {
            params: { query: { $limit: PAGE_SIZE, $skip: skip, isActive: true, ...searchQuery(filters) } },
            signal,
          })
        ).data,
    ),
  /** Every active company, for the user form's select. */
  options: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.companies.list({ isActive: true, options: true }),
      queryFn: async ({ signal }) =>
        (
          await api.GET('/companies', {
            params: { query: { $limit: OPTION_LIST_LIMIT, isActive: true, $sort: { name: 1 } } },
            signal,
          })
        ).data,
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: queryKeys.companies.detail(id),
      queryFn: async ({ signal }) =>
        (await api.GET('/companies/{id}', { params: { path: { id } }, signal })).data,
    }),
};

export const ssoQueries = {
  /** Whether single sign-on applies to an address the sign-in page was given. */
  discovery: (api: ApiClient, email: string) =>
    queryOptions({
      queryKey: queryKeys.ssoDiscovery(email),
      queryFn: async ({ signal }) =>
        (await api.GET('/sso/discover', { params: { query: { email: email.trim() } }, signal })).data,
      staleTime: 60_000,
      retry: false,
    }),
  /** A company's single sign-on settings (company and operator admins). */
  company: (api: ApiClient, companyId: number) =>
    queryOptions({
      queryKey: queryKeys.companies.sso(companyId),
      queryFn: async ({ signal }) =>
        (await api.GET('/companies/{id}/sso', { params: { path: { id: companyId } }, signal })).data,
    }),
};

/** A company's branding of its live sessions (company and operator admins). */
export const brandingQuery = (api: ApiClient, companyId: number) =>
  queryOptions({
    queryKey: queryKeys.companies.branding(companyId),
    queryFn: async ({ signal }) =>
      (await api.GET('/companies/{id}/branding', { params: { path: { id: companyId } }, signal })).data,
  });

export const userQueries = {
  list: (api: ApiClient, filters: SearchFilters = {}) =>
    pagedList<Schemas['User']>(
      queryKeys.users.list({ ...searchQuery(filters), isActive: true }),
      async (skip, signal) =>
        (
          await api.GET('/users', {
            params: { query: { $limit: PAGE_SIZE, $skip: skip, isActive: true, ...searchQuery(filters) } },
            signal,
          })
        ).data,
    ),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: queryKeys.users.detail(id),
      queryFn: async ({ signal }) =>
        (await api.GET('/users/{id}', { params: { path: { id } }, signal })).data,
    }),
};

export const faqQueries = {
  list: (api: ApiClient, filters: SearchFilters = {}) =>
    pagedList<Schemas['Faq']>(
      queryKeys.faqs.list({ ...searchQuery(filters), isActive: true }),
      async (skip, signal) =>
        (
          await api.GET('/faqs', {
            params: { query: { $limit: PAGE_SIZE, $skip: skip, isActive: true, ...searchQuery(filters) } },
            signal,
          })
        ).data,
    ),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: queryKeys.faqs.detail(id),
      queryFn: async ({ signal }) => (await api.GET('/faqs/{id}', { params: { path: { id } }, signal })).data,
    }),
};

export interface HelpGuideFilters extends SearchFilters {
  helpCategoriesId?: number;
}

export const helpGuideQueries = {
  list: (api: ApiClient, filters: HelpGuideFilters = {}) =>
    pagedList<Schemas['HelpGuide']>(
      queryKeys.helpGuides.list({
        ...searchQuery(filters),
        helpCategoriesId: filters.helpCategoriesId,
        isActive: true,
      }),
      async (skip, signal) =>
        (
          await api.GET('/help-guides', {
            params: {
              query: {
                $limit: PAGE_SIZE,
                $skip: skip,
                isActive: true,
                ...searchQuery(filters),
                ...(filters.helpCategoriesId ? { helpCategoriesId: filters.helpCategoriesId } : {}),
              },
            },
            signal,
          })
        ).data,
    ),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: queryKeys.helpGuides.detail(id),
      queryFn: async ({ signal }) =>
        (await api.GET('/help-guides/{id}', { params: { path: { id } }, signal })).data,
    }),
};

// ---------- sessions ----------

export const sessionQueries = {
  /** Open non-practice sessions (the active-session banner uses the first). */
  open: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.sessions.list({ open: true }),
      queryFn: async ({ signal }) =>
        (
          await api.GET('/sessions', {
            params: { query: { completedAt: null, isPractice: false, $sort: { createdAt: -1 } } },
            signal,
          })
        ).data,
    }),
  /** Ended, non-practice sessions, newest first (reports). */
  reports: (api: ApiClient) =>
    pagedList<Schemas['Session']>(
      queryKeys.sessions.list({ reports: true }),
      async (skip, signal) =>
        (
          await api.GET('/sessions', {
            params: {
              query: {
                $limit: PAGE_SIZE,
                $skip: skip,
                completedAt: { $ne: null },
                isPractice: false,
                $sort: { completedAt: -1 },
              },
            },
            signal,
          })
        ).data,
    ),
  detail: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: queryKeys.sessions.detail(id),
      queryFn: async ({ signal }) =>
        (await api.GET('/sessions/{id}', { params: { path: { id } }, signal })).data,
    }),
  results: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: queryKeys.sessions.results(id),
      queryFn: async ({ signal }) =>
        (await api.GET('/sessions/{id}/results', { params: { path: { id } }, signal })).data,
    }),
  /** The session's follow-up e-mails before they go out: how many addresses, when (the host's; never the addresses). */
  followUp: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: queryKeys.sessions.followUp(id),
      queryFn: async ({ signal }) =>
        (await api.GET('/sessions/{id}/follow-up', { params: { path: { id } }, signal })).data,
    }),
  /**
   * The impact report over the sessions in the caller's scope (GET /reports/impact). A sessions list: a session
   * ended or deleted refreshes it.
   */
  impactReport: (api: ApiClient, filters: ImpactReportFilters) =>
    queryOptions({
      queryKey: queryKeys.sessions.list({ impactReport: filters }),
      queryFn: async ({ signal }) =>
        (await api.GET('/reports/impact', { params: { query: filters }, signal })).data,
    }),
  /**
   * The paths and decisions of a scenario's sessions the signed-in caller may read, newest first (comparing teams).
   * A sessions list: a session created, ended or deleted refreshes it.
   */
  scenarioDecisions: (api: ApiClient, scenarioId: number) =>
    queryOptions({
      queryKey: queryKeys.sessions.list({ scenarioDecisions: scenarioId }),
      queryFn: async ({ signal }) =>
        (await api.GET('/scenarios/{id}/decisions', { params: { path: { id: scenarioId } }, signal })).data,
    }),
};

// ---------- playlists ----------

export const playlistQueries = {
  /** The caller's playlists (a company admin's: the company's), the latest changed first. */
  list: (api: ApiClient) =>
    pagedList<Schemas['Playlist']>(
      queryKeys.playlists.list(),
      async (skip, signal) =>
        (await api.GET('/playlists', { params: { query: { $limit: PAGE_SIZE, $skip: skip } }, signal })).data,
    ),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: queryKeys.playlists.detail(id),
      queryFn: async ({ signal }) =>
        (await api.GET('/playlists/{id}', { params: { path: { id } }, signal })).data,
    }),
};

export const profileQueries = {
  me: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.profile,
      queryFn: async ({ signal }) => (await api.GET('/profile', { signal })).data,
    }),
};

export const signUpQueries = {
  /** How visitors sign up on this server: 'waitlist' (the default) or 'trial' (the operator's SIGNUP_MODE). */
  mode: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.signUpMode,
      queryFn: async ({ signal }) => (await api.GET('/sign-up', { signal })).data,
      // The operator's setting changes with a restart at most.
      staleTime: Infinity,
    }),
};

export const checkInQueries = {
  /** A follow-up e-mail's check-in (no account): 404 not valid, 410 expired; neither is worth a retry. */
  detail: (api: ApiClient, token: string) =>
    queryOptions({
      queryKey: queryKeys.checkIns.detail(token),
      queryFn: async ({ signal }) =>
        (await api.GET('/check-ins/{token}', { params: { path: { token } }, signal })).data,
      retry: false,
    }),
};

export const liveQueries = {
  /** The open session with this code (404 -> ApiError 'API Error' with body.message 'No live session with code XXXX'). */
  join: (api: ApiClient, pin: string) =>
    queryOptions({
      queryKey: queryKeys.live.join(pin),
      queryFn: async ({ signal }) =>
        (await api.GET('/join/{pin}', { params: { path: { pin } }, signal })).data,
      retry: false,
    }),
  host: (api: ApiClient, pin: string, key?: string) =>
    queryOptions({
      queryKey: queryKeys.live.host(pin, key),
      queryFn: async ({ signal }) =>
        (
          await api.GET('/host-sessions/{pin}', {
            params: { path: { pin }, query: key ? { key } : {} },
            signal,
          })
        ).data,
      retry: false,
    }),
};
