// Who may read a scenario: one rule for every module that asks (the scenarios service, the impact report, the
// decisions' comparison of sessions), in a module of its own so that the slide kinds can ask without loading the
// scenarios service (which loads them).
import { eq, or, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../context.js';
import { scenarios } from '../db/schema.js';

/** Public scenarios plus the user's company's private ones; operator admins see everything. */
export function visibleScenarios(user: Pick<AuthUser, 'isOperator' | 'companyId'>): SQL | undefined {
  if (user.isOperator) return undefined;
  return or(eq(scenarios.isPublic, true), eq(scenarios.companyId, user.companyId));
}
