/**
 * The OpenID Connect side of single sign-on, on openid-client: discovery, the authorization address (code flow with
 * PKCE S256, state and nonce) and the checked answer (state, PKCE, ID token signature, issuer, audience, nonce).
 */
import * as oidc from 'openid-client';

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Seconds any request to a provider may take (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_S = 10;
const SCOPE = 'openid email profile';

/**
 * The provider's configuration, read from `<issuer>/.well-known/openid-configuration`. The client authenticates with
 * client_secret_basic, the method every provider supports unless it says otherwise. http:// issuers work only when
 * `allowHttp` (SSO_ALLOW_HTTP_ISSUERS, tests and development).
 */
export function discover(client: ProviderClient, allowHttp: boolean): Promise<oidc.Configuration> {
  const issuer = new URL(client.issuer);
  return oidc.discovery(issuer, client.clientId, undefined, oidc.ClientSecretBasic(client.clientSecret), {
    timeout: PROVIDER_TIMEOUT_S,
    ...(allowHttp && issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

export interface Attempt {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A new sign-in: the address to send the browser to, and the secrets to keep until it comes back. */
export async function authorizationRequest(
  config: oidc.Configuration,
  redirectUri: string,
  loginHint: string,
): Promise<Attempt> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: loginHint,
  });
  return { url, state, nonce, codeVerifier };
}

export interface Identity {
  email: string | undefined;
  /** False only when the provider says the address is not verified. */
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Exchanges the code of `callbackUrl` (the redirect URI plus the provider's answer) and checks everything the
 * attempt promised; throws otherwise. The e-mail and names come from the ID token, or from userinfo when the
 * provider keeps them there.
 */
export async function verifiedIdentity(
  config: oidc.Configuration,
  callbackUrl: URL,
  attempt: Pick<Attempt, 'state' | 'nonce' | 'codeVerifier'>,
): Promise<Identity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    pkceCodeVerifier: attempt.codeVerifier,
    idTokenExpected: true,
  });
  let claims: Record<string, unknown> = tokens.claims() ?? {};
  if (!text(claims.email)) {
    claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
  }
  const [first, ...rest] = (text(claims.name) ?? '').split(/\s+/);
  return {
    email: text(claims.email)?.toLowerCase(),
    emailVerified: claims.email_verified !== false && claims.email_verified !== 'false',
    firstName: text(claims.given_name) ?? text(first),
    lastName: text(claims.family_name) ?? text(rest.join(' ')),
  };
}
