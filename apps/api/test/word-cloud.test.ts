// Word cloud slides (issue 16): authored with a prompt and 1-3 entries per participant, answered on the phones with
// short entries (stored before the ack, changeable, restored on rejoin), counted together case-folded in the results
// the hosts see live and the report, and listed entry by entry in the CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveQuestionResult, SessionResults } from '../src/live/types.js';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';
import {
  client,
  connected,
  emitAck,
  seedSession,
  templateSlides,
  tokens,
  until,
  type RecordingClient,
  liveTestApp,
} from './live/helpers.js';

const wordCloud = {
  slideType: 'word-cloud',
  title: 'In a word',
  prompt: 'One word for how feedback feels',
  entryLimit: 3,
  script: 'Read the biggest words out loud.',
};

describe('authoring a word cloud slide', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  const save = (slide: Record<string, unknown>) =>
    s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { slides: [slide] }),
    });

  it('stores its prompt and entry limit and reads them back (the limit defaults to 1)', async () => {
    const created = await save({ ...wordCloud, prompt: '  One word for how feedback feels ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().slides).toEqual([
      expect.objectContaining({
        slideType: 'word-cloud',
        title: 'In a word',
        prompt: 'One word for how feedback feels',
        entryLimit: 3,
        questions: [],
      }),
    ]);
    const { entryLimit: _, ...withoutLimit } = wordCloud;
    expect((await save(withoutLimit)).json().slides[0]).toMatchObject({ entryLimit: 1 });
  });

  it('refuses a missing or blank prompt and a limit outside 1-3 with clear messages, storing nothing', async () => {
    const before = (await s.request({ method: 'GET', url: '/scenarios?$limit=0', as: 'operator' })).json()
      .total as number;
    for (const [slide, field] of [
      [{ ...wordCloud, prompt: undefined }, 'slides.0.prompt'],
      [{ ...wordCloud, prompt: '   ' }, 'slides.0.prompt'],
      [{ ...wordCloud, entryLimit: 4 }, 'slides.0.entryLimit'],
      [{ ...wordCloud, entryLimit: 0 }, 'slides.0.entryLimit'],
    ] as const) {
      const res = await save(slide);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty([field]);
    }
    const res = await save({ ...wordCloud, prompt: '' });
    expect(res.json().errors['slides.0.prompt']).toBe('Prompt is required for word cloud slides');
    expect((await save({ ...wordCloud, entryLimit: 9 })).json().errors['slides.0.entryLimit']).toBe(
      'Entries per participant must be 1, 2 or 3',
    );
    const after = (await s.request({ method: 'GET', url: '/scenarios?$limit=0', as: 'operator' })).json()
      .total as number;
    expect(after).toBe(before);
  });
});

describe('a word cloud in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 100 });

  const words = (result: LiveQuestionResult | undefined) =>
    Object.fromEntries((result?.options ?? []).map((o) => [o.label, o.count]));

  it('takes up to the limit of short entries per phone and counts them together, case-folded', async () => {
    const { pin, hostKey, sessionId, hostId, companyId } = await seedSession(live.database, {
      slides: [wordCloud],
    });
    const host = await live.host(pin, hostKey);
    expect(host.lastState()?.slides[0]).toMatchObject({
      slideType: 'word-cloud',
      questions: Array(3).fill({ question: wordCloud.prompt, kind: 'word', options: [] }),
    });
    const [ana, ben] = await Promise.all([live.participant(pin), live.participant(pin)]);
    await emitAck(host.socket, 'goto', { slide: 0 });
    await until(() => ana.lastState()?.currentSlide === 0 && ben.lastState()?.currentSlide === 0);

    const send = (p: RecordingClient, questionIndex: number, value: unknown) =>
      emitAck(p.socket, 'answer', { slideIndex: 0, questionIndex, value } as never);
    expect(await send(ana, 0, '  Scary ')).toEqual({ ok: true });
    expect(await send(ana, 1, 'useful')).toEqual({ ok: true });
    expect(await send(ana, 2, 'Growth  mindset')).toEqual({ ok: true });
    expect(await send(ben, 0, 'scary')).toEqual({ ok: true });
    expect(await send(ben, 1, 'USEFUL')).toEqual({ ok: true });
    // Too long, empty, not text, or past the limit: refused, nothing stored.
    expect(await send(ben, 2, 'x'.repeat(26))).toMatchObject({ ok: false });
    expect(await send(ben, 2, '   ')).toMatchObject({ ok: false });
    expect(await send(ben, 2, 3)).toMatchObject({ ok: false });
    expect(await send(ben, 3, 'fourth')).toMatchObject({ ok: false });

    await until(() => host.lastTally()?.polls[0]?.questions[0]?.answerCount === 5, 'tally');
    const cloud = host.lastTally()!.polls[0]!;
    expect(cloud).toMatchObject({ slideIndex: 0, title: 'In a word', type: null });
    expect(cloud.questions).toHaveLength(1);
    expect(cloud.questions[0]).toMatchObject({ kind: 'word', question: wordCloud.prompt, answerCount: 5 });
    // Each word in its most entered spelling; on a tie the first in alphabetical order, lower case first.
    expect(words(cloud.questions[0])).toEqual({ scary: 2, useful: 2, 'Growth mindset': 1 });
    expect(cloud.questions[0]!.options.map((o) => o.key)).toEqual(['scary', 'useful', 'growth mindset']);

    // A change replaces the entry; a rejoin gets the phone's entries back.
    expect(await send(ana, 1, 'Brave')).toEqual({ ok: true });
    ana.socket.disconnect();
    const again = live.track(client(live.url, ana.auth));
    await connected(again.socket);
    await until(() => again.lastState()?.myAnswers);
    expect(again.lastState()!.myAnswers).toEqual({ '0:0': 'Scary', '0:1': 'Brave', '0:2': 'Growth mindset' });

    tokens.set('word-cloud-host', { id: hostId, companyId, isAdmin: false, isOperator: false });
    const headers = { authorization: 'Bearer word-cloud-host' };
    const results = (await (
      await fetch(`${live.url}/sessions/${sessionId}/results`, { headers })
    ).json()) as SessionResults;
    expect(words(results.polls[0]?.questions[0])).toEqual({
      scary: 2,
      Brave: 1,
      USEFUL: 1,
      'Growth mindset': 1,
    });
    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv`, { headers })).text();
    for (const entry of ['Scary', 'Brave', 'Growth mindset', 'scary', 'USEFUL']) expect(csv).toContain(entry);
  });

  it('holds profanity back and lets the host hide a word from the room and the report, and show it again', async () => {
    const { pin, hostKey, sessionId, hostId, companyId } = await seedSession(live.database, {
      slides: [wordCloud, templateSlides[4]!],
    });
    const host = await live.host(pin, hostKey);
    const [ana, ben] = await Promise.all([live.participant(pin), live.participant(pin)]);
    await emitAck(host.socket, 'goto', { slide: 0 });
    await until(() => ana.lastState()?.currentSlide === 0 && ben.lastState()?.currentSlide === 0);
    const send = (p: RecordingClient, questionIndex: number, value: string) =>
      emitAck(p.socket, 'answer', { slideIndex: 0, questionIndex, value });
    // A profane entry is stored and acknowledged like any other, and never shown.
    expect(await send(ana, 0, 'Shit')).toEqual({ ok: true });
    expect(await send(ana, 1, 'awkward')).toEqual({ ok: true });
    expect(await send(ben, 0, 'Awkward')).toEqual({ ok: true });
    expect(await send(ben, 1, 'honest')).toEqual({ ok: true });
    // Written in fullwidth letters, still profanity.
    expect(await send(ana, 2, 'ｓｈｉｔ')).toEqual({ ok: true });
    await until(() => host.lastTally()?.polls[0]?.questions[0]?.answerCount === 5, 'tally');
    expect(words(host.lastTally()!.polls[0]!.questions[0])).toEqual({ awkward: 2, honest: 1 });

    const hide = (word: unknown, hidden: boolean, slideIndex = 0) =>
      emitAck(host.socket, 'hide-word', { slideIndex, word, hidden } as never);
    expect(await hide('AWKWARD', true)).toEqual({ ok: true });
    await until(() => !('awkward' in words(host.lastTally()?.polls[0]?.questions[0])), 'hidden in tally');
    expect(words(host.lastTally()!.polls[0]!.questions[0])).toEqual({ honest: 1 });
    await until(() => host.lastState()?.hiddenWords.includes('0:awkward'));
    // Participants never learn what the host hid.
    expect(ana.lastState()?.hiddenWords).toEqual([]);

    tokens.set('hiding-host', { id: hostId, companyId, isAdmin: false, isOperator: false });
    const headers = { authorization: 'Bearer hiding-host' };
    const report = async () =>
      words(
        (
          (await (
            await fetch(`${live.url}/sessions/${sessionId}/results`, { headers })
          ).json()) as SessionResults
        ).polls[0]?.questions[0],
      );
    expect(await report()).toEqual({ honest: 1 });
    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv`, { headers })).text();
    for (const entry of ['Shit', 'awkward', 'Awkward', 'honest']) expect(csv).toContain(entry);

    // Bad commands change nothing: not a word cloud, no word, a word too long.
    for (const [word, slideIndex] of [
      ['honest', 1],
      ['   ', 0],
      [42, 0],
      ['x'.repeat(26), 0],
    ] as const)
      expect(await hide(word, true, slideIndex)).toMatchObject({ ok: false });
    // A payload its schema rejects is refused with the message of the field at fault.
    expect(await hide(42, true)).toEqual({ ok: false, message: 'There is no such word.' });
    expect(
      await emitAck(host.socket, 'hide-word', { slideIndex: 0, word: 'honest', hidden: 'yes' } as never),
    ).toEqual({
      ok: false,
      message: 'Say whether the word is hidden.',
    });
    expect(await emitAck(host.socket, 'hide-word', undefined as never)).toEqual({
      ok: false,
      message: 'There is no word cloud on that slide.',
    });
    expect(await report()).toEqual({ honest: 1 });

    expect(await hide('awkward', false)).toEqual({ ok: true });
    expect(await report()).toEqual({ awkward: 2, honest: 1 });
    await until(() => host.lastState()?.hiddenWords.length === 0);
  });
});
