import { z } from 'zod';

/** Passwords have at least 8 characters (PRODUCT.md section 2); the server enforces the same. */
export const MIN_PASSWORD_LENGTH = 8;

export const newPasswordField = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
