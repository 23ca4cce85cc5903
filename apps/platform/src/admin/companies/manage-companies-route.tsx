import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useArchiveCompany, useCompanies, type components } from '@readyteams/api-client';
import { ArchiveDialog, ListLayout, toast } from '@readyteams/ui';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';
import { useSavedOrder } from '../shared/use-saved-order';
import { editCompanyPath } from './company-paths';
import { useArchiveWithToasts } from '../shared/archive-with-toasts';

type Company = components['schemas']['Company'];

/** /dashboard/admin/companies/manage-companies: the customer companies (PRODUCT.md §4), like the other lists. */
export default function ManageCompaniesRoute() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useCompanies({ search });
  const archiveCompany = useArchiveCompany();
  const archive = useConfirmTarget<Company>();
  const t = app.useT();
  const archiveWithToasts = useArchiveWithToasts();
  useLoadFailureToast(query.isError, t('app.admin.companies.failed'));

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('companies', items, query.dataUpdatedAt);

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveCompany.mutateAsync(target.id), {
      failure: t('app.admin.companies.archiveFailed'),
      success: {
        title: t('app.admin.companies.archived'),
        description: t('app.admin.companies.archivedBody'),
      },
    });
  };

  return (
    <>
      <ListLayout
        title={t('app.admin.companies.title')}
        subtitle={t('app.admin.companies.subtitle')}
        newLabel={t('app.admin.companies.new')}
        onNew={() => navigate(paths.admin.newCompany)}
        items={rows}
        total={total}
        columns={[
          {
            id: 'name',
            header: t('app.common.company'),
            cell: (company) => <span className="font-medium">{company.name}</span>,
          },
          {
            id: 'active',
            header: t('app.common.active'),
            cell: (company) => t(company.isActive ? 'app.common.yes' : 'app.common.no'),
          },
        ]}
        getRowLabel={(company) => company.name}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('app.admin.companies.search')}
        onEdit={(company) => navigate(editCompanyPath(company.id))}
        // The operator company runs the platform; archiving it would lock every operator admin out.
        onDelete={(company) =>
          company.isOperator
            ? toast({
                title: t('app.common.error'),
                description: t('app.admin.companies.operator'),
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
        emptyTitle={t(query.isError ? 'app.admin.companies.failed' : 'app.admin.companies.empty')}
      />
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={archive.target ? t('app.admin.companies.item', { name: archive.target.name }) : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
