// Discussion slides: questions for the room, shown on the presenter and the phones; nothing is answered.
import { noColumns, type SlideKind } from './kind.js';
import { liveQuestions } from './questions.js';

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
