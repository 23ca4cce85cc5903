import { useState } from 'react';
import { useReorder, type components } from '@readyteams/api-client';
import { toast } from '@readyteams/ui';
import { app } from '../../i18n/app';

type ReorderResource = components['schemas']['Reorder']['resource'];

/** Puts the rows in the order of `ids`; rows not named there keep their place after them. */
function applyOrder<T extends { id: number }>(items: T[], ids: number[]): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity));
}

/**
 * Drag-to-reorder that is saved (POST /reorder): the new order shows at once and stays until the list is
 * fetched again after the save; a failed save puts the old order back and says so.
 */
export function useSavedOrder<T extends { id: number }>(
  resource: ReorderResource,
  items: T[],
  dataUpdatedAt: number,
) {
  const reorder = useReorder();
  const t = app.useT();
  const [local, setLocal] = useState<{ ids: number[]; at: number } | null>(null);
  const rows = local && local.at === dataUpdatedAt ? applyOrder(items, local.ids) : items;

  const onReorder = (ids: Array<string | number>) => {
    const numbers = ids.map(Number);
    setLocal({ ids: numbers, at: dataUpdatedAt });
    reorder.mutate(
      { resource, ids: numbers },
      {
        onError: () => {
          setLocal(null);
          toast({
            title: t('app.common.error'),
            description: t('app.admin.orderFailed'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return { rows, onReorder };
}
