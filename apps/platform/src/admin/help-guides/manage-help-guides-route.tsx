import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useArchiveHelpGuide, useHelpGuides, type components } from '@readyteams/api-client';
import { ArchiveDialog, Badge, ListLayout } from '@readyteams/ui';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';
import { useSavedOrder } from '../shared/use-saved-order';
import { useArchiveWithToasts } from '../shared/archive-with-toasts';

type HelpGuide = components['schemas']['HelpGuide'];

/** /dashboard/admin/help-guides/manage-help-guides: search matches title, category, description and audience. */
export default function ManageHelpGuidesRoute() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useHelpGuides({ search });
  const archiveGuide = useArchiveHelpGuide();
  const archive = useConfirmTarget<HelpGuide>();
  const t = app.useT();
  const archiveWithToasts = useArchiveWithToasts();
  useLoadFailureToast(query.isError, t('app.helpGuides.failed'));

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('help-guides', items, query.dataUpdatedAt);

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveGuide.mutateAsync(target.id), {
      failure: t('app.admin.helpGuides.archiveFailed'),
      success: {
        title: t('app.admin.helpGuides.archived'),
        description: t('app.admin.helpGuides.archivedBody'),
      },
    });
  };

  return (
    <>
      <ListLayout
        title={t('app.admin.helpGuides.title')}
        subtitle={t('app.admin.helpGuides.subtitle')}
        newLabel={t('app.admin.helpGuides.new')}
        onNew={() => navigate(paths.admin.newHelpGuide)}
        items={rows}
        total={total}
        columns={[
          {
            id: 'title',
            header: t('app.common.title'),
            cell: (guide) => <span className="font-medium">{guide.title}</span>,
          },
          {
            id: 'category',
            header: t('app.common.category'),
            cell: (guide) => <Badge color={guide.category.color}>{guide.category.name}</Badge>,
          },
          {
            id: 'audience',
            header: t('app.admin.helpGuides.audience'),
            cell: (guide) => guide.targetAudience?.trim() || t('app.common.allUsers'),
          },
        ]}
        getRowLabel={(guide) => guide.title}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('app.admin.helpGuides.search')}
        onEdit={(guide) => navigate(paths.admin.editHelpGuide(guide.id))}
        onDelete={archive.ask}
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={t(query.isError ? 'app.helpGuides.failed' : 'app.helpGuides.empty')}
      />
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={
          archive.target ? t('app.admin.helpGuides.item', { title: archive.target.title }) : undefined
        }
        onConfirm={confirmArchive}
      />
    </>
  );
}
