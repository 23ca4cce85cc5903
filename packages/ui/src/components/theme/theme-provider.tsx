import * as React from 'react';

import { applyTheme, readTheme, THEME_STORAGE_KEY, type ResolvedTheme, type Theme } from '../../lib/theme';

type ThemeContextValue = {
  /** The choice: `light`, `dark` or `system` (the device's). */
  theme: Theme;
  /** The theme in effect: `system` resolved to the device's. */
  resolvedTheme: ResolvedTheme;
  /** Changes the choice, and keeps it under the provider's `storageKey`. */
  setTheme: (theme: Theme) => void;
};

const ThemeContext = React.createContext<ThemeContextValue | null>(null);

const DEVICE_DARK = '(prefers-color-scheme: dark)';
function subscribeToDevice(onChange: () => void) {
  const query = matchMedia(DEVICE_DARK);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const deviceIsDark = () => matchMedia(DEVICE_DARK).matches;
const notOnServer = () => false;

type ThemeProviderProps = {
  children?: React.ReactNode;
  /** The theme until the person chooses one. */
  defaultTheme?: Theme;
  /** The localStorage key the choice is kept under; `null` keeps it for this page only. */
  storageKey?: string | null;
  /**
   * The element that gets the theme's class and `color-scheme` (a region in the other theme than its page); the
   * page's `<html>` when left out. `null` (an element not mounted yet) puts the theme nowhere until it is.
   */
  root?: HTMLElement | null;
};

/**
 * The colour theme of everything below it: light, dark, or the device's (`system`, followed live as it changes).
 * Puts the `dark` or `light` class and `color-scheme` on the page's `<html>` (or `root`) and keeps the choice in
 * localStorage.
 * The choice is read on the client: a server or prerender renders `defaultTheme`, so UI that shows the choice (a
 * ThemeSwitch) belongs in parts rendered on the client; the page's colours come from the `dark` class, which
 * `themeScript()` puts on `<html>` before the first paint.
 */
function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = THEME_STORAGE_KEY,
  root,
}: ThemeProviderProps) {
  const [theme, setChoice] = React.useState<Theme>(() =>
    storageKey && typeof window !== 'undefined' ? readTheme(storageKey, defaultTheme) : defaultTheme,
  );
  const deviceDark = React.useSyncExternalStore(subscribeToDevice, deviceIsDark, notOnServer);
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (deviceDark ? 'dark' : 'light') : theme;

  // applyTheme resolves `system` itself (not from deviceDark, which is false while a prerendered page hydrates),
  // and runs again when the device's preference changes.
  React.useEffect(() => {
    const element = root === undefined ? document.documentElement : root;
    if (element) applyTheme(element, theme);
  }, [root, theme, deviceDark]);

  const setTheme = React.useCallback(
    (next: Theme) => {
      setChoice(next);
      if (!storageKey) return;
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Storage blocked: the choice holds for this page.
      }
    },
    [storageKey],
  );

  const value = React.useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme choice, the theme in effect and `setTheme`, from the nearest ThemeProvider. */
function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside a ThemeProvider');
  return context;
}

export { ThemeProvider, useTheme };
export type { ThemeProviderProps, ThemeContextValue };
