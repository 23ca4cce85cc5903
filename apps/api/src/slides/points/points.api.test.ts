// 100 points slides: authored with a title and 2 to 8 distinct options (its messages in the request's language),
// answered on the phones with an allocation of exactly 100 points (stored before the ack, restored on rejoin, every
// other value refused with its message and nothing stored), withheld from the live screens until revealThreshold
// participants answered, tallied at most four times a second, across two processes behind Redis, and reported with
// each option's average points; the CSV lists each participant's allocation; the seeded demo scenarios show its demo
// slide. Its rules one by one: points.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResults } from '../../live/types.js';
import { ACTIVITY_SCENARIOS } from '../../seed/content.js';
import { createTestServer, scenarioBody, type TestServer } from '../../../test/helpers.js';
import {
  client,
  connected,
  emitAck,
  joinByCode,
  liveTestApp,
  seedSession,
  startLiveApp,
  storedAnswers,
  tokens,
  until,
  type RecordingClient,
} from '../../../test/live/helpers.js';
import { liveCluster } from '../../../test/live/process.js';
import { seededDemo, type Scenario } from '../../../test/seed-demo.js';
import { POINTS_DEMO } from './demo.js';

const points = {
  slideType: 'points',
  title: 'Where should the team put its effort?',
  script: 'Ask who put most of their points on one option.',
  pointOptions: ['Customer calls', 'Training', 'Better tools'],
};
const ALLOCATION = 'Give each option a whole number of points from 0 to 100, adding up to exactly 100.';

describe('authoring a 100 points slide', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  const save = (slide: Record<string, unknown>, headers: Record<string, string> = {}) =>
    s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      headers,
      payload: scenarioBody(s.fx, { slides: [slide] }),
    });
  const total = async () =>
    (await s.request({ method: 'GET', url: '/scenarios?$limit=0', as: 'operator' })).json().total as number;

  it('stores its options (trimmed), its threshold and whether the count shows, and reads them back', async () => {
    const created = await save({ ...points, pointOptions: [' Customer calls ', 'Training', 'Better tools'] });
    expect(created.statusCode, created.body).toBe(201);
    const [slide] = created.json().slides;
    expect(slide).toMatchObject({ ...points, questions: [], revealThreshold: 5, showAnswerCount: true });
    const read = await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'operator' });
    expect(read.json().slides).toEqual([slide]);

    const threshold = await save({ ...points, revealThreshold: 3, showAnswerCount: false, items: ['x'] });
    expect(threshold.statusCode, threshold.body).toBe(201);
    expect(threshold.json().slides[0]).toMatchObject({ revealThreshold: 3, showAnswerCount: false });
    expect(threshold.json().slides[0]).not.toHaveProperty('items');
  });

  it('refuses too few or too many options, a blank or long option and two options alike, storing nothing', async () => {
    const before = await total();
    const COUNT = '100 points slides need 2 to 8 options';
    const CHOICE = 'Each option needs text, up to 100 characters';
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ pointOptions: ['A'] }, { 'slides.0.pointOptions': COUNT }],
      [
        { pointOptions: Array.from({ length: 9 }, (_, i) => `Option ${i}`) },
        { 'slides.0.pointOptions': COUNT },
      ],
      [{ pointOptions: undefined }, { 'slides.0.pointOptions': COUNT }],
      [{ pointOptions: ['A', '  ', 'C'] }, { 'slides.0.pointOptions.1': CHOICE }],
      [{ pointOptions: ['A', 'x'.repeat(101)] }, { 'slides.0.pointOptions.1': CHOICE }],
      [
        { pointOptions: ['Tools', 'Docs', ' TOOLS '] },
        { 'slides.0.pointOptions.2': 'Each option must be different' },
      ],
      [{ title: ' ' }, { 'slides.0.title': 'Question is required for 100 points slides' }],
    ];
    for (const [change, errors] of cases) {
      const res = await save({ ...points, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await total()).toBe(before);
  });

  it('words its messages in the language of the request', async () => {
    expect(
      (await save({ ...points, pointOptions: ['A'] }, { 'accept-language': 'es' })).json().errors,
    ).toEqual({
      'slides.0.pointOptions': 'Las diapositivas de 100 puntos necesitan de 2 a 8 opciones',
    });
    expect(
      (await save({ ...points, pointOptions: ['A', 'a'] }, { 'accept-language': 'de' })).json().errors,
    ).toEqual({ 'slides.0.pointOptions.1': 'Jede Option muss sich von den anderen unterscheiden' });
  });
});

describe('a 100 points slide in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 50 });

  it('takes allocations of 100 points, refuses others with their message, withholds its averages below the threshold, restores an allocation on rejoin, reports averages and lists allocations in the CSV', async () => {
    const { pin, hostKey, sessionId, hostId, companyId } = await seedSession(live.database, {
      slides: [{ ...points, revealThreshold: 3, showAnswerCount: true }],
    });
    const host = await live.host(pin, hostKey);
    expect(host.lastState()?.slides[0]).toMatchObject({
      slideType: 'points',
      title: points.title,
      questions: [{ question: points.title, kind: 'points', options: points.pointOptions }],
      revealThreshold: 3,
      showAnswerCount: true,
    });
    const phones = await Promise.all([
      live.participant(pin),
      live.participant(pin),
      live.participant(pin, { locale: 'de' }),
    ]);
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    await until(() => phones.every((p) => p.lastState()?.currentSlide === 0), 'slide 0');

    const send = (p: RecordingClient, value: unknown) =>
      emitAck(p.socket, 'answer', { slideIndex: 0, questionIndex: 0, value } as never);
    // Not 100 in all, the wrong count of options, over 100 or negative, fractions, not the phones' form: refused with
    // the kind's message, nothing stored.
    for (const value of [
      '50,30,19',
      '50,30,21',
      '50,50',
      '50,30,20,0',
      '150,-50,0',
      '50.5,29.5,20',
      '50, 30, 20',
      100,
    ])
      expect(await send(phones[0]!, value), JSON.stringify(value)).toEqual({
        ok: false,
        message: ALLOCATION,
      });
    // A list is not an answer of the channel at all: the core's refusal.
    expect(await send(phones[0]!, [50, 30, 20])).toEqual({ ok: false, message: 'That answer is not valid.' });
    // In the phone's language.
    expect(await send(phones[2]!, '1,1,1')).toEqual({
      ok: false,
      message: 'Gib jeder Option eine ganze Zahl von 0 bis 100 Punkten, zusammen genau 100.',
    });
    expect(await storedAnswers(live.database, sessionId)).toEqual([]);

    // Stored before the ack.
    expect(await send(phones[0]!, '50,30,20')).toEqual({ ok: true });
    expect((await storedAnswers(live.database, sessionId)).map((a) => a.value)).toEqual(['50,30,20']);
    expect(await send(phones[1]!, '0,0,100')).toEqual({ ok: true });

    // Two of three: counted, never shown.
    const tally = await until(() => host.tallies.find((t) => t.answerCounts['0:0'] === 2), 'tally');
    expect(tally.currentSlideAnswered).toBe(2);
    expect(tally.polls.find((p) => p.slideIndex === 0)).toBeUndefined();

    // A bad change leaves the stored allocation as it was.
    expect(await send(phones[1]!, '0,0,99')).toMatchObject({ ok: false });
    expect(await send(phones[2]!, '10,60,30')).toEqual({ ok: true });
    const shown = await until(() => host.lastTally()?.polls.find((p) => p.slideIndex === 0), 'results');
    // Calls: 50 + 0 + 10; Training: 30 + 0 + 60; Tools: 20 + 100 + 30.
    expect(shown.questions).toEqual([
      expect.objectContaining({
        kind: 'points',
        answerCount: 3,
        options: [
          { label: 'Customer calls', key: 'A', count: 2, percent: 66.7, mean: 20 },
          { label: 'Training', key: 'B', count: 2, percent: 66.7, mean: 30 },
          { label: 'Better tools', key: 'C', count: 3, percent: 100, mean: 50 },
        ],
      }),
    ]);

    // The first phone comes back (a new connection with its token): its allocation is restored; it changes it.
    phones[0]!.socket.disconnect();
    const back = live.track(client(live.url, phones[0]!.auth));
    await connected(back.socket);
    const restored = await until(() => back.lastState(), 'rejoined state');
    expect(restored.currentSlide).toBe(0);
    expect(restored.myAnswers).toEqual({ '0:0': '50,30,20' });
    expect(await send(back, '100,0,0')).toEqual({ ok: true });

    tokens.set('points-host', { id: hostId, companyId, isAdmin: false, isOperator: false });
    const headers = { authorization: 'Bearer points-host' };
    const results = (await (
      await fetch(`${live.url}/sessions/${sessionId}/results`, { headers })
    ).json()) as SessionResults;
    expect(results.polls).toHaveLength(1);
    expect(results.polls[0]!.questions[0]!.options.map((o) => [o.label, o.count, o.mean])).toEqual([
      ['Customer calls', 2, 36.7],
      ['Training', 1, 20],
      ['Better tools', 2, 43.3],
    ]);

    // One row per participant: their allocation, option by option, and the value as the phone sent it.
    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv`, { headers })).text();
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.split(',').slice(2, 5).join(',')).sort()).toEqual(
      [
        'Customer calls: 0; Training: 0; Better tools: 100',
        'Customer calls: 10; Training: 60; Better tools: 30',
        'Customer calls: 100; Training: 0; Better tools: 0',
      ]
        .map((answer) => `${points.title},${points.title},${answer}`)
        .sort(),
    );
    expect(lines.filter((line) => line.includes(',"10,60,30",'))).toHaveLength(1);
  });

  it('pushes its tally at most four times a second however fast the phones answer', async () => {
    const paced = await startPaced();
    try {
      const { pin, hostKey } = await seedSession(paced.database, {
        slides: [{ ...points, revealThreshold: 1 }],
      });
      const host = await paced.host(pin, hostKey);
      const phones = await Promise.all(Array.from({ length: 8 }, () => paced.participant(pin)));
      expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
      await until(() => phones.every((p) => p.lastState()?.currentSlide === 0), 'slide 0');
      const from = host.tallies.length;
      // 8 phones, each changing its allocation 5 times, as fast as they can.
      for (let round = 0; round < 5; round++)
        await Promise.all(
          phones.map((p, i) =>
            emitAck(p.socket, 'answer', {
              slideIndex: 0,
              questionIndex: 0,
              value: `${round * 10 + i},${100 - round * 10 - i},0`,
            }),
          ),
        );
      await until(
        () => host.lastTally()?.polls[0]?.questions[0]?.options[0]?.mean === 43.5,
        'the last allocations tallied',
      );
      const times = host.tallies.slice(from).map((t) => t.at);
      const gaps = times.slice(1).map((at, i) => at - times[i]!);
      // 40 answers, far fewer tallies, none closer than the 250 ms interval (a little timer slack allowed).
      expect(times.length).toBeLessThan(20);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(200);
    } finally {
      await paced.close();
    }
  });

  /** A second app at the default tally interval (250 ms: four a second), on this block's database. */
  async function startPaced() {
    const server = await startLiveApp(live.database);
    const sockets: RecordingClient[] = [];
    const track = (c: RecordingClient) => (sockets.push(c), c);
    return {
      database: live.database,
      async host(pin: string, hostKey: string) {
        const host = track(client(server.url, { role: 'host', pin, hostKey }));
        await connected(host.socket);
        await until(() => host.lastState(), 'host state');
        return host;
      },
      async participant(pin: string) {
        const joined = await joinByCode(server.url, pin);
        const phone = track(
          client(server.url, { role: 'participant', pin, participantToken: joined.participantToken }),
        );
        await connected(phone.socket);
        await until(() => phone.lastState(), 'participant state');
        return phone;
      },
      async close() {
        for (const c of sockets) c.socket.disconnect();
        await server.app.close();
      },
    };
  }
});

describe.skipIf(!(process.env.DATABASE_URL && process.env.REDIS_URL))(
  'a 100 points slide on two API processes behind Redis',
  () => {
    const cluster = liveCluster();

    it("an allocation given on one process reaches the host's averages on the other, and is restored there on rejoin", async () => {
      const { pin, hostKey } = await seedSession(cluster.database, {
        slides: [{ ...points, revealThreshold: 1 }],
      });
      const host = client(cluster.urls[0]!, { role: 'host', pin, hostKey });
      cluster.track(host);
      await connected(host.socket);
      const joined = await joinByCode(cluster.urls[1]!, pin);
      const auth = { role: 'participant' as const, pin, participantToken: joined.participantToken };
      const phone = client(cluster.urls[1]!, auth);
      cluster.track(phone);
      await connected(phone.socket);
      await until(() => host.lastTally()?.participantCount === 1, 'host sees the participant');
      expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
      await until(() => phone.lastState()?.currentSlide === 0, 'phone on the slide (other process)');

      expect(
        await emitAck(phone.socket, 'answer', { slideIndex: 0, questionIndex: 0, value: '25,0,75' }),
      ).toEqual({ ok: true });
      const shown = await until(() => host.lastTally()?.polls.find((p) => p.slideIndex === 0), 'averages');
      expect(shown.questions[0]!.options.map((o) => o.mean)).toEqual([25, 0, 75]);

      // Back through the host's process: the allocation it gave on the other.
      phone.socket.disconnect();
      const back = client(cluster.urls[0]!, auth);
      cluster.track(back);
      await connected(back.socket);
      expect((await until(() => back.lastState(), 'rejoined')).myAnswers).toEqual({ '0:0': '25,0,75' });
    });
  },
);

describe('the 100 points slide of the seeded demo scenarios', () => {
  const { get, call } = seededDemo();

  it('is on every activity-template scenario, after the ranking, and asks its question live', async () => {
    for (const { title } of ACTIVITY_SCENARIOS) {
      const list = await get<{ data: Scenario[] }>(`/scenarios?title=${encodeURIComponent(title)}`);
      const slides = (await get<Scenario>(`/scenarios/${list.data[0]!.id}`)).slides;
      const at = slides.findIndex((slide) => slide.slideType === 'points');
      expect(slides[at - 1]?.slideType, title).toBe('ranking');
      expect(slides[at], title).toMatchObject({
        title: POINTS_DEMO.title,
        pointOptions: POINTS_DEMO.pointOptions,
        revealThreshold: 5,
        showAnswerCount: true,
        questions: [],
      });
    }

    const list = await get<{ data: Scenario[] }>(
      `/scenarios?title=${encodeURIComponent(ACTIVITY_SCENARIOS[0]!.title)}`,
    );
    const session = await call<{ id: string; pin: string; hostKey: string }>('POST', '/sessions', {
      scenarioId: list.data[0]!.id,
      isPractice: true,
    });
    try {
      const live = await get<{ scenario: { slides: { slideType: string }[] } }>(
        `/host-sessions/${session.pin}?key=${session.hostKey}`,
      );
      expect(live.scenario.slides.find((slide) => slide.slideType === 'points')).toMatchObject({
        questions: [{ question: POINTS_DEMO.title, kind: 'points', options: POINTS_DEMO.pointOptions }],
        revealThreshold: 5,
      });
    } finally {
      await call('PATCH', `/sessions/${session.id}`, { completedAt: new Date().toISOString() });
    }
  });
});
