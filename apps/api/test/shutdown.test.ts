// SIGTERM with a request stuck on a lock: the process exits within SHUTDOWN_TIMEOUT_MS, and a connected live
// client is told to reconnect (transport close, not a final socket.io disconnect), which it does once a server is
// back. The server runs as a real process (src/index.ts) on a database of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ADMIN_PASSWORD = 'shutdown-admin-pass-1';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!process.env.DATABASE_URL)('graceful shutdown', () => {
  const database = `rt_shutdown_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rt-shutdown-'));
  let admin: pg.Client;
  let port: number;
  let env: NodeJS.ProcessEnv;
  const children: ChildProcess[] = [];

  function start(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready Teams is running')) resolve(child);
      });
      child.stderr!.on('data', (chunk) => (output += chunk));
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    port = await freePort();
    env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: 'shutdown-test-secret-that-is-long-enough',
      ADMIN_PASSWORD,
      ARGON2_PROFILE: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
      // Only the shutdown bound may end the stuck request here.
      DB_LOCK_TIMEOUT_MS: '60000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
      SHUTDOWN_TIMEOUT_MS: '2000',
    };
  }, 60_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits within SHUTDOWN_TIMEOUT_MS while a request waits on a lock, and live clients reconnect', async () => {
    let server = await start();
    const base = `http://127.0.0.1:${port}`;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the contract's
    const json = async (path: string, init: RequestInit & { token?: string } = {}): Promise<any> => {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      });
      return res.json();
    };
    const { accessToken } = await json('/authentication', {
      method: 'POST',
      body: JSON.stringify({ strategy: 'local', email: 'admin@example.com', password: ADMIN_PASSWORD }),
    });
    const scenarios = await json('/scenarios?$limit=1', { token: accessToken });
    const session = await json('/sessions', {
      method: 'POST',
      token: accessToken,
      body: JSON.stringify({ scenarioId: scenarios.data[0].id, isPractice: true }),
    });
    const joined = await json(`/join/${session.pin}`, { method: 'POST' });
    const client = connect(base, {
      auth: { role: 'participant', pin: session.pin, participantToken: joined.participantToken },
      transports: ['websocket'],
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
    });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) => client.once('disconnect', resolve));

    const locker = new pg.Client({ connectionString: env.DATABASE_URL });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const stuck = fetch(`${base}/profile`, { headers: { authorization: `Bearer ${accessToken}` } }).catch(
      () => null,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    expect(Date.now() - started).toBeLessThan(2000 + 1500);
    expect(await disconnected).toBe('transport close');
    await locker.query('ROLLBACK');
    await locker.end();
    await stuck;

    // The client comes back by itself once a server answers again.
    const reconnected = new Promise<void>((resolve) => client.once('connect', () => resolve()));
    server = await start();
    await reconnected;
    expect(client.connected).toBe(true);
    client.close();
    server.kill('SIGTERM');
  }, 120_000);
});
