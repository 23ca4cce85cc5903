// Two API processes (src/index.ts) on one PostgreSQL database work the follow-up queue: every address gets exactly
// one e-mail, through SMTP to a real in-test SMTP server; one address on 118 commitments of a session gets one, and a
// company's daily cap holds whichever process sends (issue 33 item 1). PostgreSQL only (PGlite is one process by
// nature).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers.js';
import { createScenario, rowsOf, seedSession, startSmtp, until } from './follow-up-helpers.js';
import { freePort, stopProcess } from './live/process.js';
import { sql } from 'drizzle-orm';

const DAY = 24 * 60 * 60 * 1000;
/** The children's FOLLOW_UP_DAILY_CAP_PER_COMPANY: above the first test's 20 e-mails (company A). */
const DAILY_CAP = 25;
const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return child;
}

describe.skipIf(!process.env.DATABASE_URL)('two processes on one database', () => {
  let s: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const children: ChildProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    s = await createTestServer({ env: { FOLLOW_UP_WORKER: 'false' } });
    smtp = await startSmtp();
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'rt-follow-up-'));
      dirs.push(dir);
      children.push(
        await startServer({
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATA_DIR: dir,
          DATABASE_URL: s.databaseUrl!,
          JOBS_SCHEMA: s.followUp.schema,
          JWT_SECRET: 'test-secret-that-is-long-enough-1234567890',
          ADMIN_PASSWORD: 'operator-pass-123',
          SMTP_URL: smtp.url,
          FOLLOW_UP_POLL_SECONDS: '0.5',
          FOLLOW_UP_DAILY_CAP_PER_COMPANY: String(DAILY_CAP),
          PUBLIC_URL: 'http://localhost:3030',
          WEB_DIST: join(dir, 'no-web'),
          REDIS_URL: '',
          LOG_LEVEL: 'warn',
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    await smtp?.close();
    await s?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('every address gets exactly one e-mail, whichever process works each job', async () => {
    const scenarioId = await createScenario(s, 'Two processes');
    const addresses: string[] = [];
    const sessionIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const people = Array.from({ length: 5 }, (_, j) => ({
        text: `Commitment ${i}.${j}`,
        email: `p${i}-${j}@example.com`,
      }));
      addresses.push(...people.map((p) => p.email));
      sessionIds.push(await seedSession(s, scenarioId, people, { endedAt: new Date(Date.now() - 15 * DAY) }));
    }
    // Scheduled twice, as two processes ending the same sessions would.
    for (const id of sessionIds) {
      await s.followUp.schedule(id);
      await s.followUp.schedule(id);
    }
    await until(() => smtp.received.length >= addresses.length, 'every e-mail');
    // Retries or a second process would show up here.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const recipients = smtp.received.flatMap((m) => m.envelopeTo).sort();
    expect(recipients).toEqual([...addresses].sort());
    const [left] = await rowsOf<{ n: string }>(s, sql`SELECT count(*) AS n FROM follow_up_contacts`);
    expect(Number(left!.n)).toBe(0);
  });

  it('one address on 118 commitments of a session gets one e-mail, in any case, however the processes race', async () => {
    const scenarioId = await createScenario(s, 'One address');
    const variants = [
      'bomb@victim.example',
      'BOMB@victim.example',
      'Bomb@Victim.Example',
      ' bomb@VICTIM.example',
    ];
    const people = Array.from({ length: 118 }, (_, i) => ({
      text: `Attacker text ${i}`,
      email: variants[i % variants.length]!,
    }));
    // Company B's: its daily count starts here.
    const sessionId = await seedSession(s, scenarioId, people, {
      endedAt: new Date(Date.now() - 15 * DAY),
      host: 'hostB',
    });
    const toVictim = () =>
      smtp.received.filter((m) => m.envelopeTo.some((to) => /victim\.example$/i.test(to)));
    await Promise.all([s.followUp.schedule(sessionId), s.followUp.schedule(sessionId)]);
    await until(() => toVictim().length >= 1, 'the e-mail');
    // Retries or the other process would show up here (an SMTP hiccup leaves that address for the job's retry, which
    // finds the address already mailed).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(toVictim()).toHaveLength(1);
  });

  it("a company's daily cap holds with two processes sending its sessions at once", async () => {
    const scenarioId = await createScenario(s, 'Capped');
    const addresses: string[] = [];
    const sessionIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const people = Array.from({ length: 10 }, (_, j) => ({
        text: `Capped ${i}.${j}`,
        email: `c${i}-${j}@cap.example`,
      }));
      addresses.push(...people.map((p) => p.email));
      sessionIds.push(
        await seedSession(s, scenarioId, people, { endedAt: new Date(Date.now() - 15 * DAY), host: 'hostB' }),
      );
    }
    const day = new Date().toISOString().slice(0, 10);
    const sentToday = async () =>
      (
        await rowsOf<{ sent: number }>(
          s,
          sql`SELECT sent FROM follow_up_daily_sends WHERE company_id = ${s.fx.companyB} AND day = ${day}::date`,
        )
      )[0]?.sent ?? 0;
    // Company B sent one e-mail today (the test before); 24 more fit.
    expect(await sentToday()).toBe(1);
    for (const id of sessionIds) await s.followUp.schedule(id);
    const capped = () => smtp.received.filter((m) => m.envelopeTo.some((to) => to.endsWith('@cap.example')));
    await until(() => capped().length >= DAILY_CAP - 1, 'the e-mails up to the cap');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(capped()).toHaveLength(DAILY_CAP - 1);
    expect(new Set(capped().flatMap((m) => m.envelopeTo)).size).toBe(DAILY_CAP - 1);
    expect(await sentToday()).toBe(DAILY_CAP);
    // The other 6 wait for tomorrow's jobs.
    const [left] = await rowsOf<{ n: number }>(
      s,
      sql`SELECT count(*)::int AS n FROM follow_up_contacts fc JOIN live_commitments c ON c.id = fc.commitment_id
          WHERE c.session_id IN (${sql.join(sessionIds, sql`, `)})`,
    );
    expect(left!.n).toBe(addresses.length - (DAILY_CAP - 1));
  });
});
