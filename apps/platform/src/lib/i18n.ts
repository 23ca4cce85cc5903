// The app's languages: one Lingui instance for every page, speaking English until the page activates the language it
// shows (the person's choice, kept in localStorage, else the device's: readLocale) with the kit's catalogues it shows
// (each language a chunk of its own). Scenario content is never translated.
import { setupI18n } from '@lingui/core';

export const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
