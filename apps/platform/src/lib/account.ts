import { ApiError, request } from './api';
import type { AuthUser } from './auth';

// Account calls (sign-in, sign-out, waitlist, profile, passwords) with the messages the spec gives them.

export const LOGIN_FAILED = 'Invalid email or password';
export const LOGIN_FALLBACK = 'An unexpected error occurred. Please try again.';

export async function signIn(payload: { email: string; password: string }) {
  try {
    return await request<{ accessToken: string; user: AuthUser }>('POST', '/authentication', {
      body: { strategy: 'local', ...payload },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new Error(LOGIN_FAILED);
    if (error instanceof ApiError && error.serverMessage) throw new Error(error.serverMessage);
    throw new Error(LOGIN_FALLBACK);
  }
}

/** Best effort: the token is forgotten locally whatever the server answers. */
export async function signOut() {
  await request('DELETE', '/authentication').catch(() => undefined);
}

export async function joinWaitlist(payload: { email: string }) {
  try {
    await request('POST', '/waitlist', { body: payload });
  } catch {
    throw new Error('Try again later');
  }
}

export const requestPasswordReset = (payload: { email: string }) =>
  request<{ message: string }>('POST', '/password-reset', { body: payload });

export const confirmPasswordReset = (payload: { token: string; password: string }) =>
  request<{ message: string }>('POST', '/password-reset/confirm', { body: payload });

export const updateProfile = (payload: { firstName: string; lastName: string }) =>
  request<AuthUser>('PATCH', '/profile', { body: payload });

export const changePassword = (payload: { currentPassword: string; newPassword: string }) =>
  request<{ message: string }>('POST', '/profile/password', { body: payload });
