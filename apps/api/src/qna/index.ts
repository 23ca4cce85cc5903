// The audience Q&A (issue 35 item 3): a session-wide channel beside the slides, a module of its own (SessionModule,
// slides/kind.ts) that live/kinds.ts composes with the slide kinds. Its records: store.ts (live_questions,
// live_question_votes, live_question_limits, the switches of live_session_state: 0114_live_questions.sql); its
// events: live.ts; its shapes: @readyteams/activities' qna/schema.ts; its messages: messages.ts.
import type { SessionModule } from '../slides/kind.js';
import { qnaLive } from './live.js';
import { qnaMessages } from './messages.js';
import { createQnaStore, myQuestionsJson, myQuestionVotesJson, toQuestions } from './store.js';

export const qna: SessionModule = {
  messages: qnaMessages,
  // A participant's questions (any status) and the questions they upvoted come back when they reconnect.
  rejoin: {
    myQuestions: { column: myQuestionsJson, read: toQuestions },
    myQuestionVotes: {
      column: myQuestionVotesJson,
      read: (votes) => (Array.isArray(votes) ? votes.map(Number) : []),
    },
  },
  // The questions the room saw, most voted first, with whether the host answered them.
  report: async ({ db, record }) => ({
    audienceQuestions: (
      await createQnaStore(db).board(record.session.id, { forPhones: false })
    ).questions.filter((question) => question.status === 'visible'),
  }),
  // A row per question: the answer is the question, the value its upvotes, marked when answered or never seen.
  csvRows: async (db, sessionId) =>
    (await createQnaStore(db).csvRows(sessionId)).map((row) => {
      const marks = [
        ...(row.status === 'visible' ? [] : [row.status]),
        ...(row.answered ? ['answered'] : []),
      ];
      return {
        participant: row.participant,
        slideIndex: -1,
        questionIndex: 0,
        place: { poll: 'Q&A', question: '' },
        answer: row.text,
        value: marks.length > 0 ? `${row.votes} (${marks.join(', ')})` : row.votes,
        at: row.askedAt,
      };
    }),
  live: qnaLive,
};

/** The session-wide modules beside the slide kinds. */
export const sessionModules: SessionModule[] = [qna];
