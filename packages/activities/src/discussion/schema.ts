// Discussion slides live: the slide fills questions (kind 'text', no options) and adds no field of its own; each
// question has a board of anonymous posts the room upvotes and the host moderates.
// Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the contract's
// branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { optionalScript, optionalTitle, readScript } from '../contract';
import { ackWith, liveEvent } from '../events';

/** A discussion slide as the editor sends it: its questions are strings. */
export const discussionWriteFields = z.object({
  title: optionalTitle,
  script: optionalScript,
  questions: z.array(z.string().min(1).max(500)).max(50).optional(),
});

/** A discussion slide as the API reads it. */
export const discussionReadFields = z.object({
  script: readScript,
  questions: z.array(z.string()),
});

/** The fields a discussion slide adds to the common live ones: none. */
export const liveDiscussionFields = z
  .object({})
  .meta({ description: 'A discussion slide: it fills questions.' });

/**
 * A post's moderation: visible, hidden (by the host), held (by the profanity filter until the host shows it) or
 * pending (posted while the host approves posts first, until the host approves or hides it).
 */
export const livePostStatus = z.enum(['visible', 'hidden', 'held', 'pending']);
export type LivePostStatus = z.infer<typeof livePostStatus>;

/** A participant's anonymous contribution to a question of a discussion slide's board (never a name). */
export const livePost = z.object({
  id: z.int().min(1),
  slideIndex: z.int().min(0),
  /** The discussion question it answers (0-based). */
  questionIndex: z.int().min(0),
  /** Up to 280 characters. */
  text: z.string(),
  /** Participants who upvoted it (one vote each, changeable). */
  votes: z.int().min(0),
  /** Chosen by the host for the presenter screen. */
  highlighted: z.boolean(),
  status: livePostStatus,
  /** Server time it was posted (ms since epoch). */
  createdAt: z.int(),
  /** Server time it was last shown to the room (posted visible, or shown or approved by the host); null: never. */
  shownAt: z.int().nullable(),
});
export type LivePost = z.infer<typeof livePost>;

/**
 * How a discussion slide's posts reach the room, which the host chooses per slide: as they come (visible once
 * posted, the default), or approve first (pending until the host approves each).
 */
export const livePostFeed = z.enum(['as-they-come', 'approve-first']);
export type LivePostFeed = z.infer<typeof livePostFeed>;

/**
 * The board of a discussion slide, most voted first (then oldest first). Hosts get every post; phones the visible
 * ones only, at most 50.
 */
export const liveBoard = z.object({
  slideIndex: z.int().min(0),
  /** Whether participants may post (the host turns posting off per slide). */
  postingOpen: z.boolean(),
  /** How new posts reach the room (the host chooses per slide). */
  feed: livePostFeed,
  /** The posts of the board this screen may see, including those beyond the list. */
  postCount: z.int().min(0),
  posts: z.array(livePost),
});
export type LiveBoard = z.infer<typeof liveBoard>;

/** A discussion slide's board in the report: the posts shown to the room (not the hidden or held ones). */
export const liveBoardResult = z.object({
  slideIndex: z.int().min(0),
  title: z.string(),
  /** The slide's discussion questions (a post's questionIndex points here). */
  questions: z.array(z.string()),
  /** Upvotes on the shown posts. */
  voteCount: z.int().min(0),
  posts: z.array(livePost),
});
export type LiveBoardResult = z.infer<typeof liveBoardResult>;

/** A post's ack carries the stored post (its id, and `held` when the profanity filter held it back). */
export const livePostAck = ackWith({ post: livePost });
export type LivePostAck = z.infer<typeof livePostAck>;

/** What the phones and the host send about a discussion slide's board. */
export const discussionEvents = {
  /**
   * Participant: post to a question of the current discussion slide (up to 280 characters, 5 per question, while
   * posting is open); acked once stored, with the post.
   */
  post: liveEvent(
    'participant',
    z.object({ slideIndex: z.int(), questionIndex: z.int(), text: z.string() }),
    livePostAck,
  ),
  /** Participant: upvote another participant's visible post of the current slide (up), or take the vote back. */
  vote: liveEvent('participant', z.object({ postId: z.int().min(1), up: z.boolean() })),
  /**
   * Host: moderate a post of the current slide's board: hide it, show it (also a held one, and a pending one: it is
   * approved), highlight it or not.
   */
  'moderate-post': liveEvent(
    'host',
    z.object({ postId: z.int().min(1), action: z.enum(['hide', 'show', 'highlight', 'unhighlight']) }),
  ),
  /** Host: let participants post to a discussion slide's board, or stop them (open by default). */
  posting: liveEvent('host', z.object({ slideIndex: z.int(), open: z.boolean() })),
  /** Host: how a discussion slide's new posts reach the room: as they come (the default), or approve first. */
  feed: liveEvent('host', z.object({ slideIndex: z.int(), feed: livePostFeed })),
};
