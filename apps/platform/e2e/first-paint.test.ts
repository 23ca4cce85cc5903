import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  consoleErrors,
  createHost,
  holdScripts,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  signInApi,
  signInQuickly,
  startPracticeSession,
  waitForApp,
  type Account,
} from './support';

// The built app as the server serves it (only the real server has the prerendered HTML, its inline scripts and the
// Content-Security-Policy that allows them): / -> index.html (landing), /auth -> auth.html (sign-in), /join ->
// join.html (participant code form), any other page -> spa.html (the dashboard frame's skeleton; as a 404 for an
// address the app does not have). Each paints in the visitor's language and theme before any of the app's scripts,
// the app then takes the same nodes over, and what a hand did before that is kept. The languages then stay as chosen,
// across pages and reloads, and a link's ?locale= chooses one.

let browser: Browser;
let host: Account;
let session: Awaited<ReturnType<typeof startPracticeSession>>;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost('first-paint');
  session = await startPracticeSession(await signInApi(host.email, host.password));
});
afterAll(async () => {
  await session?.end();
  await browser?.close();
});

const html = async (path: string, status = 200) => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type'), path).toContain('text/html');
  // The policy that lets the pages' own inline scripts run (by hash) and nothing else inline.
  expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self'/);
  return response.text();
};
const root = (page: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*<script>/.exec(page);

const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** A page of a context of its own whose requests for the app's scripts fail: what shows is the HTML alone. */
async function withoutAppScripts(options: BrowserContextOptions, stored: Record<string, string> = {}) {
  const context = await newContext(browser, options);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

describe('the HTML the server sends', () => {
  it('serves the landing page and the sign-in page prerendered, and the empty shell for every other page', async () => {
    const landing = await html('/');
    expect(landing).toContain('data-prerendered="/"');
    expect(landing).toMatch(/<h1 id="hero-title"[^>]*>Ready teams win<\/h1>/);
    expect(landing).toContain('Enter code to join a live session');
    expect(landing).not.toContain('Welcome back');
    // No script tag in the HTML: the app starts after the first paint (inline starter at the end).
    expect(landing).not.toMatch(/<script type="module"/);
    expect(root(landing)?.[2]).toContain('Ready teams win');

    for (const path of ['/auth', '/auth/']) {
      const auth = await html(path);
      expect(auth).toContain('data-prerendered="/auth"');
      expect(auth).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
      expect(auth).toMatch(/<form[^>]*aria-label="Sign in"/);
      expect(auth).not.toContain('Ready teams win');
    }

    const join = await html('/join?pin=ABCD');
    expect(join).toContain('data-prerendered="/join"');
    expect(join).toMatch(/<h1 id="join-heading"[^>]*>Join a live session<\/h1>/);
    // With a code in the address the joining state, prerendered too, is put in place before the first paint.
    expect(join).toContain('[?&]pin=[^&]');
    expect(join).toContain('Joining session');

    // An address none of the app's routes has is a 404, with the same shell: the app shows its not-found page.
    for (const [path, status] of [
      ['/dashboard/library', 200],
      ['/dashboard/admin/users/manage-users', 200],
      ['/settings', 200],
      ['/no/such/page', 404],
    ] as const) {
      const shell = await html(path, status);
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

    // The landing page's explainer (Watch Demo) is served.
    const explainer = await fetch(`${baseUrl()}/media/explainer.webm`);
    expect(explainer.status).toBe(200);
    expect(explainer.headers.get('content-type')).toContain('video/webm');
  });
});

describe('before any script', () => {
  it('paints the first screen without JavaScript', async () => {
    const tab = await (await newContext(browser, { javaScriptEnabled: false })).newPage();
    await tab.goto('/');
    expect(await heading(tab)).toBe('Ready teams win');
    expect(await tab.getByRole('link', { name: 'Try for Free' }).first().isVisible()).toBe(true);
    await tab.goto('/auth');
    expect(await heading(tab)).toBe('Welcome back');
    expect(await tab.getByLabel('Email').isVisible()).toBe(true);
    await tab.goto('/join');
    expect(await heading(tab)).toBe('Join a live session');
    // A deep link: the dashboard frame, busy, never a blank page.
    await tab.goto('/dashboard/library');
    expect(await tab.locator('#root [aria-busy="true"]').isVisible()).toBe(true);
    expect(await tab.getByRole('status').innerText()).toBe('Loading...');
    await tab.context().close();
  });

  it("paints in the visitor's language and stored theme from the page's own HTML", async () => {
    // [context, what the visitor chose before (localStorage), [path, h1]...]: the language from the browser
    // (navigator.languages, Accept-Language) unless one was chosen; the theme as stored.
    const visits: [BrowserContextOptions, Record<string, string>, [string, string | null][]][] = [
      [
        { locale: 'en-US' },
        {},
        [
          ['/', 'Ready teams win'],
          ['/auth', 'Welcome back'],
          ['/auth?isSignUp=true', 'Something Big Is Coming'],
          ['/join', 'Join a live session'],
        ],
      ],
      [
        { locale: 'es-ES' },
        {},
        [
          ['/', 'Los equipos preparados ganan'],
          ['/auth', 'Hola de nuevo'],
          ['/auth?isSignUp=true', 'Se acerca algo grande'],
          ['/join', 'Únete a una sesión en directo'],
        ],
      ],
      [
        { locale: 'en-US' },
        { 'readyteams-locale': 'de' },
        [
          ['/join', 'An einer Live-Session teilnehmen'],
          ['/auth', 'Willkommen zurück'],
        ],
      ],
    ];
    for (const [options, stored, pages] of visits) {
      const tab = await withoutAppScripts(options, stored);
      const lang = stored['readyteams-locale'] ?? options.locale!.slice(0, 2);
      for (const [path, title] of pages) {
        await tab.goto(path);
        expect(await heading(tab), path).toBe(title);
        expect(await htmlLanguage(tab), `${path} in ${lang}`).toEqual({ lang, dir: 'ltr' });
      }
      await tab.context().close();
    }
    const spanish = await withoutAppScripts({ locale: 'es-ES' });
    await spanish.goto('/');
    await spanish.getByText('Escribe el código para unirte a una sesión en directo').waitFor();
    await spanish.context().close();

    // The dark theme chosen in Settings, on the prerendered pages and the shell alike.
    const dark = await withoutAppScripts({}, { 'readyteams-theme': 'dark' });
    for (const path of ['/', '/auth', '/settings']) {
      await dark.goto(path);
      const theme = await dark.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        colorScheme: getComputedStyle(document.documentElement).colorScheme,
      }));
      expect(theme, path).toEqual({ dark: true, colorScheme: 'dark' });
    }
    await dark.context().close();
  });
});

describe('once the app is live', () => {
  it('hydrates the prerendered HTML and its variants onto the same nodes, in English and Spanish, with no errors', async () => {
    for (const [locale, pages] of [
      [
        'en-US',
        [
          ['/', 'Ready teams win'],
          ['/auth', 'Welcome back'],
          ['/auth?isSignUp=true', 'Something Big Is Coming'],
          ['/join', 'Join a live session'],
        ],
      ],
      [
        'es-ES',
        [
          ['/', 'Los equipos preparados ganan'],
          ['/auth', 'Hola de nuevo'],
          ['/auth?isSignUp=true', 'Se acerca algo grande'],
        ],
      ],
    ] as const) {
      const context = await newContext(browser, { locale });
      // The h1 of the HTML as parsed, before any script of the app has run.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
        });
      });
      for (const [path, title] of pages) {
        const tab = await context.newPage();
        const errors = consoleErrors(tab);
        await tab.goto(path);
        await waitForApp(tab);
        expect(await heading(tab), path).toBe(title);
        const same = await tab.evaluate(
          () =>
            (window as unknown as { firstHeading: Element | null }).firstHeading ===
            document.querySelector('h1'),
        );
        expect(same, `${path} in ${locale}`).toBe(true);
        expect(errors, `${path} in ${locale}`).toEqual([]);
        await tab.close();
      }
      await context.close();
    }
  });

  it('is interactive: the mobile menu opens and Sign In leads to /auth without a reload', async () => {
    const tab = await newPage(browser, { viewport: { width: 390, height: 800 } });
    await tab.goto('/');
    await tab.getByRole('button', { name: 'Open menu' }).click();
    await tab.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign In' }).click();
    await tab.waitForURL('**/auth');
    await expect.poll(() => heading(tab)).toBe('Welcome back');
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

describe('before the app is live', () => {
  /** `path` opened with the app's scripts held back: the test acts on the prerendered page, then releases them. */
  async function held(path: string, options: BrowserContextOptions = {}) {
    const tab = await (await newContext(browser, options)).newPage();
    const release = await holdScripts(tab);
    // Not waiting for `load`: the page's own starter asks for the held scripts before it.
    await tab.goto(path, { waitUntil: 'commit' });
    return { tab, release };
  }
  const prerendered = (tab: Page) => tab.locator('#root[data-prerendered]').count();

  it('submits a form sent before the app was live once it is, never natively (no password in the address)', async () => {
    const signIn = await held('/auth');
    await signIn.tab.getByLabel('Email').fill('nobody@example.com');
    await signIn.tab.getByLabel('Password').fill('not-the-password-1');
    await signIn.tab.getByRole('button', { name: 'Sign In' }).click();
    expect(await prerendered(signIn.tab)).toBe(1);
    signIn.release();
    await signIn.tab.getByText('Invalid email or password').waitFor();
    expect(new URL(signIn.tab.url()).search).toBe('');
    await signIn.tab.context().close();

    const join = await held('/join');
    await join.tab.getByLabel("Enter the code on the host's screen").fill('ZZZZ');
    await join.tab.getByRole('button', { name: 'Join' }).click();
    expect(await prerendered(join.tab)).toBe(1);
    join.release();
    await join.tab.getByRole('alert').filter({ hasText: 'No live session with code ZZZZ' }).waitFor();
    await join.tab.context().close();
  });

  it('keeps a click on the menu or Watch Demo made before the app is live', async () => {
    for (const [viewport, button, done] of [
      [{ width: 390, height: 800 }, 'Open menu', 'Close menu'],
      [{ width: 1280, height: 800 }, 'Watch Demo', null],
    ] as const) {
      const { tab, release } = await held('/', { viewport });
      await tab.getByRole('button', { name: button }).click();
      expect(await prerendered(tab), button).toBe(1);
      release();
      if (done) await tab.getByRole('button', { name: done }).waitFor();
      else await tab.getByRole('button', { name: button }).waitFor({ state: 'detached' });
      await tab.context().close();
    }
  });

  it("shows the joining state of the QR code's address at once, then the session's answer", async () => {
    const { tab, release } = await held('/join?pin=zz9z');
    await tab.getByRole('heading', { name: 'Joining session' }).waitFor();
    expect(await tab.locator('#root').innerText()).toMatch(/^Ready Teams\n/);
    // Under the header (the brand and the language switch):
    expect((await tab.locator('main').innerText()).split(/\n+/)).toEqual([
      'Joining session',
      'ZZ9Z',
      'Connecting…',
    ]);
    release();
    await tab.getByText('No live session with code ZZ9Z').waitFor();
    await tab.context().close();
  });
});

describe('a language chosen', () => {
  it('on the landing page is kept on sign-in', async () => {
    const page = await newPage(browser, { locale: 'es-ES' });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Vorbereitete Teams gewinnen' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    // A new visit: the prerendered German page, hydrated.
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Willkommen zurück' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await page.context().close();
  });

  it("in a link's ?locale= shows any page in it, and is kept as if chosen", async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await page.goto('/join?locale=de');
    await page.getByRole('heading', { level: 1, name: 'An einer Live-Session teilnehmen' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    // Kept: the next page without one is in German too; another link's language then wins.
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Willkommen zurück' }).waitFor();
    await page.goto('/no/such/page?locale=fr');
    await page
      .getByRole('heading', { level: 1, name: 'La page que vous recherchez est introuvable.' })
      .waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    await page.context().close();
  });

  it('on the participant page is kept when the participant joins and rejoins', async () => {
    const page = await newPage(browser, { ...PHONE, locale: 'en-US' });
    await page.goto('/join');
    await page.getByRole('heading', { name: 'Join a live session' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('heading', { name: 'An einer Live-Session teilnehmen' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });

    await page.getByLabel('Gib den Code vom Bildschirm der Moderation ein').fill(session.pin);
    await page.getByRole('button', { name: 'Teilnehmen' }).click();
    await page.getByRole('heading', { name: 'Du bist dabei!' }).waitFor();
    // The scenario's title stays in the language its author wrote it in.
    await page.getByText(session.title, { exact: true }).waitFor();

    // Rejoining (a reload, the network back) comes back in the chosen language, not the phone's.
    await page.reload();
    await page.getByRole('heading', { name: 'Du bist dabei!' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await page.context().close();
  });

  it("by the host speaks on the host controls and the presenter (the host's browser keeps it)", async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => localStorage.setItem('readyteams-locale', 'fr'));
    const controls = await context.newPage();
    await controls.goto(`/host-controls/${session.pin}?key=${session.hostKey}`);
    await controls.getByRole('heading', { name: 'En attente des participants' }).waitFor();
    expect(await htmlLanguage(controls)).toEqual({ lang: 'fr', dir: 'ltr' });

    const presenter = await context.newPage();
    await signInQuickly(presenter, host, `/session/${session.pin}`);
    await presenter.getByText('Rejoignez sur').waitFor();
    await presenter.getByText('Scannez pour rejoindre').waitFor();
    expect(await htmlLanguage(presenter)).toEqual({ lang: 'fr', dir: 'ltr' });
    await context.close();
  });

  it('in Settings switches the dashboard, and a reload keeps it', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await signInQuickly(page, host, '/settings');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    // The whole app switches at once: this page, then every other.
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });

    const germanPages = async () => {
      for (const item of ['Bibliothek', 'Favoriten', 'Hilfe-Anleitungen', 'Berichte', 'Wirkung'])
        await page.getByRole('link', { name: item }).first().waitFor();
      await page.getByRole('heading', { level: 1, name: 'Alle Szenarien' }).waitFor();
      await page.getByRole('searchbox', { name: 'Inhalte in unserer Bibliothek suchen' }).waitFor();
      await page.getByText(/^\d+ Szenari(o|en) gefunden$/).waitFor();
      expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    };
    await page.getByRole('link', { name: 'Bibliothek' }).first().click();
    await page.waitForURL('**/dashboard/library');
    await germanPages();
    // The choice is kept in this browser: a reload comes back in German, not the browser's English.
    await page.reload();
    await germanPages();
    await page.context().close();
  });
});
