import { z } from 'zod';

/** Session codes are 4 characters, typed in any case and sent upper-cased. */
export const JOIN_CODE_LENGTH = 4;

export const joinCodeSchema = z.object({
  pin: z
    .string()
    .trim()
    .max(JOIN_CODE_LENGTH, `The code has at most ${JOIN_CODE_LENGTH} characters`)
    .transform((value) => value.toUpperCase()),
});

export type JoinCodeValues = z.input<typeof joinCodeSchema>;
export type JoinCodeSubmit = z.output<typeof joinCodeSchema>;
