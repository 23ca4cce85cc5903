// The commitment slide kind: its messages, what it stores and its live question. The phones send `commit`, not
// `answer` (live.ts, store.ts), so it takes no answers and has no poll results.
import { describe, expect, it } from 'vitest';
import { commitment } from './index.js';
import { type SlideWriteOf } from '../kind.js';
import { alone, slideMessages, storedSlide } from '../test-support.js';

const sent: SlideWriteOf<'commitment'> = {
  slideType: 'commitment',
  title: 'Your commitment',
  prompt: 'What is one thing you will do differently after today?',
};
const PROMPT = 'Prompt is required for commitment slides';

describe('commitment slides', () => {
  it('accept a prompt (the title is optional)', () => {
    expect(slideMessages(commitment, { ...sent, title: undefined })).toEqual({});
  });

  it.each([
    ['no prompt', { prompt: undefined }, { prompt: PROMPT }],
    ['a blank prompt', { prompt: '  ' }, { prompt: PROMPT }],
    ['a prompt that is not text', { prompt: 5 }, { prompt: PROMPT }],
    [
      'a prompt over 200 characters',
      { prompt: 'x'.repeat(201) },
      { prompt: 'Prompt must be at most 200 characters' },
    ],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(commitment, { ...sent, ...change })).toEqual(messages);
  });

  it("store the prompt trimmed; other types' fields are dropped", () => {
    const props = commitment.props({
      ...sent,
      prompt: `  ${sent.prompt} `,
      entryLimit: 3,
      videoUrl: 'x',
    });
    expect(props).toEqual({ prompt: sent.prompt });
    expect(commitment.questions(sent)).toEqual([]);
  });

  it('ask the prompt live as one text question', () => {
    expect(commitment.toLive(storedSlide('commitment', { prompt: sent.prompt }), alone)).toEqual({
      type: null,
      videoUrl: null,
      captionsUrl: null,
      questions: [{ question: sent.prompt, kind: 'text', options: [] }],
      pollTitle: null,
    });
  });

  it('take no answers (a commitment is sent apart) and have no poll results', () => {
    for (const part of ['validAnswer', 'results', 'reveals', 'revealThreshold', 'listErrors'])
      expect(commitment).not.toHaveProperty(part);
  });
});
