// The default scenario's content: what a new scenario starts with and its author rewrites (the specification's English,
// stored as the scenario's own words), not the editor's interface.
/* eslint-disable lingui/no-unlocalized-strings */
import type { AnswerValue, PollQuestionValue } from './question-schema';
import { emptySlide, type SlideValues } from './slide-schema';

export const SCENARIO_POLL_TITLE = 'What would you do?';
export const CLOSING_POLL_TITLE = 'Closing Questions';

/** Five-point scale answers, valued 1 to 5. */
function scale(labels: [string, string, string, string, string]): AnswerValue[] {
  return labels.map((label, index) => ({ label, value: String(index + 1) }));
}

function fivePoint(question: string, labels: [string, string, string, string, string]): PollQuestionValue {
  return { question, type: 'single-choice', layoutType: 'scale', answers: scale(labels) };
}

export const CLOSING_QUESTIONS: PollQuestionValue[] = [
  fivePoint('How applicable was this scenario to your work?', [
    'Not at all applicable',
    'Slightly applicable',
    'Moderately applicable',
    'Very applicable',
    'Extremely applicable',
  ]),
  fivePoint('Before this session, how confident were you in handling a situation like this?', [
    'Not at all confident',
    'Slightly confident',
    'Moderately confident',
    'Very confident',
    'Extremely confident',
  ]),
  fivePoint('After this session, how confident are you in handling a situation like this?', [
    'Not at all confident',
    'Slightly confident',
    'Moderately confident',
    'Very confident',
    'Extremely confident',
  ]),
  fivePoint('How clear is the first step you would take the next time this happens?', [
    'Not at all clear',
    'Slightly clear',
    'Moderately clear',
    'Very clear',
    'Extremely clear',
  ]),
  {
    question: 'How likely are you to recommend this session to a colleague?',
    type: 'single-choice',
    layoutType: 'nps',
    // Participants answer NPS on a fixed 0-10 row, so the question carries no answers of its own.
    answers: [],
  },
  {
    question: 'What is one thing you will do differently after this session?',
    type: 'free-text',
    answers: [],
  },
];

export const DISCUSSION_QUESTIONS = [
  'What stood out to you in this scenario, and why?',
  'What would you have done differently in this situation?',
  'Which best practice from this session will you apply in your own team?',
];

/**
 * The slides a new scenario starts with (first document, section 3), in order. Video slides still need
 * their upload; the scenario poll's questions are written per scenario with the question builder.
 */
export function defaultScenarioSlides(): SlideValues[] {
  return [
    emptySlide({
      slideType: 'video',
      title: 'Welcome',
      script:
        'Welcome everyone! Today we will watch a short scenario together, decide what we would do, and discuss it as a team. Your answers are anonymous.',
    }),
    emptySlide({ slideType: 'video' }),
    emptySlide({
      slideType: 'poll',
      title: SCENARIO_POLL_TITLE,
      type: 'scenario',
      subtext: 'Choose the response closest to what you would do in this situation.',
    }),
    emptySlide({
      slideType: 'video',
      title: 'Discussion Time: Best Practices',
      script: 'Let us look at the best practices for this situation before we discuss them together.',
    }),
    emptySlide({
      slideType: 'discussion',
      title: 'Discussion Questions',
      discussionQuestions: DISCUSSION_QUESTIONS.map((text) => ({ text })),
    }),
    emptySlide({ slideType: 'poll-results', title: 'Poll Results', pollTitle: SCENARIO_POLL_TITLE }),
    emptySlide({
      slideType: 'poll',
      title: CLOSING_POLL_TITLE,
      type: 'closing question',
      subtext: 'Please answer a few closing questions about this session.',
      questions: CLOSING_QUESTIONS.map((question) => ({
        ...question,
        answers: question.answers?.map((answer) => ({ ...answer })),
      })),
    }),
  ];
}
