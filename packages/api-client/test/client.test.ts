// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  dataOrThrow,
  isSessionExpired,
  type components,
  clearAccessToken,
  createApiClient,
  getAccessToken,
  serializeQuery,
  setAccessToken,
  type ApiClient,
} from '../src/index';
import { closedOrigin, delay, feathersError, json, queryValue, startServer, type TestServer } from './server';

let server: TestServer;
let api: ApiClient;
const onUnauthorized = vi.fn();

beforeAll(async () => {
  server = await startServer();
  // Same origin as the page, like the app served by the API.
  window.happyDOM.setURL(`${server.origin}/dashboard`);
  server.on('GET /scenarios/{id}'.replace('{id}', '7'), (_req, res) =>
    json(res, 200, { id: 7, title: 'Safety first' }),
  );
  server.on('GET /scenarios', (_req, res) => json(res, 200, { total: 0, limit: 20, skip: 0, data: [] }));
  server.on('GET /profile', (_req, res) =>
    json(res, 401, feathersError(401, 'NotAuthenticated', 'jwt expired')),
  );
  server.on('POST /authentication', (_req, res) =>
    json(res, 401, feathersError(401, 'NotAuthenticated', 'Invalid email or password')),
  );
  server.on('GET /companies/{id}'.replace('{id}', '3'), (_req, res) =>
    json(res, 403, feathersError(403, 'Forbidden', 'You may not see this company')),
  );
  server.on('GET /faqs/9', (_req, res) =>
    json(res, 404, feathersError(404, 'NotFound', 'No record found for id 9')),
  );
  server.on('GET /users/1', (_req, res) => json(res, 500, feathersError(500, 'GeneralError', 'boom')));
  server.on('GET /users/2', (_req, res) => {
    res.writeHead(503);
    res.end('unavailable');
  });
  server.on('POST /scenario-tags', (_req, res) =>
    json(res, 400, feathersError(400, 'BadRequest', 'Validation failed', { tag: 'Tag name is required' })),
  );
  server.on('GET /help-guides/5', async (_req, res) => {
    await delay(1000);
    json(res, 200, { id: 5 });
  });
});

afterAll(() => server.close());

beforeEach(() => {
  api = createApiClient({ baseUrl: server.origin, onUnauthorized });
  server.requests.length = 0;
  onUnauthorized.mockReset();
  clearAccessToken();
});

afterEach(() => vi.restoreAllMocks());

describe('bearer token', () => {
  it('sends the accessToken cookie as a bearer header and resolves data with the status', async () => {
    setAccessToken('token-123');
    const result = await api.GET('/scenarios/{id}', { params: { path: { id: 7 } } });
    expect(result).toEqual({ data: { id: 7, title: 'Safety first' }, status: 200 });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-123');
  });

  it('sends no authorization header without the cookie', async () => {
    await api.GET('/scenarios/{id}', { params: { path: { id: 7 } } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('calls the same origin by default', async () => {
    setAccessToken('same-origin');
    const sameOrigin = createApiClient();
    const result = await sameOrigin.GET('/scenarios/{id}', { params: { path: { id: 7 } } });
    expect(result.status).toBe(200);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer same-origin');
  });
});

describe('query strings', () => {
  it('sends Feathers queries in the qs bracket format', async () => {
    await api.GET('/scenarios', {
      params: { query: { $limit: 20, $skip: 40, $sort: { title: 1 }, title: '%safe%', id: { $in: [1, 2] } } },
    });
    const request = server.requests[0]!;
    expect(queryValue(request, '$limit')).toBe('20');
    expect(queryValue(request, '$skip')).toBe('40');
    expect(queryValue(request, '$sort[title]')).toBe('1');
    expect(queryValue(request, 'title')).toBe('%safe%');
    expect(queryValue(request, 'id[$in][0]')).toBe('1');
    expect(queryValue(request, 'id[$in][1]')).toBe('2');
  });

  it('writes null as the string null and leaves undefined out', () => {
    expect(serializeQuery({ completedAt: { $ne: null }, isPractice: false, skip: undefined })).toBe(
      'completedAt[$ne]=null&isPractice=false',
    );
  });
});

describe('401', () => {
  it('resolves the session-expired result, removes the cookie and tells the app', async () => {
    setAccessToken('stale');
    const result = await api.GET('/profile');
    expect(result).toEqual({ data: null, status: 401, message: 'Session expired. Please log in again.' });
    expect(getAccessToken()).toBeNull();
    expect(document.cookie).not.toContain('accessToken=stale');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not send the user to sign in when signing in itself fails', async () => {
    const result = await api.POST('/authentication', {
      body: { strategy: 'local', email: 'a@example.com', password: 'wrong' },
    });
    expect(result.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('403, 404 and 5xx', () => {
  it.each([
    ['/companies/{id}', 3, 403, 'Access denied'],
    ['/faqs/{id}', 9, 404, 'Resource not found'],
    ['/users/{id}', 1, 500, 'Server error occurred'],
    ['/users/{id}', 2, 503, 'Server error occurred'],
  ] as const)('GET %s (%s) rejects with API Error and logs it', async (path, id, status, logText) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await api.GET(path, { params: { path: { id } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('API Error');
    expect((error as ApiError).status).toBe(status);
    expect(log).toHaveBeenCalledWith(logText);
  });

  it('keeps the server body on the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = (await api
      .GET('/companies/{id}', { params: { path: { id: 3 } } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body?.name).toBe('Forbidden');
    expect(error.serverMessage).toBe('You may not see this company');
  });
});

describe('other errors', () => {
  it('rejects a BadRequest with the server message and field errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = (await api
      .POST('/scenario-tags', { body: { tag: 'x' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual({ tag: 'Tag name is required' });
    expect(log).not.toHaveBeenCalled();
  });

  it('rejects with Network error occurred when nothing answers', async () => {
    const offline = createApiClient({ baseUrl: await closedOrigin() });
    const error = (await offline.GET('/scenarios').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Network error occurred');
    expect(error.status).toBe(0);
  });

  it('rejects an aborted call with an AbortError, not a network error', async () => {
    const controller = new AbortController();
    const pending = api.GET('/help-guides/{id}', { params: { path: { id: 5 } }, signal: controller.signal });
    await delay(100);
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });
});

describe('results', () => {
  it('types data from the contract', async () => {
    const result = await api.GET('/scenarios/{id}', { params: { path: { id: 7 } } });
    expectTypeOf(result.data).toEqualTypeOf<components['schemas']['ScenarioRead'] | null>();
    expect(isSessionExpired(result)).toBe(false);
  });

  it('turns the session-expired result into an ApiError for callers that need data', async () => {
    const result = await api.GET('/profile');
    expect(isSessionExpired(result)).toBe(true);
    expect(() => dataOrThrow(result)).toThrow('Session expired. Please log in again.');
    expect(dataOrThrow({ data: { id: 1 }, status: 200 })).toEqual({ id: 1 });
  });

  it('takes the token from a custom source', async () => {
    const custom = createApiClient({ baseUrl: server.origin, getAccessToken: () => 'host-token' });
    await custom.GET('/scenarios/{id}', { params: { path: { id: 7 } } });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer host-token');
  });
});

describe('configuration', () => {
  it('changes the base URL after creation', async () => {
    const later = createApiClient({ baseUrl: await closedOrigin() });
    later.configure({ baseUrl: server.origin });
    const result = await later.GET('/scenarios/{id}', { params: { path: { id: 7 } } });
    expect(result.status).toBe(200);
  });
});
