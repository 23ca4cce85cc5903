// E-mail addresses: '@readyteams/activities/email'. One rule for every e-mail field (users, a commitment's reminder,
// a single sign-on provider's claim, sign-in and reset), the same in the forms, on the phone and on the server: a plain
// `local@domain` address only. No zod, no React, no server.

/** Longest address, in characters (RFC 5321's 256-octet path less its angle brackets). */
export const EMAIL_MAX = 254;
/** Longest local part (before the `@`), in characters (RFC 5321 section 4.5.3.1.1). */
export const EMAIL_LOCAL_MAX = 64;

// The local part: dot-separated runs of letters, digits and _ ' + - (no leading, trailing or doubled dot). Not the
// rest of RFC 5322: no quoted local parts ("a b"@c.d), no comments, no % or ! (the old relaying hacks a%b@c.d and
// b!a@c.d), no other symbols.
const LOCAL = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*$/;
// The domain: a host name of two labels or more (letters, digits and inner hyphens, 63 characters at most each) whose
// last label is a top-level domain (letters, or an IDN's xn-- form). No IP literals ([127.0.0.1]), no bare numbers.
const DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * Whether `value` is a plain address `local@domain` (as typed: trim it first). Refused: display names
 * (`"A" <a@b.c>`, `A <a@b.c>`), groups (`team: a@b.c;`), lists, quoted local parts (`"a b"@c.d`), comments
 * (`a(x)@b.c`), source routes (`@a.b:c@d.e`), percent and bang hacks (`a%b@c.d`, `c!a@b.d`), IP literals
 * (`a@[1.2.3.4]`), spaces and anything past 254 characters (64 before the `@`).
 */
export function isPlainEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EMAIL_MAX) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || at > EMAIL_LOCAL_MAX) return false;
  return LOCAL.test(value.slice(0, at)) && DOMAIN.test(value.slice(at + 1));
}
