// The 100 points slide kind: its messages (in English and other languages), what it stores and reads, its one live
// question, the allocations it takes and the one message it refuses the others with, its results (average points,
// how many gave each option any), when they may show, and its CSV label. Written, answered and reported through the
// API and a live session, and seeded: points.api.test.ts.
import { pointsAnswer } from '@readyteams/activities/live';
import type { LiveQuestion, LiveSlideOf } from '@readyteams/api-client/live-events';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors.js';
import { isServerMessageId, translate } from '../../i18n/index.js';
import { answerLabel, pollResult, withheld, type AnswerCount } from '../../live/analytics.js';
import { slideListErrors, toLiveSlides } from '../index.js';
import { type SlideWrite, type SlideWriteOf } from '../kind.js';
import { alone, inEnglish, slideMessages, storedSlide } from '../test-support.js';
import { points } from './index.js';

const pointOptions = ['Customer calls', 'Training', 'Better tools', 'Time to plan'];
const sent: SlideWriteOf<'points'> = {
  slideType: 'points',
  title: 'Where should the team put its effort?',
  script: 'Ask who put most of their points on one option.',
  pointOptions,
  showAnswerCount: true,
};
const TITLE = 'Question is required for 100 points slides';
const COUNT = '100 points slides need 2 to 8 options';
const CHOICE = 'Each option needs text, up to 100 characters';
const DIFFERENT = 'Each option must be different';
const ALLOCATION = 'Give each option a whole number of points from 0 to 100, adding up to exactly 100.';

describe('100 points slides: authoring', () => {
  it('accept a title and 2 to 8 options', () => {
    for (const count of [2, 8])
      expect(
        slideMessages(points, {
          ...sent,
          pointOptions: pointOptions.concat(['Hiring', 'Docs', 'Rest', 'Travel']).slice(0, count),
        }),
      ).toEqual({});
  });

  it.each([
    ['no title', { title: undefined }, { title: TITLE }],
    ['a blank title', { title: '  ' }, { title: TITLE }],
    ['no options', { pointOptions: undefined }, { pointOptions: COUNT }],
    ['1 option', { pointOptions: ['A'] }, { pointOptions: COUNT }],
    [
      '9 options',
      { pointOptions: Array.from({ length: 9 }, (_, i) => `Option ${i}`) },
      { pointOptions: COUNT },
    ],
    ['options that are not a list', { pointOptions: 'A, B' }, { pointOptions: COUNT }],
    ['a blank option', { pointOptions: ['A', '   ', 'C'] }, { 'pointOptions.1': CHOICE }],
    ['an empty option', { pointOptions: ['A', ''] }, { 'pointOptions.1': CHOICE }],
    ['an option over 100 characters', { pointOptions: ['A', 'x'.repeat(101)] }, { 'pointOptions.1': CHOICE }],
    ['an option that is not text', { pointOptions: ['A', 3, 'C'] }, { 'pointOptions.1': CHOICE }],
    [
      'a threshold of 0',
      { revealThreshold: 0 },
      { revealThreshold: 'Minimum answers must be a whole number from 1 to 1000' },
    ],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(points, { ...sent, ...change })).toEqual(messages);
  });

  it('refuse two options alike once trimmed and case-folded, on the later one (over the whole list)', () => {
    const list = (...lists: string[][]) =>
      lists.map((list) => ({ ...sent, pointOptions: list })) as SlideWrite[];
    expect(inEnglish(slideListErrors(list(pointOptions, ['Tools', 'Docs', ' tools ', 'DOCS'])))).toEqual({
      'slides.1.pointOptions.2': DIFFERENT,
      'slides.1.pointOptions.3': DIFFERENT,
    });
    expect(slideListErrors(list(pointOptions))).toEqual({});
    // Another type's `pointOptions` is not a points slide's.
    expect(
      slideListErrors([{ slideType: 'poll', pointOptions: ['a', 'a'] } as unknown as SlideWrite]),
    ).toEqual({});
  });

  it('word their messages in the language asked for, and join the server catalogue', () => {
    expect(translate('kind.points.pointOptions', 'es')).toBe(
      'Las diapositivas de 100 puntos necesitan de 2 a 8 opciones',
    );
    expect(translate('kind.points.different', 'de')).toBe(
      'Jede Option muss sich von den anderen unterscheiden',
    );
    expect(translate('kind.points.allocation', 'fr')).toBe(
      'Donnez à chaque option un nombre entier de points de 0 à 100, pour un total d’exactement 100.',
    );
    expect(isServerMessageId('kind.points.allocation')).toBe(true);
    expect(isServerMessageId('kind.points.none')).toBe(false);
  });

  it("store their options trimmed and the poll's threshold and count defaults (5, shown); other types' fields are dropped", () => {
    const props = points.props({
      ...sent,
      pointOptions: [' Customer calls ', 'Training'],
      showAnswerCount: undefined,
      items: ['x'],
      revealMode: 'threshold',
    } as SlideWriteOf<'points'>);
    expect(props).toEqual({
      pointOptions: ['Customer calls', 'Training'],
      revealThreshold: 5,
      showAnswerCount: true,
    });
    expect(points.props({ ...sent, revealThreshold: 12, showAnswerCount: false })).toEqual({
      pointOptions,
      revealThreshold: 12,
      showAnswerCount: false,
    });
    expect(points.questions(sent)).toEqual([]);
    expect(points.read!({ pointOptions: ['A', 3, 'B'] })).toEqual({
      pointOptions: ['A', 'B'],
      revealThreshold: 5,
      showAnswerCount: true,
    });
  });
});

describe('100 points slides: live', () => {
  it('ask one points question: the title, the options; and when its results may show', () => {
    expect(
      points.toLive(storedSlide('points', { title: sent.title, pointOptions, revealThreshold: 3 }), alone),
    ).toEqual({
      type: null,
      videoUrl: null,
      captionsUrl: null,
      questions: [{ question: sent.title, kind: 'points', options: pointOptions }],
      pollTitle: null,
      revealThreshold: 3,
      showAnswerCount: true,
    });
    expect(points.toLive(storedSlide('points', { pointOptions }), alone)).toMatchObject({
      revealThreshold: 5,
      showAnswerCount: true,
    });
  });

  const question: LiveQuestion = { question: sent.title, kind: 'points', options: ['A', 'B', 'C'] };
  it.each([
    ['50,30,20', '50,30,20'],
    ['100,0,0', '100,0,0'],
    ['0,0,100', '0,0,100'],
    ['050,30,20', '50,30,20'],
  ])('store the allocation %j as %j', (value, stored) => {
    expect(points.validAnswer!(question, value)).toBe(stored);
  });

  it.each([
    // Not 100 in all, the wrong count, over 100 for one, negative, a fraction, not the phones' form, not text.
    ['50,30,19'],
    ['50,30,21'],
    ['0,0,0'],
    ['50,50'],
    ['50,30,20,0'],
    ['200,-50,-50'],
    ['150,0,-50'],
    ['50.5,29.5,20'],
    ['50, 30, 20'],
    [''],
    [[50, 30, 20]],
    [100],
    [null],
  ])('refuse %j with its message', (value) => {
    let refusal: unknown;
    try {
      points.validAnswer!(question, value);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).code).toBe(400);
    expect((refusal as HttpError).message).toBe(ALLOCATION);
  });

  it('take no answer to a question of another kind', () => {
    expect(points.validAnswer!({ ...question, kind: 'choice' }, '50,30,20')).toBeNull();
  });
});

describe('100 points slides: results', () => {
  const [live] = toLiveSlides([
    { ...sent, slideType: 'points', pointOptions: ['Calls', 'Training', 'Tools'], revealThreshold: 3 },
  ]) as [LiveSlideOf<'points'>];
  const rows: AnswerCount[] = [
    { slideIndex: 0, questionIndex: 0, value: pointsAnswer([50, 50, 0]), count: 2 },
    { slideIndex: 0, questionIndex: 0, value: pointsAnswer([0, 0, 100]), count: 1 },
    { slideIndex: 0, questionIndex: 0, value: pointsAnswer([20, 30, 50]), count: 1 },
    // Another slide's answers are not this one's; a value that is no allocation is not counted.
    { slideIndex: 1, questionIndex: 0, value: pointsAnswer([100, 0, 0]), count: 9 },
    { slideIndex: 0, questionIndex: 0, value: '99,0,0', count: 4 },
  ];

  it("give each option, in the author's order, its average points and how many gave it any (with their share)", () => {
    const result = pollResult(live, rows);
    expect(result).toMatchObject({ slideIndex: 0, title: sent.title, type: null });
    expect(result.questions).toEqual([
      {
        slideIndex: 0,
        questionIndex: 0,
        question: sent.title,
        kind: 'points',
        answerCount: 4,
        // Calls: 50 + 50 + 0 + 20 = 120 / 4; Training: 50 + 50 + 0 + 30 = 130 / 4; Tools: 0 + 0 + 100 + 50 = 150 / 4.
        options: [
          { label: 'Calls', key: 'A', count: 3, percent: 75, mean: 30 },
          { label: 'Training', key: 'B', count: 3, percent: 75, mean: 32.5 },
          { label: 'Tools', key: 'C', count: 2, percent: 50, mean: 37.5 },
        ],
        mean: null,
        nps: null,
        texts: [],
      },
    ]);
    // The averages share the room's 100 points.
    expect(result.questions[0]!.options.reduce((sum, o) => sum + o.mean!, 0)).toBe(100);
  });

  it('round the averages to one decimal, and have none without answers', () => {
    const thirds = pollResult(live, [
      { slideIndex: 0, questionIndex: 0, value: '100,0,0', count: 1 },
      { slideIndex: 0, questionIndex: 0, value: '0,100,0', count: 1 },
      { slideIndex: 0, questionIndex: 0, value: '0,0,100', count: 1 },
    ]).questions[0]!.options;
    expect(thirds.map((o) => [o.count, o.percent, o.mean])).toEqual([
      [1, 33.3, 33.3],
      [1, 33.3, 33.3],
      [1, 33.3, 33.3],
    ]);
    const empty = pollResult(live, []).questions[0]!;
    expect(empty.answerCount).toBe(0);
    expect(empty.options.map((o) => o.mean)).toEqual([null, null, null]);
  });

  it('withhold its results until revealThreshold participants answered, as a poll', () => {
    expect(points.revealThreshold!(live)).toBe(3);
    expect(withheld(live, new Map([[0, 2]]))).toBe(true);
    expect(withheld(live, new Map([[0, 3]]))).toBe(false);
  });

  it('show an allocation in the CSV as each option with its points (its own reading, not the core one)', () => {
    const [question] = live.questions;
    expect(points.answerLabel!(question!, '50,30,20', live)).toBe('Calls: 50; Training: 30; Tools: 20');
    expect(points.answerLabel!(question!, 'not points', live)).toBe('not points');
    expect(answerLabel(question, '50,30,20')).toBe('50,30,20');
  });
});
