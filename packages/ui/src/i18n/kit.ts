// The kit's other components: the dashboard's shell and lists, dialogs, media upload, scenario cards and preview,
// reports and the impact report, pickers. English; the other languages load through translations.ts.
import { defineCatalogue } from './catalogue';
import en from './messages/kit/en';

export const kit = /* @__PURE__ */ defineCatalogue(en);
