// The dashboard's playlists: each one's team, progress and suggested next step; opening one shows its status.
import * as React from 'react';
import { ListOrderedIcon, PlusIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { EmptyState } from '../patterns/empty-state';
import { Button } from '../ui/button';
import type { PlaylistSummary } from './playlist-types';

type PlaylistListProps = React.ComponentPropsWithoutRef<'div'> & {
  /** The playlists, or undefined while they load. */
  playlists: PlaylistSummary[] | undefined;
  /** The list failed to load. */
  error?: boolean;
  /**
   * Why the plan gives no playlists (the server's words, naming the plan that does), shown before the action: the
   * create button is then off. Null or absent: playlists are included.
   */
  refusal?: string | null;
  /** Opens the builder of a new playlist. */
  onNew: () => void;
  /** Opens a playlist's status (its steps). */
  onOpen: (id: number) => void;
};

function PlaylistList({
  playlists,
  error = false,
  refusal,
  onNew,
  onOpen,
  className,
  ...props
}: PlaylistListProps) {
  const refusalId = React.useId();
  const t = kit.useT();
  return (
    <div data-slot="playlist-list" className={cn('space-y-6', className)} {...props}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('kit.playlist.title')}</h1>
          <p className="text-muted-foreground">{t('kit.playlist.intro')}</p>
        </div>
        <div className="grid justify-items-end gap-1">
          <Button onClick={onNew} disabled={!!refusal} aria-describedby={refusal ? refusalId : undefined}>
            <PlusIcon aria-hidden="true" />
            {t('kit.playlist.new')}
          </Button>
          {refusal && (
            <p id={refusalId} className="text-sm text-muted-foreground">
              {refusal}
            </p>
          )}
        </div>
      </div>
      {error ? (
        <p role="alert" className="py-12 text-center text-destructive">
          {t('kit.playlist.failed')}
        </p>
      ) : !playlists ? (
        <p className="py-12 text-center text-muted-foreground">{t('kit.loadingEllipsis')}</p>
      ) : playlists.length === 0 ? (
        <EmptyState
          icon={<ListOrderedIcon />}
          title={t('kit.playlist.empty')}
          description={t('kit.playlist.emptyHint')}
        />
      ) : (
        <ul className="grid gap-3">
          {playlists.map((playlist) => {
            const run = playlist.steps.filter((step) => step.status === 'run').length;
            const next = playlist.steps.find((step) => step.id === playlist.nextStepId);
            return (
              <li key={playlist.id} className="rounded-xl border border-border bg-card p-4 shadow-sm">
                <h2 className="font-semibold">
                  <button
                    type="button"
                    className="text-start text-primary hover:underline focus-visible:underline focus-visible:outline-none"
                    onClick={() => onOpen(playlist.id)}
                  >
                    {playlist.title}
                  </button>
                </h2>
                <p className="text-sm text-muted-foreground">
                  {[
                    playlist.teamName,
                    t('kit.playlist.progress', { run, count: playlist.steps.length }),
                    next ? t('kit.playlist.next', { title: next.scenarioTitle }) : t('kit.playlist.done'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export { PlaylistList, type PlaylistListProps };
