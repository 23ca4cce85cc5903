import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useArchiveFaq, useFaqs, type components } from '@readyteams/api-client';
import { ArchiveDialog, Badge, ListLayout } from '@readyteams/ui';
import { paths } from '../../lib/paths';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';
import { useSavedOrder } from '../shared/use-saved-order';
import { archiveWithToasts } from '../shared/archive-with-toasts';

type Faq = components['schemas']['Faq'];

/** At most two tags per row, then '+N' for the rest. */
const SHOWN_TAGS = 2;

function FaqTags({ tags }: { tags: Faq['tags'] }) {
  const more = tags.length - SHOWN_TAGS;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {tags.slice(0, SHOWN_TAGS).map((tag) => (
        <Badge key={tag.id} variant="secondary">
          {tag.tag}
        </Badge>
      ))}
      {more > 0 && (
        <Badge
          variant="outline"
          title={tags
            .slice(SHOWN_TAGS)
            .map((tag) => tag.tag)
            .join(', ')}
        >
          +{more}
        </Badge>
      )}
    </span>
  );
}

/** /dashboard/admin/faq/manage-faqs: search matches question, category name and tag text (server side). */
export default function ManageFaqsRoute() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useFaqs({ search });
  const archiveFaq = useArchiveFaq();
  const archive = useConfirmTarget<Faq>();
  useLoadFailureToast(query.isError, 'Failed to load FAQs');

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('faqs', items, query.dataUpdatedAt);

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveFaq.mutateAsync(target.id), {
      failure: 'Failed to archive FAQ',
      success: { title: 'FAQ archived', description: 'The FAQ has been archived successfully.' },
    });
  };

  return (
    <>
      <ListLayout
        title="FAQs"
        subtitle="Manage frequently asked questions"
        newLabel="+ New FAQ"
        onNew={() => navigate(paths.admin.newFaq)}
        noun="FAQs"
        items={rows}
        total={total}
        columns={[
          {
            id: 'question',
            header: 'Question',
            cell: (faq) => <span className="font-medium">{faq.question}</span>,
          },
          {
            id: 'category',
            header: 'Category',
            cell: (faq) => <Badge color={faq.category.color}>{faq.category.category}</Badge>,
          },
          { id: 'tags', header: 'Tags', cell: (faq) => <FaqTags tags={faq.tags} /> },
        ]}
        getRowLabel={(faq) => faq.question}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search FAQs..."
        onEdit={(faq) => navigate(paths.admin.editFaq(faq.id))}
        onDelete={archive.ask}
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={query.isError ? 'Failed to load FAQs' : 'No FAQs yet'}
      />
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={archive.target ? 'FAQ' : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
