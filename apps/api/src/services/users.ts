import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { assertStrongPassword } from '../auth/passwords.js';
import { requireEntitlement } from './entitlements.js';
import { grantOf, hostPlanWithin, reserveSeats } from './plans.js';
import type { AuthUser, Ctx, Handlers } from '../context.js';
import { intId, requireAdmin, requireUser } from '../context.js';
import { companies, sessions, users } from '../db/schema.js';
import type { Db } from '../db/index.js';
import { HttpError, fieldErrors, forbidden, found, notFound } from '../errors.js';
import { nextOrder } from '../lib/order.js';
import { applySelect, page, parseQuery, type QueryFields } from '../lib/query.js';
import type { Rules } from '../validation.js';
import { providerName } from '../sso/provider.js';

export const PLAN_MESSAGE = 'server.users.planRequired';

export const userRules: Rules = {
  firstName: { required: 'server.field.firstNameRequired' },
  lastName: { required: 'server.field.lastNameRequired' },
  email: { required: 'server.field.emailValid', email: 'server.field.emailValid' },
  companyId: { required: 'server.field.companyRequired', type: 'server.field.companyRequired' },
  subscriptionPlan: { required: PLAN_MESSAGE, type: PLAN_MESSAGE },
  expiresAt: { required: PLAN_MESSAGE, type: PLAN_MESSAGE, field: 'subscriptionPlan' },
  password: { min: [8, 'server.field.passwordLength'] },
};

const fields: QueryFields = {
  id: { column: users.id, type: 'number' },
  firstName: { column: users.firstName, type: 'string' },
  lastName: { column: users.lastName, type: 'string' },
  email: { column: users.email, type: 'string' },
  companyId: { column: users.companyId, type: 'number' },
  isAdmin: { column: users.isAdmin, type: 'boolean' },
  isActive: { column: users.isActive, type: 'boolean' },
  subscriptionPlan: { column: users.subscriptionPlan, type: 'string' },
  order: { column: users.order, type: 'number' },
  createdAt: { column: users.createdAt, type: 'date' },
};

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

export function userRead(user: UserRow, company: Pick<CompanyRow, 'name' | 'isOperator'>) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyId: user.companyId,
    companyName: company.name,
    isAdmin: user.isAdmin,
    isOperator: user.isAdmin && company.isOperator,
    isActive: user.isActive,
    subscriptionPlan: user.isAdmin ? null : user.subscriptionPlan,
    expiresAt: user.isAdmin ? null : user.expiresAt,
    order: user.order,
    createdAt: user.createdAt.toISOString(),
    ssoProvider: user.ssoIssuer ? providerName(user.ssoIssuer) : null,
  };
}
export type UserRead = ReturnType<typeof userRead>;

export async function findUserWithCompany(db: Db, where: SQL) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(users.companyId, companies.id))
    .where(where)
    .limit(1);
  return row;
}

export async function readUser(db: Db, id: number): Promise<UserRead> {
  const row = found(await findUserWithCompany(db, eq(users.id, id)), 'server.users.notFound');
  return userRead(row.user, row.company);
}

/** Emails compare case-insensitively everywhere (the unique index is on lower(email)). */
export const emailEquals = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Which users a signed-in user may see: operator admins all, everyone else their own company. */
function visibleTo(user: AuthUser): SQL | undefined {
  return user.isOperator ? undefined : eq(users.companyId, user.companyId);
}

async function loadVisible(ctx: Ctx, id: number) {
  const user = requireUser(ctx);
  const row = await findUserWithCompany(ctx.deps.db, and(eq(users.id, id), visibleTo(user))!);
  if (!row) throw notFound('server.users.notFound');
  return row;
}

/** Company admins manage users of their own company only; what plans they may give is in plans.ts. */
function checkCompany(actor: AuthUser, body: { companyId?: number }) {
  if (!actor.isOperator && body.companyId !== undefined && body.companyId !== actor.companyId) {
    throw forbidden('server.users.ownCompany');
  }
}

function checkDate(value: unknown) {
  if (typeof value === 'string' && Number.isNaN(Date.parse(value))) {
    throw fieldErrors({ expiresAt: 'server.field.date' });
  }
}

async function ensureCompany(db: Db, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw fieldErrors({ companyId: 'server.field.companyRequired' });
  return company;
}

async function emailTaken(db: Db, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailEquals(email), exceptId ? sql`${users.id} <> ${exceptId}` : undefined));
  return Boolean(row);
}

const emailConflict = () =>
  new HttpError(409, 'server.users.emailTaken', {
    email: 'server.users.emailTaken',
  });

export const userHandlers: Handlers = {
  'GET /users': async (ctx) => {
    const user = requireUser(ctx);
    const { $search, ...query } = ctx.query;
    const parsed = parseQuery(query, fields, { defaultSort: [asc(users.order), asc(users.id)] });
    const filters: (SQL | undefined)[] = [parsed.where, visibleTo(user)];
    if (query.isActive === undefined) filters.push(eq(users.isActive, true));
    if (typeof $search === 'string' && $search.trim()) {
      const term = `%${$search.trim()}%`;
      filters.push(
        or(
          ilike(users.firstName, term),
          ilike(users.lastName, term),
          ilike(users.email, term),
          ilike(companies.name, term),
        ),
      );
    }
    const where = and(...filters);
    const [rows, totals] = await Promise.all([
      ctx.deps.db
        .select({ user: users, company: companies })
        .from(users)
        .innerJoin(companies, eq(users.companyId, companies.id))
        .where(where)
        .orderBy(...parsed.orderBy)
        .limit(parsed.limit)
        .offset(parsed.skip),
      ctx.deps.db
        .select({ total: count() })
        .from(users)
        .innerJoin(companies, eq(users.companyId, companies.id))
        .where(where),
    ]);
    return page(
      applySelect(
        rows.map((r) => userRead(r.user, r.company)),
        parsed.select,
      ),
      Number(totals[0]?.total ?? 0),
      parsed,
    );
  },

  'GET /users/{id}': async (ctx) => {
    const row = await loadVisible(ctx, intId(ctx.params.id));
    return userRead(row.user, row.company);
  },

  'POST /users': async (ctx) => {
    const actor = requireAdmin(ctx);
    const { body } = ctx;
    checkCompany(actor, body);
    await requireEntitlement(ctx.deps.db, actor, 'teamManagement');
    const isAdmin = body.isAdmin === true;
    const companyId = body.companyId ?? actor.companyId;
    const company = await ensureCompany(ctx.deps.db, companyId);
    checkDate(body.expiresAt);
    let subscriptionPlan = body.subscriptionPlan ?? null;
    let expiresAt = body.expiresAt ?? null;
    const grant = grantOf(company);
    if (isAdmin) {
      subscriptionPlan = null;
      expiresAt = null;
    } else if (!actor.isOperator && grant) {
      ({ subscriptionPlan, expiresAt } = hostPlanWithin(grant, { subscriptionPlan, expiresAt }));
    } else if (!subscriptionPlan || !expiresAt) {
      throw fieldErrors({ subscriptionPlan: PLAN_MESSAGE });
    }
    const email = body.email.trim();
    if (await emailTaken(ctx.deps.db, email)) throw emailConflict();
    if (typeof body.password === 'string') assertStrongPassword('password', body.password);
    const passwordHash =
      typeof body.password === 'string' ? await ctx.deps.passwords.hash(body.password) : null;
    const isActive = body.isActive !== false;
    const created = await ctx.deps.db.transaction(async (tx) => {
      if (isActive && !actor.isOperator) await reserveSeats(tx, companyId, 1);
      const [row] = await tx
        .insert(users)
        .values({
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          email,
          companyId,
          isAdmin,
          isActive,
          subscriptionPlan,
          expiresAt,
          passwordHash,
          order: await nextOrder(tx, users),
        })
        .returning({ id: users.id });
      return row!;
    });
    return readUser(ctx.deps.db, created.id);
  },

  'PATCH /users/{id}': async (ctx) => {
    const actor = requireUser(ctx);
    const id = intId(ctx.params.id);
    const { user: current, company } = await loadVisible(ctx, id);
    if (!actor.isAdmin) throw forbidden();
    const { body } = ctx;
    checkCompany(actor, body);
    await requireEntitlement(ctx.deps.db, actor, 'teamManagement');
    if (id === actor.id && (body.isAdmin === false || body.isActive === false)) {
      throw forbidden('server.users.ownRights');
    }
    checkDate(body.expiresAt);
    if (body.companyId !== undefined) await ensureCompany(ctx.deps.db, body.companyId);
    const isAdmin = body.isAdmin ?? current.isAdmin;
    let plan = body.subscriptionPlan !== undefined ? body.subscriptionPlan : current.subscriptionPlan;
    let expiresAt = body.expiresAt !== undefined ? body.expiresAt : current.expiresAt;
    const grant = grantOf(company);
    // A company admin changing a host's plan or expiry (or making an admin a host) stays within the company's grant.
    if (
      !actor.isOperator &&
      grant &&
      !isAdmin &&
      (plan !== current.subscriptionPlan || expiresAt !== current.expiresAt || current.isAdmin)
    ) {
      ({ subscriptionPlan: plan, expiresAt } = hostPlanWithin(
        grant,
        { subscriptionPlan: plan, expiresAt: expiresAt !== current.expiresAt ? expiresAt : null },
        current,
      ));
    }
    if (!isAdmin && (!plan || !expiresAt)) throw fieldErrors({ subscriptionPlan: PLAN_MESSAGE });
    if (typeof body.email === 'string' && (await emailTaken(ctx.deps.db, body.email.trim(), id)))
      throw emailConflict();
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (typeof body.firstName === 'string') changes.firstName = body.firstName.trim();
    if (typeof body.lastName === 'string') changes.lastName = body.lastName.trim();
    if (typeof body.email === 'string') changes.email = body.email.trim();
    if (body.companyId !== undefined) changes.companyId = body.companyId;
    if (body.isActive !== undefined) changes.isActive = body.isActive;
    changes.isAdmin = isAdmin;
    changes.subscriptionPlan = isAdmin ? null : plan;
    changes.expiresAt = isAdmin ? null : expiresAt;
    if (typeof body.password === 'string') {
      assertStrongPassword('password', body.password);
      changes.passwordHash = await ctx.deps.passwords.hash(body.password);
    }
    // A new password, an archive or a restore ends every token issued before it.
    const archiving = body.isActive === false && current.isActive;
    if (changes.passwordHash || (body.isActive !== undefined && body.isActive !== current.isActive))
      changes.tokensValidAfter = new Date();
    const restoring = body.isActive === true && !current.isActive;
    await ctx.deps.db.transaction(async (tx) => {
      if (restoring && !actor.isOperator) await reserveSeats(tx, current.companyId, 1);
      await tx.update(users).set(changes).where(eq(users.id, id));
      // An archived host's live session ends with them (the live sweep tells every screen).
      if (archiving)
        await tx
          .update(sessions)
          .set({ completedAt: new Date() })
          .where(and(eq(sessions.hostId, id), isNull(sessions.completedAt)));
    });
    return readUser(ctx.deps.db, id);
  },
};
