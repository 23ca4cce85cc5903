import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/index.js';

/** New records go to the end of their list: the highest saved order + 1. */
export async function nextOrder(db: Db | Tx, table: PgTable & { order: AnyPgColumn }): Promise<number> {
  const rows = (await db
    .select({ next: sql<number>`coalesce(max(${table.order}), -1) + 1` })
    .from(table as PgTable)) as {
    next: number;
  }[];
  return Number(rows[0]?.next ?? 0);
}
