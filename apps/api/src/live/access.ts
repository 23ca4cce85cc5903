// Who may do what in the live module: the session's host (JWT or host key), its company's admins, operator admins.
import { timingSafeEqual } from 'node:crypto';
import type { SessionRow } from './store.js';

export interface LiveUser {
  id: string | number;
  companyId: string | number | null;
  isAdmin: boolean;
  isOperator: boolean;
}

/** Verifies a bearer access token (the API's JWT); null when invalid, expired or the user is archived. */
export type VerifyAccessToken = (token: string) => Promise<LiveUser | null>;

export function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const userMayHost = (user: LiveUser, session: SessionRow) =>
  user.isOperator ||
  Number(user.id) === session.hostId ||
  (user.isAdmin && user.companyId !== null && Number(user.companyId) === session.companyId);

export async function mayHost(
  session: SessionRow,
  credentials: { accessToken?: unknown; hostKey?: unknown },
  verify: VerifyAccessToken,
): Promise<boolean> {
  if (
    typeof credentials.hostKey === 'string' &&
    credentials.hostKey &&
    session.hostKey &&
    sameSecret(credentials.hostKey, session.hostKey)
  )
    return true;
  if (typeof credentials.accessToken === 'string' && credentials.accessToken) {
    const user = await verify(credentials.accessToken).catch(() => null);
    return user !== null && userMayHost(user, session);
  }
  return false;
}

/** Allowed browser origins: CORS_ORIGINS plus PUBLIC_URL's origin. */
export function allowedOrigins(corsOrigins: string[], publicUrl: string | undefined): Set<string> {
  const origins = new Set<string>();
  for (const value of [...corsOrigins, ...(publicUrl ? [publicUrl] : [])]) {
    try {
      origins.add(new URL(value.trim()).origin);
    } catch {
      // not a URL: ignore, like the CORS plugin does
    }
  }
  return origins;
}

/**
 * A browser handshake must come from an allowed origin or the server's own origin. Requests without an Origin
 * header are not from a browser page (load generators, server tests) and cannot ride on a user's session.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: Set<string>) {
  if (!origin) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
