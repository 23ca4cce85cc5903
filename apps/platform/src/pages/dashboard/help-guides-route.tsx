import { useState } from 'react';
import { PlayCircle, Search } from 'lucide-react';
import { flattenPages, useDebouncedValue, useHelpCategories, useHelpGuides } from '@readyteams/api-client';
import {
  Badge,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  InfiniteScrollGrid,
  Input,
} from '@readyteams/ui';
import { CategoryFilter } from '../../components/category-filter';
import type { HelpGuide } from '../../lib/types';
import { app } from '../../i18n/app';

/** The help guides as a video gallery with a category filter and search. */
export default function HelpGuidesRoute() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [playing, setPlaying] = useState<HelpGuide | null>(null);
  const categories = useHelpCategories();
  const guides = useHelpGuides({ search: text, helpCategoriesId: categoryId ?? undefined });
  const { items } = flattenPages(guides.data);
  const t = app.useT();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('app.helpGuides.title')}</h1>
        <p className="text-muted-foreground">{t('app.helpGuides.intro')}</p>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="relative max-w-md flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('app.helpGuides.search')}
            aria-label={t('app.helpGuides.search')}
            className="ps-9"
          />
        </div>
        <CategoryFilter categories={categories.data?.data} selected={categoryId} onSelect={setCategoryId} />
      </div>

      {guides.isError && items.length === 0 ? (
        <p role="alert" className="py-12 text-center text-destructive">
          {t('app.helpGuides.failed')}
        </p>
      ) : (
        <InfiniteScrollGrid
          items={items}
          getKey={(guide) => guide.id}
          hasMore={guides.hasNextPage}
          loading={guides.isLoading || guides.isFetchingNextPage}
          onLoadMore={() => void guides.fetchNextPage()}
          query={search}
          emptyText={t('app.helpGuides.empty')}
          renderItem={(guide) => (
            <article className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
              <button
                type="button"
                className="group relative aspect-video bg-muted"
                onClick={() => setPlaying(guide)}
                aria-label={t('app.helpGuides.play', { title: guide.title })}
              >
                {guide.thumbnailUrl ? (
                  <img src={guide.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" />
                ) : (
                  <span className="block size-full bg-gradient-to-br from-primary/20 to-accent" />
                )}
                <PlayCircle
                  aria-hidden
                  className="absolute top-1/2 left-1/2 size-12 -translate-1/2 text-white drop-shadow transition group-hover:scale-110"
                />
              </button>
              <div className="flex flex-1 flex-col gap-2 p-4">
                {guide.category && (
                  <Badge color={guide.category.color ?? undefined} className="w-fit">
                    {guide.category.name}
                  </Badge>
                )}
                <h2 className="font-semibold">{guide.title}</h2>
                <p className="line-clamp-3 text-sm text-muted-foreground">{guide.description}</p>
                <p className="mt-auto text-xs text-muted-foreground">
                  {t('app.helpGuides.for', { audience: guide.targetAudience || t('app.common.allUsers') })}
                </p>
              </div>
            </article>
          )}
        />
      )}

      <Dialog open={playing !== null} onOpenChange={(open) => !open && setPlaying(null)}>
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{playing?.title}</DialogTitle>
            <DialogDescription>{playing?.description}</DialogDescription>
          </DialogHeader>
          {playing && (
            <video
              src={playing.mediaUrl}
              controls
              autoPlay
              className="aspect-video w-full rounded-md bg-black"
            >
              <track kind="captions" />
            </video>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
