import { useState } from 'react';
import {
  useArchiveScenarioTag,
  useCreateScenarioTag,
  usePatchScenarioTag,
  useScenarioTags,
  type components,
} from '@readyteams/api-client';
import { TagForm, tagToFormValues, type TagPayload } from '@readyteams/forms';
import { ArchiveDialog, Badge, ListLayout } from '@readyteams/ui';
import { app } from '../../i18n/app';
import { FormDialog } from '../shared/form-dialog';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useSavedOrder } from '../shared/use-saved-order';
import { useArchiveWithToasts } from '../shared/archive-with-toasts';
import { useSaveWithToasts } from '../shared/save-with-toasts';

type Tag = components['schemas']['ScenarioTag'];

/** /dashboard/admin/scenario/manage-tags: the scenario tags (at most 50 active), searched as typed. */
export default function ManageTagsRoute() {
  const query = useScenarioTags();
  const createTag = useCreateScenarioTag();
  const patchTag = usePatchScenarioTag();
  const archiveTag = useArchiveScenarioTag();
  const [search, setSearch] = useState('');
  // null: closed; 'new': the New Tag modal; a tag: its Edit Tag modal.
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const archive = useConfirmTarget<Tag>();
  const t = app.useT();
  const saveWithToasts = useSaveWithToasts();
  const archiveWithToasts = useArchiveWithToasts();

  const all = query.data?.data ?? [];
  const { rows, onReorder } = useSavedOrder('scenario-tags', all, query.dataUpdatedAt);
  const term = search.trim().toLowerCase();
  const shown = term ? rows.filter((tag) => tag.tag.toLowerCase().includes(term)) : rows;

  const save = async (payload: TagPayload) => {
    if (!editing) return;
    await saveWithToasts(
      () =>
        editing === 'new'
          ? createTag.mutateAsync({ ...payload, isActive: true })
          : patchTag.mutateAsync({ id: editing.id, body: payload }),
      {
        failure: t('app.admin.tags.saveFailed'),
        serverMessage: true,
        success: {
          title: t('app.common.success'),
          description: t(editing === 'new' ? 'app.admin.tags.created' : 'app.admin.tags.updated'),
        },
      },
    );
    setEditing(null);
  };

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveTag.mutateAsync(target.id), {
      failure: t('app.admin.tags.archiveFailed'),
      success: { title: t('app.common.success'), description: t('app.admin.tags.archived') },
    });
  };

  return (
    <>
      <ListLayout
        title={t('app.admin.tags.title')}
        subtitle={t('app.admin.tags.subtitle')}
        newLabel={t('app.admin.tags.new')}
        onNew={() => setEditing('new')}
        // The shared list counts 'X of Y items'; the documents give Tags alone its own 'X of Y Tags'.
        noun={t('app.admin.tags.title')}
        items={shown}
        total={all.length}
        columns={[
          {
            id: 'tag',
            header: t('app.admin.tags.tag'),
            cell: (tag) => <Badge color={tag.color}>{tag.tag}</Badge>,
          },
          {
            id: 'active',
            header: t('app.common.active'),
            cell: (tag) => t(tag.isActive ? 'app.common.yes' : 'app.common.no'),
          },
        ]}
        getRowLabel={(tag) => tag.tag}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('app.admin.tags.search')}
        onEdit={setEditing}
        onDelete={archive.ask}
        onReorder={onReorder}
        loading={query.isPending}
        emptyTitle={t(query.isError ? 'app.admin.tags.failed' : 'app.admin.tags.empty')}
      />
      <FormDialog
        title={t(editing === 'new' ? 'app.admin.tags.newTitle' : 'app.admin.tags.editTitle')}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        <TagForm
          key={editing === 'new' ? 'new' : editing?.id}
          defaultValues={editing && editing !== 'new' ? tagToFormValues(editing) : undefined}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </FormDialog>
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={archive.target ? t('app.admin.tags.item', { name: archive.target.tag }) : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
