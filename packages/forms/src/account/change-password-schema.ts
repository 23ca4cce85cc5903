import { z } from 'zod';
import { newPasswordField } from '../auth/password-rules';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
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
