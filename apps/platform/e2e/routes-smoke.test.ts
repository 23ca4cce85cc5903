import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminToken,
  api,
  consoleErrors,
  launchBrowser,
  newPage,
  operatorAdmin,
  signInQuickly,
  startPracticeSession,
} from './support';

// Every route of the built app once, signed in as the operator admin at 1280 px: its lazy chunks load and render the
// page's h1, with no console error and (csp-check.ts) no Content-Security-Policy violation. How each screen looks
// and behaves in each state is its story; this proves the route table, the chunks and the policy as the server
// serves them. The check-in link is walked by follow-up.test.ts with a real token.

/** Route (its `:params` filled in from the data below) and the h1 it shows; `:title` is the scenario's title. */
const ROUTES: [string, string][] = [
  ['/', 'Ready teams win'],
  ['/auth', 'Welcome back'],
  ['/auth?isSignUp=true', 'Something Big Is Coming'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=x', 'Set a new password'],
  ['/terms-of-service', 'Terms of Service'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/accessibility', 'Accessibility Statement'],
  ['/join', 'Join a live session'],
  ['/join?pin=:pin', "You're in!"],
  ['/session/:pin', ':title'],
  ['/host-controls/:pin?key=:hostKey', ':title'],
  ['/impact/print?sessionId=:finished', 'Impact report'],
  ['/dashboard', 'All Scenarios'],
  ['/dashboard/library', 'All Scenarios'],
  ['/dashboard/favorites', 'Favorites'],
  ['/dashboard/help-guides', 'Help Guides'],
  ['/dashboard/reports', 'Reports'],
  ['/dashboard/reports/:finished', ':title'],
  ['/dashboard/impact', 'Impact report'],
  ['/dashboard/team', 'Team'],
  ['/dashboard/playlists', 'Playlists'],
  ['/dashboard/playlists/new', 'New playlist'],
  ['/dashboard/playlists/:playlist', ':playlistTitle'],
  ['/dashboard/playlists/:playlist/edit', 'Edit playlist'],
  ['/dashboard/impact?playlistId=:playlist', 'Impact report'],
  ['/settings', 'Settings'],
  ['/dashboard/admin', 'Admin'],
  ['/dashboard/admin/scenario/manage-scenarios', 'Scenarios'],
  ['/dashboard/admin/scenario/new-scenario', 'New Scenario'],
  ['/dashboard/admin/scenario/edit/:scenario', 'Edit Scenario: :title'],
  ['/dashboard/admin/scenario/manage-categories', 'Categories'],
  ['/dashboard/admin/scenario/manage-tags', 'Tags'],
  ['/dashboard/admin/users/manage-users', 'Users'],
  ['/dashboard/admin/users/new-user', 'New User'],
  ['/dashboard/admin/users/edit/:user', 'Edit User'],
  ['/dashboard/admin/companies/manage-companies', 'Companies'],
  ['/dashboard/admin/companies/new-company', 'New Company'],
  ['/dashboard/admin/companies/edit/:company', 'Edit Company'],
  ['/dashboard/admin/faq/manage-faqs', 'FAQs'],
  ['/dashboard/admin/faq/new-faq', 'New FAQ'],
  ['/dashboard/admin/faq/edit/:faq', 'Edit FAQ'],
  ['/dashboard/admin/help-guides/manage-help-guides', 'Help Guides'],
  ['/dashboard/admin/help-guides/new-help-guide', 'New Help Guide'],
  ['/dashboard/admin/help-guides/edit/:helpGuide', 'Edit Help Guide'],
];

let browser: Browser;
let page: Page;
let errors: string[];
let live: Awaited<ReturnType<typeof startPracticeSession>>;
const params: Record<string, string> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await adminToken();
  const first = async (path: string) =>
    String(
      (await api<{ data: { id: number }[] }>('GET', `${path}?$limit=1`, undefined, token)).body.data[0]!.id,
    );
  params.user = await first('/users');
  params.company = await first('/companies');
  params.faq = await first('/faqs');
  params.helpGuide = await first('/help-guides');
  // A practice session to open live, and a finished one for its report (the admin's sessions: no other file has any).
  live = await startPracticeSession(token);
  Object.assign(params, { pin: live.pin, hostKey: live.hostKey, title: live.title });
  const scenarios = await api<{ data: { id: number }[] }>('GET', '/scenarios?$limit=1', undefined, token);
  params.scenario = String(scenarios.body.data[0]!.id);
  const finished = await api<{ id: string }>(
    'POST',
    '/sessions',
    { scenarioId: Number(params.scenario) },
    token,
  );
  expect(finished.status).toBe(201);
  await api('PATCH', `/sessions/${finished.body.id}`, { completedAt: new Date().toISOString() }, token);
  params.finished = finished.body.id;
  const playlist = await api<{ id: number; title: string }>(
    'POST',
    '/playlists',
    { title: 'Smoke playlist', steps: [{ scenarioId: Number(params.scenario) }] },
    token,
  );
  expect(playlist.status).toBe(201);
  Object.assign(params, { playlist: String(playlist.body.id), playlistTitle: playlist.body.title });

  page = await newPage(browser);
  errors = consoleErrors(page);
  await signInQuickly(page, operatorAdmin());
});

afterAll(async () => {
  await live?.end();
  await browser?.close();
});

const fill = (text: string) => text.replace(/:([a-zA-Z]+)/g, (match, name: string) => params[name] ?? match);

it.each(ROUTES)('%s shows its heading', async (route, heading) => {
  errors.splice(0);
  await page.goto(fill(route));
  await page.getByRole('heading', { level: 1, name: fill(heading), exact: true }).waitFor();
  expect(errors).toEqual([]);
});

it('answers an address the app does not have with 404 and the not-found page, with a way home', async () => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await page
    .getByRole('heading', { level: 1, name: 'The page you are looking for is not found.', exact: true })
    .waitFor();
  await page.getByRole('link', { name: 'Return Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});
