// Starts test/live/server.ts as a child process and waits until it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { openTestDatabase, type RecordingClient } from './helpers.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

export async function startLiveProcess(env: {
  PORT: number;
  DATABASE_URL: string;
  REDIS_URL?: string;
  /** Anything else the process reads (test/live/server.ts). */
  extra?: Record<string, string>;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: {
      ...process.env,
      PORT: String(env.PORT),
      DATABASE_URL: env.DATABASE_URL,
      REDIS_URL: env.REDIS_URL ?? '',
      ...env.extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // tsx compiles the server as it starts: up to a minute on a machine busy with other suites (scripts/run-tests.sh).
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`live server did not start:\n${output}`));
    }, 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`live server exited with ${code}:\n${output}`));
    });
  });
  return child;
}

export function stopProcess(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Two live processes on one test database behind Redis, for one describe block (started before its tests, stopped
 * after them, with every socket its tests passed to `track`).
 */
export function liveCluster(extra?: Record<string, string>) {
  let database: Database & { url?: string };
  const children: ChildProcess[] = [];
  const sockets: RecordingClient[] = [];
  let urls: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const ports = [await freePort(), await freePort()];
    for (const port of ports)
      children.push(
        await startLiveProcess({
          PORT: port,
          DATABASE_URL: database.url!,
          REDIS_URL: process.env.REDIS_URL,
          ...(extra ? { extra } : {}),
        }),
      );
    urls = ports.map((port) => `http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    for (const c of sockets) c.socket.disconnect();
    await Promise.all(children.map((child) => stopProcess(child)));
    await database?.close();
  });
  return {
    get database() {
      return database;
    },
    get urls() {
      return urls;
    },
    track(...clients: RecordingClient[]) {
      sockets.push(...clients);
    },
  };
}
