/**
 * The OpenID Connect side of single sign-on, on openid-client: discovery, the authorization address (code flow with
 * PKCE S256, state and nonce), the checked answer (state, PKCE, ID token signature, issuer, audience, nonce) and the
 * RP-initiated logout address (OpenID Connect RP-Initiated Logout 1.0).
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
  /** The provider account: the ID token's issuer and subject. */
  issuer: string;
  subject: string;
  /** The ID token itself, kept as the sign-out's id_token_hint. */
  idToken: string | undefined;
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
  const idClaims = tokens.claims()!;
  let claims: Record<string, unknown> = idClaims;
  if (!text(claims.email)) {
    claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
  }
  const [first, ...rest] = (text(claims.name) ?? '').split(/\s+/);
  return {
    issuer: idClaims.iss,
    subject: idClaims.sub,
    idToken: tokens.id_token,
    email: text(claims.email)?.toLowerCase(),
    emailVerified: claims.email_verified !== false && claims.email_verified !== 'false',
    firstName: text(claims.given_name) ?? text(first),
    lastName: text(claims.family_name) ?? text(rest.join(' ')),
  };
}

/**
 * The provider's sign-out address (RP-Initiated Logout 1.0): its `end_session_endpoint` with `client_id`, the ID token
 * as `id_token_hint` when kept, and where to come back; null when the provider has no such endpoint. No `state`: the
 * sign-in page the browser comes back to acts on nothing.
 */
export function endSessionUrl(
  config: oidc.Configuration,
  params: { idToken: string | null; postLogoutRedirectUri: string },
): URL | null {
  if (!config.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(config, {
    post_logout_redirect_uri: params.postLogoutRedirectUri,
    ...(params.idToken && { id_token_hint: params.idToken }),
  });
}

/** Providers people know by name, by the end of their issuer's host name. */
const KNOWN_PROVIDERS: [string, string][] = [
  ['accounts.google.com', 'Google'],
  ['login.microsoftonline.com', 'Microsoft'],
  ['sts.windows.net', 'Microsoft'],
  ['okta.com', 'Okta'],
  ['oktapreview.com', 'Okta'],
  ['auth0.com', 'Auth0'],
  ['onelogin.com', 'OneLogin'],
  ['pingone.com', 'Ping Identity'],
  ['jumpcloud.com', 'JumpCloud'],
];

/** The name the account page shows for a provider: a known one's, else its issuer's host name. */
export function providerName(issuer: string): string {
  let host: string;
  try {
    host = new URL(issuer).hostname;
  } catch {
    return issuer;
  }
  return KNOWN_PROVIDERS.find(([suffix]) => host === suffix || host.endsWith(`.${suffix}`))?.[1] ?? host;
}
