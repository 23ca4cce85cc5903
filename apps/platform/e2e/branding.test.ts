import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminToken,
  api,
  createHost,
  fixture,
  joinPhones,
  launchBrowser,
  openPresenter,
  startLiveSession,
  type Account,
} from './support';

// Branding on presenter and phone (issue 34 item 3): a logo uploaded through the signed upload, a brand colour and
// a dark stage set through the API reach the company's live screens. What the form refuses is its story's and the
// API's tests; this proves the branding travels from the settings to both screens.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost('branding');
});
afterAll(() => browser?.close());

const PRIMARY = '#f59e0b';
const DARK_STAGE = 'rgb(11, 17, 32)';

/** Uploads the fixture logo as the admin's form does: a signed URL, then the file PUT there. */
async function uploadLogo(token: string): Promise<string> {
  const file = await readFile(fixture('thumbnail.png'));
  const presigned = await api<{ url: string }>(
    'POST',
    '/s3-presigned',
    { fileName: 'logo.png', fileType: 'image/png', fileSize: file.byteLength },
    token,
  );
  expect(presigned.status).toBe(201);
  const put = await fetch(presigned.body.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: file,
  });
  expect(put.ok).toBe(true);
  return presigned.body.url.split('?')[0]!;
}

/** The screen's theme: its logo loaded and shown, its stage's background and primary colour. */
async function theme(page: Page, companyName: string) {
  const logo = page.getByRole('img', { name: companyName });
  await logo.waitFor();
  return logo.evaluate((img: HTMLImageElement) => {
    const themed = img.closest('[data-stage-theme]')!;
    const main = themed.querySelector('main')!;
    // What paints behind the page's content: the <main> or the nearest box around it that has a background.
    let surface: Element = main;
    while (surface !== themed && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)')
      surface = surface.parentElement!;
    return {
      logoLoaded: img.complete && img.naturalWidth > 0,
      logoVisible: img.getBoundingClientRect().height > 0,
      primary: getComputedStyle(main).getPropertyValue('--primary').trim(),
      background: getComputedStyle(surface).backgroundColor,
    };
  });
}

it("shows the company's logo, brand colour and dark stage on the presenter and the phones", async () => {
  const admin = await adminToken();
  const logoUrl = await uploadLogo(admin);
  const saved = await api(
    'PUT',
    `/companies/${host.companyId}/branding`,
    { logoUrl, primaryColor: PRIMARY, secondaryColor: null, stage: 'dark' },
    admin,
  );
  expect(saved.status).toBe(200);
  const company = await api<{ name: string }>('GET', `/companies/${host.companyId}`, undefined, admin);

  const session = await startLiveSession(
    {
      title: 'Branded session',
      description: 'A session of a branded company.',
      script: 'Welcome to the branded session.',
      slides: [
        { title: 'Welcome', slideType: 'discussion', order: 0, questions: ['What brought you here?'] },
      ],
    },
    host,
  );
  const presenter = await openPresenter(browser, session);
  const [phone] = await joinPhones(browser, session.pin, 1);

  for (const page of [presenter, phone!])
    expect(await theme(page, company.body.name)).toEqual({
      logoLoaded: true,
      logoVisible: true,
      primary: PRIMARY,
      background: DARK_STAGE,
    });
});
