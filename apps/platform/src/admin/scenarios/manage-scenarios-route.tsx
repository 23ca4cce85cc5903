import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useDeleteScenario, type components } from '@readyteams/api-client';
import { DeleteScenarioDialog, ListLayout, toast } from '@readyteams/ui';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { isCompanyAdmin } from '../navigation';
import { useConfirmTarget } from '../shared/use-confirm-target';
import { useSavedOrder } from '../shared/use-saved-order';
import { useAdminScenarios } from './use-admin-scenarios';

type Scenario = components['schemas']['ScenarioRead'];

/** /dashboard/admin/scenario/manage-scenarios: Order, Title, Category, Source; infinite scroll; saved drag order. */
export default function ManageScenariosRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useAdminScenarios(search, isCompanyAdmin(user));
  const deleteScenario = useDeleteScenario();
  const remove = useConfirmTarget<Scenario>();

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('scenarios', items, query.dataUpdatedAt);

  const confirmDelete = async () => {
    if (!remove.target) return;
    try {
      await deleteScenario.mutateAsync(remove.target.id);
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to delete scenario', variant: 'destructive' });
      throw error;
    }
    toast({
      title: 'Scenario deleted',
      description: 'The scenario has been deleted successfully.',
      variant: 'success',
    });
  };

  return (
    <>
      <ListLayout
        title="Scenarios"
        subtitle="Manage scenarios"
        newLabel="+ New Scenario"
        onNew={() => navigate(paths.admin.newScenario)}
        noun="Scenarios"
        items={rows}
        total={total}
        columns={[
          {
            id: 'title',
            header: 'Title',
            cell: (scenario) => <span className="font-medium">{scenario.title}</span>,
          },
          { id: 'category', header: 'Category', cell: (scenario) => scenario.category?.category ?? '' },
          { id: 'source', header: 'Source', cell: (scenario) => scenario.company?.name ?? '' },
        ]}
        getRowLabel={(scenario) => scenario.title}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search Scenarios..."
        onEdit={(scenario) => navigate(paths.admin.editScenario(scenario.id))}
        onDelete={remove.ask}
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={query.isError ? 'Failed to load scenarios' : 'No scenarios yet'}
      />
      <DeleteScenarioDialog {...remove.dialogProps} onConfirm={confirmDelete} />
    </>
  );
}
