import { z } from 'zod';
import { newPasswordField } from './password-rules';
import { issue } from '../i18n/issues';

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, issue('forms.error.confirmPassword')),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: issue('forms.error.passwordsDiffer'),
  });

export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
export const emptyResetPasswordValues: ResetPasswordValues = { password: '', confirmPassword: '' };

/** The body of POST /password-reset/confirm. */
export function toResetPasswordPayload(values: ResetPasswordValues, token: string) {
  return { token, password: values.password };
}
