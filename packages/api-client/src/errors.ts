import type { components } from './schema';

/** The Feathers error body the server answers on every error. */
export type ErrorBody = components['schemas']['Error'];

export const API_ERROR_MESSAGE = 'API Error';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/** What any call resolves to on a 401, instead of rejecting (the documented error catalogue). */
export interface SessionExpired {
  data: null;
  status: 401;
  message: typeof SESSION_EXPIRED_MESSAGE;
}

export const sessionExpired = (): SessionExpired => ({
  data: null,
  status: 401,
  message: SESSION_EXPIRED_MESSAGE,
});

export const isSessionExpired = (value: unknown): value is SessionExpired =>
  typeof value === 'object' &&
  value !== null &&
  (value as SessionExpired).status === 401 &&
  (value as SessionExpired).data === null &&
  (value as SessionExpired).message === SESSION_EXPIRED_MESSAGE;

/**
 * The one error type the UI sees. `status` is 0 when no response arrived; `body` is the server's error
 * body when there was one (its `message` and per-field `errors` are what forms show).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(message: string, status: number, body?: ErrorBody) {
    super(message);
    this.status = status;
    this.body = body;
  }

  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' && this.body.message ? this.body.message : undefined;
  }

  /** Per-field messages of a BadRequest, keyed by field path. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const LOG_TEXT: Record<number, string> = { 403: 'Access denied', 404: 'Resource not found' };

/**
 * The error for a failed response other than 401: 403/404/5xx are logged ('Access denied',
 * 'Resource not found', 'Server error occurred') and become 'API Error'; other statuses (400, 409, 429...)
 * carry the server's message so forms can show it.
 */
export function apiErrorFor(status: number, body: ErrorBody | undefined): ApiError {
  const logText = status >= 500 ? 'Server error occurred' : LOG_TEXT[status];
  if (logText) {
    console.error(logText);
    return new ApiError(API_ERROR_MESSAGE, status, body);
  }
  return new ApiError(body?.message || API_ERROR_MESSAGE, status, body);
}
