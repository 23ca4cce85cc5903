import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';
import { applyTheme } from '@readyteams/ui';

// The axe rules whose outcome depends on colours; every other rule sees the same page in either theme.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Under Vitest, after every story's accessibility check (addon-a11y, in the theme the story is shown in), the
 * colour rules run again, with the story's own `a11y` parameters, in the other theme: the story as its play
 * function left it, with the `dark` class switched on <html> (or off, for a story shown in dark), then switched
 * back. A contrast failure of either theme fails the story.
 */
export async function checkAccessibilityInTheOtherTheme(context: StoryContext) {
  if (import.meta.env.MODE !== 'test') return;
  const root = document.documentElement;
  const shown = root.classList.contains('dark') ? 'dark' : 'light';
  const other = shown === 'dark' ? 'light' : 'dark';
  const a11y = context.parameters.a11y ?? {};
  const colourRulesOnly = {
    ...context,
    parameters: {
      ...context.parameters,
      a11y: { ...a11y, options: { ...a11y.options, runOnly: COLOUR_RULES } },
    },
  };
  applyTheme(root, other);
  try {
    await checkAccessibility(colourRulesOnly);
  } catch (error) {
    if (error instanceof Error) error.message = `In the ${other} theme: ${error.message}`;
    throw error;
  } finally {
    applyTheme(root, shown);
  }
}
