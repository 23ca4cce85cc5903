import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupI18n } from '@lingui/core';
import {
  activateLocale,
  applyLocale,
  isLocale,
  localeNames,
  LocaleProvider,
  locales,
  type Locale,
} from '@readyteams/ui/i18n';
import { appCatalogues } from '../../platform/src/i18n/catalogues';

/** The toolbar's `locale` global: the kit's languages, each in its own words. */
export const localeGlobal = {
  description: 'Language of the kit',
  toolbar: {
    title: 'Language',
    icon: 'globe',
    items: locales.map((locale) => ({ value: locale, title: localeNames[locale] })),
    dynamicTitle: true,
  },
} satisfies NonNullable<Preview['globalTypes']>[string];

/** The stories' Lingui instance, with every catalogue: the kit's, the forms' and the app's (the screens' stories). */
export const storyI18n = setupI18n({ locale: 'en', messages: { en: {} } });
export const storyCatalogues = appCatalogues;

const asLocale = (value: unknown): Locale => (isLocale(value) ? value : 'en');

/** Loads the toolbar's language (a story may set its own: `globals: { locale: 'ar' }`) before the story renders. */
export const loadLocale: Loader = async ({ globals }) => {
  await activateLocale(storyI18n, asLocale(globals.locale), storyCatalogues);
};

/**
 * A story in the language the loader activated (the toolbar's, or one a test activates), on a page that says so
 * (<html lang dir>: Arabic lays out right to left).
 */
export const withLocale: Decorator = (Story) => {
  applyLocale(document.documentElement, storyI18n.locale);
  return (
    <LocaleProvider i18n={storyI18n} catalogues={storyCatalogues} storageKey={null}>
      <Story />
    </LocaleProvider>
  );
};
