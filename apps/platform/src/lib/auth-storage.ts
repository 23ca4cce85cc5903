import { cookieDomain } from './config';

// Where the signed-in state lives between page loads (spec §7): the access token in a cookie shared by the
// product's subdomains for 4 days, the user as JSON in local storage key `user`.
export const TOKEN_COOKIE = 'accessToken';
export const USER_KEY = 'user';
const TOKEN_LIFETIME_SECONDS = 4 * 24 * 60 * 60;

function cookieAttributes(maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const domain = cookieDomain ? `; Domain=${cookieDomain}` : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${domain}${secure}`;
}

export function readToken(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) || null : null;
}

export function writeToken(token: string) {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}${cookieAttributes(TOKEN_LIFETIME_SECONDS)}`;
}

export function removeToken() {
  document.cookie = `${TOKEN_COOKIE}=${cookieAttributes(0)}`;
}

export function readStoredUser<User>(): User | null {
  try {
    const raw = window.localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: unknown) {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function removeStoredUser() {
  window.localStorage.removeItem(USER_KEY);
}
