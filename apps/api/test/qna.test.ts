// Audience Q&A (issue 35 item 3): a session-wide channel beside the slides. Phones ask anonymous questions (up to 280
// characters, the profanity filter applied, at most 10 each, one every few seconds) while the host has Q&A on, and
// upvote others' once; questions are stored before the ack; the host approves first or not, hides, shows, marks
// answered and spotlights one on the presenter (every screen's state); hosts get every question in the tally, phones
// the visible ones in a throttled `questions` event; a rejoining phone gets its questions and votes back; the report
// and the CSV have them. Limits hold however many requests arrive at once (on PostgreSQL with DATABASE_URL, and
// across two processes with REDIS_URL too).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import {
  LIVE_QNA_PHONE_MAX,
  LIVE_QUESTION_MAX,
  LIVE_QUESTIONS_PER_PARTICIPANT,
  type LiveAuth,
  type SessionResults,
} from '../src/live/types.js';
import {
  client,
  connected,
  emitAck,
  joinByCode,
  liveTestApp,
  seedSession,
  until,
  type RecordingClient,
} from './live/helpers.js';
import { expectSchema, schemas } from './contract-checks.js';
import { liveCluster } from './live/process.js';

const MESSAGES = {
  empty: 'Write your question before you send it.',
  tooLong: 'Questions can be at most 280 characters.',
  invalid: 'That question is not valid.',
  off: 'Questions are closed: the host has not turned Q&A on.',
  limit: 'You can ask up to 10 questions in this session.',
  tooSoon: 'Wait a few seconds before you ask another question.',
  noQuestion: 'There is no such question.',
  own: 'You cannot upvote your own question.',
  already: 'You have already upvoted this question.',
  notVoted: 'You have not upvoted this question.',
  notShown: 'This question is not shown to the room.',
  showFirst: 'Show this question before you put it on the presenter.',
  participantsAsk: 'Only participants can ask questions.',
  hostOnly: 'Only the host can run the Q&A.',
  ended: 'The session has ended.',
};
const refusal = (message: string) => ({ ok: false, message });

const ask = (c: RecordingClient, text: unknown) => emitAck(c.socket, 'ask', { text } as { text: string });
const asked = async (c: RecordingClient, text: string) => {
  const ack = await ask(c, text);
  if (!ack.ok) throw new Error(`ask refused: ${ack.message}`);
  return ack.question;
};
const vote = (c: RecordingClient, questionId: number, up = true) =>
  emitAck(c.socket, 'question-vote', { questionId, up });
const moderate = (
  c: RecordingClient,
  questionId: number,
  action: 'hide' | 'show' | 'answered' | 'unanswered',
) => emitAck(c.socket, 'moderate-question', { questionId, action });

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const storedQuestions = (database: Database, sessionId: string) =>
  rows<{ id: number; text: string; status: string; answered: boolean }>(
    database,
    sql`SELECT id::int, text, status, answered FROM live_questions WHERE session_id = ${sessionId} ORDER BY id`,
  );
/** Lets a participant ask again at once (the test's clock: their last question a minute older). */
const rewind = (database: Database, participantId: string) =>
  database.db.execute(
    sql`UPDATE live_question_limits SET asked_at = asked_at - interval '1 minute' WHERE participant_id = ${participantId}`,
  );

type Phone = RecordingClient & { participantId: string; auth: LiveAuth };

it("the Q&A's limits are the contract's", () => {
  const question = schemas.LiveQnaQuestion as { properties: { text: { maxLength: number } } };
  expect(LIVE_QUESTION_MAX).toBe(question.properties.text.maxLength);
  expect([LIVE_QUESTIONS_PER_PARTICIPANT, LIVE_QNA_PHONE_MAX]).toEqual([10, 50]);
});

describe('the audience Q&A in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 100 });

  /** A session in the lobby with a host and phones; Q&A on unless `open` is false. */
  async function session(phones = 2, { open = true } = {}) {
    const seeded = await seedSession(live.database);
    const host = await live.host(seeded.pin, seeded.hostKey);
    const people: Phone[] = [];
    for (let i = 0; i < phones; i++) people.push(await live.participant(seeded.pin));
    if (open) {
      expect(await emitAck(host.socket, 'qna', { open: true })).toEqual({ ok: true });
      await until(() => people.every((p) => p.lastState()?.qna.open && p.lastQuestions()), 'Q&A on');
    }
    return { ...seeded, host, people };
  }

  it('is off by default: asks are refused, nothing stored; the host turns it on for every screen', async () => {
    const { sessionId, host, people } = await session(1, { open: false });
    const [ana] = people as [Phone];
    expect(ana.lastState()!.qna).toEqual({ open: false, moderated: false, spotlight: null });
    expect(await ask(ana, 'Why now?')).toEqual(refusal(MESSAGES.off));
    expect(await storedQuestions(live.database, sessionId)).toEqual([]);
    expect(ana.lastQuestions()).toBeUndefined();

    expect(await emitAck(host.socket, 'qna', { open: true })).toEqual({ ok: true });
    await until(() => ana.lastState()?.qna.open && host.lastState()?.qna.open, 'every screen told');
    await until(() => ana.lastQuestions(), 'the empty list');
    expect(ana.lastQuestions()).toMatchObject({ questionCount: 0, questions: [] });

    // Off again: refused again.
    expect(await emitAck(host.socket, 'qna', { open: false })).toEqual({ ok: true });
    await until(() => ana.lastState()?.qna.open === false, 'off');
    expect(await ask(ana, 'Why now?')).toEqual(refusal(MESSAGES.off));
  });

  it('stores a question before the ack; hosts see it in the tally, phones in their list', async () => {
    const { sessionId, host, people } = await session();
    const [ana, ben] = people as [Phone, Phone];
    const ack = await ask(ana, '  Who decides\nthe budget?  ');
    expect(ack).toEqual({
      ok: true,
      question: {
        id: expect.any(Number),
        text: 'Who decides\nthe budget?',
        votes: 0,
        status: 'visible',
        answered: false,
        createdAt: expect.any(Number),
      },
    });
    // Stored before the ack.
    expect(await storedQuestions(live.database, sessionId)).toMatchObject([
      { text: 'Who decides\nthe budget?', status: 'visible' },
    ]);
    await until(() => ben.lastQuestions()?.questionCount === 1, 'the phones');
    await until(() => host.lastTally()?.qna.questionCount === 1, 'the hosts');
    expectSchema('LiveQnaQuestion', ben.lastQuestions()!.questions[0]);
    expect(host.lastTally()!.qna.questions[0]).toEqual(ack.ok && ack.question);
  });

  it('refuses bad questions with a message and stores nothing', async () => {
    const { sessionId, host, people } = await session(1);
    const [ana] = people as [Phone];
    expect(await ask(ana, '   ')).toEqual(refusal(MESSAGES.empty));
    expect(await ask(ana, 'x'.repeat(281))).toEqual(refusal(MESSAGES.tooLong));
    expect(await ask(ana, 42)).toEqual(refusal(MESSAGES.invalid));
    expect(await ask(ana, undefined)).toEqual(refusal(MESSAGES.invalid));
    expect(await ask(host, 'From the host')).toEqual(refusal(MESSAGES.participantsAsk));
    expect(await emitAck(ana.socket, 'qna', { open: false })).toEqual(refusal(MESSAGES.hostOnly));
    expect(await emitAck(ana.socket, 'spotlight', { questionId: null })).toEqual(refusal(MESSAGES.hostOnly));
    expect(await storedQuestions(live.database, sessionId)).toEqual([]);
    // 280 is fine.
    expect(await ask(ana, 'y'.repeat(280))).toMatchObject({ ok: true });
  });

  it('refuses a message in the phone’s language', async () => {
    const { pin, host } = await session(0);
    const eva = await live.participant(pin, { locale: 'es' });
    expect(await ask(eva, '')).toEqual(refusal('Escribe tu pregunta antes de enviarla.'));
    host.socket.disconnect();
  });

  it('holds profane questions and, approving first, keeps questions pending until the host shows them', async () => {
    const { sessionId, host, people } = await session();
    const [ana, ben] = people as [Phone, Phone];
    const rude = await asked(ana, 'What the bullshit is this?');
    expect(rude.status).toBe('held');
    await until(() => host.lastTally()?.qna.questionCount === 1, 'host sees it');
    expect(host.lastTally()!.qna.questions[0]!.status).toBe('held');
    expect(ben.lastQuestions()!.questionCount).toBe(0);
    expect(await vote(ben, rude.id)).toEqual(refusal(MESSAGES.notShown));

    expect(await emitAck(host.socket, 'qna-moderate', { moderated: true })).toEqual({ ok: true });
    await until(() => ben.lastState()?.qna.moderated, 'phones told');
    await rewind(live.database, ana.participantId);
    const waiting = await asked(ana, 'Can we see the plan?');
    expect(waiting.status).toBe('pending');
    expect(await emitAck(host.socket, 'spotlight', { questionId: waiting.id })).toEqual(
      refusal(MESSAGES.showFirst),
    );
    expect(await moderate(host, waiting.id, 'show')).toEqual({ ok: true });
    await until(
      () => ben.lastQuestions()?.questions.some((q) => q.id === waiting.id),
      'approved reaches phones',
    );
    expect(await moderate(host, rude.id, 'hide')).toEqual({ ok: true });
    expect(await moderate(host, 999_999, 'hide')).toEqual(refusal(MESSAGES.noQuestion));
    expect(await storedQuestions(live.database, sessionId)).toMatchObject([
      { id: rude.id, status: 'hidden' },
      { id: waiting.id, status: 'visible' },
    ]);
  });

  it('counts one vote per participant, never on one’s own question, and takes votes back', async () => {
    const { host, people } = await session(3);
    const [ana, ben, cleo] = people as [Phone, Phone, Phone];
    const question = await asked(ana, 'When is the next review?');
    expect(await vote(ana, question.id)).toEqual(refusal(MESSAGES.own));
    // Twenty at once from Ben: one vote.
    const acks = await Promise.all(Array.from({ length: 20 }, () => vote(ben, question.id)));
    expect(acks.filter((a) => a.ok)).toHaveLength(1);
    expect(acks.filter((a) => !a.ok)).toEqual(Array(19).fill(refusal(MESSAGES.already)));
    expect(await vote(cleo, question.id)).toEqual({ ok: true });
    await until(() => host.lastTally()?.qna.questions[0]?.votes === 2, 'two votes');
    expect(await vote(cleo, question.id, false)).toEqual({ ok: true });
    expect(await vote(cleo, question.id, false)).toEqual(refusal(MESSAGES.notVoted));
    expect(await vote(cleo, 999_999)).toEqual(refusal(MESSAGES.noQuestion));
    await until(() => ana.lastQuestions()?.questions[0]?.votes === 1, 'phones see one');
  });

  it('holds the per-participant limits when questions arrive at once', async () => {
    const { sessionId, people } = await session(1);
    const [ana] = people as [Phone];
    // Ten sent at once: one stored, the others too soon.
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(ana, `Burst ${i}`)));
    expect(burst.filter((a) => a.ok)).toHaveLength(1);
    expect(burst.filter((a) => !a.ok)).toEqual(Array(9).fill(refusal(MESSAGES.tooSoon)));
    // Up to ten in the session, however they arrive.
    for (let round = 1; round < LIVE_QUESTIONS_PER_PARTICIPANT + 2; round++) {
      await rewind(live.database, ana.participantId);
      await Promise.all(Array.from({ length: 4 }, (_, i) => ask(ana, `Round ${round}.${i}`)));
    }
    expect(await storedQuestions(live.database, sessionId)).toHaveLength(LIVE_QUESTIONS_PER_PARTICIPANT);
    await rewind(live.database, ana.participantId);
    expect(await ask(ana, 'One more?')).toEqual(refusal(MESSAGES.limit));
  });

  it('marks answered and spotlights a question for the presenter; hiding it takes it off', async () => {
    const { host, people } = await session();
    const [ana, ben] = people as [Phone, Phone];
    const question = await asked(ana, 'How do we measure it?');
    expect(await emitAck(host.socket, 'spotlight', { questionId: question.id })).toEqual({ ok: true });
    await until(() => host.lastState()?.qna.spotlight === question.id, 'the presenter');
    await until(() => ben.lastState()?.qna.spotlight === question.id, 'the phones’ state');
    expect(await moderate(host, question.id, 'answered')).toEqual({ ok: true });
    await until(() => host.lastTally()?.qna.questions[0]?.answered, 'answered for the hosts');
    await until(() => ben.lastQuestions()?.questions[0]?.answered, 'answered for the phones');
    expect(await moderate(host, question.id, 'unanswered')).toEqual({ ok: true });
    await until(() => host.lastTally()?.qna.questions[0]?.answered === false, 'undone');
    expect(await moderate(host, question.id, 'hide')).toEqual({ ok: true });
    await until(() => host.lastState()?.qna.spotlight === null, 'off the presenter');
    expect(await emitAck(host.socket, 'spotlight', { questionId: null })).toEqual({ ok: true });
  });

  it('gives a rejoining phone its questions and votes back', async () => {
    const { pin, people } = await session();
    const [ana, ben] = people as [Phone, Phone];
    const mine = await asked(ana, 'Is this recorded?');
    const theirs = await asked(ben, 'Where are the slides?');
    expect(await vote(ana, theirs.id)).toEqual({ ok: true });
    ana.socket.disconnect();
    const again = live.track(client(live.url, ana.auth));
    await connected(again.socket);
    const state = await until(() => again.lastState(), 'state');
    expect(state.myQuestions).toEqual([mine]);
    expect(state.myQuestionVotes).toEqual([theirs.id]);
    expect(state.pin).toBe(pin);
    await until(() => again.lastQuestions()?.questionCount === 2, 'the list on connect');
  });

  it('refuses everything once the session ended', async () => {
    const { host, people } = await session(2);
    const [ana, ben] = people as [Phone, Phone];
    const question = await asked(ana, 'Last one?');
    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });
    await rewind(live.database, ana.participantId);
    expect(await ask(ana, 'After the end')).toEqual(refusal(MESSAGES.ended));
    expect(await vote(ben, question.id)).toEqual(refusal(MESSAGES.ended));
    expect(await moderate(host, question.id, 'answered')).toEqual(refusal(MESSAGES.ended));
    expect(await emitAck(host.socket, 'qna', { open: false })).toEqual(refusal(MESSAGES.ended));
  });

  it('puts the shown questions in the report and every question in the CSV', async () => {
    const { sessionId, hostKey, host, people } = await session(3);
    const [ana, ben, cleo] = people as [Phone, Phone, Phone];
    const top = await asked(ana, 'What is the deadline?');
    const other = await asked(ben, '=HYPERLINK("http://evil.test")');
    const held = await asked(cleo, 'bullshit');
    expect(await vote(ben, top.id)).toEqual({ ok: true });
    expect(await vote(cleo, top.id)).toEqual({ ok: true });
    expect(await moderate(host, top.id, 'answered')).toEqual({ ok: true });

    const response = await fetch(`${live.url}/sessions/${sessionId}/results?key=${hostKey}`);
    expect(response.status).toBe(200);
    const results = (await response.json()) as SessionResults;
    expectSchema('SessionResults', results);
    expect(results.audienceQuestions).toEqual([
      { ...top, votes: 2, answered: true },
      { ...other, votes: 0 },
    ]);

    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv?key=${hostKey}`)).text();
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.replace(/,[^,]*$/, ''))).toEqual([
      'Participant 1,,Q&A,,What is the deadline?,2 (answered)',
      `Participant 2,,Q&A,,"'=HYPERLINK(""http://evil.test"")",0`,
      `Participant 3,,Q&A,,bullshit,0 (held)`,
    ]);
    expect(held.status).toBe('held');
  });
});

describe.skipIf(!(process.env.DATABASE_URL && process.env.REDIS_URL))(
  'the audience Q&A across two API processes behind Redis',
  () => {
    const cluster = liveCluster();
    const tracked = (c: RecordingClient) => (cluster.track(c), c);

    it('a question and a vote cross to the other process; the limits hold across both', async () => {
      const { pin, hostKey, sessionId } = await seedSession(cluster.database);
      const [one, two] = cluster.urls as [string, string];
      const host = tracked(client(one, { role: 'host', pin, hostKey }));
      await connected(host.socket);
      const phone = async (url: string) => {
        const joined = await joinByCode(url, pin);
        const c = tracked(
          client(url, { role: 'participant', pin, participantToken: joined.participantToken }),
        );
        await connected(c.socket);
        return Object.assign(c, joined);
      };
      const [ana, ben] = [await phone(two), await phone(one)];
      expect(await emitAck(host.socket, 'qna', { open: true })).toEqual({ ok: true });
      await until(() => ana.lastState()?.qna.open && ben.lastQuestions(), 'Q&A on both processes');

      // Ana on both processes at once: one question.
      const ana2 = tracked(client(one, ana.socket.auth as LiveAuth));
      await connected(ana2.socket);
      const acks = await Promise.all([
        ...Array.from({ length: 5 }, (_, i) => ask(ana, `Two ${i}`)),
        ...Array.from({ length: 5 }, (_, i) => ask(ana2, `One ${i}`)),
      ]);
      const stored = acks.filter((a) => a.ok);
      expect(stored).toHaveLength(1);
      expect(await storedQuestions(cluster.database, sessionId)).toHaveLength(1);
      const question = stored[0]!.ok ? stored[0]!.question : undefined;
      await until(() => ben.lastQuestions()?.questionCount === 1, 'phone on the other process');
      await until(() => host.lastTally()?.qna.questionCount === 1, 'host on the other process');

      // Ben votes on both processes at once: counted once, seen by Ana on process two.
      const ben2 = tracked(client(two, ben.socket.auth as LiveAuth));
      await connected(ben2.socket);
      const votes = await Promise.all([vote(ben, question!.id), vote(ben2, question!.id)]);
      expect(votes.filter((v) => v.ok)).toHaveLength(1);
      await until(() => ana.lastQuestions()?.questions[0]?.votes === 1, 'the vote crossed');
    });
  },
);
