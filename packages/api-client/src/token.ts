/**
 * Where the session lives in the browser: the `accessToken` cookie (path /, shared across the product's
 * subdomains when a cookie domain is configured, 4 days) and the signed-in user as JSON under `user`
 * in local storage.
 */

export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const USER_STORAGE_KEY = 'user';
/** 4 days, in seconds. */
export const ACCESS_TOKEN_MAX_AGE = 4 * 24 * 60 * 60;

const settings: { cookieDomain: string | undefined } = { cookieDomain: undefined };

/** Set the cookie domain (e.g. `.readyteams.example`) so the session host subdomain shares the sign-in. */
export function configureAuth(options: { cookieDomain?: string | undefined }): void {
  settings.cookieDomain = options.cookieDomain || undefined;
}

const hasDocument = () => typeof document !== 'undefined';

function cookieAttributes(maxAge: number): string {
  const parts = ['path=/', `max-age=${maxAge}`, 'SameSite=Lax'];
  if (settings.cookieDomain) parts.push(`domain=${settings.cookieDomain}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function getAccessToken(): string | null {
  if (!hasDocument()) return null;
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === ACCESS_TOKEN_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

export function setAccessToken(token: string): void {
  if (!hasDocument()) return;
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; ${cookieAttributes(ACCESS_TOKEN_MAX_AGE)}`;
}

export function clearAccessToken(): void {
  if (!hasDocument()) return;
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; ${cookieAttributes(0)}`;
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function getStoredUser<T = unknown>(): T | null {
  const raw = storage()?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setStoredUser(user: unknown): void {
  storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  storage()?.removeItem(USER_STORAGE_KEY);
}

/** On start, signed in follows from the presence of the access token cookie. */
export const isAuthenticated = (): boolean => getAccessToken() !== null;
