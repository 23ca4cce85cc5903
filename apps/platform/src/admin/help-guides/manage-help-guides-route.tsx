import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useArchiveHelpGuide, useHelpGuides, type components } from '@readyteams/api-client';
import { ArchiveDialog, Badge, ListLayout } from '@readyteams/ui';
import { paths } from '../../lib/paths';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';
import { useSavedOrder } from '../shared/use-saved-order';
import { archiveWithToasts } from '../shared/archive-with-toasts';

type HelpGuide = components['schemas']['HelpGuide'];

/** /dashboard/admin/help-guides/manage-help-guides: search matches title, category, description and audience. */
export default function ManageHelpGuidesRoute() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useHelpGuides({ search });
  const archiveGuide = useArchiveHelpGuide();
  const archive = useConfirmTarget<HelpGuide>();
  useLoadFailureToast(query.isError, 'Failed to load help guides');

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('help-guides', items, query.dataUpdatedAt);

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveGuide.mutateAsync(target.id), {
      failure: 'Failed to archive help guide',
      success: {
        title: 'Help guide archived',
        description: 'The help guide has been archived successfully.',
      },
    });
  };

  return (
    <>
      <ListLayout
        title="Help Guides"
        subtitle="Manage help guides and tutorials"
        newLabel="+ New Guide"
        onNew={() => navigate(paths.admin.newHelpGuide)}
        noun="Help Guides"
        items={rows}
        total={total}
        columns={[
          {
            id: 'title',
            header: 'Title',
            cell: (guide) => <span className="font-medium">{guide.title}</span>,
          },
          {
            id: 'category',
            header: 'Category',
            cell: (guide) => <Badge color={guide.category.color}>{guide.category.name}</Badge>,
          },
          {
            id: 'audience',
            header: 'Target Audience',
            cell: (guide) => guide.targetAudience?.trim() || 'All Users',
          },
        ]}
        getRowLabel={(guide) => guide.title}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search Help Guides..."
        onEdit={(guide) => navigate(paths.admin.editHelpGuide(guide.id))}
        onDelete={archive.ask}
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={query.isError ? 'Failed to load help guides' : 'No help guides yet'}
      />
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={archive.target ? `help guide "${archive.target.title}"` : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
