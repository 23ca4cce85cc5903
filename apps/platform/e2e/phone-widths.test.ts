import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAs } from './admin-helpers';
import { api, baseUrl, launchBrowser, waitForApp } from './support';

// Phones first: no page of the product scrolls sideways on a 320 px or a 390 px wide phone: public pages, the host's
// dashboard, the admin back-office, the presenter, the host controls and the participant page.

let browser: Browser;
let token: string;
let session: { id: string; pin: string; hostKey: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  token = (
    await api<{ accessToken: string }>('POST', '/authentication', {
      strategy: 'local',
      email: inject('adminEmail'),
      password: inject('adminPassword'),
    })
  ).body.accessToken;
  const first = async (path: string) =>
    (await api<{ data: { id: number }[] }>('GET', `${path}?$limit=1`, undefined, token)).body.data[0]!.id;
  ids.scenario = await first('/scenarios');
  ids.user = await first('/users');
  ids.company = await first('/companies');
  ids.faq = await first('/faqs');
  ids.helpGuide = await first('/help-guides');
  // A finished session, so the reports list has a row (its table is the widest thing on that page).
  const end = (id: string) =>
    api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  // Another test may have left the admin a session open (one at a time): end it first.
  const mine = await api<{ data: { id: string; completedAt: string | null; isPractice: boolean }[] }>(
    'GET',
    '/sessions?$limit=50',
    undefined,
    token,
  );
  for (const open of mine.body.data.filter((s) => !s.completedAt && !s.isPractice)) await end(open.id);
  const finished = await api<{ id: string }>('POST', '/sessions', { scenarioId: ids.scenario }, token);
  expect(finished.status).toBe(201);
  await end(finished.body.id);
  session = (
    await api<typeof session>('POST', '/sessions', { scenarioId: ids.scenario, isPractice: true }, token)
  ).body;
});

afterAll(async () => {
  await api('PATCH', `/sessions/${session.id}`, { completedAt: new Date().toISOString() }, token);
  await browser?.close();
});

/**
 * How many pixels the page is wider than a screen `width` px wide (0 when nothing scrolls sideways). Compared with the
 * device width, not innerWidth: a phone's browser widens its layout viewport to fit a page that is too wide.
 */
const overflow = (page: Page, width: number) =>
  page.evaluate((screen) => Math.max(0, document.documentElement.scrollWidth - screen), width);

async function widths(paths: string[], signedIn: boolean) {
  const found: string[] = [];
  for (const width of [320, 390]) {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    if (signedIn) await signInAs(page, inject('adminEmail'), inject('adminPassword'));
    for (const path of paths) {
      await page.goto(path);
      await waitForApp(page);
      // Lists, charts and images arrive after the first render.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const extra = await overflow(page, width);
      if (extra > 0) found.push(`${path} at ${width} px: ${extra} px too wide`);
    }
    await context.close();
  }
  return found;
}

describe('every page on a phone', () => {
  it('the public pages and the participant page never scroll sideways', async () => {
    const found = await widths(
      [
        '/',
        '/auth',
        '/auth?isSignUp=true',
        '/forgot-password',
        '/reset-password?token=x',
        '/terms-of-service',
        '/privacy-policy',
        '/accessibility',
        '/join',
        `/join?pin=${session.pin}`,
        `/host-controls/${session.pin}?key=${session.hostKey}`,
        '/no/such/page',
      ],
      false,
    );
    expect(found).toEqual([]);
  });

  // Two walks, each within the test time limit: the host's pages and the live presenter, then the back-office.
  it("the host's pages and the presenter never scroll sideways", async () => {
    const found = await widths(
      [
        '/dashboard/library',
        '/dashboard/favorites',
        '/dashboard/help-guides',
        '/dashboard/reports',
        `/dashboard/reports/${session.id}`,
        '/dashboard/team',
        '/settings',
        `/session/${session.pin}`,
      ],
      true,
    );
    expect(found).toEqual([]);
  });

  it("the admin's pages never scroll sideways", async () => {
    const found = await widths(
      [
        '/dashboard/admin',
        '/dashboard/admin/scenario/manage-scenarios',
        '/dashboard/admin/scenario/new-scenario',
        `/dashboard/admin/scenario/edit/${ids.scenario}`,
        '/dashboard/admin/scenario/manage-categories',
        '/dashboard/admin/scenario/manage-tags',
        '/dashboard/admin/users/manage-users',
        '/dashboard/admin/users/new-user',
        `/dashboard/admin/users/edit/${ids.user}`,
        '/dashboard/admin/companies/manage-companies',
        '/dashboard/admin/companies/new-company',
        `/dashboard/admin/companies/edit/${ids.company}`,
        '/dashboard/admin/faq/manage-faqs',
        `/dashboard/admin/faq/edit/${ids.faq}`,
        '/dashboard/admin/help-guides/manage-help-guides',
        `/dashboard/admin/help-guides/edit/${ids.helpGuide}`,
      ],
      true,
    );
    expect(found).toEqual([]);
  });

  it('gives every control of the host controls and the participant page a 44 x 44 px target', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const small = (page: Page) =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll('button, a[href], input, select, [role="radio"], [role="button"]'),
        )
          .map((element) => {
            const box = element.getBoundingClientRect();
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
              .trim()
              .slice(0, 40);
            return box.width > 0 && (box.width < 44 || box.height < 44)
              ? `${name}: ${Math.round(box.width)} x ${Math.round(box.height)}`
              : null;
          })
          .filter(Boolean),
      );
    const controls = await context.newPage();
    await controls.goto(`/host-controls/${session.pin}?key=${session.hostKey}`);
    await controls.getByRole('heading', { name: 'Waiting for participants' }).waitFor();
    const phone = await context.newPage();
    await phone.goto('/join');
    await waitForApp(phone);
    expect(await small(phone), 'code form').toEqual([]);
    await phone.goto(`/join?pin=${session.pin}`);
    await phone.getByRole('heading', { name: "You're in!" }).waitFor();
    expect(await small(controls), 'host controls, lobby').toEqual([]);
    // The first slides of the default template: videos, then the poll with its lettered choices.
    for (let slide = 0; slide < 3; slide++) {
      await controls.getByRole('button', { name: /^(Start|Next)/ }).click();
      await controls.waitForTimeout(300);
      expect(await small(controls), `host controls, slide ${slide + 1}`).toEqual([]);
      expect(await small(phone), `participant, slide ${slide + 1}`).toEqual([]);
    }
    await context.close();
  });
});
