/**
 * Errors in the FeathersJS wire format, so a Feathers client turns them back into its own
 * error classes: {name, message, code, className, errors?}. Their messages are raised by id (the server catalogue,
 * src/i18n) and put into words in the request's language when the error is sent (toJSON).
 */
import { english, localeOf, say, translate, type Message, type ServerLocale } from './i18n/index.js';

/** Each field's message. */
export type FieldErrors = Record<string, Message>;

const CLASS_NAMES: Record<number, [name: string, className: string]> = {
  400: ['BadRequest', 'bad-request'],
  401: ['NotAuthenticated', 'not-authenticated'],
  403: ['Forbidden', 'forbidden'],
  404: ['NotFound', 'not-found'],
  405: ['MethodNotAllowed', 'method-not-allowed'],
  408: ['Timeout', 'timeout'],
  409: ['Conflict', 'conflict'],
  413: ['PayloadTooLarge', 'payload-too-large'],
  415: ['UnsupportedMediaType', 'unsupported-media-type'],
  416: ['RangeNotSatisfiable', 'range-not-satisfiable'],
  422: ['Unprocessable', 'unprocessable'],
  429: ['TooManyRequests', 'too-many-requests'],
  500: ['GeneralError', 'general-error'],
  501: ['NotImplemented', 'not-implemented'],
  503: ['Unavailable', 'unavailable'],
};

export class HttpError extends Error {
  readonly code: number;
  readonly className: string;
  readonly errors: FieldErrors | undefined;
  /** Response headers that belong to the error, such as Retry-After on a 429 or a 503. */
  readonly headers: Record<string, string> | undefined;
  /** The message, not yet in words (`message` is its English, for logs). */
  readonly said: Message;

  constructor(code: number, message: Message, errors?: FieldErrors, headers?: Record<string, string>) {
    super(english(message));
    this.said = message;
    this.headers = headers;
    const [name, className] = CLASS_NAMES[code] ?? CLASS_NAMES[500]!;
    this.name = name;
    this.code = code;
    this.className = className;
    this.errors = errors;
  }

  /** The wire body, its messages in `locale` (English by default). */
  toJSON(locale: ServerLocale = 'en') {
    const errors = this.errors;
    return {
      name: this.name,
      message: translate(this.said, locale),
      code: this.code,
      className: this.className,
      ...(errors
        ? {
            errors: Object.fromEntries(
              Object.entries(errors).map(([field, message]) => [field, translate(message, locale)]),
            ),
          }
        : {}),
    };
  }
}

export const badRequest = (message: Message, errors?: FieldErrors) => new HttpError(400, message, errors);
export const notAuthenticated = (message: Message = 'server.error.notAuthenticated') =>
  new HttpError(401, message);
export const forbidden = (message: Message = 'server.error.forbidden') => new HttpError(403, message);
export const notFound = (message: Message = 'server.error.notFound') => new HttpError(404, message);
export const conflict = (message: Message) => new HttpError(409, message);

/** The record, or a 404 when there is none. */
export function found<T>(value: T | null | undefined, message: Message = 'server.error.notFound'): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** A 400 for one or more fields; the first field's message doubles as the summary. */
export function fieldErrors(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0] ?? 'server.error.invalidData';
  return badRequest(first, errors);
}

/** The wire body of an error, in `locale`. */
export function errorBody(code: number, message: Message, errors?: FieldErrors, locale?: ServerLocale) {
  return new HttpError(code, message, errors).toJSON(locale);
}

/** The 404 body of an address nothing answers (`GET /nowhere`), in the request's language. */
export const pageNotFound = (request: {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}) =>
  errorBody(
    404,
    say('server.error.pageNotFound', { method: request.method, path: request.url.split('?')[0] ?? '' }),
    undefined,
    localeOf(request),
  );
