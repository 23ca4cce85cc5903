import * as React from 'react';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon, PencilIcon, SearchIcon, Trash2Icon } from 'lucide-react';

import { restrictToVerticalAxis, useSortableAccessibility, useSortableSensors } from '../../lib/sortable';
import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Input } from '../ui/input';
import { Skeleton } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { EmptyState } from './empty-state';

type RowId = string | number;

type ListColumn<T> = {
  /** Identifies the column (its React key). */
  id: string;
  /** The column's heading. */
  header: React.ReactNode;
  /** Draws the row's cell in this column. */
  cell: (row: T) => React.ReactNode;
  /** Classes of the column's header and cells (widths, alignment). */
  className?: string;
};

/** How close (px) to the bottom of the table the next page is requested. */
const LOAD_MORE_THRESHOLD_PX = 50;

type ListLayoutProps<T extends { id: RowId }> = {
  /** The page heading ('Tags'). */
  title: string;
  /** A line under the heading ('Manage tags'). */
  subtitle?: string;
  /** Label of the create button, e.g. '+ New Tag' ('+ New' in the active language by default). */
  newLabel?: string;
  /** Called by the create button; without it (and without `newButton`) there is no create button. */
  onNew?: () => void;
  /** Replaces the create button, e.g. a router link styled with buttonVariants(). */
  newButton?: React.ReactNode;
  /** Plural noun of the counter: 'X of Y {noun}' ('X of Y items' in the active language by default). */
  noun?: string;
  /** The rows loaded so far, in order. */
  items: T[];
  /** Total matching records on the server; defaults to the loaded count. */
  total?: number;
  /** The data columns, between the order number and the actions. */
  columns: ListColumn<T>[];
  /** Names a row in the action buttons' labels ('Edit {label}', 'Delete {label}'); 'row {id}' by default. */
  getRowLabel?: (row: T) => string;
  /** The search text, when you control it (pair it with `onSearchChange`; the server filters). */
  search?: string;
  /** The search text it starts with, when the layout keeps it itself. */
  defaultSearch?: string;
  /** Called with the search text as the user types. */
  onSearchChange?: (value: string) => void;
  /** Placeholder of the search field. */
  searchPlaceholder?: string;
  /** Adds an edit button to each row, called with its row. */
  onEdit?: (row: T) => void;
  /** Adds a delete button to each row, called with its row (open the archive dialog from it). */
  onDelete?: (row: T) => void;
  /** Enables drag-to-reorder (off while a search term is entered); receives the ids in their new order. */
  onReorder?: (ids: RowId[]) => void;
  /** First page loading. */
  loading?: boolean;
  /** Next page loading. */
  loadingMore?: boolean;
  /** true: more pages exist; false: all loaded ('No more results'); undefined: not paged. */
  hasMore?: boolean;
  /** Called when the user scrolls near the end of the loaded rows and `hasMore` is true. */
  onLoadMore?: () => void;
  /** Title of the empty state, when there are no rows and no search. */
  emptyTitle?: string;
  /** Description of the empty state. */
  emptyDescription?: string;
  /** Classes added to the page; where they conflict with its own, yours win. */
  className?: string;
  /** Class of the scrolling table area (its height decides when more rows load). */
  scrollAreaClassName?: string;
};

function SortableRow({
  id,
  index,
  label,
  reorderable,
  children,
}: {
  id: RowId;
  index: number;
  label: string;
  reorderable: boolean;
  children: React.ReactNode;
}) {
  const t = kit.useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled: !reorderable,
    });
  return (
    <tr
      ref={setNodeRef}
      data-slot="list-row"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="border-b bg-card transition-colors last:border-b-0 hover:bg-muted/50 data-[dragging]:relative data-[dragging]:z-10 data-[dragging]:shadow-md"
    >
      <td className="w-20 px-3 py-2 align-middle">
        <div className="flex items-center gap-1 text-muted-foreground tabular-nums">
          {reorderable && (
            <button
              type="button"
              ref={setActivatorNodeRef}
              aria-label={t('kit.list.reorder', { label })}
              className="cursor-grab touch-none rounded-sm p-1 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
              {...attributes}
              {...listeners}
            >
              <GripVerticalIcon className="size-4" aria-hidden="true" />
            </button>
          )}
          <span>{index + 1}</span>
        </div>
      </td>
      {children}
    </tr>
  );
}

/**
 * The shared admin list: heading, '+ New' button, a card with counter and search, and a table with
 * Order, data columns and Actions. Rows reorder by drag or keyboard; more rows load near the bottom.
 */
function ListLayout<T extends { id: RowId }>({
  title,
  subtitle,
  newLabel,
  onNew,
  newButton,
  noun,
  items,
  total,
  columns,
  getRowLabel,
  search: controlledSearch,
  defaultSearch = '',
  onSearchChange,
  searchPlaceholder,
  onEdit,
  onDelete,
  onReorder,
  loading = false,
  loadingMore = false,
  hasMore,
  onLoadMore,
  emptyTitle,
  emptyDescription,
  className,
  scrollAreaClassName,
}: ListLayoutProps<T>) {
  const t = kit.useT();
  const searchLabel = searchPlaceholder ?? t('kit.list.search');
  const [uncontrolledSearch, setUncontrolledSearch] = React.useState(defaultSearch);
  const search = controlledSearch ?? uncontrolledSearch;
  const query = search.trim();
  const reorderable = Boolean(onReorder) && query === '';
  const sensors = useSortableSensors();
  const accessibility = useSortableAccessibility();
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const hasActions = Boolean(onEdit || onDelete);
  const columnCount = columns.length + 1 + (hasActions ? 1 : 0);

  const maybeLoadMore = React.useCallback(() => {
    const el = scrollRef.current;
    if (!el || !hasMore || loadingMore || loading || !onLoadMore) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_THRESHOLD_PX) onLoadMore();
  }, [hasMore, loadingMore, loading, onLoadMore]);

  // A first page that does not fill the area cannot be scrolled, so check again after each page.
  React.useEffect(() => {
    maybeLoadMore();
  }, [items.length, maybeLoadMore]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder?.(arrayMove(items, from, to).map((item) => item.id));
  };

  const setSearch = (value: string) => {
    if (controlledSearch === undefined) setUncontrolledSearch(value);
    onSearchChange?.(value);
  };

  let body: React.ReactNode;
  if (items.length === 0 && loading) {
    body = Array.from({ length: 3 }, (_, i) => (
      <tr key={i} className="border-b last:border-b-0">
        {Array.from({ length: columnCount }, (_, j) => (
          <td key={j} className="px-3 py-3">
            <Skeleton className="h-4 w-full max-w-32" />
          </td>
        ))}
      </tr>
    ));
  } else if (items.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          {query ? (
            <p className="px-3 py-10 text-center text-sm text-muted-foreground">
              {t('kit.noResultsFor', { query })}
            </p>
          ) : (
            <EmptyState title={emptyTitle ?? t('kit.list.empty')} description={emptyDescription} />
          )}
        </td>
      </tr>
    );
  } else {
    body = items.map((row, index) => {
      const label = getRowLabel ? getRowLabel(row) : t('kit.list.row', { id: row.id });
      return (
        <SortableRow key={row.id} id={row.id} index={index} label={label} reorderable={reorderable}>
          {columns.map((column) => (
            <td key={column.id} className={cn('px-3 py-2 align-middle', column.className)}>
              {column.cell(row)}
            </td>
          ))}
          {hasActions && (
            <td className="w-24 px-3 py-2 text-end align-middle">
              <div className="flex justify-end gap-1">
                {onEdit && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('kit.list.edit', { label })}
                    onClick={() => onEdit(row)}
                  >
                    <PencilIcon aria-hidden="true" />
                  </Button>
                )}
                {onDelete && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('kit.list.delete', { label })}
                    className="text-destructive hover:text-destructive"
                    onClick={() => onDelete(row)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                )}
              </div>
            </td>
          )}
        </SortableRow>
      );
    });
  }

  return (
    <section data-slot="list-layout" aria-labelledby={titleId} className={cn('grid gap-6', className)}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
            {title}
          </h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        {newButton ?? (onNew && <Button onClick={onNew}>{newLabel ?? t('kit.list.new')}</Button>)}
      </header>

      <Card className="gap-0 overflow-hidden py-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4">
          <p data-slot="list-counter" className="text-sm font-medium" aria-live="polite">
            {noun
              ? t('kit.list.counterOf', { shown: items.length, total: total ?? items.length, noun })
              : t('kit.list.counter', { shown: items.length, total: total ?? items.length })}
          </p>
          <div className="relative w-full sm:w-72">
            <SearchIcon
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label={searchLabel}
              placeholder={searchLabel}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="ps-9"
            />
          </div>
        </div>

        <div
          ref={scrollRef}
          data-slot="list-scroll-area"
          onScroll={maybeLoadMore}
          className={cn('max-h-[60vh] overflow-auto', scrollAreaClassName)}
        >
          <DndContext
            sensors={sensors}
            accessibility={accessibility}
            collisionDetection={closestCenter}
            modifiers={[restrictToVerticalAxis]}
            onDragEnd={handleDragEnd}
          >
            <table className="w-full caption-bottom text-sm" aria-busy={loading || loadingMore || undefined}>
              <thead className="sticky top-0 z-20 bg-muted/95 text-start text-xs font-medium text-muted-foreground uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('kit.list.order')}
                  </th>
                  {columns.map((column) => (
                    <th key={column.id} scope="col" className={cn('px-3 py-2 font-medium', column.className)}>
                      {column.header}
                    </th>
                  ))}
                  {hasActions && (
                    <th scope="col" className="px-3 py-2 text-end font-medium">
                      {t('kit.list.actions')}
                    </th>
                  )}
                </tr>
              </thead>
              <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
                <tbody>{body}</tbody>
              </SortableContext>
            </table>
          </DndContext>
          {items.length === 0 && loading && (
            <p className="pb-4 text-center text-sm text-muted-foreground">{t('kit.loadingEllipsis')}</p>
          )}
          {items.length > 0 && loadingMore && (
            <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
              <Spinner aria-hidden="true" /> {t('kit.loadingEllipsis')}
            </p>
          )}
          {items.length > 0 && hasMore === false && !loadingMore && (
            <p className="py-4 text-center text-sm text-muted-foreground">{t('kit.noMoreResults')}</p>
          )}
        </div>
      </Card>
    </section>
  );
}

export { ListLayout, LOAD_MORE_THRESHOLD_PX, type ListColumn, type ListLayoutProps, type RowId };
