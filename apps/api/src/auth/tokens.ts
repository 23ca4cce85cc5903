import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';

/** Access tokens live 4 days, like the accessToken cookie the client keeps. */
export const TOKEN_LIFETIME_MS = 4 * 24 * 60 * 60 * 1000;
const ISSUER = 'readyteams';
const AUDIENCE = 'readyteams';

// A type (not an interface) so that it is a JSON object as the contract sees one.
export type TokenPayload = {
  sub: string;
  jti: string;
  iat: number;
  /** Issue time in milliseconds: `iat` has whole seconds, too coarse to tell a token signed just before a
   * password reset from one signed just after it. */
  iatMs: number;
  exp: number;
  iss: string;
  aud: string;
};

/** JWT_SECRET when set; otherwise a random secret generated once and kept in the data folder. */
export function resolveJwtSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use that one, so both sign the same tokens.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** Clock difference allowed between the processes that sign and verify (an `iat` this far ahead still counts). */
const CLOCK_TOLERANCE_MS = 60_000;

/**
 * Whether a verified token keeps to the lifetime we sign: numeric `iat` (not in the future) and `exp`, `exp` after
 * `iat` and no more than TOKEN_LIFETIME_MS after it. A token signed with our secret for longer (or forever) is
 * refused, not trusted.
 */
function withinLifetime({ iat, exp }: TokenPayload): boolean {
  return (
    Number.isFinite(iat) &&
    Number.isFinite(exp) &&
    iat * 1000 <= Date.now() + CLOCK_TOLERANCE_MS &&
    exp > iat &&
    (exp - iat) * 1000 <= TOKEN_LIFETIME_MS
  );
}

export function createTokens(secret: string) {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: TOKEN_LIFETIME_MS,
    iss: ISSUER,
    aud: AUDIENCE,
  });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    // A token without an expiry or an issue time never ends: refused, as one issued for longer than ours live.
    requiredClaims: ['exp', 'iat'],
    maxAge: TOKEN_LIFETIME_MS,
  });
  return {
    sign(userId: number): { accessToken: string; payload: TokenPayload } {
      const accessToken = signer({ sub: String(userId), jti: randomUUID(), iatMs: Date.now() });
      return { accessToken, payload: verifier(accessToken) as TokenPayload };
    },
    /** The payload, or null for a token that is malformed, forged or expired. */
    verify(token: string): TokenPayload | null {
      try {
        const payload = verifier(token) as TokenPayload;
        return typeof payload.sub === 'string' &&
          typeof payload.jti === 'string' &&
          typeof payload.iatMs === 'number' &&
          withinLifetime(payload)
          ? payload
          : null;
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
