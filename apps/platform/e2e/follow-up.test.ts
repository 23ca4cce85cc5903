// Issue 18 end to end: three phones answer the closing questions and commit (two leave an address), the clock moves
// past the follow-up delay, two e-mails arrive at a real SMTP server, one check-in is answered through its link, and
// the impact report and the PDF the server prints show the commitments, the follow-up response and the labelled
// confidence delta. That nothing is sent before the delay, and the PDF's language, are the API's follow-up and impact
// tests.
//
// The file starts its own server (apps/api, in this process) so it can own the job queue's clock (pg-boss's TestClock)
// and point SMTP_URL at the SMTP server it starts; everything else is the real product on the built app.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TestClock } from 'pg-boss';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, tokenOf } from '../../api/test/smtp.js';
import { freePort, serverEnv } from './setup.js';
import {
  answerScales,
  api,
  baseUrl,
  createHost,
  endFromControls,
  joinPhones,
  launchBrowser,
  newContext,
  nextSlide,
  openHostControls,
  PHONE,
  signInApi,
  signInQuickly,
  startLiveSession,
  useServer,
} from './support.js';

const DAY = 24 * 60 * 60 * 1000;
const apiDir = resolve(import.meta.dirname, '../../api');
const webDist = resolve(import.meta.dirname, '../dist');

const scale = (question: string, labels: string[]) => ({
  question,
  type: 'single-choice',
  layoutType: 'scale',
  answers: { options: labels.map((label, i) => ({ [`option ${i + 1}`]: label })) },
});
const CONFIDENCE = [
  'Not at all confident',
  'Slightly confident',
  'Moderately confident',
  'Very confident',
  'Extremely confident',
];
const SLIDES = [
  {
    title: 'Closing Questions',
    slideType: 'poll',
    type: 'closing question',
    order: 0,
    script: 'Two quick questions before we finish.',
    questions: [
      scale('Before this session, how confident were you in handling a situation like this?', CONFIDENCE),
      scale('After this session, how confident are you in handling a situation like this?', CONFIDENCE),
    ],
  },
  {
    title: 'Commitment',
    slideType: 'commitment',
    order: 1,
    prompt: 'What is one thing you will do differently after today?',
  },
];

// What this file uses of the server (its types stay in apps/api).
type ApiConfig = { loadConfig(env: NodeJS.ProcessEnv): unknown };
type ApiApp = {
  buildApp(options: { config: unknown; followUp: { clock: TestClock } }): Promise<{
    app: { listen(options: { port: number; host: string }): Promise<string> };
    close(): Promise<void>;
  }>;
};

let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let clock: TestClock;
let dataDir: string;
let close: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = await mkdtemp(join(tmpdir(), 'readyteams-e2e-follow-up-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server as `npm start` builds it (from its source: the build is one bundle), with the queue's clock in the
  // test's hands.
  const { loadConfig } = (await import(join(apiDir, 'src/config.ts'))) as ApiConfig;
  const { buildApp } = (await import(join(apiDir, 'src/app.ts'))) as ApiApp;
  const config = loadConfig({
    ...serverEnv({ port, dataDir, webDist }),
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    FOLLOW_UP_POLL_SECONDS: '0.5',
  });
  clock = new TestClock();
  const built = await buildApp({ config, followUp: { clock } });
  await built.app.listen({ port, host: '127.0.0.1' });
  close = built.close;
  useServer(url);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Jumps the queue's clock to `days` after now (timers the jump passed fire once, as after a sleep), then moves it on a
 * second at a time, letting the workers poll, until `count` e-mails have arrived.
 */
async function daysLater(days: number, count: number) {
  await clock.setTime(Date.now() + days * DAY);
  await expect
    .poll(async () => {
      await clock.tick(1000);
      return smtp.received.length;
    })
    .toBeGreaterThanOrEqual(count);
}

describe('after the session', () => {
  it('follows commitments up by e-mail and reports what the training did', async () => {
    // A company's host runs it (the operator's own report would show aggregates only).
    const host = await createHost('follow-up-host');
    const {
      id: sessionId,
      pin,
      hostKey,
    } = await startLiveSession(
      {
        title: 'Saying no without burning bridges',
        description: 'Declining work politely, with a commitment to try it.',
        script: 'The group rates its confidence and commits to one change.',
        slides: SLIDES,
      },
      host,
    );
    // No presenter: nothing here is shown on the room's screen.
    const controls = await openHostControls(browser, { pin, hostKey });
    const [ann, ben, cat] = (await joinPhones(browser, pin, 3)) as [Page, Page, Page];
    const next = () => nextSlide(controls);

    // The closing questions: confidence before and after (ann 2 -> 4, ben 3 -> 4, cat 3 -> 3).
    await next();
    for (const [page, before, after] of [
      [ann, 2, 4],
      [ben, 3, 4],
      [cat, 3, 3],
    ] as const) {
      await answerScales(page, [before, after]);
    }

    // The commitment: the phone says what happens to an address before anyone types; two leave one.
    await next();
    for (const [page, text, email] of [
      [ann, 'Say no to new work with a date I can say yes to', 'ann@example.com'],
      [ben, 'Ask what can wait before I take on more', 'ben@example.com'],
      [cat, 'Block two hours a week for focus work', ''],
    ] as const) {
      // In two short lines, and in full behind "More".
      await page.getByText('Anonymous unless you add an e-mail, used for one reminder only.').waitFor();
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByText('Your address is stored apart from your answers').waitFor();
      await page.getByRole('textbox', { name: /commit/i }).fill(text);
      if (email) await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
      await page.getByRole('button', { name: 'Commit' }).click();
      await page.getByText(text).waitFor();
      await page.getByRole('button', { name: 'Edit' }).waitFor();
    }

    await endFromControls(controls);

    // After the delay (14 days, the default): one e-mail per address, with its own commitment.
    await daysLater(14.01, 2);
    expect(
      smtp.received
        .map((mail) => mail.envelopeTo)
        .flat()
        .sort(),
    ).toEqual(['ann@example.com', 'ben@example.com']);
    const annMail = smtp.received.find((mail) => mail.envelopeTo.includes('ann@example.com'))!;
    expect(annMail.text).toContain('Say no to new work with a date I can say yes to');
    expect(annMail.text).not.toContain('Ask what can wait');

    // Ann answers her check-in through the link, on her phone, without an account.
    const link = new URL(/https?:\/\/\S+\/check-in\/\S+/.exec(annMail.text!)![0]);
    expect(link.origin).toBe(baseUrl());
    expect(tokenOf(link.href)).toBeTruthy();
    const phone = await (await newContext(browser, PHONE)).newPage();
    await phone.goto(link.pathname);
    await phone.getByText('Say no to new work with a date I can say yes to').waitFor();
    await phone.getByRole('radio', { name: 'Yes' }).click();
    await phone.getByRole('textbox', { name: /comment/i }).fill('Said no twice this week, both went fine.');
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('Thank you. Your answer has been recorded.').waitFor();
    // The link works once.
    await phone.reload();
    await phone.getByText('This check-in has already been answered.').waitFor();

    // The host's impact report of the session (after 14 days the sign-in is new).
    const report = await (await newContext(browser)).newPage();
    await signInQuickly(report, host, `/dashboard/impact?sessionId=${sessionId}`);
    const commitments = report.getByRole('region', { name: 'Commitments' });
    await commitments.getByText('Block two hours a week for focus work').waitFor();
    await expect.poll(() => commitments.getByTestId('commitment-count').innerText()).toBe('3');
    const followUp = report.getByRole('region', { name: 'Follow-up' });
    await expect.poll(() => followUp.getByTestId('follow-up-response').innerText()).toContain('50%');
    await followUp.getByText('Said no twice this week, both went fine.').waitFor();
    await report.getByText('Retrospective self-rating').first().waitFor();
    await expect.poll(() => report.getByTestId('confidence-delta').innerText()).toContain('+1');

    // The PDF the server prints holds the same figures and the label.
    const pdf = await fetch(`${baseUrl()}/reports/impact.pdf?sessionId=${sessionId}`, {
      headers: { authorization: `Bearer ${await signInApi(host.email, host.password)}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain('Retrospective self-rating');
    expect(text).toContain('Block two hours a week for focus work');
    expect(text).toContain('Said no twice this week, both went fine.');
    expect(text).toMatch(/50(\.0)?%/);

    // The address never reaches the host: not in the report, the results or the CSV.
    const fresh = await signInApi(host.email, host.password);
    const results = await api('GET', `/sessions/${sessionId}/results`, undefined, fresh);
    const csv = await api('GET', `/sessions/${sessionId}/answers.csv`, undefined, fresh);
    for (const body of [JSON.stringify(results.body), String(csv.body), text, await report.content()])
      expect(body).not.toContain('ann@example.com');
  }, 180_000);
});
