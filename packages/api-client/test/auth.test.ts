// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  clearAccessToken,
  clearStoredUser,
  configureAuth,
  createApiClient,
  getAccessToken,
  getStoredUser,
  isAuthenticated,
  login,
  loginErrorMessage,
  logout,
  setAccessToken,
  type ApiClient,
} from '../src/index';
import { closedOrigin, feathersError, json, startServer, type TestServer } from './server';

const user = {
  id: 2,
  firstName: 'Ada',
  lastName: 'Host',
  email: 'ada@example.com',
  companyId: 1,
  companyName: 'Acme',
  isAdmin: false,
  isOperator: false,
  isActive: true,
  subscriptionPlan: 'core',
  expiresAt: '2027-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
};

let server: TestServer;
let api: ApiClient;
let loginAnswer: { status: number; body: unknown };
let logoutAnswer: Record<string, unknown> = {};

beforeAll(async () => {
  server = await startServer();
  window.happyDOM.setURL(`${server.origin}/auth`);
  server.on('POST /authentication', (_req, res) => json(res, loginAnswer.status, loginAnswer.body));
  server.on('DELETE /authentication', (_req, res) =>
    json(res, 200, { accessToken: 'token-abc', authentication: { strategy: 'jwt' }, user, ...logoutAnswer }),
  );
});

afterAll(() => server.close());

beforeEach(() => {
  api = createApiClient({ baseUrl: server.origin });
  server.requests.length = 0;
  clearAccessToken();
  clearStoredUser();
  configureAuth({});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe('login', () => {
  it('posts the local strategy, stores the token cookie and the user', async () => {
    loginAnswer = {
      status: 201,
      body: {
        accessToken: 'token-abc',
        authentication: { strategy: 'local', accessToken: 'token-abc' },
        user,
      },
    };
    const result = await login({ email: 'ada@example.com', password: 'secret-pw' }, api);
    expect(result.user.firstName).toBe('Ada');
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({
      strategy: 'local',
      email: 'ada@example.com',
      password: 'secret-pw',
    });
    expect(getAccessToken()).toBe('token-abc');
    expect(isAuthenticated()).toBe(true);
    expect(getStoredUser()).toEqual(user);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  });

  it("exchanges a single sign-on's one-time code the same way, or rejects with the refusal's reason", async () => {
    loginAnswer = {
      status: 201,
      body: { accessToken: 'token-sso', authentication: { strategy: 'sso', accessToken: 'token-sso' }, user },
    };
    const result = await login({ ssoCode: 'one-time-code' }, api);
    expect(result.user.email).toBe('ada@example.com');
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({
      strategy: 'sso',
      code: 'one-time-code',
    });
    expect(getAccessToken()).toBe('token-sso');
    expect(getStoredUser()).toEqual(user);
    clearAccessToken();
    const archived = 'Your account has been archived. Ask your company admin to restore it.';
    loginAnswer = { status: 403, body: feathersError(403, 'Forbidden', archived) };
    const error = (await login({ ssoCode: 'refused' }, api).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(archived);
    expect(getAccessToken()).toBeNull();
  });

  it("rejects with 'Invalid email or password' on 401", async () => {
    loginAnswer = { status: 401, body: feathersError(401, 'NotAuthenticated', 'Invalid login') };
    const error = await login({ email: 'ada@example.com', password: 'wrong' }, api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid email or password');
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it("rejects with the server's message otherwise", async () => {
    loginAnswer = { status: 429, body: feathersError(429, 'TooManyRequests', 'Too many sign-in attempts') };
    const error = (await login({ email: 'ada@example.com', password: 'x' }, api).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toBe('Too many sign-in attempts');
  });

  it('rejects with the generic message when the server sent none', async () => {
    loginAnswer = { status: 500, body: 'not json' };
    const error = (await login({ email: 'ada@example.com', password: 'x' }, api).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toBe('An unexpected error occurred. Please try again.');
  });

  it('rejects with the generic message when nothing answers', async () => {
    const offline = createApiClient({ baseUrl: await closedOrigin() });
    const error = (await login({ email: 'ada@example.com', password: 'x' }, offline).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toBe('An unexpected error occurred. Please try again.');
  });

  it('maps errors the same way for forms that call the API themselves', () => {
    expect(loginErrorMessage(new ApiError('API Error', 401))).toBe('Invalid email or password');
    // The server's words for it, in the language the request asked for.
    expect(
      loginErrorMessage(
        new ApiError(
          'API Error',
          401,
          feathersError(401, 'NotAuthenticated', 'Correo electrónico o contraseña no válidos') as never,
        ),
      ),
    ).toBe('Correo electrónico o contraseña no válidos');
    expect(
      loginErrorMessage(
        new ApiError('API Error', 403, feathersError(403, 'Forbidden', 'Account archived') as never),
      ),
    ).toBe('Account archived');
    expect(loginErrorMessage(new Error('x'))).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('logout', () => {
  it('tells the server with the bearer token, then removes the cookie and the user', async () => {
    setAccessToken('token-abc');
    localStorage.setItem('user', JSON.stringify(user));
    await logout(api);
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-abc');
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('resolves what a single sign-on sign-out means at the provider, nothing for a password sign-in', async () => {
    setAccessToken('token-abc');
    await expect(logout(api)).resolves.toBeUndefined();
    const ssoLogout = {
      provider: 'Okta',
      endSessionUrl: 'https://acme.okta.com/logout?client_id=readyteams',
    };
    logoutAnswer = { ssoLogout };
    try {
      setAccessToken('token-abc');
      await expect(logout(api)).resolves.toEqual(ssoLogout);
      expect(getAccessToken()).toBeNull();
    } finally {
      logoutAnswer = {};
    }
  });

  it('signs out locally even when the server is unreachable', async () => {
    setAccessToken('token-abc');
    await logout(createApiClient({ baseUrl: await closedOrigin() }));
    expect(getAccessToken()).toBeNull();
  });
});

describe('the stored user', () => {
  it('reads the user kept as JSON under the key user, and nothing when it is unreadable', () => {
    localStorage.setItem('user', JSON.stringify({ firstName: 'Ada', lastName: 'Host', companyName: 'Acme' }));
    expect(getStoredUser()).toEqual({ firstName: 'Ada', lastName: 'Host', companyName: 'Acme' });
    localStorage.setItem('user', '{broken');
    expect(getStoredUser()).toBeNull();
  });
});

describe('the accessToken cookie', () => {
  it('is written for path /, 4 days, with the configured domain', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    configureAuth({ cookieDomain: '.readyteams.test' });
    setAccessToken('abc');
    clearAccessToken();
    expect(written[0]).toMatch(/^accessToken=abc; /);
    expect(written[0]).toContain('path=/');
    expect(written[0]).toContain(`max-age=${4 * 24 * 60 * 60}`);
    expect(written[0]).toContain('domain=.readyteams.test');
    expect(written[1]).toMatch(/^accessToken=; /);
    expect(written[1]).toContain('max-age=0');
    expect(written[1]).toContain('domain=.readyteams.test');
  });
});
