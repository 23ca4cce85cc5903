// Issue 13 (hardening): attempt limits that hold under concurrency and across processes, a proxy header that cannot
// rotate the client address, bounded waits, secrets out of logs, the token lifecycle, non-blank required fields and
// common passwords refused.
import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { COMMON_PASSWORD_MESSAGE as COMMON_PASSWORD_MESSAGE_ID } from '../src/auth/passwords.js';
import { parseTrustProxy } from '../src/config.js';
import { PASSWORD, createTestServer, logSink, scenarioBody, signIn, type TestServer } from './helpers.js';
import { english } from '../src/i18n/index.js';

const COMMON_PASSWORD_MESSAGE = english(COMMON_PASSWORD_MESSAGE_ID);

const PIN_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomPin = () => Array.from(randomBytes(4), (b) => PIN_CHARS[b % PIN_CHARS.length]).join('');
const randomAddress = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const count = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length;

const signInFrom = (server: Pick<TestServer, 'app'>, email: string, password: string, address: string) =>
  server.app.inject({
    method: 'POST',
    url: '/authentication',
    remoteAddress: address,
    payload: { strategy: 'local', email, password },
  });

/** A host with a password of its own in company A, signed in. */
async function newHost(s: TestServer) {
  const email = `host-${randomBytes(4).toString('hex')}@test.example`;
  const res = await s.request({
    method: 'POST',
    url: '/users',
    as: 'operator',
    payload: {
      firstName: 'Nina',
      lastName: 'New',
      email,
      companyId: s.fx.companyA,
      subscriptionPlan: 'core',
      expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      password: PASSWORD,
    },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, email, token: await signIn(s, email, PASSWORD) };
}

const profileStatus = async (s: TestServer, token: string) =>
  (await s.app.inject({ method: 'GET', url: '/profile', headers: { authorization: `Bearer ${token}` } }))
    .statusCode;

async function startSession(s: TestServer) {
  const scenario = await s.request({
    method: 'POST',
    url: '/scenarios',
    as: 'operator',
    payload: scenarioBody(s.fx),
  });
  const session = await s.request({
    method: 'POST',
    url: '/sessions',
    as: 'host2A',
    payload: { scenarioId: scenario.json().id, isPractice: true },
  });
  expect(session.statusCode).toBe(201);
  return session.json() as { id: string; pin: string; hostKey: string };
}

describe('attempt limits with the default budgets', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({
      env: {
        SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '5',
        SIGNIN_LIMIT_PER_ACCOUNT: '20',
        SIGNIN_LIMIT_PER_ADDRESS: '20',
        JOIN_LIMIT_PER_SESSION_ADDRESS: '3',
      },
    });
  });
  afterAll(() => s?.close());

  it('100 simultaneous wrong sign-ins get at most 5 verdicts, and the right password sent last is refused', async () => {
    const host = await newHost(s);
    const address = randomAddress();
    const attempts = Array.from({ length: 99 }, (_, i) => signInFrom(s, host.email, `wrong-${i}`, address));
    attempts.push(signInFrom(s, host.email, PASSWORD, address));
    const responses = await Promise.all(attempts);
    expect(count(responses, 401)).toBeLessThanOrEqual(5);
    expect(count(responses, 401) + count(responses, 429)).toBe(100);
    const last = responses.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ name: 'TooManyRequests', code: 429, className: 'too-many-requests' });
    // Failures never say more than this.
    expect(responses.find((r) => r.statusCode === 401)!.json().message).toBe('Invalid email or password');
  });

  it("someone who knows a host's email cannot lock the host out from another address", async () => {
    const host = await newHost(s);
    const attacker = randomAddress();
    for (let i = 0; i < 30; i++) await signInFrom(s, host.email, `guess-${i}`, attacker);
    expect((await signInFrom(s, host.email, PASSWORD, attacker)).statusCode).toBe(429);
    expect((await signInFrom(s, host.email, PASSWORD, randomAddress())).statusCode).toBe(201);
  });

  it('many addresses together slow an account down, with a growing wait', async () => {
    const host = await newHost(s);
    // 4 addresses x 5 guesses spend the account-wide budget of 20.
    for (let a = 0; a < 4; a++) {
      const address = randomAddress();
      for (let i = 0; i < 5; i++) await signInFrom(s, host.email, `guess-${a}-${i}`, address);
    }
    const limited = await signInFrom(s, host.email, PASSWORD, randomAddress());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('300 simultaneous codes from one address get at most 20 "no session" answers', async () => {
    const { pin } = await startSession(s);
    const address = randomAddress();
    const codes = Array.from({ length: 299 }, () => randomPin()).filter((code) => code !== pin);
    const responses = await Promise.all(
      [...codes, pin].map((code) =>
        s.app.inject({ method: 'GET', url: `/join/${code}`, remoteAddress: address }),
      ),
    );
    expect(count(responses, 404)).toBeLessThanOrEqual(20);
    expect(count(responses, 404) + count(responses, 429) + count(responses, 200)).toBe(responses.length);
    expect(count(responses, 200)).toBeLessThanOrEqual(1);
    // Spent: even the right code waits now.
    expect(
      (await s.app.inject({ method: 'GET', url: `/join/${pin}`, remoteAddress: address })).statusCode,
    ).toBe(429);
  });

  it('an office behind one address, typing the odd wrong code, all get in', async () => {
    const { pin } = await startSession(s);
    const office = randomAddress();
    const statuses: number[] = [];
    for (let person = 0; person < 50; person++) {
      if (person % 5 === 0)
        await s.app.inject({ method: 'GET', url: `/join/${randomPin()}`, remoteAddress: office });
      statuses.push(
        (await s.app.inject({ method: 'GET', url: `/join/${pin.toLowerCase()}`, remoteAddress: office }))
          .statusCode,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('caps the joins of one address into one session', async () => {
    const { pin } = await startSession(s);
    const address = randomAddress();
    const join = (from: string) => s.app.inject({ method: 'POST', url: `/join/${pin}`, remoteAddress: from });
    for (let i = 0; i < 3; i++) expect((await join(address)).statusCode).toBe(201);
    const refused = await join(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many participants have joined this session from your network.');
    expect((await join(randomAddress())).statusCode).toBe(201);
  });
});

describe('password-reset mail limits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { RESET_LIMIT_PER_ACCOUNT: '3', RESET_LIMIT_PER_ADDRESS: '4' } });
  });
  afterAll(() => s?.close());

  const reset = (email: string, address: string) =>
    s.app.inject({ method: 'POST', url: '/password-reset', remoteAddress: address, payload: { email } });

  it('sends one account at most 3 mails however many addresses ask, with the usual answer', async () => {
    const host = await newHost(s);
    const responses = await Promise.all(Array.from({ length: 8 }, () => reset(host.email, randomAddress())));
    expect(responses.every((r) => r.statusCode === 202)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(s.mail.filter((m) => m.to === host.email)).toHaveLength(3);
  });

  it('answers 429 to one address asking too often', async () => {
    const address = randomAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await reset(`nobody-${i}@test.example`, address)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
  });
});

describe('TRUST_PROXY', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { TRUST_PROXY: '1', SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '3' } });
  });
  afterAll(() => s?.close());

  it('takes the address the trusted proxy saw: a forged X-Forwarded-For cannot rotate it', async () => {
    const host = await newHost(s);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/authentication',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${randomAddress()}, ${randomAddress()}, 203.0.113.9` },
        payload: { strategy: 'local', email: host.email, password: `guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('refuses "true", which would trust every hop', () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4')).toEqual(['10.0.0.0/8', '192.168.1.4']);
    expect(parseTrustProxy(undefined)).toBe(false);
  });
});

describe('bounded request time', () => {
  let s: TestServer;
  let port: number;
  beforeAll(async () => {
    s = await createTestServer({ env: { REQUEST_TIMEOUT_MS: '1500' }, fixtures: false });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as AddressInfo).port;
  });
  afterAll(() => s?.close());

  it('cuts off a body trickled in one byte at a time with 408', async () => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.write(
      'POST /waitlist HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 400);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(trickle);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"className":"timeout"');
  });

  it('lets a request that arrives in time through', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'on-time@test.example' }),
    });
    expect(res.status).toBe(201);
  });
});

describe('secrets out of the access log', () => {
  it('redacts host keys, upload signatures, reset tokens and single sign-on codes', async () => {
    const log = logSink();
    // The access log's lines are at debug level (LOG_LEVEL=debug).
    const s = await createTestServer({ logger: { level: 'debug', stream: log.stream } });
    try {
      const secrets = [
        'hostkeysecret123',
        'uploadsignature456',
        'resettoken789',
        'ssocode012',
        'ssostate345',
      ];
      await s.app.inject({ method: 'GET', url: `/host-sessions/ABCD?key=${secrets[0]}` });
      await s.app.inject({ method: 'PUT', url: `/uploads/x.png?expires=1&signature=${secrets[1]}` });
      await s.app.inject({ method: 'GET', url: `/reset-password?token=${secrets[2]}` });
      await s.app.inject({ method: 'GET', url: `/sso/callback?code=${secrets[3]}&state=${secrets[4]}` });
      expect(log.text()).toContain('/host-sessions/ABCD?key=[redacted]');
      expect(log.text()).toContain('signature=[redacted]');
      for (const secret of secrets) expect(log.text()).not.toContain(secret);
    } finally {
      await s.close();
    }
  });
});

describe('token lifecycle', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  it("changing one's password ends every other token and reissues the current one", async () => {
    const host = await newHost(s);
    const other = await signIn(s, host.email, PASSWORD);
    const res = await s.app.inject({
      method: 'POST',
      url: '/profile/password',
      headers: { authorization: `Bearer ${host.token}` },
      payload: { currentPassword: PASSWORD, newPassword: 'a-fresh-password-9' },
    });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    expect(await profileStatus(s, other)).toBe(401);
    expect(await profileStatus(s, host.token)).toBe(401);
    expect(await profileStatus(s, accessToken)).toBe(200);
  });

  it("an admin setting a user's password ends that user's tokens", async () => {
    const host = await newHost(s);
    const res = await s.request({
      method: 'PATCH',
      url: `/users/${host.id}`,
      as: 'adminA',
      payload: { password: 'set-by-the-admin-7' },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(s, host.token)).toBe(401);
    expect(await profileStatus(s, await signIn(s, host.email, 'set-by-the-admin-7'))).toBe(200);
  });

  it('a user archived and restored does not get their old tokens back', async () => {
    const host = await newHost(s);
    const patch = (isActive: boolean) =>
      s.request({ method: 'PATCH', url: `/users/${host.id}`, as: 'adminA', payload: { isActive } });
    expect((await patch(false)).statusCode).toBe(200);
    expect((await patch(true)).statusCode).toBe(200);
    expect(await profileStatus(s, host.token)).toBe(401);
    expect(await profileStatus(s, await signIn(s, host.email, PASSWORD))).toBe(200);
  });

  it("using one reset link voids the user's other links", async () => {
    const host = await newHost(s);
    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      await s.app.inject({ method: 'POST', url: '/password-reset', payload: { email: host.email } });
      for (let wait = 0; wait < 50 && s.mail.filter((m) => m.to === host.email).length <= i; wait++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const mail of s.mail.filter((m) => m.to === host.email))
      links.push(decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!));
    expect(links).toHaveLength(2);
    const confirm = (token: string) =>
      s.app.inject({
        method: 'POST',
        url: '/password-reset/confirm',
        payload: { token, password: 'after-the-reset-3' },
      });
    expect((await confirm(links[1]!)).statusCode).toBe(200);
    const second = await confirm(links[0]!);
    expect(second.statusCode).toBe(400);
    expect(second.json().errors.token).toBe('This reset link is invalid or has expired');
  });

  it("archiving a host ends the host's open session", async () => {
    const host = await newHost(s);
    const scenario = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx),
    });
    const session = await s.app.inject({
      method: 'POST',
      url: '/sessions',
      headers: { authorization: `Bearer ${host.token}` },
      payload: { scenarioId: scenario.json().id },
    });
    expect(session.statusCode).toBe(201);
    await s.request({
      method: 'PATCH',
      url: `/users/${host.id}`,
      as: 'adminA',
      payload: { isActive: false },
    });
    const read = await s.request({ method: 'GET', url: `/sessions/${session.json().id}`, as: 'adminA' });
    expect(read.json().completedAt).not.toBeNull();
    expect((await s.app.inject({ method: 'GET', url: `/join/${session.json().pin}` })).statusCode).toBe(404);
  });
});

describe('required means non-blank; common passwords refused', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  it('answers a whitespace-only required field with its own message and stores nothing', async () => {
    const before = (await s.request({ method: 'GET', url: '/users?$limit=0', as: 'operator' })).json().total;
    const user = await s.request({
      method: 'POST',
      url: '/users',
      as: 'adminA',
      payload: { firstName: '   ', lastName: '\t', email: 'blank@test.example', companyId: s.fx.companyA },
    });
    expect(user.statusCode).toBe(400);
    expect(user.json().errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect((await s.request({ method: 'GET', url: '/users?$limit=0', as: 'operator' })).json().total).toBe(
      before,
    );

    const profile = await s.request({
      method: 'PATCH',
      url: '/profile',
      as: 'hostA',
      payload: { firstName: ' ' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors.firstName).toBe('First name is required');

    const scenario = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { description: '   ', script: '  \n ', authorName: '  ' }),
    });
    expect(scenario.statusCode).toBe(400);
    expect(Object.keys(scenario.json().errors)).toEqual(
      expect.arrayContaining(['description', 'script', 'authorName']),
    );
  });

  it('refuses a common password wherever a password is set', async () => {
    const host = await newHost(s);
    const attempts = [
      s.request({
        method: 'POST',
        url: '/users',
        as: 'operator',
        payload: {
          firstName: 'Carl',
          lastName: 'Common',
          email: 'common@test.example',
          companyId: s.fx.companyA,
          isAdmin: true,
          password: 'qwertyuiop',
        },
      }),
      s.request({
        method: 'PATCH',
        url: `/users/${host.id}`,
        as: 'adminA',
        payload: { password: 'password' },
      }),
      s.app.inject({
        method: 'POST',
        url: '/profile/password',
        headers: { authorization: `Bearer ${host.token}` },
        payload: { currentPassword: PASSWORD, newPassword: '1qaz2wsx' },
      }),
    ];
    const [create, patch, change] = await Promise.all(attempts);
    expect(create!.json().errors.password).toBe(COMMON_PASSWORD_MESSAGE);
    expect(patch!.json().errors.password).toBe(COMMON_PASSWORD_MESSAGE);
    expect(change!.json().errors.newPassword).toBe(COMMON_PASSWORD_MESSAGE);
    for (const res of [create!, patch!, change!]) expect(res.statusCode).toBe(400);
    expect(await profileStatus(s, await signIn(s, host.email, PASSWORD))).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'two API processes sharing Redis',
  () => {
    let a: TestServer;
    let b: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      const env = {
        REDIS_URL: process.env.REDIS_URL!,
        SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '5',
        SIGNIN_LIMIT_PER_ADDRESS: '20',
        SIGNIN_LIMIT_PER_ACCOUNT: '20',
      };
      a = await createTestServer({ env });
      // A second instance on the same database and Redis, as a second process behind a load balancer would be.
      b = await buildApp({ config: a.config, database: a.deps.database, logger: false, seed: false });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('share one sign-in budget: 100 simultaneous guesses split over both get at most 5 verdicts', async () => {
      const host = await newHost(a);
      const address = randomAddress();
      const attempts = Array.from({ length: 99 }, (_, i) =>
        signInFrom(i % 2 ? a : b, host.email, `wrong-${i}`, address),
      );
      attempts.push(signInFrom(b, host.email, PASSWORD, address));
      const responses = await Promise.all(attempts);
      expect(count(responses, 401)).toBeLessThanOrEqual(5);
      expect(responses.at(-1)!.statusCode).toBe(429);
    });

    it('share one join-code budget: 300 simultaneous codes over both get at most 20 "no session" answers', async () => {
      const address = randomAddress();
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          (i % 2 ? a : b).app.inject({ method: 'GET', url: `/join/${randomPin()}`, remoteAddress: address }),
        ),
      );
      expect(count(responses, 404)).toBeLessThanOrEqual(20);
      expect(count(responses, 404)).toBeGreaterThan(0);
      expect(count(responses, 404) + count(responses, 429)).toBe(300);
    });
  },
);

describe.skipIf(!process.env.DATABASE_URL)('a table locked by another connection', () => {
  let s: TestServer;
  let locker: pg.Client;
  beforeAll(async () => {
    s = await createTestServer({ env: { DB_LOCK_TIMEOUT_MS: '1500', DB_ACQUIRE_TIMEOUT_MS: '1500' } });
    locker = new pg.Client({ connectionString: s.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await s?.close();
  });

  it('makes the routes that need it answer 503 within 5 s, while others still answer', async () => {
    const { rows } = await s.deps.database.db.execute('select current_schema() as schema');
    const schema = String(rows[0]!.schema);
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${schema}.users IN ACCESS EXCLUSIVE MODE`);
    try {
      const started = Date.now();
      const responses = await Promise.all(
        Array.from({ length: 15 }, () => s.request({ method: 'GET', url: '/profile', as: 'hostA' })),
      );
      expect(Date.now() - started).toBeLessThan(5000);
      for (const res of responses) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ name: 'Unavailable', code: 503, className: 'unavailable' });
      }
      expect((await s.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await locker.query('ROLLBACK');
    }
    expect((await s.request({ method: 'GET', url: '/profile', as: 'hostA' })).statusCode).toBe(200);
  });
});
