import { apiClient, type ApiClient } from './client';
import { ApiError, isApiError } from './errors';
import type { components } from './schema';
import { clearAccessToken, clearStoredUser, setAccessToken, setStoredUser } from './token';

export type User = components['schemas']['User'];
export type AuthenticationResult = components['schemas']['AuthenticationResult'];
export type SsoLogout = components['schemas']['SsoLogout'];

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The one-time code single sign-on leaves in the sign-in page's address (`/auth#sso=<code>`). */
export interface SsoCredentials {
  ssoCode: string;
}

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/**
 * The sign-in form's root message: 'Invalid email or password' on 401 (the server's words for it, which it says in the
 * language the request asked for), else the server's message, else a generic one.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return error.serverMessage ?? INVALID_LOGIN_MESSAGE;
    if (error.serverMessage) return error.serverMessage;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

/**
 * Sign in with email and password, or with a single sign-on's one-time code: stores the token cookie and the user,
 * and resolves the server's answer. Rejects with an ApiError whose message is the sign-in form's message (see
 * `loginErrorMessage`; a refused single sign-on answers the reason).
 */
export async function login(
  credentials: LoginCredentials | SsoCredentials,
  client: ApiClient = apiClient,
): Promise<AuthenticationResult> {
  let result;
  try {
    result = await client.POST('/authentication', {
      body:
        'ssoCode' in credentials
          ? { strategy: 'sso', code: credentials.ssoCode }
          : { strategy: 'local', email: credentials.email, password: credentials.password },
    });
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    throw new ApiError(loginErrorMessage(error), status, isApiError(error) ? error.body : undefined);
  }
  if (result.data === null) throw new ApiError(INVALID_LOGIN_MESSAGE, 401);
  setAccessToken(result.data.accessToken);
  setStoredUser(result.data.user);
  return result.data;
}

/**
 * Confirms with the account's password that single sign-on may link it (the code of `/auth#sso-link=<code>`), and
 * signs in as `login` does. Rejects with the server's ApiError: a wrong password carries errors.password.
 */
export async function linkSso(
  credentials: { code: string; password: string },
  client: ApiClient = apiClient,
): Promise<AuthenticationResult> {
  const result = await client.POST('/sso/link', { body: credentials });
  if (!result.data) throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 401);
  setAccessToken(result.data.accessToken);
  setStoredUser(result.data.user);
  return result.data;
}

/**
 * Confirms a trial sign-up with the token of its e-mail link: the server creates the company and its admin, and this
 * signs in as `login` does. Rejects with the server's ApiError: a link unknown, used or expired carries errors.token.
 */
export async function confirmTrial(
  token: string,
  client: ApiClient = apiClient,
): Promise<AuthenticationResult> {
  const result = await client.POST('/sign-up/confirm', { body: { token } });
  if (!result.data) throw new ApiError(UNEXPECTED_ERROR_MESSAGE, 401);
  setAccessToken(result.data.accessToken);
  setStoredUser(result.data.user);
  return result.data;
}

/**
 * Sign out: tells the server (best effort), then removes the token cookie and the stored user. Resolves what a
 * single sign-on's sign-out means at the provider (its sign-out address, or that its session stays open), if any.
 */
export async function logout(client: ApiClient = apiClient): Promise<SsoLogout | undefined> {
  try {
    const result = await client.DELETE('/authentication');
    return result.data?.ssoLogout;
  } catch {
    // The local sign-out must happen even when the server is unreachable.
    return undefined;
  } finally {
    clearAccessToken();
    clearStoredUser();
  }
}
