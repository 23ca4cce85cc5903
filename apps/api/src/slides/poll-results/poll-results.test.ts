// The poll-results slide kind: one per poll (the list rule), what it stores, its live form and the poll whose
// results it reveals.
import { describe, expect, it } from 'vitest';
import { toLiveSlides } from '../index.js';
import { type SlideWrite, type SlideWriteOf } from '../kind.js';
import { pollResults } from './index.js';
import { alone, inEnglish, slideMessages, storedSlide } from '../test-support.js';

const results = (pollTitle?: string): SlideWriteOf<'poll-results'> => ({
  slideType: 'poll-results',
  title: 'Poll Results',
  ...(pollTitle === undefined ? {} : { pollTitle }),
});
const poll = (title: string): SlideWrite => ({ slideType: 'poll', title, script: 'Pick one.' });
const TWICE = 'This poll already has a poll-results slide';

describe('poll-results slides: authoring', () => {
  it('need nothing but their type', () => {
    expect(slideMessages(pollResults, { slideType: 'poll-results' })).toEqual({});
  });

  it.each<[string, SlideWrite[], Record<string, string>]>([
    ['one for each poll: allowed', [poll('A'), results('A'), poll('B'), results('B')], {}],
    [
      'a second for a poll: refused at its pollTitle',
      [poll('A'), results('A'), results('A')],
      { 'slides.2.pollTitle': TWICE },
    ],
    [
      'a second in another case and spacing: refused',
      [results('First move'), results(' FIRST MOVE ')],
      { 'slides.1.pollTitle': TWICE },
    ],
    [
      'several for a poll: every one after the first refused',
      [results('A'), results('A'), results('A')],
      { 'slides.1.pollTitle': TWICE, 'slides.2.pollTitle': TWICE },
    ],
    ['several naming no poll: allowed', [results(), results(), results('')], {}],
    ["another type's pollTitle: not counted", [{ ...poll('A'), pollTitle: 'A' }, results('A')], {}],
  ])('one per poll: %s', (_case, slides, messages) => {
    expect(inEnglish(pollResults.listErrors!(slides))).toEqual(messages);
  });

  it("store the poll's title; other types' fields are dropped", () => {
    const props = pollResults.props({
      ...results('A'),
      prompt: 'x',
      revealMode: 'threshold',
      questions: ['Q'],
    });
    expect(props).toEqual({ pollTitle: 'A' });
    expect(pollResults.props(results()).pollTitle).toBeNull();
    expect(pollResults.questions(results('A'))).toEqual([]);
  });
});

describe('poll-results slides: live', () => {
  it('name their poll, with no questions', () => {
    expect(pollResults.toLive(storedSlide('poll-results', { pollTitle: 'A' }), alone)).toEqual({
      type: null,
      videoUrl: null,
      captionsUrl: null,
      questions: [],
      pollTitle: 'A',
    });
    expect(pollResults).not.toHaveProperty('validAnswer');
  });

  const slides = toLiveSlides([
    { slideType: 'video', title: 'Intro' },
    { slideType: 'poll-results', title: 'Too early' },
    { slideType: 'poll', title: 'A', questions: [] },
    { slideType: 'poll', title: 'B', questions: [] },
    { slideType: 'poll-results', title: 'Results', pollTitle: 'A' },
    { slideType: 'poll-results', title: 'Results' },
    { slideType: 'poll-results', title: 'Results', pollTitle: 'No such poll' },
    { slideType: 'poll-results', title: 'Results', pollTitle: 'C' },
    { slideType: 'poll', title: 'C', questions: [] },
  ]);
  it.each([
    ['the poll its pollTitle names', 4, 2],
    ['the nearest poll before it when it names none', 5, 3],
    ['the nearest poll before it when it names no poll of the scenario', 6, 3],
    ['the poll it names, even one after it', 7, 8],
    ['no poll when none came before and it names none', 1, null],
  ])('reveal %s', (_case, index, poll) => {
    expect(pollResults.reveals!(slides, slides[index]!)?.index ?? null).toBe(poll);
  });
});
