import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Ctx, Handlers } from '../context.js';
import { intId, requireOperator, requireUser } from '../context.js';
import type { Db } from '../db/index.js';
import { faqCategories, faqTagLinks, faqTags, faqs, helpCategories, helpGuides } from '../db/schema.js';
import { fieldErrors, found, notFound, type FieldErrors } from '../errors.js';
import { nextOrder } from '../lib/order.js';
import { applySelect, page, parseQuery, type QueryFields } from '../lib/query.js';
import type { Rules } from '../validation.js';

export const faqRules: Rules = {
  question: { required: 'server.field.questionRequired', max: [255, 'server.help.questionLength'] },
  answer: { required: 'server.help.answerRequired', max: [1000, 'server.help.answerLength'] },
  categoryId: { required: 'server.field.categoryRequired', type: 'server.field.categoryRequired' },
  faq_tagsIds: { type: 'server.field.tagsList' },
};

export const helpGuideRules: Rules = {
  title: { required: 'server.field.titleRequired', max: [255, 'server.help.titleLength'] },
  description: {
    required: 'server.field.descriptionRequired',
    max: [2000, 'server.help.descriptionLength'],
  },
  helpCategoriesId: { required: 'server.field.categoryRequired', type: 'server.field.categoryRequired' },
  mediaUrl: { required: 'server.field.url', url: 'server.field.url', type: 'server.field.url' },
  thumbnailUrl: { url: 'server.field.url', type: 'server.field.url', emptyOk: true },
  targetAudience: { max: [255, 'server.help.audienceLength'] },
};

const faqFields: QueryFields = {
  id: { column: faqs.id, type: 'number' },
  question: { column: faqs.question, type: 'string' },
  categoryId: { column: faqs.categoryId, type: 'number' },
  isActive: { column: faqs.isActive, type: 'boolean' },
  order: { column: faqs.order, type: 'number' },
  createdAt: { column: faqs.createdAt, type: 'date' },
};

const guideFields: QueryFields = {
  id: { column: helpGuides.id, type: 'number' },
  title: { column: helpGuides.title, type: 'string' },
  helpCategoriesId: { column: helpGuides.categoryId, type: 'number' },
  targetAudience: { column: helpGuides.targetAudience, type: 'string' },
  isActive: { column: helpGuides.isActive, type: 'boolean' },
  order: { column: helpGuides.order, type: 'number' },
  createdAt: { column: helpGuides.createdAt, type: 'date' },
};

type FaqRow = typeof faqs.$inferSelect;
type GuideRow = typeof helpGuides.$inferSelect;

async function readFaqs(db: Db, rows: FaqRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [cats, tags] = await Promise.all([
    db
      .select()
      .from(faqCategories)
      .where(inArray(faqCategories.id, [...new Set(rows.map((r) => r.categoryId))])),
    db
      .select({ faqId: faqTagLinks.faqId, id: faqTags.id, tag: faqTags.tag })
      .from(faqTagLinks)
      .innerJoin(faqTags, eq(faqTagLinks.tagId, faqTags.id))
      .where(inArray(faqTagLinks.faqId, ids))
      .orderBy(asc(faqTags.order), asc(faqTags.id)),
  ]);
  return rows.map((r) => {
    const c = cats.find((x) => x.id === r.categoryId)!;
    return {
      id: r.id,
      question: r.question,
      answer: r.answer,
      categoryId: r.categoryId,
      category: { id: c.id, category: c.category, color: c.color ?? null },
      tags: tags.filter((t) => t.faqId === r.id).map((t) => ({ id: t.id, tag: t.tag })),
      isActive: r.isActive,
      order: r.order,
    };
  });
}

/** One FAQ's read form (one row in, one record out). */
const readFaq = async (db: Db, row: FaqRow) => found((await readFaqs(db, [row]))[0]);

async function readGuides(db: Db, rows: GuideRow[]) {
  if (!rows.length) return [];
  const cats = await db
    .select()
    .from(helpCategories)
    .where(inArray(helpCategories.id, [...new Set(rows.map((r) => r.categoryId))]));
  return rows.map((r) => {
    const c = cats.find((x) => x.id === r.categoryId)!;
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      helpCategoriesId: r.categoryId,
      category: { id: c.id, name: c.name, color: c.color ?? null },
      targetAudience: r.targetAudience ?? null,
      mediaUrl: r.mediaUrl ?? '',
      thumbnailUrl: r.thumbnailUrl || null,
      isActive: r.isActive,
      order: r.order,
    };
  });
}

/** One help guide's read form (one row in, one record out). */
const readGuide = async (db: Db, row: GuideRow) => found((await readGuides(db, [row]))[0]);

/** A FAQ or a help guide as sent: whole (POST) or in part (PATCH). */
type FaqBody = Ctx<'POST /faqs'>['body'] | Ctx<'PATCH /faqs/{id}'>['body'];
type GuideBody = Ctx<'POST /help-guides'>['body'] | Ctx<'PATCH /help-guides/{id}'>['body'];

async function checkFaqRefs(db: Db, body: FaqBody) {
  const errors: FieldErrors = {};
  if (typeof body.categoryId === 'number') {
    const [c] = await db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, body.categoryId));
    if (!c) errors.categoryId = 'server.field.categoryRequired';
  }
  const tagIds = body.faq_tagsIds;
  if (tagIds?.length) {
    const found = await db.select({ id: faqTags.id }).from(faqTags).where(inArray(faqTags.id, tagIds));
    if (found.length !== new Set(tagIds).size) errors.faq_tagsIds = 'server.field.unknownTag';
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

async function checkGuideRefs(db: Db, body: GuideBody) {
  if (typeof body.helpCategoriesId === 'number') {
    const [c] = await db
      .select({ id: helpCategories.id })
      .from(helpCategories)
      .where(eq(helpCategories.id, body.helpCategoriesId));
    if (!c) throw fieldErrors({ helpCategoriesId: 'server.field.categoryRequired' });
  }
}

function faqColumns(body: FaqBody) {
  const out: Partial<typeof faqs.$inferInsert> = {};
  if (typeof body.question === 'string') out.question = body.question.trim();
  if (typeof body.answer === 'string') out.answer = body.answer.trim();
  if (body.categoryId !== undefined) out.categoryId = body.categoryId;
  if (body.isActive !== undefined) out.isActive = body.isActive;
  return out;
}

function guideColumns(body: GuideBody) {
  const out: Partial<typeof helpGuides.$inferInsert> = {};
  if (typeof body.title === 'string') out.title = body.title.trim();
  if (typeof body.description === 'string') out.description = body.description.trim();
  if (body.helpCategoriesId !== undefined) out.categoryId = body.helpCategoriesId;
  if (body.targetAudience !== undefined) out.targetAudience = body.targetAudience?.trim() || null;
  if (body.mediaUrl !== undefined) out.mediaUrl = body.mediaUrl;
  if (body.thumbnailUrl !== undefined) out.thumbnailUrl = body.thumbnailUrl || null;
  if (body.isActive !== undefined) out.isActive = body.isActive;
  return out;
}

async function loadFaq(ctx: Ctx, id: number) {
  requireUser(ctx);
  const [row] = await ctx.deps.db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw notFound('server.help.faqNotFound');
  return row;
}

async function loadGuide(ctx: Ctx, id: number) {
  requireUser(ctx);
  const [row] = await ctx.deps.db.select().from(helpGuides).where(eq(helpGuides.id, id));
  if (!row) throw notFound('server.help.guideNotFound');
  return row;
}

export const faqHandlers: Handlers = {
  'GET /faqs': async (ctx) => {
    requireUser(ctx);
    const { $search, ...query } = ctx.query;
    const parsed = parseQuery(query, faqFields, { defaultSort: [asc(faqs.order), asc(faqs.id)] });
    const filters: (SQL | undefined)[] = [parsed.where];
    if (query.isActive === undefined) filters.push(eq(faqs.isActive, true));
    if (typeof $search === 'string' && $search.trim()) {
      const term = `%${$search.trim()}%`;
      filters.push(
        or(
          ilike(faqs.question, term),
          sql`exists (select 1 from ${faqCategories} where ${faqCategories.id} = ${faqs.categoryId} and ${faqCategories.category} ilike ${term})`,
          sql`exists (select 1 from ${faqTagLinks} join ${faqTags} on ${faqTags.id} = ${faqTagLinks.tagId} where ${faqTagLinks.faqId} = ${faqs.id} and ${faqTags.tag} ilike ${term})`,
        ),
      );
    }
    const where = and(...filters);
    const [rows, totals] = await Promise.all([
      ctx.deps.db
        .select()
        .from(faqs)
        .where(where)
        .orderBy(...parsed.orderBy)
        .limit(parsed.limit)
        .offset(parsed.skip),
      ctx.deps.db.select({ total: count() }).from(faqs).where(where),
    ]);
    return page(
      applySelect(await readFaqs(ctx.deps.db, rows), parsed.select),
      Number(totals[0]?.total ?? 0),
      parsed,
    );
  },

  'GET /faqs/{id}': async (ctx) =>
    readFaq(ctx.deps.db, await loadFaq(ctx, intId(ctx.params.id, 'server.help.faqNotFound'))),

  'POST /faqs': async (ctx) => {
    requireOperator(ctx);
    const { body } = ctx;
    await checkFaqRefs(ctx.deps.db, body);
    const order = await nextOrder(ctx.deps.db, faqs);
    const id = await ctx.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(faqs)
        .values({ ...(faqColumns(body) as typeof faqs.$inferInsert), order })
        .returning({ id: faqs.id });
      const tagIds = body.faq_tagsIds ?? [];
      if (tagIds.length)
        await tx.insert(faqTagLinks).values(tagIds.map((tagId) => ({ faqId: row!.id, tagId })));
      return row!.id;
    });
    return readFaq(ctx.deps.db, await loadFaq(ctx, id));
  },

  'PATCH /faqs/{id}': async (ctx) => {
    const id = intId(ctx.params.id, 'server.help.faqNotFound');
    await loadFaq(ctx, id);
    requireOperator(ctx);
    const { body } = ctx;
    await checkFaqRefs(ctx.deps.db, body);
    await ctx.deps.db.transaction(async (tx) => {
      await tx
        .update(faqs)
        .set({ ...faqColumns(body), updatedAt: new Date() })
        .where(eq(faqs.id, id));
      const tagIds = body.faq_tagsIds;
      if (tagIds) {
        await tx.delete(faqTagLinks).where(eq(faqTagLinks.faqId, id));
        if (tagIds.length) await tx.insert(faqTagLinks).values(tagIds.map((tagId) => ({ faqId: id, tagId })));
      }
    });
    return readFaq(ctx.deps.db, await loadFaq(ctx, id));
  },

  'GET /help-guides': async (ctx) => {
    requireUser(ctx);
    const { $search, ...query } = ctx.query;
    const parsed = parseQuery(query, guideFields, {
      defaultSort: [asc(helpGuides.order), asc(helpGuides.id)],
    });
    const filters: (SQL | undefined)[] = [parsed.where];
    if (query.isActive === undefined) filters.push(eq(helpGuides.isActive, true));
    if (typeof $search === 'string' && $search.trim()) {
      const term = `%${$search.trim()}%`;
      filters.push(
        or(
          ilike(helpGuides.title, term),
          ilike(helpGuides.description, term),
          ilike(helpGuides.targetAudience, term),
          sql`exists (select 1 from ${helpCategories} where ${helpCategories.id} = ${helpGuides.categoryId} and ${helpCategories.name} ilike ${term})`,
        ),
      );
    }
    const where = and(...filters);
    const [rows, totals] = await Promise.all([
      ctx.deps.db
        .select()
        .from(helpGuides)
        .where(where)
        .orderBy(...parsed.orderBy)
        .limit(parsed.limit)
        .offset(parsed.skip),
      ctx.deps.db.select({ total: count() }).from(helpGuides).where(where),
    ]);
    return page(
      applySelect(await readGuides(ctx.deps.db, rows), parsed.select),
      Number(totals[0]?.total ?? 0),
      parsed,
    );
  },

  'GET /help-guides/{id}': async (ctx) =>
    readGuide(ctx.deps.db, await loadGuide(ctx, intId(ctx.params.id, 'server.help.guideNotFound'))),

  'POST /help-guides': async (ctx) => {
    requireOperator(ctx);
    const { body } = ctx;
    await checkGuideRefs(ctx.deps.db, body);
    const order = await nextOrder(ctx.deps.db, helpGuides);
    const [row] = await ctx.deps.db
      .insert(helpGuides)
      .values({ ...(guideColumns(body) as typeof helpGuides.$inferInsert), order })
      .returning();
    return readGuide(ctx.deps.db, row!);
  },

  'PATCH /help-guides/{id}': async (ctx) => {
    const id = intId(ctx.params.id, 'server.help.guideNotFound');
    await loadGuide(ctx, id);
    requireOperator(ctx);
    const { body } = ctx;
    await checkGuideRefs(ctx.deps.db, body);
    const [row] = await ctx.deps.db
      .update(helpGuides)
      .set({ ...guideColumns(body), updatedAt: new Date() })
      .where(eq(helpGuides.id, id))
      .returning();
    return readGuide(ctx.deps.db, row!);
  },
};
