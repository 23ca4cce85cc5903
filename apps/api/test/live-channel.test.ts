// The live channel end to end inside one process: join, answers acked after storage, idempotent retries,
// throttled tallies, origin and auth refusal, results reveal, ending, results and CSV over REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/index.js';
import {
  CLOSING,
  POLL,
  RESULTS,
  client,
  connected,
  emitAck,
  joinByCode,
  openTestDatabase,
  refused,
  seedSession,
  startLiveApp,
  storedAnswers,
  templateWithPoll,
  tokens,
  until,
  type RecordingClient,
  connectHost,
} from './live/helpers.js';
import type { SessionResults } from '../src/live/types.js';

let database: Database;
let server: Awaited<ReturnType<typeof startLiveApp>>;
const sockets: RecordingClient[] = [];
const track = (c: RecordingClient) => (sockets.push(c), c);

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startLiveApp(database, { tallyIntervalMs: 250, patchRoute: true });
});

afterAll(async () => {
  for (const c of sockets) c.socket.disconnect();
  await server?.app.close();
  await database?.close();
});

const hostOf = (pin: string, hostKey: string) => connectHost(server.url, pin, hostKey, track);

async function participantOf(pin: string) {
  const joined = await joinByCode(server.url, pin.toLowerCase());
  const participant = track(
    client(server.url, { role: 'participant', pin, participantToken: joined.participantToken }),
  );
  await connected(participant.socket);
  await until(() => participant.lastState(), 'participant state');
  return { ...participant, ...joined };
}

describe('joining by code', () => {
  it('finds an open session in any case and refuses a wrong code with the documented message', async () => {
    const { pin, sessionId } = await seedSession(database);
    const found = await fetch(`${server.url}/join/${pin.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ sessionId, pin, scenarioTitle: 'Handling conflict' });

    const wrong = await fetch(`${server.url}/join/zz99`, { method: 'POST' });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({
      name: 'NotFound',
      code: 404,
      message: 'No live session with code ZZ99',
    });
  });

  it('a closed session is not found', async () => {
    const { pin, sessionId } = await seedSession(database);
    await database.db.execute(sql`UPDATE sessions SET completed_at = now() WHERE id = ${sessionId}`);
    const response = await fetch(`${server.url}/join/${pin}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(`No live session with code ${pin}`);
  });

  it('a participant joins, sees the lobby, and the host sees the participant count', async () => {
    const { pin, hostKey } = await seedSession(database);
    const host = await hostOf(pin, hostKey);
    expect(host.lastState()).toMatchObject({ pin, currentSlide: -1, slideCount: 7, ended: false });
    expect(host.lastState()!.slides[2]!.script).toBe('Pick what you would do first.');

    const participant = await participantOf(pin);
    expect(participant.lastState()).toMatchObject({
      pin,
      currentSlide: -1,
      slide: null,
      slides: [],
      myAnswers: {},
    });
    await until(
      () => host.lastTally()?.participantCount === 1 && host.lastTally()!.connectedCount === 1,
      'tally with 1 participant',
    );
  });
});

describe('answers', () => {
  it('are stored before the ack, one per participant and question, changeable until the host moves on', async () => {
    const { pin, hostKey, sessionId } = await seedSession(database);
    const host = await hostOf(pin, hostKey);
    const participant = await participantOf(pin);

    // Not the current slide yet: refused, nothing stored.
    expect(
      await emitAck(participant.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 1 }),
    ).toMatchObject({ ok: false });
    expect(await emitAck(host.socket, 'goto', { slide: POLL })).toEqual({ ok: true });
    await until(() => participant.lastState()?.currentSlide === POLL, 'participant on poll');
    expect(participant.lastState()!.slide).toMatchObject({
      slideType: 'poll',
      title: 'What would you do?',
      script: null,
    });
    expect(participant.lastState()!.slide!.questions[0]).toMatchObject({
      kind: 'choice',
      options: ['Step in', 'Call a manager', 'Wait', 'Leave'],
    });

    expect(
      await emitAck(participant.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 1 }),
    ).toEqual({ ok: true });
    // The ack came after the write: the row is there right now.
    expect(await storedAnswers(database, sessionId)).toEqual([
      { participantId: participant.participantId, slideIndex: POLL, questionIndex: 0, value: 1 },
    ]);

    // A retry of the same answer is harmless; a change replaces it.
    expect(
      await emitAck(participant.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 1 }),
    ).toEqual({ ok: true });
    expect(
      await emitAck(participant.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 3 }),
    ).toEqual({ ok: true });
    expect(await storedAnswers(database, sessionId)).toEqual([
      { participantId: participant.participantId, slideIndex: POLL, questionIndex: 0, value: 3 },
    ]);

    // Out-of-range values are refused.
    expect(
      await emitAck(participant.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 9 }),
    ).toMatchObject({ ok: false });
    expect(
      await emitAck(participant.socket, 'answer', { slideIndex: POLL, questionIndex: 7, value: 0 }),
    ).toMatchObject({ ok: false });

    // Once the host moves on, the poll is closed.
    await emitAck(host.socket, 'goto', { slide: POLL + 1 });
    expect(
      await emitAck(participant.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 2 }),
    ).toEqual({
      ok: false,
      message: 'The host has moved on; this question is closed.',
    });
    expect((await storedAnswers(database, sessionId))[0]!.value).toBe(3);
  });

  it('a reconnecting participant gets its answers back', async () => {
    const { pin, hostKey } = await seedSession(database);
    const host = await hostOf(pin, hostKey);
    const participant = await participantOf(pin);
    await emitAck(host.socket, 'goto', { slide: CLOSING });
    await until(() => participant.lastState()?.currentSlide === CLOSING);
    await emitAck(participant.socket, 'answer', { slideIndex: CLOSING, questionIndex: 0, value: 4 });
    await emitAck(participant.socket, 'answer', {
      slideIndex: CLOSING,
      questionIndex: 5,
      value: '  Listen first  ',
    });
    participant.socket.disconnect();

    const again = track(
      client(server.url, { role: 'participant', pin, participantToken: participant.participantToken }),
    );
    await connected(again.socket);
    const state = await until(() => again.lastState());
    expect(state.currentSlide).toBe(CLOSING);
    expect(state.myAnswers).toEqual({ [`${CLOSING}:0`]: 4, [`${CLOSING}:5`]: 'Listen first' });
  });

  it('free text is limited to 500 characters', async () => {
    const { pin, hostKey } = await seedSession(database);
    const host = await hostOf(pin, hostKey);
    const participant = await participantOf(pin);
    await emitAck(host.socket, 'goto', { slide: CLOSING });
    await until(() => participant.lastState()?.currentSlide === CLOSING);
    expect(
      await emitAck(participant.socket, 'answer', {
        slideIndex: CLOSING,
        questionIndex: 5,
        value: 'x'.repeat(501),
      }),
    ).toMatchObject({ ok: false });
    expect(
      await emitAck(participant.socket, 'answer', {
        slideIndex: CLOSING,
        questionIndex: 5,
        value: 'x'.repeat(500),
      }),
    ).toEqual({ ok: true });
  });
});

describe('tallies', () => {
  it('reach the host at most 4 times a second and end up counting every stored answer', async () => {
    const { pin, hostKey } = await seedSession(database);
    const host = await hostOf(pin, hostKey);
    const participants = await Promise.all(Array.from({ length: 12 }, () => participantOf(pin)));
    await emitAck(host.socket, 'goto', { slide: POLL });
    await Promise.all(participants.map((p) => until(() => p.lastState()?.currentSlide === POLL)));

    const start = Date.now();
    // A burst of answers spread over ~1 s.
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        participants.map((p, i) =>
          emitAck(p.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: (i + round) % 4 }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await Promise.all(
      participants.map((p) => emitAck(p.socket, 'answer', { slideIndex: POLL, questionIndex: 1, value: 0 })),
    );
    const final = await until(
      () => host.tallies.find((t) => t.at >= start && t.answerCounts[`${POLL}:1`] === 12),
      'complete tally',
    );
    expect(final.answerCounts[`${POLL}:0`]).toBe(12);
    expect(final.currentSlideAnswered).toBe(12);

    const during = host.tallies.filter((t) => t.at >= start);
    for (let i = 1; i < during.length; i++)
      expect(during[i]!.at - during[i - 1]!.at).toBeGreaterThanOrEqual(200);
    const elapsed = (during.at(-1)!.at - start) / 1000;
    expect(during.length).toBeLessThanOrEqual(Math.ceil(elapsed * 4) + 1);
    // The choice counts add up to every participant.
    const question = final.polls.find((p) => p.slideIndex === POLL)!.questions[0]!;
    expect(question.options.reduce((sum, o) => sum + o.count, 0)).toBe(12);
  });
});

describe('refusals', () => {
  it('a handshake from another origin is refused; allowed and same origins connect', async () => {
    const { pin, hostKey } = await seedSession(database);
    const evil = client(
      server.url,
      { role: 'host', pin, hostKey },
      { origin: 'http://evil.test', transports: ['polling'] },
    );
    const error = await refused(evil.socket);
    expect(error.message).toMatch(/Origin not allowed|xhr poll error|websocket error/);
    const evilWs = client(server.url, { role: 'host', pin, hostKey }, { origin: 'http://evil.test' });
    await refused(evilWs.socket);

    for (const origin of ['http://allowed.test', 'https://public.test', server.url]) {
      const good = track(client(server.url, { role: 'host', pin, hostKey }, { origin }));
      await connected(good.socket);
    }
  });

  it('hosts need the host key or a signed-in host; participants need their token', async () => {
    const { pin, hostKey, hostId, companyId } = await seedSession(database);
    const other = await seedSession(database);

    const noKey = await refused(client(server.url, { role: 'host', pin }).socket);
    expect(noKey.message).toBe('You are not allowed to control this session.');
    // The code is matched in any case, and only as a session code (the contract's Pin: 4 characters).
    await connected(track(client(server.url, { role: 'host', pin: pin.toLowerCase(), hostKey })).socket);
    await refused(client(server.url, { role: 'host', pin: `${pin}A`, hostKey }).socket);
    await refused(client(server.url, { role: 'host', pin, hostKey: other.hostKey }).socket);
    await refused(client(server.url, { role: 'participant', pin, participantToken: 'made-up' }).socket);
    // A token for another session does not open this one.
    const elsewhere = await joinByCode(server.url, other.pin);
    const wrongSession = await refused(
      client(server.url, { role: 'participant', pin, participantToken: elsewhere.participantToken }).socket,
    );
    expect(wrongSession.message).toBe(`No live session with code ${pin}`);

    tokens.set('host-token', { id: hostId, companyId, isAdmin: false, isOperator: false });
    tokens.set('stranger-token', { id: 999999, companyId, isAdmin: false, isOperator: false });
    tokens.set('admin-token', { id: 999998, companyId, isAdmin: true, isOperator: false });
    await refused(client(server.url, { role: 'host', pin, accessToken: 'stranger-token' }).socket);
    await connected(track(client(server.url, { role: 'host', pin, accessToken: 'host-token' })).socket);
    await connected(track(client(server.url, { role: 'host', pin, accessToken: 'admin-token' })).socket);
    await connected(track(client(server.url, { role: 'host', pin, hostKey })).socket);

    // A participant cannot drive the session.
    const participant = await participantOf(pin);
    participant.socket.emit('goto', { slide: 3 }, () => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(participant.lastState()!.currentSlide).toBe(-1);

    // Host lookup over REST: the key or the host's bearer, never the PIN alone.
    expect((await fetch(`${server.url}/host-sessions/${pin}`)).status).toBe(403);
    expect((await fetch(`${server.url}/host-sessions/${pin}?key=wrong`)).status).toBe(403);
    const byKey = await fetch(`${server.url}/host-sessions/${pin.toLowerCase()}?key=${hostKey}`);
    expect(byKey.status).toBe(200);
    const body = (await byKey.json()) as { session: unknown; scenario: { slides: unknown[] } };
    expect(body.session).toMatchObject({
      pin,
      hostKey,
      isPractice: false,
      completedAt: null,
      participantCount: 1,
    });
    expect(body.scenario.slides).toHaveLength(7);
    const byBearer = await fetch(`${server.url}/host-sessions/${pin}`, {
      headers: { authorization: 'Bearer host-token' },
    });
    expect(byBearer.status).toBe(200);
  });
});

describe('slides, video and the end', () => {
  it('captions are on by default, the host switches them for the whole session, and playback keeps its place', async () => {
    const { pin, hostKey } = await seedSession(database);
    const host = await hostOf(pin, hostKey);
    const a = await participantOf(pin);
    await emitAck(host.socket, 'goto', { slide: 0 });
    await until(() => a.lastState()?.currentSlide === 0);
    expect(a.lastState()!.video.captions).toBe(true);
    expect(host.lastState()!.slide!.captionsUrl).toBe('https://example.test/welcome.vtt');

    await emitAck(host.socket, 'video', { action: 'pause', position: 7 });
    expect(await emitAck(host.socket, 'video', { action: 'captions-off' })).toEqual({ ok: true });
    await until(() => a.lastState()?.video.captions === false);
    expect(a.lastState()!.video).toMatchObject({ status: 'paused', position: 7 });
    // The next video keeps the host's choice.
    await emitAck(host.socket, 'goto', { slide: 1 });
    await until(() => host.lastState()?.currentSlide === 1);
    expect(host.lastState()!.video).toMatchObject({ status: 'paused', position: 0, captions: false });
    await emitAck(host.socket, 'video', { action: 'captions-on' });
    await until(() => a.lastState()?.video.captions === true);
  });

  it('participants see results only on the poll-results slide; video state is mirrored; ending reaches everyone', async () => {
    // Two participants reach a threshold of 2 (the default, 5, is in poll-reveal.test.ts).
    const { pin, hostKey, sessionId } = await seedSession(database, {
      slides: templateWithPoll({ revealThreshold: 2 }),
    });
    const host = await hostOf(pin, hostKey);
    const a = await participantOf(pin);
    const b = await participantOf(pin);
    await emitAck(host.socket, 'goto', { slide: POLL });
    await until(() => a.lastState()?.currentSlide === POLL && b.lastState()?.currentSlide === POLL);
    expect(a.lastState()!.results).toBeNull();
    await emitAck(a.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 0 });
    await emitAck(b.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 2 });

    await emitAck(host.socket, 'goto', { slide: 1 });
    expect(await emitAck(host.socket, 'video', { action: 'play' })).toEqual({ ok: true });
    await until(() => a.lastState()?.video.status === 'playing');
    await emitAck(host.socket, 'video', { action: 'pause', position: 12.5 });
    await until(
      () => host.lastState()?.video.status === 'paused' && host.lastState()!.video.position === 12.5,
    );
    await emitAck(host.socket, 'video', { action: 'restart' });
    await until(() => host.lastState()?.video.status === 'playing' && host.lastState()!.video.position === 0);

    await emitAck(host.socket, 'goto', { slide: RESULTS });
    const revealed = await until(() => a.lastState()?.results);
    expect(revealed.title).toBe('What would you do?');
    expect(revealed.questions[0]!.options.map((o) => [o.key, o.count, o.percent])).toEqual([
      ['A', 1, 50],
      ['B', 0, 0],
      ['C', 1, 50],
      ['D', 0, 0],
    ]);

    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });
    await until(
      () => a.lastState()?.ended && b.lastState()?.ended && host.lastState()?.ended,
      'ended everywhere',
    );
    const [session] = (
      (await database.db.execute(
        sql`SELECT completed_at FROM sessions WHERE id = ${sessionId}`,
      )) as unknown as { rows: { completed_at: unknown }[] }
    ).rows;
    expect(session!.completed_at).not.toBeNull();
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toMatchObject({ ok: false });
    expect((await fetch(`${server.url}/join/${pin}`)).status).toBe(404);
  });

  it('ending with PATCH /sessions/{id} tells every participant at once', async () => {
    const { pin, sessionId } = await seedSession(database);
    const participant = await participantOf(pin);
    const response = await fetch(`${server.url}/sessions/${sessionId}`, { method: 'PATCH' });
    expect(response.status).toBe(200);
    await until(() => participant.lastState()?.ended, 'ended after PATCH');
  });

  it('practice sessions end themselves after 12 hours', async () => {
    // Joined while young, then aged past 12 hours: the server's own periodic sweep may run at any moment, and must
    // not end it before the phone is in.
    const old = await seedSession(database, {
      isPractice: true,
      createdAt: new Date(Date.now() - 11 * 3600_000),
    });
    const fresh = await seedSession(database, {
      isPractice: true,
      createdAt: new Date(Date.now() - 11 * 3600_000),
    });
    const participant = await participantOf(old.pin);
    await database.exec(
      `UPDATE sessions SET created_at = now() - interval '12 hours 1 minute' WHERE id = '${old.sessionId}'`,
    );
    await server.live.sweep();
    await until(() => participant.lastState()?.ended, 'practice ended');
    expect((await fetch(`${server.url}/join/${old.pin}`)).status).toBe(404);
    expect((await fetch(`${server.url}/join/${fresh.pin}`)).status).toBe(200);
  });
});

describe('results and CSV', () => {
  it('hold every answer with counts, percentages, means, NPS, confidence delta and free text', async () => {
    const { pin, hostKey, sessionId, hostId, companyId } = await seedSession(database);
    tokens.set('results-host', { id: hostId, companyId, isAdmin: false, isOperator: false });
    tokens.set('other-company-admin', {
      id: 4242,
      companyId: companyId + 1000,
      isAdmin: true,
      isOperator: false,
    });
    const host = await hostOf(pin, hostKey);
    const people = await Promise.all([participantOf(pin), participantOf(pin), participantOf(pin)]);
    await emitAck(host.socket, 'goto', { slide: POLL });
    await Promise.all(people.map((p) => until(() => p.lastState()?.currentSlide === POLL)));
    const choices = [0, 0, 1];
    await Promise.all(
      people.map((p, i) =>
        emitAck(p.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: choices[i]! }),
      ),
    );
    await emitAck(host.socket, 'goto', { slide: CLOSING });
    await Promise.all(people.map((p) => until(() => p.lastState()?.currentSlide === CLOSING)));
    const before = [2, 3, 1];
    const after = [4, 4, 4];
    const nps = [10, 8, 3];
    const texts = ['Ask questions', 'Stay calm, then "act"', '=cmd'];
    for (const [i, p] of people.entries()) {
      for (const [qi, value] of [
        [1, before[i]!],
        [2, after[i]!],
        [4, nps[i]!],
        [5, texts[i]!],
      ] as const) {
        expect(await emitAck(p.socket, 'answer', { slideIndex: CLOSING, questionIndex: qi, value })).toEqual({
          ok: true,
        });
      }
    }

    expect((await fetch(`${server.url}/sessions/${sessionId}/results`)).status).toBe(401);
    expect(
      (
        await fetch(`${server.url}/sessions/${sessionId}/results`, {
          headers: { authorization: 'Bearer other-company-admin' },
        })
      ).status,
    ).toBe(404);
    const response = await fetch(`${server.url}/sessions/${sessionId}/results`, {
      headers: { authorization: 'Bearer results-host' },
    });
    expect(response.status).toBe(200);
    const results = (await response.json()) as SessionResults;
    expect(results).toMatchObject({
      sessionId,
      pin,
      participantCount: 3,
      answerCount: 15,
      isPractice: false,
    });
    const poll = results.polls.find((p) => p.slideIndex === POLL)!;
    expect(poll.questions[0]!.options.map((o) => [o.key, o.label, o.count, o.percent])).toEqual([
      ['A', 'Step in', 2, 66.7],
      ['B', 'Call a manager', 1, 33.3],
      ['C', 'Wait', 0, 0],
      ['D', 'Leave', 0, 0],
    ]);
    const closing = results.polls.find((p) => p.slideIndex === CLOSING)!;
    expect(closing.questions[1]).toMatchObject({ kind: 'scale', answerCount: 3, mean: 2 });
    expect(closing.questions[1]!.options.map((o) => o.count)).toEqual([1, 1, 1, 0, 0]);
    expect(closing.questions[2]).toMatchObject({ kind: 'scale', mean: 4 });
    // NPS: one promoter (10), one passive (8), one detractor (3) -> 0.
    expect(closing.questions[4]).toMatchObject({ kind: 'nps', answerCount: 3, nps: 0 });
    expect(closing.questions[5]!.texts.sort()).toEqual([...texts].sort());
    expect(results.confidence).toEqual({ before: 2, after: 4, delta: 2, pairs: 3 });

    const csv = await fetch(`${server.url}/sessions/${sessionId}/answers.csv?key=${hostKey}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="session-${pin}-answers.csv"`);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('participant,slide,poll,question,answer,value,answeredAt');
    expect(lines).toHaveLength(1 + 15);
    expect(lines.filter((l) => l.includes('What would you do?'))).toHaveLength(3);
    expect(lines.some((l) => l.includes('"Stay calm, then ""act"""'))).toBe(true);
    expect(lines.some((l) => l.includes(",'=cmd,"))).toBe(true);
    expect(
      lines.filter((l) => /^Participant [1-3],3,What would you do\?,.*,A\. Step in,0,/.test(l)),
    ).toHaveLength(2);
  });
});
