// The word cloud slide kind: its messages, what it stores, one live question per allowed entry, the entries it takes
// and its results: counted together case-folded, hidden words and profanity counted but never shown.
import { LIVE_WORD_MAX, type LiveSlideOf } from '@readyteams/api-client/live-events';
import { describe, expect, it } from 'vitest';
import type { AnswerCount } from '../../live/analytics.js';
import { toLiveSlides } from '../index.js';
import { type SlideWriteOf } from '../kind.js';
import { alone, slideMessages, storedSlide } from '../test-support.js';
import { wordCloud } from './index.js';

const sent: SlideWriteOf<'word-cloud'> = {
  slideType: 'word-cloud',
  title: 'In a word',
  prompt: 'One word for how feedback feels',
  entryLimit: 3,
};
const PROMPT = 'Prompt is required for word cloud slides';
const ENTRIES = 'Entries per participant must be 1, 2 or 3';

describe('word cloud slides: authoring', () => {
  it('accept a prompt and 1 to 3 entries per participant', () => {
    for (const entryLimit of [1, 2, 3, undefined])
      expect(slideMessages(wordCloud, { ...sent, entryLimit })).toEqual({});
  });

  it.each([
    ['no prompt', { prompt: undefined }, { prompt: PROMPT }],
    ['a blank prompt', { prompt: '   ' }, { prompt: PROMPT }],
    [
      'a prompt over 200 characters',
      { prompt: 'x'.repeat(201) },
      { prompt: 'Prompt must be at most 200 characters' },
    ],
    ['no entries', { entryLimit: 0 }, { entryLimit: ENTRIES }],
    ['4 entries', { entryLimit: 4 }, { entryLimit: ENTRIES }],
    ['a fraction of an entry', { entryLimit: 1.5 }, { entryLimit: ENTRIES }],
    ['entries in words', { entryLimit: '2' }, { entryLimit: ENTRIES }],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(wordCloud, { ...sent, ...change })).toEqual(messages);
  });

  it("store the prompt trimmed and the limit (default 1); other types' fields are dropped", () => {
    const props = wordCloud.props({
      ...sent,
      prompt: '  One word ',
      revealMode: 'threshold',
      pollTitle: 'P',
    });
    expect(props).toEqual({ prompt: 'One word', entryLimit: 3 });
    expect(wordCloud.props({ ...sent, entryLimit: undefined }).entryLimit).toBe(1);
    expect(wordCloud.questions(sent)).toEqual([]);
  });
});

describe('word cloud slides: live', () => {
  it.each([
    [3, 3],
    [null, 1],
    [0, 1],
    [5, 3],
  ])('ask the prompt once per allowed entry (limit %s: %s)', (entryLimit, count) => {
    const live = wordCloud.toLive(storedSlide('word-cloud', { prompt: sent.prompt, entryLimit }), alone);
    expect(live.questions).toEqual(Array(count).fill({ question: sent.prompt, kind: 'word', options: [] }));
    expect(live).toMatchObject({ type: null, videoUrl: null, captionsUrl: null, pollTitle: null });
  });

  const word = { question: sent.prompt, kind: 'word' as const, options: [] };
  it.each([
    ['  Growth   mindset ', 'Growth mindset'],
    ['Growth\tmindset', 'Growth mindset'],
    ['x'.repeat(LIVE_WORD_MAX), 'x'.repeat(LIVE_WORD_MAX)],
    ['x'.repeat(LIVE_WORD_MAX + 1), null],
    ['   ', null],
    [3, null],
    [null, null],
  ])('store the entry %j as %j', (value, stored) => {
    expect(wordCloud.validAnswer!(word, value)).toBe(stored);
  });
});

describe('word cloud slides: results', () => {
  const [live] = toLiveSlides([{ ...sent, slideType: 'word-cloud' }]) as [LiveSlideOf<'word-cloud'>];
  const entries: [value: string, count: number][] = [
    ['Scary', 1],
    ['scary', 1],
    ['useful', 1],
    ['USEFUL', 1],
    ['Growth mindset', 1],
    ['Brave', 2],
    ['brave', 1],
    ['Awkward', 1],
    ['Shit', 1],
  ];
  const rows: AnswerCount[] = [
    ...entries.map(([value, count], i) => ({ slideIndex: 0, questionIndex: i % 3, value, count })),
    // Another slide's entries are not this cloud's.
    { slideIndex: 1, questionIndex: 0, value: 'scary', count: 5 },
  ];
  const result = wordCloud.results!(live, rows, new Set(['0:awkward']));

  it('count every entry of the slide together, case-folded, most entered first, each in its most entered spelling', () => {
    expect(result).toMatchObject({ slideIndex: 0, title: 'In a word', type: null });
    expect(result.questions).toHaveLength(1);
    expect(result.questions[0]).toMatchObject({
      slideIndex: 0,
      questionIndex: 0,
      question: sent.prompt,
      kind: 'word',
      mean: null,
      nps: null,
      texts: [],
    });
    // On a tie of spellings, the first in alphabetical order, lower case first.
    expect(result.questions[0]!.options).toEqual([
      { label: 'Brave', key: 'brave', count: 3, percent: 30 },
      { label: 'scary', key: 'scary', count: 2, percent: 20 },
      { label: 'useful', key: 'useful', count: 2, percent: 20 },
      { label: 'Growth mindset', key: 'growth mindset', count: 1, percent: 10 },
    ]);
  });

  it('count hidden words and profanity in the answers, and never show them', () => {
    expect(result.questions[0]!.answerCount).toBe(10);
    const keys = result.questions[0]!.options.map((o) => o.key);
    expect(keys).not.toContain('awkward');
    expect(keys).not.toContain('shit');
    expect(wordCloud.results!(live, rows, new Set()).questions[0]!.options.map((o) => o.key)).toContain(
      'awkward',
    );
  });
});
