import { z } from 'zod';
import { issue } from '../i18n/issues';

export const profileSchema = z.object({
  firstName: z.string().trim().min(1, issue('forms.error.firstName')),
  lastName: z.string().trim().min(1, issue('forms.error.lastName')),
});

export type ProfileValues = z.input<typeof profileSchema>;
export const emptyProfileValues: ProfileValues = { firstName: '', lastName: '' };

/** The body of PATCH /profile. */
export function toProfilePayload(values: ProfileValues) {
  const parsed = profileSchema.parse(values);
  return { firstName: parsed.firstName, lastName: parsed.lastName };
}
