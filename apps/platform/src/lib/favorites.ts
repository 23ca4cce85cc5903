import { useAddFavorite, useRemoveFavorite } from '@readyteams/api-client';
import { toast } from '@readyteams/ui';
import { app } from '../i18n/app';

/** The favorite button of a scenario card: adds or removes, refreshing the lists that show it. */
export function useToggleFavorite() {
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const t = app.useT();
  return (scenario: { id: number; isFavorite?: boolean }) =>
    (scenario.isFavorite ? remove : add).mutateAsync(scenario.id).catch(() => {
      toast({
        title: t('app.common.error'),
        description: t('app.favorites.failed'),
        variant: 'destructive',
      });
    });
}
