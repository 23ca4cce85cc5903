// The participant page's first screens and the words every live screen shares. English; the other languages load through translations.ts.
import { defineCatalogue } from './catalogue';
import en from './messages/participant/en';

export const participant = /* @__PURE__ */ defineCatalogue(en);
