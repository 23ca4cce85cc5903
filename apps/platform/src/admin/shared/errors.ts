import { isApiError } from '@readyteams/api-client';

/** A request the server rejected itself: a field rule (400), a plan that does not give it (403), a duplicate (409). */
const rejected = (error: unknown) => isApiError(error) && [400, 403, 409].includes(error.status);

/**
 * What a failed save tells the user: the server's own words when it rejected the request itself (a
 * duplicate name, a field rule, a refusal naming the plan that gives it), otherwise the screen's documented message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return (rejected(error) && isApiError(error) && error.serverMessage) || fallback;
}

/**
 * The error handed back to a form: a request the server rejected keeps its message and per-field messages
 * (the form puts them on their fields); anything else (a server fault, no network) becomes the screen's
 * documented message.
 */
export function formError(error: unknown, fallback: string): unknown {
  return rejected(error) ? error : new Error(fallback);
}
