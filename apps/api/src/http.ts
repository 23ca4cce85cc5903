/**
 * The HTTP edge: request validation from the contract (Ajv), the Feathers error body on every
 * error, and turning database constraint violations into 400/409 answers.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, errorBody, fieldErrors } from './errors.js';
import type { JsonSchema } from './contract.js';
import { localeOf, say } from './i18n/index.js';
import { ajvFieldErrors, isEmail, type Rules } from './validation.js';

function makeAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    strict: false,
    logger: false,
    // oneOf + discriminator (slides by slideType): only the branch the data names is checked and reported.
    discriminator: true,
  });
  addFormats.default(ajv);
  // Every e-mail field takes a plain `local@domain` address only (the forms' and the phones' rule too).
  ajv.addFormat('email', isEmail);
  for (const name of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'])
    ajv.addFormat(name, true);
  return ajv;
}

const bodyAjv = makeAjv(false);
// Query strings and path params arrive as text: coerce them to the declared types.
const textAjv = makeAjv(true);

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * A oneOf whose branches each fix one property with `const` (like `strategy: local|jwt`) is
 * validated against the branch the data names, so errors talk about that branch only.
 */
function discriminated(schema: JsonSchema): Validator | undefined {
  const branches = schema.oneOf as JsonSchema[] | undefined;
  if (!Array.isArray(branches) || !branches.length) return undefined;
  const consts = branches.map((b) => {
    const props = (b.properties ?? {}) as Record<string, JsonSchema>;
    return Object.entries(props).find(([, p]) => p.const !== undefined);
  });
  if (consts.some((c) => !c) || new Set(consts.map((c) => c![0])).size !== 1) return undefined;
  const property = consts[0]![0];
  const compiled = new Map(branches.map((b, i) => [consts[i]![1].const, bodyAjv.compile(b)]));
  const validate: Validator = (data) => {
    const branch =
      data && typeof data === 'object'
        ? compiled.get((data as Record<string, unknown>)[property])
        : undefined;
    if (!branch) {
      validate.errors = [
        {
          instancePath: data && typeof data === 'object' ? `/${property}` : '',
          keyword: 'enum',
          schemaPath: '#/oneOf',
          params: { allowedValues: [...compiled.keys()] },
          message: `must be one of ${[...compiled.keys()].join(', ')}`,
        },
      ];
      return false;
    }
    const ok = branch(data);
    validate.errors = branch.errors;
    return ok;
  };
  return validate;
}

const cache = new WeakMap<object, ValidateFunction | Validator>();

export function compileValidator(schema: JsonSchema, httpPart: string | undefined): Validator {
  const hit = cache.get(schema);
  if (hit) return hit;
  const validate =
    httpPart === 'body' ? (discriminated(schema) ?? bodyAjv.compile(schema)) : textAjv.compile(schema);
  cache.set(schema, validate);
  return validate;
}

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

/** The PostgreSQL error inside whatever the driver or Drizzle wrapped it in. */
function pgErrorOf(error: unknown): PgError | undefined {
  let current = error as { cause?: unknown; code?: unknown } | undefined;
  for (let i = 0; i < 5 && current; i++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as PgError;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Field named by a constraint like `faqs_category_id_fkey` -> categoryId. */
function fieldOfConstraint(constraint: string | undefined): string {
  const match = /^[a-z_]+?_([a-z_]+?)_(fkey|key|check)$/.exec(constraint ?? '');
  const column = match?.[1] ?? 'id';
  return column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Answer when the database is busy, locked or unreachable: a clear 503 within the configured bounds, never a hang. */
export const unavailable = () =>
  new HttpError(503, 'server.error.busy', undefined, {
    'retry-after': '5',
  });

/** The pool's acquire timeout and a lost or refused connection, which carry no PostgreSQL error code. */
function isConnectionFailure(error: unknown): boolean {
  for (let current = error as { cause?: unknown } | undefined, i = 0; current && i < 5; i++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code))
      return true;
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/.test(
        message,
      )
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const pg = pgErrorOf(error);
  if (!pg) return isConnectionFailure(error) ? unavailable() : undefined;
  switch (pg.code) {
    case '57014': // statement_timeout
    case '55P03': // lock_timeout
    case '57P01': // the server is shutting down
    case '57P03': // the server is starting
    case '53300': // too many connections
      return unavailable();
    case '23505':
      return new HttpError(409, 'server.error.duplicate');
    case '23503': {
      const field = fieldOfConstraint(pg.constraint);
      return /is still referenced/.test(pg.detail ?? '')
        ? new HttpError(409, 'server.error.inUse')
        : fieldErrors({ [field]: say('server.error.unknownReference', { field }) });
    }
    case '23514':
    case '23502':
      return new HttpError(400, 'server.error.invalidData');
    default:
      // Class 22 "data exception": a value PostgreSQL cannot take (NUL bytes, out of range...); class 08: the
      // connection failed.
      if (pg.code?.startsWith('22')) return new HttpError(400, 'server.error.invalidData');
      return pg.code?.startsWith('08') ? unavailable() : undefined;
  }
}

/** Values compared or used exactly as typed: secrets are never trimmed. */
const UNTRIMMED = new Set(['password', 'currentPassword', 'newPassword', 'accessToken', 'token']);

/**
 * Text arrives trimmed at the contract's checks, as the forms trim it: a required field of spaces is then empty and
 * answered with the field's own "is required" message, never stored blank.
 */
export function trimmed(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return UNTRIMMED.has(key) ? value : value.trim();
  // No contract shape is this deep; the checks refuse what lies below, so it is left as sent.
  if (depth > 16 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => trimmed(item, '', depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = trimmed(v, k, depth + 1);
  return out;
}

/** The request's bearer token (`Authorization: Bearer ...`), if any. */
export const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : undefined;
};

export interface RouteConfig {
  rules?: Rules;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError & { validationContext?: string }, request: FastifyRequest, reply: FastifyReply) => {
      // Answered in the request's language (Accept-Language), English when it names none the server speaks.
      const locale = localeOf(request);
      const known = toHttpError(error);
      if (known)
        return reply
          .code(known.code)
          .headers(known.headers ?? {})
          .send(known.toJSON(locale));
      if (error.validation) {
        const rules = (request.routeOptions.config as RouteConfig | undefined)?.rules ?? {};
        const context = error.validationContext ?? 'body';
        const data =
          context === 'body' ? request.body : context === 'querystring' ? request.query : request.params;
        const errors = ajvFieldErrors(
          error.validation as ErrorObject[],
          context === 'body' ? rules : {},
          data,
        );
        if (
          context === 'body' &&
          (request.body === undefined || request.body === null || typeof request.body !== 'object')
        ) {
          return reply
            .code(400)
            .send(
              errorBody(
                400,
                'server.error.jsonBodyRequired',
                { body: 'server.error.jsonBodyRequired' },
                locale,
              ),
            );
        }
        return reply.code(400).send(fieldErrors(errors).toJSON(locale));
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          return reply.code(400).send(errorBody(400, 'server.error.invalidJson', undefined, locale));
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.code(413).send(errorBody(413, 'server.error.bodyTooLarge', undefined, locale));
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply
            .code(415)
            .send(errorBody(415, 'server.error.unsupportedContentType', undefined, locale));
      }
      const status = error.statusCode ?? 500;
      if (error instanceof SyntaxError && status === 400) {
        return reply.code(400).send(errorBody(400, 'server.error.invalidJson', undefined, locale));
      }
      // A 4xx of Fastify or a plugin: its own words, in English.
      if (status >= 400 && status < 500)
        return reply.code(status).send(errorBody(status, { text: error.message }, undefined, locale));
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(errorBody(500, 'server.error.unexpected', undefined, locale));
    },
  );
}
