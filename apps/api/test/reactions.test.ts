// Reactions (issue 34): a phone sends one of five emoji at any time of a live session; the hosts (the presenter
// floats them) get them as counts, at most a burst per interval, never the phones; nothing is stored. Each participant
// may send a few every few seconds (all their connections, on any process, together): past that a reaction is refused
// with a clear message in the phone's language and reaches no one. The host turns reactions off for the session: every
// screen is told in the state, the server refuses them, and the switch is kept across reconnections and processes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { LIVE_REACTIONS, type LiveReaction, type LiveReactions } from '../src/live/types.js';
import {
  LIFTED_BUDGETS,
  client,
  connected,
  emitAck,
  joinByCode,
  liveTestApp,
  POLL,
  seedSession,
  startLiveApp,
  until,
  type RecordingClient,
} from './live/helpers.js';
import { liveCluster } from './live/process.js';

const MESSAGES = {
  invalid: 'That reaction is not valid.',
  tooFast: 'You are reacting too fast. Wait a few seconds, then try again.',
  off: 'The host has turned reactions off.',
  ended: 'The session has ended.',
};
const refusal = (message: string) => ({ ok: false, message });

/** A phone that joined with the code. */
type Phone = Awaited<ReturnType<ReturnType<typeof liveTestApp>['participant']>>;

const react = (c: RecordingClient, reaction: unknown) =>
  emitAck(c.socket, 'react', { reaction } as { reaction: LiveReaction });
const allow = (c: RecordingClient, allowed: unknown) =>
  emitAck(c.socket, 'allow-reactions', { allowed } as { allowed: boolean });

/** Every reaction a screen got, added up. */
const total = (bursts: LiveReactions[]) => {
  const sum: Partial<Record<LiveReaction, number>> = {};
  for (const { counts } of bursts)
    for (const [reaction, count] of Object.entries(counts) as [LiveReaction, number][])
      sum[reaction] = (sum[reaction] ?? 0) + count;
  return sum;
};
const count = (bursts: LiveReactions[]) => Object.values(total(bursts)).reduce((a, b) => a + b, 0);

/** The rows of every table of the test database, table by table. */
async function everyRowCount(database: Database) {
  const result = (await database.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of result.rows) {
    const rows = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = rows.rows[0]!.n;
  }
  return counts;
}

it('are the five emoji the phones show', () => {
  expect(LIVE_REACTIONS).toEqual(['thumbs-up', 'heart', 'laugh', 'wow', 'clap']);
});

describe('reactions in a live session', () => {
  const live = liveTestApp({
    tallyIntervalMs: 100,
    eventBudgets: { ...LIFTED_BUDGETS, reactionsPerParticipant: 3, reactionWindowMs: 60_000 },
  });

  async function session(phones = 2) {
    const seeded = await seedSession(live.database);
    const presenter = await live.host(seeded.pin, seeded.hostKey);
    const controls = await live.host(seeded.pin, seeded.hostKey);
    const people: Phone[] = [];
    for (let i = 0; i < phones; i++) people.push(await live.participant(seeded.pin));
    return { ...seeded, presenter, controls, people };
  }

  it('reach every host as counts, in the lobby and on a slide, never a phone, and are not stored', async () => {
    const { presenter, controls, people } = await session();
    const [ana, ben] = people as [Phone, Phone];
    // Allowed by default, on every screen.
    expect(presenter.lastState()!.reactionsAllowed).toBe(true);
    expect(ana.lastState()!.reactionsAllowed).toBe(true);
    const before = await everyRowCount(live.database);

    // In the lobby.
    expect(await react(ana, 'clap')).toEqual({ ok: true });
    await until(() => count(presenter.reactions) === 1, 'the first reaction on the presenter');
    expect(presenter.reactions[0]).toEqual({ counts: { clap: 1 } });

    // On a slide, from two phones at once.
    expect(await emitAck(controls.socket, 'goto', { slide: POLL })).toEqual({ ok: true });
    const acks = await Promise.all([react(ana, 'heart'), react(ben, 'heart'), react(ben, 'laugh')]);
    expect(acks).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    for (const host of [presenter, controls]) {
      await until(() => count(host.reactions) === 4, 'every reaction with every host');
      expect(total(host.reactions)).toEqual({ clap: 1, heart: 2, laugh: 1 });
    }
    // Phones never get them; nothing was written anywhere.
    expect([...ana.reactions, ...ben.reactions]).toEqual([]);
    expect(await everyRowCount(live.database)).toEqual(before);
  });

  it('refuses a phone past its reaction budget with a clear message, in its language; it reaches no one', async () => {
    const { pin, presenter, people } = await session(1);
    const [ben] = people as [Phone];
    const ana = await live.participant(pin);
    // Three a minute in this app: the fourth is refused, on another connection of the same phone too.
    for (const reaction of ['thumbs-up', 'wow', 'clap'])
      expect(await react(ana, reaction)).toEqual({ ok: true });
    expect(await react(ana, 'clap')).toEqual(refusal(MESSAGES.tooFast));
    const again = live.track(client(live.url, { ...ana.auth, locale: 'de' }));
    await connected(again.socket);
    expect(await react(again, 'clap')).toEqual(
      refusal('Sie reagieren zu schnell. Warten Sie ein paar Sekunden und versuchen Sie es dann erneut.'),
    );
    // Others still react.
    expect(await react(ben, 'heart')).toEqual({ ok: true });
    await until(() => total(presenter.reactions).heart === 1, "the other phone's reaction");
    expect(total(presenter.reactions)).toEqual({ 'thumbs-up': 1, wow: 1, clap: 1, heart: 1 });
  });

  it('refuses what is not a reaction, and each role the other role’s event, changing nothing', async () => {
    const { presenter, people } = await session(1);
    const [ana] = people as [Phone];
    for (const reaction of ['poop', '👍', '', null, 3])
      expect(await react(ana, reaction)).toEqual(refusal(MESSAGES.invalid));
    expect(await emitAck(ana.socket, 'react', null as never)).toEqual(refusal(MESSAGES.invalid));
    expect(await react(presenter, 'clap')).toEqual(refusal('Only participants can send reactions.'));
    expect(await allow(ana, false)).toEqual(refusal('Only the host can turn reactions on or off.'));
    for (const allowed of ['no', null, 0])
      expect(await allow(presenter, allowed)).toEqual(refusal('Say whether reactions are on.'));
    expect(presenter.lastState()!.reactionsAllowed).toBe(true);
    // Nothing reached the hosts.
    expect(await react(ana, 'wow')).toEqual({ ok: true });
    await until(() => count(presenter.reactions) === 1, 'the one valid reaction');
    expect(total(presenter.reactions)).toEqual({ wow: 1 });
  });

  it('lets the host turn reactions off for the session: every screen is told, the server refuses them', async () => {
    const { pin, presenter, controls, people } = await session(1);
    const [ana] = people as [Phone];
    expect(await allow(controls, false)).toEqual({ ok: true });
    await until(() => ana.lastState()?.reactionsAllowed === false, 'the phone told');
    await until(() => presenter.lastState()?.reactionsAllowed === false, 'the presenter told');
    expect(await react(ana, 'clap')).toEqual(refusal(MESSAGES.off));

    // Kept: a phone reconnecting, and one on another process, are told and refused alike.
    ana.socket.disconnect();
    const back = live.track(client(live.url, ana.auth));
    await connected(back.socket);
    await until(() => back.lastState(), 'the state again');
    expect(back.lastState()!.reactionsAllowed).toBe(false);
    const other = await startLiveApp(live.database, { tallyIntervalMs: 100 });
    try {
      const elsewhere = live.track(
        client(other.url, {
          role: 'participant',
          pin,
          participantToken: (await joinByCode(other.url, pin)).participantToken,
        }),
      );
      await connected(elsewhere.socket);
      await until(() => elsewhere.lastState(), 'a state from the other process');
      expect(elsewhere.lastState()!.reactionsAllowed).toBe(false);
      expect(await react(elsewhere, 'heart')).toEqual(refusal(MESSAGES.off));
    } finally {
      await other.app.close();
    }

    // On again.
    expect(await allow(controls, true)).toEqual({ ok: true });
    await until(() => back.lastState()?.reactionsAllowed === true, 'the phone told again');
    expect(await react(back, 'clap')).toEqual({ ok: true });
    await until(() => count(presenter.reactions) === 1, 'the reaction once allowed');
    expect(total(presenter.reactions)).toEqual({ clap: 1 });

    // Ended: nothing more.
    expect(await emitAck(controls.socket, 'end', {})).toEqual({ ok: true });
    await until(() => back.lastState()?.ended, 'the end');
    expect(await react(back, 'clap')).toEqual(refusal(MESSAGES.ended));
    expect(await allow(controls, false)).toEqual(refusal(MESSAGES.ended));
  });
});

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('reactions on two processes', () => {
  const cluster = liveCluster({
    LIVE_BUDGETS: JSON.stringify({
      ...LIFTED_BUDGETS,
      reactionsPerParticipant: 3,
      reactionWindowMs: 60_000,
    }),
  });

  it("reach the host on the other process; one phone's budget holds across both", async () => {
    const { pin, hostKey } = await seedSession(cluster.database);
    const host = client(cluster.urls[0]!, { role: 'host', pin, hostKey });
    cluster.track(host);
    await connected(host.socket);
    const { participantToken } = await joinByCode(cluster.urls[1]!, pin);
    const phones = cluster.urls.map((url) => client(url, { role: 'participant', pin, participantToken }));
    cluster.track(...phones);
    await Promise.all(phones.map((phone) => connected(phone.socket)));

    const acks = await Promise.all(
      Array.from({ length: 4 }, () => phones.map((phone) => react(phone, 'clap'))).flat(),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(3);
    expect(acks.filter((ack) => !ack.ok)).toEqual(Array(5).fill(refusal(MESSAGES.tooFast)));
    await until(() => count(host.reactions) === 3, 'the host on the other process');
    expect(total(host.reactions)).toEqual({ clap: 3 });
  });
});
