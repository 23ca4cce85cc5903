import { z } from 'zod';
import { issue } from '../i18n/issues';

export const scenarioCategorySchema = z.object({
  category: z
    .string()
    .trim()
    .min(1, issue('forms.error.categoryName'))
    .max(100, issue('forms.error.categoryNameMax')),
});

export type ScenarioCategoryValues = z.input<typeof scenarioCategorySchema>;
export type ScenarioCategoryPayload = { category: string };
export type ScenarioCategoryRead = { id: number; category: string; isActive?: boolean };

export const emptyScenarioCategoryValues: ScenarioCategoryValues = { category: '' };

export function scenarioCategoryToFormValues(category: ScenarioCategoryRead): ScenarioCategoryValues {
  return { category: category.category };
}

/** The body of POST /scenario-categories and PATCH /scenario-categories/{id}. */
export function toScenarioCategoryPayload(values: ScenarioCategoryValues): ScenarioCategoryPayload {
  return { category: scenarioCategorySchema.parse(values).category };
}
