// Poll slides: questions the phones answer (choices, 1-5 scales, 0-10 NPS, free text), with the subtext as script,
// and when their results may show: when the host reveals them (a poll-results slide) or also automatically on the
// presenter, never before at least revealThreshold participants answered; and whether the presenter shows the count.
import type { Rule } from '../../validation.js';
import { bool, num, str, type SlideKind } from '../kind.js';
import { liveQuestions, validAnswer } from '../questions.js';
import { confidence, confidenceQuestions } from './confidence.js';

/** A poll's reveal settings when none are sent (the contract's defaults; 0006_poll_reveal.sql gave them to older polls). */
export const REVEAL = { revealMode: 'host', revealThreshold: 5, showAnswerCount: true } as const;
const THRESHOLD_RANGE = 'server.slides.pollThreshold';
/** The messages of the reveal settings (a kind that reveals its results as a poll does may take them too). */
export const REVEAL_RULES = {
  revealMode: { type: 'server.slides.pollReveal' },
  revealThreshold: { type: THRESHOLD_RANGE, min: [1, THRESHOLD_RANGE], max: [1000, THRESHOLD_RANGE] },
  showAnswerCount: { type: 'server.slides.pollAnswerCount' },
} satisfies Record<string, Rule>;

export const poll: SlideKind<'poll'> = {
  rules: {
    title: { required: 'server.slides.pollTitle' },
    script: { required: 'server.slides.pollSubtext' },
  },
  fieldRules: REVEAL_RULES,
  props: (slide) => ({
    type: slide.type ?? null,
    revealMode: slide.revealMode ?? REVEAL.revealMode,
    revealThreshold: slide.revealThreshold ?? REVEAL.revealThreshold,
    showAnswerCount: slide.showAnswerCount ?? REVEAL.showAnswerCount,
  }),
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
    const type = str(slide.props.type);
    return {
      type,
      videoUrl: null,
      captionsUrl: null,
      questions: liveQuestions(slide.questions, type === 'closing question'),
      pollTitle: null,
      revealMode: slide.props.revealMode === 'threshold' ? 'threshold' : REVEAL.revealMode,
      revealThreshold: num(slide.props.revealThreshold) ?? REVEAL.revealThreshold,
      showAnswerCount: bool(slide.props.showAnswerCount) ?? REVEAL.showAnswerCount,
    };
  },
  validAnswer,
  // Sessions started before 0006_poll_reveal.sql have no threshold in their snapshot: none then, as they started.
  revealThreshold: (slide) => slide.revealThreshold ?? 1,
  report: async (slides, { store, record, polls }) => {
    const which = confidenceQuestions(slides);
    const pairs = which ? await store.pairCount(record.session.id, which.before, which.after) : 0;
    return { confidence: confidence(slides, polls, pairs) };
  },
};
