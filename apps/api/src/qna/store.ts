// The audience Q&A's records: participants' questions (at most LIVE_QUESTIONS_PER_PARTICIPANT each per session, one
// every LIVE_QUESTION_SECONDS, held back when the profanity filter matches, pending while the host approves first),
// their upvotes (one per participant and question), the host's moderation, switches and spotlight (columns of
// live_session_state), what the screens get, the report's and the CSV's rows. Every write is one statement whose
// conditions PostgreSQL checks, so requests sent at once, on any process, never pass a limit.
import type { LiveEventPayload } from '@readyteams/activities/live';
import { sql, type SQL } from 'drizzle-orm';
import {
  LIVE_QNA_PHONE_MAX,
  LIVE_QUESTION_SECONDS,
  LIVE_QUESTIONS_PER_PARTICIPANT,
  type LiveQna,
  type LiveQnaBoard,
  type LiveQnaQuestion,
  type LivePostStatus,
} from '../live/types.js';
import { numberedParticipants, rowsOf, textArray, type LiveDb } from '../live/store-sql.js';
import { castVote, voteCount, votedJson, type VoteTables } from '../live/votes.js';

/** Why a question was not stored. */
export type AskRefusal = 'ended' | 'off' | 'limit' | 'too-soon';
/** A question takes votes while Q&A is on (live/votes.ts: `closed`, the host turned it off). */
const questionVotes: VoteTables = {
  entries: 'live_questions',
  votes: 'live_question_votes',
  key: 'question_id',
  open: sql`st.qna_open`,
};
/** Why a moderation or a spotlight was refused. */
export type QuestionModerationRefusal = 'no-question' | 'ended' | 'not-shown';

export type QuestionModeration = LiveEventPayload<'moderate-question'>['action'];

/** The upvotes of a question row (alias `q`). */
const votesOf = (q: SQL) => voteCount(questionVotes, q);

/** A question row (alias `q`) as the contract's LiveQnaQuestion, in JSON (its votes counted, unless given). */
const questionJson = (q: SQL, votes = votesOf(q)) => sql`json_build_object(
    'id', ${q}.id, 'text', ${q}.text, 'votes', ${votes}, 'status', ${q}.status, 'answered', ${q}.answered,
    'createdAt', floor(extract(epoch FROM ${q}.created_at) * 1000)::bigint)`;

/** A participant's questions (any status), oldest first, as JSON (for the connect state). */
export const myQuestionsJson = (participantId: SQL) =>
  sql`coalesce((SELECT json_agg(${questionJson(sql`q`)} ORDER BY q.created_at, q.id)
                FROM live_questions q WHERE q.participant_id = ${participantId}), '[]'::json)`;

/** The ids of the questions a participant upvoted, as JSON (for the connect state). */
export const myQuestionVotesJson = (participantId: SQL) => votedJson(questionVotes, participantId);

/** Questions as the JSON arrives from either driver (ids and times are plain numbers in JSON). */
export const toQuestions = (value: unknown): LiveQnaQuestion[] =>
  (Array.isArray(value) ? value : []).map((question: LiveQnaQuestion) => ({
    ...question,
    id: Number(question.id),
    votes: Number(question.votes),
    createdAt: Number(question.createdAt),
  }));

/** The session's open state row (alias `st`) joined to its session (alias `s`), while it is open. */
const openSession = (sessionId: string) =>
  sql`FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL`;

export function createQnaStore(db: LiveDb) {
  const rows = rowsOf(db);

  /** Sets a switch of the session's Q&A (a new state version: every screen follows); false once the session ended. */
  async function set(sessionId: string, assignment: SQL) {
    const updated = await rows(
      sql`UPDATE live_session_state st SET ${assignment}, version = st.version + 1, updated_at = now()
          ${openSession(sessionId)} RETURNING 1 AS ok`,
    );
    return updated.length > 0;
  }

  return {
    /** The Q&A of each session as the state carries it (one statement for many sessions). */
    async settings(sessionIds: string[]): Promise<LiveQna[]> {
      const found = await rows<{ id: string; open: boolean; moderated: boolean; spotlight: unknown }>(
        sql`SELECT st.session_id::text AS id, st.qna_open AS open, st.qna_moderated AS moderated,
                   (SELECT q.id FROM live_questions q WHERE q.id = st.qna_spotlight AND q.status = 'visible') AS spotlight
            FROM live_session_state st WHERE st.session_id::text = ANY(${textArray(sessionIds)})`,
      );
      const byId = new Map(found.map((row) => [row.id, row]));
      return sessionIds.map((id) => {
        const row = byId.get(id);
        return {
          open: row?.open ?? false,
          moderated: row?.moderated ?? false,
          spotlight: row?.spotlight == null ? null : Number(row.spotlight),
        };
      });
    },

    /**
     * Stores a participant's question, only while their session is open, Q&A is on, and they asked fewer than
     * LIVE_QUESTIONS_PER_PARTICIPANT, the last at least LIVE_QUESTION_SECONDS ago; resolves once stored with the
     * question, or with why not. A question the filter did not hold is pending while the host approves first (read in
     * the same statement), else visible at once. Race-free: the participant's row of live_question_limits is claimed
     * by an upsert that counts one only under both limits, in the statement that inserts the question, and PostgreSQL
     * re-checks the condition on the newest row after waiting for a concurrent claim to commit. The caller trimmed
     * and checked the text.
     */
    async ask(
      participantId: string,
      text: string,
      held: boolean,
    ): Promise<{ question: LiveQnaQuestion } | { refused: AskRefusal }> {
      const [stored] = await rows<{ question: LiveQnaQuestion }>(
        sql`WITH open AS (
              SELECT p.id AS participant_id, p.session_id,
                     CASE WHEN ${held} THEN 'held' WHEN st.qna_moderated THEN 'pending' ELSE 'visible' END AS status
              FROM live_participants p
              JOIN sessions s ON s.id = p.session_id AND s.completed_at IS NULL
              JOIN live_session_state st ON st.session_id = p.session_id
              WHERE p.id = ${participantId} AND st.qna_open
            ), claimed AS (
              INSERT INTO live_question_limits (participant_id, count, asked_at)
              SELECT participant_id, 1, now() FROM open
              ON CONFLICT (participant_id)
              DO UPDATE SET count = live_question_limits.count + 1, asked_at = now()
              WHERE live_question_limits.count < ${LIVE_QUESTIONS_PER_PARTICIPANT}
                AND live_question_limits.asked_at <= now() - make_interval(secs => ${LIVE_QUESTION_SECONDS})
              RETURNING participant_id
            ), q AS (
              INSERT INTO live_questions (session_id, participant_id, text, status)
              SELECT open.session_id, open.participant_id, ${text}::text, open.status
              FROM open JOIN claimed USING (participant_id)
              RETURNING *
            )
            SELECT ${questionJson(sql`q`, sql`0`)} AS question FROM q`,
      );
      if (stored) return { question: toQuestions([stored.question])[0]! };
      // Not stored: say why (a reading taken after the refusal; the statement above is what decided).
      const [state] = await rows<{ ended: boolean; open: boolean; full: boolean }>(
        sql`SELECT s.completed_at IS NOT NULL AS ended, coalesce(st.qna_open, false) AS open,
                   coalesce(l.count >= ${LIVE_QUESTIONS_PER_PARTICIPANT}, false) AS full
            FROM live_participants p JOIN sessions s ON s.id = p.session_id
            LEFT JOIN live_session_state st ON st.session_id = p.session_id
            LEFT JOIN live_question_limits l ON l.participant_id = p.id
            WHERE p.id = ${participantId}`,
      );
      return {
        refused: !state || state.ended ? 'ended' : !state.open ? 'off' : state.full ? 'limit' : 'too-soon',
      };
    },

    /**
     * Upvotes a question (up) or takes the vote back: only another participant's visible question of the voter's
     * open session while Q&A is on. One vote per participant and question (the primary key of live_question_votes),
     * so votes sent together count once. Resolves once stored, or with why not.
     */
    vote: (participantId: string, questionId: number, up: boolean) =>
      castVote(db, questionVotes, participantId, questionId, up),

    /**
     * The host's moderation of a question of their session, while it is open: hide (also takes it off the
     * presenter), show (a hidden question, one the filter held, or approve a pending one), mark answered or not.
     * Resolves with whether the presenter's question changed (the state follows), or why not.
     */
    async moderate(
      sessionId: string,
      questionId: number,
      action: QuestionModeration,
    ): Promise<{ spotlightCleared: boolean } | { refused: QuestionModerationRefusal }> {
      const set =
        action === 'hide'
          ? sql`status = 'hidden'`
          : action === 'show'
            ? sql`status = 'visible'`
            : sql`answered = ${action === 'answered'}`;
      const [updated] = await rows<{ cleared: number }>(
        sql`WITH q AS (
              UPDATE live_questions q SET ${set} FROM sessions s
              WHERE q.id = ${questionId} AND q.session_id = ${sessionId} AND s.id = q.session_id AND s.completed_at IS NULL
              RETURNING q.id, q.status
            ), cleared AS (
              UPDATE live_session_state st SET qna_spotlight = NULL, version = st.version + 1, updated_at = now()
              FROM q WHERE st.session_id = ${sessionId} AND st.qna_spotlight = q.id AND q.status <> 'visible'
              RETURNING 1
            )
            SELECT (SELECT count(*)::int FROM cleared) AS cleared FROM q`,
      );
      if (updated) return { spotlightCleared: Number(updated.cleared) > 0 };
      const [question] = await rows<{ ended: boolean }>(
        sql`SELECT s.completed_at IS NOT NULL AS ended FROM live_questions q JOIN sessions s ON s.id = q.session_id
            WHERE q.id = ${questionId} AND q.session_id = ${sessionId}`,
      );
      return { refused: !question ? 'no-question' : question.ended ? 'ended' : 'not-shown' };
    },

    /** Shows a visible question of the session full-screen on the presenter, or none (null). */
    async spotlight(sessionId: string, questionId: number | null): Promise<QuestionModerationRefusal | null> {
      const updated = await rows(
        sql`UPDATE live_session_state st SET qna_spotlight = ${questionId}, version = st.version + 1, updated_at = now()
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL
              AND (${questionId}::bigint IS NULL OR EXISTS (SELECT 1 FROM live_questions q
                   WHERE q.id = ${questionId} AND q.session_id = ${sessionId} AND q.status = 'visible'))
            RETURNING 1 AS ok`,
      );
      if (updated.length > 0) return null;
      const [state] = await rows<{ ended: boolean; found: boolean }>(
        sql`SELECT s.completed_at IS NOT NULL AS ended,
                   EXISTS (SELECT 1 FROM live_questions q WHERE q.id = ${questionId} AND q.session_id = s.id) AS found
            FROM sessions s WHERE s.id = ${sessionId}`,
      );
      return !state || state.ended ? 'ended' : !state.found ? 'no-question' : 'not-shown';
    },

    /** Turns the session's Q&A on or off; false once the session ended. */
    setOpen: (sessionId: string, open: boolean) => set(sessionId, sql`qna_open = ${open}`),

    /** New questions wait for the host's approval, or not (those already pending keep waiting); false once ended. */
    setModerated: (sessionId: string, moderated: boolean) =>
      set(sessionId, sql`qna_moderated = ${moderated}`),

    /**
     * The session's questions, most voted first, then oldest first. Hosts: every one with its status. Phones: the
     * visible ones only, at most LIVE_QNA_PHONE_MAX; `questionCount` counts every question the screen may see.
     */
    async board(sessionId: string, { forPhones }: { forPhones: boolean }): Promise<LiveQnaBoard> {
      const shown = forPhones ? sql`AND q.status = 'visible'` : sql``;
      const [row] = await rows<{ questionCount: number; questions: unknown }>(
        sql`SELECT (SELECT count(*)::int FROM live_questions q WHERE q.session_id = ${sessionId} ${shown}) AS "questionCount",
                   coalesce((SELECT json_agg(${questionJson(sql`b`, sql`b.votes`)} ORDER BY b.votes DESC, b.created_at, b.id) FROM (
                       SELECT q.*, ${votesOf(sql`q`)} AS votes
                       FROM live_questions q WHERE q.session_id = ${sessionId} ${shown}
                       ORDER BY votes DESC, q.created_at, q.id
                       LIMIT ${forPhones ? LIVE_QNA_PHONE_MAX : null}) b), '[]'::json) AS questions`,
      );
      return { questionCount: Number(row?.questionCount ?? 0), questions: toQuestions(row?.questions) };
    },

    /** Every question of a session (any status) for the CSV, its participant numbered as in the answers' rows. */
    async csvRows(sessionId: string) {
      const list = await rows<{
        participant: number;
        text: string;
        status: LivePostStatus;
        answered: boolean;
        votes: number;
        askedAt: unknown;
      }>(
        sql`SELECT p.n AS participant, q.text, q.status, q.answered, ${votesOf(sql`q`)} AS votes, q.created_at AS "askedAt"
            FROM live_questions q JOIN ${numberedParticipants(sessionId)} p ON p.id = q.participant_id
            WHERE q.session_id = ${sessionId}
            ORDER BY p.n, q.created_at, q.id`,
      );
      return list.map((row) => ({ ...row, votes: Number(row.votes) }));
    },
  };
}

export type QnaStore = ReturnType<typeof createQnaStore>;
