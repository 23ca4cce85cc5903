import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useArchiveFaq, useFaqs, type components } from '@readyteams/api-client';
import { ArchiveDialog, Badge, ListLayout } from '@readyteams/ui';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useLoadFailureToast } from '../shared/use-load-failure-toast';
import { useSavedOrder } from '../shared/use-saved-order';
import { useArchiveWithToasts } from '../shared/archive-with-toasts';

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
  const t = app.useT();
  const archiveWithToasts = useArchiveWithToasts();
  useLoadFailureToast(query.isError, t('app.admin.faqs.failed'));

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('faqs', items, query.dataUpdatedAt);

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveFaq.mutateAsync(target.id), {
      failure: t('app.admin.faqs.archiveFailed'),
      success: { title: t('app.admin.faqs.archived'), description: t('app.admin.faqs.archivedBody') },
    });
  };

  return (
    <>
      <ListLayout
        title={t('app.admin.faqs.title')}
        subtitle={t('app.admin.faqs.subtitle')}
        newLabel={t('app.admin.faqs.new')}
        onNew={() => navigate(paths.admin.newFaq)}
        items={rows}
        total={total}
        columns={[
          {
            id: 'question',
            header: t('app.admin.faqs.question'),
            cell: (faq) => <span className="font-medium">{faq.question}</span>,
          },
          {
            id: 'category',
            header: t('app.common.category'),
            cell: (faq) => <Badge color={faq.category.color}>{faq.category.category}</Badge>,
          },
          { id: 'tags', header: t('app.admin.faqs.tags'), cell: (faq) => <FaqTags tags={faq.tags} /> },
        ]}
        getRowLabel={(faq) => faq.question}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('app.admin.faqs.search')}
        onEdit={(faq) => navigate(paths.admin.editFaq(faq.id))}
        onDelete={archive.ask}
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={t(query.isError ? 'app.admin.faqs.failed' : 'app.admin.faqs.empty')}
      />
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={archive.target ? t('app.admin.faqs.item') : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
