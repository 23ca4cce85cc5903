import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { chooseFile, fixture, runId, selectOption, signInAs, toast, visible } from './admin-helpers';
import { adminToken, api, baseUrl, expectAccessible, launchBrowser, newPage } from './support';

// An operator admin creates, edits and archives a FAQ, users, a help guide and a company, and meets every
// validation message of these forms on the way.

const id = runId();
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

/** The yyyy-MM-dd date `months` from today in the machine's time zone (the quick picks' rule). */
function monthsFromToday(months: number): string {
  const today = new Date();
  const target = new Date(today.getFullYear(), today.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(today.getDate(), lastDay));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(target.getDate())}`;
}

async function archiveRow(rowLabel: string) {
  await page.getByRole('button', { name: `Delete ${rowLabel}` }).click();
  const dialog = page.getByRole('alertdialog');
  await visible(dialog.getByText('Archived records can only be restored by an administrator.'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Archive' }).click();
}

describe('operator admin: FAQs', () => {
  const question = `How do I reset a session code ${id}?`;
  const category = `E2E FAQ category ${id}`;
  const tag = `e2e-${id}`;

  it('creates a FAQ with a new category and a new tag', async () => {
    await page.goto('/dashboard/admin/faq/manage-faqs');
    await visible(page.getByRole('heading', { name: 'FAQs' }));
    await visible(page.getByText('Manage frequently asked questions'));
    await expectAccessible(page);
    await page.getByRole('button', { name: '+ New FAQ' }).click();
    await visible(page.getByRole('heading', { name: 'New FAQ' }));

    await page.getByRole('button', { name: 'Publish FAQ' }).click();
    for (const message of ['Question is required', 'Answer is required', 'Category is required']) {
      await visible(page.getByText(message, { exact: true }));
    }
    await expectAccessible(page);
    await page.getByLabel(/^Question/).fill('q'.repeat(256));
    await page.getByLabel(/^Answer/).fill('a'.repeat(1001));
    await page.getByRole('button', { name: 'Publish FAQ' }).click();
    await visible(page.getByText('Question must be at most 255 characters'));
    await visible(page.getByText('Answer must be at most 1000 characters'));

    await page.getByLabel(/^Question/).fill(question);
    await page
      .getByLabel(/^Answer/)
      .fill('End the session and start a new one: every session gets a fresh code.');
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await visible(page.getByText('Type to add a new category'));
    await page.getByPlaceholder('Type to search...').last().fill(category);
    await page.getByRole('option', { name: `Add "${category}"` }).click();
    await visible(page.getByRole('combobox', { name: /^Category/ }).filter({ hasText: category }));
    const tags = page.getByRole('combobox', { name: /^Tags/ });
    await visible(tags.filter({ hasText: 'e.g., beginner, setup, troubleshooting' }));
    await tags.click();
    await page.getByPlaceholder('Type to search...').last().fill(tag);
    await page.getByRole('option', { name: `Add "${tag}"` }).click();
    await page.keyboard.press('Escape');
    await visible(page.getByRole('button', { name: `Remove ${tag}` }));

    await page.getByRole('button', { name: 'Publish FAQ' }).click();
    await toast(page, 'FAQ created successfully');
    await toast(page, 'The FAQ has been created successfully.');
    await page.waitForURL('**/dashboard/admin/faq/manage-faqs');
    await page.getByPlaceholder('Search FAQs...').fill(tag);
    const row = page.locator('[data-slot="list-row"]').filter({ hasText: question });
    await visible(row);
    await visible(row.getByText(category));
    await visible(row.getByText(tag));
  });

  it('edits the FAQ and archives it', async () => {
    await page.getByRole('button', { name: `Edit ${question}` }).click();
    await visible(page.getByRole('heading', { name: 'Edit FAQ' }));
    const answer = page.getByLabel(/^Answer/);
    await visible(answer);
    await expect.poll(() => answer.inputValue()).toContain('fresh code');
    await answer.fill(
      'End the session, then start a new one. Codes are never reused while a session is open.',
    );
    await page.getByRole('button', { name: 'Update FAQ' }).click();
    await toast(page, 'FAQ updated successfully');
    await toast(page, 'The FAQ has been updated successfully.');
    await page.waitForURL('**/dashboard/admin/faq/manage-faqs');

    await page.getByPlaceholder('Search FAQs...').fill(question);
    await archiveRow(question);
    await toast(page, 'FAQ archived');
    await toast(page, 'The FAQ has been archived successfully.');
    await visible(page.getByText(`No results found for "${question}"`));
  });

  it('says when a FAQ cannot be loaded', async () => {
    await page.goto('/dashboard/admin/faq/edit/999999');
    await visible(page.getByRole('main').getByText('Failed to load FAQ'));
  });
});

describe('operator admin: users', () => {
  const email = `e2e-host-${id}@example.com`;
  const adminEmail = `e2e-admin-${id}@example.com`;

  it('creates a host with a plan and a quick-picked expiry', async () => {
    await page.goto('/dashboard/admin/users/manage-users');
    await visible(page.getByRole('heading', { name: 'Users' }));
    await expectAccessible(page);
    await page.getByRole('button', { name: '+ New User' }).click();
    await visible(page.getByRole('heading', { name: 'New User' }));
    await visible(page.getByText('Create a new user account'));

    await page.getByRole('button', { name: 'Save User' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Company is required',
      'Subscription plan and expiration date are required for non-admin users',
    ]) {
      await visible(page.getByText(message, { exact: true }));
    }
    await expectAccessible(page);

    await page.getByLabel(/^First Name/).fill('Erin');
    await page.getByLabel(/^Last Name/).fill('Host');
    await page.getByLabel(/^Work Email/).fill(email);
    await selectOption(page, 'Company', 'Ready Teams');
    await selectOption(page, /^Subscription Plan/, 'Pro');
    await page.getByLabel(/^Expiration Date/).click();
    await page.getByRole('button', { name: '12 months' }).click();
    await page.getByRole('button', { name: 'Save User' }).click();
    await toast(page, 'User saved successfully!');
    await page.waitForURL('**/dashboard/admin/users/manage-users');

    await page.getByPlaceholder('Search Users...').fill(email);
    const row = page.locator('[data-slot="list-row"]').filter({ hasText: email });
    await visible(row.getByText('Erin'));
    await visible(row.getByText('Ready Teams'));
    const users = await api<{
      data: { email: string; subscriptionPlan: string; expiresAt: string; isAdmin: boolean }[];
    }>('GET', `/users?email=${encodeURIComponent(email)}`, undefined, token);
    expect(users.body.data[0]).toMatchObject({
      subscriptionPlan: 'pro',
      expiresAt: monthsFromToday(12),
      isAdmin: false,
    });
  });

  it('creates a company admin, whose form needs no plan', async () => {
    await page.goto('/dashboard/admin/users/new-user');
    await page.getByLabel('Company admin', { exact: true }).check();
    await expect.poll(() => page.getByLabel(/^Subscription Plan/).count()).toBe(0);
    await page.getByLabel(/^First Name/).fill('Ada');
    await page.getByLabel(/^Last Name/).fill('Admin');
    await page.getByLabel(/^Work Email/).fill(adminEmail);
    await selectOption(page, 'Company', 'Ready Teams');
    await page.getByRole('button', { name: 'Save User' }).click();
    await toast(page, 'User saved successfully!');
    await page.waitForURL('**/dashboard/admin/users/manage-users');
    const users = await api<{ data: { isAdmin: boolean; subscriptionPlan: string | null }[] }>(
      'GET',
      `/users?email=${encodeURIComponent(adminEmail)}`,
      undefined,
      token,
    );
    expect(users.body.data[0]).toMatchObject({ isAdmin: true, subscriptionPlan: null });
  });

  it('edits the host and archives both users', async () => {
    await page.getByPlaceholder('Search Users...').fill(email);
    await page.getByRole('button', { name: 'Edit Erin Host' }).click();
    await visible(page.getByRole('heading', { name: 'Edit User' }));
    await visible(page.getByText('Update this user'));
    const lastName = page.getByLabel(/^Last Name/);
    await expect.poll(() => lastName.inputValue()).toBe('Host');
    await lastName.fill('Hostwell');
    await page.getByRole('button', { name: 'Update User' }).click();
    await toast(page, 'User saved successfully!');
    await page.waitForURL('**/dashboard/admin/users/manage-users');

    await page.getByPlaceholder('Search Users...').fill(email);
    await archiveRow('Erin Hostwell');
    await toast(page, 'User archived');
    await toast(page, 'The user has been archived successfully.');
    await visible(page.getByText(`No results found for "${email}"`));

    await page.getByPlaceholder('Search Users...').fill(adminEmail);
    await archiveRow('Ada Admin');
    await toast(page, 'The user has been archived successfully.');
  });
});

describe('operator admin: help guides', () => {
  const title = `E2E guide ${id}`;

  it('creates a help guide with an uploaded video and thumbnail', async () => {
    await page.goto('/dashboard/admin/help-guides/manage-help-guides');
    await visible(page.getByRole('heading', { name: 'Help Guides' }));
    await visible(page.getByText('Manage help guides and tutorials'));
    await expectAccessible(page);
    await page.getByRole('button', { name: '+ New Guide' }).click();
    await visible(page.getByRole('heading', { name: 'New Help Guide' }));

    await page.getByLabel(/^Thumbnail Image URL/).fill('not a url');
    await page.getByRole('button', { name: 'Publish Guide' }).click();
    for (const message of ['Title is required', 'Description is required', 'Category is required']) {
      await visible(page.getByText(message, { exact: true }));
    }
    expect(await page.getByText('Must be a valid URL', { exact: true }).count()).toBe(2);
    await expectAccessible(page);
    await page.getByLabel(/^Title/).fill('t'.repeat(256));
    await page.getByLabel(/^Description/).fill('d'.repeat(2001));
    await page.getByRole('button', { name: 'Publish Guide' }).click();
    await visible(page.getByText('Title must be at most 255 characters'));
    await visible(page.getByText('Description must be at most 2000 characters'));

    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill('How to start a live session and share its code.');
    await selectOption(page, /^Category/, 'Getting started');
    await page.getByLabel(/^Thumbnail Image URL/).fill('');
    await chooseFile(page, page.getByRole('button', { name: 'Upload Video File' }), fixture('clip.webm'));
    await visible(page.getByText('Selected video: clip.webm'));
    await chooseFile(
      page,
      page.getByRole('button', { name: 'Upload Thumbnail Image' }),
      fixture('thumbnail.png'),
    );
    await visible(page.getByText('Selected image: thumbnail.png'));
    const presigned = page.waitForResponse((response) => response.url().endsWith('/s3-presigned'));
    await page.getByRole('button', { name: 'Publish Guide' }).click();
    expect((await presigned).status()).toBeLessThan(300);
    await toast(page, 'Help guide saved successfully!');
    await page.waitForURL('**/dashboard/admin/help-guides/manage-help-guides');

    await page.getByPlaceholder('Search Help Guides...').fill(title);
    const row = page.locator('[data-slot="list-row"]').filter({ hasText: title });
    await visible(row.getByText('All Users'));
    const guides = await api<{ data: { title: string; mediaUrl: string; thumbnailUrl: string }[] }>(
      'GET',
      `/help-guides?$search=${encodeURIComponent(title)}`,
      undefined,
      token,
    );
    const guide = guides.body.data.find((item) => item.title === title)!;
    expect(guide.mediaUrl).toMatch(new RegExp(`^${baseUrl()}/uploads/`));
    expect(guide.thumbnailUrl).toMatch(new RegExp(`^${baseUrl()}/uploads/`));
    expect((await fetch(guide.mediaUrl)).status).toBe(200);
  });

  it('edits the help guide and archives it', async () => {
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await visible(page.getByRole('heading', { name: 'Edit Help Guide' }));
    const audience = page.getByLabel(/^Target Audience/);
    await expect.poll(() => page.getByLabel(/^Title/).inputValue()).toBe(title);
    await audience.fill('Facilitators');
    await page.getByRole('button', { name: 'Update Guide' }).click();
    await toast(page, 'Help guide saved successfully!');
    await page.waitForURL('**/dashboard/admin/help-guides/manage-help-guides');
    await page.getByPlaceholder('Search Help Guides...').fill(title);
    await visible(
      page.locator('[data-slot="list-row"]').filter({ hasText: title }).getByText('Facilitators'),
    );

    await archiveRow(title);
    await toast(page, 'Help guide archived');
    await toast(page, 'The help guide has been archived successfully.');
    await visible(page.getByText(`No results found for "${title}"`));
  });
});

describe('operator admin: companies', () => {
  const name = `E2E Company ${id}`;

  it('creates, renames and archives a company', async () => {
    await page.goto('/dashboard/admin/companies/manage-companies');
    await visible(page.getByRole('heading', { name: 'Companies' }));
    await expectAccessible(page);
    await page.getByRole('button', { name: '+ New Company' }).click();
    await visible(page.getByRole('heading', { name: 'New Company' }));
    await page.getByRole('button', { name: 'Save Company' }).click();
    await visible(page.getByText('Company name is required'));
    await expectAccessible(page);
    await page.getByLabel(/^Company Name/).fill(name);
    await page.getByRole('button', { name: 'Save Company' }).click();
    await toast(page, 'Company created successfully');
    await page.waitForURL('**/dashboard/admin/companies/manage-companies');

    await page.getByPlaceholder('Search Companies...').fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await visible(page.getByRole('heading', { name: 'Edit Company' }));
    await expect.poll(() => page.getByLabel(/^Company Name/).inputValue()).toBe(name);
    await page.getByLabel(/^Company Name/).fill(`${name} Ltd`);
    await page.getByRole('button', { name: 'Update Company' }).click();
    await toast(page, 'Company updated successfully');
    await page.waitForURL('**/dashboard/admin/companies/manage-companies');

    await page.getByPlaceholder('Search Companies...').fill(`${name} Ltd`);
    // Closing the dialog without archiving gives the keyboard back to the row's delete button.
    const remove = page.getByRole('button', { name: `Delete ${name} Ltd` });
    for (const close of ['Escape', 'Cancel'] as const) {
      await remove.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => remove.evaluate((button) => button === document.activeElement)).toBe(true);
    }
    await archiveRow(`${name} Ltd`);
    await toast(page, 'Company archived');
    await visible(page.getByText(`No results found for "${name} Ltd"`));
  });
});
