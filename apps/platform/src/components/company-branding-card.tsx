import { uploadFile, useApiClient, useCompanyBranding, useSaveCompanyBranding } from '@readyteams/api-client';
import { CompanyBrandingForm, companyBrandingToFormValues } from '@readyteams/forms/admin';
import { toast } from '@readyteams/ui';
import { app } from '../i18n/app';

/**
 * A company's branding of its live sessions (logo, brand colours, light or dark stage): in the operator's company
 * editor, and on the team page for a company admin (their own company).
 */
export function CompanyBrandingCard({ companyId }: { companyId: number }) {
  const api = useApiClient();
  const branding = useCompanyBranding(companyId);
  const save = useSaveCompanyBranding();
  const t = app.useT();

  let content;
  if (branding.isPending) content = <p className="text-muted-foreground">{t('app.common.loading')}</p>;
  else if (!branding.data)
    content = (
      <p role="alert" className="text-destructive">
        {t('app.branding.failed')}
      </p>
    );
  else
    content = (
      <CompanyBrandingForm
        // A save answers the stored branding: the form starts again from it.
        key={JSON.stringify(branding.data)}
        defaultValues={companyBrandingToFormValues(branding.data)}
        uploadFile={(file) => uploadFile(file, { client: api })}
        onSubmit={async (body) => {
          await save.mutateAsync({ id: companyId, body });
          toast({ title: t('app.common.success'), description: t('app.branding.saved'), variant: 'success' });
        }}
      />
    );

  return (
    <section
      aria-labelledby="branding-title"
      className="space-y-4 rounded-xl border border-border bg-card p-6"
    >
      <div className="space-y-1">
        <h2 id="branding-title" className="text-lg font-semibold">
          {t('app.branding.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('app.branding.intro')}</p>
      </div>
      {content}
    </section>
  );
}
