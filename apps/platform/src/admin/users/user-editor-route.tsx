import { useNavigate, useParams } from 'react-router';
import {
  useCompanyOptions,
  useCreateUser,
  usePatchUser,
  useUser,
  type components,
} from '@readyteams/api-client';
import { UserForm, userToFormValues, type UserPayload } from '@readyteams/forms';
import { app } from '../../i18n/app';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { AdminPage } from '../shared/admin-page';
import { LoadState } from '../shared/load-state';
import { useSaveWithToasts } from '../shared/save-with-toasts';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';

/** /dashboard/admin/users/new-user and /edit/{id}. */
export default function UserEditorRoute() {
  const { id } = useParams();
  const userId = id ? Number(id) : undefined;
  const user = useUser(userId);
  const t = app.useT();

  let content;
  if (userId === undefined) content = <UserEditor />;
  else if (user.isPending) content = <LoadState>{t('app.common.loading')}</LoadState>;
  else if (!user.data) content = <LoadState error>{t('app.admin.users.loadFailed')}</LoadState>;
  else content = <UserEditor key={userId} user={user.data} />;

  return (
    <AdminPage
      title={t(userId === undefined ? 'app.admin.users.newTitle' : 'app.admin.users.editTitle')}
      subtitle={t(userId === undefined ? 'app.admin.users.newSubtitle' : 'app.admin.users.editSubtitle')}
      backTo={{ to: paths.admin.manageUsers, label: t('app.admin.users.title') }}
    >
      {content}
    </AdminPage>
  );
}

function UserEditor({ user }: { user?: components['schemas']['User'] }) {
  const navigate = useNavigate();
  const companies = useCompanyOptions();
  const createUser = useCreateUser();
  const patchUser = usePatchUser();
  const t = app.useT();
  const saveWithToasts = useSaveWithToasts();
  useLoadFailureToast(companies.isError, t('app.admin.companies.failed'));
  // A company admin's own company: its grant bounds the plans they may give (its list holds only that company).
  const { user: me } = useAuth();
  const ownCompany = me?.isOperator ? undefined : companies.data?.data.find((c) => c.id === me?.companyId);
  const companyPlan =
    ownCompany?.subscriptionPlan && ownCompany.expiresAt
      ? {
          subscriptionPlan: ownCompany.subscriptionPlan,
          expiresAt: ownCompany.expiresAt,
          seats: ownCompany.seats ?? null,
          seatsUsed: ownCompany.seatsUsed ?? 0,
        }
      : undefined;

  const submit = async (payload: UserPayload) => {
    await saveWithToasts(
      () =>
        user
          ? patchUser.mutateAsync({ id: user.id, body: payload as components['schemas']['UserPatch'] })
          : createUser.mutateAsync(payload as components['schemas']['UserCreate']),
      {
        failure: t('app.admin.users.submitFailed'),
        success: { title: t('app.common.success'), description: t('app.admin.users.saved') },
      },
    );
    navigate(paths.admin.manageUsers);
  };

  return (
    <UserForm
      mode={user ? 'edit' : 'create'}
      defaultValues={user ? userToFormValues(user) : undefined}
      companies={(companies.data?.data ?? []).map((company) => ({
        value: String(company.id),
        label: company.name,
      }))}
      companyPlan={companyPlan}
      onSubmit={submit}
      onCancel={() => navigate(paths.admin.manageUsers)}
    />
  );
}
