// The slide types' screens on a participant's phone, the results charts and the check-in page. English; the other languages load through translations.ts.
import { defineCatalogue } from './catalogue';
import en from './messages/screens/en';

export const screens = /* @__PURE__ */ defineCatalogue(en);
