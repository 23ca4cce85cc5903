import { useAddFavorite, useRemoveFavorite } from '@readyteams/api-client';
import { toast } from '@readyteams/ui';

/** The favorite button of a scenario card: adds or removes, refreshing the lists that show it. */
export function useToggleFavorite() {
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  return (scenario: { id: number; isFavorite?: boolean }) =>
    (scenario.isFavorite ? remove : add).mutateAsync(scenario.id).catch(() => {
      toast({ title: 'Error', description: 'Failed to update favorites', variant: 'destructive' });
    });
}
