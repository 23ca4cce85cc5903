import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage } from './support';

// A visitor on the public site: every landing section in order, the join box, the legal and not-found pages.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const text = (page: Page, selector: string) => page.locator(selector).innerText();

describe('landing page', () => {
  it('shows every section in order with the documented texts', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Ready teams win');

    // Sections in the documented order.
    const order = await page.evaluate(() =>
      [
        'hero-title',
        'how-it-works',
        'scenario-library',
        'features',
        'solutions',
        'customers-title',
        'pricing',
      ].map((id) => {
        const element = document.getElementById(id)!;
        return element.getBoundingClientRect().top + window.scrollY;
      }),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const introHeadings = await page.locator('main > section h2[id^="intro-"]').count();
    expect(introHeadings).toBe(2);

    const mainNav = page.getByRole('navigation', { name: 'Main' });
    const anchors = await mainNav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(anchors).toEqual([
      ['Product', '#how-it-works'],
      ['Scenarios', '#scenario-library'],
      ['Features', '#features'],
      ['Solutions', '#solutions'],
      ['Pricing', '#pricing'],
    ]);

    const steps = await page.locator('#how-it-works li h3').allTextContents();
    expect(steps.map((step) => step.replace(/^Step \d+: /, ''))).toEqual([
      'Start Session',
      'Teams Engage',
      'Get Insights',
    ]);

    const categories = await page.locator('#scenario-library li h3').allInnerTexts();
    expect(categories).toEqual([
      'Human Resources',
      'Sales',
      'Safety',
      'Leadership',
      'Customer Service',
      'Compliance',
      'Culture & Inclusion',
      'Custom Scenarios',
    ]);

    expect(await page.locator('#features li h3').count()).toBe(4);

    const industries = await page.locator('#solutions li').allInnerTexts();
    expect(industries).toEqual([
      'Healthcare',
      'Higher Education',
      'Manufacturing',
      'Automotive',
      'Financial Services',
      'Nonprofits',
      'Technology',
      'Government',
      'Legal',
      'Hospitality',
      'Retail',
    ]);

    const pricing = await text(page, '#pricing');
    for (const expected of [
      'Special Offer',
      'Great Deal',
      'Please Inquire',
      '$129',
      '$279',
      'Custom',
      'Core',
      'Pro',
      'Enterprise',
    ]) {
      expect(pricing).toContain(expected);
    }
    expect(pricing).toContain('Unlimited sessions and participants');
    expect(pricing).toContain('Up to 5 custom scenarios a year');
    expect(pricing).toContain('SSO integration');
    expect(await page.locator('#pricing').getByRole('button', { name: 'Start Free Trial' }).count()).toBe(2);
    expect(await page.locator('#pricing').getByRole('button', { name: 'Contact Sales' }).count()).toBe(1);

    await expectAccessible(page);
    await page.context().close();
  });

  it('scrolls to each section from the navigation and the footer', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    for (const [label, id] of [
      ['Pricing', 'pricing'],
      ['Product', 'how-it-works'],
      ['Solutions', 'solutions'],
      ['Scenarios', 'scenario-library'],
      ['Features', 'features'],
    ]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${id}`);
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120))
        .toBe(true);
    }
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#pricing');
    await page.context().close();
  });

  it('plays the explainer video with Watch Demo', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect
      .poll(() =>
        page
          .locator('video')
          .first()
          .evaluate((video: HTMLVideoElement) => video.currentTime > 0 || !video.paused),
      )
      .toBe(true);
    await page.context().close();
  });

  it('cycles the customer logos in both directions and shows the statistics', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    const current = () =>
      page.locator('[data-slot="logo-carousel"] li[aria-current] img').getAttribute('alt');
    expect(await current()).toBe('Northwind Health');
    await page.getByRole('button', { name: 'Previous logo' }).click();
    expect(await current()).toBe('Summit Hospitality');
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Next logo' }).click();
    expect(await current()).toBe('Summit Hospitality');
    await page.getByRole('button', { name: 'Next logo' }).click();
    expect(await current()).toBe('Northwind Health');
    expect(await page.locator('[data-slot="logo-carousel"] li img').count()).toBe(5);
    const stats = await page.locator('dl').innerText();
    expect(stats).toContain('4.9/5');
    expect(stats).toContain('250+');
    expect(stats).toContain('50k+');
    await page.context().close();
  });

  it('sends the join code to the participant page, ignoring an empty code', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => page.getByText('Enter code to join a live session').isVisible()).toBe(true);
    const code = page.getByLabel('Enter code to join a live session');
    expect(await code.getAttribute('maxlength')).toBe('4');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/');

    await code.pressSequentially('ab2cd');
    expect(await code.inputValue()).toBe('AB2C');
    await Promise.all([page.waitForURL(/\/join\?pin=AB2C$/), code.press('Enter')]);

    await page.goto('/');
    await page.getByLabel('Enter code to join a live session').fill('WXYZ');
    await Promise.all([
      page.waitForURL(/\/join\?pin=WXYZ$/),
      page.getByRole('button', { name: 'Join', exact: true }).click(),
    ]);
    await page.context().close();
  });

  it('sends Try for Free and every plan button to the waitlist at the top of the page', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Try for Free' }).click();
    await page.waitForURL('**/auth?isSignUp=true');
    await page.getByRole('heading', { name: 'Something Big Is Coming' }).waitFor();

    for (const [index, label] of [
      [0, 'Start Free Trial'],
      [1, 'Start Free Trial'],
      [0, 'Contact Sales'],
    ] as const) {
      await page.goto('/#pricing');
      await page.locator('#pricing').getByRole('button', { name: label }).nth(index).click();
      await page.waitForURL('**/auth?isSignUp=true');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.context().close();
  });

  it('has a footer with address, support email, social link and legal links in a new tab', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    expect(await footer.locator('address').innerText()).toContain('New York');
    expect(await footer.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await footer.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toMatch(/^https:\/\//);
    const anchors = await footer.getByRole('navigation').getByRole('link').allInnerTexts();
    expect(anchors).toEqual(['Product', 'Scenarios', 'Features', 'Solutions', 'Pricing']);

    for (const [label, path, heading] of [
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Terms of Service', '/terms-of-service', 'Terms of Service'],
    ]) {
      const link = footer.getByRole('link', { name: label });
      expect(await link.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(path);
      await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
      await tab.close();
    }
    // The accessibility statement opens in the same tab.
    await footer.getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL((url) => url.pathname === '/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
    await page.context().close();
  });

  it('fits a 360 px phone without sideways scrolling and opens the mobile menu', async () => {
    const page = await newPage(browser, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Ready teams win' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#pricing');
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('customer logos', () => {
  it('never shows a logo cut in half at common widths', async () => {
    for (const width of [390, 1280, 1440, 1920]) {
      const page = await newPage(browser, { viewport: { width, height: 900 } });
      await page.goto('/');
      const carousel = page.locator('[data-slot="logo-carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      const cut = await carousel.evaluate((section) => {
        const box = section.querySelector('ul')!.parentElement!.getBoundingClientRect();
        return Array.from(section.querySelectorAll('li'))
          .map((item) => item.getBoundingClientRect())
          .filter((r) => r.left < box.right - 1 && r.right > box.left + 1)
          .filter((r) => r.left < box.left - 1 || r.right > box.right + 1).length;
      });
      expect(cut, `${width} px`).toBe(0);
      await page.context().close();
    }
  });
});

describe('legal and not-found pages', () => {
  it('shows the terms of service with 14 sections and Back to Home', async () => {
    const page = await newPage(browser);
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.getByText('Last updated: January 21, 2025').isVisible()).toBe(true);
    const sections = await page.locator('article h2').allInnerTexts();
    expect(sections).toHaveLength(14);
    expect(sections[0]).toMatch(/^1\. Acceptance/);
    expect(sections[11]).toMatch(/^12\. Governing Law/);
    expect(sections[13]).toMatch(/^14\. Contact/);
    expect(await page.locator('article').innerText()).toContain('New York');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('shows the privacy policy with 10 sections and Back to Home', async () => {
    const page = await newPage(browser);
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.getByText('Last updated: January 21, 2025').isVisible()).toBe(true);
    const sections = await page.locator('article h2').allInnerTexts();
    expect(sections).toHaveLength(10);
    expect(sections[0]).toMatch(/^1\. Introduction/);
    expect(sections[9]).toMatch(/^10\. Contact/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('shows the accessibility statement: its target, how it is tested, its limits and a contact', async () => {
    const page = await newPage(browser);
    await page.goto('/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
    const sections = await page.locator('article h2').allInnerTexts();
    expect(sections).toEqual([
      '1. Our Target',
      '2. How We Test',
      '3. What We Have Not Done Yet',
      '4. Known Limitations',
      '5. Pace of a Live Session',
      '6. Feedback and Contact',
    ]);
    const text = await page.locator('article').innerText();
    expect(text).toContain('WCAG) 2.2 at level AA');
    expect(text).toContain('write to support@readyteams.example');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('shows the not-found page for unknown paths with Return Login', async () => {
    const page = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByText('The page you are looking for is not found.').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('sends a signed-out visitor of a dashboard URL to /auth', async () => {
    const page = await newPage(browser);
    for (const path of [
      '/dashboard/library',
      '/dashboard/reports',
      '/dashboard/admin/users/manage-users',
      '/settings',
    ]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    }
    await page.context().close();
  });
});
