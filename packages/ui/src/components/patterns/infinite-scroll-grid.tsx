import * as React from 'react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Spinner } from '../ui/spinner';

type InfiniteScrollGridProps<T> = {
  /** The items loaded so far, in order. */
  items: T[];
  /** Draws one item (a card) in its cell of the grid. */
  renderItem: (item: T) => React.ReactNode;
  /** A stable key per item. */
  getKey: (item: T) => React.Key;
  /** More pages exist on the server. */
  hasMore: boolean;
  /** A page is loading: 'Loading...' shows under the grid (and is announced). */
  loading: boolean;
  /** Called when the end of the grid comes into view and more pages exist. */
  onLoadMore: () => void;
  /** The active search text, quoted in the no-results message. */
  query?: string;
  /** Shown when nothing matched and there is no search text ('No results found' in the active language by default). */
  emptyText?: string;
  /** Margin around the viewport at which the sentinel counts as visible. */
  rootMargin?: string;
  /** Accessible name of the list, e.g. 'Scenarios'. */
  listLabel?: string;
  /** Classes added to the grid; where they conflict with its own, yours win. */
  className?: string;
};

/**
 * A card grid of 1, 2 or 3 columns depending on its own width that asks for the next page when a
 * sentinel under the last row scrolls into view.
 */
function InfiniteScrollGrid<T>({
  items,
  renderItem,
  getKey,
  hasMore,
  loading,
  onLoadMore,
  query = '',
  emptyText,
  rootMargin = '200px',
  listLabel,
  className,
}: InfiniteScrollGridProps<T>) {
  const t = kit.useT();
  const sentinelRef = React.useRef<HTMLDivElement>(null);
  // The latest callback and flags, read by the long-lived observer.
  const latest = React.useRef({ hasMore, loading, onLoadMore });
  React.useEffect(() => {
    latest.current = { hasMore, loading, onLoadMore };
  });

  React.useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
    // Re-observe after each page so a sentinel that stays visible triggers the next load.
  }, [rootMargin, items.length]);

  const trimmed = query.trim();

  return (
    <div data-slot="infinite-scroll-grid" className={cn('@container grid gap-4', className)}>
      {items.length > 0 && (
        <ul aria-label={listLabel} className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
          {items.map((item) => (
            <li key={getKey(item)} className="flex">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinelRef} aria-hidden="true" className="h-px" />
      <div aria-live="polite" className="text-center text-sm text-muted-foreground">
        {loading && (
          <p className="flex items-center justify-center gap-2 py-4">
            <Spinner aria-hidden="true" /> {t('kit.loadingEllipsis')}
          </p>
        )}
        {!loading && items.length === 0 && (
          <p className="py-10">
            {trimmed ? t('kit.noResultsFor', { query: trimmed }) : (emptyText ?? t('kit.noResults'))}
          </p>
        )}
        {!loading && items.length > 0 && !hasMore && <p className="py-4">{t('kit.noMoreResults')}</p>}
      </div>
    </div>
  );
}

export { InfiniteScrollGrid, type InfiniteScrollGridProps };
