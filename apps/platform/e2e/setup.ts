import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';

// Shared global setup of every e2e file: starts the real API server on a free port with a fresh embedded database,
// serving the built app, and the run's one Chromium (files connect to it: one cold start per run, not per file). It
// builds nothing: `npm test` builds first (turbo's dependencies of the package's test task), so a missing build fails
// loudly here instead of silently testing stale code.

const platformDir = resolve(import.meta.dirname, '..');
const apiDir = resolve(platformDir, '../api');
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password-1';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    adminEmail: string;
    adminPassword: string;
    wsEndpoint: string;
  }
}

/** The environment of an e2e server on `port` with its data in `dataDir`, serving the app built in `webDist`. */
export function serverEnv(options: { port: number; dataDir: string; webDist: string }): NodeJS.ProcessEnv {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // The e2e run always uses the embedded database, even when CI exports DATABASE_URL / REDIS_URL.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...parentEnv } = process.env;
  return {
    ...parentEnv,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: join(options.dataDir, 'data'),
    ADMIN_PASSWORD,
    WEB_DIST: options.webDist,
    PUBLIC_URL: baseUrl,
    CORS_ORIGINS: baseUrl,
    ARGON2_PROFILE: 'test',
    // Tests sign in and ask for password resets many times from one address; the limits themselves are tested in
    // apps/api.
    SIGNIN_LIMIT_PER_ADDRESS: '1000',
    RESET_LIMIT_PER_ADDRESS: '1000',
    SIGNIN_LIMIT_PER_ACCOUNT: '1000',
    SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '1000',
    JOIN_LIMIT_PER_ADDRESS: '1000',
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API server did not answer ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  project.provide('wsEndpoint', browser.wsEndpoint());

  // E2E_BASE_URL points the tests at a server that is already running (development); only Chromium is started.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/+$/, ''));
    project.provide('serverLog', process.env.E2E_SERVER_LOG ?? '');
    project.provide('adminEmail', ADMIN_EMAIL);
    project.provide('adminPassword', process.env.E2E_ADMIN_PASSWORD ?? ADMIN_PASSWORD);
    return () => browser.close();
  }
  const serverEntry = join(apiDir, 'dist/index.js');
  // E2E_WEB_DIST: test another build of the app (e.g. one outside the shared working tree).
  const webDist = process.env.E2E_WEB_DIST ?? join(platformDir, 'dist');
  for (const required of [serverEntry, join(webDist, 'index.html')]) {
    if (!existsSync(required)) throw new Error(`${required} is missing: build first (npm run build)`);
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'readyteams-e2e-'));
  const serverLog = join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const log = createWriteStream(serverLog);
  const child = spawn(process.execPath, [serverEntry], {
    cwd: apiDir,
    env: {
      ...serverEnv({ port, dataDir, webDist }),
      LOG_LEVEL: 'info',
      // Single sign-on can be set up (sso.test.ts, with its provider on an http address of 127.0.0.1).
      SSO_SECRET_KEY: randomBytes(32).toString('base64'),
      SSO_ALLOW_HTTP_ISSUERS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);

  try {
    // A deadline for a server that hangs, not a speed claim: on two cores shared with other tests the start (database,
    // migrations, seed) took over a minute.
    await waitForServer(`${baseUrl}/`, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    await browser.close();
    throw new Error(`${(error as Error).message}; server log: ${serverLog}`);
  }

  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);

  return async () => {
    await browser.close();
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
    log.end();
    if (!process.env.KEEP_E2E_DATA) await rm(dataDir, { recursive: true, force: true });
  };
}
