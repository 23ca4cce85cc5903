// The live channel's event budgets (issue 33 item 3): a connection and a participant (all their connections together,
// on any process) may send so many events per window; past that, events are refused at once, acked with a message in
// the connection's language, and nothing is stored. A flood of five connections does not hold up another
// participant's acks. The real figure (8,670 answers a second, the victim's ack p99 under 100 ms) is the live bench's
// `flood` scenario (bench/live.mjs); this machine is shared and noisy, so here the bound is generous.
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { DEFAULT_LIVE_BUDGETS, TOO_FAST_MESSAGE } from '../src/live/budget.js';
import { english, translate } from '../src/i18n/index.js';
import {
  POLL,
  client,
  connectHost,
  connected,
  emitAck,
  joinByCode,
  openTestDatabase,
  seedSession,
  startLiveApp,
  storedAnswers,
  type RecordingClient,
} from './live/helpers.js';
import { liveCluster } from './live/process.js';

const TOO_FAST = english(TOO_FAST_MESSAGE);

let database: Database;
const servers: Awaited<ReturnType<typeof startLiveApp>>[] = [];
const sockets: RecordingClient[] = [];
const track = <T extends RecordingClient>(c: T) => (sockets.push(c), c);

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const c of sockets) c.socket.disconnect();
  for (const server of servers) await server.app.close();
  await database?.close();
});

/** A session on its poll slide, and a way to add participants (each a new one, or another connection of one). */
async function pollSession(url: string) {
  const { pin, hostKey, sessionId } = await seedSession(database);
  const host = track(await connectHost(url, pin, hostKey));
  expect(await emitAck(host.socket, 'goto', { slide: POLL })).toEqual({ ok: true });
  const join = async () => (await joinByCode(url, pin)).participantToken;
  const phone = async (participantToken: string, locale?: 'de') => {
    const c = track(
      client(url, { role: 'participant', pin, participantToken, ...(locale ? { locale } : {}) }),
    );
    await connected(c.socket);
    return c;
  };
  return { sessionId, join, phone };
}

const answer = (phone: RecordingClient, value = 1, questionIndex = 0) =>
  emitAck(phone.socket, 'answer', { slideIndex: POLL, questionIndex, value });

describe('event budgets in one process', () => {
  it('refuses a connection past its budget, acked in its language, storing nothing', async () => {
    const server = await startLiveApp(database, {
      eventBudgets: {
        perConnection: 5,
        connectionWindowMs: 1000,
        perParticipant: 1000,
        participantWindowMs: 1000,
        participantSlack: 0,
        reactionsPerParticipant: 100_000,
        reactionWindowMs: 1000,
      },
    });
    servers.push(server);
    const { sessionId, join, phone } = await pollSession(server.url);
    const token = await join();
    const english = await phone(token);
    // 20 at once: 5 are taken (the first value stored), 15 refused with the message.
    const acks = await Promise.all(Array.from({ length: 20 }, () => answer(english, 1)));
    expect(acks.filter((ack) => ack.ok)).toHaveLength(5);
    const refusals = acks.filter((ack) => !ack.ok);
    expect(refusals).toHaveLength(15);
    for (const refusal of refusals) expect(refusal).toEqual({ ok: false, message: TOO_FAST });
    // A refused answer stores nothing: another value sent past the budget leaves the stored one.
    expect(await answer(english, 3)).toEqual({ ok: false, message: TOO_FAST });
    expect((await storedAnswers(database, sessionId)).map((row) => row.value)).toEqual([1]);
    // Every participant event counts (pulses, posts, votes too), refused in the connection's language.
    const german = await phone(await join(), 'de');
    const pulses = await Promise.all(
      Array.from({ length: 8 }, () => emitAck(german.socket, 'pulse', { kind: 'lost' })),
    );
    expect(pulses.filter((ack) => !ack.ok && ack.message === translate(TOO_FAST_MESSAGE, 'de'))).toHaveLength(
      3,
    );
    expect(translate(TOO_FAST_MESSAGE, 'de')).not.toBe(TOO_FAST);
    // A new window: the connection may send again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await answer(english, 2)).toEqual({ ok: true });
  });

  it('shares one budget among a participant’s connections', async () => {
    const server = await startLiveApp(database, {
      eventBudgets: {
        perConnection: 100,
        connectionWindowMs: 1000,
        perParticipant: 8,
        participantWindowMs: 10_000,
        participantSlack: 0,
        reactionsPerParticipant: 100_000,
        reactionWindowMs: 1000,
      },
    });
    servers.push(server);
    const { join, phone } = await pollSession(server.url);
    const token = await join();
    const phones = [await phone(token), await phone(token), await phone(token)];
    const acks = await Promise.all(phones.flatMap((p) => Array.from({ length: 6 }, () => answer(p))));
    expect(acks.filter((ack) => ack.ok)).toHaveLength(8);
    expect(acks.filter((ack) => !ack.ok && ack.message === TOO_FAST)).toHaveLength(10);
    // Another participant has a budget of their own.
    expect(await answer(await phone(await join()))).toEqual({ ok: true });
  });

  it('five flooding connections do not hold up another participant’s acks (default budgets)', async () => {
    const server = await startLiveApp(database, { eventBudgets: DEFAULT_LIVE_BUDGETS });
    servers.push(server);
    const { join, phone } = await pollSession(server.url);
    const flooders = await Promise.all(Array.from({ length: 5 }, async () => phone(await join())));
    const victim = await phone(await join());

    // Each flooder sends 20 answers every 20 ms (1,000 a second each, 5,000 together; the test's clients share this
    // process with the server, so the flood is lighter than the bench's) for as long as the victim answers.
    let flooding = true;
    const floodAcks: Promise<{ ok: boolean }>[] = [];
    const flood = (async () => {
      while (flooding) {
        for (const f of flooders)
          for (let i = 0; i < 20; i++) floodAcks.push(answer(f, i % 3, i % 2) as Promise<{ ok: boolean }>);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const latencies: number[] = [];
    const victimAcks: unknown[] = [];
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The victim answers like a person who changes their mind: 20 answers 100 ms apart, each awaited.
    while (latencies.length < 20) {
      const sent = performance.now();
      victimAcks.push(await answer(victim, latencies.length % 3));
      latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    flooding = false;
    await flood;
    const results = await Promise.all(floodAcks);

    expect(victimAcks.every((ack) => (ack as { ok: boolean }).ok)).toBe(true);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
    // The bound is 100 ms (bench/live.mjs, scenario flood); a loaded shared machine gets five times that.
    expect(p99).toBeLessThan(500);
    // The flood is refused but for each flooder's budget: at most a window's worth per connection and participant.
    const taken = results.filter((ack) => ack.ok).length;
    const windows = Math.ceil((Date.now() - started) / DEFAULT_LIVE_BUDGETS.participantWindowMs) + 1;
    expect(taken).toBeLessThanOrEqual(5 * DEFAULT_LIVE_BUDGETS.perParticipant * windows);
    expect(results.length - taken).toBeGreaterThan(results.length * 0.9);
  });
});

describe('connections take turns', () => {
  it('a burst of 2,000 events in one write does not go before another participant’s one answer', async () => {
    const server = await startLiveApp(database, { eventBudgets: DEFAULT_LIVE_BUDGETS });
    servers.push(server);
    const { join, phone } = await pollSession(server.url);
    const flooder = await phone(await join());
    const victim = await phone(await join());
    const BURST = 2000;
    let floodAcked = 0;
    const victimAck = new Promise<{ floodAckedBefore: number; ack: unknown }>((resolve) => {
      // The burst leaves in one TCP write (the flooder's socket corked around it), so the server reads it at once.
      const tcp = (
        flooder.socket.io.engine.transport as unknown as { ws: { _socket: import('node:net').Socket } }
      ).ws._socket;
      tcp.cork();
      for (let i = 0; i < BURST; i++)
        void answer(flooder, i % 3).then(() => {
          floodAcked += 1;
          // The victim answers once the server has begun on the burst.
          if (floodAcked === 1)
            void answer(victim).then((ack) => resolve({ floodAckedBefore: floodAcked, ack }));
        });
      tcp.uncork();
    });
    const { floodAckedBefore, ack } = await victimAck;
    expect(ack).toEqual({ ok: true });
    // Before connections took turns the server refused and acked the whole burst (2,000 of 2,000) before it read the
    // victim's answer; taking turns, the victim's ack comes back with a part of it (100-550 here, the rest the client
    // reading the flooder's acks in large chunks).
    expect(floodAckedBefore).toBeLessThan(BURST / 2);
    await expect.poll(() => floodAcked, { timeout: 30_000 }).toBe(BURST);
  });
});

describe.skipIf(!process.env.REDIS_URL)(
  'a participant’s slack: events a process counts before it asks Redis',
  () => {
    it('asks Redis only past the slack, holds the budget exactly in one process and within the slack across two', async () => {
      const redisUrl = process.env.REDIS_URL!;
      const budgets = {
        perConnection: 100,
        connectionWindowMs: 1000,
        perParticipant: 10,
        participantWindowMs: 10_000,
        participantSlack: 3,
        reactionsPerParticipant: 100_000,
        reactionWindowMs: 1000,
      };
      // Two apps on one Redis, each with its own counters: two API processes as far as the budgets go.
      const [first, second] = [
        await startLiveApp(database, { redisUrl, eventBudgets: budgets }),
        await startLiveApp(database, { redisUrl, eventBudgets: budgets }),
      ];
      servers.push(first, second);
      const { pin, hostKey } = await seedSession(database);
      const host = track(await connectHost(first.url, pin, hostKey));
      expect(await emitAck(host.socket, 'goto', { slide: POLL })).toEqual({ ok: true });
      const { participantId, participantToken } = await joinByCode(first.url, pin);
      const phoneOn = async ({ url }: { url: string }) => {
        const c = track(client(url, { role: 'participant', pin, participantToken }));
        await connected(c.socket);
        return c;
      };
      const [here, there] = await Promise.all([phoneOn(first), phoneOn(second)]);
      const redis = createClient({ url: redisUrl });
      await redis.connect();
      try {
        const shared = () => redis.get(`live-budget:participant:${participantId}`);
        const at = async (phone: RecordingClient, count: number) => {
          const acks = await Promise.all(Array.from({ length: count }, () => answer(phone)));
          return acks.filter((ack) => ack.ok).length;
        };
        // A person's few events a slide never wait on Redis.
        expect(await at(here, 3)).toBe(3);
        expect(await shared()).toBeNull();
        // Past the slack the process charges Redis with them too: 12 in all here, 10 taken, however many arrive at once.
        expect(await at(here, 9)).toBe(7);
        expect(Number(await shared())).toBeGreaterThanOrEqual(10);
        // The other process lets through at most its own slack, then Redis refuses.
        const acks = await Promise.all(Array.from({ length: 5 }, () => answer(there)));
        expect(acks.filter((ack) => ack.ok)).toHaveLength(3);
        expect(acks.filter((ack) => !ack.ok && ack.message === TOO_FAST)).toHaveLength(2);
      } finally {
        await redis.quit();
      }
    });
  },
);

describe.skipIf(!(process.env.DATABASE_URL && process.env.REDIS_URL))(
  'event budgets across two API processes behind Redis',
  () => {
    const cluster = liveCluster({
      LIVE_BUDGETS: JSON.stringify({
        perConnection: 100,
        connectionWindowMs: 1000,
        perParticipant: 10,
        participantWindowMs: 10_000,
        participantSlack: 0,
        reactionsPerParticipant: 100_000,
        reactionWindowMs: 1000,
      }),
    });

    it('a participant with a connection on each process shares one budget', async () => {
      const { pin, hostKey } = await seedSession(cluster.database);
      const host = client(cluster.urls[0]!, { role: 'host', pin, hostKey });
      cluster.track(host);
      await connected(host.socket);
      expect(await emitAck(host.socket, 'goto', { slide: POLL })).toEqual({ ok: true });
      const { participantToken } = await joinByCode(cluster.urls[1]!, pin);
      const phones = cluster.urls.map((url) => client(url, { role: 'participant', pin, participantToken }));
      cluster.track(...phones);
      await Promise.all(phones.map((phone) => connected(phone.socket)));

      // 8 on each process at once: 10 taken in all, 6 refused.
      const acks = await Promise.all(phones.flatMap((p) => Array.from({ length: 8 }, () => answer(p))));
      expect(acks.filter((ack) => ack.ok)).toHaveLength(10);
      expect(acks.filter((ack) => !ack.ok && ack.message === TOO_FAST)).toHaveLength(6);
    });
  },
);
