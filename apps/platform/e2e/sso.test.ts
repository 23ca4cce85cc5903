// Issue 20 end to end: a host of a company on the Enterprise plan signs in through the company's OpenID Connect
// provider in Chromium. The sign-in page offers 'Continue with SSO' once the typed address's domain is covered, the
// provider's own login page (oidc-provider, started here) signs the person in, and the app lands on the library signed
// in as the new host (created on this first sign-in). The shared server runs with single sign-on enabled (setup.ts).
// Addresses no single sign-on covers, and refusals, are the auth-route stories and the API's sso tests.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdp, type TestIdp } from '../../api/test/oidc-provider.js';
import { adminToken, api, baseUrl, launchBrowser, newPage, uniqueEmail } from './support.js';

let browser: Browser;
let idp: TestIdp;

beforeAll(async () => {
  idp = await startIdp([`${baseUrl()}/sso/callback`]);
  browser = await launchBrowser();

  // The operator puts Initech on the Enterprise plan and sets up its provider for initech.test.
  const operator = await adminToken();
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const company = await api<{ id: number }>(
    'POST',
    '/companies',
    { name: `Initech ${uniqueEmail('sso')}`, subscriptionPlan: 'enterprise', expiresAt: nextYear },
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
});

afterAll(async () => {
  await browser?.close();
  await idp?.close();
});

describe('single sign-on', () => {
  it('signs a new host in through the company provider and lands on the library', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('ana@initech.test');
    await page.getByRole('button', { name: 'Continue with SSO' }).click();

    // The provider's login page, the address passed on as its login hint.
    await page.waitForURL((address) => address.href.startsWith(idp.issuer));
    await expect(page.locator('input[name="login"]').inputValue()).resolves.toBe('ana@initech.test');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    // Back through /sso/callback to the sign-in page, which exchanges the one-time code: signed in.
    await page.waitForURL(`${baseUrl()}/dashboard/library`);
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
});
