// What other modules may read or drop of a session's live records (the sessions list, the impact report, the
// follow-up, the check-ins and the retention purge). The live module owns its tables (schema.ts): nothing outside it
// names them; it asks here. `scope` is a condition on the sessions read, as `sessions s`.
import { sql, type SQL } from 'drizzle-orm';
import { sessions } from '../db/schema.js';
import {
  liveAnswers,
  liveCommitments,
  liveParticipants,
  livePosts,
  livePulses,
  liveSessionState,
} from './schema.js';
import type { LiveSlide } from './types.js';
import { jsonParam, rowsOf, type LiveDb } from './store-sql.js';

/** Per session of the sessions list (`sessions`, unaliased): how many participants joined and answers they gave. */
export const liveCounts = {
  participants: sql<number>`(SELECT count(*)::int FROM ${liveParticipants}
    WHERE ${liveParticipants.sessionId} = ${sessions.id})`,
  answers: sql<number>`(SELECT count(*)::int FROM ${liveAnswers} WHERE ${liveAnswers.sessionId} = ${sessions.id})`,
};

/**
 * The commitments as others may join them (`id`, `session_id`, `slide_index`, `text`): the follow-up's addresses and
 * check-ins refer to a commitment by its id.
 */
export const commitmentRows = sql`(SELECT id, session_id, slide_index, text FROM ${liveCommitments})`;

/** Deletes a session's raw live records: commitments (their addresses and check-ins with them), posts, answers, pulses, participants and the hidden words. */
export async function deleteSessionRecords(tx: LiveDb, sessionId: string): Promise<void> {
  // Votes and limits go with their posts and participants.
  for (const table of [liveCommitments, livePosts, liveAnswers, livePulses, liveParticipants])
    await tx.execute(sql`DELETE FROM ${table} WHERE session_id = ${sessionId}`);
  await tx.execute(sql`UPDATE ${liveSessionState} SET hidden_words = '[]' WHERE session_id = ${sessionId}`);
}

type ClosingPoll = Pick<LiveSlide, 'index' | 'slideType' | 'type' | 'questions'>;

/** Each session of `scope` with the closing polls of its slide snapshot (none before it went live). */
export function closingPolls(db: LiveDb, scope: SQL) {
  // Only the closing polls: they hold every question the impact report reads.
  return rowsOf(db)<{ id: string; closing: ClosingPoll[] }>(
    sql`SELECT s.id, coalesce((SELECT jsonb_agg(sl ORDER BY (sl->>'index')::int) FROM jsonb_array_elements(st.slides) sl
                                WHERE sl->>'slideType' = 'poll' AND sl->>'type' = 'closing question'), '[]'::jsonb) AS closing
        FROM sessions s LEFT JOIN live_session_state st ON st.session_id = s.id
        WHERE ${scope}`,
  );
}

/** How many participants joined each session of `scope` (sessions without any are left out). */
export function participantCounts(db: LiveDb, scope: SQL) {
  return rowsOf(db)<{ id: string; count: number }>(
    sql`SELECT p.session_id AS id, count(*)::int AS count
        FROM live_participants p JOIN sessions s ON s.id = p.session_id WHERE ${scope} GROUP BY p.session_id`,
  );
}

/** How many gave each numeric answer to each closing poll's question, per session of `scope`. */
export function closingAnswerCounts(db: LiveDb, scope: SQL) {
  return rowsOf(db)<{ id: string; slideIndex: number; questionIndex: number; value: unknown; count: number }>(
    sql`SELECT a.session_id AS id, a.slide_index AS "slideIndex", a.question_index AS "questionIndex", a.value,
               count(*)::int AS count
        FROM live_answers a JOIN sessions s ON s.id = a.session_id
        JOIN live_session_state st ON st.session_id = a.session_id
        WHERE ${scope} AND st.slides->a.slide_index->>'slideType' = 'poll'
          AND st.slides->a.slide_index->>'type' = 'closing question' AND jsonb_typeof(a.value) = 'number'
        GROUP BY a.session_id, a.slide_index, a.question_index, a.value`,
  );
}

/** Which two questions of a session are paired: before at slide `bs` question `bq`, after at `as_`/`aq`. */
export type QuestionPair = { id: string; bs: number; bq: number; as_: number; aq: number };

/** How many participants gave each pair of answers (before, after) to each session's paired questions. */
export function answerPairCounts(db: LiveDb, pairs: QuestionPair[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  return rowsOf(db)<{ id: string; before: unknown; after: unknown; count: number }>(
    sql`SELECT w.id, x.value AS before, y.value AS after, count(*)::int AS count
        FROM json_to_recordset(${jsonParam(pairs)}) AS w(id uuid, bs int, bq int, as_ int, aq int)
        JOIN live_answers x ON x.session_id = w.id AND x.slide_index = w.bs AND x.question_index = w.bq
        JOIN live_answers y ON y.participant_id = x.participant_id AND y.slide_index = w.as_
          AND y.question_index = w.aq
        GROUP BY w.id, x.value, y.value`,
  );
}
