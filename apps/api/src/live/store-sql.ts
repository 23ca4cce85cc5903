// What the live module's SQL shares: its row types and helpers. Raw SQL through drizzle's `execute`, so the same
// code runs on PGlite and PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { LiveDecision, LiveSlide, LiveVideoState } from './types.js';

/** The part of a drizzle database (pglite or node-postgres) the live module uses. */
export interface LiveDb {
  execute(query: SQL): Promise<unknown>;
  /** Runs `work` in one transaction (statements after a row lock see what the lock's holder committed). */
  transaction<T>(work: (tx: LiveDb) => Promise<T>): Promise<T>;
}

export interface SessionRow {
  id: string;
  pin: string;
  scenarioId: number;
  hostId: number;
  companyId: number;
  hostKey: string;
  isPractice: boolean;
  /** 7, 14 or 30 (the follow-up e-mail's delay after the end). */
  followUpDays: 7 | 14 | 30;
  completedAt: Date | null;
  createdAt: Date;
}

export interface LiveSessionRecord {
  session: SessionRow;
  scenarioTitle: string;
  slides: LiveSlide[];
  currentSlide: number;
  video: LiveVideoState;
  /** Words the host hid from word clouds, `${slideIndex}:${word lower-cased}`. */
  hiddenWords: string[];
  /** Server time (ms) the current slide was shown, and the first slide (the session clock); null before. */
  slideStartedAt: number | null;
  startedAt: number | null;
  /** Branching: the decisions made, the ones whose split the presenter shows, the road not taken shown (or null). */
  decisions: LiveDecision[];
  revealedDecisions: number[];
  roadNotTaken: number | null;
  /** The slides shown, in order. */
  path: number[];
  /** Whether phones may send reactions (the host turns them off for the session). */
  reactionsAllowed: boolean;
  /** Team mode while it is on (teams/store.ts), else null. */
  teamMode: TeamModeRow | null;
  ended: boolean;
  version: number;
}

/** A session's team mode as stored (live_team_modes, 0113_live_teams.sql), while on. */
export interface TeamModeRow {
  count: number;
  assign: 'choose' | 'round-robin';
  /** The teams' names, by index (12: a team beyond `count` keeps its name for when the host adds teams again). */
  names: string[];
  standingsShown: boolean;
  revision: number;
}

/** Loads a scenario's title and slides (read form); the scenarios module may provide its own. */
export type LoadScenario = (db: LiveDb, id: number) => Promise<{ title: string; slides: unknown } | null>;

/**
 * A session code as typed (any case), the contract's `Pin` parameter (openapi.yaml; test/live-unit.test.ts holds the
 * two equal): anything else is not looked up at all.
 */
export const PIN_PATTERN = /^[A-Za-z0-9]{4}$/;

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
export const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::json`;
/** A list of strings as a SQL text array, for `= ANY(...)`. */
export const textArray = (values: string[]) =>
  sql`ARRAY(SELECT json_array_elements_text(${jsonParam(values)}))`;

export const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** A session's video state as stored (rows from before captions could be switched have captions on). */
export const videoState = (stored: Partial<LiveVideoState> | null | undefined): LiveVideoState => ({
  status: 'paused',
  position: 0,
  changedAt: 0,
  captions: true,
  ...stored,
});

/** A stored time (a Date or the driver's text) as ms since the epoch; null stays null. */
export const epochMs = (value: unknown): number | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).getTime();

/** The live state's columns (live_session_state as `st`), as the state load and the participants' handshake read them. */
export const stateColumns = sql`st.current_slide AS "currentSlide", st.video, st.hidden_words AS "hiddenWords", st.version,
  st.slide_started_at AS "slideStartedAt", st.started_at AS "startedAt", st.decisions,
  st.revealed_decisions AS "revealedDecisions", st.road_not_taken AS "roadNotTaken", st.path,
  NOT st.reactions_off AS "reactionsAllowed",
  (SELECT json_build_object('count', m.team_count, 'assign', m.assign, 'names', m.names,
            'standingsShown', m.standings_shown, 'revision', m.revision)
   FROM live_team_modes m WHERE m.session_id = st.session_id AND m.enabled) AS "teamMode"`;

/** A row of `stateColumns` (all null when the session has no state yet). */
export interface StateRow {
  currentSlide: number | null;
  video: LiveVideoState | null;
  hiddenWords: unknown;
  version: number | null;
  slideStartedAt: unknown;
  startedAt: unknown;
  decisions: LiveDecision[] | null;
  revealedDecisions: unknown;
  roadNotTaken: number | null;
  path: unknown;
  reactionsAllowed: boolean | null;
  teamMode: TeamModeRow | null;
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** The live state of a `stateColumns` row (the defaults of a session not shown yet). */
export const stateOfRow = (row: Partial<StateRow> | undefined) => ({
  currentSlide: row?.currentSlide ?? -1,
  video: videoState(row?.video),
  hiddenWords: Array.isArray(row?.hiddenWords) ? row.hiddenWords.map(String) : [],
  slideStartedAt: epochMs(row?.slideStartedAt),
  startedAt: epochMs(row?.startedAt),
  decisions: Array.isArray(row?.decisions) ? row.decisions : [],
  revealedDecisions: numbers(row?.revealedDecisions),
  roadNotTaken: row?.roadNotTaken ?? null,
  path: numbers(row?.path),
  reactionsAllowed: row?.reactionsAllowed ?? true,
  teamMode: row?.teamMode ?? null,
  version: Number(row?.version ?? 0),
});

/**
 * A session's participants numbered in join order (`id`, `n`), as every row of the CSV names them: "Participant n".
 */
export const numberedParticipants = (sessionId: string) =>
  sql`(SELECT id, row_number() OVER (ORDER BY created_at, id)::int AS n FROM live_participants WHERE session_id = ${sessionId})`;

/** Free text as stored (posts, commitments): NUL characters (which PostgreSQL text cannot hold) dropped, trimmed. */
export const storedText = (text: string) => text.replace(/\0/g, '').trim();

/** The rows a query answers. */
export const rowsOf =
  (db: LiveDb) =>
  async <T>(query: SQL): Promise<T[]> =>
    ((await db.execute(query)) as { rows: T[] }).rows;

export const sessionColumns = sql`s.id, s.pin, s.scenario_id AS "scenarioId", s.host_id AS "hostId",
    s.company_id AS "companyId", s.host_key AS "hostKey", s.is_practice AS "isPractice",
    s.follow_up_days AS "followUpDays", s.completed_at AS "completedAt", s.created_at AS "createdAt"`;

export const toSession = (row: SessionRow): SessionRow => ({
  ...row,
  completedAt: toDate(row.completedAt),
  createdAt: toDate(row.createdAt) ?? new Date(0),
});
