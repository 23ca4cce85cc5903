// The visual check of the storybook project (issue 31): the render that ran a story's play function and its
// accessibility checks is also the one screenshotted, once, and compared with the story's committed baseline
// (`screenshots/<story id>-chromium-linux.png`). A story tagged `no-visual` (a journey rather than a state to look at)
// has no baseline. `npm run test:visual:update` writes the baselines anew; review them like code.
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Screenshots must not depend on timing: no animations, transitions or blinking carets (the preview switches
// animations off under Vitest too; this also hides the caret).
const still = document.createElement('style');
still.textContent =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
document.head.append(still);

afterEach(async (context) => {
  const { story } = context as typeof context & { story?: ComposedStoryFn };
  if (!story || story.tags.includes('no-visual') || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // The whole page at the story's viewport, so portalled overlays (open dialogs, sheets) are in the picture too.
  await expect(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
