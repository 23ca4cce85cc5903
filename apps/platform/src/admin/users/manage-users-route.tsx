import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useArchiveUser, useCompany, useUsers, type components } from '@readyteams/api-client';
import { ArchiveDialog, ListLayout, toast } from '@readyteams/ui';
import { app } from '../../i18n/app';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { isCompanyAdmin } from '../navigation';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';
import { useSavedOrder } from '../shared/use-saved-order';
import { useArchiveWithToasts } from '../shared/archive-with-toasts';

type User = components['schemas']['User'];

/**
 * /dashboard/admin/users/manage-users: search matches first name, last name, email and company. The server
 * lists every user to the operator's admins and only their own company's users to a company admin.
 */
export default function ManageUsersRoute() {
  const { user: me } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useUsers({ search });
  const archiveUser = useArchiveUser();
  const archive = useConfirmTarget<User>();
  const t = app.useT();
  const archiveWithToasts = useArchiveWithToasts();
  // Without team management (Core, Free Trial) the operator manages the company's users: the list is read-only and
  // says which plan gives it, in the server's words.
  const refusal =
    useCompany(isCompanyAdmin(me) ? me?.companyId : undefined).data?.entitlements?.refusals.teamManagement ??
    null;
  const manage = refusal === null;
  useLoadFailureToast(query.isError, t('app.team.failed'));

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('users', items, query.dataUpdatedAt);

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveUser.mutateAsync(target.id), {
      failure: t('app.admin.users.archiveFailed'),
      success: { title: t('app.admin.users.archived'), description: t('app.admin.users.archivedBody') },
    });
  };

  return (
    <>
      <ListLayout
        title={t('app.admin.users.title')}
        subtitle={refusal ?? t('app.admin.users.subtitle')}
        newLabel={t('app.admin.users.new')}
        onNew={manage ? () => navigate(paths.admin.newUser) : undefined}
        items={rows}
        total={total}
        columns={[
          { id: 'firstName', header: t('app.admin.users.firstName'), cell: (user) => user.firstName },
          { id: 'lastName', header: t('app.admin.users.lastName'), cell: (user) => user.lastName },
          { id: 'email', header: t('app.admin.users.email'), cell: (user) => user.email },
          { id: 'company', header: t('app.common.company'), cell: (user) => user.companyName },
        ]}
        getRowLabel={(user) => `${user.firstName} ${user.lastName}`}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('app.admin.users.search')}
        onEdit={manage ? (user) => navigate(paths.admin.editUser(user.id)) : undefined}
        // Nobody archives their own account from here (it would sign them out for good).
        onDelete={
          manage
            ? (user) =>
                user.id === me?.id
                  ? toast({
                      title: t('app.common.error'),
                      description: t('app.admin.users.self'),
                      variant: 'destructive',
                    })
                  : archive.ask(user)
            : undefined
        }
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={t(query.isError ? 'app.team.failed' : 'app.admin.users.empty')}
      />
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={
          archive.target
            ? t('app.admin.users.item', {
                name: `${archive.target.firstName} ${archive.target.lastName}`,
              })
            : undefined
        }
        onConfirm={confirmArchive}
      />
    </>
  );
}
