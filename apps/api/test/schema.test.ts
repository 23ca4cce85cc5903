// The Drizzle tables (src/db/schema.ts and the live module's src/live/schema.ts) against the database the migrations
// make: every table the code declares exists with the same columns, each as nullable as declared, and no column of
// those tables is missing from its declaration. A migration and its Drizzle table out of step fail here, not in a
// query at run time.
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';
import * as live from '../src/live/schema.js';
import { createTestServer, type TestServer } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ fixtures: false });
});

afterAll(() => server?.close());

const tables: PgTable[] = [...Object.values(schema), ...Object.values(live)].filter((value: unknown) =>
  is(value, PgTable),
) as PgTable[];

describe('the Drizzle schema', () => {
  it('declares the live tables', () => {
    expect(Object.values(live).map((table) => getTableName(table as PgTable))).toEqual([
      'live_session_state',
      'live_participants',
      'live_answers',
      'live_pulses',
      'live_pulse_limits',
      'live_posts',
      'live_post_votes',
      'live_post_limits',
      'live_commitments',
      'live_questions',
      'live_question_votes',
      'live_question_limits',
    ]);
  });

  it.each(tables.map((table) => [getTableName(table), table] as const))(
    '%s has the columns the migrations made',
    async (name, table) => {
      const result = (await server.deps.db.execute(
        sql`SELECT column_name AS name, is_nullable = 'YES' AS nullable FROM information_schema.columns
            WHERE table_name = ${name} AND table_schema = current_schema()`,
      )) as unknown as { rows: { name: string; nullable: boolean }[] };
      const inDatabase = Object.fromEntries(result.rows.map((row) => [row.name, row.nullable]));
      const declared = Object.fromEntries(
        Object.values(getTableColumns(table)).map((column) => [column.name, !column.notNull]),
      );
      expect(declared).toEqual(inDatabase);
    },
  );
});
