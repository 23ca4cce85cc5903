import { BRAND_COLOR, stageContrast, TEXT_CONTRAST_MIN, type Stage } from '@readyteams/activities/branding';
import { z } from 'zod';
import { issue } from '../i18n/issues';

/**
 * A company's branding of its live sessions: the messages and the contrast rule are the server's for the same fields
 * ('@readyteams/activities/branding': each colour readable as text on the stage, at least 4.5:1).
 */
const colorIssue = (color: string, stage: Stage) => {
  if (!BRAND_COLOR.test(color)) return issue('forms.error.brandColor');
  const ratio = stageContrast(color, stage)!;
  if (ratio >= TEXT_CONTRAST_MIN) return undefined;
  return issue(stage === 'light' ? 'forms.error.contrastLight' : 'forms.error.contrastDark', {
    ratio,
  });
};

export const companyBrandingSchema = z
  .object({
    // An uploaded file stands in as its local (blob:) link until the form is sent.
    logoUrl: z
      .string()
      .trim()
      .refine((value) => value === '' || /^(https?:\/\/|blob:)/i.test(value), issue('forms.error.logoUrl')),
    primaryColor: z.string().trim(),
    secondaryColor: z.string().trim(),
    stage: z.enum(['light', 'dark']),
  })
  .superRefine((values, ctx) => {
    for (const field of ['primaryColor', 'secondaryColor'] as const) {
      const message = values[field] && colorIssue(values[field], values.stage);
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type CompanyBrandingValues = z.input<typeof companyBrandingSchema>;
/** The body of PUT /companies/{id}/branding, and what GET answers (CompanyBranding). */
export type CompanyBrandingPayload = {
  logoUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  stage: Stage;
};

export const emptyCompanyBrandingValues: CompanyBrandingValues = {
  logoUrl: '',
  primaryColor: '',
  secondaryColor: '',
  stage: 'light',
};

export function companyBrandingToFormValues(branding: CompanyBrandingPayload): CompanyBrandingValues {
  return {
    logoUrl: branding.logoUrl ?? '',
    primaryColor: branding.primaryColor ?? '',
    secondaryColor: branding.secondaryColor ?? '',
    stage: branding.stage,
  };
}

/** Empty fields go back to the default theme's; `logoUrl`: the uploaded logo's stored address, when one was picked. */
export function toCompanyBrandingPayload(
  values: CompanyBrandingValues,
  uploaded: { logoUrl?: string } = {},
): CompanyBrandingPayload {
  return {
    logoUrl: uploaded.logoUrl ?? (values.logoUrl.trim() || null),
    primaryColor: values.primaryColor.trim().toLowerCase() || null,
    secondaryColor: values.secondaryColor.trim().toLowerCase() || null,
    stage: values.stage,
  };
}
