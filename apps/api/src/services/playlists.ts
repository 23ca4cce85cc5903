// Playlists (issue 38): a title, a team, an optional cadence and an ordered list of scenarios; each step shows the
// session that ran it. Hosts see their own playlists, company admins their company's (as sessions, sessions.ts).
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AuthUser, Ctx, Handlers } from '../context.js';
import { intId, requireUser } from '../context.js';
import type { Db, Tx } from '../db/index.js';
import { companies, playlistSteps, playlists, scenarios, sessions, users } from '../db/schema.js';
import { fieldErrors, notFound, type FieldErrors } from '../errors.js';
import { page, parseQuery } from '../lib/query.js';
import type { Rules } from '../validation.js';
import { requireEntitlement } from './entitlements.js';
import { visibleScenarios } from './scenario-visibility.js';
import { participantCountOf } from './sessions.js';

const MISSING = 'server.playlists.notFound';

export const playlistRules: Rules = {
  title: { required: 'server.field.titleRequired', max: [120, 'server.playlists.titleLength'] },
  teamName: { max: [120, 'server.playlists.teamNameLength'], emptyOk: true },
  cadence: { type: 'server.playlists.cadence' },
  steps: { required: 'server.playlists.stepsRequired', type: 'server.playlists.stepsRequired' },
  'steps.*.scenarioId': { required: 'server.playlists.scenario', type: 'server.playlists.scenario' },
};

type Cadence = NonNullable<(typeof playlists.$inferSelect)['cadence']>;
const CADENCE_DAYS: Record<Cadence, number> = { weekly: 7, fortnightly: 14, monthly: 30 };

/** Hosts see their own playlists; company admins (operator admins included) their company's. */
export function visiblePlaylists(user: AuthUser): SQL {
  return user.isAdmin ? eq(playlists.companyId, user.companyId) : eq(playlists.ownerId, user.id);
}

type PlaylistRow = typeof playlists.$inferSelect;

/** A playlist the user may see and change (404 otherwise: another tenant's playlists do not exist for them). */
export async function loadVisiblePlaylist(
  ctx: Pick<Ctx, 'user' | 'deps'>,
  id: unknown,
): Promise<PlaylistRow> {
  const user = requireUser(ctx);
  const [row] = await ctx.deps.db
    .select()
    .from(playlists)
    .where(and(eq(playlists.id, intId(id, MISSING)), visiblePlaylists(user)));
  if (!row) throw notFound(MISSING);
  return row;
}

/** The steps with their scenario and the latest non-practice session of each (its status). */
async function stepsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const latest = db
    .selectDistinctOn([sessions.playlistStepId], {
      stepId: sessions.playlistStepId,
      sessionId: sessions.id,
      completedAt: sessions.completedAt,
      participantCount: participantCountOf.as('participant_count'),
    })
    .from(sessions)
    .where(and(inArray(sessions.playlistId, ids), eq(sessions.isPractice, false)))
    .orderBy(sessions.playlistStepId, desc(sessions.createdAt))
    .as('latest');
  return db
    .select({
      id: playlistSteps.id,
      playlistId: playlistSteps.playlistId,
      position: playlistSteps.position,
      scenarioId: playlistSteps.scenarioId,
      scenarioTitle: scenarios.title,
      sessionId: latest.sessionId,
      completedAt: latest.completedAt,
      participantCount: latest.participantCount,
    })
    .from(playlistSteps)
    .innerJoin(scenarios, eq(scenarios.id, playlistSteps.scenarioId))
    .leftJoin(latest, eq(latest.stepId, playlistSteps.id))
    .where(inArray(playlistSteps.playlistId, ids))
    .orderBy(asc(playlistSteps.playlistId), asc(playlistSteps.position));
}

type StepRow = Awaited<ReturnType<typeof stepsOf>>[number];

export function playlistRead(row: PlaylistRow, stepRows: StepRow[]) {
  const steps = stepRows.map((s) => {
    const runAt = s.completedAt ? new Date(s.completedAt) : null;
    return {
      id: s.id,
      position: s.position,
      scenarioId: s.scenarioId,
      scenarioTitle: s.scenarioTitle,
      status: !s.sessionId ? ('not-run' as const) : runAt ? ('run' as const) : ('running' as const),
      sessionId: s.sessionId ?? null,
      runAt: runAt ? runAt.toISOString() : null,
      participantCount: Number(s.participantCount ?? 0),
    };
  });
  const lastRun = steps.reduce<number | null>(
    (last, s) => (s.runAt && (last === null || Date.parse(s.runAt) > last) ? Date.parse(s.runAt) : last),
    null,
  );
  const next = steps.find((s) => s.status === 'not-run') ?? null;
  return {
    id: row.id,
    title: row.title,
    teamName: row.teamName,
    cadence: row.cadence,
    ownerId: row.ownerId,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    steps,
    nextStepId: next?.id ?? null,
    nextDueAt:
      next && row.cadence && lastRun !== null
        ? new Date(lastRun + CADENCE_DAYS[row.cadence] * 86_400_000).toISOString()
        : null,
  };
}

async function readOne(db: Db, row: PlaylistRow) {
  return playlistRead(row, await stepsOf(db, [row.id]));
}

/** Who the scenarios are checked for: the playlist's owner (a company admin editing a host's playlist may not add what the host cannot see). */
async function ownerOf(db: Db | Tx, ownerId: number): Promise<Pick<AuthUser, 'isOperator' | 'companyId'>> {
  const [owner] = await db
    .select({ companyId: users.companyId, isAdmin: users.isAdmin, isOperatorCompany: companies.isOperator })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, ownerId));
  return { companyId: owner!.companyId, isOperator: owner!.isAdmin && owner!.isOperatorCompany };
}

type StepWrite = { id?: number; scenarioId: number };

/** Writes the steps in the order sent: kept ids keep their sessions, new ones are added, the rest removed. */
async function writeSteps(tx: Tx, playlist: PlaylistRow, steps: StepWrite[]) {
  const errors: FieldErrors = {};
  if (steps.length === 0) errors.steps = 'server.playlists.stepsRequired';
  const scenarioIds = [...new Set(steps.map((s) => s.scenarioId))];
  const seen = scenarioIds.length
    ? await tx
        .select({ id: scenarios.id })
        .from(scenarios)
        .where(and(inArray(scenarios.id, scenarioIds), visibleScenarios(await ownerOf(tx, playlist.ownerId))))
    : [];
  const visible = new Set(seen.map((r) => r.id));
  const existing = new Set(
    (
      await tx
        .select({ id: playlistSteps.id })
        .from(playlistSteps)
        .where(eq(playlistSteps.playlistId, playlist.id))
    ).map((r) => r.id),
  );
  const keptIds = new Set<number>();
  steps.forEach((step, i) => {
    if (!visible.has(step.scenarioId)) errors[`steps.${i}.scenarioId`] = 'server.playlists.scenario';
    if (step.id !== undefined) {
      if (!existing.has(step.id) || keptIds.has(step.id)) errors[`steps.${i}.id`] = 'server.playlists.step';
      keptIds.add(step.id);
    }
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const kept = [...keptIds];
  await tx
    .delete(playlistSteps)
    .where(
      and(
        eq(playlistSteps.playlistId, playlist.id),
        kept.length ? notInArray(playlistSteps.id, kept) : undefined,
      ),
    );
  // The positions' unique key is deferred to the commit, so the new order is written row by row.
  for (const [position, step] of steps.entries()) {
    if (step.id !== undefined)
      await tx
        .update(playlistSteps)
        .set({ position, scenarioId: step.scenarioId })
        .where(eq(playlistSteps.id, step.id));
    else
      await tx
        .insert(playlistSteps)
        .values({ playlistId: playlist.id, position, scenarioId: step.scenarioId });
  }
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The playlist step a session is started from: the playlist must be the user's to see and the scenario the step's.
 * Answers the columns to store on the session.
 */
export async function playlistStepOf(
  ctx: Pick<Ctx, 'user' | 'deps'>,
  body: { scenarioId: number; playlistId?: number; playlistStepId?: number },
): Promise<{ playlistId: number; playlistStepId: number } | Record<string, never>> {
  if (body.playlistId === undefined && body.playlistStepId === undefined) return {};
  if (body.playlistId === undefined || body.playlistStepId === undefined)
    throw fieldErrors({
      [body.playlistId === undefined ? 'playlistId' : 'playlistStepId']: 'server.playlists.step',
    });
  const playlist = await loadVisiblePlaylist(ctx, body.playlistId);
  const [step] = await ctx.deps.db
    .select({ scenarioId: playlistSteps.scenarioId })
    .from(playlistSteps)
    .where(and(eq(playlistSteps.id, body.playlistStepId), eq(playlistSteps.playlistId, playlist.id)));
  if (!step) throw fieldErrors({ playlistStepId: 'server.playlists.step' });
  if (step.scenarioId !== body.scenarioId) throw fieldErrors({ scenarioId: 'server.playlists.stepScenario' });
  return { playlistId: playlist.id, playlistStepId: body.playlistStepId };
}

export const playlistHandlers: Handlers = {
  'GET /playlists': async (ctx) => {
    const user = requireUser(ctx);
    const parsed = parseQuery(
      ctx.query,
      {},
      { defaultSort: [desc(playlists.updatedAt), desc(playlists.id)] },
    );
    const where = visiblePlaylists(user);
    const [rows, totals] = await Promise.all([
      ctx.deps.db
        .select()
        .from(playlists)
        .where(where)
        .orderBy(...parsed.orderBy)
        .limit(parsed.limit)
        .offset(parsed.skip),
      ctx.deps.db.select({ total: count() }).from(playlists).where(where),
    ]);
    const steps = await stepsOf(
      ctx.deps.db,
      rows.map((r) => r.id),
    );
    return page(
      rows.map((r) =>
        playlistRead(
          r,
          steps.filter((s) => s.playlistId === r.id),
        ),
      ),
      Number(totals[0]?.total ?? 0),
      parsed,
    );
  },

  'GET /playlists/{id}': async (ctx) => readOne(ctx.deps.db, await loadVisiblePlaylist(ctx, ctx.params.id)),

  'POST /playlists': async (ctx) => {
    const user = requireUser(ctx);
    const { db } = ctx.deps;
    await requireEntitlement(db, user, 'playlists');
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(playlists)
        .values({
          title: ctx.body.title.trim(),
          teamName: text(ctx.body.teamName),
          cadence: ctx.body.cadence ?? null,
          ownerId: user.id,
          companyId: user.companyId,
        })
        .returning();
      await writeSteps(tx, row!, ctx.body.steps);
      return row!;
    });
    ctx.reply.code(201);
    return readOne(db, created);
  },

  'PATCH /playlists/{id}': async (ctx) => {
    const playlist = await loadVisiblePlaylist(ctx, ctx.params.id);
    const { db } = ctx.deps;
    const body = ctx.body;
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(playlists)
        .set({
          ...(body.title !== undefined ? { title: body.title.trim() } : {}),
          ...(body.teamName !== undefined ? { teamName: text(body.teamName) } : {}),
          ...(body.cadence !== undefined ? { cadence: body.cadence } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(playlists.id, playlist.id))
        .returning();
      if (body.steps) await writeSteps(tx, row!, body.steps);
      return row!;
    });
    return readOne(db, updated);
  },

  'DELETE /playlists/{id}': async (ctx) => {
    const playlist = await loadVisiblePlaylist(ctx, ctx.params.id);
    const read = await readOne(ctx.deps.db, playlist);
    // Its sessions stay, unlinked (ON DELETE SET NULL); their reports are the host's as before.
    await ctx.deps.db.delete(playlists).where(eq(playlists.id, playlist.id));
    return read;
  },
};
