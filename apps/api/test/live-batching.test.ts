// The hot paths of a crowd (joins, socket handshakes, answers) are batched into few statements. What a client
// notices must not change: every join gets its own participant, every acked answer is stored, a later answer
// replaces an earlier one, an answer for a slide the host has left is refused, and an ended session takes no one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/index.js';
import { createBatcher } from '../src/live/batch.js';
import { timeOrderedUuid } from '../src/live/store.js';
import {
  CLOSING,
  POLL,
  client,
  connected,
  emitAck,
  joinByCode,
  openTestDatabase,
  seedSession,
  startLiveApp,
  storedAnswers,
  until,
  type RecordingClient,
  connectHost,
} from './live/helpers.js';

describe('createBatcher', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs a call at once when idle and gathers the calls that arrive while a batch is in flight', async () => {
    const batches: number[][] = [];
    const gates: ReturnType<typeof deferred>[] = [];
    const run = createBatcher(async (items: number[]) => {
      batches.push(items);
      const gate = deferred();
      gates.push(gate);
      await gate.promise;
      return items.map((n) => n * 10);
    });
    const first = run(1);
    // Started synchronously: an idle batcher adds no wait.
    expect(batches).toEqual([[1]]);
    const rest = [run(2), run(3), run(4)];
    expect(batches).toHaveLength(1);
    gates[0]!.resolve();
    expect(await first).toBe(10);
    await until(() => batches.length === 2, 'second batch');
    expect(batches[1]).toEqual([2, 3, 4]);
    gates[1]!.resolve();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('keeps batches within maxBatch, runs one item per key (the last), and fails only the calls of a failed batch', async () => {
    const batches: string[][] = [];
    let hold = deferred();
    const run = createBatcher(
      async (items: { k: string; v: number }[]) => {
        batches.push(items.map((i) => `${i.k}=${i.v}`));
        await hold.promise;
        if (items.some((i) => i.k === 'bad')) throw new Error('boom');
        return items.map((i) => i.v);
      },
      { maxBatch: 2, key: (i) => i.k },
    );
    const a = run({ k: 'a', v: 1 });
    const b1 = run({ k: 'b', v: 1 });
    const b2 = run({ k: 'b', v: 2 });
    const c = run({ k: 'c', v: 1 }).catch((error: Error) => error);
    const bad = run({ k: 'bad', v: 0 }).catch((error: Error) => error);
    hold.resolve();
    expect(await a).toBe(1);
    // b twice in one batch: run once with the later value, both calls get its result.
    expect(await Promise.all([b1, b2])).toEqual([2, 2]);
    // c shares the batch that failed: both calls of that batch fail, the earlier batches are unaffected.
    expect(await c).toMatchObject({ message: 'boom' });
    expect(await bad).toMatchObject({ message: 'boom' });
    expect(batches).toEqual([['a=1'], ['b=2'], ['c=1', 'bad=0']]);
    // A failed batch does not stop the next one.
    hold = deferred();
    hold.resolve();
    expect(await run({ k: 'd', v: 4 })).toBe(4);
  });

  it('paced: a steady stream of calls starts at most one batch per interval; a call after a quiet interval runs at once', async () => {
    const starts: { at: number; items: number[] }[] = [];
    const run = createBatcher(
      async (items: number[]) => {
        starts.push({ at: performance.now(), items });
        return items;
      },
      { minIntervalMs: 40 },
    );
    // A call every 5 ms for 200 ms, each batch done at once: unpaced, that would be a batch per call.
    const calls: Promise<number>[] = [];
    const begun = performance.now();
    for (let i = 0; i < 40; i++) {
      calls.push(run(i));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const elapsed = performance.now() - begun;
    expect(await Promise.all(calls)).toEqual(calls.map((_, i) => i));
    // Every call once, in order; batches 40 ms apart (however slow the machine made the stream).
    expect(starts.flatMap((s) => s.items)).toEqual(calls.map((_, i) => i));
    starts.slice(1).forEach((s, i) => expect(s.at - starts[i]!.at).toBeGreaterThanOrEqual(39));
    expect(starts.length).toBeLessThanOrEqual(Math.ceil(elapsed / 40) + 1);
    // Quiet for longer than the interval: the next call starts synchronously.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = starts.length;
    const lone = run(99);
    expect(starts).toHaveLength(before + 1);
    expect(await lone).toBe(99);
  });

  it('time-ordered ids sort in creation order within a millisecond', () => {
    const ids = Array.from({ length: 50 }, () => timeOrderedUuid(1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(50);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('a crowd on one session', () => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startLiveApp>>;
  // Statements the live module sends, by kind (the batched ones are recognised by their text).
  const dialect = new PgDialect();
  const kinds = {
    pinLookup: /DISTINCT ON \(s\.pin\)/,
    participantInsert: /INSERT INTO live_participants/,
    handshake: /p\.token_hash = ANY/,
    answerUpsert: /INSERT INTO live_answers/,
  };
  const statements: Record<keyof typeof kinds, number> = {
    pinLookup: 0,
    participantInsert: 0,
    handshake: 0,
    answerUpsert: 0,
  };
  const snapshotOf = () => ({ ...statements });
  const since = (before: typeof statements, kind: keyof typeof kinds) => statements[kind] - before[kind];
  const sockets: RecordingClient[] = [];
  const track = (c: RecordingClient) => (sockets.push(c), c);

  beforeAll(async () => {
    database = await openTestDatabase();
    // Counts the statements the live module sends.
    const counting = {
      execute: (query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        for (const kind of Object.keys(kinds) as (keyof typeof kinds)[])
          if (kinds[kind].test(text)) statements[kind]++;
        return database.db.execute(query);
      },
    };
    server = await startLiveApp({ ...database, db: counting } as unknown as Database);
  });

  afterAll(async () => {
    for (const c of sockets) c.socket.disconnect();
    await server?.app.close();
    await database?.close();
  });

  const hostOf = (pin: string, hostKey: string) => connectHost(server.url, pin, hostKey, track);

  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  it('many concurrent joins and answers: each its own participant, all acked, all stored, in few statements', async () => {
    const N = 60;
    const { pin, hostKey, sessionId } = await seedSession(database);
    const host = await hostOf(pin, hostKey);

    const before = snapshotOf();
    const joined = await Promise.all(Array.from({ length: N }, () => joinByCode(server.url, pin)));
    expect(new Set(joined.map((j) => j.participantId)).size).toBe(N);
    expect(new Set(joined.map((j) => j.participantToken)).size).toBe(N);
    const participants = joined.map((j) =>
      track(client(server.url, { role: 'participant', pin, participantToken: j.participantToken })),
    );
    await Promise.all(participants.map((p) => connected(p.socket)));
    await until(() => participants.every((p) => p.lastState()), 'every participant state');
    // Never more than one statement per call (how many share one depends on timing; see the next test).
    for (const kind of ['pinLookup', 'participantInsert', 'handshake'] as const)
      expect(since(before, kind), kind).toBeLessThanOrEqual(N);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM live_participants WHERE session_id = ${sessionId}`),
    ).toBe(N);

    expect(await emitAck(host.socket, 'goto', { slide: POLL })).toEqual({ ok: true });
    await until(() => participants.every((p) => p.lastState()?.currentSlide === POLL), 'poll shown');
    const beforeAnswers = snapshotOf();
    const acks = await Promise.all(
      participants.map((p, i) =>
        emitAck(p.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: i % 4 }),
      ),
    );
    expect(acks.every((a) => a.ok)).toBe(true);
    expect(since(beforeAnswers, 'answerUpsert')).toBeLessThanOrEqual(N);
    const stored = await storedAnswers(database, sessionId);
    expect(stored).toHaveLength(N);
    const byParticipant = new Map(stored.map((s) => [s.participantId, s.value]));
    joined.forEach((j, i) => expect(byParticipant.get(j.participantId)).toBe(i % 4));
    await until(() => host.lastTally()?.answerCounts[`${POLL}:0`] === N, 'host tally counts every answer');

    // Everyone reconnects at once: each handshake of the batch gets its own participant and answers back.
    for (const p of participants) p.socket.disconnect();
    const again = joined.map((j) =>
      track(client(server.url, { role: 'participant', pin, participantToken: j.participantToken })),
    );
    await Promise.all(again.map((p) => connected(p.socket)));
    const states = await Promise.all(again.map((p) => until(() => p.lastState(), 'state again')));
    states.forEach((state, i) => expect(state.myAnswers).toEqual({ [`${POLL}:0`]: i % 4 }));
  });

  it('calls made together take two statements: the first at once, all the others as one batch', async () => {
    const N = 40;
    const { pin, hostKey, sessionId } = await seedSession(database);
    const host = await hostOf(pin, hostKey);
    const { store } = server.live;
    let before = snapshotOf();
    const sessions = await Promise.all(Array.from({ length: N }, () => store.openSessionByPin(pin)));
    expect(sessions.every((s) => s?.id === sessionId)).toBe(true);
    expect(since(before, 'pinLookup')).toBe(2);

    before = snapshotOf();
    const made = await Promise.all(Array.from({ length: N }, () => store.createParticipant(sessionId)));
    expect(new Set(made.map((m) => m!.id)).size).toBe(N);
    expect(since(before, 'participantInsert')).toBe(2);

    before = snapshotOf();
    const found = await Promise.all(made.map((m) => store.participantHandshake(m!.token)));
    found.forEach((f, i) => expect(f?.participantId).toBe(made[i]!.id));
    expect(await store.participantHandshake('not-a-token')).toBeNull();
    expect(since(before, 'handshake')).toBe(3);

    await emitAck(host.socket, 'goto', { slide: POLL });
    before = snapshotOf();
    const stored = await Promise.all(
      made.map((m, i) => store.upsertAnswer(sessionId, m!.id, POLL, 0, i % 4)),
    );
    expect(stored.every(Boolean)).toBe(true);
    expect(since(before, 'answerUpsert')).toBe(2);
    expect(await storedAnswers(database, sessionId)).toHaveLength(N);
  });

  it('the same participant and question twice in one batch: both acked, the later value stored', async () => {
    const { pin, hostKey, sessionId } = await seedSession(database);
    const host = await hostOf(pin, hostKey);
    const [a, b] = await Promise.all([joinByCode(server.url, pin), joinByCode(server.url, pin)]);
    await emitAck(host.socket, 'goto', { slide: POLL });
    const { store } = server.live;
    // The first call runs at once; the three after it arrive while it is in flight and form the next batch.
    const results = await Promise.all([
      store.upsertAnswer(sessionId, b!.participantId, POLL, 1, 0),
      store.upsertAnswer(sessionId, a!.participantId, POLL, 0, 1),
      store.upsertAnswer(sessionId, b!.participantId, POLL, 0, 2),
      store.upsertAnswer(sessionId, a!.participantId, POLL, 0, 3),
    ]);
    expect(results).toEqual([true, true, true, true]);
    expect(await storedAnswers(database, sessionId)).toEqual(
      [
        { participantId: a!.participantId, slideIndex: POLL, questionIndex: 0, value: 3 },
        { participantId: b!.participantId, slideIndex: POLL, questionIndex: 0, value: 2 },
        { participantId: b!.participantId, slideIndex: POLL, questionIndex: 1, value: 0 },
      ].sort((x, y) =>
        x.participantId === y.participantId
          ? x.questionIndex - y.questionIndex
          : x.participantId < y.participantId
            ? -1
            : 1,
      ),
    );

    // Over the socket: two answers sent back to back are both acked; the later one is what is stored.
    const socket = track(
      client(server.url, { role: 'participant', pin, participantToken: a!.participantToken }),
    );
    await connected(socket.socket);
    const [first, second] = await Promise.all([
      emitAck(socket.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 0 }),
      emitAck(socket.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 2 }),
    ]);
    expect([first, second]).toEqual([{ ok: true }, { ok: true }]);
    const mine = (await storedAnswers(database, sessionId)).filter(
      (s) => s.participantId === a!.participantId,
    );
    expect(mine).toEqual([{ participantId: a!.participantId, slideIndex: POLL, questionIndex: 0, value: 2 }]);
  });

  it('in one batch, answers for a slide the host has left or a session that ended are refused, the rest stored', async () => {
    const open = await seedSession(database);
    const ended = await seedSession(database);
    const host = await hostOf(open.pin, open.hostKey);
    const endedHost = await hostOf(ended.pin, ended.hostKey);
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => joinByCode(server.url, open.pin)));
    const q = await joinByCode(server.url, ended.pin);
    await emitAck(endedHost.socket, 'goto', { slide: POLL });
    await emitAck(endedHost.socket, 'end', {});
    // The host opened the poll, then moved on to the closing questions.
    await emitAck(host.socket, 'goto', { slide: POLL });
    await emitAck(host.socket, 'goto', { slide: CLOSING });
    const { store } = server.live;
    const results = await Promise.all([
      store.upsertAnswer(open.sessionId, p1!.participantId, CLOSING, 0, 4),
      store.upsertAnswer(open.sessionId, p2!.participantId, POLL, 0, 1),
      store.upsertAnswer(ended.sessionId, q!.participantId, POLL, 0, 1),
      store.upsertAnswer(open.sessionId, p3!.participantId, CLOSING, 4, 9),
    ]);
    expect(results).toEqual([true, false, false, true]);
    expect((await storedAnswers(database, open.sessionId)).map((s) => s.participantId).sort()).toEqual(
      [p1!.participantId, p3!.participantId].sort(),
    );
    expect(await storedAnswers(database, ended.sessionId)).toEqual([]);

    // What the participant sees for the closed question.
    const late = track(
      client(server.url, { role: 'participant', pin: open.pin, participantToken: p2!.participantToken }),
    );
    await connected(late.socket);
    const [refused, accepted] = await Promise.all([
      emitAck(late.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 2 }),
      emitAck(late.socket, 'answer', { slideIndex: CLOSING, questionIndex: 0, value: 3 }),
    ]);
    expect(refused).toEqual({ ok: false, message: 'The host has moved on; this question is closed.' });
    expect(accepted).toEqual({ ok: true });
  });

  it('concurrent joins share the code lookup, and never join a session that has ended', async () => {
    const { pin, sessionId } = await seedSession(database);
    const before = snapshotOf();
    const responses = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/join/${pin}`)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(since(before, 'pinLookup')).toBeLessThanOrEqual(20);

    const { store } = server.live;
    const session = await store.openSessionByPin(pin);
    expect(session?.id).toBe(sessionId);
    await database.db.execute(sql`UPDATE sessions SET completed_at = now() WHERE id = ${sessionId}`);
    // A lookup made after the end is never answered by one that started before it.
    expect(await store.openSessionByPin(pin)).toBeNull();
    // A join whose lookup raced the end is refused by the insert.
    expect(await store.createParticipant(sessionId)).toBeNull();
    const late = await fetch(`${server.url}/join/${pin}`, { method: 'POST' });
    expect(late.status).toBe(404);
    expect(((await late.json()) as { message: string }).message).toBe(`No live session with code ${pin}`);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM live_participants WHERE session_id = ${sessionId}`),
    ).toBe(0);
  });
});
