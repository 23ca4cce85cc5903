// The packages as an outside developer meets them: packs @readyteams/ui, forms, api-client and activities (built
// first: `npm run test:packages` builds them), makes a fresh Vite + React + TypeScript app in a temporary folder
// following only the packages' READMEs, installs the tarballs, type-checks it with strict settings, builds it, serves
// the build and checks in Chromium that the components render with their styles (computed styles, not only the DOM)
// and work: on React 19, then on React 18.3, each a clean install in an app folder of its own; no package the kit
// brings at run time may ask for a newer Node than 20.19 (npm's EBADENGINE warning on a consumer's install). The app has
// two pages, one per documented way to get the styles: index.html through the app's Tailwind, kit.html with the
// compiled stylesheets and no Tailwind. Last, a Node project with the api-client tarball alone (no React) calls a
// server through '@readyteams/api-client/fetch', and one with the activities tarball alone checks a scenario's paths
// through '@readyteams/activities/decision' and a live slide through '@readyteams/activities/live'.
//
// Installs use npm's own cache with --prefer-offline: the versions are the monorepo's, so after `npm ci` nearly
// nothing is downloaded, and the second pass finds everything cached.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import semver from 'semver';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { publishedPackages, root } from './published-packages.mjs';

const run = promisify(execFile);
const sh = async (cwd, command, ...args) => {
  try {
    const { stdout, stderr } = await run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return stdout + stderr;
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout}${error.stderr}`);
  }
};
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const manifest = (path) => JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8'));

// The consumer's tools are the versions the monorepo builds its own app with.
const platform = manifest('apps/platform');
const pin = (name) => `${name}@${platform.dependencies[name] ?? platform.devDependencies[name]}`;
const REACT_19 = [pin('react'), pin('react-dom'), pin('@types/react'), pin('@types/react-dom')];
const REACT_18 = ['react@18.3.1', 'react-dom@18.3.1', '@types/react@18.3.32', '@types/react-dom@18.3.7'];
const TOOLS = [
  pin('vite'),
  pin('@vitejs/plugin-react'),
  `typescript@${manifest('.').devDependencies.typescript}`,
];
const NPM_INSTALL = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

/**
 * A README's fenced code blocks in `language` under its `## heading` (sub-headings included): the steps the app
 * below takes are quoted from them, so a wrong step in a README fails this test.
 */
function readme(pkg, heading, language) {
  const markdown = readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8');
  const section = markdown.split(/^(?=## )/m).find((part) => part.startsWith(`## ${heading}\n`));
  assert.ok(section, `packages/${pkg}/README.md has a "## ${heading}" section`);
  const blocks = [...section.matchAll(new RegExp(`^\`\`\`${language}\n([\\s\\S]*?)^\`\`\``, 'gm'))].map(
    (m) => m[1],
  );
  assert.ok(blocks.length > 0, `packages/${pkg}/README.md "## ${heading}" has a ${language} block`);
  return blocks;
}
/** The one block of `language` under `heading` whose text includes `marker`. */
const readmeBlock = (pkg, heading, language, marker) => {
  const block = readme(pkg, heading, language).find((text) => text.includes(marker));
  assert.ok(block, `packages/${pkg}/README.md "## ${heading}" has a ${language} block with ${marker}`);
  return block;
};
/** The ui README says to use the forms' file of the same name when the app has the forms too (as this one does). */
const withForms = (text) =>
  text
    .replaceAll('@readyteams/ui/styles.css', '@readyteams/forms/styles.css')
    .replaceAll('@readyteams/ui/kit.css', '@readyteams/forms/kit.css');

/**
 * The README's `npm install` lines, as npm arguments: the kit's packages as their tarballs, React at this pass's
 * version, every other package at the version the monorepo builds with.
 */
function readmeInstalls(reactVersions) {
  const lines = [
    ...readme('ui', 'Install', 'sh'),
    ...readme('forms', 'Install', 'sh'),
    ...readme('api-client', 'Install', 'sh'),
    readmeBlock('ui', 'Styles', 'sh', 'tailwindcss'),
  ]
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.startsWith('npm install '));
  assert.ok(lines.length >= 4, lines.join('\n'));
  const react = Object.fromEntries(reactVersions.map((spec) => [spec.slice(0, spec.lastIndexOf('@')), spec]));
  return lines.map((line) =>
    line
      .split(/\s+/)
      .slice(2)
      .map((arg) => {
        if (arg.startsWith('-')) return arg;
        const name = arg.replace(/(.)@.*$/, '$1');
        if (name.startsWith('@readyteams/'))
          return tarballs.find((file) => file.includes(name.slice('@readyteams/'.length)));
        return react[name] ?? pin(name);
      }),
  );
}

/** The app's files, written as its developer would from the READMEs (the marked parts quoted from them). */
const appFiles = {
  'package.json': JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  // The strict settings of Vite's React + TypeScript template, and the monorepo's noUncheckedIndexedAccess.
  // skipLibCheck as in that template: with it off, @dnd-kit's declarations fail on React 19's types (no global JSX).
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        types: ['vite/client'],
        strict: true,
        noUncheckedIndexedAccess: true,
        noImplicitOverride: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        noFallthroughCasesInSwitch: true,
        verbatimModuleSyntax: true,
        skipLibCheck: true,
        noEmit: true,
      },
      include: ['src'],
    },
    null,
    2,
  ),
  'vite.config.ts': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // One page with much of the kit: more than Vite's 500 kB notice, which is about the app's splitting, not the packages.
  build: { rolldownOptions: { input: ['index.html', 'kit.html'] }, chunkSizeWarningLimit: 1024 },
});
`,
  // The Tailwind way (ui README, "Styles"): the app's Tailwind, then the forms' entry, which includes the design
  // system's; the page coloured by classes.
  'index.html': page('src/main.tsx', ' class="bg-background text-foreground antialiased"'),
  'src/index.css': withForms(readmeBlock('ui', 'Styles', 'css', "@import 'tailwindcss'")),
  'src/main.tsx': `import './index.css';
import { render } from './render';

render();
`,
  // Without Tailwind (same section): the compiled stylesheet of the kit and the forms, then the opt-in global styles.
  'kit.html': page('src/kit.tsx', ''),
  'src/kit.tsx': `${withForms(readmeBlock('ui', 'Styles', 'ts', 'kit.css'))}import { render } from './render';

render();
`,
  'src/render.tsx': `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiClient } from '@readyteams/api-client/fetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

export function render() {
  // One client for the whole app: configured through the React-free entry, used by the hooks of the root entry.
  apiClient.configure({ baseUrl: \`\${location.origin}/api\` });
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}
`,
  'src/app.tsx': `import { useScenarioTags, type components } from '@readyteams/api-client';
import { JoinCodeForm, SignInForm } from '@readyteams/forms/auth';
import { TagForm } from '@readyteams/forms/admin';
import { Button } from '@readyteams/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@readyteams/ui/overlay';
import { ArchiveDialog, ListLayout, MediaUpload } from '@readyteams/ui/patterns';
import { useEffect, useRef, useState } from 'react';

type Tag = components['schemas']['ScenarioTag'];

export function App() {
  const tags = useScenarioTags();
  const [archiving, setArchiving] = useState<Tag | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [savedTag, setSavedTag] = useState<string | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [saveButtonRef, setSaveButtonRef] = useState('missing');
  useEffect(() => setSaveButtonRef(saveButton.current instanceof HTMLButtonElement ? 'attached' : 'missing'), []);

  return (
    <main>
      <Button ref={saveButton}>Save</Button>
      <p>Save button ref: {saveButtonRef}</p>

      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Open dialog</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Invite your team</DialogTitle>
          <DialogDescription>Share the code with the participants.</DialogDescription>
        </DialogContent>
      </Dialog>

      <ListLayout<Tag>
        title="Tags"
        noun="tags"
        items={tags.data?.data ?? []}
        total={tags.data?.total ?? 0}
        loading={tags.isPending}
        columns={[{ id: 'tag', header: 'Tag', cell: (tag) => tag.tag }]}
        getRowLabel={(tag) => tag.tag}
        onDelete={setArchiving}
      />
      <ArchiveDialog
        open={archiving !== null}
        onOpenChange={(open) => {
          if (!open) setArchiving(null);
        }}
        itemLabel={\`tag "\${archiving?.tag ?? ''}"\`}
        onConfirm={() => setArchiving(null)}
      />

      <MediaUpload kind="image" value={image} onChange={setImage} />

      <SignInForm onSubmit={async () => undefined} serverError="Invalid email or password" />
      <JoinCodeForm onSubmit={() => undefined} />
      <TagForm onSubmit={async (payload) => setSavedTag(payload.tag)} />
      {savedTag && <p role="status">Saved tag {savedTag}</p>}
    </main>
  );
}
`,
};

// The READMEs' examples, as written: type-checked with the app (a wrong prop or import fails).
appFiles['src/readme-ui-example.tsx'] = readmeBlock('ui', 'Components', 'tsx', 'export function Example');
appFiles['src/readme-sign-in.tsx'] = readmeBlock('forms', 'Use', 'tsx', '<SignInForm');

function page(entry, bodyAttributes) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Consumer</title>
    <link rel="icon" href="data:," />
  </head>
  <body${bodyAttributes}>
    <div id="root"></div>
    <script type="module" src="/${entry}"></script>
  </body>
</html>
`;
}

const TAGS = {
  total: 1,
  limit: 50,
  skip: 0,
  data: [{ id: 1, tag: 'Onboarding', color: '#000000', isActive: true }],
};
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

/** Serves the built app, and the one API call it makes under /api. */
async function serve(dist) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === '/api/scenario-tags') {
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify(TAGS));
    }
    const file = join(dist, normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(dist) || !existsSync(file) || extname(file) === '') {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** A colour as the browser paints it, [r, g, b, a] in 0-255, whatever syntax it was written in. */
function paint(color) {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data];
}

/** Computed style properties of the first element matching the selector, its painted background and its box. */
function styleOf([selector, properties]) {
  const element = document.querySelector(selector);
  if (!element) return null;
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  return {
    ...Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
    paintedBackground: paint(style.backgroundColor),
    box: { x: box.x, y: box.y, width: box.width, height: box.height },
  };
}

/** The checks of one page of the built app, in Chromium. */
function describePage(label, url) {
  describe(label, () => {
    let page;
    const problems = [];
    const style = (selector, ...properties) => page.evaluate(styleOf, [selector, properties]);
    /** A colour token of the theme as painted. */
    const token = (name) =>
      page.evaluate((name) => paint(getComputedStyle(document.documentElement).getPropertyValue(name)), name);
    /** The layout viewport (without a scroll bar). */
    const viewport = () =>
      page.evaluate(() => ({
        x: 0,
        y: 0,
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      }));
    /** The accessible text of the focused element. */
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'the page (<body>)';
        return element.getAttribute('aria-label') || element.textContent?.trim();
      });

    before(async () => {
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.setDefaultTimeout(5000);
      await page.addInitScript({ content: `window.paint = ${paint}` });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`console ${message.type()}: ${message.text()}`);
      });
      await page.goto(url());
      await page.getByRole('cell', { name: 'Onboarding', exact: true }).waitFor();
    });
    after(() => page?.close());

    test('the page has the theme background and the Inter font shipped in the package', async () => {
      const body = await style('body', 'font-family');
      assert.deepEqual(body.paintedBackground, await token('--background'));
      assert.match(body['font-family'], /^"Inter Variable"/);
      const inter = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.family.includes('Inter') && font.status === 'loaded')
          .length;
      });
      assert.ok(inter > 0, 'an Inter font face is loaded');
    });

    test('a Button has the primary colour, its size and its ref', async () => {
      const button = await style(
        '[data-slot="button"][data-variant="default"]',
        'height',
        'border-top-left-radius',
      );
      const primary = await token('--primary');
      assert.equal(primary[3], 255, 'the --primary token is defined');
      assert.deepEqual(button.paintedBackground, primary);
      assert.equal(button.height, '36px');
      assert.notEqual(button['border-top-left-radius'], '0px');
      await page.getByText('Save button ref: attached').waitFor();
    });

    test('a Dialog opens over a fixed overlay covering the viewport and gives the focus back on Escape', async () => {
      const trigger = page.getByRole('button', { name: 'Open dialog' });
      await trigger.click();
      await page.getByRole('dialog', { name: 'Invite your team' }).waitFor();
      const overlay = await style('[data-slot="dialog-overlay"]', 'position');
      assert.equal(overlay.position, 'fixed');
      assert.deepEqual(overlay.box, await viewport());
      assert.ok(overlay.paintedBackground[3] > 0, 'the overlay dims the page');
      const content = await style('[data-slot="dialog-content"]', 'position', 'border-top-left-radius');
      assert.equal(content.position, 'fixed');
      assert.deepEqual(content.paintedBackground, await token('--background'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await focused(), 'Open dialog');
    });

    test('the list layout shows the rows of the API with its layout', async () => {
      const layout = await style('[data-slot="list-layout"]', 'display', 'row-gap');
      assert.equal(layout.display, 'grid');
      assert.equal(layout['row-gap'], '24px');
      assert.equal((await style('[data-slot="list-layout"] thead', 'position')).position, 'sticky');
      assert.equal((await style('[data-slot="list-scroll-area"]', 'overflow-y'))['overflow-y'], 'auto');
      assert.equal(
        (await style('[data-slot="list-layout"] input[type="search"]', 'padding-left'))['padding-left'],
        '36px',
      );
      await page.getByText('1 of 1 tags').waitFor();
    });

    test('the archive dialog asks over a fixed overlay with a destructive button, and Cancel gives the focus back', async () => {
      await page.getByRole('button', { name: 'Delete Onboarding' }).click();
      await page.getByRole('alertdialog', { name: 'Archive tag "Onboarding"?' }).waitFor();
      const overlay = await style('[data-slot="alert-dialog-overlay"]', 'position');
      assert.equal(overlay.position, 'fixed');
      assert.deepEqual(overlay.box, await viewport());
      const archive = await style('[role="alertdialog"] [data-slot="button"][data-variant="destructive"]');
      assert.deepEqual(archive.paintedBackground, await token('--destructive'));
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      assert.equal(await focused(), 'Delete Onboarding');
    });

    test('the media upload is a dashed drop zone with a 140 px preview that shows the chosen image', async () => {
      const zone = await style('[data-slot="media-upload"]', 'border-top-style');
      assert.equal(zone['border-top-style'], 'dashed');
      assert.equal((await style('[data-slot="media-upload-preview"]')).box.height, 140);
      await page
        .getByLabel('Upload Thumbnail Image')
        .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL });
      await page.getByText('Selected image: pixel.png').waitFor();
      await page.getByRole('img', { name: 'Selected image preview' }).waitFor();
    });

    test('forms: the error banner is red, the PIN box has its width, the tag form submits', async () => {
      const banner = await style('[data-slot="form-error"]');
      const [red, green, blue, alpha] = banner.paintedBackground;
      assert.ok(
        alpha > 0 && red > green && red > blue,
        `a red background, painted ${banner.paintedBackground}`,
      );
      const pin = await style('input[placeholder="CODE"]', 'text-align');
      assert.equal(pin.box.width, 112);
      assert.equal(pin['text-align'], 'center');
      await page.getByLabel('Tag Name').fill('Retrospective');
      await page.getByRole('button', { name: 'Save Tag' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved tag Retrospective' }).waitFor();
    });

    test('no error or warning in the console', () => {
      assert.deepEqual(problems, []);
    });
  });
}

// A 1 x 1 PNG.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const work = mkdtempSync(join(tmpdir(), 'readyteams-consumer-'));
const tarballs = [];
let browser;
/** A tool the app installed (never npx, which would fetch a missing one). */
const bin = (app, name) => join(app, 'node_modules/.bin', name);
/** The oldest Node the kit supports (the published packages' engines, Vite 7's floor). */
const OLDEST_NODE = '20.19.0';

/**
 * The packages the kit brings into an app at run time (the tarballs' dependencies, all the way down, as npm placed
 * them) whose `engines.node` the oldest supported Node does not satisfy: each an EBADENGINE warning on install.
 */
function enginesAbove(app, oldest) {
  const seen = new Set();
  const refused = [];
  const visit = (name, from) => {
    // npm's placement: nested under the package that needs it, else hoisted to the app's node_modules.
    const nested = join(from, 'node_modules', name);
    const dir = existsSync(join(nested, 'package.json')) ? nested : join(app, 'node_modules', name);
    if (seen.has(dir) || !existsSync(join(dir, 'package.json'))) return;
    seen.add(dir);
    const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (json.engines?.node && !semver.satisfies(oldest, json.engines.node))
      refused.push(`${json.name}@${json.version} (node ${json.engines.node})`);
    for (const dependency of Object.keys(json.dependencies ?? {})) visit(dependency, dir);
  };
  for (const { manifest } of publishedPackages) visit(manifest.name, app);
  return refused;
}

before(async () => {
  const started = performance.now();
  mkdirSync(join(work, 'tarballs'));
  for (const { dir } of publishedPackages) {
    const [{ filename }] = JSON.parse(
      await sh(dir, 'npm', 'pack', '--json', '--pack-destination', join(work, 'tarballs')),
    );
    tarballs.push(join(work, 'tarballs', filename));
  }
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  console.log(`# packed ${tarballs.length} packages in ${seconds(started)}`);
});
after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

for (const [react, versions] of [
  ['React 19', REACT_19],
  ['React 18', REACT_18],
]) {
  describe(`a Vite app on ${react}`, () => {
    const app = join(work, react === 'React 19' ? 'app-react19' : 'app-react18');
    let served;
    let started;
    before(() => {
      started = performance.now();
    });
    after(() => {
      served?.server.close();
      console.log(`# ${react} pass: ${seconds(started)}`);
    });

    test('installs the tarballs into a new app, with nothing asking for a newer Node', async () => {
      for (const [file, contents] of Object.entries(appFiles)) {
        mkdirSync(dirname(join(app, file)), { recursive: true });
        writeFileSync(join(app, file), contents);
      }
      // The app's own tools (Vite's template), then each `npm install` line of the READMEs, in their order.
      await sh(app, 'npm', ...NPM_INSTALL, '--save-dev', ...TOOLS);
      // The kits' shared dependency, as the registry would bring it (it is not published from here).
      await sh(
        app,
        'npm',
        ...NPM_INSTALL,
        tarballs.find((file) => file.includes('activities')),
      );
      for (const args of readmeInstalls(versions)) await sh(app, 'npm', ...NPM_INSTALL, ...args);
      const installed = JSON.parse(
        readFileSync(join(app, 'node_modules/react/package.json'), 'utf8'),
      ).version;
      assert.equal(`react@${installed}`, versions[0]);
      assert.deepEqual(enginesAbove(app, OLDEST_NODE), []);
    });

    test('type-checks with strict settings', async () => {
      await sh(app, bin(app, 'tsc'), '--noEmit', '-p', '.');
    });

    test('builds without warnings', async () => {
      const output = await sh(app, bin(app, 'vite'), 'build');
      assert.doesNotMatch(output, /warn|directive|use client/i, output);
      served = await serve(join(app, 'dist'));
    });

    describePage(`${react}, styles through the app's Tailwind (index.html)`, () => `${served.origin}/`);
    describePage(
      `${react}, the compiled stylesheets without Tailwind (kit.html)`,
      () => `${served.origin}/kit.html`,
    );
  });
}

describe('a Node project with only @readyteams/api-client', () => {
  test('calls a server through /fetch without React installed', async () => {
    const node = join(work, 'node');
    mkdirSync(node);
    writeFileSync(
      join(node, 'package.json'),
      JSON.stringify({ name: 'node-consumer', private: true, type: 'module' }),
    );
    await sh(
      node,
      'npm',
      ...NPM_INSTALL,
      tarballs.find((file) => file.includes('api-client')),
      // Its dependency (the live events' types and the kinds' limits), as the registry would bring it.
      tarballs.find((file) => file.includes('activities')),
    );
    writeFileSync(
      join(node, 'check.mjs'),
      `import { createServer } from 'node:http';
const server = createServer((request, response) => response.end(JSON.stringify(${JSON.stringify(TAGS)})));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { createApiClient } = await import('@readyteams/api-client/fetch');
const client = createApiClient({ baseUrl: 'http://127.0.0.1:' + server.address().port });
const { data } = await client.GET('/scenario-tags', { params: { query: { $limit: 50 } } });
server.close();
const react = await import('react').then(() => 'installed', () => 'not installed');
console.log(JSON.stringify({ tags: data.data.map((tag) => tag.tag), react }));
`,
    );
    const output = await sh(node, 'node', 'check.mjs');
    assert.deepEqual(JSON.parse(output), { tags: ['Onboarding'], react: 'not installed' });
  });
});

describe('a Node project with only @readyteams/activities', () => {
  test('checks the paths of a branching scenario through /decision and a live slide through /live, with zod alone', async () => {
    const node = join(work, 'activities');
    mkdirSync(node);
    writeFileSync(
      join(node, 'package.json'),
      JSON.stringify({ name: 'activities-consumer', private: true, type: 'module' }),
    );
    await sh(
      node,
      'npm',
      ...NPM_INSTALL,
      tarballs.find((file) => file.includes('activities')),
    );
    writeFileSync(
      join(node, 'check.mjs'),
      `import { pathIssues } from '@readyteams/activities/decision';
import { liveSlide } from '@readyteams/activities/live';
import * as activities from '@readyteams/activities';
// A decision whose two options each take one slide, then rejoin the wrap-up; then both slides in option A's path.
const slides = [
  { slideType: 'decision', options: [{ label: 'A', rejoinAt: 3 }, { label: 'B', rejoinAt: 3 }] },
  { slideType: 'video', pathOption: 0 },
  { slideType: 'poll', pathOption: 1 },
  { slideType: 'discussion' },
];
const poll = {
  index: 2, slideType: 'poll', title: 'Your call', type: 'scenario', suggestedSeconds: null, videoUrl: null,
  captionsUrl: null, script: null, pollTitle: null,
  questions: [{ question: 'What do you do first?', kind: 'choice', options: ['Listen', 'Escalate'] }],
  revealMode: 'threshold', revealThreshold: 5, showAnswerCount: true,
};
console.log(JSON.stringify({
  valid: pathIssues(slides),
  broken: pathIssues(slides.map((slide) => (slide.pathOption === 1 ? { ...slide, pathOption: 0 } : slide))),
  root: activities.pathIssues === pathIssues,
  // A poll as the server sends it, then without its reveal settings.
  poll: [poll, { ...poll, revealMode: undefined }].map((slide) => liveSlide.safeParse(slide).success),
}));
`,
    );
    const output = await sh(node, 'node', 'check.mjs');
    assert.deepEqual(JSON.parse(output), {
      valid: [],
      broken: [{ path: [0, 'options', 1], rule: 'emptyPath' }],
      root: true,
      poll: [true, false],
    });
    // zod alone (for /live): the editor and the server share it without bringing each other's.
    assert.deepEqual(
      readdirSync(join(node, 'node_modules')).filter((name) => !name.startsWith('.')),
      ['@readyteams', 'zod'],
    );
  });
});
