import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launchBrowser, startPracticeSession } from './support';

// A participant who joins while the session is already on a poll lands on that poll, not in the lobby.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('lands a participant who joins mid-session on the current slide', async () => {
  const session = await startPracticeSession();
  const phone = { baseURL: baseUrl(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  try {
    const controls = await (await browser.newContext(phone)).newPage();
    await controls.goto(`/host-controls/${session.pin}?key=${session.hostKey}`);
    await controls.getByRole('heading', { name: 'Waiting for participants' }).waitFor();
    // Welcome video, case video, then the scenario poll of the default template.
    for (let slide = 1; slide <= 3; slide++) {
      await controls.getByRole('button', { name: /^(Start|Next)/ }).click();
      await controls.getByText(`Slide ${slide} of`).first().waitFor();
    }
    const late = await (await browser.newContext(phone)).newPage();
    await late.goto(`/join?pin=${session.pin}`);
    await late.getByRole('radio').first().waitFor();
    expect(await late.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
    expect(await late.getByRole('heading', { name: "You're in!" }).count()).toBe(0);
  } finally {
    await session.end();
  }
});
