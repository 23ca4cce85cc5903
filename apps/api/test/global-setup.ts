/**
 * Every test file starts from a migrated database instead of migrating its own. On the embedded PGlite, a migrated
 * snapshot (starting PGlite from scratch takes seconds; loading the snapshot much less) that each file's in-memory
 * database loads; with DATABASE_URL, a migrated template database that each file copies
 * (`CREATE DATABASE … TEMPLATE`, test/helpers.ts).
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, migratedCluster, openDatabase } from '../src/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The migrated template database on the PostgreSQL server of DATABASE_URL. */
    pgTemplate: string;
  }
}

/** DATABASE_URL with another database's name. */
export function databaseUrlOf(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const template = `rt_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(template) });
    await migrate(database);
    // A template is copied only while nobody is connected to it.
    await database.close();
    project.provide('pgliteSnapshot', '');
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const file = join(tmpdir(), `rt-pglite-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await (await migratedCluster()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rmSync(file, { force: true });
}
