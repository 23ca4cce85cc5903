import { z } from 'zod';
import { newPasswordField } from './password-rules';

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
export const emptyResetPasswordValues: ResetPasswordValues = { password: '', confirmPassword: '' };

/** The body of POST /password-reset/confirm. */
export function toResetPasswordPayload(values: ResetPasswordValues, token: string) {
  return { token, password: values.password };
}
