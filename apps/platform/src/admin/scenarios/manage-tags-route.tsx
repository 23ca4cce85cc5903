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
import { FormDialog } from '../shared/form-dialog';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useSavedOrder } from '../shared/use-saved-order';
import { archiveWithToasts } from '../shared/archive-with-toasts';
import { saveWithToasts } from '../shared/save-with-toasts';

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
        failure: 'Failed to save tag',
        serverMessage: true,
        success: {
          title: 'Success',
          description: editing === 'new' ? 'Tag created successfully' : 'Tag updated successfully',
        },
      },
    );
    setEditing(null);
  };

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveTag.mutateAsync(target.id), {
      failure: 'Failed to archive tag',
      success: { title: 'Success', description: 'Tag archived successfully' },
    });
  };

  return (
    <>
      <ListLayout
        title="Tags"
        subtitle="Manage tags"
        newLabel="+ New Tag"
        onNew={() => setEditing('new')}
        noun="Tags"
        items={shown}
        total={all.length}
        columns={[
          { id: 'tag', header: 'Tag', cell: (tag) => <Badge color={tag.color}>{tag.tag}</Badge> },
          { id: 'active', header: 'Active', cell: (tag) => (tag.isActive ? 'Yes' : 'No') },
        ]}
        getRowLabel={(tag) => tag.tag}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search Tags..."
        onEdit={setEditing}
        onDelete={archive.ask}
        onReorder={onReorder}
        loading={query.isPending}
        emptyTitle={query.isError ? 'Failed to load tags' : 'No tags yet'}
      />
      <FormDialog
        title={editing === 'new' ? 'New Tag' : 'Edit Tag'}
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
        itemLabel={archive.target ? `tag "${archive.target.tag}"` : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
