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
import { app } from '../../i18n/app';
import { FormDialog } from '../shared/form-dialog';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useSavedOrder } from '../shared/use-saved-order';
import { useArchiveWithToasts } from '../shared/archive-with-toasts';
import { useSaveWithToasts } from '../shared/save-with-toasts';

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
  const t = app.useT();
  const saveWithToasts = useSaveWithToasts();
  const archiveWithToasts = useArchiveWithToasts();

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
        failure: t('app.admin.categories.saveFailed'),
        serverMessage: true,
        success: {
          title: t('app.common.success'),
          description: t(editing === 'new' ? 'app.admin.categories.created' : 'app.admin.categories.updated'),
        },
      },
    );
    setEditing(null);
  };

  const confirmArchive = async () => {
    const target = archive.target;
    if (!target) return;
    await archiveWithToasts(() => archiveCategory.mutateAsync(target.id), {
      failure: t('app.admin.categories.archiveFailed'),
      success: { title: t('app.common.success'), description: t('app.admin.categories.archived') },
    });
  };

  return (
    <>
      <ListLayout
        title={t('app.common.categories')}
        subtitle={t('app.admin.categories.subtitle')}
        newLabel={t('app.admin.categories.new')}
        onNew={() => setEditing('new')}
        items={shown}
        total={all.length}
        columns={[
          { id: 'category', header: t('app.common.category'), cell: (category) => category.category },
          {
            id: 'active',
            header: t('app.common.active'),
            cell: (category) => t(category.isActive ? 'app.common.yes' : 'app.common.no'),
          },
        ]}
        getRowLabel={(category) => category.category}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('app.admin.categories.search')}
        onEdit={setEditing}
        onDelete={archive.ask}
        onReorder={onReorder}
        loading={query.isPending}
        emptyTitle={t(query.isError ? 'app.admin.categories.failed' : 'app.admin.categories.empty')}
      />
      <FormDialog
        title={t(editing === 'new' ? 'app.admin.categories.newTitle' : 'app.admin.categories.editTitle')}
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
        itemLabel={
          archive.target ? t('app.admin.categories.item', { name: archive.target.category }) : undefined
        }
        onConfirm={confirmArchive}
      />
    </>
  );
}
