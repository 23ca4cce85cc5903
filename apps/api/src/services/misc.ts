import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser, Handlers } from '../context.js';
import { requireUser } from '../context.js';
import {
  companies,
  faqs,
  helpGuides,
  scenarioCategories,
  scenarioTags,
  scenarios,
  users,
  waitlist,
} from '../db/schema.js';
import { fieldErrors, forbidden } from '../errors.js';
import { say } from '../i18n/index.js';
import type { Rules } from '../validation.js';

export const waitlistRules: Rules = {
  email: { required: 'server.field.emailRequired', email: 'server.field.emailFormat' },
};
export const reorderRules: Rules = {
  resource: { required: 'server.lists.resourceRequired', type: 'server.lists.unknownResource' },
  ids: { required: 'server.lists.idsRequired', min: [1, 'server.lists.idsRequired'] },
};

type Orderable = PgTable & { id: AnyPgColumn; order: AnyPgColumn };

/** Which list each reorder resource names, and which of its rows the user may reorder. */
const reorderable: Record<string, { table: Orderable; scope: (user: AuthUser) => SQL | undefined | false }> =
  {
    scenarios: {
      table: scenarios,
      scope: (u) =>
        u.isOperator
          ? undefined
          : u.isAdmin
            ? and(eq(scenarios.companyId, u.companyId), eq(scenarios.isPublic, false))
            : false,
    },
    'scenario-categories': { table: scenarioCategories, scope: (u) => (u.isOperator ? undefined : false) },
    'scenario-tags': { table: scenarioTags, scope: (u) => (u.isOperator ? undefined : false) },
    faqs: { table: faqs, scope: (u) => (u.isOperator ? undefined : false) },
    'help-guides': { table: helpGuides, scope: (u) => (u.isOperator ? undefined : false) },
    companies: { table: companies, scope: (u) => (u.isOperator ? undefined : false) },
    users: {
      table: users,
      scope: (u) => (u.isOperator ? undefined : u.isAdmin ? eq(users.companyId, u.companyId) : false),
    },
  };

export const miscHandlers: Handlers = {
  'POST /waitlist': async (ctx) => {
    const email = String(ctx.body.email).trim();
    // A repeat sign-up (any letter case) succeeds quietly: the unique index on lower(email) absorbs it.
    await ctx.deps.db.insert(waitlist).values({ email }).onConflictDoNothing();
    return { email };
  },

  'POST /reorder': async (ctx) => {
    const user = requireUser(ctx);
    const target = reorderable[ctx.body.resource as string]!;
    const scope = target.scope(user);
    if (scope === false) throw forbidden();
    const ids = ctx.body.ids as number[];
    const { table } = target;
    await ctx.deps.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(inArray(table.id, ids), scope));
      if (found.length !== ids.length) {
        const known = new Set(found.map((r) => r.id as number));
        const missing = ids.filter((id) => !known.has(id));
        throw fieldErrors({ ids: say('server.lists.unknownIds', { ids: missing.slice(0, 10).join(', ') }) });
      }
      // One statement: order = position in the list.
      const cases = sql.join(
        ids.map((id, index) => sql`when ${id} then ${index}`),
        sql` `,
      );
      await tx
        .update(table)
        .set({ order: sql`(case ${table.id} ${cases} end)::int` } as never)
        .where(inArray(table.id, ids));
    });
    return { resource: ctx.body.resource, ids };
  },
};
