// Where the forms' catalogue loads its other languages from: a chunk per language (the English travels with the
// forms). Pass it to activateLocale / LocaleProvider with the kit's catalogues.
import type { Translations } from '@readyteams/ui/i18n';
import type en from './messages/forms/en';

export const translations = {
  es: () => import('./messages/forms/es'),
  de: () => import('./messages/forms/de'),
  fr: () => import('./messages/forms/fr'),
  ar: () => import('./messages/forms/ar'),
} satisfies Translations<typeof en>;
