// Knowledge checks in the live module: when each check of a session first came up and when the host revealed it
// (live_knowledge_checks, 0112_live_knowledge_checks.sql), and the scores computed from the answers (the core's
// live_answers: a check's answers are stored, restored on rejoin and tallied as every answer is). Every process reads
// the same rows, so the time limit and the reveal hold on all of them; the clock is the database's.
import { sql } from 'drizzle-orm';
import { checkPoints, isCorrect, type RevealedCheck } from '@readyteams/activities/knowledge-check';
import type { LiveSlideOf } from '@readyteams/api-client/live-events';
import { epochMs, rowsOf, type LiveDb } from '../../live/store-sql.js';
import type { AnswerScore } from '../kind.js';

/** Where a check is: when it opened (null: it never came up), when it closes (null: no limit), whether revealed. */
export interface CheckState {
  openedAt: number | null;
  closesAt: number | null;
  revealed: boolean;
  /** The time limit passed (by the database's clock). */
  timeUp: boolean;
}

export function createCheckStore(db: LiveDb) {
  const rows = rowsOf(db);

  /**
   * Records that a check came up, when it is the session's current slide and has no record yet: it opened when the
   * slide was shown (live_session_state.slide_started_at). Coming back to it later keeps the first opening.
   */
  async function open(sessionId: string, slideIndex: number) {
    await db.execute(
      sql`INSERT INTO live_knowledge_checks (session_id, slide_index, opened_at)
          SELECT st.session_id, ${slideIndex}::int, coalesce(st.slide_started_at, now())
          FROM live_session_state st WHERE st.session_id = ${sessionId} AND st.current_slide = ${slideIndex}::int
          ON CONFLICT (session_id, slide_index) DO NOTHING`,
    );
  }

  return {
    open,

    /** A check's state (opening it first when it is current), `limit` its time limit in seconds (null: none). */
    async state(sessionId: string, slideIndex: number, limit: number | null): Promise<CheckState> {
      await open(sessionId, slideIndex);
      const [row] = await rows<{ openedAt: unknown; closesAt: unknown; revealed: boolean; timeUp: boolean }>(
        sql`SELECT opened_at AS "openedAt",
                   opened_at + make_interval(secs => ${limit}::int) AS "closesAt",
                   revealed_at IS NOT NULL AS revealed,
                   coalesce(now() > opened_at + make_interval(secs => ${limit}::int), false) AS "timeUp"
            FROM live_knowledge_checks WHERE session_id = ${sessionId} AND slide_index = ${slideIndex}::int`,
      );
      return {
        openedAt: epochMs(row?.openedAt),
        closesAt: limit === null ? null : epochMs(row?.closesAt),
        revealed: row?.revealed ?? false,
        timeUp: row?.timeUp ?? false,
      };
    },

    /** Reveals a check while the session is open and the check current (again: kept); false otherwise. */
    async reveal(sessionId: string, slideIndex: number): Promise<boolean> {
      await open(sessionId, slideIndex);
      const updated = await rows(
        sql`UPDATE live_knowledge_checks k SET revealed_at = coalesce(k.revealed_at, now())
            FROM sessions s, live_session_state st
            WHERE k.session_id = ${sessionId} AND k.slide_index = ${slideIndex}::int
              AND s.id = k.session_id AND s.completed_at IS NULL
              AND st.session_id = k.session_id AND st.current_slide = k.slide_index
            RETURNING 1 AS ok`,
      );
      return updated.length > 0;
    },

    /** The session's revealed checks, in slide order, with their correct options (from `slides`). */
    async revealed(
      sessionId: string,
      slides: readonly LiveSlideOf<'knowledge-check'>[],
    ): Promise<RevealedCheck[]> {
      const list = await rows<{ slideIndex: number }>(
        sql`SELECT slide_index AS "slideIndex" FROM live_knowledge_checks
            WHERE session_id = ${sessionId} AND revealed_at IS NOT NULL ORDER BY slide_index`,
      );
      return list.flatMap(({ slideIndex }) => {
        const slide = slides.find((s) => s.index === slideIndex);
        return slide ? [{ slideIndex, correct: slide.correct }] : [];
      });
    },

    /**
     * Every answer to the session's checks (`slides`, as the hosts get them: with their correct options), scored: right
     * when exactly the correct options; with the speed bonus, by how long after the check opened the answer was last
     * changed. What team mode and any later standing compute from; no screen shows a participant's score.
     */
    async answerScores(
      sessionId: string,
      slides: readonly LiveSlideOf<'knowledge-check'>[],
    ): Promise<AnswerScore[]> {
      if (slides.length === 0) return [];
      const list = await rows<{
        participantId: string;
        slideIndex: number;
        value: unknown;
        elapsedMs: unknown;
      }>(
        sql`SELECT a.participant_id::text AS "participantId", a.slide_index AS "slideIndex", a.value,
                   extract(epoch FROM a.updated_at - k.opened_at) * 1000 AS "elapsedMs"
            FROM live_answers a
            LEFT JOIN live_knowledge_checks k ON k.session_id = a.session_id AND k.slide_index = a.slide_index
            WHERE a.session_id = ${sessionId} AND a.question_index = 0
              AND a.slide_index = ANY(${`{${slides.map((slide) => slide.index).join(',')}}`}::int[])
            ORDER BY a.slide_index, a.participant_id`,
      );
      return list.map((row) => {
        const slide = slides.find((s) => s.index === row.slideIndex)!;
        const correct = isCorrect(row.value, slide.correct);
        const bonus =
          slide.speedBonus && slide.timeLimit !== null && row.elapsedMs !== null
            ? { elapsedMs: Number(row.elapsedMs), limitMs: slide.timeLimit * 1000 }
            : null;
        return {
          participantId: row.participantId,
          slideIndex: row.slideIndex,
          correct,
          points: checkPoints(correct, bonus),
        };
      });
    },
  };
}
