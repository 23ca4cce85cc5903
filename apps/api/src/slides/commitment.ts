// Commitment slides (issue 18): a closing activity. Each participant writes one thing they will do differently and
// may leave an e-mail address for one follow-up reminder. The slide stores its prompt (the word cloud's column); the
// phones do not `answer` it but send the `commit` event (live/commitment-store.ts), so it has no validAnswer and no
// poll results: the report lists its commitments apart (SessionResults.commitments), never with an address.
import { noColumns, type SlideKind } from './kind.js';

export const commitment: SlideKind<'commitment'> = {
  rules: {},
  fieldRules: {
    prompt: {
      required: 'server.slides.commitmentPrompt',
      type: 'server.slides.commitmentPrompt',
      max: [200, 'server.slides.promptLength'],
    },
  },
  columns: (slide) => ({ ...noColumns, prompt: slide.prompt.trim() }),
  questions: () => [],
  // One question, the prompt: the phones write to it, and the hosts' tally counts commitments under `index:0`.
  toLive: (slide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: [{ question: slide.prompt ?? '', kind: 'text', options: [] }],
    pollTitle: null,
  }),
};
