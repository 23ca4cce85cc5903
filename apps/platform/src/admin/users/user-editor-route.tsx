import { useNavigate, useParams } from 'react-router';
import {
  useCompanyOptions,
  useCreateUser,
  usePatchUser,
  useUser,
  type components,
} from '@readyteams/api-client';
import { UserForm, userToFormValues, type UserPayload } from '@readyteams/forms';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { AdminPage } from '../shared/admin-page';
import { LoadState } from '../shared/load-state';
import { saveWithToasts } from '../shared/save-with-toasts';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';

const SUBMIT_FAILURE = 'Failed to submit user';

/** /dashboard/admin/users/new-user and /edit/{id}. */
export default function UserEditorRoute() {
  const { id } = useParams();
  const userId = id ? Number(id) : undefined;
  const user = useUser(userId);

  let content;
  if (userId === undefined) content = <UserEditor />;
  else if (user.isPending) content = <LoadState>Loading...</LoadState>;
  else if (!user.data) content = <LoadState error>Failed to load user</LoadState>;
  else content = <UserEditor key={userId} user={user.data} />;

  return (
    <AdminPage
      title={userId === undefined ? 'New User' : 'Edit User'}
      subtitle={userId === undefined ? 'Create a new user account' : 'Update this user'}
      backTo={{ to: paths.admin.manageUsers, label: 'Users' }}
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
  useLoadFailureToast(companies.isError, 'Failed to load companies');
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
      { failure: SUBMIT_FAILURE, success: { title: 'Success', description: 'User saved successfully!' } },
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
