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
