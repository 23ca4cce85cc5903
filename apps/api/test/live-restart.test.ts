// SIGKILL the API process in the middle of a poll and start it again: every acknowledged answer is still there,
// and the clients reconnect by themselves and carry on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import {
  client,
  connected,
  emitAck,
  joinByCode,
  openTestDatabase,
  POLL,
  CLOSING,
  seedSession,
  storedAnswers,
  until,
  type RecordingClient,
} from './live/helpers.js';
import { freePort, startLiveProcess, stopProcess } from './live/process.js';
import type { Database } from '../src/db/index.js';
import type { LiveAck } from '../src/live/types.js';

describe.skipIf(!process.env.DATABASE_URL)('kill and restart in the middle of a poll', () => {
  let database: Database & { url?: string };
  let child: ChildProcess | undefined;
  const sockets: RecordingClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    for (const c of sockets) c.socket.disconnect();
    await stopProcess(child);
    await database?.close();
  });

  it('keeps every acknowledged answer and the clients carry on', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = await startLiveProcess({ PORT: port, DATABASE_URL: database.url! });
    const { pin, hostKey, sessionId } = await seedSession(database);

    const host = client(url, { role: 'host', pin, hostKey });
    sockets.push(host);
    await connected(host.socket);
    const participants = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const joined = await joinByCode(url, pin);
        const c = client(url, { role: 'participant', pin, participantToken: joined.participantToken });
        sockets.push(c);
        await connected(c.socket);
        return { ...c, participantId: joined.participantId };
      }),
    );
    await emitAck(host.socket, 'goto', { slide: POLL });
    await Promise.all(
      participants.map((p) => until(() => p.lastState()?.currentSlide === POLL, 'on the poll')),
    );

    // Everyone keeps answering (changing their answer) while the process is killed.
    const acked = new Map<string, number>();
    // A write may be stored and the process killed before its ack leaves: that newer value may replace the acked one.
    // Values sent since the last ack: any of them may be stored without its ack having arrived.
    const inFlight = new Map<string, Set<number>>();
    let stop = false;
    const answering = participants.map(async (p, i) => {
      for (let round = 0; !stop && p.socket.connected; round++) {
        const value = (i + round) % 4;
        if (!inFlight.has(p.participantId)) inFlight.set(p.participantId, new Set());
        inFlight.get(p.participantId)!.add(value);
        const ack = await Promise.race([
          emitAck(p.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value }),
          new Promise<LiveAck>((resolve) =>
            setTimeout(() => resolve({ ok: false, message: 'no ack' }), 3000),
          ),
        ]);
        if (ack.ok) acked.set(p.participantId, value);
        if (ack.ok && !stop) inFlight.delete(p.participantId);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    });
    await until(() => acked.size === participants.length, 'every participant acked once');
    await stopProcess(child, 'SIGKILL');
    stop = true;
    const ackedAtKill = new Map(acked);
    const inFlightAtKill = new Map([...inFlight].map(([id, values]) => [id, new Set(values)]));
    await Promise.all(answering);

    // Every acknowledged answer is stored, with the last acknowledged value.
    const stored = await storedAnswers(database, sessionId);
    for (const [participantId, value] of ackedAtKill) {
      const row = stored.find(
        (r) => r.participantId === participantId && r.slideIndex === POLL && r.questionIndex === 0,
      );
      expect([value, ...(inFlightAtKill.get(participantId) ?? [])]).toContain(row?.value);
    }

    child = await startLiveProcess({ PORT: port, DATABASE_URL: database.url! });
    // No one calls connect(): socket.io-client reconnects on its own.
    await until(
      () => host.socket.connected && participants.every((p) => p.socket.connected),
      'clients reconnected',
    );
    const resumed = await until(
      () => participants[0]!.states.at(-1)?.myAnswers && participants[0]!.lastState(),
      'state after reconnecting',
    );
    expect(resumed.currentSlide).toBe(POLL);
    const first = stored.find(
      (r) => r.participantId === participants[0]!.participantId && r.slideIndex === POLL,
    );
    expect(resumed.myAnswers![`${POLL}:0`]).toBe(first!.value);

    // They carry on: the host moves on and everyone answers the closing questions.
    expect(await emitAck(host.socket, 'goto', { slide: CLOSING })).toEqual({ ok: true });
    await Promise.all(
      participants.map((p) =>
        until(() => p.lastState()?.currentSlide === CLOSING, 'on the closing questions'),
      ),
    );
    const acks = await Promise.all(
      participants.map((p) =>
        emitAck(p.socket, 'answer', { slideIndex: CLOSING, questionIndex: 4, value: 9 }),
      ),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await until(
      () => host.tallies.find((t) => t.answerCounts[`${CLOSING}:4`] === participants.length),
      'host tally after restart',
    );
  }, 150_000);
});
