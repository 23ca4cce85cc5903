import type { Scenario } from '../../lib/types';
import { LoadMoreSentinel } from '../load-more-sentinel';
import { ScenarioCard } from './scenario-card';

type ScenarioGridProps = {
  scenarios: Scenario[];
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** Text when nothing matched (after loading). */
  emptyText: string;
  onPreview: (scenario: Scenario) => void;
  onToggleFavorite: (scenario: Scenario) => void;
};

/** Cards in 1, 2 or 3 columns with infinite scroll and the spec's list states. */
export function ScenarioGrid({
  scenarios,
  isLoading,
  isError,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  emptyText,
  onPreview,
  onToggleFavorite,
}: ScenarioGridProps) {
  if (isError && scenarios.length === 0)
    return (
      <p role="alert" className="py-12 text-center text-destructive">
        Failed to load scenarios
      </p>
    );
  if (isLoading) return <p className="py-12 text-center text-muted-foreground">Loading...</p>;
  if (scenarios.length === 0) return <p className="py-12 text-center text-muted-foreground">{emptyText}</p>;
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="scenario-grid">
        {scenarios.map((scenario) => (
          <li key={scenario.id}>
            <ScenarioCard scenario={scenario} onPreview={onPreview} onToggleFavorite={onToggleFavorite} />
          </li>
        ))}
      </ul>
      <LoadMoreSentinel onVisible={onLoadMore} disabled={!hasNextPage || isFetchingNextPage} />
      <p className="pb-4 text-center text-sm text-muted-foreground" aria-live="polite">
        {isFetchingNextPage ? 'Loading...' : hasNextPage ? '' : 'No more results'}
      </p>
    </div>
  );
}
