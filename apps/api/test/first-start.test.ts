// A newcomer's first `npm start` (src/index.ts as a real process, the embedded database in a fresh DATA_DIR): the
// banner prints the generated passwords and names the file, readable by its owner only, that keeps them too; and
// requests add nothing to the log at the default level, so nothing scrolls the passwords away.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stopProcess } from './live/process.js';

describe('the first start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rt-first-start-'));
  let server: ChildProcess;
  let output = '';
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The embedded database, a generated admin password, the default log level: `npm start` on a fresh machine.
    const {
      DATABASE_URL: _db,
      REDIS_URL: _redis,
      ADMIN_PASSWORD: _admin,
      LOG_LEVEL: _level,
      JWT_SECRET: _secret,
      ...env
    } = process.env;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'data'),
        ARGON2_PROFILE: 'test',
        WEB_DIST: join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk) => {
        output += chunk;
        // The banner, and Fastify's own line (its logger writes asynchronously: it may come after the banner).
        if (output.includes('delete the file') && output.includes('Server listening')) resolve();
      });
      server.stderr!.on('data', (chunk) => (output += chunk));
      server.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the passwords, keeps them in a file only the owner reads, and logs no request at the default level', async () => {
    const file = join(dataDir, 'data', 'first-start-passwords.txt');
    const banner = output.slice(output.indexOf('Ready Teams is running'));
    const admin = /Admin: +admin@example\.com +password: (\S+)/.exec(banner)?.[1];
    const host = /Demo host: +host@example\.com +password: (\S+)/.exec(banner)?.[1];
    expect(admin).toBeTruthy();
    expect(host).toBeTruthy();
    expect(banner).toContain(`\n  ${file}\n`);

    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = readFileSync(file, 'utf8');
    expect(kept).toContain(`admin@example.com  password: ${admin}`);
    expect(kept).toContain(`host@example.com  password: ${host}`);

    // The password works; the requests (a sign-in, a list, the API reference, a missing page) leave the log as it was.
    const before = output.length;
    const signIn = await fetch(`${base}/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ strategy: 'local', email: 'admin@example.com', password: admin }),
    });
    expect(signIn.status).toBe(201);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    expect(
      (await fetch(`${base}/scenarios`, { headers: { authorization: `Bearer ${accessToken}` } })).status,
    ).toBe(200);
    expect((await fetch(`${base}/docs`)).status).toBeLessThan(400);
    expect((await fetch(`${base}/no/such/thing`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(output.slice(before)).toBe('');
  });
});
