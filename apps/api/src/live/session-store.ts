// Sessions in the live module: finding one by code, its slide snapshot, its live state, and its end.
import { sql, type SQL } from 'drizzle-orm';
import { toLiveSlides } from '../slides/index.js';
import { CROWD_PACE, createBatcher } from './batch.js';
import type { LiveMetrics } from './metrics.js';
import {
  PIN_PATTERN,
  rowsOf,
  sessionColumns,
  textArray,
  toSession,
  stateColumns,
  stateOfRow,
  type StateRow,
  type LiveDb,
  type LiveSessionRecord,
  type LoadScenario,
  type SessionRow,
} from './store-sql.js';
import type { LiveDecision, LiveSlide, LiveVideoState, SessionResults } from './types.js';

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
    {
      ...CROWD_PACE,
      key: (pin) => pin,
      maxBatch: 100,
      onBatch: (size) => metrics.batch('open-session', size),
    },
  );

  const reactionReads = createBatcher<string, { ended: boolean; allowed: boolean }>(
    async (ids) => {
      const found = await rows<{ id: string; ended: boolean; allowed: boolean }>(
        sql`SELECT s.id::text AS id, s.completed_at IS NOT NULL AS ended, NOT coalesce(st.reactions_off, false) AS allowed
            FROM sessions s LEFT JOIN live_session_state st ON st.session_id = s.id
            WHERE s.id::text = ANY(${textArray(ids)})`,
      );
      const byId = new Map(found.map((row) => [row.id, row]));
      // A session that is no more takes nothing.
      return ids.map((id) => byId.get(id) ?? { ended: true, allowed: false });
    },
    { key: (id) => id, maxBatch: 100 },
  );

  /** Shows a slide (-1: the lobby): a new slide's video paused at 0, the pacing clocks, the path; false once ended. */
  async function setSlide(sessionId: string, slide: number) {
    const updated = await rows(
      sql`UPDATE live_session_state st SET current_slide = ${slide}, version = st.version + 1, video = jsonb_build_object('status', 'paused', 'position', 0, 'changedAt', ${Date.now()}::bigint,
            'captions', coalesce((st.video->>'captions')::boolean, true)), updated_at = now(),
            slide_started_at = CASE WHEN ${slide} >= 0 THEN now() END,
            started_at = CASE WHEN ${slide} >= 0 THEN coalesce(st.started_at, now()) ELSE st.started_at END,
            road_not_taken = NULL,
            path = CASE WHEN ${slide} >= 0 AND coalesce(st.path->-1 <> to_jsonb(${slide}::int), true)
              THEN st.path || to_jsonb(${slide}::int) ELSE st.path END
          FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL RETURNING 1 AS ok`,
    );
    return updated.length > 0;
  }

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

    /**
     * A scenario's sessions, newest first (null when there is no such scenario, or it is not `visible`: the caller's
     * condition on the scenarios table).
     */
    async sessionsOfScenario(scenarioId: number, visible: SQL = sql`TRUE`): Promise<SessionRow[] | null> {
      const [scenario] = await rows(
        sql`SELECT 1 AS ok FROM scenarios WHERE id = ${scenarioId} AND ${visible}`,
      );
      if (!scenario) return null;
      const list = await rows<SessionRow>(
        sql`SELECT ${sessionColumns} FROM sessions s WHERE s.scenario_id = ${scenarioId} ORDER BY s.created_at DESC, s.id`,
      );
      return list.map(toSession);
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

    /** The results kept once the company's retention purge deleted the raw rows (null while they are there). */
    async keptResults(sessionId: string): Promise<SessionResults | null> {
      const [row] = await rows<{ results: SessionResults | null }>(
        sql`SELECT results_snapshot->'results' AS results FROM sessions
            WHERE id = ${sessionId} AND raw_data_purged_at IS NOT NULL`,
      );
      if (!row?.results) return null;
      // Kept before the audience Q&A: none.
      const {
        audienceQuestions = [],
        ...kept
      }: Partial<SessionResults> & Omit<SessionResults, 'audienceQuestions'> = row.results;
      return { ...kept, audienceQuestions };
    },

    async load(session: SessionRow): Promise<LiveSessionRecord> {
      const { scenarioTitle, slides } = await snapshot(session);
      const [state] = await rows<StateRow & { completedAt: unknown }>(
        sql`SELECT ${stateColumns}, s.completed_at AS "completedAt"
            FROM live_session_state st JOIN sessions s ON s.id = st.session_id WHERE st.session_id = ${session.id}`,
      );
      return {
        session,
        scenarioTitle,
        slides,
        ...stateOfRow(state),
        ended: state ? state.completedAt !== null : session.completedAt !== null,
      };
    },

    setSlide,

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

    /** Shows or hides a decision's vote split on the presenter; false once the session ended. */
    async setDecisionRevealed(sessionId: string, slideIndex: number, revealed: boolean) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET revealed_decisions = (
              SELECT coalesce(jsonb_agg(DISTINCT e), '[]'::jsonb)
              FROM jsonb_array_elements(st.revealed_decisions || jsonb_build_array(${slideIndex}::int)) e
              WHERE ${revealed} OR e <> to_jsonb(${slideIndex}::int)),
            version = st.version + 1, updated_at = now()
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL RETURNING 1 AS ok`,
      );
      return updated.length > 0;
    },

    /**
     * Records a decision (replacing an earlier one of the same slide, which moves to the end: the order decided)
     * and goes to the first slide of the option's path; false once the session ended.
     */
    async decide(sessionId: string, decision: LiveDecision, firstSlide: number) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET decisions = (
              SELECT coalesce(jsonb_agg(d ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements(st.decisions) WITH ORDINALITY AS e(d, n)
              WHERE (d->>'slideIndex')::int <> ${decision.slideIndex}) || jsonb_build_array(${JSON.stringify(decision)}::jsonb)
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL RETURNING 1 AS ok`,
      );
      return updated.length > 0 && setSlide(sessionId, firstSlide);
    },

    /** Lets the session's phones send reactions, or stops them; false once the session ended. */
    async setReactionsAllowed(sessionId: string, allowed: boolean) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET reactions_off = ${!allowed}, version = st.version + 1, updated_at = now()
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL RETURNING 1 AS ok`,
      );
      return updated.length > 0;
    },

    /**
     * Whether a session takes reactions now: open, and the host allows them (a crowd reacting at once shares one
     * read per session).
     */
    reactionsOpen: (sessionId: string) => reactionReads(sessionId),

    /** Shows what the other options of a decided decision would have led to; false once the session ended. */
    async showRoadNotTaken(sessionId: string, slideIndex: number) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET road_not_taken = ${slideIndex}, version = st.version + 1, updated_at = now()
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
