// Every catalogue of the app's pages (not the participant page's, join/catalogues.ts): the kit's, the forms' and the
// app's own. A language loads all of them at once (a chunk each), so moving between pages never waits for words.
import { translations as forms } from '@readyteams/forms/i18n';
import { translations as kit, type Translations } from '@readyteams/ui/i18n';
import { translations as own } from './translations';

export const appCatalogues: Translations[] = [...Object.values(kit), forms, ...Object.values(own)];
