// No mail bombing through follow-ups (issue 33 item 1): one e-mail per address (case-folded) per session however many
// commitments carry it, a cap per company per day, the host's count and cancel before the e-mails go out, and a
// one-click "never e-mail me again" that holds for every company. The two-process variant is in
// follow-up-processes.test.ts; the cap on addresses per source address is in the live part below.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEventPayload } from '@readyteams/activities/live';
import { FOLLOW_UP_QUEUE, type FollowUp } from '../src/follow-up/index.js';
import { addressHash } from '../src/follow-up/suppression.js';
import { expectResponse } from './contract-checks.js';
import { createTestServer, type TestServer } from './helpers.js';
import {
  contactCount,
  createScenario,
  followUpOn,
  outbox,
  rowsOf,
  seedSession,
  startSmtp,
  until,
} from './follow-up-helpers.js';
import {
  emitAck,
  liveTestApp,
  seedSession as seedLiveSession,
  templateSlides,
  type RecordingClient,
} from './live/helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const ended = () => new Date(Date.now() - 15 * DAY);
/** The "never e-mail me again" link of a follow-up e-mail's text. */
const unsubscribeOf = (text: string) =>
  /http:\/\/localhost:3030\/mail-suppressions\/[0-9a-f]{64}\.[\w-]{43}/.exec(text)?.[0];

let s: TestServer;
let scenarioId: number;
const instances: FollowUp[] = [];
const track = async (instance: Promise<FollowUp>) => {
  const started = await instance;
  instances.push(started);
  return started;
};

beforeAll(async () => {
  s = await createTestServer({ env: { FOLLOW_UP_WORKER: 'false' } });
  scenarioId = await createScenario(s, 'Saying no kindly');
});
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.stop(2000);
});
afterAll(async () => {
  await s?.close();
});

describe('one e-mail per address per session', () => {
  it('118 commitments with one address, in any case, yield one e-mail', async () => {
    const variants = [
      'victim@example.com',
      'VICTIM@example.com',
      ' Victim@Example.COM ',
      'victim@EXAMPLE.com',
    ];
    const people = Array.from({ length: 118 }, (_, i) => ({
      text: `Spam ${i}: visit http://attacker.example`,
      email: variants[i % variants.length]!,
    }));
    const sessionId = await seedSession(s, scenarioId, people, { endedAt: ended() });
    const box = outbox();
    const worker = await track(followUpOn(s, { send: box.send, worker: false }));
    expect(await worker.run(sessionId)).toBe(1);
    expect(box.mails).toHaveLength(1);
    expect(box.mails[0]!.to.trim().toLowerCase()).toBe('victim@example.com');
    // The other commitments' addresses are deleted, not kept for later; a retry sends nothing.
    expect(await contactCount(s, sessionId)).toBe(0);
    expect(await worker.run(sessionId)).toBe(0);
    expect(box.mails).toHaveLength(1);
  });

  it('two workers racing on the same session and address send one e-mail', async () => {
    const people = Array.from({ length: 40 }, (_, i) => ({
      text: `Race ${i}`,
      email: i % 2 ? 'Racer@example.com' : 'racer@example.com',
    }));
    const sessionId = await seedSession(s, scenarioId, people, { endedAt: ended() });
    const box = outbox();
    const slowSend = async (mail: Parameters<typeof box.send>[0]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await box.send(mail);
    };
    const a = await track(followUpOn(s, { send: slowSend, worker: false }));
    const b = await track(followUpOn(s, { send: slowSend, worker: false }));
    const sent = await Promise.all([a.run(sessionId), b.run(sessionId), a.run(sessionId), b.run(sessionId)]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    expect(box.mails).toHaveLength(1);
  });

  it('says where the address came from and carries a one-click unsubscribe (RFC 8058)', async () => {
    const smtp = await startSmtp();
    try {
      const endedAt = new Date(Date.UTC(2026, 10, 3, 15));
      const sessionId = await seedSession(
        s,
        scenarioId,
        [{ text: 'Say no once a week', email: 'src@example.com' }],
        {
          endedAt,
        },
      );
      const worker = await track(followUpOn(s, { smtpUrl: smtp.url, worker: false }));
      expect(await worker.run(sessionId)).toBe(1);
      await until(() => smtp.received.length === 1, 'the message');
      const [message] = smtp.received;
      expect(message!.text).toContain(
        'You are receiving this because someone entered this address at the end of the session “Saying no kindly” run by Acme on November 3, 2026.',
      );
      const link = unsubscribeOf(message!.text ?? '');
      expect(link).toBeTruthy();
      expect(message!.html).toContain(`href="${link}"`);
      const header = (key: string) =>
        message!.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
      expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await smtp.close();
    }
  });
});

describe('the company daily cap', () => {
  it('sends at most the cap per company per day; the rest goes out the next day, once', async () => {
    const clock = new TestClock(Date.UTC(2026, 11, 1, 10));
    const people = Array.from({ length: 5 }, (_, i) => ({
      text: `Capped ${i}`,
      email: `cap${i}@example.com`,
    }));
    const sessionId = await seedSession(s, scenarioId, people, {
      endedAt: new Date(clock.now() - 15 * DAY),
      host: 'hostB',
    });
    const box = outbox();
    const a = await track(followUpOn(s, { clock, send: box.send, worker: false, dailyCap: 3 }));
    const b = await track(followUpOn(s, { clock, send: box.send, worker: false, dailyCap: 3 }));
    const first = await Promise.all([a.run(sessionId), b.run(sessionId)]);
    expect(first.reduce((x, y) => x + y, 0)).toBe(3);
    expect(box.mails).toHaveLength(3);
    expect(await contactCount(s, sessionId)).toBe(2);
    // Another session of the same company that day: nothing.
    const more = await seedSession(s, scenarioId, [{ text: 'Also capped', email: 'cap9@example.com' }], {
      endedAt: new Date(clock.now() - 15 * DAY),
      host: 'hostB',
    });
    expect(await a.run(more)).toBe(0);
    // The rest is queued for the next day (UTC), once however many workers hit the cap.
    const continued = await rowsOf<{ startAfter: Date }>(
      s,
      sql.raw(
        `SELECT start_after AS "startAfter" FROM ${a.schema}.job WHERE name = '${FOLLOW_UP_QUEUE}' AND data->>'sessionId' = '${sessionId}'`,
      ),
    );
    expect(continued.map((job) => new Date(job.startAfter).toISOString())).toEqual([
      '2026-12-02T00:00:00.000Z',
    ]);
    await clock.setTime(Date.UTC(2026, 11, 2, 0, 0, 1));
    expect(await a.run(sessionId)).toBe(2);
    expect(box.mails.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
    const [count] = await rowsOf<{ sent: number }>(
      s,
      sql`SELECT sent FROM follow_up_daily_sends WHERE company_id = ${s.fx.companyB} AND day = '2026-12-01'`,
    );
    expect(count!.sent).toBe(3);
  });
});

describe('never e-mail me again', () => {
  it('after the one-click unsubscribe, a later session of another company sends nothing to that address', async () => {
    const box = outbox();
    const worker = await track(followUpOn(s, { send: box.send, worker: false }));
    const first = await seedSession(s, scenarioId, [{ text: 'First', email: 'Quit@Example.com' }], {
      endedAt: ended(),
    });
    expect(await worker.run(first)).toBe(1);
    const link = unsubscribeOf(box.mails[0]!.text)!;
    const url = link.replace('http://localhost:3030', '');

    // The link's page asks first and changes nothing; a forged or altered token is not ours.
    const page = await s.request({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain('Never e-mail me again');
    for (const bad of [
      `${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`,
      '/mail-suppressions/nope',
      `/mail-suppressions/${addressHash('x@example.com')}.${'a'.repeat(43)}`,
    ]) {
      const res = await s.request({
        method: 'POST',
        url: bad,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe('This unsubscribe link is not valid.');
    }
    expect(
      await rowsOf(
        s,
        sql`SELECT 1 FROM mail_suppressions WHERE address_hash = ${addressHash('quit@example.com')}`,
      ),
    ).toEqual([]);

    // As a mail client sends it (RFC 8058), twice.
    for (let i = 0; i < 2; i++) {
      const done = await s.request({
        method: 'POST',
        url,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('Ready Teams will never e-mail this address again.');
    }
    // Only the hash is kept.
    const list = await rowsOf<{ address_hash: string }>(s, sql`SELECT address_hash FROM mail_suppressions`);
    expect(list.map((row) => row.address_hash)).toContain(addressHash('quit@example.com'));
    expect(JSON.stringify(list)).not.toContain('quit');

    const later = await seedSession(
      s,
      scenarioId,
      [
        { text: 'Later', email: ' QUIT@example.com' },
        { text: 'Someone else', email: 'stay@example.com' },
      ],
      { endedAt: ended(), host: 'hostB' },
    );
    expect(await worker.run(later)).toBe(1);
    expect(box.mails.map((m) => m.to)).toEqual(['Quit@Example.com', 'stay@example.com']);
    expect(await contactCount(s, later)).toBe(0);
  });
});

describe("the host's count and cancel", () => {
  it('shows the addresses (each once) and the send date before the e-mails go out; cancel means none goes out', async () => {
    const endedAt = new Date(Date.now() - DAY);
    const sessionId = await seedSession(
      s,
      scenarioId,
      [
        { text: 'One', email: 'one@example.com' },
        { text: 'One again', email: 'ONE@example.com' },
        { text: 'Two', email: 'two@example.com' },
        { text: 'No address' },
      ],
      { endedAt, days: 7 },
    );
    const url = `/sessions/${sessionId}/follow-up`;
    const read = await s.request({ method: 'GET', url, as: 'hostA' });
    expect(read.statusCode).toBe(200);
    expectResponse('GET', '/sessions/{id}/follow-up', 200, read.json());
    expect(read.json()).toEqual({
      addresses: 2,
      sent: 0,
      sendsAt: new Date(endedAt.getTime() + 7 * DAY).toISOString(),
      cancelledAt: null,
    });
    expect(JSON.stringify(read.json())).not.toContain('@');
    // Their company's admin sees it too; another company's host or admin does not, nor anyone signed out.
    expect((await s.request({ method: 'GET', url, as: 'adminA' })).statusCode).toBe(200);
    expect((await s.request({ method: 'GET', url, as: 'hostB' })).statusCode).toBe(404);
    expect((await s.request({ method: 'DELETE', url, as: 'adminB' })).statusCode).toBe(404);
    expect((await s.request({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await s.request({ method: 'GET', url: `/sessions/${randomUUID()}/follow-up`, as: 'hostA' }))
        .statusCode,
    ).toBe(404);

    const cancel = await s.request({ method: 'DELETE', url, as: 'hostA' });
    expect(cancel.statusCode).toBe(200);
    expectResponse('DELETE', '/sessions/{id}/follow-up', 200, cancel.json());
    expect(cancel.json()).toMatchObject({ addresses: 0, sent: 0 });
    expect(cancel.json().cancelledAt).toEqual(expect.any(String));
    expect(await contactCount(s, sessionId)).toBe(0);
    const box = outbox();
    const worker = await track(followUpOn(s, { send: box.send, worker: false }));
    expect(await worker.run(sessionId)).toBe(0);
    expect(box.mails).toEqual([]);
    // Nothing left to schedule either.
    expect(await s.followUp.schedule(sessionId)).toBe(false);
  });

  it('answers 409 once every e-mail has gone out', async () => {
    const sessionId = await seedSession(s, scenarioId, [{ text: 'Sent', email: 'sent@example.com' }], {
      endedAt: ended(),
    });
    const worker = await track(followUpOn(s, { send: outbox().send, worker: false }));
    expect(await worker.run(sessionId)).toBe(1);
    const url = `/sessions/${sessionId}/follow-up`;
    expect((await s.request({ method: 'GET', url, as: 'hostA' })).json()).toMatchObject({
      addresses: 0,
      sent: 1,
    });
    const late = await s.request({ method: 'DELETE', url, as: 'hostA' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The follow-up has already been sent.');
  });
});

describe('addresses per session per source address', () => {
  const live = liveTestApp({ tallyIntervalMs: 100 });
  const commit = (c: RecordingClient, payload: LiveEventPayload<'commit'>) =>
    emitAck(c.socket, 'commit', payload);

  it('keeps 5 addresses from one source address and refuses the next with a clear message', async () => {
    const seeded = await seedLiveSession(live.database, {
      slides: [
        templateSlides[4]!,
        { slideType: 'commitment', title: 'Commitment', prompt: 'One thing?', script: '' },
      ],
    });
    const host = await live.host(seeded.pin, seeded.hostKey);
    // Every phone here joins from the same address (127.0.0.1).
    const phones: RecordingClient[] = [];
    for (let i = 0; i < 7; i++) phones.push(await live.participant(seeded.pin));
    const german = await live.participant(seeded.pin, { locale: 'de' });
    expect(await emitAck(host.socket, 'goto', { slide: 1 })).toEqual({ ok: true });
    await until(() => [...phones, german].every((p) => p.lastState()?.currentSlide === 1));
    // Sent at once: the count is taken under a lock, so no more than 5 pass.
    const acks = await Promise.all(
      phones.map((phone, i) =>
        commit(phone, { slideIndex: 1, text: `Mine ${i}`, email: `victim${i}@example.com` }),
      ),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(5);
    const refused = acks.filter((ack) => !ack.ok);
    expect(refused).toEqual([
      {
        ok: false,
        message:
          'Too many reminder addresses came from your network in this session. Send your commitment without an address.',
      },
      expect.anything(),
    ]);
    expect(refused[1]).toEqual(refused[0]);
    expect(await commit(german, { slideIndex: 1, text: 'Meins', email: 'de@example.com' })).toEqual({
      ok: false,
      message:
        'Aus deinem Netzwerk wurden in dieser Session schon zu viele Adressen für Erinnerungen hinterlassen. Sende deinen Vorsatz ohne Adresse.',
    });
    // Without an address it is stored; one of the five replacing its own address is not one more.
    expect(await commit(german, { slideIndex: 1, text: 'Meins', email: null })).toMatchObject({ ok: true });
    const kept = phones.find((_, i) => acks[i]!.ok)!;
    expect(
      await commit(kept, { slideIndex: 1, text: 'Changed', email: 'changed@example.com' }),
    ).toMatchObject({
      ok: true,
    });
    const [count] = (
      (await live.database.db.execute(
        sql`SELECT count(*)::int AS n FROM follow_up_contacts fc JOIN live_commitments c ON c.id = fc.commitment_id
            WHERE c.session_id = ${seeded.sessionId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count!.n).toBe(5);
  });
});
