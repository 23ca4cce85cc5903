import { z } from 'zod';
import { plainEmail } from '../lib/email';
import { issue } from '../i18n/issues';

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, issue('forms.error.emailRequired'))
    .pipe(plainEmail(issue('forms.error.emailInvalid'))),
});

export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export const emptyForgotPasswordValues: ForgotPasswordValues = { email: '' };
