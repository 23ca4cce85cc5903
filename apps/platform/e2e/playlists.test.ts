import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Account,
  adminToken,
  answerScales,
  createHost,
  createPublishedScenario,
  endFromControls,
  joinPhones,
  launchBrowser,
  newContext,
  nextSlide,
  openHostControls,
  signInQuickly,
} from './support';

// Playlists (issue 38) through the product: a host builds a playlist of three scenarios, runs two steps with phones
// rating their confidence before and after, sees each step's status and the next step suggested, and opens the
// playlist's impact report step by step. What each view shows in every state is the views' stories.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  // Playlists come with Pro.
  host = await createHost('playlist', { companyPlan: 'pro' });
});
afterAll(() => browser?.close());

const BEFORE = 'How confident were you before this session?';
const AFTER = 'How confident are you after this session?';
const SCALE = ['Not at all', 'Slightly', 'Moderately', 'Very', 'Extremely'];

/** A public scenario of one closing poll asking the confidence before and after. */
async function createScenario(title: string, token: string) {
  await createPublishedScenario(
    {
      title,
      description: 'A short scenario for a playlist.',
      script: 'The facilitator asks the closing questions.',
      slides: [
        {
          title: 'Closing Questions',
          slideType: 'poll',
          type: 'closing question',
          order: 0,
          script: 'Thank everyone.',
          questions: [BEFORE, AFTER].map((question) => ({
            question,
            type: 'single-choice',
            layoutType: 'scale',
            answers: { options: SCALE.map((answer, i) => ({ [`option ${i + 1}`]: answer })) },
          })),
        },
      ],
    },
    token,
  );
  return title;
}

/** The host starts the step from the playlist page; phones rate before and after; the host ends it. */
async function runStep(page: Page, title: string, ratings: [number, number][]) {
  // The host comes back to the playlist for each step (the page reads the open sessions afresh).
  await page.reload();
  await page.getByRole('button', { name: `Start ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start Session' }).click();
  const started = page.getByRole('dialog').filter({ hasText: 'Session started' });
  const pin = (await started.getByTestId('session-pin').innerText()).trim();
  const hostKey = new URL(
    (await started.getByRole('link', { name: 'Open Host Controls' }).getAttribute('href'))!,
  ).searchParams.get('key')!;
  await page.keyboard.press('Escape');
  const controls = await openHostControls(browser, { pin, hostKey });
  const phones = await joinPhones(browser, pin, ratings.length);
  await controls
    .getByTestId('joined-count')
    .filter({ hasText: `${ratings.length} participants` })
    .waitFor();
  await nextSlide(controls);
  for (const [index, phone] of phones.entries()) await answerScales(phone, ratings[index]!);
  await endFromControls(controls);
  await Promise.all([controls, ...phones].map((p) => p.context().close()));
}

it('builds a playlist of three scenarios, runs two steps with phones and reports on them step by step', async () => {
  const admin = await adminToken();
  const stamp = Date.now().toString(36);
  const titles = [
    await createScenario(`Listening first ${stamp}`, admin),
    await createScenario(`Feedback that lands ${stamp}`, admin),
    await createScenario(`Running a retrospective ${stamp}`, admin),
  ];

  const page = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
  await signInQuickly(page, host, '/dashboard/playlists');
  await page.getByRole('button', { name: 'New playlist' }).click();
  await page.getByLabel('Title').fill(`Support quarter ${stamp}`);
  await page.getByLabel('Team name').fill('Support team');
  for (const title of titles) {
    await page.getByLabel('Scenario to add').click();
    await page.getByRole('option', { name: title }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Save Playlist' }).click();
  await page.getByRole('heading', { name: `Support quarter ${stamp}` }).waitFor();
  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect.poll(() => steps.count()).toBe(3);
  await expect.poll(() => steps.nth(0).textContent()).toContain('Next');

  await runStep(page, titles[0]!, [
    [2, 4],
    [3, 4],
  ]);
  await runStep(page, titles[1]!, [
    [2, 3],
    [1, 3],
    [3, 5],
  ]);

  // The status: two steps run with their participants and report links, the third suggested.
  await page.reload();
  await expect.poll(() => steps.nth(0).textContent()).toMatch(/Run on .* with 2 participants/);
  await expect.poll(() => steps.nth(1).textContent()).toMatch(/Run on .* with 3 participants/);
  await expect.poll(() => steps.nth(2).textContent()).toContain('Next');
  await steps
    .nth(0)
    .getByRole('button', { name: `Report ${titles[0]}` })
    .waitFor();

  // The playlist's impact report: the confidence change and the follow-up step by step.
  await page.getByRole('button', { name: 'Impact report' }).click();
  await page.getByText(`Playlist: Support quarter ${stamp}`).waitFor();
  const rows = page.getByRole('group', { name: 'Each step of the playlist, in order' }).getByRole('row');
  await expect.poll(() => rows.count()).toBe(4);
  await expect.poll(() => rows.nth(1).textContent()).toContain(`Step 1: ${titles[0]}`);
  await expect.poll(() => rows.nth(1).textContent()).toContain('+1.5');
  await expect.poll(() => rows.nth(2).textContent()).toContain('+1.67');
  await expect.poll(() => rows.nth(3).textContent()).toContain(`Step 3: ${titles[2]}`);
});

it("shows a Core company's admin, before the action, that custom scenarios come with Pro", async () => {
  const admin = await createHost('core-admin', { companyPlan: 'core', companyAdmin: true });
  const page = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
  await signInQuickly(page, admin, '/dashboard/admin/scenario/manage-scenarios');
  const create = page.getByRole('button', { name: '+ New Scenario' });
  await expect.poll(() => create.isDisabled()).toBe(true);
  await expect.poll(() => page.getByText('0 of 0 custom scenarios this year').isVisible()).toBe(true);
  expect(await create.getAttribute('aria-describedby')).toBeTruthy();
  await expect.poll(() => page.getByText('Custom scenarios come with the Pro plan').isVisible()).toBe(true);
  await page.context().close();
});
