import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useArchiveCompany, useCompanies, type components } from '@readyteams/api-client';
import { ArchiveDialog, ListLayout, toast } from '@readyteams/ui';
import { paths } from '../../lib/paths';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';
import { useSavedOrder } from '../shared/use-saved-order';
import { editCompanyPath } from './company-paths';
import { archiveWithToasts } from '../shared/archive-with-toasts';

type Company = components['schemas']['Company'];

/** /dashboard/admin/companies/manage-companies: the customer companies (PRODUCT.md §4), like the other lists. */
export default function ManageCompaniesRoute() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useCompanies({ search });
  const archiveCompany = useArchiveCompany();
  const archive = useConfirmTarget<Company>();
  useLoadFailureToast(query.isError, 'Failed to load companies');

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('companies', items, query.dataUpdatedAt);

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveCompany.mutateAsync(target.id), {
      failure: 'Failed to archive company',
      success: { title: 'Company archived', description: 'The company has been archived successfully.' },
    });
  };

  return (
    <>
      <ListLayout
        title="Companies"
        subtitle="Manage companies"
        newLabel="+ New Company"
        onNew={() => navigate(paths.admin.newCompany)}
        noun="Companies"
        items={rows}
        total={total}
        columns={[
          {
            id: 'name',
            header: 'Company',
            cell: (company) => <span className="font-medium">{company.name}</span>,
          },
          { id: 'active', header: 'Active', cell: (company) => (company.isActive ? 'Yes' : 'No') },
        ]}
        getRowLabel={(company) => company.name}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search Companies..."
        onEdit={(company) => navigate(editCompanyPath(company.id))}
        // The operator company runs the platform; archiving it would lock every operator admin out.
        onDelete={(company) =>
          company.isOperator
            ? toast({
                title: 'Error',
                description: 'The operator company cannot be archived',
                variant: 'destructive',
              })
            : archive.ask(company)
        }
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={query.isError ? 'Failed to load companies' : 'No companies yet'}
      />
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={archive.target ? `company "${archive.target.name}"` : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
