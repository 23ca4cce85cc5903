import { z } from 'zod';
import { plainEmail } from '../lib/email';
import { issue } from '../i18n/issues';

/** Sign-in (first document, section 5 "Login"). */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, issue('forms.error.emailRequired'))
    .pipe(plainEmail(issue('forms.error.emailInvalid'))),
  password: z.string().min(1, issue('forms.error.passwordRequired')),
});

export type SignInValues = z.input<typeof signInSchema>;
export type SignInPayload = { strategy: 'local'; email: string; password: string };

export const emptySignInValues: SignInValues = { email: '', password: '' };

/** The body of POST /authentication. */
export function toSignInPayload(values: z.output<typeof signInSchema>): SignInPayload {
  return { strategy: 'local', email: values.email, password: values.password };
}
