import * as React from 'react';
import {
  ChartColumnIcon,
  ExternalLinkIcon,
  LibraryIcon,
  ListChecksIcon,
  MessagesSquareIcon,
  PlayIcon,
  VideoIcon,
} from 'lucide-react';

import { cn } from '../../lib/utils';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip';
import type { PollQuestion, ScenarioDetail, ScenarioResource, ScenarioSlide } from './types';

/** 'A', 'B', 'C'... for the n-th (0-based) answer of a poll question. */
function answerLetter(index: number) {
  return String.fromCharCode(65 + index);
}

/** 95 -> '1:35'. */
function formatDuration(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

const slideIcons = {
  video: VideoIcon,
  poll: ListChecksIcon,
  discussion: MessagesSquareIcon,
  'poll-results': ChartColumnIcon,
} as const;

/** A video slide's player (with its captions), length and script. */
function ScenarioVideo({
  slide,
}: {
  slide: Pick<ScenarioSlide, 'title' | 'videoUrl' | 'captionsUrl' | 'duration' | 'script'>;
}) {
  const [measured, setMeasured] = React.useState<number | null>(null);
  const duration = slide.duration ?? measured;
  return (
    <div className="grid gap-3">
      {slide.videoUrl ? (
        <video
          src={slide.videoUrl}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-md bg-black"
          aria-label={`Video: ${slide.title}`}
          onLoadedMetadata={(event) => {
            const seconds = event.currentTarget.duration;
            if (Number.isFinite(seconds)) setMeasured(seconds);
          }}
        >
          {slide.captionsUrl ? (
            <track kind="captions" src={slide.captionsUrl} srcLang="en" label="English" default />
          ) : null}
        </video>
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-md bg-muted text-muted-foreground">
          <PlayIcon className="size-8" aria-hidden="true" />
          <span className="sr-only">No video uploaded</span>
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        Duration: {duration != null ? formatDuration(duration) : 'unknown'}
      </p>
      {slide.script && (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold">Script</h4>
          <p className="text-sm whitespace-pre-line">{slide.script}</p>
        </div>
      )}
    </div>
  );
}

function PollQuestionView({ question, number }: { question: PollQuestion; number: number }) {
  const options = question.answers?.options ?? [];
  return (
    <li className="grid gap-2">
      <p className="text-sm font-medium">
        {number}. {question.question}
      </p>
      {options.length > 0 ? (
        <ul className="grid gap-1 pl-4">
          {options.map((option, index) => (
            <li key={option.option} className="flex items-baseline gap-2 text-sm">
              <span className="font-semibold text-primary">{answerLetter(index)}.</span>
              <span>{option.answer}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pl-4 text-sm text-muted-foreground">
          {question.layoutType === 'nps'
            ? 'Answered on a scale from 0 to 10'
            : question.layoutType === 'scale'
              ? 'Answered on a scale from 1 to 5'
              : 'Free-text answer'}
        </p>
      )}
    </li>
  );
}

function SlideBody({ slide }: { slide: ScenarioSlide }) {
  switch (slide.slideType) {
    case 'video':
      return <ScenarioVideo slide={slide} />;
    case 'discussion':
      return (
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {slide.questions.map((question, index) => (
            <li key={index}>{typeof question === 'string' ? question : question.question}</li>
          ))}
        </ol>
      );
    case 'poll':
      return (
        <div className="grid gap-3">
          {slide.script && <p className="text-sm text-muted-foreground">{slide.script}</p>}
          <ol className="grid gap-3">
            {slide.questions.map((question, index) => (
              <PollQuestionView
                key={index}
                number={index + 1}
                question={typeof question === 'string' ? { question } : question}
              />
            ))}
          </ol>
        </div>
      );
    case 'poll-results':
      return (
        <div className="flex items-center gap-3 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          <ChartColumnIcon className="size-5" aria-hidden="true" />
          <span>
            The results of {slide.pollTitle ? `"${slide.pollTitle}"` : 'the poll'} appear here during the live
            session.
          </span>
        </div>
      );
  }
}

function slideMeta(slide: ScenarioSlide) {
  if (slide.slideType === 'video') return slide.duration != null ? formatDuration(slide.duration) : 'Video';
  if (slide.slideType === 'poll-results') return 'Poll results';
  const count = slide.questions.length;
  return `${count} ${count === 1 ? 'question' : 'questions'}`;
}

function ResourceList({ resources }: { resources: ScenarioResource[] }) {
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
            aria-label={`Read more: ${resource.title}`}
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Read more
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

type ScenarioPreviewProps = {
  scenario: ScenarioDetail;
  /** An open session blocks starting another; Start Session is disabled with an explanation. */
  hasOpenSession?: boolean;
  onPracticeSession?: () => void;
  onStartSession?: () => void;
  starting?: boolean;
  className?: string;
  /** Shows the title and description (off inside ScenarioPreviewDialog, whose header shows them). */
  showHeader?: boolean;
};

/** Title, description, tags, the curriculum of collapsible slides and the session buttons. */
function ScenarioPreview({
  scenario,
  hasOpenSession = false,
  onPracticeSession,
  onStartSession,
  starting = false,
  className,
  showHeader = true,
}: ScenarioPreviewProps) {
  const itemCount = scenario.slides.length + (scenario.resources.length > 0 ? 1 : 0);
  const startBlocked = hasOpenSession;

  const startButton = (
    <Button
      aria-disabled={startBlocked || undefined}
      loading={starting}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => {
        if (!startBlocked) onStartSession?.();
      }}
    >
      <PlayIcon aria-hidden="true" />
      Start Session
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

      <section aria-label="Curriculum" className="grid gap-2">
        <div className="flex items-baseline justify-between">
          <h3 className="text-base font-semibold">Curriculum</h3>
          <span className="text-sm text-muted-foreground">
            {itemCount} {itemCount === 1 ? 'item' : 'items'}
          </span>
        </div>
        <Accordion type="multiple" className="rounded-md border px-4">
          {scenario.slides.map((slide, index) => {
            const Icon = slideIcons[slide.slideType];
            return (
              <AccordionItem key={slide.id ?? index} value={`slide-${index}`}>
                <AccordionTrigger>
                  <span className="flex flex-1 items-center gap-3">
                    <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span className="flex-1">
                      {index + 1}. {slide.title}
                    </span>
                    <span className="text-xs font-normal text-muted-foreground">{slideMeta(slide)}</span>
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  <SlideBody slide={slide} />
                </AccordionContent>
              </AccordionItem>
            );
          })}
          {scenario.resources.length > 0 && (
            <AccordionItem value="resources">
              <AccordionTrigger>
                <span className="flex flex-1 items-center gap-3">
                  <LibraryIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="flex-1">Resources</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {scenario.resources.length} {scenario.resources.length === 1 ? 'link' : 'links'}
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

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onPracticeSession}>
          Practice Session
        </Button>
        {startBlocked ? (
          <Tooltip>
            <TooltipTrigger asChild>{startButton}</TooltipTrigger>
            <TooltipContent>Close the current session to start a new one</TooltipContent>
          </Tooltip>
        ) : (
          startButton
        )}
      </div>
    </div>
  );
}

type ScenarioPreviewDialogProps = ScenarioPreviewProps & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The library's preview modal around ScenarioPreview. */
function ScenarioPreviewDialog({ open, onOpenChange, scenario, ...props }: ScenarioPreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{scenario.title}</DialogTitle>
          <DialogDescription>{scenario.description}</DialogDescription>
        </DialogHeader>
        <ScenarioPreview scenario={scenario} showHeader={false} {...props} />
      </DialogContent>
    </Dialog>
  );
}

export {
  answerLetter,
  formatDuration,
  ScenarioPreview,
  ScenarioVideo,
  ScenarioPreviewDialog,
  type ScenarioPreviewDialogProps,
  type ScenarioPreviewProps,
};
