// Audience Q&A live (issue 35): a session-wide channel beside the slides. Phones ask anonymous questions (up to 280
// characters, the profanity filter applied) and upvote others' once; the host turns Q&A on or off, approves first
// or not, hides, shows, marks answered and spotlights one on the presenter. Its shapes and events, which live.ts
// adds to the channel's.
import { z } from 'zod';
import { livePostStatus } from '../discussion/schema';
import { ackWith, liveEvent } from '../events';

/**
 * A question's moderation, as a discussion post's: visible, hidden (by the host), held (by the profanity filter until
 * the host shows it) or pending (asked while the host approves questions first, until the host approves or hides it).
 */
export const liveQnaStatus = livePostStatus;

/** A participant's anonymous question to the host (never a name). */
export const liveQnaQuestion = z.object({
  id: z.int().min(1),
  /** Up to 280 characters. */
  text: z.string(),
  /** Participants who upvoted it (one vote each; taking it back is fine). */
  votes: z.int().min(0),
  status: liveQnaStatus,
  /** The host marked it answered. */
  answered: z.boolean(),
  /** Server time it was asked (ms since epoch). */
  createdAt: z.int(),
});
export type LiveQnaQuestion = z.infer<typeof liveQnaQuestion>;

/** The Q&A as every screen's state carries it: on or off, approve first or not, the question on the presenter. */
export const liveQna = z.object({
  /** Phones may ask (the host turns Q&A on; off by default). */
  open: z.boolean(),
  /** New questions wait for the host's approval. */
  moderated: z.boolean(),
  /** The id of the question the presenter shows full-screen (a visible one), else null. */
  spotlight: z.int().nullable(),
});
export type LiveQna = z.infer<typeof liveQna>;

/**
 * The questions a screen may see, most voted first (then oldest first). Hosts get every one with its status in their
 * tally; phones the visible ones only, at most 50 (the `questions` event).
 */
export const liveQnaBoard = z.object({
  /** The questions this screen may see, including those beyond the list. */
  questionCount: z.int().min(0),
  questions: z.array(liveQnaQuestion),
});
export type LiveQnaBoard = z.infer<typeof liveQnaBoard>;

/** An ask's ack carries the stored question (`held` or `pending`: it waits for the host). */
export const liveAskAck = ackWith({ question: liveQnaQuestion });
export type LiveAskAck = z.infer<typeof liveAskAck>;

/** What the phones and the host send about the Q&A. */
export const qnaEvents = {
  /** Participant: ask a question (up to 280 characters) while Q&A is on; acked once stored, with the question. */
  ask: liveEvent('participant', z.object({ text: z.string() }), liveAskAck),
  /** Participant: upvote another participant's visible question (up), once, or take the vote back. */
  'question-vote': liveEvent('participant', z.object({ questionId: z.int().min(1), up: z.boolean() })),
  /** Host: turn Q&A on or off for the session (off by default). */
  qna: liveEvent('host', z.object({ open: z.boolean() })),
  /** Host: new questions wait for approval (true), or reach the room as they come (false, the default). */
  'qna-moderate': liveEvent('host', z.object({ moderated: z.boolean() })),
  /**
   * Host: moderate a question: hide it (also takes it off the presenter), show it (also a held one, and a pending
   * one: it is approved), mark it answered or not.
   */
  'moderate-question': liveEvent(
    'host',
    z.object({ questionId: z.int().min(1), action: z.enum(['hide', 'show', 'answered', 'unanswered']) }),
  ),
  /** Host: show a visible question full-screen on the presenter, or none (null). */
  spotlight: liveEvent('host', z.object({ questionId: z.int().min(1).nullable() })),
};
