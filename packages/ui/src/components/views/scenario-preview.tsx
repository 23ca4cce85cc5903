import * as React from 'react';
import { ExternalLinkIcon, LibraryIcon, PlayIcon } from 'lucide-react';

import { useI18n } from '../../i18n/catalogue';
import { kit } from '../../i18n/kit';
import { live } from '../../i18n/live';
import { cn } from '../../lib/utils';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Field } from '../ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip';
import { slideViewOf } from './slides';
import { curriculumOf, rejoinText, type Placed } from './slides/decision/paths';
import { answerLetter } from './slides/poll';
import { formatDuration } from '../live/format';
import type { ScenarioDetail, ScenarioResource } from './types';
import type { TeamModeSettings } from '@readyteams/activities/live';
import { DEFAULT_TEAMS, TeamSettingsFields } from '../live/teams/host';

function ResourceList({ resources }: { resources: ScenarioResource[] }) {
  const t = kit.useT();
  return (
    <ul className="grid gap-3">
      {resources.map((resource, index) => (
        <li key={`${resource.linkUrl}-${index}`} className="grid gap-1 rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{resource.title}</span>
            <Badge variant="secondary">{resource.type}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">{resource.description}</p>
          <a
            href={resource.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('kit.preview.readMoreAbout', { title: resource.title })}
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('kit.preview.readMore')}
            <ExternalLinkIcon className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A slide of the curriculum: its number, title and line, opened to what the preview shows of it. */
function CurriculumItem({ slide, index, slides }: Placed & { slides: ScenarioDetail['slides'] }) {
  const t = live.useT();
  const i18n = useI18n();
  const view = slideViewOf(slide.slideType);
  const Icon = view.icon;
  return (
    <AccordionItem value={`slide-${index}`}>
      <AccordionTrigger>
        <span className="flex flex-1 items-center gap-3">
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex-1">
            {index + 1}. {slide.title}
          </span>
          <span className="text-xs font-normal text-muted-foreground">{view.meta(slide, t, i18n)}</span>
        </span>
      </AccordionTrigger>
      <AccordionContent>
        <view.Body slide={slide} slides={slides} />
      </AccordionContent>
    </AccordionItem>
  );
}

/** Days after the session when participants who left an address get their follow-up e-mail. */
type FollowUpDays = 7 | 14 | 30;
const FOLLOW_UP_CHOICES: FollowUpDays[] = [7, 14, 30];
const DEFAULT_FOLLOW_UP_DAYS: FollowUpDays = 14;

/** What the host chose before starting, passed with Start Session and Practice Session. */
type SessionStartOptions = { followUpDays: FollowUpDays; teams?: TeamModeSettings | null };

type ScenarioPreviewProps = {
  /** The scenario with its slides and resources. */
  scenario: ScenarioDetail;
  /** An open session blocks starting another; Start Session is disabled with an explanation. */
  hasOpenSession?: boolean;
  /** Another reason no session may start (an expired plan), explained the same way. */
  startBlockedReason?: string | null;
  /** Starts a practice session (the host alone), with the chosen follow-up delay. */
  onPracticeSession?: (options: SessionStartOptions) => void;
  /** Starts a live session, with the chosen follow-up delay. */
  onStartSession?: (options: SessionStartOptions) => void;
  /** The follow-up e-mail's delay shown first (14 days unless given). */
  defaultFollowUpDays?: FollowUpDays;
  /** A session is being started: Start Session spins and neither button takes a click. */
  starting?: boolean;
  /** A practice session is being started: Practice Session spins and neither button takes a click. */
  practicing?: boolean;
  className?: string;
  /** Shows the title and description (off inside ScenarioPreviewDialog, whose header shows them). */
  showHeader?: boolean;
};

/** Title, description, tags, the curriculum of collapsible slides and the session buttons. */
function ScenarioPreview({
  scenario,
  hasOpenSession = false,
  startBlockedReason,
  onPracticeSession,
  onStartSession,
  starting = false,
  practicing = false,
  className,
  showHeader = true,
  defaultFollowUpDays = DEFAULT_FOLLOW_UP_DAYS,
}: ScenarioPreviewProps) {
  const t = live.useT();
  const k = kit.useT();
  const [followUpDays, setFollowUpDays] = React.useState<FollowUpDays>(defaultFollowUpDays);
  // Team mode (issue 35): on when a slide scores participants (a knowledge check), so the room sees teams' averages,
  // never one person's score; else off until the host turns it on. It can still change in the lobby.
  const [teams, setTeams] = React.useState<TeamModeSettings | null>(() =>
    scenario.slides.some((slide) => slideViewOf(slide.slideType).scored) ? DEFAULT_TEAMS : null,
  );
  // The slides a session shows (its 'Slide n of N'): the Resources item is reading, not a slide.
  const itemCount = scenario.slides.length;
  const blockedReason = hasOpenSession ? k('kit.preview.openSession') : startBlockedReason;
  const reasonId = React.useId();

  // Blocked, it stays focusable (aria-disabled) so keyboard users reach the reason; the app's end-to-end
  // tests hover and focus it by its test id.
  const startButton = (
    <Button
      data-testid="start-session-wrapper"
      aria-disabled={blockedReason ? true : undefined}
      aria-describedby={blockedReason ? reasonId : undefined}
      loading={starting}
      disabled={practicing}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => {
        if (!blockedReason) onStartSession?.(teams ? { followUpDays, teams } : { followUpDays });
      }}
    >
      <PlayIcon aria-hidden="true" />
      {k('kit.preview.start')}
    </Button>
  );

  return (
    <div data-slot="scenario-preview" className={cn('grid gap-5', className)}>
      {showHeader && (
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">{scenario.title}</h2>
          <p className="text-sm text-muted-foreground">{scenario.description}</p>
        </div>
      )}
      {scenario.tags.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {scenario.tags.map((tag) => (
            <Badge key={tag.id} variant="outline" color={tag.color}>
              {tag.tag}
            </Badge>
          ))}
        </div>
      )}

      <section aria-label={k('kit.preview.curriculum')} className="grid gap-2">
        <div className="flex items-baseline justify-between">
          <h3 className="text-base font-semibold">{k('kit.preview.curriculum')}</h3>
          <span className="text-sm text-muted-foreground">
            {k('kit.preview.items', { count: itemCount })}
          </span>
        </div>
        <Accordion type="multiple" className="rounded-md border px-4">
          {/* The main line in order; a decision's options each with their path indented under it. */}
          {curriculumOf(scenario.slides).map(({ slide, index, paths }) => (
            <React.Fragment key={slide.id ?? index}>
              <CurriculumItem slide={slide} index={index} slides={scenario.slides} />
              {paths.map((path) => {
                const labelId = `${reasonId}-path-${index}-${path.option}`;
                return (
                  <div
                    key={path.option}
                    role="group"
                    aria-labelledby={labelId}
                    data-slot="curriculum-path"
                    className="my-2 ms-2 border-s-2 border-primary/40 ps-4"
                  >
                    <p id={labelId} className="pt-2 text-sm font-medium">
                      {t('live.outline.option', { letter: answerLetter(path.option), label: path.label })}
                    </p>
                    {path.slides.map((placed) => (
                      <CurriculumItem
                        key={placed.slide.id ?? placed.index}
                        {...placed}
                        slides={scenario.slides}
                      />
                    ))}
                    <p className="pb-2 text-sm text-muted-foreground">
                      {rejoinText(scenario.slides, path.rejoinAt, t)}
                    </p>
                  </div>
                );
              })}
            </React.Fragment>
          ))}
          {scenario.resources.length > 0 && (
            <AccordionItem value="resources">
              <AccordionTrigger>
                <span className="flex flex-1 items-center gap-3">
                  <LibraryIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="flex-1">{k('kit.preview.resources')}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {k('kit.preview.links', { count: scenario.resources.length })}
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <ResourceList resources={scenario.resources} />
              </AccordionContent>
            </AccordionItem>
          )}
        </Accordion>
      </section>

      <Field label={k('kit.preview.followUp')} hint={k('kit.preview.followUpHint')} className="sm:max-w-xs">
        <Select
          value={String(followUpDays)}
          onValueChange={(value) => setFollowUpDays(Number(value) as FollowUpDays)}
          disabled={starting || practicing}
        >
          <SelectTrigger data-testid="follow-up-days">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FOLLOW_UP_CHOICES.map((days) => (
              <SelectItem key={days} value={String(days)}>
                {k('kit.preview.after', { days })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>

      <TeamSettingsFields value={teams} onChange={setTeams} disabled={starting || practicing} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          loading={practicing}
          disabled={starting}
          onClick={() => onPracticeSession?.(teams ? { followUpDays, teams } : { followUpDays })}
        >
          {k('kit.preview.practice')}
        </Button>
        {blockedReason ? (
          <Tooltip>
            <TooltipTrigger asChild>{startButton}</TooltipTrigger>
            <TooltipContent>{blockedReason}</TooltipContent>
            <span id={reasonId} className="sr-only">
              {blockedReason}
            </span>
          </Tooltip>
        ) : (
          startButton
        )}
      </div>
    </div>
  );
}

type ScenarioPreviewDialogProps = Omit<ScenarioPreviewProps, 'scenario' | 'showHeader'> & {
  /** null while it loads or when it could not be loaded. */
  scenario: ScenarioDetail | null;
  /** The scenario is loading: the dialog opens at once with a loading title. */
  loading?: boolean;
  /** Why the scenario could not be loaded. */
  error?: string | null;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The library's preview modal around ScenarioPreview, from the moment a card is picked. */
function ScenarioPreviewDialog({
  open,
  onOpenChange,
  scenario,
  loading = false,
  error,
  ...props
}: ScenarioPreviewDialogProps) {
  const t = kit.useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {scenario?.title ?? (loading ? t('kit.loadingEllipsis') : t('kit.preview.scenario'))}
          </DialogTitle>
          <DialogDescription>{scenario?.description ?? error}</DialogDescription>
        </DialogHeader>
        {scenario && <ScenarioPreview scenario={scenario} showHeader={false} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

export {
  answerLetter,
  formatDuration,
  FOLLOW_UP_CHOICES,
  ScenarioPreview,
  ScenarioPreviewDialog,
  type ScenarioPreviewDialogProps,
  type FollowUpDays,
  type ScenarioPreviewProps,
  type SessionStartOptions,
};
