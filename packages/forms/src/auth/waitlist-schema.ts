import { isPlainEmail } from '@readyteams/activities/email';
import { z } from 'zod';
import { issue } from '../i18n/issues';

/**
 * Waitlist: the input is the browser's required email field; an empty email is ignored
 * (the form never calls onSubmit with it), anything else must be an address.
 */
export const waitlistSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || isPlainEmail(value), issue('forms.error.emailInvalid')),
});

export type WaitlistValues = z.input<typeof waitlistSchema>;
export const emptyWaitlistValues: WaitlistValues = { email: '' };
