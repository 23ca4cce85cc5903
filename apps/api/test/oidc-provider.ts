/**
 * A real OpenID Connect provider for the single sign-on tests (apps/api/test/sso.test.ts and the e2e): oidc-provider
 * on a free port of 127.0.0.1 (an http issuer, so the server under test runs with SSO_ALLOW_HTTP_ISSUERS=true), one
 * confidential client, and accounts keyed by e-mail; RP-initiated logout (`end_session_endpoint`) when asked for. Its development login page (devInteractions) signs in any
 * account it knows whatever the password; consent is granted in advance so a sign-in is one form.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type Configuration } from 'oidc-provider';

export interface IdpAccount {
  email: string;
  given_name?: string;
  family_name?: string;
  email_verified?: boolean;
}

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by e-mail (the login the development form takes). */
  accounts: Map<string, IdpAccount>;
  /** Lifetime of the authorization codes it issues, in seconds (60 unless a test shortens it). */
  codeTtlSeconds: number;
  /**
   * Signs `login` in through the provider's own pages, as a browser would (cookies, redirects, the login form),
   * starting at the authorization address; resolves the redirect back to the client (redirect URI, code, state).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export interface IdpOptions {
  /** Where the client may be sent back after signing out; without any, the provider offers no RP-initiated logout
   * (no `end_session_endpoint` in its discovery document). */
  postLogoutRedirectUris?: string[];
}

/** Starts the provider; `redirectUris` are the client's registered redirect URIs. */
export async function startIdp(redirectUris: string[], options: IdpOptions = {}): Promise<TestIdp> {
  const { postLogoutRedirectUris } = options;
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'readyteams';
  const clientSecret = randomUUID();
  const accounts = new Map<string, IdpAccount>();
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const idp: TestIdp = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    codeTtlSeconds: 60,
    signIn: (url, login) => signIn(url, login, redirectUris),
    close: () => new Promise((done) => server.close(() => done())),
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        ...(postLogoutRedirectUris && { post_logout_redirect_uris: postLogoutRedirectUris }),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomUUID()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: Boolean(postLogoutRedirectUris) },
    },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: () => idp.codeTtlSeconds,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: (_ctx, id): Account | undefined => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    // Consent is given in advance: the login form is the whole interaction.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // Its development warnings are about devInteractions, which is the point here.
  provider.on('server_error', (_ctx, error) => console.error('test provider error', error));
  server.on('request', provider.callback());
  return idp;
}

/** Follows the provider's redirects and posts its login form, keeping its cookies, until it redirects back. */
async function signIn(authorizationUrl: string, login: string, redirectUris: string[]): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (redirectUris.some((uri) => next.href.startsWith(uri))) return next;
      url = next;
      form = undefined;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !page.includes('name="login"'))
      throw new Error(`unexpected provider page ${response.status} at ${url.href}: ${page.slice(0, 300)}`);
    form = new URLSearchParams({ prompt: 'login', login, password: 'any password' });
  }
  throw new Error('the provider never redirected back');
}
