/**
 * Starting PGlite from scratch (initdb) takes seconds; a migrated snapshot loads much faster. It is
 * made once per run and every test file starts its in-memory database from it.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../src/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const database = await openDatabase({ dataDir: 'memory' });
  await migrate(database);
  const file = join(tmpdir(), `rt-pglite-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}
