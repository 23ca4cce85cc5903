import createClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import {
  API_ERROR_MESSAGE,
  ApiError,
  apiErrorFor,
  NETWORK_ERROR_MESSAGE,
  sessionExpired,
  type ErrorBody,
  type SessionExpired,
} from './errors';
import { serializeQuery } from './query-string';
import type { paths } from './schema';
import { clearAccessToken, getAccessToken } from './token';

export interface ApiClientOptions {
  /** API origin, e.g. `https://api.readyteams.example`; default '' = the page's own origin. */
  baseUrl?: string;
  /** Called after a 401 removed the token, so the app can send the user to sign in. */
  onUnauthorized?: () => void;
  /** Where the bearer token comes from; default the `accessToken` cookie. */
  getAccessToken?: () => string | null;
  /**
   * The language the page speaks now (`es`, `de-DE`...), sent as Accept-Language so the server's messages (errors,
   * confirmations) come back in it; default: the browser's own Accept-Language.
   */
  getLanguage?: () => string | undefined;
  fetch?: (request: Request) => Promise<Response>;
}

/** What a call resolves to: the data and status, or the documented session-expired result on a 401. */
export type ApiResult<T> = { data: T; status: number; message?: undefined } | SessionExpired;

type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/** The success body of an operation (what `data` holds when the call succeeded). */
export type SuccessData<Operation extends Record<string | number, unknown>, Init> = NonNullable<
  FetchResponse<Operation, Init, MediaType>['data']
>;

type ResultMethod<Method extends HttpMethod> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<ApiResult<SuccessData<paths[Path][Method] & Record<string | number, unknown>, Init>>>;

async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text());
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

// Failing sign-in calls answer 401 too; they are not an expired session the app should redirect on.
const isAuthenticationCall = (request: Request) => new URL(request.url).pathname.endsWith('/authentication');

/**
 * The error catalogue, in one place:
 * bearer token from the cookie, Accept-Language from `getLanguage`; 401 -> cookie removed, the call resolves `{data: null, status: 401, message}`;
 * 403/404/5xx -> logged and rejected with ApiError('API Error'); no response -> ApiError('Network error occurred');
 * other errors (400, 409, 429) -> ApiError with the server's message and body (field errors for forms).
 */
export function createErrorMiddleware(config: ApiClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = (config.getAccessToken ?? getAccessToken)();
      if (token && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${token}`);
      const language = config.getLanguage?.();
      if (language && !request.headers.has('Accept-Language'))
        request.headers.set('Accept-Language', language);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.ok) return response;
      if (response.status === 401) {
        clearAccessToken();
        if (!isAuthenticationCall(request)) config.onUnauthorized?.();
        return new Response(JSON.stringify(sessionExpired()), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      throw apiErrorFor(response.status, await readErrorBody(response));
    },
    onError({ error }) {
      // A cancelled request (superseded search, unmounted screen) is not a network failure.
      if (isAbort(error)) return error as Error;
      return new ApiError(NETWORK_ERROR_MESSAGE, 0);
    },
  };
}

export function createApiClient(options: ApiClientOptions = {}) {
  const config: ApiClientOptions = { ...options };
  const raw = createClient<paths>({
    baseUrl: config.baseUrl ?? '',
    // Read lazily so a test or the app can swap fetch after the client exists.
    fetch: (request) => (config.fetch ?? globalThis.fetch)(request),
    querySerializer: (query) => serializeQuery(query as Record<string, unknown>),
  });
  raw.use(createErrorMiddleware(config));

  const call = <Method extends HttpMethod>(method: Method): ResultMethod<Method> =>
    (async (url: string, init?: Record<string, unknown>) => {
      const { data, response } = await raw.request(
        method as never,
        url as never,
        {
          ...init,
          ...(config.baseUrl !== undefined ? { baseUrl: config.baseUrl } : {}),
        } as never,
      );
      if (response.status === 401) return sessionExpired();
      return { data, status: response.status };
    }) as ResultMethod<Method>;

  return {
    /** The underlying openapi-fetch client (same middleware). */
    raw,
    GET: call('get'),
    POST: call('post'),
    PUT: call('put'),
    PATCH: call('patch'),
    DELETE: call('delete'),
    /** Change the base URL or hooks after creation (e.g. from the app's environment at start-up). */
    configure(next: Partial<ApiClientOptions>) {
      Object.assign(config, next);
    },
    get baseUrl() {
      return config.baseUrl ?? '';
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same origin unless configured with `apiClient.configure({ baseUrl })`. */
export const apiClient = createApiClient();

/** Resolve to the data, or reject with ApiError(401) when the session expired (for mutations and forms). */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.status === 401 && result.data === null) {
    throw new ApiError(result.message ?? API_ERROR_MESSAGE, 401);
  }
  return result.data as T;
}
