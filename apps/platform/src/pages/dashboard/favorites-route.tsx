import { useState } from 'react';
import { flattenPages, useFavorites } from '@readyteams/api-client';
import { ScenarioGrid } from '../../components/scenario/scenario-grid';
import { ScenarioPreviewContainer } from '../../components/scenario/scenario-preview-container';
import { useToggleFavorite } from '../../lib/favorites';

export default function FavoritesRoute() {
  const favorites = useFavorites();
  const toggleFavorite = useToggleFavorite();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const { items: scenarios } = flattenPages(favorites.data);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Favorites</h1>
        <p className="text-muted-foreground">The scenarios you marked with “Add to favorites”.</p>
      </div>
      <ScenarioGrid
        scenarios={scenarios}
        isLoading={favorites.isLoading}
        isError={favorites.isError}
        hasNextPage={favorites.hasNextPage}
        isFetchingNextPage={favorites.isFetchingNextPage}
        onLoadMore={() => void favorites.fetchNextPage()}
        emptyText="No favorites yet. Use “Add to favorites” on a scenario in the library."
        onPreview={setPreviewId}
        onToggleFavorite={(scenario) => void toggleFavorite(scenario)}
      />
      <ScenarioPreviewContainer scenarioId={previewId} onClose={() => setPreviewId(null)} />
    </div>
  );
}
