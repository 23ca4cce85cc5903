import { describe, expect, it } from 'vitest';
import { isPlanExpired } from './auth';

describe('isPlanExpired', () => {
  const today = new Date('2026-03-10T12:00:00Z');

  it('is true only for a host whose expiry date has passed', () => {
    expect(isPlanExpired({ isAdmin: false, expiresAt: '2026-03-09' }, today)).toBe(true);
    expect(isPlanExpired({ isAdmin: false, expiresAt: '2026-03-10' }, today)).toBe(false);
    expect(isPlanExpired({ isAdmin: false, expiresAt: '2027-01-01' }, today)).toBe(false);
  });

  it('never blocks admins, users without a date, or nobody', () => {
    expect(isPlanExpired({ isAdmin: true, expiresAt: '2020-01-01' }, today)).toBe(false);
    expect(isPlanExpired({ isAdmin: false, expiresAt: null }, today)).toBe(false);
    expect(isPlanExpired(null, today)).toBe(false);
  });
});
