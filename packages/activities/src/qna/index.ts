// The audience Q&A's limits, without zod: '@readyteams/activities/qna', which the phones and the server load (its
// schemas, schema.ts, load with the channel's from '@readyteams/activities/live'). Q&A is session-wide, a module of
// its own beside the slide kinds: phones ask at any time while the host has it on.

/** Longest question, in characters. */
export const LIVE_QUESTION_MAX = 280;

/** Questions one participant may ask in one session. */
export const LIVE_QUESTIONS_PER_PARTICIPANT = 10;

/** The least time between two questions of one participant, in seconds. */
export const LIVE_QUESTION_SECONDS = 5;

/** Questions the phones get (the most voted); hosts get every one. */
export const LIVE_QNA_PHONE_MAX = 50;
