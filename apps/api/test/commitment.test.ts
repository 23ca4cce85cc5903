// Commitment slides (issue 18): authored with a prompt; on the phones each participant writes one thing they will do
// differently (trimmed, 1 to 200 characters) and may leave an e-mail address for one reminder (never in a practice
// session). Commitments are stored before the ack, with the address apart; sending again replaces both, however many
// arrive at once; a rejoining phone gets its commitments back; the hosts' tally counts them; the report and the CSV
// have the texts and counts, never an address. On PGlite, and on PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import type { LiveEventPayload } from '@readyteams/activities/live';
import { COMMITMENT_MAX, EMAIL_MAX, type SessionResults } from '../src/live/types.js';
import { expectResponse, expectSchema, schemas } from './contract-checks.js';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';
import {
  client,
  connected,
  emitAck,
  liveTestApp,
  seedSession,
  templateSlides,
  until,
  type RecordingClient,
} from './live/helpers.js';

const PROMPT = 'What is one thing you will do differently after today?';
const commitmentSlide = {
  slideType: 'commitment',
  title: 'Commitment',
  prompt: PROMPT,
  script: 'Give everyone two minutes.',
};

const MESSAGES = {
  empty: 'Write your commitment first.',
  tooLong: 'Commitments are at most 200 characters.',
  email: 'Enter a valid e-mail address, or leave it empty.',
  practice: 'Practice sessions send no reminders.',
  notCommitment: 'There is no commitment on this slide.',
  notText: 'That commitment is not valid.',
  movedOn: 'The host has moved on; this question is closed.',
  ended: 'The session has ended.',
};
const refusal = (message: string) => ({ ok: false, message });

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
/** The session's commitments with their addresses, as stored. */
const stored = (database: Database, sessionId: string) =>
  rows<{ participantId: string; slideIndex: number; text: string; email: string | null }>(
    database,
    sql`SELECT c.participant_id AS "participantId", c.slide_index AS "slideIndex", c.text, fc.email
        FROM live_commitments c LEFT JOIN follow_up_contacts fc ON fc.commitment_id = c.id
        WHERE c.session_id = ${sessionId} ORDER BY c.id`,
  );
const addressCount = async (database: Database, sessionId: string) =>
  Number(
    (
      await rows<{ n: number }>(
        database,
        sql`SELECT count(*)::int AS n FROM follow_up_contacts fc JOIN live_commitments c ON c.id = fc.commitment_id
            WHERE c.session_id = ${sessionId}`,
      )
    )[0]!.n,
  );

const commit = (c: RecordingClient, payload: Partial<Record<keyof LiveEventPayload<'commit'>, unknown>>) =>
  emitAck(c.socket, 'commit', payload as LiveEventPayload<'commit'>);

it("the commitment's limits are the contract's", () => {
  const write = schemas.CommitmentSlideWrite as { properties: { prompt: { maxLength: number } } };
  expect(write.properties.prompt.maxLength).toBe(200);
  expect([COMMITMENT_MAX, EMAIL_MAX]).toEqual([200, 254]);
});

describe('authoring a commitment slide', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  const save = (slides: Record<string, unknown>[]) =>
    s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx, { slides }) });
  const scenarioCount = async () =>
    (await s.request({ method: 'GET', url: '/scenarios?$limit=0', as: 'operator' })).json().total as number;

  it('stores its prompt, trimmed, and reads it back', async () => {
    const created = await save([{ ...commitmentSlide, prompt: `  ${PROMPT} ` }]);
    expect(created.statusCode).toBe(201);
    expectResponse('POST', '/scenarios', 201, created.json());
    const read = await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'operator' });
    expectResponse('GET', '/scenarios/{id}', 200, read.json());
    expect(read.json().slides).toEqual([
      expect.objectContaining({
        slideType: 'commitment',
        title: 'Commitment',
        prompt: PROMPT,
        script: 'Give everyone two minutes.',
        questions: [],
      }),
    ]);
  });

  it('refuses a missing, blank or too long prompt with its own message, storing nothing', async () => {
    const before = await scenarioCount();
    const res = await save([
      { ...commitmentSlide, prompt: undefined },
      { ...commitmentSlide, prompt: '   ' },
      { ...commitmentSlide, prompt: 'x'.repeat(201) },
      // A word cloud beside it keeps its own words for the field of the same name.
      { slideType: 'word-cloud', prompt: '' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'slides.0.prompt': 'Prompt is required for commitment slides',
      'slides.1.prompt': 'Prompt is required for commitment slides',
      'slides.2.prompt': 'Prompt must be at most 200 characters',
      'slides.3.prompt': 'Prompt is required for word cloud slides',
    });
    expect(await scenarioCount()).toBe(before);
  });
});

describe('commitments in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 100 });

  /** The default template's discussion slide, then a commitment slide (index 1); a host and two phones on it. */
  async function onCommitment(options: { isPractice?: boolean } = {}) {
    const seeded = await seedSession(live.database, {
      ...options,
      slides: [templateSlides[4]!, commitmentSlide],
    });
    const host = await live.host(seeded.pin, seeded.hostKey);
    // One after the other: the CSV numbers participants in join order.
    const ana = await live.participant(seeded.pin);
    const ben = await live.participant(seeded.pin);
    expect(await emitAck(host.socket, 'goto', { slide: 1 })).toEqual({ ok: true });
    await until(() => ana.lastState()?.currentSlide === 1 && ben.lastState()?.currentSlide === 1);
    return { ...seeded, host, ana, ben };
  }
  const report = async (sessionId: string, hostKey: string) => {
    const response = await fetch(`${live.url}/sessions/${sessionId}/results?key=${hostKey}`);
    return { text: await response.clone().text(), json: (await response.json()) as SessionResults };
  };
  const csvOf = async (sessionId: string, hostKey: string) =>
    (await fetch(`${live.url}/sessions/${sessionId}/answers.csv?key=${hostKey}`)).text();

  it('shows its prompt as one text question; phones commit with `commit`, not `answer`', async () => {
    const { host, ana } = await onCommitment();
    const slide = host.lastState()!.slides[1]!;
    expectSchema('LiveSlide', slide);
    expect(slide).toMatchObject({
      slideType: 'commitment',
      title: 'Commitment',
      questions: [{ question: PROMPT, kind: 'text', options: [] }],
    });
    // The phones get the slide without the facilitator's script.
    expect(ana.lastState()!.slide).toMatchObject({ slideType: 'commitment', script: null });
    expect(
      await emitAck(ana.socket, 'answer', { slideIndex: 1, questionIndex: 0, value: 'I will listen' }),
    ).toEqual(refusal('That answer is not valid.'));
    expect(await commit(host, { slideIndex: 1, text: 'I will listen' })).toEqual(
      refusal('Only participants can make a commitment.'),
    );
  });

  it('stores a commitment and its address before the ack; refuses bad input, storing nothing', async () => {
    const { sessionId, ana } = await onCommitment();
    for (const [payload, message] of [
      [{ slideIndex: 1, text: '   ' }, MESSAGES.empty],
      [{ slideIndex: 1, text: '\0 \0' }, MESSAGES.empty],
      [{ slideIndex: 1, text: 'x'.repeat(COMMITMENT_MAX + 1) }, MESSAGES.tooLong],
      [{ slideIndex: 1, text: 42 }, MESSAGES.notText],
      [{ slideIndex: 1 }, MESSAGES.notText],
      [{ slideIndex: 1, text: 'Ask first', email: 'not an address' }, MESSAGES.email],
      [{ slideIndex: 1, text: 'Ask first', email: 'ana@example' }, MESSAGES.email],
      [{ slideIndex: 1, text: 'Ask first', email: `${'a'.repeat(EMAIL_MAX)}@example.com` }, MESSAGES.email],
      [{ slideIndex: 1, text: 'Ask first', email: 42 }, MESSAGES.email],
      [{ slideIndex: 0, text: 'Ask first' }, MESSAGES.notCommitment],
      [{ slideIndex: 7, text: 'Ask first' }, MESSAGES.notCommitment],
      [{ slideIndex: '1', text: 'Ask first' }, MESSAGES.notCommitment],
    ] as const)
      expect(await commit(ana, payload), JSON.stringify(payload)).toEqual(refusal(message));
    expect(await stored(live.database, sessionId)).toEqual([]);

    // Trimmed, NUL characters dropped; 200 characters is the most.
    expect(
      await commit(ana, {
        slideIndex: 1,
        text: '  I will ask\0 one question first. ',
        email: ' ana@example.com ',
      }),
    ).toEqual({
      ok: true,
      commitment: { slideIndex: 1, text: 'I will ask one question first.', reminder: true },
    });
    expect(await stored(live.database, sessionId)).toEqual([
      expect.objectContaining({
        slideIndex: 1,
        text: 'I will ask one question first.',
        email: 'ana@example.com',
      }),
    ]);
    const longest = 'y'.repeat(COMMITMENT_MAX);
    expect(await commit(ana, { slideIndex: 1, text: longest, email: null })).toEqual({
      ok: true,
      commitment: { slideIndex: 1, text: longest, reminder: false },
    });
    expect(await stored(live.database, sessionId)).toEqual([
      expect.objectContaining({ text: longest, email: null }),
    ]);
  });

  it('keeps the language of the phone with its address: the follow-up e-mail is written in it', async () => {
    const { sessionId, pin, ana } = await onCommitment();
    const eva = await live.participant(pin, { locale: 'de' });
    await until(() => eva.lastState()?.currentSlide === 1);
    for (const [phone, text, email] of [
      [eva, 'Erst zuhören', 'eva@example.com'],
      [ana, 'Listen first', 'ana@example.com'],
    ] as const)
      expect(await commit(phone, { slideIndex: 1, text, email })).toMatchObject({ ok: true });
    expect(
      await rows(
        live.database,
        sql`SELECT fc.email, fc.locale FROM follow_up_contacts fc JOIN live_commitments c ON c.id = fc.commitment_id
            WHERE c.session_id = ${sessionId} ORDER BY fc.email`,
      ),
    ).toEqual([
      { email: 'ana@example.com', locale: 'en' },
      { email: 'eva@example.com', locale: 'de' },
    ]);
  });

  it('sending again replaces the text and the address (an empty or absent one removes it); others are untouched', async () => {
    const { sessionId, pin, hostKey, host, ana, ben } = await onCommitment();
    expect(
      await commit(ana, { slideIndex: 1, text: 'Listen first', email: 'ana@example.com' }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await commit(ben, { slideIndex: 1, text: 'Ask before fixing', email: 'ben@example.com' }),
    ).toMatchObject({ ok: true });
    expect(
      await commit(ana, { slideIndex: 1, text: 'Listen first', email: 'ana@work.example' }),
    ).toMatchObject({
      commitment: { reminder: true },
    });
    expect((await stored(live.database, sessionId)).map((r) => [r.text, r.email])).toEqual([
      ['Listen first', 'ana@work.example'],
      ['Ask before fixing', 'ben@example.com'],
    ]);
    expect(await commit(ana, { slideIndex: 1, text: 'Listen to the end', email: '  ' })).toEqual({
      ok: true,
      commitment: { slideIndex: 1, text: 'Listen to the end', reminder: false },
    });
    expect(await commit(ana, { slideIndex: 1, text: 'Listen to the end, then ask' })).toMatchObject({
      commitment: { reminder: false },
    });
    expect((await stored(live.database, sessionId)).map((r) => [r.text, r.email])).toEqual([
      ['Listen to the end, then ask', null],
      ['Ask before fixing', 'ben@example.com'],
    ]);

    // The hosts count one commitment per participant, as answers to the slide's prompt.
    await until(() => host.lastTally()?.answerCounts['1:0'] === 2, 'tally');
    expect(host.lastTally()).toMatchObject({ currentSlideAnswered: 2, polls: [] });

    // A rejoining phone gets its commitments back: the text, and whether a reminder is kept (never the address).
    for (const [phone, mine] of [
      [ana, { slideIndex: 1, text: 'Listen to the end, then ask', reminder: false }],
      [ben, { slideIndex: 1, text: 'Ask before fixing', reminder: true }],
    ] as const) {
      phone.socket.disconnect();
      const again = live.track(client(live.url, phone.auth));
      await connected(again.socket);
      await until(() => again.lastState()?.myCommitments);
      expect(again.lastState()!.myCommitments).toEqual([mine]);
      expect(JSON.stringify(again.states)).not.toContain('@');
    }
    expect(JSON.stringify(host.states) + JSON.stringify(host.tallies)).not.toContain('@');

    // The host moves on: the commitment slide takes nothing more.
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    const phone = await live.participant(pin);
    expect(await commit(phone, { slideIndex: 1, text: 'Too late' })).toEqual(refusal(MESSAGES.movedOn));
    expect(await stored(live.database, sessionId)).toHaveLength(2);

    // The report: texts oldest first and counts, never an address; the CSV a row per commitment, never an address.
    const { json, text } = await report(sessionId, hostKey);
    expectResponse('GET', '/sessions/{id}/results', 200, json);
    expect(json.commitments).toEqual([
      {
        slideIndex: 1,
        prompt: PROMPT,
        count: 2,
        withReminder: 1,
        texts: ['Listen to the end, then ask', 'Ask before fixing'],
      },
    ]);
    expect(json.rawDataPurged).toBe(false);
    expect(json.polls).toEqual([]);
    expect(text).not.toContain('@');
    const csv = await csvOf(sessionId, hostKey);
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe('participant,slide,poll,question,answer,value,answeredAt');
    // Each row without its time (the last column).
    expect(lines.map((line) => line.replace(/,[^,]*$/, ''))).toEqual([
      `Participant 1,2,Commitment,${PROMPT},"Listen to the end, then ask",`,
      `Participant 2,2,Commitment,${PROMPT},Ask before fixing,`,
    ]);
    expect(csv).not.toContain('@');
  });

  it('10 commitments sent at once by one phone leave one commitment and at most one address, consistent', async () => {
    const { sessionId, ana, ben } = await onCommitment();
    expect(await commit(ben, { slideIndex: 1, text: 'Stay', email: 'ben@example.com' })).toMatchObject({
      ok: true,
    });
    // Every other one with an address of its own: the last one stored wins whole (its text with its address). A few
    // rounds, the first one creating the commitment, the next ones replacing it.
    for (const round of [1, 2, 3]) {
      const sent = Array.from({ length: 10 }, (_, i) => ({
        text: `Commitment ${round}.${i}`,
        email: i % 2 ? `ana${i}@example.com` : null,
      }));
      const acks = await Promise.all(sent.map((one) => commit(ana, { slideIndex: 1, ...one })));
      expect(acks.every((ack) => ack.ok)).toBe(true);
      const mine = (await stored(live.database, sessionId)).filter(
        (row) => row.participantId === ana.participantId,
      );
      expect(mine).toHaveLength(1);
      const last = sent.find((one) => one.text === mine[0]!.text)!;
      expect(mine[0]!.email, `round ${round}`).toBe(last.email);
      expect(await addressCount(live.database, sessionId)).toBe(last.email ? 2 : 1);
    }
    const list = await stored(live.database, sessionId);
    expect(list.find((row) => row.participantId === ben.participantId)).toMatchObject({
      text: 'Stay',
      email: 'ben@example.com',
    });
  });

  it('a practice session takes commitments but no address', async () => {
    const { sessionId, hostKey, ana } = await onCommitment({ isPractice: true });
    expect(ana.lastState()!.isPractice).toBe(true);
    expect(
      await commit(ana, { slideIndex: 1, text: 'Pause before I answer', email: 'ana@example.com' }),
    ).toEqual(refusal(MESSAGES.practice));
    expect(await stored(live.database, sessionId)).toEqual([]);
    expect(await commit(ana, { slideIndex: 1, text: 'Pause before I answer', email: '' })).toEqual({
      ok: true,
      commitment: { slideIndex: 1, text: 'Pause before I answer', reminder: false },
    });
    expect((await report(sessionId, hostKey)).json.commitments).toMatchObject([
      { count: 1, withReminder: 0 },
    ]);
  });

  it('takes nothing once the session ended, nor an address after the follow-up used the one left', async () => {
    const { sessionId, hostKey, host, ana } = await onCommitment();
    expect(
      await commit(ana, { slideIndex: 1, text: 'Say no once a week', email: 'ana@example.com' }),
    ).toMatchObject({ ok: true });
    expect(await emitAck(host.socket, 'end', {} as never)).toEqual({ ok: true });
    await until(() => ana.lastState()?.ended, 'ended');
    // The follow-up (days later) claims the address, mails it, then deletes it (src/follow-up/index.ts).
    await live.database.db.execute(
      sql`INSERT INTO check_ins (commitment_id, token_hash, claimed_at, sent_at, expires_at)
          SELECT c.id, md5(c.id::text), now(), now(), now() + interval '30 days' FROM live_commitments c
          WHERE c.session_id = ${sessionId}`,
    );
    await live.database.db.execute(
      sql`DELETE FROM follow_up_contacts fc USING live_commitments c WHERE c.id = fc.commitment_id AND c.session_id = ${sessionId}`,
    );
    for (const email of ['ana@example.com', 'other@example.com', null])
      expect(await commit(ana, { slideIndex: 1, text: 'Say no twice a week', email })).toEqual(
        refusal(MESSAGES.ended),
      );
    expect(await stored(live.database, sessionId)).toEqual([
      expect.objectContaining({ text: 'Say no once a week', email: null }),
    ]);
    expect(await addressCount(live.database, sessionId)).toBe(0);
    // The address was used for the reminder: the report and the phone still count it as a commitment with one.
    expect((await report(sessionId, hostKey)).json.commitments).toMatchObject([
      { count: 1, withReminder: 1 },
    ]);
    ana.socket.disconnect();
    const again = live.track(client(live.url, ana.auth));
    await connected(again.socket);
    await until(() => again.lastState()?.myCommitments);
    expect(again.lastState()!.myCommitments).toEqual([
      { slideIndex: 1, text: 'Say no once a week', reminder: true },
    ]);
  });
});
