import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInAs } from './admin-helpers';
import { api, expectAccessible, launchBrowser, newPage, openLiveScreens, startLiveSession } from './support';

// A branching scenario in a real session (issue 17): the presenter, the host controls on a phone and three phones.
// The phones vote on a decision, the host sees the split privately, reveals it, follows the room's choice; every
// screen goes down the chosen path, the road not taken shows after it, the session rejoins the main line, and the
// report has the path and the decision.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DECISION = 'The customer is shouting. What does Sam do?';

const SLIDES = [
  { title: 'Warm-up', slideType: 'discussion', order: 0, questions: ['When did someone last shout at you?'] },
  {
    title: DECISION,
    slideType: 'decision',
    order: 1,
    script: 'Let the room argue before the vote.',
    options: [
      { label: 'Apologise first', rejoinAt: 4 },
      { label: 'Quote the policy', rejoinAt: 4 },
    ],
    showRoadNotTaken: true,
  },
  {
    title: 'How did the apology land?',
    slideType: 'discussion',
    order: 2,
    pathOption: 0,
    questions: ['Why?'],
  },
  {
    title: 'What did the policy cost?',
    slideType: 'discussion',
    order: 3,
    pathOption: 1,
    questions: ['Why?'],
  },
  { title: 'Debrief', slideType: 'discussion', order: 4, questions: ['What will you do next time?'] },
];

it('lets three phones vote a branch, the host follow it, and the report show the path', async () => {
  const { id, pin, hostKey, token } = await startLiveSession({
    title: 'The shouting customer',
    description: 'A branching case: the room decides what Sam does.',
    script: 'The room votes; the session goes where the room chose.',
    slides: SLIDES,
  });
  try {
    const { presenter, controls, participants } = await openLiveScreens(browser, { pin, hostKey }, 3);
    const [ann, ben, cat] = participants as [Page, Page, Page];
    const next = () =>
      controls
        .getByRole('navigation', { name: 'Slide navigation' })
        .getByRole('button', { name: /Start|Next/ })
        .click();
    const everyScreenShows = async (heading: string) => {
      for (const screen of [presenter, ...participants])
        await screen.getByRole('heading', { name: heading }).first().waitFor();
    };

    await next();
    await everyScreenShows('Warm-up');
    await next();
    await presenter.getByRole('heading', { name: DECISION }).waitFor();
    // The host cannot move on before deciding.
    await expect
      .poll(() =>
        controls
          .getByRole('navigation', { name: 'Slide navigation' })
          .getByRole('button', { name: 'Next' })
          .isDisabled(),
      )
      .toBe(true);

    // Two phones vote A, one B.
    for (const [phone, option] of [
      [ann, 0],
      [ben, 0],
      [cat, 1],
    ] as const) {
      await phone.getByRole('heading', { name: 'Vote: what happens next?' }).waitFor();
      await phone.getByRole('radio').nth(option).click();
      await phone.getByText('Answer saved. You can change it until the host moves on.').first().waitFor();
    }
    await expectAccessible(ann);

    // The split: on the host's phone only, until revealed.
    await controls.getByTestId('vote-count').filter({ hasText: '3 of 3 participants voted' }).waitFor();
    await controls.getByText("The room's choice: A. Apologise first").waitFor();
    expect(await presenter.getByRole('list', { name: 'Votes per option' }).count()).toBe(0);
    await controls.getByRole('switch', { name: /Reveal the vote/ }).click();
    const split = presenter.getByRole('list', { name: 'Votes per option' });
    await split.waitFor();
    await expect
      .poll(() => split.getByRole('listitem').allTextContents())
      .toEqual(['A. Apologise first (most votes)2 votes (66.7%)', 'B. Quote the policy1 vote (33.3%)']);
    await expectAccessible(controls);
    await expectAccessible(presenter);

    // Follow the room: every screen goes down the chosen path.
    await controls.getByRole('button', { name: "Follow the room's choice" }).click();
    await everyScreenShows('How did the apology land?');

    // After the path: the road not taken on the presenter, then the main line where the path rejoins.
    await next();
    await presenter.getByRole('heading', { name: 'The road not taken' }).waitFor();
    const other = presenter.getByRole('list', { name: 'The other options' });
    await other.getByText('Quote the policy').waitFor();
    await other.getByText('What did the policy cost?').waitFor();
    await expectAccessible(presenter);
    await next();
    await everyScreenShows('Debrief');

    const results = await api<{
      path: number[];
      decisions: { title: string; votes: number[]; option: number; followed: boolean; tie: boolean }[];
    }>('GET', `/sessions/${id}/results`, undefined, token);
    expect(results.body.path).toEqual([0, 1, 2, 4]);
    expect(results.body.decisions).toEqual([
      expect.objectContaining({ title: DECISION, votes: [2, 1], option: 0, followed: true, tie: false }),
    ]);

    // The report: the path in the order shown, the decision with its split and the host following the room.
    const report = await newPage(browser);
    await signInAs(report, inject('adminEmail'), inject('adminPassword'));
    await report.goto(`/dashboard/reports/${id}`);
    const path = report.getByRole('list', { name: 'Path taken' });
    await path.waitFor();
    await expect.poll(() => path.locator(':scope > li').count()).toBe(4);
    const steps = await path.locator(':scope > li').allTextContents();
    expect(steps[0]).toBe('Warm-up');
    expect(steps[1]).toContain(DECISION);
    expect(steps[1]).toContain('Followed the room');
    expect(steps.slice(2)).toEqual(['How did the apology land?', 'Debrief']);
    await expectAccessible(report);
  } finally {
    await api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  }
});
