import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // Stories live next to their components in three places; any of them may be empty.
  stories: [
    '../src/**/*.mdx',
    '../../../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../../../packages/forms/src/**/*.stories.@(ts|tsx)',
    '../../../apps/platform/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: {
    // Props tables from the TypeScript types (cva variants, unions, JSDoc and @default); it also sets each
    // component's displayName, so "Show code" names them.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The ui and forms sources (the default is this app's own tsconfig, which has none of them).
      tsconfigPath: 'tsconfig.docgen.json',
      include: ['../../packages/*/src/**/*.tsx'],
      // Stories too: a page whose component is a demo built from the parts (an account menu) documents its props.
      exclude: [],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our props and those of the Radix (cmdk, react-day-picker) part a component wraps, not the hundreds of
      // DOM attributes every element takes, nor a library's deprecated ones.
      propFilter: (prop) =>
        !prop.parent?.fileName.includes('/node_modules/@types/react/') &&
        !('deprecated' in (prop.tags ?? {})),
    },
  },
  // Serves the MSW service worker (public/mockServiceWorker.js) for the screen stories.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Names are not mangled, so "Show code" prints them as written (not `<c>` and `function WY(){}`).
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { build: { rolldownOptions: { output: { minify: { mangle: false } } } } }),
};

export default config;
