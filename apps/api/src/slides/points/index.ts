// 100 points slides: the room spreads 100 points over 2 to 8 options on their phones. The slide's one live question
// (kind 'points': its title, the options) is answered with each option's points in the author's order joined by commas
// ('50,30,20'), whole numbers from 0 to 100 adding up to exactly 100, so storing, acknowledging, rejoining and tallying
// are the polls'; an answer that is not such an allocation is refused with its own message (kind.points.allocation)
// and nothing is stored. Its results give each option the room's average points and how many gave it any. It has no
// reveal mode (a poll-results slide reveals polls only): its results show live on the presenter and the host's phone
// once revealThreshold participants have answered, never before.
import {
  POINTS_CHOICE_MAX,
  POINTS_CHOICES_MAX,
  POINTS_CHOICES_MIN,
  pointsAllocation,
  pointsAnswer,
} from '@readyteams/activities/live';
import { optionLetter, type LiveQuestionResult } from '@readyteams/api-client/live-events';
import { badRequest } from '../../errors.js';
import { distinctTexts, storedTexts } from '../texts.js';
import { percentOf, round } from '../../live/analytics.js';
import { bool, num, type SlideKind } from '../kind.js';
import { REVEAL, REVEAL_RULES } from '../poll/index.js';
import { pointsDemo } from './demo.js';
import { pointsMessages } from './messages.js';

const M = {
  title: 'kind.points.title',
  pointOptions: 'kind.points.pointOptions',
  choice: 'kind.points.choice',
  different: 'kind.points.different',
  allocation: 'kind.points.allocation',
} as const satisfies Record<string, keyof typeof pointsMessages.en>;

export const points: SlideKind<'points'> = {
  messages: pointsMessages,
  rules: { title: { required: M.title, type: M.title } },
  fieldRules: {
    pointOptions: {
      required: M.pointOptions,
      type: M.pointOptions,
      min: [POINTS_CHOICES_MIN, M.pointOptions],
      max: [POINTS_CHOICES_MAX, M.pointOptions],
    },
    'pointOptions.*': {
      required: M.choice,
      type: M.choice,
      min: [1, M.choice],
      max: [POINTS_CHOICE_MAX, M.choice],
    },
    revealThreshold: REVEAL_RULES.revealThreshold,
    showAnswerCount: REVEAL_RULES.showAnswerCount,
  },
  listErrors: distinctTexts('points', 'pointOptions', M.different),
  props: (slide) => ({
    pointOptions: slide.pointOptions.map((choice) => choice.trim()),
    revealThreshold: slide.revealThreshold ?? REVEAL.revealThreshold,
    showAnswerCount: slide.showAnswerCount ?? REVEAL.showAnswerCount,
  }),
  read: (props) => ({
    pointOptions: storedTexts(props.pointOptions),
    revealThreshold: num(props.revealThreshold) ?? REVEAL.revealThreshold,
    showAnswerCount: bool(props.showAnswerCount) ?? REVEAL.showAnswerCount,
  }),
  questions: () => [],
  toLive: (slide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: [
      { question: slide.title ?? '', kind: 'points', options: storedTexts(slide.props.pointOptions) },
    ],
    pollTitle: null,
    revealThreshold: num(slide.props.revealThreshold) ?? REVEAL.revealThreshold,
    showAnswerCount: bool(slide.props.showAnswerCount) ?? REVEAL.showAnswerCount,
  }),
  // Whole numbers from 0 to 100, one per option, adding up to exactly 100, stored as the phones send them
  // ('50,30,20'). Anything else is refused with the kind's own message (the phone says it), storing nothing.
  validAnswer: (question, value) => {
    if (question.kind !== 'points') return null;
    const allocation = pointsAllocation(value, question.options.length);
    if (!allocation) throw badRequest(M.allocation);
    return pointsAnswer(allocation);
  },
  // An allocation ('50,30,20') reads in the CSV as each option with its points: 'Be kind: 50; Be quick: 30; ...'.
  answerLabel: (question, value) => {
    const allocation = pointsAllocation(value, question.options.length);
    return allocation
      ? allocation.map((given, index) => `${question.options[index]}: ${given}`).join('; ')
      : String(value);
  },
  results: (slide, rows) => {
    // Per option: the points it was given in all, and how many participants gave it any.
    const pointOptions = slide.questions[0]?.options ?? [];
    const sums = pointOptions.map(() => 0);
    const givers = pointOptions.map(() => 0);
    let answerCount = 0;
    for (const row of rows) {
      if (row.slideIndex !== slide.index || row.questionIndex !== 0) continue;
      const allocation = pointsAllocation(row.value, pointOptions.length);
      if (!allocation) continue;
      answerCount += row.count;
      allocation.forEach((given, option) => {
        sums[option]! += given * row.count;
        if (given > 0) givers[option]! += row.count;
      });
    }
    const result: LiveQuestionResult = {
      slideIndex: slide.index,
      questionIndex: 0,
      question: slide.questions[0]?.question ?? slide.title,
      kind: 'points',
      answerCount,
      // In the author's order.
      options: pointOptions.map((label, i) => ({
        label,
        key: optionLetter(i),
        count: givers[i]!,
        percent: percentOf(givers[i]!, answerCount),
        mean: answerCount === 0 ? null : round(sums[i]! / answerCount, 1),
      })),
      mean: null,
      nps: null,
      texts: [],
    };
    return { slideIndex: slide.index, title: slide.title, type: null, questions: [result] };
  },
  // Below it, no live screen gets its results (the report has them all); from it on, the presenter and the host's
  // phone show them live (a points slide has no reveal mode).
  revealThreshold: (slide) => slide.revealThreshold ?? 1,
  demo: pointsDemo,
};
