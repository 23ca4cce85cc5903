import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './admin-helpers';
import {
  createHost,
  launchBrowser,
  PHONE,
  newPage,
  signInApi,
  signInQuickly,
  startPracticeSession,
  type Account,
} from './support';
import { inject } from 'vitest';

// Every kind of page runs under the server's Content-Security-Policy: the prerendered pages' inline script loader
// (allowed by its hash), the app, the live channel, media and the QR code, with no violation reported.

let browser: Browser;
let host: Account;
let session: Awaited<ReturnType<typeof startPracticeSession>>;

beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost({ prefix: 'csp' });
  session = await startPracticeSession(await signInApi(host.email, host.password));
});

afterAll(async () => {
  await session?.end();
  await browser?.close();
});

/** A page that records every CSP violation it reports (events and console messages alike). */
async function watchedPage(options: Parameters<typeof newPage>[1] = {}) {
  const page = await newPage(browser, options);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      list.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const check = async (url: string) => {
    const reported = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    // Joined into one string, so a failure prints the whole report (an array prints as `[ Array(1) ]`).
    expect([...violations, ...reported].join('\n'), `CSP violations on ${url}`).toBe('');
  };
  return { page, check };
}

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy'], url).toMatch(/script-src 'self'/);
  return response;
}

describe('the Content-Security-Policy', () => {
  it('lets the landing, sign-in and participant pages run', async () => {
    const { page, check } = await watchedPage();
    await open(page, '/');
    await page
      .getByRole('button', { name: /Watch Demo/i })
      .first()
      .waitFor();
    await check('/');
    await open(page, '/auth');
    await page.getByLabel('Email').waitFor();
    await check('/auth');

    const participant = await watchedPage(PHONE);
    await open(participant.page, `/join?pin=${session.pin}`);
    await participant.page.getByRole('heading', { name: "You're in!" }).waitFor();
    await participant.check('/join');
  });

  it('lets the library, the presenter and the host controls run, live channel included', async () => {
    const { page, check } = await watchedPage();
    await signInQuickly(page, host);
    await page.locator('[data-testid="scenario-card"]').first().waitFor();
    await check('/dashboard/library');
    await open(page, `/session/${session.pin}`);
    await expect.poll(() => page.getByTestId('session-code').textContent()).toBe(session.pin);
    // The QR code and the live participant count arrived over the websocket.
    await page.getByText(/participants? joined/).waitFor();
    await check('/session');

    const controls = await watchedPage(PHONE);
    await open(controls.page, `/host-controls/${session.pin}?key=${session.hostKey}`);
    await controls.page.getByRole('heading', { name: 'Waiting for participants' }).waitFor();
    await controls.check('/host-controls');
  });

  it('lets the admin scenario editor run', async () => {
    const { page, check } = await watchedPage();
    await signInAs(page, inject('adminEmail'), inject('adminPassword'));
    await open(page, '/dashboard/admin/scenario/new-scenario');
    await page
      .getByRole('heading', { name: /scenario/i })
      .first()
      .waitFor();
    await check('/dashboard/admin/scenario/new-scenario');
  });
});
