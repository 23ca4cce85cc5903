import { Skeleton } from '@readyteams/ui/feedback';
import { site } from '../i18n/site';

/**
 * What the app shell (spa.html: every route that is not prerendered, such as a deep link into the dashboard) shows
 * until its scripts have run: the dashboard's frame with placeholder blocks, never a blank page. Static HTML
 * written at build time (vite-prerender.ts); the app replaces it on its first render.
 */
export function ShellSkeleton() {
  const t = site.useT();
  return (
    <div className="flex min-h-svh bg-background" aria-busy="true">
      <p className="sr-only" role="status">
        {t('site.shell.loading')}
      </p>
      <div className="hidden w-64 shrink-0 space-y-3 border-e border-sidebar-border bg-sidebar p-4 md:block">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-3/4" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-14 items-center gap-2 border-b px-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="ms-auto size-8 rounded-full" />
        </div>
        <div className="grid gap-4 p-4 sm:grid-cols-2 md:p-6 lg:grid-cols-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      </div>
    </div>
  );
}
