// Drizzle definitions of the live tables (migrations/0100_live.sql is the source of truth).
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const liveSessionState = pgTable('live_session_state', {
  sessionId: uuid('session_id').primaryKey(),
  slides: jsonb('slides').notNull(),
  scenarioTitle: text('scenario_title').notNull(),
  currentSlide: integer('current_slide').notNull().default(-1),
  version: integer('version').notNull().default(0),
  video: jsonb('video').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const liveParticipants = pgTable(
  'live_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (t) => [index('live_participants_session_idx').on(t.sessionId, t.createdAt)],
);

export const liveAnswers = pgTable(
  'live_answers',
  {
    sessionId: uuid('session_id').notNull(),
    participantId: uuid('participant_id').notNull(),
    slideIndex: integer('slide_index').notNull(),
    questionIndex: integer('question_index').notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.participantId, t.slideIndex, t.questionIndex] }),
    index('live_answers_session_idx').on(t.sessionId, t.slideIndex, t.questionIndex),
  ],
);
