// Pulse signals (issue 16): a participant taps "I'm lost", "Too fast" or "Need a break" at any time of a live session,
// each at most once a minute (held in SQL, so taps arriving together never both count); stored before the ack;
// the hosts' tally counts the last 2 minutes, the report counts them per slide; no view tells who sent what.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import type { Database } from '../src/db/index.js';
import { LIVE_PULSE_KINDS, type LivePulseKind, type SessionResults } from '../src/live/types.js';
import {
  client,
  connected,
  emitAck,
  joinByCode,
  POLL,
  seedSession,
  templateSlides,
  until,
  type RecordingClient,
  liveTestApp,
} from './live/helpers.js';
import { liveCluster } from './live/process.js';

const TOO_SOON = 'You sent this a moment ago. You can send it again in a minute.';
const none = { lost: 0, 'too-fast': 0, break: 0 };

const pulse = (c: RecordingClient, kind: unknown) =>
  emitAck(c.socket, 'pulse', { kind } as { kind: LivePulseKind });

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const storedPulses = (database: Database, sessionId: string) =>
  rows<{ kind: string; slideIndex: number }>(
    database,
    sql`SELECT kind, slide_index AS "slideIndex" FROM live_pulses WHERE session_id = ${sessionId} ORDER BY id`,
  );

it("the pulse kinds are the contract's", () => {
  const { components } = loadContract().document as {
    components: { schemas: { LivePulseKind: { enum: string[] } } };
  };
  expect(LIVE_PULSE_KINDS).toEqual(components.schemas.LivePulseKind.enum);
});

describe('pulse signals in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 100 });

  it('stores a signal before the ack and shows the hosts the signals of the last 2 minutes', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database);
    const host = await live.host(pin, hostKey);
    expect((await until(() => host.lastTally(), 'first tally')).pulse).toEqual(none);
    const [ana, ben] = await Promise.all([live.participant(pin), live.participant(pin)]);

    // In the lobby too.
    expect(await pulse(ana, 'lost')).toEqual({ ok: true });
    expect(await storedPulses(live.database, sessionId)).toEqual([{ kind: 'lost', slideIndex: -1 }]);
    expect(await pulse(ben, 'lost')).toEqual({ ok: true });
    expect(await pulse(ben, 'too-fast')).toEqual({ ok: true });
    await until(() => host.lastTally()?.pulse['too-fast'] === 1, 'tally with the signals');
    expect(host.lastTally()!.pulse).toEqual({ lost: 2, 'too-fast': 1, break: 0 });
    // Only hosts get the tally.
    expect(ana.tallies).toEqual([]);

    // Signals older than 2 minutes leave the count.
    await live.database.db.execute(
      sql`UPDATE live_pulses SET created_at = created_at - interval '2 minutes' WHERE session_id = ${sessionId} AND kind = 'lost'`,
    );
    expect(await pulse(ana, 'break')).toEqual({ ok: true });
    await until(() => host.lastTally()?.pulse.break === 1, 'tally without the old signals');
    expect(host.lastTally()!.pulse).toEqual({ lost: 0, 'too-fast': 1, break: 1 });
  });

  it('counts one signal of each kind a minute per participant, however many taps arrive at once', async () => {
    const { pin, sessionId } = await seedSession(live.database);
    const ana = await live.participant(pin);
    // The same phone on a second connection: its taps race the first one's.
    const again = live.track(client(live.url, ana.auth));
    await connected(again.socket);

    const taps = await Promise.all(
      Array.from({ length: 10 }, () => [pulse(ana, 'too-fast'), pulse(again, 'too-fast')]).flat(),
    );
    expect(taps.filter((tap) => tap.ok)).toHaveLength(1);
    expect(taps.filter((tap) => !tap.ok)).toEqual(Array(19).fill({ ok: false, message: TOO_SOON }));
    expect(await storedPulses(live.database, sessionId)).toEqual([{ kind: 'too-fast', slideIndex: -1 }]);

    // Each kind has its own minute, and so has each participant.
    expect(await pulse(ana, 'lost')).toEqual({ ok: true });
    const ben = await live.participant(pin);
    expect(await pulse(ben, 'too-fast')).toEqual({ ok: true });

    // The minute runs from the signal that counted (refused taps do not extend it).
    const backdate = (seconds: number) =>
      live.database.db.execute(
        sql`UPDATE live_pulse_limits SET sent_at = sent_at - make_interval(secs => ${seconds})
            WHERE participant_id = ${ana.participantId} AND kind = 'too-fast'`,
      );
    await backdate(55);
    expect(await pulse(ana, 'too-fast')).toEqual({ ok: false, message: TOO_SOON });
    await backdate(6);
    expect(await pulse(ana, 'too-fast')).toEqual({ ok: true });
    expect(await storedPulses(live.database, sessionId)).toHaveLength(4);
  });

  it('refuses a signal that is not one, one from a host and one after the end, changing nothing', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database);
    const host = await live.host(pin, hostKey);
    const ana = await live.participant(pin);

    for (const kind of ['bored', 'LOST', 42, null, undefined])
      expect(await pulse(ana, kind)).toEqual({ ok: false, message: 'That signal is not valid.' });
    expect(await emitAck(ana.socket, 'pulse', null as never)).toEqual({
      ok: false,
      message: 'That signal is not valid.',
    });
    expect(await pulse(host, 'lost')).toEqual({
      ok: false,
      message: 'Only participants can send a pulse signal.',
    });

    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });
    await until(() => ana.lastState()?.ended, 'the end');
    expect(await pulse(ana, 'break')).toEqual({ ok: false, message: 'The session has ended.' });
    expect(await storedPulses(live.database, sessionId)).toEqual([]);
  });

  it('gives the report the signals per slide, in slide order, without who sent them', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database);
    const host = await live.host(pin, hostKey);
    const [ana, ben] = await Promise.all([live.participant(pin), live.participant(pin)]);
    const goto = async (slide: number) => {
      expect(await emitAck(host.socket, 'goto', { slide })).toEqual({ ok: true });
      await until(() => ana.lastState()?.currentSlide === slide && ben.lastState()?.currentSlide === slide);
    };

    expect(await pulse(ana, 'lost')).toEqual({ ok: true });
    await goto(0);
    expect(await pulse(ana, 'too-fast')).toEqual({ ok: true });
    expect(await pulse(ben, 'too-fast')).toEqual({ ok: true });
    await goto(POLL);
    expect(await pulse(ben, 'lost')).toEqual({ ok: true });
    expect(await pulse(ben, 'break')).toEqual({ ok: true });
    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });

    const response = await fetch(`${live.url}/sessions/${sessionId}/results?key=${hostKey}`);
    expect(response.status).toBe(200);
    const results = (await response.json()) as SessionResults;
    const counts = (sent: Partial<Record<LivePulseKind, number>>) => ({ ...none, ...sent });
    expect(results.pulse).toEqual([
      { slideIndex: -1, title: '', counts: counts({ lost: 1 }) },
      ...templateSlides.map((slide, index) => ({
        slideIndex: index,
        title: slide.title,
        counts: counts(index === 0 ? { 'too-fast': 2 } : index === POLL ? { lost: 1, break: 1 } : {}),
      })),
    ]);

    // No view can tell who sent what: the signals are kept without the participant.
    for (const id of [ana.participantId, ben.participantId])
      expect(JSON.stringify(results)).not.toContain(id);
    const columns = await rows<{ name: string }>(
      live.database,
      sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_name = 'live_pulses' AND table_schema = current_schema() ORDER BY ordinal_position`,
    );
    expect(columns.map((column) => column.name)).toEqual([
      'id',
      'session_id',
      'kind',
      'slide_index',
      'created_at',
    ]);
  });
});

describe.skipIf(!(process.env.DATABASE_URL && process.env.REDIS_URL))(
  'pulse signals across two API processes behind Redis',
  () => {
    const cluster = liveCluster();

    it('taps of one phone on both processes at once count once, and the host sees the signal', async () => {
      const { pin, hostKey, sessionId } = await seedSession(cluster.database);
      const host = client(cluster.urls[0]!, { role: 'host', pin, hostKey });
      cluster.track(host);
      await connected(host.socket);
      const { participantToken } = await joinByCode(cluster.urls[1]!, pin);
      const phones = cluster.urls.map((url) => client(url, { role: 'participant', pin, participantToken }));
      cluster.track(...phones);
      await Promise.all(phones.map((phone) => connected(phone.socket)));

      const taps = await Promise.all(
        Array.from({ length: 10 }, () => phones.map((phone) => pulse(phone, 'lost'))).flat(),
      );
      expect(taps.filter((tap) => tap.ok)).toHaveLength(1);
      expect(await storedPulses(cluster.database, sessionId)).toHaveLength(1);
      await until(() => host.lastTally()?.pulse.lost === 1, 'host on the other process sees it');
      expect(host.lastTally()!.pulse).toEqual({ lost: 1, 'too-fast': 0, break: 0 });
    });
  },
);
