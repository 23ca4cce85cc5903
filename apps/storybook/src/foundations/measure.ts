import { useEffect, useRef, useState } from 'react';
import type { ResolvedTheme } from '@readyteams/ui';

/**
 * Re-renders when the theme changes (the `dark` class on <html>), so values read from the live CSS follow the
 * toolbar. Returns the current theme's name.
 */
export function useThemeName(): ResolvedTheme {
  const read = (): ResolvedTheme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    // The docs container applies the theme in a layout effect, before this observer exists.
    setTheme(read());
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * Reads computed style properties of the rendered sample elements, after layout and on every theme change, so a
 * page shows what the browser really applies rather than a copy of the token file. `properties` is a constant.
 */
export function useComputed<T extends string>(properties: readonly T[]) {
  const theme = useThemeName();
  const elements = useRef(new Map<string, HTMLElement>());
  const [values, setValues] = useState<Record<string, Record<T, string>>>({});
  useEffect(() => {
    const next: Record<string, Record<T, string>> = {};
    for (const [key, element] of elements.current) {
      const style = getComputedStyle(element);
      next[key] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)])) as Record<
        T,
        string
      >;
    }
    setValues(next);
  }, [theme, properties]);
  const ref = (key: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
  };
  return { ref, values };
}
