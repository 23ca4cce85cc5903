import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createHost,
  endFromControls,
  launchBrowser,
  newContext,
  nextSlide,
  PHONE,
  signIn,
  signInApi,
  type Account,
} from './support';

// A whole live session in real Chromium: the presenter (signed-in host, desktop, started from the library), host
// controls on a phone through the QR code's link (host key, not signed in), two participants on phones. All 7 slides
// of the default template, its seeded videos played with their captions.

let browser: Browser;
let host: Account;
let token: string;

const context = async (options: BrowserContextOptions = {}): Promise<Page> =>
  (await newContext(browser, options)).newPage();

beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost('live');
  token = await signInApi(host.email, host.password);
});

afterAll(async () => {
  await browser?.close();
});

type Slide = {
  slideType: string;
  type: string | null;
  questions: { kind: string; question: string; options: string[] }[];
};

/** A library scenario on the default template (7 slides, poll, poll-results and closing questions). */
async function templateScenario(): Promise<{ id: number; title: string }> {
  const list = await api<{ data: { id: number; title: string }[] }>(
    'GET',
    '/scenarios?$limit=20',
    undefined,
    token,
  );
  for (const scenario of list.body.data) {
    const session = await api<{ id: string; pin: string; hostKey: string }>(
      'POST',
      '/sessions',
      { scenarioId: scenario.id, isPractice: true },
      token,
    );
    const detail = await api<{ scenario: { slides: Slide[] } }>(
      'GET',
      `/host-sessions/${session.body.pin}?key=${session.body.hostKey}`,
    );
    await api('PATCH', `/sessions/${session.body.id}`, { completedAt: new Date().toISOString() }, token);
    const types = detail.body.scenario.slides.map((slide) => slide.slideType).join(',');
    if (types === 'video,video,poll,video,discussion,poll-results,poll') return scenario;
  }
  throw new Error('no scenario on the default template in the library');
}

const radio = (page: Page, name: string | RegExp) =>
  page.getByRole('radio', { name, exact: typeof name === 'string' });

/** The presenter's video: where playback is, and its captions' mode and the cue on screen now. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    const track = video.textTracks[0];
    const cue = track?.activeCues?.[0] as VTTCue | undefined;
    return { time: video.currentTime, mode: track?.mode ?? null, cue: cue?.text ?? null };
  });

describe('a live session', () => {
  it('runs from lobby to report with a presenter, host controls on a phone and two participants', async () => {
    const scenario = await templateScenario();

    // Presenter: the host's computer starts the session from the library's preview and goes to it.
    const presenter = await context();
    await signIn(presenter, host);
    await presenter.getByPlaceholder('Search our library for content').fill(scenario.title);
    await presenter
      .locator('[data-testid="scenario-card"]')
      .filter({ hasText: scenario.title })
      .first()
      .getByRole('button', { name: 'Preview' })
      .click();
    await presenter.getByRole('dialog').getByRole('button', { name: 'Start Session' }).click();
    const started = presenter.getByRole('dialog').filter({ hasText: 'Session started' });
    const pin = (await started.getByTestId('session-pin').innerText()).trim();
    // The QR code carries the host controls' link with the host key; the dialog's link holds the same address.
    const hostControlsUrl = new URL(
      (await started.getByRole('link', { name: 'Open Host Controls' }).getAttribute('href'))!,
    );
    const hostKey = hostControlsUrl.searchParams.get('key')!;
    expect(hostControlsUrl.pathname).toBe(`/host-controls/${pin}`);
    await started.getByRole('button', { name: 'Go to Session' }).click();
    await presenter.waitForURL(`**/session/${pin}`);
    await expect.poll(() => presenter.getByTestId('session-code').textContent()).toBe(pin);
    await presenter.getByText('0 participants joined').waitFor();
    const sessionId = (await api<{ session: { id: string } }>('GET', `/host-sessions/${pin}?key=${hostKey}`))
      .body.session.id;

    // Host controls: the phone opens the QR code's link (host key, not signed in).
    const controls = await context(PHONE);
    await controls.goto(hostControlsUrl.pathname + hostControlsUrl.search);
    await controls.getByRole('heading', { name: 'Waiting for participants' }).waitFor();

    // Participants: one by link, one by typing the code (any case).
    const ann = await context(PHONE);
    await ann.goto(`/join?pin=${pin}`);
    await ann.getByRole('heading', { name: "You're in!" }).waitFor();
    const ben = await context(PHONE);
    await ben.goto('/join');
    await ben.getByLabel("Enter the code on the host's screen").fill(pin.toLowerCase());
    await ben.getByRole('button', { name: 'Join' }).click();
    await ben.getByRole('heading', { name: "You're in!" }).waitFor();
    await presenter.getByText('2 participants joined').waitFor();
    await controls.getByTestId('joined-count').filter({ hasText: '2 participants' }).waitFor();

    const next = () => nextSlide(controls);
    const onSlide = async (n: number) => {
      await controls.getByText(`Slide ${n} of 7`, { exact: true }).waitFor();
      await presenter.getByText(`Slide ${n} of 7`).waitFor();
    };

    // 1-2: videos, with play/pause/restart and captions mirrored on the presenter.
    await next();
    await onSlide(1);
    await ann.getByText("Watch the host's screen.").waitFor();
    await controls.getByRole('button', { name: 'Play' }).click();
    await presenter.locator('[data-video-status="playing"]').waitFor();
    // The seeded video really plays: or the browser wants a click on the page before sound, and the presenter asks.
    const ask = presenter.getByRole('button', { name: 'Click to start the video' });
    await expect
      .poll(async () => (await ask.isVisible()) || (await videoState(presenter)).time > 0)
      .toBe(true);
    if (await ask.isVisible()) await ask.click();
    await expect.poll(async () => (await videoState(presenter)).time).toBeGreaterThan(0);
    // Captions are on by default: the track shows, with a cue on screen as the video reaches one.
    await expect
      .poll(() => videoState(presenter))
      .toMatchObject({ mode: 'showing', cue: expect.stringMatching(/\w/) });
    await controls.getByRole('button', { name: 'Captions on' }).click();
    await expect.poll(async () => (await videoState(presenter)).mode).toBe('hidden');
    expect(await controls.getByRole('button', { name: 'Captions off' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await controls.getByRole('button', { name: 'Captions off' }).click();
    await expect.poll(async () => (await videoState(presenter)).mode).toBe('showing');
    await controls.getByRole('button', { name: 'Pause' }).click();
    await presenter.locator('[data-video-status="paused"]').waitFor();
    await controls.getByRole('button', { name: 'Restart' }).click();
    await presenter.locator('[data-video-status="playing"]').waitFor();
    await next();
    await onSlide(2);

    // 3: the scenario poll. Ann answers A then changes to C; Ben answers B, reloads mid-poll and keeps it.
    await next();
    await onSlide(3);
    const firstQuestion = (page: Page) => page.getByRole('radiogroup').first();
    await firstQuestion(ann).getByRole('radio').nth(0).click();
    await ann.getByText('Answer saved. You can change it until the host moves on.').first().waitFor();
    await firstQuestion(ann).getByRole('radio').nth(2).click();
    await expect
      .poll(() => firstQuestion(ann).getByRole('radio').nth(2).getAttribute('aria-checked'))
      .toBe('true');
    await ann.getByText('Answer saved. You can change it until the host moves on.').first().waitFor();
    await firstQuestion(ben).getByRole('radio').nth(1).click();
    await ben.getByText('Answer saved. You can change it until the host moves on.').first().waitFor();
    // A reload is a fresh page joining mid-session: it lands on the poll with its answer.
    await ben.reload();
    await expect
      .poll(() => firstQuestion(ben).getByRole('radio').nth(1).getAttribute('aria-checked'))
      .toBe('true');
    await presenter.getByTestId('answer-count').filter({ hasText: '2 of 2 participants answered' }).waitFor();
    await controls.getByTestId('answers-2-0').filter({ hasText: '2 / 2' }).waitFor();
    expect(await presenter.getByText('50%').count()).toBe(0);

    // 4: video; 5: discussion questions on every screen.
    await next();
    await onSlide(4);
    await next();
    await onSlide(5);
    await expect.poll(() => ann.getByRole('listitem').count()).toBe(3);
    await expect.poll(() => presenter.getByRole('listitem').count()).toBe(3);

    // 6: poll results: two answered, fewer than the poll's threshold (5 by default): no chart on any screen (the
    // report below has the counts).
    await next();
    await onSlide(6);
    await presenter.getByText('Waiting for at least 5 answers').waitFor();
    await ann.getByText('Waiting for at least 5 answers').waitFor();
    expect(await presenter.locator('[data-slot="question-results"]').count()).toBe(0);
    expect(await ann.locator('[data-slot="question-results"]').count()).toBe(0);

    // 7: closing questions: four scales, NPS, free text.
    await next();
    await onSlide(7);
    for (const [page, scales, nps, text] of [
      [ann, [4, 2, 4, 5], 10, 'Ask before I judge.'],
      [ben, [3, 3, 4, 4], 6, 'Follow up in a week.'],
    ] as const) {
      const groups = page.getByRole('radiogroup');
      for (const [qi, value] of scales.entries()) {
        await groups
          .nth(qi)
          .getByRole('radio')
          .nth(value - 1)
          .click();
        await expect
          .poll(() =>
            groups
              .nth(qi)
              .getByRole('radio')
              .nth(value - 1)
              .getAttribute('aria-checked'),
          )
          .toBe('true');
      }
      await radio(page, String(nps)).click();
      await page.getByRole('textbox').fill(text);
      await page.getByRole('button', { name: 'Send answer' }).click();
      await page.getByRole('button', { name: 'Update answer' }).waitFor();
      await expect
        .poll(() =>
          // Under each question (the page's live region says it once more).
          page
            .locator('[id$="-status"]', {
              hasText: 'Answer saved. You can change it until the host moves on.',
            })
            .count(),
        )
        .toBe(6);
    }
    await presenter.getByTestId('answer-count').filter({ hasText: '2 of 2 participants answered' }).waitFor();
    await controls.getByTestId('answers-6-5').filter({ hasText: '2 / 2' }).waitFor();

    // The host ends the session: everyone sees the end.
    await endFromControls(controls);
    await ann.getByRole('heading', { name: 'Thank you for taking part!' }).waitFor();
    await ben.getByRole('heading', { name: 'Thank you for taking part!' }).waitFor();
    await presenter.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect((await api('GET', `/join/${pin}`)).status).toBe(404);

    // The report and the CSV hold every answer (the report page's rendering of them is the report-view stories).
    const results = await api<{
      participantCount: number;
      answerCount: number;
      polls: {
        slideIndex: number;
        questions: {
          answerCount: number;
          mean: number | null;
          nps: number | null;
          texts: string[];
          options: { count: number }[];
        }[];
      }[];
      confidence: { delta: number | null };
    }>('GET', `/sessions/${sessionId}/results`, undefined, token);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({ participantCount: 2, answerCount: 14 });
    const poll = results.body.polls.find((p) => p.slideIndex === 2)!;
    expect(poll.questions[0]!.options.map((o) => o.count)).toEqual([0, 1, 1, 0]);
    const closing = results.body.polls.find((p) => p.slideIndex === 6)!;
    expect(closing.questions.map((q) => q.answerCount)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(closing.questions[0]!.mean).toBe(3.5);
    expect(closing.questions[4]!.nps).toBe(0);
    expect(closing.questions[5]!.texts.sort()).toEqual(['Ask before I judge.', 'Follow up in a week.']);
    expect(results.body.confidence.delta).toBe(1.5);

    const csv = await api<string>('GET', `/sessions/${sessionId}/answers.csv`, undefined, token);
    expect(csv.status).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 14);
    expect(lines.filter((line) => line.includes('Ask before I judge.'))).toHaveLength(1);
  });
});
