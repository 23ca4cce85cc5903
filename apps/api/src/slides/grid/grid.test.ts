// The 2x2 grid slide kind: its messages (in English and other languages), what it stores and reads, its one live
// question, the placements it takes and the one message it refuses the others with, its results (each item's average
// place and spread on both axes), when they may show, and its CSV label. Written, answered and reported through the
// API and a live session, and seeded: grid.api.test.ts.
import { gridAnswer, gridResultAxes, gridResultItems } from '@readyteams/activities/live';
import type { LiveQuestion, LiveSlideOf } from '@readyteams/api-client/live-events';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors.js';
import { isServerMessageId, translate } from '../../i18n/index.js';
import { pollResult, withheld, type AnswerCount } from '../../live/analytics.js';
import { slideListErrors, toLiveSlides } from '../index.js';
import { type SlideWrite, type SlideWriteOf } from '../kind.js';
import { alone, inEnglish, slideMessages, storedSlide } from '../test-support.js';
import { grid } from './index.js';

const axes = {
  xAxis: 'Effort',
  xAxisLow: 'Low',
  xAxisHigh: 'High',
  yAxis: 'Impact',
  yAxisLow: 'Small',
  yAxisHigh: 'Big',
};
const gridItems = ['Check-ins', 'New CRM', 'Playbook'];
const sent: SlideWriteOf<'grid'> = {
  slideType: 'grid',
  title: 'Which ideas are worth the effort?',
  script: 'Start with the high impact, low effort corner.',
  ...axes,
  gridItems,
  showAnswerCount: true,
};
const TITLE = 'Question is required for 2x2 grid slides';
const AXIS = 'Each axis needs a name and both ends, each up to 40 characters';
const COUNT = '2x2 grid slides need 2 to 10 items';
const ITEM = 'Each item needs text, up to 100 characters';
const PLACEMENT = 'Place every item on both axes, each at a whole number from 0 to 100.';

describe('2x2 grid slides: authoring', () => {
  it('accept a title, both axes and 2 to 10 items', () => {
    for (const count of [2, 10])
      expect(
        slideMessages(grid, { ...sent, gridItems: Array.from({ length: count }, (_, i) => `Idea ${i}`) }),
      ).toEqual({});
  });

  it.each([
    ['no title', { title: undefined }, { title: TITLE }],
    ['a blank title', { title: '  ' }, { title: TITLE }],
    ['no x axis', { xAxis: undefined }, { xAxis: AXIS }],
    ['a blank low end', { xAxisLow: ' ' }, { xAxisLow: AXIS }],
    ['a high end over 40 characters', { yAxisHigh: 'x'.repeat(41) }, { yAxisHigh: AXIS }],
    ['an axis that is not text', { yAxis: 3 }, { yAxis: AXIS }],
    ['no items', { gridItems: undefined }, { gridItems: COUNT }],
    ['1 item', { gridItems: ['A'] }, { gridItems: COUNT }],
    ['11 items', { gridItems: Array.from({ length: 11 }, (_, i) => `Idea ${i}`) }, { gridItems: COUNT }],
    ['a blank item', { gridItems: ['A', '   ', 'C'] }, { 'gridItems.1': ITEM }],
    ['an item over 100 characters', { gridItems: ['A', 'x'.repeat(101)] }, { 'gridItems.1': ITEM }],
    [
      'a threshold of 0',
      { revealThreshold: 0 },
      { revealThreshold: 'Minimum answers must be a whole number from 1 to 1000' },
    ],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(grid, { ...sent, ...change })).toEqual(messages);
  });

  it('refuse two items alike once trimmed and case-folded, on the later one (over the whole list)', () => {
    const list = (...lists: string[][]) => lists.map((l) => ({ ...sent, gridItems: l })) as SlideWrite[];
    expect(inEnglish(slideListErrors(list(gridItems, ['CRM', 'Docs', ' crm '])))).toEqual({
      'slides.1.gridItems.2': 'Each item must be different',
    });
    expect(slideListErrors(list(gridItems))).toEqual({});
  });

  it('word their messages in the language asked for, and join the server catalogue', () => {
    expect(translate('kind.grid.items', 'es')).toBe(
      'Las diapositivas de cuadrícula 2x2 necesitan de 2 a 10 elementos',
    );
    expect(translate('kind.grid.placement', 'de')).toBe(
      'Platziere jedes Element auf beiden Achsen, jeweils auf einer ganzen Zahl von 0 bis 100.',
    );
    expect(isServerMessageId('kind.grid.placement')).toBe(true);
  });

  it("store the axes and items trimmed and the poll's threshold and count defaults; other types' fields are dropped", () => {
    const props = grid.props({
      ...sent,
      xAxis: ' Effort ',
      gridItems: [' Check-ins ', 'New CRM'],
      showAnswerCount: undefined,
      pointOptions: ['x'],
    } as SlideWriteOf<'grid'>);
    expect(props).toEqual({
      ...axes,
      gridItems: ['Check-ins', 'New CRM'],
      revealThreshold: 5,
      showAnswerCount: true,
    });
    expect(grid.questions(sent)).toEqual([]);
    expect(grid.read!({ gridItems: ['A', 3, 'B'] })).toMatchObject({ gridItems: ['A', 'B'], xAxis: '' });
  });
});

describe('2x2 grid slides: live', () => {
  it('ask one grid question (the title, the items) beside the axes and when its results may show', () => {
    expect(
      grid.toLive(storedSlide('grid', { title: sent.title, ...axes, gridItems, revealThreshold: 3 }), alone),
    ).toEqual({
      type: null,
      videoUrl: null,
      captionsUrl: null,
      questions: [{ question: sent.title, kind: 'grid', options: gridItems }],
      pollTitle: null,
      ...axes,
      revealThreshold: 3,
      showAnswerCount: true,
    });
  });

  const question: LiveQuestion = { question: sent.title, kind: 'grid', options: gridItems };
  it.each([
    ['30,80;70,20;50,50', '30,80;70,20;50,50'],
    ['0,0;100,100;0,100', '0,0;100,100;0,100'],
    ['030,80;70,20;50,50', '30,80;70,20;50,50'],
  ])('store the placement %j as %j', (value, stored) => {
    expect(grid.validAnswer!(question, value)).toBe(stored);
  });

  it.each([
    // An item left out or one too many, a place off the axis, a fraction, a space, one axis only, not text.
    ['30,80;70,20'],
    ['30,80;70,20;50,50;1,1'],
    ['30,80;70,20;50,101'],
    ['30,80;70,20;50,-1'],
    ['30.5,80;70,20;50,50'],
    ['30, 80;70,20;50,50'],
    ['30;70;50'],
    [''],
    [[30, 80]],
    [50],
    [null],
  ])('refuse %j with its message', (value) => {
    let refusal: unknown;
    try {
      grid.validAnswer!(question, value);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).code).toBe(400);
    expect((refusal as HttpError).message).toBe(PLACEMENT);
  });

  it('take no answer to a question of another kind', () => {
    expect(grid.validAnswer!({ ...question, kind: 'choice' }, '30,80;70,20;50,50')).toBeNull();
  });
});

describe('2x2 grid slides: results', () => {
  const [live] = toLiveSlides([{ ...sent, gridItems: ['Check-ins', 'CRM'], revealThreshold: 3 }]) as [
    LiveSlideOf<'grid'>,
  ];
  const rows: AnswerCount[] = [
    {
      slideIndex: 0,
      questionIndex: 0,
      value: gridAnswer([
        [20, 80],
        [90, 40],
      ]),
      count: 2,
    },
    {
      slideIndex: 0,
      questionIndex: 0,
      value: gridAnswer([
        [60, 80],
        [90, 0],
      ]),
      count: 2,
    },
    // Another slide's answers are not this one's; a value that is no placement is not counted.
    {
      slideIndex: 1,
      questionIndex: 0,
      value: gridAnswer([
        [0, 0],
        [0, 0],
      ]),
      count: 9,
    },
    { slideIndex: 0, questionIndex: 0, value: '10,10', count: 4 },
  ];

  it("give each item, in the author's order, its average place and spread on both axes, and carry the axes", () => {
    const result = pollResult(live, rows);
    expect(result).toMatchObject({ slideIndex: 0, title: sent.title, type: null });
    const [question] = result.questions;
    expect(question).toMatchObject({ kind: 'grid', answerCount: 4, mean: null, nps: null });
    // Check-ins: x 20, 20, 60, 60 (average 40, spread 20), y all 80 (spread 0); CRM: x all 90, y 40, 40, 0, 0.
    expect(question!.options).toEqual([
      { label: 'Check-ins', key: '1x', count: 4, percent: 100, axis: 'x', mean: 40, spread: 20 },
      { label: 'Check-ins', key: '1y', count: 4, percent: 100, axis: 'y', mean: 80, spread: 0 },
      { label: 'CRM', key: '2x', count: 4, percent: 100, axis: 'x', mean: 90, spread: 0 },
      { label: 'CRM', key: '2y', count: 4, percent: 100, axis: 'y', mean: 20, spread: 20 },
    ]);
    // Nothing in the fields other kinds give their own meaning.
    expect(question!.texts).toEqual([]);
    expect(gridResultItems(question!)).toEqual([
      { label: 'Check-ins', number: 1, count: 4, x: { mean: 40, spread: 20 }, y: { mean: 80, spread: 0 } },
      { label: 'CRM', number: 2, count: 4, x: { mean: 90, spread: 0 }, y: { mean: 20, spread: 20 } },
    ]);
    expect(gridResultAxes(question!)).toEqual({
      x: { label: 'Effort', low: 'Low', high: 'High' },
      y: { label: 'Impact', low: 'Small', high: 'Big' },
    });
  });

  it('round to one decimal, and have no averages without answers', () => {
    const thirds = pollResult(live, [
      { slideIndex: 0, questionIndex: 0, value: '0,0;0,0', count: 2 },
      { slideIndex: 0, questionIndex: 0, value: '100,0;0,0', count: 1 },
    ]).questions[0]!.options[0]!;
    expect([thirds.mean, thirds.spread]).toEqual([33.3, 47.1]);
    const empty = pollResult(live, []).questions[0]!;
    expect(empty.answerCount).toBe(0);
    expect(gridResultItems(empty).map((item) => item.x)).toEqual([
      { mean: null, spread: null },
      { mean: null, spread: null },
    ]);
  });

  it('withhold its results until revealThreshold participants answered, as a poll', () => {
    expect(grid.revealThreshold!(live)).toBe(3);
    expect(withheld(live, new Map([[0, 2]]))).toBe(true);
    expect(withheld(live, new Map([[0, 3]]))).toBe(false);
  });

  it('show a placement in the CSV as each item with its place, x then y', () => {
    const [question] = live.questions;
    expect(grid.answerLabel!(question!, '30,80;70,20', live)).toBe('Check-ins: 30, 80; CRM: 70, 20');
    expect(grid.answerLabel!(question!, 'not a placement', live)).toBe('not a placement');
  });
});
