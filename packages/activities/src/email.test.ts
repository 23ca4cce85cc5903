import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, isPlainEmail } from './email';

describe('isPlainEmail: a plain local@domain address only', () => {
  it.each([
    'a@b.co',
    'ann@example.com',
    'Ann.Lee@Example.COM',
    'ann+training@example.com',
    "o'brien@example.ie",
    'first_last-2@mail.example.co.uk',
    'x@xn--80ak6aa92e.xn--p1ai',
    'a@123.example.com',
    `${'l'.repeat(64)}@example.com`,
    `a@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(56)}.com`,
  ])('accepts %s', (address) => {
    expect(isPlainEmail(address)).toBe(true);
  });

  it.each([
    ['a display name', '"A" <a@b.co>'],
    ['a bare display name', 'Ann <ann@example.com>'],
    ['angle brackets alone', '<ann@example.com>'],
    ['a group', 'team: ann@example.com, bob@example.com;'],
    ['a list', 'ann@example.com, bob@example.com'],
    ['a quoted local part', '"a b"@c.de'],
    ['a quoted local part with an @', '"a@b"@example.com'],
    ['a percent hack', 'a%b@c.de'],
    ['a bang path', 'c!a@b.de'],
    ['a source route', '@relay.example:ann@example.com'],
    ['a comment', 'ann(work)@example.com'],
    ['a comment after the domain', 'ann@example.com (Ann)'],
    ['an IP literal', 'ann@[192.168.0.1]'],
    ['an IPv6 literal', 'ann@[IPv6:::1]'],
    ['a bare IP address', 'ann@192.168.0.1'],
    ['a domain without a dot', 'ann@localhost'],
    ['two @', 'a@b@c.de'],
    ['no local part', '@example.com'],
    ['no domain', 'ann@'],
    ['a leading dot', '.ann@example.com'],
    ['a trailing dot', 'ann.@example.com'],
    ['two dots', 'a..b@example.com'],
    ['a space', 'ann lee@example.com'],
    ['surrounding spaces (trim first)', ' ann@example.com '],
    ['a line break', 'ann@example.com\nBcc: eve@example.com'],
    ['a hyphen ending a label', 'ann@example-.com'],
    ['a one-letter top-level domain', 'ann@example.c'],
    ['a numeric top-level domain', 'ann@example.123'],
    ['a local part over 64 characters', `${'l'.repeat(65)}@example.com`],
    [
      'an address over 254 characters',
      `a@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(57)}.com`,
    ],
    ['non-ASCII', 'jürgen@example.de'],
  ])('refuses %s: %s', (_what, address) => {
    expect(isPlainEmail(address)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['a@b.co']]) expect(isPlainEmail(value)).toBe(false);
    expect(EMAIL_MAX).toBe(254);
  });
});
