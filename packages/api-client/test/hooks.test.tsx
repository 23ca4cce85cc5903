// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiClientProvider,
  ApiError,
  createApiClient,
  flattenPages,
  nextPageParam,
  queryKeys,
  SCENARIO_CARD_FIELDS,
  useCreateScenarioTag,
  useFaqTags,
  useReorder,
  useScenarioCategories,
  useScenarios,
  useScenarioTags,
  useScenarioTitles,
  useImpactReport,
  useOpenSessions,
  useSessionReports,
  type ApiClient,
} from '../src/index';
import {
  delay,
  feathersError,
  json,
  queryValue,
  startServer,
  type RecordedRequest,
  type TestServer,
} from './server';

let server: TestServer;
let api: ApiClient;
const TOTAL_SCENARIOS = 45;
let tagCreateStatus = 201;
/** Fewer scenarios per page than asked for, as a server may answer. */
let scenarioPageCap = Infinity;

const scenario = (id: number) => ({ id, title: `Scenario ${id}` });

beforeAll(async () => {
  server = await startServer();
  window.happyDOM.setURL(`${server.origin}/dashboard/library`);
  server.on('GET /scenarios', async (req, res) => {
    const skip = Number(queryValue(req, '$skip') ?? 0);
    const limit = Math.min(Number(queryValue(req, '$limit') ?? 20), scenarioPageCap);
    const title = queryValue(req, 'title');
    // A search for "slow" answers late, so a newer search can overtake it.
    if (title === '%slow%') await delay(4000);
    if (res.destroyed) return;
    const ids = Array.from({ length: TOTAL_SCENARIOS }, (_, i) => i + 1).slice(skip, skip + limit);
    json(res, 200, { total: TOTAL_SCENARIOS, limit, skip, data: ids.map(scenario) });
  });
  server.on('GET /scenario-tags', (_req, res) =>
    json(res, 200, {
      total: 1,
      limit: 50,
      skip: 0,
      data: [{ id: 1, tag: 'Safety', color: '#000000', isActive: true }],
    }),
  );
  server.on('GET /scenario-categories', (_req, res) =>
    json(res, 200, { total: 0, limit: 50, skip: 0, data: [] }),
  );
  server.on('GET /faq-tags', (_req, res) => json(res, 200, { total: 0, limit: 50, skip: 0, data: [] }));
  server.on('POST /scenario-tags', (_req, res) =>
    tagCreateStatus === 201
      ? json(res, 201, { id: 2, tag: 'New', color: '#000000', isActive: true })
      : json(res, tagCreateStatus, feathersError(tagCreateStatus, 'NotAuthenticated', 'jwt expired')),
  );
  server.on('GET /sessions', (_req, res) => json(res, 200, { total: 0, limit: 20, skip: 0, data: [] }));
  server.on('POST /reorder', (req, res) => json(res, 200, JSON.parse(req.body.toString())));
  server.on('GET /reports/impact', (_req, res) => json(res, 200, { scope: { sessionCount: 0 } }));
});

afterAll(() => server.close());

beforeEach(() => {
  api = createApiClient({ baseUrl: server.origin });
  server.requests.length = 0;
  tagCreateStatus = 201;
  scenarioPageCap = Infinity;
});

function wrapper() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    Wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    ),
  };
}

const requestsTo = (path: string) => server.requests.filter((r: RecordedRequest) => r.path === path);

describe('infinite lists', () => {
  it('loads pages of 20 and has more while fewer than the total are loaded', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useScenarios(), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(flattenPages(result.current.data).items).toHaveLength(20);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(flattenPages(result.current.data).items).toHaveLength(40));
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(flattenPages(result.current.data).items).toHaveLength(45));
    expect(result.current.hasNextPage).toBe(false);
    expect(flattenPages(result.current.data).total).toBe(45);

    const pages = requestsTo('/scenarios').map((r) => [queryValue(r, '$limit'), queryValue(r, '$skip')]);
    expect(pages).toEqual([
      ['20', '0'],
      ['20', '20'],
      ['20', '40'],
    ]);
    // The library cards' fields only (the preview loads the whole scenario by id).
    for (const request of requestsTo('/scenarios')) {
      const select = request.query
        .filter(([name]) => /^\$select\[\d+\]$/.test(name))
        .map(([, value]) => value);
      expect(select).toEqual([...SCENARIO_CARD_FIELDS]);
    }
  });

  it('computes the next $skip from what is loaded', () => {
    const page = (count: number, total: number) => ({
      total,
      limit: 20,
      skip: 0,
      data: Array(count).fill(0),
    });
    expect(nextPageParam(page(20, 45), [page(20, 45)])).toBe(20);
    expect(nextPageParam(page(5, 45), [page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextPageParam(page(20, 40), [page(20, 40), page(20, 40)])).toBeUndefined();
    expect(nextPageParam(page(0, 40), [page(0, 40)])).toBeUndefined();
    expect(nextPageParam(null, [null])).toBeUndefined();
  });
});

describe('search', () => {
  it('waits until typing stops for 500 ms, then sends one title search sorted by title', async () => {
    const { Wrapper } = wrapper();
    const { result, rerender } = renderHook(({ search }) => useScenarios({ search }), {
      wrapper: Wrapper,
      initialProps: { search: '' },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.requests.length = 0;

    // Keystrokes 50 ms apart: well inside the 500 ms debounce.
    for (const text of ['s', 'sa', 'saf', 'safe']) {
      rerender({ search: text });
      await delay(50);
    }
    expect(requestsTo('/scenarios')).toHaveLength(0);

    await waitFor(() => expect(requestsTo('/scenarios')).toHaveLength(1), { timeout: 2000 });
    await delay(700);
    const searches = requestsTo('/scenarios');
    expect(searches).toHaveLength(1);
    expect(queryValue(searches[0]!, 'title')).toBe('%safe%');
    expect(queryValue(searches[0]!, '$sort[title]')).toBe('1');
  });

  it('aborts the earlier search request when a newer search starts', async () => {
    const { Wrapper } = wrapper();
    const { result, rerender } = renderHook(({ search }) => useScenarios({ search }), {
      wrapper: Wrapper,
      initialProps: { search: 'slow' },
    });
    await waitFor(() => expect(requestsTo('/scenarios')).toHaveLength(1), { timeout: 2000 });

    rerender({ search: 'fast' });
    await waitFor(
      () => expect(requestsTo('/scenarios').some((r) => queryValue(r, 'title') === '%fast%')).toBe(true),
      { timeout: 2000 },
    );
    const slow = requestsTo('/scenarios').find((r) => queryValue(r, 'title') === '%slow%')!;
    await waitFor(() => expect(slow.aborted).toBe(true), { timeout: 1000 });
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.isSuccess).toBe(true);
  });
});

describe('option lists', () => {
  it('asks for at most 50 active scenario tags and categories', async () => {
    const { Wrapper } = wrapper();
    const tags = renderHook(() => useScenarioTags(), { wrapper: Wrapper });
    const categories = renderHook(() => useScenarioCategories(), { wrapper: Wrapper });
    await waitFor(() => expect(tags.result.current.data?.data[0]?.tag).toBe('Safety'));
    await waitFor(() => expect(categories.result.current.isSuccess).toBe(true));
    for (const path of ['/scenario-tags', '/scenario-categories']) {
      const request = requestsTo(path)[0]!;
      expect(queryValue(request, '$limit')).toBe('50');
      expect(queryValue(request, 'isActive')).toBe('true');
    }
  });

  it('asks for 50 FAQ tags', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useFaqTags(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryValue(requestsTo('/faq-tags')[0]!, '$limit')).toBe('50');
  });
});

describe('scenario titles', () => {
  it('loads every page of titles, sorted by title, for a select', async () => {
    scenarioPageCap = 20;
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useScenarioTitles(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(TOTAL_SCENARIOS);
    expect(result.current.data?.[44]).toEqual({ id: 45, title: 'Scenario 45' });
    const requests = requestsTo('/scenarios');
    expect(requests.map((request) => queryValue(request, '$skip'))).toEqual(['0', '20', '40']);
    for (const request of requests) {
      expect(queryValue(request, '$limit')).toBe('50');
      expect(queryValue(request, '$select[0]')).toBe('title');
      expect(queryValue(request, '$sort[title]')).toBe('1');
    }
  });
});

describe('sessions', () => {
  it('asks for the impact report with its filters and keeps the report shown while the next loads', async () => {
    const { Wrapper } = wrapper();
    const { result, rerender } = renderHook(({ filters }) => useImpactReport(filters), {
      wrapper: Wrapper,
      initialProps: {
        filters: { companyId: 3, from: '2026-01-01' } as Parameters<typeof useImpactReport>[0],
      },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [first] = requestsTo('/reports/impact');
    expect(queryValue(first!, 'companyId')).toBe('3');
    expect(queryValue(first!, 'from')).toBe('2026-01-01');
    rerender({ filters: { scenarioId: 7 } });
    expect(result.current.data).toEqual({ scope: { sessionCount: 0 } });
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(requestsTo('/reports/impact')).toHaveLength(2));
    expect(queryValue(requestsTo('/reports/impact')[1]!, 'scenarioId')).toBe('7');
  });

  it('asks for the open sessions and for ended, non-practice sessions for reports', async () => {
    const { Wrapper } = wrapper();
    const open = renderHook(() => useOpenSessions(), { wrapper: Wrapper });
    const reports = renderHook(() => useSessionReports(), { wrapper: Wrapper });
    await waitFor(() => expect(open.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(reports.result.current.isSuccess).toBe(true));
    expect(reports.result.current.hasNextPage).toBe(false);
    const [first, second] = requestsTo('/sessions');
    const openRequest = queryValue(first!, 'completedAt') === 'null' ? first! : second!;
    const reportRequest = openRequest === first ? second! : first!;
    expect(queryValue(openRequest, 'completedAt')).toBe('null');
    expect(queryValue(openRequest, 'isPractice')).toBe('false');
    expect(queryValue(reportRequest, 'completedAt[$ne]')).toBe('null');
    expect(queryValue(reportRequest, 'isPractice')).toBe('false');
    expect(queryValue(reportRequest, '$sort[completedAt]')).toBe('-1');
  });
});

describe('mutations', () => {
  it('refetches the tag list after creating a tag', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => ({ tags: useScenarioTags(), create: useCreateScenarioTag() }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.tags.isSuccess).toBe(true));
    expect(requestsTo('/scenario-tags').filter((r) => r.method === 'GET')).toHaveLength(1);

    await act(() => result.current.create.mutateAsync({ tag: 'New', color: '#000000' }));
    await waitFor(() =>
      expect(requestsTo('/scenario-tags').filter((r) => r.method === 'GET')).toHaveLength(2),
    );
  });

  it('rejects when the session expired instead of reporting success', async () => {
    tagCreateStatus = 401;
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useCreateScenarioTag(), { wrapper: Wrapper });
    const error = await act(() => result.current.mutateAsync({ tag: 'New' }).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Session expired. Please log in again.');
  });

  it('refreshes only the reordered resource', async () => {
    const { Wrapper, queryClient } = wrapper();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useReorder(), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync({ resource: 'scenario-tags', ids: [3, 1, 2] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.scenarioTags.all });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

describe('query keys', () => {
  it('nest lists and details under the resource so one invalidation covers both', () => {
    expect(queryKeys.scenarios.list({ search: '%a%' }).slice(0, 1)).toEqual(queryKeys.scenarios.all);
    expect(queryKeys.scenarios.detail(4)).toEqual(['scenarios', 'detail', 4]);
    expect(queryKeys.sessions.results('abc').slice(0, 3)).toEqual(queryKeys.sessions.detail('abc'));
  });
});
