import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The Storybook around the stories in the product's colours: its name, its mark (public/ready-teams-logo.svg, the
// app's favicon "R" with the wordmark; public/favicon.svg is the tab's icon) and the kit's primary blue
// (`--primary`, oklch(0.47 0.2 268) in packages/ui/src/theme.css) for the selected story, links and focus.
const primary = '#2d49c9';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Ready Teams design system',
    brandUrl: './',
    brandImage: './ready-teams-logo.svg',
    brandTarget: '_self',
    colorPrimary: primary,
    colorSecondary: primary,
    // The kit's foreground and muted surfaces (theme.css, light).
    textColor: '#1c2333',
    textMutedColor: '#5b6478',
    appBg: '#f7f8fb',
    appContentBg: '#ffffff',
    appPreviewBg: '#ffffff',
    appBorderColor: '#e3e6ee',
    appBorderRadius: 10,
    barBg: '#ffffff',
    barSelectedColor: primary,
    barHoverColor: primary,
    fontBase: "'Inter Variable', Inter, ui-sans-serif, system-ui, sans-serif",
    inputBorderRadius: 8,
  }),
});
