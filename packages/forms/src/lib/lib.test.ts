import { describe, expect, it } from 'vitest';
import { addMonths, isIsoDate, toIsoDate } from './dates';
import { errorMessage } from './use-submit';

describe('errorMessage', () => {
  it("prefers the server's own message", () => {
    const apiError = Object.assign(new Error('API Error'), {
      status: 401,
      serverMessage: 'Invalid email or password',
    });
    expect(errorMessage(apiError, 'An unexpected error occurred. Please try again.')).toBe(
      'Invalid email or password',
    );
  });

  it('uses the fallback for an API error without a server message (its generic text is no help)', () => {
    const apiError = Object.assign(new Error('API Error'), { status: 500 });
    expect(errorMessage(apiError, 'Failed to save tag')).toBe('Failed to save tag');
  });

  it('uses a plain error message, a string, or the fallback', () => {
    expect(errorMessage(new Error('Network error occurred'), 'x')).toBe('Network error occurred');
    expect(errorMessage('Try again later', 'x')).toBe('Try again later');
    expect(errorMessage(undefined, 'Try again later')).toBe('Try again later');
    expect(errorMessage(new Error(''), 'Try again later')).toBe('Try again later');
  });
});

describe('dates', () => {
  it('formats local calendar dates as yyyy-MM-dd', () => {
    expect(toIsoDate(new Date(2026, 8, 5))).toBe('2026-09-05');
    expect(isIsoDate('2026-09-05')).toBe(true);
    expect(isIsoDate('05/09/2026')).toBe(false);
  });

  it('adds months, clamping to the end of shorter months', () => {
    expect(toIsoDate(addMonths(new Date(2024, 0, 31), 1))).toBe('2024-02-29');
    expect(toIsoDate(addMonths(new Date(2026, 10, 30), 36))).toBe('2029-11-30');
  });
});
