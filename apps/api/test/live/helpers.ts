// Shared fixtures of the live tests: a database with the real migrations, a seeded session on the default
// template, a Fastify app with only the live module, and socket.io clients.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import Fastify from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, type Database } from '../../src/db/index.js';
import { connectRedis } from '../../src/lib/redis.js';
import { createSessionEvents } from '../../src/lib/session-events.js';
import type { LiveBudgets } from '../../src/live/budget.js';
import type { JoinLimits } from '../../src/live/guard.js';
import { registerLive } from '../../src/live/index.js';
import { copyTemplateDatabase } from '../helpers.js';
import { registerLiveOperations } from './operations.js';
import { installErrorHandling } from '../../src/http.js';
import type { LiveUser } from '../../src/live/access.js';
import type {
  ClientToServerEvents,
  LiveAuth,
  LiveBoard,
  LiveQnaBoard,
  LiveReactions,
  LiveState,
  LiveTally,
  ServerToClientEvents,
} from '../../src/live/types.js';

export type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

const scale = ['Not at all', 'Slightly', 'Moderately', 'Very', 'Extremely'];
const options = (labels: string[]) => labels.map((answer, i) => ({ option: `option ${i + 1}`, answer }));

/** The default template (spec §3) with content, as the scenario editor stores it. */
export const templateSlides = [
  {
    slideType: 'video',
    title: 'Welcome',
    videoUrl: 'https://example.test/welcome.mp4',
    captionsUrl: 'https://example.test/welcome.vtt',
    script: 'Welcome everyone.',
  },
  {
    slideType: 'video',
    title: 'The situation',
    videoUrl: 'https://example.test/case.mp4',
    script: 'Play the case.',
  },
  {
    slideType: 'poll',
    type: 'scenario',
    title: 'What would you do?',
    script: 'Pick what you would do first.',
    questions: [
      {
        question: 'A customer shouts at a colleague. What do you do first?',
        type: 'single-choice',
        answers: options(['Step in', 'Call a manager', 'Wait', 'Leave']),
      },
      {
        question: 'Who should follow up?',
        type: 'single-choice',
        answers: options(['You', 'The colleague', 'HR']),
      },
    ],
  },
  {
    slideType: 'video',
    title: 'Discussion Time: Best Practices',
    videoUrl: 'https://example.test/best.mp4',
    script: 'Best practices.',
  },
  {
    slideType: 'discussion',
    title: 'Discussion Questions',
    script: 'Give each group 5 minutes.',
    questions: ['What went well?', 'What would you change?', 'What is the first step?'],
  },
  {
    slideType: 'poll-results',
    title: 'Results',
    pollTitle: 'What would you do?',
    script: 'Talk about the split.',
  },
  {
    slideType: 'poll',
    type: 'closing question',
    title: 'Closing Questions',
    script: 'Thank everyone.',
    questions: [
      {
        question: 'How applicable is this scenario to your work?',
        type: 'single-choice',
        layoutType: 'scale',
        answers: options(scale),
      },
      {
        question: 'How confident were you before this session?',
        type: 'single-choice',
        layoutType: 'scale',
        answers: options(scale),
      },
      {
        question: 'How confident are you after this session?',
        type: 'single-choice',
        layoutType: 'scale',
        answers: options(scale),
      },
      {
        question: 'How clear is your first step?',
        type: 'single-choice',
        layoutType: 'scale',
        answers: options(scale),
      },
      {
        question: 'How likely are you to recommend this session to a colleague?',
        type: 'single-choice',
        layoutType: 'nps',
        answers: [],
      },
      { question: 'What will you do differently?', type: 'free-text', answers: [] },
    ],
  },
];

export const POLL = 2;
export const RESULTS = 5;
export const CLOSING = 6;

/** The default template with these reveal settings on its scenario poll (its threshold is 5 otherwise). */
export const templateWithPoll = (reveal: {
  revealMode?: string;
  revealThreshold?: number;
  showAnswerCount?: boolean;
}) => templateSlides.map((slide, i) => (i === POLL ? { ...slide, ...reveal } : slide));

/**
 * The test file's database: a copy of the run's migrated template on the PostgreSQL server with DATABASE_URL (its
 * `url` for the live processes a test starts), else an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.DATABASE_URL && process.env.LIVE_TEST_PG !== '0') {
    const copy = await copyTemplateDatabase();
    const database = await openDatabase({ databaseUrl: copy.url });
    const close = database.close;
    return Object.assign(database, {
      url: copy.url,
      close: async () => {
        await close();
        await copy.drop();
      },
    });
  }
  const database = await openDatabase({ dataDir: 'memory' });
  await migrate(database);
  return database;
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

export interface SeededSession {
  sessionId: string;
  pin: string;
  hostKey: string;
  hostId: number;
  companyId: number;
  scenarioId: number;
}

// Distinct PINs within a run: a random start, then steps coprime with 32^4 so none repeats.
const PIN_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
let pinSeed = Number.parseInt(randomBytes(3).toString('hex'), 16);
export function nextPin() {
  pinSeed = (pinSeed + 7919) % PIN_CHARS.length ** 4;
  return [0, 1, 2, 3]
    .map((i) => PIN_CHARS[Math.floor(pinSeed / PIN_CHARS.length ** i) % PIN_CHARS.length])
    .join('');
}

/**
 * A company, a host and a scenario on the default template (or of the given slides); then one session per call. With
 * `scenarioId`, another session (of a new host of the company) on that scenario.
 */
export async function seedSession(
  database: Database,
  options: { isPractice?: boolean; createdAt?: Date; slides?: readonly object[]; scenarioId?: number } = {},
): Promise<SeededSession> {
  let [company] = await rows<{ id: number }>(
    database,
    sql`SELECT id FROM companies WHERE name = 'Live Test Co'`,
  );
  if (!company)
    [company] = await rows<{ id: number }>(
      database,
      sql`INSERT INTO companies (name) VALUES ('Live Test Co') RETURNING id`,
    );
  const companyId = company!.id;
  const email = `host-${randomBytes(4).toString('hex')}@example.test`;
  const [host] = await rows<{ id: number }>(
    database,
    sql`INSERT INTO users (first_name, last_name, email, company_id) VALUES ('Hana', 'Host', ${email}, ${companyId}) RETURNING id`,
  );
  const scenario = options.scenarioId
    ? { id: options.scenarioId }
    : (
        await rows<{ id: number }>(
          database,
          sql`INSERT INTO scenarios (title, description, script, is_public, company_id) VALUES ('Handling conflict', 'A short conflict case', 'Script of the case', false, ${companyId}) RETURNING id`,
        )
      )[0];
  for (const [order, slide] of (options.scenarioId ? [] : (options.slides ?? templateSlides)).entries()) {
    const s = slide as Record<string, unknown>;
    // The common fields in their columns, the rest as the slide's own (props), as the scenarios service stores them.
    const { title, slideType, script, suggestedSeconds, pathOption, questions: _questions, ...props } = s;
    const [row] = await rows<{ id: number }>(
      database,
      sql`INSERT INTO slides (scenario_id, "order", title, slide_type, script, suggested_seconds, path_option, props)
          VALUES (${scenario!.id}, ${order}, ${title as string}, ${slideType as string}, ${(script as string) ?? null},
                  ${(suggestedSeconds as number) ?? null}, ${(pathOption as number) ?? null}, ${JSON.stringify(props)}::jsonb)
          RETURNING id`,
    );
    for (const [qi, q] of ((s.questions as unknown[]) ?? []).entries()) {
      const question = typeof q === 'string' ? { question: q } : (q as Record<string, unknown>);
      await database.db.execute(
        sql`INSERT INTO questions (slide_id, "order", question, type, layout_type, answers)
            VALUES (${row!.id}, ${qi}, ${question.question as string}, ${(question.type as string) ?? null}, ${(question.layoutType as string) ?? null},
                    ${question.answers ? JSON.stringify(question.answers) : null}::jsonb)`,
      );
    }
  }
  const pin = nextPin();
  const hostKey = randomBytes(16).toString('hex');
  const [session] = await rows<{ id: string }>(
    database,
    sql`INSERT INTO sessions (pin, scenario_id, host_id, company_id, is_practice, host_key, created_at)
        VALUES (${pin}, ${scenario!.id}, ${host!.id}, ${companyId}, ${options.isPractice ?? false}, ${hostKey}, ${(options.createdAt ?? new Date()).toISOString()})
        RETURNING id::text AS id`,
  );
  return { sessionId: session!.id, pin, hostKey, hostId: host!.id, companyId, scenarioId: scenario!.id };
}

/** Event budgets no functional test reaches (scripted phones send events back to back). */
export const LIFTED_BUDGETS: LiveBudgets = {
  perConnection: 100_000,
  connectionWindowMs: 1000,
  perParticipant: 100_000,
  participantWindowMs: 1000,
  participantSlack: 0,
  reactionsPerParticipant: 100_000,
  reactionWindowMs: 1000,
};

/** Access tokens the test app accepts (stands in for the API's JWT check). */
export const tokens = new Map<string, LiveUser>();

export async function startLiveApp(
  database: Database,
  options: {
    redisUrl?: string;
    tallyIntervalMs?: number;
    joinLimits?: Partial<JoinLimits>;
    /** The live event budgets (without: lifted, as the join limits are; test/live-budget.test.ts tests them). */
    eventBudgets?: LiveBudgets;
    patchRoute?: boolean;
  } = {},
) {
  const app = Fastify({ logger: false });
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, console) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  const sessionEvents = createSessionEvents(console.error);
  // Stands in for the API's PATCH /sessions/{id} (end a session), which says so to the live module.
  if (options.patchRoute) {
    app.patch<{ Params: { id: string } }>('/sessions/:id', async (request) => {
      await database.db.execute(
        sql`UPDATE sessions SET completed_at = now() WHERE id = ${request.params.id}`,
      );
      await sessionEvents.ended(request.params.id);
      return { id: request.params.id };
    });
  }
  installErrorHandling(app);
  const verifyAccessToken = async (token: string) => tokens.get(token) ?? null;
  const live = await registerLive(app, {
    db: database.db,
    verifyAccessToken,
    redis,
    sessionEvents,
    // The tests' crowds all join from 127.0.0.1.
    joinLimits: { perAddress: 1000, windowMs: 60_000, perSessionAddress: 100_000, ...options.joinLimits },
    eventBudgets: options.eventBudgets ?? LIFTED_BUDGETS,
    config: {
      corsOrigins: ['http://allowed.test'],
      publicUrl: 'https://public.test/app',
      tallyIntervalMs: options.tallyIntervalMs ?? 250,
    },
  });
  await registerLiveOperations(app, live.handlers, verifyAccessToken);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, live, url };
}

export async function joinByCode(url: string, pin: string) {
  const response = await fetch(`${url}/join/${pin}`, { method: 'POST' });
  if (response.status !== 201) throw new Error(`join ${pin}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { participantId: string; participantToken: string; sessionId: string };
}

/** A socket.io client that records every state, tally, board, Q&A list and burst of reactions it receives. */
export function client(
  url: string,
  auth: LiveAuth,
  extra: { origin?: string; transports?: ('websocket' | 'polling')[] } = {},
) {
  const socket: LiveClient = connect(url, {
    path: '/socket.io',
    auth,
    transports: extra.transports ?? ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    ...(extra.origin ? { extraHeaders: { origin: extra.origin } } : {}),
  });
  const states: LiveState[] = [];
  const tallies: (LiveTally & { at: number })[] = [];
  const boards: (LiveBoard & { at: number })[] = [];
  const reactions: LiveReactions[] = [];
  socket.on('state', (state) => states.push(state));
  socket.on('reactions', (burst) => reactions.push(burst));
  socket.on('tally', (tally) => tallies.push({ ...tally, at: Date.now() }));
  socket.on('board', (board) => boards.push({ ...board, at: Date.now() }));
  const questionLists: (LiveQnaBoard & { at: number })[] = [];
  socket.on('questions', (list) => questionLists.push({ ...list, at: Date.now() }));
  // Like the live views: the state with the highest version wins (a late one may arrive after a newer one).
  const lastState = () =>
    states.reduce<LiveState | undefined>(
      (best, state) => (!best || state.version >= best.version ? state : best),
      undefined,
    );
  return {
    socket,
    states,
    tallies,
    boards,
    reactions,
    lastState,
    lastTally: () => tallies.at(-1),
    lastBoard: () => boards.at(-1),
    questionLists,
    lastQuestions: () => questionLists.at(-1),
  };
}

export type RecordingClient = ReturnType<typeof client>;

/** A host connected with its host key, once it has the first state; `track` sees the client before any wait. */
export async function connectHost(
  url: string,
  pin: string,
  hostKey: string,
  track: (c: RecordingClient) => RecordingClient = (c) => c,
) {
  const host = track(client(url, { role: 'host', pin, hostKey }));
  await connected(host.socket);
  await until(() => host.lastState(), 'host state');
  return host;
}

export function connected(socket: LiveClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

export function refused(socket: LiveClient): Promise<Error & { data?: { code: number; message: string } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should have been refused')));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error as Error & { data?: { code: number; message: string } });
    });
  });
}

/** An event's ack: LiveAck, or LivePostAck for a post. */
type AckOf<E extends keyof ClientToServerEvents> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

export function emitAck<E extends keyof ClientToServerEvents>(
  socket: LiveClient,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
): Promise<AckOf<E>> {
  return new Promise((resolve) =>
    (socket.emit as (event: string, payload: unknown, ack: (result: AckOf<E>) => void) => void)(
      event,
      payload,
      resolve,
    ),
  );
}

/**
 * Waits until `probe` answers something truthy. The bound only ends a test that hangs (what it waits for never
 * comes): on a loaded 2-core machine a tally through the batcher and the throttle took over 5 s.
 */
export async function until<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function storedAnswers(database: Database, sessionId: string) {
  return rows<{ participantId: string; slideIndex: number; questionIndex: number; value: unknown }>(
    database,
    sql`SELECT participant_id AS "participantId", slide_index AS "slideIndex", question_index AS "questionIndex", value
        FROM live_answers WHERE session_id = ${sessionId} ORDER BY participant_id, slide_index, question_index`,
  );
}

/**
 * A live app on its own test database for one describe block (started before its tests, closed after them, with
 * every socket its tests opened through `track`, `host` or `participant`).
 */
export function liveTestApp(options: Parameters<typeof startLiveApp>[1] = {}) {
  let database: Database;
  let server: Awaited<ReturnType<typeof startLiveApp>>;
  const sockets: RecordingClient[] = [];
  const track = (c: RecordingClient) => (sockets.push(c), c);
  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startLiveApp(database, options);
  });
  afterAll(async () => {
    for (const c of sockets) c.socket.disconnect();
    await server?.app.close();
    await database?.close();
  });
  return {
    get database() {
      return database;
    },
    get url() {
      return server.url;
    },
    track,
    host: (pin: string, hostKey: string) => connectHost(server.url, pin, hostKey, track),
    /** A participant who joined with the code (its id, token and handshake `auth`) and has its first state. */
    /** A phone that joined `pin`; `locale` is the language its handshake names (none: English). */
    async participant(pin: string, { locale }: { locale?: string } = {}) {
      const joined = await joinByCode(server.url, pin);
      const auth = {
        role: 'participant' as const,
        pin,
        participantToken: joined.participantToken,
        ...(locale ? { locale } : {}),
      };
      const participant = track(client(server.url, auth));
      await connected(participant.socket);
      await until(() => participant.lastState(), 'participant state');
      return { ...participant, ...joined, auth };
    },
  };
}
