import { isPlainEmail } from '@readyteams/activities/email';
import { z } from 'zod';

/**
 * An e-mail field's address check, refused with `message`: a plain `local@domain` address only, the rule of
 * '@readyteams/activities/email' that the server (and the phones' commitment field) apply too.
 */
export const plainEmail = (message: string) => z.string().refine(isPlainEmail, message);
