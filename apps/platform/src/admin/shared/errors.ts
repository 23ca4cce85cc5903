import { isApiError } from '@readyteams/api-client';

/**
 * What a failed save tells the user: the server's own words when it rejected the request itself (a
 * duplicate name, a field rule), otherwise the screen's documented message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 400 || error.status === 409) && error.serverMessage)
    return error.serverMessage;
  return fallback;
}

/**
 * The error handed back to a form: a request the server rejected keeps its message and per-field messages
 * (the form puts them on their fields); anything else (a server fault, no network) becomes the screen's
 * documented message.
 */
export function formError(error: unknown, fallback: string): unknown {
  return isApiError(error) && (error.status === 400 || error.status === 409) ? error : new Error(fallback);
}
