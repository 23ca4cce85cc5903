// Retention (issue 18 item 4): the company's setting, the daily purge of raw data on a fake clock (totals kept in the
// results, the impact report and the sessions list; texts gone; shorter periods purge earlier; once only), and a
// deleted session's follow-up cancelled with nothing mailed.
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_QUEUE, type FollowUp } from '../src/follow-up/index.js';
import { RETENTION_QUEUE } from '../src/follow-up/retention.js';
import { RETENTION_MESSAGE as RETENTION_MESSAGE_ID } from '../src/services/simple.js';
import { expectResponse, expectSchema } from './contract-checks.js';
import { followUpOn, outbox, rowsOf, until } from './follow-up-helpers.js';
import { createTestServer, type TestServer } from './helpers.js';
import { createReportScenario, rawRowCounts, seedReportSession, type Person } from './impact-helpers.js';
import { english } from '../src/i18n/index.js';

const RETENTION_MESSAGE = english(RETENTION_MESSAGE_ID);

const DAY = 24 * 60 * 60 * 1000;
/** The sessions' end; retention counts calendar months from it. */
const ENDED = new Date('2025-01-15T12:00:00Z');
const at = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getTime();

let s: TestServer;
let scenarioId: number;
const instances: FollowUp[] = [];
const track = async (instance: Promise<FollowUp>) => {
  const started = await instance;
  instances.push(started);
  return started;
};

const people: Person[] = [
  {
    answers: [5, 2, 4, 10, 'Slow down'],
    commitment: 'Listen first',
    checkIn: { answer: 'yes', comment: 'It works' },
    post: 'A post',
  },
  {
    answers: [3, 3, 5, 6, 'Ask more'],
    commitment: 'Thank the team',
    email: 'keep@example.com',
    post: 'Another',
  },
  { answers: [4, 1, 2, 8] },
];

const results = async (sessionId: string) => {
  const res = await s.request({ method: 'GET', url: `/sessions/${sessionId}/results`, as: 'adminA' });
  expect(res.statusCode, res.body).toBe(200);
  expectResponse('GET', '/sessions/{id}/results', 200, res.json());
  return res.json();
};
const impact = async (as: 'adminA' | 'adminB', sessionId: string) => {
  const res = await s.request({ method: 'GET', url: `/reports/impact?sessionId=${sessionId}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  // The server's own queue only schedules here: each test works it with an instance of its own.
  s = await createTestServer({ env: { FOLLOW_UP_WORKER: 'false' } });
  scenarioId = await createReportScenario(s, 'Kept in totals', [
    { question: 'How applicable is this scenario to your work?' },
    { question: 'How confident were you before this session?' },
    { question: 'How confident are you after this session?' },
    { question: 'How likely are you to recommend this session to a colleague?', kind: 'nps' },
    { question: 'What will you do differently?', kind: 'text' },
  ]);
});
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.stop(2000);
});
afterAll(async () => {
  await s?.close();
});

describe("a company's retention setting", () => {
  it('is 12 months by default; the operator alone sets it, from 1 to 120', async () => {
    const company = await s.request({ method: 'GET', url: `/companies/${s.fx.companyA}`, as: 'adminA' });
    expect(company.json().retentionMonths).toBe(12);
    expectSchema('Company', company.json());
    for (const bad of [0, 121, 1.5, 'twelve', null]) {
      const res = await s.request({
        method: 'PATCH',
        url: `/companies/${s.fx.companyB}`,
        as: 'operator',
        payload: { retentionMonths: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        message: RETENTION_MESSAGE,
        errors: { retentionMonths: RETENTION_MESSAGE },
      });
    }
    const admin = await s.request({
      method: 'PATCH',
      url: `/companies/${s.fx.companyA}`,
      as: 'adminA',
      payload: { retentionMonths: 1 },
    });
    expect(admin.statusCode).toBe(403);
    const set = await s.request({
      method: 'PATCH',
      url: `/companies/${s.fx.companyB}`,
      as: 'operator',
      payload: { retentionMonths: 1 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().retentionMonths).toBe(1);
    // Another change leaves it as it is.
    const renamed = await s.request({
      method: 'PATCH',
      url: `/companies/${s.fx.companyB}`,
      as: 'operator',
      payload: { name: 'Globex' },
    });
    expect(renamed.json().retentionMonths).toBe(1);
    const created = await s.request({
      method: 'POST',
      url: '/companies',
      as: 'operator',
      payload: { name: 'Initech', retentionMonths: 24 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().retentionMonths).toBe(24);
    const plain = await s.request({
      method: 'POST',
      url: '/companies',
      as: 'operator',
      payload: { name: 'Hooli' },
    });
    expect(plain.json().retentionMonths).toBe(12);
  });
});

describe('the purge', () => {
  it('keeps only totals once the period is over, earlier for a shorter period, once', async () => {
    const sessionA = await seedReportSession(s, {
      scenarioId,
      host: 'hostA',
      companyId: s.fx.companyA,
      endedAt: ENDED,
      people,
    });
    // Company B keeps raw data 1 month (set above).
    const sessionB = await seedReportSession(s, {
      scenarioId,
      host: 'hostB',
      companyId: s.fx.companyB,
      endedAt: ENDED,
      people: people.slice(0, 1),
    });
    const before = await results(sessionA);
    const reportBefore = await impact('adminA', sessionA);
    expect(before.rawDataPurged).toBe(false);
    expect(before.participantCount).toBe(3);
    expect(reportBefore.commitments.texts).toEqual(['Listen first', 'Thank the team']);
    expect(reportBefore.followUp.comments).toEqual(['It works']);
    const raw = await rawRowCounts(s, sessionA);
    expect(raw).toEqual({
      participants: 3,
      answers: 14,
      posts: 2,
      votes: 2,
      pulses: 1,
      commitments: 2,
      contacts: 1,
      checkIns: 1,
    });

    const clock = new TestClock(at('2025-02-14'));
    const worker = await track(followUpOn(s, { clock, worker: false }));
    // A day before company B's month is over: nothing.
    expect(await worker.purgeRawData()).toBe(0);
    expect(await rawRowCounts(s, sessionB)).toMatchObject({ participants: 1, answers: 5 });
    // A day after: company B's session only.
    await clock.setTime(at('2025-02-16'));
    expect(await worker.purgeRawData()).toBe(1);
    expect(Object.values(await rawRowCounts(s, sessionB)).every((n) => n === 0)).toBe(true);
    expect(await rawRowCounts(s, sessionA)).toEqual(raw);
    expect((await impact('adminB', sessionB)).commitments).toMatchObject({ count: 1, texts: [] });

    // Company A's 12 months: a day before, nothing; a day after, its session.
    await clock.setTime(at('2026-01-14'));
    expect(await worker.purgeRawData()).toBe(0);
    await clock.setTime(at('2026-01-16'));
    expect(await worker.purgeRawData()).toBe(1);
    expect(Object.values(await rawRowCounts(s, sessionA)).every((n) => n === 0)).toBe(true);
    const [marked] = await rowsOf<{ purgedAt: Date }>(
      s,
      sql`SELECT raw_data_purged_at AS "purgedAt" FROM sessions WHERE id = ${sessionA}`,
    );
    expect(new Date(marked!.purgedAt).getTime()).toBe(at('2026-01-16'));

    // The results: every total as before, no text a participant wrote.
    const after = await results(sessionA);
    expect(after.rawDataPurged).toBe(true);
    const texts = (value: { polls: { questions: { texts: string[] }[] }[] }) =>
      value.polls.flatMap((poll) => poll.questions.flatMap((question) => question.texts));
    expect(texts(before)).toEqual(['Slow down', 'Ask more']);
    expect(texts(after)).toEqual([]);
    expect(before.boards[0].posts).toHaveLength(2);
    expect(after.boards[0]).toMatchObject({ posts: [], voteCount: before.boards[0].voteCount });
    expect(after.commitments).toEqual([{ ...before.commitments[0], texts: [] }]);
    const withoutTexts = (value: typeof before) => ({
      ...value,
      rawDataPurged: null,
      polls: value.polls.map((poll: { questions: object[] }) => ({
        ...poll,
        questions: poll.questions.map((question) => ({ ...question, texts: [] })),
      })),
      boards: value.boards.map((board: object) => ({ ...board, posts: [] })),
      commitments: value.commitments.map((commitment: object) => ({ ...commitment, texts: [] })),
    });
    expect(withoutTexts(after)).toEqual(withoutTexts(before));

    // The impact report counts it as before, without its texts and comments.
    const reportAfter = await impact('adminA', sessionA);
    expect(reportAfter).toEqual({
      ...reportBefore,
      scope: { ...reportBefore.scope, generatedAt: reportAfter.scope.generatedAt },
      commitments: { ...reportBefore.commitments, texts: [] },
      followUp: { ...reportBefore.followUp, comments: [] },
    });
    expect(reportAfter.confidence).toMatchObject({ pairs: 3, meanDelta: 1.67 });
    // The company's report merges it with the sessions that still have raw data.
    const fresh = await seedReportSession(s, {
      scenarioId,
      host: 'host2A',
      companyId: s.fx.companyA,
      endedAt: new Date('2025-12-01T12:00:00Z'),
      people: [{ answers: [1, 1, 2, 0], commitment: 'Take breaks' }],
    });
    const company = (
      await s.request({ method: 'GET', url: `/reports/impact?scenarioId=${scenarioId}`, as: 'adminA' })
    ).json();
    expect(company.scope).toMatchObject({ sessionCount: 2, participantCount: 4 });
    expect(company.level1[0]).toMatchObject({ count: 4, distribution: [1, 0, 1, 1, 1] });
    expect(company.confidence).toMatchObject({ pairs: 4, deltas: [0, 0, 0, 0, 0, 2, 2, 0, 0] });
    expect(company.commitments).toMatchObject({ count: 3, texts: ['Take breaks'] });
    expect(company.commitments.themes).toEqual([
      { theme: 'Listening', count: 1 },
      { theme: 'Recognition', count: 1 },
      { theme: 'Wellbeing', count: 1 },
      { theme: 'Collaboration', count: 1 },
    ]);
    expect(company.sessions.map((row: { sessionId: string }) => row.sessionId)).toEqual([fresh, sessionA]);

    // The sessions list keeps its counts; the CSV has its header only.
    const listed = await s.request({ method: 'GET', url: `/sessions/${sessionA}`, as: 'adminA' });
    expect(listed.json()).toMatchObject({ participantCount: 3, answerCount: 14 });
    const csv = await s.request({ method: 'GET', url: `/sessions/${sessionA}/answers.csv`, as: 'adminA' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe('participant,slide,poll,question,answer,value,answeredAt\r\n');

    // Once only: again, or at once from two places, nothing more.
    expect(await worker.purgeRawData()).toBe(0);
    expect(await results(sessionA)).toEqual(after);
  });

  it('runs as the daily job, and two processes purge a session once', async () => {
    const sessionId = await seedReportSession(s, {
      scenarioId,
      host: 'hostA',
      companyId: s.fx.companyA,
      endedAt: ENDED,
      people,
    });
    const schedules = await s.followUp.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(RETENTION_QUEUE);

    const clock = new TestClock(at('2026-02-01'));
    const [a, b] = [
      await track(followUpOn(s, { clock, worker: false })),
      await track(followUpOn(s, { clock, worker: false })),
    ];
    const counts = await Promise.all([a.purgeRawData(), b.purgeRawData(), a.purgeRawData()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect((await results(sessionId)).rawDataPurged).toBe(true);

    // The queue's job does the same.
    const queued = await seedReportSession(s, {
      scenarioId,
      host: 'hostA',
      companyId: s.fx.companyA,
      endedAt: ENDED,
      people,
    });
    const worker = await track(followUpOn(s, { clock, worker: true }));
    await worker.boss.send(RETENTION_QUEUE, {});
    await until(async () => {
      await clock.tick(1000);
      return (await rawRowCounts(s, queued)).participants === 0;
    }, 'the queued purge');
    expect((await results(queued)).rawDataPurged).toBe(true);
  });
});

describe('deleting a session', () => {
  it('deletes its raw data and cancels its follow-up: nothing is mailed', async () => {
    const sessionId = await seedReportSession(s, {
      scenarioId,
      host: 'hostA',
      companyId: s.fx.companyA,
      endedAt: new Date(),
      people: [{ answers: [5], commitment: 'Deleted with the session', email: 'deleted@example.com' }],
    });
    expect(await s.followUp.schedule(sessionId)).toBe(true);
    expect(await s.followUp.boss.getJobById(FOLLOW_UP_QUEUE, sessionId)).not.toBeNull();

    const res = await s.request({ method: 'DELETE', url: `/sessions/${sessionId}`, as: 'hostA' });
    expect(res.statusCode).toBe(200);
    expect(await s.followUp.boss.getJobById(FOLLOW_UP_QUEUE, sessionId)).toBeNull();
    expect(Object.values(await rawRowCounts(s, sessionId)).every((n) => n === 0)).toBe(true);

    // Past its due time a worker finds nothing to send, and a job run anyway sends nothing.
    const box = outbox();
    const clock = new TestClock(Date.now() + 15 * DAY);
    const worker = await track(followUpOn(s, { clock, send: box.send }));
    for (let i = 0; i < 5; i++) await clock.tick(1000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await worker.run(sessionId)).toBe(0);
    expect(box.mails.filter((mail) => mail.to === 'deleted@example.com')).toEqual([]);
  });
});
