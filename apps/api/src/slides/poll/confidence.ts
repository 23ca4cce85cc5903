// The closing questions' confidence before and after (the report's `confidence`, the impact report's levels 2 and 3):
// the poll kind's part of a session's results.
import type { LiveConfidence, LivePollResult, LiveSlideOf } from '@readyteams/api-client/live-events';
import { round } from '../../live/analytics.js';

type Poll = Pick<LiveSlideOf<'poll'>, 'index' | 'type' | 'questions'>;

/**
 * The closing questions' confidence before and after: by wording, else the template's 2nd and 3rd scale questions.
 * Slides need only what picks them (the impact report passes a session's closing polls alone).
 */
export function confidenceQuestions(
  slides: readonly Poll[],
): { before: [number, number]; after: [number, number] } | null {
  const closing = slides.filter((slide) => slide.type === 'closing question');
  for (const poll of closing) {
    const scales = poll.questions.map((q, i) => ({ q, i })).filter(({ q }) => q.kind === 'scale');
    const confident = scales.filter(({ q }) => /confiden/i.test(q.question));
    const before =
      confident.find(({ q }) => /before/i.test(q.question)) ?? (scales.length >= 3 ? scales[1] : undefined);
    const after =
      confident.find(({ q }) => /after/i.test(q.question)) ?? (scales.length >= 3 ? scales[2] : undefined);
    if (before && after && before !== after)
      return { before: [poll.index, before.i], after: [poll.index, after.i] };
  }
  return null;
}

export function confidence(slides: readonly Poll[], polls: LivePollResult[], pairs: number): LiveConfidence {
  const which = confidenceQuestions(slides);
  const meanAt = ([slideIndex, questionIndex]: [number, number]) =>
    polls.find((poll) => poll.slideIndex === slideIndex)?.questions[questionIndex]?.mean ?? null;
  const before = which ? meanAt(which.before) : null;
  const after = which ? meanAt(which.after) : null;
  return { before, after, delta: before !== null && after !== null ? round(after - before, 2) : null, pairs };
}
