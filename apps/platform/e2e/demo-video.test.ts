import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, createHost, launchBrowser, newPage, signInQuickly, startPracticeSession } from './support';

// The first session a newcomer runs plays something: every seeded video slide has a video and captions. The
// presenter plays it with captions on, the host switches them off and on from the phone, and the library's preview
// shows the player and the video's length.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The presenter's video: where playback is, and its captions' mode and the cue on screen now. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    const track = video.textTracks[0];
    const cue = track?.activeCues?.[0] as VTTCue | undefined;
    return { time: video.currentTime, mode: track?.mode ?? null, cue: cue?.text ?? null };
  });

it('plays a seeded video on the presenter with captions the host switches', async () => {
  const session = await startPracticeSession();
  try {
    const presenter = await (
      await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 720 } })
    ).newPage();
    await presenter.goto(`/session/${session.pin}?key=${session.hostKey}`);
    await presenter.getByTestId('session-code').waitFor();
    const phone = {
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    };
    const controls = await (await browser.newContext(phone)).newPage();
    await controls.goto(`/host-controls/${session.pin}?key=${session.hostKey}`);
    await controls.getByRole('button', { name: 'Start' }).click();
    await presenter.locator('main[data-slide="0"] video').waitFor();

    await controls.getByRole('button', { name: 'Play' }).click();
    // A browser plays sound only after a click on the page: the presenter asks for one.
    const ask = presenter.getByRole('button', { name: 'Click to start the video' });
    await Promise.race([ask.waitFor().then(() => ask.click()), presenter.waitForTimeout(2000)]);
    await expect.poll(async () => (await videoState(presenter)).time, { timeout: 10_000 }).toBeGreaterThan(2);
    const playing = await videoState(presenter);
    expect(playing.mode).toBe('showing');
    expect(playing.cue).toMatch(/\w/);
    const later = await videoState(presenter);
    expect(later.time).toBeGreaterThanOrEqual(playing.time);

    await controls.getByRole('button', { name: 'Captions on' }).click();
    await expect.poll(async () => (await videoState(presenter)).mode).toBe('hidden');
    expect(await controls.getByRole('button', { name: 'Captions off' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await controls.getByRole('button', { name: 'Captions off' }).click();
    await expect.poll(async () => (await videoState(presenter)).mode).toBe('showing');
  } finally {
    await session.end();
  }
});

it("shows each seeded video's player and length in the library's preview", async () => {
  const page = await newPage(browser);
  await signInQuickly(page, await createHost({ prefix: 'demo-video' }));
  await page.getByPlaceholder('Search our library for content').fill('The Missed Deadline');
  await page.getByRole('button', { name: 'Preview' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'The Missed Deadline Conversation' }).waitFor();
  await dialog.getByRole('button', { name: /Welcome/ }).click();
  await dialog.getByRole('region').locator('video').waitFor();
  await dialog.getByText(/^Duration: 0:\d\d$/).waitFor();
  expect(await dialog.locator('video track[kind="captions"]').count()).toBe(1);
  await page.context().close();
});
