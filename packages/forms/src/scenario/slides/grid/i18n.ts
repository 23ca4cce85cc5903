// The 2x2 grid editor's words, in every language (a bundled catalogue: nothing has to load it). Its ids are the
// forms' (forms.grid.*), worded by the forms' `t` like their own: see src/i18n/kinds.ts.
import { defineBundledCatalogue } from '@readyteams/ui/i18n';
import ar from './messages/editor/ar';
import de from './messages/editor/de';
import en from './messages/editor/en';
import es from './messages/editor/es';
import fr from './messages/editor/fr';

export const editor = /* @__PURE__ */ defineBundledCatalogue({ en, es, de, fr, ar });
