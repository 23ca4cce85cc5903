import { InfiniteScrollGrid, ScenarioCard } from '@readyteams/ui';
import { app } from '../../i18n/app';
import type { ScenarioCard as Scenario } from '../../lib/types';

type ScenarioGridProps = {
  scenarios: Scenario[];
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** The search text, quoted in 'No results found for "{query}"'. */
  query?: string;
  /** Text when the list is empty without a search. */
  emptyText: string;
  onPreview: (scenarioId: number) => void;
  onToggleFavorite: (scenario: Scenario) => void;
};

/** Scenario cards with infinite scroll and the spec's list states ('Loading...', 'No more results'...). */
export function ScenarioGrid({
  scenarios,
  isLoading,
  isError,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  query,
  emptyText,
  onPreview,
  onToggleFavorite,
}: ScenarioGridProps) {
  const t = app.useT();
  if (isError && scenarios.length === 0)
    return (
      <p role="alert" className="py-12 text-center text-destructive">
        {t('app.scenarios.failed')}
      </p>
    );
  return (
    <section aria-labelledby="scenario-grid-title">
      {/* Cards carry h3 titles; this keeps the heading outline in order under the page's h1. */}
      <h2 id="scenario-grid-title" className="sr-only">
        {t('app.scenarios.heading')}
      </h2>
      <InfiniteScrollGrid
        items={scenarios}
        getKey={(scenario) => scenario.id}
        hasMore={hasNextPage}
        loading={isLoading || isFetchingNextPage}
        onLoadMore={onLoadMore}
        query={query}
        emptyText={emptyText}
        renderItem={(scenario) => (
          <ScenarioCard
            scenario={scenario}
            data-testid="scenario-card"
            onPreview={() => onPreview(scenario.id)}
            onToggleFavorite={() => onToggleFavorite(scenario)}
          />
        )}
      />
    </section>
  );
}
