import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { flattenPages, useDebouncedValue, useScenarioCategories, useScenarios } from '@readyteams/api-client';
import { ChevronRight, GitBranch, Search } from 'lucide-react';
import { Input } from '@readyteams/ui';
import { CategoryFilter, FilterChip } from '../../components/category-filter';
import { ScenarioGrid } from '../../components/scenario/scenario-grid';
import { ScenarioPreview } from '../../components/scenario/scenario-preview';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';
import { useToggleFavorite } from '../../lib/favorites';
import { branchingOf, categoryOf } from './library-data';

export default function LibraryRoute() {
  const [params, setParams] = useSearchParams();
  const categoryId = categoryOf(params) ?? null;
  const branching = branchingOf(params);
  const [text, setText] = useState('');
  // The hook debounces the request by 500 ms; the same delay keeps the texts in step with the results.
  const search = useDebouncedValue(text.trim());
  const [previewId, setPreviewId] = useState<number | null>(null);

  const categories = useScenarioCategories();
  const category = categories.data?.data.find((item) => item.id === categoryId) ?? null;
  // A new search switches the query key; the superseded request is aborted.
  const library = useScenarios({ search: text, categoryId: categoryId ?? undefined, branching });
  const toggleFavorite = useToggleFavorite();
  const { items: scenarios, total } = flattenPages(library.data);
  // The address keeps both filters, so a link or a reload shows the same list.
  const showOnly = (id: number | null, onlyBranching: boolean | undefined) =>
    setParams({
      ...(id ? { category: String(id) } : {}),
      ...(onlyBranching ? { branching: 'true' } : {}),
    });
  const t = app.useT();

  return (
    <div className="space-y-6">
      <div className="relative max-w-xl">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('app.library.search')}
          aria-label={t('app.library.search')}
          className="ps-9"
        />
      </div>

      <nav aria-label={t('app.library.breadcrumb')}>
        <ol className="flex items-center gap-1 text-sm text-muted-foreground">
          <li>
            {category ? (
              <Link to={paths.library} className="hover:text-foreground hover:underline">
                {t('app.library.allScenarios')}
              </Link>
            ) : (
              <span aria-current="page">{t('app.library.allScenarios')}</span>
            )}
          </li>
          {category && (
            <>
              <li aria-hidden>
                <ChevronRight className="size-4 rtl:rotate-180" />
              </li>
              <li aria-current="page" className="font-medium text-foreground">
                {category.category}
              </li>
            </>
          )}
        </ol>
      </nav>

      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">
          {category
            ? t('app.library.categoryScenarios', { category: category.category })
            : t('app.library.allScenarios')}
        </h1>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {library.isLoading ? '' : t('app.library.found', { count: total })}
        </p>
      </div>

      <div className="flex items-start gap-2">
        <FilterChip pressed={Boolean(branching)} onClick={() => showOnly(categoryId, !branching)}>
          <GitBranch aria-hidden />
          {t('app.library.branching')}
        </FilterChip>
        <span aria-hidden className="h-7 border-s border-border" />
        <div className="min-w-0 flex-1">
          <CategoryFilter
            categories={categories.data?.data.map(({ id, category }) => ({ id, name: category }))}
            selected={categoryId}
            onSelect={(id) => showOnly(id, branching)}
          />
        </div>
      </div>

      <ScenarioGrid
        scenarios={scenarios}
        isLoading={library.isLoading}
        isError={library.isError}
        hasNextPage={library.hasNextPage}
        isFetchingNextPage={library.isFetchingNextPage}
        onLoadMore={() => void library.fetchNextPage()}
        query={search}
        emptyText={t('app.library.empty')}
        onPreview={setPreviewId}
        onToggleFavorite={(scenario) => void toggleFavorite(scenario)}
      />

      <ScenarioPreview scenarioId={previewId} onClose={() => setPreviewId(null)} />
    </div>
  );
}
