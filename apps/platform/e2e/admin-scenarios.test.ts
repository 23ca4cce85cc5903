import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  dropFile,
  dragTo,
  fixture,
  keyboardMove,
  pickFromCombobox,
  runId,
  selectOption,
  signInAs,
  toast,
  visible,
} from './admin-helpers';
import { adminToken, api, baseUrl, expectAccessible, launchBrowser, newPage } from './support';

// An operator admin builds the scenario library: a category and a tag, then a scenario from the default
// template (slides, a poll question, uploads, a resource), finds it in the library, edits it, reorders the
// list and deletes it.

type ScenarioRead = {
  id: number;
  title: string;
  isPublic: boolean;
  thumbNailUrl: string | null;
  category: { category: string } | null;
  tags: { tag: string }[];
  resources: { title: string; linkUrl: string }[];
  slides: {
    title: string;
    slideType: string;
    videoUrl: string | null;
    order: number;
    questions: unknown[];
  }[];
};

const id = runId();
const categoryName = `E2E Category ${id}`;
const tagName = `E2E Tag ${id}`;
const title = `E2E Scenario ${id}`;
const editedTitle = `${title} edited`;

// Each step drives many screens (and axe scans); CI machines are slower than a workstation.
vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAs(page, inject('adminEmail'), inject('adminPassword'));
  token = await adminToken();
});

afterAll(async () => {
  await browser?.close();
});

const slide = (number: number) => page.getByRole('group', { name: new RegExp(`^Slide ${number}\\b`) });

async function findScenario(name: string): Promise<ScenarioRead | undefined> {
  const list = await api<{ data: ScenarioRead[] }>(
    'GET',
    `/scenarios?title=${encodeURIComponent(`%${name}%`)}`,
    undefined,
    token,
  );
  return list.body.data.find((scenario) => scenario.title === name);
}

describe('operator admin: scenario library', () => {
  it('shows the admin sections on the admin home page', async () => {
    // Reached from inside the app (the admin routes load on the first admin page).
    await page.goto('/dashboard/admin/scenario/manage-scenarios');
    await visible(page.getByRole('heading', { name: 'Scenarios' }));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await visible(page.getByRole('heading', { name: 'Admin', level: 1 }));
    for (const link of [
      'Manage Scenarios',
      'Categories',
      'Tags',
      'Manage Companies',
      'Manage Users',
      'Manage Help Guides',
      'Manage FAQs',
    ]) {
      await visible(page.getByRole('main').getByRole('link', { name: link }));
    }
    await expectAccessible(page);
  });

  it('creates a category and a tag', async () => {
    await page.goto('/dashboard/admin/scenario/manage-categories');
    await visible(page.getByRole('heading', { name: 'Categories' }));
    await visible(page.getByText(/^\d+ of \d+ Categories$/));
    await expectAccessible(page);

    await page.getByRole('button', { name: '+ New Category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'New Category' });
    await categoryDialog.getByRole('button', { name: 'Save Category' }).click();
    await visible(categoryDialog.getByText('Category name is required'));
    await expectAccessible(page);
    await categoryDialog.getByPlaceholder('Enter category name').fill(categoryName);
    await categoryDialog.getByRole('button', { name: 'Save Category' }).click();
    await toast(page, 'Category created successfully');
    await page.getByPlaceholder('Search Categories...').fill(categoryName);
    await visible(page.getByRole('cell', { name: categoryName }));
    await visible(page.getByText('1 of', { exact: false }));

    await page.goto('/dashboard/admin/scenario/manage-tags');
    await visible(page.getByRole('heading', { name: 'Tags' }));
    await expectAccessible(page);
    await page.getByRole('button', { name: '+ New Tag' }).click();
    const tagDialog = page.getByRole('dialog', { name: 'New Tag' });
    await tagDialog.getByRole('button', { name: 'Save Tag' }).click();
    await visible(tagDialog.getByText('Tag name is required'));
    await tagDialog.getByLabel(/^Tag Name/).fill(tagName);
    await tagDialog.getByLabel(/^Color/).fill('#0f766e');
    await tagDialog.getByRole('button', { name: 'Save Tag' }).click();
    await toast(page, 'Tag created successfully');
    await visible(page.getByRole('cell', { name: tagName }));
  });

  it('builds a scenario from the default template', async () => {
    await page.goto('/dashboard/admin/scenario/manage-scenarios');
    await page.getByRole('button', { name: '+ New Scenario' }).click();
    await visible(page.getByRole('heading', { name: 'New Scenario', level: 1 }));
    // The default template: 7 slides.
    await visible(slide(7));
    expect(await page.getByRole('group', { name: /^Slide \d+/ }).count()).toBe(7);
    await expectAccessible(page);

    // Slide 1, the welcome video: its upload.
    await dropFile(page, slide(1).locator('[data-slot="media-upload"]'), fixture('clip.webm'), 'video/webm');
    await visible(slide(1).getByText('Selected video: clip.webm'));
    await slide(1).getByRole('button', { name: 'Done editing slide 1' }).click();

    // Slide 2, the empty video slide: every rule of a video slide first.
    await slide(2).getByRole('button', { name: 'Done editing slide 2' }).click();
    await visible(slide(2).getByText('Upload is required for video slides'));
    await visible(slide(2).getByText('Title is required for video slides'));
    await visible(slide(2).getByText('Script is required for video slides'));
    await dropFile(page, slide(2).locator('[data-slot="media-upload"]'), fixture('clip.webm'), 'video/webm');
    await slide(2)
      .getByLabel(/^Title/)
      .fill('The situation');
    await slide(2)
      .getByLabel(/^Script/)
      .fill('Watch what happens when the shift lead finds the spill.');
    await slide(2).getByRole('button', { name: 'Done editing slide 2' }).click();

    // Slide 3, 'What would you do?': its rules, then a poll question built in the question builder.
    const pollTitle = slide(3).getByLabel(/^Title/);
    await pollTitle.fill('');
    await slide(3)
      .getByLabel(/^Subtext/)
      .fill('');
    await slide(3).getByRole('button', { name: 'Done editing slide 3' }).click();
    await visible(slide(3).getByText('Title is required for poll slides'));
    await visible(slide(3).getByText('Subtext is required for poll slides'));
    await pollTitle.fill('What would you do?');
    await slide(3)
      .getByLabel(/^Subtext/)
      .fill('Choose the response closest to what you would do.');
    await slide(3).getByRole('button', { name: 'Add Question' }).click();
    const builder = page.getByRole('dialog', { name: 'Add Question' });
    await builder.getByRole('button', { name: 'Save Question' }).click();
    await visible(builder.getByText('Question is required'));
    await expectAccessible(page);
    await builder.getByRole('textbox', { name: /^Question/ }).fill('What is your first move?');
    await selectOption(builder, 'Question Type', 'Single choice');
    await visible(builder.getByLabel('Response 4', { exact: true }));
    await builder.getByRole('button', { name: 'Save Question' }).click();
    await visible(builder.getByText('All responses must be filled'));
    await builder.getByLabel('Response 1', { exact: true }).fill('Put up a warning sign');
    await builder.getByLabel('Response 2', { exact: true }).fill('Clean it up yourself');
    await builder.getByLabel('Response 3', { exact: true }).fill('Call the supervisor');
    await builder.getByLabel('Response 4', { exact: true }).fill('Ignore it');
    await builder.getByRole('button', { name: 'Add another Response' }).click();
    await builder.getByLabel('Response 5', { exact: true }).fill('Ask a colleague');
    await builder.getByRole('button', { name: 'Save Question' }).click();
    await visible(slide(3).getByText('1. What is your first move?'));
    await slide(3).getByRole('button', { name: 'Done editing slide 3' }).click();

    // Slide 4, 'Discussion Time: Best Practices': its video.
    await dropFile(page, slide(4).locator('[data-slot="media-upload"]'), fixture('clip.webm'), 'video/webm');
    await slide(4).getByRole('button', { name: 'Done editing slide 4' }).click();
    for (const number of [5, 6, 7])
      await slide(number)
        .getByRole('button', { name: `Done editing slide ${number}` })
        .click();

    // A new slide, in edit mode, with its type still to choose.
    await page.getByRole('button', { name: 'Add New Slide' }).click();
    await visible(slide(8).getByRole('button', { name: 'Done editing slide 8' }));
    await slide(8).getByRole('button', { name: 'Done editing slide 8' }).click();
    await visible(slide(8).getByText('Slide type is required'));
    await selectOption(slide(8), /^Slide Type/, 'Discussion');
    await slide(8).getByLabel('Title', { exact: true }).fill('Team reflection');
    await slide(8).getByRole('button', { name: 'Add Question' }).click();
    await slide(8).getByLabel('Discussion question 1', { exact: true }).fill('Who owns the first step?');
    await slide(8).getByRole('button', { name: 'Done editing slide 8' }).click();
    await visible(slide(8).getByText('Team reflection'));
    await expectAccessible(page);

    // Reorder by keyboard: one arrow press moves the new slide up one place.
    await keyboardMove(page, page.getByRole('button', { name: 'Reorder slide 8' }), 'ArrowUp', 1);
    await visible(slide(7).getByText('Team reflection'));
    await visible(slide(8).getByText('Closing Questions'));

    // Reorder by drag: the welcome video goes below the situation video.
    await dragTo(page, page.getByRole('button', { name: 'Reorder slide 1' }), slide(2));
    await visible(slide(1).getByText('The situation'));
    await visible(slide(2).getByText('Welcome'));

    await page.getByRole('button', { name: 'Complete Scenario' }).click();
    await visible(page.getByRole('heading', { name: 'Publish Scenario' }));
    await expectAccessible(page);

    // Every rule of the publish form, shown once.
    await page.getByLabel(/^Author Email/).fill('not-an-email');
    await page.getByLabel(/^One-sentence description/).fill('Too short');
    await page.getByLabel(/^Script/).fill('Short');
    await page.getByRole('button', { name: 'Publish' }).click();
    for (const message of [
      'Title is required',
      'Category is required',
      'Description must be at least 10 characters',
      'Script must be at least 10 characters',
      'Author is required',
      'Invalid email',
    ]) {
      await visible(page.getByText(message, { exact: true }));
    }
    await page.getByLabel(/^One-sentence description/).fill('x'.repeat(101));
    await page.getByLabel(/^Script/).fill('');
    await page.getByRole('button', { name: 'Publish' }).click();
    await visible(page.getByText('Description must not exceed 100 characters'));
    await visible(page.getByText('Script is required'));
    await page.getByLabel(/^Script/).fill('y'.repeat(1001));
    await page.getByRole('button', { name: 'Publish' }).click();
    await visible(page.getByText('Script must not exceed 1000 characters'));

    // Back keeps everything typed so far.
    await page.getByLabel(/^Title/).fill(title);
    await page.getByRole('button', { name: 'Back' }).click();
    await visible(slide(8));
    expect(await slide(7).getByLabel('Title', { exact: true }).inputValue()).toBe('Team reflection');
    await page.getByRole('button', { name: 'Complete Scenario' }).click();
    await visible(page.getByRole('heading', { name: 'Publish Scenario' }));
    expect(await page.getByLabel(/^Title/).inputValue()).toBe(title);

    await page.getByRole('switch', { name: 'Public' }).click();
    await dropFile(page, page.locator('[data-slot="media-upload"]'), fixture('thumbnail.png'), 'image/png');
    await visible(page.getByText('Selected image: thumbnail.png'));
    await pickFromCombobox(page, page.getByRole('combobox', { name: /^Category/ }), categoryName);
    await pickFromCombobox(page, page.getByRole('combobox', { name: /^Tags/ }), tagName);
    await page.keyboard.press('Escape');
    await page.getByLabel(/^One-sentence description/).fill('A spill on the shop floor and who acts first.');
    await page
      .getByLabel(/^Script/)
      .fill('Introduce the scenario, play the clip, run the poll and discuss the answers.');

    // A resource, through the resource modal and its rules.
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const resource = page.getByRole('dialog', { name: 'Add Resource' });
    await resource.getByRole('button', { name: 'Save Resource' }).click();
    await visible(resource.getByText('Name is required'));
    await visible(resource.getByText('Link is required'));
    await visible(resource.getByText('Description is required'));
    await resource.getByLabel(/^Link/).fill('ftp://example.com/guide.pdf');
    await resource.getByRole('button', { name: 'Save Resource' }).click();
    await visible(resource.getByText('Link must start with http:// or https://'));
    await resource.getByLabel(/^Name/).fill('Spill response checklist');
    await resource.getByLabel(/^Link/).fill('https://example.com/spill-checklist.pdf');
    await resource.getByLabel(/^Description/).fill('The five steps after a spill.');
    await resource.getByRole('button', { name: 'Save Resource' }).click();
    await visible(page.getByText('Spill response checklist'));

    await page.getByLabel(/^Author Name/).fill('Olivia Operator');
    await page.getByLabel(/^Author Email/).fill('olivia@example.com');
    await page.getByLabel('Internal Notes', { exact: true }).fill('Pilot with the warehouse team.');

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/scenarios') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    expect((await saved).status()).toBe(201);
    await toast(page, 'Scenario saved successfully!');
    await page.waitForURL('**/dashboard/admin/scenario/manage-scenarios');

    // What the server stored: uploads first (presigned, then saved as their addresses), slides in order.
    const stored = await findScenario(title);
    expect(stored).toBeDefined();
    const detail = (await api<ScenarioRead>('GET', `/scenarios/${stored!.id}`, undefined, token)).body;
    expect(detail.isPublic).toBe(true);
    expect(detail.category?.category).toBe(categoryName);
    expect(detail.tags.map((tag) => tag.tag)).toEqual([tagName]);
    expect(detail.resources.map((item) => item.linkUrl)).toEqual(['https://example.com/spill-checklist.pdf']);
    const slides = [...detail.slides].sort((a, b) => a.order - b.order);
    expect(slides.map((item) => item.title)).toEqual([
      'The situation',
      'Welcome',
      'What would you do?',
      'Discussion Time: Best Practices',
      'Discussion Questions',
      'Poll Results',
      'Team reflection',
      'Closing Questions',
    ]);
    expect(slides[2]!.questions).toHaveLength(1);
    expect(detail.thumbNailUrl).toMatch(new RegExp(`^${baseUrl()}/uploads/`));
    const thumbnail = await fetch(detail.thumbNailUrl!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toContain('image/png');
    for (const video of slides.filter((item) => item.slideType === 'video')) {
      expect(video.videoUrl).toMatch(new RegExp(`^${baseUrl()}/uploads/`));
      expect((await fetch(video.videoUrl!)).status).toBe(200);
    }
  });

  it('finds the new scenario in the facilitator library', async () => {
    await page.goto('/dashboard/library');
    await page.getByPlaceholder('Search our library for content').fill(title);
    await visible(page.getByRole('heading', { name: title }));
  });

  it('edits the scenario: the editor loads what was stored and saves the change', async () => {
    await page.goto('/dashboard/admin/scenario/manage-scenarios');
    await page.getByPlaceholder('Search Scenarios...').fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await visible(page.getByRole('heading', { name: `Edit Scenario: ${title}` }));
    await visible(slide(8));
    await page.getByRole('button', { name: 'Complete Scenario' }).click();
    await visible(page.getByRole('heading', { name: 'Publish Scenario' }));
    expect(await page.getByLabel(/^Title/).inputValue()).toBe(title);
    await visible(page.getByText('Spill response checklist'));
    await page.getByLabel(/^Title/).fill(editedTitle);
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Scenario saved successfully!');
    await page.waitForURL('**/dashboard/admin/scenario/manage-scenarios');
    const stored = await findScenario(editedTitle);
    expect(stored?.slides).toHaveLength(8);
  });

  it('reorders the scenarios list and keeps the order after a reload', async () => {
    await page.goto('/dashboard/admin/scenario/manage-scenarios');
    await visible(page.getByRole('heading', { name: 'Scenarios' }));
    await expectAccessible(page);
    const rows = page.locator('[data-slot="list-row"]');
    await visible(rows.nth(1));
    const firstTitle = (await rows.nth(0).locator('td').nth(1).innerText()).trim();
    const secondTitle = (await rows.nth(1).locator('td').nth(1).innerText()).trim();

    const saved = page.waitForResponse((response) => response.url().endsWith('/reorder'));
    await keyboardMove(page, page.getByRole('button', { name: `Reorder ${firstTitle}` }), 'ArrowDown', 2);
    expect((await saved).status()).toBe(200);
    await page.reload();
    await visible(rows.nth(1));
    expect((await rows.nth(0).locator('td').nth(1).innerText()).trim()).toBe(secondTitle);
    expect((await rows.nth(1).locator('td').nth(1).innerText()).trim()).toBe(firstTitle);

    // And back by dragging with the mouse.
    const dragged = page.waitForResponse((response) => response.url().endsWith('/reorder'));
    await dragTo(page, page.getByRole('button', { name: `Reorder ${secondTitle}` }), rows.nth(1));
    expect((await dragged).status()).toBe(200);
    await page.reload();
    await visible(rows.nth(1));
    expect((await rows.nth(0).locator('td').nth(1).innerText()).trim()).toBe(firstTitle);
  });

  it('deletes the scenario after confirmation', async () => {
    await page.goto('/dashboard/admin/scenario/manage-scenarios');
    await page.getByPlaceholder('Search Scenarios...').fill(editedTitle);
    await page.getByRole('button', { name: `Delete ${editedTitle}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Scenario?' });
    await visible(
      dialog.getByText('Are you sure you want to delete this scenario? This action cannot be undone.'),
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Scenario deleted');
    await toast(page, 'The scenario has been deleted successfully.');
    await visible(page.getByText(`No results found for "${editedTitle}"`));
    expect(await findScenario(editedTitle)).toBeUndefined();
  });
});
