import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHost,
  expectAccessible,
  launchBrowser,
  newPage,
  signIn,
  uniqueEmail,
  waitForResetLink,
  type Account,
} from './support';

// Sign-in, waitlist, password reset by mail, sign-out and expired sessions, in the browser against the server.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost({ prefix: 'auth' });
});
afterAll(async () => {
  await browser?.close();
});

describe('auth screen', () => {
  it('shows the brand panel and the sign-in links', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const text = await page.locator('body').innerText();
    for (const expected of [
      'Run a scenario with your team in minutes!',
      'Create engaging, immersive learning experiences that drive measurable results.',
      'Interactive Learning',
      'Real-Time Analytics',
      'Easy Setup',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Forgot your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL('**/auth?isSignUp=true');
    await page.getByRole('heading', { name: 'Something Big Is Coming' }).waitFor();
    await page.context().close();
  });

  it('validates, rejects bad credentials, then signs in to the library', async () => {
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email format').waitFor();

    await page.getByLabel('Email').fill(host.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await expectAccessible(page);

    await page.getByLabel('Password').fill(host.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard/library');
    // The top bar shows the initials; the cookie and the stored user are kept.
    const initials = page.getByRole('img', { name: 'Robin Quinn' });
    await initials.waitFor();
    expect(await initials.innerText()).toBe('RQ');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'accessToken')?.value).toBeTruthy();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email: host.email, firstName: 'Robin', lastName: 'Quinn' });
    await page.context().close();
  });
});

describe('waitlist', () => {
  it('joins, repeats quietly and reports a failure', async () => {
    const page = await newPage(browser);
    await page.goto('/auth?isSignUp=true');
    await page.getByRole('heading', { name: 'Something Big Is Coming' }).waitFor();
    expect(await page.getByText('No spam, just updates. Unsubscribe anytime.').isVisible()).toBe(true);
    await expectAccessible(page);

    const email = uniqueEmail('waitlist');
    const join = async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
    };
    const thanks = page.getByText("Thanks for joining! We'll notify you when we launch.");
    const [first] = await Promise.all([page.waitForResponse('**/waitlist'), join()]);
    expect(first.status()).toBe(201);
    await thanks.first().waitFor();
    // The same address again: the same friendly answer, no error.
    const [repeat] = await Promise.all([page.waitForResponse('**/waitlist'), join()]);
    expect(repeat.status()).toBe(201);
    await expect.poll(() => thanks.count()).toBe(2);
    expect(await page.getByText('Try again later').count()).toBe(0);

    await page.route('**/waitlist', (route) =>
      route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }),
    );
    await join();
    await page.getByText('Try again later').first().waitFor();
    await page.context().close();
  });
});

describe('password reset and sign-out', () => {
  it('resets a forgotten password with the mailed link, then signs in with it', async () => {
    const account = await createHost({ prefix: 'forgot' });
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password' }).click();
    await page.waitForURL('**/forgot-password');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists for this address/).waitFor();

    const link = await waitForResetLink(account.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm new password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    // The link is single-use.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-password-1');
    await page.getByLabel('Confirm new password').fill('another-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This reset link is invalid or has expired.').waitFor();

    await signIn(page, { email: account.email, password: 'brand-new-password' });
    await page.context().close();
  });

  it('signs out to the landing page, forgetting cookie and user', async () => {
    const page = await newPage(browser);
    await signIn(page, host);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken'))
      .toBeUndefined();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/dashboard/library');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.context().close();
  });

  it('sends the user to sign in again when the API answers 401', async () => {
    const page = await newPage(browser);
    await signIn(page, host);
    // A token the server no longer accepts (as after expiry or archiving).
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'accessToken')!;
    await page.context().addCookies([{ ...token, value: 'expired.token.value' }]);
    await page.goto('/dashboard/favorites');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.context().close();
  });
});
