// Commitments in the live module (issue 18): on a commitment slide each participant writes one thing they will do
// differently (one row per participant and slide: sending again replaces it) and may leave an e-mail address for the
// one follow-up reminder. The address is kept apart (follow_up_contacts, 0107_follow_up.sql), used only by the
// follow-up (src/follow-up/), and never leaves the server: the phone learns whether a reminder is kept, the report
// and the CSV get the texts and counts only.
import { sql, type SQL } from 'drizzle-orm';
import type { ServerLocale } from '../../i18n/index.js';
import { numberedParticipants, rowsOf, type LiveDb } from '../../live/store-sql.js';
import type { LiveCommitmentResult, LiveMyCommitment, LiveSlideOf } from '../../live/types.js';

/** Why a commitment was not stored. */
export type CommitRefusal = 'ended' | 'moved-on' | 'practice' | 'source-cap';

/** Follow-up addresses one session keeps from one source address by default (FOLLOW_UP_ADDRESSES_PER_SOURCE). */
export const ADDRESSES_PER_SOURCE = 5;

/**
 * Whether a commitment (alias `c`) comes with a reminder: its address is kept, or was already used by the follow-up
 * (its check-in; the address is deleted once the e-mail is sent).
 */
const hasReminder = (c: SQL) =>
  sql`(EXISTS (SELECT 1 FROM follow_up_contacts fc WHERE fc.commitment_id = ${c}.id)
       OR EXISTS (SELECT 1 FROM check_ins ci WHERE ci.commitment_id = ${c}.id))`;

/** A participant's commitments (LiveMyCommitment, by slide), as JSON (for the connect state). */
export const myCommitmentsJson = (participantId: SQL) =>
  sql`coalesce((SELECT json_agg(json_build_object('slideIndex', c.slide_index, 'text', c.text,
                                                  'reminder', ${hasReminder(sql`c`)}) ORDER BY c.slide_index)
                FROM live_commitments c WHERE c.participant_id = ${participantId}), '[]'::json)`;

export function createCommitmentStore(db: LiveDb, addressesPerSource = ADDRESSES_PER_SOURCE) {
  const rows = rowsOf(db);

  return {
    /**
     * Stores (or replaces) a participant's commitment to a slide with its address (`email`; null deletes a kept one),
     * only while their session is open and the slide is the current one, and never an address in a practice
     * session; resolves once stored, or with why not. One transaction: the commitment's upsert locks its row, so of
     * commitments sent at once each waits for the one before it and replaces it whole (the last one's text and
     * address, never one's text with another's address). The follow-up claims addresses only days after the session
     * ended, so a commitment (which needs the session open) never adds one after its e-mail went out. The caller
     * checked the slide's type, the text and the address. The address keeps `locale`, the language its e-mail is
     * written in. A session keeps at most `addressesPerSource` addresses from the participants of one source address
     * (the one they joined from): past it the commitment is refused whole ('source-cap'), so one script cannot make
     * the follow-up mail addresses of its choosing; the count is taken under a lock of that session and source (taken
     * before the commitment's row), so commitments sent at once cannot all pass it.
     */
    async storeCommitment(
      participantId: string,
      slideIndex: number,
      text: string,
      email: string | null,
      locale: ServerLocale,
    ): Promise<{ commitment: LiveMyCommitment } | { refused: CommitRefusal }> {
      const stored = await db.transaction(async (tx) => {
        if (email !== null) {
          const [source] = await rowsOf(tx)<{ sessionId: string; address: string | null }>(
            sql`SELECT session_id::text AS "sessionId", source_address AS address FROM live_participants WHERE id = ${participantId}`,
          );
          if (source?.address) {
            const key = `${source.sessionId}/${source.address}`;
            await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
            // The session's addresses from this source, but this participant's own for this slide (it is replaced).
            const [kept] = await rowsOf(tx)<{ n: number }>(
              sql`SELECT count(*)::int AS n FROM follow_up_contacts fc
                  JOIN live_commitments c ON c.id = fc.commitment_id
                  JOIN live_participants p ON p.id = c.participant_id
                  WHERE c.session_id = ${source.sessionId} AND p.source_address = ${source.address}
                    AND NOT (c.participant_id = ${participantId} AND c.slide_index = ${slideIndex}::int)`,
            );
            if ((kept?.n ?? 0) >= addressesPerSource) return 'source-cap' as const;
          }
        }
        const [row] = await rowsOf(tx)<{ id: string }>(
          sql`INSERT INTO live_commitments (session_id, participant_id, slide_index, text)
              SELECT p.session_id, p.id, ${slideIndex}::int, ${text}::text
              FROM live_participants p
              JOIN sessions s ON s.id = p.session_id AND s.completed_at IS NULL
              JOIN live_session_state st ON st.session_id = p.session_id
              WHERE p.id = ${participantId} AND st.current_slide = ${slideIndex}
                AND (${email}::text IS NULL OR NOT s.is_practice)
              ON CONFLICT (participant_id, slide_index) DO UPDATE SET text = excluded.text
              RETURNING id::text AS id`,
        );
        if (!row) return false;
        // A statement of its own after the lock: it sees the address a commitment sent just before committed.
        await tx.execute(
          email === null
            ? sql`DELETE FROM follow_up_contacts WHERE commitment_id = ${row.id}::bigint`
            : sql`INSERT INTO follow_up_contacts (commitment_id, email, locale) VALUES (${row.id}::bigint, ${email}, ${locale})
                  ON CONFLICT (commitment_id) DO UPDATE SET email = excluded.email, locale = excluded.locale`,
        );
        return true;
      });
      if (stored === 'source-cap') return { refused: stored };
      if (stored) return { commitment: { slideIndex, text, reminder: email !== null } };
      // Not stored: say why (a reading taken after the refusal; the statement above is what decided).
      const [state] = await rows<{ ended: boolean; moved: boolean }>(
        sql`SELECT s.completed_at IS NOT NULL AS ended, st.current_slide <> ${slideIndex} AS moved
            FROM live_participants p JOIN sessions s ON s.id = p.session_id
            JOIN live_session_state st ON st.session_id = p.session_id WHERE p.id = ${participantId}`,
      );
      return { refused: !state || state.ended ? 'ended' : state.moved ? 'moved-on' : 'practice' };
    },

    /** The report's commitments: one entry per commitment slide (`slides`, in order), its texts oldest first. */
    async commitmentResults(
      sessionId: string,
      slides: LiveSlideOf<'commitment'>[],
    ): Promise<LiveCommitmentResult[]> {
      const list = await rows<{ slideIndex: number; text: string; reminder: boolean }>(
        sql`SELECT c.slide_index AS "slideIndex", c.text, ${hasReminder(sql`c`)} AS reminder
            FROM live_commitments c WHERE c.session_id = ${sessionId} ORDER BY c.created_at, c.id`,
      );
      return slides.map((slide) => {
        const mine = list.filter((row) => row.slideIndex === slide.index);
        return {
          slideIndex: slide.index,
          prompt: slide.questions[0]?.question ?? '',
          count: mine.length,
          withReminder: mine.filter((row) => row.reminder).length,
          texts: mine.map((row) => row.text),
        };
      });
    },

    /** Every commitment of a session for the CSV (the text, never the address), numbered as the answers' rows. */
    async commitmentCsvRows(sessionId: string) {
      return rows<{ participant: number; slideIndex: number; text: string; committedAt: unknown }>(
        sql`SELECT p.n AS participant, c.slide_index AS "slideIndex", c.text, c.created_at AS "committedAt"
            FROM live_commitments c JOIN ${numberedParticipants(sessionId)} p ON p.id = c.participant_id
            WHERE c.session_id = ${sessionId}
            ORDER BY p.n, c.slide_index`,
      );
    },
  };
}
