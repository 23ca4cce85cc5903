// Pulse signals in the live module ("I'm lost", "Too fast", "Need a break"): stored anonymously, at most one of each
// kind a minute per participant, counted over the last 2 minutes for the hosts and per slide for the report.
import { sql } from 'drizzle-orm';
import { rowsOf, type LiveDb } from './store-sql.js';
import {
  LIVE_PULSE_KINDS,
  type LivePulseCounts,
  type LivePulseKind,
  type LivePulseSlide,
  type LiveSlide,
} from './types.js';

/** How long a signal counts in the hosts' tally. */
export const PULSE_WINDOW_MS = 2 * 60_000;

const countsOf = (rows: { kind: LivePulseKind; count: number }[]) => {
  const counts = Object.fromEntries(LIVE_PULSE_KINDS.map((kind) => [kind, 0])) as LivePulseCounts;
  for (const row of rows) counts[row.kind] += Number(row.count);
  return counts;
};

export function createPulseStore(db: LiveDb) {
  const rows = rowsOf(db);
  return {
    /**
     * Stores a participant's signal with the current slide, while their session is open and unless they sent the
     * same kind less than a minute ago; resolves once stored (false otherwise). Race-free: the participant's row
     * of that kind in live_pulse_limits is claimed by an upsert whose update runs only when a minute has passed,
     * and PostgreSQL re-checks that condition on the newest row after waiting for a concurrent claim to commit.
     */
    async storePulse(participantId: string, kind: LivePulseKind): Promise<boolean> {
      const stored = await rows(
        sql`WITH open AS (
              SELECT p.id AS participant_id, p.session_id, st.current_slide
              FROM live_participants p
              JOIN sessions s ON s.id = p.session_id AND s.completed_at IS NULL
              JOIN live_session_state st ON st.session_id = p.session_id
              WHERE p.id = ${participantId}
            ), claimed AS (
              INSERT INTO live_pulse_limits (participant_id, kind, sent_at)
              SELECT participant_id, ${kind}, now() FROM open
              ON CONFLICT (participant_id, kind) DO UPDATE SET sent_at = excluded.sent_at
              WHERE live_pulse_limits.sent_at <= excluded.sent_at - interval '1 minute'
              RETURNING participant_id
            )
            INSERT INTO live_pulses (session_id, kind, slide_index)
            SELECT open.session_id, ${kind}, open.current_slide FROM open JOIN claimed USING (participant_id)
            RETURNING 1 AS ok`,
      );
      return stored.length > 0;
    },

    /** The signals of the last PULSE_WINDOW_MS (the hosts' tally). */
    async recentPulses(sessionId: string): Promise<LivePulseCounts> {
      return countsOf(
        await rows(
          sql`SELECT kind, count(*)::int AS count FROM live_pulses
              WHERE session_id = ${sessionId} AND created_at > now() - make_interval(secs => ${PULSE_WINDOW_MS / 1000})
              GROUP BY kind`,
        ),
      );
    },

    /** The report's timeline: the lobby, then every slide in order, with the signals that arrived while it was current. */
    async pulseTimeline(sessionId: string, slides: LiveSlide[]): Promise<LivePulseSlide[]> {
      const list = await rows<{ slideIndex: number; kind: LivePulseKind; count: number }>(
        sql`SELECT slide_index AS "slideIndex", kind, count(*)::int AS count FROM live_pulses
            WHERE session_id = ${sessionId} GROUP BY slide_index, kind`,
      );
      const entry = (slideIndex: number, title: string): LivePulseSlide => ({
        slideIndex,
        title,
        counts: countsOf(list.filter((row) => row.slideIndex === slideIndex)),
      });
      return [entry(-1, ''), ...slides.map((slide, index) => entry(index, slide.title))];
    },
  };
}
