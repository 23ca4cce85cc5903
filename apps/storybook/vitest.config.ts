import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';

import viteConfig from './vite.config';

// Headless Chromium at the fixed viewport of every browser project. Each project gets its own provider
// object (sharing one between projects breaks vitest).
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
    screenshotFailures: false,
    // Four projects open their pages at once on two cores: a page may take more than the default 30 s to connect.
    connectTimeout: 120_000,
  };
}

const configDir = fileURLToPath(new URL('.storybook', import.meta.url));
/** The committed baselines of the storybook project's screenshots, named by story id. */
const screenshots = fileURLToPath(new URL('__screenshots__', import.meta.url));

// The kit supports React 18.3 as well as 19: the `react18` project runs the kit's stories on the react-18 /
// react-dom-18 copies (npm aliases of 18.3.1) by aliasing every `react` and `react-dom` import.
const react18Aliases = [
  { find: /^react(\/.*)?$/, replacement: 'react-18$1' },
  { find: /^react-dom(\/.*)?$/, replacement: 'react-dom-18$1' },
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Two pages per browser project: the storybook project, with most of the stories, would otherwise run on one page
      // for most of the run while the other core idles. Stories wait on what the page shows, never on time.
      maxWorkers: 2,
      // Once the run has closed, something of the browser provider keeps the process alive: exit after a second
      // instead of the default ten.
      teardownTimeout: 1_000,
      projects: [
        {
          // Every story: render, play function, accessibility check (a11y.test = 'error') and, unless tagged
          // `no-visual`, a screenshot of that same render compared with its baseline (screenshot.setup.ts).
          extends: true,
          plugins: [storybookTest({ configDir })],
          test: {
            name: 'storybook',
            // The story files share one page (no reload, no new setup per file: a third of the time on two cores);
            // each story renders into a fresh container, with its own MSW handlers and no toasts left over.
            isolate: false,
            setupFiles: ['./screenshot.setup.ts'],
            // A bound for a story that hangs, not a speed requirement: the keyboard-only authoring journeys take up to a
            // minute on a loaded 2-core machine.
            testTimeout: 120_000,
            browser: {
              ...chromium(),
              expect: {
                toMatchScreenshot: {
                  // The page must look the same twice in a row before it is compared (fonts, lazy parts): a bound for
                  // a page that never settles.
                  timeout: 20_000,
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
                  resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
                    join(screenshots, `${arg}-${browserName}-${platform}${ext}`),
                  resolveDiffPath: ({ arg, browserName, platform, ext, root, attachmentsDir }) =>
                    join(root, attachmentsDir, 'screenshots', `${arg}-${browserName}-${platform}${ext}`),
                },
              },
            },
          },
        },
        {
          // The published kit's primitives and patterns (what outside apps use) on React 18.3; the views, forms and
          // screens are the platform's, on React 19 only.
          extends: true,
          plugins: [
            storybookTest({ configDir }),
            // After the Storybook plugin, whose dependency cache would otherwise be shared with (and
            // re-optimised against) the React 19 project's.
            {
              name: 'react-18-cache',
              enforce: 'post',
              config: () => ({
                cacheDir: fileURLToPath(new URL('node_modules/.vite-react18', import.meta.url)),
              }),
            },
          ],
          resolve: { alias: react18Aliases },
          define: { 'import.meta.env.KIT_A11Y_TEST': JSON.stringify('off') },
          test: {
            name: 'react18',
            isolate: false,
            exclude: [
              ...configDefaults.exclude,
              '../platform/**',
              '../../packages/forms/**',
              '../../packages/ui/src/components/!(ui|patterns|theme)/**',
            ],
            setupFiles: ['./react18.setup.ts'],
            testTimeout: 60_000,
            browser: chromium(),
          },
        },
        {
          // The static Storybook (`storybook build`) served in Chromium: every story of the build renders, and the pages
          // whose build matters (site/docs-pages.test.ts).
          test: {
            name: 'site',
            include: ['site/**/*.test.ts'],
            environment: 'node',
            // Bounds for a build or a page that hangs: its setup builds the site (40 s on a quiet machine) and shows
            // every story once.
            hookTimeout: 900_000,
            testTimeout: 120_000,
          },
        },
        {
          // The translated screens' stories in a pseudo-language (no English outside the catalogues) and at 320 px in
          // every language (nothing cut off); I18N_SCREENSHOTS=<folder> saves those screenshots to review.
          extends: true,
          define: { 'import.meta.env.I18N_SCREENSHOTS': JSON.stringify(process.env.I18N_SCREENSHOTS ?? '') },
          server: {
            fs: {
              allow: [fileURLToPath(new URL('../..', import.meta.url)), process.env.I18N_SCREENSHOTS ?? ''],
            },
          },
          test: {
            name: 'i18n',
            include: ['i18n/**/*.test.tsx'],
            testTimeout: 30_000,
            browser: chromium(),
          },
        },
        {
          // The presenter's stage at 1280 x 720, 1366 x 768, 1920 x 1080 and 3840 x 2160: every presenter story fits,
          // its words and bars large enough for the back of the room (stage/presenter-stage.test.tsx).
          extends: true,
          test: {
            name: 'stage',
            include: ['stage/**/*.test.tsx'],
            testTimeout: 30_000,
            browser: chromium(),
          },
        },
      ],
    },
  }),
);
