// The knowledge check slide kind without a database: its authoring messages (in English and other languages), what it
// stores and reads, its live question, the answers it takes, its results and CSV label, and its scoring. Through the
// API and live sessions: knowledge-check.api.test.ts.
import {
  CHECK_POINTS,
  checkPoints,
  isCorrect,
  misconception,
  resultSoFar,
} from '@readyteams/activities/knowledge-check';
import type { LiveQuestion, LiveSlideOf } from '@readyteams/api-client/live-events';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/index.js';
import { pollResult, type AnswerCount } from '../../live/analytics.js';
import { slideListErrors, toLiveSlides } from '../index.js';
import type { SlideWrite, SlideWriteOf } from '../kind.js';
import { alone, inEnglish, slideMessages, storedSlide } from '../test-support.js';
import { knowledgeCheck } from './index.js';
import { participantScores } from '../../live/teams/index.js';

const sent: SlideWriteOf<'knowledge-check'> = {
  slideType: 'knowledge-check',
  title: 'What is the capital of France?',
  choices: [
    { label: 'Paris', correct: true },
    { label: 'Lyon', correct: false },
    { label: 'Nice', correct: false },
  ],
  speedBonus: false,
};
const CHOICE = 'Each choice needs text, up to 120 characters';

describe('knowledge checks: authoring', () => {
  it('accept 2 to 6 choices, a time limit of 5 to 300 s, an explanation up to 500 characters', () => {
    for (const timeLimit of [5, 300, null])
      expect(slideMessages(knowledgeCheck, { ...sent, timeLimit, explanation: 'x'.repeat(500) })).toEqual({});
    expect(
      slideMessages(knowledgeCheck, {
        ...sent,
        choices: Array.from({ length: 6 }, (_, i) => ({ label: `C${i}`, correct: i < 2 })),
      }),
    ).toEqual({});
  });

  it.each([
    ['a blank title', { title: ' ' }, { title: 'Question is required for knowledge checks' }],
    [
      'one choice',
      { choices: [{ label: 'A', correct: true }] },
      { choices: 'A knowledge check needs 2 to 6 choices' },
    ],
    [
      'a choice without text',
      { choices: [{ label: 'A', correct: true }, { correct: false }] },
      { 'choices.1.label': CHOICE },
    ],
    [
      'a choice too long',
      { choices: [{ label: 'A', correct: true }, { label: 'x'.repeat(121) }] },
      { 'choices.1.label': CHOICE },
    ],
    ['a time limit of 4.5 s', { timeLimit: 4.5 }, { timeLimit: 'The time limit must be 5 to 300 seconds' }],
    [
      'an explanation too long',
      { explanation: 'x'.repeat(501) },
      { explanation: 'The explanation can be up to 500 characters' },
    ],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(knowledgeCheck, { ...sent, ...change })).toEqual(messages);
  });

  it('refuse, over the list, two choices alike, no correct choice, and a speed bonus without a time limit', () => {
    const list = [
      {
        ...sent,
        choices: [
          { label: 'Paris', correct: true },
          { label: ' PARIS', correct: false },
        ],
      },
      {
        ...sent,
        choices: [
          { label: 'A', correct: false },
          { label: 'B', correct: false },
        ],
      },
      { ...sent, speedBonus: true },
      { ...sent, speedBonus: true, timeLimit: 10 },
    ] as SlideWrite[];
    expect(inEnglish(slideListErrors(list))).toEqual({
      'slides.0.choices.1': 'Each choice must be different',
      'slides.1.choices': 'Mark at least one choice as correct',
      'slides.2.speedBonus': 'The speed bonus needs a time limit',
    });
  });

  it('word its messages in every language', () => {
    expect(translate('kind.knowledge-check.timeUp', 'de')).toBe(
      'Die Zeit ist um: Diese Frage nimmt keine Antworten mehr an.',
    );
    expect(translate('kind.knowledge-check.revealed', 'es')).toBe(
      'Las respuestas ya se han mostrado: esta pregunta está cerrada.',
    );
    expect(translate('kind.knowledge-check.hostReveals', 'ar')).toBe('المضيف وحده يمكنه كشف الإجابات.');
  });

  it('store its choices trimmed, the explanation (blank: none), the time limit and the speed bonus', () => {
    expect(
      knowledgeCheck.props({
        ...sent,
        choices: [{ label: ' Paris ', correct: true }, { label: 'Lyon' }],
        explanation: '  ',
        prompt: 'not mine',
      } as SlideWriteOf<'knowledge-check'>),
    ).toEqual({
      choices: [
        { label: 'Paris', correct: true },
        { label: 'Lyon', correct: false },
      ],
      explanation: null,
      timeLimit: null,
      speedBonus: false,
    });
  });
});

describe('knowledge checks: live', () => {
  it('ask one question, check with one correct choice and check-many with several, the correct options beside it', () => {
    expect(
      knowledgeCheck.toLive(
        storedSlide('knowledge-check', { title: sent.title, choices: sent.choices, timeLimit: 20 }),
        alone,
      ),
    ).toMatchObject({
      questions: [{ question: sent.title, kind: 'check', options: ['Paris', 'Lyon', 'Nice'] }],
      multiple: false,
      correct: [0],
      timeLimit: 20,
      closesAt: null,
      revealed: false,
    });
    const many = knowledgeCheck.toLive(
      storedSlide('knowledge-check', {
        title: 'T',
        choices: [{ label: 'A', correct: true }, { label: 'B' }, { label: 'C', correct: true }],
      }),
      alone,
    );
    expect(many).toMatchObject({ multiple: true, correct: [0, 2], questions: [{ kind: 'check-many' }] });
  });

  const one: LiveQuestion = { question: 'Q', kind: 'check', options: ['A', 'B', 'C'] };
  const many: LiveQuestion = { ...one, kind: 'check-many' };
  it.each([
    [one, '1', '1'],
    [one, '0,1', null],
    [one, '3', null],
    [one, 1, null],
    [many, '2,0', '0,2'],
    [many, '0,1,2', '0,1,2'],
    [many, '0,0', null],
    [many, '0, 2', null],
    [many, '', null],
    [{ ...one, kind: 'choice' } as LiveQuestion, '1', null],
  ])('take the answer %# (%j) as %j', (question, value, stored) => {
    expect(knowledgeCheck.validAnswer!(question, value)).toBe(stored);
  });
});

describe('knowledge checks: results and scores', () => {
  const [live] = toLiveSlides([
    {
      ...sent,
      choices: [
        { label: 'Specific', correct: true },
        { label: 'Yearly' },
        { label: 'Timely', correct: true },
      ],
    },
  ]) as [LiveSlideOf<'knowledge-check'>];
  const rows: AnswerCount[] = [
    { slideIndex: 0, questionIndex: 0, value: '0,2', count: 2 },
    { slideIndex: 0, questionIndex: 0, value: '0', count: 1 },
    { slideIndex: 0, questionIndex: 0, value: '1', count: 3 },
    { slideIndex: 1, questionIndex: 0, value: '0,2', count: 9 },
  ];

  it('read an answer in the CSV as its options and whether it is right', () => {
    const [question] = live.questions;
    expect(knowledgeCheck.answerLabel!(question!, '0,2', live)).toBe('A. Specific; C. Timely (correct)');
    expect(knowledgeCheck.answerLabel!(question!, '1', live)).toBe('B. Yearly (wrong)');
    expect(knowledgeCheck.answerLabel!(question!, 'x', live)).toBe('x');
  });

  it('give how many chose each option, the correct keys and the share exactly right; the misconception is the wrong option most chosen', () => {
    const [result] = pollResult(live, rows).questions;
    expect(result).toMatchObject({ kind: 'check-many', answerCount: 6, correctPercent: 33.3 });
    expect(result!.options.map((option) => option.correct)).toEqual([true, false, true]);
    expect(result!.options.map((o) => [o.key, o.count, o.percent])).toEqual([
      ['A', 3, 50],
      ['B', 3, 50],
      ['C', 2, 33.3],
    ]);
    expect(misconception(result!)?.label).toBe('Yearly');
    expect(pollResult(live, []).questions[0]).toMatchObject({ answerCount: 0, correctPercent: null });
    expect(
      misconception(
        pollResult(live, [{ slideIndex: 0, questionIndex: 0, value: '0,2', count: 1 }]).questions[0]!,
      ),
    ).toBeNull();
  });

  it('score exactly the correct set; the speed bonus from all points at once to half at the limit', () => {
    expect(isCorrect('0,2', [0, 2])).toBe(true);
    expect(isCorrect('0', [0, 2])).toBe(false);
    expect(isCorrect('0,1,2', [0, 2])).toBe(false);
    expect(checkPoints(false, null)).toBe(0);
    expect(checkPoints(true, null)).toBe(CHECK_POINTS);
    expect(checkPoints(true, { elapsedMs: 0, limitMs: 10_000 })).toBe(1000);
    expect(checkPoints(true, { elapsedMs: 5_000, limitMs: 10_000 })).toBe(750);
    expect(checkPoints(true, { elapsedMs: 12_000, limitMs: 10_000 })).toBe(500);
    expect(
      participantScores([
        { participantId: 'p', slideIndex: 0, correct: true, points: 900 },
        { participantId: 'p', slideIndex: 1, correct: false, points: 0 },
        { participantId: 'q', slideIndex: 0, correct: true, points: 1000 },
      ]),
    ).toEqual([
      { participantId: 'p', answered: 2, correct: 1, points: 900 },
      { participantId: 'q', answered: 1, correct: 1, points: 1000 },
    ]);
  });

  it("count a phone's own result so far over the revealed checks (one not answered counts as not correct)", () => {
    const revealed = [
      { slideIndex: 0, correct: [0] },
      { slideIndex: 2, correct: [1, 2] },
      { slideIndex: 4, correct: [3] },
    ];
    expect(resultSoFar(revealed, { '0:0': '0', '2:0': '1,2', '3:0': 'x' })).toEqual({ correct: 2, total: 3 });
    expect(resultSoFar([], {})).toEqual({ correct: 0, total: 0 });
  });
});
