// Knowledge checks through the API and a live session: authored with 2 to 6 choices (at least one correct), answered
// on the phones (stored before the ack, bad answers refused and nothing stored), closed by the time limit (from when
// the check first came up) and by the host's reveal (a phone's refused), which shows the phones the correct options
// and the explanation; each phone counts its own result so far; a rejoining phone gets its answer and its result back;
// the speed bonus scores faster correct answers higher; the report has the share correct and the misconception, the
// CSV the answers; the seeded demos show the demo check; on two processes the reveal and the time limit hold on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { misconception, resultSoFar } from '@readyteams/activities/knowledge-check';
import type { LiveSlideOf } from '@readyteams/api-client/live-events';
import type { LiveDb } from '../../live/store-sql.js';
import type { LiveState, SessionResults } from '../../live/types.js';
import { ACTIVITY_SCENARIOS } from '../../seed/content.js';
import { createTestServer, scenarioBody, type TestServer } from '../../../test/helpers.js';
import {
  client,
  connected,
  emitAck,
  joinByCode,
  liveTestApp,
  seedSession,
  storedAnswers,
  tokens,
  until,
  type RecordingClient,
} from '../../../test/live/helpers.js';
import { liveCluster } from '../../../test/live/process.js';
import { seededDemo, type Scenario } from '../../../test/seed-demo.js';
import { KNOWLEDGE_CHECK_DEMO } from './demo.js';
import { participantScores } from '../../live/teams/index.js';
import { createCheckStore } from './store.js';

const capital = {
  slideType: 'knowledge-check',
  title: 'What is the capital of France?',
  script: 'Ask who hesitated between two.',
  choices: [
    { label: 'Paris', correct: true },
    { label: 'Lyon', correct: false },
    { label: 'Nice', correct: false },
  ],
  explanation: 'Paris has been the capital since 987.',
};
const feedback = {
  slideType: 'knowledge-check',
  title: 'Which make feedback easier to act on?',
  choices: [
    { label: 'Specific', correct: true },
    { label: 'Yearly', correct: false },
    { label: 'Timely', correct: true },
  ],
  explanation: null,
};

describe('authoring a knowledge check', () => {
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

  it('stores its choices (trimmed), explanation, time limit and speed bonus (off by default) and reads them back', async () => {
    const created = await save({
      ...capital,
      choices: [{ label: ' Paris ', correct: true }, { label: 'Lyon' }],
      timeLimit: 20,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [slide] = created.json().slides;
    expect(slide).toMatchObject({
      slideType: 'knowledge-check',
      title: capital.title,
      questions: [],
      choices: [
        { label: 'Paris', correct: true },
        { label: 'Lyon', correct: false },
      ],
      explanation: capital.explanation,
      timeLimit: 20,
      speedBonus: false,
    });
    const read = await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'operator' });
    expect(read.json().slides).toEqual([slide]);

    const untimed = await save({ ...feedback, explanation: '  ' });
    expect(untimed.json().slides[0]).toMatchObject({ timeLimit: null, explanation: null, speedBonus: false });
  });

  it('refuses too few or too many choices, a blank or long choice, two alike, none correct, a time limit out of range and a speed bonus without one, storing nothing', async () => {
    const before = await total();
    const COUNT = 'A knowledge check needs 2 to 6 choices';
    const CHOICE = 'Each choice needs text, up to 120 characters';
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ choices: [{ label: 'A', correct: true }] }, { 'slides.0.choices': COUNT }],
      [
        { choices: Array.from({ length: 7 }, (_, i) => ({ label: `C${i}`, correct: i === 0 })) },
        { 'slides.0.choices': COUNT },
      ],
      [{ choices: undefined }, { 'slides.0.choices': COUNT }],
      [{ choices: [{ label: 'A', correct: true }, { label: '  ' }] }, { 'slides.0.choices.1.label': CHOICE }],
      [
        { choices: [{ label: 'A', correct: true }, { label: 'x'.repeat(121) }] },
        { 'slides.0.choices.1.label': CHOICE },
      ],
      [
        { choices: [{ label: 'Paris', correct: true }, { label: ' paris ' }] },
        { 'slides.0.choices.1': 'Each choice must be different' },
      ],
      [
        { choices: [{ label: 'A' }, { label: 'B' }] },
        { 'slides.0.choices': 'Mark at least one choice as correct' },
      ],
      [{ timeLimit: 4 }, { 'slides.0.timeLimit': 'The time limit must be 5 to 300 seconds' }],
      [{ timeLimit: 301 }, { 'slides.0.timeLimit': 'The time limit must be 5 to 300 seconds' }],
      [{ speedBonus: true }, { 'slides.0.speedBonus': 'The speed bonus needs a time limit' }],
      [{ title: '' }, { 'slides.0.title': 'Question is required for knowledge checks' }],
    ];
    for (const [change, errors] of cases) {
      const res = await save({ ...capital, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors, JSON.stringify(change)).toEqual(errors);
    }
    expect(await total()).toBe(before);
  });

  it('words its messages in the language of the request', async () => {
    const none = { ...capital, choices: [{ label: 'A' }, { label: 'B' }] };
    expect((await save(none, { 'accept-language': 'es' })).json().errors).toEqual({
      'slides.0.choices': 'Marca al menos una opción como correcta',
    });
    expect((await save({ ...capital, speedBonus: true }, { 'accept-language': 'de' })).json().errors).toEqual(
      {
        'slides.0.speedBonus': 'Der Tempobonus braucht ein Zeitlimit',
      },
    );
  });
});

/** The current slide as a phone (or the host) last got it, when it is a knowledge check. */
const checkOf = (c: RecordingClient) => {
  const slide = c.lastState()?.slide;
  return slide?.slideType === 'knowledge-check' ? slide : undefined;
};
const answer = (p: RecordingClient, slideIndex: number, value: unknown) =>
  emitAck(p.socket, 'answer', { slideIndex, questionIndex: 0, value } as never);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('knowledge checks in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 50 });

  it('closes at the time limit and at the host reveal, shows each phone only its own result, restores it on rejoin, scores the speed bonus and reports the share correct and the misconception', async () => {
    const { pin, hostKey, sessionId, hostId, companyId } = await seedSession(live.database, {
      slides: [{ ...capital, timeLimit: 5, speedBonus: true }, feedback],
    });
    const host = await live.host(pin, hostKey);
    const [fast, wrong, slow] = await Promise.all([
      live.participant(pin),
      live.participant(pin),
      live.participant(pin, { locale: 'fr' }),
    ]);
    const phones = [fast, wrong, slow];
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    await until(() => phones.every((p) => checkOf(p)), 'the check on every phone');

    // Before the reveal a phone learns nothing of the answer, and sees when the answers close.
    const shown = checkOf(fast)!;
    expect(shown).toMatchObject({
      questions: [{ question: capital.title, kind: 'check', options: ['Paris', 'Lyon', 'Nice'] }],
      multiple: false,
      correct: [],
      explanation: null,
      revealed: false,
      timeLimit: 5,
      speedBonus: true,
      revealedChecks: [],
    });
    const startedAt = fast.lastState()!.slideStartedAt!;
    expect(shown.closesAt).toBe(startedAt + 5000);
    // The host's screens know it (the host's phone may show it; the presenter waits for the reveal).
    expect(checkOf(host)).toMatchObject({
      correct: [0],
      explanation: capital.explanation,
      closesAt: startedAt + 5000,
    });

    // Bad answers: two options on a one-answer check, an option it does not have, not the phones' form: refused.
    for (const value of ['0,1', '3', '-1', 'Paris', 0, '', null])
      expect(await answer(fast, 0, value), JSON.stringify(value)).toEqual({
        ok: false,
        message: 'That answer is not valid.',
      });
    expect(await storedAnswers(live.database, sessionId)).toEqual([]);

    expect(await answer(fast, 0, '0')).toEqual({ ok: true });
    expect(await answer(wrong, 0, '1')).toEqual({ ok: true });
    // A phone cannot reveal: refused, nothing changes.
    expect(await emitAck(fast.socket, 'reveal-check', { slideIndex: 0 })).toEqual({
      ok: false,
      message: 'Only the host can reveal the answers.',
    });
    // The presenter counts answers as they come.
    await until(() => host.tallies.find((t) => t.answerCounts['0:0'] === 2), 'two answers counted');

    await sleep(2000);
    expect(await answer(slow, 0, '0')).toEqual({ ok: true });
    // Past the time limit: refused with its message (in the phone's language), the earlier answer kept.
    await sleep(Math.max(0, startedAt + 5200 - Date.now()));
    expect(await answer(wrong, 0, '0')).toEqual({
      ok: false,
      message: 'Time is up: this question no longer takes answers.',
    });
    expect(await answer(slow, 0, '2')).toEqual({
      ok: false,
      message: 'Le temps est écoulé : cette question ne prend plus de réponses.',
    });
    expect((await storedAnswers(live.database, sessionId)).map((a) => a.value).sort()).toEqual([
      '0',
      '0',
      '1',
    ]);
    expect(checkOf(fast)!.revealed).toBe(false);

    // The speed bonus: the faster correct answer scores more, the wrong one nothing.
    const hostSlides = host
      .lastState()!
      .slides.filter(
        (slide): slide is LiveSlideOf<'knowledge-check'> => slide.slideType === 'knowledge-check',
      );
    const store = createCheckStore(live.database.db as unknown as LiveDb);
    const scored = await store.answerScores(sessionId, hostSlides);
    const pointsOf = (p: { participantId: string }) =>
      scored.find((s) => s.participantId === p.participantId)!.points;
    expect(pointsOf(fast)).toBeGreaterThan(950);
    expect(pointsOf(slow)).toBeLessThan(pointsOf(fast));
    expect(pointsOf(slow)).toBeGreaterThan(700);
    expect(pointsOf(wrong)).toBe(0);

    // The host reveals: every phone gets the correct option and the explanation; later answers are refused.
    expect(await emitAck(host.socket, 'reveal-check', { slideIndex: 0 })).toEqual({ ok: true });
    await until(() => phones.every((p) => checkOf(p)?.revealed), 'revealed on every phone');
    expect(checkOf(wrong)).toMatchObject({
      correct: [0],
      explanation: capital.explanation,
      revealedChecks: [{ slideIndex: 0, correct: [0] }],
    });
    expect(await answer(wrong, 0, '0')).toMatchObject({ ok: false });
    // Each phone's own result so far, from its answers: no phone gets anyone else's.
    const soFar = (p: RecordingClient, answers: Record<string, unknown>) =>
      resultSoFar(checkOf(p)!.revealedChecks, answers);
    expect(soFar(fast, { '0:0': '0' })).toEqual({ correct: 1, total: 1 });
    expect(soFar(wrong, { '0:0': '1' })).toEqual({ correct: 0, total: 1 });
    expect(JSON.stringify(wrong.lastState())).not.toContain(fast.participantId);

    // A second check, several correct: exactly the correct set counts.
    expect(await emitAck(host.socket, 'goto', { slide: 1 })).toEqual({ ok: true });
    await until(() => phones.every((p) => checkOf(p)?.index === 1), 'the second check');
    expect(checkOf(fast)).toMatchObject({ multiple: true, closesAt: null, correct: [] });
    expect(checkOf(fast)!.questions[0]!.kind).toBe('check-many');
    expect(await answer(fast, 1, '2,0')).toEqual({ ok: true });
    expect(await answer(wrong, 1, '0')).toEqual({ ok: true });
    expect(await answer(slow, 1, '0,1,2')).toEqual({ ok: true });
    expect(await answer(slow, 1, '0,0')).toMatchObject({ ok: false });
    expect(await emitAck(host.socket, 'reveal-check', { slideIndex: 1 })).toEqual({ ok: true });
    await until(() => phones.every((p) => checkOf(p)?.revealed), 'second revealed');
    expect(checkOf(slow)!.revealedChecks).toEqual([
      { slideIndex: 0, correct: [0] },
      { slideIndex: 1, correct: [0, 2] },
    ]);
    expect(soFar(fast, { '0:0': '0', '1:0': '0,2' })).toEqual({ correct: 2, total: 2 });
    expect(soFar(slow, { '0:0': '0', '1:0': '0,1,2' })).toEqual({ correct: 1, total: 2 });

    // Rejoining (another connection with the same token) brings back the answers and the revealed results.
    const again = live.track(client(live.url, wrong.auth));
    await connected(again.socket);
    const rejoined = await until(() => again.lastState(), 'rejoined state');
    expect(rejoined.myAnswers).toEqual({ '0:0': '1', '1:0': '0' });
    expect(resultSoFar(checkOf(again)!.revealedChecks, rejoined.myAnswers!)).toEqual({
      correct: 0,
      total: 2,
    });

    // Going back to the timed check does not restart its clock.
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    await until(() => checkOf(fast)?.index === 0, 'back on the first check');
    expect(checkOf(fast)).toMatchObject({ closesAt: startedAt + 5000, revealed: true, correct: [0] });

    // Every participant's score over the session, for team mode: computed, never sent to a screen.
    const totals = participantScores(await store.answerScores(sessionId, hostSlides));
    expect(totals.find((t) => t.participantId === fast.participantId)).toMatchObject({
      answered: 2,
      correct: 2,
    });
    expect(totals.find((t) => t.participantId === wrong.participantId)).toMatchObject({
      answered: 2,
      correct: 0,
      points: 0,
    });

    tokens.set('check-host', { id: hostId, companyId, isAdmin: false, isOperator: false });
    const headers = { authorization: 'Bearer check-host' };
    const results = (await (
      await fetch(`${live.url}/sessions/${sessionId}/results`, { headers })
    ).json()) as SessionResults;
    const [first, second] = results.polls.map((poll) => poll.questions[0]!);
    // Paris twice, Lyon once: two of three right; the misconception Lyon.
    expect(first).toMatchObject({ kind: 'check', answerCount: 3, correctPercent: 66.7 });
    expect(first!.options.filter((option) => option.correct).map((option) => option.key)).toEqual(['A']);
    expect(first!.options.map((o) => [o.label, o.count])).toEqual([
      ['Paris', 2],
      ['Lyon', 1],
      ['Nice', 0],
    ]);
    expect(misconception(first!)?.label).toBe('Lyon');
    // Specific 3, Yearly 1, Timely 2: one of three exactly right; the misconception Yearly.
    expect(second).toMatchObject({ kind: 'check-many', answerCount: 3, correctPercent: 33.3 });
    expect(second!.options.filter((option) => option.correct).map((option) => option.key)).toEqual([
      'A',
      'C',
    ]);
    expect(second!.options.map((o) => o.count)).toEqual([3, 1, 2]);
    expect(misconception(second!)?.label).toBe('Yearly');
    expect(JSON.stringify(results)).not.toContain(fast.participantId);

    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv`, { headers })).text();
    // Each answer with whether it is right.
    expect(csv).toContain('A. Specific; C. Timely (correct)');
    expect(csv).toContain('A. Specific; B. Yearly; C. Timely (wrong)');
    expect(csv).toContain('B. Lyon (wrong)');
    expect(csv).toContain('A. Paris (correct)');
    expect(csv).not.toContain(fast.participantId);
  }, 60_000);

  it('acks an answer sent as the host reveals exactly when it is kept, and keeps none sent after the reveal', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database, {
      slides: [capital, feedback, capital],
    });
    const host = await live.host(pin, hostKey);
    const phones = await Promise.all(Array.from({ length: 10 }, () => live.participant(pin)));
    const keptOn = async (slide: number) =>
      new Set(
        (await storedAnswers(live.database, sessionId))
          .filter((a) => a.slideIndex === slide)
          .map((a) => a.participantId),
      );
    for (const slide of [0, 1, 2]) {
      expect(await emitAck(host.socket, 'goto', { slide })).toEqual({ ok: true });
      await until(() => phones.every((p) => checkOf(p)?.index === slide), `check ${slide} on every phone`);
      // Half the phones answer just before the reveal is sent, half just after, all at once: each is kept or
      // refused as closed, and acked as it went.
      const acks = await Promise.all([
        ...phones.slice(0, 5).map((p) => answer(p, slide, '0')),
        emitAck(host.socket, 'reveal-check', { slideIndex: slide }),
        ...phones.slice(5).map((p) => answer(p, slide, '0')),
      ]);
      expect(acks[5]).toEqual({ ok: true });
      const answered = [...acks.slice(0, 5), ...acks.slice(6)];
      for (const ack of answered)
        if (!ack.ok) expect(ack.message).toBe('The answers have been revealed: this question is closed.');
      const kept = phones.filter((_, i) => answered[i]!.ok).map((p) => p.participantId);
      expect(await keptOn(slide)).toEqual(new Set(kept));
      // Once the reveal is acked, nothing more is kept.
      for (const p of phones) expect(await answer(p, slide, '1')).toMatchObject({ ok: false });
      expect(await keptOn(slide)).toEqual(new Set(kept));
    }
  }, 60_000);

  it('refuses a reveal of a slide that is not the current check, or of an ended session', async () => {
    const { pin, hostKey } = await seedSession(live.database, { slides: [capital, feedback] });
    const host = await live.host(pin, hostKey);
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    expect(await emitAck(host.socket, 'reveal-check', { slideIndex: 1 })).toEqual({
      ok: false,
      message: 'That is not the current knowledge check.',
    });
    expect(await emitAck(host.socket, 'reveal-check', { slideIndex: 5 })).toEqual({
      ok: false,
      message: 'That is not the current knowledge check.',
    });
    expect(await emitAck(host.socket, 'reveal-check', { slideIndex: 'x' } as never)).toEqual({
      ok: false,
      message: 'That is not the current knowledge check.',
    });
    expect(checkOf(host)!.revealed).toBe(false);
    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });
    expect(await emitAck(host.socket, 'reveal-check', { slideIndex: 0 })).toEqual({
      ok: false,
      message: 'The session has ended.',
    });
  });
});

describe('the knowledge check of the seeded demo scenarios', () => {
  const { get } = seededDemo();

  it('is on every activity-template scenario', async () => {
    for (const { title } of ACTIVITY_SCENARIOS) {
      const list = await get<{ data: Scenario[] }>(`/scenarios?title=${encodeURIComponent(title)}`);
      const slides = (await get<Scenario>(`/scenarios/${list.data[0]!.id}`)).slides;
      expect(
        slides.find((slide) => slide.slideType === 'knowledge-check'),
        title,
      ).toMatchObject({
        title: KNOWLEDGE_CHECK_DEMO.title,
        choices: KNOWLEDGE_CHECK_DEMO.choices,
        explanation: KNOWLEDGE_CHECK_DEMO.explanation,
        timeLimit: 30,
        speedBonus: false,
      });
    }
  });
});

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!enabled)('a knowledge check on two API processes behind Redis', () => {
  const cluster = liveCluster();

  it('the reveal made on one process closes answers and reaches the phones on the other; the time limit holds there too', async () => {
    const { pin, hostKey } = await seedSession(cluster.database, {
      slides: [capital, { ...feedback, timeLimit: 5 }],
    });
    const host = client(cluster.urls[0]!, { role: 'host', pin, hostKey });
    cluster.track(host);
    await connected(host.socket);
    const phoneOn = async (url: string) => {
      const joined = await joinByCode(url, pin);
      const phone = client(url, { role: 'participant', pin, participantToken: joined.participantToken });
      cluster.track(phone);
      await connected(phone.socket);
      return phone;
    };
    const [there, here] = [await phoneOn(cluster.urls[1]!), await phoneOn(cluster.urls[0]!)];

    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    await until(() => checkOf(there) && checkOf(here), 'the check on both processes');
    expect(await answer(there, 0, '1')).toEqual({ ok: true });
    expect(await emitAck(host.socket, 'reveal-check', { slideIndex: 0 })).toEqual({ ok: true });
    await until(() => checkOf(there)?.revealed, 'revealed on the other process');
    expect(checkOf(there)).toMatchObject({ correct: [0], explanation: capital.explanation });
    expect(await answer(there, 0, '0')).toEqual({
      ok: false,
      message: 'The answers have been revealed: this question is closed.',
    });

    expect(await emitAck(host.socket, 'goto', { slide: 1 })).toEqual({ ok: true });
    const state = (await until(
      () => checkOf(there)?.index === 1 && there.lastState(),
      'second check',
    )) as LiveState;
    const closesAt = (state.slide as LiveSlideOf<'knowledge-check'>).closesAt!;
    await until(() => checkOf(here)?.closesAt === closesAt, 'both processes agree on the time limit');
    await sleep(Math.max(0, closesAt + 200 - Date.now()));
    expect(await answer(there, 1, '0,2')).toEqual({
      ok: false,
      message: 'Time is up: this question no longer takes answers.',
    });
    expect(await answer(here, 1, '0,2')).toMatchObject({ ok: false });
  }, 60_000);
});
