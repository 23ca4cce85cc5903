import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, expectAccessible, launchBrowser, newPage, signInQuickly, type Account } from './support';

// Starting sessions from the preview: the start dialog, the active-session banner, practice sessions,
// the expired-plan block, and the reports list that ended sessions land in.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost({ prefix: 'session' });
});
afterAll(async () => {
  await browser?.close();
});

const ACTIVE_BANNER = 'You have an active session, close it to start a new one.';
const BLOCKED_TOOLTIP = 'Close the current session to start a new one';

async function openPreview(page: Page, title: string) {
  await page.getByPlaceholder('Search our library for content').fill(title);
  const card = page.locator('[data-testid="scenario-card"]').filter({ hasText: title }).first();
  await card.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: title }).waitFor();
  // Let the opening animation finish, so a hover lands where the element stays.
  await dialog.evaluate(async (el) => {
    await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
  });
  return dialog;
}

describe('live sessions from the library', () => {
  it('starts a session, blocks a second one while it is open, and closes it from the banner', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);

    let dialog = await openPreview(page, 'The Skipped Lockout');
    await dialog.getByRole('button', { name: 'Start Session' }).click();
    const started = page.getByRole('dialog');
    await started.getByRole('heading', { name: 'Session started' }).waitFor();
    const pin = await started.getByTestId('session-pin').innerText();
    expect(pin).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    const qr = started.getByRole('img', { name: /QR code/ });
    expect(await qr.getAttribute('width')).toBe('200');
    expect(await started.innerText()).toContain('share your computer audio');
    const hostControls = await started.getByRole('link', { name: 'Open Host Controls' }).getAttribute('href');
    expect(hostControls).toMatch(new RegExp(`/host-controls/${pin}\\?key=.+`));
    await started.getByRole('button', { name: 'Go to Session' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    const banner = page.getByTestId('active-session-banner');
    await banner.getByText(ACTIVE_BANNER).waitFor();

    // Start Session is disabled with its tooltip while the session is open; practice still works.
    dialog = await openPreview(page, 'The Skipped Lockout');
    const start = dialog.getByRole('button', { name: 'Start Session' });
    expect(await start.isDisabled()).toBe(true);
    await dialog.getByTestId('start-session-wrapper').hover();
    await page.getByRole('tooltip').getByText(BLOCKED_TOOLTIP).waitFor();
    await dialog.getByTestId('start-session-wrapper').focus();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Practice Session' }).click();
    const practice = page.getByRole('dialog');
    await practice.getByRole('heading', { name: 'Practice session started' }).waitFor();
    const practicePin = await practice.getByTestId('session-pin').innerText();
    expect(practicePin).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(practicePin).not.toBe(pin);
    await page.keyboard.press('Escape');

    // The banner still points at the live session, not the practice one.
    await banner.getByRole('button', { name: 'Go to session' }).click();
    await page.waitForURL(`**/session/${pin}`);
    await page.goBack();
    await page.getByTestId('active-session-banner').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByText(ACTIVE_BANNER).count()).toBe(0);

    dialog = await openPreview(page, 'The Skipped Lockout');
    expect(await dialog.getByRole('button', { name: 'Start Session' }).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');

    // The ended session is in the reports with its CSV export.
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL('**/dashboard/reports');
    const row = page.getByRole('row').filter({ hasText: pin });
    await row.getByText('The Skipped Lockout').first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: practicePin }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`session-${pin}-answers.csv`);
    await expectAccessible(page);
    await page.context().close();
  });

  it('keeps the banner silent when closing fails', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    const dialog = await openPreview(page, 'The Furious Caller');
    await dialog.getByRole('button', { name: 'Start Session' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Session started' }).waitFor();
    await page.keyboard.press('Escape');
    await page.route('**/sessions/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.getByTestId('active-session-banner').getByRole('button', { name: 'Close' }).click();
    await page.waitForTimeout(500);
    expect(await page.getByText(ACTIVE_BANNER).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.unroute('**/sessions/*');
    await page.getByTestId('active-session-banner').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByText(ACTIVE_BANNER).count()).toBe(0);
    await page.context().close();
  });

  it('blocks starting when the plan has expired', async () => {
    const expired = await createHost({ prefix: 'expired', expired: true });
    const page = await newPage(browser);
    await signInQuickly(page, expired);
    await page.getByText('Your subscription has expired.').waitFor();
    const dialog = await openPreview(page, 'The Skipped Lockout');
    expect(await dialog.getByRole('button', { name: 'Start Session' }).isDisabled()).toBe(true);
    await dialog.getByTestId('start-session-wrapper').hover();
    await page.getByRole('tooltip').getByText('Your subscription has expired').waitFor();
    await expectAccessible(page);
    await page.context().close();
  });
});
