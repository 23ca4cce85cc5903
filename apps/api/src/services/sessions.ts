import { randomBytes, randomInt } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser, Ctx, Handlers } from '../context.js';
import { requireUser } from '../context.js';
import type { Db } from '../db/index.js';
import { scenarios, sessions } from '../db/schema.js';
import { liveCounts } from '../live/records.js';
import { startWithTeams } from '../live/teams/index.js';
import { localeOf } from '../i18n/index.js';
import { HttpError, conflict, forbidden, notFound } from '../errors.js';
import { applySelect, page, parseQuery, type QueryFields } from '../lib/query.js';
import type { Rules } from '../validation.js';
import { loadVisibleScenario } from './scenarios.js';
import { assertMayStartSessions } from './plans.js';
import { playlistStepOf } from './playlists.js';

/** PRODUCT.md §3: no 0/O, 1/I, so a code read aloud or off a screen is never ambiguous. */
export const PIN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const OPEN_SESSION_MESSAGE = 'server.sessions.open';
export const DEFAULT_FOLLOW_UP_DAYS = 14 as const;
export const FOLLOW_UP_DAYS_MESSAGE = 'server.sessions.followUpDays';

export const sessionRules: Rules = {
  scenarioId: { required: 'server.field.scenarioRequired', type: 'server.field.scenarioRequired' },
  completedAt: { required: 'server.sessions.completedAtRequired', type: 'server.sessions.completedAt' },
  followUpDays: { type: FOLLOW_UP_DAYS_MESSAGE },
  // Team mode (issue 35): 2 to 12 teams, chosen or dealt round-robin; any fault is one message.
  teams: { type: 'kind.teams.settings' },
  'teams.count': {
    required: 'kind.teams.settings',
    type: 'kind.teams.settings',
    min: [2, 'kind.teams.settings'],
    max: [12, 'kind.teams.settings'],
  },
  'teams.assign': { required: 'kind.teams.settings', type: 'kind.teams.settings' },
  playlistId: { type: 'server.playlists.step' },
  playlistStepId: { type: 'server.playlists.step' },
};

const fields: QueryFields = {
  id: { column: sessions.id, type: 'uuid' },
  completedAt: { column: sessions.completedAt, type: 'date' },
  isPractice: { column: sessions.isPractice, type: 'boolean' },
  scenarioId: { column: sessions.scenarioId, type: 'number' },
  hostId: { column: sessions.hostId, type: 'number' },
  createdAt: { column: sessions.createdAt, type: 'date' },
};

export function newPin(): string {
  let pin = '';
  for (let i = 0; i < 4; i++) pin += PIN_ALPHABET[randomInt(PIN_ALPHABET.length)];
  return pin;
}

/** Hosts see their own sessions; company admins (operator admins included) their company's. */
function visibleTo(user: AuthUser): SQL {
  return user.isAdmin ? eq(sessions.companyId, user.companyId) : eq(sessions.hostId, user.id);
}

function seesHostKey(user: AuthUser | null, row: { hostId: number; companyId: number }): boolean {
  return Boolean(user && (user.id === row.hostId || (user.isAdmin && user.companyId === row.companyId)));
}

// Every column but the totals kept after the retention purge, which only the reports read.
const { resultsSnapshot: _snapshot, ...sessionColumns } = getTableColumns(sessions);

/** A count of the live channel's rows, or once the retention purge deleted them, the count it kept. */
const liveCount = (kept: string, live: SQL) =>
  sql<number>`(CASE WHEN ${sessions.rawDataPurgedAt} IS NULL THEN ${live}
    ELSE coalesce((${sessions.resultsSnapshot}->'results'->>${kept})::int, 0) END)`;

/** A session's participant count, kept after the retention purge (the playlists' step status reads it too). */
export const participantCountOf = liveCount('participantCount', liveCounts.participants);

/** The session with its scenario's title and its participant and answer counts (the live channel's tables). */
function selectSessions(db: Db, where: SQL | undefined) {
  return db
    .select({
      session: sessionColumns,
      scenarioTitle: scenarios.title,
      participantCount: participantCountOf,
      answerCount: liveCount('answerCount', liveCounts.answers),
    })
    .from(sessions)
    .innerJoin(scenarios, eq(sessions.scenarioId, scenarios.id))
    .where(where)
    .$dynamic();
}

export function sessionRead(
  row: {
    session: Omit<typeof sessions.$inferSelect, 'resultsSnapshot'>;
    scenarioTitle: string;
    participantCount: number;
    answerCount: number;
  },
  viewer: AuthUser | null,
) {
  const s = row.session;
  return {
    id: s.id,
    pin: s.pin,
    scenarioId: s.scenarioId,
    scenarioTitle: row.scenarioTitle,
    hostId: s.hostId,
    companyId: s.companyId,
    isPractice: s.isPractice,
    followUpDays: s.followUpDays,
    completedAt: s.completedAt ? s.completedAt.toISOString() : null,
    createdAt: s.createdAt.toISOString(),
    participantCount: Number(row.participantCount),
    answerCount: Number(row.answerCount),
    ...(seesHostKey(viewer, s) ? { hostKey: s.hostKey } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session ids are uuids; anything else cannot name a session. */
function sessionId(value: unknown): string {
  const text = String(value ?? '');
  if (!UUID.test(text)) throw notFound('server.sessions.notFound');
  return text.toLowerCase();
}

async function loadVisible(ctx: Ctx, id: string) {
  const user = requireUser(ctx);
  const [row] = await selectSessions(ctx.deps.db, and(eq(sessions.id, id), visibleTo(user))).limit(1);
  if (!row) throw notFound('server.sessions.notFound');
  return row;
}

/** A session its host or a company admin of its company may act on (its follow-up); 404/403 otherwise. */
export async function loadHostedSession(ctx: Ctx, id: unknown) {
  const row = await loadVisible(ctx, sessionId(id));
  if (!seesHostKey(requireUser(ctx), row.session)) throw forbidden();
  return row.session;
}

function constraintOf(error: unknown): string | undefined {
  let current = error as { constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 5 && current; i++) {
    if (current.constraint) return current.constraint;
    current = current.cause as typeof current;
  }
  return undefined;
}

export const sessionHandlers: Handlers = {
  'GET /sessions': async (ctx) => {
    const user = requireUser(ctx);
    const parsed = parseQuery(ctx.query, fields, {
      defaultSort: [desc(sessions.createdAt), desc(sessions.id)],
    });
    const where = and(parsed.where, visibleTo(user));
    const [rows, totals] = await Promise.all([
      selectSessions(ctx.deps.db, where)
        .orderBy(...parsed.orderBy)
        .limit(parsed.limit)
        .offset(parsed.skip),
      ctx.deps.db.select({ total: count() }).from(sessions).where(where),
    ]);
    return page(
      applySelect(
        rows.map((r) => sessionRead(r, user)),
        parsed.select,
      ),
      Number(totals[0]?.total ?? 0),
      parsed,
    );
  },

  'GET /sessions/{id}': async (ctx) =>
    sessionRead(await loadVisible(ctx, sessionId(ctx.params.id)), ctx.user),

  'POST /sessions': async (ctx) => {
    const user = requireUser(ctx);
    await assertMayStartSessions(ctx.deps.db, user);
    const scenario = await loadVisibleScenario(ctx, ctx.body.scenarioId as number);
    const playlistStep = await playlistStepOf(ctx, ctx.body);
    const isPractice = ctx.body.isPractice === true;
    // The contract allows only 7, 14 or 30 (sessionRules words its 400); absent means the default.
    const followUpDays = ctx.body.followUpDays ?? DEFAULT_FOLLOW_UP_DAYS;
    const { db } = ctx.deps;
    if (!isPractice) {
      const [open] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(eq(sessions.hostId, user.id), isNull(sessions.completedAt), eq(sessions.isPractice, false)),
        );
      if (open) throw conflict(OPEN_SESSION_MESSAGE);
    }
    // The partial unique indexes decide races: a PIN clash retries, a second open session is a 409.
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        const [created] = await db
          .insert(sessions)
          .values({
            pin: newPin(),
            scenarioId: scenario.id,
            hostId: user.id,
            companyId: user.companyId,
            isPractice,
            followUpDays,
            hostKey: randomBytes(24).toString('base64url'),
            ...playlistStep,
          })
          .returning();
        // Team mode from the start (the host may still change it in the lobby), its teams named in their language.
        if (ctx.body.teams) await startWithTeams(db, created!.id, ctx.body.teams, localeOf(ctx.req));
        return {
          id: created!.id,
          pin: created!.pin,
          scenarioId: created!.scenarioId,
          hostKey: created!.hostKey,
          isPractice: created!.isPractice,
          followUpDays: created!.followUpDays,
          completedAt: null,
          createdAt: created!.createdAt.toISOString(),
          scenario: { id: scenario.id, title: scenario.title },
        };
      } catch (error) {
        const constraint = constraintOf(error);
        if (constraint === 'sessions_one_open_per_host') throw conflict(OPEN_SESSION_MESSAGE);
        if (constraint !== 'sessions_open_pin') throw error;
      }
    }
    throw new HttpError(503, 'server.sessions.noFreeCode');
  },

  'PATCH /sessions/{id}': async (ctx) => {
    const id = sessionId(ctx.params.id);
    const row = await loadVisible(ctx, id);
    const user = requireUser(ctx);
    if (!seesHostKey(user, row.session)) throw forbidden();
    if (!row.session.completedAt) {
      // The client sends "now"; a time in the future or before the start is replaced by the server's now.
      const sent = new Date(String(ctx.body.completedAt));
      const now = new Date();
      const at = Number.isNaN(sent.getTime()) || sent > now || sent < row.session.createdAt ? now : sent;
      await ctx.deps.db
        .update(sessions)
        .set({ completedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.completedAt)));
      await ctx.deps.sessionEvents.ended(id);
    }
    return sessionRead(await loadVisible(ctx, id), user);
  },

  'DELETE /sessions/{id}': async (ctx) => {
    const id = sessionId(ctx.params.id);
    const row = await loadVisible(ctx, id);
    const user = requireUser(ctx);
    if (!seesHostKey(user, row.session)) throw forbidden();
    // Its raw data and pending follow-up addresses go with it (ON DELETE CASCADE); its queued follow-up job too.
    await ctx.deps.db.delete(sessions).where(eq(sessions.id, id));
    await ctx.deps.sessionEvents.ended(id);
    await ctx.deps.sessionEvents.removed(id);
    return sessionRead(row, user);
  },
};
