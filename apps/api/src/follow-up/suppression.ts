/**
 * The "never e-mail me again" list (issue 33 item 1), across companies: a follow-up e-mail carries a signed link that
 * puts its address on `mail_suppressions` (0013_mail_suppression.sql), and every follow-up of every company checks the
 * list before sending. The list keeps the sha256 of the case-folded address, never the address; the link carries that
 * hash and an HMAC of it under a key derived from the server's secret, so it names one address and cannot be forged
 * for another. It never expires: an unsubscribe link must keep working.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** An address as follow-ups compare it: trimmed and lower-cased (the plain `local@domain` form). */
export const normalisedAddress = (email: string) => email.trim().toLowerCase();

/** The sha256 (hex) of the normalised address: the key of the suppression list and of one follow-up per session. */
export const addressHash = (email: string) =>
  createHash('sha256').update(normalisedAddress(email)).digest('hex');

export interface UnsubscribeLinks {
  /** The token of an address's link: its hash and the signature. */
  token(email: string): string;
  /** The address hash a token names, or null when it is not one of ours. */
  verify(token: string): string | null;
}

/** Links signed with a key derived from `secret` (the server's JWT secret), so they outlive restarts. */
export function unsubscribeLinks(secret: string): UnsubscribeLinks {
  const key = createHmac('sha256', secret).update('readyteams:mail-unsubscribe').digest();
  const sign = (hash: string) => createHmac('sha256', key).update(hash).digest('base64url');
  return {
    token(email) {
      const hash = addressHash(email);
      return `${hash}.${sign(hash)}`;
    },
    verify(token) {
      const match = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, hash, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(sign(hash));
      return timingSafeEqual(expected, Buffer.from(signature)) ? hash : null;
    },
  };
}
