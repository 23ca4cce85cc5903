/** The colour theme a person chooses: a fixed one, or the device's (prefers-color-scheme). */
export type Theme = 'light' | 'dark' | 'system';
/** The theme in effect: `system` resolved to the device's. */
export type ResolvedTheme = 'light' | 'dark';

/** The localStorage key the choice is kept under (ThemeProvider's default `storageKey`). */
export const THEME_STORAGE_KEY = 'readyteams-theme';

// applyTheme and readTheme name nothing outside themselves: themeScript() inlines their source in the page.

/**
 * Puts a theme on an element (the page's <html> by default): the `dark` or `light` class the tokens switch on, and
 * `color-scheme` for the browser's own parts (scrollbars, form controls). Returns the theme in effect.
 */
export function applyTheme(root: HTMLElement, theme: Theme): ResolvedTheme {
  const resolved =
    theme === 'system' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : theme;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  root.style.colorScheme = resolved;
  return resolved;
}

/** The stored choice, or `fallback` when there is none (or storage is unavailable). */
export function readTheme(storageKey: string, fallback: Theme): Theme {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored === 'light' || stored === 'dark' || stored === 'system') return stored;
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the fallback holds.
  }
  return fallback;
}

/**
 * The body of an inline <script> for the page's <head> that applies the stored choice to <html> before the first
 * paint, so a page never flashes the other theme while the app loads (ThemeProvider takes over once it runs).
 * Pass the ThemeProvider's own `storageKey` and `defaultTheme` if they are not the defaults. Under a
 * Content-Security-Policy, allow it by its hash ('sha256-...' of this exact text).
 */
export function themeScript({
  storageKey = THEME_STORAGE_KEY,
  defaultTheme = 'system',
}: { storageKey?: string; defaultTheme?: Theme } = {}): string {
  return `(${applyTheme.toString()})(document.documentElement,(${readTheme.toString()})(${JSON.stringify(storageKey)},${JSON.stringify(defaultTheme)}))`;
}
