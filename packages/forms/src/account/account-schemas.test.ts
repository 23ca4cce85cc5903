import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import { changePasswordSchema, toChangePasswordPayload } from './change-password-schema';
import { profileSchema, toProfilePayload } from './profile-schema';

describe('profile schema', () => {
  it('requires first and last name', () => {
    expect(messages(profileSchema, { firstName: ' ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(toProfilePayload({ firstName: ' Ana ', lastName: 'Lee' })).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
    });
  });
});

describe('change password schema', () => {
  it('requires the current password and a new one of at least 8 characters', () => {
    expect(
      messages(changePasswordSchema, {
        currentPassword: '',
        newPassword: '1234567',
        confirmPassword: '1234567',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
    });
    expect(
      messages(changePasswordSchema, {
        currentPassword: 'old',
        newPassword: '12345678',
        confirmPassword: '1234567x',
      }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('sends current and new password only', () => {
    expect(
      toChangePasswordPayload({
        currentPassword: 'old',
        newPassword: '12345678',
        confirmPassword: '12345678',
      }),
    ).toEqual({
      currentPassword: 'old',
      newPassword: '12345678',
    });
  });
});
