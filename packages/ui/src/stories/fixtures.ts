// Story data. Images are inline SVG so nothing loads from the internet.
import type {
  LiveBoard,
  LiveBoardResult,
  LiveCommitmentResult,
  LiveDecision,
  LiveDecisionResult,
  LivePollResult,
  LivePost,
  LivePulseCounts,
  LiveQnaBoard,
  LiveQnaQuestion,
  LiveSlide,
  LiveSlideOf,
  LiveState,
  LiveTally,
  ScenarioDecisions,
  SessionDecisions,
  SessionResults,
} from '@readyteams/activities/live';
import type { ParticipantBoard, ParticipantCommitments } from '../components/views/slides/kind';
import type { ScenarioDetail, ScenarioSummary } from '../components/views/types';

function placeholderImage(background: string, label: string, width = 640, height = 360) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const logos = [
  { src: placeholderImage('#1d4ed8', 'Northwind', 320, 96), alt: 'Northwind Health' },
  { src: placeholderImage('#047857', 'Contoso', 320, 96), alt: 'Contoso University' },
  { src: placeholderImage('#b45309', 'Fabrikam', 320, 96), alt: 'Fabrikam Manufacturing' },
  { src: placeholderImage('#7c3aed', 'Tailspin', 320, 96), alt: 'Tailspin Financial' },
  { src: placeholderImage('#be123c', 'Adatum', 320, 96), alt: 'Adatum Hospitality' },
];

const scenarioSummary: ScenarioSummary = {
  id: 1,
  title: 'Handling a Difficult Customer Call',
  description: 'Practice calm de-escalation when a frustrated customer calls about a late delivery.',
  thumbNailUrl: placeholderImage('#3730a3', 'Customer Service'),
  category: { id: 5, category: 'Customer Service' },
  tags: [
    { id: 1, tag: 'De-escalation', color: '#0f766e' },
    { id: 2, tag: 'Beginner', color: '#fde68a' },
  ],
  isFavorite: false,
};

/** The reveal settings every poll slide reads with (the defaults). */
const pollReveal = { revealMode: 'host', revealThreshold: 5, showAnswerCount: true } as const;

const scenarioDetail: ScenarioDetail = {
  ...scenarioSummary,
  slides: [
    {
      id: 11,
      order: 1,
      title: 'Welcome',
      slideType: 'video',
      videoUrl: null,
      duration: 95,
      script:
        'Welcome everyone. Today we look at a customer call that goes wrong and how to bring it back.\nWatch the video, then we will vote on what to do next.',
      questions: [],
    },
    {
      id: 12,
      order: 2,
      title: 'What would you do?',
      slideType: 'poll',
      ...pollReveal,
      type: 'scenario',
      script: 'The customer raises their voice and asks for a manager.',
      questions: [
        {
          question: 'What is your first response?',
          type: 'single-choice',
          layoutType: 'default',
          answers: {
            options: [
              { option: 'option 1', answer: 'Apologise and listen' },
              { option: 'option 2', answer: 'Transfer to a manager' },
              { option: 'option 3', answer: 'Explain the delivery policy' },
            ],
          },
        },
      ],
    },
    {
      id: 13,
      order: 3,
      title: 'Discussion Questions',
      slideType: 'discussion',
      questions: [
        'What did the agent do well?',
        'What would you change about the first minute of the call?',
        'How do you stay calm when a customer is angry?',
      ],
    },
    {
      id: 14,
      order: 4,
      title: 'Poll results',
      slideType: 'poll-results',
      pollTitle: 'What would you do?',
      questions: [],
    },
    {
      id: 15,
      order: 5,
      title: 'Closing Questions',
      slideType: 'poll',
      ...pollReveal,
      type: 'closing question',
      script: 'Tell us how the session went.',
      questions: [
        {
          question: 'How likely are you to recommend this session to a colleague?',
          layoutType: 'nps',
          answers: null,
        },
      ],
    },
  ],
  resources: [
    {
      title: 'De-escalation checklist',
      linkUrl: 'https://example.com/checklist.pdf',
      type: 'pdf',
      description: 'A one-page checklist for difficult calls.',
    },
    {
      title: 'Active listening',
      linkUrl: 'https://example.com/listening',
      type: 'website',
      description: 'Short article on active listening techniques.',
    },
  ],
};

export { logos, placeholderImage, scenarioDetail, scenarioSummary };

// Live states of the default template (what the server sends at each step).
const scale = ['Not at all', 'Slightly', 'Moderately', 'Very', 'Extremely'];

const liveSlides: LiveSlide[] = [
  {
    index: 0,
    slideType: 'video',
    suggestedSeconds: null,
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
    suggestedSeconds: null,
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
    suggestedSeconds: null,
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
    revealMode: 'host',
    revealThreshold: 5,
    showAnswerCount: true,
  },
  {
    index: 3,
    slideType: 'video',
    suggestedSeconds: null,
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
    suggestedSeconds: null,
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
    suggestedSeconds: null,
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
    suggestedSeconds: null,
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
    revealMode: 'host',
    revealThreshold: 5,
    showAnswerCount: true,
  },
];

const pollResult: LivePollResult = {
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
  const slide = liveSlides[currentSlide] ?? null;
  return {
    version: 1,
    sessionId: '5b0e6a7c-2f4d-4c1e-9a8b-3d2f1e0c9b8a',
    pin: 'KX4P',
    scenarioTitle: 'Handling conflict at the front desk',
    isPractice: false,
    currentSlide,
    slideCount: liveSlides.length,
    slides: forHost ? liveSlides : [],
    video: { status: 'paused', position: 0, changedAt: 0, captions: true },
    hiddenWords: [],
    slideStartedAt: null,
    startedAt: null,
    ended: false,
    slide: slide && (forHost ? slide : { ...slide, script: null }),
    results: slide?.slideType === 'poll-results' ? pollResult : null,
    waitingForAnswers: null,
    decisions: [],
    revealedDecisions: [],
    roadNotTaken: null,
    reactionsAllowed: true,
    qna: { open: false, moderated: false, spotlight: null },
    ...overrides,
  };
}

/** The host's view of the scenario poll with these reveal settings (by default: revealed by the host, from 5 answers). */
export const pollState = (
  reveal: Partial<Pick<LiveSlideOf<'poll'>, 'revealMode' | 'revealThreshold' | 'showAnswerCount'>>,
): LiveState => stateAt(2, { slide: { ...(liveSlides[2] as LiveSlideOf<'poll'>), ...reveal } }, true);

/** A poll-results slide whose poll fewer than its threshold (5) have answered: the server sends no results. */
export const resultsWaitingState = (forHost = false) =>
  stateAt(5, { results: null, waitingForAnswers: 5 }, forHost);

export const noPulse: LivePulseCounts = { lost: 0, 'too-fast': 0, break: 0 };

export const tally = (currentSlideAnswered = 0, answerCounts: Record<string, number> = {}): LiveTally => ({
  participantCount: 12,
  connectedCount: 11,
  answerCounts,
  currentSlideAnswered,
  polls: [pollResult],
  pulse: noPulse,
  board: null,
  qna: { questionCount: 0, questions: [] },
});

/** The audience Q&A's questions as the hosts get them (most voted first): answered, visible, waiting, held. */
export const qnaQuestions: LiveQnaQuestion[] = [
  {
    id: 11,
    text: 'Who decides when a customer gets a refund?',
    votes: 7,
    status: 'visible',
    answered: true,
    createdAt: 1_760_000_000_000,
  },
  {
    id: 12,
    text: 'Can we practise the calm voice again next week?',
    votes: 4,
    status: 'visible',
    answered: false,
    createdAt: 1_760_000_060_000,
  },
  {
    id: 14,
    text: 'What do we say when the manager is not there?',
    votes: 0,
    status: 'pending',
    answered: false,
    createdAt: 1_760_000_120_000,
  },
  { id: 13, text: 'This is crap', votes: 0, status: 'held', answered: false, createdAt: 1_760_000_090_000 },
];

/** The phones' list of the same questions (the visible ones). */
export const qnaList: LiveQnaBoard = {
  questionCount: 2,
  questions: qnaQuestions.filter((question) => question.status === 'visible'),
};

// The board of the discussion slide (slide 4): most voted first, then oldest first, as the server sends it.
const discussionIndex = 4;
const post = (
  id: number,
  questionIndex: number,
  text: string,
  votes: number,
  more: Partial<LivePost> = {},
): LivePost => ({
  id,
  slideIndex: discussionIndex,
  questionIndex,
  text,
  votes,
  highlighted: false,
  status: 'visible',
  createdAt: Date.UTC(2026, 10, 20, 9, 40, id),
  // Shown as it was posted unless the filter held it or it waits for the host's approval.
  shownAt: more.status === 'held' || more.status === 'pending' ? null : Date.UTC(2026, 10, 20, 9, 40, id),
  ...more,
});

/** Every post of the board, as the hosts get it: shown, highlighted, hidden by the host, held by the filter. */
export const boardPosts: LivePost[] = [
  post(1, 0, 'The agent kept a calm voice the whole time.', 6, { highlighted: true }),
  post(2, 1, 'Step in sooner, before the shouting starts.', 5, { highlighted: true }),
  post(3, 0, "Asking for the customer's name early helped.", 4),
  post(4, 2, 'Agree on a signal with colleagues for when we need help.', 3),
  post(5, 1, 'Nothing, the manager should deal with it.', 1, { status: 'hidden', highlighted: true }),
  post(6, 0, 'This whole exercise is a damn waste of time.', 0, { status: 'held' }),
];

/** The hosts' board of the discussion slide (every post). */
export const hostBoard = (overrides: Partial<LiveBoard> = {}): LiveBoard => ({
  slideIndex: discussionIndex,
  postingOpen: true,
  feed: 'as-they-come',
  postCount: boardPosts.length,
  posts: boardPosts,
  ...overrides,
});

/** The phones' board of the discussion slide: the visible posts only. */
export const phoneBoard = (overrides: Partial<LiveBoard> = {}): LiveBoard => {
  const posts = boardPosts.filter((p) => p.status === 'visible');
  return {
    slideIndex: discussionIndex,
    postingOpen: true,
    feed: 'as-they-come',
    postCount: posts.length,
    posts,
    ...overrides,
  };
};

/**
 * The hosts' board of the discussion slide while the host approves posts first: three shown (one approved just now,
 * after the newer ones appeared), two waiting for the host's approval, one held by the filter.
 */
export const approvalPosts: LivePost[] = [
  post(11, 0, 'Say thank you in the meeting, by name.', 4),
  post(12, 1, 'Write down who had the idea before the meeting ends.', 2),
  post(13, 0, 'Ask the quiet ones first.', 0, { shownAt: Date.UTC(2026, 10, 20, 9, 45, 0) }),
  post(14, 2, 'Put the credit in the minutes.', 0, { status: 'pending' }),
  post(15, 0, 'Ignore it, nobody cares who had the idea.', 0, { status: 'pending' }),
  post(16, 1, 'This whole exercise is a damn waste of time.', 0, { status: 'held' }),
];

/** The hosts' board of the discussion slide when the host approves posts first (approvalPosts). */
export const approvalBoard = (overrides: Partial<LiveBoard> = {}): LiveBoard =>
  hostBoard({ feed: 'approve-first', posts: approvalPosts, postCount: approvalPosts.length, ...overrides });

/** The hosts' tally on the discussion slide, with this board. */
export const discussionTally = (board: LiveBoard | null = hostBoard()): LiveTally => ({ ...tally(), board });

/** A participant with no board yet, no posts and no votes (every slide type's screen gets one). */
export const noBoard: ParticipantBoard = {
  board: null,
  myPosts: [],
  myVotes: [],
  onPost: async () => ({ ok: true }),
  onVote: async () => ({ ok: true }),
};

/** The discussion slide's board in the report: the posts shown to the room (not the hidden or held ones). */
export const boardResult: LiveBoardResult = {
  slideIndex: discussionIndex,
  title: 'Discussion Questions',
  questions: ['What went well?', 'What would you change?', 'What is your first step?'],
  voteCount: 18,
  posts: boardPosts.filter((p) => p.status === 'visible'),
};

// A word cloud slide after the template's slides, and its live words.
const prompt = 'One word for how feedback feels';
const wordCloudSlide: LiveSlide = {
  index: liveSlides.length,
  slideType: 'word-cloud',
  suggestedSeconds: null,
  title: 'In a word',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: 'Read the biggest words out loud.',
  questions: [1, 2, 3].map(() => ({ question: prompt, kind: 'word' as const, options: [] })),
  pollTitle: null,
};

const cloudWords: Array<[string, number]> = [
  ['Scary', 7],
  ['Useful', 6],
  ['Growth', 4],
  ['Awkward', 3],
  ['Honest', 3],
  ['Necessary', 2],
  ['Exciting', 1],
  ['Uncomfortable', 1],
  ['A gift', 1],
];

export const wordCloudResult = (words = cloudWords): LivePollResult => {
  const answerCount = words.reduce((sum, [, count]) => sum + count, 0);
  return {
    slideIndex: wordCloudSlide.index,
    title: wordCloudSlide.title,
    type: null,
    questions: [
      {
        slideIndex: wordCloudSlide.index,
        questionIndex: 0,
        question: prompt,
        kind: 'word',
        answerCount,
        options: words.map(([label, count]) => ({
          label,
          key: label.toLowerCase(),
          count,
          percent: Math.round((count / answerCount) * 1000) / 10,
        })),
        mean: null,
        nps: null,
        texts: [],
      },
    ],
  };
};

/** The session on its word cloud slide (the host's view, or a participant's). */
export const wordCloudState = (forHost = false): LiveState => ({
  ...stateAt(-1, {}, forHost),
  currentSlide: wordCloudSlide.index,
  slideCount: liveSlides.length + 1,
  slides: forHost ? [...liveSlides, wordCloudSlide] : [],
  slide: forHost ? wordCloudSlide : { ...wordCloudSlide, script: null },
});

/** The hosts' tally on the word cloud slide, with these words. */
export const wordCloudTally = (words = cloudWords): LiveTally => ({
  ...tally(Math.min(12, words.length)),
  polls: [pollResult, wordCloudResult(words)],
});

// A commitment slide closing the template's slides: the phones commit to its prompt, the hosts count them.
export const commitmentPrompt = 'What is one thing you will do differently after today?';
const commitmentSlide: LiveSlideOf<'commitment'> = {
  index: liveSlides.length,
  slideType: 'commitment',
  suggestedSeconds: null,
  title: 'Commitment',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: 'Give everyone two minutes; mention the reminder is optional.',
  questions: [{ question: commitmentPrompt, kind: 'text', options: [] }],
  pollTitle: null,
};

/** The session on its commitment slide (the host's view, or a participant's). */
export const commitmentState = (forHost = false, overrides: Partial<LiveState> = {}): LiveState => ({
  ...stateAt(-1, {}, forHost),
  currentSlide: commitmentSlide.index,
  slideCount: liveSlides.length + 1,
  slides: forHost ? [...liveSlides, commitmentSlide] : [],
  slide: forHost ? commitmentSlide : { ...commitmentSlide, script: null },
  ...overrides,
});

/** The hosts' tally on the commitment slide: `count` of the 12 participants committed. */
export const commitmentTally = (count = 8): LiveTally =>
  tally(count, { [`${commitmentSlide.index}:0`]: count });

/** A participant's stored commitment on the commitment slide. */
export const myCommitment = (reminder = true) => ({
  slideIndex: commitmentSlide.index,
  text: 'Ask "what happened?" before I suggest a fix.',
  reminder,
});

/**
 * A participant with no commitment yet; committing is stored as sent (with a reminder when an address came with
 * it), as the server acknowledges it.
 */
export const noCommitments: ParticipantCommitments = {
  mine: [],
  onCommit: async (slideIndex, text, email) => ({
    ok: true,
    commitment: { slideIndex, text, reminder: email !== null },
  }),
};

/** The commitment slide in the report: 5 of the 12 participants committed, 3 of them left an address. */
export const commitmentResult: LiveCommitmentResult = {
  slideIndex: commitmentSlide.index,
  prompt: commitmentPrompt,
  count: 5,
  withReminder: 3,
  texts: [
    'Ask "what happened?" before I suggest a fix.',
    'Agree on a signal with my colleagues for when a customer gets loud.',
    'Step in sooner instead of waiting for the manager.',
    'Thank the customer for telling us, even when it is hard to hear.',
    'Practise the calm voice in our Monday team meeting.',
  ],
};

// The room's pulse in the report: lost during the case, too fast through the poll, a break wanted by the discussion.
const pulseBySlide: Record<number, Partial<LivePulseCounts>> = {
  1: { lost: 3, 'too-fast': 1 },
  2: { 'too-fast': 4 },
  4: { break: 5 },
};

export const results: SessionResults = {
  sessionId: '5b0e6a7c-2f4d-4c1e-9a8b-3d2f1e0c9b8a',
  pin: 'KX4P',
  scenarioId: 1,
  scenarioTitle: 'Handling conflict at the front desk',
  isPractice: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  completedAt: '2026-11-20T10:02:00.000Z',
  participantCount: 12,
  answerCount: 74,
  polls: [pollResult, closingResult],
  confidence: { before: 2.3, after: 3.9, delta: 1.6, pairs: 10 },
  pulse: [
    { slideIndex: -1, title: '', counts: noPulse },
    ...liveSlides.map((slide) => ({
      slideIndex: slide.index,
      title: slide.title,
      counts: { ...noPulse, ...pulseBySlide[slide.index] },
    })),
  ],
  boards: [boardResult],
  path: liveSlides.map((slide) => slide.index),
  decisions: [],
  commitments: [],
  audienceQuestions: [],
  rawDataPurged: false,
};

/** Another session of the same scenario without decisions, to compare with (nothing to compare). */
export const plainComparison: ScenarioDecisions = {
  scenarioId: 1,
  sessions: [
    {
      sessionId: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
      pin: 'ZQ7M',
      isPractice: false,
      createdAt: '2026-11-21T14:00:00.000Z',
      completedAt: '2026-11-21T15:00:00.000Z',
      participantCount: 9,
      path: results.path,
      decisions: [],
    },
    {
      sessionId: results.sessionId,
      pin: results.pin,
      isPractice: false,
      createdAt: '2026-11-20T09:00:00.000Z',
      completedAt: results.completedAt,
      participantCount: results.participantCount,
      path: results.path,
      decisions: [],
    },
  ],
};

// A branching scenario: the room votes what Alex does at the front desk, and the session goes down that path.
//   0 video "At the front desk"
//   1 decision "Sam is shouting at a colleague. What does Alex do?"
//       A "Step in": 2 "Alex steps in", 3 "What did Alex say?" (discussion), then rejoins at 6
//       B "Call a manager": 4 "The manager arrives", then rejoins at 6
//       C "Wait and watch": 5 "Sam walks out", then the scenario ends
//   6 discussion "Debrief"
//   7 poll "Closing questions"
const branchOptions = ['Step in', 'Call a manager', 'Wait and watch'];
const situation = 'Sam is shouting at a colleague. What does Alex do?';

/** The branching scenario's read form, for the preview's curriculum. */
export const branchingScenario: ScenarioDetail = {
  ...scenarioDetail,
  id: 2,
  title: 'The Front Desk: You Decide',
  description:
    'The room votes what Alex does when a customer shouts at a colleague, then sees where it leads.',
  slides: [
    {
      id: 21,
      order: 1,
      title: 'At the front desk',
      slideType: 'video',
      videoUrl: null,
      duration: 80,
      questions: [],
    },
    {
      id: 22,
      order: 2,
      title: situation,
      slideType: 'decision',
      script: 'Let the room argue for a minute before you reveal the vote.',
      questions: [],
      options: [
        { label: branchOptions[0]!, rejoinAt: 6 },
        { label: branchOptions[1]!, rejoinAt: 6 },
        { label: branchOptions[2]!, rejoinAt: null },
      ],
      showRoadNotTaken: true,
    },
    {
      id: 23,
      order: 3,
      title: 'Alex steps in',
      slideType: 'video',
      pathOption: 0,
      duration: 60,
      questions: [],
    },
    {
      id: 24,
      order: 4,
      title: 'What did Alex say?',
      slideType: 'discussion',
      pathOption: 0,
      questions: ['What calmed Sam down?'],
    },
    {
      id: 25,
      order: 5,
      title: 'The manager arrives',
      slideType: 'video',
      pathOption: 1,
      duration: 45,
      questions: [],
    },
    {
      id: 26,
      order: 6,
      title: 'Sam walks out',
      slideType: 'video',
      pathOption: 2,
      duration: 30,
      questions: [],
    },
    {
      id: 27,
      order: 7,
      title: 'Debrief',
      slideType: 'discussion',
      questions: ['What would you do differently?'],
    },
    {
      id: 28,
      order: 8,
      title: 'Closing Questions',
      slideType: 'poll',
      ...pollReveal,
      type: 'closing question',
      questions: [],
    },
  ],
  resources: [],
};

const liveBase = {
  suggestedSeconds: null,
  type: null,
  videoUrl: null,
  captionsUrl: null,
  pollTitle: null,
  questions: [],
};

const branchingSlides: LiveSlide[] = [
  { ...liveBase, index: 0, slideType: 'video', title: 'At the front desk', script: 'Set the scene.' },
  {
    ...liveBase,
    index: 1,
    slideType: 'decision',
    title: situation,
    script: 'Let the room argue for a minute before you reveal the vote.',
    questions: [{ question: situation, kind: 'choice', options: branchOptions }],
    options: [
      { label: branchOptions[0]!, firstSlide: 2, rejoinAt: 6 },
      { label: branchOptions[1]!, firstSlide: 4, rejoinAt: 6 },
      { label: branchOptions[2]!, firstSlide: 5, rejoinAt: null },
    ],
    showRoadNotTaken: true,
  },
  {
    ...liveBase,
    index: 2,
    slideType: 'video',
    title: 'Alex steps in',
    script: 'Play the clip.',
    path: { decision: 1, option: 0 },
  },
  {
    ...liveBase,
    index: 3,
    slideType: 'discussion',
    title: 'What did Alex say?',
    script: 'Two minutes.',
    questions: [{ question: 'What calmed Sam down?', kind: 'text', options: [] }],
    path: { decision: 1, option: 0 },
  },
  {
    ...liveBase,
    index: 4,
    slideType: 'video',
    title: 'The manager arrives',
    script: 'Play the clip.',
    path: { decision: 1, option: 1 },
  },
  {
    ...liveBase,
    index: 5,
    slideType: 'video',
    title: 'Sam walks out',
    script: 'Play the clip.',
    path: { decision: 1, option: 2 },
  },
  {
    ...liveBase,
    index: 6,
    slideType: 'discussion',
    title: 'Debrief',
    script: 'Ask what the room would do differently.',
    questions: [{ question: 'What would you do differently?', kind: 'text', options: [] }],
  },
  {
    ...liveBase,
    index: 7,
    slideType: 'poll',
    title: 'Closing Questions',
    type: 'closing question',
    script: 'Thank everyone.',
    questions: [{ question: 'How confident are you after this session?', kind: 'scale', options: scale }],
    revealMode: 'host',
    revealThreshold: 5,
    showAnswerCount: true,
  },
];

/** The branching session on a slide (the host's view, or a participant's), with these decisions and overrides. */
export const branchingState = (
  currentSlide: number,
  overrides: Partial<LiveState> = {},
  forHost = false,
): LiveState => {
  const slide = branchingSlides[currentSlide] ?? null;
  return {
    ...stateAt(-1, {}, forHost),
    scenarioTitle: branchingScenario.title,
    currentSlide,
    slideCount: branchingSlides.length,
    slides: forHost ? branchingSlides : [],
    slide: slide && (forHost ? slide : { ...slide, script: null }),
    ...overrides,
  };
};

/** A decision the host took on the branching scenario's decision slide (by default: followed the room to A). */
export const branchDecision = (option = 0, more: Partial<LiveDecision> = {}): LiveDecision => ({
  slideIndex: 1,
  votes: [7, 4, 1],
  option,
  followed: option === 0,
  tie: false,
  ...more,
});

/** The hosts' tally on the decision slide: the votes per option (as a poll's results). */
export const decisionTally = (votes: number[] = [7, 4, 1]): LiveTally => {
  const answerCount = votes.reduce((sum, count) => sum + count, 0);
  return {
    ...tally(answerCount, { '1:0': answerCount }),
    polls: [
      {
        slideIndex: 1,
        title: situation,
        type: null,
        questions: [
          {
            slideIndex: 1,
            questionIndex: 0,
            question: situation,
            kind: 'choice',
            answerCount,
            options: branchOptions.map((label, i) => ({
              label,
              key: String.fromCharCode(65 + i),
              count: votes[i] ?? 0,
              percent: answerCount ? Math.round(((votes[i] ?? 0) / answerCount) * 1000) / 10 : 0,
            })),
            mean: null,
            nps: null,
            texts: [],
          },
        ],
      },
    ],
  };
};

// The report of the branching scenario, run longer: after the debrief a second decision (7), whose two paths rejoin
// at the closing questions.
//   7 decision "Sam comes back the next day. What does Alex offer?"
//       A "A refund": 8 "Sam takes the refund", then rejoins at 10
//       B "An apology and a voucher": 9 "Sam accepts the voucher", then rejoins at 10
//   10 poll "Closing Questions"
const nextDay = 'Sam comes back the next day. What does Alex offer?';
const nextDayOptions = ['A refund', 'An apology and a voucher'];
const branchingReportTitles = [
  ...branchingSlides.slice(0, 7).map((slide) => slide.title),
  nextDay,
  'Sam takes the refund',
  'Sam accepts the voucher',
  'Closing Questions',
];

/** A decision as the report has it: followed when the option taken is the room's single most voted one. */
function decisionResult(slideIndex: number, option: number, votes: number[]): LiveDecisionResult {
  const [title, options] = slideIndex === 1 ? [situation, branchOptions] : [nextDay, nextDayOptions];
  const most = Math.max(...votes);
  const tie = votes.filter((count) => count === most).length > 1;
  return { slideIndex, title, options, votes, option, followed: !tie && votes[option] === most, tie };
}

/**
 * The sessions (teams) of the branching scenario, newest first: a team whose host overrode the room into the path
 * that ends the scenario; a practice run; this session (followed the room, then overrode it); a team whose room tied.
 */
export const teamSessions: SessionDecisions[] = [
  {
    sessionId: '3e9a1c55-7b2d-4f60-8c1e-5a4b3c2d1e0f',
    pin: 'TM3Z',
    isPractice: false,
    createdAt: '2026-11-21T14:00:00.000Z',
    completedAt: '2026-11-21T14:40:00.000Z',
    participantCount: 11,
    path: [0, 1, 5],
    decisions: [decisionResult(1, 2, [3, 6, 2])],
  },
  {
    sessionId: '9f8e7d6c-5b4a-4392-8180-7f6e5d4c3b2a',
    pin: 'PR4C',
    isPractice: true,
    createdAt: '2026-11-21T08:00:00.000Z',
    completedAt: '2026-11-21T08:20:00.000Z',
    participantCount: 1,
    path: [0, 1, 2, 3, 6, 7, 8, 10],
    decisions: [decisionResult(1, 0, [1, 0, 0]), decisionResult(7, 0, [1, 0])],
  },
  {
    sessionId: 'b7f3d2e1-4c5a-4b69-9d8e-1a2b3c4d5e6f',
    pin: 'BR4N',
    isPractice: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    completedAt: '2026-11-20T10:02:00.000Z',
    participantCount: 12,
    path: [0, 1, 2, 3, 6, 7, 9, 10],
    decisions: [decisionResult(1, 0, [7, 4, 1]), decisionResult(7, 1, [8, 3])],
  },
  {
    sessionId: '2a1b0c9d-8e7f-4a65-b4c3-d2e1f0a9b8c7',
    pin: 'TM2Q',
    isPractice: false,
    createdAt: '2026-11-18T13:30:00.000Z',
    completedAt: '2026-11-18T14:25:00.000Z',
    participantCount: 12,
    path: [0, 1, 4, 6, 7, 8, 10],
    decisions: [decisionResult(1, 1, [5, 5, 2]), decisionResult(7, 0, [6, 4])],
  },
];

/** The comparison a signed-in host gets for the branching scenario (GET /scenarios/{id}/decisions). */
export const teamComparison: ScenarioDecisions = { scenarioId: 2, sessions: teamSessions };

/** A decision's votes as the report's polls have them (a choice question with the options' labels). */
const decisionPoll = ({ slideIndex, title, options, votes }: LiveDecisionResult): LivePollResult => {
  const answerCount = votes.reduce((sum, count) => sum + count, 0);
  return {
    slideIndex,
    title,
    type: null,
    questions: [
      {
        slideIndex,
        questionIndex: 0,
        question: title,
        kind: 'choice',
        answerCount,
        options: options.map((label, i) => ({
          label,
          key: String.fromCharCode(65 + i),
          count: votes[i] ?? 0,
          percent: answerCount ? Math.round(((votes[i] ?? 0) / answerCount) * 1000) / 10 : 0,
        })),
        mean: null,
        nps: null,
        texts: [],
      },
    ],
  };
};

/** The report of one of the branching scenario's sessions (default: BR4N, followed the room, then overrode it). */
export const branchingResults = (session: SessionDecisions = teamSessions[2]!): SessionResults => ({
  sessionId: session.sessionId,
  pin: session.pin,
  scenarioId: 2,
  scenarioTitle: branchingScenario.title,
  isPractice: session.isPractice,
  createdAt: session.createdAt,
  completedAt: session.completedAt,
  participantCount: session.participantCount,
  answerCount: session.decisions.reduce(
    (sum, decision) => sum + decision.votes.reduce((a, b) => a + b, 0),
    0,
  ),
  // Like the server's, every decision's votes: also those of a decision the session never reached (none).
  polls: [
    decisionPoll(session.decisions[0] ?? decisionResult(1, 0, [0, 0, 0])),
    decisionPoll(session.decisions[1] ?? decisionResult(7, 0, [0, 0])),
  ],
  confidence: { before: null, after: null, delta: null, pairs: 0 },
  pulse: [
    { slideIndex: -1, title: '', counts: noPulse },
    ...branchingReportTitles.map((title, slideIndex) => ({ slideIndex, title, counts: noPulse })),
  ],
  boards: [],
  path: session.path,
  decisions: session.decisions,
  commitments: [],
  audienceQuestions: [],
  rawDataPurged: false,
});
