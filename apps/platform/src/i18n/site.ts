// The public pages' words: the landing page, sign-in and sign-up, the legal pages (the error pages have errors.ts).
// English; the other languages load through translations.ts.
import { defineCatalogue } from '@readyteams/ui/i18n';
import en from './messages/site/en';

export const site = /* @__PURE__ */ defineCatalogue(en);
