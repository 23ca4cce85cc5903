import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminToken,
  api,
  baseUrl,
  chooseFile,
  fixture,
  launchBrowser,
  newPage,
  operatorAdmin,
  signInQuickly,
} from './support';

// The suite's one upload journey: the operator admin publishes a help guide with a video and a thumbnail chosen from
// disk. The browser PUTs each file to the server's signed address under its Content-Security-Policy, and the server
// stores and serves them back. The form's validation and the upload's steps are the help-guide-form, media-upload and
// help-guide-editor-route stories.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('publishes a help guide with an uploaded video and thumbnail, served back from /uploads', async () => {
  const title = `E2E guide ${Date.now().toString(36)}`;
  const page = await newPage(browser);
  await signInQuickly(page, operatorAdmin(), '/dashboard/admin/help-guides/manage-help-guides');
  await page.getByRole('button', { name: '+ New Guide' }).click();
  await page.getByRole('heading', { name: 'New Help Guide' }).waitFor();

  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill('How to start a live session and share its code.');
  await page.getByRole('combobox', { name: /^Category\*?$/ }).click();
  await page.getByRole('option', { name: 'Getting started', exact: true }).click();
  await chooseFile(page, page.getByRole('button', { name: 'Upload Video File' }), fixture('clip.webm'));
  await page.getByText('Selected video: clip.webm').waitFor();
  await chooseFile(
    page,
    page.getByRole('button', { name: 'Upload Thumbnail Image' }),
    fixture('thumbnail.png'),
  );
  await page.getByText('Selected image: thumbnail.png').waitFor();
  const presigned = page.waitForResponse((response) => response.url().endsWith('/s3-presigned'));
  await page.getByRole('button', { name: 'Publish Guide' }).click();
  expect((await presigned).status()).toBeLessThan(300);
  await page
    .locator('[data-slot="toast"]')
    .filter({ hasText: 'Help guide saved successfully!' })
    .first()
    .waitFor();
  await page.waitForURL('**/dashboard/admin/help-guides/manage-help-guides');
  await page.getByPlaceholder('Search Help Guides...').fill(title);
  await page.locator('[data-slot="list-row"]').filter({ hasText: title }).getByText('All Users').waitFor();

  // Stored as the server's own addresses, and served back as what was uploaded.
  const guides = await api<{ data: { title: string; mediaUrl: string; thumbnailUrl: string }[] }>(
    'GET',
    `/help-guides?$search=${encodeURIComponent(title)}`,
    undefined,
    await adminToken(),
  );
  const guide = guides.body.data.find((item) => item.title === title)!;
  for (const [url, type] of [
    [guide.mediaUrl, 'video/webm'],
    [guide.thumbnailUrl, 'image/png'],
  ] as const) {
    expect(url).toMatch(new RegExp(`^${baseUrl()}/uploads/`));
    const served = await fetch(url);
    expect(served.status, url).toBe(200);
    expect(served.headers.get('content-type'), url).toContain(type);
  }
  await page.context().close();
});
