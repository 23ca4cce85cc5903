import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { applyTheme, ThemeProvider, type ResolvedTheme, type Theme } from '@readyteams/ui';

/** The toolbar's `theme` global: the kit's three choices. */
export const themeGlobal = {
  description: 'Colour theme',
  toolbar: {
    title: 'Theme',
    icon: 'mirror',
    items: [
      { value: 'light', title: 'Light', icon: 'sun' },
      { value: 'dark', title: 'Dark', icon: 'moon' },
      { value: 'system', title: 'System', icon: 'browser' },
    ],
    dynamicTitle: true,
  },
} satisfies NonNullable<Preview['globalTypes']>[string];

const asTheme = (value: unknown): Theme => (value === 'dark' || value === 'system' ? value : 'light');

/**
 * A story in the toolbar's theme. On a docs page the page itself has the toolbar's theme (KitDocsContainer), and
 * a story with a theme of its own (`globals: { theme: 'dark' }`) shows it in a box of its own.
 */
export const withTheme: Decorator = (Story, { globals, storyGlobals, viewMode }) => {
  if (viewMode !== 'docs') applyTheme(document.documentElement, asTheme(globals.theme));
  else if (storyGlobals.theme !== undefined) {
    return (
      <StoryTheme theme={asTheme(storyGlobals.theme)}>
        <Story />
      </StoryTheme>
    );
  }
  return <Story />;
};

function StoryTheme({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox} className="bg-background p-4 text-foreground">
      <ThemeProvider defaultTheme={theme} storageKey={null} root={box}>
        {children}
      </ThemeProvider>
    </div>
  );
}

/**
 * The theme a story drawn in a frame on a docs page starts in: the docs page's (its frame's address carries none). A
 * frame's preview announces its globals on the channel it shares with the docs page, so starting it in light would
 * also turn a dark docs page light.
 */
export function framedStoryTheme(): Theme | undefined {
  try {
    const docs = window.parent !== window ? window.parent.document : undefined;
    if (!docs?.querySelector('#storybook-docs')) return undefined;
    return docs.documentElement.classList.contains('dark') ? 'dark' : 'light';
  } catch {
    return undefined; // another origin's page: not a docs page of ours
  }
}

// The docs pages follow the toolbar too. MDX pages render no story (so no decorator runs), and the docs container
// themes its own blocks, so it follows the user's globals, which the preview announces on its channel at start-up
// and on every toolbar change.
let selected: Theme = 'light';
const listeners = new Set<() => void>();
function select(theme: unknown) {
  selected = asTheme(theme);
  listeners.forEach((listener) => listener());
}
const channel = addons.getChannel();
channel.on(SET_GLOBALS, ({ globals }: { globals: Record<string, unknown> }) => select(globals.theme));
channel.on(GLOBALS_UPDATED, ({ userGlobals }: { userGlobals: Record<string, unknown> }) =>
  select(userGlobals.theme),
);
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Puts the toolbar's theme (the user's choice, not a story's own) on the page, `system` following the device while
 * the page is open, and returns the theme in effect.
 */
export function useToolbarTheme(): ResolvedTheme {
  const theme = useSyncExternalStore(subscribe, () => selected);
  const [resolved, setResolved] = useState<ResolvedTheme>('light');
  useLayoutEffect(() => {
    const apply = () => setResolved(applyTheme(document.documentElement, theme));
    apply();
    const device = matchMedia('(prefers-color-scheme: dark)');
    device.addEventListener('change', apply);
    return () => device.removeEventListener('change', apply);
  }, [theme]);
  return resolved;
}
