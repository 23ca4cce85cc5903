import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { clearToasts, Toaster } from '@readyteams/ui';

import { KitDocsContainer } from './docs-container';
import { KitAutodocsPage } from './docs-page';
import { framedStoryTheme, themeGlobal, withTheme } from './theme';
import { loadLocale, localeGlobal, withLocale } from './locale';
import { checkAccessibilityInTheOtherTheme } from './a11y-other-theme';
import { closedInDocs } from './overlays';
import { describeSharedProps } from './arg-descriptions';
import { viewports } from './viewports';

import '../src/preview.css';

// Screen stories mock the API with MSW handlers in `parameters.msw.handlers`; anything unmocked
// (fonts, images, Vite modules) goes straight through.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

// findBy*/waitFor wait up to 3 s (not 1 s): CI runs the stories on two busy cores.
configure({ asyncUtilTimeout: 3000 });

// Under Vitest, cosmetic animations are switched off: assertions and the a11y scan must never race a
// fade (an element fading in has opacity 0; one fading out is still in the DOM).
if (import.meta.env.MODE === 'test') {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{animation:none!important;transition:none!important}';
  document.head.append(style);
}

const preview = {
  tags: ['autodocs'],
  // Toolbar switch between the light and dark token sets, on stories and docs pages alike.
  globalTypes: { theme: themeGlobal, locale: localeGlobal },
  initialGlobals: { theme: framedStoryTheme() ?? 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    options: {
      // The sidebar reads from the principles down to whole screens.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Radius', 'Shadows', 'Icons', 'Motion'],
          'Primitives',
          'Patterns',
          'Views',
          'Forms',
          'Screens',
          ['Public', 'Host', 'Live', 'Admin'],
        ],
      },
    },
    viewport: { options: viewports },
    // Components with a written page (src/docs/<family>/<name>.mdx, attached with `<Meta of>`) get it instead.
    docs: { container: KitDocsContainer, page: KitAutodocsPage },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An accessibility violation fails the story's test (and the whole run). The react18 project turns the check
    // off (KIT_A11Y_TEST): it renders the same DOM the storybook project checks, on React 18.
    a11y: { test: import.meta.env.KIT_A11Y_TEST || 'error' },
  },
  argTypesEnhancers: [describeSharedProps],
  loaders: [mswLoader, loadLocale],
  // Every story starts without the toasts an earlier story raised.
  beforeEach: () => {
    clearToasts();
  },
  afterEach: checkAccessibilityInTheOtherTheme,
  decorators: [
    withLocale,
    withTheme,
    closedInDocs,
    // The page's Toaster (a docs page has one for all its stories: KitDocsContainer).
    (Story, { viewMode }) =>
      viewMode === 'docs' ? (
        <Story />
      ) : (
        <>
          <Story />
          <Toaster />
        </>
      ),
  ],
} satisfies Preview;

export default preview;
