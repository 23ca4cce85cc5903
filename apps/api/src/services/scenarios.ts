import { and, asc, count, eq, ilike, inArray, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@readyteams/api-client';
import type { AuthUser, Ctx, Handlers } from '../context.js';
import { intId, requireAdmin, requireUser } from '../context.js';
import type { Db, Tx } from '../db/index.js';
import {
  companies,
  favorites,
  questions,
  resources,
  scenarioCategories,
  scenarioTagLinks,
  scenarioTags,
  scenarios,
  slides,
} from '../db/schema.js';
import { fieldErrors, forbidden, found, notFound, type FieldErrors } from '../errors.js';
import { nextOrder } from '../lib/order.js';
import { reserveCustomScenario } from './entitlements.js';
import { applySelect, page, parseQuery, type QueryFields } from '../lib/query.js';
import { IS_BRANCHING, readScenarioPage, SCENARIO_READ_KEYS, type ScenarioRead } from './scenario-read.js';
import { visibleScenarios } from './scenario-visibility.js';
import type { Rules } from '../validation.js';
import { slideListErrors, slideRules, storedForm } from '../slides/index.js';
import type { SlideWrite } from '../slides/kind.js';

type Schemas = components['schemas'];
type ScenarioRow = typeof scenarios.$inferSelect;
/** A scenario as sent: whole (POST) or in part (PATCH). */
type ScenarioBody = Ctx<'POST /scenarios'>['body'] | Ctx<'PATCH /scenarios/{id}'>['body'];

export const scenarioRules: Rules = {
  title: { required: 'server.field.titleRequired' },
  categoryId: { required: 'server.field.categoryRequired', type: 'server.field.categoryRequired' },
  description: {
    required: 'server.scenarios.descriptionShort',
    min: [10, 'server.scenarios.descriptionShort'],
    max: [100, 'server.scenarios.descriptionLong'],
  },
  script: {
    required: 'server.scenarios.scriptRequired',
    min: [10, 'server.scenarios.scriptShort'],
    max: [1000, 'server.scenarios.scriptLong'],
  },
  authorName: { required: 'server.scenarios.authorRequired' },
  authorEmail: {
    required: 'server.field.emailInvalid',
    email: 'server.field.emailInvalid',
    type: 'server.field.emailInvalid',
  },
  thumbNailUrl: { type: 'server.scenarios.thumbnail' },
  tags: { type: 'server.field.tagsList' },
  'tags.*': { type: 'server.field.unknownTag' },
  ...slideRules,
  'resources.*.title': { required: 'server.field.titleRequired' },
  'resources.*.linkUrl': {
    required: 'server.scenarios.linkRequired',
    url: 'server.scenarios.link',
    type: 'server.scenarios.link',
  },
  'resources.*.type': { required: 'server.scenarios.typeRequired', type: 'server.scenarios.typeRequired' },
  'resources.*.description': { required: 'server.field.descriptionRequired' },
  source: { type: 'server.scenarios.unknownCompany' },
};

const fields: QueryFields = {
  id: { column: scenarios.id, type: 'number' },
  title: { column: scenarios.title, type: 'string' },
  description: { column: scenarios.description, type: 'string' },
  categoryId: { column: scenarios.categoryId, type: 'number' },
  source: { column: scenarios.sourceId, type: 'number' },
  isPublic: { column: scenarios.isPublic, type: 'boolean' },
  isDemo: { column: scenarios.isDemo, type: 'boolean' },
  status: { column: scenarios.status, type: 'string' },
  rating: { column: scenarios.rating, type: 'number' },
  order: { column: scenarios.order, type: 'number' },
  createdAt: { column: scenarios.createdAt, type: 'date' },
  updatedAt: { column: scenarios.updatedAt, type: 'date' },
};

/** Operator admins edit any scenario; company admins their company's private ones. */
function canEdit(user: AuthUser, row: ScenarioRow): boolean {
  if (user.isOperator) return true;
  return user.isAdmin && !row.isPublic && row.companyId === user.companyId;
}

/** The scenario read form by id (with slides, questions and answers); 404 when there is none. */
export async function readScenario(db: Db, id: number, viewer?: AuthUser | null): Promise<ScenarioRead> {
  const { data } = await readScenarioPage(db, { where: eq(scenarios.id, id), viewer });
  return found(data[0], 'server.scenarios.notFound');
}

export async function loadVisibleScenario(ctx: Ctx, id: number): Promise<ScenarioRow> {
  const user = requireUser(ctx);
  const [row] = await ctx.deps.db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, id), visibleScenarios(user)));
  if (!row) throw notFound('server.scenarios.notFound');
  return row;
}

/** Rules that need the whole list of slides (each poll can have only one poll-results slide). */
function checkSlides(list: SlideWrite[]) {
  const errors = slideListErrors(list);
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

async function checkReferences(tx: Tx | Db, body: ScenarioBody) {
  const errors: FieldErrors = {};
  if (typeof body.categoryId === 'number') {
    const [cat] = await tx
      .select({ id: scenarioCategories.id })
      .from(scenarioCategories)
      .where(eq(scenarioCategories.id, body.categoryId));
    if (!cat) errors.categoryId = 'server.field.categoryRequired';
  }
  if (Array.isArray(body.tags) && body.tags.length) {
    const found = await tx
      .select({ id: scenarioTags.id })
      .from(scenarioTags)
      .where(inArray(scenarioTags.id, body.tags as number[]));
    if (found.length !== new Set(body.tags).size) errors.tags = 'server.field.unknownTag';
  }
  if (typeof body.source === 'number') {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, body.source));
    if (!company) errors.source = 'server.scenarios.unknownCompany';
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** A sent slide as its row (the common columns and its type's) and its question rows. */
function slideRows(scenarioId: number, slide: SlideWrite, order: number) {
  const { props, questions } = storedForm(slide);
  const row = {
    scenarioId,
    order,
    title: slide.title?.trim() ?? null,
    slideType: slide.slideType,
    script: slide.script ?? null,
    suggestedSeconds: slide.suggestedSeconds ?? null,
    pathOption: slide.pathOption ?? null,
    props,
  };
  return { row, questions };
}

/** Replaces a scenario's slides; slides sent with their id are updated in place and keep it. */
export async function writeSlides(tx: Tx, scenarioId: number, list: SlideWrite[], replacing: boolean) {
  const existing = replacing
    ? await tx.select({ id: slides.id }).from(slides).where(eq(slides.scenarioId, scenarioId))
    : [];
  const existingIds = new Set(existing.map((s) => s.id));
  const kept = list.map((s) => s.id).filter((id): id is number => id !== undefined && existingIds.has(id));
  if (replacing) {
    await tx
      .delete(slides)
      .where(and(eq(slides.scenarioId, scenarioId), kept.length ? notInArray(slides.id, kept) : undefined));
  }
  for (const [order, slide] of list.entries()) {
    const stored = slideRows(scenarioId, slide, order);
    let slideId: number;
    if (slide.id !== undefined && existingIds.has(slide.id)) {
      slideId = slide.id;
      await tx.update(slides).set(stored.row).where(eq(slides.id, slideId));
      await tx.delete(questions).where(eq(questions.slideId, slideId));
    } else {
      const [row] = await tx.insert(slides).values(stored.row).returning({ id: slides.id });
      slideId = row!.id;
    }
    const values = stored.questions.map((question, order) => ({ slideId, order, ...question }));
    if (values.length) await tx.insert(questions).values(values);
  }
}

export async function writeTags(tx: Tx, scenarioId: number, tagIds: number[]) {
  await tx.delete(scenarioTagLinks).where(eq(scenarioTagLinks.scenarioId, scenarioId));
  if (tagIds.length) await tx.insert(scenarioTagLinks).values(tagIds.map((tagId) => ({ scenarioId, tagId })));
}

export async function writeResources(tx: Tx, scenarioId: number, list: Schemas['ResourceWrite'][]) {
  await tx.delete(resources).where(eq(resources.scenarioId, scenarioId));
  if (list.length) {
    await tx.insert(resources).values(
      list.map((r, order) => ({
        scenarioId,
        order,
        title: r.title.trim(),
        linkUrl: r.linkUrl.trim(),
        type: r.type,
        description: r.description.trim(),
      })),
    );
  }
}

function scenarioColumns(body: ScenarioBody) {
  const out: Partial<typeof scenarios.$inferInsert> = {};
  if (body.title !== undefined) out.title = body.title.trim();
  if (body.description !== undefined) out.description = body.description.trim();
  if (body.script !== undefined) out.script = body.script;
  if (body.status !== undefined) out.status = body.status;
  if (body.isDemo !== undefined) out.isDemo = body.isDemo;
  if (body.rating !== undefined) out.rating = body.rating;
  if (body.isPublic !== undefined) out.isPublic = body.isPublic;
  if (body.thumbNailUrl !== undefined) out.thumbNailUrl = body.thumbNailUrl;
  if (body.authorName !== undefined) out.authorName = body.authorName.trim();
  if (body.authorEmail !== undefined) out.authorEmail = body.authorEmail.trim();
  if (body.notes !== undefined) out.notes = body.notes;
  if (body.categoryId !== undefined) out.categoryId = body.categoryId;
  if (body.source !== undefined) out.sourceId = body.source;
  return out;
}

function checkCompanyAdminWrite(user: AuthUser, body: ScenarioBody) {
  if (user.isOperator) return;
  if (body.isPublic === true) throw forbidden('server.scenarios.publicOperatorOnly');
  if (body.source !== undefined && body.source !== null && body.source !== user.companyId) {
    throw forbidden('server.scenarios.ownCompany');
  }
}

async function listScenarios(ctx: Ctx, onlyFavorites: boolean) {
  const user = requireUser(ctx);
  const { $search, isBranching, ...query } = ctx.query;
  const parsed = parseQuery(query, fields, {
    defaultSort: [asc(scenarios.order), asc(scenarios.id)],
    selectable: SCENARIO_READ_KEYS,
  });
  const filters: (SQL | undefined)[] = [parsed.where, visibleScenarios(user)];
  if (typeof $search === 'string' && $search.trim()) {
    const term = `%${$search.trim()}%`;
    filters.push(or(ilike(scenarios.title, term), ilike(scenarios.description, term)));
  }
  // The library's Branching filter (the contract coerces the query's text to a boolean).
  if (typeof isBranching === 'boolean') filters.push(isBranching ? IS_BRANCHING : not(IS_BRANCHING));
  if (onlyFavorites) {
    filters.push(
      sql`exists (select 1 from ${favorites} where ${favorites.scenarioId} = ${scenarios.id} and ${favorites.userId} = ${user.id})`,
    );
  }
  const where = and(...filters);
  // One statement: the page, its total and every related row (only an empty page needs its own count).
  const { data, total } = await readScenarioPage(ctx.deps.db, {
    where,
    orderBy: parsed.orderBy,
    limit: parsed.limit,
    skip: parsed.skip,
    withTotal: true,
    viewer: user,
    select: parsed.select,
  });
  const matching =
    total ??
    Number((await ctx.deps.db.select({ total: count() }).from(scenarios).where(where))[0]?.total ?? 0);
  return page(applySelect(data, parsed.select), matching, parsed);
}

export const scenarioHandlers: Handlers = {
  'GET /scenarios': (ctx) => listScenarios(ctx, false),

  'GET /scenarios/{id}': async (ctx) => {
    const id = intId(ctx.params.id, 'server.scenarios.notFound');
    const user = requireUser(ctx);
    // One statement: visibility and the whole read form.
    const { data } = await readScenarioPage(ctx.deps.db, {
      where: and(eq(scenarios.id, id), visibleScenarios(user)),
      viewer: user,
    });
    if (!data[0]) throw notFound('server.scenarios.notFound');
    return data[0];
  },

  'POST /scenarios': async (ctx) => {
    const user = requireAdmin(ctx);
    const { body } = ctx;
    checkCompanyAdminWrite(user, body);
    checkSlides(body.slides);
    await checkReferences(ctx.deps.db, body);
    const isPublic = body.isPublic === true;
    const source = body.source ?? (user.isOperator ? null : user.companyId);
    // A private scenario belongs to the source company (operator: the customer it was made for).
    const companyId = user.isOperator ? (source ?? user.companyId) : user.companyId;
    const id = await ctx.deps.db.transaction(async (tx) => {
      if (!isPublic) await reserveCustomScenario(tx, user, companyId);
      const next = await nextOrder(tx, scenarios);
      const [row] = await tx
        .insert(scenarios)
        .values({
          ...(scenarioColumns(body) as typeof scenarios.$inferInsert),
          isPublic,
          sourceId: source,
          companyId,
          createdBy: user.id,
          order: next,
        })
        .returning({ id: scenarios.id });
      await writeSlides(tx, row!.id, body.slides, false);
      await writeTags(tx, row!.id, body.tags ?? []);
      await writeResources(tx, row!.id, body.resources ?? []);
      return row!.id;
    });
    return readScenario(ctx.deps.db, id, user);
  },

  'PATCH /scenarios/{id}': async (ctx) => {
    const id = intId(ctx.params.id, 'server.scenarios.notFound');
    const current = await loadVisibleScenario(ctx, id);
    const user = requireUser(ctx);
    if (!canEdit(user, current)) throw forbidden('server.scenarios.cannotChange');
    const { body } = ctx;
    checkCompanyAdminWrite(user, body);
    if (body.slides) checkSlides(body.slides);
    await checkReferences(ctx.deps.db, body);
    await ctx.deps.db.transaction(async (tx) => {
      const columns = scenarioColumns(body);
      if (user.isOperator && body.source !== undefined && body.source !== null && !current.isPublic) {
        columns.companyId = body.source;
      }
      await tx
        .update(scenarios)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(scenarios.id, id));
      if (body.slides) await writeSlides(tx, id, body.slides, true);
      if (body.tags) await writeTags(tx, id, body.tags);
      if (body.resources) await writeResources(tx, id, body.resources);
    });
    return readScenario(ctx.deps.db, id, user);
  },

  'DELETE /scenarios/{id}': async (ctx) => {
    const id = intId(ctx.params.id, 'server.scenarios.notFound');
    const current = await loadVisibleScenario(ctx, id);
    const user = requireUser(ctx);
    if (!canEdit(user, current)) throw forbidden('server.scenarios.cannotDelete');
    const read = await readScenario(ctx.deps.db, id, user);
    await ctx.deps.db.delete(scenarios).where(eq(scenarios.id, id));
    return read;
  },

  'GET /favorites': (ctx) => listScenarios(ctx, true),

  'POST /favorites': async (ctx) => {
    const user = requireUser(ctx);
    const scenario = await loadVisibleScenario(ctx, ctx.body.scenarioId as number);
    await ctx.deps.db
      .insert(favorites)
      .values({ userId: user.id, scenarioId: scenario.id })
      .onConflictDoNothing();
    const [row] = await ctx.deps.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.scenarioId, scenario.id)));
    return { scenarioId: row!.scenarioId, userId: row!.userId, createdAt: row!.createdAt.toISOString() };
  },

  'DELETE /favorites/{scenarioId}': async (ctx) => {
    const user = requireUser(ctx);
    const scenarioId = intId(ctx.params.scenarioId, 'server.scenarios.favoriteNotFound');
    const [row] = await ctx.deps.db
      .delete(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.scenarioId, scenarioId)))
      .returning();
    if (!row) throw notFound('server.scenarios.favoriteNotFound');
    return { scenarioId: row.scenarioId, userId: row.userId, createdAt: row.createdAt.toISOString() };
  },
};
