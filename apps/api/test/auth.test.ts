import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimit } from '../src/lib/limits.js';
import { ADMIN_PASSWORD, PASSWORD, createTestServer, signIn, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({
    env: { SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '4', SIGNIN_LIMIT_PER_ADDRESS: '1000' },
  });
});
afterAll(async () => {
  await s?.close();
});

const local = (email: string, password: string) =>
  s.app.inject({ method: 'POST', url: '/authentication', payload: { strategy: 'local', email, password } });

describe('POST /authentication', () => {
  it('signs in with the local strategy: {accessToken, authentication, user}', async () => {
    const res = await local('admin@example.com', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.authentication).toMatchObject({ strategy: 'local', accessToken: body.accessToken });
    expect(body.authentication.payload.sub).toBe(String(body.user.id));
    // The token is valid for 4 days.
    expect(body.authentication.payload.exp - body.authentication.payload.iat).toBe(4 * 24 * 60 * 60);
    expect(body.user).toMatchObject({
      email: 'admin@example.com',
      isAdmin: true,
      isOperator: true,
      companyName: 'Ready Teams',
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    const header = JSON.parse(Buffer.from(body.accessToken.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('matches the email case-insensitively', async () => {
    expect((await local('ADMIN@Example.com', ADMIN_PASSWORD)).statusCode).toBe(201);
  });

  it("answers 401 'Invalid email or password' alike for a wrong password and an unknown email", async () => {
    const wrong = await local('hosta@test.example', 'not-the-password');
    const unknown = await local('nobody@test.example', 'whatever-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        name: 'NotAuthenticated',
        message: 'Invalid email or password',
        code: 401,
        className: 'not-authenticated',
      });
    }
  });

  it('verifies a (dummy) hash for an unknown email too, so both failures cost the same time', async () => {
    const original = s.deps.passwords.verify;
    const calls: (string | null | undefined)[] = [];
    s.deps.passwords.verify = async (hash, password) => {
      calls.push(hash);
      return original(hash, password);
    };
    try {
      await local('timing-unknown@test.example', 'wrong-password-x');
      await local('host2a@test.example', 'wrong-password-x');
    } finally {
      s.deps.passwords.verify = original;
    }
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBeUndefined(); // unknown user: verified against the dummy hash
    expect(calls[1]).toMatch(/^\$argon2id\$/);
  });

  it('re-authenticates with the jwt strategy', async () => {
    const token = s.tokenOf('hostA')!;
    const res = await s.app.inject({
      method: 'POST',
      url: '/authentication',
      payload: { strategy: 'jwt', accessToken: token },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      accessToken: token,
      authentication: { strategy: 'jwt' },
      user: { email: 'hosta@test.example' },
    });
    const bad = await s.app.inject({
      method: 'POST',
      url: '/authentication',
      payload: { strategy: 'jwt', accessToken: 'not.a.token' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('rejects forged and missing tokens with 401', async () => {
    const token = s.tokenOf('hostA')!;
    const forged = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    expect(
      (await s.app.inject({ method: 'GET', url: '/profile', headers: { authorization: `Bearer ${forged}` } }))
        .statusCode,
    ).toBe(401);
    const none = await s.app.inject({ method: 'GET', url: '/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().name).toBe('NotAuthenticated');
  });

  it('rate-limits sign-in per account with 429', async () => {
    const email = 'host2a@test.example';
    const other = 'limit-me@test.example';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await local(other, 'bad-password-' + i)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const blocked = await local(other, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ name: 'TooManyRequests', className: 'too-many-requests' });
    // Other accounts are not affected.
    expect((await local(email, PASSWORD)).statusCode).toBe(201);
  });
});

describe('sign-in rate limit per address', () => {
  it('answers 429 after too many failures from one address', async () => {
    const original = s.deps.limits.signInAddress;
    s.deps.limits.signInAddress = createLimit(null, {
      name: 'test',
      points: 3,
      windowMs: 60_000,
      message: 'server.limit.signIn',
    });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await local(`user${i}@example.com`, 'wrong-password')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // A correct password from that address waits too.
      expect((await local('admin@example.com', ADMIN_PASSWORD)).statusCode).toBe(429);
    } finally {
      s.deps.limits.signInAddress = original;
    }
  });
});

describe('DELETE /authentication and archived users', () => {
  it('logs out: the token stops working', async () => {
    const token = await signIn(s, 'adminb@test.example', PASSWORD);
    const out = await s.app.inject({
      method: 'DELETE',
      url: '/authentication',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().user.email).toBe('adminb@test.example');
    expect(
      (await s.app.inject({ method: 'GET', url: '/profile', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses an archived user even with a token issued before, and refuses their sign-in', async () => {
    const token = s.tokenOf('hostB')!;
    expect(
      (await s.app.inject({ method: 'GET', url: '/profile', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    const archive = await s.request({
      method: 'PATCH',
      url: `/users/${s.fx.users.hostB.id}`,
      as: 'adminB',
      payload: { isActive: false },
    });
    expect(archive.statusCode).toBe(200);
    expect(
      (await s.app.inject({ method: 'GET', url: '/profile', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    const login = await local('hostb@test.example', PASSWORD);
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Invalid email or password');
  });
});

describe('profile', () => {
  it('reads and renames the signed-in user, ignoring nothing silently', async () => {
    expect((await s.request({ method: 'GET', url: '/profile', as: 'hostA' })).json().email).toBe(
      'hosta@test.example',
    );
    const res = await s.request({
      method: 'PATCH',
      url: '/profile',
      as: 'hostA',
      payload: { firstName: 'Harriet', lastName: 'Host' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Harriet', lastName: 'Host' });
    const sneaky = await s.request({
      method: 'PATCH',
      url: '/profile',
      as: 'hostA',
      payload: { isAdmin: true },
    });
    expect(sneaky.statusCode).toBe(400);
    expect((await s.request({ method: 'GET', url: '/profile', as: 'hostA' })).json().isAdmin).toBe(false);
  });

  it('changes the password with the current one; a wrong current password is a 400 on currentPassword', async () => {
    const wrong = await s.request({
      method: 'POST',
      url: '/profile/password',
      as: 'host2A',
      payload: { currentPassword: 'nope-nope', newPassword: 'new-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await s.request({
      method: 'POST',
      url: '/profile/password',
      as: 'host2A',
      payload: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toBe('Password must be at least 8 characters');
    const ok = await s.request({
      method: 'POST',
      url: '/profile/password',
      as: 'host2A',
      payload: { currentPassword: PASSWORD, newPassword: 'new-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await local('host2a@test.example', 'new-password-1')).statusCode).toBe(201);
    expect((await local('host2a@test.example', PASSWORD)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const waitForMail = async (to: string) => {
    for (let i = 0; i < 100; i++) {
      const mail = s.mail.find((m) => m.to === to);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no mail');
  };

  it('always answers 202 with the same message, mails a single-use link to known users only', async () => {
    const known = await s.app.inject({
      method: 'POST',
      url: '/password-reset',
      payload: { email: 'ADMINA@test.example' },
    });
    const unknown = await s.app.inject({
      method: 'POST',
      url: '/password-reset',
      payload: { email: 'ghost@test.example' },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = await waitForMail('admina@test.example');
    const token = /token=([^\s]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('http://localhost:3030/reset-password?token=');
    const oldToken = s.tokenOf('adminA')!;
    const confirm = await s.app.inject({
      method: 'POST',
      url: '/password-reset/confirm',
      payload: { token: decodeURIComponent(token), password: 'brand-new-pass' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await local('admina@test.example', 'brand-new-pass')).statusCode).toBe(201);
    const reuse = await s.app.inject({
      method: 'POST',
      url: '/password-reset/confirm',
      payload: { token: decodeURIComponent(token), password: 'another-pass-1' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors.token).toBe('This reset link is invalid or has expired');
    // Tokens issued before the reset stop working.
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/profile',
          headers: { authorization: `Bearer ${oldToken}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(s.mail.some((m) => m.to === 'ghost@test.example')).toBe(false);
  });

  it('refuses an expired token', async () => {
    await s.app.inject({ method: 'POST', url: '/password-reset', payload: { email: 'host2a@test.example' } });
    const mail = await waitForMail('host2a@test.example');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
    await s.deps.database.db.execute("update password_resets set expires_at = now() - interval '1 minute'");
    const res = await s.app.inject({
      method: 'POST',
      url: '/password-reset/confirm',
      payload: { token, password: 'another-pass-1' },
    });
    expect(res.statusCode).toBe(400);
  });
});
