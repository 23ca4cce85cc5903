import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, test } from 'vitest';
import { signInAs } from './admin-helpers';
import {
  adminToken,
  api,
  baseUrl,
  createHost,
  launchBrowser,
  PHONE,
  signInQuickly,
  startPracticeSession,
  waitForApp,
} from './support';

// Languages: the participant page follows the phone's languages, switches on the page and keeps the choice on rejoin;
// the host's screens follow the host's choice (the app's language, kept in the host's browser); Arabic lays out
// right to left on a 320 px phone; scenario content stays as its author wrote it.

let browser: Browser;
let session: Awaited<ReturnType<typeof startPracticeSession>>;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await startPracticeSession();
});
afterAll(async () => {
  await session?.end();
  await browser?.close();
});

async function phone(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...PHONE, ...options });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('the participant page', () => {
  it("paints in the phone's language before any of its scripts runs", async () => {
    const page = await phone({ locale: 'es-ES' });
    // The app's scripts never arrive: what shows is the prerendered page and its inline scripts.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/join');
    await page.getByRole('heading', { name: 'Únete a una sesión en directo' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'es', dir: 'ltr' });
    await page.context().close();
  });

  it('switches language on the page and keeps it when the participant joins and rejoins', async () => {
    const page = await phone({ locale: 'en-US' });
    await page.goto('/join');
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Join a live session' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('heading', { name: 'An einer Live-Session teilnehmen' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });

    await page.getByLabel('Gib den Code vom Bildschirm der Moderation ein').fill(session.pin);
    await page.getByRole('button', { name: 'Teilnehmen' }).click();
    await page.getByRole('heading', { name: 'Du bist dabei!' }).waitFor();
    // The scenario's title stays in the language its author wrote it in.
    const scenarios = await api<{ data: { title: string }[] }>(
      'GET',
      '/scenarios?$limit=1',
      undefined,
      await adminToken(),
    );
    await page.getByText(scenarios.body.data[0]!.title, { exact: true }).waitFor();

    // Rejoining (a reload, the network back) comes back in the chosen language, not the phone's.
    await page.reload();
    await page.getByRole('heading', { name: 'Du bist dabei!' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await page.context().close();
  });

  it('lays Arabic out right to left on a 320 px phone, nothing sideways', async () => {
    const page = await phone({ locale: 'ar-EG', viewport: { width: 320, height: 640 } });
    await page.goto(`/join?pin=${session.pin}`);
    await page.getByRole('heading', { name: 'لقد انضممت!' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // Mirrored: the brand at the right of the header, the language switch at its left.
    const brand = await page.getByText('Ready Teams').boundingBox();
    const language = await page.getByRole('combobox', { name: 'اللغة' }).boundingBox();
    expect(brand!.x).toBeGreaterThan(language!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });
});

describe("the host's screens", () => {
  it("speak the host's language: the host controls and the presenter", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    // The language the host chose (Settings or the host controls' switch), kept in the host's browser.
    await context.addInitScript(() => localStorage.setItem('readyteams-locale', 'fr'));
    const controls = await context.newPage();
    await controls.goto(`/host-controls/${session.pin}?key=${session.hostKey}`);
    await controls.getByRole('heading', { name: 'En attente des participants' }).waitFor();
    expect(await htmlLanguage(controls)).toEqual({ lang: 'fr', dir: 'ltr' });

    const presenter = await context.newPage();
    await signInAs(presenter, inject('adminEmail'), inject('adminPassword'));
    await presenter.goto(`/session/${session.pin}`);
    await presenter.getByText('Rejoignez sur').waitFor();
    await presenter.getByText('Scannez pour rejoindre').waitFor();
    expect(await htmlLanguage(presenter)).toEqual({ lang: 'fr', dir: 'ltr' });
    await context.close();
  });
});

describe('the public pages', () => {
  it("paint the landing page and sign-in in the browser's language before any app script, then hydrate it", async () => {
    const pages = [
      ['/', 'Los equipos preparados ganan'],
      ['/auth', 'Hola de nuevo'],
      ['/auth?isSignUp=true', 'Se acerca algo grande'],
    ] as const;

    // The app's scripts never arrive: what shows is the prerendered HTML and its inline scripts, which put the page
    // in the language of the browser (navigator.languages, Accept-Language: es-ES) in place before the first paint.
    const painted = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES' });
    const tab = await painted.newPage();
    await tab.route('**/assets/*.js', (route) => route.abort());
    for (const [path, heading] of pages) {
      await tab.goto(path);
      expect(await tab.getByRole('heading', { level: 1 }).innerText(), path).toBe(heading);
      expect(await htmlLanguage(tab), path).toEqual({ lang: 'es', dir: 'ltr' });
    }
    await tab.goto('/');
    await tab.getByText('Escribe el código para unirte a una sesión en directo').waitFor();
    await painted.close();

    // With its scripts, the app hydrates the Spanish HTML: the same nodes, no errors.
    for (const [path, heading] of pages) {
      const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
        });
      });
      await page.goto(path);
      await waitForApp(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toBe(heading);
      const same = await page.evaluate(
        () =>
          (window as unknown as { firstHeading: Element | null }).firstHeading ===
          document.querySelector('h1'),
      );
      expect(same, path).toBe(true);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('switch language on the landing page and keep the choice on sign-in', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Vorbereitete Teams gewinnen' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    // A new visit: the prerendered German page, hydrated.
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Willkommen zurück' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await waitForApp(page);
    await context.close();
  });
});

test("a host's language chosen in Settings: the dashboard's menu and the library in German, also after a reload", async () => {
  const host = await createHost({ prefix: 'deutsch' });
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signInQuickly(page, host, '/settings');
  await waitForApp(page);
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
  await context.close();
});
