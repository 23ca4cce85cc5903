import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { runId, signInAs, toast, visible } from './admin-helpers';
import { adminToken, api, expectAccessible, launchBrowser, newPage } from './support';

// Authoring a branching scenario in the app by keyboard only (Tab, Shift+Tab, Enter, Space, arrows, typing; never the
// pointer), with axe clean at each stage (issue 17): an admin opens a scenario in the editor, adds a decision with two
// options, moves it into place, sends one option back to the main line and lets the other end the scenario, adds
// slides to both paths, reorders a path, and publishes; the server stores the paths as authored.

vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAs(page, inject('adminEmail'), inject('adminPassword'));
});
afterAll(() => browser?.close());

const slide = (number: number) => page.getByRole('group', { name: new RegExp(`^Slide ${number}\\b`) });
const field = (root: Locator, name: string) => root.getByLabel(new RegExp(`^${name}\\s*\\*?$`));
const option = (number: number, letter: string) =>
  slide(number).getByRole('group', { name: `Option ${letter}` });
const path = (heading: string) => page.getByRole('region', { name: heading });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(target: Locator, { back = false } = {}) {
  // A control that is not there fails here, not after 200 presses of waiting for it.
  await target.waitFor({ state: 'attached' });
  for (let press = 0; press < 200; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Chooses `name` in the focused select: Enter opens it, the arrows move the highlight to it, Enter picks it. */
async function choose(name: string) {
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox');
  await list.waitFor();
  const highlighted = list.locator('[role="option"][data-highlighted]');
  // The list takes keys once it has highlighted its first (or chosen) option.
  await highlighted.waitFor();
  await page.keyboard.press('Home');
  for (let press = 0; press < 30 && (await highlighted.innerText()).trim() !== name; press += 1) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(30);
  }
  expect((await highlighted.innerText()).trim()).toBe(name);
  await page.keyboard.press('Enter');
  await list.waitFor({ state: 'detached' });
}

/** Whether `moved` holds within a few seconds (a loaded machine may render the drop late: never move twice). */
async function settled(moved: () => Promise<boolean>) {
  for (let wait = 0; wait < 20; wait += 1) {
    if (await moved()) return true;
    await page.waitForTimeout(150);
  }
  return false;
}

/**
 * Picks a slide up by its handle (Space), moves it `steps` places with the arrows and drops it (Space), until `moved`
 * holds: dnd-kit takes keys only once it has measured the list, which a loaded machine may delay past a keypress.
 */
async function move(handle: Locator, steps: number, moved: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt === 0 ? await moved() : await settled(moved)) return;
    await tabTo(handle, { back: true });
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    for (let press = 0; press < Math.abs(steps); press += 1) {
      await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
      await page.waitForTimeout(200);
    }
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
  }
}

it('authors a decision and its paths by keyboard only, and the server stores them as authored', async () => {
  const token = await adminToken();
  const title = `Branching by keyboard ${runId()}`;
  const categories = await api<{ data: { id: number }[] }>(
    'GET',
    '/scenario-categories?$limit=1',
    undefined,
    token,
  );
  const created = await api<{ id: number }>(
    'POST',
    '/scenarios',
    {
      title,
      description: 'A late refund and an angry customer.',
      script: 'The room decides how Sam answers the call.',
      status: 'published',
      isDemo: false,
      rating: 0,
      isPublic: false,
      authorName: 'E2E Author',
      authorEmail: 'author@example.com',
      categoryId: categories.body.data[0]!.id,
      tags: [],
      resources: [],
      slides: [
        { title: 'Welcome', slideType: 'discussion', order: 0, questions: ['What do you expect?'] },
        { title: 'Wrap-up', slideType: 'discussion', order: 1, questions: ['What now?'] },
      ],
    },
    token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  await page.goto(`/dashboard/admin/scenario/edit/${created.body.id}`);
  await visible(page.getByRole('heading', { name: `Edit Scenario: ${title}` }));
  await visible(slide(2));

  // A new slide: the focus lands on its type, chosen by keyboard.
  await tabTo(page.getByRole('button', { name: 'Add New Slide' }));
  await page.keyboard.press('Enter');
  await expect
    .poll(() => field(slide(3), 'Slide Type').evaluate((e) => e === document.activeElement))
    .toBe(true);
  await choose('Decision');
  await tabTo(field(slide(3), 'Title'));
  await page.keyboard.type('The customer shouts');
  await tabTo(field(slide(3), 'Situation'));
  await page.keyboard.type('A customer calls back, angry about a late refund.');
  await tabTo(field(option(3, 'A'), 'Label'));
  await page.keyboard.type('Listen first');
  await tabTo(field(option(3, 'B'), 'Label'));
  await page.keyboard.type('Escalate');
  await expectAccessible(page);

  // The decision moves above Wrap-up; option A then rejoins Wrap-up, B ends the scenario.
  const decisionSecond = async () => (await field(slide(2), 'Title').inputValue()) === 'The customer shouts';
  await move(page.getByRole('button', { name: 'Reorder slide 3' }), -1, decisionSecond);
  await expect.poll(() => field(slide(2), 'Title').inputValue()).toBe('The customer shouts');
  await tabTo(field(option(2, 'A'), 'Then'));
  await choose('Rejoin at: Wrap-up');

  // Slides for each path, each opening with the focus on its type.
  const addTo = async (heading: string, slideTitle: string, number: number) => {
    await tabTo(path(heading).getByRole('button', { name: 'Add a slide to this path' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => field(slide(number), 'Slide Type').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await choose('Discussion');
    await tabTo(field(slide(number), 'Title'));
    await page.keyboard.type(slideTitle);
  };
  await addTo('Option A: Listen first', 'Hear them out', 3);
  await addTo('Option A: Listen first', 'Name the feeling', 4);
  await addTo('Option B: Escalate', 'Call the manager', 5);
  await visible(path('Option A: Listen first').getByText('Then back to the main line at slide 6: Wrap-up.'));
  await visible(path('Option B: Escalate').getByText('Then the scenario ends.'));

  // Within path A, Name the feeling moves first.
  const nameTheFeelingFirst = async () =>
    (await field(slide(3), 'Title').inputValue()) === 'Name the feeling';
  await move(page.getByRole('button', { name: 'Reorder slide 4' }), -1, nameTheFeelingFirst);
  await expect.poll(() => field(slide(3), 'Title').inputValue()).toBe('Name the feeling');
  await expectAccessible(page);

  // Complete, then publish (the scenario's details are kept from before).
  await tabTo(page.getByRole('button', { name: 'Complete Scenario' }));
  await page.keyboard.press('Enter');
  await visible(page.getByRole('heading', { name: 'Publish Scenario' }));
  await expectAccessible(page);
  await tabTo(page.getByRole('button', { name: 'Publish' }));
  await page.keyboard.press('Enter');
  await toast(page, 'Scenario saved successfully!');

  const stored = await api<{ slides: Record<string, unknown>[] }>(
    'GET',
    `/scenarios/${created.body.id}`,
    undefined,
    token,
  );
  expect(
    stored.body.slides.map(({ title: slideTitle, slideType, pathOption, options }) => ({
      slideTitle,
      slideType,
      pathOption,
      options,
    })),
  ).toEqual([
    { slideTitle: 'Welcome', slideType: 'discussion', pathOption: undefined, options: undefined },
    {
      slideTitle: 'The customer shouts',
      slideType: 'decision',
      pathOption: undefined,
      options: [
        { label: 'Listen first', rejoinAt: 5 },
        { label: 'Escalate', rejoinAt: null },
      ],
    },
    { slideTitle: 'Name the feeling', slideType: 'discussion', pathOption: 0, options: undefined },
    { slideTitle: 'Hear them out', slideType: 'discussion', pathOption: 0, options: undefined },
    { slideTitle: 'Call the manager', slideType: 'discussion', pathOption: 1, options: undefined },
    { slideTitle: 'Wrap-up', slideType: 'discussion', pathOption: undefined, options: undefined },
  ]);
});
