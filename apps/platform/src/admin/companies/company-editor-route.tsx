import { useNavigate, useParams } from 'react-router';
import { useCompany, useCreateCompany, usePatchCompany, type components } from '@readyteams/api-client';
import { CompanyForm, companyToFormValues, type CompanyPayload } from '@readyteams/forms';
import { CompanyBrandingCard } from '../../components/company-branding-card';
import { CompanySsoCard } from '../../components/company-sso-card';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';
import { AdminPage } from '../shared/admin-page';
import { LoadState } from '../shared/load-state';
import { useSaveWithToasts } from '../shared/save-with-toasts';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';

/** /dashboard/admin/companies/new-company and /edit/{id}. */
export default function CompanyEditorRoute() {
  const { id } = useParams();
  const companyId = id ? Number(id) : undefined;
  const company = useCompany(companyId);
  const t = app.useT();
  useLoadFailureToast(
    companyId !== undefined && !company.isPending && !company.data,
    t('app.admin.companies.failed'),
  );

  let content;
  if (companyId === undefined) content = <CompanyEditor />;
  else if (company.isPending) content = <LoadState>{t('app.common.loading')}</LoadState>;
  else if (!company.data) content = <LoadState error>{t('app.admin.companies.failed')}</LoadState>;
  else content = <CompanyEditor key={companyId} company={company.data} />;

  return (
    <AdminPage
      title={t(companyId === undefined ? 'app.admin.companies.newTitle' : 'app.admin.companies.editTitle')}
      subtitle={t(
        companyId === undefined ? 'app.admin.companies.newSubtitle' : 'app.admin.companies.editSubtitle',
      )}
      backTo={{ to: paths.admin.manageCompanies, label: t('app.admin.companies.title') }}
    >
      {content}
    </AdminPage>
  );
}

function CompanyEditor({ company }: { company?: components['schemas']['Company'] }) {
  const navigate = useNavigate();
  const createCompany = useCreateCompany();
  const patchCompany = usePatchCompany();
  const t = app.useT();
  const saveWithToasts = useSaveWithToasts();

  const submit = async (payload: CompanyPayload) => {
    await saveWithToasts(
      () =>
        company
          ? patchCompany.mutateAsync({ id: company.id, body: payload })
          : createCompany.mutateAsync({ ...payload, isActive: true }),
      {
        failure: t('app.admin.companies.saveFailed'),
        serverMessage: true,
        success: {
          title: t('app.common.success'),
          description: t(company ? 'app.admin.companies.updated' : 'app.admin.companies.created'),
        },
      },
    );
    navigate(paths.admin.manageCompanies);
  };

  return (
    <>
      <CompanyForm
        mode={company ? 'edit' : 'create'}
        defaultValues={company ? companyToFormValues(company) : undefined}
        onSubmit={submit}
        onCancel={() => navigate(paths.admin.manageCompanies)}
      />
      {company && <CompanyBrandingCard companyId={company.id} />}
      {company && !company.isOperator && <CompanySsoCard companyId={company.id} />}
    </>
  );
}
