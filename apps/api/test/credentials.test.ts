// Issue 33: credentials that outlive their purpose. An access token without `exp`, or signed for longer than access
// tokens live (TOKEN_LIFETIME_MS), is refused even with the right signature; of a user's reset links only the newest
// works (a newer one, used or not, ends the older ones); a new password must be hard to guess (zxcvbn's score), not
// only absent from the common-password list, with the message the forms show on the field.
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../src/auth/tokens.js';
import { createTestServer, PASSWORD, signIn, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

let hosts = 0;
/** A new host of company A with a token of their own. */
async function newHost() {
  const email = `credentials-${++hosts}@test.example`;
  const created = await s.request({
    method: 'POST',
    url: '/users',
    as: 'operator',
    payload: {
      firstName: 'Cred',
      lastName: 'Host',
      email,
      companyId: s.fx.companyA,
      isAdmin: true,
      password: PASSWORD,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().id as number, email, token: await signIn(s, email, PASSWORD) };
}

const profile = (token: string) =>
  s.app.inject({ method: 'GET', url: '/profile', headers: { authorization: `Bearer ${token}` } });

describe('access tokens', () => {
  /** Signed with the server's own secret, issuer and audience: only the lifetime is wrong. */
  const signed = (
    options: { expiresIn?: number; clockTimestamp?: number; noTimestamp?: boolean },
    sub: number,
  ) =>
    createSigner({
      key: s.config.jwtSecret!,
      algorithm: 'HS256',
      iss: 'readyteams',
      aud: 'readyteams',
      ...options,
    })({ sub: String(sub), jti: `test-${Math.random()}`, iatMs: Date.now() });

  it('refuses a token without exp with 401, on the API and when signing in with it', async () => {
    const host = await newHost();
    // The control: signed like ours, it works.
    expect((await profile(signed({ expiresIn: TOKEN_LIFETIME_MS }, host.id))).statusCode).toBe(200);
    const forever = signed({}, host.id);
    expect(JSON.parse(Buffer.from(forever.split('.')[1]!, 'base64url').toString())).not.toHaveProperty('exp');
    expect((await profile(forever)).statusCode).toBe(401);
    const jwt = await s.app.inject({
      method: 'POST',
      url: '/authentication',
      payload: { strategy: 'jwt', accessToken: forever },
    });
    expect(jwt.statusCode).toBe(401);
  });

  it('refuses a token without iat with 401', async () => {
    const host = await newHost();
    expect((await profile(signed({ noTimestamp: true, expiresIn: 60_000 }, host.id))).statusCode).toBe(401);
  });

  it('refuses a token signed for longer than access tokens live, even while it is fresh', async () => {
    const host = await newHost();
    const month = signed({ expiresIn: 30 * 24 * 60 * 60 * 1000 }, host.id);
    expect((await profile(month)).statusCode).toBe(401);
    const justOver = signed({ expiresIn: TOKEN_LIFETIME_MS + 1000 }, host.id);
    expect((await profile(justOver)).statusCode).toBe(401);
  });

  it('refuses a token issued in the future (its lifetime would run past the maximum from now)', async () => {
    const host = await newHost();
    const ahead = signed(
      { expiresIn: TOKEN_LIFETIME_MS, clockTimestamp: Date.now() + 30 * 86_400_000 },
      host.id,
    );
    expect((await profile(ahead)).statusCode).toBe(401);
  });
});

describe('reset links', () => {
  const waitForMails = async (to: string, count: number) => {
    for (let i = 0; i < 100 && s.mail.filter((m) => m.to === to).length < count; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const links = s.mail
      .filter((m) => m.to === to)
      .map((m) => decodeURIComponent(/token=([^\s]+)/.exec(m.text)![1]!));
    expect(links).toHaveLength(count);
    return links;
  };
  const requestLink = (email: string) =>
    s.app.inject({ method: 'POST', url: '/password-reset', payload: { email } });
  const confirm = (token: string, password: string) =>
    s.app.inject({ method: 'POST', url: '/password-reset/confirm', payload: { token, password } });

  it('only the newest link works: an older one dies when a newer is sent, and for good once one is used, however they race', async () => {
    const host = await newHost();
    await requestLink(host.email);
    await waitForMails(host.email, 1);
    await requestLink(host.email);
    const [older, newer] = await waitForMails(host.email, 2);
    const refused = await confirm(older!, 'the-older-link-lost-6');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.token).toBe('This reset link is invalid or has expired');
    // The password stays the one before; the newest link still works.
    expect((await profile(await signIn(s, host.email, PASSWORD))).statusCode).toBe(200);
    expect((await confirm(newer!, 'the-newest-link-7')).statusCode).toBe(200);
    // Used, the newer link ends the older one for good.
    expect((await confirm(older!, 'the-older-link-lost-6')).statusCode).toBe(400);
    expect((await confirm(newer!, 'the-newest-link-7')).statusCode).toBe(400);
    await signIn(s, host.email, 'the-newest-link-7');

    // Both links of another user used at once: one password at most, the newest link's.
    const other = await newHost();
    await requestLink(other.email);
    await waitForMails(other.email, 1);
    await requestLink(other.email);
    const [first, second] = await waitForMails(other.email, 2);
    const [a, b] = await Promise.all([
      confirm(first!, 'racing-older-link-8'),
      confirm(second!, 'racing-newer-link-9'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([400, 200]);
    await signIn(s, other.email, 'racing-newer-link-9');
  });
});

describe('password strength', () => {
  const WEAK = 'This password is too easy to guess. Use a longer one, for example a few unrelated words.';

  it('refuses aaaaaaaa and other easy guesses wherever a password is set, with the message shown on the field', async () => {
    const host = await newHost();
    for (const weak of ['aaaaaaaa', 'abcdefgh', 'password-123', 'summer2024']) {
      const [create, patch, change] = await Promise.all([
        s.request({
          method: 'POST',
          url: '/users',
          as: 'operator',
          payload: {
            firstName: 'Wendy',
            lastName: 'Weak',
            email: `weak-${weak}@test.example`,
            companyId: s.fx.companyA,
            isAdmin: true,
            password: weak,
          },
        }),
        s.request({ method: 'PATCH', url: `/users/${host.id}`, as: 'operator', payload: { password: weak } }),
        s.app.inject({
          method: 'POST',
          url: '/profile/password',
          headers: { authorization: `Bearer ${host.token}` },
          payload: { currentPassword: PASSWORD, newPassword: weak },
        }),
      ]);
      for (const res of [create, patch, change]) expect(res.statusCode, `${weak}: ${res.body}`).toBe(400);
      expect(create.json().errors).toEqual({ password: WEAK });
      expect(patch.json().errors).toEqual({ password: WEAK });
      expect(change.json().errors).toEqual({ newPassword: WEAK });
    }
    // Reset: refused before the link is spent.
    await s.app.inject({ method: 'POST', url: '/password-reset', payload: { email: host.email } });
    for (let i = 0; i < 100 && !s.mail.some((m) => m.to === host.email); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const token = decodeURIComponent(
      /token=([^\s]+)/.exec(s.mail.find((m) => m.to === host.email)!.text)![1]!,
    );
    const weakReset = await s.app.inject({
      method: 'POST',
      url: '/password-reset/confirm',
      payload: { token, password: 'aaaaaaaa' },
    });
    expect(weakReset.statusCode).toBe(400);
    expect(weakReset.json().errors).toEqual({ password: WEAK });
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/password-reset/confirm',
          payload: { token, password: 'a-strong-new-one-10' },
        })
      ).statusCode,
    ).toBe(200);
    // A few unrelated words pass.
    const words = await s.app.inject({
      method: 'POST',
      url: '/profile/password',
      headers: { authorization: `Bearer ${await signIn(s, host.email, 'a-strong-new-one-10')}` },
      payload: { currentPassword: 'a-strong-new-one-10', newPassword: 'copper kettle rain' },
    });
    expect(words.statusCode, words.body).toBe(200);
  });

  it('says it in the language of the request', async () => {
    const host = await newHost();
    const res = await s.app.inject({
      method: 'POST',
      url: '/profile/password',
      headers: { authorization: `Bearer ${host.token}`, 'accept-language': 'de' },
      payload: { currentPassword: PASSWORD, newPassword: 'aaaaaaaa' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.newPassword).toContain('zu leicht zu erraten');
  });
});
