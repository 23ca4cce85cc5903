import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { RedisClientType } from 'redis';
import type { AuthUser, Ctx, Deps, Handlers } from '../context.js';
import { requireUser } from '../context.js';
import type { Config } from '../config.js';
import { companies, passwordResets, revokedTokens, users } from '../db/schema.js';
import type { Db } from '../db/index.js';
import { HttpError, fieldErrors, forbidden, notAuthenticated } from '../errors.js';
import { assertStrongPassword } from '../auth/passwords.js';
import { sha256 } from '../lib/hash.js';
import { createLimit, type Limit } from '../lib/limits.js';
import { CODE_EXPIRED, PASSWORD_OFF, passwordSignInAllowed, signInSso, ssoSignOut } from '../sso/index.js';
import type { Rules } from '../validation.js';
import { localeOf, say, translate, type ServerLocale } from '../i18n/index.js';
import { emailEquals, findUserWithCompany, readUser, userRead } from './users.js';

export const INVALID_LOGIN = 'server.auth.invalidLogin';
export const RESET_MESSAGE = 'server.auth.resetRequested';
const RESET_LIFETIME_MS = 60 * 60 * 1000;

export const authRules: Rules = {
  strategy: { required: 'server.auth.strategyRequired', type: 'server.auth.strategyInvalid' },
  email: { required: 'server.field.emailRequired', email: 'server.field.emailFormat' },
  password: { required: 'server.field.passwordRequired' },
  accessToken: { required: 'server.auth.accessTokenRequired' },
  code: { required: CODE_EXPIRED, min: [1, CODE_EXPIRED], max: [200, CODE_EXPIRED] },
};
export const profileRules: Rules = {
  firstName: { required: 'server.field.firstNameRequired' },
  lastName: { required: 'server.field.lastNameRequired' },
  currentPassword: { required: 'server.auth.currentPasswordRequired' },
  newPassword: { required: 'server.field.passwordRequired', min: [8, 'server.field.passwordLength'] },
};
export const passwordResetRules: Rules = {
  email: { required: 'server.field.emailRequired', email: 'server.field.emailFormat' },
  token: { required: 'server.auth.resetLinkInvalid' },
  password: { required: 'server.field.passwordRequired', min: [8, 'server.field.passwordLength'] },
};

const SIGN_IN_LIMITED = 'server.limit.signIn';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Attempt budgets of the sign-in and password routes (CONFIG.md "Attempt limits"). Sign-in locks out an account
 * per source address; the account-wide budget is larger than one address can spend, so nobody who knows a
 * host's email can lock the host out from elsewhere; only many addresses together slow an account down, with
 * backoff.
 */
export function createAuthLimits(redis: RedisClientType | null, config: Config) {
  const { signInLimit: signIn, resetLimit: reset } = config;
  return {
    signInAccountAddress: createLimit(redis, {
      name: 'signin-account-address',
      points: signIn.perAccountAddress,
      windowMs: signIn.windowMs,
      backoff: { maxBlockMs: HOUR_MS },
      message: SIGN_IN_LIMITED,
    }),
    signInAccount: createLimit(redis, {
      name: 'signin-account',
      points: signIn.perAccount,
      windowMs: signIn.windowMs,
      backoff: { maxBlockMs: HOUR_MS },
      message: SIGN_IN_LIMITED,
    }),
    signInAddress: createLimit(redis, {
      name: 'signin-address',
      points: signIn.perAddress,
      windowMs: signIn.windowMs,
      message: SIGN_IN_LIMITED,
    }),
    /** Guesses of the current password when changing it (a stolen token must not become a password oracle). */
    passwordChange: createLimit(redis, {
      name: 'password-change',
      points: signIn.perAccountAddress,
      windowMs: signIn.windowMs,
      backoff: { maxBlockMs: HOUR_MS },
      message: 'server.limit.attemptsShort',
    }),
    /** Single sign-ons started and provider answers per address (CONFIG.md "Single sign-on"). */
    ssoAddress: createLimit(redis, {
      name: 'sso-address',
      points: config.sso.limit.perAddress,
      windowMs: config.sso.limit.windowMs,
      message: SIGN_IN_LIMITED,
    }),
    /** Requests to the routes that mail an address they are given (password reset, trial sign-up), per address. */
    resetAddress: createLimit(redis, {
      name: 'reset-address',
      points: reset.perAddress,
      windowMs: reset.windowMs,
      message: 'server.limit.requests',
    }),
    /** Reset mails to one account; past it requests still get the usual answer, only no further mail is sent. */
    resetAccount: createLimit(redis, {
      name: 'reset-account',
      points: reset.perAccount,
      windowMs: reset.windowMs,
      message: 'server.limit.resetMails',
    }),
    /** Trial sign-up mails to one address: one per window; further requests get the usual answer and no mail. */
    signUpAccount: createLimit(redis, {
      name: 'sign-up-account',
      points: 1,
      windowMs: reset.windowMs,
      message: 'server.limit.requests',
    }),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** Reserves one attempt on each budget, in order; when one is spent, the ones already taken are given back. */
async function takeAll(budgets: [Limit, string][]): Promise<void> {
  for (const [index, [limit, key]] of budgets.entries()) {
    try {
      await limit.take(key);
    } catch (error) {
      await Promise.all(budgets.slice(0, index).map(([taken, takenKey]) => taken.giveBack(takenKey)));
      throw error;
    }
  }
}

function prepareSignedInUser(db: Db) {
  return db
    .select({ user: users, company: companies, revoked: revokedTokens.jti })
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .leftJoin(revokedTokens, eq(revokedTokens.jti, sql.placeholder('jti')))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_signed_in_user');
}
const signedInUserByDb = new WeakMap<Db, ReturnType<typeof prepareSignedInUser>>();
function signedInUser(db: Db) {
  let prepared = signedInUserByDb.get(db);
  if (!prepared) {
    prepared = prepareSignedInUser(db);
    signedInUserByDb.set(db, prepared);
  }
  return prepared;
}

/**
 * Token -> signed-in user. Refuses forged or expired tokens, tokens ended by sign-out, tokens
 * issued before a password reset, archived users and users of archived companies.
 */
export async function verifyAccessToken(
  deps: Pick<Deps, 'db' | 'tokens'>,
  token: string,
): Promise<AuthUser | null> {
  const payload = deps.tokens.verify(token);
  if (!payload) return null;
  const id = Number(payload.sub);
  if (!Number.isSafeInteger(id)) return null;
  // One statement, prepared once per database (named on PostgreSQL: parsed and planned once per connection):
  // the user, their company and whether this token was signed out.
  const [row] = await signedInUser(deps.db).execute({ id, jti: payload.jti });
  const revoked = row?.revoked;
  if (!row || revoked || !row.user.isActive || !row.company.isActive) return null;
  const validAfter = row.user.tokensValidAfter;
  if (validAfter && payload.iatMs < validAfter.getTime()) return null;
  const read = userRead(row.user, row.company);
  return {
    id: read.id,
    email: read.email,
    firstName: read.firstName,
    lastName: read.lastName,
    companyId: read.companyId,
    companyName: read.companyName,
    isAdmin: read.isAdmin,
    isOperator: read.isOperator,
    subscriptionPlan: read.subscriptionPlan,
    expiresAt: read.expiresAt,
    jti: payload.jti,
    tokenExpiresAt: new Date(payload.exp * 1000),
  };
}

export function clientAddress(ctx: Pick<Ctx, 'req'>): string {
  return ctx.req.ip || 'unknown';
}

type SignIn = Ctx<'POST /authentication'>['body'];

async function signInLocal(ctx: Ctx<'POST /authentication'>, body: Extract<SignIn, { strategy: 'local' }>) {
  const { deps } = ctx;
  const email = body.email.trim().toLowerCase();
  const address = clientAddress(ctx);
  const { limits } = deps;
  const accountAddress = `${email} ${address}`;
  // The attempt is counted before the password is checked: guesses sent at once cannot outrun the budget. The
  // per-address lockout of this account is checked first, so a locked-out source spends nothing of the others.
  await takeAll([
    [limits.signInAccountAddress, accountAddress],
    [limits.signInAddress, address],
    [limits.signInAccount, email],
  ]);
  const row = await findUserWithCompany(deps.db, emailEquals(email));
  // Always verify a hash (a dummy one for unknown emails) so both failures take the same time.
  const ok = await deps.passwords.verify(row?.user.passwordHash, body.password);
  if (!ok || !row || !row.user.isActive || !row.company.isActive) throw notAuthenticated(INVALID_LOGIN);
  await Promise.all([
    limits.signInAccountAddress.clear(accountAddress),
    limits.signInAddress.giveBack(address),
    limits.signInAccount.giveBack(email),
  ]);
  // The right password of a company that signs in through its provider only.
  if (!(await passwordSignInAllowed(deps.db, row.company, row.user.email))) throw forbidden(PASSWORD_OFF);
  const { accessToken, payload } = deps.tokens.sign(row.user.id);
  return {
    accessToken,
    authentication: { strategy: 'local' as const, accessToken, payload },
    user: userRead(row.user, row.company),
  };
}

async function signInJwt(
  ctx: Ctx<'POST /authentication'>,
  { accessToken }: Extract<SignIn, { strategy: 'jwt' }>,
) {
  const user = await verifyAccessToken(ctx.deps, accessToken);
  const payload = ctx.deps.tokens.verify(accessToken);
  if (!user || !payload) throw notAuthenticated('server.error.sessionExpired');
  return {
    accessToken,
    authentication: { strategy: 'jwt' as const, accessToken, payload },
    user: await readUser(ctx.deps.db, user.id),
  };
}

async function forgetExpiredRevocations(db: Db) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

export const authHandlers: Handlers = {
  'POST /authentication': async (ctx) => {
    const { body } = ctx;
    if (body.strategy === 'jwt') return signInJwt(ctx, body);
    if (body.strategy === 'sso') return signInSso(ctx, body.code);
    return signInLocal(ctx, body);
  },

  'DELETE /authentication': async (ctx) => {
    const user = requireUser(ctx);
    const accessToken = (ctx.req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    await ctx.deps.db
      .insert(revokedTokens)
      .values({ jti: user.jti, expiresAt: user.tokenExpiresAt })
      .onConflictDoNothing();
    await forgetExpiredRevocations(ctx.deps.db);
    const payload = ctx.deps.tokens.verify(accessToken);
    if (!payload) throw notAuthenticated();
    const ssoLogout = await ssoSignOut(ctx, user.jti);
    return {
      accessToken,
      authentication: { strategy: 'jwt' as const, accessToken, payload },
      user: await readUser(ctx.deps.db, user.id),
      ...(ssoLogout && { ssoLogout }),
    };
  },

  'GET /profile': async (ctx) => readUser(ctx.deps.db, requireUser(ctx).id),

  'PATCH /profile': async (ctx) => {
    const user = requireUser(ctx);
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (typeof ctx.body.firstName === 'string') changes.firstName = ctx.body.firstName.trim();
    if (typeof ctx.body.lastName === 'string') changes.lastName = ctx.body.lastName.trim();
    await ctx.deps.db.update(users).set(changes).where(eq(users.id, user.id));
    return readUser(ctx.deps.db, user.id);
  },

  'POST /profile/password': async (ctx) => {
    const user = requireUser(ctx);
    const { limits, db, passwords, tokens } = ctx.deps;
    const key = String(user.id);
    await limits.passwordChange.take(key);
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!(await passwords.verify(row?.hash, String(ctx.body.currentPassword)))) {
      throw fieldErrors({ currentPassword: 'server.auth.currentPasswordIncorrect' });
    }
    await limits.passwordChange.clear(key);
    const newPassword = String(ctx.body.newPassword);
    assertStrongPassword('newPassword', newPassword);
    const passwordHash = await passwords.hash(newPassword);
    // Every token issued so far ends (a thief's included); this browser gets a new one.
    await db
      .update(users)
      .set({ passwordHash, tokensValidAfter: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return {
      message: translate('server.auth.passwordChanged', localeOf(ctx.req)),
      accessToken: tokens.sign(user.id).accessToken,
    };
  },

  'POST /password-reset': async (ctx) => {
    const { deps } = ctx;
    const email = String(ctx.body.email).trim();
    await deps.limits.resetAddress.take(clientAddress(ctx));
    // The answer is sent before any lookup or mail, so neither its content nor its timing tells
    // whether the account exists.
    setImmediate(() => {
      sendResetMail(deps, email, localeOf(ctx.req)).catch((error: unknown) =>
        ctx.req.log.error({ err: error }, 'password reset mail failed'),
      );
    });
    return { message: translate(RESET_MESSAGE, localeOf(ctx.req)) };
  },

  'POST /password-reset/confirm': async (ctx) => {
    const { db, passwords } = ctx.deps;
    const tokenHash = sha256(String(ctx.body.token));
    const password = String(ctx.body.password);
    assertStrongPassword('password', password);
    const passwordHash = await passwords.hash(password);
    const used = await db.transaction(async (tx) => {
      // Marking the token used in the same statement that finds it makes it single-use under races. Only the newest
      // link the user was sent works: a newer one (used or not) ends every older one, so of two links used at once
      // only the newer can succeed.
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            sql`not exists (select 1 from password_resets newer
              where newer.user_id = password_resets.user_id and newer.id > password_resets.id)`,
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!reset) return false;
      // One link used voids the others still outstanding.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await tx
        .update(users)
        .set({ passwordHash, tokensValidAfter: new Date(), updatedAt: new Date() })
        .where(eq(users.id, reset.userId));
      return true;
    });
    if (!used) throw fieldErrors({ token: 'server.auth.resetLinkInvalid' });
    return { message: translate('server.auth.passwordReset', localeOf(ctx.req)) };
  },
};

/** The reset link, mailed in the language the request asked for (the page's). */
async function sendResetMail(deps: Deps, email: string, locale: ServerLocale) {
  try {
    await deps.limits.resetAccount.take(email.toLowerCase());
  } catch (error) {
    if (error instanceof HttpError && error.code === 429) return;
    throw error;
  }
  const row = await findUserWithCompany(deps.db, emailEquals(email));
  if (!row || !row.user.isActive) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(passwordResets).values({
    userId: row.user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
  });
  await deps.db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer({
    to: row.user.email,
    subject: translate('server.mail.resetSubject', locale),
    text: translate(say('server.mail.resetBody', { name: row.user.firstName, link }), locale, {
      isolate: false,
    }),
  });
}
