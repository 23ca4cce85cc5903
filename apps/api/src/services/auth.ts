import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AuthUser, Ctx, Deps, Handlers } from '../context.js';
import { requireUser } from '../context.js';
import { companies, passwordResets, revokedTokens, users } from '../db/schema.js';
import type { Db } from '../db/index.js';
import { HttpError, fieldErrors, notAuthenticated } from '../errors.js';
import type { Rules } from '../validation.js';
import { emailEquals, findUserWithCompany, readUser, userRead } from './users.js';

export const INVALID_LOGIN = 'Invalid email or password';
export const RESET_MESSAGE =
  'If an account exists for this email, a link to reset the password is on its way.';
const RESET_LIFETIME_MS = 60 * 60 * 1000;

export const authRules: Rules = {
  strategy: { required: 'Strategy is required', type: "Strategy must be 'local' or 'jwt'" },
  email: { required: 'Email is required', email: 'Invalid email format' },
  password: { required: 'Password is required' },
  accessToken: { required: 'Access token is required' },
};
export const profileRules: Rules = {
  firstName: { required: 'First name is required' },
  lastName: { required: 'Last name is required' },
  currentPassword: { required: 'Current password is required' },
  newPassword: { required: 'Password is required', min: [8, 'Password must be at least 8 characters'] },
};
export const passwordResetRules: Rules = {
  email: { required: 'Email is required', email: 'Invalid email format' },
  token: { required: 'This reset link is invalid or has expired' },
  password: { required: 'Password is required', min: [8, 'Password must be at least 8 characters'] },
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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

function clientAddress(ctx: Ctx): string {
  return ctx.req.ip || 'unknown';
}

async function signInLocal(ctx: Ctx) {
  const { deps } = ctx;
  const email = String(ctx.body.email).trim().toLowerCase();
  const address = clientAddress(ctx);
  // Refuse before doing any work when this address or account is already over its limit.
  if (deps.limits.signInAddress.blocked(address) || deps.limits.signInAccount.blocked(email)) {
    throw new HttpError(429, 'Too many sign-in attempts. Please wait a few minutes and try again.');
  }
  const row = await findUserWithCompany(deps.db, emailEquals(email));
  // Always verify a hash (a dummy one for unknown emails) so both failures take the same time.
  const ok = await deps.passwords.verify(row?.user.passwordHash, String(ctx.body.password));
  if (!ok || !row || !row.user.isActive || !row.company.isActive) {
    deps.limits.signInAddress.hit(address);
    deps.limits.signInAccount.hit(email);
    throw notAuthenticated(INVALID_LOGIN);
  }
  deps.limits.signInAccount.reset(email);
  const { accessToken, payload } = deps.tokens.sign(row.user.id);
  return {
    accessToken,
    authentication: { strategy: 'local', accessToken, payload },
    user: userRead(row.user, row.company),
  };
}

async function signInJwt(ctx: Ctx) {
  const accessToken = String(ctx.body.accessToken);
  const user = await verifyAccessToken(ctx.deps, accessToken);
  if (!user) throw notAuthenticated('Session expired. Please log in again.');
  return {
    accessToken,
    authentication: { strategy: 'jwt', accessToken, payload: ctx.deps.tokens.verify(accessToken) },
    user: await readUser(ctx.deps.db, user.id),
  };
}

async function forgetExpiredRevocations(db: Db) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

export const authHandlers: Handlers = {
  'POST /authentication': async (ctx) => (ctx.body.strategy === 'jwt' ? signInJwt(ctx) : signInLocal(ctx)),

  'DELETE /authentication': async (ctx) => {
    const user = requireUser(ctx);
    const accessToken = (ctx.req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    await ctx.deps.db
      .insert(revokedTokens)
      .values({ jti: user.jti, expiresAt: user.tokenExpiresAt })
      .onConflictDoNothing();
    await forgetExpiredRevocations(ctx.deps.db);
    return {
      accessToken,
      authentication: { strategy: 'jwt', accessToken, payload: ctx.deps.tokens.verify(accessToken) },
      user: await readUser(ctx.deps.db, user.id),
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
    const key = `password:${user.id}`;
    if (ctx.deps.limits.signInAccount.blocked(key))
      throw new HttpError(429, 'Too many attempts. Please wait a few minutes.');
    const [row] = await ctx.deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!(await ctx.deps.passwords.verify(row?.hash, String(ctx.body.currentPassword)))) {
      ctx.deps.limits.signInAccount.hit(key);
      throw fieldErrors({ currentPassword: 'Current password is incorrect' });
    }
    const passwordHash = await ctx.deps.passwords.hash(String(ctx.body.newPassword));
    await ctx.deps.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    return { message: 'Your password has been changed.' };
  },

  'POST /password-reset': async (ctx) => {
    const { deps } = ctx;
    const email = String(ctx.body.email).trim();
    const address = clientAddress(ctx);
    deps.limits.signInAddress.hit(
      `reset:${address}`,
      'Too many requests. Please wait a few minutes and try again.',
    );
    // The answer is sent before any lookup or mail, so neither its content nor its timing tells
    // whether the account exists.
    setImmediate(() => {
      sendResetMail(deps, email).catch((error: unknown) =>
        ctx.req.log.error({ err: error }, 'password reset mail failed'),
      );
    });
    return { message: RESET_MESSAGE };
  },

  'POST /password-reset/confirm': async (ctx) => {
    const { db, passwords } = ctx.deps;
    const tokenHash = sha256(String(ctx.body.token));
    const passwordHash = await passwords.hash(String(ctx.body.password));
    const used = await db.transaction(async (tx) => {
      // Marking the token used in the same statement that finds it makes it single-use under races.
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!reset) return false;
      await tx
        .update(users)
        .set({ passwordHash, tokensValidAfter: new Date(), updatedAt: new Date() })
        .where(eq(users.id, reset.userId));
      return true;
    });
    if (!used) throw fieldErrors({ token: 'This reset link is invalid or has expired' });
    return { message: 'Your password has been reset. You can now sign in.' };
  },
};

async function sendResetMail(deps: Deps, email: string) {
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
    subject: 'Reset your Ready Teams password',
    text:
      `Hello ${row.user.firstName},\n\n` +
      `Someone asked to reset the password of your Ready Teams account. To choose a new password, open this link within one hour:\n\n${link}\n\n` +
      `If you did not ask for this, you can ignore this message; your password stays the same.\n`,
  });
}
