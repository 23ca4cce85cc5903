// Ranking slides: authored with a title and 3 to 8 distinct items (its messages in the request's language), answered on
// the phones with an order of the items (stored before the ack, every other value refused), withheld from the live
// screens until revealThreshold participants ranked, and reported with each item's average rank; the CSV shows an
// answer as the items in order; the seeded demo scenarios show its demo slide. Its rules one by one: ranking.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResults } from '../../live/types.js';
import { ACTIVITY_SCENARIOS } from '../../seed/content.js';
import { createTestServer, scenarioBody, type TestServer } from '../../../test/helpers.js';
import {
  emitAck,
  liveTestApp,
  seedSession,
  storedAnswers,
  tokens,
  until,
  type RecordingClient,
} from '../../../test/live/helpers.js';
import { seededDemo, type Scenario } from '../../../test/seed-demo.js';
import { RANKING_DEMO } from './demo.js';

const ranking = {
  slideType: 'ranking',
  title: 'What matters most when you give feedback?',
  script: 'Ask two people why they put their first item first.',
  items: ['Be specific', 'Be timely', 'Be kind'],
};

describe('authoring a ranking slide', () => {
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

  it("stores its items (trimmed), its threshold and whether the count shows, and reads them back; a poll's reveal mode is not stored", async () => {
    const created = await save({ ...ranking, items: [' Be specific ', 'Be timely', 'Be kind'] });
    expect(created.statusCode, created.body).toBe(201);
    const [slide] = created.json().slides;
    expect(slide).toMatchObject({
      ...ranking,
      questions: [],
      revealThreshold: 5,
      showAnswerCount: true,
    });
    const read = await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'operator' });
    expect(read.json().slides).toEqual([slide]);

    // Another kind's field, accepted and not stored: the slide reads no mode (null, as on every slide not a poll).
    const threshold = await save({
      ...ranking,
      revealMode: 'host',
      revealThreshold: 3,
      showAnswerCount: false,
    });
    expect(threshold.statusCode, threshold.body).toBe(201);
    expect(threshold.json().slides[0]).toMatchObject({
      revealMode: null,
      revealThreshold: 3,
      showAnswerCount: false,
    });
  });

  it('refuses too few or too many items, a blank or long item and two items alike, storing nothing', async () => {
    const before = await total();
    const COUNT = 'Ranking slides need 3 to 8 items';
    const ITEM = 'Each item needs text, up to 100 characters';
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ items: ['A', 'B'] }, { 'slides.0.items': COUNT }],
      [{ items: Array.from({ length: 9 }, (_, i) => `Item ${i}`) }, { 'slides.0.items': COUNT }],
      [{ items: undefined }, { 'slides.0.items': COUNT }],
      [{ items: ['A', '  ', 'C'] }, { 'slides.0.items.1': ITEM }],
      [{ items: ['A', 'B', 'x'.repeat(101)] }, { 'slides.0.items.2': ITEM }],
      [{ items: ['Be kind', 'Ask', ' be KIND '] }, { 'slides.0.items.2': 'Each item must be different' }],
      [{ title: ' ' }, { 'slides.0.title': 'Question is required for ranking slides' }],
    ];
    for (const [change, errors] of cases) {
      const res = await save({ ...ranking, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await total()).toBe(before);
  });

  it('words its messages in the language of the request', async () => {
    const spanish = { 'accept-language': 'es' };
    expect((await save({ ...ranking, items: ['A', 'B'] }, spanish)).json().errors).toEqual({
      'slides.0.items': 'Las diapositivas de clasificación necesitan de 3 a 8 elementos',
    });
    expect((await save({ ...ranking, items: ['A', '', 'C'] }, spanish)).json().errors).toEqual({
      'slides.0.items.1': 'Cada elemento necesita texto, de hasta 100 caracteres',
    });
    expect((await save({ ...ranking, items: ['A', 'B', 'a'] }, spanish)).json().errors).toEqual({
      'slides.0.items.2': 'Cada elemento debe ser distinto',
    });
    expect(
      (await save({ ...ranking, items: ['A', 'B', 'a'] }, { 'accept-language': 'de' })).json().errors,
    ).toEqual({ 'slides.0.items.2': 'Jeder Punkt muss anders sein' });
    expect((await save({ ...ranking, title: '' }, spanish)).json().errors).toEqual({
      'slides.0.title': 'La pregunta es obligatoria en las diapositivas de clasificación',
    });
  });
});

describe('a ranking in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 50 });

  it('takes orders of the items, withholds its results below the threshold, reports average ranks and lists orders in the CSV', async () => {
    const { pin, hostKey, sessionId, hostId, companyId } = await seedSession(live.database, {
      slides: [{ ...ranking, revealThreshold: 3, showAnswerCount: true }],
    });
    const host = await live.host(pin, hostKey);
    expect(host.lastState()?.slides[0]).toMatchObject({
      slideType: 'ranking',
      title: ranking.title,
      questions: [{ question: ranking.title, kind: 'rank', options: ranking.items }],
      revealThreshold: 3,
      showAnswerCount: true,
    });
    expect(host.lastState()?.slides[0]).not.toHaveProperty('revealMode');
    const phones = await Promise.all([live.participant(pin), live.participant(pin), live.participant(pin)]);
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    await until(() => phones.every((p) => p.lastState()?.currentSlide === 0), 'slide 0');

    const send = (p: RecordingClient, value: unknown) =>
      emitAck(p.socket, 'answer', { slideIndex: 0, questionIndex: 0, value } as never);
    // The wrong count, an item twice, an item it does not have, not the phones' form: refused, nothing stored.
    for (const value of ['0,1', '0,1,2,0', '0,0,1', '0,1,3', '2, 0, 1', [2, 0, 1], 201, null])
      expect(await send(phones[0]!, value), JSON.stringify(value)).toMatchObject({ ok: false });
    expect(await storedAnswers(live.database, sessionId)).toEqual([]);

    expect(await send(phones[0]!, '2,0,1')).toEqual({ ok: true });
    expect(await send(phones[1]!, '2,1,0')).toEqual({ ok: true });
    expect((await storedAnswers(live.database, sessionId)).map((a) => a.value).sort()).toEqual([
      '2,0,1',
      '2,1,0',
    ]);

    // Two of three: counted, never shown.
    const tally = await until(() => host.tallies.find((t) => t.answerCounts['0:0'] === 2), 'tally');
    expect(tally.currentSlideAnswered).toBe(2);
    expect(tally.polls.find((p) => p.slideIndex === 0)).toBeUndefined();

    expect(await send(phones[2]!, '0,1,2')).toEqual({ ok: true });
    const shown = await until(() => host.lastTally()?.polls.find((p) => p.slideIndex === 0), 'results');
    // Be specific: ranks 2, 3, 1; Be timely: 3, 2, 2; Be kind: 1, 1, 3.
    expect(shown.questions).toEqual([
      expect.objectContaining({
        kind: 'rank',
        answerCount: 3,
        options: [
          { label: 'Be specific', key: 'A', count: 1, percent: 33.3, mean: 2 },
          { label: 'Be timely', key: 'B', count: 0, percent: 0, mean: 2.33 },
          { label: 'Be kind', key: 'C', count: 2, percent: 66.7, mean: 1.67 },
        ],
        mean: null,
        nps: null,
      }),
    ]);

    // A change replaces the phone's order.
    expect(await send(phones[2]!, '0,2,1')).toEqual({ ok: true });

    tokens.set('ranking-host', { id: hostId, companyId, isAdmin: false, isOperator: false });
    const headers = { authorization: 'Bearer ranking-host' };
    const results = (await (
      await fetch(`${live.url}/sessions/${sessionId}/results`, { headers })
    ).json()) as SessionResults;
    expect(results.polls).toHaveLength(1);
    expect(results.polls[0]).toMatchObject({ slideIndex: 0, title: ranking.title, type: null });
    expect(results.polls[0]!.questions[0]!.options.map((o) => [o.label, o.count, o.mean])).toEqual([
      ['Be specific', 1, 2],
      ['Be timely', 0, 2.67],
      ['Be kind', 2, 1.33],
    ]);

    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv`, { headers })).text();
    const lines = csv.trim().split('\r\n').slice(1);
    // participant, slide, poll, question, answer, value (quoted: it holds commas), answeredAt.
    expect(lines.map((line) => line.split(',').slice(1, 5).join(',')).sort()).toEqual(
      [
        'Be kind > Be specific > Be timely',
        'Be kind > Be timely > Be specific',
        'Be specific > Be kind > Be timely',
      ].map((answer) => `1,${ranking.title},${ranking.title},${answer}`),
    );
    expect(lines.filter((line) => line.includes(',Be kind > Be specific > Be timely,"2,0,1",'))).toHaveLength(
      1,
    );
  });
});

describe('the ranking of the seeded demo scenarios', () => {
  const { get, call } = seededDemo();

  it('is on every activity-template scenario, after the discussion board, and reveals itself at the threshold live', async () => {
    for (const { title } of ACTIVITY_SCENARIOS) {
      const list = await get<{ data: Scenario[] }>(`/scenarios?title=${encodeURIComponent(title)}`);
      const slides = (await get<Scenario>(`/scenarios/${list.data[0]!.id}`)).slides;
      const at = slides.findIndex((slide) => slide.slideType === 'ranking');
      expect(slides[at - 1]?.slideType, title).toBe('discussion');
      expect(slides[at], title).toMatchObject({
        title: RANKING_DEMO.title,
        items: RANKING_DEMO.items,
        revealMode: null,
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
      expect(live.scenario.slides.find((slide) => slide.slideType === 'ranking')).toMatchObject({
        questions: [{ question: RANKING_DEMO.title, kind: 'rank', options: RANKING_DEMO.items }],
        revealThreshold: 5,
      });
    } finally {
      await call('PATCH', `/sessions/${session.id}`, { completedAt: new Date().toISOString() });
    }
  });
});
