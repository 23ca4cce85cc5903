// Discussion slides: questions for the room, shown on the presenter and the phones; nothing is answered, and each
// has a board where participants post short contributions to its questions and upvote others' (live.ts, store.ts).
import type { LiveSlide, LiveSlideOf } from '@readyteams/api-client/live-events';
import type { SlideKind } from '../kind.js';
import { liveQuestions } from '../questions.js';
import { discussionLive } from './live.js';
import { createBoardStore, myPostsJson, myVotesJson, toPosts } from './store.js';

/** Whether a live slide has a discussion board (its questions are what posts answer). */
export const hasBoard = (slide: LiveSlide | null | undefined): slide is LiveSlideOf<'discussion'> =>
  slide?.slideType === 'discussion';

export const discussion: SlideKind<'discussion'> = {
  rules: {},
  props: () => ({}),
  questions: (slide) =>
    (slide.questions ?? []).map((text) => ({
      question: text.trim(),
      type: null,
      layoutType: null,
      answers: null,
    })),
  toLive: (slide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: liveQuestions(slide.questions),
    pollTitle: null,
  }),
  // A participant's posts (any status) and the posts they upvoted come back when they reconnect.
  rejoin: {
    myPosts: { column: myPostsJson, read: toPosts },
    myVotes: { column: myVotesJson, read: (votes) => (Array.isArray(votes) ? votes.map(Number) : []) },
  },
  // A branching scenario's board on a path the session never went down is no part of its story: left out.
  report: async (slides, { db, record }) => ({
    boards: await createBoardStore(db).boardResults(
      record.session.id,
      slides.filter((slide) => !slide.path || record.path.includes(slide.index)),
    ),
  }),
  // A row per post: the answer is the post, the value its upvotes, marked when the room never saw it.
  csvRows: async (db, sessionId) =>
    (await createBoardStore(db).postCsvRows(sessionId)).map((row) => ({
      ...row,
      answer: row.text,
      value: row.status === 'visible' ? row.votes : `${row.votes} (${row.status})`,
      at: row.postedAt,
    })),
  live: discussionLive,
};
