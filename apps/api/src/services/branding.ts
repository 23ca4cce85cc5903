/**
 * A company's branding of its live sessions (issue 34 item 3): a logo, two brand colours and a light or dark stage,
 * set by the company's admins (operator admins too, for any customer company) and carried to the presenter and the
 * phones in the live state (live/channel.ts, `branding`). A colour that is not readable as text on the stage it is
 * used on (WCAG 2.2 AA: 4.5:1, '@readyteams/activities/branding', the form's rule too) is refused with the ratio.
 */
import { BRAND_COLOR, stageContrast, TEXT_CONTRAST_MIN, type Stage } from '@readyteams/activities/branding';
import { eq } from 'drizzle-orm';
import type { Handlers } from '../context.js';
import { companies } from '../db/schema.js';
import { fieldErrors, type FieldErrors } from '../errors.js';
import { say } from '../i18n/index.js';
import { managedCompany } from '../sso/index.js';
import type { Rules } from '../validation.js';

const COLOR_MESSAGE = 'server.branding.color';
const LOGO_MESSAGE = 'server.branding.logoUrl';

export const brandingRules: Rules = {
  logoUrl: { url: LOGO_MESSAGE, http: LOGO_MESSAGE, type: LOGO_MESSAGE },
  primaryColor: { max: [7, COLOR_MESSAGE], type: COLOR_MESSAGE },
  secondaryColor: { max: [7, COLOR_MESSAGE], type: COLOR_MESSAGE },
};

type CompanyRow = typeof companies.$inferSelect;

const brandingRead = (company: CompanyRow) => ({
  logoUrl: company.brandLogoUrl,
  primaryColor: company.brandPrimaryColor,
  secondaryColor: company.brandSecondaryColor,
  stage: company.stageTheme,
});

/** Why a brand colour cannot be used on the stage (not #rrggbb, or too little contrast for text), or nothing. */
function colorProblem(color: string, stage: Stage) {
  if (!BRAND_COLOR.test(color)) return COLOR_MESSAGE;
  const ratio = stageContrast(color, stage)!;
  if (ratio >= TEXT_CONTRAST_MIN) return undefined;
  return say(stage === 'light' ? 'server.branding.contrastLight' : 'server.branding.contrastDark', {
    ratio,
  });
}

export const brandingHandlers: Handlers = {
  'GET /companies/{id}/branding': async (ctx) => brandingRead(await managedCompany(ctx)),

  'PUT /companies/{id}/branding': async (ctx) => {
    const company = await managedCompany(ctx);
    const { body } = ctx;
    const colors = {
      primaryColor: body.primaryColor?.toLowerCase() ?? null,
      secondaryColor: body.secondaryColor?.toLowerCase() ?? null,
    };
    const errors: FieldErrors = {};
    for (const [field, color] of Object.entries(colors)) {
      const problem = color && colorProblem(color, body.stage);
      if (problem) errors[field] = problem;
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const [saved] = await ctx.deps.db
      .update(companies)
      .set({
        brandLogoUrl: body.logoUrl,
        brandPrimaryColor: colors.primaryColor,
        brandSecondaryColor: colors.secondaryColor,
        stageTheme: body.stage,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, company.id))
      .returning();
    return brandingRead(saved!);
  },
};
