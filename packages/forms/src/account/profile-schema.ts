import { z } from 'zod';

export const profileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
});

export type ProfileValues = z.input<typeof profileSchema>;
export const emptyProfileValues: ProfileValues = { firstName: '', lastName: '' };

/** The body of PATCH /profile. */
export function toProfilePayload(values: ProfileValues) {
  const parsed = profileSchema.parse(values);
  return { firstName: parsed.firstName, lastName: parsed.lastName };
}
