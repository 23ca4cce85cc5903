// The host's company's branding in the live state (services/branding.ts sets it). Every state a process sends reads
// it, a phone's greeting too, so a crowd joining at once would read it thousands of times: each company's is kept a
// few seconds (a change reaches the screens with their next state after that).
import { sql } from 'drizzle-orm';
import { rowsOf, type LiveDb } from './store-sql.js';
import type { LiveBranding } from './types.js';

const KEEP_MS = 5_000;

export function createBrandingLookup(db: LiveDb, keepMs = KEEP_MS) {
  const kept = new Map<number, { at: number; value: Promise<LiveBranding | undefined> }>();

  async function read(companyId: number): Promise<LiveBranding | undefined> {
    const [row] = await rowsOf(db)<LiveBranding>(
      sql`SELECT name AS "companyName", brand_logo_url AS "logoUrl", brand_primary_color AS "primaryColor",
        brand_secondary_color AS "secondaryColor", stage_theme AS "stage" FROM companies WHERE id = ${companyId}`,
    );
    // Nothing set: no branding, the default theme.
    if (!row || (!row.logoUrl && !row.primaryColor && !row.secondaryColor && row.stage === 'light'))
      return undefined;
    return row;
  }

  return (companyId: number): Promise<LiveBranding | undefined> => {
    const now = Date.now();
    const entry = kept.get(companyId);
    if (entry && now - entry.at < keepMs) return entry.value;
    const value = read(companyId).catch((error: unknown) => {
      kept.delete(companyId);
      throw error;
    });
    kept.set(companyId, { at: now, value });
    return value;
  };
}
