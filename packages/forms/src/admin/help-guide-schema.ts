import { z } from 'zod';
import { issue } from '../i18n/issues';

// http(s) for typed addresses, blob: for the temporary local link of a chosen file.
const urlField = z.url({ protocol: /^(https?|blob)$/, error: issue('forms.error.url') });

export const helpGuideSchema = z.object({
  title: z.string().trim().min(1, issue('forms.error.title')).max(255, issue('forms.error.titleMax')),
  description: z
    .string()
    .trim()
    .min(1, issue('forms.error.description'))
    .max(2000, issue('forms.error.descriptionMax2000')),
  /** The help category id, as the select holds it. */
  category: z.string().min(1, issue('forms.error.category')),
  targetAudience: z.string().trim().max(255, issue('forms.error.audienceMax')).optional(),
  /** A typed URL, or the temporary local link of the chosen video file. */
  videoUrl: urlField,
  /** Optional: a typed URL, the temporary local link of the chosen image, or empty. */
  thumbnailUrl: z.union([z.literal(''), urlField]).optional(),
});

export type HelpGuideValues = z.input<typeof helpGuideSchema>;
export type HelpGuidePayload = {
  title: string;
  description: string;
  mediaUrl: string;
  helpCategoriesId: number;
  targetAudience: string;
  thumbnailUrl: string;
};
export type HelpGuideRead = {
  id: number;
  title: string;
  description: string;
  category?: { id: number; name: string; color?: string | null } | null;
  helpCategoriesId?: number | null;
  targetAudience?: string | null;
  mediaUrl: string;
  thumbnailUrl?: string | null;
};

export const emptyHelpGuideValues: HelpGuideValues = {
  title: '',
  description: '',
  category: '',
  targetAudience: '',
  videoUrl: '',
  thumbnailUrl: '',
};

export function helpGuideToFormValues(guide: HelpGuideRead): HelpGuideValues {
  const categoryId = guide.helpCategoriesId ?? guide.category?.id;
  return {
    title: guide.title,
    description: guide.description,
    category: categoryId == null ? '' : String(categoryId),
    targetAudience: guide.targetAudience ?? '',
    videoUrl: guide.mediaUrl,
    thumbnailUrl: guide.thumbnailUrl ?? '',
  };
}

/**
 * The body of POST /help-guides and PATCH /help-guides/{id}. `uploaded` carries the stored addresses of
 * files chosen in the form (uploaded first), which replace their temporary local links.
 */
export function toHelpGuidePayload(
  values: HelpGuideValues,
  uploaded: { mediaUrl?: string; thumbnailUrl?: string } = {},
): HelpGuidePayload {
  const parsed = helpGuideSchema.parse(values);
  return {
    title: parsed.title,
    description: parsed.description,
    mediaUrl: uploaded.mediaUrl ?? parsed.videoUrl,
    helpCategoriesId: Number(parsed.category),
    targetAudience: parsed.targetAudience ?? '',
    thumbnailUrl: uploaded.thumbnailUrl ?? parsed.thumbnailUrl ?? '',
  };
}
