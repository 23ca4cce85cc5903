import { useState } from 'react';
import { flattenPages, useFavorites } from '@readyteams/api-client';
import { ScenarioGrid } from '../../components/scenario/scenario-grid';
import { ScenarioPreview } from '../../components/scenario/scenario-preview';
import { app } from '../../i18n/app';
import { useToggleFavorite } from '../../lib/favorites';

export default function FavoritesRoute() {
  const favorites = useFavorites();
  const toggleFavorite = useToggleFavorite();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const { items: scenarios } = flattenPages(favorites.data);
  const t = app.useT();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('app.favorites.title')}</h1>
        <p className="text-muted-foreground">{t('app.favorites.intro')}</p>
      </div>
      <ScenarioGrid
        scenarios={scenarios}
        isLoading={favorites.isLoading}
        isError={favorites.isError}
        hasNextPage={favorites.hasNextPage}
        isFetchingNextPage={favorites.isFetchingNextPage}
        onLoadMore={() => void favorites.fetchNextPage()}
        emptyText={t('app.favorites.empty')}
        onPreview={setPreviewId}
        onToggleFavorite={(scenario) => void toggleFavorite(scenario)}
      />
      <ScenarioPreview scenarioId={previewId} onClose={() => setPreviewId(null)} />
    </div>
  );
}
