// One playlist's steps in order: each one not run, running, or run on a date with its participants and the link to
// its report; the suggested next step (and when it is due, with a cadence) is the one to start.
import * as React from 'react';
import { CheckCircle2Icon, CircleIcon, PlayIcon, RadioIcon } from 'lucide-react';

import { useFormat } from '../../i18n/format';
import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import type { PlaylistStep, PlaylistSummary } from './playlist-types';

type PlaylistStatusProps = React.ComponentPropsWithoutRef<'div'> & {
  /** The playlist with each step's status and the suggested next step. */
  playlist: PlaylistSummary;
  /** Starts a session of the step (the app opens the start dialog). */
  onStart: (step: PlaylistStep) => void;
  /** Opens a run step's report. */
  onOpenReport: (sessionId: string) => void;
  /** Opens the playlist's builder. */
  onEdit: () => void;
  /** Opens the impact report of the playlist's sessions. */
  onOpenImpact: () => void;
};

const statusIcon = {
  'not-run': CircleIcon,
  running: RadioIcon,
  run: CheckCircle2Icon,
} as const;

function PlaylistStatus({
  playlist,
  onStart,
  onOpenReport,
  onEdit,
  onOpenImpact,
  className,
  ...props
}: PlaylistStatusProps) {
  const t = kit.useT();
  const format = useFormat();
  const cadence = playlist.cadence ? t(`kit.playlist.cadence.${playlist.cadence}`) : null;
  return (
    <div data-slot="playlist-status" className={cn('space-y-6', className)} {...props}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{playlist.title}</h1>
          <p className="text-muted-foreground">{[playlist.teamName, cadence].filter(Boolean).join(' · ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onOpenImpact}>
            {t('kit.playlist.impact')}
          </Button>
          <Button variant="outline" onClick={onEdit}>
            {t('kit.playlist.edit')}
          </Button>
        </div>
      </div>
      <ol className="grid gap-3" aria-label={t('kit.playlist.steps')}>
        {playlist.steps.map((step, index) => {
          const Icon = statusIcon[step.status];
          const next = step.id === playlist.nextStepId;
          return (
            <li
              key={step.id}
              className={cn(
                'flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm',
                next && 'border-primary',
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-5 shrink-0',
                  step.status === 'run' ? 'text-success' : 'text-muted-foreground',
                )}
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {t('kit.step', { step: index + 1 })} {step.scenarioTitle}
                  {next && (
                    <Badge variant="secondary" className="ms-2">
                      {t('kit.playlist.suggested')}
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {step.status === 'run' && step.runAt
                    ? t('kit.playlist.runOn', {
                        date: format.date(step.runAt, { dateStyle: 'medium' }),
                        count: step.participantCount,
                      })
                    : step.status === 'running'
                      ? t('kit.playlist.running')
                      : next && playlist.nextDueAt
                        ? t('kit.playlist.dueOn', {
                            date: format.date(playlist.nextDueAt, { dateStyle: 'medium' }),
                          })
                        : t('kit.playlist.notRun')}
                </p>
              </div>
              {step.status === 'run' && step.sessionId && (
                <Button variant="outline" size="sm" onClick={() => onOpenReport(step.sessionId!)}>
                  {t('kit.playlist.report')}
                  <span className="sr-only"> {step.scenarioTitle}</span>
                </Button>
              )}
              {step.status !== 'running' && (
                <Button size="sm" variant={next ? 'default' : 'outline'} onClick={() => onStart(step)}>
                  <PlayIcon aria-hidden="true" />
                  {t('kit.playlist.start')}
                  <span className="sr-only"> {step.scenarioTitle}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export { PlaylistStatus, type PlaylistStatusProps };
