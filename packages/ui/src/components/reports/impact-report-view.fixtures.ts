// Impact reports for the stories: one per state the report page shows.
import type { ImpactReport, ImpactScenarioRow, ImpactSessionRow } from './types';

const AGREEMENT = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];

const GENERATED_AT = '2026-03-31T09:30:00.000Z';

const commitmentTexts = [
  'Let the other person finish before I answer.',
  'Ask one open question before giving my view in every one-to-one.',
  'Give feedback the same day instead of saving it for the review.',
  'End each team meeting with who does what by when.',
  'Hand the weekly report to Sam and only review it.',
  'Name the problem early when a customer starts raising their voice.',
  'Check in with new starters on their second day, not their second week.',
  'Write down the decision and the reason after each meeting.',
  'Say "I don’t know yet, I will find out" instead of guessing.',
  'Thank someone specifically for one thing every day.',
  'Ask the quietest person in the room for their view first.',
  'Stop answering e-mails during the morning stand-up.',
  'Summarise what I heard before I respond in a disagreement.',
  'Book fifteen minutes after difficult calls to write up what happened.',
];

const sessionRow = (
  index: number,
  scenario: { scenarioId: number; scenarioTitle: string },
  figures: Omit<ImpactSessionRow, 'sessionId' | 'scenarioId' | 'scenarioTitle' | 'hostName' | 'completedAt'>,
  hostName: string,
  completedAt: string,
): ImpactSessionRow => ({
  sessionId: `5b0c7a1e-0000-4000-8000-00000000000${index}`,
  ...scenario,
  hostName,
  completedAt,
  ...figures,
});

const frontDesk = { scenarioId: 12, scenarioTitle: 'Handling conflict at the front desk' };
const feedback = { scenarioId: 7, scenarioTitle: 'Giving feedback that lands' };
const delegation = { scenarioId: 21, scenarioTitle: 'Delegating without disappearing' };

const sessions: ImpactSessionRow[] = [
  sessionRow(
    1,
    frontDesk,
    {
      participantCount: 14,
      nps: 43,
      confidenceDelta: 0.92,
      commitmentCount: 5,
      responseRate: null,
      applied: null,
    },
    'Dana Whitfield',
    '2026-03-24T15:10:00.000Z',
  ),
  sessionRow(
    2,
    feedback,
    {
      participantCount: 18,
      nps: 33,
      confidenceDelta: 0.61,
      commitmentCount: 0,
      responseRate: null,
      applied: null,
    },
    'Marco Ruiz',
    '2026-03-12T10:45:00.000Z',
  ),
  sessionRow(
    3,
    frontDesk,
    {
      participantCount: 12,
      nps: 50,
      confidenceDelta: 0.83,
      commitmentCount: 4,
      responseRate: 75,
      applied: 100,
    },
    'Dana Whitfield',
    '2026-02-26T14:00:00.000Z',
  ),
  sessionRow(
    4,
    delegation,
    {
      participantCount: 16,
      nps: 25,
      confidenceDelta: 0.44,
      commitmentCount: 5,
      responseRate: 60,
      applied: 67,
    },
    'Priya Natarajan',
    '2026-02-10T09:30:00.000Z',
  ),
  sessionRow(
    5,
    feedback,
    {
      participantCount: 11,
      nps: 27,
      confidenceDelta: 0.7,
      commitmentCount: 0,
      responseRate: null,
      applied: null,
    },
    'Marco Ruiz',
    '2026-01-28T13:20:00.000Z',
  ),
  sessionRow(
    6,
    delegation,
    {
      participantCount: 13,
      nps: 46,
      confidenceDelta: 0.55,
      commitmentCount: 0,
      responseRate: null,
      applied: null,
    },
    'Priya Natarajan',
    '2026-01-14T11:00:00.000Z',
  ),
];

const scenarios: ImpactScenarioRow[] = [
  {
    ...delegation,
    sessionCount: 2,
    participantCount: 29,
    nps: 36,
    confidenceDelta: 0.5,
    commitmentCount: 5,
    responseRate: 60,
    applied: 67,
  },
  {
    ...feedback,
    sessionCount: 2,
    participantCount: 29,
    nps: 31,
    confidenceDelta: 0.65,
    commitmentCount: 0,
    responseRate: null,
    applied: null,
  },
  {
    ...frontDesk,
    sessionCount: 2,
    participantCount: 26,
    nps: 46,
    confidenceDelta: 0.88,
    commitmentCount: 9,
    responseRate: 75,
    applied: 100,
  },
];

/** A company admin's report over a quarter: six sessions of three scenarios. */
export const manySessions: ImpactReport = {
  scope: {
    companyName: 'Acme Health',
    from: '2026-01-01',
    to: '2026-03-31',
    sessionId: null,
    scenarioId: null,
    scenarioTitle: null,
    sessionCount: 6,
    participantCount: 84,
    aggregatesOnly: false,
    generatedAt: GENERATED_AT,
  },
  level1: [
    {
      question: 'The session was a good use of my time.',
      labels: AGREEMENT,
      count: 76,
      mean: 4.17,
      distribution: [1, 3, 8, 34, 30],
    },
    {
      question: 'I can use what I learned in my job.',
      labels: AGREEMENT,
      count: 74,
      mean: 3.99,
      distribution: [2, 4, 12, 31, 25],
    },
  ],
  nps: {
    count: 73,
    score: 37,
    promoters: 38,
    passives: 24,
    detractors: 11,
    distribution: [0, 1, 0, 2, 1, 3, 4, 10, 14, 18, 20],
  },
  confidence: {
    label: 'retrospective self-rating',
    pairs: 70,
    before: 2.71,
    after: 3.41,
    meanDelta: 0.7,
    deltas: [0, 1, 2, 9, 18, 22, 12, 5, 1],
  },
  commitments: {
    count: 14,
    withReminder: 9,
    texts: commitmentTexts,
    themes: [
      { theme: 'listening', count: 4 },
      { theme: 'feedback', count: 3 },
      { theme: 'meetings', count: 3 },
      { theme: 'delegation', count: 2 },
      { theme: 'customers', count: 2 },
    ],
  },
  followUp: {
    sent: 8,
    pending: 1,
    answered: 6,
    responseRate: 75,
    applied: 83.3,
    answers: { 'not-yet': 1, partly: 2, yes: 3 },
    comments: [
      'I hand over the report now. It took two weeks to stop checking every line.',
      'Harder than it sounds with the morning rush, but I do it most days.',
      'Not yet: we had no team meetings this month.',
    ],
  },
  sessions,
  scenarios,
};

/** The report of one session, opened from that session's own report. */
export const oneSession: ImpactReport = {
  ...manySessions,
  scope: {
    ...manySessions.scope,
    from: null,
    to: null,
    sessionId: sessions[2]!.sessionId,
    scenarioId: null,
    scenarioTitle: frontDesk.scenarioTitle,
    sessionCount: 1,
    participantCount: 12,
  },
  level1: [
    {
      question: 'The session was a good use of my time.',
      labels: AGREEMENT,
      count: 12,
      mean: 4.25,
      // A tie: the summary says so rather than name one of them.
      distribution: [0, 0, 2, 5, 5],
    },
  ],
  nps: {
    count: 12,
    score: 50,
    promoters: 7,
    passives: 4,
    detractors: 1,
    distribution: [0, 0, 0, 0, 0, 0, 1, 2, 2, 3, 4],
  },
  confidence: {
    label: 'retrospective self-rating',
    pairs: 12,
    before: 2.5,
    after: 3.33,
    meanDelta: 0.83,
    deltas: [0, 0, 0, 1, 3, 5, 2, 1, 0],
  },
  commitments: {
    count: 4,
    withReminder: 4,
    texts: commitmentTexts.slice(0, 4),
    themes: [
      { theme: 'listening', count: 2 },
      { theme: 'feedback', count: 1 },
    ],
  },
  followUp: {
    sent: 4,
    pending: 0,
    answered: 3,
    responseRate: 75,
    applied: 100,
    answers: { 'not-yet': 0, partly: 1, yes: 2 },
    comments: ['Harder than it sounds with the morning rush, but I do it most days.'],
  },
  sessions: [sessions[2]!],
  scenarios: [{ ...scenarios[2]!, sessionCount: 1, participantCount: 12, commitmentCount: 4 }],
};

/** Sessions that ended days ago: the follow-up e-mails are not due yet. */
export const noFollowUpYet: ImpactReport = {
  ...manySessions,
  scope: { ...manySessions.scope, from: '2026-03-01', sessionCount: 2, participantCount: 32 },
  followUp: {
    sent: 0,
    pending: 9,
    answered: 0,
    responseRate: null,
    applied: null,
    answers: { 'not-yet': 0, partly: 0, yes: 0 },
    comments: [],
  },
  sessions: sessions.slice(0, 2).map((row) => ({ ...row, responseRate: null, applied: null })),
  scenarios: scenarios
    .slice(1)
    .map((row) => ({ ...row, sessionCount: 1, responseRate: null, applied: null })),
};

/** The operator's report over every company: totals only, no sessions, texts or comments. */
export const aggregatesOnly: ImpactReport = {
  ...manySessions,
  scope: {
    ...manySessions.scope,
    companyName: null,
    from: null,
    to: null,
    sessionCount: 41,
    participantCount: 596,
    aggregatesOnly: true,
  },
  commitments: { ...manySessions.commitments, count: 97, withReminder: 52, texts: [] },
  followUp: { ...manySessions.followUp, comments: [] },
  sessions: [],
};

/** Nothing in the range: no ended session that is not a practice run. */
export const empty: ImpactReport = {
  scope: {
    ...manySessions.scope,
    from: '2026-04-01',
    to: '2026-04-30',
    sessionCount: 0,
    participantCount: 0,
  },
  level1: [],
  nps: {
    count: 0,
    score: null,
    promoters: 0,
    passives: 0,
    detractors: 0,
    distribution: Array.from({ length: 11 }, () => 0),
  },
  confidence: {
    label: 'retrospective self-rating',
    pairs: 0,
    before: null,
    after: null,
    meanDelta: null,
    deltas: Array.from({ length: 9 }, () => 0),
  },
  commitments: { count: 0, withReminder: 0, texts: [], themes: [] },
  followUp: {
    sent: 0,
    pending: 0,
    answered: 0,
    responseRate: null,
    applied: null,
    answers: { 'not-yet': 0, partly: 0, yes: 0 },
    comments: [],
  },
  sessions: [],
  scenarios: [],
};

/** A playlist's two run steps of three: the report step by step. */
export const playlistSteps: ImpactReport = {
  ...manySessions,
  scope: { ...manySessions.scope, from: null, to: null, sessionCount: 2, playlistTitle: 'New managers' },
  playlistSteps: [
    {
      stepId: 11,
      position: 0,
      scenarioTitle: 'Handling conflict at the front desk',
      sessionCount: 1,
      participantCount: 12,
      nps: 40,
      confidenceDelta: 0.8,
      commitmentCount: 9,
      responseRate: 50,
      applied: 75,
    },
    {
      stepId: 12,
      position: 1,
      scenarioTitle: 'Giving feedback that lands',
      sessionCount: 1,
      participantCount: 10,
      nps: 55,
      confidenceDelta: 1.2,
      commitmentCount: 8,
      responseRate: 62.5,
      applied: 80,
    },
    {
      stepId: 13,
      position: 2,
      scenarioTitle: 'Running a retrospective',
      sessionCount: 0,
      participantCount: 0,
      nps: null,
      confidenceDelta: null,
      commitmentCount: 0,
      responseRate: null,
      applied: null,
    },
  ],
};
