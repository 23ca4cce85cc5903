// The impact report (issue 18 item 3): every figure on a small dataset computed by hand, the three scopes, the date
// range, the CSV, and the PDF export's refusals (503) with a real Chromium.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIDENCE_LABEL,
  DATE_RANGE_MESSAGE as DATE_RANGE_MESSAGE_ID,
  OTHER_COMPANY_MESSAGE as OTHER_COMPANY_MESSAGE_ID,
  type ImpactReport,
} from '../src/services/impact.js';
import {
  createPdfPrinter,
  PDF_ONE_PER_USER_MESSAGE as PDF_ONE_PER_USER_MESSAGE_ID,
  PDF_UNAVAILABLE_MESSAGE as PDF_UNAVAILABLE_MESSAGE_ID,
} from '../src/services/impact-pdf.js';
import { expectResponse } from './contract-checks.js';
import { createTestServer, type TestServer } from './helpers.js';
import { createReportScenario, LABELS, seedReportSession } from './impact-helpers.js';
import { english } from '../src/i18n/index.js';
import { connectRedis } from '../src/lib/redis.js';

const DATE_RANGE_MESSAGE = english(DATE_RANGE_MESSAGE_ID);
const OTHER_COMPANY_MESSAGE = english(OTHER_COMPANY_MESSAGE_ID);
const PDF_UNAVAILABLE_MESSAGE = english(PDF_UNAVAILABLE_MESSAGE_ID);
const PDF_ONE_PER_USER_MESSAGE = english(PDF_ONE_PER_USER_MESSAGE_ID);

const APPLICABLE = 'How applicable is this scenario to your work?';
const BEFORE = 'How confident were you before this session?';
const AFTER = 'How confident are you after this session?';
const USEFUL = 'How useful was the debrief?';
const NPS = 'How likely are you to recommend this session to a colleague?';

let s: TestServer;
const ids: Record<'x' | 'y', number> = { x: 0, y: 0 };
const sessions: Record<'s1' | 's2' | 's3' | 'practice' | 'open', string> = {
  s1: '',
  s2: '',
  s3: '',
  practice: '',
  open: '',
};

const report = async (as: 'hostA' | 'host2A' | 'adminA' | 'adminB' | 'operator', query = '') => {
  const res = await s.request({ method: 'GET', url: `/reports/impact${query}`, as });
  return res;
};
const ok = async (as: Parameters<typeof report>[0], query = '') => {
  const res = await report(as, query);
  expect(res.statusCode, res.body).toBe(200);
  expectResponse('GET', '/reports/impact', 200, res.json());
  return res.json() as ImpactReport;
};

beforeAll(async () => {
  s = await createTestServer();
  ids.x = await createReportScenario(s, 'Feedback that lands', [
    { question: APPLICABLE },
    { question: BEFORE },
    { question: AFTER },
    { question: NPS, kind: 'nps' },
    { question: 'What will you do differently?', kind: 'text' },
  ]);
  // The same first question in other words' case and spacing, other labels, and a question of its own.
  ids.y = await createReportScenario(s, 'Safety walk', [
    {
      question: 'How  applicable is this scenario to your WORK?',
      labels: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'],
    },
    { question: BEFORE },
    { question: AFTER },
    { question: USEFUL },
    { question: NPS, kind: 'nps' },
    { question: 'Anything else?', kind: 'text' },
  ]);
  sessions.s1 = await seedReportSession(s, {
    scenarioId: ids.x,
    host: 'hostA',
    companyId: s.fx.companyA,
    endedAt: new Date('2025-03-10T10:00:00Z'),
    people: [
      {
        answers: [5, 2, 4, 10, 'More pauses'],
        commitment: 'I will listen before I answer',
        checkIn: {
          answer: 'yes',
          comment: '=Works well, mostly',
          answeredAt: new Date('2025-03-30T09:00:00Z'),
        },
        post: 'Good case',
      },
      {
        answers: [4, 3, 3, 9],
        commitment: 'Plan my week and thank the team',
        checkIn: { answer: 'not-yet', answeredAt: new Date('2025-03-29T09:00:00Z') },
      },
      { answers: [3, 1, 5, 5], commitment: 'Drink more water' },
      { answers: [4, 2] },
    ],
  });
  sessions.s2 = await seedReportSession(s, {
    scenarioId: ids.y,
    host: 'host2A',
    companyId: s.fx.companyA,
    endedAt: new Date('2025-03-20T23:59:59.999Z'),
    people: [
      { answers: [2, 4, 3, 4, 9], commitment: 'Give feedback every Friday', email: 'p1@example.com' },
      { answers: [5, 3, 5, 4, 6], commitment: 'Listen to the quiet ones', checkIn: {} },
    ],
  });
  sessions.s3 = await seedReportSession(s, {
    scenarioId: ids.x,
    host: 'hostB',
    companyId: s.fx.companyB,
    endedAt: new Date('2025-03-15T12:00:00Z'),
    people: [
      {
        answers: [1, 5, 1, 0],
        commitment: 'Ask more questions',
        checkIn: { answer: 'partly', comment: 'Sometimes', answeredAt: new Date('2025-04-01T09:00:00Z') },
      },
    ],
  });
  // Never counted: a practice session and an open one.
  sessions.practice = await seedReportSession(s, {
    scenarioId: ids.x,
    host: 'hostA',
    companyId: s.fx.companyA,
    endedAt: new Date('2025-03-12T10:00:00Z'),
    isPractice: true,
    people: [{ answers: [1, 1, 1, 0], commitment: 'Practice only' }],
  });
  sessions.open = await seedReportSession(s, {
    scenarioId: ids.x,
    host: 'hostA',
    companyId: s.fx.companyA,
    endedAt: null,
    people: [{ answers: [1, 1, 1, 0], commitment: 'Still open' }],
  });
});
afterAll(async () => {
  await s?.close();
});

describe("a company admin's report", () => {
  it('has every figure of the company’s ended, non-practice sessions', async () => {
    const body = await ok('adminA');
    expect(body.scope).toEqual({
      companyName: 'Acme',
      from: null,
      to: null,
      sessionId: null,
      scenarioId: null,
      scenarioTitle: null,
      sessionCount: 2,
      participantCount: 6,
      aggregatesOnly: false,
      generatedAt: expect.any(String),
    });
    // Grouped by wording (case and spacing aside), worded and labelled as in the earliest session; in order of
    // first appearance.
    expect(body.level1).toEqual([
      { question: APPLICABLE, labels: LABELS, count: 6, mean: 3.83, distribution: [0, 1, 1, 2, 2] },
      { question: BEFORE, labels: LABELS, count: 6, mean: 2.5, distribution: [1, 2, 2, 1, 0] },
      { question: AFTER, labels: LABELS, count: 5, mean: 4, distribution: [0, 0, 2, 1, 2] },
      { question: USEFUL, labels: LABELS, count: 2, mean: 4, distribution: [0, 0, 0, 2, 0] },
    ]);
    expect(body.nps).toEqual({
      count: 5,
      score: 20,
      promoters: 3,
      passives: 0,
      detractors: 2,
      distribution: [0, 0, 0, 0, 0, 1, 1, 0, 0, 2, 1],
    });
    // Pairs: +2, 0, +4 (the fourth participant of the first session rated only "before"), then -1, +2.
    expect(body.confidence).toEqual({
      label: CONFIDENCE_LABEL,
      pairs: 5,
      before: 2.6,
      after: 4,
      meanDelta: 1.4,
      deltas: [0, 0, 0, 1, 1, 0, 2, 0, 1],
    });
    expect(body.commitments).toEqual({
      count: 5,
      withReminder: 4,
      // Newest session first, each session's in the order written.
      texts: [
        'Give feedback every Friday',
        'Listen to the quiet ones',
        'I will listen before I answer',
        'Plan my week and thank the team',
        'Drink more water',
      ],
      themes: [
        { theme: 'Listening', count: 2 },
        { theme: 'Feedback', count: 1 },
        { theme: 'Planning & priorities', count: 1 },
        { theme: 'Recognition', count: 1 },
        { theme: 'Collaboration', count: 1 },
        { theme: 'Other', count: 1 },
      ],
    });
    expect(body.followUp).toEqual({
      sent: 3,
      pending: 1,
      answered: 2,
      responseRate: 66.7,
      applied: 50,
      answers: { 'not-yet': 1, partly: 0, yes: 1 },
      comments: ['=Works well, mostly'],
    });
    // Teams compared: newest first.
    expect(body.sessions).toEqual([
      {
        sessionId: sessions.s2,
        scenarioId: ids.y,
        scenarioTitle: 'Safety walk',
        hostName: 'host2A Tester',
        completedAt: '2025-03-20T23:59:59.999Z',
        participantCount: 2,
        nps: 0,
        confidenceDelta: 0.5,
        commitmentCount: 2,
        responseRate: 0,
        applied: null,
      },
      {
        sessionId: sessions.s1,
        scenarioId: ids.x,
        scenarioTitle: 'Feedback that lands',
        hostName: 'hostA Tester',
        completedAt: '2025-03-10T10:00:00.000Z',
        participantCount: 4,
        nps: 33,
        confidenceDelta: 2,
        commitmentCount: 3,
        responseRate: 100,
        applied: 50,
      },
    ]);
    expect(body.scenarios).toEqual([
      {
        scenarioId: ids.x,
        scenarioTitle: 'Feedback that lands',
        sessionCount: 1,
        participantCount: 4,
        nps: 33,
        confidenceDelta: 2,
        commitmentCount: 3,
        responseRate: 100,
        applied: 50,
      },
      {
        scenarioId: ids.y,
        scenarioTitle: 'Safety walk',
        sessionCount: 1,
        participantCount: 2,
        nps: 0,
        confidenceDelta: 0.5,
        commitmentCount: 2,
        responseRate: 0,
        applied: null,
      },
    ]);
  });

  it('narrows to a scenario, a session, its own company, and an inclusive date range (UTC)', async () => {
    const safety = await ok('adminA', `?scenarioId=${ids.y}`);
    expect(safety.scope).toMatchObject({ scenarioId: ids.y, scenarioTitle: 'Safety walk', sessionCount: 1 });
    expect(safety.sessions.map((row) => row.sessionId)).toEqual([sessions.s2]);
    expect((await ok('adminA', `?companyId=${s.fx.companyA}`)).scope.sessionCount).toBe(2);

    const range = async (query: string) => (await ok('adminA', query)).sessions.map((row) => row.sessionId);
    // The last millisecond of the 20th is on the 20th; the 10th ends at 10:00.
    expect(await range('?from=2025-03-20&to=2025-03-20')).toEqual([sessions.s2]);
    expect(await range('?to=2025-03-10')).toEqual([sessions.s1]);
    expect(await range('?from=2025-03-10&to=2025-03-10')).toEqual([sessions.s1]);
    expect(await range('?from=2025-03-11&to=2025-03-19')).toEqual([]);
    expect(await range('?from=2025-03-21')).toEqual([]);
    const dated = await ok('adminA', '?from=2025-03-01&to=2025-03-31');
    expect(dated.scope).toMatchObject({ from: '2025-03-01', to: '2025-03-31', sessionCount: 2 });
  });

  it('refuses a range that ends before it starts, another company, and what it cannot see', async () => {
    const backwards = await report('adminA', '?from=2025-03-21&to=2025-03-20');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: DATE_RANGE_MESSAGE,
      errors: { from: DATE_RANGE_MESSAGE },
    });
    expectResponse('GET', '/reports/impact', 400, backwards.json());
    expect((await report('adminA', '?from=2025-02-30')).statusCode).toBe(400);
    expect((await report('adminA', '?sessionId=nope')).statusCode).toBe(400);

    const other = await report('adminA', `?companyId=${s.fx.companyB}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(OTHER_COMPANY_MESSAGE);
    expect((await report('hostA', `?companyId=${s.fx.companyB}`)).statusCode).toBe(403);

    // Another company's session, a colleague's for a host, one that does not exist: 404.
    for (const [as, sessionId] of [
      ['adminA', sessions.s3],
      ['hostA', sessions.s2],
      ['adminA', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await report(as, `?sessionId=${sessionId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Session not found');
      expectResponse('GET', '/reports/impact', 404, res.json());
    }
    expect((await report('adminA', '?scenarioId=999999')).json()).toMatchObject({
      code: 404,
      message: 'Scenario not found',
    });
    expect((await report('operator', '?companyId=999999')).json()).toMatchObject({
      code: 404,
      message: 'Company not found',
    });
  });
});

describe("a host's report", () => {
  it('covers their own sessions only; one session has its own report; practice and open sessions count nowhere', async () => {
    const own = await ok('hostA');
    expect(own.scope).toMatchObject({ companyName: 'Acme', sessionCount: 1, participantCount: 4 });
    expect(own.sessions.map((row) => row.sessionId)).toEqual([sessions.s1]);
    expect(own.level1.map((scale) => scale.question)).toEqual([APPLICABLE, BEFORE, AFTER]);
    expect(own.level1[0]).toMatchObject({ count: 4, mean: 4, distribution: [0, 0, 1, 2, 1] });
    expect(own.commitments.texts).toEqual([
      'I will listen before I answer',
      'Plan my week and thank the team',
      'Drink more water',
    ]);
    expect((await ok('host2A')).sessions.map((row) => row.sessionId)).toEqual([sessions.s2]);

    const one = await ok('hostA', `?sessionId=${sessions.s1}`);
    expect(one.scope).toMatchObject({
      sessionId: sessions.s1,
      scenarioTitle: 'Feedback that lands',
      sessionCount: 1,
    });
    expect(one.confidence).toMatchObject({ pairs: 3, before: 2, after: 4, meanDelta: 2 });
    // The host's practice session is theirs, but never counted.
    const practice = await ok('hostA', `?sessionId=${sessions.practice}`);
    expect(practice.scope).toMatchObject({ sessionCount: 0, participantCount: 0 });
    expect(practice.commitments.texts).toEqual([]);
    const open = await ok('hostA', `?sessionId=${sessions.open}`);
    expect(open.scope.sessionCount).toBe(0);
  });
});

describe("the operator's report", () => {
  it('has every company’s figures as aggregates only', async () => {
    const body = await ok('operator');
    expect(body.scope).toMatchObject({
      companyName: null,
      sessionCount: 3,
      participantCount: 7,
      aggregatesOnly: true,
    });
    expect(body.sessions).toEqual([]);
    expect(body.commitments).toMatchObject({ count: 6, withReminder: 5, texts: [] });
    expect(body.commitments.themes).toContainEqual({ theme: 'Communication', count: 1 });
    expect(body.followUp).toEqual({
      sent: 4,
      pending: 1,
      answered: 3,
      responseRate: 75,
      applied: 66.7,
      answers: { 'not-yet': 1, partly: 1, yes: 1 },
      comments: [],
    });
    expect(body.nps).toMatchObject({ count: 6, score: 0, promoters: 3, detractors: 3 });
    expect(body.confidence).toMatchObject({
      pairs: 6,
      before: 3,
      after: 3.5,
      meanDelta: 0.5,
      deltas: [1, 0, 0, 1, 1, 0, 2, 0, 1],
    });
    expect(body.level1[0]).toMatchObject({ question: APPLICABLE, count: 7, mean: 3.43 });
    expect(body.scenarios.map((row) => [row.scenarioTitle, row.sessionCount, row.participantCount])).toEqual([
      ['Feedback that lands', 2, 5],
      ['Safety walk', 1, 2],
    ]);

    const globex = await ok('operator', `?companyId=${s.fx.companyB}`);
    expect(globex.scope).toMatchObject({ companyName: 'Globex', sessionCount: 1, aggregatesOnly: true });
    expect((await ok('operator', `?sessionId=${sessions.s3}`)).scope.sessionCount).toBe(1);
  });

  it('an empty scope has no figures (nulls, zeros, empty lists)', async () => {
    const body = await ok('adminB', '?from=2030-01-01');
    expect(body).toMatchObject({
      level1: [],
      nps: {
        count: 0,
        score: null,
        promoters: 0,
        passives: 0,
        detractors: 0,
        distribution: Array(11).fill(0),
      },
      confidence: { pairs: 0, before: null, after: null, meanDelta: null, deltas: Array(9).fill(0) },
      commitments: { count: 0, withReminder: 0, texts: [], themes: [] },
      followUp: { sent: 0, pending: 0, answered: 0, responseRate: null, applied: null, comments: [] },
      sessions: [],
      scenarios: [],
    });
    expect(body.scope).toMatchObject({ companyName: 'Globex', sessionCount: 0, participantCount: 0 });
  });
});

describe('the CSV', () => {
  it('has a row per figure (section, item, value, count), with text kept inert for spreadsheets', async () => {
    const res = await s.request({ method: 'GET', url: '/reports/impact.csv', as: 'adminA' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="impact-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('section,item,value,count');
    expect(lines.at(-1)).toBe('');
    for (const line of [
      'scope,company,Acme,',
      'scope,sessions,,2',
      'scope,participants,,6',
      `level 1,${APPLICABLE},3.83,6`,
      `level 1,${APPLICABLE}: 5 (Extremely),,2`,
      'nps,score,20,5',
      'nps,promoters (9-10),,3',
      'nps,9,,2',
      'confidence,label,retrospective self-rating,',
      'confidence,change (mean),1.4,5',
      'confidence delta,-1,,1',
      'confidence delta,4,,1',
      'commitments,with reminder,,4',
      'theme,Listening,,2',
      'theme,Other,,1',
      'commitment,1,Give feedback every Friday,',
      'commitment,5,Drink more water,',
      'follow-up,response rate (%),66.7,',
      'follow-up,applied (%),50,',
      'follow-up,not-yet,,1',
      `follow-up comment,1,"'=Works well, mostly",`,
      'session,2025-03-20 23:59 Safety walk (host2A Tester): participants,,2',
      'session,2025-03-10 10:00 Feedback that lands (hostA Tester): NPS,33,',
      'scenario,Safety walk: sessions,,1',
      'scenario,Feedback that lands: confidence change,2,',
    ])
      expect(lines).toContain(line);

    // The operator's has no texts, comments or sessions.
    const operator = await s.request({ method: 'GET', url: '/reports/impact.csv', as: 'operator' });
    expect(operator.statusCode).toBe(200);
    expect(operator.body).not.toMatch(/^(commitment|follow-up comment|session),/m);
    expect(operator.body).toContain('\r\nscope,company,All companies,\r\n');
    expect(
      (
        await s.request({
          method: 'GET',
          url: '/reports/impact.csv?to=2025-01-01&from=2025-02-01',
          as: 'adminA',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the PDF export', () => {
  const CHROMIUM = '/usr/bin/chromium';
  const quiet = { info: () => {}, warn: () => {} };

  it('is 503 without Chromium, and before the scope is checked nothing starts', async () => {
    const missing = await createTestServer({ env: { CHROMIUM_PATH: '/nonexistent/chromium' } });
    try {
      await missing.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await missing.request({ method: 'GET', url: '/reports/impact.pdf', as: 'adminA' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(PDF_UNAVAILABLE_MESSAGE);
      expect(res.headers['retry-after']).toBe('60');
      expectResponse('GET', '/reports/impact.pdf', 503, res.json());
      const backwards = await missing.request({
        method: 'GET',
        url: '/reports/impact.pdf?from=2025-03-21&to=2025-03-20',
        as: 'adminA',
      });
      expect(backwards.statusCode).toBe(400);
    } finally {
      await missing.close();
    }
  });

  it('is 503 within the bound when the report page never becomes ready (no web app here: 404)', async () => {
    expect(existsSync(CHROMIUM)).toBe(true);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const started = Date.now();
    const res = await s.request({
      method: 'GET',
      url: `/reports/impact.pdf?sessionId=${sessions.s1}`,
      as: 'adminA',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PDF_UNAVAILABLE_MESSAGE);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('refuses a second export of one user sent at once (429), and frees the slot after', async () => {
    if (!s.app.server.listening) await s.app.listen({ port: 0, host: '127.0.0.1' });
    // Sent at once: one holds the user's slot (and fails: no web app here), the other is refused at once.
    const [first, second] = await Promise.all(
      [1, 2].map(() => s.request({ method: 'GET', url: '/reports/impact.pdf', as: 'adminA' })),
    );
    const refused = [first!, second!].find((res) => res.statusCode === 429);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([429, 503]);
    expect(refused!.json().message).toBe(PDF_ONE_PER_USER_MESSAGE);
    expect(refused!.headers['retry-after']).toBe('30');
    expectResponse('GET', '/reports/impact.pdf', 429, refused!.json());
    // Free again once the first is over.
    expect((await s.request({ method: 'GET', url: '/reports/impact.pdf', as: 'adminA' })).statusCode).toBe(
      503,
    );
  });

  describe('the printer, on a page of its own', () => {
    let page: Server;
    const cookies: string[] = [];
    const languages: string[] = [];
    beforeAll(async () => {
      page = createServer((request, response) => {
        cookies.push(request.headers.cookie ?? '');
        languages.push(request.headers['accept-language'] ?? '');
        const ready = request.url?.startsWith('/ready')
          ? ' data-report-ready="true"'
          : request.url?.startsWith('/error')
            ? ' data-report-ready="error"'
            : '';
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<!doctype html><html lang="en"${ready}><body><h1>Impact report</h1></body></html>`);
      });
      await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => page.close(() => resolve())));

    it('prints a ready page signed in with the caller’s token cookie, in the caller’s language', async () => {
      const printer = createPdfPrinter({ executablePath: CHROMIUM, log: quiet });
      const pdf = await printer.print(page, '/ready?from=2025-03-01', 'the.caller.token', 'de');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // A tagged PDF: its structure (the heading) and its language reach a screen reader.
      expect(pdf.includes('/StructTreeRoot')).toBe(true);
      expect(pdf.includes('/Lang (en)')).toBe(true);
      expect(cookies.at(-1)).toContain('accessToken=the.caller.token');
      // The browser speaks the caller's language (the app reads the device's languages).
      expect(languages.at(-1)).toMatch(/^de\b/);
      // A page that could not load the report says so: no PDF, at once.
      const started = Date.now();
      await expect(printer.print(page, '/error', 'token', 'en')).rejects.toMatchObject({
        code: 503,
        message: PDF_UNAVAILABLE_MESSAGE,
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      await printer.close();
    });

    it('gives up on a page that never becomes ready at the bound, and refuses a fourth export at once', async () => {
      // The bound also covers starting Chromium and printing a page, which a loaded machine may take seconds for: it is
      // long enough for that (the print afterwards), and the waits are measured against it, not against this machine.
      const BOUND = 15_000;
      const printer = createPdfPrinter({ executablePath: CHROMIUM, timeoutMs: BOUND, log: quiet });
      const started = Date.now();
      const settled = (promise: Promise<Buffer>) =>
        promise.then(
          () => ({ status: 200, message: '', ms: Date.now() - started }),
          (error: { code: number; message: string }) => ({
            status: error.code,
            message: error.message,
            ms: Date.now() - started,
          }),
        );
      // One prints, two wait, the fourth is refused.
      const results = await Promise.all(
        [1, 2, 3, 4].map((i) => settled(printer.print(page, `/never?${i}`, 'token', 'en'))),
      );
      expect(results.map((r) => r.status)).toEqual([503, 503, 503, 503]);
      expect(results.every((r) => r.message === PDF_UNAVAILABLE_MESSAGE)).toBe(true);
      // Refused long before the bound, the others at it.
      expect(results[3]!.ms).toBeLessThan(BOUND / 3);
      for (const r of results.slice(0, 3)) {
        expect(r.ms).toBeGreaterThanOrEqual(BOUND - 100);
        expect(r.ms).toBeLessThan(BOUND * 2);
      }
      // Free again afterwards.
      const pdf = await printer.print(page, '/ready', 'token', 'en');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await printer.close();
    });

    it('holds one export per user (429) and a share per company, so another company still exports', async () => {
      const printer = createPdfPrinter({ executablePath: CHROMIUM, log: quiet });
      const started = Date.now();
      const settled = (promise: Promise<Buffer>) =>
        promise.then(
          (pdf) => ({ status: 200, message: pdf.subarray(0, 5).toString(), ms: Date.now() - started }),
          (error: { code: number; message: string }) => ({
            status: error.code,
            message: error.message,
            ms: Date.now() - started,
          }),
        );
      const acme = (userId: number) => ({ userId, companyId: 1 });
      const globex = { userId: 9, companyId: 2 };
      const exports = [
        // Acme's first user prints, its second waits: two of the three slots, Acme's share.
        printer.print(page, '/ready?a1', 'token', 'en', acme(1)),
        printer.print(page, '/ready?a2', 'token', 'en', acme(2)),
        // The first user again, while theirs prints: 429 at once.
        printer.print(page, '/ready?again', 'token', 'en', acme(1)),
        // A third Acme user: their company holds its share, 503 at once.
        printer.print(page, '/ready?a3', 'token', 'en', acme(3)),
        // Another company gets the slot left, and prints before Acme's waiting export.
        printer.print(page, '/ready?b1', 'token', 'en', globex),
      ].map(settled);
      const [a1, a2, again, a3, b1] = await Promise.all(exports);
      expect([a1, a2, again, a3, b1].map((r) => r!.status)).toEqual([200, 200, 429, 503, 200]);
      expect(again!.message).toBe(PDF_ONE_PER_USER_MESSAGE);
      expect(a3!.message).toBe(PDF_UNAVAILABLE_MESSAGE);
      for (const r of [a1, a2, b1]) expect(r!.message).toBe('%PDF-');
      // Refused before the first export could have printed; the other company's came out before Acme's second.
      expect(again!.ms).toBeLessThan(a1!.ms);
      expect(a3!.ms).toBeLessThan(a1!.ms);
      expect(b1!.ms).toBeLessThan(a2!.ms);
      // Every slot is given back: the first user exports again.
      const pdf = await printer.print(page, '/ready', 'token', 'en', acme(1));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await printer.close();
    });

    it.skipIf(!process.env.REDIS_URL)(
      'counts a user’s one export across processes through Redis (429 on the other process)',
      async () => {
        const redis = await connectRedis(process.env.REDIS_URL!, { error: () => {} });
        // Two processes' printers on one Redis; a user of this run only.
        const printer = () => createPdfPrinter({ executablePath: CHROMIUM, log: quiet, redis: redis.client });
        const [here, there] = [printer(), printer()];
        const user = { userId: 1_000_000 + Math.floor(Math.random() * 1_000_000), companyId: 1 };
        try {
          const first = here.print(page, '/ready?here', 'token', 'en', user);
          await expect(there.print(page, '/ready?there', 'token', 'en', user)).rejects.toMatchObject({
            code: 429,
            message: PDF_ONE_PER_USER_MESSAGE,
          });
          expect((await first).subarray(0, 5).toString()).toBe('%PDF-');
          // Given back with the export: the other process prints the user's next one.
          const next = await there.print(page, '/ready?next', 'token', 'en', user);
          expect(next.subarray(0, 5).toString()).toBe('%PDF-');
        } finally {
          await Promise.all([here.close(), there.close()]);
          await redis.close();
        }
      },
    );
  });
});
