import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

// Each browser project gets its own provider object (sharing one between projects breaks vitest).
function chromium() {
  return playwright({
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  });
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          // Every story: render, play function and accessibility check (a11y.test = 'error').
          extends: true,
          plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
          test: {
            name: 'storybook',
            // Long form stories take 3-8 s on a loaded 2-core machine.
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              provider: chromium(),
              instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
              screenshotFailures: false,
            },
          },
        },
        {
          // Every story screenshotted at a fixed viewport and compared with the committed baselines.
          extends: true,
          test: {
            name: 'visual',
            include: ['visual/**/*.test.tsx'],
            browser: {
              enabled: true,
              headless: true,
              provider: chromium(),
              instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
              screenshotFailures: false,
              expect: {
                toMatchScreenshot: {
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
