/**
 * Errors in the FeathersJS wire format, so a Feathers client turns them back into its own
 * error classes: {name, message, code, className, errors?}.
 */
export type FieldErrors = Record<string, string>;

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

  constructor(code: number, message: string, errors?: FieldErrors, headers?: Record<string, string>) {
    super(message);
    this.headers = headers;
    const [name, className] = CLASS_NAMES[code] ?? CLASS_NAMES[500]!;
    this.name = name;
    this.code = code;
    this.className = className;
    this.errors = errors;
  }

  toJSON() {
    return {
      name: this.name,
      message: this.message,
      code: this.code,
      className: this.className,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const notAuthenticated = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The record, or a 404 when there is none. */
export function found<T>(value: T | null | undefined, message = 'Not found'): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** A 400 for one or more fields; the first field's message doubles as the summary. */
export function fieldErrors(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0] ?? 'Invalid data';
  return badRequest(first, errors);
}

export function errorBody(code: number, message: string, errors?: FieldErrors) {
  return new HttpError(code, message, errors).toJSON();
}
