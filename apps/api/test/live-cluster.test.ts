// Two API processes sharing PostgreSQL and Redis: a participant on one answers, the host on the other sees it.
import { describe, expect, it } from 'vitest';
import {
  client,
  connected,
  emitAck,
  joinByCode,
  POLL,
  seedSession,
  templateWithPoll,
  until,
} from './live/helpers.js';
import { liveCluster } from './live/process.js';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!enabled)('two API processes behind Redis', () => {
  const cluster = liveCluster();

  it('an answer given on one process reaches the host on the other; slide changes cross the other way', async () => {
    // One participant's answer shows in the tally with a threshold of 1 (the default, 5, is in poll-reveal.test.ts).
    const { pin, hostKey } = await seedSession(cluster.database, {
      slides: templateWithPoll({ revealThreshold: 1 }),
    });
    const host = client(cluster.urls[0]!, { role: 'host', pin, hostKey });
    cluster.track(host);
    await connected(host.socket);

    const joined = await joinByCode(cluster.urls[1]!, pin);
    const participant = client(cluster.urls[1]!, {
      role: 'participant',
      pin,
      participantToken: joined.participantToken,
    });
    cluster.track(participant);
    await connected(participant.socket);
    await until(() => host.lastTally()?.participantCount === 1, 'host sees the participant');

    expect(await emitAck(host.socket, 'goto', { slide: POLL })).toEqual({ ok: true });
    await until(
      () => participant.lastState()?.currentSlide === POLL,
      'participant on the poll (other process)',
    );

    expect(
      await emitAck(participant.socket, 'answer', { slideIndex: POLL, questionIndex: 0, value: 2 }),
    ).toEqual({ ok: true });
    const tally = await until(
      () => host.tallies.find((t) => t.answerCounts[`${POLL}:0`] === 1),
      'host tally with the answer',
    );
    expect(tally.polls.find((p) => p.slideIndex === POLL)!.questions[0]!.options[2]).toMatchObject({
      key: 'C',
      count: 1,
      percent: 100,
    });

    // Ending on the host's process reaches the participant on the other one.
    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });
    await until(() => participant.lastState()?.ended, 'participant sees the end');
  });
});
