import { useState } from 'react';
import {
  useArchiveScenarioCategory,
  useCreateScenarioCategory,
  usePatchScenarioCategory,
  useScenarioCategories,
  type components,
} from '@readyteams/api-client';
import {
  ScenarioCategoryForm,
  scenarioCategoryToFormValues,
  type ScenarioCategoryPayload,
} from '@readyteams/forms';
import { ArchiveDialog, ListLayout } from '@readyteams/ui';
import { FormDialog } from '../shared/form-dialog';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useSavedOrder } from '../shared/use-saved-order';
import { archiveWithToasts } from '../shared/archive-with-toasts';
import { saveWithToasts } from '../shared/save-with-toasts';

type Category = components['schemas']['ScenarioCategory'];

/** /dashboard/admin/scenario/manage-categories: the scenario categories (at most 50 active). */
export default function ManageCategoriesRoute() {
  const query = useScenarioCategories();
  const createCategory = useCreateScenarioCategory();
  const patchCategory = usePatchScenarioCategory();
  const archiveCategory = useArchiveScenarioCategory();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const archive = useConfirmTarget<Category>();

  const all = query.data?.data ?? [];
  const { rows, onReorder } = useSavedOrder('scenario-categories', all, query.dataUpdatedAt);
  const term = search.trim().toLowerCase();
  const shown = term ? rows.filter((category) => category.category.toLowerCase().includes(term)) : rows;

  const save = async (payload: ScenarioCategoryPayload) => {
    if (!editing) return;
    await saveWithToasts(
      () =>
        editing === 'new'
          ? createCategory.mutateAsync({ ...payload, isActive: true })
          : patchCategory.mutateAsync({ id: editing.id, body: payload }),
      {
        failure: 'Failed to save category',
        serverMessage: true,
        success: {
          title: 'Success',
          description: editing === 'new' ? 'Category created successfully' : 'Category updated successfully',
        },
      },
    );
    setEditing(null);
  };

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveCategory.mutateAsync(target.id), {
      failure: 'Failed to archive category',
      success: { title: 'Success', description: 'Category archived successfully' },
    });
  };

  return (
    <>
      <ListLayout
        title="Categories"
        subtitle="Manage scenario categories"
        newLabel="+ New Category"
        onNew={() => setEditing('new')}
        noun="Categories"
        items={shown}
        total={all.length}
        columns={[
          { id: 'category', header: 'Category', cell: (category) => category.category },
          { id: 'active', header: 'Active', cell: (category) => (category.isActive ? 'Yes' : 'No') },
        ]}
        getRowLabel={(category) => category.category}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search Categories..."
        onEdit={setEditing}
        onDelete={archive.ask}
        onReorder={onReorder}
        loading={query.isPending}
        emptyTitle={query.isError ? 'Failed to load categories' : 'No categories yet'}
      />
      <FormDialog
        title={editing === 'new' ? 'New Category' : 'Edit Category'}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        <ScenarioCategoryForm
          key={editing === 'new' ? 'new' : editing?.id}
          defaultValues={editing && editing !== 'new' ? scenarioCategoryToFormValues(editing) : undefined}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </FormDialog>
      <ArchiveDialog
        {...archive.dialogProps}
        itemLabel={archive.target ? `category "${archive.target.category}"` : undefined}
        onConfirm={confirmArchive}
      />
    </>
  );
}
