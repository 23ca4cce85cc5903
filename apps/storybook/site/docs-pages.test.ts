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
import { ROUTES, routeOf } from '../src/docs/routes';

// The static Storybook as a designer opens it, built once (`storybook build`) and served:
//  - a smoke test of the build: every story in its index.json renders without an error (in one page, story after
//    story, without its play function, which the storybook project runs), and no story of the kit opens something over
//    the docs page it is drawn on (a dialog, menu or overlay: those stories are tagged `overlay` and start closed
//    there); every prop of the primitives, patterns, views and forms has a description (the props tables);
//  - every docs page in both themes (the theme, and axe on our content), and the few pages whose build matters: the
//    sidebar's order, the introduction and foundations, "Show code" and the icons page.

const app = fileURLToPath(new URL('..', import.meta.url));

type Entry = { id: string; title: string; name: string; type: 'docs' | 'story'; tags: string[] };
/** What rendering one story found. */
type Rendering = { error?: string; obstacles: string[] };

let outDir: string;
let server: PreviewServer;
let browser: Browser;
let context: BrowserContext;
let baseUrl: string;
let docsPages: Entry[];
let stories: Entry[];
const renderings = new Map<string, Rendering>();
/** The props of each component of the kit that have no description, by its docs page's title. */
const undescribed = new Map<string, string[]>();

/** The kit's own components: their docs pages draw each story in the page itself (screens draw each in a frame). */
const kitComponent = (entry: Entry) => /^(Primitives|Patterns|Views|Forms)\//.test(entry.title);

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
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
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

  // Two previews (most of a story's time is spent waiting for it to settle), each showing stories in turn through its
  // channel as the sidebar would (embed=true: no play function; the accessibility checks are the storybook project's,
  // a11y.manual here).
  const queue = [...stories];
  const showStories = async () => {
    const page = await context.newPage();
    let entry = queue.shift();
    // Opened on its first story, which the loop shows again: a story torn down mid-render reloads the preview.
    await page.goto(
      `${baseUrl}iframe.html?id=${entry!.id}&viewMode=story&embed=true&globals=a11y.manual:!true`,
    );
    await page.waitForFunction(() => /sb-show-(main|errordisplay)/.test(document.body.className));
    for (; entry; entry = queue.shift()) {
      const error = await page.evaluate(showStory, entry.id);
      renderings.set(entry.id, {
        error: error ?? undefined,
        obstacles:
          !error && kitComponent(entry) && !entry.tags.includes('overlay') ? await obstacles(page) : [],
      });
    }
    return page;
  };
  const [page] = await Promise.all([showStories(), showStories().then((other) => other.close())]);
  for (const entry of docsPages.filter(kitComponent)) {
    const first = stories.find((story) => story.title === entry.title);
    if (first) undescribed.set(entry.title, await page.evaluate(undescribedProps, first.id));
  }
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/**
 * Shows a story in the preview and resolves once its render has finished (null) or failed (the error). In the page.
 * Finished, not just rendered: the next story would otherwise tear down one still running, and the preview reloads.
 */
function showStory(storyId: string) {
  type Listener = (data?: { storyId?: string; newPhase?: string }) => void;
  type Channel = {
    on(event: string, fn: Listener): void;
    off(event: string, fn: Listener): void;
    emit(event: string, data: unknown): void;
  };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
    .__STORYBOOK_ADDONS_CHANNEL__;
  const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
  return new Promise<string | null>((resolve) => {
    const listeners: [string, Listener][] = [];
    const settle = (outcome: string | null) => {
      listeners.forEach(([name, fn]) => channel.off(name, fn));
      resolve(outcome);
    };
    for (const event of failures)
      listeners.push([event, (data) => settle(`${event}: ${JSON.stringify(data ?? '').slice(0, 300)}`)]);
    listeners.push([
      'storyRenderPhaseChanged',
      (data) => {
        if (data?.storyId === storyId && data.newPhase === 'finished') settle(null);
      },
    ]);
    listeners.forEach(([name, fn]) => channel.on(name, fn));
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

/** The props of a story's component, in the story's argTypes (what its docs page's table lists), with no description. */
async function undescribedProps(storyId: string) {
  type ArgType = { description?: string; table?: { disable?: boolean } };
  const preview = (
    window as unknown as {
      __STORYBOOK_PREVIEW__: {
        storyStoreValue: {
          loadStory(options: { storyId: string }): Promise<{ argTypes: Record<string, ArgType> }>;
        };
      };
    }
  ).__STORYBOOK_PREVIEW__;
  const story = await preview.storyStoreValue.loadStory({ storyId });
  return Object.entries(story.argTypes)
    .filter(([, argType]) => !argType.table?.disable && !argType.description?.trim())
    .map(([name]) => name);
}

/**
 * What would stand in the way of a docs page's reader: a page that ignores the pointer, dialogs, menus and lists open
 * outside the story (portalled: on a docs page they would cover it; a list drawn in the story's flow, like a command
 * menu, is part of the page), and points of the window where something other than the story would take a click.
 */
function obstacles(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('#storybook-root')!;
    const found: string[] = [];
    if (getComputedStyle(document.body).pointerEvents === 'none') found.push('body ignores the pointer');
    for (const open of document.querySelectorAll(
      '[role=dialog], [role=alertdialog], [role=menu], [role=listbox]',
    )) {
      const box = open.getBoundingClientRect();
      if (!root.contains(open) && box.width > 0 && box.height > 0)
        found.push(`open ${open.getAttribute('role')}: ${open.textContent?.slice(0, 60)}`);
    }
    const { innerWidth: width, innerHeight: height } = window;
    for (const x of [0.1, 0.5, 0.9]) {
      for (const y of [0.1, 0.5, 0.9]) {
        const hit = document.elementFromPoint(width * x, height * y);
        if (hit && !root.contains(hit) && hit !== document.body && hit !== document.documentElement)
          found.push(
            `(${Math.round(width * x)}, ${Math.round(height * y)}) is ${hit.outerHTML.slice(0, 120)}`,
          );
      }
    }
    return found;
  });
}

/**
 * A docs page as a reader finds it: every story on it has run to the end (loaders, render, entrance animations, as
 * Storybook's own render records say).
 */
async function openDocs(entry: Entry, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}iframe.html?id=${entry.id}&viewMode=docs&globals=theme:${theme}`);
  await page.waitForFunction(() => /sb-show-(main|errordisplay)/.test(document.body.className));
  await docsSettled(page, entry);
  return page;
}

/** Goes on to another docs page in the same preview (its theme kept), as the sidebar does, once it has settled. */
async function showDocs(page: Page, entry: Entry) {
  await page.evaluate((id) => {
    type Channel = {
      on(event: string, fn: (data: never) => void): void;
      off(event: string, fn: (data: never) => void): void;
      emit(event: string, data: unknown): void;
    };
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
      .__STORYBOOK_ADDONS_CHANNEL__;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${id} not rendered in 60 s`)), 60_000);
      const rendered = (renderedId: string) => {
        if (renderedId !== id) return;
        channel.off('docsRendered', rendered);
        channel.off('storyThrewException', threw);
        clearTimeout(timer);
        resolve();
      };
      // An MDX page that throws (an unescaped {expression} in its prose, say) shows the error display instead.
      const threw = (error: unknown) => {
        channel.off('docsRendered', rendered);
        channel.off('storyThrewException', threw);
        clearTimeout(timer);
        reject(new Error(`${id} does not render: ${JSON.stringify(error).slice(0, 300)}`));
      };
      channel.on('docsRendered', rendered);
      channel.on('storyThrewException', threw);
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
    });
  }, entry.id);
  await docsSettled(page, entry);
}

/** The docs page shown without an error, and every story on it run to the end. */
async function docsSettled(page: Page, entry: Entry) {
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')))
    throw new Error(`${entry.id} does not render: ${await page.locator('#error-message').textContent()}`);
  await page.locator('#storybook-docs .sbdocs-wrapper').waitFor();
  await page
    .waitForFunction((hasStories) => {
      const renders = (window as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } })
        .__STORYBOOK_PREVIEW__?.storyRenders;
      const blocks = document.querySelectorAll('[id^="story--"][id$="-inner"]').length;
      // Stories drawn in frames (screens, the dashboard shell) have no block in the page.
      const framed = document.querySelector('#storybook-docs iframe') !== null;
      return (
        renders !== undefined &&
        (blocks > 0 || framed || !hasStories) &&
        renders.length >= blocks &&
        renders.every((render) => render.phase === 'finished')
      );
    }, !entry.tags.includes('unattached-mdx'))
    .catch((error: Error) => {
      throw new Error(`${entry.id} does not settle: ${error.message}`);
    });
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

async function axeViolations(page: Page, entry: Entry) {
  let axe = new AxeBuilder({ page })
    .include('#storybook-docs')
    .exclude('#storybook-docs iframe')
    // Storybook's own props table (its object editor's list items outside a list, its boolean toggles' colours):
    // its markup, not ours.
    .exclude('#storybook-docs .docblock-argstable');
  // A story preview's scroll box (`.docs-story`) is Storybook's, and scrolls or not by how fast the story's fonts
  // and layout settle; our own scrollable regions are held to this rule by each story's axe run (storybook project).
  const rules = ['scrollable-region-focusable'];
  // A view's or form's generated page draws one component several times (a form named "Sign in" in each state):
  // its landmarks repeat by design there. The rule holds on each story (storybook project) and each screen of the
  // app (e2e), where one page draws one form; on the written pages it holds here too.
  if (catalogued(entry)) rules.push('landmark-unique');
  axe = axe.disableRules(rules);
  const results = await axe.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).join(', '),
  }));
}

/** The written pages: the introduction, the foundations, each primitive's and pattern's page. */
const written = (entry: Entry) => /^(Introduction|Foundations|Primitives|Patterns)(\/|$)/.test(entry.title);
/** The views' and forms' generated pages (the screens' draw every story in a frame: nothing of ours but the title). */
const catalogued = (entry: Entry) => /^(Views|Forms)\//.test(entry.title);

/**
 * The pages axe checks in a theme: every written page in both; each view's and form's page in one, taking turns (what
 * the page adds to its stories is its outline and landmarks, the same in both themes; each story's colours are
 * checked in both themes by the storybook project).
 */
const axePages = (theme: 'light' | 'dark') => [
  ...docsPages.filter(written),
  ...docsPages.filter(catalogued).filter((_, index) => index % 2 === (theme === 'light' ? 0 : 1)),
];

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
      'Foundations/Design tokens',
    ]);
  });

  test('the primitives and patterns have their written page (no generated one beside it), one each', () => {
    const pages = docsPages.filter((entry) => /^(Primitives|Patterns)\//.test(entry.title));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((entry) => !entry.tags.includes('attached-mdx')).map((entry) => entry.id)).toEqual(
      [],
    );
    const titles = pages.map((entry) => entry.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  test('every view and screen names the route that uses it (src/docs/routes.ts), and no route names a lost page', () => {
    const titles = [...new Set(stories.map((entry) => entry.title))].filter((title) =>
      /^(Views|Screens)\//.test(title),
    );
    expect(titles.filter((title) => routeOf(title) === undefined)).toEqual([]);
    expect(Object.keys(ROUTES).filter((title) => !titles.includes(title))).toEqual([]);
  });

  test('renders every story of the build without an error', () => {
    expect(renderings.size).toBe(stories.length);
    const failed = [...renderings].flatMap(([id, rendering]) =>
      rendering.error ? [`${id}: ${rendering.error}`] : [],
    );
    expect(failed).toEqual([]);
  });

  test('no story of the kit opens a dialog, menu or overlay over its docs page unless tagged overlay', () => {
    const found = [...renderings].flatMap(([id, rendering]) =>
      rendering.obstacles.map((obstacle) => `${id}: ${obstacle}`),
    );
    expect(found).toEqual([]);
  });

  test('the props tables of the primitives, patterns, views and forms describe every prop', () => {
    expect(undescribed.size).toBeGreaterThan(0);
    const found = [...undescribed].flatMap(([title, props]) => props.map((prop) => `${title}: ${prop}`));
    expect(found).toEqual([]);
  });

  test('"Show code" prints the JSX with the components\' and callbacks\' names, not minified ones', async () => {
    const page = await openDocs(docsPage('patterns-listlayout--docs'));
    const toggle = page.getByRole('switch', { name: 'Show code' }).first();
    const source = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    // The stories are drawn in frames there: the snippet comes once the first one has rendered (the story's own
    // code until then).
    await expect.poll(() => source.innerText(), { timeout: 30_000 }).toContain('/>');
    const code = await source.innerText();
    await page.close();
    expect(code).toMatch(/^<TagList\b/);
    expect(code).toContain('onEdit={() => {}}');
    expect(code).not.toMatch(/<[a-z]{1,2}\b|function [A-Za-z]{1,2}\(/);
  });

  // The docs pages of `axePages` in each theme, the two themes side by side, each in one page that goes from docs page
  // to docs page as the sidebar does. Our content only: `#storybook-docs`, the stories drawn in frames left out (each
  // is a story, which the storybook project checks with axe in both themes).
  test.concurrent.for(['light', 'dark'] as const)(
    'every docs page is in the %s theme and passes axe',
    // About 65 docs pages a theme, each drawn with its stories and scanned by axe: a few minutes on two busy cores.
    { timeout: 900_000 },
    async (theme, { expect }) => {
      const violations: string[] = [];
      let page: Page | undefined;
      for (const entry of axePages(theme)) {
        if (page) await showDocs(page, entry);
        else page = await openDocs(entry, theme);
        // The kit's theme on <html> and Storybook's own docs blocks alike. A page's stories set the theme as they
        // render, a moment after the page says it rendered on a busy machine: given a few seconds to settle, then read.
        await page
          .waitForFunction(
            (dark) => document.documentElement.classList.contains('dark') === dark,
            theme === 'dark',
            { timeout: 5_000 },
          )
          .catch(() => {});
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
        for (const { rule, nodes } of await axeViolations(page, entry))
          violations.push(`${entry.id}: ${rule}: ${nodes}`);
      }
      await page?.close();
      expect(docsPages.filter(written).length).toBeGreaterThan(40);
      expect(docsPages.filter(catalogued).length).toBeGreaterThan(35);
      expect(violations).toEqual([]);
    },
  );

  test('the icons page shows every lucide icon the ui and forms components draw', async () => {
    const page = await openDocs(docsPage('foundations-icons--docs'));
    const shown = await page.locator('#storybook-docs li code').allInnerTexts();
    await page.close();
    // Each once by role, and again beside each slide type that draws it.
    expect([...new Set(shown)].toSorted()).toEqual(await iconsDrawnByTheKit());
  });
});
