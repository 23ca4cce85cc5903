// 2x2 grid slides: authored with a title, two axes with their ends and 2 to 10 distinct items (its messages in the
// request's language), answered on the phones with a placement of every item on both axes (stored before the ack,
// restored on rejoin, every other value refused with its message and nothing stored), withheld from the live screens
// until revealThreshold participants answered, tallied at most four times a second, across two processes behind Redis,
// and reported with each item's average place and spread; the CSV lists each participant's placement; the seeded demo
// scenarios show its demo slide. Its rules one by one: grid.test.ts.
import { gridResultItems } from '@readyteams/activities/live';
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
import { GRID_DEMO } from './demo.js';

const axes = {
  xAxis: 'Effort',
  xAxisLow: 'Low',
  xAxisHigh: 'High',
  yAxis: 'Impact',
  yAxisLow: 'Small',
  yAxisHigh: 'Big',
};
const grid = {
  slideType: 'grid',
  title: 'Which ideas are worth the effort?',
  script: 'Start with the high impact, low effort corner.',
  ...axes,
  gridItems: ['Check-ins', 'New CRM', 'Playbook'],
};
const PLACEMENT = 'Place every item on both axes, each at a whole number from 0 to 100.';
/** Each item's [x average, x spread, y average, y spread]. */
const plotted = (result: Parameters<typeof gridResultItems>[0]) =>
  gridResultItems(result).map((item) => [item.label, item.x.mean, item.x.spread, item.y.mean, item.y.spread]);

describe('authoring a 2x2 grid slide', () => {
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

  it('stores its axes and items (trimmed), its threshold and whether the count shows, and reads them back', async () => {
    const created = await save({
      ...grid,
      yAxis: ' Impact ',
      gridItems: [' Check-ins ', 'New CRM', 'Playbook'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [slide] = created.json().slides;
    expect(slide).toMatchObject({ ...grid, questions: [], revealThreshold: 5, showAnswerCount: true });
    const read = await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'operator' });
    expect(read.json().slides).toEqual([slide]);

    const other = await save({
      ...grid,
      revealThreshold: 3,
      showAnswerCount: false,
      pointOptions: ['x'],
      items: ['y'],
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().slides[0]).toMatchObject({ revealThreshold: 3, showAnswerCount: false });
    expect(other.json().slides[0]).not.toHaveProperty('pointOptions');
    expect(other.json().slides[0]).not.toHaveProperty('items');
  });

  it('refuses a missing or long axis word, too few or too many items, a blank item and two alike, storing nothing', async () => {
    const before = await total();
    const AXIS = 'Each axis needs a name and both ends, each up to 40 characters';
    const COUNT = '2x2 grid slides need 2 to 10 items';
    const ITEM = 'Each item needs text, up to 100 characters';
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ xAxis: undefined }, { 'slides.0.xAxis': AXIS }],
      [{ yAxisHigh: ' ' }, { 'slides.0.yAxisHigh': AXIS }],
      [{ xAxisLow: 'x'.repeat(41) }, { 'slides.0.xAxisLow': AXIS }],
      [{ gridItems: ['A'] }, { 'slides.0.gridItems': COUNT }],
      [{ gridItems: Array.from({ length: 11 }, (_, i) => `Idea ${i}`) }, { 'slides.0.gridItems': COUNT }],
      [{ gridItems: ['A', '  ', 'C'] }, { 'slides.0.gridItems.1': ITEM }],
      [{ gridItems: ['CRM', 'Docs', ' crm '] }, { 'slides.0.gridItems.2': 'Each item must be different' }],
      [{ title: ' ' }, { 'slides.0.title': 'Question is required for 2x2 grid slides' }],
    ];
    for (const [change, errors] of cases) {
      const res = await save({ ...grid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await total()).toBe(before);
  });

  it('words its messages in the language of the request', async () => {
    expect((await save({ ...grid, gridItems: ['A'] }, { 'accept-language': 'fr' })).json().errors).toEqual({
      'slides.0.gridItems': 'Les diapositives grille 2x2 ont besoin de 2 à 10 éléments',
    });
    expect((await save({ ...grid, yAxis: '' }, { 'accept-language': 'ar' })).json().errors).toEqual({
      'slides.0.yAxis': 'يحتاج كل محور إلى اسم وطرفين، لا يتجاوز كل منها 40 حرفًا',
    });
  });
});

describe('a 2x2 grid slide in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 50 });

  it('takes placements of every item, refuses others with their message, withholds its plot below the threshold, restores a placement on rejoin, reports averages and spreads and lists placements in the CSV', async () => {
    const { pin, hostKey, sessionId, hostId, companyId } = await seedSession(live.database, {
      slides: [{ ...grid, revealThreshold: 3, showAnswerCount: true }],
    });
    const host = await live.host(pin, hostKey);
    expect(host.lastState()?.slides[0]).toMatchObject({
      slideType: 'grid',
      title: grid.title,
      questions: [{ question: grid.title, kind: 'grid', options: grid.gridItems }],
      ...axes,
      revealThreshold: 3,
      showAnswerCount: true,
    });
    const phones = await Promise.all([
      live.participant(pin),
      live.participant(pin),
      live.participant(pin, { locale: 'es' }),
    ]);
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    await until(() => phones.every((p) => p.lastState()?.currentSlide === 0), 'slide 0');
    // The phones get the axes (no script).
    expect(phones[0]!.lastState()?.slide).toMatchObject({ ...axes, script: null });

    const send = (p: RecordingClient, value: unknown) =>
      emitAck(p.socket, 'answer', { slideIndex: 0, questionIndex: 0, value } as never);
    // An item left out, one too many, off the axis, a fraction, one axis only, not the phones' form.
    for (const value of [
      '10,90;50,50',
      '10,90;50,50;80,20;0,0',
      '10,90;50,50;80,101',
      '10,90;50,50;80,-2',
      '10.5,90;50,50;80,20',
      '10;50;80',
      '10, 90; 50, 50; 80, 20',
      50,
    ])
      expect(await send(phones[0]!, value), JSON.stringify(value)).toEqual({ ok: false, message: PLACEMENT });
    // In the phone's language.
    expect(await send(phones[2]!, '1,1')).toEqual({
      ok: false,
      message: 'Coloca cada elemento en los dos ejes, cada uno en un número entero de 0 a 100.',
    });
    expect(await storedAnswers(live.database, sessionId)).toEqual([]);

    // Stored before the ack.
    expect(await send(phones[0]!, '10,90;50,50;80,20')).toEqual({ ok: true });
    expect((await storedAnswers(live.database, sessionId)).map((a) => a.value)).toEqual([
      '10,90;50,50;80,20',
    ]);
    expect(await send(phones[1]!, '30,70;50,50;100,0')).toEqual({ ok: true });

    // Two of three: counted, never plotted.
    const tally = await until(() => host.tallies.find((t) => t.answerCounts['0:0'] === 2), 'tally');
    expect(tally.currentSlideAnswered).toBe(2);
    expect(tally.polls.find((p) => p.slideIndex === 0)).toBeUndefined();

    // A bad change leaves the stored placement as it was.
    expect(await send(phones[1]!, '30,70;50,50')).toEqual({ ok: false, message: PLACEMENT });
    expect((await storedAnswers(live.database, sessionId)).map((a) => a.value).sort()).toEqual([
      '10,90;50,50;80,20',
      '30,70;50,50;100,0',
    ]);
    expect(await send(phones[2]!, '50,50;50,50;60,40')).toEqual({ ok: true });
    const shown = await until(() => host.lastTally()?.polls.find((p) => p.slideIndex === 0), 'results');
    expect(shown.questions[0]).toMatchObject({ kind: 'grid', answerCount: 3 });
    // Check-ins: x 10, 30, 50; y 90, 70, 50. New CRM: everyone in the middle. Playbook: x 80, 100, 60; y 20, 0, 40.
    expect(plotted(shown.questions[0]!)).toEqual([
      ['Check-ins', 30, 16.3, 70, 16.3],
      ['New CRM', 50, 0, 50, 0],
      ['Playbook', 80, 16.3, 20, 16.3],
    ]);

    // The first phone comes back (a new connection with its token): its placement is restored; it changes it.
    phones[0]!.socket.disconnect();
    const back = live.track(client(live.url, phones[0]!.auth));
    await connected(back.socket);
    const restored = await until(() => back.lastState(), 'rejoined state');
    expect(restored.currentSlide).toBe(0);
    expect(restored.myAnswers).toEqual({ '0:0': '10,90;50,50;80,20' });
    expect(await send(back, '100,100;50,50;80,20')).toEqual({ ok: true });

    tokens.set('grid-host', { id: hostId, companyId, isAdmin: false, isOperator: false });
    const headers = { authorization: 'Bearer grid-host' };
    const results = (await (
      await fetch(`${live.url}/sessions/${sessionId}/results`, { headers })
    ).json()) as SessionResults;
    expect(results.polls).toHaveLength(1);
    expect(results.polls[0]!.questions[0]!.gridAxes).toEqual({
      x: { label: 'Effort', low: 'Low', high: 'High' },
      y: { label: 'Impact', low: 'Small', high: 'Big' },
    });
    // Check-ins now: x 100, 30, 50; y 100, 70, 50.
    expect(plotted(results.polls[0]!.questions[0]!)[0]).toEqual(['Check-ins', 60, 29.4, 73.3, 20.5]);

    // One row per participant: their placement, item by item, and the value as the phone sent it.
    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv`, { headers })).text();
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.split(',').slice(2, 4).join(','))).toEqual(
      Array(3).fill(`${grid.title},${grid.title}`),
    );
    expect(
      lines.some((line) => line.includes('Check-ins: 100, 100; New CRM: 50, 50; Playbook: 80, 20')),
    ).toBe(true);
    expect(lines.filter((line) => line.includes(',"30,70;50,50;100,0",'))).toHaveLength(1);
  });

  it('pushes its tally at most four times a second however fast the phones answer', async () => {
    const server = await startLiveApp(live.database);
    const sockets: RecordingClient[] = [];
    try {
      const { pin, hostKey } = await seedSession(live.database, {
        slides: [{ ...grid, revealThreshold: 1 }],
      });
      const host = client(server.url, { role: 'host', pin, hostKey });
      sockets.push(host);
      await connected(host.socket);
      const phones = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const joined = await joinByCode(server.url, pin);
          const phone = client(server.url, {
            role: 'participant',
            pin,
            participantToken: joined.participantToken,
          });
          sockets.push(phone);
          await connected(phone.socket);
          return phone;
        }),
      );
      expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
      await until(() => phones.every((p) => p.lastState()?.currentSlide === 0), 'slide 0');
      const from = host.tallies.length;
      // 8 phones, each moving its first item 5 times, as fast as they can.
      for (let round = 0; round < 5; round++)
        await Promise.all(
          phones.map((p, i) =>
            emitAck(p.socket, 'answer', {
              slideIndex: 0,
              questionIndex: 0,
              value: `${round * 10 + i},50;0,0;100,100`,
            }),
          ),
        );
      await until(
        () => host.lastTally()?.polls[0]?.questions[0]?.options[0]?.mean === 43.5,
        'the last placements tallied',
      );
      const times = host.tallies.slice(from).map((t) => t.at);
      const gaps = times.slice(1).map((at, i) => at - times[i]!);
      // 40 answers, far fewer tallies, none closer than the 250 ms interval (a little timer slack allowed).
      expect(times.length).toBeLessThan(20);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(200);
    } finally {
      for (const c of sockets) c.socket.disconnect();
      await server.app.close();
    }
  });
});

describe.skipIf(!(process.env.DATABASE_URL && process.env.REDIS_URL))(
  'a 2x2 grid slide on two API processes behind Redis',
  () => {
    const cluster = liveCluster();

    it("a placement sent on one process reaches the host's plot on the other, and is restored there on rejoin", async () => {
      const { pin, hostKey } = await seedSession(cluster.database, {
        slides: [{ ...grid, revealThreshold: 1 }],
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
        await emitAck(phone.socket, 'answer', {
          slideIndex: 0,
          questionIndex: 0,
          value: '25,75;0,100;90,10',
        }),
      ).toEqual({ ok: true });
      const shown = await until(() => host.lastTally()?.polls.find((p) => p.slideIndex === 0), 'plot');
      expect(plotted(shown.questions[0]!)).toEqual([
        ['Check-ins', 25, 0, 75, 0],
        ['New CRM', 0, 0, 100, 0],
        ['Playbook', 90, 0, 10, 0],
      ]);

      // Back through the host's process: the placement it sent on the other.
      phone.socket.disconnect();
      const back = client(cluster.urls[0]!, auth);
      cluster.track(back);
      await connected(back.socket);
      expect((await until(() => back.lastState(), 'rejoined')).myAnswers).toEqual({
        '0:0': '25,75;0,100;90,10',
      });
    });
  },
);

describe('the 2x2 grid slide of the seeded demo scenarios', () => {
  const { get, call } = seededDemo();

  it('is on every activity-template scenario, after the knowledge check, and asks its question live', async () => {
    for (const { title } of ACTIVITY_SCENARIOS) {
      const list = await get<{ data: Scenario[] }>(`/scenarios?title=${encodeURIComponent(title)}`);
      const slides = (await get<Scenario>(`/scenarios/${list.data[0]!.id}`)).slides;
      const at = slides.findIndex((slide) => slide.slideType === 'grid');
      expect(slides[at - 1]?.slideType, title).toBe('knowledge-check');
      expect(slides[at], title).toMatchObject({
        ...GRID_DEMO,
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
      expect(live.scenario.slides.find((slide) => slide.slideType === 'grid')).toMatchObject({
        questions: [{ question: GRID_DEMO.title, kind: 'grid', options: GRID_DEMO.gridItems }],
        xAxis: GRID_DEMO.xAxis,
        yAxis: GRID_DEMO.yAxis,
        revealThreshold: 5,
      });
    } finally {
      await call('PATCH', `/sessions/${session.id}`, { completedAt: new Date().toISOString() });
    }
  });
});
