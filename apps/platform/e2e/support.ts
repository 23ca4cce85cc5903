import { AxeBuilder } from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';

// Helpers shared by the e2e files: the run's one Chromium, contexts that report CSP violations, pages on the test
// server, the script gate, API shortcuts and the accounts and sessions each file makes for itself.

let ownServer: string | undefined;
/** The server the helpers talk to: the shared one, or the one a file started for itself (`useServer`). */
export const baseUrl = () => ownServer ?? inject('baseUrl');
/** Points every helper of this file at a server the file started itself (its own clock, its own SMTP). */
export const useServer = (url: string) => {
  ownServer = url;
};

/** A phone's browser: 390 px wide, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The Chromium setup.ts started for the whole run; closing it ends this file's connection and its contexts. */
export const launchBrowser = (): Promise<Browser> => chromium.connect(inject('wsEndpoint'));

/** CSP violations any page of this file reported; csp-check.ts fails the test during which one arrived. */
export const cspViolations: string[] = [];

/**
 * A browser context on the test server whose pages report Content-Security-Policy violations (the page's own event
 * and Chromium's console message alike), so every page of every test runs under the server's policy.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  // How long an element may take to show before the test fails (a loaded machine is slow, never wrong).
  context.setDefaultTimeout(30_000);
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  context.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      cspViolations.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return context;
}

/** A page in a context of its own whose `goto` waits until the app runs the page (see `waitForApp`). */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await newContext(browser, options)).newPage();
  // / and /auth arrive prerendered (vite-prerender.ts) and the app takes the HTML over just after it paints:
  // like a person, a test uses the page once it is live (a click on the static HTML would wait for the app).
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
 * Holds the app's scripts until `release()`: what the page shows and does before is the prerendered HTML and its
 * inline scripts alone, however fast or slow the machine.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Collects the page's console errors and uncaught exceptions, each with the address it happened on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
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

/** The seeded operator admin (every company, every back-office screen). */
export const operatorAdmin = () => ({ email: inject('adminEmail'), password: inject('adminPassword') });
export const adminToken = () => signInApi(inject('adminEmail'), inject('adminPassword'));

/** A practice session of the first seeded scenario, started by the holder of `token`; `end()` ends it. */
export async function startPracticeSession(token: string) {
  const scenarios = await api<{ data: { id: number; title: string }[] }>(
    'GET',
    '/scenarios?$limit=1',
    undefined,
    token,
  );
  const scenario = scenarios.body.data[0]!;
  const started = await api<{ id: string; pin: string; hostKey: string }>(
    'POST',
    '/sessions',
    { scenarioId: scenario.id, isPractice: true },
    token,
  );
  if (started.status !== 201) throw new Error(`session: ${started.status} ${JSON.stringify(started.body)}`);
  const { id, pin, hostKey } = started.body;
  const end = () => api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  return { id, pin, hostKey, title: scenario.title, end };
}

/** Server log so far (the server writes mail to its log when no SMTP server is configured). */
export const readServerLog = () => readFile(inject('serverLog'), 'utf8');

/**
 * Waits for a password-reset link for `email` to appear in the server log and returns its path + query. The bound
 * is the behaviour's: the server writes the mail once, right after answering.
 */
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

/**
 * A host (or with `companyAdmin`, its admin) of a new company of its own (on a free trial, or on `companyPlan`),
 * created by the seeded admin. Each file
 * runs its sessions as its own host: a host has one open session at a time, so files sharing one would collide when
 * they run side by side.
 */
export async function createHost(
  prefix = 'host',
  { companyPlan, companyAdmin = false }: { companyPlan?: 'core' | 'pro'; companyAdmin?: boolean } = {},
): Promise<Account> {
  const token = await adminToken();
  const company = await api<{ id: number }>(
    'POST',
    '/companies',
    {
      name: `E2E Company ${uniqueEmail('c')}`,
      ...(companyPlan && {
        subscriptionPlan: companyPlan,
        expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
      }),
    },
    token,
  );
  if (company.status !== 201) throw new Error(`company: ${company.status} ${JSON.stringify(company.body)}`);
  const account = {
    email: uniqueEmail(prefix),
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
      isAdmin: companyAdmin,
      subscriptionPlan: 'core',
      expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
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

/** A published public scenario of the given slides in the first category, made by the operator's admin (`admin`). */
export async function createPublishedScenario(
  scenario: { title: string; description: string; script: string; slides: Record<string, unknown>[] },
  admin: string,
): Promise<number> {
  const categories = await api<{ data: { id: number }[] }>(
    'GET',
    '/scenario-categories?$limit=1',
    undefined,
    admin,
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
    admin,
  );
  if (created.status !== 201) throw new Error(`scenario: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/**
 * A phone answers the scale questions on its screen, the nth value for the nth question (1 = the first point), and
 * waits until each says it is saved (a scale answer is sent as it is tapped).
 */
export async function answerScales(phone: Page, values: readonly number[]) {
  const groups = phone.getByRole('radiogroup');
  for (const [question, value] of values.entries()) {
    const choice = groups
      .nth(question)
      .getByRole('radio')
      .nth(value - 1);
    await choice.click();
    await expect.poll(() => choice.getAttribute('aria-checked')).toBe('true');
  }
  // Under each question (the page's live region says it once more).
  await expect
    .poll(() =>
      phone
        .locator('[id$="-status"]', { hasText: 'Answer saved. You can change it until the host moves on.' })
        .count(),
    )
    .toBe(values.length);
}

/** A published scenario of the given slides and a live session on it, started by `host` (`token` is the host's). */
export async function startLiveSession(
  scenario: {
    title: string;
    description: string;
    script: string;
    slides: Record<string, unknown>[];
  },
  host: { email: string; password: string },
): Promise<{ id: string; pin: string; hostKey: string; token: string }> {
  const token = await signInApi(host.email, host.password);
  const scenarioId = await createPublishedScenario(scenario, await adminToken());
  const started = await api<{ id: string; pin: string; hostKey: string }>(
    'POST',
    '/sessions',
    { scenarioId, isPractice: false },
    token,
  );
  if (started.status !== 201) throw new Error(`session: ${started.status} ${JSON.stringify(started.body)}`);
  return { ...started.body, token };
}

/** The presenter of a live session on a computer, opened by the host key. */
export async function openPresenter(browser: Browser, { pin, hostKey }: { pin: string; hostKey: string }) {
  const presenter = await (await newContext(browser, { viewport: { width: 1366, height: 768 } })).newPage();
  await presenter.goto(`/session/${pin}?key=${hostKey}`);
  await presenter.getByTestId('session-code').waitFor();
  return presenter;
}

/** The host controls of a live session on a phone, opened by the host key (not signed in). */
export async function openHostControls(browser: Browser, { pin, hostKey }: { pin: string; hostKey: string }) {
  const controls = await (await newContext(browser, PHONE)).newPage();
  await controls.goto(`/host-controls/${pin}?key=${hostKey}`);
  await controls.getByRole('heading', { name: 'Waiting for participants' }).waitFor();
  return controls;
}

/** `count` participants on phones, each in its own context, joined by the link. */
export async function joinPhones(browser: Browser, pin: string, count: number): Promise<Page[]> {
  const phones: Page[] = [];
  for (let index = 0; index < count; index++) {
    const phone = await (await newContext(browser, PHONE)).newPage();
    await phone.goto(`/join?pin=${pin}`);
    await phone.getByRole('heading', { name: "You're in!" }).waitFor();
    phones.push(phone);
  }
  return phones;
}

/** The screens of a live session: the presenter, the host controls on a phone and `phones` participants. */
export async function openLiveScreens(
  browser: Browser,
  session: { pin: string; hostKey: string },
  phones: number,
): Promise<{ presenter: Page; controls: Page; participants: Page[] }> {
  const presenter = await openPresenter(browser, session);
  const controls = await openHostControls(browser, session);
  const participants = await joinPhones(browser, session.pin, phones);
  return { presenter, controls, participants };
}

/** Presses Start or Next on the host controls. */
export const nextSlide = (controls: Page) =>
  controls
    .getByRole('navigation', { name: 'Slide navigation' })
    .getByRole('button', { name: /Start|Next/ })
    .click();

/** The host ends the session from the host controls, through the confirmation. */
export async function endFromControls(controls: Page) {
  await controls.getByRole('button', { name: 'End session' }).click();
  await controls.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click();
  await controls.getByRole('heading', { name: 'This session has ended' }).waitFor();
}

/** A file of e2e/fixtures (the media the upload journey sends). */
export const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Picks a file in the file chooser that clicking `button` opens. */
export async function chooseFile(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

/**
 * What axe finds on a page as a user sees it now (WCAG 2.1 A and AA): each rule with the elements at fault, so a
 * failing expectation names them. The journeys expect none on every screen they reach.
 */
export async function axeViolations(page: Page): Promise<{ rule: string; nodes: string }[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).join(', '),
  }));
}
