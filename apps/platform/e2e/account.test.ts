import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHost,
  expectAccessible,
  launchBrowser,
  newPage,
  signIn,
  signInQuickly,
  type Account,
} from './support';

// The host's own pages: settings (profile, password), help guides, team, the menu and the admin guard.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost({ prefix: 'account' });
});
afterAll(async () => {
  await browser?.close();
});

describe('host pages', () => {
  it('changes the password in settings, then signs in with the new one', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('First name').fill('Rowan');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.getByRole('img', { name: 'Rowan Quinn' }).waitFor();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('changed-password-1');
    await page.getByLabel('Confirm new password').fill('changed-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Current password is incorrect').waitFor();

    await page.getByLabel('Current password').fill(host.password);
    await page.getByLabel('New password', { exact: true }).fill('changed-password-1');
    await page.getByLabel('Confirm new password').fill('changed-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed').first().waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(host.email);
    await page.getByLabel('Password').fill(host.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    host.password = 'changed-password-1';
    await signIn(page, host);
    await page.context().close();
  });

  it('shows the help guides gallery with search and category filter', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await page.getByRole('link', { name: 'Help Guides' }).first().click();
    await page.waitForURL('**/dashboard/help-guides');
    const guides = page.getByRole('button', { name: /^Play / });
    await expect.poll(() => guides.count()).toBeGreaterThan(1);
    const all = await guides.count();
    await expectAccessible(page);

    await page.getByPlaceholder('Search help guides').fill('tour of the library');
    await expect.poll(() => guides.count()).toBe(1);
    await page.getByPlaceholder('Search help guides').fill('');
    await expect.poll(() => guides.count()).toBe(all);

    const categories = page.getByRole('list', { name: 'Categories' }).getByRole('button');
    await expect.poll(() => categories.count()).toBeGreaterThan(1);
    await categories.nth(1).click();
    await expect.poll(async () => (await guides.count()) < all).toBe(true);

    await guides.first().click();
    await page.getByRole('dialog').locator('video').waitFor();
    await page.context().close();
  });

  it('keeps the theme chosen in settings from the first paint of every page, and follows the device in System', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host, '/settings');
    const html = page.locator('html');
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(() => html.getAttribute('class')).toContain('dark');
    await expectAccessible(page);

    // Another tab, with the app's scripts blocked: the theme comes from each page's own HTML, before any app code.
    const bare = await page.context().newPage();
    await bare.route('**/assets/*.js', (route) => route.abort());
    for (const path of ['/', '/auth', '/settings']) {
      await bare.goto(path);
      const theme = await bare.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        colorScheme: getComputedStyle(document.documentElement).colorScheme,
      }));
      expect(theme, path).toEqual({ dark: true, colorScheme: 'dark' });
    }
    await bare.close();

    // System follows the device, as it changes.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('radio', { name: 'System' }).click();
    await expect.poll(() => html.getAttribute('class')).not.toContain('dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => html.getAttribute('class')).toContain('dark');
    await page.context().close();
  });

  it('lists the team read-only', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await page.getByRole('link', { name: 'Team' }).first().click();
    await page.waitForURL('**/dashboard/team');
    await page.getByRole('list', { name: 'Team members' }).getByText(host.email).waitFor();
    expect(await page.getByRole('button', { name: /edit|delete|archive/i }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it('collapses the menu to the company initial and opens a drawer on phones', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    const side = page.getByRole('complementary', { name: 'Side menu' });
    await expect.poll(() => side.innerText()).toContain('E');
    expect(await side.getAttribute('data-collapsed')).not.toBeNull();
    await page.getByRole('button', { name: 'Expand menu' }).click();
    // Hosts have no Admin section, and an admin URL says so clearly.
    expect(await page.getByText('Admin', { exact: true }).count()).toBe(0);
    await page.goto('/dashboard/admin/users/manage-users');
    await page.getByText("You don't have access to this page.").waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/library');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Favorites' }).click();
    await page.waitForURL('**/dashboard/favorites');
    await expectAccessible(page);
    await page.context().close();
  });
});
