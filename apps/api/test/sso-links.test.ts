/**
 * Issue 33: single sign-on links an existing password account only once its owner confirms with the password (or the
 * company links automatically), the account shows its linked provider, and signing out of an SSO sign-in ends the
 * provider's session through its end_session_endpoint (OpenID Connect RP-Initiated Logout 1.0), or says it is still
 * open. Against real providers (oidc-provider): one with RP-initiated logout, one without.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { english } from '../src/i18n/index.js';
import { LINK_PASSWORD_WRONG, LINK_PENDING } from '../src/sso/index.js';
import { expectResponse } from './contract-checks.js';
import { createTestServer, PASSWORD, type TestServer } from './helpers.js';
import { startIdp, type TestIdp } from './oidc-provider.js';

const PUBLIC_URL = 'http://localhost:3030';
const KEY = randomBytes(32);
const SIGNIN_LIMIT_PER_ACCOUNT = 5;
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

let s: TestServer;
/** With RP-initiated logout (end_session_endpoint), and without. */
let idp: TestIdp;
let idpWithoutLogout: TestIdp;
let settings: Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes
const json = (res: LightMyRequestResponse): any => res.json();

async function ok(res: LightMyRequestResponse) {
  if (res.statusCode >= 300) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return json(res);
}

const putSso = (body: Record<string, unknown>) =>
  s.request({ method: 'PUT', url: `/companies/${s.fx.companyA}/sso`, as: 'operator', payload: body });

/** Signs `email` in at the provider: the sign-in page's address the callback redirects to, as [kind, code]. */
async function providerAnswer(provider: TestIdp, email: string): Promise<['sso' | 'sso-link', string]> {
  provider.accounts.set(email, { email, given_name: 'Pia', family_name: 'Berg', email_verified: true });
  const started = await s.request({ method: 'POST', url: '/sso/start', payload: { email } });
  expect(started.statusCode, started.body).toBe(201);
  const redirect = await provider.signIn(json(started).url, email);
  const res = await s.app.inject({ method: 'GET', url: redirect.pathname + redirect.search });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/auth`);
  const [kind, code] = location.hash.slice(1).split('=') as ['sso' | 'sso-link', string];
  return [kind, code];
}

const exchange = (code: string) =>
  s.app.inject({ method: 'POST', url: '/authentication', payload: { strategy: 'sso', code } });

const link = (code: string, password: string) =>
  s.app.inject({ method: 'POST', url: '/sso/link', payload: { code, password } });

const signOut = (accessToken: string) =>
  s.app.inject({
    method: 'DELETE',
    url: '/authentication',
    headers: { authorization: `Bearer ${accessToken}` },
  });

/** A host of company A who signs in with a password. */
const createPasswordUser = async (email: string) =>
  ok(
    await s.request({
      method: 'POST',
      url: '/users',
      as: 'operator',
      payload: {
        firstName: 'Pia',
        lastName: 'Berg',
        email,
        companyId: s.fx.companyA,
        subscriptionPlan: 'core',
        expiresAt: nextYear(),
        password: PASSWORD,
      },
    }),
  );

const storedLink = async (id: number) => {
  const [row] = await s.deps.db
    .select({ issuer: users.ssoIssuer, subject: users.ssoSubject })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

const readUser = async (id: number) =>
  json(await s.request({ method: 'GET', url: `/users/${id}`, as: 'operator' }));

beforeAll(async () => {
  [idp, idpWithoutLogout] = await Promise.all([
    startIdp([`${PUBLIC_URL}/sso/callback`], { postLogoutRedirectUris: [`${PUBLIC_URL}/auth`] }),
    startIdp([`${PUBLIC_URL}/sso/callback`]),
  ]);
  s = await createTestServer({
    env: {
      SSO_SECRET_KEY: KEY.toString('base64'),
      SSO_ALLOW_HTTP_ISSUERS: 'true',
      PUBLIC_URL,
      SIGNIN_LIMIT_PER_ACCOUNT: String(SIGNIN_LIMIT_PER_ACCOUNT),
    },
  });
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
    domains: ['acme.test'],
    passwordAllowed: true,
  };
  await ok(await putSso(settings));
});

afterAll(async () => {
  await s?.close();
  await Promise.all([idp?.close(), idpWithoutLogout?.close()]);
});

describe('linking an existing password account', () => {
  it('does not sign in as the password account until its owner confirms with the password', async () => {
    const pia = await createPasswordUser('pia@acme.test');
    const [kind, code] = await providerAnswer(idp, 'pia@acme.test');
    expect(kind).toBe('sso-link');
    // The code does not sign in on its own.
    const refused = await exchange(code);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(json(refused).message).toBe(english(LINK_PENDING));
    expect(await storedLink(pia.id)).toEqual({ issuer: null, subject: null });
    expect((await readUser(pia.id)).ssoProvider).toBeNull();
  });

  it('links nothing on a wrong password, and keeps the code for another try', async () => {
    const lou = await createPasswordUser('lou@acme.test');
    const [kind, code] = await providerAnswer(idp, 'lou@acme.test');
    expect(kind).toBe('sso-link');
    const wrong = await link(code, 'not-the-password');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(json(wrong).errors).toEqual({ password: english(LINK_PASSWORD_WRONG) });
    expect(await storedLink(lou.id)).toEqual({ issuer: null, subject: null });
    expect((await readUser(lou.id)).ssoProvider).toBeNull();
    const right = await link(code, PASSWORD);
    expect(right.statusCode, right.body).toBe(201);
    expect(json(right).user.id).toBe(lou.id);
  });

  it('counts wrong passwords against the sign-in limits of the account', async () => {
    const max = await createPasswordUser('max@acme.test');
    const [, code] = await providerAnswer(idp, 'max@acme.test');
    for (let attempt = 0; attempt < SIGNIN_LIMIT_PER_ACCOUNT; attempt++)
      expect((await link(code, 'not-the-password')).statusCode).toBe(400);
    const limited = await link(code, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(await storedLink(max.id)).toEqual({ issuer: null, subject: null });
  });

  it('links and signs in once the right password confirms; the next SSO sign-in needs no confirmation', async () => {
    const ida = await createPasswordUser('ida@acme.test');
    const [, code] = await providerAnswer(idp, 'ida@acme.test');
    const linked = await link(code, PASSWORD);
    expect(linked.statusCode, linked.body).toBe(201);
    expectResponse('POST', '/sso/link', 201, json(linked));
    expect(json(linked).authentication.strategy).toBe('sso');
    expect(json(linked).user).toMatchObject({ id: ida.id, ssoProvider: '127.0.0.1' });
    expect(await storedLink(ida.id)).toEqual({ issuer: idp.issuer, subject: 'ida@acme.test' });
    // The code is used up.
    expect((await link(code, PASSWORD)).statusCode).toBe(400);
    const [kind, again] = await providerAnswer(idp, 'ida@acme.test');
    expect(kind).toBe('sso');
    const signedIn = await exchange(again);
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(json(signedIn).user.id).toBe(ida.id);
  });

  it('links at once when the company’s admin turned automatic linking on', async () => {
    const saved = await ok(await putSso({ ...settings, linkAutomatically: true }));
    expect(saved.linkAutomatically).toBe(true);
    expectResponse('PUT', '/companies/{id}/sso', 200, saved);
    try {
      const ugo = await createPasswordUser('ugo@acme.test');
      const [kind, code] = await providerAnswer(idp, 'ugo@acme.test');
      expect(kind).toBe('sso');
      const signedIn = await exchange(code);
      expect(signedIn.statusCode, signedIn.body).toBe(201);
      expect(json(signedIn).user).toMatchObject({ id: ugo.id, ssoProvider: '127.0.0.1' });
      expect(await storedLink(ugo.id)).toEqual({ issuer: idp.issuer, subject: 'ugo@acme.test' });
      // Left out of a later save, the choice is kept.
      const { clientSecret: _secret, ...withoutSecret } = settings;
      expect((await ok(await putSso(withoutSecret))).linkAutomatically).toBe(true);
    } finally {
      await ok(await putSso({ ...settings, linkAutomatically: false }));
    }
  });
});

describe('the account', () => {
  it('shows the provider it is linked to, and none for a password-only account', async () => {
    const [kind, code] = await providerAnswer(idp, 'new@acme.test');
    expect(kind).toBe('sso');
    const { accessToken, user } = json(await exchange(code));
    const profile = await s.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(json(profile).ssoProvider).toBe('127.0.0.1');
    expectResponse('GET', '/profile', 200, json(profile));
    expect((await readUser(user.id)).ssoProvider).toBe('127.0.0.1');
    const host = await s.request({ method: 'GET', url: '/profile', as: 'hostA' });
    expect(json(host).ssoProvider).toBeNull();
  });
});

describe('signing out', () => {
  it('sends the browser to the provider’s end_session_endpoint with id_token_hint, client_id and the way back', async () => {
    const [, code] = await providerAnswer(idp, 'out@acme.test');
    const { accessToken } = json(await exchange(code));
    const res = await signOut(accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expectResponse('DELETE', '/authentication', 200, json(res));
    const { ssoLogout } = json(res);
    expect(ssoLogout.provider).toBe('127.0.0.1');
    const url = new URL(ssoLogout.endSessionUrl);
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
      end_session_endpoint: string;
    };
    expect(url.origin + url.pathname).toBe(discovery.end_session_endpoint);
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/auth`);
    const hint = url.searchParams.get('id_token_hint')!;
    const claims = JSON.parse(Buffer.from(hint.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ iss: idp.issuer, sub: 'out@acme.test', aud: idp.clientId });
    // The provider takes the request (it checks the hint and the registered way back): its sign-out page.
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('logout');
    // The token is signed out here all the same.
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/profile',
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('says the provider session is still open when the provider has no end_session_endpoint', async () => {
    await ok(
      await putSso({
        ...settings,
        issuer: idpWithoutLogout.issuer,
        clientId: idpWithoutLogout.clientId,
        clientSecret: idpWithoutLogout.clientSecret,
      }),
    );
    try {
      const [, code] = await providerAnswer(idpWithoutLogout, 'open@acme.test');
      const { accessToken } = json(await exchange(code));
      const res = await signOut(accessToken);
      expect(res.statusCode, res.body).toBe(200);
      expectResponse('DELETE', '/authentication', 200, json(res));
      expect(json(res).ssoLogout).toEqual({ provider: '127.0.0.1', endSessionUrl: null });
    } finally {
      await ok(await putSso(settings));
    }
  });

  it('leaves the provider alone for a password sign-in', async () => {
    const res = await s.request({ method: 'DELETE', url: '/authentication', as: 'hostA' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).ssoLogout).toBeUndefined();
  });
});
