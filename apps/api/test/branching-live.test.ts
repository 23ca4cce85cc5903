// Branching scenarios (issue 17), running one: the phones vote on a decision, the host sees the split, may reveal it
// on the presenter, follows the room's choice or overrides it (ties: the host picks), and the session goes down the
// chosen path; the road not taken shows after it; the report has the path and each decision; a host compares the
// sessions (teams) of a scenario. Also on two processes behind Redis.
import { describe, expect, it } from 'vitest';
import { emitAck, liveTestApp, seedSession, tokens, until, type RecordingClient } from './live/helpers.js';
import { liveCluster } from './live/process.js';
import { client, connected, joinByCode } from './live/helpers.js';
import type { LiveAuth, SessionResults } from '../src/live/types.js';

/**
 * 0 main    video      The complaint
 * 1 main    decision   Apologise (rejoins 4) / Quote the policy (rejoins 4)
 * 2 path 0  discussion How did it land?
 * 3 path 1  discussion What did the policy cost?
 * 4 main    discussion Wrap-up
 */
const BRANCHING = [
  {
    title: 'The complaint',
    slideType: 'video',
    script: 'Play it.',
    videoUrl: 'https://cdn.example.com/a.mp4',
  },
  {
    title: 'What does Sam do?',
    slideType: 'decision',
    script: 'Let the room argue first.',
    options: [
      { label: 'Apologise', rejoinAt: 4 },
      { label: 'Quote the policy', rejoinAt: 4 },
    ],
    showRoadNotTaken: true,
  },
  { title: 'How did it land?', slideType: 'discussion', questions: ['Why?'], pathOption: 0 },
  { title: 'What did the policy cost?', slideType: 'discussion', questions: ['Why?'], pathOption: 1 },
  { title: 'Wrap-up', slideType: 'discussion', questions: ['What will you do?'] },
];
const DECISION = 1;

describe('running a branching scenario', () => {
  const live = liveTestApp();

  async function started(votes: number[]) {
    const seeded = await seedSession(live.database, { slides: BRANCHING });
    const host = await live.host(seeded.pin, seeded.hostKey);
    const phones = await Promise.all(votes.map(() => live.participant(seeded.pin)));
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    expect(await emitAck(host.socket, 'goto', { slide: DECISION })).toEqual({ ok: true });
    await until(
      () => phones.every((p) => p.lastState()?.currentSlide === DECISION),
      'phones on the decision',
    );
    for (const [i, option] of votes.entries())
      expect(
        await emitAck(phones[i]!.socket, 'answer', { slideIndex: DECISION, questionIndex: 0, value: option }),
      ).toEqual({ ok: true });
    return { ...seeded, host, phones };
  }

  const results = async (sessionId: string, hostKey: string) =>
    (await (
      await fetch(`${live.url}/sessions/${sessionId}/results?key=${hostKey}`)
    ).json()) as SessionResults;

  it('shows the host the split privately, reveals it when asked, follows the room and goes down its path', async () => {
    const { host, phones, sessionId, hostKey } = await started([1, 1, 0]);
    // The live split: on the hosts' tally only.
    await until(
      () => host.lastTally()?.polls.find((p) => p.slideIndex === DECISION)?.questions[0]?.answerCount === 3,
      'the split on the host',
    );
    expect(
      host
        .lastTally()!
        .polls.find((p) => p.slideIndex === DECISION)!
        .questions[0]!.options.map((o) => o.count),
    ).toEqual([1, 2]);
    expect(phones[0]!.tallies).toHaveLength(0);

    // Revealed on the presenter, then hidden again.
    expect(await emitAck(host.socket, 'reveal-decision', { slideIndex: DECISION, revealed: true })).toEqual({
      ok: true,
    });
    await until(() => host.lastState()?.revealedDecisions.includes(DECISION));
    expect(await emitAck(host.socket, 'reveal-decision', { slideIndex: DECISION, revealed: false })).toEqual({
      ok: true,
    });
    await until(() => host.lastState()?.revealedDecisions.length === 0);

    // The road not taken needs the decision first.
    expect(await emitAck(host.socket, 'road-not-taken', { slideIndex: DECISION })).toEqual({
      ok: false,
      message: 'Take this decision first.',
    });

    // Follow the room: the majority (option 1), down its path, on every screen.
    expect(await emitAck(host.socket, 'decide', { slideIndex: DECISION })).toEqual({ ok: true });
    for (const screen of [host, ...phones])
      await until(() => screen.lastState()?.currentSlide === 3, 'the chosen path');
    expect(host.lastState()!.decisions).toEqual([
      { slideIndex: DECISION, votes: [1, 2], option: 1, followed: true, tie: false },
    ]);

    // After the path: the road not taken, then the main line where the path rejoins.
    expect(await emitAck(host.socket, 'road-not-taken', { slideIndex: DECISION })).toEqual({ ok: true });
    await until(() => phones[0]!.lastState()?.roadNotTaken === DECISION);
    expect(await emitAck(host.socket, 'goto', { slide: 4 })).toEqual({ ok: true });
    await until(() => host.lastState()?.currentSlide === 4 && host.lastState()?.roadNotTaken === null);

    const report = await results(sessionId, hostKey);
    expect(report.path).toEqual([0, 1, 3, 4]);
    // The board of the path not taken (slide 2) is not in the report.
    expect(report.boards.map((board) => board.title)).toEqual(['What did the policy cost?', 'Wrap-up']);
    expect(report.decisions).toEqual([
      {
        slideIndex: DECISION,
        title: 'What does Sam do?',
        options: ['Apologise', 'Quote the policy'],
        votes: [1, 2],
        option: 1,
        followed: true,
        tie: false,
      },
    ]);
  });

  it('records an override, and refuses to follow a tie or an empty vote until the host picks', async () => {
    const overridden = await started([1, 1, 0]);
    expect(await emitAck(overridden.host.socket, 'decide', { slideIndex: DECISION, option: 0 })).toEqual({
      ok: true,
    });
    await until(() => overridden.host.lastState()?.currentSlide === 2);
    expect(overridden.host.lastState()!.decisions[0]).toMatchObject({
      option: 0,
      followed: false,
      tie: false,
    });

    const tied = await started([0, 1]);
    expect(await emitAck(tied.host.socket, 'decide', { slideIndex: DECISION })).toEqual({
      ok: false,
      message: "It's a tie: choose an option.",
    });
    expect(tied.host.lastState()!.currentSlide).toBe(DECISION);
    expect(await emitAck(tied.host.socket, 'decide', { slideIndex: DECISION, option: 1 })).toEqual({
      ok: true,
    });
    await until(() => tied.host.lastState()?.decisions.length === 1);
    expect(tied.host.lastState()!.decisions[0]).toMatchObject({
      votes: [1, 1],
      option: 1,
      followed: false,
      tie: true,
    });

    const silent = await started([]);
    expect(await emitAck(silent.host.socket, 'decide', { slideIndex: DECISION })).toEqual({
      ok: false,
      message: 'No one has voted yet: choose an option.',
    });
  });

  it('refuses bad decisions, and participants taking them', async () => {
    const { host, phones } = await started([0]);
    for (const [payload, message] of [
      [{ slideIndex: 0 }, 'There is no decision on that slide.'],
      [{ slideIndex: 99 }, 'There is no decision on that slide.'],
      [{ slideIndex: DECISION, option: 2 }, 'There is no such option.'],
      [{ slideIndex: DECISION, option: -1 }, 'There is no such option.'],
    ] as const)
      expect(await emitAck(host.socket, 'decide', payload as never)).toEqual({ ok: false, message });
    expect(host.lastState()!.decisions).toEqual([]);
    for (const event of ['decide', 'reveal-decision', 'road-not-taken'] as const)
      expect(
        await emitAck(phones[0]!.socket, event, { slideIndex: DECISION, revealed: true } as never),
      ).toEqual({
        ok: false,
        message: 'Only the host can take decisions.',
      });
  });

  it('lets a host compare the choices of the sessions of a scenario they may read', async () => {
    const first = await started([0, 0, 1]);
    expect(await emitAck(first.host.socket, 'decide', { slideIndex: DECISION })).toEqual({ ok: true });
    const second = await seedSession(live.database, { scenarioId: first.scenarioId });
    const secondHost = await live.host(second.pin, second.hostKey);
    expect(await emitAck(secondHost.socket, 'goto', { slide: DECISION })).toEqual({ ok: true });
    expect(await emitAck(secondHost.socket, 'decide', { slideIndex: DECISION, option: 1 })).toEqual({
      ok: true,
    });

    tokens.set('first-host', {
      id: first.hostId,
      companyId: first.companyId,
      isAdmin: false,
      isOperator: false,
    });
    tokens.set('company-admin', { id: 0, companyId: first.companyId, isAdmin: true, isOperator: false });
    tokens.set('outsider', { id: 0, companyId: 999999, isAdmin: true, isOperator: false });
    const compare = async (token: string, scenarioId = first.scenarioId) => {
      const response = await fetch(`${live.url}/scenarios/${scenarioId}/decisions`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          sessions: { pin: string; decisions: { option: number; followed: boolean }[]; path: number[] }[];
        },
      };
    };
    // The company's admin sees both teams, newest first; a host only their own; an outsider nothing.
    const all = await compare('company-admin');
    expect(all.status).toBe(200);
    expect(
      all.body.sessions.map((s) => [s.pin, s.path, s.decisions.map((d) => [d.option, d.followed])]),
    ).toEqual([
      [second.pin, [1, 3], [[1, false]]],
      [first.pin, [0, 1, 2], [[0, true]]],
    ]);
    expect((await compare('first-host')).body.sessions.map((s) => s.pin)).toEqual([first.pin]);
    // Another company's private scenario is not found (issue 33: it was an empty list).
    expect((await compare('outsider')).status).toBe(404);
    expect((await compare('company-admin', 987654321)).status).toBe(404);
    expect((await fetch(`${live.url}/scenarios/${first.scenarioId}/decisions`)).status).toBe(401);
  });
});

describe.skipIf(!(process.env.DATABASE_URL && process.env.REDIS_URL))(
  'a branching decision across two API processes behind Redis',
  () => {
    const cluster = liveCluster();

    it('a decision on one process moves the phones on the other down the path', async () => {
      const { pin, hostKey } = await seedSession(cluster.database, { slides: BRANCHING });
      const [one, two] = cluster.urls as [string, string];
      const host = client(one, { role: 'host', pin, hostKey });
      cluster.track(host);
      await connected(host.socket);
      const phones: RecordingClient[] = [];
      for (const url of [two, two, one]) {
        const { participantToken } = await joinByCode(url, pin);
        const phone = client(url, { role: 'participant', pin, participantToken } as LiveAuth);
        cluster.track(phone);
        await connected(phone.socket);
        phones.push(phone);
      }
      expect(await emitAck(host.socket, 'goto', { slide: DECISION })).toEqual({ ok: true });
      await until(() => phones.every((p) => p.lastState()?.currentSlide === DECISION), 'the decision');
      for (const [i, value] of [0, 0, 1].entries())
        expect(
          await emitAck(phones[i]!.socket, 'answer', { slideIndex: DECISION, questionIndex: 0, value }),
        ).toEqual({
          ok: true,
        });
      expect(await emitAck(host.socket, 'decide', { slideIndex: DECISION })).toEqual({ ok: true });
      await until(() => phones.every((p) => p.lastState()?.currentSlide === 2), 'the path on both processes');
      expect(phones[0]!.lastState()!.decisions).toEqual([
        { slideIndex: DECISION, votes: [2, 1], option: 0, followed: true, tie: false },
      ]);
    });
  },
);
