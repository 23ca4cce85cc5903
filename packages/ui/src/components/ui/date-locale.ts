// The date-fns locale of the active language, for the calendar (react-day-picker) and the date picker.
import * as React from 'react';
import type { Locale as DateFnsLocale } from 'date-fns';

import { useLocale, type Translated } from '../../i18n/catalogue';

/**
 * The date-fns locale of each of the kit's languages but English (react-day-picker's own): the month and weekday
 * names and the first day of the week. Each is a chunk of its own, loaded once its language is active.
 */
const dateLocales: Record<Translated, () => Promise<DateFnsLocale>> = {
  es: () => import('date-fns/locale/es').then((module) => module.es),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
};
const loadedDateLocales = new Map<string, DateFnsLocale>();

/**
 * The date-fns locale of the active language (undefined in English, and until it has loaded: the calendar then
 * shows English for a moment). A date picker calls it too, so the locale is there by the time its calendar opens.
 */
export function useDateLocale(): DateFnsLocale | undefined {
  const language = useLocale().split('-')[0]!;
  const [, setLoaded] = React.useState(0);
  React.useEffect(() => {
    const load = (dateLocales as Partial<Record<string, () => Promise<DateFnsLocale>>>)[language];
    if (!load || loadedDateLocales.has(language)) return;
    let current = true;
    void load().then((locale) => {
      loadedDateLocales.set(language, locale);
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loadedDateLocales.get(language);
}
