import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Passwords } from './auth/passwords.js';
import type { Tokens } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/index.js';
import { forbidden, notAuthenticated, notFound } from './errors.js';
import type { Mailer } from './lib/mail.js';
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
  /** Resolves a bearer token to the user, or null (bad, expired, revoked, archived). */
  verifyAccessToken(token: string): Promise<AuthUser | null>;
}

export interface Ctx {
  req: FastifyRequest;
  reply: FastifyReply;
  // The contract has validated these shapes; handlers read them as plain JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  query: Record<string, unknown>;
  params: Record<string, string>;
  user: AuthUser | null;
  deps: Deps;
}

export type Handler = (ctx: Ctx) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

export function requireUser(ctx: Ctx): AuthUser {
  if (!ctx.user) throw notAuthenticated();
  return ctx.user;
}

/** Company admins and operator admins. */
export function requireAdmin(ctx: Ctx): AuthUser {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw forbidden();
  return user;
}

export function requireOperator(ctx: Ctx): AuthUser {
  const user = requireUser(ctx);
  if (!user.isOperator) throw forbidden();
  return user;
}

/** Path ids are integers; anything else cannot name a record, so it is a 404. */
export function intId(value: unknown, notFoundMessage = 'Not found'): number {
  const text = String(value ?? '');
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || n < 1) {
    throw notFound(notFoundMessage);
  }
  return n;
}
