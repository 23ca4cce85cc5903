/**
 * Entitlements (issue 38): what each plan gives a customer company, in one table, and the checks that hold them.
 * Custom (company-private) scenarios are counted per plan year (yearly from the day the plan started); the operator
 * can grant extra ones a year on top of the plan's. A refusal names the plan that gives what was refused, in the words
 * of the server catalogue, which the company's read form also carries so that the UI shows the same sentence before
 * the action. Operator admins are free of all of it.
 */
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../context.js';
import type { Db, Tx } from '../db/index.js';
import { companies } from '../db/schema.js';
import { forbidden } from '../errors.js';
import { say, translate, type Message, type ServerLocale } from '../i18n/index.js';
import { EXPIRED_MESSAGE, grantOf, today, type Grant } from './plans.js';

type CompanyRow = typeof companies.$inferSelect;

/** The entitlements that are a yes or a no. */
export type Feature = 'playlists' | 'teamManagement' | 'sso';

interface PlanEntitlements extends Record<Feature, boolean> {
  /** Custom scenarios a plan year; null: unlimited. */
  customScenarios: number | null;
}

const NOTHING: PlanEntitlements = { customScenarios: 0, playlists: false, teamManagement: false, sso: false };

/** The one table of entitlements per plan (the pricing page lists these words). */
export const PLAN_ENTITLEMENTS: Record<Grant['plan'], PlanEntitlements> = {
  'free-trial': NOTHING,
  core: NOTHING,
  pro: { customScenarios: 5, playlists: true, teamManagement: true, sso: false },
  enterprise: { customScenarios: null, playlists: true, teamManagement: true, sso: true },
};

/** What a refusal of each feature says: the plan that gives it. */
const FEATURE_REFUSALS: Record<Feature, Message> = {
  playlists: 'server.entitlements.playlists',
  teamManagement: 'server.entitlements.teamManagement',
  sso: 'server.sso.plan',
};

/** The plan a customer company has now: its grant while the company is active and the grant lasts. */
function activeGrant(company: CompanyRow): Grant | null {
  const grant = grantOf(company);
  return company.isActive && grant && grant.expiresAt >= today() ? grant : null;
}

const entitlementsOf = (company: CompanyRow) => {
  const grant = activeGrant(company);
  return grant ? PLAN_ENTITLEMENTS[grant.plan] : NOTHING;
};

/** Why a customer company may not use a feature now, or null when it may. */
function featureRefusal(company: CompanyRow, feature: Feature): Message | null {
  if (entitlementsOf(company)[feature]) return null;
  return grantOf(company) && !activeGrant(company) ? EXPIRED_MESSAGE : FEATURE_REFUSALS[feature];
}

export const includesSso = (company: CompanyRow) => entitlementsOf(company).sso;

/**
 * Refuses (403, naming the plan that gives it) a feature the user's company's plan does not include; operator admins
 * pass. The one call every gated action makes: `await requireEntitlement(db, user, 'playlists')`.
 */
export async function requireEntitlement(
  db: Db | Tx,
  user: Pick<AuthUser, 'isOperator' | 'companyId'>,
  feature: Feature,
): Promise<void> {
  if (user.isOperator) return;
  const [company] = await db.select().from(companies).where(eq(companies.id, user.companyId));
  const refusal = company ? featureRefusal(company, feature) : FEATURE_REFUSALS[feature];
  if (refusal) throw forbidden(refusal);
}

/** The first day of the company's current plan year (yyyy-MM-dd): the latest anniversary of its plan's start. */
export const PLAN_YEAR_START = sql<string>`((coalesce("companies"."plan_started_at", "companies"."created_at"::date)
  + date_part('year', age(current_date, coalesce("companies"."plan_started_at", "companies"."created_at"::date)))
    * interval '1 year')::date)::text`;

/** The company's custom scenarios made this plan year (for a query over companies). */
export const CUSTOM_SCENARIOS_USED = sql<number>`(select count(*)::int from scenarios s
  where s.company_id = "companies"."id" and not s.is_public and s.created_at >= ${PLAN_YEAR_START}::date)`;

/** The custom scenarios a company may make a plan year: its plan's plus the operator's extra grant; null: unlimited. */
function customScenarioLimit(company: CompanyRow): number | null {
  const planned = entitlementsOf(company).customScenarios;
  return planned === null ? null : planned + company.extraCustomScenarios;
}

/** Why one more custom scenario is refused with `used` made this plan year, or null when it fits. */
function customScenarioRefusal(company: CompanyRow, used: number): Message | null {
  const limit = customScenarioLimit(company);
  if (limit === null || used < limit) return null;
  if (grantOf(company) && !activeGrant(company)) return EXPIRED_MESSAGE;
  return limit === 0
    ? 'server.entitlements.customScenarios'
    : say('server.entitlements.customScenariosUsed', { limit });
}

/**
 * Before a private scenario of `companyId` is inserted in `tx`: locks the company's row for the rest of the
 * transaction and refuses when its plan year's custom scenarios are all made. Two creates at once wait for each
 * other, and the second counts the first's (its count is a statement after the lock), so the limit cannot be outrun.
 */
export async function reserveCustomScenario(tx: Tx, user: Pick<AuthUser, 'isOperator'>, companyId: number) {
  if (user.isOperator) return;
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) return;
  const [made] = await tx
    .select({ used: CUSTOM_SCENARIOS_USED })
    .from(companies)
    .where(eq(companies.id, companyId));
  const refusal = customScenarioRefusal(company, Number(made?.used ?? 0));
  if (refusal) throw forbidden(refusal);
}

/** The company read form's entitlements (what it has and what it used), its refusals in `locale`. */
export function entitlementsRead(
  company: CompanyRow,
  usage: { customScenariosUsed: number; planYearStart: string },
  locale: ServerLocale,
) {
  const { playlists, teamManagement, sso } = entitlementsOf(company);
  const words = (refusal: Message | null) => refusal && translate(refusal, locale);
  return {
    customScenarios: {
      used: usage.customScenariosUsed,
      limit: customScenarioLimit(company),
      yearStart: usage.planYearStart,
    },
    playlists,
    teamManagement,
    sso,
    refusals: {
      customScenarios: words(customScenarioRefusal(company, usage.customScenariosUsed)),
      playlists: words(featureRefusal(company, 'playlists')),
      teamManagement: words(featureRefusal(company, 'teamManagement')),
      sso: words(featureRefusal(company, 'sso')),
    },
  };
}
