// Answers in the live module: stored (one statement per batch) only while their slide is current, counted, exported.
import { sql } from 'drizzle-orm';
import { kindOf, slideTypes } from '../slides/index.js';
import type { AnswerCount } from './analytics.js';
import { CROWD_PACE, createBatcher } from './batch.js';
import type { LiveMetrics } from './metrics.js';
import { jsonParam, numberedParticipants, rowsOf, type LiveDb } from './store-sql.js';
import type { LiveAnswerValue } from './types.js';

/** When a slide takes no more answers although it is current: any of its kind's conditions (kind.ts, answersClosed). */
const answersClosed = () =>
  sql.join([sql`false`, ...slideTypes.flatMap((type) => kindOf(type).answersClosed ?? [])], sql` OR `);

export function createAnswerStore(db: LiveDb, metrics: LiveMetrics) {
  const rows = rowsOf(db);

  interface AnswerInput {
    sessionId: string;
    participantId: string;
    slideIndex: number;
    questionIndex: number;
    value: LiveAnswerValue;
  }
  const answerKey = (a: { participantId: string; slideIndex: number; questionIndex: number }) =>
    `${a.participantId}:${a.slideIndex}:${a.questionIndex}`;

  const answerUpserts = createBatcher<AnswerInput, boolean>(
    async (answers) => {
      const input = answers.map((a) => ({
        session_id: a.sessionId,
        participant_id: a.participantId,
        slide_index: a.slideIndex,
        question_index: a.questionIndex,
        value: a.value,
      }));
      // Rows in key order: two processes upserting overlapping batches lock them in the same order (no deadlock).
      // Only while the slide is current, the session open and the slide's kind has not closed it to answers.
      const stored = await rows<{ participantId: string; slideIndex: number; questionIndex: number }>(
        sql`INSERT INTO live_answers (session_id, participant_id, slide_index, question_index, value)
            SELECT x.session_id, x.participant_id, x.slide_index, x.question_index, x.value
            FROM json_to_recordset(${jsonParam(input)})
                 AS x(session_id uuid, participant_id uuid, slide_index int, question_index int, value jsonb)
            WHERE EXISTS (SELECT 1 FROM live_session_state st JOIN sessions s ON s.id = st.session_id
                          WHERE st.session_id = x.session_id AND st.current_slide = x.slide_index AND s.completed_at IS NULL
                            AND NOT (${answersClosed()}))
            ORDER BY x.participant_id, x.slide_index, x.question_index
            ON CONFLICT (participant_id, slide_index, question_index)
            DO UPDATE SET value = excluded.value, updated_at = now()
            RETURNING participant_id AS "participantId", slide_index AS "slideIndex", question_index AS "questionIndex"`,
      );
      const ok = new Set(stored.map(answerKey));
      return answers.map((a) => ok.has(answerKey(a)));
    },
    { ...CROWD_PACE, key: answerKey, maxBatch: 500, onBatch: (size) => metrics.batch('answer', size) },
  );

  return {
    /**
     * Stores (or replaces) a participant's answer, only while its slide is the current one of an open session and
     * its kind takes answers. Resolves once stored (false when the host has moved on, the session ended or the slide
     * closed). Answers arriving together are
     * one statement; the same participant, slide and question twice in one batch keeps the later value.
     */
    upsertAnswer(
      sessionId: string,
      participantId: string,
      slideIndex: number,
      questionIndex: number,
      value: LiveAnswerValue,
    ): Promise<boolean> {
      return answerUpserts({ sessionId, participantId, slideIndex, questionIndex, value });
    },

    async answerCounts(sessionId: string): Promise<AnswerCount[]> {
      const list = await rows<AnswerCount>(
        sql`SELECT slide_index AS "slideIndex", question_index AS "questionIndex", value, count(*)::int AS count
            FROM live_answers WHERE session_id = ${sessionId}
            GROUP BY slide_index, question_index, value ORDER BY min(created_at)`,
      );
      return list.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** How many chose each option of a choice question (`optionCount` options), in the options' order. */
    async choiceCounts(
      sessionId: string,
      slideIndex: number,
      questionIndex: number,
      optionCount: number,
    ): Promise<number[]> {
      const list = await rows<{ value: unknown; count: number }>(
        sql`SELECT value, count(*)::int AS count FROM live_answers
            WHERE session_id = ${sessionId} AND slide_index = ${slideIndex} AND question_index = ${questionIndex}
            GROUP BY value`,
      );
      const counts = Array.from({ length: optionCount }, () => 0);
      for (const row of list) {
        const option = Number(row.value);
        if (option in counts) counts[option]! += Number(row.count);
      }
      return counts;
    },

    /**
     * How many participants answered each slide (one or more of its questions), by slide index; on a slide whose
     * phones make other records (a commitment), how many made one (its kind's `answeredBy`).
     */
    async participantsAnswered(sessionId: string): Promise<Map<number, number>> {
      const others = slideTypes.flatMap((type) => kindOf(type).answeredBy?.(sessionId) ?? []);
      const list = await rows<{ slideIndex: number; count: number }>(
        sql`SELECT slide_index AS "slideIndex", count(DISTINCT participant_id)::int AS count
            FROM live_answers WHERE session_id = ${sessionId} GROUP BY slide_index
            ${sql.join(
              others.map((query) => sql`UNION ALL ${query}`),
              sql` `,
            )}`,
      );
      return new Map(list.map((row) => [row.slideIndex, Number(row.count)]));
    },

    /** Participants who answered both questions (for the confidence delta). */
    async pairCount(sessionId: string, a: [number, number], b: [number, number]) {
      const [row] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM live_answers x JOIN live_answers y ON y.participant_id = x.participant_id
            WHERE x.session_id = ${sessionId} AND x.slide_index = ${a[0]} AND x.question_index = ${a[1]}
              AND y.slide_index = ${b[0]} AND y.question_index = ${b[1]}`,
      );
      return Number(row?.n ?? 0);
    },

    async csvRows(sessionId: string) {
      return rows<{
        participant: number;
        slideIndex: number;
        questionIndex: number;
        value: LiveAnswerValue;
        answeredAt: unknown;
      }>(
        sql`SELECT p.n AS participant, a.slide_index AS "slideIndex", a.question_index AS "questionIndex", a.value, a.updated_at AS "answeredAt"
            FROM live_answers a
            JOIN ${numberedParticipants(sessionId)} p
              ON p.id = a.participant_id
            WHERE a.session_id = ${sessionId}
            ORDER BY p.n, a.slide_index, a.question_index`,
      );
    },
  };
}
