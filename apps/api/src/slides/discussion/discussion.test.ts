// The discussion slide kind: questions for the room, stored and shown as text; nothing is answered (each discussion
// has a board of posts instead, store.ts and live.ts).
import { describe, expect, it } from 'vitest';
import { discussion, hasBoard } from './index.js';
import { toLiveSlides } from '../index.js';
import { type SlideWriteOf } from '../kind.js';
import { alone, slideMessages, storedSlide } from '../test-support.js';

const sent: SlideWriteOf<'discussion'> = {
  slideType: 'discussion',
  title: 'Talk it through',
  questions: ['  What went well? ', 'What would you change?'],
};

describe('discussion slides', () => {
  it('need nothing but their type: title and questions are optional', () => {
    expect(slideMessages(discussion, sent)).toEqual({});
    expect(slideMessages(discussion, { slideType: 'discussion' })).toEqual({});
  });

  it("store their questions trimmed, as text only; other types' fields are dropped", () => {
    expect(discussion.props({ ...sent, prompt: 'x', revealMode: 'threshold', videoUrl: 'x' })).toEqual({});
    expect(discussion.questions(sent)).toEqual([
      { question: 'What went well?', type: null, layoutType: null, answers: null },
      { question: 'What would you change?', type: null, layoutType: null, answers: null },
    ]);
    expect(discussion.questions({ slideType: 'discussion' })).toEqual([]);
  });

  it('show their questions live as text, from stored rows or plain strings', () => {
    const questions = [{ question: 'What went well?', type: null, layoutType: null, answers: null }, 'Why?'];
    expect(discussion.toLive(storedSlide('discussion', { questions }), alone)).toEqual({
      type: null,
      videoUrl: null,
      captionsUrl: null,
      questions: [
        { question: 'What went well?', kind: 'text', options: [] },
        { question: 'Why?', kind: 'text', options: [] },
      ],
      pollTitle: null,
    });
  });

  it('take no answers: each has a board, which no other type has', () => {
    for (const part of ['validAnswer', 'results', 'reveals', 'revealThreshold', 'listErrors'])
      expect(discussion).not.toHaveProperty(part);
    const slides = toLiveSlides([sent, { slideType: 'poll', title: 'P', questions: [] }]);
    expect(slides.map((slide) => hasBoard(slide))).toEqual([true, false]);
    expect(hasBoard(undefined)).toBe(false);
  });
});
