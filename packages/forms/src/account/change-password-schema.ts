import { z } from 'zod';
import { newPasswordField } from '../auth/password-rules';
import { issue } from '../i18n/issues';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, issue('forms.error.currentPassword')),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, issue('forms.error.confirmPassword')),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: issue('forms.error.passwordsDiffer'),
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export const emptyChangePasswordValues: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The body of POST /profile/password. */
export function toChangePasswordPayload(values: ChangePasswordValues) {
  return { currentPassword: values.currentPassword, newPassword: values.newPassword };
}
