/**
 * The live module's tables as Drizzle tables (the SQL that creates them: migrations 0100-0114). The live module owns
 * them: no other module reads or writes them (what others need of a session's live records is `records.ts`).
 * test/schema.test.ts holds every Drizzle table equal to the migrated database.
 */
import type { LiveDecision, LiveSlide, LiveVideoState } from './types.js';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions } from '../db/schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const sessionId = () =>
  uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' });
const participantId = () =>
  uuid('participant_id')
    .notNull()
    .references(() => liveParticipants.id, { onDelete: 'cascade' });

/** An open (or ended) session's state: the slide snapshot taken when it first went live, where it is, its decisions. */
export const liveSessionState = pgTable('live_session_state', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  /** The scenario's slides when the session first went live: answers refer to them by index. */
  slides: jsonb('slides').$type<LiveSlide[]>().notNull(),
  scenarioTitle: text('scenario_title').notNull(),
  /** -1: the lobby. */
  currentSlide: integer('current_slide').notNull().default(-1),
  video: jsonb('video').$type<LiveVideoState>().notNull(),
  endedAt: at('ended_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** Grows with every change: clients keep the newest state. */
  version: integer('version').notNull().default(0),
  /** Words the host hid from word clouds, `${slideIndex}:${word lower-cased}`. */
  hiddenWords: jsonb('hidden_words').$type<string[]>().notNull().default([]),
  slideStartedAt: at('slide_started_at'),
  startedAt: at('started_at'),
  /** The slides whose board the host closed to new posts. */
  postingClosed: jsonb('posting_closed').$type<number[]>().notNull().default([]),
  /** The slides whose new posts wait for the host's approval (0111_live_feed_reactions.sql). */
  approveFirst: jsonb('approve_first').$type<number[]>().notNull().default([]),
  /** The host turned the phones' reactions off for the session. */
  reactionsOff: boolean('reactions_off').notNull().default(false),
  decisions: jsonb('decisions').$type<LiveDecision[]>().notNull().default([]),
  revealedDecisions: jsonb('revealed_decisions').$type<number[]>().notNull().default([]),
  roadNotTaken: integer('road_not_taken'),
  /** Every slide shown, in order. */
  path: jsonb('path').$type<number[]>().notNull().default([]),
  /** The audience Q&A (0114_live_questions.sql): on, new questions approved first, the question on the presenter. */
  qnaOpen: boolean('qna_open').notNull().default(false),
  qnaModerated: boolean('qna_moderated').notNull().default(false),
  qnaSpotlight: bigint('qna_spotlight', { mode: 'number' }),
});

/** Anonymous participants: the sha256 of their token, when they connected and left. */
export const liveParticipants = pgTable('live_participants', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: sessionId(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  connectedAt: at('connected_at'),
  disconnectedAt: at('disconnected_at'),
  /** The client address it joined from (0110_follow_up_caps.sql): addresses kept per session are capped per source. */
  sourceAddress: text('source_address'),
  /** Team mode: the participant's team (0113_live_teams.sql; null: none yet, or team mode off). */
  teamIndex: integer('team_index'),
});

/** One current answer per participant and question. */
export const liveAnswers = pgTable(
  'live_answers',
  {
    sessionId: sessionId(),
    participantId: participantId(),
    slideIndex: integer('slide_index').notNull(),
    questionIndex: integer('question_index').notNull(),
    /** A choice's option index, a scale's or NPS's number, a free text. */
    value: jsonb('value').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.slideIndex, t.questionIndex] })],
);

/** Pulse signals, without who sent them, with the slide current when they arrived (-1: the lobby). */
export const livePulses = pgTable('live_pulses', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: sessionId(),
  kind: text('kind').$type<'lost' | 'too-fast' | 'break'>().notNull(),
  slideIndex: integer('slide_index').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** When each participant last sent each kind of signal (at most once a minute). */
export const livePulseLimits = pgTable(
  'live_pulse_limits',
  {
    participantId: participantId(),
    kind: text('kind').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.kind] })],
);

/** The discussion boards' posts. */
export const livePosts = pgTable('live_posts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: sessionId(),
  participantId: participantId(),
  slideIndex: integer('slide_index').notNull(),
  questionIndex: integer('question_index').notNull(),
  text: text('text').notNull(),
  status: text('status').$type<'visible' | 'hidden' | 'held' | 'pending'>().notNull().default('visible'),
  highlighted: boolean('highlighted').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  /** When the room last saw it appear (posted visible, shown or approved); null while it never did. */
  shownAt: at('shown_at'),
});

/** Upvotes: one per participant and post. */
export const livePostVotes = pgTable(
  'live_post_votes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => livePosts.id, { onDelete: 'cascade' }),
    participantId: participantId(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.participantId] })],
);

/** How many posts each participant made to each question (at most 5). */
export const livePostLimits = pgTable(
  'live_post_limits',
  {
    participantId: participantId(),
    slideIndex: integer('slide_index').notNull(),
    questionIndex: integer('question_index').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.slideIndex, t.questionIndex] })],
);

/** Each participant's one commitment per commitment slide. */
export const liveCommitments = pgTable(
  'live_commitments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: sessionId(),
    participantId: participantId(),
    slideIndex: integer('slide_index').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.participantId, t.slideIndex)],
);

/** The audience Q&A's questions (src/qna/). */
export const liveQuestions = pgTable('live_questions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: sessionId(),
  participantId: participantId(),
  text: text('text').notNull(),
  status: text('status').$type<'visible' | 'hidden' | 'held' | 'pending'>().notNull().default('visible'),
  answered: boolean('answered').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Upvotes of questions: one per participant and question. */
export const liveQuestionVotes = pgTable(
  'live_question_votes',
  {
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    participantId: participantId(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.participantId] })],
);

/** How many questions each participant asked (at most 10), and when last. */
export const liveQuestionLimits = pgTable('live_question_limits', {
  participantId: uuid('participant_id')
    .primaryKey()
    .references(() => liveParticipants.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
  askedAt: at('asked_at').notNull(),
});
