// Issue 18 item 2: the host picks when the follow-up goes out (7, 14 or 30 days; 14 by default) when starting a
// session. POST /sessions stores it, every read form returns it, the follow-up schedule uses it, and anything else is a
// 400 with a readable message that creates nothing.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_QUEUE } from '../src/follow-up/index.js';
import { createTestServer, type TestServer } from './helpers.js';
import { createScenario, rowsOf } from './follow-up-helpers.js';

const DAY = 24 * 60 * 60 * 1000;

let s: TestServer;
let scenarioId: number;

beforeAll(async () => {
  // Only the schedule is under test: no worker sends anything here.
  s = await createTestServer({ env: { FOLLOW_UP_WORKER: 'false' } });
  scenarioId = await createScenario(s, 'Feedback that lands');
});
afterAll(async () => {
  await s?.close();
});

const sessionCount = async () =>
  Number((await rowsOf<{ n: string }>(s, sql`SELECT count(*) AS n FROM sessions`))[0]!.n);

async function start(body: Record<string, unknown>) {
  return s.request({ method: 'POST', url: '/sessions', as: 'host', payload: { scenarioId, ...body } });
}

/** One participant's commitment with an address, so ending the session schedules its follow-up. */
async function addCommitmentWithAddress(sessionId: string) {
  const [participant] = await rowsOf<{ id: string }>(
    s,
    sql`INSERT INTO live_participants (session_id, token_hash)
        VALUES (${sessionId}, ${randomBytes(16).toString('hex')}) RETURNING id`,
  );
  const [commitment] = await rowsOf<{ id: string }>(
    s,
    sql`INSERT INTO live_commitments (session_id, participant_id, slide_index, text)
        VALUES (${sessionId}, ${participant!.id}, 0, 'Ask one open question') RETURNING id::text AS id`,
  );
  await s.deps.db.execute(
    sql`INSERT INTO follow_up_contacts (commitment_id, email) VALUES (${commitment!.id}, 'ana@example.com')`,
  );
}

describe('followUpDays on POST /sessions', () => {
  it('stores 7, reads it back everywhere, and the follow-up is due 7 days after the end', async () => {
    const res = await start({ isPractice: true, followUpDays: 7 });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.followUpDays).toBe(7);
    const [row] = await rowsOf<{ days: number }>(
      s,
      sql`SELECT follow_up_days AS days FROM sessions WHERE id = ${created.id}`,
    );
    expect(row!.days).toBe(7);

    const one = await s.request({ method: 'GET', url: `/sessions/${created.id}`, as: 'host' });
    expect(one.json().followUpDays).toBe(7);
    const list = await s.request({ method: 'GET', url: `/sessions?id[$in][0]=${created.id}`, as: 'host' });
    expect(list.json().data.map((x: { followUpDays: number }) => x.followUpDays)).toEqual([7]);
    const host = await s.request({
      method: 'GET',
      url: `/host-sessions/${created.pin}?key=${encodeURIComponent(created.hostKey)}`,
    });
    expect(host.statusCode, host.body).toBe(200);
    expect(host.json().session.followUpDays).toBe(7);

    await addCommitmentWithAddress(created.id);
    const end = await s.request({
      method: 'PATCH',
      url: `/sessions/${created.id}`,
      as: 'host',
      payload: { completedAt: new Date().toISOString() },
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().followUpDays).toBe(7);
    const [{ completedAt } = { completedAt: new Date() }] = await rowsOf<{ completedAt: Date }>(
      s,
      sql`SELECT completed_at AS "completedAt" FROM sessions WHERE id = ${created.id}`,
    );
    const job = await s.followUp.boss.getJobById(FOLLOW_UP_QUEUE, created.id);
    expect(job).not.toBeNull();
    expect(new Date(job!.startAfter).getTime()).toBe(new Date(completedAt).getTime() + 7 * DAY);
  });

  it('is 14 when the host does not pick', async () => {
    const res = await start({ isPractice: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().followUpDays).toBe(14);
    const one = await s.request({ method: 'GET', url: `/sessions/${res.json().id}`, as: 'host' });
    expect(one.json().followUpDays).toBe(14);
  });

  it('keeps 30', async () => {
    const res = await start({ isPractice: true, followUpDays: 30 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().followUpDays).toBe(30);
  });

  it.each([[10], [0], ['14'], [14.5], [null]])(
    'answers %j with a 400 and the message, and creates nothing',
    async (value) => {
      const before = await sessionCount();
      const res = await start({ isPractice: true, followUpDays: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ followUpDays: 'Follow-up must be after 7, 14 or 30 days' });
      expect(await sessionCount()).toBe(before);
    },
  );
});
