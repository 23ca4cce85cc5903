// Drizzle definitions of the live tables (migrations/0100_live.sql is the source of truth).
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const liveSessionState = pgTable('live_session_state', {
  sessionId: integer('session_id').primaryKey(),
  slides: jsonb('slides').notNull(),
  scenarioTitle: text('scenario_title').notNull(),
  currentSlide: integer('current_slide').notNull().default(-1),
  video: jsonb('video').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const liveParticipants = pgTable(
  'live_participants',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull(),
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
    sessionId: integer('session_id').notNull(),
    participantId: integer('participant_id').notNull(),
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
