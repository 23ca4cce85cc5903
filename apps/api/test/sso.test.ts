/**
 * Issue 20: OpenID Connect single sign-on against a real provider (oidc-provider, started in this file): the whole
 * round trip (start, the provider's login page, the callback, the one-time code exchanged for the usual token), and
 * each refusal: wrong or replayed state, wrong nonce, an expired authorization code, unknown domain, archived user,
 * a company without the Enterprise plan, password sign-in turned off; the client secret sealed and never returned.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSsoSecretKey } from '../src/config.js';
import { ssoAttempts, ssoOutcomes, ssoProviders, users } from '../src/db/schema.js';
import { sha256 } from '../src/lib/hash.js';
import {
  ARCHIVED as ARCHIVED_ID,
  ATTEMPT_EXPIRED as ATTEMPT_EXPIRED_ID,
  CODE_EXPIRED as CODE_EXPIRED_ID,
  NO_KEY as NO_KEY_ID,
  NOT_SET_UP as NOT_SET_UP_ID,
  NOT_VERIFIED as NOT_VERIFIED_ID,
  OTHER_COMPANY as OTHER_COMPANY_ID,
  OUTSIDE_DOMAINS as OUTSIDE_DOMAINS_ID,
  PASSWORD_OFF as PASSWORD_OFF_ID,
  SSO_PLAN_MESSAGE as SSO_PLAN_MESSAGE_ID,
} from '../src/sso/index.js';
import { openSecret } from '../src/sso/secret.js';
import { expectResponse } from './contract-checks.js';
import { ADMIN_PASSWORD, createTestServer, PASSWORD, signIn, type TestServer } from './helpers.js';
import { startIdp, type TestIdp } from './oidc-provider.js';
import { english } from '../src/i18n/index.js';

const SSO_PLAN_MESSAGE = english(SSO_PLAN_MESSAGE_ID);
const ATTEMPT_EXPIRED = english(ATTEMPT_EXPIRED_ID);
const NOT_VERIFIED = english(NOT_VERIFIED_ID);
const CODE_EXPIRED = english(CODE_EXPIRED_ID);
const NOT_SET_UP = english(NOT_SET_UP_ID);
const OUTSIDE_DOMAINS = english(OUTSIDE_DOMAINS_ID);
const ARCHIVED = english(ARCHIVED_ID);
const OTHER_COMPANY = english(OTHER_COMPANY_ID);
const PASSWORD_OFF = english(PASSWORD_OFF_ID);
const NO_KEY = english(NO_KEY_ID);

const PUBLIC_URL = 'http://localhost:3030';
const KEY = randomBytes(32);
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

let s: TestServer;
let idp: TestIdp;
let settings: Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes
const json = (res: LightMyRequestResponse): any => res.json();

async function ok(res: LightMyRequestResponse) {
  if (res.statusCode >= 300) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return json(res);
}

const putSso = (companyId: number, body: Record<string, unknown>, as: 'operator' | 'adminA' | 'adminB') =>
  s.request({ method: 'PUT', url: `/companies/${companyId}/sso`, as, payload: body });

const start = (email: string) => s.request({ method: 'POST', url: '/sso/start', payload: { email } });

/** The provider's redirect back, sent to the server; resolves the one-time code of the sign-in page's address. */
async function callback(redirect: URL): Promise<string> {
  const res = await s.app.inject({ method: 'GET', url: redirect.pathname + redirect.search });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/auth`);
  return new URLSearchParams(location.hash.slice(1)).get('sso')!;
}

const exchange = (code: string) =>
  s.app.inject({ method: 'POST', url: '/authentication', payload: { strategy: 'sso', code } });

/** Typed `email` on the sign-in page, signed in at the provider as `login`: the answer of the code's exchange. */
async function ssoSignIn(email: string, login = email) {
  const started = await start(email);
  expect(started.statusCode, started.body).toBe(201);
  expectResponse('POST', '/sso/start', 201, json(started));
  const redirect = await idp.signIn(json(started).url, login);
  return exchange(await callback(redirect));
}

async function expectRefused(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode, res.body).toBe(403);
  expect(json(res).message).toBe(message);
}

const createUser = async (email: string, companyId: number) =>
  ok(
    await s.request({
      method: 'POST',
      url: '/users',
      as: 'operator',
      payload: {
        firstName: 'Pat',
        lastName: 'Doe',
        email,
        companyId,
        subscriptionPlan: 'core',
        expiresAt: nextYear(),
        password: PASSWORD,
      },
    }),
  );

beforeAll(async () => {
  idp = await startIdp([`${PUBLIC_URL}/sso/callback`]);
  s = await createTestServer({
    env: { SSO_SECRET_KEY: KEY.toString('base64'), SSO_ALLOW_HTTP_ISSUERS: 'true', PUBLIC_URL },
  });
  // Company A (Acme) is on the Enterprise plan; company B (Globex) on its free trial.
  await ok(
    await s.request({
      method: 'PATCH',
      url: `/companies/${s.fx.companyA}`,
      as: 'operator',
      payload: { subscriptionPlan: 'enterprise', expiresAt: nextYear(), seats: 20 },
    }),
  );
  settings = {
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: ['Acme.test', '@acme-group.test'],
    passwordAllowed: true,
  };
  await ok(await putSso(s.fx.companyA, settings, 'operator'));
  for (const email of [
    'ana@acme.test',
    'arch@acme.test',
    'pat@acme.test',
    'twice@acme.test',
    'kim@acme.test',
  ])
    idp.accounts.set(email, { email, given_name: 'Ana', family_name: 'Lima', email_verified: true });
  idp.accounts.set('eve@elsewhere.test', { email: 'eve@elsewhere.test' });
});

afterAll(async () => {
  await s?.close();
  await idp?.close();
});

describe('settings', () => {
  it('keeps the client secret sealed: never returned, stored encrypted under the key', async () => {
    for (const as of ['operator', 'adminA'] as const) {
      const res = await s.request({ method: 'GET', url: `/companies/${s.fx.companyA}/sso`, as });
      expect(res.statusCode).toBe(200);
      expectResponse('GET', '/companies/{id}/sso', 200, json(res));
      expect(json(res)).toEqual({
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecretSet: true,
        domains: ['acme-group.test', 'acme.test'],
        passwordAllowed: true,
        linkAutomatically: false,
        redirectUri: `${PUBLIC_URL}/sso/callback`,
        postLogoutRedirectUri: `${PUBLIC_URL}/auth`,
        planIncludesSso: true,
      });
      expect(res.body).not.toContain(idp.clientSecret);
    }
    const [row] = await s.deps.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.companyId, s.fx.companyA));
    expect(row!.clientSecretSealed).not.toContain(idp.clientSecret);
    expect(row!.clientSecretSealed).toMatch(/^v1\./);
    expect(openSecret(KEY, s.fx.companyA, row!.clientSecretSealed)).toBe(idp.clientSecret);
    // Another key, or the same ciphertext on another company's row, opens nothing.
    expect(openSecret(randomBytes(32), s.fx.companyA, row!.clientSecretSealed)).toBeNull();
    expect(openSecret(KEY, s.fx.companyB, row!.clientSecretSealed)).toBeNull();
  });

  it('keeps the stored secret when a change leaves it out, and checks the issuer answers', async () => {
    const { clientSecret: _secret, ...withoutSecret } = settings;
    const saved = await putSso(s.fx.companyA, withoutSecret, 'operator');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).clientSecretSet).toBe(true);
    const dead = await putSso(s.fx.companyA, { ...settings, issuer: 'http://127.0.0.1:1' }, 'operator');
    expect(dead.statusCode).toBe(400);
    expect(json(dead).errors.issuer).toMatch(/No OpenID Connect provider answers/);
    const bad = await putSso(s.fx.companyA, { ...settings, domains: ['not a domain'] }, 'operator');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ 'domains.0': 'Enter email domains such as example.com' });
    // Nothing changed by the refused saves.
    const read = json(
      await s.request({ method: 'GET', url: `/companies/${s.fx.companyA}/sso`, as: 'operator' }),
    );
    expect(read.issuer).toBe(idp.issuer);
    expect(read.domains).toEqual(['acme-group.test', 'acme.test']);
  });

  it('is for customer companies only', async () => {
    const res = await putSso(s.fx.operatorCompanyId, { ...settings, domains: ['example.com'] }, 'operator');
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('Single sign-on is for customer companies');
  });

  it('gives a domain to one company only', async () => {
    const res = await putSso(s.fx.companyB, { ...settings, domains: ['acme.test'] }, 'operator');
    expect(res.statusCode).toBe(409);
    expect(json(res).errors.domains).toMatch(/acme\.test/);
  });

  it('lets a company admin claim only their own users’ domains, and only on the Enterprise plan', async () => {
    await createUser('lee@acme-admin.test', s.fx.companyA);
    const own = await putSso(
      s.fx.companyA,
      { ...settings, domains: ['acme.test', 'acme-group.test', 'acme-admin.test'] },
      'adminA',
    );
    // No user has an address at acme.test or acme-group.test yet.
    expect(own.statusCode).toBe(400);
    expect(json(own).errors.domains).toMatch(/acme-group\.test/);
    const gmail = await putSso(s.fx.companyA, { ...settings, domains: ['gmail.com'] }, 'adminA');
    expect(gmail.statusCode).toBe(400);
    const mine = await putSso(s.fx.companyA, { ...settings, domains: ['acme-admin.test'] }, 'adminA');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(json(mine).domains).toEqual(['acme-admin.test']);
    await ok(await putSso(s.fx.companyA, settings, 'operator'));
    // Company B is not on the Enterprise plan: its admin cannot set it up.
    const notEnterprise = await putSso(s.fx.companyB, { ...settings, domains: ['globex.test'] }, 'adminB');
    expect(notEnterprise.statusCode).toBe(403);
    expect(json(notEnterprise).message).toBe(SSO_PLAN_MESSAGE);
  });
});

describe('sign-in', () => {
  it('tells the sign-in page whether SSO applies to an address, nothing more', async () => {
    const covered = await s.app.inject({ method: 'GET', url: '/sso/discover?email=someone%40ACME.test' });
    expect(json(covered)).toEqual({ sso: true, passwordAllowed: true });
    expectResponse('GET', '/sso/discover', 200, json(covered));
    const unknown = await s.app.inject({ method: 'GET', url: '/sso/discover?email=someone%40unknown.test' });
    expect(json(unknown)).toEqual({ sso: false, passwordAllowed: true });
  });

  it('signs a new person in and creates the host in the company with its plan (just in time)', async () => {
    const res = await ssoSignIn('ana@acme.test');
    expect(res.statusCode, res.body).toBe(201);
    expectResponse('POST', '/authentication', 201, json(res));
    const { accessToken, authentication, user } = json(res);
    expect(authentication.strategy).toBe('sso');
    const company = json(
      await s.request({ method: 'GET', url: `/companies/${s.fx.companyA}`, as: 'operator' }),
    );
    expect(user).toMatchObject({
      email: 'ana@acme.test',
      firstName: 'Ana',
      lastName: 'Lima',
      companyId: s.fx.companyA,
      isAdmin: false,
      subscriptionPlan: 'enterprise',
      expiresAt: company.expiresAt,
    });
    // The usual token: the rest of the app takes it as any other.
    const profile = await s.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(json(profile).id).toBe(user.id);
    // A second sign-in is the same person.
    const again = await ssoSignIn('ana@acme.test');
    expect(json(again).user.id).toBe(user.id);
    const [count] = await s.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, 'ana@acme.test'));
    expect(count!.n).toBe(1);
  });

  it('takes a state once, even when the same answer arrives twice at once', async () => {
    const started = json(await start('twice@acme.test'));
    const redirect = await idp.signIn(started.url, 'twice@acme.test');
    const [first, second] = await Promise.all([callback(redirect), callback(redirect)]);
    const answers = await Promise.all([exchange(first), exchange(second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    await expectRefused(
      answers.find((a) => a.statusCode === 403)!,
      ATTEMPT_EXPIRED,
    );
    // Replayed later: refused too.
    await expectRefused(await exchange(await callback(redirect)), ATTEMPT_EXPIRED);
  });

  it('refuses an answer with a wrong state', async () => {
    const started = json(await start('ana@acme.test'));
    const redirect = await idp.signIn(started.url, 'ana@acme.test');
    redirect.searchParams.set('state', 'made-up-state');
    await expectRefused(await exchange(await callback(redirect)), ATTEMPT_EXPIRED);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const started = json(await start('ana@acme.test'));
    const state = new URL(started.url).searchParams.get('state')!;
    await s.deps.db
      .update(ssoAttempts)
      .set({ nonce: 'another-nonce' })
      .where(eq(ssoAttempts.stateHash, sha256(state)));
    const redirect = await idp.signIn(started.url, 'ana@acme.test');
    await expectRefused(await exchange(await callback(redirect)), NOT_VERIFIED);
  });

  it('refuses an authorization code the provider let expire, and creates nobody', async () => {
    idp.codeTtlSeconds = 1;
    try {
      const started = json(await start('late@acme.test'));
      idp.accounts.set('late@acme.test', { email: 'late@acme.test' });
      const redirect = await idp.signIn(started.url, 'late@acme.test');
      await new Promise((r) => setTimeout(r, 2100));
      await expectRefused(await exchange(await callback(redirect)), NOT_VERIFIED);
    } finally {
      idp.codeTtlSeconds = 60;
    }
    const [row] = await s.deps.db.select().from(users).where(eq(users.email, 'late@acme.test'));
    expect(row).toBeUndefined();
  });

  it('takes the one-time code once and only within its minute', async () => {
    const started = json(await start('ana@acme.test'));
    const code = await callback(await idp.signIn(started.url, 'ana@acme.test'));
    await s.deps.db
      .update(ssoOutcomes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoOutcomes.codeHash, sha256(code)));
    const expired = await exchange(code);
    expect(expired.statusCode).toBe(400);
    expect(json(expired).errors).toEqual({ code: CODE_EXPIRED });
    expect((await exchange(code)).statusCode).toBe(400);
  });

  it('refuses an unknown domain, and an address outside the company’s domains', async () => {
    const unknown = await start('someone@unknown.test');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toEqual({ email: NOT_SET_UP });
    // The provider signs in someone whose address the company's single sign-on does not cover.
    await expectRefused(await ssoSignIn('ana@acme.test', 'eve@elsewhere.test'), OUTSIDE_DOMAINS);
  });

  it('refuses archived users, and users of another company', async () => {
    const archived = await createUser('arch@acme.test', s.fx.companyA);
    await ok(
      await s.request({
        method: 'PATCH',
        url: `/users/${archived.id}`,
        as: 'operator',
        payload: { isActive: false },
      }),
    );
    await expectRefused(await ssoSignIn('arch@acme.test'), ARCHIVED);
    await createUser('pat@acme.test', s.fx.companyB);
    await expectRefused(await ssoSignIn('pat@acme.test'), OTHER_COMPANY);
  });

  it('refuses sign-in through the configuration of a company without the Enterprise plan', async () => {
    await ok(await putSso(s.fx.companyB, { ...settings, domains: ['globex.test'] }, 'operator'));
    const read = json(
      await s.request({ method: 'GET', url: `/companies/${s.fx.companyB}/sso`, as: 'operator' }),
    );
    expect(read.planIncludesSso).toBe(false);
    const discovered = await s.app.inject({ method: 'GET', url: '/sso/discover?email=bo%40globex.test' });
    expect(json(discovered)).toEqual({ sso: false, passwordAllowed: true });
    await expectRefused(await start('bo@globex.test'), SSO_PLAN_MESSAGE);
    // A plan that ends between the start and the answer: refused at the answer.
    const started = json(await start('ana@acme.test'));
    const redirect = await idp.signIn(started.url, 'ana@acme.test');
    const patchA = (subscriptionPlan: string) =>
      s.request({
        method: 'PATCH',
        url: `/companies/${s.fx.companyA}`,
        as: 'operator',
        payload: { subscriptionPlan },
      });
    await ok(await patchA('pro'));
    try {
      await expectRefused(await exchange(await callback(redirect)), SSO_PLAN_MESSAGE);
    } finally {
      await ok(await patchA('enterprise'));
    }
  });

  it('refuses password sign-in for covered addresses when the company turns passwords off', async () => {
    await createUser('kim@acme.test', s.fx.companyA);
    await signIn(s, 'kim@acme.test', PASSWORD);
    await ok(await putSso(s.fx.companyA, { ...settings, passwordAllowed: false }, 'operator'));
    try {
      const refused = await s.app.inject({
        method: 'POST',
        url: '/authentication',
        payload: { strategy: 'local', email: 'kim@acme.test', password: PASSWORD },
      });
      await expectRefused(refused, PASSWORD_OFF);
      const discovered = await s.app.inject({ method: 'GET', url: '/sso/discover?email=kim%40acme.test' });
      expect(json(discovered)).toEqual({ sso: true, passwordAllowed: false });
      // A wrong password still answers as always; addresses the provider does not cover keep their passwords.
      const wrong = await s.app.inject({
        method: 'POST',
        url: '/authentication',
        payload: { strategy: 'local', email: 'kim@acme.test', password: 'wrong-password' },
      });
      expect(json(wrong).message).toBe('Invalid email or password');
      await signIn(s, s.fx.users.hostA.email, PASSWORD);
      // The single sign-on itself works.
      expect((await ssoSignIn('kim@acme.test')).statusCode).toBe(201);
    } finally {
      await ok(await putSso(s.fx.companyA, settings, 'operator'));
    }
  });

  it('stops when the configuration is removed', async () => {
    const removed = await s.request({
      method: 'DELETE',
      url: `/companies/${s.fx.companyB}/sso`,
      as: 'operator',
    });
    expect(json(removed)).toMatchObject({ issuer: null, clientSecretSet: false, domains: [] });
    expect((await start('bo@globex.test')).statusCode).toBe(400);
  });
});

describe('without SSO_SECRET_KEY', () => {
  it('refuses to set SSO up with a clear message, and everything else works', async () => {
    const bare = await createTestServer({ fixtures: false });
    try {
      const token = await signIn(bare, 'admin@example.com', ADMIN_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };
      const company = json(
        await bare.app.inject({ method: 'POST', url: '/companies', headers, payload: { name: 'Initech' } }),
      );
      const put = (issuer: string) =>
        bare.app.inject({
          method: 'PUT',
          url: `/companies/${company.id}/sso`,
          headers,
          payload: { ...settings, issuer },
        });
      // http issuers only with SSO_ALLOW_HTTP_ISSUERS.
      const http = await put(idp.issuer);
      expect(http.statusCode).toBe(400);
      expect(json(http).errors).toEqual({ issuer: 'Issuer URL must be an https:// address' });
      const res = await put('https://idp.example.com');
      expect(res.statusCode).toBe(503);
      expect(json(res).message).toBe(NO_KEY);
      const discovered = await bare.app.inject({
        method: 'GET',
        url: '/sso/discover?email=a%40initech.test',
      });
      expect(json(discovered)).toEqual({ sso: false, passwordAllowed: true });
    } finally {
      await bare.close();
    }
  });

  it('stops the server at start on a key that is not 32 bytes', () => {
    expect(parseSsoSecretKey(undefined)).toBeUndefined();
    expect(parseSsoSecretKey(KEY.toString('hex'))).toEqual(KEY);
    expect(parseSsoSecretKey(KEY.toString('base64'))).toEqual(KEY);
    expect(() => parseSsoSecretKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});
