/**
 * Plans (PRODUCT.md §2, issue 13): the operator grants each customer company a plan, an expiry and a number of seats;
 * a company without a grant is on a free trial of 4 weeks from its creation. Company admins give their hosts plans
 * within that grant only (never longer, never another paid plan), a host's free trial ends 4 weeks after the host was
 * created whatever a company admin sends, and company admins start sessions only while the grant lasts. Only the
 * operator's admins are free of all of it.
 */
import { and, count, eq } from 'drizzle-orm';
import type { AuthUser } from '../context.js';
import type { Db, Tx } from '../db/index.js';
import { companies, users } from '../db/schema.js';
import { forbidden } from '../errors.js';
import { say } from '../i18n/index.js';

export const FREE_TRIAL_DAYS = 28;
export const EXPIRED_MESSAGE = 'server.plans.expired';
const PLAN_CHANGE_MESSAGE = 'server.plans.changeOperatorOnly';

type CompanyRow = typeof companies.$inferSelect;
type UserRow = typeof users.$inferSelect;
type Plan = NonNullable<UserRow['subscriptionPlan']>;

/** yyyy-MM-dd of `from` plus `days`. */
export const addDays = (from: Date | string, days: number) =>
  new Date(new Date(from).getTime() + days * 86_400_000).toISOString().slice(0, 10);
export const today = () => new Date().toISOString().slice(0, 10);

export interface Grant {
  plan: Plan;
  /** Last day of the plan, yyyy-MM-dd. */
  expiresAt: string;
  seats: number | null;
}

/** What the operator granted a customer company (null for the operator company, which has no plan). */
export function grantOf(company: CompanyRow): Grant | null {
  if (company.isOperator) return null;
  return {
    plan: company.subscriptionPlan ?? 'free-trial',
    expiresAt: company.expiresAt ?? addDays(company.createdAt, FREE_TRIAL_DAYS),
    seats: company.seats,
  };
}

/** A host's plan has run out when its expiry date is before today. Admins have no plan of their own. */
export function planExpired(user: Pick<AuthUser, 'isAdmin' | 'expiresAt'>): boolean {
  if (user.isAdmin) return false;
  return !user.expiresAt || user.expiresAt < today();
}

/** Starting a session: hosts need their own plan, company admins their company's; operator admins nothing. */
export async function assertMayStartSessions(db: Db, user: AuthUser): Promise<void> {
  if (user.isOperator) return;
  if (!user.isAdmin) {
    if (planExpired(user)) throw forbidden(EXPIRED_MESSAGE);
    return;
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, user.companyId));
  const grant = company && grantOf(company);
  if (!grant || grant.expiresAt < today()) throw forbidden(EXPIRED_MESSAGE);
}

/**
 * The plan and expiry a company admin may give a host (created now, or `current`): the company's plan or a free
 * trial, never past the company's expiry nor, for a trial, past 4 weeks from the host's creation. Omitted values
 * default to the most the grant allows; anything beyond it is refused.
 */
export function hostPlanWithin(
  grant: Grant,
  wanted: { subscriptionPlan?: Plan | null; expiresAt?: string | null },
  current?: UserRow,
): { subscriptionPlan: Plan; expiresAt: string } {
  const plan = wanted.subscriptionPlan ?? current?.subscriptionPlan ?? grant.plan;
  if (plan !== grant.plan && plan !== 'free-trial') throw forbidden(PLAN_CHANGE_MESSAGE);
  const trialEnd = addDays(current?.createdAt ?? new Date(), FREE_TRIAL_DAYS);
  const bound = plan === 'free-trial' && trialEnd < grant.expiresAt ? trialEnd : grant.expiresAt;
  const expiresAt =
    wanted.expiresAt ?? (current && plan === current.subscriptionPlan ? current.expiresAt : null) ?? bound;
  if (expiresAt > bound)
    throw forbidden(
      plan === 'free-trial'
        ? 'server.plans.trialOperatorOnly'
        : say('server.plans.extendOperatorOnly', { date: grant.expiresAt }),
    );
  return { subscriptionPlan: plan, expiresAt };
}

/**
 * Locks the company's row for the rest of the transaction and checks that `adding` more active users fit in its
 * seats: users created or restored at the same moment wait for each other, so the count cannot be outrun.
 */
export async function reserveSeats(tx: Tx, companyId: number, adding: number): Promise<void> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  const seats = company && grantOf(company)?.seats;
  if (!seats) return;
  const [row] = await tx
    .select({ used: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true)));
  if (Number(row?.used ?? 0) + adding > seats) throw forbidden(say('server.plans.seatsFull', { seats }));
}
