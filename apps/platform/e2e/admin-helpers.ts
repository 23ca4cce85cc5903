import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { api, baseUrl } from './support';

// Helpers of the admin e2e files (admin-*.test.ts): signing in without the form, waiting for what a user
// sees, and the controls of the design system (Radix select, combobox, toasts, file pickers).

export const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

type SignedIn = { accessToken: string; user: { id: number; companyId: number } };

/** Signs in through the API and hands the browser the cookie and stored user the app starts from. */
export async function signInAs(page: Page, email: string, password: string): Promise<SignedIn> {
  const result = await api<SignedIn>('POST', '/authentication', { strategy: 'local', email, password });
  if (result.status !== 201 && result.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${result.status}`);
  const context = page.context();
  await context.clearCookies();
  await context.addCookies([{ name: 'accessToken', value: result.body.accessToken, url: baseUrl() }]);
  await context.addInitScript(
    (user) => window.localStorage.setItem('user', JSON.stringify(user)),
    result.body.user,
  );
  return result.body;
}

/** Waits until the element is visible (and fails the test with a clear message when it never is). */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** Waits for a toast (title or text) to appear. */
export const toast = (page: Page, text: string) =>
  visible(page.locator('[data-slot="toast"]').filter({ hasText: text }));

/** Chooses an option of a Radix select, found by its field label (required fields end with '*'). */
export async function selectOption(scope: Page | Locator, label: string | RegExp, option: string) {
  const name = typeof label === 'string' ? new RegExp(`^${label}\\*?$`) : label;
  await scope.getByRole('combobox', { name }).first().click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses an option of a searchable combobox or multi-select. */
export async function pickFromCombobox(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  // The newest popover is the last one in the page (a closing one may still be fading out).
  await page.getByPlaceholder('Type to search...').last().fill(option);
  await page.getByRole('option', { name: option, exact: true }).last().click();
}

/** Picks a file in the file chooser that clicking `button` opens. */
export async function chooseFile(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

/** Drops a file onto a drop zone, as a user dragging it from their desktop does. */
export async function dropFile(page: Page, zone: Locator, file: string, mimeType: string) {
  const bytes = (await readFile(file)).toString('base64');
  const name = file.split('/').pop()!;
  const transfer = await page.evaluateHandle(
    ({ bytes, name, mimeType }) => {
      const data = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0));
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([data], name, { type: mimeType }));
      return dataTransfer;
    },
    { bytes, name, mimeType },
  );
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** Drags an element by its handle onto a target with the mouse, past the 5 px activation distance. */
export async function dragTo(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not on screen');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(x, to.y + to.height * 0.75, { steps: 12 });
  await page.mouse.move(x, to.y + to.height * 0.8, { steps: 3 });
  await page.mouse.up();
}

/** Moves a focused drag handle with the keyboard: Space picks up, arrows move 25 px per press, Space drops. */
export async function keyboardMove(
  page: Page,
  handle: Locator,
  key: 'ArrowUp' | 'ArrowDown',
  presses: number,
) {
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit picks the item up and measures the list on the next frames; keys sent sooner are lost.
  await page.waitForTimeout(150);
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(key);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
}

/** A short suffix that keeps the records of one run apart from the seed data and other runs. */
export const runId = () => Date.now().toString(36).slice(-5);

/** Creates a user through the API (setup steps the test is not about) and answers it. */
export async function createUserApi(
  token: string,
  user: {
    firstName: string;
    lastName: string;
    email: string;
    companyId: number;
    isAdmin: boolean;
    password: string;
  },
) {
  const body = user.isAdmin ? user : { ...user, subscriptionPlan: 'core', expiresAt: '2099-12-31' };
  const result = await api<{ id: number }>('POST', '/users', body, token);
  if (result.status !== 201)
    throw new Error(`creating ${user.email} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}
