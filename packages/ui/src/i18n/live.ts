// The host's screens: the presenter, the host controls, the slide types' live parts and curriculum entries. English; the other languages load through translations.ts.
import { defineCatalogue } from './catalogue';
import en from './messages/live/en';

export const live = /* @__PURE__ */ defineCatalogue(en);
