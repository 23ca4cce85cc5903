/**
 * Small lookup resources that share one shape: scenario categories and tags, FAQ categories and
 * tags, help categories and companies. Reads for every signed-in user, writes for operator admins,
 * archive by isActive=false.
 */
import { and, asc, count, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser, Handlers, RawCtx, RawHandler } from '../context.js';
import { intId, requireOperator, requireUser } from '../context.js';
import {
  companies,
  faqCategories,
  faqTags,
  helpCategories,
  scenarioCategories,
  scenarioTags,
} from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { nextOrder } from '../lib/order.js';
import { applySelect, page, parseQuery, type QueryFields } from '../lib/query.js';
import { CUSTOM_SCENARIOS_USED, entitlementsRead, PLAN_YEAR_START } from './entitlements.js';
import { grantOf, today } from './plans.js';
import { localeOf, type ServerLocale, type ServerMessageId } from '../i18n/index.js';
import type { Rules } from '../validation.js';

interface SimpleResource {
  path: string;
  /** The 404 when a record is not there (or not visible). */
  missing: ServerMessageId;
  table: PgTable & { id: AnyPgColumn; isActive: AnyPgColumn; order: AnyPgColumn };
  /** The text column searched by $search. */
  nameColumn: AnyPgColumn;
  fields: QueryFields;
  /** The read form; `locale`: the request's language, for the words it carries (companies: their refusals). */
  read(row: Record<string, unknown>, locale: ServerLocale): Record<string, unknown>;
  /** Body field -> column property; only these are written. */
  writable: string[];
  /** Columns to read, when more than the table's own (companies: the seats in use). */
  columns?: Record<string, AnyPgColumn | SQL.Aliased>;
  /** Optional row restriction per user (companies: own company unless operator). */
  visibleTo?: (user: AuthUser) => SQL | undefined;
  /** FAQ tags: creating an existing tag returns it instead of a duplicate. */
  reuseByName?: boolean;
  hasGet?: boolean;
  hasPatch?: boolean;
  hasDelete?: boolean;
}

const common = (table: SimpleResource['table']): QueryFields => ({
  id: { column: table.id, type: 'number' },
  isActive: { column: table.isActive, type: 'boolean' },
  order: { column: table.order, type: 'number' },
});

export const resources: SimpleResource[] = [
  {
    path: '/scenario-categories',
    missing: 'server.lists.categoryNotFound',
    table: scenarioCategories,
    nameColumn: scenarioCategories.category,
    fields: {
      ...common(scenarioCategories),
      category: { column: scenarioCategories.category, type: 'string' },
      createdAt: { column: scenarioCategories.createdAt, type: 'date' },
    },
    read: (r) => ({
      id: r.id,
      category: r.category,
      description: r.description ?? null,
      isActive: r.isActive,
      order: r.order,
    }),
    writable: ['category', 'isActive'],
    hasGet: true,
    hasPatch: true,
    hasDelete: true,
  },
  {
    path: '/scenario-tags',
    missing: 'server.lists.tagNotFound',
    table: scenarioTags,
    nameColumn: scenarioTags.tag,
    fields: {
      ...common(scenarioTags),
      tag: { column: scenarioTags.tag, type: 'string' },
      color: { column: scenarioTags.color, type: 'string' },
      createdAt: { column: scenarioTags.createdAt, type: 'date' },
    },
    read: (r) => ({ id: r.id, tag: r.tag, color: r.color, isActive: r.isActive, order: r.order }),
    writable: ['tag', 'color', 'isActive'],
    hasGet: true,
    hasPatch: true,
    hasDelete: true,
  },
  {
    path: '/faq-categories',
    missing: 'server.lists.faqCategoryNotFound',
    table: faqCategories,
    nameColumn: faqCategories.category,
    fields: {
      ...common(faqCategories),
      category: { column: faqCategories.category, type: 'string' },
      createdAt: { column: faqCategories.createdAt, type: 'date' },
    },
    read: (r) => ({
      id: r.id,
      category: r.category,
      color: r.color ?? null,
      isActive: r.isActive,
      order: r.order,
    }),
    writable: ['category', 'color', 'isActive'],
  },
  {
    path: '/faq-tags',
    missing: 'server.lists.faqTagNotFound',
    table: faqTags,
    nameColumn: faqTags.tag,
    fields: {
      ...common(faqTags),
      tag: { column: faqTags.tag, type: 'string' },
      createdAt: { column: faqTags.createdAt, type: 'date' },
    },
    read: (r) => ({ id: r.id, tag: r.tag }),
    writable: ['tag'],
    reuseByName: true,
  },
  {
    path: '/help-categories',
    missing: 'server.lists.helpCategoryNotFound',
    table: helpCategories,
    nameColumn: helpCategories.name,
    fields: {
      ...common(helpCategories),
      name: { column: helpCategories.name, type: 'string' },
      createdAt: { column: helpCategories.createdAt, type: 'date' },
    },
    read: (r) => ({ id: r.id, name: r.name, color: r.color ?? null, isActive: r.isActive, order: r.order }),
    writable: ['name', 'color'],
  },
  {
    path: '/companies',
    missing: 'server.companies.notFound',
    table: companies,
    nameColumn: companies.name,
    fields: {
      ...common(companies),
      name: { column: companies.name, type: 'string' },
      createdAt: { column: companies.createdAt, type: 'date' },
    },
    columns: {
      ...getTableColumns(companies),
      seatsUsed:
        sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id" and u.is_active)`.as(
          'seats_used',
        ),
      customScenariosUsed: CUSTOM_SCENARIOS_USED.as('custom_scenarios_used'),
      planYearStart: PLAN_YEAR_START.as('plan_year_start'),
    },
    read: (r, locale) => {
      const company = r as typeof companies.$inferSelect;
      const grant = grantOf(company);
      return {
        id: r.id,
        name: r.name,
        isActive: r.isActive,
        isOperator: r.isOperator,
        order: r.order,
        createdAt: (r.createdAt as Date).toISOString(),
        subscriptionPlan: grant?.plan ?? null,
        expiresAt: grant?.expiresAt ?? null,
        seats: grant?.seats ?? null,
        seatsUsed: Number(r.seatsUsed ?? 0),
        retentionMonths: r.retentionMonths,
        extraCustomScenarios: company.extraCustomScenarios,
        entitlements: entitlementsRead(
          company,
          { customScenariosUsed: Number(r.customScenariosUsed), planYearStart: r.planYearStart as string },
          locale,
        ),
      };
    },
    // Plan, expiry, seats, retention and extra custom scenarios: POST and PATCH of companies are the operator's alone.
    writable: [
      'name',
      'isActive',
      'subscriptionPlan',
      'expiresAt',
      'seats',
      'retentionMonths',
      'extraCustomScenarios',
    ],
    visibleTo: (user) => (user.isOperator ? undefined : eq(companies.id, user.companyId)),
    hasGet: true,
    hasPatch: true,
  },
];

export const RETENTION_MESSAGE = 'server.companies.retention';
const EXTRA_CUSTOM_SCENARIOS_MESSAGE = 'server.companies.extraCustomScenarios';

export const simpleRules: Record<string, Rules> = {
  '/scenario-categories': { category: { required: 'server.lists.categoryNameRequired' } },
  '/scenario-tags': {
    tag: { required: 'server.lists.tagNameRequired' },
    color: { type: 'server.lists.colour' },
  },
  '/faq-categories': {
    category: { required: 'server.lists.categoryNameRequired' },
    color: { type: 'server.lists.colour' },
  },
  '/faq-tags': { tag: { required: 'server.lists.tagNameRequired' } },
  '/help-categories': {
    name: { required: 'server.lists.nameRequired' },
    color: { type: 'server.lists.colour' },
  },
  '/companies': {
    name: { required: 'server.companies.nameRequired' },
    retentionMonths: {
      type: RETENTION_MESSAGE,
      min: [1, RETENTION_MESSAGE],
      max: [120, RETENTION_MESSAGE],
    },
    extraCustomScenarios: {
      type: EXTRA_CUSTOM_SCENARIOS_MESSAGE,
      min: [0, EXTRA_CUSTOM_SCENARIOS_MESSAGE],
      max: [1000, EXTRA_CUSTOM_SCENARIOS_MESSAGE],
    },
  },
};

function pick(body: Record<string, unknown>, keys: string[]) {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (body[key] === undefined) continue;
    out[key] = typeof body[key] === 'string' && key !== 'color' ? (body[key] as string).trim() : body[key];
  }
  return out;
}

function handlersFor(r: SimpleResource): Record<string, RawHandler> {
  const { table } = r;
  const db = (ctx: RawCtx) => ctx.deps.db;

  async function load(ctx: RawCtx, id: number) {
    const user = requireUser(ctx);
    const [row] = await db(ctx)
      .select(r.columns ?? getTableColumns(table))
      .from(table)
      .where(and(eq(table.id, id), r.visibleTo?.(user)));
    if (!row) throw notFound(r.missing);
    return row;
  }

  const handlers: Record<string, RawHandler> = {
    [`GET ${r.path}`]: async (ctx) => {
      const user = requireUser(ctx);
      const { $search, ...query } = ctx.query;
      const parsed = parseQuery(query, r.fields, { defaultSort: [asc(table.order), asc(table.id)] });
      const filters: (SQL | undefined)[] = [parsed.where, r.visibleTo?.(user)];
      // Lists show active records unless the query asks about isActive itself.
      if (query.isActive === undefined && !JSON.stringify(query.$or ?? '').includes('isActive')) {
        filters.push(eq(table.isActive, true));
      }
      if (typeof $search === 'string' && $search.trim())
        filters.push(ilike(r.nameColumn, `%${$search.trim()}%`));
      const where = and(...filters);
      const [rows, totals] = await Promise.all([
        db(ctx)
          .select(r.columns ?? getTableColumns(table))
          .from(table)
          .where(where)
          .orderBy(...parsed.orderBy)
          .limit(parsed.limit)
          .offset(parsed.skip),
        db(ctx).select({ total: count() }).from(table).where(where),
      ]);
      const data = rows.map((row) => r.read(row, localeOf(ctx.req)));
      return page(applySelect(data, parsed.select), Number(totals[0]?.total ?? 0), parsed);
    },

    [`POST ${r.path}`]: async (ctx) => {
      requireOperator(ctx);
      const values = pick(ctx.body, r.writable);
      if (r.reuseByName) {
        const [existing] = await db(ctx)
          .select()
          .from(table)
          .where(sql`lower(${r.nameColumn}) = lower(${values[r.writable[0]!] as string})`);
        if (existing) return r.read(existing, localeOf(ctx.req));
      }
      const next = await nextOrder(db(ctx), table);
      const [row] = await db(ctx)
        .insert(table)
        .values({ ...values, order: next } as never)
        .returning({ id: table.id });
      return r.read(await load(ctx, row!.id as number), localeOf(ctx.req));
    },
  };

  if (r.hasGet) {
    handlers[`GET ${r.path}/{id}`] = async (ctx) =>
      r.read(await load(ctx, intId(ctx.params.id)), localeOf(ctx.req));
  }
  if (r.hasPatch) {
    handlers[`PATCH ${r.path}/{id}`] = async (ctx) => {
      const id = intId(ctx.params.id);
      await load(ctx, id);
      requireOperator(ctx);
      const values = pick(ctx.body, r.writable);
      if (r.table === companies && values.isActive === false) {
        const [row] = await db(ctx)
          .select({ isOperator: companies.isOperator })
          .from(companies)
          .where(eq(companies.id, id));
        if (row?.isOperator) throw forbidden('server.companies.operatorArchive');
      }
      // A company's plan years count from the day the operator changed its plan.
      if (r.table === companies && values.subscriptionPlan !== undefined) {
        const [row] = await db(ctx)
          .select({ plan: companies.subscriptionPlan })
          .from(companies)
          .where(eq(companies.id, id));
        if (row?.plan !== values.subscriptionPlan) values.planStartedAt = today();
      }
      await db(ctx)
        .update(table)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(eq(table.id, id));
      return r.read(await load(ctx, id), localeOf(ctx.req));
    };
  }
  if (r.hasDelete) {
    handlers[`DELETE ${r.path}/{id}`] = async (ctx) => {
      const id = intId(ctx.params.id);
      await load(ctx, id);
      requireOperator(ctx);
      const [row] = await db(ctx)
        .update(table)
        .set({ isActive: false, updatedAt: new Date() } as never)
        .where(eq(table.id, id))
        .returning();
      return r.read(row!, localeOf(ctx.req));
    };
  }
  return handlers;
}

// The resources' routes are built from the table above, so their types cannot follow each operation: the contract
// still validates every request before it arrives.
export const simpleHandlers = Object.assign({}, ...resources.map(handlersFor)) as Handlers;
