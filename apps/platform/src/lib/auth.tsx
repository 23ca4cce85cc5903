import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStoredUser, readToken, removeStoredUser, removeToken, writeStoredUser, writeToken } from './auth-storage';

/** The signed-in user as kept in local storage (the contract's User read form). */
export type AuthUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyId: number;
  companyName: string;
  isAdmin: boolean;
  isOperator: boolean;
  isActive: boolean;
  subscriptionPlan: 'free-trial' | 'core' | 'pro' | 'enterprise' | null;
  expiresAt: string | null;
  createdAt: string;
};

type AuthState = { isAuthenticated: boolean; user: AuthUser | null; token: string | null };

type AuthContextValue = AuthState & {
  /** Keeps the token and user after a successful sign-in. */
  signedIn: (token: string, user: AuthUser) => void;
  /** Replaces the stored user (after a profile change). */
  setUser: (user: AuthUser) => void;
  /** Forgets token and user (sign out, or a 401 from the API). */
  signedOut: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// On start, "authenticated" follows from the presence of the token cookie; the user comes from local storage.
function initialState(): AuthState {
  const token = readToken();
  const user = token ? readStoredUser<AuthUser>() : null;
  return { isAuthenticated: Boolean(token && user), user, token };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);

  const signedIn = useCallback((token: string, user: AuthUser) => {
    writeToken(token);
    writeStoredUser(user);
    setState({ isAuthenticated: true, user, token });
  }, []);

  const setUser = useCallback((user: AuthUser) => {
    writeStoredUser(user);
    setState((current) => ({ ...current, user }));
  }, []);

  const signedOut = useCallback(() => {
    removeToken();
    removeStoredUser();
    setState({ isAuthenticated: false, user: null, token: null });
  }, []);

  const value = useMemo(() => ({ ...state, signedIn, setUser, signedOut }), [state, signedIn, setUser, signedOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** True when the user's plan has run out (admins have no plan and never expire). */
export function isPlanExpired(user: AuthUser | null, today = new Date()): boolean {
  if (!user || user.isAdmin || !user.expiresAt) return false;
  return user.expiresAt < today.toISOString().slice(0, 10);
}
