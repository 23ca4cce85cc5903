// Issue 34 item 7 end to end: with the operator's SIGNUP_MODE=trial, 'Start free trial' on the sign-in page leads to
// the trial form; the confirmation e-mail arrives at a real SMTP server, and its link lands the new company's admin
// signed in on the library. The rules (off by default, single use, expiry, existing addresses, limits) are the API's
// tests (apps/api/test/trial-sign-up.test.ts), the form's messages its stories.
//
// The file starts its own server (apps/api, in this process) with the trial on and SMTP_URL pointing at the SMTP
// server it starts: the shared server keeps the documents' waitlist.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../api/test/smtp.js';
import { freePort, serverEnv } from './setup.js';
import { launchBrowser, newPage, uniqueEmail, useServer } from './support.js';

const apiDir = resolve(import.meta.dirname, '../../api');
const webDist = process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../dist');

// What this file uses of the server (its types stay in apps/api).
type ApiConfig = { loadConfig(env: NodeJS.ProcessEnv): unknown };
type ApiApp = {
  buildApp(options: { config: unknown; seed: { demo: boolean } }): Promise<{
    app: { listen(options: { port: number; host: string }): Promise<string> };
    close(): Promise<void>;
  }>;
};

let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dataDir: string;
let close: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = await mkdtemp(join(tmpdir(), 'readyteams-e2e-trial-'));
  const port = await freePort();
  const { loadConfig } = (await import(join(apiDir, 'src/config.ts'))) as ApiConfig;
  const { buildApp } = (await import(join(apiDir, 'src/app.ts'))) as ApiApp;
  const config = loadConfig({
    ...serverEnv({ port, dataDir, webDist }),
    LOG_LEVEL: 'warn',
    SIGNUP_MODE: 'trial',
    SMTP_URL: smtp.url,
  });
  // No demo library: this file needs none, and the start is quicker.
  const built = await buildApp({ config, seed: { demo: false } });
  await built.app.listen({ port, host: '127.0.0.1' });
  close = built.close;
  useServer(`http://127.0.0.1:${port}`);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('trial sign-up', () => {
  it('signs a team up for a free trial and lands its admin, signed in, on the library', async () => {
    const email = uniqueEmail('trial');
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    await page.getByLabel('First Name').fill('Ana');
    await page.getByLabel('Last Name').fill('Ortiz');
    await page.getByLabel('Company Name').fill('Northwind Care');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('quiet harbour lantern');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.getByText(`We sent a link to ${email}.`).waitFor();

    await expect.poll(() => smtp.received.filter((m) => m.envelopeTo.includes(email)).length).toBe(1);
    const mail = smtp.received.find((m) => m.envelopeTo.includes(email))!;
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text ?? '')![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.waitForURL('**/dashboard/library');
    // Signed in as the new company's admin: the top bar shows their initials.
    await page.getByRole('img', { name: 'Ana Ortiz' }).waitFor();
    await page.context().close();
  });
});
