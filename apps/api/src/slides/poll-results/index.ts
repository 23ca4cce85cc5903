// Poll-results slides: reveal one poll's results on the presenter (the poll named by pollTitle).
import type { LiveSlide, LiveSlideOf } from '@readyteams/api-client/live-events';
import type { FieldErrors } from '../../errors.js';
import { str, type SlideKind } from '../kind.js';

/** The poll a poll-results slide reveals: the one titled like its pollTitle, else the nearest poll before it. */
export function referencedPoll(
  slides: readonly LiveSlide[],
  resultsSlide: LiveSlide,
): LiveSlideOf<'poll'> | null {
  const polls = slides.filter((slide) => slide.slideType === 'poll');
  const byTitle = resultsSlide.pollTitle
    ? polls.find((poll) => poll.title === resultsSlide.pollTitle)
    : undefined;
  return byTitle ?? polls.filter((poll) => poll.index < resultsSlide.index).at(-1) ?? null;
}

export const pollResults: SlideKind<'poll-results'> = {
  rules: {},
  // Each poll can have only one poll-results slide.
  listErrors: (slides) => {
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    slides.forEach((slide, i) => {
      if (slide.slideType !== 'poll-results' || !slide.pollTitle) return;
      const key = slide.pollTitle.trim().toLowerCase();
      if (seen.has(key)) errors[`slides.${i}.pollTitle`] = 'server.slides.pollResultsTwice';
      seen.add(key);
    });
    return errors;
  },
  props: (slide) => ({ pollTitle: slide.pollTitle ?? null }),
  questions: () => [],
  toLive: (slide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: [],
    pollTitle: str(slide.props.pollTitle),
  }),
  reveals: referencedPoll,
};
