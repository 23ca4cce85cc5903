// Commitment slides (issue 18): a closing activity. Each participant writes one thing they will do differently and
// may leave an e-mail address for one follow-up reminder. The slide stores its prompt (the word cloud's column); the
// phones do not `answer` it but send the `commit` event (live.ts, store.ts), so it has no validAnswer and no poll
// results: the report lists its commitments apart (SessionResults.commitments), never with an address.
import { sql } from 'drizzle-orm';
import { str, type SlideKind } from '../kind.js';
import { commitmentLive } from './live.js';
import { createCommitmentStore, myCommitmentsJson } from './store.js';

export const commitment: SlideKind<'commitment'> = {
  rules: {},
  fieldRules: {
    prompt: {
      required: 'server.slides.commitmentPrompt',
      type: 'server.slides.commitmentPrompt',
      max: [200, 'server.slides.promptLength'],
    },
  },
  props: (slide) => ({ prompt: slide.prompt.trim() }),
  questions: () => [],
  // One question, the prompt: the phones write to it, and the hosts' tally counts commitments under `index:0`.
  toLive: (slide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: [{ question: str(slide.props.prompt) ?? '', kind: 'text', options: [] }],
    pollTitle: null,
  }),
  // One commitment per participant and slide: its participants are those who committed.
  answeredBy: (sessionId) =>
    sql`SELECT slide_index, count(*)::int AS count FROM live_commitments WHERE session_id = ${sessionId}
        GROUP BY slide_index`,
  rejoin: {
    myCommitments: { column: myCommitmentsJson, read: (value) => (Array.isArray(value) ? value : []) },
  },
  report: async (slides, { db, record }) => ({
    commitments: await createCommitmentStore(db).commitmentResults(record.session.id, slides),
  }),
  // A row per commitment, to the slide's one question (the prompt): the text, no value, never the address.
  csvRows: async (db, sessionId) =>
    (await createCommitmentStore(db).commitmentCsvRows(sessionId)).map((row) => ({
      ...row,
      questionIndex: 0,
      answer: row.text,
      value: '',
      at: row.committedAt,
    })),
  live: commitmentLive,
};
