import { z } from 'zod';
import { issue } from '../i18n/issues';

/** Session codes are 4 characters, typed in any case and sent upper-cased. */
export const JOIN_CODE_LENGTH = 4;

export const joinCodeSchema = z.object({
  pin: z
    .string()
    .trim()
    .max(JOIN_CODE_LENGTH, issue('forms.error.codeLength', { limit: JOIN_CODE_LENGTH }))
    .transform((value) => value.toUpperCase()),
});

export type JoinCodeValues = z.input<typeof joinCodeSchema>;
export type JoinCodeSubmit = z.output<typeof joinCodeSchema>;
