import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, startPracticeSession } from './support';

// The presenter screen as a room sees it on a laptop's and a TV's screen: question text at least 4% of the screen's
// height, nothing cut off or scrolled away, and how to join (address and code) in view on the lobby and in a corner
// of every slide.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Font size in px of the element, and whether it lies wholly inside the viewport. */
const measure = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        fontSize: parseFloat(getComputedStyle(element).fontSize),
        inView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
        text: (element as HTMLElement).innerText,
      };
    });

describe.each([
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
])('presenter at $width x $height', (viewport) => {
  it('is legible from the back of the room and always shows how to join', async () => {
    const session = await startPracticeSession();
    const context = await browser.newContext({ baseURL: baseUrl(), viewport });
    const presenter = await context.newPage();
    const controls = await (await browser.newContext({ baseURL: baseUrl() })).newPage();
    /** Next slide from the host controls, then wait for the presenter to show it. */
    const next = async (slide: number) => {
      await controls.getByRole('button', { name: /^(Start|Next)/ }).click();
      await presenter.locator(`main[data-slide="${slide - 1}"]`).waitFor();
    };
    try {
      await presenter.goto(`/session/${session.pin}?key=${session.hostKey}`);
      await presenter.getByTestId('session-code').waitFor();
      const minimum = 0.04 * viewport.height;

      // Lobby: the address and the code, large and on screen.
      const code = await measure(presenter, '[data-testid="session-code"]');
      expect(code.text).toBe(session.pin);
      expect(code.inView).toBe(true);
      expect(code.fontSize).toBeGreaterThanOrEqual(2 * minimum);
      const address = await measure(presenter, '[data-testid="join-address"]');
      expect(address.text).toBe(`${new URL(baseUrl()).host}/join`);
      expect(address.inView).toBe(true);
      expect(address.fontSize).toBeGreaterThanOrEqual(minimum);

      // The scenario poll (slide 3 of the default template): title, question, options and the answer count.
      await controls.goto(`/host-controls/${session.pin}?key=${session.hostKey}`);
      for (let slide = 1; slide <= 3; slide++) await next(slide);
      const question = await measure(presenter, 'main h2');
      expect(question.fontSize).toBeGreaterThanOrEqual(minimum);
      expect(question.inView).toBe(true);
      const option = await measure(presenter, 'main li');
      expect(option.fontSize).toBeGreaterThanOrEqual(0.03 * viewport.height);
      expect((await measure(presenter, '[data-testid="answer-count"]')).inView).toBe(true);
      // Everything fits: the slide does not scroll.
      expect(
        await presenter
          .locator('main h2')
          .first()
          .evaluate((element) => {
            const slide = element.closest('section')!.parentElement!;
            return slide.scrollHeight <= slide.clientHeight;
          }),
      ).toBe(true);

      // In a corner during the session: the address and the code.
      const corner = await measure(presenter, '[data-testid="join-corner"]');
      expect(corner.text).toContain(`Join at ${new URL(baseUrl()).host}/join with code ${session.pin}`);
      expect(corner.inView).toBe(true);
      expect(corner.fontSize).toBeGreaterThanOrEqual(0.025 * viewport.height);

      // Discussion questions (slide 5) are question text too.
      for (let slide = 4; slide <= 5; slide++) await next(slide);
      const discussion = await measure(presenter, 'main ol li');
      expect(discussion.fontSize).toBeGreaterThanOrEqual(minimum);
      expect(discussion.inView).toBe(true);
    } finally {
      await controls.context().close();
      await context.close();
      await session.end();
    }
  });
});
