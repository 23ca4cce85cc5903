// The error pages' words (a route that failed to load, no access, not found): a few messages, in the entry chunk with
// the route that shows them, so every page does not carry the public pages' words. English; the other languages load
// through translations.ts.
import { defineCatalogue } from '@readyteams/ui/i18n';
import en from './messages/errors/en';

export const errors = /* @__PURE__ */ defineCatalogue(en);
