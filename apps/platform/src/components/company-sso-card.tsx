import { useCompanySso, useRemoveCompanySso, useSaveCompanySso } from '@readyteams/api-client';
import { CompanySsoForm, companySsoToFormValues } from '@readyteams/forms/admin';
import { toast } from '@readyteams/ui';
import { app } from '../i18n/app';
import { useAuth } from '../lib/auth';

/**
 * A company's single sign-on settings: in the operator's company editor, and on the team page for a company admin
 * (their own company; changeable only while it is on the Enterprise plan, as the server holds too).
 */
export function CompanySsoCard({ companyId }: { companyId: number }) {
  const { user } = useAuth();
  const sso = useCompanySso(companyId);
  const save = useSaveCompanySso();
  const remove = useRemoveCompanySso();
  const t = app.useT();

  let content;
  if (sso.isPending) content = <p className="text-muted-foreground">{t('app.common.loading')}</p>;
  else if (!sso.data)
    content = (
      <p role="alert" className="text-destructive">
        {t('app.sso.failed')}
      </p>
    );
  else
    content = (
      <CompanySsoForm
        // A save answers the stored settings: the form starts again from them (the secret field empty).
        key={JSON.stringify(sso.data)}
        defaultValues={companySsoToFormValues(sso.data)}
        secretSet={sso.data.clientSecretSet}
        redirectUri={sso.data.redirectUri}
        postLogoutRedirectUri={sso.data.postLogoutRedirectUri}
        planIncludesSso={sso.data.planIncludesSso}
        readOnly={!user?.isOperator && !sso.data.planIncludesSso}
        onSubmit={async (body) => {
          await save.mutateAsync({ id: companyId, body });
          toast({ title: t('app.common.success'), description: t('app.sso.saved'), variant: 'success' });
        }}
        onRemove={async () => {
          await remove.mutateAsync(companyId);
          toast({
            title: t('app.common.success'),
            description: t('app.sso.removed'),
            variant: 'success',
          });
        }}
      />
    );

  return (
    <section aria-labelledby="sso-title" className="space-y-4 rounded-xl border border-border bg-card p-6">
      <div className="space-y-1">
        <h2 id="sso-title" className="text-lg font-semibold">
          {t('app.sso.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('app.sso.intro')}</p>
      </div>
      {content}
    </section>
  );
}
