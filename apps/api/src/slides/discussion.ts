// Discussion slides: questions for the room, shown on the presenter and the phones; nothing is answered, and each
// has a board where participants post short contributions to its questions and upvote others' (live/board-store.ts).
import type { LiveSlide, LiveSlideOf } from '@readyteams/api-client/live-events';
import { noColumns, type SlideKind } from './kind.js';
import { liveQuestions } from './questions.js';

/** Whether a live slide has a discussion board (its questions are what posts answer). */
export const hasBoard = (slide: LiveSlide | null | undefined): slide is LiveSlideOf<'discussion'> =>
  slide?.slideType === 'discussion';

export const discussion: SlideKind<'discussion'> = {
  rules: {},
  columns: () => noColumns,
  questions: (slide) =>
    (slide.questions ?? []).map((text) => ({
      question: text.trim(),
      type: null,
      layoutType: null,
      answers: null,
    })),
  toLive: (slide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: liveQuestions(slide.questions),
    pollTitle: null,
  }),
};
