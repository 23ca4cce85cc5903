// The host's parts of a slide whose one question's results wait for a threshold of answers (the ranking, the 100
// points, the grid): its live result once the server sends it, how many have answered, the line the presenter and
// the host's phone show until then, and the presenter's answer count.
import type { LiveTally } from '@readyteams/activities/live';
import type { ReactNode } from 'react';
import { screens } from '../../../i18n/screens';
import { answerKey, presenterType as type } from '../../live/format';

type OneQuestion = { slide: { index: number }; tally: LiveTally | null | undefined };

/** The slide's live result, once the server sends it (never below the slide's threshold of answers). */
export const oneQuestionResult = ({ slide, tally }: OneQuestion) =>
  tally?.polls.find((poll) => poll.slideIndex === slide.index)?.questions[0];

/** How many of the room have answered the slide's one question. */
export const oneQuestionAnswered = ({ slide, tally }: OneQuestion) =>
  tally?.answerCounts[answerKey(slide.index, 0)] ?? tally?.currentSlideAnswered ?? 0;

/** Until the threshold: how many answers the results wait for (the presenter's size, or the host's phone's). */
export function WaitingForAnswers({ threshold, presenter }: { threshold: number; presenter?: boolean }) {
  const ts = screens.useT();
  return (
    <p
      className={presenter ? `${type.body} text-muted-foreground` : 'text-sm text-muted-foreground'}
      data-testid={presenter ? 'waiting-for-answers' : undefined}
    >
      {ts('screens.results.waiting', { count: threshold })}
    </p>
  );
}

/** The presenter's answer count (its words are the kind's), said as it changes; absent when the slide hides it. */
export function PresenterAnswerCount({ shown, children }: { shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <p className={`${type.body} font-semibold`} role="status" aria-live="polite" data-testid="answer-count">
      {children}
    </p>
  );
}
