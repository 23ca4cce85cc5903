import { useNavigate, useParams } from 'react-router';
import { useCompany, useCreateCompany, usePatchCompany, type components } from '@readyteams/api-client';
import { CompanyForm, companyToFormValues, type CompanyPayload } from '@readyteams/forms';
import { CompanySsoCard } from '../../components/company-sso-card';
import { paths } from '../../lib/paths';
import { AdminPage } from '../shared/admin-page';
import { LoadState } from '../shared/load-state';
import { saveWithToasts } from '../shared/save-with-toasts';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';

/** /dashboard/admin/companies/new-company and /edit/{id}. */
export default function CompanyEditorRoute() {
  const { id } = useParams();
  const companyId = id ? Number(id) : undefined;
  const company = useCompany(companyId);
  useLoadFailureToast(
    companyId !== undefined && !company.isPending && !company.data,
    'Failed to load companies',
  );

  let content;
  if (companyId === undefined) content = <CompanyEditor />;
  else if (company.isPending) content = <LoadState>Loading...</LoadState>;
  else if (!company.data) content = <LoadState error>Failed to load companies</LoadState>;
  else content = <CompanyEditor key={companyId} company={company.data} />;

  return (
    <AdminPage
      title={companyId === undefined ? 'New Company' : 'Edit Company'}
      subtitle={companyId === undefined ? 'Add a customer company' : 'Update this company'}
      backTo={{ to: paths.admin.manageCompanies, label: 'Companies' }}
    >
      {content}
    </AdminPage>
  );
}

function CompanyEditor({ company }: { company?: components['schemas']['Company'] }) {
  const navigate = useNavigate();
  const createCompany = useCreateCompany();
  const patchCompany = usePatchCompany();

  const submit = async (payload: CompanyPayload) => {
    await saveWithToasts(
      () =>
        company
          ? patchCompany.mutateAsync({ id: company.id, body: payload })
          : createCompany.mutateAsync({ ...payload, isActive: true }),
      {
        failure: 'Failed to save company',
        serverMessage: true,
        success: {
          title: 'Success',
          description: company ? 'Company updated successfully' : 'Company created successfully',
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
      {company && !company.isOperator && <CompanySsoCard companyId={company.id} />}
    </>
  );
}
