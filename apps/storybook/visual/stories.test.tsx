import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

import preview from '../.storybook/preview';
import { viewports, type ViewportName } from '../.storybook/viewports';

type StoryModule = Parameters<typeof composeStories>[0];

// Same story folders as .storybook/main.ts.
const loaders = import.meta.glob<StoryModule>([
  '../../../packages/ui/src/**/*.stories.tsx',
  '../../../packages/forms/src/**/*.stories.tsx',
  '../../../apps/platform/src/**/*.stories.tsx',
]);

// Each module loads on its own, so one broken story file fails its own test, not the whole run.
const modules: Array<[string, StoryModule | Error]> = [];
for (const [path, load] of Object.entries(loaders)) {
  modules.push([
    path,
    await load().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
  ]);
}

setProjectAnnotations(preview);

const VIEWPORT = { width: 1024, height: 768 };

let root: Root | undefined;
let container: HTMLDivElement | undefined;

beforeAll(() => {
  // Screenshots must not depend on timing: no animations, transitions or blinking carets.
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
    'body{margin:0;min-height:100vh}';
  document.head.append(style);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  await page.viewport(VIEWPORT.width, VIEWPORT.height);
});

for (const [path, module] of modules) {
  const name = path.replace(/^(\.\.\/)+/, '');
  if (module instanceof Error) {
    test(`${name} loads`, () => {
      throw module;
    });
    continue;
  }
  const stories = Object.values(composeStories(module)) as Array<ReturnType<typeof composeStory>>;
  describe(name, () => {
    for (const Story of stories) {
      const skip = Story.tags.includes('no-visual');
      test.skipIf(skip)(Story.storyName, async () => {
        const viewportName = (Story.globals.viewport as { value?: string } | undefined)?.value;
        const preset = viewportName ? viewports[viewportName as ViewportName] : undefined;
        await page.viewport(
          preset ? Number.parseInt(preset.styles.width) : VIEWPORT.width,
          preset ? Number.parseInt(preset.styles.height) : VIEWPORT.height,
        );

        await Story.load();
        container = document.createElement('div');
        container.dataset.testid = 'story-root';
        container.style.padding = Story.parameters.layout === 'fullscreen' ? '0' : '16px';
        document.body.append(container);
        root = createRoot(container);
        await act(async () => root!.render(<Story />));
        await document.fonts.ready;

        // The whole page, so portalled overlays (open dialogs, sheets) are in the picture too.
        await expect(page.elementLocator(document.body)).toMatchScreenshot(Story.id);
      });
    }
  });
}
