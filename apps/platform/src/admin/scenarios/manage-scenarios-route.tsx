import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenPages, useCompany, useDeleteScenario, type components } from '@readyteams/api-client';
import { CustomScenarioAllowance, DeleteScenarioDialog, ListLayout, toast } from '@readyteams/ui';
import { app } from '../../i18n/app';
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
  const companyAdmin = isCompanyAdmin(user);
  const query = useAdminScenarios(search, companyAdmin);
  // A company admin's scenarios are its company's custom ones: the plan year's allowance is shown before the action.
  const entitlements = useCompany(companyAdmin ? user?.companyId : undefined).data?.entitlements;
  const deleteScenario = useDeleteScenario();
  const remove = useConfirmTarget<Scenario>();
  const t = app.useT();

  const { items, total } = flattenPages(query.data);
  const { rows, onReorder } = useSavedOrder('scenarios', items, query.dataUpdatedAt);

  const confirmDelete = async () => {
    if (!remove.target) return;
    try {
      await deleteScenario.mutateAsync(remove.target.id);
    } catch (error) {
      toast({
        title: t('app.common.error'),
        description: t('app.admin.scenarios.deleteFailed'),
        variant: 'destructive',
      });
      throw error;
    }
    toast({
      title: t('app.admin.scenarios.deleted'),
      description: t('app.admin.scenarios.deletedBody'),
      variant: 'success',
    });
  };

  return (
    <>
      <ListLayout
        title={t('app.admin.scenarios.title')}
        subtitle={t('app.admin.scenarios.subtitle')}
        newLabel={t('app.admin.scenarios.new')}
        onNew={() => navigate(paths.admin.newScenario)}
        newButton={
          entitlements && (
            <CustomScenarioAllowance
              used={entitlements.customScenarios.used}
              limit={entitlements.customScenarios.limit}
              refusal={entitlements.refusals.customScenarios}
              newLabel={t('app.admin.scenarios.new')}
              onNew={() => navigate(paths.admin.newScenario)}
            />
          )
        }
        items={rows}
        total={total}
        columns={[
          {
            id: 'title',
            header: t('app.common.title'),
            cell: (scenario) => <span className="font-medium">{scenario.title}</span>,
          },
          {
            id: 'category',
            header: t('app.common.category'),
            cell: (scenario) => scenario.category?.category ?? '',
          },
          {
            id: 'source',
            header: t('app.admin.scenarios.source'),
            cell: (scenario) => scenario.company?.name ?? '',
          },
        ]}
        getRowLabel={(scenario) => scenario.title}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('app.admin.scenarios.search')}
        onEdit={(scenario) => navigate(paths.admin.editScenario(scenario.id))}
        onDelete={remove.ask}
        onReorder={onReorder}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        // A second call while a page is on its way is ignored rather than restarting it.
        onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
        emptyTitle={t(query.isError ? 'app.scenarios.failed' : 'app.library.empty')}
      />
      <DeleteScenarioDialog {...remove.dialogProps} onConfirm={confirmDelete} />
    </>
  );
}
