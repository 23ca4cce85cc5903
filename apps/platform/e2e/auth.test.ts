import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, launchBrowser, newPage, signIn, waitForResetLink, type Account } from './support';

// Sign-in against the real server: the form leaves a cookie and the stored user across page loads, a token the server
// refuses sends back to sign in, signing out forgets both; a forgotten password is reset through the mailed link.
// The form's messages and validation are the auth-route and password-reset stories.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost('auth');
});
afterAll(async () => {
  await browser?.close();
});

const accessToken = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken');

describe('signing in', () => {
  it('keeps the session in a cookie, sends back to sign in on a refused token, and forgets it all on sign-out', async () => {
    const page = await newPage(browser);
    await signIn(page, host);
    // The top bar shows the initials; the cookie and the stored user are kept.
    const initials = page.getByRole('img', { name: 'Robin Quinn' });
    await initials.waitFor();
    expect(await initials.innerText()).toBe('RQ');
    expect((await accessToken(page))?.value).toBeTruthy();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email: host.email, firstName: 'Robin', lastName: 'Quinn' });

    // A token the server no longer accepts (as after expiry or archiving): the API's 401 leads to sign-in.
    const token = (await accessToken(page))!;
    await page.context().addCookies([{ ...token, value: 'expired.token.value' }]);
    await page.goto('/dashboard/favorites');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    // Signing out goes to the landing page and forgets the cookie and the user: the dashboard asks to sign in.
    await signIn(page, host);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => accessToken(page)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/dashboard/library');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.context().close();
  });

  it('resets a forgotten password with the mailed link, then signs in with it', async () => {
    const account = await createHost('forgot');
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists for this address/).waitFor();

    const link = await waitForResetLink(account.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm new password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await signIn(page, { email: account.email, password: 'brand-new-password' });
    await page.context().close();
  });
});
