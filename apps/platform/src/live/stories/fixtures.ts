// Live states of the default template for the stories (what the server sends at each step).
import type { LivePollResult, LiveSlide, LiveState, LiveTally, SessionResults } from '@readyteams/api-client';

const scale = ['Not at all', 'Slightly', 'Moderately', 'Very', 'Extremely'];

export const slides: LiveSlide[] = [
  {
    index: 0,
    slideType: 'video',
    title: 'Welcome',
    type: null,
    videoUrl: null,
    captionsUrl: null,
    script: 'Welcome everyone and introduce the case.',
    questions: [],
    pollTitle: null,
  },
  {
    index: 1,
    slideType: 'video',
    title: 'The situation',
    type: null,
    videoUrl: null,
    captionsUrl: '/media/demo/the-situation.vtt',
    script: 'Play the video, then pause for questions.',
    questions: [],
    pollTitle: null,
  },
  {
    index: 2,
    slideType: 'poll',
    title: 'What would you do?',
    type: 'scenario',
    videoUrl: null,
    captionsUrl: null,
    script: 'Give everyone a minute to answer.',
    questions: [
      {
        question: 'A customer shouts at a colleague. What do you do first?',
        kind: 'choice',
        options: ['Step in', 'Call a manager', 'Wait', 'Leave'],
      },
    ],
    pollTitle: null,
  },
  {
    index: 3,
    slideType: 'video',
    title: 'Discussion Time: Best Practices',
    type: null,
    videoUrl: null,
    captionsUrl: null,
    script: 'Best practices.',
    questions: [],
    pollTitle: null,
  },
  {
    index: 4,
    slideType: 'discussion',
    title: 'Discussion Questions',
    type: null,
    videoUrl: null,
    captionsUrl: null,
    script: 'Five minutes in small groups.',
    questions: ['What went well?', 'What would you change?', 'What is your first step?'].map((question) => ({
      question,
      kind: 'text',
      options: [],
    })),
    pollTitle: null,
  },
  {
    index: 5,
    slideType: 'poll-results',
    title: 'Results',
    type: null,
    videoUrl: null,
    captionsUrl: null,
    script: 'Talk about the split.',
    questions: [],
    pollTitle: 'What would you do?',
  },
  {
    index: 6,
    slideType: 'poll',
    title: 'Closing Questions',
    type: 'closing question',
    videoUrl: null,
    captionsUrl: null,
    script: 'Thank everyone for taking part.',
    questions: [
      { question: 'How applicable is this scenario to your work?', kind: 'scale', options: scale },
      { question: 'How confident were you before this session?', kind: 'scale', options: scale },
      { question: 'How confident are you after this session?', kind: 'scale', options: scale },
      { question: 'How clear is your first step?', kind: 'scale', options: scale },
      { question: 'How likely are you to recommend this session to a colleague?', kind: 'nps', options: [] },
      { question: 'What will you do differently?', kind: 'text', options: [] },
    ],
    pollTitle: null,
  },
];

export const pollResult: LivePollResult = {
  slideIndex: 2,
  title: 'What would you do?',
  type: 'scenario',
  questions: [
    {
      slideIndex: 2,
      questionIndex: 0,
      question: 'A customer shouts at a colleague. What do you do first?',
      kind: 'choice',
      answerCount: 12,
      options: [
        { label: 'Step in', key: 'A', count: 7, percent: 58.3 },
        { label: 'Call a manager', key: 'B', count: 4, percent: 33.3 },
        { label: 'Wait', key: 'C', count: 1, percent: 8.3 },
        { label: 'Leave', key: 'D', count: 0, percent: 0 },
      ],
      mean: null,
      nps: null,
      texts: [],
    },
  ],
};

const closingResult: LivePollResult = {
  slideIndex: 6,
  title: 'Closing Questions',
  type: 'closing question',
  questions: [
    {
      slideIndex: 6,
      questionIndex: 1,
      question: 'How confident were you before this session?',
      kind: 'scale',
      answerCount: 10,
      options: scale.map((label, i) => ({
        label,
        key: String(i + 1),
        count: [2, 4, 3, 1, 0][i]!,
        percent: [20, 40, 30, 10, 0][i]!,
      })),
      mean: 2.3,
      nps: null,
      texts: [],
    },
    {
      slideIndex: 6,
      questionIndex: 4,
      question: 'How likely are you to recommend this session to a colleague?',
      kind: 'nps',
      answerCount: 10,
      options: Array.from({ length: 11 }, (_, n) => ({
        label: String(n),
        key: String(n),
        count: n >= 9 ? 3 : n === 7 ? 2 : n === 5 ? 2 : 0,
        percent: n >= 9 ? 30 : n === 7 || n === 5 ? 20 : 0,
      })),
      mean: 7.6,
      nps: 40,
      texts: [],
    },
    {
      slideIndex: 6,
      questionIndex: 5,
      question: 'What will you do differently?',
      kind: 'text',
      answerCount: 2,
      options: [],
      mean: null,
      nps: null,
      texts: ['Listen before I act.', 'Ask a colleague to step in with me.'],
    },
  ],
};

export function stateAt(
  currentSlide: number,
  overrides: Partial<LiveState> = {},
  forHost = false,
): LiveState {
  const slide = slides[currentSlide] ?? null;
  return {
    version: currentSlide + 2,
    sessionId: '6f1c1f36-4d1a-4d6c-9a39-2c0a4cf3c2a1',
    pin: 'KX4P',
    scenarioTitle: 'Handling conflict at the front desk',
    isPractice: false,
    currentSlide,
    slideCount: slides.length,
    slides: forHost ? slides : [],
    video: { status: 'paused', position: 0, changedAt: 0, captions: true },
    ended: false,
    slide: slide && (forHost ? slide : { ...slide, script: null }),
    results: slide?.slideType === 'poll-results' ? pollResult : null,
    ...overrides,
  };
}

export const tally = (currentSlideAnswered = 0, answerCounts: Record<string, number> = {}): LiveTally => ({
  participantCount: 12,
  connectedCount: 11,
  answerCounts,
  currentSlideAnswered,
  polls: [pollResult],
});

export const results: SessionResults = {
  sessionId: '6f1c1f36-4d1a-4d6c-9a39-2c0a4cf3c2a1',
  pin: 'KX4P',
  scenarioTitle: 'Handling conflict at the front desk',
  isPractice: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  completedAt: '2026-11-20T10:02:00.000Z',
  participantCount: 12,
  answerCount: 74,
  polls: [pollResult, closingResult],
  confidence: { before: 2.3, after: 3.9, delta: 1.6, pairs: 10 },
};
