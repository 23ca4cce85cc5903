// Safe-to-say reveal (issue 16, item 3): each poll says when its results may show (when the host reveals them on its
// poll-results slide, or also automatically on the presenter's poll slide), never before at least revealThreshold
// participants answered it (each counted once), and whether the presenter shows the answer count. The server
// withholds the results below the threshold: the state's `results` is null with `waitingForAnswers`, and the hosts'
// tally leaves the poll out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';
import {
  POLL,
  RESULTS,
  emitAck,
  seedSession,
  liveTestApp,
  templateWithPoll,
  until,
  type RecordingClient,
} from './live/helpers.js';

const poll = {
  slideType: 'poll',
  type: 'scenario',
  title: 'What would you do?',
  script: 'Pick what you would do first.',
  questions: [
    {
      question: 'First move?',
      type: 'single-choice',
      answers: { options: [{ 'option 1': 'Listen' }, { 'option 2': 'Escalate' }] },
    },
  ],
};

describe('authoring when a poll reveals its results', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  const save = (slides: Record<string, unknown>[]) =>
    s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx, { slides }) });

  it('stores the reveal mode, threshold and answer count option, and reads them back (defaults: host, 5, shown)', async () => {
    const created = await save([
      poll,
      { ...poll, title: 'Second', revealMode: 'threshold', revealThreshold: 12, showAnswerCount: false },
      // Another type's slide may carry them; they are not stored.
      {
        slideType: 'word-cloud',
        prompt: 'One word',
        revealMode: 'threshold',
        revealThreshold: 3,
        showAnswerCount: false,
      },
    ]);
    expect(created.statusCode).toBe(201);
    const slides = created.json().slides;
    expect(slides[0]).toMatchObject({ revealMode: 'host', revealThreshold: 5, showAnswerCount: true });
    expect(slides[1]).toMatchObject({ revealMode: 'threshold', revealThreshold: 12, showAnswerCount: false });
    expect(slides[2]).toMatchObject({ revealMode: null, revealThreshold: null, showAnswerCount: null });
    const read = await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'operator' });
    expect(read.json().slides.slice(0, 2)).toEqual(slides.slice(0, 2));
  });

  it('refuses a threshold outside 1-1000, an unknown mode and a non-boolean count option, storing nothing', async () => {
    const before = (await s.request({ method: 'GET', url: '/scenarios?$limit=0', as: 'operator' })).json()
      .total as number;
    for (const revealThreshold of [0, 1001, 2.5, 'five'])
      expect((await save([{ ...poll, revealThreshold }])).json().errors).toEqual({
        'slides.0.revealThreshold': 'Minimum answers must be a whole number from 1 to 1000',
      });
    expect((await save([{ ...poll, revealMode: 'sometimes' }])).json().errors).toEqual({
      'slides.0.revealMode': 'Choose when the results show',
    });
    expect((await save([{ ...poll, showAnswerCount: 'yes' }])).json().errors).toEqual({
      'slides.0.showAnswerCount': 'Show the answer count must be on or off',
    });
    const after = (await s.request({ method: 'GET', url: '/scenarios?$limit=0', as: 'operator' })).json()
      .total as number;
    expect(after).toBe(before);
  });
});

describe('revealing a poll live', () => {
  const live = liveTestApp({ tallyIntervalMs: 50 });
  const participantsOf = (pin: string, count: number) =>
    Promise.all(Array.from({ length: count }, () => live.participant(pin)));

  const answer = (p: RecordingClient, questionIndex: number, value = 0) =>
    emitAck(p.socket, 'answer', { slideIndex: POLL, questionIndex, value });
  const goto = async (host: RecordingClient, slide: number, phones: RecordingClient[]) => {
    expect(await emitAck(host.socket, 'goto', { slide })).toEqual({ ok: true });
    await until(
      () => [host, ...phones].every((c) => c.lastState()?.currentSlide === slide),
      `slide ${slide}`,
    );
  };
  const pollInTally = (host: RecordingClient) => host.lastTally()?.polls.find((p) => p.slideIndex === POLL);

  it('host mode: the poll-results slide shows nothing below the default threshold of 5, however many answers each gave', async () => {
    const { pin, hostKey } = await seedSession(live.database);
    const host = await live.host(pin, hostKey);
    expect(host.lastState()!.slides[POLL]).toMatchObject({
      revealMode: 'host',
      revealThreshold: 5,
      showAnswerCount: true,
    });
    const phones = await participantsOf(pin, 5);
    await goto(host, POLL, phones);
    // Four participants, eight answers: each counts once.
    for (const p of phones.slice(0, 4)) {
      expect(await answer(p, 0)).toEqual({ ok: true });
      expect(await answer(p, 1)).toEqual({ ok: true });
    }
    const tally = await until(() => host.tallies.find((t) => t.answerCounts[`${POLL}:1`] === 4), 'tally');
    expect(tally.currentSlideAnswered).toBe(4);
    expect(pollInTally(host)).toBeUndefined();

    await goto(host, RESULTS, phones);
    for (const c of [host, ...phones])
      expect(c.lastState()).toMatchObject({ results: null, waitingForAnswers: 5 });

    // The fifth answers only the second question: five participants answered the poll.
    await goto(host, POLL, phones);
    expect(await answer(phones[4]!, 1)).toEqual({ ok: true });
    await until(() => pollInTally(host), 'poll results in the tally');
    expect(host.lastTally()!.currentSlideAnswered).toBe(5);
    // Its results never show on the phones of the poll slide.
    expect(phones[0]!.lastState()).toMatchObject({ results: null, waitingForAnswers: null });

    await goto(host, RESULTS, phones);
    for (const c of [host, ...phones]) {
      expect(c.lastState()!.waitingForAnswers).toBeNull();
      expect(c.lastState()!.results?.questions[0]).toMatchObject({ answerCount: 4 });
      expect(c.lastState()!.results?.questions[1]).toMatchObject({ answerCount: 5 });
    }
  });

  it('threshold mode: the hosts get the results live once the threshold is reached, the count option travels with the slide', async () => {
    const { pin, hostKey } = await seedSession(live.database, {
      slides: templateWithPoll({ revealMode: 'threshold', revealThreshold: 3, showAnswerCount: false }),
    });
    const host = await live.host(pin, hostKey);
    const phones = await participantsOf(pin, 3);
    await goto(host, POLL, phones);
    const reveal = { revealMode: 'threshold', revealThreshold: 3, showAnswerCount: false };
    expect(host.lastState()!.slide).toMatchObject(reveal);
    expect(phones[0]!.lastState()!.slide).toMatchObject(reveal);

    await answer(phones[0]!, 0, 1);
    await answer(phones[1]!, 0, 1);
    await until(() => host.lastTally()?.currentSlideAnswered === 2, 'two answered');
    expect(pollInTally(host)).toBeUndefined();
    await goto(host, RESULTS, phones);
    expect(phones[0]!.lastState()).toMatchObject({ results: null, waitingForAnswers: 3 });

    await goto(host, POLL, phones);
    await answer(phones[2]!, 0, 0);
    const revealed = await until(() => pollInTally(host), 'poll results in the tally');
    expect(revealed.questions[0]!.options.map((o) => o.count)).toEqual([1, 2, 0, 0]);
    // Later answers keep coming in live.
    await answer(phones[2]!, 0, 1);
    await until(() => pollInTally(host)?.questions[0]!.options[1]!.count === 3, 'a changed answer');
    expect(host.lastState()).toMatchObject({ results: null, waitingForAnswers: null });
  });
});
