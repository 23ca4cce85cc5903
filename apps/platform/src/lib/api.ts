import { apiUrl } from './config';
import { readToken, removeToken } from './auth-storage';

// TEMPORARY transport until @readyteams/api-client lands; the containers only use the functions in this
// folder, so swapping the internals for the typed client does not touch any page.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

let onUnauthorized: () => void = () => undefined;
/** The app registers what a 401 means for it (forget the user, back to sign-in). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function toSearch(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(key, value === null ? 'null' : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function request<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}${toSearch(options.query)}`, {
      method,
      signal: options.signal,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error occurred', 0);
  }
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (response.ok) return body as T;
  const serverBody = (body ?? {}) as { message?: string; errors?: Record<string, string> };
  if (response.status === 401 && token) {
    removeToken();
    onUnauthorized();
    throw new ApiError('Session expired. Please log in again.', 401, undefined, serverBody.message);
  }
  const message = response.status === 400 || response.status === 409 ? (serverBody.message ?? 'API Error') : 'API Error';
  throw new ApiError(message, response.status, serverBody.errors, serverBody.message);
}
