/**
 * OpenID Connect single sign-on per company (issue 20; CONFIG.md "Single sign-on"). A company on the Enterprise plan
 * names its provider (issuer, client id and secret), the e-mail domains it covers and whether passwords still work.
 *
 * The sign-in page asks `GET /sso/discover` whether an address's domain is covered, `POST /sso/start` answers the
 * provider's address (state, nonce and PKCE verifier kept here, single use), the provider sends the browser back to
 * `GET /sso/callback`, which checks the answer, finds or creates the user and redirects to `/auth#sso=<code>`; the
 * page exchanges that one-time code through `POST /authentication {strategy: 'sso'}` (signInSso) for the usual
 * access token, or for the refusal's message. Messages therefore live here only.
 *
 * Issue 33: a user is linked to one provider account (issuer and subject). An answer matching an existing password
 * account by e-mail links it only once that person confirms with their password: the callback redirects to
 * `/auth#sso-link=<code>` and `POST /sso/link {code, password}` (linkSso) links and signs in, unless the company
 * links automatically or signs in through its provider only. Signing out (`DELETE /authentication`, ssoSignOut) of a
 * token signed in here answers the provider's end_session_endpoint address, or that its session stays open.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Ctx, Deps, Handlers } from '../context.js';
import { intId, requireAdmin } from '../context.js';
import type { Db } from '../db/index.js';
import {
  companies,
  ssoAttempts,
  ssoDomains,
  ssoOutcomes,
  ssoProviders,
  ssoSessions,
  users,
} from '../db/schema.js';
import { HttpError, fieldErrors, forbidden, notFound } from '../errors.js';
import { english, isServerMessageId, say, type Message, type ServerMessageId } from '../i18n/index.js';
import { sha256 } from '../lib/hash.js';
import { nextOrder } from '../lib/order.js';
import { includesSso } from '../services/entitlements.js';
import { grantOf, hostPlanWithin, reserveSeats } from '../services/plans.js';
import { emailEquals, findUserWithCompany, userRead } from '../services/users.js';
import { isEmail, type Rules } from '../validation.js';
import {
  authorizationRequest,
  discover,
  endSessionUrl,
  providerName,
  verifiedIdentity,
  type Identity,
  type ProviderClient,
} from './provider.js';
import { openSecret, sealSecret } from './secret.js';

export const SSO_PLAN_MESSAGE = 'server.sso.plan';
export const NOT_SET_UP = 'server.sso.notSetUp';
export const NO_KEY = 'server.sso.noKey';
export const PASSWORD_OFF = 'server.sso.passwordOff';
export const ATTEMPT_EXPIRED = 'server.sso.attemptExpired';
export const NOT_VERIFIED = 'server.sso.notVerified';
export const PROVIDER_REFUSED = 'server.sso.providerRefused';
export const NO_EMAIL = 'server.sso.noEmail';
export const OUTSIDE_DOMAINS = 'server.sso.outsideDomains';
export const OTHER_COMPANY = 'server.sso.otherCompany';
export const ARCHIVED = 'server.sso.archived';
export const CODE_EXPIRED = 'server.sso.codeExpired';
export const LINK_PENDING = 'server.sso.linkPending';
export const LINK_PASSWORD_WRONG = 'server.sso.linkPasswordWrong';
const UNREACHABLE = 'server.sso.unreachable';
const SECRET_UNREADABLE = 'server.sso.secretUnreadable';
const DOMAIN_MESSAGE = 'server.sso.domain';

/** A sign-in sent to the provider waits this long for the answer; the one-time code lives a minute. */
const ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;
const CODE_LIFETIME_MS = 60 * 1000;
/** A code waiting for the password that confirms a link lives as long as it takes to type it. */
const LINK_CODE_LIFETIME_MS = 10 * 60 * 1000;

export const ssoRules: Rules = {
  email: { required: 'server.field.emailRequired', email: 'server.field.emailFormat' },
  issuer: { required: 'server.sso.issuerRequired', url: 'server.sso.issuer' },
  clientId: { required: 'server.sso.clientIdRequired', min: [1, 'server.sso.clientIdRequired'] },
  clientSecret: { min: [1, 'server.sso.clientSecretRequired'] },
  domains: {
    required: 'server.sso.domainsRequired',
    min: [1, 'server.sso.domainsRequired'],
    max: [50, 'server.sso.domainsMax'],
  },
  'domains.*': { type: DOMAIN_MESSAGE },
};

/** The redirect URI every provider is registered with. */
export const redirectUri = (deps: Pick<Deps, 'config'>) => `${deps.config.publicUrl}/sso/callback`;
/** Where the provider sends the browser back after signing out (its post_logout_redirect_uri): the sign-in page. */
export const postLogoutRedirectUri = (deps: Pick<Deps, 'config'>) => `${deps.config.publicUrl}/auth`;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const normalDomain = (domain: string) => domain.trim().replace(/^@/, '').toLowerCase();

/** The provider covering an address's domain, with its company. */
async function providerForEmail(db: Db, email: string) {
  const [row] = await db
    .select({ provider: ssoProviders, company: companies })
    .from(ssoDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.companyId, ssoDomains.companyId))
    .innerJoin(companies, eq(companies.id, ssoDomains.companyId))
    .where(eq(ssoDomains.domain, domainOf(email)));
  return row;
}

/** The provider's client with its secret opened; 503 when this server cannot open it. */
function providerClient(
  deps: Pick<Deps, 'config'>,
  provider: typeof ssoProviders.$inferSelect,
): ProviderClient {
  const key = deps.config.sso.secretKey;
  if (!key) throw new HttpError(503, NO_KEY);
  const clientSecret = openSecret(key, provider.companyId, provider.clientSecretSealed);
  if (clientSecret === null) throw new HttpError(503, SECRET_UNREADABLE);
  return { issuer: provider.issuer, clientId: provider.clientId, clientSecret };
}

/**
 * Whether a user may sign in with a password: yes, unless their company's single sign-on applies, covers their
 * address's domain (so they can use it) and says no.
 */
export async function passwordSignInAllowed(
  db: Db,
  company: typeof companies.$inferSelect,
  email: string,
): Promise<boolean> {
  if (!includesSso(company)) return true;
  const [row] = await db
    .select({ passwordAllowed: ssoProviders.passwordAllowed })
    .from(ssoDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.companyId, ssoDomains.companyId))
    .where(and(eq(ssoDomains.companyId, company.id), eq(ssoDomains.domain, domainOf(email))));
  return row?.passwordAllowed ?? true;
}

async function forgetExpired(db: Db) {
  const now = new Date();
  await db.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, now));
  await db.delete(ssoOutcomes).where(lt(ssoOutcomes.expiresAt, now));
  await db.delete(ssoSessions).where(lt(ssoSessions.expiresAt, now));
}

/** A refusal the person signing in is told about (the sign-in page shows the message). */
class Refusal extends Error {
  constructor(readonly said: ServerMessageId) {
    super(english(said));
  }
}

/** A refusal as the outcome row keeps it until the sign-in reads it: the message id, or the id with its values. */
const storedRefusal = (said: Message) => (typeof said === 'string' ? said : JSON.stringify(said));

function refusalOf(stored: string): Message {
  if (isServerMessageId(stored)) return stored;
  try {
    const said = JSON.parse(stored) as { id?: unknown };
    if (isServerMessageId(said.id)) return said as Message;
  } catch {
    // Words kept before the refusals were stored by id.
  }
  return { text: stored };
}

type CompanyRow = typeof companies.$inferSelect;

type ProviderRow = typeof ssoProviders.$inferSelect;
type Answer = Pick<Identity, 'issuer' | 'subject' | 'firstName' | 'lastName'> & { email: string };

/** Whom an SSO answer signs in, and whether that waits for the person's password (linking a password account). */
interface Match {
  userId: number;
  linkPending: boolean;
}

const linkTo = (answer: Pick<Answer, 'issuer' | 'subject'>) => ({
  ssoIssuer: answer.issuer,
  ssoSubject: answer.subject,
});

/**
 * The user an SSO answer signs in: the one linked to the provider account, else the one with its address (linked now,
 * or once they confirm with their password), else a new host of the company with its plan.
 */
async function userFor(db: Db, company: CompanyRow, provider: ProviderRow, answer: Answer): Promise<Match> {
  const linked = await findUserWithCompany(
    db,
    and(eq(users.ssoIssuer, answer.issuer), eq(users.ssoSubject, answer.subject))!,
  );
  const existing = linked ?? (await findUserWithCompany(db, emailEquals(answer.email)));
  if (existing) {
    if (existing.user.companyId !== company.id) throw new Refusal(OTHER_COMPANY);
    if (!existing.user.isActive) throw new Refusal(ARCHIVED);
    if (linked) return { userId: linked.user.id, linkPending: false };
    // Someone who signs in with a password proves once that the account is theirs, unless the company's admin links
    // automatically, or the company signs in through its provider only (the password is no way in anymore).
    const linkPending =
      existing.user.passwordHash !== null && !provider.linkAutomatically && provider.passwordAllowed;
    if (!linkPending) await db.update(users).set(linkTo(answer)).where(eq(users.id, existing.user.id));
    return { userId: existing.user.id, linkPending };
  }
  // First sign-in: a host of the company, on the company's plan until it ends, within its seats.
  const plan = hostPlanWithin(grantOf(company)!, {});
  const created = await db.transaction(async (tx) => {
    await reserveSeats(tx, company.id, 1);
    const [row] = await tx
      .insert(users)
      .values({
        firstName: (answer.firstName ?? answer.email.split('@')[0]!).slice(0, 100),
        lastName: (answer.lastName ?? '').slice(0, 100),
        email: answer.email,
        companyId: company.id,
        ...linkTo(answer),
        ...plan,
        order: await nextOrder(tx, users),
      })
      // The same person's second answer arriving at once: the first one created the user.
      .onConflictDoNothing()
      .returning({ id: users.id });
    return row?.id;
  });
  return created !== undefined
    ? { userId: created, linkPending: false }
    : userFor(db, company, provider, answer);
}

/** Checks the provider's answer (`ctx.req.url`) and says whom it signs in; throws a Refusal otherwise. */
async function finish(
  ctx: Ctx<'GET /sso/callback'>,
): Promise<Match & { issuer: string; subject: string; idToken: string | null }> {
  const { db } = ctx.deps;
  const { state, error } = ctx.query;
  if (!state) throw new Refusal(ATTEMPT_EXPIRED);
  // Taking the attempt deletes it: of two answers sent at once, one finds it.
  const [attempt] = await db
    .delete(ssoAttempts)
    .where(eq(ssoAttempts.stateHash, sha256(state)))
    .returning();
  if (!attempt || attempt.expiresAt.getTime() < Date.now()) throw new Refusal(ATTEMPT_EXPIRED);
  if (error) throw new Refusal(PROVIDER_REFUSED);
  const [row] = await db
    .select({ provider: ssoProviders, company: companies })
    .from(ssoProviders)
    .innerJoin(companies, eq(companies.id, ssoProviders.companyId))
    .where(eq(ssoProviders.companyId, attempt.companyId));
  if (!row) throw new Refusal(NOT_SET_UP);
  if (!includesSso(row.company)) throw new Refusal(SSO_PLAN_MESSAGE);
  const client = providerClient(ctx.deps, row.provider);
  const callbackUrl = new URL(redirectUri(ctx.deps));
  callbackUrl.search = new URL(ctx.req.url, 'http://callback').search;
  let identity;
  try {
    const config = await discover(client, ctx.deps.config.sso.allowHttpIssuers);
    identity = await verifiedIdentity(config, callbackUrl, { ...attempt, state });
  } catch (failure) {
    ctx.req.log.warn({ err: failure, companyId: row.company.id }, 'single sign-on answer refused');
    throw new Refusal(NOT_VERIFIED);
  }
  if (!isEmail(identity.email) || !identity.emailVerified) throw new Refusal(NO_EMAIL);
  const [covered] = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.companyId, row.company.id), eq(ssoDomains.domain, domainOf(identity.email))));
  if (!covered) throw new Refusal(OUTSIDE_DOMAINS);
  const match = await userFor(db, row.company, row.provider, { ...identity, email: identity.email });
  return { ...match, issuer: identity.issuer, subject: identity.subject, idToken: identity.idToken ?? null };
}

/** The usual sign-in answer for a user signed in through their company's provider, its ID token kept for sign-out. */
async function signedIn(deps: Deps, userId: number, idToken: string | null) {
  // Archived in the minutes since the callback: still refused.
  const row = await findUserWithCompany(deps.db, eq(users.id, userId));
  if (!row || !row.user.isActive || !row.company.isActive) throw forbidden(ARCHIVED);
  const { accessToken, payload } = deps.tokens.sign(row.user.id);
  await deps.db.insert(ssoSessions).values({
    jti: payload.jti,
    companyId: row.company.id,
    idToken,
    expiresAt: new Date(payload.exp * 1000),
  });
  return {
    accessToken,
    authentication: { strategy: 'sso' as const, accessToken, payload },
    user: userRead(row.user, row.company),
  };
}

/** POST /authentication {strategy: 'sso', code}: the one-time code of the callback, taken once. */
export async function signInSso(ctx: Ctx<'POST /authentication'>, code: string) {
  const { db } = ctx.deps;
  const [outcome] = await db
    .delete(ssoOutcomes)
    .where(eq(ssoOutcomes.codeHash, sha256(code)))
    .returning();
  if (!outcome || outcome.expiresAt.getTime() < Date.now()) throw fieldErrors({ code: CODE_EXPIRED });
  if (outcome.error !== null || outcome.userId === null)
    throw forbidden(outcome.error === null ? NOT_VERIFIED : refusalOf(outcome.error));
  // A link waiting for the password never signs in on its own.
  if (outcome.linkPending) throw forbidden(LINK_PENDING);
  return signedIn(ctx.deps, outcome.userId, outcome.idToken);
}

/**
 * POST /sso/link {code, password}: the person whose password account an SSO answer matched confirms with that
 * password; the account is linked to the provider account and signed in. A wrong password links nothing and leaves
 * the code for another try, within the sign-in's attempt budgets.
 */
export async function linkSso(ctx: Ctx<'POST /sso/link'>) {
  const { db, limits, passwords } = ctx.deps;
  const codeHash = sha256(ctx.body.code);
  const expired = () => fieldErrors({ code: CODE_EXPIRED });
  const [outcome] = await db
    .select()
    .from(ssoOutcomes)
    .where(and(eq(ssoOutcomes.codeHash, codeHash), eq(ssoOutcomes.linkPending, true)));
  if (!outcome?.userId || !outcome.issuer || !outcome.subject || outcome.expiresAt.getTime() < Date.now())
    throw expired();
  const row = await findUserWithCompany(db, eq(users.id, outcome.userId));
  if (!row) throw expired();
  const email = row.user.email.toLowerCase();
  const address = ctx.req.ip || 'unknown';
  await limits.signInAddress.take(address);
  try {
    await limits.signInAccount.take(email);
  } catch (error) {
    await limits.signInAddress.giveBack(address);
    throw error;
  }
  if (!(await passwords.verify(row.user.passwordHash, ctx.body.password)))
    throw fieldErrors({ password: LINK_PASSWORD_WRONG });
  await Promise.all([limits.signInAddress.giveBack(address), limits.signInAccount.giveBack(email)]);
  // Archived since the callback: nothing linked.
  if (!row.user.isActive || !row.company.isActive) throw forbidden(ARCHIVED);
  // Taking the code deletes it: of two confirmations sent at once, one links.
  const [taken] = await db.delete(ssoOutcomes).where(eq(ssoOutcomes.codeHash, codeHash)).returning();
  if (!taken) throw expired();
  await db
    .update(users)
    .set(linkTo({ issuer: outcome.issuer, subject: outcome.subject }))
    .where(eq(users.id, row.user.id));
  return signedIn(ctx.deps, row.user.id, outcome.idToken);
}

/**
 * What signing out of a token means at the provider: nothing for a password sign-in; for an SSO sign-in, the
 * provider's end_session_endpoint address to send the browser to, or null (the provider session stays open).
 */
export async function ssoSignOut(
  ctx: Pick<Ctx, 'deps' | 'req'>,
  jti: string,
): Promise<{ provider: string; endSessionUrl: string | null } | undefined> {
  const { deps } = ctx;
  const [session] = await deps.db.delete(ssoSessions).where(eq(ssoSessions.jti, jti)).returning();
  if (!session) return undefined;
  const [provider] = await deps.db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.companyId, session.companyId));
  if (!provider) return undefined;
  const said = { provider: providerName(provider.issuer), endSessionUrl: null };
  try {
    const config = await discover(providerClient(deps, provider), deps.config.sso.allowHttpIssuers);
    const url = endSessionUrl(config, {
      idToken: session.idToken,
      postLogoutRedirectUri: postLogoutRedirectUri(deps),
    });
    return { ...said, endSessionUrl: url?.href ?? null };
  } catch (error) {
    // Signed out here all the same; the page says the provider's session is still open.
    ctx.req.log.warn(
      { err: error, companyId: session.companyId },
      'single sign-on provider unreachable at sign-out',
    );
    return said;
  }
}

/**
 * The company an admin may manage (its single sign-on, its branding): any for operator admins, their own for company
 * admins.
 */
export async function managedCompany(
  ctx: Pick<Ctx, 'user' | 'deps'> & { params: { id: number } },
): Promise<CompanyRow> {
  const actor = requireAdmin(ctx);
  const id = intId(ctx.params.id, 'server.companies.notFound');
  const [company] = await ctx.deps.db.select().from(companies).where(eq(companies.id, id));
  if (!company || (!actor.isOperator && company.id !== actor.companyId))
    throw notFound('server.companies.notFound');
  return company;
}

async function readSettings(deps: Deps, company: CompanyRow) {
  const [[provider], domains] = await Promise.all([
    deps.db.select().from(ssoProviders).where(eq(ssoProviders.companyId, company.id)),
    deps.db
      .select({ domain: ssoDomains.domain })
      .from(ssoDomains)
      .where(eq(ssoDomains.companyId, company.id))
      .orderBy(asc(ssoDomains.domain)),
  ]);
  return {
    issuer: provider?.issuer ?? null,
    clientId: provider?.clientId ?? null,
    clientSecretSet: Boolean(provider),
    domains: domains.map((d) => d.domain),
    passwordAllowed: provider?.passwordAllowed ?? true,
    linkAutomatically: provider?.linkAutomatically ?? false,
    redirectUri: redirectUri(deps),
    postLogoutRedirectUri: postLogoutRedirectUri(deps),
    planIncludesSso: includesSso(company),
  };
}

/**
 * Domains a company admin may claim: ones at which their company's users have addresses and no other company's
 * users do (so nobody can send another company's people, or a public mail provider's, to their own provider).
 */
async function assertOwnDomains(db: Db, companyId: number, domains: string[]) {
  const userDomain = sql<string>`lower(split_part(${users.email}, '@', 2))`;
  const rows = await db
    .selectDistinct({ domain: userDomain, companyId: users.companyId })
    .from(users)
    .where(inArray(userDomain, domains));
  const refused = domains.filter(
    (domain) =>
      !rows.some((r) => r.domain === domain && r.companyId === companyId) ||
      rows.some((r) => r.domain === domain && r.companyId !== companyId),
  );
  if (refused.length)
    throw fieldErrors({
      domains: say('server.sso.ownDomains', { domains: refused.join(', ') }),
    });
}

export const ssoHandlers: Handlers = {
  'GET /sso/discover': async (ctx) => {
    const row = await providerForEmail(ctx.deps.db, ctx.query.email);
    const applies = Boolean(row && includesSso(row.company));
    return { sso: applies, passwordAllowed: !applies || row!.provider.passwordAllowed };
  },

  'POST /sso/start': async (ctx) => {
    const { deps } = ctx;
    await deps.limits.ssoAddress.take(ctx.req.ip || 'unknown');
    const email = ctx.body.email.trim().toLowerCase();
    const row = await providerForEmail(deps.db, email);
    if (!row) throw fieldErrors({ email: NOT_SET_UP });
    if (!includesSso(row.company)) throw forbidden(SSO_PLAN_MESSAGE);
    const client = providerClient(deps, row.provider);
    let config;
    try {
      config = await discover(client, deps.config.sso.allowHttpIssuers);
    } catch (error) {
      ctx.req.log.warn({ err: error, issuer: client.issuer }, 'single sign-on provider unreachable');
      throw new HttpError(503, UNREACHABLE);
    }
    const attempt = await authorizationRequest(config, redirectUri(deps), email);
    await forgetExpired(deps.db);
    await deps.db.insert(ssoAttempts).values({
      stateHash: sha256(attempt.state),
      companyId: row.company.id,
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
      expiresAt: new Date(Date.now() + ATTEMPT_LIFETIME_MS),
    });
    return { url: attempt.url.href };
  },

  'GET /sso/callback': async (ctx) => {
    const { deps } = ctx;
    const address = ctx.req.ip || 'unknown';
    await deps.limits.ssoAddress.take(address);
    let outcome: Omit<typeof ssoOutcomes.$inferInsert, 'codeHash' | 'expiresAt'>;
    try {
      outcome = await finish(ctx);
      // A sign-in that went through costs nothing: its start and this answer are given back.
      await deps.limits.ssoAddress.giveBack(address);
      await deps.limits.ssoAddress.giveBack(address);
    } catch (error) {
      if (!(error instanceof Refusal || error instanceof HttpError)) throw error;
      outcome = { error: storedRefusal(error.said) };
    }
    const code = randomBytes(32).toString('base64url');
    const linkPending = outcome.linkPending === true;
    await deps.db.insert(ssoOutcomes).values({
      ...outcome,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + (linkPending ? LINK_CODE_LIFETIME_MS : CODE_LIFETIME_MS)),
    });
    // In the fragment, the code never reaches a server log nor a Referer.
    return ctx.reply.redirect(
      `${deps.config.publicUrl}/auth#${linkPending ? 'sso-link' : 'sso'}=${code}`,
      302,
    );
  },

  'POST /sso/link': linkSso,

  'GET /companies/{id}/sso': async (ctx) => readSettings(ctx.deps, await managedCompany(ctx)),

  'PUT /companies/{id}/sso': async (ctx) => {
    const { deps, body } = ctx;
    const actor = requireAdmin(ctx);
    const company = await managedCompany(ctx);
    if (company.isOperator) throw forbidden('server.sso.customersOnly');
    if (!actor.isOperator && !includesSso(company)) throw forbidden(SSO_PLAN_MESSAGE);
    const issuer = body.issuer.trim();
    if (!issuer.startsWith('https://') && !(deps.config.sso.allowHttpIssuers && issuer.startsWith('http://')))
      throw fieldErrors({ issuer: 'server.sso.issuerHttps' });
    const key = deps.config.sso.secretKey;
    if (!key) throw new HttpError(503, NO_KEY);
    const domains = [...new Set(body.domains.map(normalDomain))];
    const [existing] = await deps.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.companyId, company.id));
    const clientSecret =
      body.clientSecret ?? (existing ? openSecret(key, company.id, existing.clientSecretSealed) : null);
    if (clientSecret === null)
      throw fieldErrors({
        clientSecret: existing ? 'server.sso.clientSecretAgain' : 'server.sso.clientSecretRequired',
      });
    const taken = await deps.db
      .select({ domain: ssoDomains.domain })
      .from(ssoDomains)
      .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.companyId, company.id)));
    if (taken.length)
      throw new HttpError(409, 'server.sso.domainTaken', {
        domains: say('server.sso.domainsTaken', { domains: taken.map((t) => t.domain).join(', ') }),
      });
    if (!actor.isOperator) await assertOwnDomains(deps.db, company.id, domains);
    // The provider must answer before anything is saved.
    try {
      await discover({ issuer, clientId: body.clientId, clientSecret }, deps.config.sso.allowHttpIssuers);
    } catch (error) {
      ctx.req.log.info({ err: error, issuer }, 'single sign-on discovery failed');
      throw fieldErrors({
        issuer: 'server.sso.noProvider',
      });
    }
    const values = {
      issuer,
      clientId: body.clientId,
      clientSecretSealed: sealSecret(key, company.id, clientSecret),
      passwordAllowed: body.passwordAllowed,
      linkAutomatically: body.linkAutomatically ?? existing?.linkAutomatically ?? false,
      updatedAt: new Date(),
    };
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(ssoProviders)
        .values({ companyId: company.id, ...values })
        .onConflictDoUpdate({ target: ssoProviders.companyId, set: values });
      await tx.delete(ssoDomains).where(eq(ssoDomains.companyId, company.id));
      await tx.insert(ssoDomains).values(domains.map((domain) => ({ domain, companyId: company.id })));
    });
    return readSettings(deps, company);
  },

  'DELETE /companies/{id}/sso': async (ctx) => {
    const company = await managedCompany(ctx);
    await ctx.deps.db.delete(ssoProviders).where(eq(ssoProviders.companyId, company.id));
    return readSettings(ctx.deps, company);
  },
};
