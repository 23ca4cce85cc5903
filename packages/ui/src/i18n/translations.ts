// Where each catalogue's other languages load from: a chunk per catalogue and language, apart from the English (which
// the components that say it carry), so activating a language loads no English and no other catalogue. The types make
// a catalogue or a language left out here a compile error, and each language file's messages those of its English.
import type { Translations } from './catalogue';
import type kit from './messages/kit/en';
import type live from './messages/live/en';
import type participant from './messages/participant/en';
import type screens from './messages/screens/en';

export const translations = {
  participant: {
    es: () => import('./messages/participant/es'),
    de: () => import('./messages/participant/de'),
    fr: () => import('./messages/participant/fr'),
    ar: () => import('./messages/participant/ar'),
  } satisfies Translations<typeof participant>,
  screens: {
    es: () => import('./messages/screens/es'),
    de: () => import('./messages/screens/de'),
    fr: () => import('./messages/screens/fr'),
    ar: () => import('./messages/screens/ar'),
  } satisfies Translations<typeof screens>,
  live: {
    es: () => import('./messages/live/es'),
    de: () => import('./messages/live/de'),
    fr: () => import('./messages/live/fr'),
    ar: () => import('./messages/live/ar'),
  } satisfies Translations<typeof live>,
  kit: {
    es: () => import('./messages/kit/es'),
    de: () => import('./messages/kit/de'),
    fr: () => import('./messages/kit/fr'),
    ar: () => import('./messages/kit/ar'),
  } satisfies Translations<typeof kit>,
};
