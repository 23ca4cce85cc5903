import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';

// Helpers shared by the e2e files: one Chromium per file, pages on the test server, axe, API shortcuts.

let ownServer: string | undefined;
/** The server the helpers talk to: the shared one, or the one a file started for itself (`useServer`). */
export const baseUrl = () => ownServer ?? inject('baseUrl');
/** Points every helper of this file at a server the file started itself (its own clock, its own SMTP). */
export const useServer = (url: string) => {
  ownServer = url;
};

/** A phone's browser: 390 px wide, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  // / and /auth arrive prerendered (vite-prerender.ts) and the app takes the HTML over just after it paints:
  // like a person, a test uses the page once it is live (a click on the static HTML would do nothing).
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await waitForApp(page);
    return response;
  };
  return page;
}

/** Waits until the app runs the page: a prerendered page (data-prerendered on #root) has been hydrated. */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
}

/**
 * Fails the test on any serious or critical axe violation of the page as it is now, once it is still: colours are only
 * final once opening and closing animations (dialogs, toasts) are done. When an animation started while axe read the
 * page (a toast closing itself after its 3 s), what it found may be a frame of it: the page is read again once still,
 * up to three times.
 */
export async function expectAccessible(page: Page) {
  let blocking: string[] = [];
  for (let reading = 1; reading <= 3; reading++) {
    // Waits for the running finite animations, then counts the ones that start from now on.
    await page.evaluate(async () => {
      const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      const counter = window as unknown as { animationsStarted: number; countsAnimations?: true };
      counter.animationsStarted = 0;
      if (!counter.countsAnimations) {
        for (const type of ['animationstart', 'transitionstart'])
          document.addEventListener(type, () => counter.animationsStarted++, { capture: true });
        counter.countsAnimations = true;
      }
    });
    const results = await new AxeBuilder({ page }).analyze();
    blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    const moved = await page.evaluate(
      () => (window as unknown as { animationsStarted: number }).animationsStarted > 0,
    );
    if (blocking.length === 0 || !moved) break;
  }
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/** Calls the API of the test server directly (setup steps the test is not about). */
export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (CSV, HTML)
  }
  return { status: response.status, body: parsed as T };
}

export async function signInApi(email: string, password: string): Promise<string> {
  const result = await api<{ accessToken: string }>('POST', '/authentication', {
    strategy: 'local',
    email,
    password,
  });
  if (result.status !== 201 && result.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.accessToken;
}

export const adminToken = () => signInApi(inject('adminEmail'), inject('adminPassword'));

/** A practice session of the first seeded scenario, started by `token` (the admin's by default); `end()` ends it. */
export async function startPracticeSession(token?: string) {
  const by = token ?? (await adminToken());
  const scenarios = await api<{ data: { id: number }[] }>('GET', '/scenarios?$limit=1', undefined, by);
  const started = await api<{ id: string; pin: string; hostKey: string }>(
    'POST',
    '/sessions',
    { scenarioId: scenarios.body.data[0]!.id, isPractice: true },
    by,
  );
  if (started.status !== 201) throw new Error(`session: ${started.status} ${JSON.stringify(started.body)}`);
  const { id, pin, hostKey } = started.body;
  const end = () => api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, by);
  return { id, pin, hostKey, end };
}

/** Server log so far (the server writes mail to its log when no SMTP server is configured). */
export const readServerLog = () => readFile(inject('serverLog'), 'utf8');

/** Waits for a password-reset link for `email` to appear in the server log and returns its path + query. */
export async function waitForResetLink(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const log = await readServerLog();
    const lines = log
      .split('\n')
      .filter((line) => line.includes(email) || line.includes(encodeURIComponent(email)));
    for (const line of lines.reverse()) {
      const match = /https?:\/\/[^\s"'\\]*\/reset-password\?token=[A-Za-z0-9._~%-]+/.exec(
        line.replace(/\\u0026/g, '&'),
      );
      if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset link for ${email} in the server log`);
}

let counter = 0;
/** A unique address per test run so tests never depend on each other's accounts. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

export type Account = {
  email: string;
  password: string;
  companyId: number;
  firstName: string;
  lastName: string;
};

/** A host of a new company of its own, created by the seeded admin (plan core; expired when asked). */
export async function createHost(options: { expired?: boolean; prefix?: string } = {}): Promise<Account> {
  const token = await adminToken();
  const company = await api<{ id: number }>(
    'POST',
    '/companies',
    { name: `E2E Company ${uniqueEmail('c')}` },
    token,
  );
  if (company.status !== 201) throw new Error(`company: ${company.status} ${JSON.stringify(company.body)}`);
  const day = 86_400_000;
  const expiresAt = new Date(Date.now() + (options.expired ? -2 * day : 365 * day))
    .toISOString()
    .slice(0, 10);
  const account = {
    email: uniqueEmail(options.prefix ?? 'host'),
    password: 'host-password-1',
    companyId: company.body.id,
    firstName: 'Robin',
    lastName: 'Quinn',
  };
  const user = await api(
    'POST',
    '/users',
    {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      companyId: account.companyId,
      isAdmin: false,
      subscriptionPlan: 'core',
      expiresAt,
      password: account.password,
    },
    token,
  );
  if (user.status !== 201) throw new Error(`user: ${user.status} ${JSON.stringify(user.body)}`);
  return account;
}

/**
 * Signs in through the API and hands the browser what a sign-in leaves behind (the token cookie and the
 * stored user), then opens `path`. For tests about something else than the sign-in form; it is quicker.
 */
export async function signInQuickly(
  page: Page,
  account: { email: string; password: string },
  path = '/dashboard/library',
) {
  const result = await api<{ accessToken: string; user: unknown }>('POST', '/authentication', {
    strategy: 'local',
    email: account.email,
    password: account.password,
  });
  if (result.status !== 201) throw new Error(`sign-in of ${account.email} failed: ${result.status}`);
  await page.context().addCookies([{ name: 'accessToken', value: result.body.accessToken, url: baseUrl() }]);
  await page.context().addInitScript((user) => {
    // Only on the first page: a later sign-out must really forget the user.
    if (!sessionStorage.getItem('e2e-user-set')) {
      localStorage.setItem('user', JSON.stringify(user));
      sessionStorage.setItem('e2e-user-set', '1');
    }
  }, result.body.user);
  await page.goto(path);
}

/** Signs in through the sign-in form and waits for the library. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard/library');
}

/** Public scenarios with a distinctive title, so the library has more than one page of 20. */
export async function ensureExtraScenarios(count: number, prefix = 'Extra Practice Case'): Promise<void> {
  const token = await adminToken();
  const existing = await api<{ total: number }>(
    'GET',
    `/scenarios?title=${encodeURIComponent(`%${prefix}%`)}&$limit=1`,
    undefined,
    token,
  );
  const categories = await api<{ data: { id: number }[] }>(
    'GET',
    '/scenario-categories?$limit=50&isActive=true',
    undefined,
    token,
  );
  const categoryId = categories.body.data[0]!.id;
  for (let index = existing.body.total; index < count; index++) {
    const created = await api(
      'POST',
      '/scenarios',
      {
        title: `${prefix} ${String(index + 1).padStart(2, '0')}`,
        description: 'A short practice case for the end-to-end tests.',
        script: 'The group reads the case and discusses what they would do next.',
        status: 'published',
        isDemo: false,
        rating: 0,
        isPublic: true,
        authorName: 'E2E Author',
        authorEmail: 'author@example.com',
        categoryId,
        tags: [],
        slides: [
          {
            title: 'Discussion Questions',
            slideType: 'discussion',
            order: 0,
            questions: ['What would you do?'],
          },
        ],
        resources: [],
      },
      token,
    );
    if (created.status !== 201)
      throw new Error(`scenario: ${created.status} ${JSON.stringify(created.body)}`);
  }
}

/** Total of the library as the given host sees it (what 'N Scenarios Found' must say). */
export async function libraryTotal(
  account: { email: string; password: string },
  query = '',
): Promise<number> {
  const token = await signInApi(account.email, account.password);
  const result = await api<{ total: number }>('GET', `/scenarios?$limit=1${query}`, undefined, token);
  return result.body.total;
}

/**
 * A published scenario of the given slides and a live session on it, started by the admin or, with `host`, by that
 * host (a test about the live screens, not about starting one); `token` is the starter's.
 */
export async function startLiveSession(
  scenario: {
    title: string;
    description: string;
    script: string;
    slides: Record<string, unknown>[];
  },
  host?: { email: string; password: string },
): Promise<{ id: string; pin: string; hostKey: string; token: string }> {
  const token = await adminToken();
  const starter = host ? await signInApi(host.email, host.password) : token;
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
      ...scenario,
      status: 'published',
      isDemo: false,
      rating: 0,
      isPublic: true,
      authorName: 'E2E Author',
      authorEmail: 'author@example.com',
      categoryId: categories.body.data[0]!.id,
      tags: [],
      resources: [],
    },
    token,
  );
  if (created.status !== 201) throw new Error(`scenario: ${created.status} ${JSON.stringify(created.body)}`);
  const started = await api<{ id: string; pin: string; hostKey: string }>(
    'POST',
    '/sessions',
    { scenarioId: created.body.id, isPractice: false },
    starter,
  );
  if (started.status !== 201) throw new Error(`session: ${started.status} ${JSON.stringify(started.body)}`);
  return { ...started.body, token: starter };
}

/**
 * The screens of a live session, each in its own browser context: the presenter on a computer, the host controls
 * on a phone (by the host key), and `phones` participants who joined by the link.
 */
export async function openLiveScreens(
  browser: Browser,
  { pin, hostKey }: { pin: string; hostKey: string },
  phones: number,
): Promise<{ presenter: Page; controls: Page; participants: Page[] }> {
  const page = async (options: BrowserContextOptions) => {
    const context = await browser.newContext({ baseURL: baseUrl(), ...options });
    context.setDefaultTimeout(15_000);
    return context.newPage();
  };
  const presenter = await page({ viewport: { width: 1366, height: 768 } });
  await presenter.goto(`/session/${pin}?key=${hostKey}`);
  await presenter.getByTestId('session-code').waitFor();
  const controls = await page(PHONE);
  await controls.goto(`/host-controls/${pin}?key=${hostKey}`);
  await controls.getByRole('heading', { name: 'Waiting for participants' }).waitFor();
  const participants = await Promise.all(Array.from({ length: phones }, () => page(PHONE)));
  for (const participant of participants) {
    await participant.goto(`/join?pin=${pin}`);
    await participant.getByRole('heading', { name: "You're in!" }).waitFor();
  }
  return { presenter, controls, participants };
}
