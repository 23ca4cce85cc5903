import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHost,
  ensureExtraScenarios,
  expectAccessible,
  launchBrowser,
  libraryTotal,
  newPage,
  signInQuickly,
  type Account,
} from './support';

// The facilitator's library: search, infinite scroll, grid, categories, preview and favorites.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  await ensureExtraScenarios(10);
  browser = await launchBrowser();
  host = await createHost({ prefix: 'library' });
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.locator('[data-testid="scenario-card"]');

async function columns(page: Page): Promise<number> {
  const tops = await cards(page).evaluateAll((elements) =>
    elements.slice(0, 6).map((el) => Math.round(el.getBoundingClientRect().top)),
  );
  return tops.filter((top) => top === tops[0]).length;
}

describe('library', () => {
  it('loads 20 at a time as the user scrolls, then shows the end state', async () => {
    const total = await libraryTotal(host);
    expect(total).toBeGreaterThan(20);
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await page.getByRole('heading', { level: 1, name: 'All Scenarios' }).waitFor();
    await page.getByText(`${total} Scenarios Found`).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toContain('All Scenarios');
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await page.getByText('No more results').count()).toBe(0);
    await expectAccessible(page);

    await page.mouse.wheel(0, 20_000);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 20_000);
        return cards(page).count();
      })
      .toBe(total);
    await page.getByText('No more results').waitFor();

    // 3 columns on a desktop, 2 on a tablet, 1 on a phone.
    expect(await columns(page)).toBe(3);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => columns(page)).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => columns(page)).toBe(1);
    await page.context().close();
  });

  it('searches once after typing stops, cancelling nothing the user sees', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await expect.poll(() => cards(page).count()).toBe(20);

    const searches: string[] = [];
    const track = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/scenarios' && url.searchParams.has('title'))
        searches.push(url.searchParams.get('title')!);
    };
    page.on('request', track);
    const box = page.getByPlaceholder('Search our library for content');
    await box.pressSequentially('Extra Practice', { delay: 25 });
    await page.getByText('10 Scenarios Found').waitFor();
    await page.waitForTimeout(700);
    expect(searches).toEqual(['%Extra Practice%']);
    await expect.poll(() => cards(page).count()).toBe(10);
    await page.getByText('No more results').waitFor();

    searches.length = 0;
    await box.fill('zzqx nothing');
    await page.getByText('No results found for "zzqx nothing"').waitFor();
    expect(searches).toEqual(['%zzqx nothing%']);
    page.off('request', track);
    await expectAccessible(page);
    await page.context().close();
  });

  it('filters by category with heading and breadcrumb', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await page
      .getByRole('list', { name: 'Categories' })
      .getByRole('button', { name: 'Human Resources' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Human Resources Scenarios' }).waitFor();
    const breadcrumb = await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText();
    expect(breadcrumb.replace(/\s+/g, ' ')).toMatch(/All Scenarios\s*Human Resources/);
    await expect
      .poll(async () => /\d+ Scenarios Found/.test(await page.locator('main').innerText()))
      .toBe(true);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'All Scenarios' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'All Scenarios' }).waitFor();
    await page.context().close();
  });

  it('previews a scenario with its curriculum', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await page.getByPlaceholder('Search our library for content').fill('The Missed Deadline');
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).first().getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'The Missed Deadline Conversation' }).waitFor();
    await dialog.getByText('Curriculum').waitFor();
    expect(await dialog.getByText(/^\d+ items$/).innerText()).toMatch(/^\d+ items$/);
    // Open every item: poll answers are lettered, discussion questions numbered, resources link out.
    for (const trigger of await dialog.locator('[data-slot="accordion-trigger"]').all())
      await trigger.click();
    const text = await dialog.innerText();
    expect(text).toMatch(/\bA\. /);
    expect(text).toMatch(/\bB\. /);
    expect(await dialog.getByRole('link', { name: 'Read more' }).count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: 'Practice Session' }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Start Session' }).isEnabled()).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('toggles favorites and lists them on the favorites page', async () => {
    const page = await newPage(browser);
    await signInQuickly(page, host);
    await page.getByPlaceholder('Search our library for content').fill('The Furious Caller');
    await expect.poll(() => cards(page).count()).toBe(1);
    const favorite = cards(page).first().getByRole('button', { name: 'Add to favorites' });
    expect(await favorite.getAttribute('aria-pressed')).toBe('false');
    await favorite.click();
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Favorites' }).first().click();
    await page.waitForURL('**/dashboard/favorites');
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().innerText()).toContain('The Furious Caller');
    await expectAccessible(page);

    await cards(page).first().getByRole('button', { name: 'Add to favorites' }).click();
    await expect.poll(() => cards(page).count()).toBe(0);
    await page.reload();
    await page.getByText(/No favorites yet/).waitFor();
    await page.context().close();
  });
});
