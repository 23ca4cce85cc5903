// The ranking slide kind: its messages (in English and another language), what it stores and reads, its one live
// question, the orders it takes, its results (average ranks, firsts, shares), when they may show, and its CSV label.
// Written, answered and reported through the API and a live session, and seeded: ranking.api.test.ts.
import { rankAnswer } from '@readyteams/activities/live';
import type { LiveQuestion, LiveSlideOf } from '@readyteams/api-client/live-events';
import { describe, expect, it } from 'vitest';
import { isServerMessageId, translate } from '../../i18n/index.js';
import { answerLabel, pollResult, withheld, type AnswerCount } from '../../live/analytics.js';
import { slideListErrors, toLiveSlides } from '../index.js';
import { type SlideWrite, type SlideWriteOf } from '../kind.js';
import { alone, inEnglish, slideMessages, storedSlide } from '../test-support.js';
import { ranking } from './index.js';

const items = ['Be specific', 'Be timely', 'Be kind', 'Ask first', 'Follow up'];
const sent: SlideWriteOf<'ranking'> = {
  slideType: 'ranking',
  title: 'What matters most when you give feedback?',
  script: 'Ask two people why they put their first item first.',
  items,
  showAnswerCount: true,
};
const TITLE = 'Question is required for ranking slides';
const COUNT = 'Ranking slides need 3 to 8 items';
const ITEM = 'Each item needs text, up to 100 characters';
const DIFFERENT = 'Each item must be different';

describe('ranking slides: authoring', () => {
  it('accept a title and 3 to 8 items', () => {
    for (const count of [3, 8])
      expect(
        slideMessages(ranking, {
          ...sent,
          items: items.concat(['Listen', 'Say thanks', 'Repeat']).slice(0, count),
        }),
      ).toEqual({});
  });

  it("accept a poll's reveal mode, any, as another kind's field (not stored: see below)", () => {
    expect(slideMessages(ranking, { ...sent, revealMode: 'sometimes' })).toEqual({});
  });

  it.each([
    ['no title', { title: undefined }, { title: TITLE }],
    ['a blank title', { title: '  ' }, { title: TITLE }],
    ['no items', { items: undefined }, { items: COUNT }],
    ['2 items', { items: ['A', 'B'] }, { items: COUNT }],
    ['9 items', { items: Array.from({ length: 9 }, (_, i) => `Item ${i}`) }, { items: COUNT }],
    ['items that are not a list', { items: 'A, B, C' }, { items: COUNT }],
    ['a blank item', { items: ['A', '   ', 'C'] }, { 'items.1': ITEM }],
    ['an empty item', { items: ['A', 'B', ''] }, { 'items.2': ITEM }],
    ['an item over 100 characters', { items: ['A', 'x'.repeat(101), 'C'] }, { 'items.1': ITEM }],
    ['an item that is not text', { items: ['A', 3, 'C'] }, { 'items.1': ITEM }],
    [
      'a threshold of 0',
      { revealThreshold: 0 },
      { revealThreshold: 'Minimum answers must be a whole number from 1 to 1000' },
    ],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(ranking, { ...sent, ...change })).toEqual(messages);
  });

  it('refuse two items alike once trimmed and case-folded, on the later one (over the whole list)', () => {
    const list = (...lists: string[][]) => lists.map((list) => ({ ...sent, items: list })) as SlideWrite[];
    expect(inEnglish(slideListErrors(list(items, ['Be kind', 'Ask', ' be KIND ', 'ask', 'Other'])))).toEqual({
      'slides.1.items.2': DIFFERENT,
      'slides.1.items.3': DIFFERENT,
    });
    expect(slideListErrors(list(items))).toEqual({});
    // Another type's `items` is not a ranking's.
    expect(
      slideListErrors([{ slideType: 'discussion', items: ['a', 'a'] } as unknown as SlideWrite]),
    ).toEqual({});
  });

  it('word its messages in the language asked for', () => {
    expect(translate('kind.ranking.items', 'es')).toBe(
      'Las diapositivas de clasificación necesitan de 3 a 8 elementos',
    );
    expect(translate('kind.ranking.item', 'de')).toBe(
      'Jeder Punkt braucht einen Text mit höchstens 100 Zeichen',
    );
    expect(translate('kind.ranking.different', 'fr')).toBe('Chaque élément doit être différent');
    expect(translate('kind.ranking.different', 'ar')).toBe('يجب أن يكون كل عنصر مختلفًا');
    expect(translate('kind.ranking.title', 'es')).toBe(
      'La pregunta es obligatoria en las diapositivas de clasificación',
    );
    expect(translate('kind.ranking.title', 'de')).toBe('Rangfolgefolien brauchen eine Frage');
  });

  it('join the server catalogue: its ids are known, no other of its name', () => {
    expect(isServerMessageId('kind.ranking.items')).toBe(true);
    expect(isServerMessageId('kind.ranking.title')).toBe(true);
    expect(isServerMessageId('kind.ranking.none')).toBe(false);
    expect(translate('kind.ranking.items', 'fr')).toBe(
      'Les diapositives de classement ont besoin de 3 à 8 éléments',
    );
  });

  it("store its items trimmed and the poll's threshold and count defaults (5, shown); other types' fields, a poll's reveal mode among them, are dropped", () => {
    const props = ranking.props({
      ...sent,
      items: [' Be specific ', 'Be timely', 'Be kind'],
      showAnswerCount: undefined,
      prompt: 'x',
      pollTitle: 'P',
      revealMode: 'sometimes',
    } as SlideWriteOf<'ranking'>);
    expect(props).toEqual({
      items: ['Be specific', 'Be timely', 'Be kind'],
      revealThreshold: 5,
      showAnswerCount: true,
    });
    expect(
      ranking.props({
        ...sent,
        revealThreshold: 12,
        showAnswerCount: false,
        revealMode: 'threshold',
      } as SlideWriteOf<'ranking'>),
    ).toEqual({ items, revealThreshold: 12, showAnswerCount: false });
    expect(ranking.questions(sent)).toEqual([]);
    // A reveal mode stored before rankings had none is not read.
    expect(ranking.read!({ items: ['A', 3, 'B'], revealMode: 'threshold' })).toEqual({
      items: ['A', 'B'],
      revealThreshold: 5,
      showAnswerCount: true,
    });
  });
});

describe('ranking slides: live', () => {
  it('ask one rank question: the title, the items as options; and when its results may show', () => {
    const live = ranking.toLive(
      // A mode stored before rankings had none changes nothing.
      storedSlide('ranking', { title: sent.title, items, revealMode: 'host', revealThreshold: 3 }),
      alone,
    );
    expect(live).toEqual({
      type: null,
      videoUrl: null,
      captionsUrl: null,
      questions: [{ question: sent.title, kind: 'rank', options: items }],
      pollTitle: null,
      revealThreshold: 3,
      showAnswerCount: true,
    });
    expect(ranking.toLive(storedSlide('ranking', { items }), alone)).toMatchObject({
      revealThreshold: 5,
      showAnswerCount: true,
    });
    expect(ranking.toLive(storedSlide('ranking', { items }), alone)).not.toHaveProperty('revealMode');
  });

  const question: LiveQuestion = { question: sent.title, kind: 'rank', options: ['A', 'B', 'C'] };
  it.each([
    ['2,0,1', '2,0,1'],
    ['0,1,2', '0,1,2'],
    ['02,0,1', '2,0,1'],
    // The wrong count, an index twice, out of range, not the phones' form, not text.
    ['0,1', null],
    ['0,1,2,3', null],
    ['0,0,1', null],
    ['0,1,3', null],
    ['-1,0,1', null],
    ['0, 1, 2', null],
    ['', null],
    [[2, 0, 1], null],
    [201, null],
    [null, null],
  ])('store the order %j as %j', (value, stored) => {
    expect(ranking.validAnswer!(question, value)).toBe(stored);
  });

  it('take no answer to a question of another kind', () => {
    expect(ranking.validAnswer!({ ...question, kind: 'choice' }, '0,1,2')).toBeNull();
  });
});

describe('ranking slides: results', () => {
  const [live] = toLiveSlides([
    { ...sent, slideType: 'ranking', items: ['Be specific', 'Be timely', 'Be kind'], revealThreshold: 3 },
  ]) as [LiveSlideOf<'ranking'>];
  const rows: AnswerCount[] = [
    { slideIndex: 0, questionIndex: 0, value: rankAnswer([2, 0, 1]), count: 2 },
    { slideIndex: 0, questionIndex: 0, value: rankAnswer([0, 1, 2]), count: 1 },
    { slideIndex: 0, questionIndex: 0, value: rankAnswer([2, 1, 0]), count: 1 },
    // Another slide's answers are not this ranking's.
    { slideIndex: 1, questionIndex: 0, value: rankAnswer([0, 1, 2]), count: 9 },
  ];

  it("give each item, in the author's order, its average rank, how many put it first and their share", () => {
    const result = pollResult(live, rows);
    expect(result).toMatchObject({ slideIndex: 0, title: sent.title, type: null });
    expect(result.questions).toEqual([
      {
        slideIndex: 0,
        questionIndex: 0,
        question: sent.title,
        kind: 'rank',
        answerCount: 4,
        // Be specific: ranks 2, 2, 1, 3; Be timely: 3, 3, 2, 2; Be kind: 1, 1, 3, 1.
        options: [
          { label: 'Be specific', key: 'A', count: 1, percent: 25, mean: 2 },
          { label: 'Be timely', key: 'B', count: 0, percent: 0, mean: 2.5 },
          { label: 'Be kind', key: 'C', count: 3, percent: 75, mean: 1.5 },
        ],
        mean: null,
        nps: null,
        texts: [],
      },
    ]);
  });

  it('round the shares to one decimal and the means to two', () => {
    const thirds = pollResult(live, [
      { slideIndex: 0, questionIndex: 0, value: '0,1,2', count: 1 },
      { slideIndex: 0, questionIndex: 0, value: '1,0,2', count: 1 },
      { slideIndex: 0, questionIndex: 0, value: '1,2,0', count: 1 },
    ]).questions[0]!.options;
    expect(thirds.map((o) => [o.percent, o.mean])).toEqual([
      [33.3, 2],
      [66.7, 1.33],
      [0, 2.67],
    ]);
  });

  it('have no means without answers', () => {
    const empty = pollResult(live, []).questions[0]!;
    expect(empty.answerCount).toBe(0);
    expect(empty.options.map((o) => [o.count, o.percent, o.mean])).toEqual([
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
    ]);
  });

  it('withhold its results until revealThreshold participants answered, as a poll', () => {
    expect(ranking.revealThreshold!(live)).toBe(3);
    expect(withheld(live, new Map([[0, 2]]))).toBe(true);
    expect(withheld(live, new Map([[0, 3]]))).toBe(false);
  });

  it('show an answer in the CSV as its items in order (its own reading, not the core one)', () => {
    const [question] = live.questions;
    expect(ranking.answerLabel!(question!, '2,0,1', live)).toBe('Be kind > Be specific > Be timely');
    expect(ranking.answerLabel!(question!, 'not an order', live)).toBe('not an order');
    expect(answerLabel(question, '2,0,1')).toBe('2,0,1');
  });
});
