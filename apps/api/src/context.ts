import type { paths } from '@readyteams/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Passwords } from './auth/passwords.js';
import type { Tokens } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/index.js';
import { forbidden, notAuthenticated, notFound } from './errors.js';
import type { Message } from './i18n/index.js';
import type { Mailer } from './lib/mail.js';
import type { SessionEvents } from './lib/session-events.js';
import type { AuthLimits } from './services/auth.js';

/** The signed-in user as every handler sees it. */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyId: number;
  companyName: string;
  isAdmin: boolean;
  /** Admin of the operator company: manages the whole platform. */
  isOperator: boolean;
  subscriptionPlan: string | null;
  expiresAt: string | null;
  jti: string;
  tokenExpiresAt: Date;
}

export type Role = 'anonymous' | 'host' | 'admin' | 'operator';

export function roleOf(user: AuthUser | null): Role {
  if (!user) return 'anonymous';
  if (user.isOperator) return 'operator';
  return user.isAdmin ? 'admin' : 'host';
}

export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  tokens: Tokens;
  /** Signs tokens and upload URLs. */
  jwtSecret: string;
  passwords: Passwords;
  mailer: Mailer;
  limits: AuthLimits;
  /** Where the sessions service says a session ended (the live module listens). */
  sessionEvents: SessionEvents;
  /** Resolves a bearer token to the user, or null (bad, expired, revoked, archived). */
  verifyAccessToken(token: string): Promise<AuthUser | null>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every operation of the contract as `METHOD /path` (e.g. `PATCH /scenarios/{id}`), the key handlers are found by. */
export type Route = {
  [P in keyof paths]: {
    [M in Method]: paths[P][M] extends undefined ? never : `${Uppercase<M>} ${P & string}`;
  }[Method];
}[keyof paths];

type OperationOf<R extends Route> = R extends `${infer M} ${infer P extends keyof paths}`
  ? NonNullable<paths[P][Lowercase<M> & Method]>
  : never;

type JsonBodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
type PathOf<O> = O extends { parameters: { path: infer P } } ? P : Record<string, never>;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? object : Q) : object;
type ResultOf<O> = O extends { responses: infer Responses }
  ? {
      [S in keyof Responses]: S extends 200 | 201 | 202
        ? Responses[S] extends { content: { 'application/json': infer B } }
          ? B
          : unknown
        : never;
    }[keyof Responses]
  : unknown;

/** What a handler receives, typed from its operation in openapi.yaml (which has already validated the request). */
export interface Ctx<R extends Route = Route> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: JsonBodyOf<OperationOf<R>>;
  /** The declared parameters, and Feathers filters on listed fields (checked by each resource's query fields). */
  query: QueryOf<OperationOf<R>> & Record<string, unknown>;
  params: PathOf<OperationOf<R>>;
  user: AuthUser | null;
  deps: Deps;
}

/** A handler returns its operation's success body (JSON-encoded as is), or the reply when it answered itself. */
export type Handler<R extends Route> = (ctx: Ctx<R>) => Promise<ResultOf<OperationOf<R>> | FastifyReply>;

/** Handlers by route: each one's context and result are typed from its operation. */
export type Handlers = { [R in Route]?: Handler<R> };

/**
 * A request as the router hands it over, before it is typed by its operation: what generic resource factories
 * (simple.ts) work with, since their routes are only known at run time.
 */
export interface RawCtx extends Omit<Ctx, 'body' | 'query' | 'params'> {
  body: Record<string, unknown>;
  query: Record<string, unknown>;
  params: Record<string, string>;
}
export type RawHandler = (ctx: RawCtx) => Promise<unknown>;

export function requireUser(ctx: Pick<Ctx, 'user'>): AuthUser {
  if (!ctx.user) throw notAuthenticated();
  return ctx.user;
}

/** Company admins and operator admins. */
export function requireAdmin(ctx: Pick<Ctx, 'user'>): AuthUser {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw forbidden();
  return user;
}

export function requireOperator(ctx: Pick<Ctx, 'user'>): AuthUser {
  const user = requireUser(ctx);
  if (!user.isOperator) throw forbidden();
  return user;
}

/** Path ids are integers; anything else cannot name a record, so it is a 404. */
export function intId(value: unknown, notFoundMessage: Message = 'server.error.notFound'): number {
  const text = String(value ?? '');
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || n < 1) {
    throw notFound(notFoundMessage);
  }
  return n;
}
