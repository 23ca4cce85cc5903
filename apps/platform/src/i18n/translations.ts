// Where the app's own catalogues load their other languages from: a chunk per catalogue and language.
import type { Translations } from '@readyteams/ui/i18n';
import type app from './messages/app/en';
import type errors from './messages/errors/en';
import type site from './messages/site/en';

export const translations = {
  site: {
    es: () => import('./messages/site/es'),
    de: () => import('./messages/site/de'),
    fr: () => import('./messages/site/fr'),
    ar: () => import('./messages/site/ar'),
  } satisfies Translations<typeof site>,
  errors: {
    es: () => import('./messages/errors/es'),
    de: () => import('./messages/errors/de'),
    fr: () => import('./messages/errors/fr'),
    ar: () => import('./messages/errors/ar'),
  } satisfies Translations<typeof errors>,
  app: {
    es: () => import('./messages/app/es'),
    de: () => import('./messages/app/de'),
    fr: () => import('./messages/app/fr'),
    ar: () => import('./messages/app/ar'),
  } satisfies Translations<typeof app>,
};
