/**
 * The self-serve free trial (issue 34, CONFIG.md "Sign-up"): with SIGNUP_MODE=trial a visitor gives their name, their
 * company's name, an e-mail and a password, and gets a link at that address; opening it creates the company on the
 * Free Trial plan with the visitor as its admin, and signs them in. With the default SIGNUP_MODE=waitlist both routes
 * refuse and sign-up stays the documents' waitlist.
 *
 * Nothing is created before the link is opened: the sign-up waits in trial_sign_ups. So an address nobody confirmed
 * never holds an account (it cannot sign in, nor block its owner from signing up later), and unconfirmed sign-ups
 * never fill the operator's company list.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Ctx, Deps, Handlers } from '../context.js';
import { companies, trialSignUps, users } from '../db/schema.js';
import { HttpError, fieldErrors, forbidden } from '../errors.js';
import { assertStrongPassword } from '../auth/passwords.js';
import { sha256 } from '../lib/hash.js';
import { nextOrder } from '../lib/order.js';
import { localeOf, say, translate, type ServerLocale } from '../i18n/index.js';
import type { Rules } from '../validation.js';
import { clientAddress } from './auth.js';
import { FREE_TRIAL_DAYS, addDays } from './plans.js';
import { emailEquals, findUserWithCompany, readUser } from './users.js';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const LINK_INVALID = 'server.signUp.linkInvalid';

export const signUpRules: Rules = {
  firstName: { required: 'server.field.firstNameRequired' },
  lastName: { required: 'server.field.lastNameRequired' },
  companyName: { required: 'server.companies.nameRequired' },
  email: { required: 'server.field.emailRequired', email: 'server.field.emailFormat' },
  password: { required: 'server.field.passwordRequired', min: [8, 'server.field.passwordLength'] },
  token: { required: LINK_INVALID },
};

function assertTrialMode(ctx: Pick<Ctx, 'deps'>) {
  if (ctx.deps.config.signUpMode !== 'trial') throw forbidden('server.signUp.waitlistOnly');
}

type SignUp = Ctx<'POST /sign-up'>['body'];

export const signUpHandlers: Handlers = {
  'GET /sign-up': async (ctx) => ({ mode: ctx.deps.config.signUpMode }),

  'POST /sign-up': async (ctx) => {
    assertTrialMode(ctx);
    const { deps, body } = ctx;
    // A password the server would refuse is said at once (it tells nothing about the address).
    assertStrongPassword('password', body.password);
    // One budget per client address with the password reset: the routes that mail an address they are given.
    await deps.limits.resetAddress.take(clientAddress(ctx));
    const locale = localeOf(ctx.req);
    // The answer is sent before any lookup or mail, so neither its content nor its timing tells whether the address
    // has an account.
    setImmediate(() => {
      startTrial(deps, body, locale).catch((error: unknown) =>
        ctx.req.log.error({ err: error }, 'trial sign-up mail failed'),
      );
    });
    return { message: translate('server.signUp.requested', locale) };
  },

  'POST /sign-up/confirm': async (ctx) => {
    assertTrialMode(ctx);
    const { db, tokens } = ctx.deps;
    const tokenHash = sha256(String(ctx.body.token));
    const userId = await db.transaction(async (tx) => {
      // Deleting the sign-up in the statement that finds it makes the link single-use under races.
      const [signUp] = await tx
        .delete(trialSignUps)
        .where(and(eq(trialSignUps.tokenHash, tokenHash), gt(trialSignUps.expiresAt, new Date())))
        .returning();
      if (!signUp) return null;
      // The address's other links end with this one; an address that got an account meanwhile gets no second one.
      await tx.delete(trialSignUps).where(sql`lower(${trialSignUps.email}) = lower(${signUp.email})`);
      const [taken] = await tx.select({ id: users.id }).from(users).where(emailEquals(signUp.email)).limit(1);
      if (taken) return null;
      const [company] = await tx
        .insert(companies)
        .values({
          name: signUp.companyName,
          subscriptionPlan: 'free-trial',
          expiresAt: addDays(new Date(), FREE_TRIAL_DAYS),
          order: await nextOrder(tx, companies),
        })
        .returning({ id: companies.id });
      const [user] = await tx
        .insert(users)
        .values({
          firstName: signUp.firstName,
          lastName: signUp.lastName,
          email: signUp.email,
          companyId: company!.id,
          isAdmin: true,
          passwordHash: signUp.passwordHash,
          order: await nextOrder(tx, users),
        })
        .returning({ id: users.id });
      return user!.id;
    });
    if (userId === null) throw fieldErrors({ token: LINK_INVALID });
    const { accessToken, payload } = tokens.sign(userId);
    return {
      accessToken,
      authentication: { strategy: 'local' as const, accessToken, payload },
      user: await readUser(db, userId),
    };
  },
};

/**
 * Mails the confirmation link, in the language the request asked for. At most one mail per address per window
 * (further requests answer the same and send nothing). An address that already has an account gets no link (no second
 * account) but a note saying so, with the ways in: its owner may simply have forgotten. Neither mail carries text the
 * requester typed, so the form cannot send a stranger words of the requester's choosing.
 */
async function startTrial(deps: Deps, signUp: SignUp, locale: ServerLocale) {
  // The request's text arrives trimmed (http.ts), the password as typed.
  const { email } = signUp;
  try {
    await deps.limits.signUpAccount.take(email.toLowerCase());
  } catch (error) {
    if (error instanceof HttpError && error.code === 429) return;
    throw error;
  }
  const { publicUrl } = deps.config;
  const existing = await findUserWithCompany(deps.db, emailEquals(email));
  if (existing) {
    await deps.mailer({
      to: existing.user.email,
      subject: translate('server.mail.trialExistsSubject', locale),
      text: translate(
        say('server.mail.trialExistsBody', {
          name: existing.user.firstName,
          signIn: `${publicUrl}/auth`,
          reset: `${publicUrl}/forgot-password`,
        }),
        locale,
        { isolate: false },
      ),
    });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(trialSignUps).values({
    email,
    firstName: signUp.firstName,
    lastName: signUp.lastName,
    companyName: signUp.companyName,
    passwordHash: await deps.passwords.hash(signUp.password),
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
  });
  await deps.db.delete(trialSignUps).where(lt(trialSignUps.expiresAt, new Date()));
  await deps.mailer({
    to: email,
    subject: translate('server.mail.trialSubject', locale),
    text: translate(
      say('server.mail.trialBody', { link: `${publicUrl}/verify-email?token=${encodeURIComponent(token)}` }),
      locale,
      { isolate: false },
    ),
  });
}
