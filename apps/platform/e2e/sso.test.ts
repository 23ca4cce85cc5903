// Issue 20 end to end: a host of a company on the Enterprise plan signs in through the company's OpenID Connect
// provider in Chromium. The sign-in page offers 'Continue with SSO' once the typed address's domain is covered, the
// provider's own login page (oidc-provider, started here) signs the person in, and the app lands on the library signed
// in as the new host (created on this first sign-in). A refusal comes back to the sign-in page with its reason.
//
// The file starts its own server (apps/api, in this process) with an SSO_SECRET_KEY and http issuers allowed (the
// provider runs on 127.0.0.1); everything else is the real product on the built app.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdp, type TestIdp } from '../../api/test/oidc-provider.js';
import { ADMIN_PASSWORD, freePort, serverEnv } from './setup.js';
import { api, baseUrl, expectAccessible, launchBrowser, newPage, signInApi, useServer } from './support.js';

const apiDir = resolve(import.meta.dirname, '../../api');
// E2E_WEB_DIST: another build of the app, as in setup.ts.
const webDist = process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../dist');

// What this file uses of the server (its types stay in apps/api).
type ApiConfig = { loadConfig(env: NodeJS.ProcessEnv): unknown };
type ApiApp = {
  buildApp(options: { config: unknown }): Promise<{
    app: { listen(options: { port: number; host: string }): Promise<string> };
    close(): Promise<void>;
  }>;
};

let browser: Browser;
let idp: TestIdp;
let dataDir: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'readyteams-e2e-sso-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  idp = await startIdp([`${url}/sso/callback`]);
  const { loadConfig } = (await import(join(apiDir, 'src/config.ts'))) as ApiConfig;
  const { buildApp } = (await import(join(apiDir, 'src/app.ts'))) as ApiApp;
  const config = loadConfig({
    ...serverEnv({ port, dataDir, webDist }),
    LOG_LEVEL: 'warn',
    SSO_SECRET_KEY: randomBytes(32).toString('base64'),
    SSO_ALLOW_HTTP_ISSUERS: 'true',
  });
  const built = await buildApp({ config });
  await built.app.listen({ port, host: '127.0.0.1' });
  close = built.close;
  useServer(url);
  browser = await launchBrowser();

  // The operator puts Initech on the Enterprise plan and sets up its provider for initech.test.
  const operator = await signInApi('admin@example.com', ADMIN_PASSWORD);
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const company = await api<{ id: number }>(
    'POST',
    '/companies',
    { name: 'Initech', subscriptionPlan: 'enterprise', expiresAt: nextYear },
    operator,
  );
  const sso = await api(
    'PUT',
    `/companies/${company.body.id}/sso`,
    {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: ['initech.test'],
      passwordAllowed: true,
    },
    operator,
  );
  expect(sso.status, JSON.stringify(sso.body)).toBe(200);
  idp.accounts.set('ana@initech.test', {
    email: 'ana@initech.test',
    given_name: 'Ana',
    family_name: 'Lima',
    email_verified: true,
  });
  idp.accounts.set('eve@elsewhere.test', { email: 'eve@elsewhere.test' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
  await idp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('single sign-on', () => {
  it('signs a new host in through the company provider and lands on the library', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');
    const email = page.getByLabel('Email');
    // An address no single sign-on covers: the usual form only.
    await email.fill('someone@elsewhere.test');
    await page.waitForTimeout(700);
    await expect(page.getByRole('button', { name: 'Continue with SSO' }).count()).resolves.toBe(0);
    await email.fill('ana@initech.test');
    const continueButton = page.getByRole('button', { name: 'Continue with SSO' });
    await continueButton.waitFor();
    await expectAccessible(page);
    await continueButton.click();

    // The provider's login page, the address passed on as its login hint.
    await page.waitForURL((address) => address.href.startsWith(idp.issuer));
    await expect(page.locator('input[name="login"]').inputValue()).resolves.toBe('ana@initech.test');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    // Back through /sso/callback to the sign-in page, which exchanges the one-time code: signed in.
    await page.waitForURL(`${baseUrl()}/dashboard/library`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'All Scenarios' }).waitFor();
    const cookies = await page.context().cookies(baseUrl());
    const token = cookies.find((cookie) => cookie.name === 'accessToken')?.value;
    expect(token).toBeTruthy();
    const profile = await api<{ email: string; firstName: string; subscriptionPlan: string }>(
      'GET',
      '/profile',
      undefined,
      token,
    );
    expect(profile.body).toMatchObject({
      email: 'ana@initech.test',
      firstName: 'Ana',
      subscriptionPlan: 'enterprise',
    });
    // The code is gone from the address and the history.
    expect(page.url()).not.toContain('sso=');
    await page.context().close();
  });

  it('brings a refusal back to the sign-in page with its reason', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('ana@initech.test');
    await page.getByRole('button', { name: 'Continue with SSO' }).click();
    await page.waitForURL((address) => address.href.startsWith(idp.issuer));
    // Someone the company's provider knows, but at an address its single sign-on does not cover.
    await page.locator('input[name="login"]').fill('eve@elsewhere.test');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL(`${baseUrl()}/auth`);
    await page
      .getByRole('alert')
      .filter({ hasText: "This email address is not covered by your company's single sign-on." })
      .waitFor();
    await expect(page.getByRole('button', { name: 'Sign In' }).isEnabled()).resolves.toBe(true);
    await page.context().close();
  });
});
