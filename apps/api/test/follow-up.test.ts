// Follow-up (issue 18 item 2): the schedule on a fake clock, exactly-once sending with two workers, a restart between
// scheduling and sending, the check-in link, the purge of addresses, and real SMTP.
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_QUEUE, tokenHash, type FollowUp } from '../src/follow-up/index.js';
import { createTestServer, logSink, type TestServer } from './helpers.js';
import {
  contactCount,
  createScenario,
  followUpOn,
  outbox,
  rowsOf,
  seedSession,
  startSmtp,
  tokenOf,
  until,
} from './follow-up-helpers.js';

const DAY = 24 * 60 * 60 * 1000;

/** Moves a TestClock on a second at a time (each tick fires the workers' polls) until `done`. */
async function tickUntil(clock: TestClock, done: () => boolean, what: string) {
  await until(async () => {
    if (done()) return true;
    await clock.tick(1000);
    return done();
  }, what);
}

let s: TestServer;
let scenarioId: number;
const instances: FollowUp[] = [];
const track = async (instance: Promise<FollowUp>) => {
  const started = await instance;
  instances.push(started);
  return started;
};

beforeAll(async () => {
  // The server's own queue only schedules here: each test works the queue with an instance of its own.
  s = await createTestServer({ env: { FOLLOW_UP_WORKER: 'false' } });
  scenarioId = await createScenario(s, 'Feedback that lands');
});
// Each test's queues stop after it (a TestClock owns its schema's clock while attached).
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.stop(2000);
});
afterAll(async () => {
  await s?.close();
});

describe('the schedule', () => {
  it('queues one job per ended session, due follow_up_days after its end, and sends nothing before', async () => {
    const sessionId = await seedSession(
      s,
      scenarioId,
      [
        { text: 'Ask one open question in every 1:1', email: 'ana@example.com' },
        { text: 'Summarise before I answer', email: 'ben@example.com' },
        { text: 'Stay anonymous' },
      ],
      { days: 7 },
    );
    // Ended through the dashboard: the sessions service says so, and the follow-up is queued at once.
    const end = await s.request({
      method: 'PATCH',
      url: `/sessions/${sessionId}`,
      as: 'host',
      payload: { completedAt: new Date().toISOString() },
    });
    expect(end.statusCode).toBe(200);
    const [{ completedAt } = { completedAt: new Date() }] = await rowsOf<{ completedAt: Date }>(
      s,
      sql`SELECT completed_at AS "completedAt" FROM sessions WHERE id = ${sessionId}`,
    );
    const job = await s.followUp.boss.getJobById(FOLLOW_UP_QUEUE, sessionId);
    expect(job?.data).toEqual({ sessionId });
    expect(new Date(job!.startAfter).getTime()).toBe(new Date(completedAt).getTime() + 7 * DAY);
    // Ending again, or another process's sweep, schedules nothing more.
    expect(await s.followUp.schedule(sessionId)).toBe(true);
    expect(await s.followUp.sweep()).toBe(0);
    const jobs = await rowsOf<{ n: string }>(
      s,
      sql.raw(`SELECT count(*) AS n FROM ${s.followUp.schema}.job WHERE name = '${FOLLOW_UP_QUEUE}'`),
    );
    expect(Number(jobs[0]!.n)).toBe(1);

    const clock = new TestClock(Date.now());
    const box = outbox();
    await track(followUpOn(s, { clock, send: box.send }));
    await clock.tick(1000);
    // One minute before it is due: nothing.
    await clock.setTime(new Date(completedAt).getTime() + 7 * DAY - 60_000);
    await clock.tick(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(box.mails).toEqual([]);
    // Due: each address gets its own commitment, once.
    await clock.setTime(new Date(completedAt).getTime() + 7 * DAY + 1000);
    await tickUntil(clock, () => box.mails.length === 2, 'two mails');
    expect(box.mails.map((m) => m.to).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    const ana = box.mails.find((m) => m.to === 'ana@example.com')!;
    expect(ana.subject).toBe('Your commitment from Feedback that lands');
    expect(ana.text).toContain('Ask one open question in every 1:1');
    expect(ana.text).not.toContain('Summarise before I answer');
    expect(ana.text).not.toContain('Stay anonymous');
    // The addresses are gone once sent; the check-ins stay, each expiring 30 days after its e-mail.
    await until(async () => (await contactCount(s, sessionId)) === 0, 'addresses deleted');
    const checkIns = await rowsOf<{ sentAt: Date; expiresAt: Date }>(
      s,
      sql`SELECT ci.sent_at AS "sentAt", ci.expires_at AS "expiresAt" FROM check_ins ci
          JOIN live_commitments c ON c.id = ci.commitment_id WHERE c.session_id = ${sessionId}`,
    );
    expect(checkIns).toHaveLength(2);
    for (const row of checkIns)
      expect(new Date(row.expiresAt).getTime() - new Date(row.sentAt).getTime()).toBe(30 * DAY);
    await clock.tick(5000);
    expect(box.mails).toHaveLength(2);
  });

  it('the sweep schedules sessions ended anywhere else (live screen, practice expiry), 14 days by default', async () => {
    const endedAt = new Date(Date.now() - DAY);
    const sessionId = await seedSession(
      s,
      scenarioId,
      [{ text: 'Pause before replying', email: 'c@example.com' }],
      {
        endedAt,
      },
    );
    const open = await seedSession(s, scenarioId, [{ text: 'Not ended yet', email: 'd@example.com' }]);
    const noAddress = await seedSession(s, scenarioId, [{ text: 'No address' }], { endedAt });
    expect(await s.followUp.sweep()).toBe(1);
    const job = await s.followUp.boss.getJobById(FOLLOW_UP_QUEUE, sessionId);
    expect(new Date(job!.startAfter).getTime()).toBe(endedAt.getTime() + 14 * DAY);
    expect(await s.followUp.boss.getJobById(FOLLOW_UP_QUEUE, open)).toBeNull();
    expect(await s.followUp.boss.getJobById(FOLLOW_UP_QUEUE, noAddress)).toBeNull();
    expect(await s.followUp.sweep()).toBe(0);
    await s.deps.db.execute(sql`UPDATE sessions SET completed_at = now() WHERE id = ${open}`);
  });

  it('deleting a session deletes its pending follow-up (addresses and commitments)', async () => {
    const sessionId = await seedSession(s, scenarioId, [{ text: 'Gone soon', email: 'e@example.com' }], {
      endedAt: new Date(),
    });
    await s.followUp.schedule(sessionId);
    const res = await s.request({ method: 'DELETE', url: `/sessions/${sessionId}`, as: 'host' });
    expect(res.statusCode).toBe(200);
    expect(await contactCount(s, sessionId)).toBe(0);
    const box = outbox();
    const worker = await track(followUpOn(s, { send: box.send, worker: false }));
    expect(await worker.run(sessionId)).toBe(0);
    expect(box.mails).toEqual([]);
  });
});

describe('exactly once', () => {
  it('two workers running the same session at once send each address one e-mail', async () => {
    const people = Array.from({ length: 12 }, (_, i) => ({
      text: `Commitment ${i}`,
      email: `p${i}@example.com`,
    }));
    const sessionId = await seedSession(s, scenarioId, people, { endedAt: new Date(Date.now() - 15 * DAY) });
    const box = outbox();
    const slowSend = async (mail: Parameters<typeof box.send>[0]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await box.send(mail);
    };
    const [a, b] = [
      await track(followUpOn(s, { send: slowSend, worker: false })),
      await track(followUpOn(s, { send: slowSend, worker: false })),
    ];
    const sent = await Promise.all([a.run(sessionId), b.run(sessionId), a.run(sessionId), b.run(sessionId)]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(12);
    expect(box.mails.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
    expect(await contactCount(s, sessionId)).toBe(0);
    // A retry of the job later sends nothing again.
    expect(await a.run(sessionId)).toBe(0);
  });

  it('two workers on the queue run a due job once', async () => {
    const people = Array.from({ length: 5 }, (_, i) => ({ text: `Queue ${i}`, email: `q${i}@example.com` }));
    const sessionIds = [
      await seedSession(s, scenarioId, people.slice(0, 3), { endedAt: new Date(Date.now() - 15 * DAY) }),
      await seedSession(s, scenarioId, people.slice(3), { endedAt: new Date(Date.now() - 15 * DAY) }),
    ];
    const box = outbox();
    await track(followUpOn(s, { send: box.send }));
    await track(followUpOn(s, { send: box.send }));
    for (const id of sessionIds) await s.followUp.schedule(id);
    await until(() => box.mails.length >= 5, 'five mails');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(box.mails.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
  });

  it('a failed send is retried and a claim left by a crashed sender is never sent twice', async () => {
    const sessionId = await seedSession(
      s,
      scenarioId,
      [
        { text: 'First', email: 'fail-once@example.com' },
        { text: 'Second', email: 'ok@example.com' },
      ],
      { endedAt: new Date(Date.now() - 15 * DAY) },
    );
    const box = outbox();
    let failed = false;
    const flaky = async (mail: Parameters<typeof box.send>[0]) => {
      if (mail.to === 'fail-once@example.com' && !failed) {
        failed = true;
        throw new Error('SMTP down');
      }
      await box.send(mail);
    };
    const worker = await track(followUpOn(s, { send: flaky, worker: false }));
    await expect(worker.run(sessionId)).rejects.toThrow('could not be sent');
    expect(box.mails.map((m) => m.to)).toEqual(['ok@example.com']);
    expect(await contactCount(s, sessionId)).toBe(1);
    expect(await worker.run(sessionId)).toBe(1);
    expect(box.mails.map((m) => m.to).sort()).toEqual(['fail-once@example.com', 'ok@example.com']);

    // A process died after claiming an address (the check-in row) and before finishing: not sent again.
    const crashed = await seedSession(s, scenarioId, [{ text: 'Crash', email: 'crash@example.com' }], {
      endedAt: new Date(Date.now() - 15 * DAY),
    });
    await s.deps.db.execute(
      sql`INSERT INTO check_ins (commitment_id, token_hash, claimed_at, expires_at)
          SELECT c.id, 'lost-claim', now() - interval '20 minutes', now() + interval '30 days'
          FROM live_commitments c WHERE c.session_id = ${crashed}`,
    );
    expect(await worker.run(crashed)).toBe(0);
    expect(box.mails.some((m) => m.to === 'crash@example.com')).toBe(false);
    expect(await contactCount(s, crashed)).toBe(0);
  });
});

describe('a restart between scheduling and sending', () => {
  it('the job survives the stop of every queue and runs once on the next start', async () => {
    const clock = new TestClock(Date.now());
    const box = outbox();
    const first = await followUpOn(s, { clock, send: box.send });
    const endedAt = new Date(clock.now());
    const sessionId = await seedSession(
      s,
      scenarioId,
      [
        { text: 'Restart one', email: 'r1@example.com' },
        { text: 'Restart two', email: 'r2@example.com' },
      ],
      { days: 30, endedAt },
    );
    expect(await first.schedule(sessionId)).toBe(true);
    await first.stop(2000);

    const later = new TestClock(endedAt.getTime() + 30 * DAY + 1000);
    await track(followUpOn(s, { clock: later, send: box.send }));
    const mine = () => box.mails.filter((m) => m.to.startsWith('r')).map((m) => m.to);
    await tickUntil(later, () => mine().length === 2, 'two mails after the restart');
    await later.tick(5000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mine().sort()).toEqual(['r1@example.com', 'r2@example.com']);
  });
});

describe('the check-in link', () => {
  let token: string;
  let other: string;
  beforeAll(async () => {
    const sessionId = await seedSession(
      s,
      scenarioId,
      [
        { text: 'Give credit in public', email: 'link@example.com' },
        { text: 'Someone else', email: 'else@example.com' },
      ],
      { endedAt: new Date(Date.now() - 15 * DAY) },
    );
    const box = outbox();
    const worker = await track(followUpOn(s, { send: box.send, worker: false }));
    await worker.run(sessionId);
    token = tokenOf(box.mails.find((m) => m.to === 'link@example.com')!.text)!;
    other = tokenOf(box.mails.find((m) => m.to === 'else@example.com')!.text)!;
    expect(token).toBeTruthy();
  });

  it('shows the own commitment and the question, answers once, then says so', async () => {
    const read = await s.request({ method: 'GET', url: `/check-ins/${token}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      scenarioTitle: 'Feedback that lands',
      commitment: 'Give credit in public',
      question: 'Did you put it into practice?',
      answered: false,
    });
    expect(read.body).not.toContain('Someone else');
    const answer = await s.request({
      method: 'POST',
      url: `/check-ins/${token}`,
      payload: { answer: 'partly', comment: 'Twice so far.' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().answered).toBe(true);
    const again = await s.request({ method: 'POST', url: `/check-ins/${token}`, payload: { answer: 'yes' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This check-in has already been answered.');
    expect((await s.request({ method: 'GET', url: `/check-ins/${token}` })).json().answered).toBe(true);
    const [row] = await rowsOf<{ answer: string; comment: string }>(
      s,
      sql`SELECT answer, comment FROM check_ins WHERE answered_at IS NOT NULL AND answer = 'partly'`,
    );
    expect(row).toEqual({ answer: 'partly', comment: 'Twice so far.' });
  });

  it('refuses a bad token (404), a bad answer (400) and an expired link (410)', async () => {
    for (const bad of ['nope', 'x'.repeat(32), `${token}x`]) {
      const res = await s.request({ method: 'GET', url: `/check-ins/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This check-in link is not valid.');
    }
    const wrong = await s.request({
      method: 'POST',
      url: `/check-ins/${other}`,
      payload: { answer: 'maybe' },
    });
    expect(wrong.statusCode).toBe(400);
    const long = await s.request({
      method: 'POST',
      url: `/check-ins/${other}`,
      payload: { answer: 'yes', comment: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    await s.deps.db.execute(
      sql`UPDATE check_ins SET expires_at = now() - interval '1 second' WHERE token_hash = ${tokenHash(other)}`,
    );
    const expired = await s.request({ method: 'GET', url: `/check-ins/${other}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This check-in link has expired.');
    const late = await s.request({ method: 'POST', url: `/check-ins/${other}`, payload: { answer: 'yes' } });
    expect(late.statusCode).toBe(410);
  });

  it('of answers sent at once, exactly one wins', async () => {
    const sessionId = await seedSession(s, scenarioId, [{ text: 'Race', email: 'race@example.com' }], {
      endedAt: new Date(Date.now() - 15 * DAY),
    });
    const box = outbox();
    const worker = await track(followUpOn(s, { send: box.send, worker: false }));
    await worker.run(sessionId);
    const raceToken = tokenOf(box.mails[0]!.text)!;
    const answers = await Promise.all(
      (['yes', 'partly', 'not-yet', 'yes', 'partly'] as const).map((answer) =>
        s.request({ method: 'POST', url: `/check-ins/${raceToken}`, payload: { answer } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('the purge', () => {
  it('deletes addresses after 60 days, sent or not, on a fake clock', async () => {
    const sessionId = await seedSession(s, scenarioId, [{ text: 'Old', email: 'old@example.com' }], {
      endedAt: new Date(),
    });
    const clock = new TestClock(Date.now() + 59 * DAY);
    const worker = await track(followUpOn(s, { clock, worker: false }));
    await worker.purge();
    expect(await contactCount(s, sessionId)).toBe(1);
    await clock.setTime(Date.now() + 61 * DAY);
    expect(await worker.purge()).toBeGreaterThanOrEqual(1);
    expect(await contactCount(s, sessionId)).toBe(0);
  });
});

describe('mail', () => {
  it('goes through SMTP_URL to a real SMTP server, with the commitment and a working link', async () => {
    const smtp = await startSmtp();
    try {
      const sessionId = await seedSession(
        s,
        scenarioId,
        [
          { text: 'Thank one person each week <for real>', email: 'smtp@example.com' },
          { text: 'Not for this inbox' },
        ],
        { endedAt: new Date(Date.now() - 15 * DAY) },
      );
      const worker = await track(followUpOn(s, { smtpUrl: smtp.url, worker: false }));
      expect(await worker.run(sessionId)).toBe(1);
      await until(() => smtp.received.length === 1, 'the message at the SMTP server');
      const [message] = smtp.received;
      expect(message!.envelopeTo).toEqual(['smtp@example.com']);
      expect(message!.subject).toBe('Your commitment from Feedback that lands');
      expect(message!.from?.text).toContain('no-reply@readyteams.local');
      expect(message!.text).toContain('Thank one person each week <for real>');
      expect(message!.text).not.toContain('Not for this inbox');
      expect(message!.html).toContain('Thank one person each week &lt;for real&gt;');
      const link = /http:\/\/localhost:3030\/check-in\/[A-Za-z0-9_-]+/.exec(message!.text ?? '')?.[0];
      expect(link).toBeTruthy();
      expect(message!.html).toContain(`href="${link}"`);
      const res = await s.request({ method: 'GET', url: `/check-ins/${tokenOf(link!)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().commitment).toBe('Thank one person each week <for real>');
    } finally {
      await smtp.close();
    }
  });

  it('is written in the language the phone spoke when it committed', async () => {
    const smtp = await startSmtp();
    try {
      const sessionId = await seedSession(
        s,
        scenarioId,
        [
          { text: 'Erst zuhören, dann fragen', email: 'de@example.com', locale: 'de' },
          { text: 'Escuchar primero', email: 'es@example.com', locale: 'es' },
        ],
        { endedAt: new Date(Date.now() - 15 * DAY) },
      );
      const worker = await track(followUpOn(s, { smtpUrl: smtp.url, worker: false }));
      expect(await worker.run(sessionId)).toBe(2);
      await until(() => smtp.received.length === 2, 'the messages at the SMTP server');
      const to = (address: string) => smtp.received.find((mail) => mail.envelopeTo.includes(address))!;
      const german = to('de@example.com');
      expect(german.subject).toBe('Dein Vorsatz aus Feedback that lands');
      expect(german.text).toContain('Vor 14 Tagen, am Ende von „Feedback that lands“');
      expect(german.text).toContain(
        'Hast du es in die Praxis umgesetzt? Eine einzige Frage, kein Konto nötig:',
      );
      expect(german.html).toContain('<html lang="de" dir="ltr">');
      expect(german.html).toContain('>Zur Nachfrage</a>');
      expect(to('es@example.com').subject).toBe('Tu compromiso de Feedback that lands');
      // The link opens the check-in; its page asks the question in the browser's language.
      const link = /http:\/\/localhost:3030\/check-in\/[A-Za-z0-9_-]+/.exec(german.text ?? '')![0];
      const res = await s.request({
        method: 'GET',
        url: `/check-ins/${tokenOf(link)}`,
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      expect(res.json()).toMatchObject({
        commitment: 'Erst zuhören, dann fragen',
        question: 'Hast du es in die Praxis umgesetzt?',
      });
    } finally {
      await smtp.close();
    }
  });

  it('is written to the log without SMTP_URL', async () => {
    const sink = logSink();
    const lines: string[] = [];
    const sessionId = await seedSession(
      s,
      scenarioId,
      [{ text: 'Logged commitment', email: 'log@example.com' }],
      {
        endedAt: new Date(Date.now() - 15 * DAY),
      },
    );
    const worker = await track(
      followUpOn(s, {
        worker: false,
        log: { info: (object, message) => lines.push(JSON.stringify({ ...object, message })) },
      }),
    );
    expect(await worker.run(sessionId)).toBe(1);
    const logged = lines.join('\n');
    expect(logged).toContain('log@example.com');
    expect(logged).toContain('Your commitment from Feedback that lands');
    expect(logged).toContain('Logged commitment');
    expect(sink.text()).toBe('');
  });
});
