import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  clearAccessToken,
  configureAuth,
  clearStoredUser,
  getAccessToken,
  getStoredUser,
  setStoredUser,
  type User,
} from '@readyteams/api-client';
import { cookieDomain } from './config';

// Where the sign-in cookie lives (VITE_COOKIE_DOMAIN shares it with the session host subdomain).
configureAuth({ cookieDomain });

/** The signed-in user as kept in local storage (the contract's User read form). */
export type AuthUser = User;

type AuthState = { isAuthenticated: boolean; user: AuthUser | null; token: string | null };

type AuthContextValue = AuthState & {
  /** After a successful sign-in (the client has already stored the cookie and the user). */
  signedIn: (user: AuthUser) => void;
  /** Replaces the stored user (after a profile change). */
  setUser: (user: AuthUser) => void;
  /** Forgets token and user (sign out, or a 401 from the API). */
  signedOut: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// On start, "authenticated" follows from the presence of the token cookie; the user comes from local storage.
function readState(): AuthState {
  const token = getAccessToken();
  const user = token ? getStoredUser<AuthUser>() : null;
  return { isAuthenticated: Boolean(token && user), user, token };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(readState);

  const signedIn = useCallback((user: AuthUser) => {
    setStoredUser(user);
    setState({ isAuthenticated: true, user, token: getAccessToken() });
  }, []);

  const setUser = useCallback((user: AuthUser) => {
    setStoredUser(user);
    setState((current) => ({ ...current, user }));
  }, []);

  const signedOut = useCallback(() => {
    clearAccessToken();
    clearStoredUser();
    setState({ isAuthenticated: false, user: null, token: null });
  }, []);

  const value = useMemo(
    () => ({ ...state, signedIn, setUser, signedOut }),
    [state, signedIn, setUser, signedOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** True when the user's plan has run out (admins have no plan and never expire). */
export function isPlanExpired(
  user: Pick<AuthUser, 'isAdmin' | 'expiresAt'> | null,
  today = new Date(),
): boolean {
  if (!user || user.isAdmin || !user.expiresAt) return false;
  return user.expiresAt < today.toISOString().slice(0, 10);
}
