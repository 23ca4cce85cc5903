// Poll slides: questions the phones answer (choices, 1-5 scales, 0-10 NPS, free text), with the subtext as script.
import { noColumns, str, type SlideKind } from './kind.js';
import { liveQuestions, validAnswer } from './questions.js';

export const poll: SlideKind<'poll'> = {
  rules: {
    title: { required: 'Title is required for poll slides' },
    script: { required: 'Subtext is required for poll slides' },
  },
  columns: (slide) => ({ ...noColumns, type: slide.type ?? null }),
  questions: (slide) =>
    (slide.questions ?? []).map((q) => ({
      question: q.question.trim(),
      type: q.type ?? null,
      layoutType: q.layoutType ?? null,
      // Sent as [{'option 1': 'Yes'}, ...]; stored (and read) as [{option: 'option 1', answer: 'Yes'}], renumbered in order.
      answers: q.answers
        ? q.answers.options.map((entry, i) => ({
            option: `option ${i + 1}`,
            answer: String(Object.values(entry)[0] ?? '').trim(),
          }))
        : null,
    })),
  toLive: (slide) => {
    const type = str(slide.type);
    return {
      type,
      videoUrl: null,
      captionsUrl: null,
      questions: liveQuestions(slide.questions, type === 'closing question'),
      pollTitle: null,
    };
  },
  validAnswer,
};
