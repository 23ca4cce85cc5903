// The signed-in app's words: the dashboard's shell and navigation, the library, reports, settings, team and help
// pages, the back-office, the session and impact reports. English; the other languages load through translations.ts.
import { defineCatalogue } from '@readyteams/ui/i18n';
import en from './messages/app/en';

export const app = /* @__PURE__ */ defineCatalogue(en);
