import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support';

// No blank first screen: every address shows something at once, before the app's scripts have run, including the
// addresses whose prerendered page is not the view they ask for.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Opens `path` on a slow network (every script arrives 1.5 s late) and resolves with the text the page shows within
 * `ms` of the address changing: what is there before the app runs.
 */
async function textWithin(path: string, ms: number): Promise<{ page: Page; text: string }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (document.getElementById('root')?.innerText ?? '').trim().length > 0,
    null,
    {
      timeout: ms,
    },
  );
  return { page, text: await page.locator('#root').innerText() };
}

describe('first screens', () => {
  it("shows the joining state of the QR code's address at once, then the session's answer", async () => {
    const { page, text } = await textWithin('/join?pin=zz9z', 1000);
    expect(text).toMatch(/^Ready Teams\n/);
    // Under the header (the brand and the language switch):
    expect((await page.locator('main').innerText()).split(/\n+/)).toEqual([
      'Joining session',
      'ZZ9Z',
      'Connecting…',
    ]);
    await page.getByText('No live session with code ZZ9Z').waitFor();
    await page.context().close();
  });

  it('shows the waitlist at once, which works once the app is live', async () => {
    const { page, text } = await textWithin('/auth?isSignUp=true', 1000);
    expect(text).toContain('Something Big Is Coming');
    expect(text).toContain('No spam, just updates. Unsubscribe anytime.');
    expect(text).not.toContain('Welcome back');
    await page.getByLabel('Email').fill('first-screens@example.com');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await page.getByText("Thanks for joining! We'll notify you when we launch.", { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the dashboard frame for a deep link before any script has run', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dashboard/library');
    await expect(page.locator('#root [aria-busy="true"]').isVisible()).resolves.toBe(true);
    expect(await page.getByRole('status').innerText()).toBe('Loading...');
    await context.close();
  });
});
