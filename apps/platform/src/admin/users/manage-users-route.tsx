import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useArchiveUser, useUsers, type components } from '@readyteams/api-client';
import { ArchiveDialog, ListLayout, toast } from '@readyteams/ui';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';
import { useSavedOrder } from '../shared/use-saved-order';
import { archiveWithToasts } from '../shared/archive-with-toasts';

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
  useLoadFailureToast(query.isError, 'Failed to load users');

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('users', items, query.dataUpdatedAt);

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveUser.mutateAsync(target.id), {
      failure: 'Failed to archive user',
      success: { title: 'User archived', description: 'The user has been archived successfully.' },
    });
  };

  return (
    <>
      <ListLayout
        title="Users"
        subtitle="Manage users"
        newLabel="+ New User"
        onNew={() => navigate(paths.admin.newUser)}
        noun="Users"
        items={rows}
        total={total}
        columns={[
          { id: 'firstName', header: 'First Name', cell: (user) => user.firstName },
          { id: 'lastName', header: 'Last Name', cell: (user) => user.lastName },
          { id: 'email', header: 'Work Email', cell: (user) => user.email },
          { id: 'company', header: 'Company', cell: (user) => user.companyName },
        ]}
        getRowLabel={(user) => `${user.firstName} ${user.lastName}`}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search Users..."
        onEdit={(user) => navigate(paths.admin.editUser(user.id))}
        // Nobody archives their own account from here (it would sign them out for good).
        onDelete={(user) =>
          user.id === me?.id
            ? toast({
                title: 'Error',
                description: 'You cannot archive your own account',
                variant: 'destructive',
              })
            : archive.ask(user)
        }
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={query.isError ? 'Failed to load users' : 'No users yet'}
      />
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={archive.target ? `user ${archive.target.firstName} ${archive.target.lastName}` : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
