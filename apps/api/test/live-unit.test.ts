// Pure parts of the live module: slides from the scenario read form, analytics, and the analytics.
import { describe, expect, it } from 'vitest';
import { answerLabel, pollResults, questionResult } from '../src/live/analytics.js';
import { confidence } from '../src/slides/poll/confidence.js';
import { toLiveSlides } from '../src/slides/index.js';
import { referencedPoll } from '../src/slides/poll-results/index.js';
import { answerLabels, validAnswer } from '../src/slides/questions.js';
import { videoPosition } from '../src/live/host-handlers.js';
import { allowedOrigins, originAllowed } from '../src/live/access.js';
import { PIN_PATTERN } from '../src/live/store-sql.js';
import { loadContract } from '../src/contract.js';
import { newPin } from '../src/services/sessions.js';
import { templateSlides } from './live/helpers.js';

describe('slides', () => {
  it('read every answer shape of the contract', () => {
    expect(
      answerLabels({
        options: [
          { option: 'option 1', answer: 'Yes' },
          { option: 'option 2', answer: 'No' },
        ],
      }),
    ).toEqual(['Yes', 'No']);
    expect(answerLabels({ options: [{ 'option 1': 'Yes' }, { 'option 2': 'No' }] })).toEqual(['Yes', 'No']);
    expect(answerLabels([{ label: 'Yes', value: '1' }])).toEqual(['Yes']);
    expect(answerLabels([{ 'option 2': 'B', 'option 10': 'J', 'option 1': 'A' }])).toEqual(['A', 'B', 'J']);
    expect(answerLabels(null)).toEqual([]);
  });

  it('turn the default template into live slides with kinds', () => {
    const slides = toLiveSlides(templateSlides);
    expect(slides.map((s) => s.slideType)).toEqual([
      'video',
      'video',
      'poll',
      'video',
      'discussion',
      'poll-results',
      'poll',
    ]);
    expect(slides[2]!.questions[0]).toEqual({
      question: 'A customer shouts at a colleague. What do you do first?',
      kind: 'choice',
      options: ['Step in', 'Call a manager', 'Wait', 'Leave'],
    });
    expect(slides[4]!.questions.map((q) => q.question)).toEqual([
      'What went well?',
      'What would you change?',
      'What is the first step?',
    ]);
    expect(slides[6]!.questions.map((q) => q.kind)).toEqual([
      'scale',
      'scale',
      'scale',
      'scale',
      'nps',
      'text',
    ]);
    expect(referencedPoll(slides, slides[5]!)?.index).toBe(2);
  });

  it('order slides by their order field', () => {
    const slides = toLiveSlides([
      { slideType: 'poll', title: 'B', order: 2 },
      { slideType: 'video', title: 'A', order: 1 },
    ]);
    expect(slides.map((s) => [s.index, s.title])).toEqual([
      [0, 'A'],
      [1, 'B'],
    ]);
  });

  it('validate answers per kind', () => {
    const choice = { question: 'q', kind: 'choice' as const, options: ['a', 'b'] };
    expect(validAnswer(choice, 1)).toBe(1);
    expect(validAnswer(choice, 2)).toBeNull();
    expect(validAnswer(choice, '1')).toBeNull();
    expect(validAnswer({ question: 'q', kind: 'scale', options: [] }, 5)).toBe(5);
    expect(validAnswer({ question: 'q', kind: 'scale', options: [] }, 0)).toBeNull();
    expect(validAnswer({ question: 'q', kind: 'nps', options: [] }, 0)).toBe(0);
    expect(validAnswer({ question: 'q', kind: 'nps', options: [] }, 11)).toBeNull();
    expect(validAnswer({ question: 'q', kind: 'text', options: [] }, '  hi ')).toBe('hi');
    expect(validAnswer({ question: 'q', kind: 'text', options: [] }, '   ')).toBeNull();
  });
});

describe('analytics', () => {
  it('NPS is % of 9-10 minus % of 0-6', () => {
    const rows = [
      { value: 10, count: 5 },
      { value: 9, count: 1 },
      { value: 7, count: 2 },
      { value: 6, count: 1 },
      { value: 0, count: 1 },
    ].map((r) => ({ slideIndex: 0, questionIndex: 0, ...r }));
    const result = questionResult(0, 0, { question: 'q', kind: 'nps', options: [] }, rows);
    expect(result.nps).toBe(40);
    expect(result.answerCount).toBe(10);
    expect(result.options.find((o) => o.key === '10')).toMatchObject({ count: 5, percent: 50 });
    expect(result.mean).toBe(7.9);
  });

  it('no answers: zero counts and null means', () => {
    const slides = toLiveSlides(templateSlides);
    const polls = pollResults(slides, []);
    expect(polls).toHaveLength(2);
    expect(polls[1]!.questions[1]).toMatchObject({ answerCount: 0, mean: null });
    expect(polls[1]!.questions[4]).toMatchObject({ nps: null });
    expect(confidence(slides, polls, 0)).toEqual({ before: null, after: null, delta: null, pairs: 0 });
  });

  it('labels answers for the CSV', () => {
    expect(answerLabel({ question: 'q', kind: 'choice', options: ['Yes', 'No'] }, 1)).toBe('B. No');
    expect(answerLabel({ question: 'q', kind: 'scale', options: ['1', '2', '3', '4', 'Top'] }, 5)).toBe(
      '5 (Top)',
    );
    expect(answerLabel({ question: 'q', kind: 'text', options: [] }, 'Hi')).toBe('Hi');
  });
});

describe('channel helpers', () => {
  it('video position advances only while playing', () => {
    expect(videoPosition({ status: 'playing', position: 10, changedAt: 1000 }, 3500)).toBe(12.5);
    expect(videoPosition({ status: 'paused', position: 10, changedAt: 1000 }, 3500)).toBe(10);
  });

  it('origins: configured, public URL and same origin only', () => {
    const allowed = allowedOrigins(['http://localhost:5173', 'not a url'], 'https://teams.example.com/app');
    expect([...allowed]).toEqual(['http://localhost:5173', 'https://teams.example.com']);
    expect(originAllowed('https://teams.example.com', 'api.internal:3030', allowed)).toBe(true);
    expect(originAllowed('https://evil.example.com', 'teams.example.com', allowed)).toBe(false);
    expect(originAllowed('http://127.0.0.1:3030', '127.0.0.1:3030', allowed)).toBe(true);
    expect(originAllowed(undefined, 'x', allowed)).toBe(true);
    expect(originAllowed('null', 'x', allowed)).toBe(false);
  });

  it("session codes: the contract's Pin pattern, which every new code matches", () => {
    const { components } = loadContract().document as {
      components: { parameters: { Pin: { schema: { pattern: string } } } };
    };
    expect(PIN_PATTERN.source).toBe(components.parameters.Pin.schema.pattern);
    expect(PIN_PATTERN.test(newPin())).toBe(true);
    expect(PIN_PATTERN.test('ABCDE')).toBe(false);
  });
});
