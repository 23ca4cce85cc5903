import { ExternalLink } from 'lucide-react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  SLIDE_TYPE_LABELS,
  ScenarioVideo,
} from '@readyteams/ui';
import type { PollQuestion, Scenario, Slide } from '../../lib/types';

export const START_BLOCKED_TOOLTIP = 'Close the current session to start a new one';

type ScenarioPreviewProps = {
  scenario: Scenario | null;
  loading?: boolean;
  error?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** True while the host has an open session: Start Session is disabled with its tooltip. */
  hasOpenSession: boolean;
  /** Why starting is impossible for another reason (an expired plan), shown as the tooltip. */
  startBlockedReason?: string | null;
  starting?: 'practice' | 'live' | null;
  onPractice: () => void;
  onStart: () => void;
};

const letter = (index: number) => String.fromCharCode(65 + index);

function SlideBody({ slide }: { slide: Slide }) {
  switch (slide.slideType) {
    case 'video':
      return <ScenarioVideo slide={slide} />;
    case 'discussion':
      return (
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {slide.questions.map((question, index) => (
            <li key={index}>{typeof question === 'string' ? question : question.question}</li>
          ))}
        </ol>
      );
    case 'poll':
      return (
        <div className="space-y-4 text-sm">
          {slide.script && <p className="text-muted-foreground">{slide.script}</p>}
          {slide.questions
            .filter((question): question is PollQuestion => typeof question !== 'string')
            .map((question, index) => (
              <div key={index} className="space-y-1">
                <p className="font-medium">
                  {index + 1}. {question.question}
                </p>
                <ul className="space-y-0.5 pl-4">
                  {(question.answers?.options ?? []).map((option, optionIndex) => (
                    <li key={option.option}>
                      {letter(optionIndex)}. {option.answer}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      );
    case 'poll-results':
      return (
        <p className="rounded-md border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
          The results{slide.pollTitle ? ` of “${slide.pollTitle}”` : ''} appear here live during the session.
        </p>
      );
  }
}

/** The scenario preview modal: description, tags, curriculum and the two start buttons. */
export function ScenarioPreview({
  scenario,
  loading,
  error,
  open,
  onOpenChange,
  hasOpenSession,
  startBlockedReason,
  starting,
  onPractice,
  onStart,
}: ScenarioPreviewProps) {
  const slides = [...(scenario?.slides ?? [])].sort((a, b) => a.order - b.order);
  const resources = scenario?.resources ?? [];
  const itemCount = slides.length + (resources.length > 0 ? 1 : 0);
  const blockedReason = hasOpenSession ? START_BLOCKED_TOOLTIP : startBlockedReason;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{scenario?.title ?? (loading ? 'Loading...' : 'Scenario')}</DialogTitle>
          <DialogDescription>{scenario?.description ?? (error || '')}</DialogDescription>
        </DialogHeader>
        {scenario && (
          <div className="space-y-4">
            {scenario.tags.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                {scenario.tags.map((tag) => (
                  <li key={tag.id}>
                    <Badge variant="secondary">{tag.tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
            <section aria-labelledby="curriculum-title">
              <div className="flex items-baseline justify-between">
                <h3 id="curriculum-title" className="font-semibold">
                  Curriculum
                </h3>
                <p className="text-sm text-muted-foreground">{itemCount} items</p>
              </div>
              <Accordion type="multiple" className="mt-2 rounded-md border border-border px-4">
                {slides.map((slide, index) => (
                  <AccordionItem key={slide.id ?? index} value={`slide-${index}`}>
                    <AccordionTrigger>
                      <span>
                        <span className="mr-2 text-muted-foreground">{index + 1}.</span>
                        {slide.title || slide.slideType}
                        <span className="ml-2 text-xs font-normal text-muted-foreground">
                          {SLIDE_TYPE_LABELS[slide.slideType]}
                        </span>
                      </span>
                    </AccordionTrigger>
                    <AccordionContent>
                      <SlideBody slide={slide} />
                    </AccordionContent>
                  </AccordionItem>
                ))}
                {resources.length > 0 && (
                  <AccordionItem value="resources">
                    <AccordionTrigger>Resources</AccordionTrigger>
                    <AccordionContent>
                      <ul className="space-y-3 text-sm">
                        {resources.map((resource) => (
                          <li key={resource.id}>
                            <p className="font-medium">
                              {resource.title} <Badge variant="outline">{resource.type}</Badge>
                            </p>
                            <p className="text-muted-foreground">{resource.description}</p>
                            <a
                              href={resource.linkUrl}
                              target="_blank"
                              rel="noreferrer"
                              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                            >
                              Read more <ExternalLink aria-hidden className="size-3" />
                            </a>
                          </li>
                        ))}
                      </ul>
                    </AccordionContent>
                  </AccordionItem>
                )}
              </Accordion>
            </section>
          </div>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={onPractice}
            disabled={!scenario || Boolean(starting)}
            loading={starting === 'practice'}
          >
            Practice Session
          </Button>
          {blockedReason ? (
            <Tooltip>
              <TooltipTrigger asChild>
                {/* A disabled button gets no pointer events; the wrapper carries the tooltip and focus. */}
                <span
                  tabIndex={0}
                  data-testid="start-session-wrapper"
                  aria-describedby="start-blocked-reason"
                >
                  <Button disabled className="pointer-events-none">
                    Start Session
                  </Button>
                </span>
              </TooltipTrigger>
              <TooltipContent>{blockedReason}</TooltipContent>
              <span id="start-blocked-reason" className="sr-only">
                {blockedReason}
              </span>
            </Tooltip>
          ) : (
            <Button onClick={onStart} disabled={!scenario || Boolean(starting)} loading={starting === 'live'}>
              Start Session
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
