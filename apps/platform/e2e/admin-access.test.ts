import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserApi, runId, signInAs, visible } from './admin-helpers';
import { adminToken, api, expectAccessible, launchBrowser, newPage } from './support';

// Tenancy in the back-office: a company admin manages only their own company's users and private
// scenarios and sees only those menu entries; a host who opens an admin address gets the no-access page.

const id = runId();
const password = 'e2e-password-123';
const companyAdminEmail = `e2e-company-admin-${id}@example.com`;
const hostEmail = `e2e-company-host-${id}@example.com`;
const otherUserEmail = `e2e-other-user-${id}@example.com`;
const ownScenario = `Own private scenario ${id}`;
const otherScenario = `Other private scenario ${id}`;

// Each step drives many screens (and axe scans); CI machines are slower than a workstation.
vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
let page: Page;

async function createCompany(token: string, name: string): Promise<number> {
  const result = await api<{ id: number }>('POST', '/companies', { name }, token);
  if (result.status !== 201) throw new Error(`creating company ${name}: ${result.status}`);
  return result.body.id;
}

async function createPrivateScenario(token: string, title: string, companyId: number, categoryId: number) {
  const result = await api(
    'POST',
    '/scenarios',
    {
      title,
      description: 'A private scenario of one customer.',
      script: 'Only this company and the operator may see it.',
      status: 'draft',
      isDemo: false,
      rating: 0,
      isPublic: false,
      categoryId,
      authorName: 'E2E',
      authorEmail: 'e2e@example.com',
      source: companyId,
      slides: [
        { title: 'Talk it through', slideType: 'discussion', order: 1, questions: ['What would you do?'] },
      ],
    },
    token,
  );
  if (result.status !== 201)
    throw new Error(`creating scenario ${title}: ${result.status} ${JSON.stringify(result.body)}`);
}

beforeAll(async () => {
  const token = await adminToken();
  const own = await createCompany(token, `Acme ${id}`);
  const other = await createCompany(token, `Globex ${id}`);
  await createUserApi(token, {
    firstName: 'Cora',
    lastName: 'Acme',
    email: companyAdminEmail,
    companyId: own,
    isAdmin: true,
    password,
  });
  await createUserApi(token, {
    firstName: 'Hugo',
    lastName: 'Acme',
    email: hostEmail,
    companyId: own,
    isAdmin: false,
    password,
  });
  await createUserApi(token, {
    firstName: 'Gina',
    lastName: 'Globex',
    email: otherUserEmail,
    companyId: other,
    isAdmin: false,
    password,
  });
  const categories = await api<{ data: { id: number }[] }>(
    'GET',
    '/scenario-categories?isActive=true&$limit=1',
    undefined,
    token,
  );
  const categoryId = categories.body.data[0]!.id;
  await createPrivateScenario(token, ownScenario, own, categoryId);
  await createPrivateScenario(token, otherScenario, other, categoryId);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('company admin', () => {
  beforeAll(async () => {
    page = await newPage(browser);
    await signInAs(page, companyAdminEmail, password);
  });

  it("sees only their company's users", async () => {
    await page.goto('/dashboard/admin/users/manage-users');
    await visible(page.getByRole('heading', { name: 'Users' }));
    const rows = page.locator('[data-slot="list-row"]');
    await visible(rows.filter({ hasText: hostEmail }));
    expect(await rows.filter({ hasText: otherUserEmail }).count()).toBe(0);
    expect(await rows.filter({ hasText: 'admin@example.com' }).count()).toBe(0);
    await page.getByPlaceholder('Search Users...').fill('Globex');
    await visible(page.getByText('No results found for "Globex"'));
    await expectAccessible(page);
  });

  it("sees only their company's private scenarios", async () => {
    await page.goto('/dashboard/admin/scenario/manage-scenarios');
    await visible(page.getByRole('cell', { name: ownScenario }));
    await page.getByPlaceholder('Search Scenarios...').fill(otherScenario);
    await visible(page.getByText(`No results found for "${otherScenario}"`));
    await expectAccessible(page);
  });

  it('has a menu with only what they may use, and no access to the rest', async () => {
    // A direct visit (typed address or reload) to the admin root shows the admin home, not an empty page.
    await page.goto('/dashboard/admin');
    await visible(page.getByRole('heading', { name: 'Admin', exact: true, level: 1 }));
    await page.goto('/dashboard/admin/scenario/manage-scenarios');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await visible(menu.getByRole('button', { name: 'Scenarios', exact: true }));
    await visible(menu.getByRole('button', { name: 'Users', exact: true }));
    for (const hidden of ['Companies', 'FAQ']) {
      expect(await menu.getByRole('button', { name: hidden, exact: true }).count()).toBe(0);
    }
    const scenarios = menu.getByRole('button', { name: 'Scenarios', exact: true });
    if ((await scenarios.getAttribute('aria-expanded')) !== 'true') await scenarios.click();
    await visible(menu.getByRole('link', { name: 'Manage Scenarios' }));
    expect(await menu.getByRole('link', { name: 'Categories', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Tags', exact: true }).count()).toBe(0);
    for (const path of [
      '/dashboard/admin/faq/manage-faqs',
      '/dashboard/admin/companies/manage-companies',
      '/dashboard/admin/scenario/manage-tags',
    ]) {
      await page.goto(path);
      await visible(page.getByText("You don't have access to this page."));
    }
    await expectAccessible(page);
  });
});

describe('host', () => {
  it('gets the no-access page on an admin address', async () => {
    const hostPage = await newPage(browser);
    await signInAs(hostPage, hostEmail, password);
    await hostPage.goto('/dashboard/admin/users/manage-users');
    await visible(hostPage.getByText("You don't have access to this page."));
    expect(await hostPage.getByRole('heading', { name: 'Users' }).count()).toBe(0);
    expect(await hostPage.getByRole('link', { name: 'Manage Users' }).count()).toBe(0);
    await expectAccessible(hostPage);
  });
});
