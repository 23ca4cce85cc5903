import { z } from 'zod';
import { issue } from '../i18n/issues';

export const DEFAULT_TAG_COLOR = '#000000';

/** Tag modal: the colour is labelled required but optional in the schema; it falls back to #000000. */
export const tagSchema = z.object({
  name: z.string().trim().min(1, issue('forms.error.tagName')).max(100, issue('forms.error.tagNameMax')),
  color: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value),
      issue('forms.error.color'),
    )
    .optional(),
});

export type TagValues = z.input<typeof tagSchema>;
export type TagPayload = { tag: string; color: string };
export type TagRead = { id: number; tag: string; color?: string | null; isActive?: boolean };

export const emptyTagValues: TagValues = { name: '', color: DEFAULT_TAG_COLOR };

export function tagToFormValues(tag: TagRead): TagValues {
  return { name: tag.tag, color: tag.color || DEFAULT_TAG_COLOR };
}

/** The body of POST /scenario-tags and PATCH /scenario-tags/{id}. */
export function toTagPayload(values: TagValues): TagPayload {
  const parsed = tagSchema.parse(values);
  return { tag: parsed.name, color: parsed.color?.trim() || DEFAULT_TAG_COLOR };
}
