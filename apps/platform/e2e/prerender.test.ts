import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, waitForApp } from './support';

// The public first screens are prerendered at build time (vite-prerender.ts) and the server maps each path to
// its file: / -> index.html (landing), /auth -> auth.html (sign-in), /join -> join.html (participant code form),
// any other page -> spa.html (empty shell).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const page = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
};
const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*<script>/.exec(html);

describe('prerendered pages', () => {
  it('serves the landing page and the sign-in page as HTML, and the empty shell for every other page', async () => {
    const landing = await page('/');
    expect(landing).toContain('data-prerendered="/"');
    expect(landing).toMatch(/<h1 id="hero-title"[^>]*>Ready teams win<\/h1>/);
    expect(landing).toContain('Enter code to join a live session');
    expect(landing).not.toContain('Welcome back');
    // No script tag in the HTML: the app starts after the first paint (inline starter at the end).
    expect(landing).not.toMatch(/<script type="module"/);
    expect(root(landing)?.[2]).toContain('Ready teams win');

    for (const path of ['/auth', '/auth/']) {
      const auth = await page(path);
      expect(auth).toContain('data-prerendered="/auth"');
      expect(auth).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
      expect(auth).toMatch(/<form[^>]*aria-label="Sign in"/);
      expect(auth).not.toContain('Ready teams win');
    }

    const join = await page('/join?pin=ABCD');
    expect(join).toContain('data-prerendered="/join"');
    expect(join).toMatch(/<h1 id="join-heading"[^>]*>Join a live session<\/h1>/);
    // With a code in the address the joining state, prerendered too, is put in place before the first paint.
    expect(join).toContain('[?&]pin=[^&]');
    expect(join).toContain('Joining session');

    for (const path of [
      '/dashboard/library',
      '/dashboard/admin/users/manage-users',
      '/settings',
      '/no/such/page',
    ]) {
      const shell = await page(path);
      // The app shell: the dashboard frame's skeleton until the app renders, never a blank page.
      expect(shell, path).toContain(
        '<div id="root"><div class="flex min-h-svh bg-background" aria-busy="true">',
      );
      expect(shell, path).not.toContain('data-prerendered');
      expect(shell, path).not.toContain('Ready teams win');
      expect(shell, path).toMatch(
        /<script type="module" crossorigin src="\/assets\/main-[^"]+\.js"><\/script>/,
      );
    }
  });

  it('paints the first screen without JavaScript', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const tab = await context.newPage();
      await tab.goto('/');
      expect(await tab.getByRole('heading', { level: 1 }).innerText()).toBe('Ready teams win');
      expect(await tab.getByRole('link', { name: 'Try for Free' }).first().isVisible()).toBe(true);
      await tab.goto('/auth');
      expect(await tab.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome back');
      expect(await tab.getByLabel('Email').isVisible()).toBe(true);
      await tab.goto('/join');
      expect(await tab.getByRole('heading', { level: 1 }).innerText()).toBe('Join a live session');
      await tab.goto('/dashboard/library');
      expect(await tab.getByRole('status').innerText()).toBe('Loading...');
    } finally {
      await context.close();
    }
  });

  it('hydrates the prerendered HTML and its variant for the address (same nodes, no errors)', async () => {
    for (const [path, heading] of [
      ['/', 'Ready teams win'],
      ['/auth', 'Welcome back'],
      ['/auth?isSignUp=true', 'Something Big Is Coming'],
      ['/join', 'Join a live session'],
    ] as const) {
      const tab = await newPage(browser);
      const errors: string[] = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
        });
      });
      await tab.goto(path);
      await waitForApp(tab);
      expect(await tab.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
      const same = await tab.evaluate(
        () =>
          (window as unknown as { firstHeading: Element | null }).firstHeading ===
          document.querySelector('h1'),
      );
      expect(same, path).toBe(true);
      expect(errors, path).toEqual([]);
      await tab.context().close();
    }
  });

  it('submits a form sent before the app was live once it is, never natively (no password in the address)', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    try {
      // No wait for the app (unlike newPage): type and submit at once, as a fast hand or a password manager.
      const tab = await context.newPage();
      await tab.goto('/auth');
      await tab.getByLabel('Email').fill('nobody@example.com');
      await tab.getByLabel('Password').fill('not-the-password-1');
      await tab.getByRole('button', { name: 'Sign In' }).click();
      await tab.getByText('Invalid email or password').waitFor();
      expect(new URL(tab.url()).search).toBe('');
      await tab.goto('/join');
      await tab.getByLabel("Enter the code on the host's screen").fill('ZZZZ');
      await tab.getByRole('button', { name: 'Join' }).click();
      await tab.getByRole('alert').filter({ hasText: 'No live session with code ZZZZ' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps a click on the menu or Watch Demo made before the app is live', async () => {
    for (const [viewport, button, done] of [
      [{ width: 390, height: 800 }, 'Open menu', 'Close menu'],
      [{ width: 1280, height: 800 }, 'Watch Demo', null],
    ] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport });
      try {
        const tab = await context.newPage();
        // Scripts arrive 1.5 s late: the click lands on the prerendered page.
        await tab.route('**/assets/*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await tab.goto('/', { waitUntil: 'commit' });
        await tab.getByRole('button', { name: button }).click();
        expect(await tab.locator('#root[data-prerendered]').count(), button).toBe(1);
        if (done) await tab.getByRole('button', { name: done }).waitFor();
        else await tab.getByRole('button', { name: button }).waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    }
  });

  it('is interactive once live: the mobile menu opens and Sign In leads to /auth without a reload', async () => {
    const tab = await newPage(browser, { viewport: { width: 390, height: 800 } });
    await tab.goto('/');
    await tab.getByRole('button', { name: 'Open menu' }).click();
    await tab.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign In' }).click();
    await tab.waitForURL('**/auth');
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome back');
    // Client-side navigation: still the landing's document.
    expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(
      await tab.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
      ),
    ).toMatch(/\/$/);
    await tab.context().close();
  });
});
