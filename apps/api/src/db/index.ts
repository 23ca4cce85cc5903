import { execFile } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import tarFs from 'tar-fs';
import * as schema from './schema.js';

export { schema };
/** One Drizzle type for both drivers; their query builders behave the same at run time. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type RawRunner = (sqlText: string) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements. */
  exec(sqlText: string): Promise<void>;
  /** Runs raw SQL (several statements allowed) inside one transaction. */
  execTransaction(fn: (run: RawRunner) => Promise<void>): Promise<void>;
  /** PostgreSQL server only: the connection pool now. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole database as a tarball (a snapshot tests start from). */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
  close(): Promise<void>;
}

/** The folder holding package.json, found from this file both in src/ (tsx, vitest) and dist/. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'migrations'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the api package folder (with migrations/)');
    dir = parent;
  }
  return dir;
}

/** Bounded waits on a PostgreSQL server (CONFIG.md): no request waits long on a lock, a slow query or the pool. */
export interface DbTimeouts {
  poolSize: number;
  /** Longest wait for a free connection of the pool (or a new one). */
  acquireMs: number;
  statementMs: number;
  lockMs: number;
}
export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  poolSize: 10,
  acquireMs: 3000,
  statementMs: 10_000,
  lockMs: 3000,
};

export interface OpenOptions {
  /** postgres://... for a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory' keeps the database in memory (tests). */
  dataDir?: string | 'memory';
  /** PostgreSQL schema to work in (tests isolate themselves with a fresh schema). */
  searchPath?: string;
  /** In-memory PGlite only: start from this dump (tests start from a migrated snapshot, much faster). */
  loadDataDir?: Blob;
  timeouts?: DbTimeouts;
}

/**
 * The embedded PostgreSQL's settings: PGlite's own, with 16 MB of shared buffers (not 128 MB) for a data folder. A
 * small product's working set fits, reads past it come from the operating system's file cache, and the server rests
 * at about half the memory.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, ...['-c', 'shared_buffers=16MB']];

/**
 * The cluster `npm run build` ships (scripts/prepare-cluster.ts): created and migrated at build time, so a new data
 * folder starts by unpacking it instead of running initdb and every migration.
 */
export const PREPARED_CLUSTER = join(packageRoot(), 'dist', 'cluster.tar.gz');

/**
 * Creates the database cluster of a new data folder: the prepared cluster unpacked (a plain tarball, by tar-fs), or in
 * a run from source, initdb in a child process. initdb grows PGlite's WebAssembly memory to ~700 MB, which a
 * WebAssembly instance never gives back: done in this process, the server would keep it for life.
 */
async function initDataFolder(pgdata: string) {
  if (existsSync(join(pgdata, 'PG_VERSION'))) return;
  if (existsSync(PREPARED_CLUSTER)) {
    // Into a folder beside it, renamed once complete: a start stopped halfway leaves no half cluster behind.
    const unpacking = `${pgdata}.unpacking`;
    rmSync(unpacking, { recursive: true, force: true });
    await pipeline(createReadStream(PREPARED_CLUSTER), createGunzip(), tarFs.extract(unpacking));
    renameSync(unpacking, pgdata);
    return;
  }
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(${JSON.stringify(pgdata)});
await db.waitReady;
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: packageRoot(),
    timeout: 120_000,
  });
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const timeouts = options.timeouts ?? DEFAULT_DB_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: timeouts.poolSize,
      connectionTimeoutMillis: timeouts.acquireMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A dropped connection must not crash the process; the next query reports the problem.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      execTransaction: async (fn) => {
        const conn = await pool.connect();
        try {
          await conn.query('BEGIN');
          await fn(async (text) => ({ rows: (await conn.query(text)).rows ?? [] }));
          await conn.query('COMMIT');
        } catch (error) {
          await conn.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }

  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (!options.dataDir || options.dataDir === 'memory') {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    try {
      release = await lockfile.lock(dir, { lockfilePath: join(dir, '.lock'), stale: 15_000, update: 5_000 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new Error(`The data folder ${dir} is in use by another server process`, { cause: error });
      }
      throw error;
    }
    const pgdata = join(dir, 'pgdata');
    await initDataFolder(pgdata);
    client = new PGlite(pgdata, { startParams: EMBEDDED_START_PARAMS });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dump: (compression = 'none') => client.dumpDataDir(compression) as Promise<Blob>,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    execTransaction: async (fn) => {
      await client.transaction(async (tx) => {
        await fn(async (text) => {
          const results = await tx.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        });
      });
    },
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/**
 * A new cluster with every migration applied, as PGlite's tarball (`loadDataDir`): the build ships one
 * (PREPARED_CLUSTER), the tests' in-memory databases load one.
 */
export async function migratedCluster(compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory' });
  await migrate(database);
  const cluster = await database.dump!(compression);
  await database.close();
  return cluster;
}

/** Migration folders in order: ours, then the live channel's (numbered after ours) when present. */
export function migrationFolders(root = packageRoot()): string[] {
  return [join(root, 'migrations'), join(root, 'src', 'live', 'migrations')].filter((d) => existsSync(d));
}

/**
 * Applies every *.sql file not yet recorded in schema_migrations, in file-name order, all in one
 * transaction. An advisory lock keeps two servers starting together from racing.
 */
export async function migrate(database: Database, folders = migrationFolders()): Promise<string[]> {
  const files = folders
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .map((f) => ({ name: f, path: join(dir, f) })),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  await database.execTransaction(async (run) => {
    // A migration may rewrite a big table, and a second server starting waits here for the first: no time limits.
    await run('SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0');
    await run('SELECT pg_advisory_xact_lock(727274)');
    const done = new Set((await run('SELECT name FROM schema_migrations')).rows.map((r) => String(r.name)));
    for (const file of files) {
      if (done.has(file.name)) continue;
      await run(readFileSync(file.path, 'utf8'));
      await run(`INSERT INTO schema_migrations (name) VALUES ('${file.name.replace(/'/g, "''")}')`);
      applied.push(file.name);
    }
  });
  return applied;
}
