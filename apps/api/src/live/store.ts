// SQL for the live module. Raw SQL through drizzle's `execute` so the same code runs on PGlite and PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnswerCount } from './analytics.js';
import { createBatcher } from './batch.js';
import { noMetrics, type LiveMetrics } from './metrics.js';
import { toLiveSlides } from '../slides/index.js';
import type { LiveAnswerValue, LiveSlide, LiveVideoState } from './types.js';

/** The part of a drizzle database (pglite or node-postgres) the live module uses. */
export interface LiveDb {
  execute(query: SQL): Promise<unknown>;
}

export interface SessionRow {
  id: string;
  pin: string;
  scenarioId: number;
  hostId: number;
  companyId: number;
  hostKey: string;
  isPractice: boolean;
  completedAt: Date | null;
  createdAt: Date;
}

export interface LiveSessionRecord {
  session: SessionRow;
  scenarioTitle: string;
  slides: LiveSlide[];
  currentSlide: number;
  video: LiveVideoState;
  ended: boolean;
  version: number;
}

/** Loads a scenario's title and slides (read form); the scenarios module may provide its own. */
export type LoadScenario = (db: LiveDb, id: number) => Promise<{ title: string; slides: unknown } | null>;

/** A code as typed; anything else is not looked up at all. */
const PIN_PATTERN = /^[A-Z0-9]{1,8}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

let lastIdMs = 0;
let idSequence = 0;

/**
 * A time-ordered UUID (version 7): 48 bits of milliseconds, a 12-bit sequence that keeps ids of one process in
 * creation order within a millisecond, 62 random bits. Participants of one batch share their `created_at`; their
 * ids still sort in join order (the CSV numbers participants by `created_at, id`), and the primary key index
 * grows at its end.
 */
export function timeOrderedUuid(now = Date.now()) {
  if (now > lastIdMs) {
    lastIdMs = now;
    idSequence = 0;
  } else if (++idSequence > 0xfff) {
    lastIdMs += 1;
    idSequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastIdMs, 0, 6);
  bytes[6] = 0x70 | (idSequence >> 8);
  bytes[7] = idSequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A list as one JSON parameter (the same SQL on PGlite and PostgreSQL, whatever the batch size). */
const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::json`;
/** A list of strings as a SQL text array, for `= ANY(...)`. */
const textArray = (values: string[]) => sql`ARRAY(SELECT json_array_elements_text(${jsonParam(values)}))`;

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** A session's video state as stored (rows from before captions could be switched have captions on). */
const videoState = (stored: Partial<LiveVideoState> | null | undefined): LiveVideoState => ({
  status: 'paused',
  position: 0,
  changedAt: 0,
  captions: true,
  ...stored,
});

export function createStore(db: LiveDb, loadScenario: LoadScenario, metrics: LiveMetrics = noMetrics) {
  const rows = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as { rows: T[] }).rows;

  const sessionColumns = sql`s.id, s.pin, s.scenario_id AS "scenarioId", s.host_id AS "hostId",
    s.company_id AS "companyId", s.host_key AS "hostKey", s.is_practice AS "isPractice",
    s.completed_at AS "completedAt", s.created_at AS "createdAt"`;

  const toSession = (row: SessionRow): SessionRow => ({
    ...row,
    completedAt: toDate(row.completedAt),
    createdAt: toDate(row.createdAt) ?? new Date(0),
  });

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

  type HandshakeRow = SessionRow & {
    tokenHash: string;
    participantId: string;
    answers: Record<string, LiveAnswerValue>;
    currentSlide: number | null;
    video: LiveVideoState | null;
    version: number | null;
  };

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

  const participantInserts = createBatcher<string, { id: string; token: string } | null>(
    async (sessionIds) => {
      const now = Date.now();
      const made = sessionIds.map((sessionId) => {
        const token = randomBytes(24).toString('base64url');
        return { id: timeOrderedUuid(now), token, sessionId, tokenHash: hashToken(token) };
      });
      // Only into a session that is still open: a join that raced the end of its session is refused here.
      const inserted = await rows<{ id: string }>(
        sql`INSERT INTO live_participants (id, session_id, token_hash)
            SELECT x.id, x.session_id, x.token_hash
            FROM json_to_recordset(${jsonParam(made.map((m) => ({ id: m.id, session_id: m.sessionId, token_hash: m.tokenHash })))})
                 AS x(id uuid, session_id uuid, token_hash text)
            JOIN sessions s ON s.id = x.session_id AND s.completed_at IS NULL
            RETURNING id`,
      );
      const ok = new Set(inserted.map((row) => row.id));
      return made.map((m) => (ok.has(m.id) ? { id: m.id, token: m.token } : null));
    },
    { maxBatch: 250, onBatch: (size) => metrics.batch('participant-insert', size) },
  );

  const handshakeLookups = createBatcher<string, HandshakeRow | null>(
    async (tokenHashes) => {
      const found = await rows<HandshakeRow>(
        sql`SELECT p.token_hash AS "tokenHash", p.id AS "participantId", ${sessionColumns},
                   st.current_slide AS "currentSlide", st.video, st.version,
                   coalesce((SELECT json_object_agg(a.slide_index || ':' || a.question_index, a.value)
                             FROM live_answers a WHERE a.participant_id = p.id), '{}'::json) AS answers
            FROM live_participants p JOIN sessions s ON s.id = p.session_id
            LEFT JOIN live_session_state st ON st.session_id = s.id
            WHERE p.token_hash = ANY(${textArray(tokenHashes)})`,
      );
      const byHash = new Map(found.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((hash) => byHash.get(hash) ?? null);
    },
    { key: (hash) => hash, maxBatch: 250, onBatch: (size) => metrics.batch('handshake', size) },
  );

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
      const stored = await rows<{ participantId: string; slideIndex: number; questionIndex: number }>(
        sql`INSERT INTO live_answers (session_id, participant_id, slide_index, question_index, value)
            SELECT x.session_id, x.participant_id, x.slide_index, x.question_index, x.value
            FROM json_to_recordset(${jsonParam(input)})
                 AS x(session_id uuid, participant_id uuid, slide_index int, question_index int, value jsonb)
            WHERE EXISTS (SELECT 1 FROM live_session_state st JOIN sessions s ON s.id = st.session_id
                          WHERE st.session_id = x.session_id AND st.current_slide = x.slide_index AND s.completed_at IS NULL)
            ORDER BY x.participant_id, x.slide_index, x.question_index
            ON CONFLICT (participant_id, slide_index, question_index)
            DO UPDATE SET value = excluded.value, updated_at = now()
            RETURNING participant_id AS "participantId", slide_index AS "slideIndex", question_index AS "questionIndex"`,
      );
      const ok = new Set(stored.map(answerKey));
      return answers.map((a) => ok.has(answerKey(a)));
    },
    { key: answerKey, maxBatch: 500, onBatch: (size) => metrics.batch('answer', size) },
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
        completedAt: unknown;
        version: number;
      }>(
        sql`SELECT st.current_slide AS "currentSlide", st.video, st.version, s.completed_at AS "completedAt"
            FROM live_session_state st JOIN sessions s ON s.id = st.session_id WHERE st.session_id = ${session.id}`,
      );
      return {
        session,
        scenarioTitle,
        slides,
        currentSlide: state?.currentSlide ?? -1,
        video: videoState(state?.video),
        ended: state ? state.completedAt !== null : session.completedAt !== null,
        version: Number(state?.version ?? 0),
      };
    },

    /**
     * A new anonymous participant, or null when the session has ended meanwhile (checked by the insert itself).
     * Joins arriving together are one INSERT.
     */
    createParticipant(sessionId: string): Promise<{ id: string; token: string } | null> {
      return participantInserts(sessionId);
    },

    /**
     * Everything a participant's connection needs in one round trip: who it is, its session, the live state and
     * the answers it has given (phones reconnect often; 10,000 of them join at once). Concurrent handshakes are
     * one query.
     */
    async participantHandshake(token: string): Promise<{
      participantId: string;
      record: LiveSessionRecord;
      answers: Record<string, LiveAnswerValue>;
    } | null> {
      const row = await handshakeLookups(hashToken(token));
      if (!row) return null;
      const session = toSession(row);
      const { scenarioTitle, slides } = await snapshot(session);
      return {
        participantId: row.participantId,
        answers: row.answers ?? {},
        record: {
          session,
          scenarioTitle,
          slides,
          currentSlide: row.currentSlide ?? -1,
          video: videoState(row.video),
          ended: session.completedAt !== null,
          version: Number(row.version ?? 0),
        },
      };
    },

    /** Who is connected, written in batches (connects and disconnects come in waves). */
    async setPresence(connected: string[], disconnected: string[]) {
      if (connected.length)
        await db.execute(
          sql`UPDATE live_participants SET connected_at = now() WHERE id = ANY(${textArray(connected)}::uuid[])`,
        );
      if (disconnected.length)
        await db.execute(
          sql`UPDATE live_participants SET disconnected_at = now() WHERE id = ANY(${textArray(disconnected)}::uuid[])`,
        );
    },

    /**
     * Stores (or replaces) a participant's answer, only while its slide is the current one of an open session.
     * Resolves once stored (false when the host has moved on or the session ended). Answers arriving together are
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

    async counts(sessionId: string) {
      const [row] = await rows<{ participantCount: number; connectedCount: number; answerCount: number }>(
        sql`SELECT (SELECT count(*)::int FROM live_participants WHERE session_id = ${sessionId}) AS "participantCount",
                   (SELECT count(*)::int FROM live_participants WHERE session_id = ${sessionId} AND connected_at IS NOT NULL
                      AND (disconnected_at IS NULL OR disconnected_at < connected_at)) AS "connectedCount",
                   (SELECT count(*)::int FROM live_answers WHERE session_id = ${sessionId}) AS "answerCount"`,
      );
      return {
        participantCount: Number(row?.participantCount ?? 0),
        connectedCount: Number(row?.connectedCount ?? 0),
        answerCount: Number(row?.answerCount ?? 0),
      };
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

    async setSlide(sessionId: string, slide: number) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET current_slide = ${slide}, version = st.version + 1, video = jsonb_build_object('status', 'paused', 'position', 0, 'changedAt', ${Date.now()}::bigint,
              'captions', coalesce((st.video->>'captions')::boolean, true)), updated_at = now()
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL RETURNING 1 AS ok`,
      );
      return updated.length > 0;
    },

    async setVideo(sessionId: string, video: LiveVideoState) {
      await db.execute(
        sql`UPDATE live_session_state SET video = ${JSON.stringify(video)}::jsonb, version = version + 1, updated_at = now() WHERE session_id = ${sessionId}`,
      );
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
            JOIN (SELECT id, row_number() OVER (ORDER BY created_at, id)::int AS n FROM live_participants WHERE session_id = ${sessionId}) p
              ON p.id = a.participant_id
            WHERE a.session_id = ${sessionId}
            ORDER BY p.n, a.slide_index, a.question_index`,
      );
    },
  };
}

export type LiveStore = ReturnType<typeof createStore>;

/** Default scenario loader: the scenario's slides and questions from the library tables (0001_init.sql). */
export const loadScenarioFromTables: LoadScenario = async (db, id) => {
  const run = async <T>(query: SQL) => ((await db.execute(query)) as { rows: T[] }).rows;
  const [scenario] = await run<{ title: string }>(sql`SELECT title FROM scenarios WHERE id = ${id}`);
  if (!scenario) return null;
  const slides = await run<Record<string, unknown>>(
    sql`SELECT sl."order", sl.title, sl.slide_type AS "slideType", sl.type, sl.video_url AS "videoUrl", sl.captions_url AS "captionsUrl", sl.script,
               sl.poll_title AS "pollTitle",
               coalesce((SELECT json_agg(json_build_object('question', q.question, 'type', q.type, 'layoutType', q.layout_type,
                                                           'answers', q.answers) ORDER BY q."order", q.id)
                         FROM questions q WHERE q.slide_id = sl.id), '[]'::json) AS questions
        FROM slides sl WHERE sl.scenario_id = ${id} ORDER BY sl."order", sl.id`,
  );
  return { title: scenario.title, slides };
};
