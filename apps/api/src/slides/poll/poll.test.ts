// The poll slide kind: its messages, what it stores, its live questions, the answers it takes, its tallies (choice
// counts, scale means, NPS, free text) and when its results may show.
import { LIVE_TEXT_MAX, type LiveQuestion, type LiveSlideOf } from '@readyteams/api-client/live-events';
import { describe, expect, it } from 'vitest';
import { pollResult, withheld, type AnswerCount } from '../../live/analytics.js';
import { toLiveSlides } from '../index.js';
import { type SlideWriteOf } from '../kind.js';
import { poll } from './index.js';
import { alone, slideMessages, storedSlide } from '../test-support.js';

const sent: SlideWriteOf<'poll'> = {
  slideType: 'poll',
  title: 'What would you do?',
  script: 'Pick what you would do first.',
  type: 'scenario',
  questions: [
    {
      question: '  First move? ',
      type: 'single-choice',
      layoutType: 'default',
      answers: { options: [{ 'option 3': ' Listen ' }, { 'option 7': 'Escalate' }] },
    },
    { question: 'Why?', type: 'free-text' },
  ],
};
const THRESHOLD = 'Minimum answers must be a whole number from 1 to 1000';

describe('poll slides: authoring', () => {
  it('accept a title, a subtext and questions', () => {
    expect(slideMessages(poll, sent)).toEqual({});
  });

  it.each([
    ['no title', { title: undefined }, { title: 'Title is required for poll slides' }],
    ['a blank title', { title: ' ' }, { title: 'Title is required for poll slides' }],
    ['a blank subtext', { script: ' ' }, { script: 'Subtext is required for poll slides' }],
    ['an unknown reveal mode', { revealMode: 'sometimes' }, { revealMode: 'Choose when the results show' }],
    ['a threshold of 0', { revealThreshold: 0 }, { revealThreshold: THRESHOLD }],
    ['a threshold over 1000', { revealThreshold: 1001 }, { revealThreshold: THRESHOLD }],
    ['a fractional threshold', { revealThreshold: 2.5 }, { revealThreshold: THRESHOLD }],
    ['a threshold in words', { revealThreshold: 'five' }, { revealThreshold: THRESHOLD }],
    [
      'an answer count option in words',
      { showAnswerCount: 'yes' },
      { showAnswerCount: 'Show the answer count must be on or off' },
    ],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(poll, { ...sent, ...change })).toEqual(messages);
  });

  it("store its type and reveal settings (defaults: host, 5, shown); other types' fields are dropped", () => {
    const props = poll.props({
      ...sent,
      videoUrl: 'https://cdn.example.com/a.mp4',
      prompt: 'x',
      entryLimit: 3,
    });
    expect(props).toEqual({
      type: 'scenario',
      revealMode: 'host',
      revealThreshold: 5,
      showAnswerCount: true,
    });
    expect(
      poll.props({ ...sent, revealMode: 'threshold', revealThreshold: 12, showAnswerCount: false }),
    ).toMatchObject({ revealMode: 'threshold', revealThreshold: 12, showAnswerCount: false });
  });

  it('store its questions trimmed, with their answers renumbered in order', () => {
    expect(poll.questions(sent)).toEqual([
      {
        question: 'First move?',
        type: 'single-choice',
        layoutType: 'default',
        answers: [
          { option: 'option 1', answer: 'Listen' },
          { option: 'option 2', answer: 'Escalate' },
        ],
      },
      { question: 'Why?', type: 'free-text', layoutType: null, answers: null },
    ]);
  });
});

const choices = (...labels: string[]) => labels.map((answer, i) => ({ option: `option ${i + 1}`, answer }));
const five = choices('Not at all', 'A little', 'Somewhat', 'Quite', 'Very');

describe('poll slides: live', () => {
  it('ask choice, scale (closing questions of five answers), NPS and free-text questions', () => {
    const questions = [
      { question: 'First move?', type: 'single-choice', answers: choices('Listen', 'Escalate') },
      { question: 'How confident?', type: 'single-choice', answers: five },
      { question: 'Recommend us?', layoutType: 'NPS' },
      { question: 'Why?', type: 'free-text' },
    ];
    const kinds = (type: string) =>
      poll.toLive(storedSlide('poll', { type, questions }), alone).questions.map((q) => [q.kind, q.options]);
    expect(kinds('closing question')).toEqual([
      ['choice', ['Listen', 'Escalate']],
      ['scale', five.map((a) => a.answer)],
      ['nps', []],
      ['text', []],
    ]);
    // Five answers outside the closing questions are a choice.
    expect(kinds('scenario')[1]![0]).toBe('choice');
  });

  it('show when its results may show: threshold, else host; 5 and the count shown when unset', () => {
    const live = (fields: Parameters<typeof storedSlide>[1]) =>
      poll.toLive(storedSlide('poll', fields), alone);
    expect(live({})).toMatchObject({ revealMode: 'host', revealThreshold: 5, showAnswerCount: true });
    expect(live({ revealMode: 'threshold', revealThreshold: 12, showAnswerCount: false })).toMatchObject({
      revealMode: 'threshold',
      revealThreshold: 12,
      showAnswerCount: false,
    });
    expect(live({ revealMode: 'sometimes' }).revealMode).toBe('host');
  });

  const question = (kind: LiveQuestion['kind'], options: string[] = []): LiveQuestion => ({
    question: 'q',
    kind,
    options,
  });
  it.each([
    ['choice', question('choice', ['A', 'B']), [0, 1], [2, -1, 1.5, '1', null]],
    ['scale', question('scale'), [1, 5], [0, 6, 2.5, '3']],
    ['nps', question('nps'), [0, 10], [-1, 11, 9.5, '10']],
    ['text', question('text'), ['x'.repeat(LIVE_TEXT_MAX)], ['', '   ', 'x'.repeat(LIVE_TEXT_MAX + 1), 42]],
  ])('take %s answers in range and refuse the others', (_kind, q, valid, invalid) => {
    for (const value of valid) expect(poll.validAnswer!(q, value)).toBe(value);
    for (const value of invalid) expect(poll.validAnswer!(q, value), String(value)).toBeNull();
  });

  it('store a free-text answer trimmed', () => {
    expect(poll.validAnswer!(question('text'), '  I would listen.  ')).toBe('I would listen.');
  });
});

describe('poll slides: results', () => {
  const [live] = toLiveSlides([
    {
      slideType: 'poll',
      title: 'Closing questions',
      type: 'closing question',
      questions: [
        { question: 'First move?', answers: choices('Listen', 'Escalate', 'Wait') },
        { question: 'How confident?', answers: five },
        { question: 'Recommend us?', layoutType: 'nps' },
        { question: 'Why?', type: 'free-text' },
      ],
    },
  ]) as [LiveSlideOf<'poll'>];
  const answers = (questionIndex: number, counts: [value: number | string, count: number][]): AnswerCount[] =>
    counts.map(([value, count]) => ({ slideIndex: 0, questionIndex, value, count }));
  const rows = [
    ...answers(0, [
      [0, 3],
      [2, 1],
    ]),
    ...answers(1, [
      [2, 1],
      [5, 3],
    ]),
    ...answers(2, [
      [10, 5],
      [9, 1],
      // 7 and 8 are passives: neither promoters nor detractors.
      [8, 1],
      [7, 1],
      [6, 1],
      [0, 1],
    ]),
    ...answers(3, [
      ['Listen first', 2],
      ['Ask why', 1],
    ]),
    // Another slide's answers are not this poll's.
    { slideIndex: 1, questionIndex: 0, value: 1, count: 9 },
  ];
  const result = pollResult(live, rows);

  it('count each choice, lettered, with its share', () => {
    expect(result).toMatchObject({ slideIndex: 0, title: 'Closing questions', type: 'closing question' });
    expect(result.questions[0]).toMatchObject({ kind: 'choice', answerCount: 4, mean: null, nps: null });
    expect(result.questions[0]!.options).toEqual([
      { label: 'Listen', key: 'A', count: 3, percent: 75 },
      { label: 'Escalate', key: 'B', count: 0, percent: 0 },
      { label: 'Wait', key: 'C', count: 1, percent: 25 },
    ]);
  });

  it('give a scale the mean of its values, 1 to 5', () => {
    expect(result.questions[1]).toMatchObject({ kind: 'scale', answerCount: 4, mean: 4.25 });
    expect(result.questions[1]!.options.map((o) => [o.key, o.label, o.count])).toEqual([
      ['1', 'Not at all', 0],
      ['2', 'A little', 1],
      ['3', 'Somewhat', 0],
      ['4', 'Quite', 0],
      ['5', 'Very', 3],
    ]);
  });

  it('give NPS as the % of 9-10 minus the % of 0-6 (60 - 20)', () => {
    expect(result.questions[2]).toMatchObject({ kind: 'nps', answerCount: 10, nps: 40, mean: 8 });
    expect(result.questions[2]!.options.map((o) => o.key)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i)),
    );
    expect(result.questions[2]!.options[10]).toMatchObject({ count: 5, percent: 50 });
  });

  it('list every free-text answer', () => {
    expect(result.questions[3]).toMatchObject({ kind: 'text', answerCount: 3, options: [] });
    expect(result.questions[3]!.texts).toEqual(['Listen first', 'Listen first', 'Ask why']);
  });

  it('have no mean and no NPS without answers', () => {
    const empty = pollResult(live, []);
    expect(empty.questions.map((q) => [q.answerCount, q.mean, q.nps])).toEqual([
      [0, null, null],
      [0, null, null],
      [0, null, null],
      [0, null, null],
    ]);
  });

  it('withhold its results until revealThreshold participants answered (1 for sessions from before thresholds)', () => {
    const { revealThreshold: _, ...before } = live;
    expect(poll.revealThreshold!({ ...live, revealThreshold: 12 })).toBe(12);
    expect(poll.revealThreshold!(before as LiveSlideOf<'poll'>)).toBe(1);
    const three = { ...live, revealThreshold: 3 };
    expect(withheld(three, new Map([[0, 2]]))).toBe(true);
    expect(withheld(three, new Map([[0, 3]]))).toBe(false);
  });
});
