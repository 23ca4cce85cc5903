// Sessions in the live module: finding one by code, its slide snapshot, its live state, and its end.
import { sql } from 'drizzle-orm';
import { toLiveSlides } from '../slides/index.js';
import { createBatcher } from './batch.js';
import type { LiveMetrics } from './metrics.js';
import {
  PIN_PATTERN,
  rowsOf,
  sessionColumns,
  textArray,
  toSession,
  videoState,
  epochMs,
  type LiveDb,
  type LiveSessionRecord,
  type LoadScenario,
  type SessionRow,
} from './store-sql.js';
import type { LiveSlide, LiveVideoState } from './types.js';

export function createSessionStore(db: LiveDb, loadScenario: LoadScenario, metrics: LiveMetrics) {
  const rows = rowsOf(db);

  // Slides and titles never change once snapshotted, so each process may keep them. The promise is kept, so the
  // first wave of joins of a session reads (or takes) the snapshot once, not once per join.
  const snapshots = new Map<string, { scenarioTitle: string; slides: LiveSlide[] }>();
  const snapshotting = new Map<string, Promise<{ scenarioTitle: string; slides: LiveSlide[] }>>();

  async function takeSnapshot(session: SessionRow) {
    let [row] = await rows<{ slides: LiveSlide[]; scenarioTitle: string }>(
      sql`SELECT slides, scenario_title AS "scenarioTitle" FROM live_session_state WHERE session_id = ${session.id}`,
    );
    if (!row) {
      const scenario = await loadScenario(db, session.scenarioId);
      const slides = toLiveSlides(scenario?.slides);
      await db.execute(
        sql`INSERT INTO live_session_state (session_id, slides, scenario_title) VALUES (${session.id}, ${JSON.stringify(slides)}::jsonb, ${scenario?.title ?? ''})
            ON CONFLICT (session_id) DO NOTHING`,
      );
      // Another process may have won the race: read back what is stored.
      [row] = await rows(
        sql`SELECT slides, scenario_title AS "scenarioTitle" FROM live_session_state WHERE session_id = ${session.id}`,
      );
    }
    const value = { scenarioTitle: row!.scenarioTitle, slides: row!.slides };
    snapshots.set(session.id, value);
    return value;
  }

  async function snapshot(session: SessionRow) {
    const cached = snapshots.get(session.id);
    if (cached) return cached;
    let pending = snapshotting.get(session.id);
    if (!pending) {
      pending = takeSnapshot(session).finally(() => snapshotting.delete(session.id));
      snapshotting.set(session.id, pending);
    }
    return pending;
  }

  async function sessionById(id: string): Promise<SessionRow | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    const [row] = await rows<SessionRow>(sql`SELECT ${sessionColumns} FROM sessions s WHERE s.id = ${id}`);
    return row ? toSession(row) : null;
  }

  // A join is three reads and writes: which session has the code, a new participant, then the socket handshake.
  // Each goes through a batcher, so a crowd joining at once costs a few statements per batch, not per phone.
  const openSessionLookups = createBatcher<string, SessionRow | null>(
    async (pins) => {
      const found = await rows<SessionRow>(
        sql`SELECT DISTINCT ON (s.pin) ${sessionColumns} FROM sessions s
            WHERE s.pin = ANY(${textArray(pins)}) AND s.completed_at IS NULL
            ORDER BY s.pin, s.created_at DESC`,
      );
      const byPin = new Map(found.map((row) => [row.pin.toUpperCase(), toSession(row)]));
      return pins.map((pin) => byPin.get(pin) ?? null);
    },
    { key: (pin) => pin, maxBatch: 100, onBatch: (size) => metrics.batch('open-session', size) },
  );

  return {
    sessionById,

    /** The slide snapshot without a query once this process has seen the session (the hot path of answers). */
    async slidesOf(sessionId: string): Promise<LiveSlide[] | null> {
      const cached = snapshots.get(sessionId);
      if (cached) return cached.slides;
      const session = await sessionById(sessionId);
      return session ? (await snapshot(session)).slides : null;
    },

    /** The open session with this code; concurrent lookups (a crowd joining one PIN) share one query. */
    async openSessionByPin(pin: string): Promise<SessionRow | null> {
      const code = pin.toUpperCase();
      if (!PIN_PATTERN.test(code)) return null;
      return openSessionLookups(code);
    },

    /** The newest session with this PIN, open or not (hosts may look at an ended session's end screen). */
    async latestSessionByPin(pin: string): Promise<SessionRow | null> {
      if (!PIN_PATTERN.test(pin.toUpperCase())) return null;
      const [row] = await rows<SessionRow>(
        sql`SELECT ${sessionColumns} FROM sessions s WHERE s.pin = ${pin.toUpperCase()}
            ORDER BY (s.completed_at IS NULL) DESC, s.created_at DESC LIMIT 1`,
      );
      return row ? toSession(row) : null;
    },

    snapshot,

    async load(session: SessionRow): Promise<LiveSessionRecord> {
      const { scenarioTitle, slides } = await snapshot(session);
      const [state] = await rows<{
        currentSlide: number;
        video: LiveVideoState;
        hiddenWords: unknown;
        slideStartedAt: unknown;
        startedAt: unknown;
        completedAt: unknown;
        version: number;
      }>(
        sql`SELECT st.current_slide AS "currentSlide", st.video, st.hidden_words AS "hiddenWords", st.version, s.completed_at AS "completedAt",
                   st.slide_started_at AS "slideStartedAt", st.started_at AS "startedAt"
            FROM live_session_state st JOIN sessions s ON s.id = st.session_id WHERE st.session_id = ${session.id}`,
      );
      return {
        session,
        scenarioTitle,
        slides,
        currentSlide: state?.currentSlide ?? -1,
        video: videoState(state?.video),
        hiddenWords: Array.isArray(state?.hiddenWords) ? state.hiddenWords.map(String) : [],
        slideStartedAt: epochMs(state?.slideStartedAt),
        startedAt: epochMs(state?.startedAt),
        ended: state ? state.completedAt !== null : session.completedAt !== null,
        version: Number(state?.version ?? 0),
      };
    },

    async setSlide(sessionId: string, slide: number) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET current_slide = ${slide}, version = st.version + 1, video = jsonb_build_object('status', 'paused', 'position', 0, 'changedAt', ${Date.now()}::bigint,
              'captions', coalesce((st.video->>'captions')::boolean, true)), updated_at = now(),
              slide_started_at = CASE WHEN ${slide} >= 0 THEN now() END,
              started_at = CASE WHEN ${slide} >= 0 THEN coalesce(st.started_at, now()) ELSE st.started_at END
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL RETURNING 1 AS ok`,
      );
      return updated.length > 0;
    },

    async setVideo(sessionId: string, video: LiveVideoState) {
      await db.execute(
        sql`UPDATE live_session_state SET video = ${JSON.stringify(video)}::jsonb, version = version + 1, updated_at = now() WHERE session_id = ${sessionId}`,
      );
    },

    /** Hides a word of a word cloud (`${slideIndex}:${word}`) or shows it again; false once the session ended. */
    async setWordHidden(sessionId: string, word: string, hidden: boolean) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET hidden_words = CASE WHEN ${hidden}
              THEN (SELECT coalesce(jsonb_agg(DISTINCT w), '[]') FROM jsonb_array_elements(st.hidden_words || jsonb_build_array(${word}::text)) w)
              ELSE st.hidden_words - ${word}::text END,
            version = st.version + 1, updated_at = now()
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL RETURNING 1 AS ok`,
      );
      return updated.length > 0;
    },

    async endSession(sessionId: string) {
      await db.execute(
        sql`UPDATE sessions SET completed_at = now() WHERE id = ${sessionId} AND completed_at IS NULL`,
      );
    },

    /** Practice sessions end themselves after 12 hours. */
    async expirePracticeSessions() {
      await db.execute(
        sql`UPDATE sessions SET completed_at = now() WHERE is_practice AND completed_at IS NULL AND created_at < now() - interval '12 hours'`,
      );
    },

    /** Ended sessions whose end has not been announced yet; each is claimed by exactly one process. */
    async claimEnded(): Promise<string[]> {
      const list = await rows<{ id: string }>(
        sql`UPDATE live_session_state st SET ended_at = now(), version = st.version + 1 FROM sessions s
            WHERE s.id = st.session_id AND s.completed_at IS NOT NULL AND st.ended_at IS NULL RETURNING st.session_id AS id`,
      );
      return list.map((row) => row.id);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
