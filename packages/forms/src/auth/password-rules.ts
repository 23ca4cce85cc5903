import { z } from 'zod';
import { issue } from '../i18n/issues';

/** Passwords have at least 8 characters (PRODUCT.md section 2); the server enforces the same. */
export const MIN_PASSWORD_LENGTH = 8;

export const newPasswordField = z
  .string()
  .min(1, issue('forms.error.passwordRequired'))
  .min(MIN_PASSWORD_LENGTH, issue('forms.error.passwordLength', { length: MIN_PASSWORD_LENGTH }));
