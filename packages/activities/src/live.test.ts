import { describe, expect, it } from 'vitest';
import { liveSlide, liveState } from './live';

// What the server sends, as it arrives off the wire (the schemas type it).
const empty = { suggestedSeconds: null, type: null, videoUrl: null, captionsUrl: null, pollTitle: null };

/** A slide as hosts get it (with its script), the common fields its kind does not use empty unless given. */
const slide = (index: number, slideType: string, title: string, fields: object = {}) => ({
  ...empty,
  index,
  slideType,
  title,
  script: `Introduce "${title}".`,
  questions: [],
  ...fields,
});

const choice = (question: string, options: string[]) => ({ question, kind: 'choice', options });
const firstMove = choice('What do you do first?', ['Step in', 'Call a manager']);

// A branching scenario with a slide of every kind: a decision whose options lead to a discussion (then the
// commitment) and to a word cloud (which ends the scenario).
const slides = [
  slide(0, 'video', 'The situation', {
    videoUrl: '/media/demo/the-situation.mp4',
    captionsUrl: '/media/demo/the-situation.vtt',
  }),
  slide(1, 'poll', 'What would you do?', {
    type: 'scenario',
    suggestedSeconds: 120,
    questions: [firstMove],
    revealMode: 'threshold',
    revealThreshold: 5,
    showAnswerCount: true,
  }),
  slide(2, 'poll-results', 'Results', { pollTitle: 'What would you do?' }),
  slide(3, 'decision', 'Escalate?', {
    questions: [choice('Escalate?', ['Yes', 'No'])],
    options: [
      { label: 'Yes', firstSlide: 4, rejoinAt: 6 },
      { label: 'No', firstSlide: 5, rejoinAt: null },
    ],
    showRoadNotTaken: true,
  }),
  slide(4, 'discussion', 'Talk it over', {
    questions: [{ question: 'What went well?', kind: 'text', options: [] }],
    path: { decision: 3, option: 0 },
  }),
  slide(5, 'word-cloud', 'One word', {
    questions: [{ question: 'How did it feel?', kind: 'word', options: [] }],
    path: { decision: 3, option: 1 },
  }),
  slide(6, 'commitment', 'Your next step', {
    questions: [{ question: 'What will you do differently?', kind: 'text', options: [] }],
  }),
];

// The state a host gets on the poll-results slide, once the room took the decision.
const state = {
  version: 12,
  sessionId: '0b0e6a5e-3c1f-4f6e-9a55-2f1b3c4d5e6f',
  pin: 'KX4P',
  scenarioTitle: 'Handling conflict at the front desk',
  isPractice: false,
  currentSlide: 2,
  slideCount: slides.length,
  slides,
  video: { status: 'paused', position: 42.5, changedAt: 1_790_000_000_000, captions: true },
  hiddenWords: ['5:damn'],
  slideStartedAt: 1_790_000_060_000,
  startedAt: 1_790_000_000_000,
  ended: false,
  slide: slides[2],
  results: {
    slideIndex: 1,
    title: 'What would you do?',
    type: 'scenario',
    // 6 answers: 4 for the first option, 2 for the second.
    questions: [
      {
        ...firstMove,
        slideIndex: 1,
        questionIndex: 0,
        answerCount: 6,
        options: firstMove.options.map((label, i) => ({
          label,
          key: 'AB'[i],
          count: [4, 2][i],
          percent: [66.7, 33.3][i],
        })),
        mean: null,
        nps: null,
        texts: [],
      },
    ],
  },
  waitingForAnswers: null,
  decisions: [{ slideIndex: 3, votes: [4, 2], option: 0, followed: true, tie: false }],
  revealedDecisions: [3],
  roadNotTaken: null,
  reactionsAllowed: true,
  qna: { open: true, moderated: false, spotlight: null },
};

describe('the live shapes', () => {
  it('parse a state with a slide of every kind, unchanged', () => {
    const parsed = liveState.parse(state);
    expect(parsed).toEqual(state);
    expect(new Set(parsed.slides.map((s) => s.slideType)).size).toBe(7);
  });

  it('parse what a participant gets on connect', () => {
    const participant = {
      ...state,
      slides: [],
      slide: { ...slides[6], script: null },
      myAnswers: { '1:0': 0, '5:0': 'calm' },
      myPosts: [],
      myVotes: [3],
      myCommitments: [{ slideIndex: 6, text: 'Ask before I act.', reminder: true }],
      myQuestions: [
        {
          id: 3,
          text: 'Who decides?',
          votes: 2,
          status: 'visible',
          answered: false,
          createdAt: 1_700_000_000_000,
        },
      ],
      myQuestionVotes: [4],
    };
    expect(liveState.parse(participant)).toEqual(participant);
  });

  it('reject a slide of a kind they do not know', () => {
    expect(liveSlide.safeParse({ ...slides[0], slideType: 'quiz' }).success).toBe(false);
  });

  it('reject a poll without its reveal settings, and a decision without its options', () => {
    const poll = liveSlide.safeParse({ ...slides[1], revealMode: undefined, revealThreshold: undefined });
    expect(poll.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'revealMode',
      'revealThreshold',
    ]);
    expect(liveSlide.safeParse({ ...slides[3], options: undefined }).success).toBe(false);
  });
});
