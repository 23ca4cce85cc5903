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
  };
}

const configDir = fileURLToPath(new URL('.storybook', import.meta.url));

// The kit supports React 18.3 as well as 19: the `react18` project runs the ui and forms stories on the
// react-18 / react-dom-18 copies (npm aliases of 18.3.1) by aliasing every `react` and `react-dom` import.
const react18Aliases = [
  { find: /^react(\/.*)?$/, replacement: 'react-18$1' },
  { find: /^react-dom(\/.*)?$/, replacement: 'react-dom-18$1' },
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          // Every story: render, play function and accessibility check (a11y.test = 'error').
          extends: true,
          plugins: [storybookTest({ configDir })],
          test: {
            name: 'storybook',
            // The story files share one page (no reload, no new setup per file: a third of the time on two cores);
            // each story renders into a fresh container, with its own MSW handlers and no toasts left over.
            isolate: false,
            // Long form stories take 3-8 s on a loaded 2-core machine; the keyboard-only authoring journeys up to a minute.
            testTimeout: 120_000,
            browser: chromium(),
          },
        },
        {
          // The ui and forms stories again, on React 18 (the platform app itself is React 19 only).
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
            exclude: [...configDefaults.exclude, '../platform/**'],
            setupFiles: ['./react18.setup.ts'],
            testTimeout: 60_000,
            browser: chromium(),
          },
        },
        {
          // The static Storybook (`storybook build`) served and read in Chromium: the docs pages a designer opens.
          // `npm test` runs it after the browser projects (built beside them it took up to ten minutes), beside the
          // e2e suite (scripts/run-tests.sh).
          test: {
            name: 'site',
            include: ['site/**/*.test.ts'],
            environment: 'node',
            // Its setup builds the site (40 s on a quiet machine) and reads every docs page (2-3 min; 6 on a slow one).
            hookTimeout: 1_200_000,
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
          // Every story screenshotted at a fixed viewport and compared with the committed baselines.
          extends: true,
          test: {
            name: 'visual',
            include: ['visual/**/*.test.tsx'],
            browser: {
              ...chromium(),
              expect: {
                toMatchScreenshot: {
                  // Two equal screenshots in a row: on two cores shared with the other projects that can take long.
                  timeout: 20_000,
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
                },
              },
            },
          },
        },
      ],
    },
  }),
);
