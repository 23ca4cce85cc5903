import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import { forgotPasswordSchema } from './forgot-password-schema';
import { joinCodeSchema } from './join-code-schema';
import { resetPasswordSchema, toResetPasswordPayload } from './reset-password-schema';
import { signInSchema, toSignInPayload } from './sign-in-schema';
import { waitlistSchema } from './waitlist-schema';

describe('sign-in schema', () => {
  it('requires email and password with the documented messages', () => {
    expect(messages(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects a malformed email', () => {
    expect(messages(signInSchema, { email: 'ana@', password: 'x' })).toEqual({
      email: 'Invalid email format',
    });
  });

  it('sends the local strategy with the trimmed email', () => {
    const values = signInSchema.parse({ email: ' ana@example.com ', password: ' secret ' });
    expect(toSignInPayload(values)).toEqual({
      strategy: 'local',
      email: 'ana@example.com',
      password: ' secret ',
    });
  });
});

describe('waitlist schema', () => {
  it('lets an empty email through (the form ignores it) but rejects a malformed one', () => {
    expect(waitlistSchema.safeParse({ email: '' }).success).toBe(true);
    expect(messages(waitlistSchema, { email: 'nope' })).toEqual({ email: 'Invalid email format' });
    expect(waitlistSchema.parse({ email: ' ana@example.com ' })).toEqual({ email: 'ana@example.com' });
  });
});

describe('join code schema', () => {
  it('upper-cases a code of up to 4 characters', () => {
    expect(joinCodeSchema.parse({ pin: 'ab3d' })).toEqual({ pin: 'AB3D' });
    expect(joinCodeSchema.parse({ pin: '' })).toEqual({ pin: '' });
  });

  it('rejects more than 4 characters', () => {
    expect(joinCodeSchema.safeParse({ pin: 'ABCDE' }).success).toBe(false);
  });
});

describe('password reset schemas', () => {
  it('asks for a valid email', () => {
    expect(messages(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(messages(forgotPasswordSchema, { email: 'x@' })).toEqual({ email: 'Invalid email format' });
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(messages(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(messages(resetPasswordSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      messages(resetPasswordSchema, { password: 'long enough', confirmPassword: 'long enougH' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      toResetPasswordPayload({ password: 'long enough', confirmPassword: 'long enough' }, 'tok'),
    ).toEqual({
      token: 'tok',
      password: 'long enough',
    });
  });
});
