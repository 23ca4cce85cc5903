// Where each catalogue's other languages load from: a chunk per catalogue and language, apart from the English (which
// the components that say it carry), so activating a language loads no English and no other catalogue. The types make
// a catalogue or a language left out here a compile error, and each language file's messages those of its English.
import type { Translated, Translation } from './catalogue';
import type live from './messages/live/en';
import type participant from './messages/participant/en';
import type screens from './messages/screens/en';

type Loaders<English> = { [L in Translated]: () => Promise<{ default: Translation<English> }> };

export const translations = {
  participant: {
    es: () => import('./messages/participant/es'),
    de: () => import('./messages/participant/de'),
    fr: () => import('./messages/participant/fr'),
    ar: () => import('./messages/participant/ar'),
  } satisfies Loaders<typeof participant>,
  screens: {
    es: () => import('./messages/screens/es'),
    de: () => import('./messages/screens/de'),
    fr: () => import('./messages/screens/fr'),
    ar: () => import('./messages/screens/ar'),
  } satisfies Loaders<typeof screens>,
  live: {
    es: () => import('./messages/live/es'),
    de: () => import('./messages/live/de'),
    fr: () => import('./messages/live/fr'),
    ar: () => import('./messages/live/ar'),
  } satisfies Loaders<typeof live>,
};

/** The kit's catalogues, by name: `participant`, `screens`, `live`. */
export type CatalogueName = keyof typeof translations;
