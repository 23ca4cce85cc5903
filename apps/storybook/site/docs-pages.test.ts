import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';

// The static Storybook as a designer opens it: built once (`storybook build`), served, and every docs page read
// in Chromium once; the tests below judge what that reading found.

const app = fileURLToPath(new URL('..', import.meta.url));

type Entry = { id: string; title: string; name: string; type: 'docs' | 'story'; tags: string[] };
/** What reading one docs page found. */
type Reading = { obstacles: string[]; undescribedProps: string[] };

let outDir: string;
let server: PreviewServer;
let browser: Browser;
let context: BrowserContext;
let baseUrl: string;
let docsPages: Entry[];
const readings = new Map<string, Reading>();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'storybook-static-'));
  await promisify(execFile)('npx', ['--no-install', 'storybook', 'build', '--quiet', '-o', outDir], {
    cwd: app,
    maxBuffer: 64 * 1024 * 1024,
  });
  const index = JSON.parse(await readFile(join(outDir, 'index.json'), 'utf8')) as {
    entries: Record<string, Entry>;
  };
  docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  server = await preview({
    configFile: false,
    root: outDir,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
    logLevel: 'silent',
  });
  baseUrl = server.resolvedUrls!.local[0]!;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });

  // Three pages at a time: most of a page's time is spent waiting for its stories and their data.
  const queue = [...docsPages];
  const reader = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      try {
        const page = await openDocs(entry);
        readings.set(entry.id, {
          obstacles: await obstacles(page),
          undescribedProps: await undescribedProps(page),
        });
        await page.close();
      } catch (error) {
        readings.set(entry.id, { obstacles: [String(error)], undescribedProps: [] });
      }
    }
  };
  await Promise.all([reader(), reader(), reader()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/**
 * A screens page runs a whole preview per story frame: with the other story projects on the same two cores, one
 * takes well over Playwright's default 30 s (the live host controls' page did in CI).
 */
const PAGE_TIMEOUT_MS = 120_000;

/**
 * A docs page as a reader finds it: every story on it has run to the end (loaders, render, entrance animations, as
 * Storybook's own render records say) and the screens' mocked requests have gone quiet (a story that loads forever
 * keeps one open, so this waits for a pause in new requests, not for none pending).
 */
async function openDocs(entry: Entry, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await context.newPage();
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  await page.goto(`${baseUrl}iframe.html?id=${entry.id}&viewMode=docs&globals=theme:${theme}`);
  await page.waitForFunction(() => /sb-show-(main|errordisplay)/.test(document.body.className), undefined, {
    timeout: PAGE_TIMEOUT_MS,
  });
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')))
    throw new Error(`does not render: ${await page.locator('#error-message').textContent()}`);
  await page.waitForFunction(
    (hasStories) => {
      const renders = (window as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } })
        .__STORYBOOK_PREVIEW__?.storyRenders;
      const blocks = document.querySelectorAll('[id^="story--"][id$="-inner"]').length;
      // Screen stories are drawn in frames of their own (each runs its own preview).
      const frames = document.querySelectorAll('iframe[id^="iframe--"]').length;
      return (
        renders !== undefined &&
        (blocks + frames > 0 || !hasStories) &&
        renders.length >= blocks &&
        renders.every((render) => render.phase === 'finished')
      );
    },
    !entry.tags.includes('unattached-mdx'),
    { timeout: PAGE_TIMEOUT_MS },
  );
  const rendered = Date.now();
  while (Date.now() - lastRequest < 500 && Date.now() - rendered < 5_000) await page.waitForTimeout(100);
  return page;
}

/**
 * What stands in the way of the reader: a page that ignores the pointer, dialogs, menus and lists opened over the
 * page (portalled out of the docs; a list drawn in the docs' flow, like a command menu, is part of the page), and
 * points of the window where something other than the docs would take a click.
 */
function obstacles(page: Page) {
  return page.evaluate(() => {
    const docs = document.querySelector('#storybook-docs')!;
    const found: string[] = [];
    if (getComputedStyle(document.body).pointerEvents === 'none') found.push('body ignores the pointer');
    for (const open of document.querySelectorAll(
      '[role=dialog], [role=alertdialog], [role=menu], [role=listbox]',
    )) {
      const box = open.getBoundingClientRect();
      if (!docs.contains(open) && box.width > 0 && box.height > 0)
        found.push(`open ${open.getAttribute('role')}: ${open.textContent?.slice(0, 60)}`);
    }
    const { innerWidth: width, innerHeight: height } = window;
    for (const x of [0.1, 0.5, 0.9]) {
      for (const y of [0.1, 0.5, 0.9]) {
        const hit = document.elementFromPoint(width * x, height * y);
        if (hit && !docs.contains(hit) && hit !== document.body && hit !== document.documentElement)
          found.push(
            `(${Math.round(width * x)}, ${Math.round(height * y)}) is ${hit.outerHTML.slice(0, 120)}`,
          );
      }
    }
    return found;
  });
}

/** The props of the page's table with a type but no description (a described prop's cell holds both). */
function undescribedProps(page: Page) {
  return page
    .locator('.docblock-argstable-body > tr:has(> td:nth-child(3))')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelectorAll('td')[1]!.children.length < 2)
        .map((row) => row.querySelector('td')!.textContent!.replace('*', '')),
    );
}

/** The lucide icons imported (as values, not types) by the ui and forms sources, stories and tests aside. */
async function iconsDrawnByTheKit() {
  const names = new Set<string>();
  for (const pkg of ['ui', 'forms']) {
    const src = join(app, '../../packages', pkg, 'src');
    for (const file of await readdir(src, { recursive: true })) {
      if (!/\.tsx?$/.test(file) || /\.(stories|test)\.tsx?$/.test(file)) continue;
      const source = await readFile(join(src, file), 'utf8');
      for (const [, specifiers = ''] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'lucide-react'/g)) {
        for (const specifier of specifiers.split(',').map((s) => s.trim())) {
          if (specifier && !specifier.startsWith('type ')) names.add(specifier.split(/\s+as\s+/)[0]!);
        }
      }
    }
  }
  return [...names].sort();
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#storybook-docs').analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const docsPage = (id: string) => docsPages.find((entry) => entry.id === id)!;

describe('the static Storybook', () => {
  test('lists the introduction, the foundations, then the components from small parts to whole screens', async () => {
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.locator('#storybook-explorer-menu [data-item-id="screens"]').waitFor();
    const nodes = await page
      .locator('#storybook-explorer-menu [data-nodetype]')
      .evaluateAll((elements) => elements.map((e) => ({ id: e.dataset.itemId, parent: e.dataset.parentId })));
    await page.close();
    expect(nodes.filter((node) => !node.parent).map((node) => node.id)).toEqual([
      'introduction--docs',
      'foundations',
      'primitives',
      'patterns',
      'views',
      'forms',
      'screens',
    ]);
    expect(nodes.filter((node) => node.parent === 'screens').map((node) => node.id)).toEqual([
      'screens-public',
      'screens-host',
      'screens-live',
      'screens-admin',
    ]);
  });

  test('has the introduction and the foundations pages', () => {
    const titles = docsPages.map((entry) => entry.title);
    expect(titles).toContain('Introduction');
    expect(titles.filter((title) => title.startsWith('Foundations/'))).toEqual([
      'Foundations/Colours',
      'Foundations/Typography',
      'Foundations/Spacing',
      'Foundations/Radius',
      'Foundations/Shadows',
      'Foundations/Icons',
      'Foundations/Motion',
    ]);
  });

  test('no docs page is covered by an open dialog, menu or overlay', () => {
    expect(readings.size).toBe(docsPages.length);
    const found = [...readings].flatMap(([id, reading]) =>
      reading.obstacles.map((obstacle) => `${id}: ${obstacle}`),
    );
    expect(found).toEqual([]);
  });

  test('the props tables of the primitives, patterns, views and forms describe every prop', () => {
    const components = docsPages.filter((entry) => /^(Primitives|Patterns|Views|Forms)\//.test(entry.title));
    const undescribed = components.flatMap((entry) =>
      readings.get(entry.id)!.undescribedProps.map((prop) => `${entry.title}: ${prop}`),
    );
    expect(undescribed).toEqual([]);
  });

  test('"Show code" prints the JSX with the components\' and callbacks\' names, not minified ones', async () => {
    const page = await openDocs(docsPage('patterns-listlayout--docs'));
    const toggle = page.getByRole('switch', { name: 'Show code' }).first();
    const source = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect.poll(() => source.innerText()).toContain('/>');
    const code = await source.innerText();
    await page.close();
    expect(code).toMatch(/^<TagList\b/);
    expect(code).toContain('onEdit={() => {}}');
    expect(code).not.toMatch(/<[a-z]{1,2}\b|function [A-Za-z]{1,2}\(/);
  });

  test.each(['light', 'dark'] as const)(
    'the introduction and foundations pages are in the %s theme and pass axe',
    async (theme) => {
      const violations: string[] = [];
      for (const entry of docsPages.filter(
        (e) => e.title === 'Introduction' || e.title.startsWith('Foundations/'),
      )) {
        const page = await openDocs(entry, theme);
        // The kit's theme on <html> and Storybook's own docs blocks alike.
        const { kit, docsBackground } = await page.evaluate(() => ({
          kit: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
          docsBackground: getComputedStyle(document.querySelector('.sbdocs-wrapper')!).backgroundColor,
        }));
        expect(kit, entry.id).toBe(theme);
        const [r = 0, g = 0, b = 0] = docsBackground.match(/\d+/g)!.map(Number);
        expect(
          (r + g + b) / 3 < 128 ? 'dark' : 'light',
          `${entry.id} docs background ${docsBackground}`,
        ).toBe(theme);
        violations.push(...(await axeViolations(page)).map((violation) => `${entry.id}: ${violation}`));
        await page.close();
      }
      expect(violations).toEqual([]);
    },
  );

  test('the icons page shows every lucide icon the ui and forms components draw', async () => {
    const page = await openDocs(docsPage('foundations-icons--docs'));
    const shown = await page.locator('#storybook-docs li code').allInnerTexts();
    await page.close();
    expect(shown.toSorted()).toEqual(await iconsDrawnByTheKit());
  });
});
